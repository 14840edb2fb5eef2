"""The benchmarks' 95% interval is Wilson's: the textbook values, inside 0-1, and honest about no data."""
import pytest

from framework.ai.stats import wilson


def test_half_of_a_hundred_is_the_textbook_interval():
    lo, hi = wilson(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-4) and hi == pytest.approx(0.5962, abs=1e-4)


def test_no_wins_still_leaves_room_above_zero():
    lo, hi = wilson(0, 10)
    assert lo == 0.0 and hi == pytest.approx(0.2775, abs=1e-4)


def test_no_games_says_nothing_is_known():
    assert wilson(0, 0) == (0.0, 1.0)


def test_a_draw_counts_as_half_a_win_between_the_neighbouring_scores():
    assert wilson(7, 10) < wilson(7.5, 10) < wilson(8, 10)
