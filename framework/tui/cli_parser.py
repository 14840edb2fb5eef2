"""argparse in the player's language: ``--help``, usage lines and refusals of every player-facing program.

Why not gettext: argparse words its own parts (``usage:``, ``options:``, "show
this help message and exit", "invalid choice: ...") through ``gettext``, whose
catalogues are not installed with the game, so a Czech player got English
frames around Czech help. :class:`Parser` takes those words from the house's
catalogues instead (keys ``cli.*``): it names its own sections and help
option, and turns argparse's English refusals back into their keys (each
refusal's English text is the key's English template, read as a pattern) and
says them in the player's language.

The language is the game's choice, made before any option is parsed:
``--lang`` on the line, else the settings file's language, else the locale
(:func:`language`).
"""
from __future__ import annotations

import argparse
import os
import re
import shutil
import sys
from collections.abc import Callable, Mapping, Sequence

from framework.core import settings as config
from framework.core.limits import MAX_SETTINGS_BYTES, read_regular
from framework.lang import texts
from framework.lang.texts import COMMON, FALLBACK, HOUSE, Catalogue
from framework.tui.fitting import fit

__all__ = ["Parser", "language", "words", "languages_list"]

#: argparse's refusals as the catalogue's keys, innermost last; the English template of each is
#: argparse's own wording (``{field}`` where argparse puts a value), so it reads back as a pattern.
ARGPARSE_REFUSALS = ("cli.refuse.argument", "cli.refuse.choice", "cli.refuse.int", "cli.refuse.float",
                     "cli.refuse.unrecognized",
                     "cli.refuse.not_allowed", "cli.refuse.expected_one", "cli.refuse.expected_at_most_one",
                     "cli.refuse.expected_at_least_one", "cli.refuse.required", "cli.refuse.one_required",
                     "cli.refuse.ambiguous", "cli.refuse.ignored")


def language(argv: Sequence[str], environ: Mapping[str, str] | None = None) -> str:
    """The language a program's help and refusals speak: a valid ``--lang`` in ``argv``, else the
    settings' language, else the locale's (as the game itself chooses, framework/tui/context.py)."""
    environ = os.environ if environ is None else environ
    for i, arg in enumerate(argv):
        if arg == "--":
            break
        value = argv[i + 1] if arg == "--lang" and i + 1 < len(argv) else arg[7:] if arg.startswith("--lang=") \
            else None
        if value in texts.LANGUAGES:
            return value
    chosen = _settings_language(environ)
    if chosen in texts.LANGUAGES:
        return chosen
    return texts.locale_language(environ)


def _settings_language(environ: Mapping[str, str]) -> str:
    """The settings file's language, read without writing anything back (``auto`` if none or unreadable)."""
    path = config.settings_path(environ)
    if path is None:                    # no home folder known: no settings file
        return "auto"
    try:
        text = read_regular(path, MAX_SETTINGS_BYTES).decode("utf-8")
        return config.Settings.salvage(text)[0].language
    except (OSError, ValueError):
        return "auto"


def words(lang: str, *tables: dict) -> Callable[..., str]:
    """``say(key, **params)`` over the shared tables and ``tables`` (a game's or the network's) in ``lang``."""
    catalogue = Catalogue(COMMON, HOUSE, *tables)
    return lambda key, /, **params: catalogue.text(lang, key, **params)


def languages_list() -> str:
    """The interface's languages for ``--lang``'s help, ``cs|en|...`` (read when the parser is built)."""
    return "|".join(texts.LANGUAGES)


