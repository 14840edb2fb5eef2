"""Ataxx's board for the web page (``GameSpec.svg``): the 7x7 squares, black stones filled and white ones
hollow, blocked squares hatched, the last move's source and target framed and the stones it turned
marked with a dot. Turned half round for white's seat (as the terminal's ``--flip``)."""
from __future__ import annotations

from typing import Any

from framework.core.svg import INK, MARK, circle, document, rect, text
from games.ataxx.board import BLACK, FILES, WHITE, square
from games.ataxx.render import MOVED, last_move_marks, order

SIZE, EDGE = 44, 22


def svg(session: Any, reader: int) -> str:
    game = session.game
    ranks, files = order(reader == WHITE)
    marks = last_move_marks(session.history[-1] if session.history else None)
    body: list[str] = []
    for i, f in enumerate(files):
        body.append(text(EDGE + i * SIZE + SIZE / 2, EDGE / 2, FILES[f], size=12))
        body.append(text(EDGE + i * SIZE + SIZE / 2, EDGE + 7 * SIZE + EDGE / 2, FILES[f], size=12))
    for j, r in enumerate(ranks):
        y = EDGE + j * SIZE
        body.append(text(EDGE / 2, y + SIZE / 2, r + 1, size=12))
        body.append(text(EDGE + 7 * SIZE + EDGE / 2, y + SIZE / 2, r + 1, size=12))
        for i, f in enumerate(files):
            x = EDGE + i * SIZE
            sq = square(f, r)
            blocked = game.is_blocked(sq)
            body.append(rect(x, y, SIZE, SIZE, fill="#777" if blocked else "#e8e4d8", stroke=INK, width=0.8))
            if blocked:
                body.append(f'<path d="M {x:g} {y:g} L {x + SIZE:g} {y + SIZE:g} M {x + SIZE:g} {y:g} '
                            f'L {x:g} {y + SIZE:g}" stroke="{INK}" stroke-width="1"/>')
            piece = game.piece_at(sq)
            if piece is not None:
                body.append(circle(x + SIZE / 2, y + SIZE / 2, SIZE * 0.36, dark=piece == BLACK,
                                   css="piece-black" if piece == BLACK else "piece-white"))
            mark = marks.get(sq)
            if mark == MOVED:
                body.append(rect(x + 2, y + 2, SIZE - 4, SIZE - 4, stroke=MARK, width=2.5, dash="4 3", css="mark"))
            elif mark:
                body.append(f'<circle cx="{x + SIZE - 8:g}" cy="{y + 8:g}" r="4" fill="{MARK}" stroke="#fff" '
                            'stroke-width="1" class="turned"/>')
    side = 2 * EDGE + 7 * SIZE
    return document(side, side, body, "Ataxx")


def dark(session: Any, seat: int) -> bool:
    """Black's stones (the first seat's) are the dark ones."""
    return seat == BLACK
