"""Ataxx's game record: its header keys, its move lines and its result line.

The layout, the checks every record needs and the replay are the framework's
(framework/record.py); this module says only what is Ataxx's own::

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

from framework.game import Outcome
from framework.numbers import is_number
from framework.record import Codec, Entry, Fields, RecordError, short
from framework.session import Setup
from framework.texts import LEVELS
from games.ataxx.board import BLACK, STARTING_FEN, WHITE, Board, InvalidFenError, Rules, Termination

__all__ = ["AtaxxCodec", "CODEC", "MAGIC", "PERSON", "MAX_CLOCK_MS"]

MAGIC = "XII Scripta Ataxx record"
PERSON = "person"
SCORES = {"1-0": BLACK, "0-1": WHITE, "1/2-1/2": None}
MAX_CLOCK_MS = 100 * 3600 * 1000
_ENDINGS = {t.value for t in Termination}


def _player(level: str) -> str:
    return f"computer {level}" if level else PERSON


class AtaxxCodec(Codec):
    magic = MAGIC
    what = "an Ataxx game record"
    suffix = ".ataxx"
    keys = ("Date", "Rules", "Start", "Black", "White", "Clock", "Seed")
    seat_names = ("black", "white")
    example = "a7c5"

    def header(self, setup: Setup) -> list[tuple[str, str]]:
        clock = "none" if setup.clock_ms is None else str(setup.clock_ms)
        return [("Date", setup.date), ("Rules", str(setup.option("rules", Rules.ITPW.value))),
                ("Start", str(setup.option("start", STARTING_FEN))), ("Black", _player(setup.computers[0])),
                ("White", _player(setup.computers[1])), ("Clock", clock), ("Seed", setup.seed)]

    def setup(self, fields: Fields) -> Setup:
        def rules(v: str) -> str:
            return Rules.parse(v).value

        rule_set = fields.get("Rules", rules, "itpw or standard")

        def start(v: str) -> str:
            try:
                return Board(v, rule_set).fen()
            except InvalidFenError as err:
                raise ValueError(f"{short(v)} is not a position: {err}") from None

        def player(v: str) -> str:
            words = v.split()
            if words == [PERSON]:
                return ""
            if len(words) == 2 and words[0] == "computer" and words[1] in LEVELS:
                return words[1]
            raise ValueError(f"{short(v)} is not 'person' or 'computer easy|normal|strong'")

        def clock(v: str) -> int | None:
            if v == "none":
                return None
            if is_number(v, 11) and 0 < int(v) <= MAX_CLOCK_MS:
                return int(v)
            raise ValueError(f"{short(v)} is not a number of milliseconds or none")

        def seed(v: str) -> str:
            if not is_number(v.removeprefix("-"), 40):
                raise ValueError(f"{short(v)} is not a whole number")
            return v

        def date(v: str) -> str:
            if not v or len(v) > 40:
                raise ValueError(f"{short(v)} is not a date")
            return v

        computers = (fields.get("Black", player, "person or computer easy|normal|strong"),
                     fields.get("White", player, "person or computer easy|normal|strong"))
        return Setup(computers=computers, seed=fields.get("Seed", seed, "a whole number"),
                     clock_ms=fields.get("Clock", clock, "milliseconds or none"), date=fields.get("Date", date, "a date"),
                     options=(("rules", rule_set), ("start", fields.get("Start", start, "a position like "
                                                                         "x5o/7/7/7/7/7/o5x x 0 1"))))

    def format_entry(self, entry: Entry) -> str:
        move = entry.actions[0]
        return move if entry.clocks is None else f"{move} {entry.clocks[0]} {entry.clocks[1]}"

    def parse_entry(self, text: str, line: int, setup=None) -> Entry:
        words = text.split()
        numbers = words[1:]
        wanted = (0, 2) if setup is None else ((2,) if setup.clock_ms is not None else (0,))
        if len(numbers) not in wanted or not all(is_number(w, 11) and int(w) <= MAX_CLOCK_MS for w in numbers):
            raise RecordError("malformed_turn", f"{short(text)} is not a move line (a move, then both clocks in ms "
                              "when the game has a clock)", line=line, text=text, example="a7c5 297512 296001")
        clocks = (int(numbers[0]), int(numbers[1])) if numbers else None
        return Entry(None, None, (words[0],), clocks, line=line)

    def format_result(self, outcome: Outcome) -> str:
        score = {BLACK: "1-0", WHITE: "0-1", None: "1/2-1/2"}[outcome.winner]
        return f"{score} {outcome.reason}"

    def check_result(self, text: str) -> tuple[int | None, str]:
        words = text.split()
        if len(words) != 2 or words[0] not in SCORES or words[1] not in _ENDINGS:
            raise ValueError(f"{text!r} is not a result like '1-0 time'")
        return SCORES[words[0]], words[1]


CODEC = AtaxxCodec()
