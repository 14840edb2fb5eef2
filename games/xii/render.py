"""Drawing the board as text, from either seat, and reading such drawings back.

Pure functions: a grid in (as :meth:`board.Board.grid` gives it: three rows of
twelve as player I sees them, ``+n`` player I's pieces, ``-n`` player II's) and
lines of text out. Colour is not decided here: a ``style(role, text)`` callable
from the terminal module wraps the parts that may be coloured, so the same
drawing serves a colour terminal, a pipe and the tests.

The glyphs carry the meaning without colour: player I's stacks are digits
(1-15), player II's are letters (A = 1 ... O = 15), an empty point is ``_``.
Each cell is four columns wide with the glyph right-aligned, so every height
reads unambiguously and the columns stay aligned; a gap separates the halves
of each row, as in the seed's drawings (``_ _ _ _ _ _   _ _ _ _ _ _``).

Player II sits opposite player I, so their view is turned 180 degrees: each
player sees their own course the same way (entry points 1-6 on the left of
the middle row, home points I-VI on the right of the bottom row).

The compact drawing (``compact=True``, for terminals narrower than the full
drawing) keeps the same rows, rulers and arrows with three columns a point:
the mark column, then the glyph (``*15``, `` _ ``); a ruler's name stands
over its glyph, ``II`` moved one column left where ``III`` follows it, so
every name keeps a space on each side.
"""
from __future__ import annotations

import re
from typing import Callable, Sequence

from board import point_name

Grid = list[list[int]]
Style = Callable[[str, str], str]

CELL = 4          # columns per point
CELL_COMPACT = 3  # columns per point in the compact drawing
GAP = "   "       # between the two halves of a row
LABEL = 9         # columns of the row label on the left
LABEL_COMPACT = 8
EMPTY = "_"
MARK = "*"        # before the glyph of a point the last turn moved from or to (no colour needed)

#: Per row of the mover's view: the course points shown left to right.
_COURSE_ROWS = (
    tuple(range(24, 12, -1)),     # top: 24 ... 13 (travel right to left)
    tuple(range(1, 13)),          # middle: 1 ... 12 (left to right, entry 1-6)
    tuple(range(25, 37)),         # bottom: 25 ... 36 (left to right, home I-VI)
)


def _plain(role: str, text: str) -> str:
    return text


def glyph(value: int) -> str:
    """The text of one cell: ``_``, ``1``-``15`` for player I, ``A``-``O`` for player II."""
    if value == 0:
        return EMPTY
    if value > 0:
        return str(value)
    return chr(64 - value)


def point_label(p: int) -> str:
    """How a course point is named on screen: 1-30, then the home points I-VI (board.py's names)."""
    return point_name(p)


def seat_view(grid: Grid, seat: int) -> Grid:
    """The grid as the player in ``seat`` sees it (player II: turned 180 degrees)."""
    if seat == 0:
        return [list(row) for row in grid]
    return [list(reversed(row)) for row in reversed(grid)]


def _cells(values: Sequence[str], roles: Sequence[str], style: Style, marked: Sequence[bool] = ()) -> str:
    """Twelve right-aligned cells with the gap after the sixth; a marked cell has ``*`` before its glyph."""
    out = []
    for i, (text, role) in enumerate(zip(values, roles)):
        if i == 6:
            out.append(GAP)
        mark = MARK if i < len(marked) and marked[i] else ""
        pad = " " * (CELL - len(text) - len(mark))
        out.append(pad + (style("mark", mark) if mark else "") + style(role, text))
    return "".join(out)


def _compact_cells(values: Sequence[str], roles: Sequence[str], style: Style, marked: Sequence[bool] = (),
                   ruler: bool = False) -> str:
    """Twelve cells of three columns, the glyph from the second; a ruler's name over its glyph."""
    out = []
    for i, (text, role) in enumerate(zip(values, roles)):
        if i == 6:
            out.append(GAP)
        if ruler:
            # III fills its cell: the name before it starts a column early so a space stays between.
            early = len(text) == 3 or (len(text) == 2 and i + 1 < len(values) and len(values[i + 1]) == 3)
            lead = "" if early else " "
        else:
            lead = MARK if i < len(marked) and marked[i] else " "
        tail = " " * (CELL_COMPACT - len(lead) - len(text))
        out.append((style("mark", lead) if lead == MARK else lead) + style(role, text) + tail)
    return "".join(out)


