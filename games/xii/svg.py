"""XII Scripta's board for the web page (``GameSpec.svg``): the three rows of twelve as the reader's seat
sees them (player II's view turned 180 degrees, as on the terminal), the course's rulers and arrows,
both colours' stacks (player I dark, player II light: the count on each), the latest turn's points framed.
"""
from __future__ import annotations

from typing import Any

from board import POINTS, cell_of
from framework.core.svg import INK, MARK, circle, document, latest_turn, rect, text
from games.xii.render import _COURSE_ROWS, point_label, seat_view

CELL, ROW, RULER, GAP, LEFT, RIGHT = 40, 46, 16, 14, 26, 54


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
        body.append(text(LEFT / 2, y + ROW / 2, arrows[r], size=16))
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
    height = rulers[2] + RULER + 2
    return document(width, height, body, "XII Scripta")


def dark(session: Any, seat: int) -> bool:
    """Player I's pieces are the dark ones."""
    return seat == 0
