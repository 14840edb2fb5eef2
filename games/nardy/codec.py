"""Long Nardy's game record: its header keys, its turn lines and its result line.

The layout, the checks every record needs and the replay are the framework's
(framework/core/record.py); this module says only what is Long Nardy's own::

    XII Scripta Long Nardy record
    Format: 2
    Date: 2026-11-23T10:00:00Z
    Match: 3
    Seed: 20261123
    Script: -
    First: I
    Computer-II: strong

    I 6-5: 24/18, 18/13
    II 3-3: 12/9, 12/9, 9/6, 9/6
    I 2-1:
    End

``Match`` is the points to win (1 a single game); ``Seed`` seeds each seat's
cup (seat I throws from ``"<seed>-I"``, seat II from ``"<seed>-II"``);
``Script`` the fixed throws given first (``65,33``) or ``-``; ``First`` the seat
that won the opening throw and plays black (from 24) in the first game. One
line per turn: the seat, the throw, a colon, the checker moves (``pass`` when
the throw could not be used). A match's later games follow on the same lines;
who plays black in each follows from the results. Once over: ``Result: I wins
by mars`` (or ``oyn``, ``yield``, ``time``).
"""
from __future__ import annotations

import re

from framework.core.record import Fields, RecordError, TurnCodec, short
from framework.core.session import Setup

__all__ = ["NardyCodec", "CODEC", "MAGIC"]

MAGIC = "XII Scripta Long Nardy record"
SIDES = ("I", "II")
MATCHES = (1, 3, 5, 7)

_ACTION = re.compile(r"pass|(?:[1-9]|1[0-9]|2[0-4])/(?:[1-9]|1[0-9]|2[0-4]|off)", re.ASCII)


class NardyCodec(TurnCodec):
    magic = MAGIC
    what = "a Long Nardy game record"
    suffix = ".nardy"
    keys = ("Date", "Match", "Seed", "Script", "First")
    optional = ("Computer-I", "Computer-II", "Sports", "Board")
    seat_names = SIDES
    dice = 2
    endings = {"mars": "mars", "oyn": "oyn", "yield": "yield", "time": "time"}
    example = "I 6-5: 24/18, 18/13"

    def header(self, setup: Setup) -> list[tuple[str, str]]:
        pairs = [("Date", setup.date), ("Match", str(setup.option("match", 1))), ("Seed", setup.seed)]
        pairs += self.play_pairs(setup)
        if setup.option("sports"):
            pairs.append(("Sports", "yes"))    # the opening throw was the first move's (the first Script throw)
        if setup.option("fixed_board"):
            pairs.append(("Board", "fixed"))   # drawn as black sees it for both players
        return pairs

    def setup(self, fields: Fields) -> Setup:
        def match(v: str) -> int:
            if v not in {str(m) for m in MATCHES}:
                raise ValueError(f"a match is to 1, 3, 5 or 7 points, not {short(v)}")
            return int(v)

        def text(v: str) -> str:
            if not v or len(v) > 100 or v != v.strip():
                raise ValueError(f"{short(v)} is not one word of at most 100 characters")
            return v

        def yes(v: str) -> bool:
            if v != "yes":
                raise ValueError(f"write yes (or leave the line out), not {short(v)}")
            return True

        computers = tuple(fields.get(key, self.read_level, "a level") if key in fields else ""
                          for key in ("Computer-I", "Computer-II"))
        sports = fields.get("Sports", yes, "yes") if "Sports" in fields else False

        def fixed(v: str) -> bool:
            if v != "fixed":
                raise ValueError(f"write fixed (or leave the line out), not {short(v)}")
            return True

        board = fields.get("Board", fixed, "fixed") if "Board" in fields else False
        return Setup(computers=computers, seed=fields.get("Seed", text, "a seed"),
                     first=fields.get("First", self.read_side, "I or II"),
                     script=fields.get("Script", self.read_script, "throws"),
                     options=(("match", fields.get("Match", match, "1, 3, 5 or 7")), ("sports", sports), ("fixed_board", board)),
                     date=fields.get("Date", text, "a date"))

    def action(self, text: str, line: int) -> str:
        if not _ACTION.fullmatch(text):
            raise RecordError("bad_action", f"{short(text)} is not a move like 24/18, 13/off or pass",
                              line=line, action=text)
        return text


CODEC = NardyCodec()
