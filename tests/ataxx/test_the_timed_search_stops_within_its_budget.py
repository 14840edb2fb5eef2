"""A timed search answers a legal move at any budget down to a millisecond and stops within it, by a fake
clock that advances with every node searched (never the wall clock); a search stopped mid-iteration
still answers a move searched at the root; the strong level plays only legal moves."""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings, strategies as st

from games.ataxx.board import Board
from games.ataxx.planner import CHECK_EVERY, SPEND, Planner, Searcher, budget_for, move_budget, move_limits

MIDGAME = "x5o/1xx1oo1/2x1o2/3o3/2xxo2/1o3x1/o5x x 0 8"
#: The fake clock's cost of one node, in seconds: about what Python pays for one here.
PER_NODE = 10e-6
#: The most a move may take beyond its budget (the issue's margin).
OVER = 0.005


class NodeClock:
    """A clock that reads a searcher's node count (or a planner's searcher's): each node costs
    :data:`PER_NODE` seconds."""

    def __init__(self) -> None:
        self.searcher: "Searcher | None" = None
        self.planner: "Planner | None" = None

    def __call__(self) -> float:
        searcher = self.planner.searcher if self.planner is not None else self.searcher
        return (searcher.nodes if searcher is not None else 0) * PER_NODE


def _timed_searcher(seed: int = 0) -> tuple[Searcher, NodeClock]:
    clock = NodeClock()
    searcher = Searcher(random.Random(seed), clock)
    clock.searcher = searcher
    return searcher, clock


def _position(seed: int, plies: int, rules: str) -> "Board | None":
    rng = random.Random(seed)
    b = Board(rules=rules)
    for _ in range(plies):
        if b.is_game_over():
            return None
        b.push(rng.choice(b.legal_moves()))
    return None if b.is_game_over() else b


@pytest.mark.parametrize("budget_ms", [1, 2, 5, 10, 30, 100])
@pytest.mark.parametrize("fen", [Board().fen(), MIDGAME])
def test_a_legal_move_at_every_budget_within_it(budget_ms, fen):
    b = Board(fen)
    searcher, clock = _timed_searcher()
    r = searcher.search(b, move_limits(budget_ms / 1000))
    assert b.is_legal(r.move)
    used = searcher.nodes * PER_NODE
    assert used <= budget_ms / 1000 + OVER
    if budget_ms >= 10:     # a check every CHECK_EVERY nodes stays inside the 5% kept back
        assert used <= budget_ms / 1000


def test_the_search_spends_most_of_its_budget():
    b = Board(MIDGAME)
    searcher, _ = _timed_searcher()
    searcher.search(b, move_limits(0.1))
    assert searcher.nodes * PER_NODE >= 0.1 * SPEND - CHECK_EVERY * PER_NODE


def test_what_was_spent_before_the_search_counts():
    assert move_limits(0.1, spent_seconds=0.03).hard_seconds < move_limits(0.1).hard_seconds
    assert move_limits(0.01, spent_seconds=1.0).hard_seconds > 0      # still a move, at once


def test_a_clock_share_is_spent_as_a_move_budget():
    b = Board(MIDGAME)
    share = move_budget(b, 60_000)
    soft, hard = budget_for(b, 60_000)
    assert soft == hard == pytest.approx(share * SPEND)


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**9), st.integers(0, 80), st.sampled_from(["itpw", "standard"]), st.sampled_from([1, 3, 20]))
def test_a_search_stopped_mid_iteration_answers_a_root_move(seed, plies, rules, budget_ms):
    b = _position(seed, plies, rules)
    if b is None:
        return
    searcher, _ = _timed_searcher(seed)
    finished = []
    r = searcher.search(b, move_limits(budget_ms / 1000), finished.append)
    assert b.is_legal(r.move)
    if finished:
        # the last finished iteration's move, or a root move that beat it in the unfinished one
        assert r.depth == finished[-1].depth


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**9), st.integers(0, 100), st.sampled_from(["itpw", "standard"]))
def test_the_strong_level_plays_only_legal_moves(seed, plies, rules):
    b = _position(seed, plies, rules)
    if b is None:
        return
    clock = NodeClock()
    planner = Planner("strong", random.Random(seed), clock)
    clock.planner = planner
    for allowance in ({"seconds": 0.003}, {"remaining_ms": 500}, {"seconds": 0.0}):
        move = planner.choose(b, **allowance)
        assert b.is_legal(move)
