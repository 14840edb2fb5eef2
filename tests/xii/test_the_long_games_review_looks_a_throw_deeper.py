"""In the long game, ``hint`` and the review value the network's best few turns, and the turn played, one
throw deeper (the opponent's throws from its bag, its best reply by the network): the network alone
overstated what a turn cost when the turns were played out (issue 38, games/xii/planner.py REVIEW_LOOKAHEAD)."""
from __future__ import annotations

import random

import pytest

from framework.core.session import Setup
from framework.core.spec import new_session
from games.xii.planner import LONG_REVIEW_SCALE, REVIEW_LOOKAHEAD, NetworkPlanner
from games.xii.spec import SPEC

PLANNER = NetworkPlanner()
NETWORK_ALONE = NetworkPlanner(net=PLANNER.net, short_net=PLANNER.short_net, review_lookahead=0)


def positions(count: int, seed: int):
    """Fifteen-stone games in contact with a throw in hand and more distinct turns than are searched."""
    rng = random.Random(seed)
    s = new_session(SPEC, Setup(names=("Livia", "Marcus"), seed=f"deeper-{seed}", date="2026-11-29T00:00:00Z"))
    found = []
    while len(found) < count and not s.game_over:
        if s.game.needs_throw():
            s.throw()
            board = s.game.board
            keys = list(board.legal_turn_keys())
            if len(keys) > REVIEW_LOOKAHEAD + 1 and PLANNER.judges_deeper(board, PLANNER.values(keys, 15)) \
                    and rng.random() < 0.3:
                found.append(s.game.copy())
            continue
        for action in NETWORK_ALONE.plan(s.game):
            s.play(action)
    assert len(found) == count, "the game ended first: choose another seed"
    return found


GAMES = positions(3, 2)


def deeper(game, turns):
    """Each turn's value a throw deeper, the planner's own one-throw search (tests/xii/test_bag_chances.py
    checks it against the opponent's bag)."""
    board = game.board
    keys = []
    for turn in turns:
        after = board.copy(history=False)
        for move in turn:
            after.play(move)
        keys.append(after.key(board.turn))
    return PLANNER.searched(game, board, keys, PLANNER.values(keys, 15))


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.board.notation())
def test_the_hint_puts_the_networks_best_few_first_ranked_a_throw_deeper(game):
    alone = NETWORK_ALONE.rank(game, count=None)
    ranked = PLANNER.rank(game, count=None)
    top = alone[:REVIEW_LOOKAHEAD]
    values = deeper(game, [c.actions for c in top])
    expected = sorted(zip(values, range(len(top))), key=lambda t: -t[0])
    assert [c.actions for c in ranked[:REVIEW_LOOKAHEAD]] == [top[i].actions for _, i in expected]
    assert [c.score for c in ranked[:REVIEW_LOOKAHEAD]] == pytest.approx([v for v, _ in expected], abs=1e-6)
    assert [c.actions for c in ranked[REVIEW_LOOKAHEAD:]] == [c.actions for c in alone[REVIEW_LOOKAHEAD:]]


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.board.notation())
def test_the_review_judges_the_turn_played_a_throw_deeper_against_the_best_of_those(game):
    alone = NETWORK_ALONE.rank(game, count=None)
    played = alone[-1].actions                      # the network's worst: not among its best few
    judgement = PLANNER.judge(game, played)
    candidates = [c.actions for c in alone[:REVIEW_LOOKAHEAD]] + [played]
    values = deeper(game, candidates)
    best = max(range(len(candidates)), key=lambda i: values[i])
    assert judgement.best.actions == tuple(candidates[best])
    assert judgement.best.score == pytest.approx(values[best], abs=1e-6)
    assert judgement.played.score == pytest.approx(values[-1], abs=1e-6)
    # what it cost, as the long game's calibration against play-outs states it
    assert judgement.scale == LONG_REVIEW_SCALE
    assert judgement.error == pytest.approx((values[best] - values[-1]) * LONG_REVIEW_SCALE, abs=1e-6)


def test_the_network_alone_is_the_review_without_the_lookahead():
    game = GAMES[0]
    played = NETWORK_ALONE.rank(game, count=None)[-1].actions
    plain = NETWORK_ALONE.judge(game, played)
    assert plain.best.actions == NETWORK_ALONE.rank(game, count=1)[0].actions
    assert PLANNER.judge(game, played).error != pytest.approx(plain.error, abs=1e-9)


def test_a_hint_out_of_time_keeps_the_networks_values_and_one_in_time_looks_deeper():
    import itertools
    ticks = itertools.count(0, 10)                   # every reading of the clock ten seconds later
    late = NetworkPlanner(net=PLANNER.net, short_net=PLANNER.short_net, clock=lambda: next(ticks))
    game = GAMES[1]
    alone = [(c.actions, c.score) for c in NETWORK_ALONE.rank(game, count=None)]
    assert [(c.actions, c.score) for c in late.rank(game, seconds=0.5, count=None)] == alone
    on_time = NetworkPlanner(net=PLANNER.net, short_net=PLANNER.short_net, clock=lambda: 0.0)
    assert [c.score for c in on_time.rank(game, seconds=0.5)] == [c.score for c in PLANNER.rank(game)]
