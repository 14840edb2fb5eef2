"""How good a position is for the computer player: the heuristic value of a position.

The search looks at thousands of positions per decision, far too many to copy
whole :class:`board.Board` objects for, so it scores the engine's position keys
(one int per position, see board.py) with :func:`evaluate_key`. :data:`Pos`, a
plain tuple seen from one player's side (:func:`board.key_parts`), is the
readable form the tests use. Nothing
here knows the move rules: the positions come from board.py.

The score is in *pips* (points of progress) for the player whose side the
position is seen from, just after their turn, with the opponent to throw next.
It adds up the race (how far each side still has to go), the expected loss
from the opponent hitting our lone pieces (a quick estimate: each enemy piece
within reach hits with the chance of covering the distance), a little for threatening theirs, the
value of our stacks that block the opponent's pieces behind them, tempo for
captured pieces, and, near the end, pieces spread over the home points (each
die bears off from one point only, so spread pieces use more throws).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import permutations

from itertools import accumulate
from operator import mul

from board import HOME, KEY_SIDE, OPPOSITE, POINTS, Board, key_from_parts
from framework.core.dice import distinct_throws, ways

__all__ = ["Pos", "Weights", "position", "evaluate", "evaluate_key", "contact"]

#: ``(mine, theirs, my_waiting, my_captured, my_off, their_waiting, their_captured, their_off)``;
#: ``mine`` and ``theirs`` are 37-tuples of piece counts, index = course point in the owner's numbering.
Pos = tuple

WIN = 10_000.0
REACH = 18                      # the farthest three dice can carry a piece in one turn

@dataclass(frozen=True)
class Weights:
    """The heuristic's knobs, in pips. Tuned by playing games (bench/strength.py)."""

    #: Added to a piece's pips to bear it off from I-VI (about one die).
    bear_off: float = 3.5
    #: Extra loss when one of our pieces is captured, beyond the progress it loses
    #: (the owner must re-enter it before anything else moves).
    hit_tempo: float = 6.0
    #: How much of the expected hit loss counts (1.0 = the full expectation).
    risk: float = 1.0
    #: Value of each opponent piece that waits to re-enter (their lost tempo).
    captured: float = 4.0
    #: Value of a stack of 2+ per opponent piece within six points behind it.
    block: float = 1.2
    #: Extra value of a stack on the opponent's entry points while they have pieces to enter.
    entry_block: float = 2.0
    #: Value of threatening the opponent's lone pieces (they move first, so much smaller).
    threat: float = 0.15
    #: Bonus per distinct home point occupied once most pieces are home (bearing off uses every die).
    spread: float = 1.5


DEFAULT_WEIGHTS = Weights()


def position(board: Board, player: int) -> Pos:
    """The compact position of ``board`` seen from ``player``'s side."""
    other = 1 - player
    mine = (0,) + tuple(board.count(player, p) for p in range(1, POINTS + 1))
    theirs = (0,) + tuple(board.count(other, p) for p in range(1, POINTS + 1))
    return (mine, theirs,
            board.waiting(player), board.captured(player), board.borne_off(player),
            board.waiting(other), board.captured(other), board.borne_off(other))


# ------------------------------------------------------------------ hitting

def contact(pos: Pos) -> bool:
    """Can either side still land on the other's pieces (now or later)?

    Without contact the game is a pure race: nothing one side does changes the other's options.
    """
    a, b, aw, ac, ao, bw, bc, bo = pos
    mine = [p for p in range(1, POINTS + 1) if a[p]]
    theirs = [OPPOSITE[r] for r in range(1, POINTS + 1) if b[r]]   # in our numbering
    if (aw or ac) and (theirs or bw or bc) or (bw or bc) and mine:
        return True
    # Their piece on our s is ahead of theirs at r (their numbering) when OPPOSITE[s] > r.
    return any(OPPOSITE[p] > OPPOSITE[s] for p in mine for s in theirs) or \
        any(s > p for p in mine for s in theirs)

