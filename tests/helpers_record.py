"""XII Scripta's seed opening as a game record, the sample the record tests read and damage.

Shared by tests/framework/test_record.py (the layout every game's record has) and
tests/xii/test_codec.py (XII Scripta's header keys, turn lines and result line).
"""
import random

import pytest

from board import PLAYER_I, PLAYER_II
from dice import Dice
from framework.core.record import Entry, Record, RecordError, Scribe, read, restore
from framework.core.spec import new_session
from games.xii.codec import CODEC
from helpers_games import spec, xii_setup

DATE = "2026-11-21T17:53:30Z"
XII = spec("xii")


def load(data):
    """Text or bytes of a record -> the session it replays to (RecordError for anything wrong)."""
    return restore(read(data, CODEC), CODEC, lambda setup: new_session(XII, setup))


def opening_setup(**kw) -> object:
    kw = {"names": ("Marcus", "Julia"), "seed": 20261121, "script": ((1, 4, 6), (3, 3, 5)), "date": DATE, **kw}
    return xii_setup(**kw)


def opening() -> Record:
    """The seed's opening, thrown from a --dice script: I 1-4-6, II 3-3-5."""
    r = Record(opening_setup()).with_entry(Entry(PLAYER_I, (1, 4, 6)))
    for a in ("place 1", "place 4", "place 6"):
        r = r.with_action(a)
    r = r.with_entry(Entry(PLAYER_II, (3, 3, 5)))
    for a in ("place 3", "place 5", "place 3"):
        r = r.with_action(a)
    return r


OPENING_TEXT = """\
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
End
"""

#: The opening without its End line: what more turns or a result are appended to.
OPENING_BODY = OPENING_TEXT.removesuffix("End\n")
#: The line of the first turn: the magic line, Format, nine header keys and the empty line before it.
FIRST_TURN_LINE = 13
assert OPENING_TEXT.split("\n")[FIRST_TURN_LINE - 1].startswith("I 1-4-6:")

#: I's first throw from the bag, after the scripted opening.
BAG_THROW = Dice("20261121-I", count=3).throw()


def played(stones: int = 3, seed: int = 1, first: int = PLAYER_I, limit: int = 10**6):
    """A random game played through a session, recorded by a Scribe as it goes (the way the UI records).

    Returns the record and the live session.
    """
    setup = xii_setup(names=("A", "B"), stones=stones, seed=seed, first=first, date=DATE)
    session = new_session(XII, setup)
    scribe = Scribe(Record(setup), CODEC)
    session.listeners.append(scribe)
    rng = random.Random(seed)
    actions = 0
    while not session.game_over and actions < limit:
        if session.needs_throw:
            session.throw()
        session.play(rng.choice(session.game.legal_actions()))
        actions += 1
    return scribe.record, session


def error(data, code: str) -> RecordError:
    with pytest.raises(RecordError) as info:
        load(data)
    assert info.value.code == code, str(info.value)
    return info.value


