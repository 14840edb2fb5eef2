"""A fast static evaluation of a Latrunculi position, for the shared alpha-beta search.

``evaluate(state)`` is in hundredths of a man, from the point of view of the side to move
(positive: good for the player about to move). It does not look for the end of the game:
the search asks :func:`games.latrunculi.board.outcome` first and scores finished games itself.

Terms, each "mine minus the opponent's" unless said otherwise:

- **men** (``MAN`` = 100 each): the material; losing every man loses the game.
- **Duke liberties** (``LIBERTY`` per empty neighbour of the Duke, counting at most two):
  a Duke with room is hard to immobilise; beyond two, room adds little.
- **Duke in danger**: a Duke with exactly one empty neighbour is lost as soon as an enemy piece
  steps onto that square (the piece itself is the enemy beside it). If the side to move can
  reach the opponent's last square, it wins next move: ``WIN_NEXT``. If the opponent can reach
  my Duke's last square, it is ``DANGER`` unless I deal with it now (it is my move, so this is
  a threat, not a loss).
- **exposed men** (``EXPOSED`` each): a man with exactly one empty neighbour is captured
  (immobilised) as soon as an enemy piece lands there; **trapped men** (``TRAPPED`` each): a man
  with no empty neighbour cannot move, and falls to the first enemy that lands beside it once a
  neighbour leaves. Both are cheap proxies for the safety of men (flank threats are left to the
  search).
- **mobility** (``MOBILITY`` per legal move): room to manoeuvre, and a guard against
  running out of moves (which loses).
"""
from __future__ import annotations

from games.latrunculi.board import STRIDE, WHITE, State, _count_moves

__all__ = ["evaluate", "can_immobilise", "MAN", "LIBERTY", "WIN_NEXT", "DANGER", "EXPOSED", "TRAPPED", "MOBILITY"]

MAN = 100
LIBERTY = 15
WIN_NEXT = 5000
DANGER = 150
EXPOSED = 12
TRAPPED = 4
MOBILITY = 2


def _reaches(square: int, pieces: int, occupied: int, board: int) -> bool:
    """Can one of ``pieces`` reach the empty ``square`` by a rook move? Walk the four rays
    out of ``square`` (while on the ``board`` mask) to the first piece on each."""
    for step in (1, -1, STRIDE, -STRIDE):
        sq = square + step
        while sq >= 0 and board >> sq & 1:
            if occupied >> sq & 1:
                if pieces >> sq & 1:
                    return True
                break
            sq += step
    return False


def _exposure(men: int, empty: int) -> tuple[int, int]:
    """(men with exactly one empty neighbour, men with none), by shifted masks: a man's
    neighbours in the four directions, counted bit by bit."""
    e_east, e_west = (empty >> 1) & men, (empty << 1) & men
    e_north, e_south = (empty >> STRIDE) & men, (empty << STRIDE) & men
    any_empty = e_east | e_west | e_north | e_south
    # exactly one: set in one direction and clear in the other three
    one = ((e_east & ~(e_west | e_north | e_south)) | (e_west & ~(e_east | e_north | e_south))
           | (e_north & ~(e_east | e_west | e_south)) | (e_south & ~(e_east | e_west | e_north)))
    return one.bit_count(), (men & ~any_empty).bit_count()


def can_immobilise(state: State) -> bool:
    """Can the side to move immobilise the opponent's Duke with one move (and so win)?

    True exactly when that Duke has one empty neighbour and a piece of the mover's can reach
    it: the piece landing there is itself the enemy beside the Duke."""
    g = state.geometry
    if state.turn == WHITE:
        mine, ed = state.white | (1 << state.white_duke), state.black_duke
    else:
        mine, ed = state.black | (1 << state.black_duke), state.white_duke
    occupied = state.occupied
    libs = g.neighbours[ed] & g.mask & ~occupied
    return bool(libs) and not libs & (libs - 1) and _reaches(libs.bit_length() - 1, mine, occupied, g.mask)


def evaluate(state: State) -> int:
    """The score of ``state`` for the side to move, in hundredths of a man (see the module doc)."""
    g = state.geometry
    nb = g.neighbours
    if state.turn == WHITE:
        own, od, opp, ed = state.white, state.white_duke, state.black, state.black_duke
    else:
        own, od, opp, ed = state.black, state.black_duke, state.white, state.white_duke
    mine, theirs = own | (1 << od), opp | (1 << ed)
    occupied = mine | theirs
    empty = g.mask & ~occupied

    score = (own.bit_count() - opp.bit_count()) * MAN

    own_libs, opp_libs = nb[od] & empty, nb[ed] & empty
    score += (min(own_libs.bit_count(), 2) - min(opp_libs.bit_count(), 2)) * LIBERTY
    if opp_libs and not opp_libs & (opp_libs - 1):  # exactly one
        if _reaches(opp_libs.bit_length() - 1, mine, occupied, g.mask):
            score += WIN_NEXT
    if own_libs and not own_libs & (own_libs - 1):
        if _reaches(own_libs.bit_length() - 1, theirs, occupied, g.mask):
            score -= DANGER

    own_one, own_none = _exposure(own, empty)
    opp_one, opp_none = _exposure(opp, empty)
    score -= (own_one - opp_one) * EXPOSED + (own_none - opp_none) * TRAPPED

    score += (_count_moves(mine, empty) - _count_moves(theirs, empty)) * MOBILITY
    return score
