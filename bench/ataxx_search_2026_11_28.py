"""Today's Ataxx search (games/ataxx/planner.py's Searcher as of 2026-11-28, issue 22's strong level),
kept unchanged as a fixed opponent.

Why a copy: bench/ataxx_match.py (``--old 2026-11-28``) measures the tuned search of issue 37 in
games/ataxx/planner.py against this one, and the next round can be measured against it too; the copy
must not follow the game's changes. Not imported by the game. Only the search is kept (the levels,
the hint and the review are the game's). tests/ataxx/test_the_frozen_search_plays_as_the_planner_did.py
checked, when it was made, that it played as the planner then did. Original notes:

The computer opponent: levels easy (random), normal (shallow search), strong (timed alpha-beta).

Why on bare ints: the search runs the same bitboard arithmetic as perft, with
no Move objects inside the tree. The frontier (depth 1) is not expanded: the
best child's material is the current material plus the best single-move gain,
computed with bit-sliced counts of every square's enemy neighbours (a few dozen
operations on whole boards, no loop over squares), which buys a whole ply.

Why it stops mid-iteration: a timed search reads the clock every
:data:`CHECK_EVERY` nodes and stops at its hard limit; the root's best move of the
unfinished iteration is kept once the first root move (last iteration's best) has
its score at the new depth, since every move that beat it did so at that depth.
So a move's budget is spent to its end (:func:`move_limits`: 95% of it), not
cut at an iteration's end.

Randomness comes only from the ``random.Random`` passed in (ties at the root),
time only from the ``clock`` passed in, so tests can make both deterministic.
"""
from __future__ import annotations

import gc
import random
import threading
import time
from dataclasses import dataclass
from typing import Callable, Sequence

from framework.ai.search import OutOfTime, SearchResult
from games.ataxx.board import (
    ADJACENT_BY_BIT, BLACK, FULL, NOT_A, NOT_G, PASS, RING_BY_BIT, Board, Move, Rules, _dilate,
)

WIN = 10_000
#: How deep the review searches every move (and the best one) in plies: about 0.03 s a move here.
REVIEW_DEPTH = 4
INF = 1_000_000
TT_LIMIT = 200_000  # entries, about 300 bytes each
#: A move's budget at the strong level without a clock or an allowance, in seconds.
DEFAULT_SECONDS = 1.0
#: The clock is read when the node count is a multiple of this (a power of two): 32 nodes take well
#: under a millisecond, so a search stops within about one of its hard limit.
CHECK_EVERY = 32
#: The share of a move's budget a timed search spends (the rest covers stopping, the answer's pipe and
#: the scheduler): the issue's "about 95%, never more than 5 ms over".
SPEND = 0.95
_MASK = CHECK_EVERY - 1
#: A search's score units per stone: the evaluation's other terms are worth fractions of a stone.
SCALE = 8
#: The evaluation's weights, in 1/SCALE of a stone, tuned by bench/ataxx_match.py: a stone with no empty
#: neighbour (it cannot be turned until one empties), an empty square a clone can reach (mobility), a
#: stone the opponent can turn next move (next to an empty square in their reach).
W_STABLE = 2
W_MOB = 1
W_EXP = 2
#: Late moves: from this move on (0: none) a node at depth 3 or more searches a move a ply shallower
#: first, and again at full depth only when it beats the best so far.
LMR_AFTER = 6
_SHIFT = 49  # a table key is (own << 49) | opp: exact, one int (see Searcher)


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
    hard_seconds: "float | None" = None  # abort the running iteration after this (its best move so far counts)
    stop: "threading.Event | None" = None


def move_limits(budget_seconds: float, spent_seconds: float = 0.0,
                stop: "threading.Event | None" = None) -> Limits:
    """The limits for a move that may take ``budget_seconds`` in all (a UAI ``movetime``, a clock's share
    from :func:`move_budget`), of which ``spent_seconds`` are already gone (reading, parsing): the search
    runs to :data:`SPEND` of the budget (at least half a millisecond: a move is always found)."""
    seconds = max(0.0005, max(0.0, budget_seconds) * SPEND - max(0.0, spent_seconds))
    return Limits(soft_seconds=seconds, hard_seconds=seconds, stop=stop)


