"""A game the strong level plays against itself has no very bad turn: the review judges with the same
network the strong level plays by (XII Scripta's long game: the strong level plays the network's best, the
review values the network's five best and the turn played a throw deeper, which may prefer another of them,
but never by a bad turn's cost; Long Nardy: the network's best after a one-throw lookahead over its three
best and a two-throw search of those near the best, which may differ from the network's first choice by little). XII's game is cut at its 40th turn (the review of a whole game of 15
stones takes seconds); Long Nardy's is whole.

The move games are not here: their strong level searches by the clock (deeper than the review's fixed
depth, a different move on a busier machine), so a game of it is not the same twice. Measured instead
(three games of 80 moves of each against itself at 0.3 s a move): no very bad move; Ataxx had a few bad
ones (up to 7 stones), where the strong level's deeper search and the review's depth 4 disagree, and
Latrunculi two doubtful ones; bench/review.py gives the marks of the strong level against the normal one.
"""
from __future__ import annotations

import pytest

from helpers_games import cases, dice_games
from helpers_review import XII_15, by_level, record_game, reviewed, strong

#: Whole games played and reviewed: a few seconds, so with the slow tests (CI runs them all).
pytestmark = pytest.mark.slow


#: The game of each registered dice game: (its setup's options, the turns it is cut at; None: whole).
PLAYED = {"xii": ((XII_15, 40),), "nardy": (((), None),)}


@pytest.mark.parametrize("name, options, turns", cases(PLAYED, "PLAYED in tests/framework/review/"
                         "test_the_strong_level_makes_no_very_bad_turn.py (its setup's options and the turns its "
                         "game is cut at)", dice_games()))
def test_a_game_of_the_strong_level_against_itself_has_no_very_bad_turn(name, options, turns):
    record = record_game(name, 11, by_level(name, strong), turns=turns, options=options)
    found = reviewed(name, record)
    assert len(found.moments) == len(record.entries) and sum(p.judged for p in found.players) > 10
    assert [m for m in found.moments if m.mark == "very_bad"] == []
    if name == "xii":
        assert all(m.mark in ("", "doubtful") for m in found.moments), "XII's strong level plays the network's best"
