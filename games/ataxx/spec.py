"""Ataxx's entry in the house: what the framework needs to play, save, show and explain it."""
from __future__ import annotations

import argparse
import os

from framework.core.arguments import check_str
from framework.core.clock_option import CLOCK, add_clock_argument, clock_setup
from framework.core.spec import GameSpec
from framework.lang.words import Words, numbered
from games.ataxx.board import Board, InvalidFenError, Rules
from games.ataxx.codec import CODEC
from games.ataxx.game import AtaxxGame, rules_of
from games.ataxx.planner import Planner
from games.ataxx.texts import TEXTS, say
from games.ataxx.unit import UNIT
from games.ataxx.view import AtaxxView
from games.ataxx.svg import dark as board_dark, svg as board_svg

HERE = os.path.dirname(os.path.abspath(__file__))


def planner(level: str):
    return Planner(level)


def view(term, lang: str, flip: bool = False):
    return AtaxxView(term, lang, flip)


def cli(parser) -> None:
    """Ataxx's own options of ``--game ataxx``, in the parser's language."""
    say = parser.text
    add_clock_argument(parser)
    parser.add_argument("--fen", type=lambda text: _fen(text, parser.lang), metavar="FEN",
                        help=say("cli.fen", start="x5o/7/7/7/7/7/o5x x 0 1"))
    parser.add_argument("--rules", choices=[r.value for r in Rules], default="itpw", help=say("cli.rules"))
    parser.add_argument("--flip", action="store_true", help=say("cli.flip"))


def cli_setup(args) -> dict:
    out: dict = {"options": {"rules": args.rules}}
    if args.fen:
        out["options"]["start"] = args.fen
    out.update(clock_setup(args))
    out["view"] = {"flip": args.flip}
    return out


def _fen(text: str, lang: str = "en") -> str:
    try:
        Board(text)
    except InvalidFenError as err:
        raise argparse.ArgumentTypeError(f"{text!r}: {say(err.key, lang, **err.params)}") from None
    return text


def position(text: str, setup):
    """The game at the position ``text`` (FEN) under ``setup``'s rule set."""
    rules = rules_of(setup)
    return AtaxxGame(Board(check_str("text", text), rules))


def rating_pool(options: dict) -> str:
    """Every network table of Ataxx is rated in one pool (a client cannot set the start position)."""
    return "ataxx"


SPEC = GameSpec(
    name="ataxx",
    codec=CODEC,
    new_game=AtaxxGame.new,
    planner=planner,
    unit=UNIT,
    texts=(TEXTS,),
    view=view,
    svg=board_svg,
    svg_dark=board_dark,
    rules_dir=HERE,
    folder="ataxx",
    undo_policy="move",
    position=position,
    rating_pool=rating_pool,
    rating_pools=(("ataxx", {}),),
    defaults=(("rules", "itpw"), ("start", "x5o/7/7/7/7/7/o5x x 0 1")),
    options=(CLOCK,),
    seat_words=numbered(Words("black b x", "černá černou", "czarne czarny", "чёрные чёрный"),
                        Words("white w o", "bílá bílou", "białe biały", "белые белый")),
    seat_default=1,
    names="seats",
    about="about",
    cli=cli,
    cli_setup=cli_setup,
)
