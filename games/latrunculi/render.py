"""Drawing the Latrunculi board for the terminal, and reading such a drawing back.

Pure functions: a position in, lines of text out. Colour is not decided here:
a ``style(role, text)`` callable wraps the parts that may be coloured (roles
``white``, ``black``, ``empty``, ``ruler``, ``mover``), so one drawing serves
a colour terminal, a pipe and the tests.

The glyphs carry the meaning without colour: white pieces are hollow, black
ones filled; men are circles, Dukes diamonds (``○ ◇ ● ◆``). With an ASCII
locale they are the FEN's letters ``M D m d``. An empty square is ``·``
(``.``); a square the selected piece can reach is ``+``, and the selected
piece stands in brackets ``[○]``. Each square is two columns wide, which on a
terminal's tall cells draws the board about square.

The last move is marked without colour too, in the column before a square's
glyph (so the board keeps its width): ``*`` its source and target, ``×``
(``x``) each man it captured; in colour those squares are highlighted as well.

Orientation: ``from_black=True`` turns the board half round, so Black sees
his own men at the bottom (rank 1 at the top, file a on the right).

The plain-text diagram, so tests read like diagrams: ``draw`` writes one line per rank,
highest first, each a rank number and one
character per square (``M D m d .``), then a line of file letters::

    8 mmmmmmmm
    7 ...d....
    6 ........
    5 ........
    4 ........
    3 ........
    2 ....D...
    1 MMMMMMMM
      abcdefgh

``parse`` reads that back, ignoring the labels: blank lines, rank numbers,
spaces between squares and the file-letter line (it starts with ``a``, which
no square's character is) are skipped. The side to move and the counters are
not in the picture, so they are arguments.
"""
from __future__ import annotations

import re
from typing import Callable, Mapping

from games.latrunculi.board import (BLACK, FILES, WHITE, Board, FenError, Move, State, parse_square, square,
                                    text_diagram)

__all__ = ["board_lines", "read_board", "squares_of", "glyph", "GLYPHS_UTF8", "GLYPHS_ASCII", "draw", "parse",
           "last_move_marks"]

Style = Callable[[str, str], str]

#: (colour, is Duke) -> glyph, plus the empty and reachable squares.
GLYPHS_UTF8 = {(WHITE, False): "○", (WHITE, True): "◇", (BLACK, False): "●", (BLACK, True): "◆",
               "empty": "·", "reach": "+"}
GLYPHS_ASCII = {(WHITE, False): "M", (WHITE, True): "D", (BLACK, False): "m", (BLACK, True): "d",
                "empty": ".", "reach": "+"}
#: What each glyph (either set) means, as a FEN letter ('.' empty, '+' empty and reachable).
FEN_OF = {"○": "M", "◇": "D", "●": "m", "◆": "d", "M": "M", "D": "D", "m": "m", "d": "d",
          "·": ".", ".": ".", "+": "+"}
INDENT = "    "
#: The last move's marks, in the column before a square's glyph: its source and target, the men it captured.
MOVED, CAPTURED, CAPTURED_ASCII = "*", "×", "x"


def _plain(role: str, text: str) -> str:
    return text


def glyph(colour: int, duke: bool, ascii: bool = False) -> str:
    return (GLYPHS_ASCII if ascii else GLYPHS_UTF8)[(colour, duke)]


def last_move_marks(played: object, ascii: bool = False) -> dict[int, str]:
    """The marks of a move as it was played (a ``Played``): its source and target ``*``, each man it
    captured ``×`` (``x`` in ASCII), from its ``capture`` effects. Nothing for a draw or no move."""
    action = getattr(played, "action", None)
    if not isinstance(action, Move):
        return {}
    taken = CAPTURED_ASCII if ascii else CAPTURED
    marks = {parse_square(e.at): taken for e in played.effects if e.kind == "capture"}
    marks[action.source] = marks[action.target] = MOVED
    return marks