def move_budget(board: Board, remaining_ms: int, increment_ms: int = 0) -> float:
    """A move's share of the clock in seconds (all of it: the search spends :data:`SPEND` of it): never
    lose on time.

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
    # the board is open and the search gains least, spends least), never more than an eighth of it.
    return min(usable / 8, usable / (moves_left + 20) + 0.7 * increment_ms / 1000)


def budget_for(board: Board, remaining_ms: int, increment_ms: int = 0) -> tuple[float, float]:
    """(soft, hard) seconds for one move from the clock (:func:`move_limits` of :func:`move_budget`): the
    same, since a search stopped mid-iteration still plays the best move it has found."""
    limits = move_limits(move_budget(board, remaining_ms, increment_ms))
    return max(0.0, limits.soft_seconds or 0.0), max(0.001, limits.hard_seconds or 0.0)


class Searcher:
    """Negamax alpha-beta with iterative deepening, principal-variation search, a transposition table
    and move ordering (the table's move, then stones turned, jumps' holes next to the enemy last); in a
    search (not a ranking) late moves are tried a ply shallower first (:data:`LMR_AFTER`).

    Why the table's key is ``(own << 49) | opp`` and not a Zobrist hash: a move turns any number of
    stones, and a Zobrist key needs one table look-up and XOR per stone turned, in Python far dearer
    than two shifts of the exact bitboards; the exact key also never collides.
    """

    def __init__(self, rng: "random.Random | None" = None, clock: Callable[[], float] = time.monotonic) -> None:
        self.rng = rng or random.Random(0)
        self.clock = clock
        self.tt: dict[int, tuple[int, int, int, int, int]] = {}
        self.tt_limit = TT_LIMIT            # entries (the UAI engine's Hash option sets it)
        self.nodes = 0
        self._deadline = INF
        self._max_nodes = INF
        self._stop: "threading.Event | None" = None
        self._standard = False
        self._fifty = 50
        #: the root's best move so far in the running iteration: (score, index in the root's order)
        self._partial: "tuple[int, int] | None" = None
        #: score units per stone: SCALE in a search (the evaluation's finer terms), 1 in a ranking (stones)
        self._scale = 1
        self._late = INF       # the first late move (LMR_AFTER) in a search, none in a ranking

    # ----- public

    def search(self, board: Board, limits: "Limits | None" = None,
               info: "Callable[[SearchResult], None] | None" = None) -> SearchResult:
        """The best move within ``limits``; with a time limit, the unfinished iteration's best move
        counts once its first move (the last iteration's best) has been searched to the new depth."""
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
        # first ordering: immediate gain (stable: keeps the shuffle's random ties)
        root.sort(key=lambda m: -m[0])
        src, t = root[0][1], root[0][2]
        best.move = Move(t) if src < 0 else Move(t, src)
        best.pv = [best.move]
        gc_was = gc.isenabled()
        gc.disable()  # the search makes no cycles; a collection over a full table would cost milliseconds
        try:
            for depth in range(1, max_depth + 1):
                self._partial = None
                try:
                    score, order = self._search_root(own, opp, empty, half, depth, root)
                except OutOfTime:
                    if self._partial is not None and self._partial[1] != 0:
                        # a move beat the last iteration's best at the deeper depth: play it
                        score, i = self._partial
                        src, t = root[i][1], root[i][2]
                        mv = Move(t) if src < 0 else Move(t, src)
                        best = SearchResult(mv, self._stones(score), depth - 1, self.nodes, self.clock() - start, [mv])
                    break
                root = order
                src, t = root[0][1], root[0][2]
                mv = Move(t) if src < 0 else Move(t, src)
                best = SearchResult(mv, self._stones(score), depth, self.nodes, self.clock() - start,
                                    self._pv(own, opp, empty, mv, depth))
                if info:
                    info(best)
                if abs(score) >= WIN - 100 or self.clock() >= soft:
                    break
                if self.nodes >= self._max_nodes or (self._stop is not None and self._stop.is_set()):
                    break
        finally:
            if gc_was:
                gc.enable()
        best.nodes, best.seconds = self.nodes, self.clock() - start
        return best

    def _stones(self, score: int) -> float:
        """A search's score in stones (a forced result as it is, near +-WIN)."""
        return score if abs(score) >= WIN - 100 else score / self._scale

    def _begin(self, board: Board, limits: Limits, verb: str) -> tuple[float, float, list[Move]]:
        """A search's or a ranking's start: its rules, counters, stops and scale; (the start, the soft
        deadline, the legal moves)."""
        start = self.clock()
        scale = SCALE if verb == "search" else 1
        # a ranking searches every move to its full depth: its scores are the review's and the hint's
        self._late = (LMR_AFTER or INF) if verb == "search" else INF
        if scale != self._scale:        # the table's scores are in the other scale
            self.tt.clear()
            self._scale = scale
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
        """The root at ``depth``: the first move with the full window, the others with a null window
        (searched again when one beats it). ``_partial`` follows the best so far for a stop mid-way."""
        alpha = -INF
        scored = []
        best_i = 0
        for i, (g, src, t) in enumerate(root):
            child = _root_child(own, opp, empty, half, src, t)
            if i == 0:
                score = -self._ab(*child, depth - 1, -INF, INF, 1)
            else:
                score = -self._ab(*child, depth - 1, -alpha - 1, -alpha, 1)
                if score > alpha:
                    self._partial = (score, i)   # better than the best so far, whatever the re-search says
                    score = -self._ab(*child, depth - 1, -INF, -alpha, 1)
            scored.append(score)
            if score > alpha:
                alpha = score
                best_i = i
                self._partial = (score, i)
        # the best first, the rest by this iteration's scores (stable: keeps random ties); scores of
        # moves that failed low are bounds, which order them well enough
        order = sorted(range(len(root)), key=lambda i: (i != best_i, -scored[i]))
        return alpha, [root[i] for i in order]

    def _ab(self, own: int, opp: int, empty: int, half: int, depth: int, alpha: int, beta: int, ply: int) -> int:
        self.nodes += 1
        if not self.nodes & _MASK:
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
        # _dilate twice, inline (a call costs more than its arithmetic)
        h = own | ((own << 1) & NOT_A) | ((own >> 1) & NOT_G)
        near = (h | (h << 7) | (h >> 7)) & FULL
        clones = near & empty
        h = near | ((near << 1) & NOT_A) | ((near >> 1) & NOT_G)
        reach = (h | (h << 7) | (h >> 7)) & empty
        if not reach:
            if not self._standard:
                return -(WIN - ply)  # itpw: cannot move with empty squares left: lose
            if not _dilate(_dilate(opp)) & empty:
                return WIN - ply if diff > 0 else -(WIN - ply) if diff < 0 else 0
            return -self._ab(opp, own, empty, half + 1, depth, -beta, -alpha, ply + 1)
        if depth <= 0:
            return diff * self._scale
        adj = ADJACENT_BY_BIT
        if depth == 1:
            # the frontier: best immediate gain, no tree. Each square's count of enemy neighbours is
            # added up bit-sliced (eight shifted boards, a carry-save adder: bits n0-n3 of the count),
            # then the best square of ``reach`` is found from the highest bit down.
            e = (opp << 1) & NOT_A
            w = (opp >> 1) & NOT_G
            a, b, c = opp << 7, opp >> 7, e
            s1, c1 = a ^ b ^ c, (a & b) | (c & (a ^ b))
            a, b, c = w, e << 7, e >> 7
            s2, c2 = a ^ b ^ c, (a & b) | (c & (a ^ b))
            a, b = w << 7, w >> 7
            s3, c3 = a ^ b, a & b
            n0, ca = s1 ^ s2 ^ s3, (s1 & s2) | (s3 & (s1 ^ s2))
            s4, c4 = c1 ^ c2 ^ c3, (c1 & c2) | (c3 & (c1 ^ c2))
            n1, c5 = s4 ^ ca, s4 & ca
            n2, n3 = c4 ^ c5, c4 & c5
            cand = reach
            best = 0
            if cand & n3:
                cand &= n3
                best = 16
            if cand & n2:
                cand &= n2
                best += 8
            if cand & n1:
                cand &= n1
                best += 4
            if cand & n0:
                cand &= n0
                best += 2
            if cand & clones:
                best += 1
            if self._scale == 1:        # ranking: stones only
                return diff + best
            h = empty | ((empty << 1) & NOT_A) | ((empty >> 1) & NOT_G)
            de = h | (h << 7) | (h >> 7)
            h = opp | e | w
            near_opp = h | (h << 7) | (h >> 7)
            v = (diff + best) * SCALE + W_STABLE * ((own & ~de).bit_count() - (opp & ~de).bit_count()) \
                + W_MOB * (clones.bit_count() - (near_opp & empty).bit_count())
            if W_EXP:
                # the squares the enemy reaches, and our stones next to them
                h = near_opp | ((near_opp << 1) & NOT_A) | ((near_opp >> 1) & NOT_G)
                h = (h | (h << 7) | (h >> 7)) & empty
                h |= ((h << 1) & NOT_A) | ((h >> 1) & NOT_G)
                v -= W_EXP * (own & (h | (h << 7) | (h >> 7))).bit_count()
            return v

        key = own << _SHIFT | opp
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

        orig_alpha = alpha
        best = -INF
        best_src, best_t = -1, 0
        d = depth - 1
        ab = self._ab
        # the table's move first, if legal here, before the others are made: it often refutes alone
        if tt_t > 0 and tt_t & empty and (tt_t & clones if tt_src < 0 else
                                          tt_src & own and tt_t & RING_BY_BIT[tt_src]):
            flips = adj[tt_t] & opp
            if tt_src < 0:
                best = -ab(opp ^ flips, own | tt_t | flips, empty ^ tt_t, 0, d, -beta, -alpha, ply + 1)
            else:
                best = -ab(opp ^ flips, (own ^ tt_src) | tt_t | flips, empty ^ tt_t ^ tt_src, half + 1, d,
                           -beta, -alpha, ply + 1)
            best_src, best_t = tt_src, tt_t
            if best > alpha:
                alpha = best
        else:
            tt_src = tt_t = -3
        if alpha < beta:
            # the others by stones turned (killers and the history heuristic, tried as well, cost more
            # nodes than they saved: the stones a move turns already order well)
            moves = []
            b = clones
            while b:
                t = b & -b
                b ^= t
                moves.append((3 + 4 * (adj[t] & opp).bit_count(), -1, t))
            s_bits = own
            while s_bits:
                s = s_bits & -s_bits
                s_bits ^= s
                b = RING_BY_BIT[s] & empty
                # a jump gains its flips but leaves a hole; holes next to the enemy cost more
                hole = (adj[s] & opp).bit_count()
                while b:
                    t = b & -b
                    b ^= t
                    moves.append((4 * (adj[t] & opp).bit_count() - hole, s, t))
            moves.sort(reverse=True)
            n = 1 if tt_t > 0 else 0
            late = self._late if d >= 2 else INF
            for _, src, t in moves:
                if t == tt_t and src == tt_src:
                    continue
                flips = adj[t] & opp
                if src < 0:
                    c_own, c_opp, c_empty, c_half = opp ^ flips, own | t | flips, empty ^ t, 0
                else:
                    c_own, c_opp, c_empty, c_half = opp ^ flips, (own ^ src) | t | flips, empty ^ t ^ src, half + 1
                if not n:
                    score = -ab(c_own, c_opp, c_empty, c_half, d, -beta, -alpha, ply + 1)
                else:
                    # a late move (ordered after the first few) is tried a ply shallower first
                    if n >= late:
                        score = -ab(c_own, c_opp, c_empty, c_half, d - 1, -alpha - 1, -alpha, ply + 1)
                        if score > alpha:
                            score = -ab(c_own, c_opp, c_empty, c_half, d, -alpha - 1, -alpha, ply + 1)
                    else:
                        score = -ab(c_own, c_opp, c_empty, c_half, d, -alpha - 1, -alpha, ply + 1)
                    if alpha < score < beta:
                        score = -ab(c_own, c_opp, c_empty, c_half, d, -beta, -alpha, ply + 1)
                n += 1
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
            entry = self.tt.get(own << _SHIFT | opp)
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
