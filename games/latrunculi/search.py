"""The computer opponent: levels easy (random), normal (one ply judged), strong (timed alpha-beta).

Why on bare States: the rules are pure functions on an immutable value
(``moves``, ``play``, ``outcome``), so the search needs no Board and no undo.
Strong is negamax alpha-beta with iterative deepening, a transposition table
keyed by the State itself, the best move of the last iteration first and
captures next; it never starts an iteration after the soft limit and abandons
one at the hard limit, keeping the last finished iteration's choice.

Randomness comes only from the ``random.Random`` passed in (the order of equal
moves), time only from the ``clock`` passed in, so tests can fix both.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Callable

from framework.texts import LEVELS
from games.latrunculi.board import Move, State, moves, outcome, play
from games.latrunculi.evaluate import MAN, evaluate

__all__ = ["Planner", "Searcher", "SearchResult", "LEVELS", "WIN", "STRONG_SOFT", "STRONG_HARD"]

WIN = 1_000_000          # a won game, less the plies it takes
INF = 10 * WIN
TT_LIMIT = 300_000       # entries; the table is cleared when it grows past this
#: The strong level's own allowance (seconds): no new iteration after SOFT, none runs past HARD.
STRONG_SOFT, STRONG_HARD = 0.3, 0.85


class _OutOfTime(Exception):
    pass


@dataclass
class SearchResult:
    move: Move
    score: int           # from the mover's side, hundredths of a man; near +-WIN for a forced result
    depth: int           # the deepest finished iteration
    nodes: int
    seconds: float


class Searcher:
    """Negamax alpha-beta with iterative deepening and a transposition table."""

    def __init__(self, rng: "random.Random | None" = None, clock: Callable[[], float] = time.monotonic) -> None:
        self.rng = rng or random.Random(0)
        self.clock = clock
        self.tt: dict[State, tuple[int, int, int, "Move | None"]] = {}
        self.nodes = 0
        self._deadline = float("inf")

    def search(self, state: State, max_depth: int = 64, soft: "float | None" = None,
               hard: "float | None" = None, progress: "Callable[[float], None] | None" = None) -> SearchResult:
        """The best move found within the limits (seconds from now); depth 1 is always finished."""
        start = self.clock()
        root = moves(state)
        if not root:
            raise ValueError("no legal move to search: the game is over")
        self.rng.shuffle(root)
        self.nodes = 0
        if len(self.tt) > TT_LIMIT:
            self.tt.clear()
        soft_at = start + soft if soft is not None else float("inf")
        best, best_score, depth_done = root[0], -INF, 0
        for depth in range(1, max_depth + 1):
            # the first iteration always finishes: there is always a considered answer
            self._deadline = start + hard if hard is not None and depth > 1 else float("inf")
            try:
                score, move = self._root(state, root, depth)
            except _OutOfTime:
                break
            best, best_score, depth_done = move, score, depth
            root.remove(move)
            root.insert(0, move)
            if progress is not None and soft:
                progress(min(1.0, (self.clock() - start) / soft))
            if abs(score) >= WIN - 1000 or self.clock() >= soft_at:
                break
        return SearchResult(best, best_score, depth_done, self.nodes, self.clock() - start)

    def _root(self, state: State, root: list[Move], depth: int) -> tuple[int, Move]:
        alpha, best = -INF, root[0]
        for move in root:
            child, _ = play(state, move)
            score = -self._negamax(child, depth - 1, -INF, -alpha, 1)
            if score > alpha:
                alpha, best = score, move
        return alpha, best

    def _negamax(self, state: State, depth: int, alpha: int, beta: int, ply: int) -> int:
        self.nodes += 1
        if not self.nodes & 255 and self.clock() >= self._deadline:
            raise _OutOfTime
        over = outcome(state)
        if over is not None:
            if over.winner is None:
                return 0
            return WIN - ply if over.winner == state.turn else ply - WIN
        if depth <= 0:
            return evaluate(state)
        entry = self.tt.get(state)
        tt_move = None
        if entry is not None:
            e_depth, e_score, e_flag, tt_move = entry
            if e_depth >= depth:
                if e_flag == 0 or (e_flag == 1 and e_score >= beta) or (e_flag == 2 and e_score <= alpha):
                    return e_score
        orig_alpha = alpha
        best, best_move = -INF, None
        for move in self._ordered(state, tt_move):
            child, effects = play(state, move)
            score = -self._negamax(child, depth - 1, -beta, -alpha, ply + 1)
            if score > best:
                best, best_move = score, move
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        break
        flag = 1 if best >= beta else 2 if best <= orig_alpha else 0
        self.tt[state] = (depth, best, flag, best_move)
        return best

    @staticmethod
    def _ordered(state: State, tt_move: "Move | None") -> list[Move]:
        """The table's move first, then moves landing next to an enemy man (the only ones that capture)."""
        all_moves = moves(state)
        nb = state.geometry.neighbours
        enemies = state.black if state.turn == 0 else state.white
        near = [m for m in all_moves if nb[m.target] & enemies]
        if near:
            far = [m for m in all_moves if not nb[m.target] & enemies]
            all_moves = near + far
        if tt_move is not None:
            all_moves.remove(tt_move)
            all_moves.insert(0, tt_move)
        return all_moves


