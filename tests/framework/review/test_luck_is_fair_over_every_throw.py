"""Luck is fair: before a throw, the luck of every throw the dice may give, each weighed by its chance,
averages to nothing (a player is lucky only against the average throw of that moment); and the review's
one pass over every throw (the strong level's ``best_values``) gives each throw the best value a ranking
of that throw alone gives (the hint's :meth:`rank`), to the network's float32 precision.

Positions come from random play of every registered game with dice (its review's setups: XII Scripta with
15 and 3 stones, Long Nardy), a few seeds each."""
from __future__ import annotations

import random

import pytest

from framework.harness.random_play import advance
from framework.ai.review import luck, lucks
from helpers_games import dice_games
from helpers_review import setups, start, strong

GAMES = setups(dice_games())


def before_a_throw(name: str, options: tuple, seed: int, steps: int):
    """The game after ``steps`` random actions, at the next moment a throw is due (None: it ended)."""
    session = start(name, seed, options)
    rng = random.Random(seed)
    advance(session, rng, steps)
    while not session.game_over and not session.needs_throw:
        session.play(rng.choice(session.game.legal_actions()))
    return None if session.game_over else session.game


def positions(name: str, options: tuple) -> list:
    found = [before_a_throw(name, options, seed, steps) for seed, steps in ((1, 0), (2, 25), (3, 70))]
    assert all(game is not None for game in found), "a game ended before its position"
    return found


@pytest.mark.parametrize("name, options", GAMES)
def test_the_chance_weighted_luck_of_every_throw_is_zero(name, options):
    planner = strong(name)
    for game in positions(name, options):
        before = game.notation()
        found = lucks(game, planner)
        outcomes = game.chance_outcomes()
        assert found is not None and set(found) == {tuple(throw) for throw, _ in outcomes}
        assert sum(chance * found[tuple(throw)] for throw, chance in outcomes) == pytest.approx(0.0, abs=1e-9)
        if len(outcomes) > 1:       # XII's bag can leave one throw only: a certain throw is no luck
            assert len(set(round(v, 6) for v in found.values())) > 1, "the throws differ: luck is not all zero"
        else:
            assert list(found.values()) == [0.0]
        throw = outcomes[-1][0]
        assert luck(game, tuple(reversed(throw)), planner) == found[tuple(throw)]   # the dice in any order
        assert game.notation() == before and game.needs_throw()


@pytest.mark.parametrize("name, options", GAMES)
def test_one_pass_over_every_throw_values_each_as_its_own_ranking(name, options):
    planner = strong(name)
    ranker = planner
    if name == "xii":
        # The luck is the network's value of each throw's best turn; the ranking (the hint) looks a throw
        # deeper (the short game's every turn, the long game's best few), so the one pass is compared with the
        # ranking of the network alone.
        ranker = type(planner)(net=planner.net, short_net=planner.short_net, short_lookahead=0, review_lookahead=0)
    for game in positions(name, options):
        throws = [throw for throw, _ in game.chance_outcomes()]
        one_pass = planner.best_values(game, throws)
        for throw, value in zip(throws, one_pass):
            thrown = game.copy()
            thrown.roll(throw)
            assert value == pytest.approx(ranker.rank(thrown, count=1)[0].score, abs=1e-6)
