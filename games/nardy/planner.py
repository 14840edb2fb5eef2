"""The computer players of Long Nardy (the seed's ``players``): easy, normal and strong.

``computer(level, seed=0)`` returns a player whose ``choose_turn(board)`` returns
one tuple of ``board.legal_turns()`` without changing ``board``:

- easy: a random legal turn (from its own ``random.Random(seed)``);
- normal: the turn whose result the hand-written evaluation (evaluate.py) likes best;
- strong: the turn whose result the trained network (td.py, weights in
  ``nardy_weights.npz``) values best, with a one-throw lookahead over the best
  few candidates while the time budget allows.

:class:`Planner` is the same choice behind the framework's planner protocol.
"""
from __future__ import annotations

import random
from typing import Any, Sequence

from games.nardy.board import PASS, Board, Move
from games.nardy.evaluate import evaluate

__all__ = ["computer", "Planner", "LEVELS", "RandomPlayer", "HeuristicPlayer"]

LEVELS = ("easy", "normal", "strong")


class RandomPlayer:
    """easy: any legal turn, uniformly."""

    level = "easy"

    def __init__(self, seed: object = 0) -> None:
        self.rng = random.Random(seed)

    def choose_turn(self, board: Board, budget: float | None = None) -> tuple[Move, ...]:
        return self.rng.choice(board.legal_turns())


class HeuristicPlayer:
    """normal: the best result by the hand-written evaluation (ties: the first listed)."""

    level = "normal"

    def __init__(self, seed: object = 0) -> None:
        self.rng = random.Random(seed)

    def choose_turn(self, board: Board, budget: float | None = None) -> tuple[Move, ...]:
        results = board.turn_results()
        best, best_value = results[0][0], None
        for moves, (theirs, mine) in results:
            value = evaluate(mine, theirs)
            if best_value is None or value > best_value:
                best, best_value = moves, value
        return best


def computer(level: str, seed: object = 0):
    """The computer player at ``level`` (``easy``, ``normal`` or ``strong``)."""
    if level == "easy":
        return RandomPlayer(seed)
    if level == "normal":
        return HeuristicPlayer(seed)
    if level == "strong":
        from games.nardy.td import NetworkPlayer
        return NetworkPlayer.load(seed=seed)
    raise ValueError(f"the levels are {', '.join(LEVELS)}, not {level!r}")


class Planner:
    """A level's choice of a whole turn behind the framework's planner protocol (player.py)."""

    def __init__(self, level: str) -> None:
        self.level = level
        self._player: Any = None

    def plan(self, game: Any, budget: Any, rng: random.Random, progress: Any) -> Sequence[Any]:
        board = game.board
        if not board.dice or board.winner is not None:
            return []
        if self._player is None:
            self._player = computer(self.level)
        if self.level == "easy":
            self._player.rng = rng
        seconds = getattr(budget, "seconds", None)
        turn = self._player.choose_turn(board.copy(), seconds)
        return list(turn) if turn else [PASS]


def play_game(players: Sequence[Any], rng: random.Random, board: Board | None = None) -> Board:
    """One game between ``players`` (player 1 first) with fair dice from ``rng``; the finished board."""
    board = board or Board()
    while board.winner is None:
        board.roll((rng.randint(1, 6), rng.randint(1, 6)))
        who = players[0] if board.turn == 1 else players[1]
        turn = who.choose_turn(board.copy())
        if not turn:
            board.play("pass")
        for move in turn:
            board.play(move)
    return board
