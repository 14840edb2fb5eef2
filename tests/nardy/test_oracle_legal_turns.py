"""The whole-turn generator agrees with the brute-force oracle (tests/nardy/nardy_oracle.py).

Over many random positions and throws: the same set of resulting positions,
one tuple per distinct result, every tuple playable move by move, every legal
order of the oracle accepted by play(), and single moves accepted exactly when
they begin some legal whole turn.
"""
import random

import pytest
from hypothesis import given, settings, strategies as st

from games.nardy.board import Board, IllegalMoveError, Move
from nardy_oracle import legal_results, legal_sequences, random_position

MODES = ("spread", "late", "home", "first", "blocks")
dice_st = st.tuples(st.integers(1, 6), st.integers(1, 6))


def result_of(board, turn):
    b = board.copy()
    for move in turn:
        b.play(move)
    return tuple(b.points()), (b.borne_off(1), b.borne_off(-1))


def make(seed, mode, turn, dice):
    points, off = random_position(random.Random(seed), mode)
    board = Board.from_points(points, turn, off)
    board.roll(dice)
    return board, points, off


CASES = (st.integers(0, 2**32), st.sampled_from(MODES), st.sampled_from((1, -1)), dice_st)


@settings(max_examples=80, deadline=None)
@given(*CASES)
def test_same_results_as_the_oracle(seed, mode, turn, dice):
    same_results(seed, mode, turn, dice)


@pytest.mark.slow
@settings(max_examples=300, deadline=None)     # 600 before the suite passed its 3 minutes
@given(*CASES)
def test_same_results_as_the_oracle_long(seed, mode, turn, dice):
    same_results(seed, mode, turn, dice)


def same_results(seed, mode, turn, dice):
    board, points, off = make(seed, mode, turn, dice)
    turns = board.legal_turns()
    expected = legal_results(points, off, turn, dice)
    if turns == [()]:
        assert expected == {(tuple(points), off)}, board.notation()
        return
    got = [result_of(board, t) for t in turns]
    assert len(set(got)) == len(got), "one tuple per distinct resulting position"
    assert set(got) == expected, board.notation()


def as_move(m):
    return Move(m[0], 0 if m[1] == "off" else m[1])


@settings(max_examples=60, deadline=None)
@given(*CASES, st.randoms(use_true_random=False))
def test_every_legal_order_plays_and_only_those_begin(seed, mode, turn, dice, rnd):
    orders_play(seed, mode, turn, dice, rnd)


@pytest.mark.slow
@settings(max_examples=150, deadline=None)     # 300 before the suite passed its 3 minutes
@given(*CASES, st.randoms(use_true_random=False))
def test_every_legal_order_plays_and_only_those_begin_long(seed, mode, turn, dice, rnd):
    orders_play(seed, mode, turn, dice, rnd)


def orders_play(seed, mode, turn, dice, rnd):
    board, points, off = make(seed, mode, turn, dice)
    sequences = legal_sequences(points, off, turn, dice)
    moves, final_points, final_off = rnd.choice(sequences)
    b = board.copy()
    if not moves:
        b.play("pass")
    for i, m in enumerate(moves):
        # Before each move, a random candidate is accepted iff it continues some legal order.
        prefix = [as_move(x) for x in moves[:i]]
        starts = {as_move(s[0][i]) for s in sequences if [as_move(x) for x in s[0][:i]] == prefix
                  and len(s[0]) > i}
        source = rnd.randrange(1, 25)
        target = rnd.choice([0] + list(range(1, 25)))
        candidate = Move(source, target)
        probe = b.copy()
        try:
            probe.play(candidate)
            accepted = True
        except (IllegalMoveError, ValueError):
            accepted = False
        assert accepted == (candidate in starts), (board.notation(), prefix, candidate)
        b.play(as_move(m))
    assert (tuple(b.points()), (b.borne_off(1), b.borne_off(-1))) == (final_points, final_off)
    assert b.dice == () and (b.turn == -turn or b.winner == turn)
