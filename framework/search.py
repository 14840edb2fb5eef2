"""Game-tree search every game can use: alpha-beta for games without dice,
expectimax over the throws for games with them.

Why here: a new game should get a computer player from an evaluation
function alone, and no game should write alpha-beta again. :class:`AlphaBeta`
walks a :class:`Tree`: either the game protocol itself (:class:`GameTree`:
``apply``/``retract``, keyed by the notation) or a game's own fast state
(Latrunculi's immutable ``State``), with iterative deepening, a transposition
table, the best move of the last iteration first, and a deadline;
:func:`expectimax` weighs each candidate turn of a dice game by every throw
the opponent may answer with. A game whose engine is fast enough to want
more (Ataxx's bitboard search) keeps its own, and says why.

Time comes only from the ``clock`` passed in and randomness only from the
``rng`` passed in, so tests can make both exact.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Sequence

__all__ = ["WIN", "DRAW", "SearchResult", "Tree", "GameTree", "AlphaBeta", "AlphaBetaPlanner", "expectimax"]

#: A won position's score, less the plies it takes: a win found nearer the root scores higher.
WIN = 1_000_000
INF = 10 * WIN


class _OutOfTime(Exception):
    pass


@dataclass
class SearchResult:
    """The best action found, its score from the mover's side, the depth completed, the nodes visited."""

    move: Any
    score: float
    depth: int
    nodes: int
    seconds: float

    @property
    def action(self) -> Any:
        return self.move


class Tree:
    """How the search walks a game: a game's own fast state (subclass this) or the game protocol
    (:class:`GameTree`). A node is whatever ``enter`` returns.

    ``enter(node, move)`` gives the child (a new value, or the same object
    changed in place); ``leave(child)`` undoes what ``enter`` did in place (a
    no-op for values). ``winner(node)`` is None while the game goes on, else
    the winning seat, or ``DRAW``. ``evaluate(node)`` scores a node that is
    not over for the seat to move; ``key(node)`` is hashable and equal for
    equal positions; ``order(node, moves)`` puts likely-best moves first.
    """

    def moves(self, node: Any) -> list:
        raise NotImplementedError

    def enter(self, node: Any, move: Any) -> Any:
        raise NotImplementedError

    def leave(self, node: Any) -> None:
        return None

    def winner(self, node: Any) -> Any:
        raise NotImplementedError

    def to_move(self, node: Any) -> int:
        raise NotImplementedError

    def evaluate(self, node: Any) -> float:
        raise NotImplementedError

    def key(self, node: Any) -> Any:
        return node

    def order(self, node: Any, moves: list) -> list:
        return moves


#: ``Tree.winner`` of a drawn game.
DRAW = "draw"


class GameTree(Tree):
    """Any game of the protocol (``framework.game.Game``), walked in place with ``apply``/``retract``."""

    def __init__(self, evaluate: Callable[[Any], float], order: Callable[[Any, Any], float] | None = None) -> None:
        self._evaluate = evaluate
        self._order = order

    def moves(self, game):
        return list(game.legal_actions())

    def enter(self, game, move):
        game.apply(move)
        return game

    def leave(self, game) -> None:
        game.retract()

    def winner(self, game):
        outcome = game.outcome()
        if outcome is None:
            return None
        return DRAW if outcome.winner is None else outcome.winner

    def to_move(self, game) -> int:
        return game.to_move()

    def evaluate(self, game) -> float:
        return self._evaluate(game)

    def key(self, game):
        return game.notation()

    def order(self, game, moves):
        if self._order is None:
            return moves
        return sorted(moves, key=lambda m: -self._order(game, m))


