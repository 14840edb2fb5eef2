"""The rules of Long Nardy (длинные нарды): a pure engine with a fast whole-turn generator.

Geometry
--------
Board points are numbered 1-24 as in the seed. Player ``1`` (black, positive
counts) starts with fifteen checkers on point 24, its *head*, and moves
24 → 1, home 1-6. Player ``-1`` (white, negative counts) starts on point 12 and
moves 12 → 1 → 24 → 13, home 13-18.

Internally every checker is counted along its owner's *route*: route point
``r`` = 0 is the head, 18-23 are home, 24 is off the board. For player 1 route
``r`` is board point ``24 - r``; for player -1 it is ``12 - r`` (r < 12) or
``36 - r``. The two routes are the same shape shifted by half the board, so the
opponent's route index of my route point ``r`` is always ``(r + 12) % 24`` and
one generator serves both colours.

The compact position
--------------------
A :data:`Position` is ``(mine, theirs)``: two ints, one per player, seen from
the side to move. Each packs fifteen-checker counts in nibbles: bits ``4r..4r+3``
hold the checkers on route point ``r``, nibble 24 the checkers borne off.
Moving a checker is one subtraction and one addition; two positions are equal
when the ints are. Nothing else is needed at the start of a turn: whether it is
a player's first turn is read from the position (all fifteen on the head).
:func:`turn_results` gives every whole turn of a throw on it, for search and
training, without any :class:`Board`.

The rules as implemented (the issue's "The rules, exactly")
------------------------------------------------------------
- A die moves one checker exactly that many points onto an empty point or one
  of its own; no hitting; each intermediate landing of a checker that uses
  several dice is a separate move and must be open.
- As many dice as possible over whole turns, every order tried; a win (the
  fifteenth checker off) counts as using every die, the rest are dropped. If
  only one die of a non-double can be used, the larger must be used if it can.
- At most one checker leaves the head per turn; two in a player's first turn
  (all fifteen on the head when the turn starts) with 6-6, 4-4 or 3-3.
- The six-block: after each checker move, the mover may not hold six
  consecutive points *along the opponent's route* (route indices s..s+5 of the
  opponent, never wrapping from its last point 23 to its first point 0) that
  were not all held before this move, unless an opposing checker stands
  *ahead* of the block: on the board at an opponent route index greater than
  s+5, i.e. already past the block's last point and free to reach home.
  Example: player 1 holds points 3, 2, 1, 24, 23, 22, which are -1's route
  indices 9-14 (its route crosses from point 1 to point 24). A white checker on
  point 21 (index 15) is ahead and the block is allowed; white checkers only on
  12..4 (indices 0-8) are all behind it and the block is forbidden. Points
  15..10 held by player 1 are *not* a block: along -1's route they are 21-23
  and 0-2, the end and the start. Borne-off checkers do not count as ahead; in
  a real game this never matters, since once a player bears off every one of
  its remaining checkers is home and so ahead of any block.
- Bearing off once every remaining checker of the mover is home, checked
  before each checker move. Die ``d`` bears off from the point ``d`` away from
  the edge; with no checker there, it moves a checker from a higher point
  inside the home (an ordinary move); only when no checker stands higher does
  the highest checker come off. Moving inside instead is always allowed.
- The game ends when the fifteenth checker comes off: 2 points ("марс") if the
  loser has borne off none, otherwise 1 ("ойн").

The core never prints or draws random numbers; throws come from outside.
Refusals are ValueError subclasses (framework/core/errors.py) with a reason code.
"""
from __future__ import annotations

import re
from itertools import accumulate, permutations
from typing import Iterable, NamedTuple, Sequence

from framework.core.arguments import ArgumentTypeError, ArgumentValueError, check_int, check_str
from framework.core.errors import IllegalActionError, InvalidActionError, NotationError
from framework.core.moves import equal_only_to_its_type
from framework.core.numbers import NumberError, parse_number
from framework.lang.words import OFF as OFF_WORDS

__all__ = [
    "Board", "Move", "Step", "Position", "OFF", "PASS", "PASS_MOVE",
    "InvalidMoveError", "IllegalMoveError", "PositionError",
    "START", "turn_results", "borne_off", "counts", "route_point", "board_point",
    "pip_count", "decode_step", "parse_word",
]

CHECKERS = 15
HOME = 18                 # route points 18..23 are home
OFF = 0                   # Move.target of a checker borne off
PASS = "pass"
_FULL = (1 << 24) - 1
_OUTSIDE = (1 << HOME) - 1          # route points 0..17
_ONE = tuple(1 << (4 * r) for r in range(25))
_OFF_ONE = _ONE[24]
_WON = CHECKERS << 96               # a packed side with all fifteen off (nothing on the board)
_FIRST_TURN_DOUBLES = (3, 4, 6)

#: (mover, opponent), each a packed side (see the module docstring).
Position = tuple[int, int]


# --------------------------------------------------------------------- arguments
_LOW_NIBBLES = int.from_bytes(b"\x0f" * 13, "little")


def _player(player: object) -> int:
    """``player`` if it is 1 or -1."""
    if player.__class__ is int and (player == 1 or player == -1):
        return player  # type: ignore[return-value]
    if isinstance(player, bool) or not isinstance(player, int):
        raise ArgumentTypeError("player", player, "1 or -1")
    raise ArgumentValueError("player", player, "1 or -1")


def _side(side: object, name: str = "side") -> int:
    """``side`` if it is a packed side: counts 0-15 on 24 route points and borne off, fifteen in all."""
    if side.__class__ is not int or side < 0 or side >> 100:
        if isinstance(side, bool) or not isinstance(side, int):
            raise ArgumentTypeError(name, side, "a packed side (a whole number)")
        raise ArgumentValueError(name, side, "a packed side: 24 counts and the borne off, fifteen checkers")
    if sum(((side & _LOW_NIBBLES) + (side >> 4 & _LOW_NIBBLES)).to_bytes(13, "little")) != CHECKERS:
        raise ArgumentValueError(name, side, "a packed side: 24 counts and the borne off, fifteen checkers")
    return side  # type: ignore[return-value]


def _two_dice(dice: object) -> tuple[int, int]:
    """``dice`` if it is a throw of two dice 1-6 (a tuple or a list)."""
    if not isinstance(dice, (tuple, list)):
        raise ArgumentTypeError("dice", dice, "a throw of two dice (a tuple)")
    if not all(d.__class__ is int for d in dice):
        raise ArgumentTypeError("dice", dice, "two whole numbers 1-6")
    if len(dice) != 2 or not all(1 <= d <= 6 for d in dice):
        raise ArgumentValueError("dice", dice, "a throw of two dice 1-6")
    return dice[0], dice[1]