@lru_cache(maxsize=None)
def _paths(throw: tuple[int, int, int]) -> tuple[tuple[int, ...], ...]:
    """Every order of using some of the dice of ``throw`` by one piece, as cumulative distances."""
    out = set()
    for order in permutations(throw):
        for n in (1, 2, 3):
            steps = order[:n]
            out.add(tuple(sum(steps[:i + 1]) for i in range(n)))
    return tuple(sorted(out))


# ---------------------------------------------------------------- the score

def evaluate(pos: Pos, stones: int, w: Weights = DEFAULT_WEIGHTS) -> float:
    """The value of ``pos`` for its owner, who has just moved (the opponent throws next).

    The work is done by :func:`evaluate_key` on the position's key.
    """
    return evaluate_key(key_from_parts(*pos), stones, w)


def evaluate_key(key: int, stones: int, w: Weights = DEFAULT_WEIGHTS) -> float:
    """:func:`evaluate` of the position whose key (board.py's position keys) is ``key``.

    The search's form. What the score needs of each side alone (pips, lone pieces,
    stacks, ...) is worked out once per half of the key and cached (:func:`_side`):
    a search meets the same side again and again (the opponent's replies to our
    different candidate turns are mostly the same), so a reply position costs a
    few dictionary look-ups and the parts that depend on both sides.
    """
    sides = _SIDES
    mine = sides.get(key & _HALF_MASK)
    if mine is None:
        mine = _side(key & _HALF_MASK)
    theirs = sides.get(key >> _HALF_BITS)
    if theirs is None:
        theirs = _side(key >> _HALF_BITS)
    pips_a, n_a, occ_a, lone_a, stacks_a, aw, ac, ao, home_a, spots_a, _ = mine
    pips_b, n_b, occ_b, lone_b, _, bw, bc, bo, _, _, cum_b = theirs
    if ao == stones:
        return WIN
    if bo == stones:
        return -WIN
    bear = w.bear_off
    # The race: pips to go (a waiting or captured piece from before point 1), plus bear_off a piece.
    score = (bw + bc - aw - ac) * (31 + bear) + (pips_b + bear * n_b) - (pips_a + bear * n_a)
    score += w.captured * (bc - ac)
    # Risk to our lone pieces from the opponent, who moves next.
    if lone_a:
        score -= w.risk * _risk(lone_a, occ_b | (1 if bw + bc else 0), w.hit_tempo)
    # Our threats to their lone pieces (they can still fix them, so a small weight).
    if w.threat and lone_b:
        score += w.threat * _risk(lone_b, occ_a | (1 if aw + ac else 0), w.hit_tempo)
    # Blocks: our stacks stand in front of their pieces (within six points behind).
    if stacks_a:
        entering = bw + bc
        for p in stacks_a:
            s = OPPOSITE[p]
            behind = cum_b[s - 1] - cum_b[s - 7 if s > 7 else 0]
            if s <= 6 and entering:
                behind += entering
                score += w.entry_block * (2 if bc else 1)
            score += w.block * behind
    # Spread over home points for bearing off.
    if home_a:
        left = stones - ao
        if home_a * 2 >= left:
            score += w.spread * spots_a * home_a / left
    return score


def _side(half: int) -> tuple:
    """What the score needs of one side alone, from its half of a key (no weights: cached for good).

    ``(pips to home, pieces on the board, occupied points, lone pieces, stack points,
    waiting, captured, borne off, pieces on home points, home points held, cum)``,
    masks with bit p = course point p; ``cum[r]``: pieces on points 1..r.
    """
    b = half.to_bytes(KEY_SIDE, "little")
    counts = b[1:POINTS + 1]
    rev = b[POINTS:0:-1]                  # points 36 down to 1: a bit string for int(.., 2)
    home = counts[HOME:]
    side = (sum(map(mul, counts, _TO_HOME_1)), sum(counts), int(rev.translate(_OCCUPIED), 2) << 1,
            int(rev.translate(_LONE), 2) << 1, tuple(_points(int(rev.translate(_STACK), 2) << 1)),
            b[0], b[_A_CAP], b[_A_OFF], sum(home), 6 - home.count(0), tuple(accumulate(counts, initial=0)))
    if len(_SIDES) >= _SIDES_MAX:
        _SIDES.clear()
    _SIDES[half] = side
    return side


