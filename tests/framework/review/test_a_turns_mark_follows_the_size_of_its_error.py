"""A turn's mark follows the size of its error: below the doubtful threshold no mark, from each threshold
its mark (doubtful, bad, very bad), in each registered game's unit (its spec's, framework/core/score_unit.py);
a forced result (a move game's search found a forced win or loss) counts by its sign: a slower win is a
win and a loss walked into from another loss no error, a forced win missed or a forced loss walked into
the unit's forced cost (twice the very bad mark); a turn with one choice costs nothing whatever its
numbers."""
from __future__ import annotations

import pytest

from framework.ai.analysis import Choice, Judgement
from framework.ai.review import MARKS, cost_of
from framework.core.score_unit import ScoreUnit
from helpers_games import move_games, names, spec


def judged(unit: ScoreUnit, best: float, played: float, choices: int = 5, best_forced: int = 0,
           played_forced: int = 0) -> Judgement:
    return Judgement(Choice(("best",), best, unit, forced=best_forced),
                     Choice(("played",), played, unit, forced=played_forced), choices)


@pytest.mark.parametrize("name", names())
def test_each_threshold_starts_its_mark(name):
    unit = spec(name).unit
    least = unit.marks
    assert unit.mark(0.0) == ""
    assert unit.mark(least[0] * 0.99) == ""
    for mark, threshold in zip(MARKS, least):
        assert unit.mark(threshold) == mark
    for lower, higher, threshold in zip(MARKS, MARKS[1:], least[1:]):
        assert unit.mark(threshold * 0.999) == lower and unit.mark(threshold) == higher
    assert unit.mark(least[2] * 100) == "very_bad"
    assert unit.mark(unit.forced_cost) == "very_bad"


@pytest.mark.parametrize("name", names())
def test_the_error_is_the_best_less_the_played(name):
    unit = spec(name).unit
    step = unit.marks[1]
    assert cost_of(judged(unit, 3 * step, step)) == pytest.approx(2 * step)
    assert cost_of(judged(unit, step, step)) == 0.0
    assert cost_of(judged(unit, step, 2 * step)) == 0.0, "a played turn valued above the best is no error"


@pytest.mark.parametrize("name", move_games())
@pytest.mark.parametrize("best_forced, played_forced, counts", [
    (1, 1, False),      # a slower win is a win
    (-1, -1, False),    # lost either way
    (1, 0, True),       # a forced win missed
    (1, -1, True),
    (0, -1, True),      # a forced loss walked into
    (0, 1, False),      # the played move's own search found a win the best's did not: no error
    (-1, 0, False),
])
def test_forced_results_count_by_their_sign(name, best_forced, played_forced, counts):
    unit = spec(name).unit
    j = judged(unit, 100.0 * best_forced, 100.0 * played_forced - 3, best_forced=best_forced,
               played_forced=played_forced)
    assert cost_of(j) == (unit.forced_cost if counts else 0.0)
    assert unit.forced_cost == 2 * unit.marks[2]


@pytest.mark.parametrize("name", names())
def test_one_choice_costs_nothing(name):
    unit = spec(name).unit
    assert cost_of(judged(unit, 1.0, -1.0, choices=1)) == 0.0
    assert cost_of(judged(unit, 100.0, -100.0, choices=1, best_forced=1, played_forced=-1)) == 0.0
