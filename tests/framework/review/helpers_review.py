"""Games recorded for the review's tests: a session of a registered game played by a chooser, its record
kept by the house's Scribe (as a saved game is), and the review of it by the game's strong level."""
from __future__ import annotations

from functools import lru_cache
from typing import Any, Callable

from framework.core.record import Record, Scribe
from framework.ai.review import Review, review
from framework.core.session import Setup
from framework.core.spec import new_session
from games import REGISTRY
from helpers_games import cases

#: XII Scripta with 15 stones a side (its default) and with 3 (the short game).
XII_15 = (("stones", 15),)
XII_3 = (("stones", 3),)
#: Latrunculi from four men and the duke a side: its review searches the whole width at depth 3, a third
#: of a second a move from the full start, a tenth from here.
LATRUNCULI_FEW = (("start", "m1m1m1m1/3d4/8/8/8/8/4D3/M1M1M1M1 w 0 1"),)

#: The setups the review's tests play of each registered game, a row of options each: XII Scripta with 15
#: stones and with 3, Latrunculi from four men a side. A game missing here fails those tests, saying so.
SETUPS = {"xii": ((XII_15,), (XII_3,)), "ataxx": (((),),), "latrunculi": ((LATRUNCULI_FEW,),), "nardy": (((),),)}


def setups(games: list[str] | None = None) -> list:
    """``(name, options)`` cases of every registered game's setups (or those of ``games``), from SETUPS."""
    return cases(SETUPS, "SETUPS in tests/framework/review/helpers_review.py (rows of the setup options its "
                         "review's tests play)", games)


def unit_of(name: str) -> Any:
    """The unit of ``name``'s review numbers: the one its spec declares (framework/core/score_unit.py), which its
    strong level's choices carry."""
    return spec_of(name).unit


@lru_cache(maxsize=None)
def spec_of(name: str) -> Any:
    return next(listing.spec() for listing in REGISTRY if listing.name == name)


@lru_cache(maxsize=None)
def strong(name: str) -> Any:
    """The game's strong level (the reviewer), made once: the networks load once."""
    return spec_of(name).planner("strong")


@lru_cache(maxsize=None)
def normal(name: str) -> Any:
    return spec_of(name).planner("normal")


def start(name: str, seed: int, options: tuple = ()) -> Any:
    spec = spec_of(name)
    names = ("Ann", "Ben") if spec.names == "settings" else ("", "")
    return new_session(spec, Setup(names=names, seed=str(seed), options=options, date="2026-11-26T00:00:00Z"))


def record_game(name: str, seed: int, choose: Callable[[Any, int], Any], turns: int | None = None,
                options: tuple = ()) -> Record:
    """The record of a game of ``name`` from ``seed``: at each turn ``choose(game copy, step)`` gives the
    actions played (a throw is made when due; ``step``: the number of the record's entry the turn is, its
    review's Moment.step); it stops at the end, after ``turns`` turns, or when ``choose`` gives None."""
    session = start(name, seed, options)
    scribe = Scribe(Record(session.setup), spec_of(name).codec)
    session.listeners.append(scribe)
    played = 0
    while not session.game_over and (turns is None or played < turns):
        if session.needs_throw:
            session.throw()
            continue
        step = len(scribe.record.entries) + (0 if session.game.dice else 1)    # a throw's entry is made
        actions = choose(session.game.copy(), step)
        if actions is None:
            break
        for action in actions:
            session.play(action)
        played += 1
    return scribe.record


def by_level(name: str, level: Callable[[str], Any]) -> Callable[[Any, int], Any]:
    """A chooser playing ``level(name)``'s turns (XII's and Long Nardy's strong level, any normal level)."""
    return lambda game, _: level(name).plan(game)


def reviewed(name: str, record: Record) -> Review:
    spec = spec_of(name)
    return review(record, spec.codec, lambda setup: new_session(spec, setup), strong(name))
