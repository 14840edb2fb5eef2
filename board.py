"""The rules of Ludus duodecim scriptorum (H. J. R. Murray's reconstruction).

This module is the pure rules engine: no printing, no input, no randomness.
Dice throws are supplied from outside with :meth:`Board.roll`, so every game
can be seeded, replayed and tested.

Geometry
--------
Rows are ``0`` top, ``1`` middle, ``2`` bottom and columns ``0..11`` left to
right, as player I sees the board (player I sits below the bottom row).
Each player's course has 36 points numbered along the way:

=========  ==========================  ==========================
course p   player I                    player II (as I sees it)
=========  ==========================  ==========================
1-12       middle row, left to right   middle row, right to left
13-24      top row, right to left      bottom row, left to right
25-36      bottom row, left to right   top row, right to left
=========  ==========================  ==========================

Points 1-6 are the entry points, 31-36 are the home points I-VI.

Internally each player's pieces are counted in their *own* course
numbering, plus a bitmask of occupied points (bit p = course point p).
The same physical point in the other player's numbering is ``OPPOSITE[p]``.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import accumulate, product, repeat
from operator import is_
from typing import Container, NamedTuple, Sequence

from framework.core import errors as _errors
from framework.core.arguments import ArgumentTypeError, ArgumentValueError, check_bool, check_int
from framework.core.moves import equal_only_to_its_type
from framework.core.numbers import NumberError, parse_number
from framework.lang.words import OFF, PASS as PASS_WORDS, Words, fold

__all__ = [
    "Board", "Rules", "Move", "Command",
    "IllegalMoveError", "InvalidCommandError", "NotationError",
    "PLAYER_I", "PLAYER_II", "POINTS", "HOME", "cell_of", "point_at",
    "KEY_WAITING", "KEY_OFF", "KEY_CAPTURED", "KEY_SIDE",
    "swap_key", "key_bytes", "key_parts", "key_from_parts", "turn_keys", "ALIASES", "WORDS", "ROMAN", "point_name",
]

PLAYER_I, PLAYER_II = 0, 1
POINTS = 36                      # points on each player's course
HOME = 30                        # home points I-VI are course points HOME+1 .. HOME+6
MAX_STONES = 15

PLACE, MOVE, TAKE, PASS, YIELD = "place", "move", "take", "pass", "yield"


def _opposite(p: int) -> int:
    if p <= 12:
        return 13 - p
    if p <= 24:
        return p + 12
    return p - 12


#: ``OPPOSITE[p]``: the same physical point in the other player's course numbering.
OPPOSITE = (0,) + tuple(_opposite(p) for p in range(1, POINTS + 1))

# LIMIT[d]: the course points from which a piece can still move d points.
_LIMIT = tuple(((1 << (POINTS - d + 1)) - 2) if d else 0 for d in range(7))


def _chunk_table(offset: int) -> tuple[tuple[int, ...], ...]:
    # Built by doubling (each mask is a smaller one plus its highest bit): cheap at import.
    table: list[tuple[int, ...]] = [()]
    for i in range(12):
        table += [t + (offset + i,) for t in table]
    return tuple(table)


# Set bits of a course-point mask, twelve points at a time: bit p is point p.
_PTS_1, _PTS_13, _PTS_25 = _chunk_table(1), _chunk_table(13), _chunk_table(25)


def _points(mask: int) -> tuple[int, ...]:
    """The course points in ``mask``, ascending (table look-ups instead of a bit loop)."""
    m = mask >> 1
    return _PTS_1[m & 4095] + _PTS_13[(m >> 12) & 4095] + _PTS_25[m >> 24]


def _seat(value: object, name: str = "player") -> int:
    """``value`` if it is a seat 0 or 1 (the cheap test first: this guards every query)."""
    if value.__class__ is int and (value == 0 or value == 1):
        return value  # type: ignore[return-value]
    return check_int(name, value, 0, 1)


def _point(value: object, low: int = 1, high: int = POINTS, name: str = "point") -> int:
    """``value`` if it is a course point ``low``..``high``."""
    if value.__class__ is int and low <= value <= high:
        return value  # type: ignore[return-value]
    return check_int(name, value, low, high)


def cell_of(player: int, p: int) -> tuple[int, int]:
    """(row, column) of ``player``'s course point ``p`` as player I sees the board."""
    _seat(player)
    _point(p)
    if player == PLAYER_II:
        p = OPPOSITE[p]
    if p <= 12:
        return 1, p - 1
    if p <= 24:
        return 0, 24 - p
    return 2, p - 25


def point_at(player: int, row: int, col: int) -> int:
    """``player``'s course point at (row, column) as player I sees the board."""
    _seat(player)
    check_int("row", row, 0, 2)
    check_int("col", col, 0, 11)
    if row == 1:
        p = col + 1
    elif row == 0:
        p = 24 - col
    else:
        p = col + 25
    return OPPOSITE[p] if player == PLAYER_II else p


# --------------------------------------------------------------------- errors

class InvalidCommandError(_errors.InvalidActionError):
    """The text is not a well-formed command (syntax).

    ``code`` names the problem for a message catalogue, ``params`` fills it in.
    """

    def __init__(self, code: str, message: str, /, *, text: str, **params: object) -> None:
        super().__init__(code, f"{text!r}: {message}", **params)
        self.text = text


class IllegalMoveError(_errors.IllegalActionError):
    """A well-formed command that the rules do not allow now."""

    def __init__(self, code: str, message: str, /, *, command: str, **params: object) -> None:
        super().__init__(code, f"{command!r}: {message}", **params)
        self.command = command


class NotationError(_errors.NotationError):
    """A position in notation that is malformed or impossible."""

    def __init__(self, code: str, message: str, /, **params: object) -> None:
        super().__init__(code, message, **params)


# --------------------------------------------------------------------- values

@dataclass(frozen=True)
class Rules:
    """The options of a game. The defaults are Murray's rules with the project's rulings."""

    stones: int = MAX_STONES
    #: House rule: ``pass`` is allowed at any time, not only when no die can be used.
    free_pass: bool = False
    #: Bear off with die N from the point N before the end of the course (course 37-N)
    #: instead of from home point N (course 30+N).
    exact_bear_off: bool = False

    def __post_init__(self) -> None:
        # True is not a number of stones and 'no' is not a switch: both would be written into a
        # notation or a save that reads them differently.
        check_int("stones", self.stones, 1, MAX_STONES)
        check_bool("free_pass", self.free_pass)
        check_bool("exact_bear_off", self.exact_bear_off)

    def bear_off_point(self, die: int) -> int:
        """The course point a die of ``die`` bears off from."""
        check_int("die", die, 1, 6)
        return POINTS + 1 - die if self.exact_bear_off else HOME + die

    def bear_off_die(self, point: int) -> int:
        """The die that bears off from the home point ``point`` (the inverse of :meth:`bear_off_point`)."""
        _point(point, HOME + 1)
        return POINTS + 1 - point if self.exact_bear_off else point - HOME


@equal_only_to_its_type
class Move(NamedTuple):
    """One action: ``place``, ``move``, ``take`` or ``pass``.

    ``point`` is the course point of the mover the action starts from (for
    ``place`` the entry point), ``piece`` is the number of the first piece of
    the moved stack counted from the start of the course (``move`` only).
    ``str(move)`` is the canonical command text.
    """

    kind: str
    die: int = 0
    point: int = 0
    piece: int = 0

    def text(self) -> str:
        """The move's one text, the command ``place 3``, ``move 2 5``, ``take 4``, ``pass``: what records
        store. Reading it back needs the position (which point piece 2 stands on): :meth:`Board.parse`."""
        if self.kind == MOVE:
            return f"move {self.piece} {self.die}"
        if self.kind in (PASS, YIELD):
            return self.kind
        return f"{self.kind} {self.die}"

    __str__ = text

    @property
    def target(self) -> int:
        """The course point the piece lands on (0 for ``take`` and ``pass``)."""
        if self.kind == PLACE:
            return self.die
        if self.kind == MOVE:
            return self.point + self.die
        return 0


PASS_MOVE = Move(PASS)
#: Every throw of three dice, for a quick check in Board.roll.
_THROWS = frozenset((a, b, c) for a in range(1, 7) for b in range(1, 7) for c in range(1, 7))


def _splits(dice: tuple[int, ...]) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """Each distinct die of ``dice`` in order of first appearance, with the dice left after using it."""
    out = []
    for i, d in enumerate(dice):
        if d not in dice[:i]:
            out.append((d, dice[:i] + dice[i + 1:]))
    return tuple(out)


