"""The command line of ``xii_scripta.py``: the menu, a game at once, ``--game NAME``, a companion program.

Why not in ``xii_scripta.py`` itself: Python never caches the compiled main
script, and compiling this module cost every start about 3 ms of CPU;
imported from there, it is compiled once and cached like any other module.
The menu is ``framework/app.py``, the turn loop ``framework/hotseat.py``, and
the games are listed in ``games/__init__.py``.
"""
from __future__ import annotations

import os
import sys

from framework import settings as config
from framework.terminal import catch_hangups, exit_code
from framework.texts import LANGUAGES
from games import REGISTRY

VERSION = "1.0"


# ---------------------------------------------------------------- command line

def _bad(message: str) -> Exception:
    """argparse's refusal of an option's value (argparse is imported only when there are options)."""
    import argparse
    return argparse.ArgumentTypeError(message)


def _dice_arg(text: str) -> str:
    """``--dice`` for the home game: its dice per throw and example, checked as ``--game NAME`` checks it."""
    from framework.cli import throws_arg
    from framework.spec import dice_per_throw
    spec = HOME.spec()
    return throws_arg(text, dice_per_throw(spec), spec.dice_example)


def _names_arg(text: str) -> tuple[str, str]:
    parts = text.split(",")
    if len(parts) != 2:
        raise _bad(f"{text!r}: give two names separated by a comma, like Alice,Bob")
    try:
        return config.check_name(parts[0]), config.check_name(parts[1])
    except config.SettingsError as err:
        raise _bad(f"{text!r}: {err}") from None


def _levels_arg(text: str) -> tuple[str, ...]:
    levels = tuple(part.strip() for part in text.split(","))
    if len(levels) > 2 or any(level not in config.LEVEL_CHOICES for level in levels):
        raise _bad(
            f"{text!r}: give a level, {', '.join(config.LEVEL_CHOICES)}, or two separated by a comma "
            "for --demo (player I's, then player II's), like easy,strong")
    return levels


#: Programs started by a flag that must come first (everything after it is theirs), from the registry.
DISPATCH = {flag: program for entry in REGISTRY for flag, program in entry.programs.items()}

#: The home game's quick starts that the command line names (``--play``, ``--short``).
QUICK_STARTS = tuple(q for entry in REGISTRY if not entry.companion for q in entry.quick_starts if q.flag)

#: Games started by ``--game NAME`` (first on the line; the options after the name are the game's).
#: The home game (the registry's one entry that is no companion): the menu's, and --dice's.
HOME = next(entry for entry in REGISTRY if not entry.companion)
GAMES = {entry.name: entry for entry in REGISTRY if entry.companion}


