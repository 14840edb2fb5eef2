"""A turn's mark follows the size of its error: below the doubtful threshold no mark, from each threshold
its mark (doubtful, bad, very bad), in each kind's unit; a forced result (a move game's search found a
forced win or loss) counts by its sign: a slower win is a win and a loss walked into from another loss
no error, a forced win missed or a forced loss walked into the FORCED_COST (twice the very bad mark); a
turn with one choice costs nothing whatever its numbers."""
from __future__ import annotations

import pytest

from framework.ai.analysis import Choice, Judgement
from framework.ai.review import FORCED_COST, MARKS, THRESHOLDS, cost_of, mark_of


def judged(kind: str, best: float, played: float, choices: int = 5, best_forced: int = 0,
           played_forced: int = 0) -> Judgement:
    return Judgement(Choice(("best",), best, kind, forced=best_forced),
                     Choice(("played",), played, kind, forced=played_forced), choices)


@pytest.mark.parametrize("kind", sorted(THRESHOLDS))
def test_each_threshold_starts_its_mark(kind):
    least = THRESHOLDS[kind]
    assert mark_of(kind, 0.0) == ""
    assert mark_of(kind, least[0] * 0.99) == ""
    for mark, threshold in zip(MARKS, least):
        assert mark_of(kind, threshold) == mark
    for lower, higher, threshold in zip(MARKS, MARKS[1:], least[1:]):
        assert mark_of(kind, threshold * 0.999) == lower and mark_of(kind, threshold) == higher
    assert mark_of(kind, least[2] * 100) == "very_bad"
    assert mark_of(kind, FORCED_COST[kind]) == "very_bad"


@pytest.mark.parametrize("kind", sorted(THRESHOLDS))
def test_the_error_is_the_best_less_the_played(kind):
    step = THRESHOLDS[kind][1]
    assert cost_of(judged(kind, 3 * step, step)) == pytest.approx(2 * step)
    assert cost_of(judged(kind, step, step)) == 0.0
    assert cost_of(judged(kind, step, 2 * step)) == 0.0, "a played turn valued above the best is no error"


@pytest.mark.parametrize("kind", ["stones", "men"])
@pytest.mark.parametrize("best_forced, played_forced, counts", [
    (1, 1, False),      # a slower win is a win
    (-1, -1, False),    # lost either way
    (1, 0, True),       # a forced win missed
    (1, -1, True),
    (0, -1, True),      # a forced loss walked into
    (0, 1, False),      # the played move's own search found a win the best's did not: no error
    (-1, 0, False),
])
def test_forced_results_count_by_their_sign(kind, best_forced, played_forced, counts):
    j = judged(kind, 100.0 * best_forced, 100.0 * played_forced - 3, best_forced=best_forced,
               played_forced=played_forced)
    assert cost_of(j) == (FORCED_COST[kind] if counts else 0.0)
    assert FORCED_COST[kind] == 2 * THRESHOLDS[kind][2]


@pytest.mark.parametrize("kind", sorted(THRESHOLDS))
def test_one_choice_costs_nothing(kind):
    assert cost_of(judged(kind, 1.0, -1.0, choices=1)) == 0.0
    assert cost_of(judged(kind, 100.0, -100.0, choices=1, best_forced=1, played_forced=-1)) == 0.0