# --------------------------------------------------------------------- geometry

def board_point(player: int, r: int) -> int:
    """The board point (1-24) of route point ``r`` (0-23) of ``player``."""
    _player(player)
    check_int("r", r, 0, 23)
    if player == 1:
        return 24 - r
    return 12 - r if r < 12 else 36 - r


def route_point(player: int, point: int) -> int:
    """The route point (0-23) of board point ``point`` (1-24) for ``player``."""
    _player(player)
    check_int("point", point, 1, 24)
    if player == 1:
        return 24 - point
    return 12 - point if point <= 12 else 36 - point


_BITS_LO = tuple(tuple(i for i in range(12) if m >> i & 1) for m in range(4096))
_BITS_HI = tuple(tuple(12 + i for i in range(12) if m >> i & 1) for m in range(4096))
# Sparse nibble-flag patterns (bits 0, 4, ..., 20 of a 24-bit chunk) -> 6-bit masks.
_SPARSE = {sum(1 << (4 * i) for i in range(6) if m >> i & 1): m for m in range(64)}
_NIBBLE_LOW = sum(1 << (4 * r) for r in range(24))


def _mask(side: int) -> int:
    """The occupied route points (bit r) of a packed side."""
    x = (side | side >> 1 | side >> 2 | side >> 3) & _NIBBLE_LOW
    s = _SPARSE
    return (s[x & 0xFFFFFF] | s[(x >> 24) & 0xFFFFFF] << 6
            | s[(x >> 48) & 0xFFFFFF] << 12 | s[(x >> 72) & 0xFFFFFF] << 18)


def _rot12(mask: int) -> int:
    """A route mask seen along the other player's route."""
    return ((mask << 12) | (mask >> 12)) & _FULL


def _window_starts(t: int) -> int:
    """The starts s (opponent route indices, 0..18) of the six-windows that contain my route point t."""
    ot = (t + 12) % 24
    return sum(1 << s for s in range(max(0, ot - 5), min(ot, 18) + 1))


_WINDOWS = tuple(_window_starts(t) for t in range(24))


def counts(side: int) -> list[int]:
    """The checkers of a packed side on route points 0..23."""
    _side(side)
    return [(side >> (4 * r)) & 15 for r in range(24)]


def borne_off(side: int) -> int:
    """The checkers of a packed side already borne off."""
    _side(side)
    return side >> 96


def pip_count(side: int) -> int:
    """Pips a packed side still has to travel to bear everything off."""
    _side(side)
    return sum(((side >> (4 * r)) & 15) * (24 - r) for r in range(24))


def decode_step(code: int) -> tuple[int, int]:
    """A step code of :func:`turn_results` as (route point it leaves, die)."""
    check_int("code", code, 0, 23 * 8 + 6)
    return code >> 3, code & 7


def _pack(route_counts: Iterable[int], off: int) -> int:
    side = off << 96
    for r, n in enumerate(route_counts):
        side += n << (4 * r)
    return side


START: Position = (_pack([CHECKERS] + [0] * 23, 0), _pack([CHECKERS] + [0] * 23, 0))


# --------------------------------------------------------------------- the generator

def _expand(mine: int, mask: int, head: int, d: int, blocked: int, opp_mask: int,
            only: int = -1) -> list:
    """Every single checker move of die ``d``: ``[(route from, child, child mask, head left), ...]``.

    ``blocked`` holds the opponent's checkers on my route, ``opp_mask`` on its own.
    The sources whose target is on the board and open are found with one shift;
    ``only`` (a route mask) limits the sources, so one move is checked cheaply.
    """
    out = []
    src = mask & only & ~(blocked >> d) & ((1 << (24 - d)) - 1)
    if not head:
        src &= ~1
    one = _ONE
    for r in _BITS_LO[src & 4095] + _BITS_HI[src >> 12]:
        t = r + d
        left = mask ^ (1 << r) if ((mine >> (r << 2)) & 15) == 1 else mask
        bit = 1 << t
        if mask & bit:
            out.append((r, mine - one[r] + one[t], left, head - 1 if r == 0 else head))
            continue
        cm = left | bit
        if cm.bit_count() >= 6:
            # A forbidden six-block is new only in a window holding t. The block starting
            # furthest along the opponent's route has the fewest opposing checkers ahead of
            # it: if one stands beyond that block, one stands beyond every other.
            om = ((cm << 12) | (cm >> 12)) & _FULL
            two = om & (om >> 1)
            six = two & (two >> 2) & (two >> 4) & _WINDOWS[t]
            if six and not opp_mask >> (six.bit_length() + 5):
                continue
        out.append((r, mine - one[r] + one[t], cm, head - 1 if r == 0 else head))
    if not mask & _OUTSIDE and mask:
        # Bearing off (every checker home): exactly from 24 - d, or past it only
        # from the highest occupied point, the lowest route point.
        r = 24 - d
        if ((mask & only) >> r) & 1:
            left = mask ^ (1 << r) if ((mine >> (r << 2)) & 15) == 1 else mask
            out.append((r, mine - one[r] + _OFF_ONE, left, head))
        low = (mask & -mask).bit_length() - 1
        if low > r and (only >> low) & 1:
            left = mask ^ (1 << low) if ((mine >> (low << 2)) & 15) == 1 else mask
            out.append((low, mine - one[low] + _OFF_ONE, left, head))
    return out


def _finish(mine: int, mask: int, head: int, d: int, blocked: int, opp_mask: int,
            prefix: tuple[int, ...], out: dict[int, tuple[int, ...]]) -> None:
    """The last die of a turn: add each result of die ``d`` to ``out`` (mover's side -> step codes).

    :func:`_expand` cut down for the leaves, where most of the generator's time
    goes: a result already found by another order is skipped before its
    legality is even checked, and no child mask or head count is built.
    """
    src = mask & ~(blocked >> d) & ((1 << (24 - d)) - 1)
    if not head:
        src &= ~1
    one = _ONE
    for r in _BITS_LO[src & 4095] + _BITS_HI[src >> 12]:
        t = r + d
        c = mine - one[r] + one[t]
        if c in out:
            continue
        bit = 1 << t
        if not mask & bit:
            cm = (mask ^ (1 << r) if ((mine >> (r << 2)) & 15) == 1 else mask) | bit
            if cm.bit_count() >= 6:
                om = ((cm << 12) | (cm >> 12)) & _FULL
                two = om & (om >> 1)
                six = two & (two >> 2) & (two >> 4) & _WINDOWS[t]
                if six and not opp_mask >> (six.bit_length() + 5):
                    continue
        out[c] = prefix + (r * 8 + d,)
    if not mask & _OUTSIDE and mask:
        r = 24 - d
        if (mask >> r) & 1:
            c = mine - one[r] + _OFF_ONE
            if c not in out:
                out[c] = prefix + (r * 8 + d,)
        low = (mask & -mask).bit_length() - 1
        if low > r:
            c = mine - one[low] + _OFF_ONE
            if c not in out:
                out[c] = prefix + (low * 8 + d,)