def board_lines(grid: Grid, seat: int, *, ascii: bool = False, style: Style = _plain,
                marks: "set[tuple[int, int]] | frozenset" = frozenset(), off: str = "off",
                compact: bool = False) -> list[str]:
    """The board from ``seat`` (0 = player I, 1 = player II) as six lines of text.

    A ruler of course points above the top row, between the middle and bottom
    rows and below the bottom row; row labels give each row's part of the
    course and its direction of travel.  ``marks``: cells (row, column as
    player I sees them) drawn with ``*`` before the glyph (the last turn's
    points); ``off``: the word at the end of the course, in the player's
    language.  Roles passed to ``style``: ``"I"``, ``"II"`` (pieces),
    ``"empty"``, ``"ruler"``, ``"entry"``, ``"home"``, ``"arrow"``, ``"mark"``.
    ``compact``: three columns a point (see the module's docstring), 13 columns narrower.
    """
    left, right = ("<", ">") if ascii else ("←", "→")
    view = seat_view(grid, seat)
    marked = seat_view([[(r, c) in marks for c in range(12)] for r in range(3)], seat)

    def ruler(points: Sequence[int]) -> str:
        labels = [point_label(p) for p in points]
        roles = ["entry" if p <= 6 else "home" if p > 30 else "ruler" for p in points]
        if compact:
            return (" " * LABEL_COMPACT + _compact_cells(labels, roles, style, ruler=True)).rstrip()
        return " " * LABEL + _cells(labels, roles, style)

    def row(r: int, label: str, arrow: str, tail: str) -> str:
        values = view[r]
        texts = [glyph(v) for v in values]
        roles = ["empty" if v == 0 else "I" if v > 0 else "II" for v in values]
        if compact:
            head = f"{label:>5} " + style("arrow", arrow) + " "
            return head + _compact_cells(texts, roles, style, marked[r]) + " " + style("arrow", tail)
        head = f"{label:>6} " + style("arrow", arrow) + " "
        return head + _cells(texts, roles, style, marked[r]) + "  " + style("arrow", tail)

    return [
        ruler(_COURSE_ROWS[0]),
        row(0, "13-24", left, left + ("+" if ascii else "╮")),
        row(1, "1-12", right, right + ("+" if ascii else "╯")),
        ruler(_COURSE_ROWS[1]),
        row(2, "25-36", right, right + " " + off),
        ruler(_COURSE_ROWS[2]),
    ]


#: Line indexes of the three rows of points within :func:`board_lines`.
ROW_LINES = (1, 2, 4)

_TOKEN = re.compile(r"_|1[0-5]|[1-9]|[A-O]")       # a mark (*) before a glyph is not a token


def parse_row(line: str) -> list[int]:
    """One drawn row of twelve back into values (``_`` 0, digits +n, letters -n).

    Accepts the seed's compact form (``1 _ _ 1 _ 1   _ A _ B _ _``) and this
    module's drawing (row label and arrows around the cells are ignored).
    """
    tokens = _TOKEN.findall(_strip_label(line))
    if len(tokens) != 12:
        raise ValueError(f"{line!r}: a row needs 12 points (_, 1-15 or A-O), found {len(tokens)}")
    return [0 if t == EMPTY else int(t) if t[0].isdigit() else -(ord(t) - 64) for t in tokens]


def _strip_label(line: str) -> str:
    # A drawn row starts with its course range ("13-24 <"): drop it.
    return re.sub(r"^\s*\d+-\d+\s+\S", "", line)


def parse_diagram(text: str, seat: int = 0) -> Grid:
    """A diagram of three rows, as ``seat`` sees it, back into a grid as player I sees it.

    The inverse of drawing: ``parse_diagram(text, seat)`` for the rows drawn
    by :func:`board_lines` (or the seed's compact drawings) gives the grid
    that :meth:`board.Board.grid` returns, so tests can read like diagrams.
    Blank lines are ignored.
    """
    rows = [line for line in text.splitlines() if line.strip()]
    if len(rows) != 3:
        raise ValueError(f"a diagram has 3 rows of points, found {len(rows)}")
    grid = [parse_row(line) for line in rows]
    return seat_view(grid, seat)          # turning twice is the identity


def format_diagram(grid: Grid, seat: int = 0) -> str:
    """The seed's compact drawing of ``grid`` from ``seat``: ``1 _ _ 1 _ 1   _ _ _ _ _ _``."""
    lines = []
    for row in seat_view(grid, seat):
        cells = [glyph(v) for v in row]
        lines.append(" ".join(cells[:6]) + "   " + " ".join(cells[6:]))
    return "\n".join(lines)