def fitted(text: str, columns: int | None = None) -> str:
    """argparse's text with every line fitted to the terminal (``columns - 1``): argparse wraps
    descriptions but neither a usage line's groups (indented under a long program name) nor headings.
    The usage block (up to its first empty line) is laid out again between its bracketed groups, under
    the program's name when that leaves half the line, else indented 4; any other line breaks at spaces,
    hanging under its own indent (8 when that is over half the line)."""
    width = max(20, (columns or shutil.get_terminal_size().columns) - 1)
    lines = text.split("\n")
    out: list[str] = []
    if lines and any(len(line) > width for line in lines[:lines.index("") if "" in lines else len(lines)]):
        end = lines.index("") if "" in lines else len(lines)
        out, lines = _usage(" ".join(line.strip() for line in lines[:end]), width), lines[end:]
    for line in lines:
        if len(line) <= width:
            out.append(line)
            continue
        indent = len(line) - len(line.lstrip(" "))
        out += fit(line, width, seps=(), hang=indent if indent <= width // 2 else 8)
    return "\n".join(out)


def _usage(usage: str, width: int) -> list[str]:
    """``usage: prog [-h] [--a A] ...`` as lines of at most ``width``, broken only between top-level
    groups (a space inside ``[...]``, ``{...}`` or ``(...)`` never breaks)."""
    groups, depth, start = [], 0, 0
    for i, ch in enumerate(usage + " "):
        if ch in "[{(":
            depth += 1
        elif ch in "]})":
            depth = max(0, depth - 1)
        elif ch == " " and depth == 0:
            if i > start:
                groups.append(usage[start:i])
            start = i + 1
    head = next((k for k, g in enumerate(groups) if g[:1] in "[{(-"), len(groups))
    first = " ".join(groups[:head])
    hang = len(first) + 1 if len(first) + 1 <= width // 2 else 4
    pieces = []
    for group in groups[head:]:
        if hang + len(group) <= width:
            pieces.append(group)
            continue
        alternatives = group.split(" | ")        # a group wider than a line: between its alternatives
        pieces += [a + " |" for a in alternatives[:-1]] + alternatives[-1:]
    lines, line = [], first
    for piece in pieces:
        if len(line) + 1 + len(piece) <= width:
            line = f"{line} {piece}"
        else:
            lines.append(line)
            line = " " * hang + piece
    lines.append(line)
    return lines


class _Formatter(argparse.HelpFormatter):
    """argparse's formatter with the usage line's prefix in the player's language."""

    usage_prefix = "usage: "

    def add_usage(self, usage, actions, groups, prefix=None):
        super().add_usage(usage, actions, groups, self.usage_prefix if prefix is None else prefix)


class Parser(argparse.ArgumentParser):
    """An ``ArgumentParser`` whose own words, and argparse's refusals, come from ``say`` (:func:`words`).

    ``lang`` is kept for the options' types that word their own refusals (:meth:`text`).
    """

    def __init__(self, say: Callable[..., str], lang: str = FALLBACK, **kwargs) -> None:
        kwargs.setdefault("formatter_class", _Formatter)
        super().__init__(add_help=False, **kwargs)
        self.text, self.lang = say, lang
        self._positionals.title = say("cli.positionals")
        self._optionals.title = say("cli.options")
        self.add_argument("-h", "--help", action="help", default=argparse.SUPPRESS, help=say("cli.help"))

    def add_version(self, version: str) -> None:
        """``--version``, its help in the player's language."""
        self.add_argument("--version", action="version", version=version, help=self.text("cli.version"))

    def _get_formatter(self):
        formatter = super()._get_formatter()
        formatter.usage_prefix = self.text("cli.usage")
        return formatter

    def refuse(self, option: str, key: str, **params: object):
        """Exit 2 with ``argument OPTION: <key's message>`` in the player's language (no return)."""
        self.error(self.text("cli.refuse.argument", name=option, message=self.text(key, **params)))

    def error(self, message: str):
        self.print_usage(sys.stderr)
        self.exit(2, fitted(self.text("cli.error", prog=self.prog, message=self.translate(message))) + "\n")

    def format_help(self) -> str:
        return fitted(super().format_help())

    def format_usage(self) -> str:
        return fitted(super().format_usage())

    def translate(self, message: str) -> str:
        """argparse's English refusal ``message`` in the player's language (unchanged if not one of its own)."""
        for key in ARGPARSE_REFUSALS:
            match = _pattern(key).fullmatch(message)
            if match:
                fields = match.groupdict()
                if "message" in fields:
                    fields["message"] = self.translate(fields["message"])
                return self.text(key, **fields)
        return message


_PATTERNS: dict[str, re.Pattern] = {}


def _pattern(key: str) -> re.Pattern:
    """The English template of ``key`` as a pattern: its text literally, each ``{field}`` any text."""
    if key not in _PATTERNS:
        template = HOUSE[FALLBACK][key]
        parts = re.split(r"\{(\w+)\}", template)
        pattern = "".join(re.escape(part) if i % 2 == 0 else f"(?P<{part}>.+?)" for i, part in enumerate(parts))
        _PATTERNS[key] = re.compile(pattern, re.DOTALL)
    return _PATTERNS[key]
