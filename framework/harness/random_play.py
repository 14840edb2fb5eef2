"""Random legal games for the harnesses (the fuzz tests, the file and stream families, the API tests):
a session from a seed, and random legal actions from it. Randomness comes only from the caller's
``random.Random``."""
from __future__ import annotations

import random

from framework.core.session import Setup
from framework.core.spec import new_session

__all__ = ["random_session", "playout", "advance"]


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
