"""Today's Ataxx search (games/ataxx/planner.py as of issue 22), kept unchanged as a fixed opponent.

Why a copy: bench/ataxx_match.py measures the improved search in games/ataxx/planner.py against
this one; the copy must not follow the game's changes. Not imported by the game. Original notes:

The computer opponent: levels easy (random), normal (shallow search), strong (timed alpha-beta).

Why on bare ints: the search runs the same bitboard arithmetic as perft, with
no Move objects inside the tree. The frontier (depth 1) is not expanded: the
best child's material is the current material plus the best single-move gain,
computed with popcounts, which buys a whole ply for the price of a loop.

Randomness comes only from the ``random.Random`` passed in (ties at the root),
time only from the ``clock`` passed in, so tests can make both deterministic.
"""
from __future__ import annotations

import random
import threading
import time
from dataclasses import dataclass
from typing import Callable, Sequence

from framework.ai.search import OutOfTime, SearchResult
from framework.lang.texts import LEVELS
from games.ataxx.board import (
    ADJACENT_BY_BIT, BLACK, PASS, RING_BY_BIT, Board, Move, Rules, _dilate,
)

WIN = 10_000
#: How deep the review searches every move (and the best one) in plies: about 0.03 s a move here.
REVIEW_DEPTH = 4
INF = 1_000_000
TT_LIMIT = 200_000  # entries, about 300 bytes each


def _root_child(own: int, opp: int, empty: int, half: int, src: int, t: int) -> tuple[int, int, int, int]:
    """The position after a root move (``src`` -1: a clone to ``t``, else a jump), from the opponent's
    side as the search takes it: (their stones, ours, the empty squares, the half-move count)."""
    tb = 1 << t
    flips = ADJACENT_BY_BIT[tb] & opp
    if src < 0:
        return opp ^ flips, own | tb | flips, empty ^ tb, 0
    return opp ^ flips, (own ^ (1 << src)) | tb | flips, empty ^ tb ^ (1 << src), half + 1


@dataclass
class Limits:
    """What bounds a search. All optional; with none, depth 4 is searched."""

    max_depth: "int | None" = None
    max_nodes: "int | None" = None
    soft_seconds: "float | None" = None  # do not start a new iteration after this
    hard_seconds: "float | None" = None  # abort the running iteration after this
    stop: "threading.Event | None" = None


