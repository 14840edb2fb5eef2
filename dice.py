"""Dice for XII Scripta: each player's cup of three dice, drawn from their own shuffle bag.

The rules engine never throws: a throw is a chance outcome supplied from outside
(:meth:`board.Board.roll`). This module is where throws come from: a seeded cup
(:class:`Dice`), or a fixed script of throws for replays, teaching and tests
(:class:`ScriptedThrows`).
"""
from __future__ import annotations

import random
import re
from typing import Iterable

from shuffle_bag import ShuffleBag

FACES = (1, 2, 3, 4, 5, 6)
DICE_PER_THROW = 3
DEFAULT_COPIES = 5

Throw = tuple[int, int, int]


class Dice:
    """A player's cup: three dice drawn from a shuffle bag of die faces.

    ``Dice(seed)`` reproduces the same throws for the same seed (any int or str);
    ``Dice.restored(seed, draws)`` is the cup after ``draws`` faces were drawn,
    which is how a saved game resumes with the same bag.
    """

    def __init__(self, seed: int | str, copies: int = DEFAULT_COPIES) -> None:
        self.seed = seed
        self.bag: ShuffleBag[int] = ShuffleBag(FACES, copies, random.Random(seed))

    @classmethod
    def restored(cls, seed: int | str, draws: int, copies: int = DEFAULT_COPIES) -> "Dice":
        if draws < 0:
            raise ValueError(f"draws must not be negative, not {draws}")
        dice = cls(seed, copies)
        for _ in range(draws):
            dice.bag.draw()
        return dice

    @property
    def draws(self) -> int:
        """Faces drawn from the bag so far."""
        return self.bag.draws

    def throw(self) -> Throw:
        draw = self.bag.draw
        return (draw(), draw(), draw())

    def __repr__(self) -> str:
        return f"Dice.restored({self.seed!r}, {self.draws}, copies={self.bag.copies})"


def parse_throw(text: str) -> Throw:
    """``"146"`` or ``"1-4-6"`` -> ``(1, 4, 6)``; ValueError naming the problem otherwise."""
    digits = text.replace("-", "")
    if not re.fullmatch(r"[1-6]{3}", digits, re.ASCII):
        raise ValueError(f"{text!r} is not a throw: write three digits 1-6, like 146")
    return (int(digits[0]), int(digits[1]), int(digits[2]))


def format_throw(throw: Iterable[int]) -> str:
    return "-".join(map(str, throw))


class ScriptedThrows:
    """A fixed sequence of throws, handed out one per turn in order (``--dice 146,335,222``)."""

    def __init__(self, throws: Iterable[Throw]) -> None:
        self._throws = list(throws)
        self.used = 0

    @classmethod
    def parse(cls, text: str) -> "ScriptedThrows":
        parts = [p for p in text.split(",")]
        if not text.strip() or any(not p.strip() for p in parts):
            raise ValueError(f"{text!r}: write throws as groups of three digits 1-6 separated by commas, like 146,335,222")
        return cls(parse_throw(p.strip()) for p in parts)

    def next(self) -> Throw | None:
        """The next scripted throw, or None when the script is used up."""
        if self.used >= len(self._throws):
            return None
        self.used += 1
        return self._throws[self.used - 1]

    @property
    def remaining(self) -> int:
        return len(self._throws) - self.used
