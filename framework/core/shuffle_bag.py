"""A shuffle bag: random draws that even out over time.

Every item is in the bag the same number of times; draws are without
replacement, and an empty bag is refilled and reshuffled. So if a player has
thrown ten ones, they throw every other face about as often before a one
comes back. Randomness comes from outside (a ``random.Random``), so a seed
reproduces every draw.
"""
from __future__ import annotations

import random
from typing import Generic, Iterable, TypeVar

__all__ = ["ShuffleBag"]

T = TypeVar("T")


class ShuffleBag(Generic[T]):
    """Draw ``items`` in random order, each ``copies`` times per bagful."""

    def __init__(self, items: Iterable[T], copies: int, rng: random.Random) -> None:
        self.items = tuple(items)
        if not self.items:
            raise ValueError("a shuffle bag needs at least one item")
        if not (isinstance(copies, int) and copies >= 1):
            raise ValueError(f"copies must be a positive whole number, not {copies!r}")
        self.copies = copies
        self._rng = rng
        self._left: list[T] = []
        self.draws = 0            # how many items have been drawn so far

    @property
    def size(self) -> int:
        """How many draws one bagful holds."""
        return len(self.items) * self.copies

    @property
    def left(self) -> int:
        """Draws left before the bag is refilled."""
        return len(self._left)

    def draw(self) -> T:
        if not self._left:
            self._left = list(self.items) * self.copies
            self._rng.shuffle(self._left)
        self.draws += 1
        return self._left.pop()

    def __repr__(self) -> str:
        return f"<ShuffleBag {len(self.items)} items x {self.copies}, {self.left} left, {self.draws} drawn>"
