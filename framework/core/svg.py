"""The few pieces every game's board drawing for the web page is made of (its ``svg.py``, declared as
``GameSpec.svg``): escaped text, a document around the shapes, pieces that read without colour.

Why here: a game draws its own board (the web page, framework/net/web.py, names no game), and the four
drawings share these helpers so that each reads the same way: player I's / black's pieces filled dark,
the other side's hollow (white with a dark rim), the last move's squares or points in a dashed frame and
a ``*``, every label text of the SVG, never a picture of letters. Pure: strings in, a string out.
"""
from __future__ import annotations

from html import escape

__all__ = ["esc", "document", "text", "rect", "circle", "latest_turn", "FILL", "HOLLOW", "INK", "MARK"]

INK = "#222"            # lines and labels
FILL = "#333"           # a dark piece (player I, black)
HOLLOW = "#fafafa"      # a light piece (player II, white), always with a dark rim
MARK = "#b00"           # the last move's frame (dashed too: it reads without colour)


def esc(value: object) -> str:
    """``value`` as text safe inside an SVG or HTML element or a quoted attribute."""
    return escape(str(value), quote=True)


def document(width: float, height: float, body: list[str], label: str, css: str = "board") -> str:
    """An inline ``<svg>`` that scales to its container's width (viewBox), with an accessible name."""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="{esc(css)}" viewBox="0 0 {width:g} {height:g}" '
            f'role="img" aria-label="{esc(label)}"><title>{esc(label)}</title>' + "".join(body) + "</svg>")


def text(x: float, y: float, value: object, size: float = 10, anchor: str = "middle", weight: str = "normal",
         fill: str = INK, css: str = "") -> str:
    klass = f' class="{esc(css)}"' if css else ""
    bold = ' font-weight="bold"' if weight != "normal" else ""
    return (f'<text x="{x:g}" y="{y:g}" font-size="{size:g}" text-anchor="{anchor}" dominant-baseline="central" '
            f'fill="{fill}"{bold}{klass}>{esc(value)}</text>')


def rect(x: float, y: float, w: float, h: float, fill: str = "none", stroke: str = INK, width: float = 1,
         dash: str = "", css: str = "") -> str:
    extra = f' stroke-dasharray="{dash}"' if dash else ""
    klass = f' class="{esc(css)}"' if css else ""
    return (f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" fill="{fill}" stroke="{stroke}" '
            f'stroke-width="{width:g}"{extra}{klass}/>')


def circle(cx: float, cy: float, r: float, dark: bool, css: str = "") -> str:
    """A piece: dark filled, or light with a dark rim (the two sides differ in shade, not only in hue)."""
    klass = f' class="{esc(css)}"' if css else ""
    return (f'<circle cx="{cx:g}" cy="{cy:g}" r="{r:g}" fill="{FILL if dark else HOLLOW}" stroke="{INK}" '
            f'stroke-width="{1.5 if dark else 2:g}"{klass}/>')


def latest_turn(session) -> list:
    """The actions (``Played``) of the latest turn, finished or under way: a watcher sees the mover's
    pieces move as they are played (the terminal marks the last finished turn, for the player to answer)."""
    history = list(session.history)
    if not history:
        return []
    seat, k = history[-1].seat, len(history)
    while k and history[k - 1].seat == seat:
        k -= 1
    return history[k:]
