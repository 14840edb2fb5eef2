"""``--export DIR [--data DATA]``: every finished game of a server's database written as a record file of the
house's format into DIR (``t7.xii``, ``t7.2.xii`` after a rematch, ``t9.ataxx`` ...), for ``--verify``, the
menu's replay and review, or any archive.

The database is opened read-only (framework/net/store.py: WAL mode lets a reader in beside the writer), so
the server may be running meanwhile; a game that ends during the export is in the next one. A file of the
same name in DIR is replaced (atomically, never through a link): an export again brings the folder up to date.
"""
from __future__ import annotations

import os
import sys
from typing import Iterable

from framework.core.saves import SaveError, expand_home, write_atomic
from framework.net.server import default_data_dir
from framework.net.store import DATABASE, Store, StoreError
from framework.lang import texts
from framework.lang.texts import COMMON, HOUSE, Catalogue
from framework.tui.cli_parser import Parser, language, languages_list, words

__all__ = ["main", "record_name"]


def _parser(lang: str = "en"):
    """``--export``'s options, their help and refusals in ``lang`` (framework/tui/cli_parser.py)."""
    say = words(lang)
    parser = Parser(say, lang, prog="xii_scripta.py --export", description=say("cli.export.description"))
    parser.add_argument("dir", metavar=say("cli.meta.dir"), help=say("cli.export.dir"))
    parser.add_argument("--data", default=None, metavar=say("cli.meta.dir"), help=say("cli.export.data"))
    parser.add_argument("--lang", choices=texts.LANGUAGES, metavar=languages_list(),
                        help=say("cli.lang", languages=", ".join(texts.LANGUAGES)))
    return parser


def record_name(table: str, number: int, suffix: str) -> str:
    """The file of a table's game as the server named its records: ``t7.xii``, then ``t7.2.xii`` ..."""
    return f"{table}{'' if number == 1 else f'.{number}'}{suffix}"


def _reason(exc: Exception) -> str:
    return str(getattr(exc, "message", None) or getattr(exc, "strerror", None) or exc)


def main(argv: list[str], registry: Iterable) -> int:
    """``--export DIR [--data DATA]``: 0 written (how many said), 1 a folder or database that cannot be used
    (one sentence), 2 a bad command line."""
    lang = language(argv)
    say = words(lang)
    args = _parser(lang).parse_args(argv)
    prog = "xii_scripta.py --export"
    try:
        data = expand_home(args.data or default_data_dir())
    except SaveError:
        print(f"{prog}: {say('cli.export.no_home')}", file=sys.stderr)
        return 1
    suffixes = {listing.name: listing.spec().codec.suffix for listing in registry}
    if not os.path.isfile(os.path.join(data, DATABASE)):
        print(f"{prog}: {say('cli.export.no_database', data=data)}", file=sys.stderr)
        return 1
    try:
        store = Store.open(data, read_only=True)
    except StoreError as exc:
        print(f"{prog}: {say('cli.export.bad_database', data=data, reason=exc)}", file=sys.stderr)
        return 1
    written = 0
    try:
        target = expand_home(args.dir)
        os.makedirs(target, exist_ok=True)
        for game in store.finished_games():
            suffix = suffixes.get(game.game)
            if suffix is None:              # a game this house no longer has: its record stays in the database
                continue
            write_atomic(os.path.join(target, record_name(game.table, game.number, suffix)), game.record)
            written += 1
    except (OSError, SaveError) as exc:
        print(f"{prog}: {say('cli.export.bad_dir', dir=args.dir, reason=_reason(exc))}", file=sys.stderr)
        return 1
    except Exception as exc:            # the database read failed midway (sqlite3.Error ...): one sentence
        print(f"{prog}: {say('cli.export.bad_database', data=data, reason=f'{type(exc).__name__}: {exc}')}",
              file=sys.stderr)
        return 1
    finally:
        store.close()
    print(Catalogue(COMMON, HOUSE).plural(lang, "cli.export.wrote", written, dir=target))
    return 0
