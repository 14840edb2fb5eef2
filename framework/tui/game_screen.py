"""A game screen's own lines, laid out for the terminal's width: the header beside the title, each
seat's status row, the notes a view gives.

Why here: every game's view draws its header, info and status lines itself, and
a line the terminal wraps for it breaks anywhere ("... · Player I" / "I throws
next"). What is about a game's screen lives here — which header parts stand
beside the title, whether a seat's figures go beside its name or under it; the
breaking itself is :func:`framework.tui.fitting.fit`'s, the house's one line
breaker. The width is the terminal's (``term.width``: its columns less the last).
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

from framework.tui.fitting import SEPARATOR, fit, visible_len

__all__ = ["NAME_ROOM", "fit_header", "fit_notes", "seat_rows", "balanced", "FittedLines"]

#: Names are shortened only past this many characters (the longest a session keeps: the settings'
#: 16 and a computer's seat mark), so a computer's level is never cut.
NAME_ROOM = 22


def fit_notes(notes: Sequence[Any], width: int) -> list[Any]:
    """Notes (a text, or ``(role, text)``) as lines of ``width``: each broken between its `` · `` parts,
    then at spaces; a styled note stays styled on each of its lines."""
    out: list[Any] = []
    for note in notes:
        role, text = note if isinstance(note, tuple) else ("", note)
        lines = fit(text, width, hang=0)
        out += [(role, line) for line in lines] if isinstance(note, tuple) else lines
    return out


def fit_header(title: str, text: str, width: int) -> tuple[str, list[str]]:
    """A header's parts that fit on the line after ``title · ``, and the lines of the others (a view
    shows those first under it, in its info lines)."""
    lines = fit(text, width, hang=0, first=width - visible_len(title + SEPARATOR))
    return lines[0], lines[1:]


def seat_rows(rows: Sequence[tuple[str, str, Sequence[str]]], width: int, *, gap: str = "   ",
              sep: str = "   ", paint: Callable[[int, str], str] = lambda row, name: name) -> list[str]:
    """Each seat's status: ``(head, name, figures)`` per seat, the names padded to the longest.

    The first layout that fits: one line per seat (``head name gap figure sep figure ...``); two
    lines per seat, the same number of figures beside each name (half of them if they fit, else as
    near half as fits) and the others on the next line under the name; the name alone on its line
    and the figures under it, as many lines as they need. ``head`` and ``name`` are plain text apart
    from colour escapes; ``paint(row, name)`` styles a row's (padded) name.
    """
    longest = max(len(name) for _, name, _ in rows)
    most = max(len(figures) for _, _, figures in rows)
    half = (most + 1) // 2
    for k in [most] + list(range(half, 0, -1)) + list(range(half + 1, most)):
        lines: list[str] = []
        for i, (head, name, figures) in enumerate(rows):
            beside, under = sep.join(figures[:k]), sep.join(figures[k:])
            if visible_len(head) + longest + len(gap) + visible_len(beside) > width or \
                    visible_len(head) + visible_len(under) > width:
                break
            first = head + paint(i, name.ljust(longest)) + (gap + beside if beside else "")
            lines += [first.rstrip()] + ([" " * visible_len(head) + under] if under else [])
        else:
            return lines
    out = []
    for i, (head, name, figures) in enumerate(rows):
        out.append(head + paint(i, name))
        if figures:
            out += balanced(list(figures), width, " " * visible_len(head), sep)
    return out


def balanced(parts: Sequence[str], width: int, indent: str = "", sep: str = SEPARATOR) -> list[str]:
    """``parts`` after ``indent`` on as few lines of ``width`` as they need, as evenly as they go
    (so a second line does not hold one lone figure)."""
    room = width - len(indent)
    packed = fit(sep.join(parts), room, (sep,), hang=0)
    per = -(-len(parts) // len(packed))
    groups = [sep.join(parts[i:i + per]) for i in range(0, len(parts), per)]
    if len(groups) > len(packed) or any(visible_len(g) > room for g in groups):
        groups = packed
    return [indent + g for g in groups]


class FittedLines:
    """A view's header, info and end lines fitted to the width, over a base view that words them
    (``class AtaxxView(FittedLines, MoveGameView)``): the header's parts that do not fit beside the
    title open the info lines (the loop asks for the header, then the info)."""

    rest: list[str] = []        # the header's parts that did not fit its line, until info shows them

    def header(self, session: Any, mover: int, turn_over: bool) -> str:
        first, self.rest = fit_header(self.title, super().header(session, mover, turn_over),  # type: ignore[misc]
                                      self.term.width)  # type: ignore[attr-defined]
        return first

    def info(self, session: Any, turn_over: bool, last_throw: tuple | None) -> list[str]:
        rest, self.rest = self.rest, []
        return rest + super().info(session, turn_over, last_throw)  # type: ignore[misc]

    def end(self, session: Any) -> list:
        return fit_notes(super().end(session), self.term.width)  # type: ignore[misc,attr-defined]
