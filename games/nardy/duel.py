"""Two Long Nardy planners on the same dice with seats swapped: the fair way to compare players.

Pair ``k`` of a duel throws the dice of ``random.Random(seed * 1_000_003 + k)``
twice, once with each planner moving first, so the luck of the dice cancels out
of the comparison as far as it can. The score is the share of the points (a
mars counts 2) the first planner takes, with a 95% interval from the spread of
the pairs' point differences (normal approximation, kept within 0-100%).
For the strength bench and the trainer's evaluations; no I/O.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any

from games.nardy.planner import play_game

__all__ = ["Score", "duel", "score"]


@dataclass(frozen=True)
class Score:
    """The first planner's points and the second's over ``games`` games, with the share's 95% interval."""

    games: int
    points: int
    against: int
    won: int
    share: float
    low: float
    high: float


def duel(first: Any, second: Any, pairs: int, seed: int, start: int = 0) -> list[tuple[int, int]]:
    """``pairs`` pairs of games (pair ``start`` on: processes sharing a duel each play their own pairs);
    for each, the first planner's points (won positive, lost negative) with it moving first and then
    second."""
    out = []
    for k in range(start, start + pairs):
        diffs = []
        for order in ((first, second), (second, first)):
            board = play_game(order, random.Random(seed * 1_000_003 + k))
            first_won = board.winner == (1 if order[0] is first else -1)
            diffs.append(board.game_points if first_won else -board.game_points)
        out.append((diffs[0], diffs[1]))
    return out


def score(pairs: list[tuple[int, int]]) -> Score:
    """The share of points of a :func:`duel`'s first planner and its 95% interval (over pairs)."""
    games = [d for pair in pairs for d in pair]
    n = len(pairs)
    points = sum(d for d in games if d > 0)
    against = -sum(d for d in games if d < 0)
    sums = [a + b for a, b in pairs]
    mean = sum(sums) / n
    sd = math.sqrt(sum((s - mean) ** 2 for s in sums) / max(1, n - 1))
    half = 1.96 * sd / math.sqrt(n)
    size = 2 * (points + against) / len(games)       # points per pair, won or lost: share = (1 + mean / size) / 2
    share = points / max(1, points + against)
    low = max(0.0, (1 + (mean - half) / size) / 2) if size else 0.0
    high = min(1.0, (1 + (mean + half) / size) / 2) if size else 1.0
    return Score(len(games), points, against, sum(d > 0 for d in games), share, low, high)
