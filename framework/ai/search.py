"""Game-tree search every game can use: alpha-beta for games without dice,
expectimax over the throws for games with them.

Why here: no game should write alpha-beta or expectimax again.
:class:`AlphaBeta` walks a :class:`Tree` (a game's own fast state, such as
Latrunculi's immutable ``State``, or the game protocol itself) with iterative
deepening, a transposition table, the best move of the last iteration first,
and a deadline. :func:`expectimax` is the dice games' one-throw lookahead
(XII Scripta's and Long Nardy's strong levels): each candidate turn scored by
the opponent's best reply to every throw of the chance node
(``Game.chance_outcomes()``), weighed by its chance; :func:`expectimax_two`
looks a throw further (the mover's own next throw and best turn after the
opponent's best reply: gnubg's two-ply); what is the game's own
(its fast list of replies, valuing many positions in one network pass, the
exact worth of a won game) comes in as callables. A game whose engine is fast
enough to want more (Ataxx's bitboard search) keeps its own, and says why.

Time comes only from the ``clock`` passed in and randomness only from the
``rng`` passed in, so tests can make both exact.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Sequence

__all__ = ["WIN", "DRAW", "OutOfTime", "SearchResult", "Tree", "AlphaBeta", "expectimax", "expectimax_two"]

#: A won position's score, less the plies it takes: a win found nearer the root scores higher.
WIN = 1_000_000
INF = 10 * WIN


class OutOfTime(Exception):
    """A search past its hard deadline stops by raising this (every search of the house: this one and
    Ataxx's bitboard search)."""


@dataclass
class SearchResult:
    """The best action found, its score from the mover's side (for Ataxx: stones ahead, or near +-WIN for a
    forced result), the depth completed, the nodes visited, and the principal variation when kept."""

    move: Any
    score: float
    depth: int
    nodes: int
    seconds: float
    pv: list = field(default_factory=list)     # the principal variation, where the search keeps one

    @property
    def action(self) -> Any:
        return self.move


class Tree:
    """How the search walks a game: subclass it over the game's own fast state (Latrunculi's
    immutable ``State``) or over the game protocol. A node is whatever ``enter`` returns.

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
            except OutOfTime:
                break
            best, best_score, depth_done = move, score, depth
            root.remove(move)
            root.insert(0, move)
            if progress is not None and soft:
                progress(min(1.0, (self.clock() - start) / soft))
            if abs(score) >= WIN - 1000 or self.clock() >= soft_at or len(root) == 1:
                break
        return SearchResult(best, best_score, depth_done, self.nodes, self.clock() - start)

    def rank(self, node: Any, count: int | None = 3, max_depth: int = 64, soft: float | None = None,
             hard: float | None = None, only: Sequence[Any] | None = None) -> list[tuple[float, Any]]:
        """Every move at ``node`` with its score for the seat to move, best first, at the deepest depth
        finished within the limits (seconds from now; the first depth always finishes), for a hint or a
        review. The best ``count`` scores are exact (every score: ``count`` None); the rest are only
        bounds below those (a move that cannot reach the best ``count`` is not searched to its value).
        ``only``: rank just these legal moves (the review's move played, searched as deep as the best)."""
        tree = self.tree
        root = tree.moves(node)
        if not root:
            raise ValueError("no legal move to rank: the game is over")
        if only is not None:
            root = [move for move in root if move in only]
            if not root:
                raise ValueError("none of the moves to rank is legal here")
        root = tree.order(node, root)
        self.nodes = 0
        if len(self.table) > self.table_limit:
            self.table.clear()
        start = self.clock()
        soft_at = start + soft if soft is not None else float("inf")
        ranked: list[tuple[float, Any]] = []
        for depth in range(1, max_depth + 1):
            self._deadline = start + hard if hard is not None and depth > 1 else float("inf")
            try:
                ranked = self._rank_root(node, root, depth, count)
            except OutOfTime:
                break
            root = [move for _, move in ranked]
            if self.clock() >= soft_at or all(abs(score) >= WIN - 1000 for score, _ in ranked[:count]):
                break
        return ranked

    def _rank_root(self, node, root: list, depth: int, count: int | None) -> list[tuple[float, Any]]:
        """Each root move's score at ``depth``: a window below the ``count``-th best so far (no window:
        ``count`` None), so the best ``count`` are exact; sorted best first, ties in ``root``'s order."""
        tree = self.tree
        me = tree.to_move(node)
        scored: list[tuple[float, int, Any]] = []
        best: list[float] = []
        for n, move in enumerate(root):
            floor = best[count - 1] if count is not None and len(best) >= count else -INF
            child = tree.enter(node, move)
            try:
                score = -self._negamax(child, depth - 1, -INF, -floor, 1, 1 - me)
            finally:
                tree.leave(child)
            scored.append((score, n, move))
            if score > floor:
                best = sorted(best + [score], reverse=True)
        scored.sort(key=lambda t: (-t[0], t[1]))
        return [(score, move) for score, _, move in scored]

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
            raise OutOfTime
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


def expectimax(candidates: Iterable[tuple[Any, Any]], throws: Sequence[tuple[Any, float]],
               replies: Callable[[Any, Any], Sequence[Any]], values: Callable[[Sequence[Any]], Sequence[float]], *,
               final: Callable[[Any], float | None] | None = None, per_pass: int = 0,
               deadline: float = float("inf"), clock: Callable[[], float] = time.monotonic,
               progress: Callable[[float], None] | None = None) -> list[tuple[float, Any]]:
    """Each candidate turn searched one throw deeper: the opponent's best reply to each of its throws,
    weighed by the throw's chance (a chance node, then the opponent's choice).

    ``candidates``: ``(turn, position it leaves)`` in the order to search them
    (the best by a static value first). ``throws``: ``(throw, chance)`` of the
    opponent's next throw (``Game.chance_outcomes()``, ``dice.distinct_throws``).
    ``replies(position, throw)``: the positions the opponent can leave with
    that throw (at least one: a pass leaves the position as it is).
    ``values(positions)``: each one's worth to the side that has just moved
    into it, many at once (one pass of a network is much cheaper than many).
    ``final(position)``: the candidate's exact worth when it ends the game, no
    reply searched (None while the game goes on). ``per_pass``: how many
    throws' replies go to one ``values`` call (0: all of them); the clock is
    read before each throw, so a search stops soon after ``deadline``.

    A candidate's score is minus the expected worth of the opponent's best
    reply (negamax: what is good for them is bad for us). Returns ``(score,
    turn)`` of the candidates searched to the end before ``deadline``, best
    first, ties in the order given; the candidate the time ran out in and those
    after it are left out. ``progress`` hears the share of candidates done.
    """
    pending = list(candidates)
    table = [(throw, float(chance)) for throw, chance in throws]
    step = per_pass or len(table) or 1
    scored: list[tuple[float, int, Any]] = []
    for n, (turn, position) in enumerate(pending):
        score = final(position) if final is not None else None
        if score is None:
            expected = _expected_best_reply(position, table, step, replies, values, deadline, clock)
            if expected is None:            # the time ran out in this candidate
                break
            score = -expected
        scored.append((score, n, turn))
        if progress is not None:
            progress((n + 1) / len(pending))
    scored.sort(key=lambda t: (-t[0], t[1]))
    return [(score, turn) for score, _, turn in scored]


def _expected_best_reply(position: Any, table: list[tuple[Any, float]], step: int,
                         replies: Callable[[Any, Any], Sequence[Any]], values: Callable[[Sequence[Any]], Sequence[float]],
                         deadline: float, clock: Callable[[], float]) -> float | None:
    """The opponent's best reply to each throw, weighed by its chance (None: the time is up).

    The replies of ``step`` throws at a time are valued in one ``values`` call;
    the clock is read before each throw (not at all without a deadline).
    """
    timed = deadline != float("inf")
    total = 0.0
    for first in range(0, len(table), step):
        chunk = table[first:first + step]
        found: list[Any] = []
        ends: list[int] = []
        for throw, _ in chunk:
            if timed and clock() >= deadline:
                return None
            found.extend(replies(position, throw))
            ends.append(len(found))
        worth = values(found)
        start = 0
        for (_, chance), end in zip(chunk, ends):
            total += chance * max(worth[start:end])
            start = end
    return total


def expectimax_two(candidates: Iterable[tuple[Any, Any]], throws: Sequence[tuple[Any, float]],
                   replies: Callable[[Any, Any], Sequence[Any]], values: Callable[[Sequence[Any]], Sequence[float]], *,
                   final: Callable[[Any], float | None], per_pass: int = 3, deadline: float = float("inf"),
                   clock: Callable[[], float] = time.monotonic) -> list[tuple[float, Any]]:
    """Each candidate turn searched two throws deeper (gnubg's two-ply): for every throw of the opponent,
    its best reply by the static ``values``; then for every throw of the mover after that reply, the
    mover's best turn by the static ``values``; the mover's expected worth over both chance nodes.

    Why not :func:`expectimax` twice: the opponent's reply is chosen by the static values, as gnubg's
    search chooses it, so a candidate costs one throw table of replies and one of answers per throw
    (21 x 21 move lists for two dice), not a search per reply.

    ``candidates``: ``(turn, position it leaves)``, the opponent to move, in the order to search them.
    ``throws``: ``(throw, chance)``, the same table for both chance nodes (fair dice: the chances do not
    depend on who throws or on what was thrown before). ``replies(position, throw)``: the positions the
    side to move in ``position`` can leave with ``throw`` (at least one). ``values(positions)``: each
    one's worth to the side that has just moved into it, exact for a game it has just won, many at once.
    ``final(position)``: the worth to the side that has just moved into ``position`` when that move
    ended the game (None while it goes on): a candidate that wins, or a reply that wins, is not searched
    further. The answers of ``per_pass`` of the opponent's throws go to one ``values`` call; the clock is
    read before each such pass.

    Returns ``(score, turn)`` of the candidates searched to the end before ``deadline``, best first,
    ties in the order given; the candidate the time ran out in and those after it are left out.
    """
    table = [(throw, float(chance)) for throw, chance in throws]
    timed = deadline != float("inf")
    scored: list[tuple[float, int, Any]] = []
    for n, (turn, position) in enumerate(candidates):
        if timed and clock() >= deadline:
            break
        score = final(position)
        if score is None:
            score = _expected_answer(position, table, max(1, per_pass), replies, values, final,
                                     deadline if timed else None, clock)
            if score is None:
                break
        scored.append((score, n, turn))
    scored.sort(key=lambda t: (-t[0], t[1]))
    return [(score, turn) for score, _, turn in scored]


def _best_replies(position: Any, table: list[tuple[Any, float]], replies: Callable[[Any, Any], Sequence[Any]],
                  values: Callable[[Sequence[Any]], Sequence[float]]) -> list[Any]:
    """The best position the side to move in ``position`` can leave with each throw of ``table``, by
    ``values`` (all its replies valued in one call; ties: the first listed)."""
    found: list[Any] = []
    ends: list[int] = []
    for throw, _ in table:
        found.extend(replies(position, throw))
        ends.append(len(found))
    worth = values(found)
    best, start = [], 0
    for end in ends:
        top = max(range(start, end), key=worth.__getitem__)
        best.append(found[top])
        start = end
    return best


def _expected_answer(position: Any, table: list[tuple[Any, float]], step: int,
                     replies: Callable[[Any, Any], Sequence[Any]], values: Callable[[Sequence[Any]], Sequence[float]],
                     final: Callable[[Any], float | None], deadline: float | None,
                     clock: Callable[[], float]) -> float | None:
    """The mover's expected worth of ``position`` (the opponent to move) over the opponent's throw, its
    best reply, the mover's throw and the mover's best answer (None: the time ran out)."""
    total = 0.0
    chosen = _best_replies(position, table, replies, values)
    for first in range(0, len(table), step):
        if deadline is not None and clock() >= deadline:
            return None
        found: list[Any] = []
        spans: list[tuple[float, float, int, int]] = []     # (opponent's chance, mine, start, end) per answer set
        for (_, chance), reply in zip(table[first:first + step], chosen[first:first + step]):
            won = final(reply)
            if won is not None:                 # the opponent's reply ended the game: its worth to them
                total -= chance * won
                continue
            for throw, mine in table:
                start = len(found)
                found.extend(replies(reply, throw))
                spans.append((chance, mine, start, len(found)))
        if found:
            worth = values(found)
            for chance, mine, start, end in spans:
                total += chance * mine * max(worth[start:end])
    return total