def _risk(lone: int, attackers: int, tempo: float) -> float:
    """A quick estimate of the pips the owner of the ``lone`` pieces loses to the other side.

    ``lone``: the owner's lone pieces (bit p = its point p); ``attackers``: the other side's
    occupied points in its own numbering, bit 0 if it has pieces to enter. Blocks are ignored:
    each attacker within reach hits with the chance of covering the distance with three dice.
    """
    total = 0.0
    shifted = attackers << REACH
    misses = _MISS
    for p, t in _LONE_POINTS[lone >> 1 & 4095] + _LONE_POINTS_13[lone >> 13 & 4095] + _LONE_POINTS_25[lone >> 25]:
        window = (shifted >> t) & _WINDOW
        if window:
            miss = misses.get(window)
            if miss is None:
                miss = misses[window] = _miss(window)
            total += (1.0 - miss) * (p + tempo)
    return total


def _miss(window: int) -> float:
    """The chance that no attacker in ``window`` hits (bit i: an attacker REACH - i points behind)."""
    miss = 1.0
    for i in range(REACH):
        if window >> i & 1:
            miss *= 1.0 - HIT_CHANCE[REACH - i]
    return miss


_COURSE = tuple(range(1, POINTS + 1))
_TO_HOME = (0,) + tuple(max(0, HOME + 1 - p) for p in _COURSE)


def _hit_chance_table() -> tuple[float, ...]:
    """Chance that one piece can cover exactly d points (1-18) with some of three dice, nothing blocked."""
    out = [0.0] * (REACH + 1)
    for d in range(1, REACH + 1):
        hits = sum(ways(throw) for throw, _ in distinct_throws(3) if any(d in path for path in _paths(throw)))
        out[d] = hits / 216.0
    return tuple(out)


HIT_CHANCE = _hit_chance_table()


_KEY_BYTES = 2 * KEY_SIDE
_HALF_BITS = 8 * KEY_SIDE
_HALF_MASK = (1 << _HALF_BITS) - 1
#: half of a key -> _side(half); cleared when it reaches _SIDES_MAX entries.
_SIDES: dict[int, tuple] = {}
_SIDES_MAX = 1 << 18
_A_OFF, _A_CAP, _B_OFF, _B_CAP = 37, 38, KEY_SIDE + 37, KEY_SIDE + 38
_TO_HOME_1 = _TO_HOME[1:]
_WINDOW = (1 << REACH) - 1
#: window -> chance that none of its attackers hits (filled as windows occur).
_MISS: dict[int, float] = {}
# Byte -> '0'/'1': a mask of points is read from a key's bytes in C (translate, then int(.., 2)).
_OCCUPIED = bytes(48 + (v > 0) for v in range(256))
_LONE = bytes(48 + (v == 1) for v in range(256))
_STACK = bytes(48 + (v >= 2) for v in range(256))


def _points(mask: int) -> list[int]:
    """The set bits of ``mask``, ascending."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _pairs_table(first: int) -> tuple[tuple[tuple[int, int], ...], ...]:
    """For each 12-bit chunk of a mask starting at point ``first``: its points p with OPPOSITE[p]."""
    table: list[tuple] = [()]
    for i in range(12):
        p = first + i
        table += [t + ((p, OPPOSITE[p]),) for t in table]
    return tuple(table)


# Lone pieces twelve points at a time (bit 0 of a chunk is point 1, 13 or 25): (p, OPPOSITE[p]) ascending.
_LONE_POINTS = _pairs_table(1)
_LONE_POINTS_13 = _pairs_table(13)
_LONE_POINTS_25 = _pairs_table(25)