def budget_for(board: Board, remaining_ms: int, increment_ms: int = 0) -> tuple[float, float]:
    """(soft, hard) seconds for one move from the clock: never lose on time.

    A game has at most about one move per side for every two empty squares
    (jumps add some), so the clock is spread over that, with a reserve kept
    for process and pipe overhead.
    """
    empties = board.empty.bit_count()
    # clones fill a square each, jumps do not: games run longer than empties / 2 moves a side
    moves_left = max(8, (empties * 3) // 4 + 8)
    # never touched: about 10 ms of pipes and scheduling for each move still to come, plus a share
    reserve = 0.1 + 0.01 * empties + 0.03 * remaining_ms / 1000
    usable = max(0.0, remaining_ms / 1000 - reserve)
    # A small share per move: as if twenty more moves were to come than expected (the opening, where
    # the board is open and the search gains least, spends least), and a hard stop at twice that.
    soft = usable / (moves_left + 20) + 0.7 * increment_ms / 1000
    hard = min(usable / 8, soft * 2)
    soft = min(soft, hard)
    return max(0.0, soft), max(0.001, hard)


class Searcher:
    """Negamax alpha-beta with iterative deepening, a transposition table and move ordering."""

    def __init__(self, rng: "random.Random | None" = None, clock: Callable[[], float] = time.monotonic) -> None:
        self.rng = rng or random.Random(0)
        self.clock = clock
        self.tt: dict[tuple[int, int], tuple[int, int, int, int, int]] = {}
        self.tt_limit = TT_LIMIT            # entries (the UAI engine's Hash option sets it)
        self.nodes = 0
        self._deadline = INF
        self._max_nodes = INF
        self._stop: "threading.Event | None" = None
        self._standard = False
        self._fifty = 50

    # ----- public

    def search(self, board: Board, limits: "Limits | None" = None,
               info: "Callable[[SearchResult], None] | None" = None) -> SearchResult:
        limits = limits or Limits(max_depth=4)
        start, soft, moves = self._begin(board, limits, "search")
        self._deadline = start + limits.hard_seconds if limits.hard_seconds is not None else INF
        max_depth = limits.max_depth if limits.max_depth is not None else (
            4 if limits.hard_seconds is None and limits.max_nodes is None and limits.stop is None else 64)

        own, opp = (board.black, board.white) if board.turn == BLACK else (board.white, board.black)
        empty = board.empty
        half = board.halfmove_clock
        root = self._root_moves(own, opp, empty)
        self.rng.shuffle(root)
        best = SearchResult(moves[0], 0, 0, 0, 0.0, [moves[0]])
        if root and root[0][1] == -2:  # forced pass (standard)
            return SearchResult(PASS, 0, 1, 0, 0.0, [PASS])
        if len(root) == 1:
            src, t = root[0][1], root[0][2]
            mv = Move(t) if src < 0 else Move(t, src)
            return SearchResult(mv, 0, 1, 1, self.clock() - start, [mv])
        # first ordering: immediate gain
        root.sort(key=lambda m: -m[0])
        for depth in range(1, max_depth + 1):
            try:
                score, order = self._search_root(own, opp, empty, half, depth, root)
            except OutOfTime:
                break
            root = order
            src, t = root[0][1], root[0][2]
            mv = Move(t) if src < 0 else Move(t, src)
            best = SearchResult(mv, score, depth, self.nodes, self.clock() - start,
                                self._pv(own, opp, empty, mv, depth))
            if info:
                info(best)
            now = self.clock()
            # The next iteration costs several times this one: do not start it past half the soft limit.
            if abs(score) >= WIN - 100 or now >= soft or (soft < INF and now - start >= (soft - start) / 2):
                break
            if self.nodes >= self._max_nodes or (self._stop is not None and self._stop.is_set()):
                break
        best.nodes, best.seconds = self.nodes, self.clock() - start
        return best

    def _begin(self, board: Board, limits: Limits, verb: str) -> tuple[float, float, list[Move]]:
        """A search's or a ranking's start: its rules, counters and stops; (the start, the soft deadline,
        the legal moves)."""
        start = self.clock()
        moves = board.legal_moves()
        if not moves:
            raise ValueError(f"no legal move to {verb} in {board.fen()!r}: the game is over")
        self._standard = board.rules is Rules.STANDARD
        self._fifty = 100 if self._standard else 50
        self.nodes = 0
        self._stop = limits.stop
        self._max_nodes = limits.max_nodes if limits.max_nodes is not None else INF
        return start, start + limits.soft_seconds if limits.soft_seconds is not None else INF, moves

    def rank(self, board: Board, count: "int | None" = 3, limits: "Limits | None" = None,
             only: "Sequence[Move] | None" = None) -> list[tuple[int, Move]]:
        """Every legal move with its score for the mover (stones ahead after the best replies, near
        +-WIN for a forced result), best first, at the deepest depth finished within ``limits`` (the
        first depth always finishes), for a hint or a review. The best ``count`` scores are exact (all:
        ``count`` None); the rest only bounds below them. ``only``: rank just these legal moves (the
        review's move played, searched as deep as the best)."""
        limits = limits or Limits(max_depth=4)
        start, soft, _ = self._begin(board, limits, "rank")
        max_depth = limits.max_depth if limits.max_depth is not None else 64
        own, opp = (board.black, board.white) if board.turn == BLACK else (board.white, board.black)
        root = self._root_moves(own, opp, board.empty)
        if root[0][1] == -2:  # forced pass (standard)
            return [(0, PASS)]
        if only is not None:
            root = [m for m in root if (Move(m[2]) if m[1] < 0 else Move(m[2], m[1])) in only]
            if not root:
                raise ValueError("none of the moves to rank is legal here")
        root.sort(key=lambda m: -m[0])
        ranked: list[tuple[int, tuple[int, int, int]]] = []
        for depth in range(1, max_depth + 1):
            self._deadline = start + limits.hard_seconds if limits.hard_seconds is not None and depth > 1 else INF
            try:
                ranked = self._rank_root(own, opp, board.empty, board.halfmove_clock, depth, root, count)
            except OutOfTime:
                break
            root = [m for _, m in ranked]
            if self.clock() >= soft or all(abs(score) >= WIN - 100 for score, _ in ranked[:count]):
                break
        return [(score, Move(t) if src < 0 else Move(t, src)) for score, (_, src, t) in ranked]

    def _rank_root(self, own: int, opp: int, empty: int, half: int, depth: int, root: list[tuple[int, int, int]],
                   count: "int | None") -> list[tuple[int, tuple[int, int, int]]]:
        """Each root move's score at ``depth``, a window below the ``count``-th best so far; best first."""
        scored: list[tuple[int, int, tuple[int, int, int]]] = []
        best: list[int] = []
        for n, m in enumerate(root):
            _, src, t = m
            floor = best[count - 1] if count is not None and len(best) >= count else -INF
            score = -self._ab(*_root_child(own, opp, empty, half, src, t), depth - 1, -INF, -floor, 1)
            scored.append((score, n, m))
            if score > floor:
                best = sorted(best + [score], reverse=True)
        scored.sort(key=lambda x: (-x[0], x[1]))
        return [(score, m) for score, _, m in scored]

    # ----- internals

    def _root_moves(self, own: int, opp: int, empty: int) -> list[tuple[int, int, int]]:
        """(ordering gain, source or -1 for a clone, target); [(0, -2, -1)] for a forced pass."""
        out = []
        clones = _dilate(own) & empty
        b = clones
        while b:
            t = b & -b
            b ^= t
            out.append((1 + 2 * (ADJACENT_BY_BIT[t] & opp).bit_count(), -1, t.bit_length() - 1))
        s_bits = own
        while s_bits:
            s = s_bits & -s_bits
            s_bits ^= s
            b = RING_BY_BIT[s] & empty
            sq = s.bit_length() - 1
            while b:
                t = b & -b
                b ^= t
                out.append((2 * (ADJACENT_BY_BIT[t] & opp).bit_count() - 1, sq, t.bit_length() - 1))
        if not out:
            return [(0, -2, -1)]
        return out

    def _search_root(self, own: int, opp: int, empty: int, half: int, depth: int,
                     root: list[tuple[int, int, int]]) -> tuple[int, list[tuple[int, int, int]]]:
        alpha, beta = -INF, INF
        scored = []
        best_i = 0
        for i, (g, src, t) in enumerate(root):
            score = -self._ab(*_root_child(own, opp, empty, half, src, t), depth - 1, -beta, -alpha, 1)
            scored.append(score)
            if score > alpha:
                alpha = score
                best_i = i
        # the best first, the rest by this iteration's scores (stable: keeps random ties)
        order = sorted(range(len(root)), key=lambda i: (i != best_i, -scored[i]))
        return alpha, [root[i] for i in order]

    def _ab(self, own: int, opp: int, empty: int, half: int, depth: int, alpha: int, beta: int, ply: int) -> int:
        self.nodes += 1
        if not self.nodes & 255:  # look at the clock every 256 nodes (~10 ms)
            if self.clock() >= self._deadline or self.nodes >= self._max_nodes or (
                    self._stop is not None and self._stop.is_set()):
                raise OutOfTime
        if not own:
            return -(WIN - ply)
        if not opp:
            return WIN - ply
        diff = own.bit_count() - opp.bit_count()
        if not empty:
            return WIN - ply if diff > 0 else -(WIN - ply) if diff < 0 else 0
        if half >= self._fifty:
            return 0
        near = _dilate(own)
        clones = near & empty
        reach = _dilate(near) & empty
        if not reach:
            if not self._standard:
                return -(WIN - ply)  # itpw: cannot move with empty squares left: lose
            if not _dilate(_dilate(opp)) & empty:
                return WIN - ply if diff > 0 else -(WIN - ply) if diff < 0 else 0
            return -self._ab(opp, own, empty, half + 1, depth, -beta, -alpha, ply + 1)
        if depth <= 0:
            return diff
        if depth == 1:
            # the frontier: best immediate gain, no tree
            best = -INF
            b = reach
            adj = ADJACENT_BY_BIT
            while b:
                t = b & -b
                b ^= t
                g = 2 * (adj[t] & opp).bit_count()
                if t & clones:
                    g += 1
                if g > best:
                    best = g
            return diff + best

        key = (own, opp)
        entry = self.tt.get(key)
        tt_src = tt_t = -3
        if entry is not None:
            e_depth, e_score, e_flag, tt_src, tt_t = entry
            if e_depth >= depth:
                if e_flag == 0:
                    return e_score
                if e_flag == 1 and e_score >= beta:
                    return e_score
                if e_flag == 2 and e_score <= alpha:
                    return e_score

        moves = []
        b = clones
        adj = ADJACENT_BY_BIT
        while b:
            t = b & -b
            b ^= t
            moves.append((3 + 4 * (adj[t] & opp).bit_count(), -1, t))
        s_bits = own
        while s_bits:
            s = s_bits & -s_bits
            s_bits ^= s
            b = RING_BY_BIT[s] & empty
            while b:
                t = b & -b
                b ^= t
                # a jump gains its flips but leaves a hole; holes next to the enemy cost more
                moves.append((4 * (adj[t] & opp).bit_count() - (adj[s] & opp).bit_count(), s, t))
        if tt_t >= 0:
            for i, m in enumerate(moves):
                if m[2] == tt_t and m[1] == tt_src:
                    moves[i] = (1000, m[1], m[2])
                    break
        moves.sort(reverse=True)

        orig_alpha = alpha
        best = -INF
        best_src, best_t = -1, 0
        d = depth - 1
        for _, src, t in moves:
            flips = adj[t] & opp
            if src < 0:
                score = -self._ab(opp ^ flips, own | t | flips, empty ^ t, 0, d, -beta, -alpha, ply + 1)
            else:
                score = -self._ab(opp ^ flips, (own ^ src) | t | flips, empty ^ t ^ src, half + 1, d,
                                  -beta, -alpha, ply + 1)
            if score > best:
                best, best_src, best_t = score, src, t
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        break
        flag = 1 if best >= beta else 2 if best <= orig_alpha else 0
        if len(self.tt) >= self.tt_limit:  # about 60 MB by default; a fresh table costs less than swapping
            self.tt.clear()
        self.tt[key] = (depth, best, flag, best_src, best_t)
        return best

    def _pv(self, own: int, opp: int, empty: int, first: Move, depth: int) -> list[Move]:
        """The principal variation from the transposition table (best effort, for UAI info)."""
        pv = [first]
        if first.is_pass:
            return pv
        t = 1 << first.target
        flips = ADJACENT_BY_BIT[t] & opp
        if first.source is None:
            own, opp, empty = opp ^ flips, own | t | flips, empty ^ t
        else:
            s = 1 << first.source
            own, opp, empty = opp ^ flips, (own ^ s) | t | flips, empty ^ t ^ s
        for _ in range(depth - 1):
            entry = self.tt.get((own, opp))
            if entry is None or entry[4] <= 0:
                break
            src, t = entry[3], entry[4]
            if not t & empty:
                break
            flips = ADJACENT_BY_BIT[t] & opp
            sq = t.bit_length() - 1
            if src < 0:
                pv.append(Move(sq))
                own, opp, empty = opp ^ flips, own | t | flips, empty ^ t
            else:
                pv.append(Move(sq, src.bit_length() - 1))
                own, opp, empty = opp ^ flips, (own ^ src) | t | flips, empty ^ t ^ src
        return pv


# --------------------------------------------------------------------------- levels


def random_move(board: Board, rng: random.Random) -> Move:
    moves = board.legal_moves()
    if not moves:
        raise ValueError(f"no legal move in {board.fen()!r}: the game is over")
    return moves[rng.randrange(len(moves))]


def _choice(move: Move, score: int):
    """A move and its search score as a :class:`framework.ai.analysis.Choice` (kind ``stones``)."""
    from framework.ai.analysis import Choice
    return Choice((move,), score, "stones", forced=1 if score >= WIN - 100 else -1 if score <= 100 - WIN else 0)


class Planner:
    """A level's choice of move: for the house's computer player (``plan``), the player program and
    the UAI engine (``choose``).

    ``budget.remaining_ms`` (a game with a clock) spreads the clock over the
    moves still to come; ``budget.seconds`` gives a fixed allowance; neither:
    the level's default. ``last`` is the last search's result (depth, score, pv).
    """

    def __init__(self, level: str = "strong", rng: "random.Random | None" = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}: use one of {', '.join(LEVELS)}")
        self.level = level
        self.rng = rng or random.Random(0)
        self.clock = clock
        self.last: "SearchResult | None" = None

    def choose(self, board: Board, remaining_ms: "int | None" = None, increment_ms: int = 0,
               stop: "threading.Event | None" = None, seconds: "float | None" = None) -> Move:
        """The level's move on ``board``: easy random, normal two plies, strong timed alpha-beta."""
        if self.level == "easy":
            return random_move(board, self.rng)
        searcher = Searcher(self.rng, self.clock)
        if self.level == "normal":
            limits = Limits(max_depth=2, stop=stop)
        elif seconds is not None:
            limits = Limits(soft_seconds=seconds, hard_seconds=seconds * 2, stop=stop)
        elif remaining_ms is None:
            limits = Limits(soft_seconds=0.5, hard_seconds=1.0, stop=stop)
        else:
            soft, hard = budget_for(board, remaining_ms, increment_ms)
            limits = Limits(soft_seconds=soft, hard_seconds=hard, stop=stop)
        self.last = searcher.search(board, limits)
        return self.last.move

    def rank(self, game, seconds: "float | None" = None, count: "int | None" = 3) -> list:
        """The legal moves by the search within ``seconds`` (no new depth after a third of them), best
        first, as :class:`framework.ai.analysis.Choice` (kind ``stones``: the stones the mover is ahead after
        the best replies found; ``forced`` 1 or -1 for a forced win or loss), for ``hint`` and the review;
        the best ``count`` are searched to their value."""
        board = getattr(game, "board", game)
        if not board.legal_moves():
            return []
        hard = 1.0 if seconds is None else max(0.01, seconds)
        ranked = Searcher(random.Random(0), self.clock).rank(board, count, Limits(soft_seconds=hard / 3,
                                                                                  hard_seconds=hard))
        return [_choice(move, score) for score, move in ranked]

    def judge(self, game, actions) -> "object | None":
        """The review's judgement (:class:`framework.ai.analysis.Judgement`) of the move ``actions[0]``
        against the best move, both searched to :data:`REVIEW_DEPTH` plies (no clock: the same game gets
        the same review); kind ``stones`` as :meth:`rank`'s. None when no move is legal."""
        from framework.ai.analysis import Judgement
        board = getattr(game, "board", game)
        moves = board.legal_moves()
        if not moves:
            return None
        limits = Limits(max_depth=REVIEW_DEPTH)
        best_score, best = Searcher(random.Random(0), self.clock).rank(board, 1, limits)[0]
        move = actions[0]
        score = best_score if move == best else \
            Searcher(random.Random(0), self.clock).rank(board, None, limits, only=[move])[0][0]
        return Judgement(_choice(best, best_score), _choice(move, score), len(moves))

    def plan(self, game, budget=None, rng: "random.Random | None" = None, progress=None) -> tuple[Move, ...]:
        """The turn (one move) for ``game`` (an AtaxxGame or a Board) within ``budget``."""
        if rng is not None:
            self.rng = rng
        board = getattr(game, "board", game)
        return (self.choose(board, getattr(budget, "remaining_ms", None),
                            seconds=getattr(budget, "seconds", None)),)
