"""Game-tree search every game can use through the game protocol: alpha-beta for games without dice,
expectimax over the throws for games with them.

Why here: a new game should get a computer player from an evaluation
function alone. :class:`AlphaBeta` searches any :class:`framework.game.Game`
(``legal_actions``/``apply``/``retract``/``outcome``/``to_move``) with
iterative deepening, a transposition table keyed by the notation, the best
move of the last iteration searched first, and a deadline checked as it goes;
:func:`expectimax` weighs each candidate turn of a dice game by every throw
the opponent may answer with. A game whose engine is fast enough to want
more (Ataxx's bitboard search) keeps its own, and says why.

Time comes only from the ``clock`` passed in and randomness only from the
``rng`` passed in, so tests can make both exact.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Sequence

__all__ = ["WIN", "SearchResult", "AlphaBeta", "AlphaBetaPlanner", "expectimax"]

#: A won position's score; a win found nearer the root scores higher.
WIN = 1_000_000.0


class _OutOfTime(Exception):
    pass


@dataclass
class SearchResult:
    """The best action found, its score from the mover's side, the depth completed, the nodes visited."""

    action: Any
    score: float
    depth: int
    nodes: int
    seconds: float
    scores: dict = field(default_factory=dict)     # the root actions' scores at the last completed depth


class AlphaBeta:
    """Negamax alpha-beta with iterative deepening over the game protocol.

    ``evaluate(game)`` scores a position that is not over from the point of
    view of the seat to move (higher is better for it). A finished game
    scores ``WIN`` (less the distance) for its winner, 0 for a draw. Turns
    alternate, one action each (a pass is an action), as in the games
    without dice.
    """

    def __init__(self, evaluate: Callable[[Any], float], clock: Callable[[], float] = time.monotonic,
                 order: Callable[[Any, Any], float] | None = None, table_limit: int = 200_000) -> None:
        self.evaluate = evaluate
        self.clock = clock
        self.order = order                 # a cheap guess of an action's worth, searched best first
        self.table: dict[str, tuple[int, float, int, Any]] = {}
        self.table_limit = table_limit
        self.nodes = 0
        self._deadline = float("inf")

    def search(self, game: Any, max_depth: int = 64, seconds: float | None = None,
               rng: random.Random | None = None) -> SearchResult:
        """The best action for the seat to move in ``game`` (which is left as it was)."""
        start = self.clock()
        self._deadline = start + seconds if seconds is not None else float("inf")
        self.nodes = 0
        actions = list(game.legal_actions())
        if not actions:
            raise ValueError(f"no legal action in {game.notation()!r}")
        if rng is not None:
            rng.shuffle(actions)
        if self.order is not None:
            actions.sort(key=lambda a: -self.order(game, a))
        best = SearchResult(actions[0], 0.0, 0, 0, 0.0)
        if len(actions) == 1:
            return best
        for depth in range(1, max_depth + 1):
            try:
                scores = self._root(game, actions, depth)
            except _OutOfTime:
                break
            actions.sort(key=lambda a: -scores[id(a)])
            top = actions[0]
            best = SearchResult(top, scores[id(top)], depth, self.nodes, self.clock() - start,
                                {game.format_action(a): scores[id(a)] for a in actions})
            if abs(best.score) >= WIN - 1000:
                break                      # a forced result: deeper search cannot change it
            elapsed = self.clock() - start
            if seconds is not None and elapsed * 3 > seconds:
                break                      # the next iteration would not finish in time
        best.nodes, best.seconds = self.nodes, self.clock() - start
        return best

    def _root(self, game, actions, depth) -> dict[int, float]:
        alpha, beta = -float("inf"), float("inf")
        scores: dict[int, float] = {}
        me = game.to_move()
        for action in actions:
            game.apply(action)
            try:
                score = -self._negamax(game, depth - 1, -beta, -alpha, 1, 1 - me)
            finally:
                game.retract()
            scores[id(action)] = score
            alpha = max(alpha, score)
        return scores

    def _negamax(self, game, depth: int, alpha: float, beta: float, ply: int, me: int) -> float:
        """The position's worth to ``me``, the seat to move in it."""
        self.nodes += 1
        if self.nodes & 255 == 0 and self.clock() > self._deadline:
            raise _OutOfTime
        outcome = game.outcome()
        if outcome is not None:
            if outcome.winner is None:
                return 0.0
            return (WIN - ply) if outcome.winner == me else -(WIN - ply)
        if depth <= 0:
            return self.evaluate(game)
        key = game.notation()
        hit = self.table.get(key)
        best_first = None
        if hit is not None:
            hit_depth, hit_score, hit_kind, best_first = hit
            if hit_depth >= depth:
                if hit_kind == 0 or (hit_kind > 0 and hit_score >= beta) or (hit_kind < 0 and hit_score <= alpha):
                    return hit_score
        actions = list(game.legal_actions())
        if not actions:
            return self.evaluate(game)
        if best_first is not None and best_first in actions:
            actions.remove(best_first)
            actions.insert(0, best_first)
        elif self.order is not None:
            actions.sort(key=lambda a: -self.order(game, a))
        start_alpha, best, best_action = alpha, -float("inf"), actions[0]
        for action in actions:
            game.apply(action)
            try:
                score = -self._negamax(game, depth - 1, -beta, -alpha, ply + 1, 1 - me)
            finally:
                game.retract()
            if score > best:
                best, best_action = score, action
            alpha = max(alpha, score)
            if alpha >= beta:
                break
        kind = 1 if best >= beta else (-1 if best <= start_alpha else 0)
        if len(self.table) < self.table_limit:
            self.table[key] = (depth, best, kind, best_action)
        return best


