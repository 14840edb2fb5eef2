"""How good a position is for the computer player: a compact position and its heuristic value.

The search looks at thousands of positions per decision, far too many to copy
whole :class:`board.Board` objects for, so it works on a compact value instead:
:data:`Pos`, a plain tuple seen from one player's side. This module builds one
from a Board (public API only), applies single actions to it, and scores it.

The score is in *pips* (points of progress) for the player whose side the
position is seen from, just after their turn, with the opponent to throw next.
It adds up the race (how far each side still has to go), the expected loss
from the opponent hitting our lone pieces, a little for threatening theirs, the
value of our stacks that block the opponent's pieces behind them, tempo for
captured pieces, and, near the end, pieces spread over the home points (each
die bears off from one point only, so spread pieces use more throws).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import permutations

from operator import mul

from board import HOME, KEY_SIDE, OPPOSITE, POINTS, Board, key_from_parts, key_parts

__all__ = ["Pos", "Weights", "position", "swap", "evaluate", "evaluate_key", "THROWS", "hit_loss", "contact"]

#: ``(mine, theirs, my_waiting, my_captured, my_off, their_waiting, their_captured, their_off)``;
#: ``mine`` and ``theirs`` are 37-tuples of piece counts, index = course point in the owner's numbering.
Pos = tuple

WIN = 10_000.0
REACH = 18                      # the farthest three dice can carry a piece in one turn

#: The 56 distinct throws of three dice with how many of the 216 ordered throws give each.
THROWS: tuple[tuple[tuple[int, int, int], int], ...] = tuple(
    ((a, b, c), len(set(permutations((a, b, c)))))
    for a in range(1, 7) for b in range(a, 7) for c in range(b, 7))


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


def swap(pos: Pos) -> Pos:
    """The same position seen from the other side."""
    return (pos[1], pos[0], pos[5], pos[6], pos[7], pos[2], pos[3], pos[4])


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


@lru_cache(maxsize=1 << 16)
def _reach(window: int) -> tuple[int, ...]:
    """For each of the 56 throws, the landings (bit i = i points ahead) one piece can make.

    ``window`` has bit i set when the point i ahead is blocked (or past the end).
    A path stops at its first blocked landing.
    """
    out = []
    for throw, _ in THROWS:
        mask = 0
        for path in _paths(throw):
            for c in path:
                if (window >> c) & 1:
                    break
                mask |= 1 << c
        out.append(mask)
    return tuple(out)


_WEIGHT = tuple(w for _, w in THROWS)
_PAST_END = [0] * (POINTS + 1)
for _r in range(POINTS + 1):
    _PAST_END[_r] = sum(1 << i for i in range(1, REACH + 1) if _r + i > POINTS)


def hit_loss(pos: Pos, w: Weights = DEFAULT_WEIGHTS) -> float:
    """Expected pips the owner of ``pos`` loses to hits on the opponent's next throw.

    Goes through the opponent's 56 throws: for each, the most damaging of our
    lone pieces they can land on (every order of the dice, stopping at blocked
    points; a captured piece of theirs must enter first), weighted by its chance.
    """
    a, b, aw, ac, ao, bw, bc, bo = pos
    targets = 0                  # our lone pieces, in the opponent's numbering
    loss = {}
    blocked = 0                  # points the opponent cannot land on, in their numbering
    for p in range(1, POINTS + 1):
        n = a[p]
        if n:
            t = OPPOSITE[p]
            if n == 1:
                targets |= 1 << t
                loss[t] = p + w.hit_tempo
            else:
                blocked |= 1 << t
    if not targets:
        return 0.0
    sources = []
    if bw or bc:
        sources.append(0)
    if not bc:
        lowest = targets & -targets
        low_t = lowest.bit_length() - 1
        for r in range(max(1, low_t - REACH), POINTS):
            if b[r] and (targets >> (r + 1)):
                sources.append(r)
    if not sources:
        return 0.0
    hits = [0] * len(THROWS)
    for r in sources:
        rel = targets >> r
        if not rel & ((1 << (REACH + 1)) - 2):
            continue
        window = ((blocked >> r) & ((1 << (REACH + 1)) - 1)) | _PAST_END[r]
        reach = _reach(window)
        for i, m in enumerate(reach):
            h = m & rel
            if h:
                hits[i] |= h << r
    total = 0.0
    for i, h in enumerate(hits):
        if h:
            worst = 0.0
            while h:
                low = h & -h
                v = loss[low.bit_length() - 1]
                if v > worst:
                    worst = v
                h ^= low
            total += worst * _WEIGHT[i]
    return total / 216.0


# ---------------------------------------------------------------- the score

def evaluate(pos: Pos, stones: int, w: Weights = DEFAULT_WEIGHTS, exact: bool = True) -> float:
    """The value of ``pos`` for its owner, who has just moved (the opponent throws next).

    ``exact`` computes the chance of being hit over the opponent's 56 throws with
    blocked points (:func:`hit_loss`); otherwise a quicker estimate ignores blocks.
    The work is done by :func:`evaluate_key` on the position's key.
    """
    return evaluate_key(key_from_parts(*pos), stones, w, exact)


def evaluate_key(key: int, stones: int, w: Weights = DEFAULT_WEIGHTS, exact: bool = True) -> float:
    """:func:`evaluate` of the position whose key (board.py's position keys) is ``key``.

    The search's form: it reads the key's bytes directly and finds lone pieces and
    stacks with the bytes-to-mask tables, so the thousands of reply positions of one
    decision cost a few microseconds each.
    """
    b = key.to_bytes(_KEY_BYTES, "little")
    ao, bo = b[_A_OFF], b[_B_OFF]
    if ao == stones:
        return WIN
    if bo == stones:
        return -WIN
    aw, ac, bw, bc = b[0], b[_A_CAP], b[KEY_SIDE], b[_B_CAP]
    a = b[1:POINTS + 1]                   # a[p - 1]: my pieces on my point p
    bb = b[KEY_SIDE:KEY_SIDE + POINTS + 1]  # bb[r]: theirs on their point r (bb[0] is their waiting)
    bear = w.bear_off
    # The race: pips to go (a waiting or captured piece from before point 1), plus bear_off a piece.
    score = ((bw + bc - aw - ac) * (31 + bear)
             + sum(map(mul, bb[1:], _TO_HOME_1)) + bear * (stones - bo - bw - bc)
             - sum(map(mul, a, _TO_HOME_1)) - bear * (stones - ao - aw - ac))
    score += w.captured * (bc - ac)
    a_rev = b[POINTS:0:-1]                # my counts from point 36 down to 1: read as a bit string
    their_rev = b[KEY_SIDE + POINTS:KEY_SIDE:-1]
    mine_occ = int(a_rev.translate(_OCCUPIED), 2) << 1
    their_occ = int(their_rev.translate(_OCCUPIED), 2) << 1
    # Risk to our lone pieces from the opponent, who moves next.
    a_lone = int(a_rev.translate(_LONE), 2) << 1
    if exact:
        score -= w.risk * hit_loss(key_parts(key), w)
    elif a_lone:
        score -= w.risk * _risk(a_lone, their_occ | (1 if bw + bc else 0), w.hit_tempo)
    # Our threats to their lone pieces (they can still fix them, so a small weight).
    if w.threat:
        b_lone = int(their_rev.translate(_LONE), 2) << 1
        if b_lone:
            score += w.threat * _risk(b_lone, mine_occ | (1 if aw + ac else 0), w.hit_tempo)
    # Blocks: our stacks stand in front of their pieces.
    stacks = int(a_rev.translate(_STACK), 2) << 1
    if stacks:
        entering = bw + bc
        for p in _points(stacks):
            s = OPPOSITE[p]
            behind = sum(bb[s - 6 if s > 6 else 1:s])
            if s <= 6 and entering:
                behind += entering
                score += w.entry_block * (2 if bc else 1)
            score += w.block * behind
    # Spread over home points for bearing off.
    if mine_occ >> (HOME + 1):
        home = a[HOME:]
        at_home = sum(home)
        left = stones - ao
        if at_home * 2 >= left:
            score += w.spread * (6 - home.count(0)) * at_home / left
    return score


def _risk(lone: int, attackers: int, tempo: float) -> float:
    """A quick estimate of the pips the owner of the ``lone`` pieces loses to the other side.

    ``lone``: the owner's lone pieces (bit p = its point p); ``attackers``: the other side's
    occupied points in its own numbering, bit 0 if it has pieces to enter. Blocks are ignored:
    each attacker within reach hits with the chance of covering the distance with three dice.
    """
    total = 0.0
    for p in _points(lone):
        t = OPPOSITE[p]
        window = (attackers << REACH >> t) & _WINDOW
        if window:
            miss = _MISS.get(window)
            if miss is None:
                miss = _MISS[window] = _miss(window)
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
        total = 0
        for throw, weight in THROWS:
            if any(d in path for path in _paths(throw)):
                total += weight
        out[d] = total / 216.0
    return tuple(out)


HIT_CHANCE = _hit_chance_table()


_KEY_BYTES = 2 * KEY_SIDE
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
