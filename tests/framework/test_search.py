"""The shared search: alpha-beta over the game protocol finds what plain minimax finds, faster;
expectimax weighs each turn by the opponent's best reply to every throw."""
from __future__ import annotations

import itertools
import random

import pytest

from framework.search import WIN, AlphaBeta, AlphaBetaPlanner, GameTree, expectimax
from framework.session import Setup
from games.ataxx.game import AtaxxGame
from games.ataxx.board import Board
from player import Budget


def stones(game) -> float:
    """Ataxx material from the mover's side."""
    b = game.board
    return b.count(b.turn) - b.count(1 - b.turn)


def minimax(game, depth: int, me: int, ply: int = 0) -> float:
    """Plain negamax, no pruning: the reference (``me`` is the seat to move)."""
    outcome = game.outcome()
    if outcome is not None:
        return 0.0 if outcome.winner is None else (WIN - ply if outcome.winner == me else -(WIN - ply))
    if depth == 0:
        return stones(game)
    best = -float("inf")
    for action in game.legal_actions():
        game.apply(action)
        best = max(best, -minimax(game, depth - 1, 1 - me, ply + 1))
        game.retract()
    return best


def random_position(seed: int) -> AtaxxGame:
    rng = random.Random(seed)
    game = AtaxxGame.new(Setup(options=(("rules", "itpw"), ("start", "x5o/7/7/7/7/7/o5x x 0 1"))))
    for _ in range(rng.randrange(2, 14)):
        if game.outcome() is not None:
            break
        game.apply(rng.choice(game.legal_actions()))
    return game if game.outcome() is None else random_position(seed + 1000)


@pytest.mark.parametrize("seed", range(6))
def test_alpha_beta_scores_the_root_as_minimax_does_and_leaves_the_game_as_it_was(seed):
    game = random_position(seed)
    before = game.notation()
    result = AlphaBeta(GameTree(stones)).search(game, max_depth=2)
    assert game.notation() == before
    assert (result.depth == 2 or abs(result.score) >= WIN - 1000) and result.move in game.legal_actions()
    assert result.score == pytest.approx(minimax(game, 2, game.to_move()))


def test_a_win_in_one_is_found_and_preferred():
    # White's last stone on a1 can be taken by a clone to b2... black to move takes it and wins at once.
    game = AtaxxGame(Board("7/7/7/7/7/2x4/o6 x 0 1"))
    result = AlphaBeta(GameTree(stones)).search(game, max_depth=4)
    assert result.score >= WIN - 10
    game.apply(result.move)
    assert game.outcome() is not None and game.outcome().winner == 0


def test_the_search_stops_at_its_deadline_with_a_legal_action():
    ticks = itertools.count()
    clock = lambda: next(ticks) * 0.01          # every reading of the clock is 10 ms later
    game = random_position(3)
    result = AlphaBeta(GameTree(stones), clock=clock).search(game, soft=0.2, hard=0.5)
    assert result.move in game.legal_actions() and result.depth >= 1
    assert result.seconds <= 0.5 + 0.01 * 300, "checked within a few hundred nodes"


def test_the_planner_takes_a_budget_and_plans_one_move():
    game = random_position(1)
    planner = AlphaBetaPlanner(stones, depth=2, seconds=None)
    turn = planner.plan(game.copy(), Budget(seconds=2.0), random.Random(0))
    assert len(turn) == 1 and turn[0] in game.legal_actions() and planner.last.depth == 2


def test_expectimax_weighs_the_opponents_best_reply_by_the_chance_of_its_throw():
    # Two candidate positions (numbers: their worth to us). After "safe" every reply leaves 5; after
    # "bold" the opponent's 6 (chance 1/6) brings it down to 0, any other throw leaves 7.
    candidates = [("safe", "S"), ("bold", "B")]
    throws = [(face, 1 / 6) for face in range(1, 7)]
    worth = {"S": 5.0, "B": 7.0, "B6": 0.0}

    def replies(position, throw):
        return ["B6"] if position == "B" and throw == 6 else [position]

    ranked = expectimax(candidates, throws, replies, worth.__getitem__)
    assert [turn for _, turn in ranked] == ["bold", "safe"]
    assert ranked[0][0] == pytest.approx(7 * 5 / 6) and ranked[1][0] == pytest.approx(5.0)


def test_expectimax_past_its_deadline_scores_the_rest_by_value_alone():
    ticks = itertools.count()
    ranked = expectimax([("a", 1.0), ("b", 3.0)], [(1, 1.0)], lambda p, t: [p - 10], lambda p: p,
                        deadline=0.5, clock=lambda: next(ticks))
    assert ranked == [(-9.0, "a"), (3.0, "b")]
