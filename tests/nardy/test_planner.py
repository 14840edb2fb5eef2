"""The planners: each returns one of board.legal_turns() and leaves the board as it was."""
import pytest
from hypothesis import given, settings, strategies as st

import random

from games.nardy.planner import NetworkPlanner, planner_for, play_game
from games.nardy.td import Network
from games.nardy.train import FIXED_OPPONENT
from nardy_helpers import random_board

OLD = Network.load(FIXED_OPPONENT)
SHIPPED = planner_for("strong")

LEVELS = ("easy", "normal")


def planners():
    """Every level, the strong one as shipped (its two-ply search on) and with a network of each encoding
    (td.ENCODINGS): a new random one and the weights of 2026 kept in bench/, each with its lookahead (the
    two-ply search off: it is the shipped one's, and costs a tenth of a second a turn)."""
    return [planner_for("easy", random.Random(1)), planner_for("normal"), SHIPPED,
            NetworkPlanner(Network.random(3), lookahead=2, deep=0), NetworkPlanner(OLD, lookahead=3, deep=0)]


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 80), st.integers(1, 6), st.integers(1, 6))
def test_a_legal_turn_and_the_board_unchanged(seed, turns, d1, d2):
    board = random_board(seed, turns)
    if board.winner is not None:
        return
    board.roll((d1, d2))
    before = board.notation()
    legal = board.legal_turns()
    for planner in planners():
        assert planner.plan_board(board, None, None) in legal
        assert board.notation() == before


def test_unknown_level_is_refused():
    with pytest.raises(ValueError):
        planner_for("grandmaster")


def test_normal_beats_easy_in_a_short_series():
    # Not a strength measurement (bench/nardy_strength.py is): a sanity check that the evaluation
    # points the right way; in 20 games a random player wins more than half only by a fluke.
    rng = random.Random(4)
    normal_points = easy_points = 0
    for g in range(20):
        a, b = planner_for("normal"), planner_for("easy", random.Random(g))
        board = play_game([a, b] if g % 2 == 0 else [b, a], rng)
        normal_won = board.winner == (1 if g % 2 == 0 else -1)
        if normal_won:
            normal_points += board.game_points
        else:
            easy_points += board.game_points
    assert normal_points > easy_points


def test_the_shipped_strong_level_is_the_network_not_its_fallback():
    assert isinstance(SHIPPED, NetworkPlanner) and SHIPPED.lookahead == 3