#: _SPLITS[dice] for every one, two or three dice: the order in which legal_moves lists the dice.
_SPLITS = {dice: _splits(dice) for n in (1, 2, 3) for dice in product(range(1, 7), repeat=n)}
#: _AFTER[dice][d]: the dice left after a die of d is used (the first one showing d).
_AFTER = {dice: dict(split) for dice, split in _SPLITS.items()}

_WORDS = {"place": 1, "move": 2, "take": 1, "pass": 0, "yield": 0}
_NUMBER = re.compile(r"[0-9]+", re.ASCII)

#: The commands' words in every language (the first of each language is the one screens show; the
#: English word always works, and every word without its diacritics too).
WORDS: dict[str, Words] = {
    "place": Words("place", "vlož vstup", "postaw", "поставь"),
    "move": Words("move", "táhni", "przesuń", "двигай"),
    "take": Words("take", "seber vyveď", "zdejmij", "сними"),
    "pass": PASS_WORDS,
}
#: Every word of another language (folded: see framework/lang/words.py) -> the English command it stands for.
ALIASES = {form: command for command, words in WORDS.items() for form in words.forms if form != command}
#: The home points as the board's rulers name them (I-VI are course points 31-36): the one table, which
#: the drawing (games/xii/render.py), the view and the refusals' words use too.
ROMAN = ("I", "II", "III", "IV", "V", "VI")
_ROMAN_POINT = {name.lower(): HOME + 1 + i for i, name in enumerate(ROMAN)}
#: ``13/18`` (from point, to point), ``13 5`` (from point, die), ``VI/off``: two parts.
_POINT_FORM = re.compile(r"(\S+?)\s*(/|\s)\s*(\S+)")


def point_name(p: object) -> str:
    """A course point as the board's rulers name it: 1-30, then the home points I-VI (anything else as
    it is, so a refusal's parameter that is already a name passes through)."""
    return ROMAN[p - HOME - 1] if isinstance(p, int) and HOME < p <= POINTS else str(p)


def _read_point(token: str, strict: bool = True) -> int | None:
    """A course point typed as a number 1-36 or a home point I-VI; None for a token that is neither a
    number nor a home point when not ``strict`` (the text is then not a point form at all)."""
    roman = _ROMAN_POINT.get(token.lower())
    if roman is not None:
        return roman
    try:
        return parse_number(token, 1, POINTS, max_digits=3)
    except NumberError as err:
        if err.code == "out_of_range":
            raise InvalidCommandError("bad_point", f"not a course point 1-{POINTS}", text=token,
                                      token=token[:8]) from None
        if not strict:
            return None
        raise InvalidCommandError("bad_point", "not a course point", text=token, token=token[:8]) from None


@dataclass(frozen=True)
class Command:
    """A parsed command, before the board resolves it into a :class:`Move`."""

    word: str
    numbers: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if not isinstance(self.word, str):
            raise ArgumentTypeError("word", self.word, "a command word")
        if self.word not in _WORDS:
            raise ArgumentValueError("word", self.word, "one of " + ", ".join(_WORDS))
        if not (isinstance(self.numbers, tuple) and all(n.__class__ is int for n in self.numbers)):
            raise ArgumentTypeError("numbers", self.numbers, "a tuple of whole numbers")
        if len(self.numbers) != _WORDS[self.word]:
            raise ArgumentValueError("numbers", self.numbers, f"{_WORDS[self.word]} numbers for {self.word}")

    @classmethod
    def parse(cls, text: str) -> "Command":
        """Parse command text; raise :class:`InvalidCommandError` for bad syntax."""
        if not isinstance(text, str):
            raise ArgumentTypeError("text", text, "a command as text")
        tokens = text.split()
        if not tokens:
            raise InvalidCommandError("empty", "empty command; try place, move, take, pass or yield", text=text)
        word = tokens[0].lower()
        if word not in _WORDS:
            raise InvalidCommandError("unknown_word",
                                      f"unknown command {tokens[0]!r}; try place, move, take, pass or yield",
                                      word=tokens[0], text=text)
        want = _WORDS[word]
        args = tokens[1:]
        usage = {"place": "place <point 1-6>", "move": "move <piece> <points 1-6>",
                 "take": "take <point 1-6>", "pass": "pass", "yield": "yield"}[word]
        if len(args) != want:
            raise InvalidCommandError("arguments",
                                      f"{word} takes {want} number{'s' if want != 1 else ''}: {usage}",
                                      word=word, usage=usage, count=want, text=text)
        numbers = []
        for i, token in enumerate(args):
            if not _NUMBER.fullmatch(token):
                raise InvalidCommandError("not_a_number",
                                          f"{token!r} is not a whole number; {usage}",
                                          token=token, usage=usage, text=text)
            lo, hi = (1, 10**9) if (word == "move" and i == 0) else (1, 6)
            # Python refuses int() of thousands of digits; anything that long is out of range anyway.
            digits = token.lstrip("0") or "0"
            value = int(digits) if len(digits) <= 30 else hi + 1
            if not lo <= value <= hi:
                what = "a piece number from 1" if hi > 6 else "a number from 1 to 6"
                raise InvalidCommandError("out_of_range",
                                          f"{token} is out of range: {usage} needs {what}",
                                          token=token, usage=usage, low=lo, high=hi, text=text)
            numbers.append(value)
        return cls(word, tuple(numbers))

    def __str__(self) -> str:
        return " ".join([self.word, *map(str, self.numbers)])


# -------------------------------------------------------------- position keys
#
# A position key is one int: the position seen from one side ("me", usually the
# side to move), small, immutable and usable as a dict key. Byte i of the int
# (little-endian) is slot i:
#
#   slot 0       my waiting pieces          slots 1-36  my pieces on my course points 1-36
#   slot 37      my borne-off pieces        slot 38     my captured pieces (slot 39 unused)
#   slots 40-79  the other side, the same way, on its own course numbering
#
# One step of a piece is one integer addition, equal positions are equal ints, and
# turning the board round (swap_key) is two shifts. Counts never exceed 15.

KEY_WAITING, KEY_OFF, KEY_CAPTURED = 0, 37, 38
#: Slots per side: the other side's slot ``i`` is slot ``KEY_SIDE + i``.
KEY_SIDE = 40
_HALF_BITS = 8 * KEY_SIDE
_HALF_MASK = (1 << _HALF_BITS) - 1
_KEY_BYTES = 2 * KEY_SIDE
_UNIT = tuple(1 << 8 * i for i in range(_KEY_BYTES))


def _check_key(key: object) -> None:
    """A key is an int of 80 byte slots (its contents are the caller's to get right)."""
    if key.__class__ is not int or key < 0 or key >> (8 * _KEY_BYTES):
        if isinstance(key, bool) or not isinstance(key, int):
            raise ArgumentTypeError("key", key, "a position key (a whole number)")
        raise ArgumentValueError("key", key, f"a position key from 0 to 2**{8 * _KEY_BYTES} - 1")


def _dice_in(dice: object, allowed: "Container[tuple[int, ...]]", what: str) -> tuple[int, ...]:
    """``dice`` as a tuple in ``allowed``, or the error that says why it is not ``what``."""
    if not isinstance(dice, (tuple, list)):
        raise ArgumentTypeError("dice", dice, f"{what} (a tuple)")
    dice = tuple(dice)
    if not all(d.__class__ is int for d in dice):
        raise ArgumentTypeError("dice", dice, f"{what}: whole numbers")
    if dice not in allowed:
        raise ArgumentValueError("dice", dice, what)
    return dice


def _check_dice(dice: object) -> tuple[int, ...]:
    """One to three dice 1-6 as a tuple."""
    return _dice_in(dice, _SPLITS, "one to three dice 1-6")


def _throw(dice: object) -> tuple[int, ...]:
    """``dice`` as a throw of three dice 1-6, or the error that says why it is not one."""
    return _dice_in(dice, _THROWS, "a throw of three dice 1-6")


def swap_key(key: int) -> int:
    """The same position seen from the other side."""
    _check_key(key)
    return (key >> _HALF_BITS) | ((key & _HALF_MASK) << _HALF_BITS)


def key_bytes(key: int) -> bytes:
    """The key's 80 slots as bytes: ``key_bytes(k)[p]`` is my count on point p (layout above)."""
    _check_key(key)
    return key.to_bytes(_KEY_BYTES, "little")


