"""The command line of ``xii_scripta.py``: the menu, a game at once, ``--game NAME``, a companion program.

Why not in ``xii_scripta.py`` itself: Python never caches the compiled main
script, and compiling this module cost every start about 3 ms of CPU;
imported from there, it is compiled once and cached like any other module.
The menu is ``framework/programs/app.py``, the turn loop ``framework/tui/hotseat.py``, and
the games are listed in ``games/__init__.py``.
"""
from __future__ import annotations

import os
import sys

from framework.core import settings as config
from framework.lang import texts
from framework.lang.words import level_of
from framework.tui.terminal import catch_hangups, exit_code, with_output
from games import REGISTRY

VERSION = "1.0"


# ---------------------------------------------------------------- command line

def _bad(message: str) -> Exception:
    """argparse's refusal of an option's value (argparse is imported only when there are options)."""
    import argparse                     # deferred: start-up (argparse)
    return argparse.ArgumentTypeError(message)


def _dice_arg(text: str, say=None) -> str:
    """``--dice`` for the home game: its dice per throw and example, checked as ``--game NAME`` checks it."""
    from framework.programs.cli import throws_arg       # deferred: start-up (argparse)
    from framework.core.spec import dice_per_throw      # deferred: start-up (the game's spec)
    spec = HOME.spec()
    return throws_arg(text, dice_per_throw(spec), spec.dice_example, say)


def _names_arg(text: str, say) -> tuple[str, str]:
    parts = text.split(",")
    if len(parts) != 2:
        raise _bad(say("cli.main.bad_names", text=repr(text)))
    try:
        return config.check_name(parts[0]), config.check_name(parts[1])
    except config.SettingsError as err:
        raise _bad(say("cli.main.bad_name", text=repr(text), reason=say(f"name.{err.code}", **err.params))) from None


def _levels_arg(text: str, say) -> tuple[str, ...]:
    """``--level L`` or ``L1,L2``: a level's word in any language (``strong``, ``silná``, ``łatwy``)."""
    levels = tuple(level_of(part.strip()) for part in text.split(","))
    if len(levels) > 2 or None in levels:
        raise _bad(say("cli.main.bad_levels", text=repr(text), levels=", ".join(config.LEVEL_CHOICES)))
    return levels


#: Programs started by a flag that must come first (everything after it is theirs), from the registry.
DISPATCH = {flag: program for entry in REGISTRY for flag, program in entry.programs.items()}

#: The home game's quick starts that the command line names (``--play``, ``--short``).
QUICK_STARTS = tuple(q for entry in REGISTRY if not entry.companion for q in entry.quick_starts if q.flag)

#: Games started by ``--game NAME`` (first on the line; the options after the name are the game's).
#: The home game (the registry's one entry that is no companion): the menu's, and --dice's.
HOME = next(entry for entry in REGISTRY if not entry.companion)
GAMES = {entry.name: entry for entry in REGISTRY if entry.companion}


