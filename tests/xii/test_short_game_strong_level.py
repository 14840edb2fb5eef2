"""The strong level in the short game (three pieces a side): a network of its own, trained on short
games only, and every distinct turn searched one throw deeper (games/xii/planner.py, README)."""
from __future__ import annotations

import random

import numpy as np

from board import Board, Rules
from framework.ai.td import Network
from games.xii.evaluate import contact, position
from games.xii.planner import SHORT_STONES, NetworkPlanner, play_game
from games.xii.td import CODE_VERSION, INPUTS, SHORT_REMAKE_OPTIONS, load_network, load_short_network, random_network
from games.xii.train import train
from helpers_engine import TickClock




def short_positions_in_contact(count: int, seed: int) -> list[Board]:
    """Three-piece positions with a fresh throw, the pieces still able to meet, more than one distinct turn."""
    rng = random.Random(seed)
    out: list[Board] = []
    while len(out) < count:
        b = Board(Rules(stones=3))
        for _ in range(rng.randrange(1, 20)):
            b.roll((rng.randint(1, 6), rng.randint(1, 6), rng.randint(1, 6)))
            while b.dice and b.winner is None:
                moves = b.legal_moves()
                b.play(moves[rng.randrange(len(moves))])
            if b.winner is not None:
                break
        if b.winner is None:
            b.roll((rng.randint(1, 6), rng.randint(1, 6), rng.randint(1, 6)))
            if contact(position(b, b.turn)) and len(b.legal_turn_keys()) > 1:
                out.append(b)
    return out


def test_the_short_game_has_its_own_shipped_network_and_it_loads():
    short = load_short_network()
    assert short.inputs == INPUTS and short.meta["code_version"] == CODE_VERSION
    assert "--short-every 1" in short.meta["command"] and "--short-every 1" in SHORT_REMAKE_OPTIONS
    assert short.meta["games"] in SHORT_REMAKE_OPTIONS.split()
    assert not np.array_equal(short.w1, load_network().w1)


def test_the_strong_level_values_the_short_game_by_the_short_network_and_the_long_game_by_the_other():
    long_net, short_net = random_network(1), random_network(2)
    strong = NetworkPlanner(net=long_net, short_net=short_net)
    board = short_positions_in_contact(1, 3)[0]
    keys = list(board.legal_turn_keys())
    assert SHORT_STONES == 3
    assert np.array_equal(strong.values(keys, 3), NetworkPlanner(net=short_net, short_net=short_net).values(keys, 3))
    assert np.array_equal(strong.values(keys, 15), NetworkPlanner(net=long_net, short_net=long_net).values(keys, 15))
    assert not np.array_equal(strong.values(keys, 3), strong.values(keys, 15))


def test_without_the_short_lookahead_the_strong_level_plays_the_turn_its_network_values_best():
    for board in short_positions_in_contact(3, 4):
        strong = NetworkPlanner(budget=10_000, clock=TickClock(), short_lookahead=0)
        turns = board.legal_turn_keys()
        values = strong.values(list(turns), 3)
        assert strong.plan(board) in [t for t, v in zip(turns.values(), values) if v == max(values)]
        assert strong.last_searched == 0


def test_in_the_short_game_the_strong_level_searches_every_turn_and_plays_a_legal_one():
    for board in short_positions_in_contact(2, 5):
        strong = NetworkPlanner(budget=10_000, clock=TickClock())
        turn = strong.plan(board)
        assert turn in board.legal_turns()
        assert strong.last_searched == len(board.legal_turn_keys())


def test_the_short_games_search_stops_when_the_time_is_up_and_still_plays_a_legal_turn():
    for board in short_positions_in_contact(4, 7):
        strong = NetworkPlanner(budget=0, clock=TickClock())
        assert strong.plan(board) in board.legal_turns()
        assert strong.last_searched == 0


def test_every_turn_of_a_short_game_between_two_strong_levels_is_legal():
    class Checked(NetworkPlanner):
        def plan_board(self, board, budget, rng, game=None):
            turn = super().plan_board(board, budget, rng, game=game)
            assert turn in board.legal_turns()
            return turn
    # A few candidates searched a decision (the clock is read once a few throws): the game stays quick.
    board = play_game([Checked(budget=12, clock=TickClock()), Checked(budget=12, clock=TickClock())],
                      Rules(stones=3), seed="short-legal")
    assert board.winner in (0, 1)


def test_a_short_training_run_is_reproducible_and_says_how_to_remake_it(tmp_path):
    one = train(2, 4, str(tmp_path / "a.npz"), short_every=1, checkpoint=0, quiet=True)
    two = train(2, 4, str(tmp_path / "b.npz"), short_every=1, checkpoint=0, quiet=True)
    assert np.array_equal(one.w1, two.w1) and np.array_equal(one.w2, two.w2)
    assert not np.array_equal(one.w1, random_network(4).w1)
    saved = Network.load(str(tmp_path / "a.npz"))
    assert "--short-every 1" in saved.meta["command"]


def test_a_damaged_short_game_file_is_refused_naming_it_and_the_command_that_remakes_it(tmp_path, monkeypatch):
    import games.xii.td as td
    from games.xii.planner import planner_for
    path = tmp_path / "xii_short_weights.npz"
    raw = open(td.SHORT_WEIGHTS_FILE, "rb").read()
    path.write_bytes(raw[:len(raw) // 2])
    monkeypatch.setattr(td, "SHORT_WEIGHTS_FILE", str(path))
    td.load_network.cache_clear()
    try:
        chosen = planner_for("strong")
    finally:
        td.load_network.cache_clear()
    assert chosen.level == "normal", "the normal level plays instead"
    assert chosen.weights_problem.path == str(path)
    assert "--short-every 1" in chosen.weights_problem.remake and str(path) in chosen.weights_problem.remake
