"""``xii_scripta.py --game NAME [OPTIONS]``: any game of the registry straight from the command line.

Every game gets the same options (language, colour, the computer's seat and
level, continue, the save directory, a seed, a demo), plus its own (a game's
``spec.cli`` adds them, ``spec.cli_setup`` turns them into the game's setup).
"""
from __future__ import annotations

import argparse
import os
import sys

from framework.core.dice import ScriptedThrows
from framework.core.limits import MAX_SEED_DIGITS
from framework.core.numbers import NumberError, parse_decimal, parse_number
from framework.core.saves import SaveError, expand_home
from framework.core.spec import dice_per_throw
from framework.lang import texts
from framework.lang.texts import LEVELS
from framework.lang.words import level_of
from framework.programs.app import App, Leave
from framework.tui.cli_parser import Parser, language, languages_list, words
from framework.tui.terminal import catch_hangups, exit_code

__all__ = ["game_parser", "game_main", "seed_arg", "delay_arg", "throws_arg", "seat_words"]


def game_parser(entry, spec, lang: str = "en") -> argparse.ArgumentParser:
    """``--game NAME``'s options in ``lang``: the shared ones (only those the game has: ``--dice`` for a
    game with dice, the seed's help naming dice only then), then the game's own (``spec.cli``)."""
    say = words(lang, *spec.texts)
    title = entry.title(lang)
    p = Parser(say, lang, prog=f"xii_scripta.py --game {entry.name}",
               description=say("cli.game.description", game=title),
               epilog=say("cli.game.epilog", suffix=spec.codec.suffix))
    p.add_argument("--lang", choices=_languages(), metavar=languages_list(),
                   help=say("cli.lang", languages=", ".join(_languages())))
    p.add_argument("--color", "--colour", dest="color", choices=("auto", "always", "never"), help=say("cli.color"))
    who = p.add_mutually_exclusive_group()
    who.add_argument("--vs-computer", metavar=seat_words(spec, say), help=say("cli.game.vs_computer"))
    who.add_argument("--demo", action="store_true", help=say("cli.game.demo"))
    who.add_argument("--review", metavar=say("cli.meta.file"), help=say("cli.game.review"))
    p.add_argument("--out", metavar=say("cli.meta.file"), help=say("cli.main.out"))
    p.add_argument("--level", type=lambda text: level_arg(text, say), default=None, metavar="{" + ",".join(LEVELS) + "}",
                   help=say("cli.game.level"))
    p.add_argument("--continue", dest="resume", action="store_true", help=say("cli.game.continue"))
    p.add_argument("--save-dir", type=lambda text: save_dir_arg(text, say), metavar=say("cli.meta.dir"),
                   help=say("cli.game.save_dir"))
    dice = dice_per_throw(spec)
    p.add_argument("--seed", type=lambda text: seed_arg(text, say), metavar="N", help=say("cli.game.seed_dice" if dice else "cli.game.seed"))
    p.add_argument("--delay", type=lambda text: delay_arg(text, say), metavar=say("cli.meta.seconds"),
                   help=say("cli.delay"))
    if dice:
        example = spec.dice_example or "THROWS"
        local = None if lang == "en" else say
        p.add_argument("--dice", type=lambda text: throws_arg(text, dice, spec.dice_example, local), metavar=example,
                       help=say("cli.game.dice", dice=dice))
    if spec.cli is not None:
        spec.cli(p)
    return p


def _languages() -> tuple[str, ...]:
    """The interface's languages as ``--lang`` accepts them (read when a parser is built)."""
    return texts.LANGUAGES


def seat_words(spec, say) -> str:
    """The seats ``--vs-computer`` takes, as the help shows them in the player's language (``cli.seats``
    of the game's texts; ``I|II`` for a game whose seats are numbered)."""
    shown = say("cli.seats")
    return "I|II" if shown == "cli.seats" else shown


def seed_arg(text: str, say=None) -> int:
    """``--seed N``: a whole number (``-`` allowed) of at most MAX_SEED_DIGITS digits, read by the house's
    number reader (``int()`` would take ``٣`` and ``1_0``). Longer is refused here, at the start: every
    game's record reads a seed back only up to that bound. The refusal in ``say``'s language."""
    try:
        return parse_number(text, signed=True, max_digits=MAX_SEED_DIGITS)
    except NumberError:
        shown = text if len(text) <= 24 else text[:23] + "…"
        say = say or _english()
        raise argparse.ArgumentTypeError(say("cli.bad_seed", text=repr(shown), digits=MAX_SEED_DIGITS)) from None