def best_by_judgement(state: State, rng: random.Random) -> Move:
    """The normal level: every move played once and the result judged; a win is taken at once."""
    choices = moves(state)
    rng.shuffle(choices)
    best, best_score = choices[0], -INF
    for move in choices:
        child, _ = play(state, move)
        over = outcome(child)
        if over is not None:
            score = 0 if over.winner is None else WIN if over.winner == state.turn else -WIN
        else:
            score = -evaluate(child)
        if score > best_score:
            best, best_score = move, score
    return best


class Planner:
    """A level's choice of move as the house's computer player asks for it (``player.ComputerPlayer``).

    ``budget.seconds`` caps the strong level's thinking; ``budget.remaining_ms``
    (a game with a clock) spreads the clock over the moves to come; neither:
    the strong level's own allowance, deciding within about a second.
    """

    def __init__(self, level: str, clock: Callable[[], float] = time.monotonic) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}: use one of {', '.join(LEVELS)}")
        self.level = level
        self.clock = clock
        self.last: SearchResult | None = None

    def plan(self, game, budget=None, rng: "random.Random | None" = None, progress=None) -> tuple[Move, ...]:
        state = getattr(game, "board", game).state
        rng = rng or random.Random(0)
        if self.level == "easy":
            legal = sorted(moves(state))
            return (legal[rng.randrange(len(legal))],)
        if self.level == "normal":
            return (best_by_judgement(state, rng),)
        soft, hard = self.limits(budget)
        self.last = Searcher(rng, self.clock).search(state, soft=soft, hard=hard, progress=progress)
        return (self.last.move,)

    @staticmethod
    def limits(budget) -> tuple[float, float]:
        """(soft, hard) seconds for one move of the strong level."""
        seconds = getattr(budget, "seconds", None)
        remaining = getattr(budget, "remaining_ms", None)
        hard = STRONG_HARD
        if seconds is not None:
            hard = min(hard, max(0.01, seconds))
        if remaining is not None:
            # as if forty more moves were to come, and never more than a tenth of what is left
            hard = min(hard, max(0.005, remaining / 1000 / 40), remaining / 1000 / 10)
        return min(STRONG_SOFT, hard / 3), hard

    def accepts_draw(self, game) -> bool:
        """Would the computer, not to move, accept a draw offered by the player to move?

        It accepts when it judges its own side worse by at least half a man:
        the offer is then a gift.
        """
        state = getattr(game, "board", game).state
        return evaluate(state) >= MAN // 2
