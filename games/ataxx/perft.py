"""Perft: count the leaf nodes of the move tree, to check move generation and measure speed.

Why separate from Board: the recursion runs on bare ints (own, opponent,
empty, half-move clock) with no Move objects, and bulk-counts the last ply
with popcounts, which is what makes it fast in Python.

Counting follows python-ataxx's ``Board.perft``: depth 0 is 1 node; a
game-over position has no children; under ``standard`` a forced pass is one
move.
"""
from __future__ import annotations

from typing import Callable

from games.ataxx.board import ADJACENT_BY_BIT, BLACK, FULL, NOT_A, NOT_G, RING_BY_BIT, Board, Rules

#: The plies :func:`perft_until` leaves to the fast count in one go: a few hundredths of a second in the
#: middle game, so a ``stop`` is heard at once, and the splitting above it costs nothing measurable.
SPLIT = 3


class Stopped(Exception):
    """:func:`perft_until` was asked to stop before it had counted everything."""


def perft(board: Board, depth: int) -> int:
    if depth <= 0:
        return 1
    if board.conceded is not None:
        return 0
    own, opp = (board.black, board.white) if board.turn == BLACK else (board.white, board.black)
    empty = board.empty
    if board.rules is Rules.STANDARD:
        return _perft_standard(own, opp, empty, board.halfmove_clock, depth)
    if board.repetitions() >= 3:
        return 0
    seen = dict(board._seen)
    return _perft_itpw(own, opp, empty, board.halfmove_clock, depth, board.turn, seen)


def _perft_standard(own: int, opp: int, empty: int, half: int, depth: int) -> int:
    if half >= 100 or not empty or not own or not opp:
        return 0
    # dilate(own), inlined
    h = own | ((own << 1) & NOT_A) | ((own >> 1) & NOT_G)
    near = (h | (h << 7) | (h >> 7)) & FULL
    clones = near & empty
    if depth == 1:
        n = clones.bit_count()
        b = own
        while b:
            low = b & -b
            n += (RING_BY_BIT[low] & empty).bit_count()
            b ^= low
        if n:
            return n
        # no move: a pass if anybody can still move, else the game is over
        both = own | opp
        h = both | ((both << 1) & NOT_A) | ((both >> 1) & NOT_G)
        h = (h | (h << 7) | (h >> 7)) & FULL
        h = h | ((h << 1) & NOT_A) | ((h >> 1) & NOT_G)
        h = (h | (h << 7) | (h >> 7)) & FULL
        return 1 if h & empty else 0
    d = depth - 1
    total = 0
    moved = False
    b = clones
    while b:
        t = b & -b
        b ^= t
        flips = ADJACENT_BY_BIT[t] & opp
        total += _perft_standard(opp ^ flips, own | t | flips, empty ^ t, 0, d)
        moved = True
    s_bits = own
    half1 = half + 1
    while s_bits:
        s = s_bits & -s_bits
        s_bits ^= s
        b = RING_BY_BIT[s] & empty
        if b:
            moved = True
            base = own ^ s
            e2 = empty ^ s
            while b:
                t = b & -b
                b ^= t
                flips = ADJACENT_BY_BIT[t] & opp
                total += _perft_standard(opp ^ flips, base | t | flips, e2 ^ t, half1, d)
    if not moved:
        both = own | opp
        h = both | ((both << 1) & NOT_A) | ((both >> 1) & NOT_G)
        h = (h | (h << 7) | (h >> 7)) & FULL
        h = h | ((h << 1) & NOT_A) | ((h >> 1) & NOT_G)
        h = (h | (h << 7) | (h >> 7)) & FULL
        if h & empty:
            total = _perft_standard(opp, own, empty, half1, d)
    return total


def _perft_itpw(own: int, opp: int, empty: int, half: int, depth: int, side: int,
                seen: dict[tuple[int, int, int], int]) -> int:
    """``seen`` counts the positions on the path (keyed black, white, side to move).

    A position can recur only across jumps (clones add a stone for good), so a
    third occurrence needs at least eight jumps in a row: the lookup is made
    only when the jump count says it is possible. The parent checks each child.
    """
    # endings in outcome() order: one colour, full board, no move, repetition (checked by the parent), fifty jumps
    if not own or not opp or not empty or half >= 50:
        return 0
    h = own | ((own << 1) & NOT_A) | ((own >> 1) & NOT_G)
    near = (h | (h << 7) | (h >> 7)) & FULL
    clones = near & empty
    if depth == 1:
        n = clones.bit_count()
        b = own
        while b:
            low = b & -b
            n += (RING_BY_BIT[low] & empty).bit_count()
            b ^= low
        return n
    d = depth - 1
    other = side ^ 1
    record = d >= 2  # a depth-1 child has only leaves below it: nobody will look it up
    total = 0
    b = clones
    while b:
        t = b & -b
        b ^= t
        flips = ADJACENT_BY_BIT[t] & opp
        o2, m2 = opp ^ flips, own | t | flips
        if record:
            ck = (m2, o2, other) if side == BLACK else (o2, m2, other)
            seen[ck] = 1  # new for good: it has one stone more than anything before it
            total += _perft_itpw(o2, m2, empty ^ t, 0, d, other, seen)
            del seen[ck]
        else:
            total += _perft_itpw(o2, m2, empty ^ t, 0, d, other, seen)
    s_bits = own
    half1 = half + 1
    check = half1 >= 8
    while s_bits:
        s = s_bits & -s_bits
        s_bits ^= s
        b = RING_BY_BIT[s] & empty
        base = own ^ s
        e2 = empty ^ s
        while b:
            t = b & -b
            b ^= t
            flips = ADJACENT_BY_BIT[t] & opp
            o2, m2 = opp ^ flips, base | t | flips
            if record or check:
                ck = (m2, o2, other) if side == BLACK else (o2, m2, other)
                c = seen.get(ck, 0) + 1
                if c >= 3:
                    # third occurrence: a drawn end, unless the mover there has no move (a loss): no children either way
                    continue
                if record:
                    seen[ck] = c
                    total += _perft_itpw(o2, m2, e2 ^ t, half1, d, other, seen)
                    if c > 1:
                        seen[ck] = c - 1
                    else:
                        del seen[ck]
                    continue
            total += _perft_itpw(o2, m2, e2 ^ t, half1, d, other, seen)
    return total


def perft_until(board: Board, depth: int, stop: Callable[[], bool], split: int = SPLIT) -> int:
    """:func:`perft` that asks ``stop()`` between subtrees of ``split`` plies and raises :class:`Stopped`
    when it says yes (the UAI engine's ``stop`` and ``quit`` while ``perft 99`` runs). The same count:
    the top plies go through the board's own moves (as :func:`divide`), the rest through the fast count."""
    if depth <= split:
        return perft(board, depth)
    if stop():
        raise Stopped
    if board.conceded is not None or board.is_game_over():
        return 0
    total = 0
    for move in board.legal_moves():
        board.push(move)
        try:
            total += perft_until(board, depth - 1, stop, split)
        finally:
            board.pop()
    return total


def divide(board: Board, depth: int) -> dict[str, int]:
    """Perft split by root move (for debugging against another engine)."""
    out = {}
    for move in board.legal_moves():
        board.push(move)
        out[str(move)] = perft(board, depth - 1)
        board.pop()
    return out
