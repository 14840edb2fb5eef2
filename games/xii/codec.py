"""XII Scripta's game record: its header keys, its turn lines and its result line.

The layout, the checks every record needs and the replay are the framework's
(framework/core/record.py); this module says only what is XII Scripta's own::

    XII Scripta game record
    Format: 2
    Date: 2026-11-21T17:53:30Z
    Player-I: Marcus
    Player-II: Julia
    Stones: 15
    Free-pass: no
    Exact-bear-off: no
    Seed: 20261121
    Script: 146,335
    First: I

    I 1-4-6: place 1, place 4, place 6
    II 3-3-5: place 3, place 5, place 3
    I 6-3-5: move 3 6, place 3
    End

(Player I has thrown 6-3-5 from the bag and played two of the dice; the game
resumes there, with the 5 to play.)

The header keys, each exactly once:

==============  ==============================================================
Date            when the game began, ISO 8601 (``2026-11-21T17:53:30Z``)
Player-I/-II    the players' names (one line, no control characters)
Stones          pieces per player, 1-15 (15 the full game, 3 the short game)
Free-pass       ``yes``/``no``: the house rule that ``pass`` is always allowed
Exact-bear-off  ``yes``/``no``: bear off with die N from course point 37-N
Seed            the seed of the cups: seat I throws from ``Dice("<seed>-I")``,
                seat II from ``Dice("<seed>-II")`` (dice.py)
Script          the fixed throws given with ``--dice`` (``146,335,222``), or
                ``-``; a resumed game throws the ones not used yet
First           who moved first, ``I`` or ``II``
==============  ==============================================================

Two optional keys say which seats the computer plays and at what level
(``Computer-II: strong``); a seat without one is a person at the keyboard.

*One line per turn*: the seat, the throw in the order thrown, a colon, and the
actions in command syntax separated by commas. The last turn may be unfinished
(``I 2-5-5: place 5`` or ``I 2-5-5:``): the game resumes in the middle of it.
Taking back an action removes it from its line. *The result*, once the game is
over: ``Result: I wins by bearing off`` or ``Result: II wins by yield`` (player I
gave up). Records of format 1 may end a turn with ``yield``; it still loads.
"""
from __future__ import annotations

import re
from datetime import datetime

from board import Command, InvalidCommandError
from framework.core.numbers import NumberError, parse_number
from framework.core.record import Fields, RecordError, TurnCodec, short
from framework.core.session import Setup

__all__ = ["XiiCodec", "CODEC", "MAGIC", "check_text", "shorten_numbers", "MAX_NAME"]

MAGIC = "XII Scripta game record"
SIDES = ("I", "II")
MAX_NAME = 100
BY = {"bearing_off": "bearing off", "yield": "yield"}

_CONTROL = re.compile(r"[\x00-\x08\x0a-\x1f\x7f-\x9f\u2028\u2029]")

#: Digits kept of a number in a command: far past any legal value, far below int()'s limit.
MAX_DIGITS = 100


def shorten_numbers(text: str) -> str:
    """Command text with every run of more than MAX_DIGITS ASCII digits cut to MAX_DIGITS.

    The number stays out of range (the engine refuses it with the same reason),
    and no reader ever meets a megabyte of digits.
    """
    if len(text) <= MAX_DIGITS:
        return text
    return re.sub(r"[0-9]{%d,}" % (MAX_DIGITS + 1), lambda m: m.group()[:MAX_DIGITS], text)


def check_text(what: str, value: object) -> str:
    """A name, seed or date fit for one header line; ValueError naming what is wrong."""
    if isinstance(value, str) and len(value) > MAX_NAME:
        raise ValueError(f"the {what} is longer than {MAX_NAME} characters")
    if not isinstance(value, str) or not value or value != value.strip():
        raise ValueError(f"the {what} must be text without spaces at either end, not {value!r}")
    if _CONTROL.search(value) or "\t" in value:
        raise ValueError(f"the {what} {value!r} contains a control character")
    return value


def check_date(value: str) -> str:
    check_text("date", value)
    try:
        datetime.fromisoformat(value)
    except ValueError:
        raise ValueError(f"the date {value!r} is not ISO 8601, like 2026-11-21T17:53:30Z") from None
    return value


def _yes_no(flag: object) -> str:
    return "yes" if flag else "no"


class XiiCodec(TurnCodec):
    magic = MAGIC
    what = "an XII Scripta game record"
    suffix = ".xii"
    keys = ("Date", "Player-I", "Player-II", "Stones", "Free-pass", "Exact-bear-off", "Seed", "Script", "First")
    optional = ("Computer-I", "Computer-II")
    name_keys = ("Player-I", "Player-II")
    seat_names = SIDES
    dice = 3
    endings = BY
    example = "II 3-3-5: place 3, place 5, place 3"

    # ------------------------------------------------------------ header
    def header(self, setup: Setup) -> list[tuple[str, str]]:
        for name in setup.names:
            check_text("name", name)       # never write a record that cannot be read back
        check_text("seed", setup.seed)
        pairs = [("Date", setup.date), ("Player-I", setup.names[0]), ("Player-II", setup.names[1]),
                 ("Stones", str(setup.option("stones", 15))), ("Free-pass", _yes_no(setup.option("free_pass"))),
                 ("Exact-bear-off", _yes_no(setup.option("exact_bear_off"))), ("Seed", setup.seed)]
        return pairs + self.play_pairs(setup)

    def setup(self, fields: Fields) -> Setup:
        def yes_no(v: str) -> bool:
            if v not in ("yes", "no"):
                raise ValueError(f"write yes or no, not {short(v)}")
            return v == "yes"

        def stones(v: str) -> int:
            try:
                return parse_number(v, 1, 15, max_digits=2)
            except NumberError:
                raise ValueError(f"pieces per player must be a number 1-15, not {short(v)}") from None

        def text(what: str):
            return lambda v: check_text(what, v)

        computers = tuple(fields.get(key, self.read_level, "a level") if key in fields else ""
                          for key in self.optional)
        options = {"stones": fields.get("Stones", stones, "1-15"),
                   "free_pass": fields.get("Free-pass", yes_no, "yes or no"),
                   "exact_bear_off": fields.get("Exact-bear-off", yes_no, "yes or no")}
        names = (fields.get("Player-I", text("name"), "a name"), fields.get("Player-II", text("name"), "a name"))
        return Setup(names=names, computers=computers, seed=fields.get("Seed", text("seed"), "a seed"),
                     first=fields.get("First", self.read_side, "I or II"),
                     script=fields.get("Script", self.read_script, "throws"),
                     options=tuple(options.items()), date=fields.get("Date", check_date, "a date"))

    # ------------------------------------------------------------- turns
    def action(self, text: str, line: int) -> str:
        """A recorded action in its canonical form (``PLACE  1`` -> ``place 1``)."""
        try:
            return str(Command.parse(shorten_numbers(text)))
        except InvalidCommandError as exc:
            raise RecordError("bad_action", f"{short(text)} is not a command: {exc}", line=line, cause=exc,
                              action=text, reason=exc.code, reason_key=exc.key,
                              reason_params=exc.params) from None

    # ------------------------------------------------------------ result
    def concession(self, action: str) -> str | None:
        return "yield" if action == "yield" else None


CODEC = XiiCodec()
