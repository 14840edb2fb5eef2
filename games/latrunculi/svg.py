"""Latrunculi's board for the web page (``GameSpec.svg``): 8x8 (or 8x12) squares, white men hollow and
black men filled, each Duke a diamond with a crown's ``D``, the last move's source and target framed and
the men it captured crossed. Turned half round for black's seat, as the terminal turns it."""
from __future__ import annotations

from typing import Any

from framework.core.svg import FILL, HOLLOW, INK, MARK, circle, document, rect, text
from games.latrunculi.board import BLACK, FILES, WHITE, square
from games.latrunculi.render import MOVED, last_move_marks

SIZE, EDGE = 40, 20


def svg(session: Any, reader: int) -> str:
    state = session.game.position()
    g = state.geometry
    turned = reader == BLACK
    ranks = list(range(g.height)) if turned else list(range(g.height - 1, -1, -1))
    files = list(range(g.width - 1, -1, -1)) if turned else list(range(g.width))
    marks = last_move_marks(session.history[-1] if session.history else None, True)
    body: list[str] = []
    for i, f in enumerate(files):
        for y in (EDGE / 2, EDGE + g.height * SIZE + EDGE / 2):
            body.append(text(EDGE + i * SIZE + SIZE / 2, y, FILES[f], size=11))
    for j, r in enumerate(ranks):
        y = EDGE + j * SIZE
        for x in (EDGE / 2, EDGE + g.width * SIZE + EDGE / 2):
            body.append(text(x, y + SIZE / 2, r + 1, size=11))
        for i, f in enumerate(files):
            x = EDGE + i * SIZE
            sq = square(f, r)
            body.append(rect(x, y, SIZE, SIZE, fill="#d9c7a3" if (f + r) % 2 else "#f2e8d2", stroke=INK, width=0.5))
            piece = state.piece_at(sq)
            cx, cy = x + SIZE / 2, y + SIZE / 2
            if piece is not None:
                dark = piece.colour == BLACK
                if piece.duke:
                    d = SIZE * 0.42
                    body.append(f'<path d="M {cx:g} {cy - d:g} L {cx + d:g} {cy:g} L {cx:g} {cy + d:g} '
                                f'L {cx - d:g} {cy:g} Z" fill="{FILL if dark else HOLLOW}" stroke="{INK}" '
                                f'stroke-width="2" class="duke"/>')
                    body.append(text(cx, cy, "D", size=13, weight="bold", fill="#fff" if dark else INK))
                else:
                    body.append(circle(cx, cy, SIZE * 0.33, dark=dark, css="man"))
            mark = marks.get(sq)
            if mark == MOVED:
                body.append(rect(x + 2, y + 2, SIZE - 4, SIZE - 4, stroke=MARK, width=2.5, dash="4 3", css="mark"))
            elif mark:
                body.append(f'<path d="M {x + 8:g} {y + 8:g} L {x + SIZE - 8:g} {y + SIZE - 8:g} M {x + SIZE - 8:g} '
                            f'{y + 8:g} L {x + 8:g} {y + SIZE - 8:g}" stroke="{MARK}" stroke-width="3" class="taken"/>')
    return document(2 * EDGE + g.width * SIZE, 2 * EDGE + g.height * SIZE, body, "Latrunculi")


def dark(session: Any, seat: int) -> bool:
    """Black's men (the second seat's: white moves first) are the dark ones."""
    return seat == BLACK
