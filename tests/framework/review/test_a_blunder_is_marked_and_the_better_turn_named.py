"""A turn that throws a game away is marked, and the review names the turn the computer would have played.

The game is the strong level against itself from a fixed seed, except for one turn: there the mover plays
the turn the strong level values worst (dice games: the last of its ranking of the throw's turns; move
games: the move its search of the review's depth scores lowest, the one that hands over the most
material), at the first turn from a chosen one where that costs at least the bad mark. The review of the
record marks that turn at least bad, its error is the drop between the two, and its better turn is the
strong level's first. The record stops two turns after the blunder (the rest is not what is tested).
"""
from __future__ import annotations

import pytest

from framework.ai.review import MARKS
from helpers_games import cases, dice_games, move_games, of_game
from helpers_review import LATRUNCULI_FEW, XII_15, normal, record_game, reviewed, strong, unit_of

BAD = MARKS.index("bad")
#: The setup each registered game's blunder is played in (its options): XII Scripta with 15 stones,
#: Latrunculi from four men a side.
OPTIONS = {"xii": ((XII_15,),), "nardy": (((),),), "ataxx": (((),),), "latrunculi": ((LATRUNCULI_FEW,),)}
#: The seed of each dice game's game (default 5): XII's long game judges a turn a throw deeper (0.2 s) and
#: reviews the whole record, so its seed is one whose first bad-enough turn comes early (turn 8, not 43).
SEED = {"xii": 4}
WHERE = ("OPTIONS in tests/framework/review/test_a_blunder_is_marked_and_the_better_turn_named.py (the setup's "
         "options its blunder is played in)")


def blunder_game(name: str, seed: int, plan, ranked, unit, after: int, options: tuple = (), cost=None):
    """The record, the step of the blunder and the strong level's two choices there (best, worst). The worst is
    played where it costs at least the bad mark: the ranking's drop, or ``cost(game, worst)`` where the review
    states costs its own way (a dice game's calibration against play-outs, XII's long game a throw deeper)."""
    chosen: dict = {}

    def choose(game, step):
        if chosen and step > chosen["step"] + 2:
            return None                     # two turns after the blunder are enough
        if not chosen and step >= after:
            choices = ranked(game)
            best, worst = choices[0], choices[-1]
            drop = best.score - worst.score if cost is None else cost(game, worst)
            if drop >= unit.marks[BAD]:
                chosen.update(step=step, best=best, worst=worst)
                return worst.actions
        return plan(game)

    record = record_game(name, seed, choose, turns=after + 40, options=options)
    assert chosen, "no turn with a bad enough worst choice: choose another start"
    return record, chosen


def check_marked(name, record, chosen, unit):
    moment = reviewed(name, record).moments[chosen["step"] - 1]
    judgement = moment.judgement
    assert judgement is not None and judgement.best.unit is unit
    assert judgement.played.actions == tuple(chosen["worst"].actions)
    assert judgement.best.actions == tuple(chosen["best"].actions)
    assert judgement.best.score == pytest.approx(chosen["best"].score, abs=1e-6)
    # The played turn as the review values it: as the ranking did, unless the review values the long game's
    # turns a throw deeper (XII: the ranking searches only its best few, the review the turn played too).
    if not planner_judges_deeper(name):
        assert judgement.played.score == pytest.approx(chosen["worst"].score, abs=1e-6)
    # the values' drop, as the game's calibration against play-outs states it (Long Nardy's less: games/nardy/planner.py REVIEW_SCALE)
    drop = (judgement.best.score - judgement.played.score) * judgement.scale
    assert moment.cost == pytest.approx(drop, abs=1e-9)
    assert moment.mark == unit.mark(drop) and MARKS.index(moment.mark) >= BAD


def planner_judges_deeper(name: str) -> bool:
    """Whether the game's strong level values the long game's turns a throw deeper in the review than at
    its ranking's tail (XII's ``review_lookahead``)."""
    return getattr(strong(name), "review_lookahead", 0) >= 2


@pytest.mark.parametrize("name, options", cases(OPTIONS, WHERE, dice_games()))
def test_a_dice_games_worst_turn_is_marked_against_the_networks_best(name, options):
    unit = unit_of(name)
    planner = strong(name)
    record, chosen = blunder_game(name, SEED.get(name, 5), planner.plan, lambda game: planner.rank(game, count=None),
                                  unit, after=8, options=options,
                                  cost=lambda game, worst: planner.judge(game, worst.actions).error)
    check_marked(name, record, chosen, unit)


def ataxx_search():
    """Ataxx's search at the review's depth: (a stone's score, the least score of a forced result, the
    scored moves of a game)."""
    import random
    from games.ataxx.planner import REVIEW_DEPTH, WIN, Limits, Searcher
    return 1, WIN - 100, lambda game: Searcher(random.Random(0)).rank(game.board, None,
                                                                      Limits(max_depth=REVIEW_DEPTH))


def latrunculi_search():
    """Latrunculi's search at the review's depth, as :func:`ataxx_search`."""
    import random
    from framework.ai.search import WIN
    from games.latrunculi.evaluate import MAN
    from games.latrunculi.planner import REVIEW_DEPTH, Searcher
    return MAN, WIN - 1000, lambda game: Searcher(random.Random(0)).rank(game.board.state, None,
                                                                         max_depth=REVIEW_DEPTH)


#: Each move game's search of all its moves at once (its engine's own: the test reads the board).
SEARCHES = {"ataxx": ataxx_search, "latrunculi": latrunculi_search}


def searched(name):
    """Every move with its score by the search the review judges with, at its depth (the search's own
    ranking of all moves at once: not the review's path), best first; a forced result left out."""
    from framework.ai.analysis import Choice
    search = of_game(SEARCHES, name, "SEARCHES in tests/framework/review/"
                     "test_a_blunder_is_marked_and_the_better_turn_named.py (its search of every move at the "
                     "review's depth)")
    per, forced, scored = search()
    unit = unit_of(name)

    def ranked(game):
        return [Choice((move,), score / per, unit) for score, move in scored(game) if abs(score) < forced]
    return ranked


@pytest.mark.parametrize("name, options", cases(OPTIONS, WHERE, move_games()))
def test_a_move_that_hands_over_material_is_marked_against_the_searchs_best(name, options):
    unit = unit_of(name)
    record, chosen = blunder_game(name, 3, normal(name).plan, searched(name), unit, after=4, options=options)
    assert chosen["worst"].score < chosen["best"].score
    check_marked(name, record, chosen, unit)