def board_lines(state: State, *, from_black: bool = False, ascii: bool = False, style: Style = _plain,
                selected: "int | None" = None, reach: int = 0, marks: "Mapping[int, str]" = {}) -> list[str]:
    """The ranks (each with its number on both sides) and a ruler of files below.

    ``selected``: a square to bracket; ``reach``: a bitboard of squares to mark ``+``; ``marks``: square
    -> ``*`` or ``×`` (:func:`last_move_marks`), drawn in the column before the square's glyph (the
    brackets of a selection win) and, in colour, the square highlighted (roles ``mark``, ``marked``).
    """
    g = state.geometry
    glyphs = GLYPHS_ASCII if ascii else GLYPHS_UTF8
    ranks = list(range(g.height)) if from_black else list(range(g.height - 1, -1, -1))
    files = list(range(g.width - 1, -1, -1)) if from_black else list(range(g.width))
    label_width = len(str(g.height))
    lines = []
    for r in ranks:
        row = []
        for i, f in enumerate(files):
            sq = square(f, r)
            if sq == selected:
                left = "["
            elif i and square(files[i - 1], r) == selected:
                left = "]"
            else:
                left = marks.get(sq, " ")
            piece = state.piece_at(sq)
            if piece is not None:
                cell = style("white" if piece.colour == WHITE else "black", glyphs[(piece.colour, piece.duke)])
            elif reach >> sq & 1:
                cell = style("mover", glyphs["reach"])
            else:
                cell = style("empty", glyphs["empty"])
            if sq in marks and left == marks[sq]:
                left, cell = style("mark", left), style("marked", cell)
            row.append(left + cell)
        right = "]" if square(files[-1], r) == selected else " "
        label = f"{r + 1:>{label_width}}"
        lines.append(f"{INDENT}{style('ruler', label)}" + "".join(row) + right + style("ruler", label))
    ruler = " ".join(FILES[f] for f in files)
    lines.append(INDENT + " " * (label_width + 1) + style("ruler", ruler))
    return lines


def read_board(lines: list[str]) -> dict[str, str]:
    """A drawing read back (from a screen): square name -> ``M D m d . +``.

    The squares are found through the drawing's own ruler (the file letters
    under the board) and rank numbers, so either orientation reads.
    """
    ruler_at = None
    for i, line in enumerate(lines):
        letters = line.split()
        if len(letters) >= 2 and all(len(w) == 1 and w in FILES for w in letters) \
                and sorted(letters) == list(FILES[:len(letters)]):
            ruler_at = i
            break
    if ruler_at is None:
        raise ValueError("no file ruler (a b c ...) under the drawing")
    columns = {ch: x for x, ch in enumerate(lines[ruler_at]) if ch in FILES}
    out: dict[str, str] = {}
    i = ruler_at - 1
    while i >= 0 and (number := re.match(r"\s*(\d+)", lines[i])):     # a mark may follow the number
        line = lines[i]
        rank = number.group(1)
        for file, x in columns.items():
            ch = line[x] if x < len(line) else " "
            if ch not in FEN_OF:
                raise ValueError(f"{ch!r} on {file}{rank} is not a piece or an empty square")
            out[f"{file}{rank}"] = FEN_OF[ch]
        i -= 1
    if not out:
        raise ValueError("no ranks above the ruler")
    return out


def squares_of(state: State) -> dict[str, str]:
    """What :func:`read_board` finds for ``state`` with nothing selected."""
    g = state.geometry
    out = {}
    for r in range(g.height):
        for f in range(g.width):
            piece = state.piece_at(square(f, r))
            out[f"{FILES[f]}{r + 1}"] = "." if piece is None else piece.symbol()
    return out


# ------------------------------------------------------------ the plain-text diagram
def draw(position: "Board | State") -> str:
    """The diagram of a Board or a State (no trailing newline)."""
    return text_diagram(position.state if isinstance(position, Board) else position)


def parse(text: str, turn: int = WHITE, *, plies: int = 0, fullmove: int = 1, capture_limit: int = 0) -> Board:
    """The Board a diagram shows, ``turn`` to move; FenError if it is not a board."""
    rows = []
    for line in text.splitlines():
        body = line.strip().lstrip("0123456789")
        body = "".join(body.split())
        if not body or body.startswith("a"):
            continue
        rows.append(body)
    placement = []
    for row in rows:
        out, run = [], 0
        for ch in row:
            if ch == ".":
                run += 1
                continue
            if ch not in "MDmd":
                raise FenError("character", f"diagram: {ch!r} is not M, D, m, d or . (empty)", fen=text, char=ch)
            if run:
                out.append(str(run))
                run = 0
            out.append(ch)
        if run:
            out.append(str(run))
        placement.append("".join(out))
    side = "w" if turn == WHITE else "b"
    return Board.from_fen(f"{'/'.join(placement)} {side} {plies} {fullmove}", capture_limit=capture_limit)
