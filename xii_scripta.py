#!/usr/bin/env python3
"""XII Scripta: Ludus duodecim scriptorum in the terminal, two people at one keyboard.

Run ``python3 xii_scripta.py`` for the menu, ``--play`` or ``--short`` to start
a game at once; ``--help`` lists every option.

This file is the command line only, kept small because Python never caches
the compiled main script; the menu, the settings screen, the rules pager and
the turn loop are in ``app.py``.
"""
from __future__ import annotations

import argparse
import os
import sys

import messages
import settings as config

VERSION = "1.0"


# ---------------------------------------------------------------- command line

def _dice_arg(text: str) -> str:
    from dice import ScriptedThrows
    try:
        ScriptedThrows.parse(text)
    except ValueError as err:
        raise argparse.ArgumentTypeError(str(err)) from None
    return text


def _names_arg(text: str) -> tuple[str, str]:
    parts = text.split(",")
    if len(parts) != 2:
        raise argparse.ArgumentTypeError(f"{text!r}: give two names separated by a comma, like Alice,Bob")
    try:
        return config.check_name(parts[0]), config.check_name(parts[1])
    except config.SettingsError as err:
        raise argparse.ArgumentTypeError(f"{text!r}: {err}") from None


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="xii_scripta.py",
        description="XII Scripta (Ludus duodecim scriptorum), the Roman race game, "
                    "for two people at one keyboard.",
        epilog="Settings are kept in settings.json in the user's configuration directory "
               f"(override the directory with ${config.ENV_DIR}).")
    start = parser.add_mutually_exclusive_group()
    start.add_argument("--play", action="store_true", help="start a game with fifteen pieces each, without the menu")
    start.add_argument("--short", action="store_true", help="start a short game with three pieces each, without the menu")
    parser.add_argument("--first", choices=("I", "II", "random"), help="who moves first (default: the settings)")
    parser.add_argument("--seed", type=int, metavar="N", help="seed the dice bags, for a reproducible game")
    parser.add_argument("--dice", type=_dice_arg, metavar="146,335,222",
                        help="fixed throws, three digits 1-6 each, used in turn order before the bags take over")
    parser.add_argument("--names", type=_names_arg, metavar="A,B", help="the two players' names for this run")
    parser.add_argument("--lang", choices=messages.LANGUAGES, help="language: cs or en (default: settings, then the locale)")
    parser.add_argument("--color", "--colour", dest="color", choices=("auto", "always", "never"),
                        help="colour: auto (default; honours NO_COLOR), always or never")
    parser.add_argument("--version", action="version", version=f"%(prog)s {VERSION}")
    return parser


# ---------------------------------------------------------------------- main

def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        from app import App, Leave
    except KeyboardInterrupt:
        return 130
    try:
        return App(args).run()
    except Leave as leave:
        return leave.code
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader went away (e.g. piped into head): stop quietly, and keep
        # Python's final flush of stdout from complaining (as the Python docs advise).
        try:
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        except (OSError, ValueError):
            pass
        return 1
    except OSError as err:
        # The terminal went away or the output cannot be written (EIO after a hang-up, a full disk).
        try:
            print(f"xii_scripta.py: {err}", file=sys.stderr)
        except OSError:
            pass
        return 1
    finally:
        try:
            sys.stdout.flush()
        except (OSError, ValueError):
            pass


if __name__ == "__main__":
    sys.exit(main())
