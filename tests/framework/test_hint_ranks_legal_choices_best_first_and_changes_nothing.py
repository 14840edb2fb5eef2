"""framework/ai/analysis.rank, what ``hint`` shows, in every registered game at positions of random play: at
most three choices, best first, every action legal in turn, each in the unit the game declares (or the
framework's ranking without numbers), and the game exactly as it was (notation, history, legal actions)."""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings

from framework.ai.analysis import rank
from framework.harness.random_play import playout, random_session
from framework.core.score_unit import ORDER
from games import REGISTRY
from helpers_hostile import DOCUMENTED, hostile_values

SECONDS = 0.03          # a hint's search cut short: the choices must be legal however deep it got


@pytest.mark.parametrize("listing", REGISTRY, ids=lambda listing: listing.name)
def test_the_best_three_are_legal_ordered_and_nothing_changes(listing):
    spec = listing.spec()
    planner = spec.planner("strong")
    rng = random.Random(f"hint:{listing.name}")
    checked = 0
    for seed in range(3):
        for step, (session, legal) in enumerate(playout(random_session(spec, seed), rng, 120)):
            if step % 23 != 7:
                continue
            game = session.game
            before = (game.notation(), len(session.history), game.to_move(), [str(a) for a in legal])
            best = rank(game, planner, 3, SECONDS)
            assert before == (game.notation(), len(session.history), game.to_move(),
                              [str(a) for a in game.legal_actions()])
            assert 1 <= len(best) <= 3
            assert [c.score for c in best] == sorted((c.score for c in best), reverse=True)
            assert len({c.text for c in best}) == len(best)
            for choice in best:
                assert choice.unit in (spec.unit, ORDER)
                sim = game.copy()
                for action in choice.actions:
                    assert sim.is_legal(action), (choice, game.notation())
                    sim.apply(action)
                assert " ".join(p.text for p in choice.played) == choice.text
            checked += 1
    assert checked >= 6


def test_nothing_is_ranked_before_the_throw_or_after_the_end():
    listing = next(x for x in REGISTRY if x.name == "xii")
    spec = listing.spec()
    session = random_session(spec, 1)
    assert session.needs_throw and rank(session.game, spec.planner("strong")) == []
    session.throw()
    session.concede()
    assert rank(session.game, spec.planner("strong")) == []


@settings(max_examples=60, deadline=None)
@given(count=hostile_values(), seconds=hostile_values())
def test_hostile_count_or_seconds_is_refused_with_a_documented_error_and_changes_nothing(count, seconds):
    spec = next(x for x in REGISTRY if x.name == "xii").spec()
    session = random_session(spec, 4)
    session.throw()
    before = session.game.notation()
    try:
        best = rank(session.game, spec.planner("strong"), count, seconds)
    except DOCUMENTED:
        pass
    else:
        assert isinstance(count, int) and count >= 1 or count is None
        assert 0 < seconds and len(best) <= (count or len(best))
    assert session.game.notation() == before