def key_parts(key: int) -> tuple:
    """``(mine, theirs, my_waiting, my_captured, my_off, their_waiting, their_captured, their_off)``.

    ``mine`` and ``theirs`` are 37-tuples of counts by course point in the owner's own
    numbering (index 0 unused): the layout of the computer player's ``evaluate.Pos``.
    """
    _check_key(key)
    b = key.to_bytes(_KEY_BYTES, "little")
    s = KEY_SIDE
    return ((0,) + tuple(b[1:37]), (0,) + tuple(b[s + 1:s + 37]), b[0], b[38], b[37],
            b[s], b[s + 38], b[s + 37])


def key_from_parts(mine: Sequence[int], theirs: Sequence[int], my_waiting: int, my_captured: int,
                   my_off: int, their_waiting: int, their_captured: int, their_off: int) -> int:
    """The key of a position given as :func:`key_parts` gives it (``mine[p]``, p = 1-36)."""
    for name, counts in (("mine", mine), ("theirs", theirs)):
        if not isinstance(counts, (tuple, list)):
            raise ArgumentTypeError(name, counts, "37 counts by course point (index 0 unused)")
        if len(counts) != POINTS + 1:
            raise ArgumentValueError(name, counts, f"{POINTS + 1} counts by course point (index 0 unused)")
        for n in counts:
            check_int(name, n, 0, MAX_STONES)
    for name, n in (("my_waiting", my_waiting), ("my_captured", my_captured), ("my_off", my_off),
                    ("their_waiting", their_waiting), ("their_captured", their_captured),
                    ("their_off", their_off)):
        check_int(name, n, 0, MAX_STONES)

    def half(counts: Sequence[int], waiting: int, captured: int, off: int) -> int:
        return int.from_bytes(bytes([waiting, *counts[1:POINTS + 1], off, captured, 0]), "little")
    return half(mine, my_waiting, my_captured, my_off) | (
        half(theirs, their_waiting, their_captured, their_off) << _HALF_BITS)


# What one die use adds to a key (the mover is always the low half):
# _STEP[d][p]: a piece from slot p to p + d (p = 0 is entering a waiting piece);
# _REENTER[d]: a captured piece onto entry point d; _OFF[p]: bearing off from p;
# _HIT[q]: the other side's lone piece on my point q is captured.
_STEP = ((),) + tuple(tuple(_UNIT[p + d] - _UNIT[p] for p in range(POINTS + 1 - d)) for d in range(1, 7))
_REENTER = (0,) + tuple(_UNIT[d] - _UNIT[KEY_CAPTURED] for d in range(1, 7))
_OFF = tuple(_UNIT[KEY_OFF] - _UNIT[p] for p in range(POINTS + 1))
_HIT = (0,) + tuple(_UNIT[KEY_SIDE + KEY_CAPTURED] - _UNIT[KEY_SIDE + OPPOSITE[q]] for q in range(1, POINTS + 1))
#: _BEAR_FROM[exact][d]: the course point a die of d bears off from (Rules.bear_off_point).
_BEAR_FROM = ((0,) + tuple(HOME + d for d in range(1, 7)), (0,) + tuple(POINTS + 1 - d for d in range(1, 7)))

# Byte -> '0'/'1' tables: a mask of points is read from the key's bytes in C (translate, int(.., 2)).
_IS_OCCUPIED = bytes(48 + (v > 0) for v in range(256))
_IS_LONE = bytes(48 + (v == 1) for v in range(256))
_IS_STACK = bytes(48 + (v >= 2) for v in range(256))


def _as_seen_by_other(b: bytes, s: int) -> bytes:
    """Counts ``b[s + 1 .. s + 36]`` of one side, reordered to the other side's points 36 down to 1."""
    return b[s + 24:s + 12:-1] + b[s + 36:s + 24:-1] + b[s + 1:s + 13]    # OPPOSITE, twelve at a time


def _masks(b: bytes) -> tuple[int, int, int]:
    """From a key's bytes: (my occupied points, points the other side blocks, its lone pieces), in my numbering."""
    occ = int(b[36:0:-1].translate(_IS_OCCUPIED), 2) << 1
    theirs = _as_seen_by_other(b, KEY_SIDE)
    return (occ, int(theirs.translate(_IS_STACK), 2) << 1, int(theirs.translate(_IS_LONE), 2) << 1)


# ------------------------------------------------------------ the turn generator

_ACTIONS: tuple | None = None


def _actions() -> tuple:
    """Shared Move values (built once, on first use): (places[d], moves[d][p][piece], takes[exact][d])."""
    global _ACTIONS
    if _ACTIONS is None:
        new = tuple.__new__
        places = tuple(new(Move, (PLACE, d, d, 0)) for d in range(7))
        moves = ((),) + tuple(
            tuple(tuple(new(Move, (MOVE, d, p, k)) for k in range(MAX_STONES + 1)) for p in range(POINTS + 1))
            for d in range(1, 7))
        takes = tuple(tuple(new(Move, (TAKE, d, _BEAR_FROM[x][d], 0)) for d in range(7)) for x in (0, 1))
        _ACTIONS = (places, moves, takes)
    return _ACTIONS


def _uses(key: int, b: bytes, occ: int, lone: int, waiting: int, captured: int, off: int, out: int,
          d: int, blocked: int, bear: int) -> list[tuple]:
    """Every single use of a die of ``d`` by the mover of ``key``, in the order of :meth:`Board.legal_moves`.

    The state is the key, its bytes ``b`` and what is kept beside it (``occ`` occupied points,
    ``lone`` the other side's lone pieces in my numbering, pieces waiting, captured, borne off
    and ``out`` not yet home); ``blocked`` is constant for the turn, ``bear`` the point a die of
    ``d`` bears off from. Each use is ``(key, kind, point, occ, lone, waiting, captured, off, out)``
    after it. Captured pieces re-enter before anything else moves; bearing off needs every
    piece home (waiting and captured ones count as not home).
    """
    uses = []
    if waiting or captured:
        if not blocked >> d & 1:
            k = key + (_REENTER[d] if captured else _STEP[d][0])
            lone2 = lone
            if lone >> d & 1:
                k += _HIT[d]
                lone2 = lone & ~(1 << d)
            if captured:
                uses.append((k, PLACE, d, occ | 1 << d, lone2, waiting, captured - 1, off, out))
            else:
                uses.append((k, PLACE, d, occ | 1 << d, lone2, waiting - 1, captured, off, out))
        if captured:
            return uses
    step = _STEP[d]
    for p in _points(occ & _LIMIT[d] & ~(blocked >> d)):
        q = p + d
        k = key + step[p]
        lone2 = lone
        if lone >> q & 1:
            k += _HIT[q]
            lone2 = lone & ~(1 << q)
        occ2 = (occ if b[p] > 1 else occ & ~(1 << p)) | 1 << q
        uses.append((k, MOVE, p, occ2, lone2, waiting, captured, off, out - 1 if p <= HOME < q else out))
    if not out and occ >> bear & 1:
        occ2 = occ if b[bear] > 1 else occ & ~(1 << bear)
        uses.append((key + _OFF[bear], TAKE, bear, occ2, lone, waiting, captured, off + 1, out))
    return uses


def _most_dice(key: int, occ: int, waiting: int, captured: int, off: int, out: int, dice: tuple[int, ...],
               need: int, blocked: int, bear: tuple[int, ...], stones: int) -> int:
    """How many of ``dice`` the mover can use one after another in some order (a win uses them all).

    Stops early once ``need`` is reached. Captures are not tracked: they never change
    what the mover can do within a turn.
    """
    if len(dice) == 1:
        # The last die: whether it has a use at all (as in _uses), without building the uses.
        d = dice[0]
        if waiting or captured:
            if not blocked >> d & 1:
                return 1
            if captured:
                return 0
        return 1 if occ & _LIMIT[d] & ~(blocked >> d) or not out and occ >> bear[d] & 1 else 0
    b = key.to_bytes(_KEY_BYTES, "little")
    best = 0
    for d, rest in _SPLITS[dice]:
        for k, _, _, occ2, _, w2, c2, off2, out2 in _uses(key, b, occ, 0, waiting, captured, off, out,
                                                           d, blocked, bear[d]):
            if off2 == stones:
                return len(dice)
            used = 1 + _most_dice(k, occ2, w2, c2, off2, out2, rest, need - 1, blocked, bear, stones) if rest else 1
            if used > best:
                best = used
                if best >= need:
                    return best
    return best


