"""The board as plain text, and back again: the screen's board (the view draws
:func:`board_lines`), and the diagram of tests, bug reports and the REPL.

The layout is the seed's: points 1-12 along one side, 24-13 along the other,
each point's signed count under or over its number (``.`` for empty); the screen
turns it for white (13-24 on top, 12-1 below). :func:`draw` is black's view and a
status line::

        1   2   3   4   5   6 |  7   8   9  10  11  12
        .   .   .   .   .   . |  .   .   .   .   . -15
       15   .   .   .   .   . |  .   .   .   .   .   .
       24  23  22  21  20  19 | 18  17  16  15  14  13
    turn 1  dice -  off 0:0  head -

The screen marks the last turn's points as XII does: ``*`` before the point's
number (`` *7``, ``*18``), in the column each number has to spare.

:func:`parse` reads that back (marks and all). The status line is optional; when it is left
out (or a field is), the side to move is 1, there is no throw, and each side's
borne-off count is what its fifteen checkers lack on the board. Keyword
arguments override the status line (``dice`` throws for the side to move), so a
test can write ``parse(text, turn=-1, dice=(6, 6))``.
"""
from __future__ import annotations

from typing import Any, Callable, Iterable, Sequence

from framework.core.numbers import NumberError, parse_number
from games.nardy.board import CHECKERS, Board, PositionError

__all__ = ["board_lines", "draw", "parse", "last_turn_marks", "MARK"]

Style = Callable[[str, str], str]
#: Before the number of a point the last turn moved a checker from or to (no colour needed).
MARK = "*"

#: The points of the top and the bottom row as each player sees them (its head bottom left).
_LAYOUT = {
    1: (list(range(1, 13)), list(range(24, 12, -1))),     # black: head 24 bottom left
    -1: (list(range(13, 25)), list(range(12, 0, -1))),    # white: head 12 bottom left
}
_TOP, _BOTTOM = _LAYOUT[1]


def _plain(role: str, text: str) -> str:
    return text


def _row(values: Sequence[object], roles: Sequence[str] = (), style: Style = _plain) -> str:
    cells = [f"{str(v):>3}" for v in values]
    if roles:
        cells = [style(role, cell) if role else cell for cell, role in zip(cells, roles)]
    return "  " + " ".join(cells[:6]) + " |" + " ".join(cells[6:])


def last_turn_marks(turn: Iterable[Any]) -> frozenset[int]:
    """The board points a turn (its ``Played`` actions) moved checkers from and to; not "off"."""
    return frozenset(p for played in turn for p in (played.source, played.target)
                     if isinstance(p, int) and not isinstance(p, bool) and 1 <= p <= 24)


def board_lines(points: Sequence[int], player: int, *, marks: Iterable[int] = frozenset(),
                style: Style = _plain) -> list[str]:
    """The board as ``player`` (1 or -1) sees it: point numbers, counts, counts, point numbers.

    ``marks``: the points of the last turn (:func:`last_turn_marks`), as XII marks them: ``*`` before
    the point's number (which has a column to spare, so the board keeps its width), and in colour the
    number (role ``mark``) and its count (role ``marked``) highlighted.
    """
    top, bottom = _LAYOUT[player]
    marks = frozenset(marks)
    show = [str(n) if n else "." for n in points]

    def numbers(row: list[int]) -> str:
        return _row([f"{MARK}{p}" if p in marks else p for p in row], ["mark" if p in marks else "" for p in row],
                    style)

    def counts(row: list[int]) -> str:
        return _row([show[p - 1] for p in row], ["marked" if p in marks else "" for p in row], style)

    return [numbers(top), counts(top), counts(bottom), numbers(bottom)]


def draw(board: Board) -> str:
    """The board as five lines of text: black's view (:func:`board_lines`) and the status line."""
    dice = "".join(str(d) for d in board.dice) or "-"
    head = str(board.head_left) if board.dice else "-"
    return "\n".join(board_lines(board.points(), 1) + [
        f"turn {board.turn}  dice {dice}  off {board.borne_off(1)}:{board.borne_off(-1)}  head {head}"])


def _cells(line: str) -> list[str]:
    return line.replace("|", " ").replace(MARK, "").split()


def _count(token: str) -> int:
    if token == ".":
        return 0
    try:
        return parse_number(token, -CHECKERS, CHECKERS, max_digits=2, signed=True)
    except NumberError:
        raise PositionError("bad_diagram", f"{token!r} is not a count", token=token) from None


def parse(text: str, *, turn: int | None = None, dice: Sequence[int] | None = None,
          off: Sequence[int] | None = None) -> Board:
    """The Board drawn in ``text`` (see the module docstring)."""
    lines = [line for line in text.strip("\n").splitlines() if line.strip()]
    if len(lines) not in (4, 5):
        raise PositionError("bad_diagram", "a diagram has four board lines and a status line")
    if [_cells(lines[0]), _cells(lines[3])] != [[str(p) for p in _TOP], [str(p) for p in _BOTTOM]]:
        raise PositionError("bad_diagram", "the first and fourth lines are the point numbers")
    top, bottom = _cells(lines[1]), _cells(lines[2])
    if len(top) != 12 or len(bottom) != 12:
        raise PositionError("bad_diagram", "each row of counts has twelve points")
    points = [0] * 24
    for p, token in zip(_TOP, top):
        points[p - 1] = _count(token)
    for p, token in zip(_BOTTOM, bottom):
        points[p - 1] = _count(token)
    status = dict(zip(*[iter(lines[4].split())] * 2)) if len(lines) == 5 else {}
    if turn is None:
        turn = _count(status.get("turn", "1"))
    if off is None:
        if "off" in status:
            off = tuple(_count(n) for n in status["off"].split(":"))
        else:
            off = (CHECKERS - sum(n for n in points if n > 0), CHECKERS + sum(n for n in points if n < 0))
    if len(off) != 2:
        raise PositionError("bad_diagram", "off is written a:b")
    line = ",".join(str(n) for n in points)
    board = Board.from_notation(f"{line} {turn} {status.get('dice', '-')} {off[0]}:{off[1]} "
                                f"{status.get('head', '-')}")
    if dice is not None:
        board.roll(tuple(dice))
    return board
