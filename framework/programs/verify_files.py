"""``--verify FILE ...``: each file's record checked offline (framework/core/verify.py), one line per file in
the player's language; the exit code is the worst file's (0 verified, 1 a problem, 2 unreadable).
"""
from __future__ import annotations

import sys

from framework.core.verify import verify_file
from framework.lang.texts import COMMON, HOUSE, Catalogue
from framework.tui.cli_parser import fitted, language, words

__all__ = ["main"]


def main(argv: list[str], registry) -> int:
    """``--verify FILE ...``: one line per file; the exit code is the worst file's."""
    files = _files(argv)
    if not files or (files[0].startswith("-") and files[0] != "-"):
        say = words(language(argv))
        usage = say("cli.usage") + "xii_scripta.py --verify {0} [{0} ...]".format(say("cli.meta.file"))
        if files and files[0] in ("-h", "--help"):
            print(fitted(usage + "\n\n" + say("cli.verify.description")))       # as the other programs' help
            return 0
        print(usage, file=sys.stderr)
        return 2
    lang = language(argv)
    worst = 0
    for path in files:
        report = verify_file(path, registry)
        print(report.text(path, lang, _catalogue(report.game, registry)))
        worst = max(worst, report.exit_code)
    return worst


def _files(argv: list[str]) -> list[str]:
    """The files named in ``argv``: everything but ``--lang CODE`` (or ``--lang=CODE``)."""
    files, skip = [], False
    for arg in argv:
        if skip:
            skip = False
        elif arg == "--lang":
            skip = True
        elif not arg.startswith("--lang="):
            files.append(arg)
    return files


def _catalogue(game: str, registry):
    """The house's sentences with ``game``'s own (its refusals), or the house's alone."""
    for listing in registry:
        if listing.name == game:
            return Catalogue(COMMON, HOUSE, *listing.spec().texts)
    return Catalogue(COMMON, HOUSE)
