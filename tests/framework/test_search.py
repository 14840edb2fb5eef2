"""The shared search: alpha-beta over the game protocol finds what plain minimax finds, faster;
expectimax weighs each turn by the opponent's best reply to every throw."""
from __future__ import annotations

import itertools
import random

import pytest

from framework.ai.search import DRAW, WIN, AlphaBeta, Tree, expectimax
from framework.core.session import Setup
from games.ataxx.game import AtaxxGame
from games.ataxx.board import Board


def stones(game) -> float:
    """Ataxx material from the mover's side."""
    b = game.board
    return b.count(b.turn) - b.count(1 - b.turn)


class GameTree(Tree):
    """Any game of the protocol walked in place with ``apply``/``retract``, keyed by its notation."""

    def __init__(self, evaluate) -> None:
        self._evaluate = evaluate

    def moves(self, game):
        return list(game.legal_actions())

    def enter(self, game, move):
        game.apply(move)
        return game

    def leave(self, game) -> None:
        game.retract()

    def winner(self, game):
        outcome = game.outcome()
        if outcome is None:
            return None
        return DRAW if outcome.winner is None else outcome.winner

    def to_move(self, game) -> int:
        return game.to_move()

    def evaluate(self, game) -> float:
        return self._evaluate(game)

    def key(self, game):
        return game.notation()


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


def test_expectimax_weighs_the_opponents_best_reply_by_the_chance_of_its_throw():
    # Two candidate positions (numbers: their worth to us). After "safe" every reply leaves 5; after
    # "bold" the opponent's 6 (chance 1/6) brings it down to 0, any other throw leaves 7.
    candidates = [("safe", "S"), ("bold", "B")]
    throws = [(face, 1 / 6) for face in range(1, 7)]
    worth = {"S": 5.0, "B": 7.0, "B6": 0.0}

    def replies(position, throw):
        return ["B6"] if position == "B" and throw == 6 else [position]

    ranked = expectimax(candidates, throws, replies, lambda found: [-worth[p] for p in found])
    assert [turn for _, turn in ranked] == ["bold", "safe"]
    assert ranked[0][0] == pytest.approx(7 * 5 / 6) and ranked[1][0] == pytest.approx(5.0)


def test_expectimax_values_a_few_throws_replies_in_one_call_and_takes_the_opponents_best():
    calls = []

    def values(found):
        calls.append(len(found))
        return [float(p) for p in found]        # the worth to the opponent, who chose the reply

    ranked = expectimax([("t", 0)], [(face, 1 / 6) for face in range(1, 7)],
                        lambda p, throw: [p + throw, p - throw], values, per_pass=4)
    assert calls == [8, 4]
    assert ranked == [(pytest.approx(-3.5), "t")]


def test_expectimax_takes_a_final_candidates_worth_without_searching_replies():
    searched = []
    ranked = expectimax([("won", 2.0), ("on", 0.5)], [(1, 1.0)],
                        lambda p, t: searched.append(p) or [p], lambda found: list(found),
                        final=lambda p: 2.0 if p == 2.0 else None)
    assert ranked == [(2.0, "won"), (-0.5, "on")] and searched == [0.5]


def test_expectimax_leaves_out_the_candidates_its_deadline_cut_short():
    ticks = itertools.count()
    fractions = []
    ranked = expectimax([("a", 1.0), ("b", 3.0)], [(1, 1.0)], lambda p, t: [p - 10], lambda found: list(found),
                        deadline=0.5, clock=lambda: next(ticks), progress=fractions.append)
    assert ranked == [(9.0, "a")] and fractions == [0.5]