def build_parser(lang: str = "en") -> "argparse.ArgumentParser":
    """The home program's options, their help and refusals in ``lang`` (framework/tui/cli_parser.py)."""
    import argparse                     # deferred: start-up (argparse)

    from framework.programs.cli import delay_arg, save_dir_arg, seed_arg  # deferred: start-up (argparse)
    from framework.tui.cli_parser import Parser, languages_list, words     # deferred: start-up (argparse)
    say = words(lang)                                   # the house's texts: no game is imported for the help
    parser = Parser(say, lang, prog="xii_scripta.py", description=say("cli.main.description"),
                    epilog=say("cli.main.epilog", env=config.ENV_DIR))
    start = parser.add_mutually_exclusive_group()
    for quick in QUICK_STARTS:                  # the home game's quick starts: --play, --short
        start.add_argument(f"--{quick.flag}", action="store_true",
                           help=_said(say, f"cli.main.{quick.flag}", quick.help))
    start.add_argument("--continue", dest="resume", action="store_true", help=say("cli.main.continue"))
    start.add_argument("--load", metavar=say("cli.meta.file"), help=say("cli.main.load"))
    start.add_argument("--replay", metavar=say("cli.meta.file"), help=say("cli.main.replay"))
    start.add_argument("--review", metavar=say("cli.meta.file"), help=say("cli.main.review"))
    parser.add_argument("--out", metavar=say("cli.meta.file"), help=say("cli.main.out"))
    parser.add_argument("--save-dir", type=lambda text: save_dir_arg(text, say), metavar=say("cli.meta.dir"),
                        help=say("cli.main.save_dir"))
    parser.add_argument("--first", choices=("I", "II", "random"), help=say("cli.main.first"))
    parser.add_argument("--seed", type=lambda text: seed_arg(text, say), metavar="N", help=say("cli.main.seed"))
    local = None if lang == "en" else say
    parser.add_argument("--dice", type=lambda text: _dice_arg(text, local), metavar="146,335,222",
                        help=say("cli.main.dice"))
    parser.add_argument("--names", type=lambda text: _names_arg(text, say), metavar="A,B",
                        help=say("cli.main.names"))
    parser.add_argument("--lang", choices=_languages(), metavar=languages_list(),
                        help=say("cli.lang", languages=", ".join(_languages())))
    parser.add_argument("--color", "--colour", dest="color", choices=("auto", "always", "never"),
                        help=say("cli.color"))
    computer = parser.add_argument_group(say("cli.main.computer"))
    seats = computer.add_mutually_exclusive_group()
    seats.add_argument("--vs-computer", choices=("I", "II"), metavar="I|II", help=say("cli.main.vs_computer"))
    seats.add_argument("--demo", action="store_true", help=say("cli.main.demo"))
    computer.add_argument("--level", type=lambda text: _levels_arg(text, say), metavar=say("cli.meta.level"),
                          help=say("cli.main.level"))
    computer.add_argument("--delay", type=lambda text: delay_arg(text, say), metavar=say("cli.meta.seconds"),
                          help=say("cli.delay"))
    companions = parser.add_argument_group(say("cli.main.companions"))
    names = "|".join(GAMES)
    companions.add_argument("--game", nargs=argparse.REMAINDER, metavar=f"{names} [{say('cli.meta.options')}]",
                            help=say("cli.main.game"))
    for flag, (_module, _metavar, text) in DISPATCH.items():
        companions.add_argument(flag, nargs=argparse.REMAINDER, metavar=say("cli.meta.args"),
                                help=_said(say, "cli.main." + flag[2:].replace("-", "_"), text))
    network = parser.add_argument_group(say("cli.main.network"))
    for flag, metavar in NETWORK_HELP.items():
        network.add_argument(flag, nargs=argparse.REMAINDER, metavar=metavar(say), help=say(f"cli.main.{flag[2:]}"))
    parser.add_version(f"%(prog)s {VERSION}")
    return parser


def _languages() -> tuple[str, ...]:
    return texts.LANGUAGES


def _said(say, key: str, english: str) -> str:
    """``key`` in the player's language; a quick start or program the catalogues do not name yet keeps the
    registry's own English line (games/__init__.py)."""
    text = say(key)
    return english if text == key else text


def check_combinations(parser, args) -> None:
    """Options that make no sense together: argparse's error (exit 2) naming them."""
    for flag in ("--game", *DISPATCH, *NETWORK):
        if getattr(args, flag[2:].replace("-", "_")) is not None:
            parser.refuse(flag, "cli.first_only")
    computer = "--demo" if args.demo else "--vs-computer" if args.vs_computer else None
    if args.out is not None and not args.review:
        parser.refuse("--out", "cli.out_needs")
    if args.review and computer:
        parser.refuse(computer, "cli.review_alone")
    for name, value in (("--continue", args.resume), ("--load", args.load), ("--replay", args.replay)):
        if value and computer:
            parser.refuse(computer, "cli.main.saved_seats", other=name)
    if args.replay and args.delay is not None:
        parser.refuse("--delay", "cli.main.delay_replay")
    if args.level is not None:
        if computer is None:
            parser.refuse("--level", "cli.main.level_needs")
        if len(args.level) == 2 and not args.demo:
            parser.refuse("--level", "cli.main.two_levels")


# ---------------------------------------------------------------------- main

def dispatch(flag: str, rest: list[str]) -> int:
    """Run a companion program (imported only now, so the game's start-up stays light)."""
    import importlib                    # deferred: start-up (importlib)
    module = importlib.import_module(DISPATCH[flag][0])
    code = exit_code(lambda: module.main(rest), "xii_scripta.py")      # a full disk: a sentence, exit 1
    return code if isinstance(code, int) else 0