def turn_keys(key: int, dice: Sequence[int], stones: int, exact_bear_off: bool = False,
              free_pass: bool = False, turns: bool = True) -> dict[int, tuple[Move, ...] | None]:
    """Every distinct position the mover of ``key`` can end the turn in, with a turn that reaches it.

    TRUSTED: the caller guarantees that ``key`` is a legal position with ``stones``
    pieces a side, the mover (low half) to play and not yet won, and that ``dice``
    are one to three dice of 1-6. Nothing is checked; this is the search's fast path.
    :meth:`Board.legal_turns` is this function on the board's own key.

    The rules are those of :meth:`Board.legal_moves`: captured pieces re-enter first,
    bearing off only with every piece home, as many dice used as possible over every
    order (a win counts as using every die), blocked points constant within the turn.
    The resulting keys are still seen from the mover (``swap_key`` gives the opponent's
    view). Each turn is the Moves to play, ending with the pass move when dice are lost
    (with ``free_pass``, also every shorter turn that passes early). The order, and which
    of several equal turns is kept, follow a depth-first walk in ``legal_moves`` order.
    With ``turns=False`` the values are None and the walk skips building them (faster).
    The arguments' types and ranges are checked (cheap beside the walk); the position is not.
    """
    _check_key(key)
    dice = _check_dice(dice)
    check_int("stones", stones, 1, MAX_STONES)
    check_bool("exact_bear_off", exact_bear_off)
    check_bool("free_pass", free_pass)
    check_bool("turns", turns)
    b = key.to_bytes(_KEY_BYTES, "little")
    occ, blocked, lone = _masks(b)
    full = len(dice)
    bear = _BEAR_FROM[1 if exact_bear_off else 0]
    places, moves, takes = _actions()
    takes = takes[1 if exact_bear_off else 0]
    hit, step_of, off_of, limit, points, splits = _HIT, _STEP, _OFF, _LIMIT, _points, _SPLITS
    # found[n]: turns whose best continuation uses n dice, by resulting key -> (path, last move).
    found: list[dict[int, tuple | None]] = [{} for _ in range(full + 1)]
    # Transpositions: remaining dice -> {key: the most dice a turn through it uses}.
    seen: dict[tuple, dict[int, int]] = {}

    def walk(key: int, b: bytes, occ: int, lone: int, waiting: int, captured: int, off: int, out: int,
             dice: tuple, path: tuple) -> int:
        most = -1
        for d, rest in splits[dice]:
            if rest:
                sub = seen.get(rest)
                if sub is None:
                    sub = seen[rest] = {}
                for k, kind, p, occ2, lone2, w2, c2, off2, out2 in _uses(key, b, occ, lone, waiting, captured,
                                                                         off, out, d, blocked, bear[d]):
                    if off2 != stones:
                        got = sub.get(k)
                        if got is not None:         # reached before in another order: nothing new below
                            if got > most:
                                most = got
                            continue
                    # The move's piece number: 1 + my pieces behind its point (b: before the move).
                    move = ((moves[d][p][1 + sum(b[1:p])] if kind is MOVE
                             else places[d] if kind is PLACE else takes[d]) if turns else None)
                    if off2 == stones:              # a win ends the turn and counts as every die
                        got = full
                        res = found[full]
                        if k not in res:
                            res[k] = (path, move) if turns else None
                    else:
                        got = sub[k] = walk(k, k.to_bytes(_KEY_BYTES, "little"), occ2, lone2, w2, c2, off2,
                                            out2, rest, path + (move,) if turns else path)
                    if got > most:
                        most = got
                continue
            # The last die: every use ends the turn, so only the resulting key is needed
            # (the same uses as _uses, written out for speed).
            res = found[full]
            if waiting or captured:
                if not blocked >> d & 1:
                    k = key + (_REENTER[d] if captured else step_of[d][0])
                    if lone >> d & 1:
                        k += hit[d]
                    if k not in res:
                        res[k] = (path, places[d]) if turns else None
                    most = full
                if captured:
                    continue
            src = occ & limit[d] & ~(blocked >> d)
            if src:
                step = step_of[d]
                if not turns and not (src << d) & lone:
                    # No capture and no turns to record: every key at once, in C.
                    res.update(dict.fromkeys(map(key.__add__, map(step.__getitem__, points(src)))))
                else:
                    row = moves[d]
                    for p in points(src):
                        k = key + step[p]
                        if lone >> (p + d) & 1:
                            k += hit[p + d]
                        if k not in res:
                            res[k] = (path, row[p][1 + sum(b[1:p])]) if turns else None
                most = full
            if not out:
                s = bear[d]
                if occ >> s & 1:
                    k = key + off_of[s]
                    if k not in res:
                        res[k] = (path, takes[d]) if turns else None
                    most = full
        if most < 0:                                 # no die can be used: the rest are lost
            most = full - len(dice)
            res = found[most]
            if key not in res:
                res[key] = (path, PASS_MOVE) if turns else None
        elif free_pass:                              # the house rule: stopping here is a turn too
            res = found[most]
            if key not in res:
                res[key] = (path, PASS_MOVE) if turns else None
        return most

    out = stones - b[KEY_OFF] - sum(b[HOME + 1:POINTS + 1])
    best = walk(key, b, occ, lone, b[KEY_WAITING], b[KEY_CAPTURED], b[KEY_OFF], out, dice, ())
    if not turns:
        return found[best]
    return {k: path + (move,) for k, (path, move) in found[best].items()}


# ---------------------------------------------------------------------- board

def _enough_pieces(b1: int, e1: int, b2: int, e2: int, same: bool) -> bool:
    """True if, after any one piece moves, two remaining dice can still be used by distinct pieces.

    Per remaining die: ``b`` is the mask of points whose pieces can use it, ``e``
    the waiting pieces that can enter with it; ``same`` says the dice are equal.
    Within a turn, moves of different pieces never spoil each other: a target
    is blocked or open for the whole turn, and bearing off, once allowed, stays
    allowed. So if every remaining die has its own piece, all can be used.
    Stacks count as one piece, which only underestimates. Not valid while a
    piece is captured (only entering is allowed then).
    """
    n1 = b1.bit_count() + e1
    if same:
        return n1 >= 3
    return n1 >= 2 and b2.bit_count() + e2 >= 2 and (b1 | b2).bit_count() + max(e1, e2) >= 3


#: What Board._apply() says of a die use, for undo: the piece entered was a captured one; it captured.
_FROM_CAPTURED, _CAPTURED = 1, 2

#: _TABLES[exact][blocked]: Board._turn_tables() by the blocked mask (shared, they never change).
_TABLES: tuple[dict, dict] = ({}, {})


