"""Fitting a line of text to the screen's width: the one line breaker every screen uses.

Why one: each screen wrapped its own way (textwrap at 79 columns, or not at all), so
a header broke as "... · Player I" / "I throws next", a menu line left ``)`` alone,
and colour sequences counted as width. The rules here are the house's:

* prose breaks at spaces, never inside a word; a path wider than the whole line
  breaks after one of its slashes (``/home/alice/`` / ``games/x.xii``), and any
  other word that wide stands alone on its line;
* a line made of `` · ``-separated parts breaks between its parts first, so each
  line reads alone (a part wider than the line then breaks at its spaces);
* colour escape sequences take no width, and a style never spans a break: it is
  closed at the end of a line and opened again on the next;
* a continued line keeps the line's indent, and a menu line (``  1  label``) or a
  list item (``- text``) hangs under its text.

No ``re`` and no ``textwrap`` here: the menu fits its lines before the first screen,
and textwrap's import (``re``, ``enum``, compiling its patterns) cost the menu about
14 ms of CPU, two thirds of a bare Python's start. Plain prose breaks exactly where
``textwrap.wrap(text, width, break_long_words=False, break_on_hyphens=False)`` would
(a test checks this).
"""
from __future__ import annotations

__all__ = ["SEPARATOR", "RESET", "visible_len", "plain", "fit", "fit_all"]

SEPARATOR = " · "
RESET = "\x1b[0m"
#: The characters a rule is drawn with (``=====`` under a title, the only rules the screens draw): a rule is
#: cut to the width, not broken; a run of any other character is a word.
RULES = "=─━"


def _escape_end(text: str, i: int) -> int:
    """The index after the escape sequence that starts at ``text[i]`` (CSI ``ESC [ ... final``, or ESC + one)."""
    n = len(text)
    if i + 1 < n and text[i + 1] == "[":
        j = i + 2
        while j < n and not ("@" <= text[j] <= "~"):
            j += 1
        return min(n, j + 1)
    return min(n, i + 2)


def _split_escapes(text: str) -> tuple[str, list[tuple[int, str]]]:
    """The visible text, and each escape sequence with the visible index it stands before."""
    if "\x1b" not in text:
        return text, []
    chars: list[str] = []
    marks: list[tuple[int, str]] = []
    i, n = 0, len(text)
    while i < n:
        if text[i] == "\x1b":
            j = _escape_end(text, i)
            marks.append((len(chars), text[i:j]))
            i = j
        else:
            chars.append(text[i])
            i += 1
    return "".join(chars), marks


def plain(text: str) -> str:
    """``text`` without its escape sequences: what the screen shows."""
    return _split_escapes(text)[0]


def visible_len(text: str) -> int:
    """The columns ``text`` takes on screen (escape sequences take none)."""
    return len(text) if "\x1b" not in text else len(_split_escapes(text)[0])


def _word_spans(text: str, start: int, end: int, width: int, first: int) -> list[tuple[int, int]]:
    """``text[start:end]`` broken at spaces into spans of at most ``first`` (the first line) then ``width``
    columns; a word wider than a whole line stands alone (textwrap's ``break_long_words=False``). The
    first line keeps its indent."""
    spans: list[tuple[int, int]] = []
    room = first
    i = start
    body = start
    while body < end and text[body] == " ":
        body += 1
    while i < end:
        if end - i <= room:
            spans.append((i, end))
            break
        cut = text.rfind(" ", body, i + room + 1)
        stop = cut
        while stop > i and text[stop - 1] == " ":
            stop -= 1
        if cut < 0 or stop <= body:         # one word wider than the line
            slash = text.rfind("/", body + 1, i + room)
            if slash > body and text.find(" ", body, slash) < 0:
                cut = stop = slash + 1      # a path: broken after a slash, the rest on the next line
            else:                           # any other word: whole, on a line of its own
                cut = text.find(" ", body, end)
                cut = end if cut < 0 else cut
                stop = cut
        spans.append((i, stop))
        i = cut
        while i < end and text[i] == " ":
            i += 1
        body = i
        room = width
    return spans


