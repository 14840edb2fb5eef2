"""Judging a turn (framework.ai.analysis.judge with each game's strong level) plays only legal actions and
changes nothing: the better choice it names is a legal move or whole turn there, the choice judged is
the one given, the game is as it was; the computer's own best choice judged costs nothing; there is
nothing to judge before a throw, after the end, or for actions the rules refuse there.

Positions from random play of every registered game (its review's setups, helpers_review.SETUPS: XII
Scripta with 15 and 3 stones, Ataxx, Latrunculi from four men a side, Long Nardy), the turn judged a random
one of the legal choices."""
from __future__ import annotations

import random

import pytest

from framework.ai.analysis import judge
from framework.harness.random_play import advance
from framework.ai.review import cost_of
from helpers_review import normal, setups, start, strong

GAMES = setups()


def chosen(session, rng):
    """The game after a few random actions, at a moment its mover chooses (None: the game ended)."""
    advance(session, rng, rng.randrange(4, 30))
    while not session.game_over and session.needs_throw:
        session.throw()
    return None if session.game_over else session.game


def some_turn(name, game, rng):
    """A random legal choice: a dice game's whole turn (from the normal level's list), a move game's move."""
    if game.dice:
        return rng.choice(normal(name).rank(game.copy(), count=None)).actions
    return (rng.choice(game.legal_actions()),)


def plays_legally(game, actions) -> bool:
    sim = game.copy()
    seat = sim.to_move()
    for action in actions:
        if sim.outcome() is not None or sim.to_move() != seat or not sim.is_legal(action):
            return False
        sim.apply(action)
    return True


@pytest.mark.parametrize("name, options", GAMES)
def test_the_judgement_names_legal_choices_and_leaves_the_game_as_it_was(name, options):
    rng = random.Random(name + str(options))
    planner = strong(name)
    judged = 0
    for seed in range(3):
        game = chosen(start(name, seed, options), rng)
        if game is None:
            continue
        before, mover = game.notation(), game.to_move()
        actions = tuple(some_turn(name, game, rng))
        found = judge(game, planner, actions)
        assert found is not None and found.choices >= 1
        assert found.played.actions == actions
        assert plays_legally(game, found.best.actions) and plays_legally(game, found.played.actions)
        assert found.best.text and found.played.text and len(found.best.played) == len(found.best.actions)
        assert game.notation() == before and game.to_move() == mover
        again = judge(game, planner, found.best.actions)
        assert again is not None and cost_of(again) == 0.0, "the computer's own best costs nothing"
        assert again.played.score == pytest.approx(again.best.score, abs=1e-9)
        assert game.notation() == before
        judged += 1
    assert judged >= 2


@pytest.mark.parametrize("name, options", GAMES)
def test_nothing_is_judged_before_a_throw_after_the_end_or_when_the_rules_refuse(name, options):
    planner = strong(name)
    session = start(name, 1, options)
    game = session.game
    if game.dice:
        assert game.needs_throw() and judge(game, planner, tuple(game.legal_actions()[:1])) is None
        session.throw()
        game = session.game
    legal = game.legal_actions()
    refused = next(a for a in _other_actions(name, game) if a not in legal)
    before = game.notation()
    assert judge(game, planner, (refused,)) is None and game.notation() == before
    over = game.copy()
    over.concede(over.to_move())
    assert over.outcome() is not None and judge(over, planner, tuple(legal[:1])) is None


def _other_actions(name, game):
    """Actions of the game that are legal somewhere, not necessarily here: the legal actions of the
    other seat's position after one more turn (a piece of the other colour cannot be moved now)."""
    sim = game.copy()
    while sim.to_move() == game.to_move() and sim.outcome() is None:
        if sim.needs_throw():
            sim.roll(sim.chance_outcomes()[-1][0])
            continue
        sim.apply(sim.legal_actions()[0])
    while sim.needs_throw():
        sim.roll(sim.chance_outcomes()[-1][0])
    return sim.legal_actions()
