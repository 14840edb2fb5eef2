"""``xii_scripta.py --game NAME [OPTIONS]``: any game of the registry straight from the command line.

Every game gets the same options (language, colour, the computer's seat and
level, continue, the save directory, a seed, a demo), plus its own (a game's
``spec.cli`` adds them, ``spec.cli_setup`` turns them into the game's setup).
"""
from __future__ import annotations

import argparse
import os
import sys

from framework.numbers import whole_number_arg
from framework.spec import dice_per_throw
from framework.texts import LANGUAGES, LEVELS

__all__ = ["game_parser", "game_main", "seed_arg", "delay_arg", "throws_arg"]


def game_parser(entry, spec) -> argparse.ArgumentParser:
    seats = "|".join(sorted({w for w, s in spec.seat_words.items() if w.isascii() and len(w) > 1}
                            | {w for w, s in spec.seat_words.items() if w in ("i", "ii")}))
    p = argparse.ArgumentParser(
        prog=f"xii_scripta.py --game {entry.name}",
        description=f"{entry.title('en')} for two people at one keyboard, or against the computer.",
        epilog=f"The game is saved after every move in the save directory (current{spec.codec.suffix}); "
               "--continue takes it up again.")
    p.add_argument("--lang", choices=LANGUAGES, help="language: cs or en (default: the settings, then the locale)")
    p.add_argument("--color", "--colour", dest="color", choices=("auto", "always", "never"),
                   help="colour: auto (default; honours NO_COLOR), always or never")
    who = p.add_mutually_exclusive_group()
    who.add_argument("--vs-computer", metavar=seats or "SEAT", help="the computer plays this seat")
    who.add_argument("--demo", action="store_true", help="watch the computer play both seats (not saved)")
    p.add_argument("--level", choices=LEVELS, default=None, help="the computer's level (default: the settings)")
    p.add_argument("--continue", dest="resume", action="store_true",
                   help="continue the unfinished game in the save directory (its own players and clock)")
    p.add_argument("--save-dir", metavar="DIR", help="where the game is saved after every move")
    p.add_argument("--seed", type=seed_arg, metavar="N", help="seed of the dice and the computer's choices")
    p.add_argument("--delay", type=delay_arg, metavar="SECONDS", help="pause after each of the computer's moves")
    dice = dice_per_throw(spec)
    if dice:
        example = spec.dice_example or "THROWS"
        p.add_argument("--dice", type=lambda text: throws_arg(text, dice, spec.dice_example), metavar=example,
                       help=f"fixed throws, {dice} digits 1-6 each, used in turn order before the dice take over")
    if spec.cli is not None:
        spec.cli(p)
    return p


#: ``--seed N``: a whole number (``-`` allowed) read by the house's number reader (``int()`` would take
#: ``٣`` and ``1_0``); its refusal is argparse's own for an int (``invalid int value: 'x'``).
seed_arg = whole_number_arg(signed=True)


def delay_arg(text: str) -> float:
    """``--delay SECONDS``: 0 to 60 seconds (``0.6``), read by the house's number reader."""
    from framework.numbers import NumberError, parse_decimal
    try:
        return parse_decimal(text, 0, 60, max_digits=6)
    except NumberError:
        raise argparse.ArgumentTypeError(f"{text!r}: give the pause in seconds, a number from 0 to 60, "
                                         "like 0.6") from None


def throws_arg(text: str, dice: int, example: str = "") -> str:
    """``--dice`` checked against the game's dice per throw (argparse's refusal otherwise); the home
    game's command line (xii_scripta_cli.py) checks its ``--dice`` here too."""
    from dice import ScriptedThrows
    try:
        ScriptedThrows.parse(text, dice, example)
    except ValueError as err:
        raise argparse.ArgumentTypeError(str(err)) from None
    return text


def game_main(entry, argv: list[str], registry) -> int:
    """Parse ``argv`` for ``entry``'s game and play it; the exit code."""
    from framework.terminal import catch_hangups, exit_code
    spec = entry.spec()
    parser = game_parser(entry, spec)
    args = parser.parse_args(argv)
    seat = None
    if args.vs_computer is not None:
        seat = spec.seat_words.get(args.vs_computer.lower())
        if seat is None:
            parser.error(f"argument --vs-computer: {args.vs_computer!r} is not a seat of {entry.title('en')}")
    if args.resume and (args.vs_computer or args.demo):
        parser.error("argument --continue: a saved game seats the computer as it was recorded")
    if sys.stdin is None:
        sys.stdin = open(os.devnull, encoding="utf-8")
    catch_hangups()

    def play() -> int | None:
        from framework.app import App, Leave
        args.level = (args.level,) if args.level else None
        app = App(args, registry)
        try:
            if args.resume:
                slot = app.slots.slot(spec)
                try:
                    record = slot.unfinished()
                except (OSError, ValueError) as err:
                    path = getattr(err, "path", None) or str(slot.path)
                    app.term.line(app.term.style("error", app.ctx.load_problem(spec, err, path)))
                    app.term.flush()
                    return 2
                if record is not None:
                    app.saved_games.continue_game(spec)
                    if app.notices:             # it could not be replayed: the reason is the notice
                        for note in app.notices:
                            app.term.line(app.term.style("error", note if isinstance(note, str) else note[1]))
                        return 2
                    return None
                app.notices.append(app.t("game.none", game=entry.title(app.lang),
                                         dir=app.term.text(str(slot.dir))))
            extra = spec.cli_setup(args) if spec.cli_setup else {}
            view_options = extra.pop("view", None)
            mode = "demo" if args.demo else "computer" if seat is not None else "two"
            options = dict(extra.pop("options", {}))
            if "clock_ms" in extra:
                options["clock_ms"] = extra.pop("clock_ms")
            app.new_games.play_new(spec, mode, options=options, computer_seat=seat,
                                   level=args.level[0] if args.level else None, view_options=view_options)
        except Leave as leave:
            return leave.code
        return None
    return exit_code(play, "xii_scripta.py")
