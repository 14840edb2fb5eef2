"""The benchmarks' 95% interval is Wilson's: the textbook values, inside 0-1, and honest about no data; the
review's play-outs are tested one-sided, and many at once by Holm's procedure."""
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


def test_a_mean_two_standard_errors_below_zero_is_about_two_percent_likely_by_chance():
    from framework.ai.stats import p_below
    assert p_below(-1.96, 1.0) == pytest.approx(0.025, abs=1e-4)
    assert p_below(0.0, 3.0) == pytest.approx(0.5)
    assert p_below(5.0, 1.0) > 0.999
    assert p_below(-0.1, 0.0) == 0.0 and p_below(0.0, 0.0) == 1.0


def test_holm_rejects_step_down_and_stops_at_the_first_it_keeps():
    from framework.ai.stats import holm
    # m = 4, in order: 0.001 <= 0.05/4, 0.01 <= 0.05/3, 0.03 > 0.05/2: two rejected, though 0.04 <= 0.05/1
    assert holm([0.04, 0.01, 0.03, 0.001]) == 2
    assert holm([0.001, 0.01, 0.016, 0.03]) == 4     # each under its own bar
    assert holm([0.2, 0.04]) == 0                    # 0.04 > 0.05 / 2
    assert holm([0.04]) == 1 and holm([]) == 0