@dataclass
class AlphaBetaPlanner:
    """A level of the computer player for a game without dice, from an evaluation function alone.

    ``depth``: the deepest search; ``seconds``: the level's own time per move
    (a ``player.Budget`` overrides it: a fixed allowance, or a share of the
    seat's clock, ``share`` of what remains).
    """

    evaluate: Callable[[Any], float]
    depth: int = 64
    seconds: float | None = 0.8
    share: float = 0.03
    order: Callable[[Any, Any], float] | None = None
    clock: Callable[[], float] = time.monotonic
    last: SearchResult | None = None

    def plan(self, game, budget=None, rng: random.Random | None = None, progress=None) -> Sequence[Any]:
        seconds = self.seconds
        if budget is not None and getattr(budget, "seconds", None) is not None:
            seconds = budget.seconds
        elif budget is not None and getattr(budget, "remaining_ms", None) is not None:
            seconds = min(seconds or float("inf"), budget.remaining_ms / 1000 * self.share)
        search = AlphaBeta(self.evaluate, self.clock, self.order)
        self.last = search.search(game, self.depth, seconds, rng)
        if progress is not None:
            progress(1.0)
        return (self.last.action,)


def expectimax(candidates: Iterable[tuple[Any, Any]], throws: Sequence[tuple[Any, float]],
               replies: Callable[[Any, Any], Iterable[Any]], value: Callable[[Any], float],
               deadline: float = float("inf"), clock: Callable[[], float] = time.monotonic) -> list[tuple[float, Any]]:
    """Each candidate turn scored by the opponent's best reply to every throw, weighed by its chance.

    ``candidates``: ``(turn, position after it)``; ``throws``: ``(throw,
    probability)`` of the opponent's next throw; ``replies(position, throw)``:
    the positions the opponent can reach with that throw (the position itself
    if none); ``value(position)``: its worth to the seat that chose the
    candidate. Returns ``(score, turn)`` best first; candidates not reached
    before ``deadline`` are scored by ``value`` alone, after those that were.
    """
    scored: list[tuple[float, int, Any]] = []
    rest: list[tuple[float, int, Any]] = []
    for n, (turn, position) in enumerate(candidates):
        if clock() > deadline:
            rest.append((value(position), n, turn))
            continue
        total = 0.0
        for throw, chance in throws:
            worst = min((value(reply) for reply in replies(position, throw)), default=value(position))
            total += chance * worst
        scored.append((total, n, turn))
    scored.sort(key=lambda t: (-t[0], t[1]))
    rest.sort(key=lambda t: (-t[0], t[1]))
    return [(score, turn) for score, _, turn in scored + rest]