def build_parser() -> "argparse.ArgumentParser":
    import argparse

    from framework.cli import delay_arg, seed_arg      # the house's number reader for --seed and --delay
    parser = argparse.ArgumentParser(
        prog="xii_scripta.py",
        description="XII Scripta (Ludus duodecim scriptorum), the Roman race game, "
                    "for two people at one keyboard, or one person against the computer.",
        epilog="Settings are kept in settings.json in the user's configuration directory "
               f"(override the directory with ${config.ENV_DIR}). The game being played is "
               "saved after every action as current.xii in the save directory; earlier games "
               "are kept in its games/ folder.")
    start = parser.add_mutually_exclusive_group()
    for quick in QUICK_STARTS:                  # the home game's quick starts: --play, --short
        start.add_argument(f"--{quick.flag}", action="store_true", help=quick.help)
    start.add_argument("--continue", dest="resume", action="store_true",
                       help="continue the unfinished game saved in the save directory")
    start.add_argument("--load", metavar="FILE",
                       help="continue the game recorded in FILE (it becomes the current game)")
    start.add_argument("--replay", metavar="FILE",
                       help="step through the game recorded in FILE, turn by turn "
                            "(Enter: next, b: back, q: quit)")
    parser.add_argument("--save-dir", metavar="DIR",
                        help="where the current game is saved after every action "
                             "(default: the user's data directory, $XDG_DATA_HOME/xii-scripta)")
    parser.add_argument("--first", choices=("I", "II", "random"), help="who moves first (default: the settings)")
    parser.add_argument("--seed", type=seed_arg, metavar="N", help="seed the dice bags, for a reproducible game")
    parser.add_argument("--dice", type=_dice_arg, metavar="146,335,222",
                        help="fixed throws, three digits 1-6 each, used in turn order before the bags take over")
    parser.add_argument("--names", type=_names_arg, metavar="A,B", help="the two players' names for this run")
    parser.add_argument("--lang", choices=LANGUAGES, help="language: cs or en (default: settings, then the locale)")
    parser.add_argument("--color", "--colour", dest="color", choices=("auto", "always", "never"),
                        help="colour: auto (default; honours NO_COLOR), always or never")
    computer = parser.add_argument_group("the computer")
    seats = computer.add_mutually_exclusive_group()
    seats.add_argument("--vs-computer", choices=("I", "II"), metavar="I|II",
                       help="play against the computer, which sits in seat I or II (starts a game at once; "
                            "fifteen pieces, or three with --short)")
    seats.add_argument("--demo", action="store_true",
                       help="watch the computer play both seats to the end; no key is needed and the "
                            "program exits when the game is over (not saved)")
    computer.add_argument("--level", type=_levels_arg, metavar="LEVEL",
                          help="the computer's level: easy, normal or strong (default: the settings, normal "
                               "at first); for --demo also two, player I's and player II's, like easy,strong")
    computer.add_argument("--delay", type=delay_arg, metavar="SECONDS",
                          help="pause after each of the computer's actions, so a person can follow "
                               "(default 0.6 on a terminal, 0 when the output is not a terminal; 0: none)")
    companions = parser.add_argument_group("companion games and programs (the flag comes first; the arguments "
                                           "after it are its own)")
    names = "|".join(GAMES)
    companions.add_argument("--game", nargs=argparse.REMAINDER, metavar=f"{names} [OPTIONS]",
                            help="play a companion game without the menu, e.g. --game ataxx (options: "
                                 "--vs-computer SEAT, --level easy|normal|strong, --continue, the game's own; "
                                 "--game NAME --help lists them all)")
    for flag, (_module, metavar, text) in DISPATCH.items():
        companions.add_argument(flag, nargs=argparse.REMAINDER, metavar=metavar, help=text)
    network = parser.add_argument_group("network play (the flag comes first; the arguments after it are its own)")
    for flag, (metavar, text) in NETWORK_HELP.items():
        network.add_argument(flag, nargs=argparse.REMAINDER, metavar=metavar, help=text)
    parser.add_argument("--version", action="version", version=f"%(prog)s {VERSION}")
    return parser


def check_combinations(parser, args) -> None:
    """Options that make no sense together: argparse's error (exit 2) naming them."""
    for flag in ("--game", *DISPATCH, *NETWORK):
        if getattr(args, flag[2:].replace("-", "_")) is not None:
            parser.error(f"argument {flag}: it must come first; the arguments after it are its own")
    computer = "--demo" if args.demo else "--vs-computer" if args.vs_computer else None
    for name, value in (("--continue", args.resume), ("--load", args.load), ("--replay", args.replay)):
        if value and computer:
            parser.error(f"argument {computer}: not allowed with argument {name} "
                         "(a saved game seats the computer as it was recorded)")
    if args.replay and args.delay is not None:
        parser.error("argument --delay: not allowed with argument --replay (a replay waits for Enter)")
    if args.level is not None:
        if computer is None:
            parser.error("argument --level: needs --vs-computer or --demo")
        if len(args.level) == 2 and not args.demo:
            parser.error("argument --level: two levels (one per seat) only with --demo; "
                         "--vs-computer takes one")


# ---------------------------------------------------------------------- main

