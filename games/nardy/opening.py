"""Who starts: each player throws one die, ties throw again; the higher throw plays black (head 24)
and moves first.

Pure: the dice come from the caller, each seat's own one-die cup (the house's
``dice.Dice``, fair, seeded ``"<seed>-I-opening"`` and ``"<seed>-II-opening"``),
so a record's seed decides the opening as it decides every other throw. The
framework asks :func:`first_seat` through ``GameSpec.opening``.
"""
from __future__ import annotations

from framework.core.dice import Dice

__all__ = ["opening_throws", "first_seat", "cups"]


def cups(seed: object) -> tuple[Dice, Dice]:
    """Each seat's own one-die cup for the opening throw of a game seeded ``seed``."""
    return (Dice(f"{seed}-I-opening", count=1, kind="fair"), Dice(f"{seed}-II-opening", count=1, kind="fair"))


def opening_throws(cup_i: Dice, cup_ii: Dice, limit: int = 1000) -> list[tuple[int, int]]:
    """The one-die throws (seat I, seat II) until they differ; the last pair decides."""
    throws = []
    for _ in range(limit):
        pair = (cup_i.throw()[0], cup_ii.throw()[0])
        throws.append(pair)
        if pair[0] != pair[1]:
            return throws
    raise RuntimeError("the opening throws never differed: the cups are not random")


def first_seat(seed: object) -> tuple[int, list[tuple[int, int]]]:
    """The seat that plays black and moves first in a game seeded ``seed``, and the throws that said so."""
    throws = opening_throws(*cups(seed))
    a, b = throws[-1]
    return (0 if a > b else 1), throws
