"""duel.py: each pair of games throws the same dice with each planner first, so a planner against
itself scores exactly half, and the share of points and its interval are the points' own."""
import random

import pytest

from games.nardy.duel import duel, score
from games.nardy.planner import GreedyPlanner, RandomPlanner


def test_a_planner_against_itself_takes_exactly_half_the_points():
    pairs = duel(GreedyPlanner(), GreedyPlanner(), 3, 5)
    assert all(a == -b for a, b in pairs)
    result = score(pairs)
    assert result.games == 6 and result.share == 0.5 and result.low == result.high == 0.5


def test_the_share_is_the_points_won_over_all_points():
    result = score([(2, -1), (1, 1), (-1, 2)])
    assert (result.points, result.against, result.won) == (6, 2, 4)
    assert result.share == pytest.approx(6 / 8) and result.low <= result.share <= result.high


def test_the_better_planner_takes_more_points():
    result = score(duel(GreedyPlanner(), RandomPlanner(random.Random(1)), 3, 1))
    assert result.share > 0.5
