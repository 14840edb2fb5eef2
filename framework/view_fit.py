"""Lines of a game's view that fit the screen's width by construction.

Why here: every game's view draws its header, info and status lines itself,
and a line the terminal wraps for it breaks anywhere ("... · Player I" /
"I throws next"). So the views lay their lines out for the width they are
given: a line of `` · ``-separated parts breaks between parts, a part that
is still too wide breaks at spaces (never inside a word), and a seat's status
line moves its figures under the name when name and figures do not fit side
by side. Pure functions on text; colour escapes take no columns (:func:`visible`).
"""
from __future__ import annotations

import re
from typing import Any, Callable, Sequence

__all__ = ["SEP", "NAME_ROOM", "columns", "visible", "split_parts", "pack", "balanced", "fit_header", "fit_notes",
           "seat_rows", "FittedLines"]

SEP = " · "
#: Names are shortened only past this many characters (the longest a session keeps: the settings'
#: 16 and a computer's seat mark), so a computer's level is never cut.
NAME_ROOM = 22

_ESCAPE = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")


def columns(term: Any) -> int:
    """The characters a line may use on ``term``: the screen's columns less the last one."""
    from framework.hotseat import screen_size
    return screen_size(term)[0] - 1


def visible(text: str) -> int:
    """The columns ``text`` takes on screen: colour escapes take none."""
    return len(_ESCAPE.sub("", text))


def split_parts(line: str, sep: str = SEP) -> list[str]:
    """A line's `` · `` parts (a line without the separator is one part)."""
    return line.split(sep)


def _words(text: str, width: int, first: str, indent: str) -> list[str]:
    import textwrap
    return textwrap.wrap(text, width, initial_indent=first, subsequent_indent=indent, break_long_words=False,
                         break_on_hyphens=False) or [first]


def pack(parts: Sequence[str], width: int, first: int | None = None, indent: str = "",
         sep: str = SEP) -> list[str]:
    """``parts`` joined by ``sep`` into as few lines of ``width`` as they fill (the first line ``first``
    wide), breaking only between parts; a part wider than its line is broken at spaces. Lines after
    the first start with ``indent``."""
    room = width if first is None else first
    lines: list[str] = []
    line = ""
    for part in parts:
        joined = f"{line}{sep}{part}" if line else (indent if lines else "") + part
        if visible(joined) <= room:
            line = joined
            continue
        if line:
            lines.append(line)
            room = width
        lead = indent if lines else ""
        line = lead + part
        if visible(line) > room:
            wrapped = _words(part, room, lead, indent)
            lines += wrapped[:-1]
            line = wrapped[-1]
            room = width
    lines.append(line)
    return lines


def fit_notes(notes: Sequence[Any], width: int) -> list[Any]:
    """Notes (a text, or ``(role, text)``) as lines of ``width``: each broken between its `` · `` parts,
    then at spaces; a styled note stays styled on each of its lines."""
    out: list[Any] = []
    for note in notes:
        role, text = note if isinstance(note, tuple) else ("", note)
        lines = pack(split_parts(text), width)
        out += [(role, line) for line in lines] if isinstance(note, tuple) else lines
    return out


def fit_header(title: str, text: str, width: int) -> tuple[str, list[str]]:
    """A header's parts that fit on the line after ``title · ``, and the lines of the others (a view
    shows those first under it, in its info lines)."""
    lines = pack(split_parts(text), width, first=width - len(title + SEP))
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
            if visible(head) + longest + len(gap) + visible(beside) > width or \
                    visible(head) + visible(under) > width:
                break
            first = head + paint(i, name.ljust(longest)) + (gap + beside if beside else "")
            lines += [first.rstrip()] + ([" " * visible(head) + under] if under else [])
        else:
            return lines
    out = []
    for i, (head, name, figures) in enumerate(rows):
        out.append(head + paint(i, name))
        if figures:
            out += balanced(list(figures), width, " " * visible(head), sep)
    return out


def balanced(parts: Sequence[str], width: int, indent: str = "", sep: str = SEP) -> list[str]:
    """``parts`` after ``indent`` on as few lines of ``width`` as they need, as evenly as they go
    (so a second line does not hold one lone figure)."""
    room = width - len(indent)
    count = len(pack(parts, room, sep=sep))
    per = -(-len(parts) // count)
    groups = [sep.join(parts[i:i + per]) for i in range(0, len(parts), per)]
    if len(groups) > count or any(visible(g) > room for g in groups):
        groups = pack(parts, room, sep=sep)
    return [indent + g for g in groups]


class FittedLines:
    """A view's header, info and end lines fitted to the width, over a base view that words them
    (``class AtaxxView(FittedLines, MoveGameView)``): the header's parts that do not fit beside the
    title open the info lines (the loop asks for the header, then the info)."""

    rest: list[str] = []        # the header's parts that did not fit its line, until info shows them

    def header(self, session: Any, mover: int, turn_over: bool) -> str:
        first, self.rest = fit_header(self.title, super().header(session, mover, turn_over),  # type: ignore[misc]
                                      columns(self.term))  # type: ignore[attr-defined]
        return first

    def info(self, session: Any, turn_over: bool, last_throw: tuple | None) -> list[str]:
        rest, self.rest = self.rest, []
        return rest + super().info(session, turn_over, last_throw)  # type: ignore[misc]

    def end(self, session: Any) -> list:
        return fit_notes(super().end(session), columns(self.term))  # type: ignore[misc,attr-defined]
