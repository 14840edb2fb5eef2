"""The Ataxx rules page in Czech or English, as text and as screen pages.

Why a module: the hotseat game pages through it, and XII Scripta's menu can
show the same text with its own pager (:func:`rules_text` gives the Markdown,
:func:`rules_path` the file, :func:`rules_pages` ready-made pages).
"""
from __future__ import annotations

import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
LANGUAGES = ("cs", "en")
WIDTH = 78


def rules_path(lang: str) -> str:
    """``games/ataxx/rules_<lang>.md`` (English for an unknown language)."""
    return os.path.join(HERE, f"rules_{lang if lang in LANGUAGES else 'en'}.md")


def rules_text(lang: str) -> str:
    """The rules page as Markdown (OSError if the file cannot be read)."""
    with open(rules_path(lang), encoding="utf-8", errors="replace") as f:
        return f.read()


def rules_lines(lang: str) -> list[tuple[str, str]]:
    """The page as terminal lines, each ``(role, text)``: role ``title`` for headings, else ``""``.

    Heading marks, bold and code marks are dropped; the files keep their lines
    within 78 columns (a test checks it), so nothing is wrapped here.
    """
    out = []
    for raw in rules_text(lang).splitlines():
        line = raw.rstrip()
        if line.startswith("#"):
            out.append(("title", line.lstrip("#").strip()))
            continue
        line = re.sub(r"\*\*(.+?)\*\*", r"\1", line)
        line = line.replace("`", "")
        out.append(("", line[:WIDTH]))
    while out and not out[-1][1]:
        out.pop()
    return out


def rules_pages(lang: str, height: int = 22) -> list[list[tuple[str, str]]]:
    """:func:`rules_lines` cut into pages of ``height`` lines, a page never starting with a blank line."""
    lines = rules_lines(lang)
    pages: list[list[tuple[str, str]]] = []
    page: list[tuple[str, str]] = []
    for item in lines:
        if not page and not item[1]:
            continue
        page.append(item)
        if len(page) == height:
            pages.append(page)
            page = []
    if page:
        pages.append(page)
    return pages or [[]]
