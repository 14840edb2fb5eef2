"""A player's name as the server accepts it: one pure check, the reason of every refusal.

Why its own module: a name is drawn on every other player's screen, so it
must look like what it is. Printable was not enough (issue 32): an invisible
Hangul filler, twenty-four combining marks on one letter, forty-eight
columns of wide characters and "Аnn" with a Cyrillic А all passed ``hello``.
:func:`check_name` normalises a name (NFC: the same name typed on two
keyboards is one name), counts its width in terminal columns (an East Asian
wide character takes two) and refuses what hides, overflows or impersonates.
It is pure (unicodedata only), so the server (framework/net/protocol.py) and
any client can ask it.

What it cannot see: a whole word in another script that looks Latin ("Рое"
in Cyrillic is "Poe"): that needs the confusables tables, which the house
does not carry.
"""
from __future__ import annotations

import unicodedata

__all__ = ["MAX_COLUMNS", "MAX_CHARACTERS", "NameRefused", "check_name", "columns", "REASONS"]

#: The widest name, in terminal columns (a wide character counts two).
MAX_COLUMNS = 24
#: The most code points a name may hold before it is even looked at (marks included).
MAX_CHARACTERS = 64
#: Characters that draw nothing although Unicode calls them letters or symbols.
FILLERS = frozenset("\u3164\u115f\u1160\uffa0\u2800")
#: Marks that draw nothing (Unicode's default-ignorable code points among the combining marks): the grapheme
#: joiner, Khmer's inherent vowels, Mongolian's and the general variation selectors.
_IGNORABLE_MARKS = ((0x034F, 0x034F), (0x17B4, 0x17B5), (0x180B, 0x180F), (0xFE00, 0xFE0F), (0xE0100, 0xE01EF))
#: Combining marks one letter may carry (Vietnamese needs two at most; more stack into a smear: "Zalgo").
MAX_MARKS_A_LETTER = 2
#: Scripts read as one within a word: Japanese writes kanji and kana together, Korean hangul with hanja.
_EAST_ASIAN = {"CJK": "CJK", "HIRAGANA": "CJK", "KATAKANA": "CJK", "KATAKANA-HIRAGANA": "CJK", "HANGUL": "CJK",
               "BOPOMOFO": "CJK", "IDEOGRAPHIC": "CJK"}
#: First words of a letter's name that name no script (an apostrophe-like modifier, an ordinal sign).
_NEUTRAL = frozenset({"MODIFIER", "FEMININE", "MASCULINE"})
#: Why a name was refused (the ``reason`` of the ``bad_name`` error).
REASONS = ("empty", "too_wide", "spaces", "control", "invisible", "combining", "mixed_scripts", "lookalike")


class NameRefused(ValueError):
    """A name the server does not take: ``reason`` (one of :data:`REASONS`) and an English ``message``."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason, self.message = reason, message


def _is_mark(ch: str) -> bool:
    return unicodedata.category(ch) in ("Mn", "Me")


def columns(text: str) -> int:
    """The columns ``text`` takes on a terminal: wide and full-width characters two, marks and format
    characters none, everything else one."""
    width = 0
    for ch in text:
        category = unicodedata.category(ch)
        if category in ("Mn", "Me", "Cf"):
            continue
        width += 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1
    return width


def _invisible(ch: str) -> bool:
    """A character that draws nothing: a format character, a space other than the plain one, a filler."""
    category = unicodedata.category(ch)
    code = ord(ch)
    return ch in FILLERS or category == "Cf" or (category == "Zs" and ch != " ") or any(
        low <= code <= high for low, high in _IGNORABLE_MARKS)


def _script(ch: str) -> str | None:
    """The script of a letter (the first word of its Unicode name, east Asian scripts as one); None for
    anything that belongs to no script (digits, punctuation, symbols, modifiers)."""
    if not unicodedata.category(ch).startswith("L"):
        return None
    words = unicodedata.name(ch, "").split()
    if not words:
        return "UNKNOWN"
    first = words[0]
    if first in ("HALFWIDTH", "FULLWIDTH") and len(words) > 1:
        # Full-width Latin is a script of its own here ("Ａnn" mixes); half-width kana is still kana.
        first = words[1] if words[1] in _EAST_ASIAN else first
    if first in _NEUTRAL:
        return None
    return _EAST_ASIAN.get(first, first)


def check_name(name: str) -> str:
    """``name`` in NFC if the server takes it; NameRefused with the reason otherwise.

    Taken: 1-24 columns, no space at either end nor two together, nothing unprintable, nothing invisible
    (no filler, no format character, no mark that draws nothing, at least one letter, digit, punctuation or
    symbol), combining marks at most half of the characters and two on one letter, plain forms only (the
    name unchanged by NFKC), and each word (between spaces) in one script."""
    if not isinstance(name, str) or not name:
        raise NameRefused("empty", "a name has at least one character")
    if len(name) > MAX_CHARACTERS:
        raise NameRefused("too_wide", f"a name is at most {MAX_COLUMNS} columns wide")
    name = unicodedata.normalize("NFC", name)
    if any(_invisible(ch) for ch in name):
        raise NameRefused("invisible", "a name holds no invisible characters (fillers, format characters, "
                                       "spaces other than the plain one)")
    if not name.isprintable():
        raise NameRefused("control", "a name holds printable characters only (no control characters)")
    if name != name.strip(" ") or "  " in name:
        raise NameRefused("spaces", "a name has no space at either end and never two together")
    if not any(unicodedata.category(ch)[0] in "LNPS" for ch in name):
        raise NameRefused("invisible", "a name shows at least one letter, digit or sign")
    if columns(name) > MAX_COLUMNS:
        raise NameRefused("too_wide", f"a name is at most {MAX_COLUMNS} columns wide")
    marks = sum(1 for ch in name if _is_mark(ch))
    run = 0
    for ch in name:
        run = run + 1 if _is_mark(ch) else 0
        if run > MAX_MARKS_A_LETTER:
            raise NameRefused("combining", f"a letter carries at most {MAX_MARKS_A_LETTER} combining marks")
    if marks * 2 > len(name):
        raise NameRefused("combining", "a name is mostly letters, not combining marks")
    for word in name.split(" "):
        scripts = {script for script in map(_script, word) if script is not None}
        if len(scripts) > 1:
            raise NameRefused("mixed_scripts", f"each word of a name is written in one script, not "
                                               f"{' and '.join(sorted(s.lower() for s in scripts))}")
    if unicodedata.normalize("NFKC", name) != name:
        # Styled letters that stand for plain ones: mathematical bold, full-width,
        # ligatures, circled and super-scripted forms. "𝐀𝐥𝐢𝐜𝐞" would pass for "Alice".
        raise NameRefused("lookalike", "a name is written in plain letters, not styled forms that stand for "
                                       "others (bold, full-width, circled, ligatures)")
    return name
