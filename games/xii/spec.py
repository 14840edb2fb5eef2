"""XII Scripta's entry in the house: what the framework needs to play, save, show and explain it."""
from __future__ import annotations

import os

from board import Board
from framework.core.spec import GameSpec, Option
from framework.lang.words import Words, fold, numbered
from games.xii.codec import CODEC
from games.xii.game import XiiGame, rules_of
from games.xii.planner import planner_for
from games.xii.texts import TEXTS, explain
from games.xii.unit import UNIT
from games.xii.view import XiiView
from games.xii.svg import dark as board_dark, svg as board_svg

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


#: Where XII Scripta's dice come from: each seat's own shuffle bag (framework/core/dice.py), which the game counts.
DICE_KIND = "bag"


def new_game(setup):
    """The start of a game (the engine is board.py), counting the seats' bags."""
    return XiiGame.new(setup, counts_bag=DICE_KIND == "bag")


def position(text: str, setup):
    """The game at the position ``text`` (board notation) under ``setup``'s rules; its dice come from new cups
    (full bags), as a session started there throws them."""
    return XiiGame.fresh(Board.from_notation(text, rules_of(setup)), setup, counts_bag=DICE_KIND == "bag")


def planner(level: str):
    """The computer's planner at ``level`` (games/xii/planner.py)."""
    return planner_for(level)


def view(term, lang: str):
    return XiiView(term, lang)


def length(answer: str) -> int:
    """Fifteen pieces or three (15/3, or "long"/"short" in any language); Enter: fifteen."""
    answer = answer.strip()
    if not answer:
        return 15
    stones = LENGTH_WORDS.get(fold(answer))
    if stones is None:
        raise ValueError(answer)
    return (15, 3)[stones]


def rules(answer: str) -> dict:
    """The rule settings in one answer: Enter (or m) Murray's; ``v`` the bearing-off variant, ``p`` the
    free pass, or both (``v p``, ``vp``), in either language."""
    words = answer.strip().lower().replace(",", " ").split()
    if words in ([], ["m"], ["murray"]):
        return {"exact_bear_off": False, "free_pass": False}
    letters = "".join(words)
    if len(words) == 1 and words[0] in ("both", "obojí", "oboji"):
        letters = "vp"
    if not letters or any(ch not in "vp" for ch in letters) or len(set(letters)) != len(letters):
        raise ValueError(answer)
    return {"exact_bear_off": "v" in letters, "free_pass": "p" in letters}


#: Answers to "fifteen pieces or three?" (Enter: fifteen) -> 0 for fifteen, 1 for three.
LENGTH_WORDS = numbered(Words("15 long", "dlouhá", "długa", "длинная долгая"),
                        Words("3 short", "krátká", "krótka", "короткая"))


#: XII Scripta's rating pools by the pieces each: fifteen and three are two games apart; other counts are not rated.
POOLS = {15: "xii15", 3: "xii3"}


def rating_pool(options: dict) -> str | None:
    """The pool a network table with ``options`` is rated in: by the pieces each (Enter's fifteen when unsaid);
    the rule settings (free pass, bearing off from the end) share their count's pool."""
    stones = options.get("stones", 15)
    return POOLS.get(stones) if type(stones) is int else None


SPEC = GameSpec(
    name="xii",
    codec=CODEC,
    new_game=new_game,
    planner=planner,
    unit=UNIT,
    texts=(TEXTS,),
    explain=explain,
    dice_example="146,335,222",
    view=view,
    svg=board_svg,
    svg_dark=board_dark,
    rules_dir=ROOT,
    folder="",
    undo_policy="turn",
    dice_kind=DICE_KIND,
    seat_words={"i": 0, "1": 0, "ii": 1, "2": 1},
    seat_default=1,
    names="settings",
    about="about",
    position=position,
    rating_pool=rating_pool,
    rating_pools=tuple((pool, {"stones": stones}) for stones, pool in POOLS.items()),
    defaults=(("stones", 15), ("free_pass", False), ("exact_bear_off", False)),
    options=(Option("stones", "computer.ask_length", "computer.bad_length", length, modes=("computer", "network")),
             # The rule settings (board.Rules), one question: Murray's by default; the record names them.
             Option("rules", "option.rules", "option.bad_rules", rules)),
)
