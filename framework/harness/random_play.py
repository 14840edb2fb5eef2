"""Games for the harnesses and benchmarks: a session from a seed, random legal actions from it (the fuzz
tests, the file and stream families, the API tests), and a recorded game of one level against another
(the review's benchmarks). Randomness comes only from the caller's ``random.Random`` and the seed."""
from __future__ import annotations

import random

from framework.core.player import Budget
from framework.core.record import Record, Scribe
from framework.core.session import Setup
from framework.core.spec import new_session

__all__ = ["random_session", "playout", "advance", "recorded_match"]


def random_session(spec, seed: int):
    """A new session of ``spec``'s game from ``seed``, with names where the game keeps them."""
    names = ("Ann", "Ben") if spec.names == "settings" else ("", "")
    return new_session(spec, Setup(names=names, seed=str(seed), date="2026-11-23T00:00:00Z"))


def playout(session, rng: random.Random, steps: int):
    """Random legal actions (throwing when due) until ``steps`` are done or the game ends: yields
    ``(session, legal)`` at each position where the player to move chooses, before playing one."""
    for _ in range(steps):
        if session.game_over:
            return
        if session.needs_throw:
            session.throw()
            continue
        legal = session.game.legal_actions()
        if not legal:
            return
        yield session, legal
        session.play(rng.choice(legal))


def advance(session, rng: random.Random, steps: int) -> None:
    """Random legal actions (throwing when due) until ``steps`` are done or the game ends."""
    for _ in playout(session, rng, steps):
        pass


def recorded_match(spec, options: tuple, seed: int, strong, normal, move_seconds: float | None = None,
                   cap: int | None = None) -> Record:
    """A game of ``strong`` (seat ``seed % 2``) against ``normal`` from ``seed``, its record as saved (cut after
    ``cap`` entries when given); in a game without dice each move has ``move_seconds`` when given."""
    base = random_session(spec, seed)
    session = new_session(spec, Setup(names=base.setup.names, seed=str(seed), options=options,
                                      date=base.setup.date))
    scribe = Scribe(Record(session.setup), spec.codec)
    session.listeners.append(scribe)
    budget = Budget(seconds=move_seconds) if move_seconds is not None and not session.game.dice else None
    while not session.game_over and (cap is None or len(scribe.record.entries) < cap):
        if session.needs_throw:
            session.throw()
            continue
        planner = strong if session.game.to_move() == seed % 2 else normal
        for action in planner.plan(session.game.copy(), budget):
            session.play(action)
    return scribe.record
