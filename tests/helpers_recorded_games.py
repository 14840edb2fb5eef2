"""Short finished (or cut) games of every registered game, played in-process by the computer, as records for the review's tests.

Why played, not written out: a record must replay through the engine, and a game
the computer played has turns with choices for the review to judge. Quick: the
easy level plays both seats (a Latrunculi game is cut after a few moves, as its
review takes ~0.1 s a move).
"""
import random

from framework.harness.random_play import random_session
from framework.core.record import Record, Scribe, write
from helpers_games import of_game
from helpers_games import spec as spec_of

#: The most entries a test's game is played to (Latrunculi's review is the slowest); every registered game
#: has one (a game missing here fails the test that plays it, saying so).
LIMITS = {"xii": 400, "ataxx": 24, "latrunculi": 12, "nardy": 40}
#: The setups' options that keep a game short (XII: three pieces each).
OPTIONS = {"xii": (("stones", 3),)}


def played_record(name: str, seed: int = 7, options: tuple | None = None, limit: int | None = None):
    """A game of ``name`` played by the easy level from ``seed``: ``(spec, record)``, finished where the limit
    (``limit`` entries, else :data:`LIMITS`) allows; ``options``: the setup's (else :data:`OPTIONS`)."""
    from dataclasses import replace
    spec = spec_of(name)
    session = random_session(spec, seed)
    options = OPTIONS.get(name) if options is None else options
    if options:
        from framework.core.spec import new_session
        session = new_session(spec, replace(session.setup, options=options))
    scribe = Scribe(Record(session.setup), spec.codec)
    session.listeners.append(scribe)
    planner = spec.planner("easy")
    rng = random.Random(seed)
    if limit is None:
        limit = of_game(LIMITS, name, "LIMITS in tests/helpers_recorded_games.py (the most entries a test's "
                                      "game of it is played to: its review takes seconds, not minutes)")
    while not session.game_over and len(scribe.record.entries) < limit:
        if session.needs_throw:
            session.throw()
            continue
        for action in planner.plan(session.game.copy(), None, rng):
            session.play(action)
    return spec, scribe.record


def record_file(tmp_path, name: str, seed: int = 7) -> str:
    """A record of ``name`` written to ``tmp_path`` (its game's suffix); its path."""
    spec, record = played_record(name, seed)
    path = tmp_path / f"game{spec.codec.suffix}"
    path.write_text(write(record, spec.codec), encoding="utf-8")
    return str(path)