def _generate(mine: int, mask: int, head: int, dice: tuple[int, ...],
              blocked: int, opp_mask: int) -> tuple[int, dict[int, tuple[int, ...]]]:
    """Every way to finish the turn: (dice it uses, {mover's side after: step codes}).

    Step code ``r * 8 + d``: the checker on route point ``r`` moves die ``d``.
    Breadth first, one die per level; positions reached by several orders are
    merged at each level (their futures are the same), so doubles stay cheap.
    """
    n = len(dice)
    if n == 0:
        return 0, {mine: ()}
    wins: dict[int, tuple[int, ...]] = {}
    if n == 2 and dice[0] != dice[1]:
        a, b = dice
        firsts = ((a, b, _expand(mine, mask, head, a, blocked, opp_mask)),
                  (b, a, _expand(mine, mask, head, b, blocked, opp_mask)))
        finals: dict[int, tuple[int, ...]] = {}
        for d1, d2, children in firsts:
            for r, c, cm, h in children:
                step = (r * 8 + d1,)
                if c >= _WON:
                    wins.setdefault(c, step)
                    continue
                _finish(c, cm, h, d2, blocked, opp_mask, step, finals)
        if finals or wins:
            finals.update(wins)
            return 2, finals
        big, small = (firsts[0], firsts[1]) if a > b else (firsts[1], firsts[0])
        use = big if big[2] else small
        if not use[2]:
            return 0, {mine: ()}
        return 1, {c: (r * 8 + use[0],) for r, c, _, _ in use[2]}
    d = dice[0]
    level: dict[tuple[int, int], tuple[int, tuple[int, ...]]] = {(mine, head): (mask, ())}
    used = 0
    for depth in range(1, n + 1):
        if depth == n:
            last: dict[int, tuple[int, ...]] = {}
            for (m, h), (mk, path) in level.items():
                _finish(m, mk, h, d, blocked, opp_mask, path, last)
            if last:
                last.update(wins)   # a win before the last die is as good as using it
                return n, last
            break
        nxt: dict[tuple[int, int], tuple[int, tuple[int, ...]]] = {}
        for (m, h), (mk, path) in level.items():
            for r, c, cm, ch in _expand(m, mk, h, d, blocked, opp_mask):
                if c >= _WON:
                    wins.setdefault(c, path + (r * 8 + d,))
                elif (c, ch) not in nxt:
                    nxt[(c, ch)] = (cm, path + (r * 8 + d,))
        if not nxt:
            break
        level, used = nxt, depth
    if wins:
        used = n
        if len(next(iter(level.values()))[1]) != n:
            level = {}
    out: dict[int, tuple[int, ...]] = {}
    for (m, _), (_, path) in level.items():
        if m not in out:
            out[m] = path
    out.update(wins)
    return used, out


def _can_use(mine: int, mask: int, head: int, dice: tuple[int, ...], need: int,
             blocked: int, opp_mask: int) -> bool:
    """Whether ``need`` more dice can be used from here (a win uses them all)."""
    if need <= 0:
        return True
    seen = set()
    for i, d in enumerate(dice):
        if d in seen:
            continue
        seen.add(d)
        rest = dice[:i] + dice[i + 1:]
        for _, c, cm, h in _expand(mine, mask, head, d, blocked, opp_mask):
            if need == 1 or c >= _WON or _can_use(c, cm, h, rest, need - 1, blocked, opp_mask):
                return True
    return False


def _head_allowance(mine: int, dice: Sequence[int]) -> int:
    """Checkers that may leave the head this turn: two in a first turn with 6-6, 4-4 or 3-3."""
    first = (mine & 15) == CHECKERS
    return 2 if first and dice[0] == dice[1] and dice[0] in _FIRST_TURN_DOUBLES else 1


def _throw_dice(d1: int, d2: int) -> tuple[int, ...]:
    return (d1,) * 4 if d1 == d2 else (d1, d2)


def turn_results(pos: Position, dice: Sequence[int]) -> list[tuple[tuple[int, ...], Position]]:
    """Every whole legal turn of throw ``dice`` = (d1, d2) from a turn start.

    Returns ``[(step codes, child), ...]``, one per distinct result, in the order
    :meth:`Board.legal_turns` gives them; ``child`` is seen from the *next* mover
    (``(theirs, mine after)``). A step code is ``r * 8 + die`` (:func:`decode_step`).
    A turn that cannot move gives ``[((), (theirs, mine))]``. When the mover has
    won, ``borne_off(child[1]) == 15``.
    """
    if not (isinstance(pos, tuple) and len(pos) == 2):
        raise ArgumentTypeError("pos", pos, "a position (mine, theirs): two packed sides")
    mine, theirs = _side(pos[0], "mine"), _side(pos[1], "theirs")
    if _mask(mine) & _rot12(_mask(theirs)):
        raise ArgumentValueError("pos", pos, "a position whose two sides share no point")
    d1, d2 = _two_dice(dice)
    opp_mask = _mask(theirs)
    _, results = _generate(mine, _mask(mine), _head_allowance(mine, dice), _throw_dice(d1, d2),
                           _rot12(opp_mask), opp_mask)
    return [(path, (theirs, after)) for after, path in results.items()]


# --------------------------------------------------------------------- errors


class InvalidMoveError(InvalidActionError):
    """Text that is not a move (``malformed_move``, ``bad_point``) or a throw that is not one (``bad_throw``)."""


class IllegalMoveError(IllegalActionError):
    """A well-formed action the rules refuse now; ``code`` names the rule (see :class:`Board`)."""


class PositionError(NotationError):
    """A position (points or notation) that is malformed or impossible."""


# --------------------------------------------------------------------- values


