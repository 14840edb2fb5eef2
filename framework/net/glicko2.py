"""Glicko-2 ratings: the value a player's rating is. The rate branch brings the formulas (``rate``,
``rate_game``); this placeholder holds only the value, so that the store can keep it."""
from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Rating"]


@dataclass(frozen=True)
class Rating:
    rating: float = 1500.0
    rd: float = 350.0
    volatility: float = 0.06
    games: int = 0

    @property
    def provisional(self) -> bool:
        """Still provisional (lichess's rule: a deviation over 110): shown as ``1532?``."""
        return self.rd > 110
