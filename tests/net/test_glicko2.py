"""Glicko-2 (framework/net/glicko2.py) gives the numbers of Glickman's worked example, and behaves as a rating
should: a win never lowers it, a game teaches (the RD shrinks), and one game rates both players alike."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from framework.net.glicko2 import Rating, rate, rate_game


def test_the_papers_worked_example_gives_1464_06_and_151_52():
    player = Rating(1500, 200, 0.06)
    after = rate(player, [(Rating(1400, 30), 1), (Rating(1550, 100), 0), (Rating(1700, 300), 0)])
    # The paper rounds each step to four places (mu' = -0.2069, phi' = 0.8722, which give 1464.06 / 151.52);
    # unrounded, the rating is 1464.0507: the same to within the paper's rounding.
    assert round((after.rating - 1500) / 173.7178, 4) == -0.2069
    assert round(after.rd / 173.7178, 4) == 0.8722
    assert after.rating == pytest.approx(1464.06, abs=0.01)
    assert round(after.rd, 2) == 151.52
    assert after.volatility == pytest.approx(0.05999, abs=1e-5)    # 0.059996 unrounded
    assert after.games == 3


def test_a_new_player_is_1500_350_and_provisional_until_the_rd_is_110_or_less():
    assert Rating() == Rating(1500.0, 350.0, 0.06, 0)
    assert Rating().provisional
    assert Rating(rd=110.5).provisional and not Rating(rd=110).provisional


def test_a_period_without_games_only_widens_the_rd():
    after = rate(Rating(1600, 100, 0.06, 7), [])
    assert after.rating == 1600 and after.games == 7 and after.volatility == 0.06
    assert after.rd == pytest.approx((100 ** 2 + (0.06 * 173.7178) ** 2) ** 0.5)


def test_a_draw_between_equals_moves_neither_rating():
    a, b = rate_game(Rating(), Rating(), 0.5)
    assert a.rating == pytest.approx(1500) and b.rating == pytest.approx(1500)
    assert a.rd < 350 and a.games == b.games == 1


def test_a_score_outside_0_to_1_is_refused():
    with pytest.raises(ValueError):
        rate(Rating(), [(Rating(), 2)])


ratings = st.builds(Rating, st.floats(800, 2600), st.floats(30, 350), st.floats(0.03, 0.1), st.integers(0, 500))
scores = st.sampled_from((0.0, 0.5, 1.0))


@settings(max_examples=200, deadline=None)
@given(ratings, ratings)
def test_a_win_never_lowers_a_rating_and_a_loss_never_raises_it(a, b):
    won, lost = rate_game(a, b, 1.0)
    assert won.rating >= a.rating and lost.rating <= b.rating


@settings(max_examples=200, deadline=None)
@given(ratings, ratings, scores)
def test_a_game_never_leaves_the_rd_wider_than_the_time_alone_would(a, b, score):
    after, _ = rate_game(a, b, score)
    assert after.rd < rate(Rating(a.rating, a.rd, after.volatility), []).rd


@settings(max_examples=200, deadline=None)
@given(ratings, ratings, scores)
def test_a_provisional_players_rd_shrinks_after_a_game_against_one_within_400_points(a, b, score):
    a = Rating(a.rating, max(a.rd, 111.0), a.volatility, a.games)
    b = Rating(min(max(b.rating, a.rating - 400), a.rating + 400), b.rd, b.volatility, b.games)
    after, _ = rate_game(a, b, score)
    assert after.rd < a.rd


@settings(max_examples=200, deadline=None)
@given(ratings, ratings, scores)
def test_one_game_rates_both_seats_alike_whichever_is_named_first(a, b, score):
    a_after, b_after = rate_game(a, b, score)
    b_again, a_again = rate_game(b, a, 1.0 - score)
    assert a_after == a_again and b_after == b_again
    assert a_after.games == a.games + 1 and b_after.games == b.games + 1