class AlphaBeta:
    """Negamax alpha-beta with iterative deepening, a transposition table and a deadline.

    The best move of each finished iteration is searched first in the next,
    the table's move first at every node. The first iteration always finishes
    (there is always a considered answer); no iteration starts after ``soft``
    seconds and none runs past ``hard``, the last finished one's choice
    standing. Turns alternate, one move each (a pass is a move).
    """

    def __init__(self, tree: Tree, rng: random.Random | None = None, clock: Callable[[], float] = time.monotonic,
                 table_limit: int = 300_000) -> None:
        self.tree = tree
        self.rng = rng or random.Random(0)
        self.clock = clock
        self.table: dict[Any, tuple[int, float, int, Any]] = {}
        self.table_limit = table_limit
        self.nodes = 0
        self._deadline = float("inf")

    def search(self, node: Any, max_depth: int = 64, soft: float | None = None, hard: float | None = None,
               progress: Callable[[float], None] | None = None) -> SearchResult:
        """The best move for the seat to move at ``node`` within the limits (seconds from now)."""
        tree = self.tree
        start = self.clock()
        root = tree.moves(node)
        if not root:
            raise ValueError("no legal move to search: the game is over")
        self.rng.shuffle(root)
        root = tree.order(node, root)
        self.nodes = 0
        if len(self.table) > self.table_limit:
            self.table.clear()
        soft_at = start + soft if soft is not None else float("inf")
        best, best_score, depth_done = root[0], -INF, 0
        for depth in range(1, max_depth + 1):
            self._deadline = start + hard if hard is not None and depth > 1 else float("inf")
            try:
                score, move = self._root(node, root, depth)
            except _OutOfTime:
                break
            best, best_score, depth_done = move, score, depth
            root.remove(move)
            root.insert(0, move)
            if progress is not None and soft:
                progress(min(1.0, (self.clock() - start) / soft))
            if abs(score) >= WIN - 1000 or self.clock() >= soft_at or len(root) == 1:
                break
        return SearchResult(best, best_score, depth_done, self.nodes, self.clock() - start)

    def _root(self, node, root: list, depth: int) -> tuple[float, Any]:
        tree = self.tree
        me = tree.to_move(node)
        alpha, best = -INF, root[0]
        for move in root:
            child = tree.enter(node, move)
            try:
                score = -self._negamax(child, depth - 1, -INF, -alpha, 1, 1 - me)
            finally:
                tree.leave(child)
            if score > alpha:
                alpha, best = score, move
        return alpha, best

    def _negamax(self, node, depth: int, alpha: float, beta: float, ply: int, me: int) -> float:
        """The node's worth to ``me``, the seat to move at it."""
        self.nodes += 1
        if not self.nodes & 255 and self.clock() >= self._deadline:
            raise _OutOfTime
        tree = self.tree
        won = tree.winner(node)
        if won is not None:
            if won == DRAW:
                return 0
            return WIN - ply if won == me else ply - WIN
        if depth <= 0:
            return tree.evaluate(node)
        key = tree.key(node)
        entry = self.table.get(key)
        table_move = None
        if entry is not None:
            e_depth, e_score, e_flag, table_move = entry
            if e_depth >= depth:
                if e_flag == 0 or (e_flag == 1 and e_score >= beta) or (e_flag == 2 and e_score <= alpha):
                    return e_score
        moves = tree.order(node, tree.moves(node))
        if not moves:
            return tree.evaluate(node)
        if table_move is not None and table_move in moves:
            moves.remove(table_move)
            moves.insert(0, table_move)
        orig_alpha = alpha
        best, best_move = -INF, None
        for move in moves:
            child = tree.enter(node, move)
            try:
                score = -self._negamax(child, depth - 1, -beta, -alpha, ply + 1, 1 - me)
            finally:
                tree.leave(child)
            if score > best:
                best, best_move = score, move
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        break
        flag = 1 if best >= beta else 2 if best <= orig_alpha else 0
        self.table[key] = (depth, best, flag, best_move)
        return best


@dataclass
class AlphaBetaPlanner:
    """A level of the computer player for a game without dice, from an evaluation function alone.

    ``seconds``: the level's own time per move (a ``player.Budget``
    overrides it: a fixed allowance, or ``share`` of what remains on the
    seat's clock).
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
        search = AlphaBeta(GameTree(self.evaluate, self.order), rng, self.clock)
        soft = None if seconds is None else seconds / 3
        self.last = search.search(game, self.depth, soft, seconds, progress)
        return (self.last.move,)


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
