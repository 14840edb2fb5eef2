"""The computer opponent: levels easy (random), normal (shallow search), strong (timed alpha-beta).

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

from framework.core.player import PlannerDefaults
from framework.ai.analysis import Choice, Judgement
from framework.ai.search import OutOfTime, SearchResult
from framework.lang.texts import LEVELS
from games.ataxx.unit import UNIT
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
SCALE = 16
#: The evaluation's weights in 1/SCALE of a stone (:func:`weights`, :func:`frontier_terms`): the most a
#: single move gains now, a stone with no empty neighbour (it cannot be turned until one empties), an
#: empty square a clone can reach (mobility, mine minus theirs), a stone of mine the opponent can turn
#: next move (next to an empty square in their reach).
#:
#: Fitted to games' results (issue 37, Texel tuning; they were set by hand with bench/ataxx_match.py
#: before: SCALE 8, gain 8, stable 2, mobility 1, exposed 2), from 550 games of this search against
#: itself at depth 4 (52,764 positions), by
#:   for i in 0 1 2 3 4; do python3 bench/ataxx_texel.py data --games 110 --start $((110 * i)) --depth 4 \
#:       --seed 2 --out /tmp/ataxx_texel/d4_$i.npz; done
#:   python3 bench/ataxx_texel.py fit /tmp/ataxx_texel/d4_?.npz --scale 16
#: (the games were played with the hand-set weights). Held-out log loss 0.6488 with the hand-set
#: weights, 0.6374 fitted. Against the hand-set search (bench/ataxx_match.py --old 2026-11-28 --ms 100
#: --clock cpu --games 100) 69.0% of the points (95% 59.4-77.2%): a smaller best gain prunes more
#: (20% fewer nodes to depth 5). At a fixed depth the fit wins at even depths only (56.5% of 200 games
#: at depth 4, 41% at depth 3 and at 5): a timed search is the measure. A fit to 1,000 games at depth 3
#: wanted more stable stones (12) and lost at depth 3 (31.8%).
W_BEST = 11
W_STABLE = 5
W_MOB = -1
W_EXP = 5
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


#: The evaluation's terms, as :func:`frontier_terms` gives them, each weighed by its weight above
#: (material by SCALE) in a search's frontier, and fitted to games' results by bench/ataxx_texel.py.
FEATURES = ("stones", "gain", "stable", "mobility", "exposed")


def weights() -> tuple[int, ...]:
    """The evaluation's weights in :data:`FEATURES`' order, signed as the frontier adds them (a stone
    exposed costs): the frontier's score is their dot product with :func:`frontier_terms`."""
    return SCALE, W_BEST, W_STABLE, W_MOB, -W_EXP


def frontier_terms(own: int, opp: int, empty: int, clones: int, reach: int, diff: int,
                   positional: bool = True) -> tuple[int, ...]:
    """The evaluation's terms for the side to move (``own``; ``clones`` and ``reach`` the empty squares
    its clones and any move reach, ``diff`` its stones minus the opponent's), in :data:`FEATURES`' order:
    the stones ahead (``diff``), the most a single move gains (stones turned, and one more for a clone),
    the stones with no empty neighbour (mine minus theirs), the empty squares a clone reaches (mine
    minus theirs), and my stones the opponent can turn next move. ``positional`` False: the first two
    alone (a ranking's material).

    Why one function: the search's frontier and the fit of the weights to games (bench/ataxx_texel.py)
    must see one evaluation, not two copies that drift apart; a call costs less than a node's moves.

    The best gain is found without a loop over squares: each square's count of enemy neighbours is
    added up bit-sliced (eight shifted boards, a carry-save adder: bits n0-n3 of the count), then the
    best square of ``reach`` is found from the highest bit down.
    """
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
    if not positional:
        return diff, best
    # dilations written out inline (a call costs more than its arithmetic); bits above the board
    # are harmless: each is masked by a board below
    h = empty | ((empty << 1) & NOT_A) | ((empty >> 1) & NOT_G)
    de = h | (h << 7) | (h >> 7)
    h = opp | e | w
    near_opp = h | (h << 7) | (h >> 7)
    # the squares the enemy reaches, and our stones next to them
    h = near_opp | ((near_opp << 1) & NOT_A) | ((near_opp >> 1) & NOT_G)
    h = (h | (h << 7) | (h >> 7)) & empty
    h |= ((h << 1) & NOT_A) | ((h >> 1) & NOT_G)
    return (diff, best, (own & ~de).bit_count() - (opp & ~de).bit_count(),
            clones.bit_count() - (near_opp & empty).bit_count(), (own & (h | (h << 7) | (h >> 7))).bit_count())


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
            if self._scale == 1:        # ranking: stones only
                return diff + frontier_terms(own, opp, empty, clones, reach, diff, False)[1]
            stones, gain, stable, mobility, exposed = frontier_terms(own, opp, empty, clones, reach, diff, True)
            return stones * SCALE + W_BEST * gain + W_STABLE * stable + W_MOB * mobility - W_EXP * exposed

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

# --------------------------------------------------------------------------- levels


def random_move(board: Board, rng: random.Random) -> Move:
    moves = board.legal_moves()
    if not moves:
        raise ValueError(f"no legal move in {board.fen()!r}: the game is over")
    return moves[rng.randrange(len(moves))]


def _choice(move: Move, score: int):
    """A move and its search score as a :class:`framework.ai.analysis.Choice` (in Ataxx's unit, stones)."""
    return Choice((move,), score, UNIT, forced=1 if score >= WIN - 100 else -1 if score <= 100 - WIN else 0)


class Planner(PlannerDefaults):
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
        #: the strong and normal levels' search, kept from move to move (its table still helps)
        self.searcher: "Searcher | None" = None

    def choose(self, board: Board, remaining_ms: "int | None" = None, increment_ms: int = 0,
               stop: "threading.Event | None" = None, seconds: "float | None" = None) -> Move:
        """The level's move on ``board``: easy random, normal two plies, strong timed alpha-beta."""
        if self.level == "easy":
            return random_move(board, self.rng)
        if self.searcher is None:
            self.searcher = Searcher(self.rng, self.clock)
        searcher = self.searcher
        searcher.rng = self.rng
        if self.level == "normal":
            limits = Limits(max_depth=2, stop=stop)
        elif seconds is not None:
            limits = move_limits(seconds, stop=stop)
        elif remaining_ms is None:
            limits = move_limits(DEFAULT_SECONDS, stop=stop)
        else:
            limits = move_limits(move_budget(board, remaining_ms, increment_ms), stop=stop)
        self.last = searcher.search(board, limits)
        return self.last.move

    def rank(self, game, seconds: "float | None" = None, count: "int | None" = 3) -> list:
        """The legal moves by the search within ``seconds`` (no new depth after a third of them), best
        first, as :class:`framework.ai.analysis.Choice` (in Ataxx's unit: the stones the mover is ahead after
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
        the same review); in Ataxx's unit as :meth:`rank`'s. None when no move is legal."""
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
