"""pop() takes a move back exactly; copy() is independent; a board can be replayed from its moves."""
import pytest
from hypothesis import given, settings, strategies as st

from games.latrunculi.board import STARTING_FEN, STARTING_FEN_8X12, Board


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([STARTING_FEN, STARTING_FEN_8X12, "m1m1m/1d3/5/M2D1/1M1M1 b 3 7"]),
       st.randoms(use_true_random=False))
def test_pop_restores_the_position_before_push(fen, rng):
    board = Board(fen)
    fens, effects = [], []
    while not board.is_game_over() and len(fens) < 120:
        fens.append(board.fen())
        effects.append(board.push(rng.choice(board.legal_moves())))
        assert board.last_effects == effects[-1]
    replay = Board(fen)
    for move in board.move_stack:
        replay.push(move)
    assert replay.fen() == board.fen()
    while fens:
        assert board.last_effects == effects.pop()
        board.pop()
        assert board.fen() == fens.pop()
    assert board.move_stack == [] and board.last_effects is None
    assert board.state == Board(fen).state


def test_copy_is_independent():
    board = Board()
    board.push_notation("a1a7")
    twin = board.copy()
    twin.push_notation("b8b7")
    assert len(board.move_stack) == 1 and len(twin.move_stack) == 2
    assert str(twin.pop()) == "b8b7"
    assert twin.peek() == board.peek()
    twin.pop()
    assert twin.fen() == Board().fen()
    assert board.fen() == "1mmmmmmm/M2d4/8/8/8/8/4D3/1MMMMMMM b 0 1"


def test_pop_on_an_empty_history_raises_index_error():
    with pytest.raises(IndexError):
        Board().pop()
