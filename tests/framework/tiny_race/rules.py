"""The tiny race's rules, pure: positions are values, a move makes a new one, a refusal is a GameError.

Each side has two pawns on squares 0 (the start) to :data:`HOME`. The side to move throws one die, then
moves one of its pawns not yet home that many squares (past home is home): a move is named by the square
the pawn leaves. The first side with both pawns home wins. Every throw can be used (a pawn not home can
always move), and every move brings a pawn nearer home, so a game ends within 4 x HOME turns.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from framework.core.errors import IllegalActionError, NotationError
from framework.core.numbers import parse_number

#: The square a pawn races to.
HOME = 8
#: Each side's pawns.
PAWNS = 2
#: The sides' names in the notation.
SIDES = ("I", "II")


@dataclass(frozen=True)
class Race:
    """A position: each side's pawns (their squares, ascending), the side to move, the die thrown (None: not
    thrown yet)."""

    pawns: tuple[tuple[int, ...], tuple[int, ...]] = ((0,) * PAWNS, (0,) * PAWNS)
    mover: int = 0
    die: int | None = None

    @property
    def winner(self) -> int | None:
        return next((side for side in (0, 1) if all(p == HOME for p in self.pawns[side])), None)


def moves(race: Race) -> list[int]:
    """The squares the mover may move a pawn from with the die thrown (none before the throw or at the end)."""
    if race.die is None or race.winner is not None:
        return []
    return sorted({square for square in race.pawns[race.mover] if square < HOME})


def moved(pawns: tuple[int, ...], square: int, die: int) -> tuple[int, ...]:
    """``pawns`` after the one on ``square`` moves ``die`` squares on (past home is home)."""
    rest = list(pawns)
    rest.remove(square)
    return tuple(sorted(rest + [min(HOME, square + die)]))


def throw(race: Race, die: int) -> Race:
    if race.winner is not None:
        raise IllegalActionError("game_over", "the game is over")
    if race.die is not None:
        raise IllegalActionError("already_thrown", "the die is already thrown")
    return replace(race, die=die)


def move(race: Race, square: int) -> Race:
    """The position after the mover moves its pawn from ``square``; IllegalActionError if it may not."""
    if race.winner is not None:
        raise IllegalActionError("game_over", "the game is over")
    if race.die is None:
        raise IllegalActionError("no_throw", "throw the die first")
    if square not in moves(race):
        raise IllegalActionError("no_pawn", f"no pawn of yours to move on square {square}", square=square)
    pawns = list(race.pawns)
    pawns[race.mover] = moved(race.pawns[race.mover], square, race.die)
    after = Race((pawns[0], pawns[1]), race.mover, None)
    return after if after.winner is not None else replace(after, mover=1 - race.mover)


def notation(race: Race) -> str:
    """``0,3 1,8 II 4``: side I's pawns, side II's, the side to move, the die (``-``: not thrown)."""
    die = "-" if race.die is None else str(race.die)
    return f"{','.join(map(str, race.pawns[0]))} {','.join(map(str, race.pawns[1]))} {SIDES[race.mover]} {die}"


def from_notation(text: str) -> Race:
    """The position written by :func:`notation`; NotationError if it is none."""
    fields = text.split() if isinstance(text, str) else []
    try:
        first, second, side, die = fields
        pawns = tuple(tuple(sorted(parse_number(p, 0, HOME) for p in part.split(","))) for part in (first, second))
        thrown = None if die == "-" else parse_number(die, 1, 6)
        mover = SIDES.index(side)
    except ValueError:
        raise NotationError("bad_position", f"{text!r} is not a position like '0,3 1,8 II 4'", text=text) from None
    if any(len(p) != PAWNS for p in pawns):
        raise NotationError("bad_position", f"{text!r} is not a position like '0,3 1,8 II 4'", text=text)
    return Race((pawns[0], pawns[1]), mover, thrown)