def _hang(text: str, width: int) -> int:
    """How far a continued line is indented: under the text of a menu line (``  1  label``) or a list
    item (``- text``), else as the line itself; never more than half the width."""
    lead = len(text) - len(text.lstrip(" "))
    rest = text[lead:]
    hang = lead
    if rest[:2] in ("- ", "* ", "• "):
        hang = lead + 2
    else:
        token = rest.split(" ", 1)[0]
        if 0 < len(token) <= 3 and rest[len(token):len(token) + 2] == "  ":
            k = len(token)
            while k < len(rest) and rest[k] == " ":
                k += 1
            hang = lead + k
    return hang if hang <= width // 2 else 0


def _spans(text: str, width: int, seps: tuple[str, ...], hang: int | None,
           first: int) -> tuple[list[tuple[int, int]], int]:
    """Where ``text`` (visible characters only) breaks: spans of ``text`` (the first at most ``first``
    wide), and the continued lines' indent."""
    hang = _hang(text, width) if hang is None else min(hang, width // 2)
    rest_width = max(1, width - hang)
    sep = next((s for s in seps if s in text), None)
    if sep is None:
        return _word_spans(text, 0, len(text), rest_width, first), hang
    parts: list[tuple[int, int]] = []
    i = 0
    while True:
        j = text.find(sep, i)
        if j < 0:
            parts.append((i, len(text)))
            break
        parts.append((i, j))
        i = j + len(sep)
    spans: list[tuple[int, int]] = []
    line: tuple[int, int] | None = None
    for a, b in parts:
        room = first if not spans else rest_width
        if line is not None and b - line[0] <= room:
            line = (line[0], b)            # the part joins the line, separator and all
            continue
        if line is not None:
            spans.append(line)
        room = first if not spans else rest_width
        if b - a <= room:
            line = (a, b)
        else:                              # a part wider than a line: at its spaces, and alone
            spans += _word_spans(text, a, b, rest_width, room)
            line = None
    if line is not None:
        spans.append(line)
    return spans, hang


def fit(text: str, width: int, seps: tuple[str, ...] = (SEPARATOR,), hang: int | None = None,
        first: int | None = None) -> list[str]:
    """``text`` as lines of at most ``width`` visible columns (see the module's rules); ``[text]`` when it
    fits, ``[""]`` for an empty line. ``seps``: where the line breaks first (`` · `` by default);
    ``hang``: the continued lines' indent (default: as the line's own, see :func:`_hang`); ``first``:
    the first line's width when something stands before it on the screen (a game's title)."""
    width = max(1, width)
    first = width if first is None else max(1, first)
    if "\n" in text:
        head, tail = text.split("\n", 1)
        return fit(head, width, seps, hang, first) + fit(tail, width, seps, hang)
    if len(text) <= first or visible_len(text) <= first:
        return [text]
    shown, marks = _split_escapes(text.rstrip())
    if len(shown) <= first:
        return [text]
    if not marks and shown[0] in RULES and shown == shown[0] * len(shown):
        return [shown[:first]]          # a rule (``=====`` under a title) is as wide as the screen at most
    spans, hang = _spans(shown, width, seps, hang, first)
    if not marks:
        return [(" " * hang if k else "") + shown[a:b] for k, (a, b) in enumerate(spans)]
    out = []
    active = ""                 # the styles in force (sequences since the last reset)
    m = 0
    for k, (a, b) in enumerate(spans):
        while m < len(marks) and marks[m][0] <= a:
            active = _after(active, marks[m][1])
            m += 1
        pieces = [" " * hang if k else "", active]
        i = a
        while m < len(marks) and marks[m][0] < b:
            at, seq = marks[m]
            pieces += [shown[i:at], seq]
            active = _after(active, seq)
            i = at
            m += 1
        pieces.append(shown[i:b])
        if active:
            pieces.append(RESET)
        out.append("".join(pieces))
    return out


def _after(active: str, seq: str) -> str:
    """The styles in force after ``seq``: a reset (``ESC[m``, ``ESC[0m``, or any ``...0m``-ending end) clears them."""
    if seq in ("\x1b[m", "\x1b[0m") or (seq.endswith("m") and seq[2:-1].split(";")[-1] in ("0", "")):
        return ""
    return active + seq if seq.endswith("m") else active


def fit_all(lines: list[str], width: int) -> list[str]:
    """Every line of ``lines`` fitted to ``width`` (:func:`fit`)."""
    out: list[str] = []
    for line in lines:
        out += fit(line, width)
    return out
