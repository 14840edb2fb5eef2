"""Long Nardy's entry in the house: what the framework needs to play, save, show and explain it."""
from __future__ import annotations

import argparse
import os

from framework.core.game import check_instance
from framework.core.numbers import NumberError, parse_number
from framework.core.session import Setup
from framework.core.spec import GameSpec, Option
from framework.lang.texts import is_yes
from framework.lang.words import NO, Words, fold, numbered
from games.nardy.codec import CODEC
from games.nardy.game import NardyGame
from games.nardy.opening import first_seat
from games.nardy.planner import planner_for
from games.nardy.texts import TEXTS
from games.nardy.unit import UNIT
from games.nardy.view import NardyView
from games.nardy.svg import dark as board_dark, svg as board_svg

HERE = os.path.dirname(os.path.abspath(__file__))

#: Answers to "a match to how many points?" (Enter: a single game).
MATCH_WORDS = {"": 1, "1": 1, "3": 3, "5": 5, "7": 7}


def new_game(setup):
    """The start of a match."""
    return NardyGame.new(setup)


def planner(level: str):
    """The computer's planner at ``level`` (games/nardy/planner.py)."""
    return planner_for(level)


def view(term, lang: str, fixed: bool = False):
    return NardyView(term, lang, fixed)


def match_points(answer: str) -> int:
    value = MATCH_WORDS.get(answer.strip())
    if value is None:
        raise ValueError(answer)
    return value


def cli(parser) -> None:
    """Long Nardy's own options of ``--game nardy``, in the parser's language."""
    say = parser.text
    parser.add_argument("--match", type=lambda text: _match_arg(text, say), choices=(1, 3, 5, 7), default=1,
                        help=say("cli.match"))
    parser.add_argument("--sports", action="store_true", help=say("cli.sports"))
    parser.add_argument("--fixed-board", action="store_true", help=say("cli.fixed_board"))


def _match_arg(text: str, say) -> int:
    """``--match N`` read by the house's number reader (``int()`` would take ``٣``); argparse checks the choices."""
    try:
        return parse_number(text, max_digits=2)
    except NumberError:
        raise argparse.ArgumentTypeError(say("cli.bad_match", text=repr(text))) from None


def cli_setup(args) -> dict:
    return {"options": {"match": args.match, "sports": args.sports, "fixed_board": args.fixed_board}}


def opening(seed, options: dict) -> tuple[int, str, tuple | None]:
    """Who starts: one die each from the seat's own seeded cup, ties throw again (games/nardy/opening.py).

    With the sports rule (option ``sports``) the deciding pair is the first move's throw.
    """
    seat, throws = first_seat(seed)
    a, b = throws[-1]
    return seat, ", ".join(f"I {x} : II {y}" for x, y in throws), ((a, b) if options.get("sports") else None)


#: Answers to "the board turned to the mover (Enter) or fixed?" -> 0 turned, 1 fixed (Czech ``p`` is pevná).
LAYOUT_WORDS = numbered(Words("t turned", "otočená o", "obrócona o", "повёрнутая"),
                        Words("f fixed", "pevná p", "stała s", "неподвижная"))


def board_layout(answer: str) -> bool:
    """Enter or turned (in any language): the board turned to the player to move; fixed (f, pevná, stała,
    неподвижная): as black sees it, for both."""
    answer = answer.strip()
    if not answer:
        return False
    layout = LAYOUT_WORDS.get(fold(answer))
    if layout is None:
        raise ValueError(answer)
    return layout == 1


def sports_rule(answer: str) -> bool:
    """y/yes/a/ano: the opening throw is the first move; Enter or n: the first mover throws again."""
    answer = answer.strip().lower()
    if not answer or answer in NO:
        return False
    if is_yes(answer):
        return True
    raise ValueError(answer)


def position(text: str, setup):
    """The match at ``text`` (``NardyGame.notation``); ``setup`` adds nothing (checked all the same)."""
    check_instance("setup", setup, Setup, "a Setup")
    return NardyGame.from_notation(text)


def rating_pool(options: dict) -> str:
    """Every network table of Long Nardy is rated in one pool: a match (of any length) is one game, its winner
    scores 1."""
    return "nardy"


SPEC = GameSpec(
    name="nardy",
    codec=CODEC,
    new_game=new_game,
    position=position,
    rating_pool=rating_pool,
    rating_pools=(("nardy", {}),),
    opening=opening,
    planner=planner,
    unit=UNIT,
    texts=(TEXTS,),
    dice_example="65,33,41",
    view=view,
    svg=board_svg,
    svg_dark=board_dark,
    rules_dir=HERE,
    folder="nardy",
    undo_policy="turn",
    dice_kind="fair",
    seat_words={"i": 0, "1": 0, "ii": 1, "2": 1},
    seat_default=1,
    names="computer",                  # the computer plays as "Computer (strong)", as in XII Scripta
    about="about",
    defaults=(("match", 1), ("sports", False), ("fixed_board", False)),
    options=(Option("match", "option.match", "option.bad_match", match_points),
             Option("sports", "option.sports", "option.bad_sports", sports_rule),
             # how this screen draws the board: each network player's own screen decides it for itself
             Option("fixed_board", "option.board", "option.bad_board", board_layout, modes=("two", "computer"))),
    cli=cli,
    cli_setup=cli_setup,
)
