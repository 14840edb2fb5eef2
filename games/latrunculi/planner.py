"""The computer opponent: levels easy (random), normal (one ply judged), strong (timed alpha-beta).

Why on bare States: the rules are pure functions on an immutable value
(``moves``, ``play``, ``outcome``), so the search needs no Board and no undo.
Strong is the house's alpha-beta (framework/ai/search.py) walking those states
(:class:`StateTree`: the state is its own table key, captures are tried
first); it never starts an iteration after the soft limit and abandons one at
the hard limit, keeping the last finished iteration's choice.

Randomness comes only from the ``random.Random`` passed in (the order of equal
moves), time only from the ``clock`` passed in, so tests can fix both.
"""
from __future__ import annotations

import random
import time
from typing import Callable

from framework.core.player import PlannerDefaults
from framework.ai.analysis import Choice, Judgement
from framework.ai.search import DRAW, INF, WIN, AlphaBeta, SearchResult, Tree
from framework.lang.texts import LEVELS
from games.latrunculi.board import Move, State, moves, outcome, play
from games.latrunculi.evaluate import MAN, evaluate
from games.latrunculi.unit import UNIT

__all__ = ["Planner", "Searcher", "StateTree", "SearchResult", "LEVELS", "WIN", "STRONG_SOFT", "STRONG_HARD", "REVIEW_DEPTH"]

TT_LIMIT = 300_000       # entries; the table is cleared when it grows past this
#: The strong level's own allowance (seconds): no new iteration after SOFT, none runs past HARD.
STRONG_SOFT, STRONG_HARD = 0.3, 0.85
#: How deep the review searches every move (and the best one) in plies: about 0.1 s a move here.
REVIEW_DEPTH = 3


class StateTree(Tree):
    """Latrunculi's immutable ``State`` for the shared alpha-beta: pure ``moves``/``play``, the state its
    own table key, and captures tried first."""

    def moves(self, state: State) -> list[Move]:
        return moves(state)

    def enter(self, state: State, move: Move) -> State:
        return play(state, move)[0]

    def winner(self, state: State):
        over = outcome(state)
        if over is None:
            return None
        return DRAW if over.winner is None else over.winner

    def to_move(self, state: State) -> int:
        return state.turn

    def evaluate(self, state: State) -> int:
        return evaluate(state)

    def order(self, state: State, all_moves: list[Move]) -> list[Move]:
        """Moves landing next to an enemy man first (the only ones that capture)."""
        nb = state.geometry.neighbours
        enemies = state.black if state.turn == 0 else state.white
        near = [m for m in all_moves if nb[m.target] & enemies]
        if not near:
            return all_moves
        return near + [m for m in all_moves if not nb[m.target] & enemies]


TREE = StateTree()


def Searcher(rng: "random.Random | None" = None, clock: Callable[[], float] = time.monotonic) -> AlphaBeta:
    """The strong level's search: the house's alpha-beta over Latrunculi states."""
    return AlphaBeta(TREE, rng, clock, table_limit=TT_LIMIT)


def _choice(move: Move, score: float):
    """A move and its search score as a :class:`framework.ai.analysis.Choice` (in Latrunculi's unit, men)."""
    return Choice((move,), score / MAN, UNIT, forced=_forced(score))


def _forced(score: float) -> int:
    """1 for a score that is a forced win, -1 a forced loss, 0 otherwise."""
    return 1 if score >= WIN - 1000 else -1 if score <= 1000 - WIN else 0


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


class Planner(PlannerDefaults):
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
            legal = sorted(moves(state), key=tuple)       # by plain tuples: C's comparison, not Move's
            return (legal[rng.randrange(len(legal))],)
        if self.level == "normal":
            return (best_by_judgement(state, rng),)
        soft, hard = self.limits(budget)
        self.last = Searcher(rng, self.clock).search(state, soft=soft, hard=hard, progress=progress)
        return (self.last.move,)

    def rank(self, game, seconds: float | None = None, count: int | None = 3) -> list:
        """The moves by the strong level's search within ``seconds`` (a third of them for the last new
        depth), best first, as :class:`framework.ai.analysis.Choice` (in Latrunculi's unit: the men the mover is
        ahead after the best replies found; ``forced`` 1 or -1 for a forced win or loss), for ``hint``
        and the review; the best ``count`` are searched to their value."""
        state = getattr(game, "board", game).state
        if outcome(state) is not None or not moves(state):
            return []
        hard = STRONG_HARD if seconds is None else max(0.01, seconds)
        ranked = Searcher(random.Random(0), self.clock).rank(state, count, soft=hard / 3, hard=hard)
        return [_choice(move, score) for score, move in ranked]

    def judge(self, game, actions) -> "object | None":
        """The review's judgement (:class:`framework.ai.analysis.Judgement`) of the move ``actions[0]``
        against the best move, both searched to :data:`REVIEW_DEPTH` plies (no clock: the same game gets
        the same review); in Latrunculi's unit as :meth:`rank`'s. None when the game is over."""
        state = getattr(game, "board", game).state
        legal = moves(state) if outcome(state) is None else []
        if not legal:
            return None
        best_score, best = Searcher(random.Random(0), self.clock).rank(state, 1, max_depth=REVIEW_DEPTH)[0]
        move = actions[0]
        score = best_score if move == best else \
            Searcher(random.Random(0), self.clock).rank(state, None, max_depth=REVIEW_DEPTH, only=[move])[0][0]
        return Judgement(_choice(best, best_score), _choice(move, score), len(legal))

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
