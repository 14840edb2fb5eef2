"""Who starts: each player throws one die, ties throw again; the higher throw plays black (head 24)
and moves first.

Pure: the dice come from the caller (one ``random.Random`` per seat, e.g. seeded
``"<seed>-I-opening"`` and ``"<seed>-II-opening"``), so a record's seed decides
the opening as it decides every other throw. The framework today takes the first
seat from the setup (``Setup.first``); :func:`first_seat` is what it should call
to fill that in for Long Nardy.
"""
from __future__ import annotations

import random

__all__ = ["opening_throws", "first_seat", "cups"]


def cups(seed: object) -> tuple[random.Random, random.Random]:
    """Each seat's own cup for the opening throw of a game seeded ``seed``."""
    return random.Random(f"{seed}-I-opening"), random.Random(f"{seed}-II-opening")


def opening_throws(cup_i: random.Random, cup_ii: random.Random, limit: int = 1000) -> list[tuple[int, int]]:
    """The one-die throws (seat I, seat II) until they differ; the last pair decides."""
    throws = []
    for _ in range(limit):
        pair = (cup_i.randint(1, 6), cup_ii.randint(1, 6))
        throws.append(pair)
        if pair[0] != pair[1]:
            return throws
    raise RuntimeError("the opening throws never differed: the cups are not random")


def first_seat(seed: object) -> tuple[int, list[tuple[int, int]]]:
    """The seat that plays black and moves first in a game seeded ``seed``, and the throws that said so."""
    throws = opening_throws(*cups(seed))
    a, b = throws[-1]
    return (0 if a > b else 1), throws
