"""Latrunculi's game record: its header keys, its move lines and its result line.

The layout, the checks every record needs and the replay are the framework's
(framework/core/record.py); this module says only what is Latrunculi's own::

    XII Scripta Latrunculi record
    Format: 2
    Date: 2026-11-23T10:00:00Z
    Layout: 8x8
    Start: standard
    Capture-limit: none
    White: person
    Black: computer strong
    Clock: none
    Seed: 20261123

    a1a7
    d7d5
    draw
    Result: 1/2-1/2 agreement
    End

``Layout`` is ``8x8`` or ``8x12``; ``Start`` is ``standard`` (the layout's
start) or a FEN; ``Capture-limit`` is ``none`` or the plies allowed without a
capture; ``White``/``Black`` are ``person`` or ``computer <level>``; ``Clock``
each side's time in milliseconds, or ``none``; ``Seed`` seeds the computer's
tie-breaks. Then one line per move (``a1a7``), with both players' remaining
milliseconds after it (White's first) when the game has a clock; ``draw`` is a
draw both players agreed. Once the game is over: ``Result: 1-0 duke_immobilised``
(the score from White's side and the ending).
"""
from __future__ import annotations

from framework.core.numbers import NumberError, parse_number
from framework.core.record import (MAX_CLOCK_MS, PERSON, Fields, MoveCodec, check_clock, check_date, check_player,
                              check_seed, player_text, short)
from framework.core.session import Setup
from framework.lang.texts import LEVELS
from games.latrunculi.board import (
    BLACK, BOTH_DUKES, DUKE_IMMOBILISED, MAX_CAPTURE_LIMIT, MOVE_LIMIT, NO_MEN, NO_MOVES, WHITE, Board, FenError,
)
from games.latrunculi.board import DRAW
from games.latrunculi.game import AGREEMENT, LAYOUTS

__all__ = ["LatrunculiCodec", "CODEC", "MAGIC", "PERSON", "MAX_CLOCK_MS", "MAX_CAPTURE_LIMIT", "ENDINGS"]

MAGIC = "XII Scripta Latrunculi record"
STANDARD = "standard"
SCORES = {"1-0": WHITE, "0-1": BLACK, "1/2-1/2": None}
#: Every way a game of Latrunculi ends (the engine's, then the session's).
ENDINGS = (BOTH_DUKES, DUKE_IMMOBILISED, NO_MEN, NO_MOVES, MOVE_LIMIT, "yield", "time", AGREEMENT)


class LatrunculiCodec(MoveCodec):
    magic = MAGIC
    what = "a Latrunculi game record"
    suffix = ".latrunculi"
    keys = ("Date", "Layout", "Start", "Capture-limit", "White", "Black", "Clock", "Seed")
    seat_names = ("white", "black")
    example = "a1a7"
    clock_example = "a1a7 297512 300000"
    scores = SCORES
    endings = ENDINGS

    def header(self, setup: Setup) -> list[tuple[str, str]]:
        clock = "none" if setup.clock_ms is None else str(setup.clock_ms)
        limit = int(setup.option("capture_limit", 0) or 0)
        return [("Date", setup.date), ("Layout", str(setup.option("layout", "8x8"))),
                ("Start", str(setup.option("start", "") or STANDARD)),
                ("Capture-limit", str(limit) if limit else "none"),
                ("White", player_text(setup.computers[0])), ("Black", player_text(setup.computers[1])),
                ("Clock", clock), ("Seed", check_seed(setup.seed))]

    def setup(self, fields: Fields) -> Setup:
        def layout(v: str) -> str:
            if v not in LAYOUTS:
                raise ValueError(f"{short(v)} is not a layout: 8x8 or 8x12")
            return v

        def start(v: str) -> str:
            if v == STANDARD:
                return ""
            try:
                return Board(v).fen()
            except FenError as err:
                raise ValueError(f"{short(v)} is not a position: {err}") from None

        def capture_limit(v: str) -> int:
            if v == "none":
                return 0
            try:
                limit = parse_number(v, 1, MAX_CAPTURE_LIMIT, max_digits=4)
            except NumberError:
                limit = None
            if limit is not None and str(limit) == v:          # written as the writer writes it
                return limit
            raise ValueError(f"{short(v)} is not none or a number of plies from 1 to {MAX_CAPTURE_LIMIT}")

        options = (("layout", fields.get("Layout", layout, "8x8 or 8x12")),
                   ("start", fields.get("Start", start, "standard or a position like "
                                                        "mmmmmmmm/3d4/8/8/8/8/4D3/MMMMMMMM w 0 1")),
                   ("capture_limit", fields.get("Capture-limit", capture_limit, "none or a number of plies")))
        computers = (fields.get("White", check_player, "person or computer easy|normal|strong"),
                     fields.get("Black", check_player, "person or computer easy|normal|strong"))
        return Setup(computers=computers, seed=fields.get("Seed", check_seed, "a whole number"),
                     clock_ms=fields.get("Clock", check_clock, "milliseconds or none"),
                     date=fields.get("Date", check_date, "a date"), options=options)

    def is_entry(self, text: str) -> bool:
        word = text.split()[0] if text.split() else ""
        return word == DRAW.text() or (4 <= len(word) <= 8 and word[:1].isalpha() and word[1:2].isdigit())


CODEC = LatrunculiCodec()