def level_arg(text: str, say) -> str:
    """``--level LEVEL``: a level's word in any language (``strong``, ``silná``, ``łatwy``, ``сильный``)."""
    level = level_of(text.strip())
    if level is None:
        raise argparse.ArgumentTypeError(say("cli.bad_level", text=text, levels=", ".join(LEVELS)))
    return level


def delay_arg(text: str, say=None) -> float:
    """``--delay SECONDS``: 0 to 60 seconds (``0.6``), read by the house's number reader; the refusal in
    ``say``'s language (English without it)."""
    try:
        return parse_decimal(text, 0, 60, max_digits=6)
    except NumberError:
        say = say or _english()
        raise argparse.ArgumentTypeError(say("cli.bad_delay", text=repr(text))) from None


def save_dir_arg(text: str, say=None) -> str:
    """``--save-dir DIR`` as given; refused at once when its ``~user`` names no home folder (else a folder
    named ``~user`` would be made here, or the start would fail later)."""
    try:
        expand_home(text)
    except SaveError:
        say = say or _english()
        raise argparse.ArgumentTypeError(say("cli.bad_save_dir", text=repr(text))) from None
    return text


def _english():
    return words("en")


def throws_arg(text: str, dice: int, example: str = "", say=None) -> str:
    """``--dice`` checked against the game's dice per throw (argparse's refusal otherwise); the home
    game's command line (xii_scripta_cli.py) checks its ``--dice`` here too. With ``say`` (a language
    other than English) the refusal is the catalogue's; in English it is dice.py's, which names the part."""
    try:
        ScriptedThrows.parse(text, dice, example)
    except ValueError as err:
        message = str(err) if say is None else say("cli.bad_dice", text=repr(text), count=dice,
                                                     example=example or ",".join(f * dice for f in "531"))
        raise argparse.ArgumentTypeError(message) from None
    return text


def game_main(entry, argv: list[str], registry) -> int:
    """Parse ``argv`` for ``entry``'s game and play it; the exit code."""
    spec = entry.spec()
    parser = game_parser(entry, spec, language(argv))
    args = parser.parse_args(argv)
    seat = None
    if args.vs_computer is not None:
        seat = spec.seat_words.get(args.vs_computer.lower())
        if seat is None:
            parser.refuse("--vs-computer", "cli.game.not_a_seat", value=repr(args.vs_computer),
                          game=entry.title_after_game(parser.lang), seats=seat_words(spec, parser.text))
    if args.out is not None and not args.review:
        parser.refuse("--out", "cli.out_needs")
    if args.review and args.resume:
        parser.refuse("--continue", "cli.review_alone")
    if args.resume and (args.vs_computer or args.demo):
        parser.refuse("--continue", "cli.saved_seats")
    if sys.stdin is None:
        sys.stdin = open(os.devnull, encoding="utf-8")
    catch_hangups()

    def play() -> int | None:
        args.level = (args.level,) if args.level else None
        app = App(args, registry)
        app.ctx.menu_follows = False        # the program ends with its game
        try:
            if args.review:                 # a review only reads its record: it needs no home
                app.reviews.review_file(spec, args.review, args.out)
                return 0
            if not args.demo:               # a demo saves nothing: it needs no home
                app.slots.check_home()      # nowhere to save the game: a sentence and 2
            if args.resume:
                return app.unsaved_code(app.saved_games.continue_on_start(spec))
            extra = spec.cli_setup(args) if spec.cli_setup else {}
            view_options = extra.pop("view", None)
            mode = "demo" if args.demo else "computer" if seat is not None else "two"
            options = dict(extra.pop("options", {}))
            if "clock_ms" in extra:
                options["clock_ms"] = extra.pop("clock_ms")
            app.new_games.play_new(spec, mode, options=options, computer_seat=seat,
                                   level=args.level[0] if args.level else None, view_options=view_options)
        except Leave as leave:
            return app.unsaved_code(leave.code)
        return app.unsaved_code(None)
    return exit_code(play, "xii_scripta.py")