def play_companion(name: str, rest: list[str]) -> int:
    """``--game NAME [OPTIONS]``: the game's own command line (its package imported only now)."""
    from framework.programs.cli import game_main        # deferred: start-up (argparse)
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
    values = dict.fromkeys(("load", "replay", "review", "out", "save_dir", "first", "seed", "dice", "names", "lang",
                            "color", "vs_computer", "level", "delay", "game"))
    values.update((quick.flag, False) for quick in QUICK_STARTS)
    values.update(resume=False, demo=False)
    values.update((flag[2:].replace("-", "_"), None) for flag in (*DISPATCH, *NETWORK))
    return Options(**values)


#: Network play and its checks (issue 20): a flag first on the line, the rest is the program's own.
#: Each module's ``main(argv, registry)`` gets the words after the flag (``--connect HOST`` gives
#: ``["HOST", ...]``) and returns the exit code.
NETWORK = {"--serve": "framework.programs.serve", "--connect": "framework.programs.connect", "--verify": "framework.programs.verify_files",
           "--export": "framework.programs.export"}
#: The network flags' metavars in the player's language (``say``: the parser's words).
NETWORK_HELP = {
    "--serve": lambda say: (f"[--host {say('cli.meta.address')}] [--port {say('cli.meta.port')}] "
                            f"[--data {say('cli.meta.dir')}] [--cert {say('cli.meta.file')} "
                            f"--key {say('cli.meta.file')}] [--grace {say('cli.meta.seconds')}]"),
    "--connect": lambda say: f"{say('cli.meta.host')}[:{say('cli.meta.port')}] [--name {say('cli.meta.name')}]",
    "--verify": lambda say: say("cli.meta.file"),
    "--export": lambda say: f"{say('cli.meta.dir')} [--data {say('cli.meta.dir')}]",
}


def network(flag: str, rest: list[str]) -> int:
    """``--serve``, ``--connect HOST[:PORT]``, ``--verify FILE`` or ``--export DIR`` (imported only now)."""
    import importlib                    # deferred: start-up (importlib)
    module = importlib.import_module(NETWORK[flag])
    return exit_code(lambda: module.main(rest, REGISTRY), "xii_scripta.py")


def main(argv: list[str] | None = None) -> int:
    """Every entry point's start: standard output closed or its reader gone ends quietly (terminal.with_output)."""
    return with_output(lambda: _main(sys.argv[1:] if argv is None else list(argv)))


def leading_language(argv: list[str]) -> tuple[list[str], list[str]]:
    """``(["--lang", CODE], the rest)`` when the line starts with ``--lang CODE`` (or ``--lang=CODE``) and a
    network flag follows it: ``--lang cs --verify FILE`` is ``--verify FILE --lang cs``; else ``([], argv)``."""
    if argv and argv[0] == "--lang" and len(argv) > 2 and argv[2].partition("=")[0] in NETWORK:
        return argv[:2], argv[2:]
    if argv and argv[0].startswith("--lang=") and len(argv) > 1 and argv[1].partition("=")[0] in NETWORK:
        return argv[:1], argv[1:]
    return [], argv


def _main(argv: list[str]) -> int:
    if argv and argv[0] in DISPATCH:
        return dispatch(argv[0], argv[1:])
    lang, argv = leading_language(argv)
    if argv and argv[0].partition("=")[0] in NETWORK:
        flag, equals, value = argv[0].partition("=")
        return network(flag, lang + ([value] if equals else []) + argv[1:])
    argv = lang + argv
    if not argv:
        return _start(default_args())
    from framework.tui.cli_parser import language       # deferred: start-up (argparse)
    parser = build_parser(language(argv))
    if argv and (argv[0] == "--game" or argv[0].startswith("--game=")):
        _, equals, name = argv[0].partition("=")
        rest = argv[1:]
        if not equals and rest:
            name = rest.pop(0)
        if name not in GAMES:
            if name:
                parser.refuse("--game", "cli.main.choose_game", games=", ".join(GAMES), name=repr(name))
            parser.refuse("--game", "cli.main.name_game", games=", ".join(GAMES))
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
    from framework.programs.app import App, Leave      # deferred: a Ctrl-C or hang-up during the import is caught too
    try:
        return App(args, REGISTRY).run()
    except Leave as leave:
        return leave.code

