"""Ataxx's game record: its header keys, its move lines and its result line.

The layout, the checks every record needs and the replay are the framework's
(framework/core/record.py); this module says only what is Ataxx's own::

    XII Scripta Ataxx record
    Format: 2
    Date: 2026-11-21T17:53:30Z
    Rules: itpw
    Start: x5o/7/7/7/7/7/o5x x 0 1
    Black: person
    White: computer normal
    Clock: 300000
    Seed: 20261121

    b6 297512 300000
    a7c5 297512 296001
    End

``Black``/``White`` are ``person`` or ``computer <level>``; ``Clock`` is each
side's time in milliseconds, or ``none``; ``Seed`` seeds the computer's
tie-breaks. Then one line per move in the order played: the move (``b6`` a
clone, ``a7c5`` a jump, ``0000`` a pass) and, when the game has a clock, both
players' remaining milliseconds after it (black's first). Once the game is
over: ``Result: 1-0 time`` (the score and the ending, a Termination value).
"""
from __future__ import annotations

from framework.core.record import (MAX_CLOCK_MS, PERSON, Fields, MoveCodec, check_clock, check_date, check_player,
                              check_seed, player_text, short)
from framework.core.session import Setup
from framework.lang.texts import LEVELS
from games.ataxx.board import BLACK, STARTING_FEN, WHITE, Board, InvalidFenError, Rules, Termination

__all__ = ["AtaxxCodec", "CODEC", "MAGIC", "PERSON", "MAX_CLOCK_MS"]

MAGIC = "XII Scripta Ataxx record"
SCORES = {"1-0": BLACK, "0-1": WHITE, "1/2-1/2": None}
_ENDINGS = {t.value for t in Termination}


class AtaxxCodec(MoveCodec):
    magic = MAGIC
    what = "an Ataxx game record"
    suffix = ".ataxx"
    keys = ("Date", "Rules", "Start", "Black", "White", "Clock", "Seed")
    seat_names = ("black", "white")
    example = "a7c5"
    clock_example = "a7c5 297512 296001"
    scores = SCORES
    endings = tuple(sorted(_ENDINGS))

    def header(self, setup: Setup) -> list[tuple[str, str]]:
        clock = "none" if setup.clock_ms is None else str(setup.clock_ms)
        return [("Date", setup.date), ("Rules", str(setup.option("rules", Rules.ITPW.value))),
                ("Start", str(setup.option("start", STARTING_FEN))), ("Black", player_text(setup.computers[0])),
                ("White", player_text(setup.computers[1])), ("Clock", clock), ("Seed", check_seed(setup.seed))]

    def setup(self, fields: Fields) -> Setup:
        def rules(v: str) -> str:
            return Rules.parse(v).value

        rule_set = fields.get("Rules", rules, "itpw or standard")

        def start(v: str) -> str:
            try:
                return Board(v, rule_set).fen()
            except InvalidFenError as err:
                raise ValueError(f"{short(v)} is not a position: {err}") from None

        computers = (fields.get("Black", check_player, "person or computer easy|normal|strong"),
                     fields.get("White", check_player, "person or computer easy|normal|strong"))
        return Setup(computers=computers, seed=fields.get("Seed", check_seed, "a whole number"),
                     clock_ms=fields.get("Clock", check_clock, "milliseconds or none"),
                     date=fields.get("Date", check_date, "a date"),
                     options=(("rules", rule_set), ("start", fields.get("Start", start, "a position like "
                                                                         "x5o/7/7/7/7/7/o5x x 0 1"))))


CODEC = AtaxxCodec()
