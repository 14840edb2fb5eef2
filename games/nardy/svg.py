"""Long Nardy's board for the web page (``GameSpec.svg``): the 24 points as two rows of twelve triangles,
the reader's head at the bottom left (as the terminal shows it; ``fixed_board`` keeps black's view), black
checkers filled and white ones hollow, stacked up to five with the count on the top one, the checkers
borne off at the side, and the latest turn's points framed."""
from __future__ import annotations

from typing import Any

from framework.core.svg import INK, MARK, circle, document, latest_turn, rect, text
from games.nardy.render import _LAYOUT, last_turn_marks

W, BAR, LABEL, DEPTH, R, SIDE = 34, 14, 16, 170, 14, 44


def _x(i: int) -> float:
    return 6 + i * W + (BAR if i >= 6 else 0)


def svg(session: Any, reader: int) -> str:
    game = session.game
    setup = getattr(session, "setup", None)
    fixed = bool(setup is not None and setup.option("fixed_board", False))
    player = 1 if fixed else game.player_of(reader)
    top, bottom = _LAYOUT[player]
    points = game.points()
    marks = last_turn_marks(latest_turn(session))
    width = _x(11) + W + SIDE + 6
    height = 2 * LABEL + 2 * DEPTH + 24
    body = [rect(2, LABEL, _x(11) + W - 2, height - 2 * LABEL, fill="#efe3c8", stroke=INK, width=1)]
    bar = _x(6) - BAR
    body.append(rect(bar, LABEL, BAR, height - 2 * LABEL, fill="#8a6a40", stroke=INK, width=1))
    for row, numbers in enumerate((top, bottom)):
        down = row == 0
        base = LABEL if down else height - LABEL
        for i, p in enumerate(numbers):
            x = _x(i)
            tip = base + DEPTH if down else base - DEPTH
            shade = "#c9a66b" if (i + row) % 2 else "#7d9aa8"
            body.append(f'<path d="M {x + 1:g} {base:g} L {x + W - 1:g} {base:g} L {x + W / 2:g} {tip:g} Z" '
                        f'fill="{shade}" stroke="{INK}" stroke-width="0.6"/>')
            body.append(text(x + W / 2, LABEL / 2 if down else height - LABEL / 2, p, size=10,
                             weight="bold" if p in marks else "normal"))
            if p in marks:
                y0 = base if down else base - DEPTH
                body.append(rect(x + 1, y0, W - 2, DEPTH, stroke=MARK, width=2.5, dash="4 3", css="mark"))
            count = points[p - 1]
            shown = min(abs(count), 5)
            for k in range(shown):
                cy = base + R + 1 + 2 * R * k if down else base - R - 1 - 2 * R * k
                body.append(circle(x + W / 2, cy, R - 1, dark=count > 0, css="checker"))
            if abs(count) > 1:
                k = shown - 1
                cy = base + R + 1 + 2 * R * k if down else base - R - 1 - 2 * R * k
                body.append(text(x + W / 2, cy, abs(count), size=12, weight="bold", fill="#fff" if count > 0 else INK))
    # the checkers borne off, each side's beside its own half
    x = _x(11) + W + SIDE / 2 + 2
    for colour, y in ((player, height - LABEL - R - 4), (-player, LABEL + R + 4)):
        body.append(circle(x, y, R, dark=colour > 0, css="off"))
        body.append(text(x, y, game.borne_off(colour), size=12, weight="bold", fill="#fff" if colour > 0 else INK))
    return document(width, height, body, "Long Nardy")


def dark(session: Any, seat: int) -> bool:
    """Black's checkers are the dark ones; which seat is black changes from game to game of a match."""
    return session.game.player_of(seat) == 1
