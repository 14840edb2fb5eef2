"""XII Scripta's board for the web page (``GameSpec.svg``): the three rows of twelve as the reader's seat
sees them (player II's view turned 180 degrees, as on the terminal), the course's rulers and arrows,
both colours' stacks (player I dark, player II light: the count on each), the latest turn's points framed,
and beside the board each side's pieces still to enter (waiting and captured: a disc before its course's
first point) and borne off (a disc after its last): the reader's on the left of the middle row and the
right of the bottom row, the other side's on the right of the middle row and the left of the top row.
"""
from __future__ import annotations

from typing import Any

from board import POINTS, cell_of
from framework.core.svg import INK, MARK, circle, document, latest_turn, rect, text
from games.xii.render import _COURSE_ROWS, point_label, seat_view

CELL, ROW, RULER, GAP, LEFT, RIGHT = 40, 46, 16, 14, 60, 84


def _x(column: int) -> float:
    return LEFT + column * CELL + (GAP if column >= 6 else 0)


def marked(session: Any) -> set[tuple[int, int]]:
    """The cells (as player I sees them) the last turn moved from and to."""
    cells = set()
    for played in latest_turn(session):
        for p in (played.source, played.target):
            if isinstance(p, int) and not isinstance(p, bool) and 1 <= p <= POINTS:
                cells.add(cell_of(played.seat, p))
    return cells


def svg(session: Any, reader: int) -> str:
    """The board from ``reader``'s seat (0: player I, 1: player II)."""
    grid = seat_view(session.game.grid(), reader)
    marks = seat_view([[(r, c) in marked(session) for c in range(12)] for r in range(3)], reader)
    width = _x(11) + CELL + RIGHT
    body: list[str] = []
    # rows: (grid row, ruler's course points, the ruler's y, the row's y, the arrow)
    tops = (RULER, RULER + ROW, 2 * RULER + 2 * ROW)
    rulers = (0, 2 * ROW + RULER, 3 * ROW + 2 * RULER)
    arrows = ("←", "→", "→")
    for r in range(3):
        y = tops[r]
        body.append(rect(LEFT - 4, y, width - LEFT - RIGHT + 8, ROW, fill="#f3ead8", stroke=INK, width=0.8))
        body.append(text(LEFT - 16, y + ROW / 2, arrows[r], size=16))
        for c in range(12):
            x = _x(c)
            p = _COURSE_ROWS[r][c]
            y_label = rulers[r] + RULER / 2
            body.append(text(x + CELL / 2, y_label, point_label(p), size=10,
                             weight="bold" if p <= 6 or p > 30 else "normal"))
            value = grid[r][c]
            if marks[r][c]:
                body.append(rect(x + 2, y + 2, CELL - 4, ROW - 4, stroke=MARK, width=2.5, dash="4 3", css="mark"))
            if value:
                body.append(circle(x + CELL / 2, y + ROW / 2, 15, dark=value > 0,
                                   css="piece-i" if value > 0 else "piece-ii"))
                body.append(text(x + CELL / 2, y + ROW / 2, abs(value), size=14, weight="bold",
                                 fill="#fff" if value > 0 else INK))
    # the course turns from the middle row's end up into the top row, and leaves the board after the bottom's
    x_end = _x(11) + CELL + 6
    body.append(f'<path d="M {x_end:g} {tops[1] + ROW / 2:g} C {x_end + 26:g} {tops[1] + ROW / 2:g} '
                f'{x_end + 26:g} {tops[0] + ROW / 2:g} {x_end + 4:g} {tops[0] + ROW / 2:g}" fill="none" '
                f'stroke="{INK}" stroke-width="1.5"/>')
    body.append(text(x_end + 8, tops[0] + ROW / 2, "←", size=14, anchor="start"))
    body.append(text(x_end + 2, tops[2] + ROW / 2, "→|", size=13, anchor="start"))
    # the pieces off the board: each side's waiting ones before its course, its borne off ones after it
    x_right = x_end + 58
    for seat, row, left, count in ((reader, 1, True, _in_hand(session, reader)),
                                   (reader, 2, False, session.game.tally(reader).off),
                                   (1 - reader, 1, False, _in_hand(session, 1 - reader)),
                                   (1 - reader, 0, True, session.game.tally(1 - reader).off)):
        x = 16 if left else x_right
        y = tops[row] + ROW / 2
        body.append(circle(x, y, 14, dark=seat == 0, css="in-hand" if row == 1 else "borne-off"))
        body.append(text(x, y, count, size=13, weight="bold", fill="#fff" if seat == 0 else INK))
    height = rulers[2] + RULER + 2
    return document(width, height, body, "XII Scripta")


def _in_hand(session: Any, seat: int) -> int:
    """The seat's pieces not on the course yet: waiting to enter, and captured (they enter again)."""
    tally = session.game.tally(seat)
    return tally.waiting + tally.captured


def dark(session: Any, seat: int) -> bool:
    """Player I's pieces are the dark ones."""
    return seat == 0
