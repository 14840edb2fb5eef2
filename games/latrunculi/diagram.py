"""The board as a plain-text diagram, and back (tests read like diagrams).

``draw`` writes one line per rank, highest first, each a rank number and one
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

from games.latrunculi.board import WHITE, Board, FenError, State, text_diagram

__all__ = ["draw", "parse"]


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
