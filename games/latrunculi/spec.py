"""Latrunculi's entry in the house: what the framework needs to play, save, show and explain it.

Setup options (each with its default in ``SPEC.defaults``): ``layout`` ``8x8``
or ``8x12``; ``capture_limit``, the plies allowed without a capture (0: no
limit); ``start``, a FEN to start from (``""``: the layout's start).
"""
from __future__ import annotations

import argparse
import os

from framework.core.arguments import check_str
from framework.core.clock_option import CLOCK, add_clock_argument, clock_setup
from framework.core.numbers import NumberError, parse_number
from framework.core.spec import GameSpec, Option
from framework.lang.words import Words, numbered
from games.latrunculi.board import MAX_CAPTURE_LIMIT, Board, FenError
from games.latrunculi.codec import CODEC
from games.latrunculi.game import LAYOUTS, LatrunculiGame, capture_limit_of
from games.latrunculi.planner import Planner
from games.latrunculi.texts import TEXTS, say
from games.latrunculi.unit import UNIT
from games.latrunculi.view import LatrunculiView
from games.latrunculi.svg import dark as board_dark, svg as board_svg

HERE = os.path.dirname(os.path.abspath(__file__))


def planner(level: str):
    return Planner(level)


def view(term, lang: str, turn: bool = True):
    return LatrunculiView(term, lang, turn)


def layout(answer: str) -> str:
    """``8x8`` (Enter) or ``8x12`` (``8 x 12``, ``12``, any case)."""
    text = "".join(answer.split()).lower().replace("×", "x")
    if text in ("", "8x8", "8"):
        return "8x8"
    if text in ("8x12", "12", "12x8"):
        return "8x12"
    raise ValueError(answer)


def capture_limit(answer: str) -> int:
    """A number of plies without a capture, 1..MAX_CAPTURE_LIMIT; Enter (or 0): no limit."""
    text = answer.strip()
    if not text:
        return 0
    try:
        return parse_number(text, 0, MAX_CAPTURE_LIMIT, max_digits=4)
    except NumberError:
        raise ValueError(answer) from None


def cli(parser) -> None:
    """Latrunculi's own options of ``--game latrunculi``, in the parser's language."""
    say = parser.text
    parser.add_argument("--layout", choices=sorted(LAYOUTS), default="8x8", help=say("cli.layout"))
    parser.add_argument("--capture-limit", type=lambda text: _plies(text, say), default=0, metavar="N",
                        help=say("cli.capture_limit"))
    add_clock_argument(parser)
    parser.add_argument("--fen", type=lambda text: _fen(text, parser.lang), metavar="FEN",
                        help=say("cli.fen", start="mmmmmmmm/3d4/8/8/8/8/4D3/MMMMMMMM w 0 1"))
    parser.add_argument("--fixed", action="store_true", help=say("cli.fixed"))


#: A demo's capture limit when none is given: the game has no repetition rule, so two computers can shuffle
#: their Dukes for ever, and a demo must end (README: "plays both seats to the end").
DEMO_CAPTURE_LIMIT = 100


def cli_setup(args) -> dict:
    limit = args.capture_limit or (DEMO_CAPTURE_LIMIT if getattr(args, "demo", False) else 0)
    out: dict = {"options": {"layout": args.layout, "capture_limit": limit}}
    if args.fen:
        out["options"]["start"] = args.fen
    out.update(clock_setup(args))
    out["view"] = {"turn": not args.fixed}
    return out


def _plies(text: str, say) -> int:
    try:
        return capture_limit(text)
    except ValueError:
        raise argparse.ArgumentTypeError(say("cli.bad_capture_limit", text=repr(text),
                                             max=MAX_CAPTURE_LIMIT)) from None


def _fen(text: str, lang: str = "en") -> str:
    try:
        return Board(text).fen()
    except FenError as err:
        raise argparse.ArgumentTypeError(f"{text!r}: {say(err.key, lang, **err.params)}") from None


def position(text: str, setup):
    """The game at the position ``text`` (FEN) under ``setup``'s capture limit."""
    limit = capture_limit_of(setup)
    return LatrunculiGame(Board(check_str("text", text), capture_limit=limit))


def rating_pool(options: dict) -> str:
    """Every network table of Latrunculi is rated in one pool, whatever its board and capture limit."""
    return "latrunculi"


SPEC = GameSpec(
    name="latrunculi",
    codec=CODEC,
    new_game=LatrunculiGame.new,
    position=position,
    rating_pool=rating_pool,
    rating_pools=(("latrunculi", {}),),
    planner=planner,
    unit=UNIT,
    texts=(TEXTS,),
    view=view,
    svg=board_svg,
    svg_dark=board_dark,
    rules_dir=HERE,
    folder="latrunculi",
    undo_policy="move",
    defaults=(("layout", "8x8"), ("capture_limit", 0), ("start", "")),
    options=(Option("layout", "option.layout", "option.bad_layout", layout),
             Option("capture_limit", "option.capture_limit", "option.bad_capture_limit", capture_limit),
             CLOCK),
    seat_words=numbered(Words("white w", "bílá bílou bílý", "białe biały", "белые белый"),
                        Words("black b", "černá černou černý", "czarne czarny", "чёрные чёрный")),
    seat_default=1,
    names="seats",
    about="about",
    cli=cli,
    cli_setup=cli_setup,
)
