"""The computer players of Long Nardy (the seed's ``players``): easy, normal and strong.

``computer(level, seed=0)`` returns a player whose ``choose_turn(board)`` returns
one tuple of ``board.legal_turns()`` without changing ``board``:

- easy: a random legal turn (from its own ``random.Random(seed)``);
- normal: the turn whose result the hand-written evaluation (evaluate.py) likes best;
- strong (:class:`NetworkPlayer`): the turn whose result the trained network
  (td.py, weights in ``nardy_weights.npz``) values best, with a one-throw
  lookahead (the house's one expectimax) over the best few candidates while the
  time budget allows.

:class:`Planner` is the same choice behind the framework's planner protocol.
"""
from __future__ import annotations

import random
from operator import itemgetter
from typing import Any, Sequence

from dice import distinct_throws
from framework.search import expectimax
from games.nardy.board import CHECKERS, PASS, Board, Move, borne_off, turn_results
from games.nardy.evaluate import evaluate

__all__ = ["computer", "Planner", "LEVELS", "RandomPlayer", "HeuristicPlayer", "NetworkPlayer"]

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


class NetworkPlayer:
    """strong: the best afterstate by the network (td.py); with time, a one-throw lookahead over the best
    few (the house's one :func:`framework.search.expectimax` over the opponent's 21 distinct throws,
    all replies valued in one pass of the network). numpy and the weights load only for this level."""

    level = "strong"

    def __init__(self, net: Any, seed: object = 0, lookahead: int = 3) -> None:
        self.net = net
        self.rng = random.Random(seed)
        self.lookahead = lookahead

    @classmethod
    def load(cls, path: str | None = None, seed: object = 0, lookahead: int = 3) -> "NetworkPlayer":
        """The player with the network in ``path`` (the shipped weights by default)."""
        from games.nardy.td import WEIGHTS_FILE, Network
        return cls(Network.load(WEIGHTS_FILE if path is None else path), seed, lookahead)

    def choose_turn(self, board: Board, budget: float | None = None) -> tuple[Move, ...]:
        import numpy as np
        results = board.turn_results()
        if len(results) == 1:
            return results[0][0]
        movers = [child[1] for _, child in results]
        others = [child[0] for _, child in results]
        values = self.net.equity(movers, others)
        order = list(np.argsort(-values))
        if self.lookahead > 1 and (budget is None or budget >= 0.2):
            top = [(i, (movers[i], others[i])) for i in order[:self.lookahead]]
            ranked = expectimax(top, distinct_throws(2), _replies, self._worth, final=_final)
            return results[ranked[0][1]][0]
        return results[order[0]][0]

    def _worth(self, found: Sequence[tuple[int, int]]) -> list[float]:
        """Each reply's equity for the opponent, who made it (``found``: ``(me, opponent after)``), all
        in one pass of the network; a game just won is worth its exact result (2 with a mars, else 1)."""
        others, movers = zip(*found)
        values = self.net.equity(movers, others)
        won = CHECKERS                  # borne_off(mover) == CHECKERS, inlined: this runs for every reply
        for k in [k for k, mover in enumerate(movers) if mover >> 96 == won]:
            values[k] = _won_points(others[k])
        return values.tolist()


_CHILD = itemgetter(1)


def _won_points(loser: int) -> float:
    """What a won game is worth to the winner: 2 (mars) if ``loser`` has borne off none, else 1."""
    return 2.0 if borne_off(loser) == 0 else 1.0


def _replies(position: tuple[int, int], dice: tuple[int, ...]) -> list[tuple[int, int]]:
    """The positions ``(me, opponent after)`` the opponent can leave with ``dice`` after my turn left
    ``position`` (``(me, opponent)``): the engine's children of the opponent's turns, as they come."""
    me, opponent = position
    return list(map(_CHILD, turn_results((opponent, me), dice)))


def _final(position: tuple[int, int]) -> float | None:
    """My exact result when my turn bore off my last checker (None while the game goes on)."""
    me, opponent = position
    return _won_points(opponent) if borne_off(me) == CHECKERS else None


def computer(level: str, seed: object = 0):
    """The computer player at ``level`` (``easy``, ``normal`` or ``strong``)."""
    if level == "easy":
        return RandomPlayer(seed)
    if level == "normal":
        return HeuristicPlayer(seed)
    if level == "strong":
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
