"""The move games' ranking (Ataxx's own search, the house's alpha-beta for Latrunculi) searches every move
but the best three only to a bound: the best three and their scores are those of a ranking that searches
every move to its value, at the same depth. With ``count`` None every choice is ranked (a review's need)."""
from __future__ import annotations

import random

import pytest

from framework.ai.analysis import rank
from framework.harness.random_play import playout, random_session
from helpers_games import dice_games, spec


def _positions(name: str, count: int):
    s = spec(name)
    rng = random.Random(f"window:{name}")
    found = []
    for step, (session, _) in enumerate(playout(random_session(s, 2), rng, 60)):
        if step % 9 == 4:
            found.append(session.game.copy())
        if len(found) == count:
            break
    return found


@pytest.mark.parametrize("depth", [1, 2, 3])
def test_ataxx_best_three_are_exact(depth):
    from games.ataxx.planner import Limits, Searcher
    for game in _positions("ataxx", 4):
        windowed = Searcher(random.Random(0)).rank(game.board, 3, Limits(max_depth=depth))
        full = Searcher(random.Random(0)).rank(game.board, None, Limits(max_depth=depth))
        assert [s for s, _ in windowed[:3]] == [s for s, _ in full[:3]]
        assert {m for _, m in windowed} == set(game.legal_actions())
        full_scores = dict((m, s) for s, m in full)
        assert all(full_scores[m] == s for s, m in windowed[:3])


@pytest.mark.parametrize("depth", [1, 2])
def test_latrunculi_best_three_are_exact(depth):
    from games.latrunculi.planner import Searcher
    for game in _positions("latrunculi", 3):
        state = game.board.state
        windowed = Searcher(random.Random(0)).rank(state, 3, max_depth=depth)
        full = Searcher(random.Random(0)).rank(state, None, max_depth=depth)
        assert [s for s, _ in windowed[:3]] == [s for s, _ in full[:3]]
        full_scores = dict((m, s) for s, m in full)
        assert all(full_scores[m] == s for s, m in windowed[:3])
        assert {m for _, m in windowed} == set(game.legal_actions())


@pytest.mark.parametrize("name", dice_games())
def test_every_distinct_turn_is_ranked_when_asked_for_all(name):
    s = spec(name)
    planner = s.planner("strong")
    for game in _positions(name, 3):
        every = rank(game, planner, None)
        assert len(every) == len({c.text for c in every}) >= 1
        assert [c.score for c in every] == sorted((c.score for c in every), reverse=True)
        assert len(every) == len(planner.rank(game.copy()))
