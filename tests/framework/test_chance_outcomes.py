"""Chance nodes of the game protocol: ``Game.chance_outcomes()`` and the one throw table (``dice.distinct_throws``).

Run over every registered game through the protocol only, as the contract tests are.
"""
from __future__ import annotations

import random
from collections import Counter
import math
from itertools import product

import pytest

from dice import distinct_throws, ways
from framework.core.dice import bag_throws
from framework.core.session import Setup
from framework.core.spec import new_session, seat_players
from games import REGISTRY

NAMES = sorted(e.name for e in REGISTRY)


def session_for(name: str):
    """A new session of ``name`` set up as the menu does, two people seated."""
    spec = next(e for e in REGISTRY if e.name == name).spec()
    names = ("Ann", "Ben") if spec.names == "settings" else ("", "")
    setup = Setup(names=names, computers=("", ""), seed="1", date="2026-11-23T10:00:00Z")
    return new_session(spec, setup, seat_players(spec, setup))


@pytest.mark.parametrize("count", [1, 2, 3, 4])
def test_the_throw_table_agrees_with_every_ordered_throw_counted(count):
    ordered = Counter(tuple(sorted(t)) for t in product(range(1, 7), repeat=count))
    table = distinct_throws(count)
    assert [throw for throw, _ in table] == sorted(ordered)
    assert all(ways(throw) == ordered[throw] for throw, _ in table)
    assert all(chance == ordered[throw] / 6 ** count for throw, chance in table)
    assert sum(ways(throw) for throw, _ in table) == 6 ** count
    assert math.fsum(chance for _, chance in table) == pytest.approx(1.0, abs=1e-15)


def test_three_dice_have_56_distinct_throws_and_two_dice_21():
    assert len(distinct_throws(3)) == 56 and len(distinct_throws(2)) == 21
    assert dict(distinct_throws(2))[(3, 5)] == 2 / 36 and dict(distinct_throws(2))[(4, 4)] == 1 / 36
    assert ways((1, 1, 2)) == 3 and ways((1, 2, 3)) == 6 and ways((5, 5, 5)) == 1


@pytest.mark.parametrize("bad", [0, -1, 1.5, "3"])
def test_the_throw_table_refuses_a_count_that_is_no_number_of_dice(bad):
    with pytest.raises(ValueError):
        distinct_throws(bad)


@pytest.mark.parametrize("name", NAMES)
def test_chance_outcomes_are_the_throws_of_the_games_dice_while_a_throw_is_due(name):
    session = session_for(name)
    rng = random.Random(5)
    seen_due = seen_not_due = 0
    for _ in range(60):
        if session.game_over:
            break
        game = session.game
        outcomes = game.chance_outcomes()
        if game.dice and game.needs_throw():
            seen_due += 1
            if game.counts_bag:     # XII Scripta: the throws its bag can give (tests/xii/test_bag_chances.py)
                assert outcomes == bag_throws(game.bag(game.to_move()), game.dice)
            else:
                assert outcomes == distinct_throws(game.dice)
            assert sum(chance for _, chance in outcomes) == pytest.approx(1.0)
            assert all(len(throw) == game.dice and list(throw) == sorted(throw) for throw, _ in outcomes)
            assert len({throw for throw, _ in outcomes}) == len(outcomes)
            session.throw()
        else:
            seen_not_due += 1
            assert outcomes == ()
            session.play(rng.choice(game.legal_actions()))
    assert seen_not_due
    assert seen_due or not session.game.dice


@pytest.mark.parametrize("name", NAMES)
def test_chance_outcomes_of_a_finished_game_are_empty(name):
    session = session_for(name)
    session.game.concede(session.game.to_move())
    assert session.game.outcome() is not None
    assert session.game.chance_outcomes() == ()


def _saved_positions(game: str) -> list[str]:
    import json
    import os
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "dice_planner_decisions.json"),
              encoding="utf-8") as f:
        return json.load(f)["positions"][game]


def test_xii_scriptas_lookahead_searches_the_throws_the_game_after_the_turn_offers(monkeypatch):
    # The throw table is the game's (chance_outcomes of the game after a candidate turn), not one the
    # planner writes out: a game offering one throw only is searched over that throw only.
    import games.xii.planner as planner
    from board import Board
    from games.xii.game import XiiGame
    asked, thrown = [], set()
    monkeypatch.setattr(XiiGame, "chance_outcomes",
                        lambda self: asked.append(self.needs_throw()) or (((2, 4, 6), 1.0),))
    real = planner.turn_keys
    monkeypatch.setattr(planner, "turn_keys",
                        lambda theirs, throw, *args, **kw: thrown.add(tuple(throw)) or real(theirs, throw, *args, **kw))
    strong = planner.planner_for("strong", lookahead=3, budget=1e9, clock=lambda: 0.0)
    for i, text in enumerate(_saved_positions("xii")[:8]):
        strong.plan(Board.from_notation(text), None, random.Random(i), None)
    assert asked and all(asked) and thrown == {(2, 4, 6)}


def test_long_nardys_lookahead_searches_the_throws_the_game_after_the_turn_offers(monkeypatch):
    import games.nardy.planner as planner
    from games.nardy.board import Board
    from games.nardy.game import NardyGame
    asked, thrown = [], set()
    monkeypatch.setattr(NardyGame, "chance_outcomes",
                        lambda self: asked.append(self.needs_throw()) or (((3, 5), 1.0),))
    real = planner._replies
    monkeypatch.setattr(planner, "_replies", lambda position, throw: thrown.add(tuple(throw)) or real(position, throw))
    strong = planner.planner_for("strong", lookahead=3)
    for i, text in enumerate(_saved_positions("nardy")[:8]):
        strong.plan_board(Board.from_notation(text), None, random.Random(i))
    assert asked and all(asked) and thrown == {(3, 5)}