@equal_only_to_its_type
class Move(NamedTuple):
    """One checker move between board points: ``Move(24, 18)``; ``target`` :data:`OFF` (0) bears off.

    ``str(move)`` is ``"24/18"`` or ``"13/off"`` and :meth:`parse` reads it back.
    The die follows from the points and the mover, except when bearing off past
    the exact point, where the board picks a die that keeps the turn legal.
    """

    source: int
    target: int

    @classmethod
    def parse(cls, text: str) -> "Move":
        """``"24/18"``, ``"24-18"`` or ``"13/off"`` (``off`` in any language: ``13/вне``) -> Move;
        InvalidMoveError otherwise."""
        check_str("text", text)
        if not text.strip():
            raise InvalidMoveError("no_move", "type a move, like 24/18 or 13/off", text=text)
        if text.strip().lower() == PASS:
            return PASS_MOVE
        parts = _SEPARATORS.split(text.strip())
        if len(parts) != 2:
            raise InvalidMoveError("malformed_move", f"{text!r} is not a move like 24/18 or 13/off",
                                   text=text)
        source = _parse_point(parts[0], text)
        target = OFF if parts[1] in OFF_WORDS else _parse_point(parts[1], text)
        return cls(source, target)

    def text(self) -> str:
        """The move's one text, ``24/18`` or ``13/off``, or ``pass`` for :data:`PASS_MOVE` (:meth:`parse`
        reads it back)."""
        if self.source == 0 and self.target == OFF:
            return PASS
        return f"{self.source}/{'off' if self.target == OFF else self.target}"

    __str__ = text

    def __repr__(self) -> str:
        return f"Move.parse({self.text()!r})"


#: The pass as a move (the game's one move type: its legal actions when the throw allows nothing), ``pass``.
#: No checker move starts from point 0, so it is no other move.
PASS_MOVE = Move(0, OFF)
_SEPARATORS = re.compile(r"[/-]")
#: Most times one move may be repeated: four moves of a double.
MAX_REPEAT = 4


def parse_word(text: str) -> tuple[tuple[Move, ...], int]:
    """One move as backgammon players type it -> (its legs, how many times it is played).

    ``24/18`` or ``24-18``: one leg; ``18/9`` is one leg too, even if it takes two dice
    (:meth:`Board.expand` finds the dice); a path ``18/12/9`` gives a leg per stop; a
    repeat ``24/18(2)`` plays the whole path 2-4 times. ``off`` (in any language) only
    as the last point. Pure syntax: InvalidMoveError (``no_move``, ``malformed_move``,
    ``bad_point``, ``bad_repeat``) if the text is not one move.
    """
    check_str("text", text)
    body = text.strip()
    count = 1
    if body.endswith(")"):
        body, paren, number = body[:-1].rpartition("(")
        body = body.strip()
        try:
            count = parse_number(number.strip(), 1, MAX_REPEAT, max_digits=1) if paren else 0
        except NumberError:
            count = 0
        if not count:
            raise InvalidMoveError("bad_repeat", f"{text!r}: a repeat is written (2), (3) or (4) after "
                                   "the move, like 24/18(2)", text=text) from None
    if not body:
        raise InvalidMoveError("no_move", "type a move, like 24/18 or 13/off", text=text)
    parts = _SEPARATORS.split(body)
    if len(parts) < 2:
        raise InvalidMoveError("malformed_move", f"{text!r} is not a move like 24/18 or 13/off", text=text)
    points = [_parse_point(parts[0], text)]
    for i, part in enumerate(parts[1:], 2):
        if part.strip() in OFF_WORDS and i == len(parts):
            points.append(OFF)
        else:
            points.append(_parse_point(part, text))
    return tuple(Move(a, b) for a, b in zip(points, points[1:])), count


def _parse_point(token: str, text: str) -> int:
    if not token.strip():
        raise InvalidMoveError("missing_point", f"{text!r}: a point is missing (write from/to, like 24/18)",
                               text=text)
    try:
        return parse_number(token.strip(), 1, 24, max_digits=2)
    except NumberError:
        raise InvalidMoveError("bad_point", f"{text!r}: {token.strip()!r} is not a point 1-24",
                               text=text, token=token.strip()) from None


class Step(NamedTuple):
    """A checker move as played, with its effects, so the caller needs no recomputation."""

    move: Move
    die: int
    player: int
    left_head: bool      #: the checker left its owner's head
    bore_off: bool       #: the checker left the board
    entered_home: bool   #: the checker came from outside into the home
    all_home: bool       #: afterwards every remaining checker of the player is home
    turn_over: bool      #: this move completed the turn; the other side throws next
    winner: int | None   #: the player who won with this move, if any


# Move objects for every (player, route point, die), built once: legal_turns() only looks them up.
_MOVES = {
    player: tuple(
        Move(board_point(player, code >> 3),
             board_point(player, (code >> 3) + (code & 7)) if (code >> 3) + (code & 7) < 24 else OFF)
        if 1 <= (code & 7) <= 6 and (code >> 3) < 24 else None
        for code in range(24 * 8))
    for player in (1, -1)
}


# --------------------------------------------------------------------- the board


