"""The heuristic on position keys (evaluate_key, what the search runs) scores exactly like a
straightforward reading of its definition, written below on plain count tuples (the previous
implementation), on positions from random games and crafted random positions.
"""
from __future__ import annotations

import random

import pytest

from board import HOME, OPPOSITE, POINTS, Board, Rules
from games.xii.evaluate import DEFAULT_WEIGHTS, HIT_CHANCE, REACH, WIN, Weights, evaluate, evaluate_key, position
from helpers_engine import random_game, random_position


def reference(pos, stones: int, w: Weights) -> float:
    """The heuristic as documented in evaluate.py, point by point."""
    a, b, aw, ac, ao, bw, bc, bo = pos
    if ao == stones:
        return WIN
    if bo == stones:
        return -WIN
    occ_a = [p for p in range(1, POINTS + 1) if a[p]]
    occ_b = [p for p in range(1, POINTS + 1) if b[p]]
    to_home = [0] + [max(0, HOME + 1 - p) for p in range(1, POINTS + 1)]
    bear = w.bear_off
    score = (bw + bc - aw - ac) * (31 + bear)
    score += sum(b[p] * (to_home[p] + bear) for p in occ_b)
    score -= sum(a[p] * (to_home[p] + bear) for p in occ_a)
    score += w.captured * (bc - ac)
    score -= w.risk * _static_risk(a, occ_a, occ_b, bw + bc, w)
    if w.threat:
        score += w.threat * _static_risk(b, occ_b, occ_a, aw + ac, w)
    entering = bw + bc
    for p in occ_a:
        if a[p] >= 2:
            s = OPPOSITE[p]
            behind = sum(b[r] for r in occ_b if s - 6 <= r < s)
            if s <= 6 and entering:
                behind += entering
                score += w.entry_block * (2 if bc else 1)
            score += w.block * behind
    if occ_a and occ_a[-1] > HOME:
        home = a[HOME + 1:]
        at_home = sum(home)
        left = stones - ao
        if at_home * 2 >= left:
            score += w.spread * sum(1 for n in home if n) * at_home / left
    return score


def _static_risk(a, occ_a, occ_b, b_entering, w) -> float:
    """Each lone piece: hit unless every attacker within reach (and an entering piece) misses."""
    total = 0.0
    for p in occ_a:
        if a[p] == 1:
            t = OPPOSITE[p]
            miss = 1.0
            if b_entering and t <= REACH:
                miss *= 1.0 - HIT_CHANCE[t]
            for r in occ_b:
                if r < t and t - r <= REACH:
                    miss *= 1.0 - HIT_CHANCE[t - r]
            total += (1.0 - miss) * (p + w.hit_tempo)
    return total


def _agree(board: Board, w: Weights = DEFAULT_WEIGHTS) -> None:
    stones = board.rules.stones
    for player in (0, 1):
        pos, key = position(board, player), board.key(player)
        want = reference(pos, stones, w)
        assert evaluate_key(key, stones, w) == pytest.approx(want, abs=1e-9), board.notation()
        assert evaluate(pos, stones, w) == pytest.approx(want, abs=1e-9), board.notation()


@pytest.mark.parametrize("stones, seed", [(15, 1), (5, 2), (2, 3)])
def test_the_key_evaluation_agrees_with_the_definition_through_random_games(stones, seed):
    rng = random.Random(seed)
    for i, board in enumerate(random_game(rng, Rules(stones=stones))):
        if i % 3 == 0:
            _agree(board)


def test_the_key_evaluation_agrees_with_other_weights_on_crafted_positions():
    rng = random.Random(8)
    tuned = Weights(bear_off=2.75, hit_tempo=8.0, risk=0.7, captured=5.5, block=1.9, entry_block=0.5,
                    threat=0.4, spread=2.25)
    for _ in range(300):
        board = Board.from_notation(random_position(rng))
        _agree(board)
        _agree(board, tuned)


def test_a_won_position_is_worth_the_win_whatever_else_stands():
    board = Board.from_notation("------------/------------/---------A-- I - 0/0/14 0/0/15")
    assert evaluate_key(board.key(0), 15) == -WIN
    assert evaluate_key(board.key(1), 15) == WIN