class Board:


    """A game of XII Scripta: the position, whose turn it is, the dice, and the history.

    >>> b = Board()
    >>> b.roll((1, 4, 6))
    >>> [str(m) for m in b.legal_moves()]
    ['place 1', 'place 4', 'place 6']
    """

    def __init__(self, rules: Rules | None = None) -> None:
        if rules is not None and not isinstance(rules, Rules):
            raise ArgumentTypeError("rules", rules, "a Rules or None")
        self.rules = rules or Rules()
        n = self.rules.stones
        self._pts = [[0] * (POINTS + 1), [0] * (POINTS + 1)]
        self._occ = [0, 0]
        # Per player, the points of their course the other side holds with two or more pieces
        # (in their own numbering): kept up to date by every step, so a turn needs no scan.
        self._blocked = [0, 0]
        self._waiting = [n, n]
        self._captured = [0, 0]
        self._off = [0, 0]
        self._outside = [n, n]      # pieces neither on home points I-VI nor borne off
        self._captures = [0, 0]     # captures made by each player (statistics)
        # Per player, first[p] = number of the first piece on point p (1 + pieces behind it), or None:
        # worked out when legal_moves needs it, kept up to date by moves, dropped by anything else.
        self._first: list[list[int] | None] = [None, None]
        self.turn = PLAYER_I
        self.winner: int | None = None
        self._dice: tuple[int, ...] = ()
        self._throw: tuple[int, ...] | None = None
        self._turn_moves: tuple[Move, ...] = ()
        self._history: list[tuple] = []
        self._tables: tuple | None = None     # _turn_tables(), for the current turn
        self._legal: list[Move] | None = None

    # ------------------------------------------------------------ queries
    @property
    def dice(self) -> tuple[int, ...]:
        """The unused dice of the current throw, in the order thrown (empty before the throw)."""
        return self._dice

    @property
    def throw(self) -> tuple[int, ...] | None:
        """The whole current throw, or None before the throw."""
        return self._throw

    @property
    def moves_this_turn(self) -> tuple[Move, ...]:
        """The actions played since the current throw (what the UI may take back)."""
        return self._turn_moves

    @property
    def game_over(self) -> bool:
        return self.winner is not None

    def count(self, player: int, point: int) -> int:
        """Pieces of ``player`` on their own course point ``point``."""
        _seat(player)
        _point(point)
        return self._pts[player][point]

    def waiting(self, player: int) -> int:
        """Pieces that have never entered the board."""
        _seat(player)
        return self._waiting[player]

    def captured(self, player: int) -> int:
        """Captured pieces that must re-enter before anything else moves."""
        _seat(player)
        return self._captured[player]

    def borne_off(self, player: int) -> int:
        _seat(player)
        return self._off[player]

    def on_board(self, player: int) -> int:
        _seat(player)
        return sum(self._pts[player])

    def captures(self, player: int) -> int:
        """How many enemy pieces ``player`` has captured in this game."""
        _seat(player)
        return self._captures[player]

    def remaining(self, player: int) -> int:
        """Pieces not yet borne off ("remaining stones")."""
        _seat(player)
        return self.rules.stones - self._off[player]

    def grid(self) -> list[list[int]]:
        """Three rows of twelve as player I sees them: ``+n`` player I's pieces, ``-n`` player II's."""
        rows = [[0] * 12 for _ in range(3)]
        for player, sign in ((PLAYER_I, 1), (PLAYER_II, -1)):
            pts = self._pts[player]
            for p in _points(self._occ[player]):
                r, c = cell_of(player, p)
                rows[r][c] = sign * pts[p]
        return rows

    def piece_number(self, player: int, point: int) -> int:
        """Number of the first piece of the stack on ``point`` (1 is the rearmost piece)."""
        _seat(player)
        _point(point)
        return 1 + sum(self._pts[player][1:point])

    def stack_of(self, player: int, piece: int) -> int | None:
        """Course point of ``player``'s ``piece``-th piece on the board, or None."""
        _seat(player)
        check_int("piece", piece, 1)
        total = 0
        pts = self._pts[player]
        for p in _points(self._occ[player]):
            total += pts[p]
            if piece <= total:
                return p
        return None

    # -------------------------------------------------------- notation
    def notation(self) -> str:
        """The position in one line; :meth:`from_notation` reads it back."""
        rows = []
        for row in self.grid():
            rows.append("".join("-" if v == 0 else chr(64 + v) if v > 0 else chr(96 - v) for v in row))
        dice = "".join(map(str, self._dice)) or "-"
        side = ("I", "II")[self.turn]
        stock = [f"{self._waiting[i]}/{self._captured[i]}/{self._off[i]}" for i in (0, 1)]
        return f"{'/'.join(rows)} {side} {dice} {stock[0]} {stock[1]}"

    @classmethod
    def from_notation(cls, text: str, rules: Rules | None = None) -> "Board":
        """Read a position written by :meth:`notation`.

        The number of stones comes from the position; other options from ``rules``.
        The history starts empty (:meth:`undo` cannot go behind this position).
        """
        def fail(why: str) -> NotationError:
            return NotationError("bad_notation", f"bad notation {text!r}: {why}")

        if not isinstance(text, str):
            raise ArgumentTypeError("text", text, "a position in notation (text)")
        if rules is not None and not isinstance(rules, Rules):
            raise ArgumentTypeError("rules", rules, "a Rules or None")
        fields = text.split()
        if len(fields) != 5:
            raise fail(f"expected 5 fields (rows, side, dice, player I, player II), found {len(fields)}")
        rows_text, side, dice_text, *stocks = fields
        rows = rows_text.split("/")
        if len(rows) != 3:
            raise fail(f"expected 3 rows separated by '/', found {len(rows)}")
        pts = [[0] * (POINTS + 1), [0] * (POINTS + 1)]
        for r, row in enumerate(rows):
            if len(row) != 12:
                raise fail(f"row {r + 1} has {len(row)} characters, expected 12")
            for c, ch in enumerate(row):
                if ch == "-":
                    continue
                if "A" <= ch <= "O":
                    pts[PLAYER_I][point_at(PLAYER_I, r, c)] = ord(ch) - 64
                elif "a" <= ch <= "o":
                    pts[PLAYER_II][point_at(PLAYER_II, r, c)] = ord(ch) - 96
                else:
                    raise fail(f"unknown character {ch!r} in row {r + 1}; use '-', A-O or a-o")
        if side not in ("I", "II"):
            raise fail(f"side to move must be I or II, not {side!r}")
        if dice_text == "-":
            dice: tuple[int, ...] = ()
        else:
            if not re.fullmatch(r"[1-6]{1,3}", dice_text, re.ASCII):
                raise fail(f"dice must be '-' or one to three digits 1-6, not {dice_text!r}")
            dice = tuple(int(ch) for ch in dice_text)
        stock = []
        for i, s in enumerate(stocks):
            m = re.fullmatch(r"([0-9]{1,2})/([0-9]{1,2})/([0-9]{1,2})", s, re.ASCII)
            if not m:
                raise fail(f"player {('I', 'II')[i]} must be waiting/captured/off, not {s!r}")
            stock.append(tuple(int(x) for x in m.groups()))
        totals = [sum(pts[i]) + sum(stock[i]) for i in (0, 1)]
        if totals[0] != totals[1]:
            raise fail(f"player I has {totals[0]} pieces but player II has {totals[1]}")
        if not 1 <= totals[0] <= MAX_STONES:
            raise fail(f"each player must have 1-{MAX_STONES} pieces, not {totals[0]}")
        finished = [stock[i][2] == totals[i] for i in (0, 1)]
        if all(finished):
            raise fail("both players have borne off every piece")
        if any(finished) and dice:
            raise fail("the game is over, so no dice can be left to play")
        base = rules or Rules()
        board = cls(Rules(stones=totals[0], free_pass=base.free_pass, exact_bear_off=base.exact_bear_off))
        board._pts = pts
        for i in (0, 1):
            board._occ[i] = sum(1 << p for p in range(1, POINTS + 1) if pts[i][p])
            board._blocked[i] = sum(1 << OPPOSITE[p] for p in range(1, POINTS + 1) if pts[1 - i][p] >= 2)
            board._waiting[i], board._captured[i], board._off[i] = stock[i]
            board._outside[i] = totals[i] - board._off[i] - sum(pts[i][HOME + 1:])
        board.turn = PLAYER_I if side == "I" else PLAYER_II
        board._dice = dice
        board._throw = dice or None
        if any(finished):
            board.winner = finished.index(True)
        return board

    def __repr__(self) -> str:
        if self.rules == Rules(stones=self.rules.stones):
            return f"Board.from_notation({self.notation()!r})"
        return f"Board.from_notation({self.notation()!r}, {self.rules!r})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Board):
            return NotImplemented
        return self._key() == other._key() and self.rules == other.rules

    __hash__ = None  # type: ignore[assignment]  # mutable

    def _key(self) -> tuple:
        return (tuple(self._pts[0]), tuple(self._pts[1]), tuple(self._waiting), tuple(self._captured),
                tuple(self._off), self.turn, self.winner, self._dice)

    def copy(self, history: bool = True) -> "Board":
        """An independent copy; with ``history=False`` it cannot undo behind this position."""
        check_bool("history", history)
        other = Board.__new__(Board)
        other.__dict__.update(self.__dict__)
        other._pts = [self._pts[0][:], self._pts[1][:]]
        other._occ = self._occ[:]
        other._blocked = self._blocked[:]
        other._waiting, other._captured = self._waiting[:], self._captured[:]
        other._off, other._outside, other._captures = self._off[:], self._outside[:], self._captures[:]
        other._history = self._history[:] if history else []
        other._legal = None
        other._first = [None, None]
        return other

    # ---------------------------------------------------------- history
    def _snapshot(self) -> tuple:
        return (self._pts[0][:], self._pts[1][:], self._occ[:], self._blocked[:], self._waiting[:], self._captured[:],
                self._off[:], self._outside[:], self._captures[:], self.turn, self.winner,
                self._dice, self._throw, self._turn_moves)

    def undo(self) -> None:
        """Take back the last :meth:`roll` or :meth:`play` (any number of times, across turns)."""
        if not self._history:
            raise IndexError("nothing to undo")
        entry = self._history.pop()
        self._first = [None, None]
        self._tables = None
        self._legal = None
        if len(entry) == 6:       # a die use or a pass: reverse it step by step
            pl, move, how, self._dice, self._throw, self._turn_moves = entry
            self.turn, self.winner = pl, None
            if how is not None:
                self._unapply(pl, move, how)
                if how & _CAPTURED:       # it captured: put the enemy piece back
                    op = 1 - pl
                    oq = OPPOSITE[move.target]
                    self._pts[op][oq] = 1
                    self._occ[op] |= 1 << oq
                    self._captured[op] -= 1
                    if oq > HOME:
                        self._outside[op] -= 1
                    self._captures[pl] -= 1
            return
        if len(entry) == 3:       # a throw: the position itself did not change
            self._dice, self._throw, self._turn_moves = entry
            return
        (p0, p1, self._occ, self._blocked, self._waiting, self._captured, self._off, self._outside, self._captures,
         self.turn, self.winner, self._dice, self._throw, self._turn_moves) = entry
        self._pts = [p0, p1]

    @property
    def can_undo(self) -> bool:
        return bool(self._history)

    @property
    def last_capture(self) -> int | None:
        """The point of the piece the last action captured, in its owner's course numbering; else None.

        Read from the history (so it follows :meth:`undo`): the landing point of the last
        die use is ``OPPOSITE`` of it. None after a throw, a pass, a resignation or a
        die use that captured nothing.
        """
        if not self._history:
            return None
        entry = self._history[-1]
        if len(entry) == 6 and entry[2] is not None and entry[2] & _CAPTURED:
            return OPPOSITE[entry[1].target]
        return None

    # ------------------------------------------------------------- play
    def roll(self, dice: Sequence[int]) -> None:
        """Begin the turn of the player to move with a throw of three dice, supplied from outside."""
        if self.winner is not None:
            raise IllegalMoveError("game_over", "the game is over", command="roll")
        if self._dice:
            raise IllegalMoveError("already_thrown",
                                   f"the dice are already thrown: {'-'.join(map(str, self._dice))}", command="roll")
        if not (dice.__class__ is tuple and len(dice) == 3 and dice[0].__class__ is int
                and dice[1].__class__ is int and dice[2].__class__ is int and dice in _THROWS):
            dice = _throw(dice)
        self._history.append((self._dice, self._throw, self._turn_moves))
        self._dice = self._throw = dice
        self._turn_moves = ()
        self._tables = None
        self._legal = None

    def legal_moves(self) -> list[Move]:
        """The actions legal now.

        Only the pass move when dice remain and none can be used; ``[]`` before a
        throw or after the end. A die use is legal only if it begins a sequence
        that uses as many of the remaining dice as possible.
        """
        if self._legal is None:
            self._legal = self._generate()
        return self._legal[:]

    def play(self, move: Move | str) -> Move:
        """Play an action (a :class:`Move` or command text); return the Move played.

        Raises :class:`InvalidCommandError` or :class:`IllegalMoveError`; a refused
        action leaves the position exactly as it was. ``yield`` resigns the game.
        """
        legal = self._legal
        if legal is None:
            legal = self._legal = self._generate()
        if move.__class__ is not Move:
            move = self.parse(move)
        kind, d, p, piece = move
        if not (type(d) is int and type(p) is int and type(piece) is int and type(kind) is str):
            raise ArgumentTypeError("move", move, "a Move: its kind text, its die, point and piece whole numbers")
        if kind == YIELD:
            return self._resign(move)
        # One of legal_moves()'s own values (the computer's, the adapter's) is found by identity at C speed;
        # only another Move equal to one goes through Move.__eq__ (Python's, equal only to a Move).
        if not any(map(is_, repeat(move), legal)) and move not in legal:
            raise self._refusal(move)
        pl = self.turn
        dice = self._dice
        if kind == PASS:
            self._history.append((pl, move, None, dice, self._throw, self._turn_moves))
            self._end_turn()
            return move
        how = self._apply(pl, kind, p, d)
        self._history.append((pl, move, how, dice, self._throw, self._turn_moves))
        self._dice = dice = _AFTER[dice][d]
        self._turn_moves += (move,)
        self._legal = None
        if self._off[pl] == self.rules.stones:
            self.winner = pl
            self._dice = ()
        elif not dice:
            self._end_turn()
        return move

    def _resign(self, move: Move) -> Move:
        self.resign(self.turn)
        return move

    def resign(self, player: int) -> None:
        """``player`` gives up, whoever is to move (over the network a player whose connection stayed
        away past the grace period loses this way when the other claims the game); undo takes it back."""
        _seat(player)
        if self.winner is not None:
            raise IllegalMoveError("game_over", "the game is over", command="yield")
        self._history.append(self._snapshot())
        self.winner = 1 - player
        self._dice = ()
        self._legal = None

    def _end_turn(self) -> None:
        self.turn = 1 - self.turn
        self._dice = ()
        self._throw = None
        self._turn_moves = ()
        self._tables = None
        self._legal = None

    def parse(self, text: str) -> Move:
        """Resolve text into a Move in this position; the rules' legality is checked by play.

        Raises InvalidCommandError for text that is no command, and IllegalMoveError
        where reading the text needs the position and it refuses: a point form
        naming a point without a piece of the mover's (``no_piece_on``) or bearing
        off from a point outside home (``off_from_home``).

        The one place where typed text becomes a move: the commands (``place N``,
        ``move K N``, ``take N``, ``pass``, ``yield``, or their words in another
        language, :data:`WORDS`: ``vlož``, ``postaw``, ``поставь`` ...), and the forms by point, which
        do not shift as pieces move: ``13/18`` (from point, to point), ``13 5``
        (from point, by a die), ``VI/off`` (``VI/ven``: bear off; points 1-30 and the home
        points I-VI or 31-36, the mover's own). ``yield`` gives ``Move('yield')``.
        """
        if isinstance(text, str):
            words = text.split()
            first = fold(words[0]) if words else ""
            if first in ALIASES:
                text = " ".join([ALIASES[first]] + words[1:])
            elif first not in _WORDS:
                m = _POINT_FORM.fullmatch(text.strip())
                src = None if m is None else _read_point(m[1], strict=False)
                if src is not None:
                    return self._parse_by_point(text, m, src)
        cmd = Command.parse(text)
        if cmd.word == YIELD:
            return Move(YIELD)
        if cmd.word == PASS:
            return PASS_MOVE
        if cmd.word == PLACE:
            return Move(PLACE, cmd.numbers[0], cmd.numbers[0])
        if cmd.word == TAKE:
            die = cmd.numbers[0]
            return Move(TAKE, die, self.rules.bear_off_point(die))
        k, die = cmd.numbers
        p = self.stack_of(self.turn, k)
        if p is None:
            # Keep the requested number so the refusal can name it.
            return Move(MOVE, die, 0, k)
        return Move(MOVE, die, p, self.piece_number(self.turn, p))

    def _parse_by_point(self, text: str, m: re.Match, src: int) -> Move:
        """``13/18``, ``13 5`` or ``VI/off`` from point ``src`` (``m``: from, the separator, to or die) as the
        mover's Move."""
        seat = self.turn
        if m[3] in OFF:
            if src <= HOME:
                raise IllegalMoveError("off_from_home", f"bearing off is only from the home points, not from {src}",
                                       command=text, point=point_name(src))
            return Move(TAKE, self.rules.bear_off_die(src), src)
        if m[2] == "/":
            to = _read_point(m[3])
            die = to - src
            if not 1 <= die <= 6:
                raise InvalidCommandError("distance", f"from {src} to {to} is {die} points, not a die's 1-6",
                                          text=text, src=point_name(src), to=point_name(to), count=die)
        else:
            try:
                die = parse_number(m[3], 1, 6, max_digits=3)
            except NumberError as err:
                code = "out_of_range" if err.code == "out_of_range" else "not_a_number"
                raise InvalidCommandError(code, f"{m[3]!r} is not a die 1-6", text=text, token=m[3][:8],
                                          word="point", usage="point", low=1, high=6) from None
        if self.count(seat, src) == 0:
            raise IllegalMoveError("no_piece_on", f"no piece of the mover on point {src}", command=text,
                                   point=point_name(src))
        return Move(MOVE, die, src, self.piece_number(seat, src))

    # ---------------------------------------------------------- internals
    def _blocked_mask(self) -> int:
        """Points of the mover's course held by two or more enemy pieces.

        Constant during a turn: the mover's captures only take lone pieces.
        """
        return (self._tables or self._turn_tables())[0]

    def _first_piece(self, pl: int) -> list[int]:
        """``first[p]``: the number of the first piece on point p (kept in ``_first`` until it changes)."""
        first = self._first[pl] = list(accumulate(self._pts[pl], initial=1))
        return first

    def _turn_tables(self) -> tuple:
        """What stays the same for the whole turn, worked out once per turn.

        ``(blocked, sources, places, moves, takes, bear)``: the blocked mask; per die d,
        the points a piece could move d from if it stood there (targets open, on the
        course); the shared Move values; the point each die bears off from.
        """
        blocked = self._blocked[self.turn]
        exact = 1 if self.rules.exact_bear_off else 0
        tables = _TABLES[exact].get(blocked)
        if tables is None:
            places, moves, takes = _ACTIONS or _actions()
            lim = _LIMIT
            sources = (0, lim[1] & ~(blocked >> 1), lim[2] & ~(blocked >> 2), lim[3] & ~(blocked >> 3),
                       lim[4] & ~(blocked >> 4), lim[5] & ~(blocked >> 5), lim[6] & ~(blocked >> 6))
            tables = (blocked, sources, places, moves, takes[exact], _BEAR_FROM[exact])
            if len(_TABLES[exact]) < 4096:       # the opponent's stacks take few shapes in a game
                _TABLES[exact][blocked] = tables
        self._tables = tables
        return tables

    def _apply(self, pl: int, kind: str, p: int, d: int) -> int:
        """Carry out one die use for ``pl``, capturing a lone enemy piece.

        Returns what :meth:`_unapply` needs besides the Move, as a small int kept in the
        history (cheaper than a tuple): ``_FROM_CAPTURED`` | ``_CAPTURED``.
        """
        me = self._pts[pl]
        op = 1 - pl
        how = 0
        if kind == PLACE:
            if self._captured[pl]:
                self._captured[pl] -= 1
                how = _FROM_CAPTURED
            else:
                self._waiting[pl] -= 1
            q = d
            self._first[pl] = None
        else:
            n = me[p] - 1
            me[p] = n
            if n < 2:
                if n:
                    self._blocked[op] &= ~(1 << OPPOSITE[p])     # a stack of two is a lone piece now
                else:
                    self._occ[pl] &= ~(1 << p)
            first = self._first[pl]
            if kind == TAKE:
                self._off[pl] += 1
                if first is not None:
                    for x in range(p + 1, POINTS + 2):
                        first[x] -= 1
                return 0
            q = p + d
            if first is not None:       # one piece fewer behind the points it passed
                for x in range(p + 1, q + 1):
                    first[x] -= 1
            if p <= HOME < q:
                self._outside[pl] -= 1
        n = me[q] + 1
        me[q] = n
        oq = OPPOSITE[q]
        if n == 1:
            self._occ[pl] |= 1 << q
        elif n == 2:
            self._blocked[op] |= 1 << oq
        opp = self._pts[op]
        if opp[oq] == 1:
            opp[oq] = 0
            self._occ[op] &= ~(1 << oq)
            self._first[op] = None
            self._captured[op] += 1
            if oq > HOME:
                self._outside[op] += 1
            self._captures[pl] += 1
            return how | _CAPTURED
        return how

    def _unapply(self, pl: int, move: Move, how: int) -> None:
        """Reverse the mover's side of a step made with :meth:`_apply` (captures are undone by the caller)."""
        kind, d, p, _ = move
        me = self._pts[pl]
        if kind == TAKE:
            self._off[pl] -= 1
        else:
            q = d if kind == PLACE else p + d
            me[q] -= 1
            if me[q] < 2:
                if me[q]:
                    self._blocked[1 - pl] &= ~(1 << OPPOSITE[q])
                else:
                    self._occ[pl] &= ~(1 << q)
            if kind == PLACE:
                if how & _FROM_CAPTURED:
                    self._captured[pl] += 1
                else:
                    self._waiting[pl] += 1
                return
            if p <= HOME < q:
                self._outside[pl] += 1
        me[p] += 1
        self._occ[pl] |= 1 << p
        if me[p] == 2:
            self._blocked[1 - pl] |= 1 << OPPOSITE[p]

    def _generate(self) -> list[Move]:
        """All legal actions now (see :meth:`legal_moves`).

        Each distinct die's options come from bitmasks, as shared Move values. A
        candidate is legal if it begins a sequence using as many dice as possible.
        The common case is settled in bulk by counting each die's pieces; then per die
        (:func:`_enough_pieces`); the rest candidate by candidate in :meth:`_keep_longest`.
        """
        dice = self._dice
        if not dice or self.winner is not None:
            return []
        blocked, sources, places, table, takes, bear = self._tables or self._turn_tables()
        pl = self.turn
        pts = self._pts[pl]
        captured = self._captured[pl]
        waiting = self._waiting[pl]
        occ = self._occ[pl]
        home_free = not self._outside[pl]
        if len(dice) == 1:
            # One die: every use of it is legal.
            d = dice[0]
            if captured:
                moves = [places[d]] if not blocked >> d & 1 else []
            else:
                moves = [places[d]] if waiting and not blocked >> d & 1 else []
                board = occ & sources[d]
                if board:
                    first = self._first[pl] or self._first_piece(pl)
                    row = table[d]
                    for p in _points(board):     # a plain loop: cheaper than a comprehension in 3.11
                        moves.append(row[p][first[p]])
                if home_free and pts[bear[d]]:
                    moves.append(takes[d])
            if not moves:
                return [PASS_MOVE]
            if self.rules.free_pass:
                moves.append(PASS_MOVE)
            return moves
        splits = _SPLITS[dice]
        n = len(dice)
        first = None
        if not captured:
            # The common case in one pass: every die has a piece more than the other dice
            # need, whichever piece moves first, so every candidate can be followed by the rest.
            result = []
            least = MAX_STONES
            for d, _ in splits:
                board = occ & sources[d]
                k = 0
                if waiting and not blocked >> d & 1:
                    result.append(places[d])
                    k = waiting
                if board:
                    if first is None:
                        first = self._first[pl] or self._first_piece(pl)
                    row = table[d]
                    for p in _points(board):
                        result.append(row[p][first[p]])
                if home_free and pts[bear[d]]:
                    result.append(takes[d])
                    board |= 1 << bear[d]
                k += board.bit_count()
                if k < least:
                    least = k
            if not result:
                return [PASS_MOVE]
            if least > n - 1 or len(result) == 1:      # (a lone candidate begins every sequence)
                if self.rules.free_pass:
                    result.append(PASS_MOVE)
                return result
        groups: list[tuple] = []   # per distinct die with a use: (die, the other dice, start, end in result)
        pieces = [0] * 7           # per die: mask of points whose pieces can use it
        enters = [0] * 7           # per die: waiting pieces that can enter with it
        if captured:
            result = []
            least = MAX_STONES     # the fewest pieces any die has
            for d, rest in splits:
                board = occ & sources[d]
                if not blocked >> d & 1:    # only re-entering: nothing else moves
                    groups.append((d, rest, len(result), len(result) + 1))
                    result.append(places[d])
                    enters[d] = waiting
                pieces[d] = board           # for counting what the other dice can do once it is in
                k = board.bit_count() + enters[d]
                if k < least:
                    least = k
            if not result:
                return [PASS_MOVE]
            if captured == 1:
                settled = least >= n - 1    # entering the piece takes none from the other dice
            else:
                settled = captured >= n     # every die enters on its own (or is lost on its own)
            if settled or len(result) == 1:     # (a lone candidate begins every sequence)
                if self.rules.free_pass:
                    result.append(PASS_MOVE)
                return result
        else:
            # The first pass listed the candidates die by die: find each die's share of them.
            end = 0
            for d, rest in splits:
                board = occ & sources[d]
                start = end
                if waiting and not blocked >> d & 1:
                    end += 1
                    enters[d] = waiting
                end += board.bit_count()
                if home_free and pts[bear[d]]:
                    end += 1
                    board |= 1 << bear[d]
                pieces[d] = board
                if end > start:
                    groups.append((d, rest, start, end))
        # Settle each die's candidates in bulk where distinct pieces remain for the other dice.
        free = []
        for d, rest, _, _ in groups:
            if n == 2:
                r = rest[0]
                if captured:
                    # The last captured piece enters: no piece leaves.
                    free.append(pieces[r].bit_count() + enters[r] >= 1)
                else:
                    free.append(pieces[r].bit_count() + enters[r] >= 2)
                continue
            r1, r2 = rest
            if not captured:
                free.append(_enough_pieces(pieces[r1], enters[r1], pieces[r2], enters[r2], r1 == r2))
            elif captured == 1:
                # Distinct pieces for the other two dice; nothing leaves, so each count gets
                # one phantom piece to match _enough_pieces, which allows for one leaving.
                free.append(_enough_pieces(pieces[r1], enters[r1] + 1, pieces[r2], enters[r2] + 1, r1 == r2))
            else:
                # Two captured (three settled above): the other enters with one of the other dice;
                # the last die then moves a piece on the board, enters a waiting one, or moves
                # either piece just in.
                free.append(any(not blocked >> a & 1 and (pieces[z] or enters[z] or not blocked >> (d + z) & 1
                                                          or not blocked >> (a + z) & 1)
                                for a, z in ((r1, r2), (r2, r1))))
        if not all(free):
            result = self._keep_longest(pl, dice, result, groups, free, blocked, pieces, enters)
        if self.rules.free_pass:
            result.append(PASS_MOVE)
        return result

    def _keep_longest(self, pl: int, dice: tuple[int, ...], candidates: list[Move], groups: list[tuple],
                      free: list[bool], blocked: int, pieces: list[int], enters: list[int]) -> list[Move]:
        """The candidates that begin a sequence using as many dice as possible.

        Groups marked ``free`` are known to use every die. For the others, a
        candidate is settled by counting (as in :func:`_enough_pieces`) the pieces
        left for the other dice: the others less the one it moves, plus that piece
        where it lands. The rest are searched on the position's key (:func:`_uses`
        gives each candidate's result, in the same order; :func:`_most_dice` counts on).
        """
        need = len(dice) - 1
        scores: list[int] = []     # per candidate, in order (the groups follow the candidates)
        stones = self.rules.stones
        bear = _BEAR_FROM[1 if self.rules.exact_bear_off else 0]
        pts = self._pts[pl]
        captured = self._captured[pl]
        key = b = None
        for (d, rest, start, end), is_free in zip(groups, free):
            if is_free:
                scores += [need] * (end - start)
                continue
            uses = None
            r1 = rest[0]
            r2 = rest[1] if len(rest) == 2 else 0
            for i in range(start, end):
                if captured <= 1:
                    # The other dice's pieces, less the one this candidate moves (with one
                    # captured piece, entering it frees the others and costs no waiting piece),
                    # plus the moved piece itself where it lands, for the dice it can go on with.
                    kind, _, p, _ = candidates[i]
                    if kind == PLACE:
                        gone, land, less = 0, d, 0 if captured else 1
                    else:
                        gone, land, less = (1 << p) if pts[p] == 1 else 0, p + d if kind == MOVE else 0, 0
                    b1 = pieces[r1] & ~gone
                    if land and land + r1 <= POINTS and not (blocked >> (land + r1)) & 1:
                        b1 |= 1 << land
                    e1 = enters[r1] - less if enters[r1] else 0
                    if not r2:
                        ok = b1.bit_count() + e1 >= 1
                    elif r1 == r2:
                        ok = b1.bit_count() + e1 >= 2
                    else:
                        b2 = pieces[r2] & ~gone
                        if land and land + r2 <= POINTS and not (blocked >> (land + r2)) & 1:
                            b2 |= 1 << land
                        e2 = enters[r2] - less if enters[r2] else 0
                        ok = (b1.bit_count() + e1 >= 1 and b2.bit_count() + e2 >= 1
                              and (b1 | b2).bit_count() + (e1 if e1 > e2 else e2) >= 2)
                    if ok:
                        scores.append(need)
                        continue
                if uses is None:
                    if key is None:
                        key = self._half(pl)        # the mover's half: captures do not matter here
                        b = key.to_bytes(_KEY_BYTES, "little")
                    uses = _uses(key, b, self._occ[pl], 0, self._waiting[pl], captured, self._off[pl],
                                 self._outside[pl], d, blocked, bear[d])
                k, _, _, occ2, _, w2, c2, off2, out2 = uses[i - start]
                if off2 == stones:
                    scores.append(need)      # winning uses every die there is to use
                else:
                    scores.append(_most_dice(k, occ2, w2, c2, off2, out2, rest, need, blocked, bear, stones))
        best = max(scores)
        return [m for m, s in zip(candidates, scores) if s == best]

    def _refusal(self, move: Move) -> IllegalMoveError:
        """Explain in words why ``move`` is not legal now."""
        text = str(move) if move.kind != MOVE or move.point else f"move {move.piece} {move.die}"
        pl = self.turn
        if self.winner is not None:
            return IllegalMoveError("game_over", "the game is over", command=text)
        if not self._dice:
            return IllegalMoveError("no_throw", "throw the dice first", command=text)
        if move.kind == PASS:
            example = str(self._legal[0]) if self._legal else ""
            return IllegalMoveError("must_play", f"you can still use a die, for example {example!r}",
                                    example=example, command=text)
        if move.die not in self._dice:
            shown = ", ".join(map(str, self._dice))
            return IllegalMoveError("no_die", f"no die shows {move.die} (unused dice: {shown})",
                                    die=move.die, dice=self._dice, command=text)
        blocked = self._blocked_mask()
        if move.kind == PLACE:
            if not (self._waiting[pl] or self._captured[pl]):
                return IllegalMoveError("nothing_to_enter", "you have no piece waiting to enter", command=text)
            if (blocked >> move.die) & 1:
                return IllegalMoveError("blocked",
                                        f"point {move.die} is held by two or more enemy pieces",
                                        point=move.die, command=text)
        elif self._captured[pl]:
            return IllegalMoveError("captured_first", "re-enter your captured piece first", command=text)
        elif move.kind == MOVE:
            if not move.point:
                n = self.on_board(pl)
                return IllegalMoveError("no_piece",
                                        f"you have {n} piece{'s' if n != 1 else ''} on the board, not {move.piece}",
                                        piece=move.piece, count=n, command=text)
            q = move.point + move.die
            if q > POINTS:
                return IllegalMoveError("past_end",
                                        f"that would go past the end of the course (point {move.point} + {move.die} > {POINTS})",
                                        point=move.point, die=move.die, command=text)
            if (blocked >> q) & 1:
                return IllegalMoveError("blocked", f"point {q} is held by two or more enemy pieces", point=q, command=text)
        elif move.kind == TAKE:
            if self._outside[pl]:
                return IllegalMoveError("not_home", "bearing off needs all your pieces on I-VI",
                                        outside=self._outside[pl], command=text)
            if not self._pts[pl][move.point]:
                return IllegalMoveError("no_piece_at",
                                        f"you have no piece on point {move.point - HOME} (I-VI)",
                                        point=move.point, command=text)
        else:
            return IllegalMoveError("unknown", f"{text!r} is not an action", command=text)
        return IllegalMoveError("unused_die", "that would leave a playable die unused", command=text)

    # ------------------------------------------------------------ turns
    def legal_turns(self) -> list[tuple[Move, ...]]:
        """Every distinct way to finish the current turn, duplicates by result removed.

        Each turn ends the turn: if dice remain that cannot be used, it ends with the pass move.
        The search runs on the position's key (:func:`turn_keys`).
        """
        return list(self.legal_turn_keys().values())

    def legal_turn_keys(self) -> dict[int, tuple[Move, ...]]:
        """:meth:`legal_turns` by result: the key each turn ends in (seen from the mover) -> the turn.

        What the computer player searches from: the same generator, with the positions it reaches.
        """
        if self.winner is not None or not self._dice:
            return {}
        rules = self.rules
        return turn_keys(self.key(), self._dice, rules.stones, rules.exact_bear_off, rules.free_pass)

    def key(self, player: int | None = None) -> int:
        """The position as a key (see "position keys"), seen from ``player`` (default: the side to move).

        Whose turn it is, the dice and the history are not part of it.
        """
        me = self.turn if player is None else _seat(player)
        return self._half(me) | self._half(1 - me) << _HALF_BITS

    def _half(self, pl: int) -> int:
        """One side's half of a key: waiting, points 1-36, borne off, captured."""
        return (int.from_bytes(bytes(self._pts[pl]), "little") + self._waiting[pl]
                + (self._off[pl] << 8 * KEY_OFF) + (self._captured[pl] << 8 * KEY_CAPTURED))
