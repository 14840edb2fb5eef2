"""Drawing the Ataxx board as text, and reading such a drawing back.

Pure functions: a board in, lines of text out. Colour is not decided here: a
``style(role, text)`` callable wraps the parts that may be coloured (roles
``black``, ``white``, ``empty``, ``blocked``, ``ruler``, ``mark``, ``marked``), so the same drawing
serves a colour terminal, a pipe and the tests.

The last move is marked without colour too: ``*`` before its source and target,
``+`` before each stone it turned, in the space between squares (the board keeps
its width); in colour those squares are highlighted as well.

The glyphs carry the meaning without colour: black stones are filled
(``●``), white stones hollow (``○``), as on a Go board; with an ASCII locale
they are ``x`` and ``o``, the letters of the FEN. An empty square is ``·``
(``.``), a blocked one ``▪`` (``#``). Each square is two columns wide, which on
a terminal's tall character cells draws the board about square.

Orientation: by default the board stays put, a1 at the bottom left, as the
notation, the FEN and every Ataxx program show it. Ataxx has no direction of
play and its start is symmetric under a half turn (black's corners a7 and g1
map onto each other, white's a1 and g7 too), so turning the board for white
shows white the very same picture black sees, while the squares of the last
move jump across the screen for the two people watching it. ``flipped=True``
(the ``--flip`` option, the ``flip`` command) turns it for white anyway, for
players who like a seat of their own.
"""
from __future__ import annotations

import re
from typing import Callable, Mapping

from framework.tui.hotseat import format_clock  # noqa: F401  (the clock as every game shows it)
from games.ataxx.board import BLACK, FILES, WHITE, Board, parse_square, square

Style = Callable[[str, str], str]

GLYPHS_UTF8 = {BLACK: "●", WHITE: "○", "empty": "·", "blocked": "▪"}
GLYPHS_ASCII = {BLACK: "x", WHITE: "o", "empty": ".", "blocked": "#"}
INDENT = "    "
#: The last move's marks, in the column before a square's glyph: its source and target, the stones it turned.
MOVED, TURNED = "*", "+"
#: What each glyph (either set) means, as a FEN letter.
FEN_OF = {"●": "x", "x": "x", "○": "o", "o": "o", "·": ".", ".": ".", "▪": "-", "#": "-"}


def _plain(role: str, text: str) -> str:
    return text


def glyphs(ascii: bool) -> dict:
    return GLYPHS_ASCII if ascii else GLYPHS_UTF8


def stone(colour: int, ascii: bool = False) -> str:
    """The glyph of ``colour``'s stones."""
    return glyphs(ascii)[colour]


def order(flipped: bool) -> tuple[list[int], list[int]]:
    """(ranks top to bottom, files left to right), 0-based."""
    if flipped:
        return list(range(7)), list(range(6, -1, -1))
    return list(range(6, -1, -1)), list(range(7))


def last_move_marks(played: object) -> dict[int, str]:
    """The marks of a move as it was played (a ``Played``): its source and target ``*``, each stone it
    turned ``+`` (the squares its ``turned`` effect names). Nothing for a pass or no move."""
    if played is None or getattr(played.action, "is_pass", True):
        return {}
    marks = {sq: TURNED for e in played.effects if e.kind == "turned" for sq in map(parse_square, e.at or ())}
    for sq in (played.action.source, played.action.target):
        if sq is not None:
            marks[sq] = MOVED
    return marks


def board_lines(board: Board, *, flipped: bool = False, ascii: bool = False, style: Style = _plain,
                marks: "Mapping[int, str]" = {}) -> list[str]:
    """The board as nine lines: a ruler of files, seven ranks with their numbers, the ruler again.

    ``marks``: square -> ``*`` or ``+`` (:func:`last_move_marks`), drawn in the column before the
    square's glyph (the space between squares, so the board keeps its width) and, in colour, the
    square's glyph highlighted (role ``marked``); the mark itself has the role ``mark``.
    """
    g = glyphs(ascii)
    ranks, files = order(flipped)
    ruler = INDENT + "  " + " ".join(style("ruler", FILES[f]) for f in files)
    lines = [ruler]
    for r in ranks:
        cells = []
        for f in files:
            sq = square(f, r)
            piece = board.piece_at(sq)
            if piece is not None:
                cell = style("black" if piece == BLACK else "white", g[piece])
            elif board.is_blocked(sq):
                cell = style("blocked", g["blocked"])
            else:
                cell = style("empty", g["empty"])
            mark = marks.get(sq)
            cells.append(style("mark", mark) + style("marked", cell) if mark else " " + cell)
        label = style("ruler", str(r + 1))
        lines.append(f"{INDENT}{label}" + "".join(cells) + f" {label}")
    lines.append(ruler)
    return lines


def read_board(lines: list[str]) -> dict[str, str]:
    """A drawing read back (from a screen): square name -> ``x``, ``o``, ``.`` or ``-``.

    The squares are found through the drawing's own rulers (the file letters)
    and rank numbers, so this reads either orientation.
    """
    ruler_at = None
    for i, line in enumerate(lines):
        letters = line.split()
        if sorted(letters) == list(FILES) and len(letters) == 7:
            ruler_at = i
            break
    if ruler_at is None:
        raise ValueError("no file ruler (a b c d e f g) in the drawing")
    ruler = lines[ruler_at]
    columns = {ch: x for x, ch in enumerate(ruler) if ch in FILES}
    out: dict[str, str] = {}
    for line in lines[ruler_at + 1: ruler_at + 8]:
        number = re.match(r"\s*(\d+)", line)     # a mark may stand right after the rank's number
        if number is None:
            raise ValueError(f"{line!r} is not a rank of the drawing")
        rank = number.group(1)
        for file, x in columns.items():
            ch = line[x] if x < len(line) else " "
            if ch not in FEN_OF:
                raise ValueError(f"{ch!r} on {file}{rank} is not a stone, an empty or a blocked square")
            out[f"{file}{rank}"] = FEN_OF[ch]
    if len(out) != 49:
        raise ValueError(f"the drawing shows {len(out)} squares, not 49")
    return out


def squares_of_board(board: Board) -> dict[str, str]:
    """What :func:`read_board` should find for ``board``."""
    out = {}
    for r in range(7):
        for f in range(7):
            sq = square(f, r)
            piece = board.piece_at(sq)
            out[f"{FILES[f]}{r + 1}"] = ("x" if piece == BLACK else "o" if piece == WHITE
                                         else "-" if board.is_blocked(sq) else ".")
    return out
