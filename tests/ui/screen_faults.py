"""What makes a drawn screen broken, read from what a terminal shows: a line past the width, a word cut in two.

The screens are read by a pyte screen wider than the terminal the game is told
it has, so a line the game writes too long shows as text past the width
instead of being wrapped out of sight by the terminal.

A word is cut in two when one line ends with letters and the next begins with
letters that, joined, make a word of the language's own texts (its catalogues
and rules pages) while the two halves are not both words: ``answ`` / ``er``,
``· h`` / ``ázet bude``. A word cut short with ``…`` counts too, unless what is
left is a word itself or the cut text is a player's name.
"""
from __future__ import annotations

import glob
import os
import re
from functools import lru_cache

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
LETTERS = r"[^\W\d_]+"
_TAIL = re.compile(f"({LETTERS})$")
_HEAD = re.compile(f"^({LETTERS})")
_CUT = re.compile(f"({LETTERS})…")


def too_wide(lines: list[str], columns: int) -> list[tuple[int, str]]:
    """The lines (row, text) that use more than ``columns - 1`` characters: the house leaves the last column."""
    return [(row, line.rstrip()) for row, line in enumerate(lines) if len(line.rstrip()) > columns - 1]


@lru_cache(maxsize=None)
def vocabulary(lang: str) -> frozenset[str]:
    """Every word (lower case, letters only) of ``lang``'s catalogues and rules pages, and of English's
    (commands and names are English in every language)."""
    from framework.net.texts import NET
    from framework.lang.texts import COMMON, HOUSE, Catalogue
    from games import REGISTRY
    texts: list[str] = []
    tables = [COMMON, HOUSE, NET] + [t for entry in REGISTRY for t in entry.spec().texts]
    catalogue = Catalogue(*tables)
    for language in {lang, "en"}:
        texts += [catalogue.template(language, key) for key in catalogue.keys(language)]
        for path in glob.glob(os.path.join(ROOT, f"rules_{language}.md")) + \
                glob.glob(os.path.join(ROOT, "games", "*", f"rules_{language}.md")):
            with open(path, encoding="utf-8") as f:
                texts.append(f.read())
        for entry in REGISTRY:
            texts.append(entry.title(language))
    return frozenset(word.lower() for text in texts for word in re.findall(LETTERS, text))


def split_words(lines: list[str], lang: str, names: tuple[str, ...] = ()) -> list[tuple[int, str]]:
    """Words cut across two lines, or cut short with ``…``: (row, what was seen)."""
    words = vocabulary(lang)
    faults = []
    for row in range(len(lines) - 1):
        upper, lower = lines[row].rstrip(), lines[row + 1].strip()
        tail, head = _TAIL.search(upper), _HEAD.search(lower)
        if tail and head:
            a, b = tail.group(1).lower(), head.group(1).lower()
            if a + b in words and not (a in words and b in words):
                faults.append((row, f"{tail.group(1)} / {head.group(1)}"))
    for row, line in enumerate(lines):
        for cut in _CUT.finditer(line):
            stem = cut.group(1).lower()
            if len(stem) < 2 or stem in words or any(name.lower().startswith(stem) for name in names):
                continue
            if any(word.startswith(stem) for word in words):
                faults.append((row, cut.group(0)))
    return faults