class Board:
    """A game of Long Nardy: the position, the throw, and the moves made in this turn.

    ``roll((d1, d2))`` sets the throw; ``legal_turns()`` lists the ways to play
    what is left of it; ``play(move)`` makes one checker move (a :class:`Move`,
    ``"24/18"``, or ``"pass"`` when nothing can be played); ``undo()`` takes one
    back within the turn. The turn passes to the other side when it is
    complete. Refusals raise :class:`IllegalMoveError` with one of these codes:
    ``game_over``, ``no_throw``, ``already_thrown``, ``pass_refused``,
    ``no_checker`` (no checker of the mover on the source point),
    ``wrong_direction`` (not forward along the mover's route), ``no_such_die``,
    ``point_closed`` (an opposing checker stands there), ``head_rule``,
    ``six_block``, ``not_all_home`` (bearing off before every checker is home),
    ``bear_off_higher`` (bearing off past the exact point while a checker stands
    higher), ``larger_die``, ``not_in_legal_turn`` (the rest of the throw could
    then not be used as fully as the rules demand), ``nothing_to_undo``;
    ``several_dice`` (one checker over several dice: :meth:`expand` gives its
    one-die moves), ``combined_closed`` (every way of it stops on an opposing
    point), ``throw_used_up`` (the throw ends before the whole of a typed move);
    text that is not a move raises :class:`InvalidMoveError` (``no_move``,
    ``malformed_move``, ``bad_point``, ``bad_repeat``).
    """

    __slots__ = ("_sides", "_masks", "turn", "_dice", "_head", "_needed", "_history",
                 "_turns", "_paths", "winner")

    def __init__(self) -> None:
        self._sides = [START[0], START[1]]      # packed sides: [player 1, player -1]
        self._masks = [_mask(START[0]), _mask(START[1])]
        self.turn = 1
        self._dice: tuple[int, ...] = ()
        self._head = 0
        self._needed: int | None = None          # dice still to be used this turn, once known
        self._history: list[tuple[tuple, Step]] = []
        self._turns: tuple[int, dict[int, tuple[int, ...]]] | None = None
        # Step codes of known legal ways to finish the turn: a move that starts one is legal
        # without a search (random play and the computer play what legal_turns() listed).
        self._paths: list[tuple[int, ...]] | None = None
        self.winner: int | None = None

    # ----------------------------------------------------------------- building

    @classmethod
    def from_points(cls, points: Sequence[int], turn: int = 1, off: Sequence[int] = (0, 0)) -> "Board":
        """A position from 24 signed counts (index 0 = point 1), the side to move, and
        the checkers borne off by (player 1, player -1). Each side must total fifteen."""
        if not isinstance(points, (list, tuple)):
            raise ArgumentTypeError("points", points, "24 signed counts (a list or tuple)")
        if not isinstance(off, (list, tuple)):
            raise ArgumentTypeError("off", off, "two counts borne off (a tuple)")
        if turn.__class__ is not int:
            raise ArgumentTypeError("turn", turn, "1 or -1")
        if isinstance(points, (str, bytes)) or len(points) != 24 or not all(
                type(n) is int and -CHECKERS <= n <= CHECKERS for n in points):
            raise PositionError("bad_points", "points must be 24 whole numbers from -15 to 15",
                                points=repr(points))
        if turn not in (1, -1) or type(turn) is not int:
            raise PositionError("bad_turn", f"the side to move must be 1 or -1, not {turn!r}",
                                turn=repr(turn))
        if len(off) != 2 or not all(type(n) is int and 0 <= n <= CHECKERS for n in off):
            raise PositionError("bad_off", f"borne off must be two numbers 0-15, not {off!r}",
                                off=repr(off))
        route = ([0] * 24, [0] * 24)
        for index, n in enumerate(points):
            if n > 0:
                route[0][route_point(1, index + 1)] = n
            elif n < 0:
                route[1][route_point(-1, index + 1)] = -n
        for i, player in enumerate((1, -1)):
            total = sum(route[i]) + off[i]
            if total != CHECKERS:
                raise PositionError("checker_count",
                                    f"player {player} has {total} checkers, not {CHECKERS}",
                                    player=player, count=total)
        if off[0] == CHECKERS and off[1] == CHECKERS:
            raise PositionError("bad_off", "both sides cannot have borne everything off", off=repr(off))
        board = cls.__new__(cls)
        board._set(_pack(route[0], off[0]), _pack(route[1], off[1]), turn)
        return board

    def _set(self, p1: int, p2: int, turn: int) -> None:
        self._sides = [p1, p2]
        self._masks = [_mask(p1), _mask(p2)]
        self.turn = turn
        self._dice = ()
        self._head = 0
        self._needed = None
        self._history = []
        self._turns = None
        self._paths = None
        self.winner = 1 if borne_off(p1) == CHECKERS else -1 if borne_off(p2) == CHECKERS else None

    def copy(self) -> "Board":
        """An independent board with the same position, throw and moves of this turn."""
        other = Board.__new__(Board)
        other._sides = list(self._sides)
        other._masks = list(self._masks)
        other.turn = self.turn
        other._dice = self._dice
        other._head = self._head
        other._needed = self._needed
        other._history = list(self._history)
        other._turns = self._turns
        other._paths = self._paths
        other.winner = self.winner
        return other

    # ----------------------------------------------------------------- reading

    def points(self) -> list[int]:
        """24 signed counts, index 0 = point 1: positive for player 1, negative for player -1."""
        out = [0] * 24
        for r, n in enumerate(counts(self._sides[0])):
            out[24 - r - 1] = n
        for r, n in enumerate(counts(self._sides[1])):
            if n:
                out[board_point(-1, r) - 1] = -n
        return out

    def borne_off(self, player: int) -> int:
        """The checkers ``player`` (1 or -1) has borne off."""
        _player(player)
        return borne_off(self._sides[0 if player == 1 else 1])

    def pips(self, player: int) -> int:
        """``player``'s pip count: points still to travel to bear everything off."""
        _player(player)
        return pip_count(self._sides[0 if player == 1 else 1])

    @property
    def dice(self) -> tuple[int, ...]:
        """The unused dice of the throw (``()`` before the throw)."""
        return self._dice

    @property
    def head_left(self) -> int:
        """How many more checkers may leave the head this turn (0 before the throw)."""
        return self._head

    @property
    def turn_steps(self) -> tuple[Step, ...]:
        """The checker moves already played in this turn, in order."""
        return tuple(step for _, step in self._history)

    @property
    def game_points(self) -> int | None:
        """2 ("марс": the loser bore off none) or 1 ("ойн") once the game is over, else None."""
        if self.winner is None:
            return None
        return 2 if self.borne_off(-self.winner) == 0 else 1

    def position(self) -> Position:
        """The compact position seen from the side to move: ``(mine, theirs)``."""
        i = 0 if self.turn == 1 else 1
        return self._sides[i], self._sides[1 - i]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Board):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def _key(self) -> tuple:
        return tuple(self._sides), self.turn, self._dice, self._head

    def __repr__(self) -> str:
        return f"Board.from_notation({self.notation()!r})"

    # ----------------------------------------------------------------- the throw

    def roll(self, dice: Sequence[int]) -> None:
        """Set the throw ``(d1, d2)`` for the side to move; a double gives four moves."""
        if self.winner is not None:
            raise IllegalMoveError("game_over", "the game is over")
        if self._dice or self._history:
            raise IllegalMoveError("already_thrown", f"the throw {self._dice} is still to be played",
                                   dice=self._dice)
        if not isinstance(dice, (tuple, list)):
            raise ArgumentTypeError("dice", dice, "a throw of two dice (a tuple)")
        if len(dice) != 2 or not all(type(d) is int and 1 <= d <= 6 for d in dice):
            raise InvalidMoveError("bad_throw", f"{dice!r} is not a throw of two dice 1-6",
                                   dice=repr(dice))
        d1, d2 = dice
        self._dice = _throw_dice(d1, d2)
        self._head = _head_allowance(self._sides[0 if self.turn == 1 else 1], dice)
        self._needed = None
        self._turns = None
        self._paths = None

    # ----------------------------------------------------------------- turns

    def _context(self) -> tuple[int, int, int, int, int]:
        """(mine, my mask, opponent on my route, opponent on its route, my index)."""
        i = 0 if self.turn == 1 else 1
        opp = self._masks[1 - i]
        return self._sides[i], self._masks[i], _rot12(opp), opp, i

    def _generated(self) -> tuple[int, dict[int, tuple[int, ...]]]:
        if self._turns is None:
            mine, mask, blocked, opp, _ = self._context()
            self._turns = _generate(mine, mask, self._head, self._dice, blocked, opp)
            self._needed = self._turns[0]
            self._paths = list(self._turns[1].values())
        return self._turns

    def _need(self) -> int:
        if self._needed is None:
            self._generated()
        return self._needed  # type: ignore[return-value]

    def _check_playing(self) -> None:
        if self.winner is not None:
            raise IllegalMoveError("game_over", "the game is over")
        if not self._dice:
            raise IllegalMoveError("no_throw", "throw the dice first")

    def legal_turns(self) -> list[tuple[Move, ...]]:
        """The ways to play the rest of this throw: one tuple of moves per distinct result.

        ``[()]`` when nothing can be played (then ``play("pass")``); ``[]`` once the game is over.
        """
        if self.winner is not None:
            return []
        self._check_playing()
        table = _MOVES[self.turn]
        get = table.__getitem__
        return [tuple(map(get, path)) for path in self._generated()[1].values()]

    def legal_moves(self) -> list[Move]:
        """The single checker moves :meth:`play` accepts now (each begins some legal whole turn).

        ``[]`` when only ``"pass"`` is left, and once the game is over. Sorted by
        source along the mover's route, then target.
        """
        if self.winner is not None or self.legal_turns() == [()]:
            return []
        mine, mask, blocked, opp, _ = self._context()
        table = _MOVES[self.turn]
        out: dict[Move, None] = {}
        for d in sorted(set(self._dice)):
            for r, _, _, _ in _expand(mine, mask, self._head, d, blocked, opp):
                move = table[r * 8 + d]
                if move not in out:
                    try:
                        self.copy().play(move)
                    except IllegalMoveError:
                        continue
                    out[move] = None
        return sorted(out, key=lambda m: (route_point(self.turn, m.source), m.target == OFF,
                                          route_point(self.turn, m.target) if m.target else 0))

    def turn_results(self) -> list[tuple[tuple[Move, ...], Position]]:
        """:meth:`legal_turns` with the position each leads to, seen from the next mover."""
        if self.winner is not None:
            return []
        self._check_playing()
        table = _MOVES[self.turn]
        theirs = self._sides[1 if self.turn == 1 else 0]
        return [(tuple(table[code] for code in path), (theirs, after))
                for after, path in self._generated()[1].items()]

    # ----------------------------------------------------------------- playing

    def play(self, move: Move | str) -> Step | None:
        """Play one checker move by one die (or ``"pass"``); return its :class:`Step` (None for a pass).

        A move of one checker over several dice (``18/9`` with 6-3) is refused: ``several_dice``
        names the one-die moves to play instead (:meth:`expand` finds them), or the reason no
        way is legal (``combined_closed``, or the refusal of the way that is open)."""
        return self._play(move, True)

    def _play(self, move: Move | str, combine: bool) -> Step | None:
        if isinstance(move, str):
            if move.strip().lower() == PASS:
                self._pass()
                return None
            move = Move.parse(move)
        elif not isinstance(move, Move):
            raise InvalidMoveError("malformed_move", f"{move!r} is not a move like 24/18",
                                   text=repr(move))
        elif move.source.__class__ is int and move.target.__class__ is int and move.source == 0 == move.target:
            # PASS_MOVE
            self._pass()
            return None
        if not (type(move.source) is int and 1 <= move.source <= 24
                and type(move.target) is int and 0 <= move.target <= 24):
            raise InvalidMoveError("bad_point", f"{move!r}: points are 1-24 (target 0 = off)",
                                   text=repr(move), token=repr(move))
        self._check_playing()
        mine, mask, blocked, opp, i = self._context()
        player = self.turn
        r = route_point(player, move.source)
        if not (mine >> (4 * r)) & 15:
            raise IllegalMoveError("no_checker", f"{move}: no checker of yours on point {move.source}",
                                   move=str(move), point=move.source)
        dice = self._dice
        if move.target == OFF:
            if mask & _OUTSIDE:
                raise IllegalMoveError("not_all_home",
                                       f"{move}: bear off only when all your checkers are home",
                                       move=str(move))
            exact = 24 - r
            candidates = [d for d in sorted(set(dice)) if d >= exact]
            candidates.sort(key=lambda d: d != exact)
            if not candidates:
                raise IllegalMoveError("no_such_die",
                                       f"{move}: bearing off from point {move.source} needs a {exact} "
                                       f"or more; the dice are {_dice_text(dice)}",
                                       move=str(move), die=exact, dice=dice)
        else:
            t = route_point(player, move.target)
            if t <= r:
                raise IllegalMoveError("wrong_direction",
                                       f"{move}: checkers move {'24 → 1' if player == 1 else '12 → 1 → 24 → 13'}",
                                       move=str(move))
            if t - r not in dice:
                if combine and _dice_paths(dice, r, t):
                    self._several(move)                 # it takes several dice: why not, or how
                raise IllegalMoveError("no_such_die",
                                       f"{move}: moves {t - r} points; the dice are {_dice_text(dice)}",
                                       move=str(move), die=t - r, dice=dice)
            candidates = [t - r]
        error: IllegalMoveError | None = None
        for d in candidates:
            try:
                return self._play_die(move, r, d, mine, mask, blocked, opp, i)
            except IllegalMoveError as exc:
                error = error or exc
        if combine and move.target == OFF and _dice_paths(dice, r, None):
            self._several(move, error)
        raise error  # type: ignore[misc]

    # ----------------------------------------------------------------- a move over several dice

    def expand(self, text: str | Move) -> tuple[Move, ...]:
        """The one-die moves that play ``text`` now, in an order the rules allow; nothing is played.

        ``text`` is a move as players type it (:func:`parse_word`): ``24/18``, ``24-18``,
        one checker over several dice ``18/9`` (6-3: by 18/12 12/9 or 18/15 15/9, whichever
        is legal; with a double a checker may go over 2, 3 or 4 dice), a path ``18/12/9``,
        a repeat ``24/18(2)``. Every move is checked as :meth:`play` checks it, the whole
        turn's rules included. Refusals: ``play``'s, and ``combined_closed`` (every way
        stops on an opposing point, ``points`` names them), ``throw_used_up`` (the turn
        ends before the whole of ``text`` is played).
        """
        if isinstance(text, Move):
            legs, count, shown = (text,), 1, str(text)
        else:
            legs, count = parse_word(text)
            shown = text.strip()
        self._check_playing()
        board = self.copy()
        player = self.turn
        out: list[Move] = []
        for _ in range(count):
            for leg in legs:
                if board.turn != player or board.winner is not None or not board._dice:
                    raise IllegalMoveError("throw_used_up", f"{shown}: the throw is used up before the "
                                           "whole move is played", move=shown)
                moves, board = board._leg(leg, shown)
                out += moves
        return tuple(out)

    def _leg(self, move: Move, shown: str) -> tuple[list[Move], "Board"]:
        """The one-die moves of one checker from ``move.source`` to ``move.target``, and the board after."""
        one = self.copy()
        try:
            one._play(move, False)          # one die
            return [move], one
        except IllegalMoveError as exc:
            single = exc
        if single.code in ("no_checker", "wrong_direction", "bad_point", "game_over", "no_throw"):
            raise single
        player = self.turn
        r = route_point(player, move.source)
        t = None if move.target == OFF else route_point(player, move.target)
        if t is not None and t <= r or not _dice_paths(self._dice, r, t):
            raise single                    # no way over several dice: the one-die refusal says why
        return self._combination(move, shown, single if t is None else None)

    def _several(self, move: Move, single: IllegalMoveError | None = None) -> None:
        """:meth:`play` of ``move`` that takes several dice: refused, with the one-die moves to play."""
        shown = str(move)
        moves, _ = self._combination(move, shown, single)
        text = " ".join(map(str, moves))
        raise IllegalMoveError("several_dice", f"{shown} takes {len(moves)} dice: play it as {text}",
                               move=shown, moves=text)

    def _combination(self, move: Move, shown: str, single: IllegalMoveError | None = None
                     ) -> tuple[list[Move], "Board"]:
        """``move`` of one checker over several dice: the one-die moves of the first legal way and the
        board after them, else the reason none is legal. ``single``: why one die cannot bear it off."""
        player = self.turn
        r = route_point(player, move.source)
        t = None if move.target == OFF else route_point(player, move.target)
        mine, _, blocked, _, _ = self._context()
        if t is not None and (blocked >> t) & 1:
            raise IllegalMoveError("point_closed", f"{shown}: point {move.target} is held by the opponent",
                                   move=shown, point=move.target)
        closed: set[int] = set()
        error: IllegalMoveError | None = None
        for path in _dice_paths(self._dice, r, t):
            stops = [r + s for s in accumulate(path)][:-1]
            held = [board_point(player, x) for x in stops if (blocked >> x) & 1]
            if held:
                closed.update(held)
                continue
            board = self.copy()
            moves = []
            try:
                source = move.source
                for x in stops + [None]:
                    if moves and (board.turn != player or board.winner is not None):
                        raise IllegalMoveError("throw_used_up", f"{shown}: the throw is used up before "
                                               "the whole move is played", move=shown)
                    target = move.target if x is None else board_point(player, x)
                    step = Move(source, target)
                    board._play(step, False)
                    moves.append(step)
                    source = target
            except IllegalMoveError as exc:
                error = error or exc
                continue
            return moves, board
        if error is not None:
            raise error
        if single is not None and not closed:
            raise single
        points = ", ".join(map(str, sorted(closed, key=lambda p: route_point(player, p))))
        raise IllegalMoveError("combined_closed", f"{shown}: every way there stops on a point the opponent "
                               f"holds ({points})", move=shown, points=points)

    def _play_die(self, move: Move, r: int, d: int, mine: int, mask: int, blocked: int,
                  opp: int, i: int) -> Step:
        """Check and make the move of route point ``r`` by die ``d``, or raise."""
        t = r + d
        need = self._need()
        code = r * 8 + d
        paths = self._paths
        if paths is not None:
            paths = [p[1:] for p in paths if p and p[0] == code] or None
        if paths is not None:
            # It begins a listed legal way to finish the turn: legal, and the child is simple.
            c = mine - _ONE[r] + (_ONE[t] if t < 24 else _OFF_ONE)
            cm = mask ^ (1 << r) if ((mine >> (r << 2)) & 15) == 1 else mask
            if t < 24:
                cm |= 1 << t
            h = self._head - 1 if r == 0 else self._head
        else:               # search
            child = None
            for _, c, cm, h in _expand(mine, mask, self._head, d, blocked, opp, 1 << r):
                child = (c, cm, h)
            if child is None:
                raise self._refusal(move, r, d, mine, mask, blocked, opp)
            c, cm, h = child
            rest = list(self._dice)
            rest.remove(d)
            text = str(move)
            if c < _WON and not _can_use(c, cm, h, tuple(rest), need - 1, blocked, opp):
                raise IllegalMoveError("not_in_legal_turn",
                                       f"{text}: then the rest of the throw could not be used as fully "
                                       "as the rules demand", move=text, die=d)
            if need == 1 and len(self._dice) == 2 and self._dice[0] != self._dice[1] and d < max(self._dice):
                big = max(self._dice)
                if _expand(mine, mask, self._head, big, blocked, opp):
                    raise IllegalMoveError("larger_die",
                                           f"{text}: only one die can be used, so it must be the larger, "
                                           f"{big}", move=text, die=big)
        won = c >= _WON
        rest = list(self._dice)
        rest.remove(d)
        rest_t = tuple(rest)
        player = self.turn
        snapshot = (tuple(self._sides), tuple(self._masks), self._dice, self._head, self._needed,
                    self._turns, self._paths)
        self._sides[i] = c
        self._masks[i] = cm
        self._dice = rest_t
        self._head = h
        self._needed = need - 1
        self._turns = None
        self._paths = paths
        turn_over = won or self._needed == 0
        if won:
            self.winner = player
        step = Step(move, d, player, r == 0, t >= 24, r < HOME <= t < 24, not cm & _OUTSIDE,
                    turn_over, self.winner)
        if turn_over:
            self._dice = ()
            self._head = 0
            self._needed = None
            self._paths = None
            self._history = []
            if not won:
                self.turn = -player
        else:
            self._history.append((snapshot, step))
        return step

    def _refusal(self, move: Move, r: int, d: int, mine: int, mask: int, blocked: int,
                 opp: int) -> IllegalMoveError:
        """Why the single move of route point ``r`` by ``d`` is not possible at all."""
        text = str(move)
        t = r + d
        if t < 24 and (blocked >> t) & 1:
            return IllegalMoveError("point_closed", f"{text}: point {move.target} is held by the opponent",
                                    move=text, point=move.target)
        if r == 0 and not self._head:
            return IllegalMoveError("head_rule", f"{text}: only one checker may leave the head "
                                    "in a turn (two with 6-6, 4-4 or 3-3 in the first turn)", move=text)
        if t < 24:
            return IllegalMoveError("six_block", f"{text}: it would build a block of six points "
                                    "with no opposing checker ahead of it", move=text)
        return IllegalMoveError("bear_off_higher", f"{text}: a {d} bears off from point {move.source} "
                                "only when no checker of yours stands higher", move=text, die=d)

    def _pass(self) -> None:
        self._check_playing()
        if self._need():
            raise IllegalMoveError("pass_refused", "a move is possible, so you cannot pass")
        self._dice = ()
        self._head = 0
        self._needed = None
        self._turns = None
        self._paths = None
        self._history = []
        self.turn = -self.turn

    def undo(self) -> Step:
        """Take back the last checker move of the current turn and return it."""
        if not self._history:
            raise IllegalMoveError("nothing_to_undo", "no move of this turn to take back")
        (sides, masks, self._dice, self._head, self._needed, self._turns, self._paths), step = \
            self._history.pop()
        self._sides = list(sides)
        self._masks = list(masks)
        return step

    # ----------------------------------------------------------------- notation

    def notation(self) -> str:
        """One line: ``<points> <side> <dice> <off> <head>``.

        - points: the 24 signed counts, point 1 first, comma-separated (the seed's board);
        - side: ``1`` or ``-1``, the side to move (the winner once the game is over);
        - dice: the unused dice of the throw, e.g. ``65``, ``666``, or ``-`` before the throw;
        - off: ``a:b``, borne off by player 1 and player -1: redundant with the points
          (each side totals fifteen) and kept as a check against a mistyped count and
          so a reader sees the race at a glance;
        - head: how many more checkers may leave the head in this turn, ``-`` before
          the throw. At a turn's start it follows from the position and the throw,
          but in the middle of a turn the position cannot tell whether a checker has
          already left the head, nor whether this is the first-turn exception (the
          first turn is "all fifteen on the head", so no separate first-turn field is
          needed).
        """
        points = ",".join(str(n) for n in self.points())
        dice = "".join(str(d) for d in self._dice) or "-"
        head = str(self._head) if self._dice else "-"
        return f"{points} {self.turn} {dice} {self.borne_off(1)}:{self.borne_off(-1)} {head}"

    @classmethod
    def from_notation(cls, text: str) -> "Board":
        """Read :meth:`notation`; PositionError if it is malformed or impossible."""
        check_str("text", text)
        fields = text.split()
        if len(fields) != 5:
            raise PositionError("bad_fields", f"{text!r}: a position has 5 fields "
                                "(points side dice off head)", text=text)
        points_f, side_f, dice_f, off_f, head_f = fields
        try:
            points = [parse_number(p, -CHECKERS, CHECKERS, max_digits=2, signed=True)
                      for p in points_f.split(",")]
            turn = parse_number(side_f, -1, 1, max_digits=1, signed=True)
            off_parts = off_f.split(":")
            off = tuple(parse_number(p, 0, CHECKERS, max_digits=2) for p in off_parts)
        except NumberError as exc:
            raise PositionError("bad_number", f"{text!r}: {exc}", text=text) from None
        if len(points) != 24:
            raise PositionError("bad_points", f"{text!r}: there are 24 points", text=text)
        if turn == 0:
            raise PositionError("bad_turn", f"{text!r}: the side to move is 1 or -1", text=text)
        if len(off) != 2:
            raise PositionError("bad_off", f"{text!r}: borne off is written a:b", text=text)
        board = cls.from_points(points, turn, off)
        if dice_f == "-":
            if head_f != "-":
                raise PositionError("bad_head", f"{text!r}: no throw, so the head field is -", text=text)
            return board
        if (not 1 <= len(dice_f) <= 4 or any(ch not in "123456" for ch in dice_f)
                or (len(dice_f) > 2 and len(set(dice_f)) != 1)):
            raise PositionError("bad_dice", f"{text!r}: the unused dice are one to four digits 1-6 "
                                "(more than two only of a double), or -", text=text)
        if board.winner is not None:
            raise PositionError("bad_dice", f"{text!r}: the game is over, so there is no throw", text=text)
        dice = tuple(int(ch) for ch in dice_f)
        mine = board._sides[0 if turn == 1 else 1]
        first = (mine & 15) == CHECKERS and dice[0] in _FIRST_TURN_DOUBLES and len(set(dice)) == 1
        limit = 2 if first and len(dice) >= 2 else 1
        if head_f not in ("0", "1", "2") or int(head_f) > limit:
            raise PositionError("bad_head", f"{text!r}: the head field must be 0-{limit} here", text=text)
        if len(dice) in (2, 4) and (len(dice) == 4 or dice[0] != dice[1]):
            # A whole throw: the turn has just started, so the head allowance is known.
            if int(head_f) != _head_allowance(mine, dice[:2]):
                raise PositionError("bad_head", f"{text!r}: at the start of a turn the head field "
                                    f"is {_head_allowance(mine, dice[:2])}", text=text)
        board._dice = dice
        board._head = int(head_f)
        return board


def _dice_paths(dice: tuple[int, ...], r: int, t: int | None) -> list[tuple[int, ...]]:
    """The orders of two or more of ``dice`` that take a checker from route point ``r`` to ``t``
    (None: off the board) stopping on the board between: the larger die first."""
    out: list[tuple[int, ...]] = []
    ordered = tuple(sorted(dice, reverse=True))
    for k in range(2, len(ordered) + 1):
        for path in dict.fromkeys(permutations(ordered, k)):
            sums = list(accumulate(path))
            if r + sums[-2] >= 24:
                continue
            if (r + sums[-1] >= 24) if t is None else (r + sums[-1] == t):
                out.append(path)
    return out


def _dice_text(dice: tuple[int, ...]) -> str:
    return "-".join(str(d) for d in dice) if dice else "none"