def dispatch(flag: str, rest: list[str]) -> int:
    """Run a companion program (imported only now, so the game's start-up stays light)."""
    import importlib
    module = importlib.import_module(DISPATCH[flag][0])
    code = module.main(rest)
    return code if isinstance(code, int) else 0


def play_companion(name: str, rest: list[str]) -> int:
    """``--game NAME [OPTIONS]``: the game's own command line (its package imported only now)."""
    from framework.cli import game_main
    return game_main(GAMES[name], rest, REGISTRY)


class Options:
    """The options as attributes, like argparse's ``Namespace`` (a plain class: not even ``types``
    is imported for a start without arguments)."""

    def __init__(self, **values: object) -> None:
        self.__dict__.update(values)

    def __repr__(self) -> str:
        return "Options(" + ", ".join(f"{key}={value!r}" for key, value in vars(self).items()) + ")"


def default_args() -> Options:
    """The options of a start without arguments, without building the parser.

    Why: ``argparse`` (with ``re``) is a fifth of the start-up to the menu, and
    most starts have no arguments. A test checks this equals ``parse_args([])``.
    """
    values = dict.fromkeys(("load", "replay", "save_dir", "first", "seed", "dice", "names", "lang", "color",
                            "vs_computer", "level", "delay", "game"))
    values.update((quick.flag, False) for quick in QUICK_STARTS)
    values.update(resume=False, demo=False)
    values.update((flag[2:].replace("-", "_"), None) for flag in (*DISPATCH, *NETWORK))
    return Options(**values)


#: Network play and its checks (issue 20): a flag first on the line, the rest is the program's own.
#: Each module's ``main(argv, registry)`` gets the words after the flag (``--connect HOST`` gives
#: ``["HOST", ...]``) and returns the exit code.
NETWORK = {"--serve": "framework.net.server", "--connect": "framework.net.connect", "--verify": "framework.verify"}
NETWORK_HELP = {
    "--serve": ("[--host H] [--port P] [--data DIR] [--cert F --key F] [--grace S]",
                "run a game server for all four games (default 127.0.0.1, port 7412; --serve --help)"),
    "--connect": ("HOST[:PORT] [--name NAME]", "play at a game server: its lobby, then the game at your own screen"),
    "--verify": ("FILE", "check a network game's record: every throw against the revealed dice links, "
                         "every action by the rules"),
}


def network(flag: str, rest: list[str]) -> int:
    """``--serve``, ``--connect HOST[:PORT]`` or ``--verify FILE`` (imported only now)."""
    import importlib
    module = importlib.import_module(NETWORK[flag])
    return exit_code(lambda: module.main(rest, REGISTRY), "xii_scripta.py")


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv and argv[0] in DISPATCH:
        return dispatch(argv[0], argv[1:])
    if argv and argv[0].partition("=")[0] in NETWORK:
        flag, equals, value = argv[0].partition("=")
        return network(flag, ([value] if equals else []) + argv[1:])
    if not argv:
        return _start(default_args())
    parser = build_parser()
    if argv and (argv[0] == "--game" or argv[0].startswith("--game=")):
        _, equals, name = argv[0].partition("=")
        rest = argv[1:]
        if not equals and rest:
            name = rest.pop(0)
        if name not in GAMES:
            parser.error(f"argument --game: choose a companion game: {', '.join(GAMES)} (not {name!r})"
                         if name else f"argument --game: name the companion game: {', '.join(GAMES)}")
        return play_companion(name, rest)
    args = parser.parse_args(argv)
    check_combinations(parser, args)
    return _start(args)


def _start(args) -> int:
    if sys.stdin is None:           # started with stdin closed: read end of input, not a crash
        sys.stdin = open(os.devnull, encoding="utf-8")
    catch_hangups()
    return exit_code(lambda: _run_app(args), "xii_scripta.py")


def _run_app(args) -> int:
    from framework.app import App, Leave      # imported here: a Ctrl-C or hang-up during the import is caught too
    try:
        return App(args, REGISTRY).run()
    except Leave as leave:
        return leave.code

