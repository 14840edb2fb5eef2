"""Rules pages for every game: a Markdown file per language, as terminal pages.

Why one: each game had its own reader and pager. A game keeps
``rules_<lang>.md`` in its ``rules_dir``; :func:`rules_lines` turns the
Markdown into terminal lines (headings as titles, emphasis and code marks
dropped, long lines wrapped at spaces to the width, never inside a word, fenced
diagrams kept as drawn) and
:func:`paginate` cuts them into pages without ever splitting a fenced diagram
or a table across two pages.
"""
from __future__ import annotations

import os
import re

from framework.core.numbers import is_number
from framework.tui.fitting import fit

__all__ = ["WIDTH", "HEIGHT", "rules_file", "rules_lines", "paginate"]

WIDTH = 79             # the defaults: a screen of 80 x 24 (the menus pass the terminal's size)
HEIGHT = 21            # a 24-line screen less the question (two lines on a narrow screen) and a note


def rules_file(folder: str, lang: str, languages: tuple[str, ...] = ("cs", "en", "pl", "ru")) -> tuple[str, str | None]:
    """The rules file to show for ``lang`` in ``folder``: ``(path, None)``, or the fallback
    (English, then any) as ``(path, missing_name)``; FileNotFoundError if there is none."""
    wanted = f"rules_{lang}.md"
    order = [lang] + [x for x in ("en",) + tuple(languages) if x != lang]
    for candidate in order:
        path = os.path.join(folder, f"rules_{candidate}.md")
        if os.path.isfile(path):
            return path, (None if candidate == lang else wanted)
    raise FileNotFoundError(os.path.join(folder, wanted))


_BOLD = re.compile(r"\*\*(\S(?:.*?\S)?)\*\*")
_ITALIC = re.compile(r"(?<![\w*])\*(\S(?:[^*]*?\S)?)\*(?![\w*])")
_CODE = re.compile(r"`([^`]+)`")


def rules_lines(text: str, width: int = WIDTH) -> list[tuple[str, str, bool]]:
    """The Markdown as ``(role, line, keep)`` triples: role ``"title"`` for headings, else ``""``;
    ``keep`` marks lines of a block (a fenced diagram or a table) that must stay on one page."""
    out: list[tuple[str, str, bool]] = []
    fenced = False
    for raw in _paragraphs(text.splitlines()):
        line = raw.rstrip()
        if line.startswith("```"):
            fenced = not fenced
            continue
        if fenced:
            out.append(("", line[:width], True))
            continue
        line = _CODE.sub(r"\1", _ITALIC.sub(r"\1", _BOLD.sub(r"\1", line)))
        if line.startswith("#"):
            title = line.lstrip("#").strip()
            out += [("title", part, False) for part in fit(title, width, seps=())]
            continue
        if line.lstrip().startswith("|"):
            out.append(("", line[:width], True))
            continue
        if len(line) <= width:
            out.append(("", line, False))
            continue
        body = line.lstrip()
        indent = " " * (len(line) - len(body))
        marker = ""
        for prefix in ("- ", "* "):
            if body.startswith(prefix):
                marker = prefix
        if not marker:
            number = body.split(" ", 1)[0]
            if is_number(number[:-1]) and number.endswith("."):
                marker = number + " "
        for part in fit(indent + body, width, seps=(), hang=len(indent) + len(marker)):
            out.append(("", part, False))
    while out and not out[-1][1]:
        out.pop()
    return out


def _starts_block(line: str) -> bool:
    """Whether a Markdown line starts something of its own: a heading, a table row, a fence, a list item."""
    body = line.lstrip()
    if body.startswith(("#", "|", "```", "- ", "* ")):
        return True
    number = body.split(" ", 1)[0]
    return number.endswith(".") and is_number(number[:-1])


def _paragraphs(raw: list[str]) -> list[str]:
    """The lines of a Markdown text with each paragraph (and each list item) joined into one line, as
    Markdown reads them: the page's own line breaks were made for one width, the screen has another.
    Fenced diagrams, tables and headings stay as written; a line ending in two spaces keeps its break."""
    out: list[str] = []
    fenced = False
    joinable = False                # the previous line is prose that a following line continues
    for line in raw:
        line = line.rstrip("\n")
        if line.startswith("```"):
            fenced = not fenced
            out.append(line)
            joinable = False
            continue
        if fenced or not line.strip():
            out.append(line)
            joinable = False
            continue
        if joinable and not _starts_block(line):
            out[-1] = out[-1].rstrip() + " " + line.strip()
        else:
            out.append(line)
        joinable = not line.lstrip().startswith(("#", "|")) and not line.endswith("  ")
    return out


def paginate(lines: list[tuple[str, str, bool]], height: int = HEIGHT) -> list[list[tuple[str, str]]]:
    """Pages of at most ``height`` lines; a run of ``keep`` lines (with the line that introduces it)
    moves whole to the next page rather than be cut, and no page starts with a blank line."""
    blocks: list[list[tuple[str, str]]] = []
    i = 0
    while i < len(lines):
        if lines[i][2]:
            j = i
            while j < len(lines) and lines[j][2]:
                j += 1
            block = [(r, t) for r, t, _ in lines[i:j]]
            if blocks and blocks[-1] and blocks[-1][-1][1].strip().endswith(":"):
                block = [blocks[-1].pop()] + block      # keep "The board:" with its drawing
            blocks.append(block)
            i = j
        else:
            blocks.append([(lines[i][0], lines[i][1])])
            i += 1
    pages: list[list[tuple[str, str]]] = []
    page: list[tuple[str, str]] = []
    for block in blocks:
        if not block:
            continue
        if len(block) > height:                      # longer than a page: cut it, nothing better to do
            for item in block:
                if len(page) == height:
                    pages.append(page)
                    page = []
                page.append(item)
            continue
        if len(page) + len(block) > height:
            carried = _heading_at_the_end(page)     # a heading goes over with the text it heads
            pages.append(page)
            page = carried
        for item in block:
            if not page and not item[1]:
                continue
            page.append(item)
    if page:
        pages.append(page)
    return pages or [[]]


def _heading_at_the_end(page: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """Take the heading (its lines) that ends ``page``, blank lines after it dropped, unless it is all the page
    holds: a page must not end on a title whose text stands on the next one."""
    end = len(page)
    while end and not page[end - 1][1].strip():
        end -= 1
    start = end
    while start and page[start - 1][0] == "title":
        start -= 1
    if start == end or start == 0:
        return []
    heading = page[start:end]
    del page[start:]
    while page and not page[-1][1].strip():
        page.pop()
    return heading
