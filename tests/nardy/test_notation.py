"""The one-line position: ``<24 signed counts> <side> <unused dice> <off a:b> <head>``; it
round-trips exactly, also in the middle of a turn, and bad text is refused with a reason code."""
import pytest
from hypothesis import given, settings, strategies as st

from games.nardy.board import Board, Move, PositionError
from nardy_helpers import random_board

START = "0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15 1 - 0:0 -"


def test_the_start():
    assert Board().notation() == START
    assert Board.from_notation(START) == Board()


def test_a_throw_and_the_head_allowance_are_written():
    board = Board()
    board.roll((6, 6))
    assert board.notation().endswith(" 1 6666 0:0 2")      # first turn 6-6: two may leave the head
    board.play("24/18")
    assert board.notation().endswith(" 1 666 0:0 1")


def test_repr_pastes_back():
    board = random_board(3, 20, 1)
    assert eval(repr(board), {"Board": Board}) == board
    assert eval(repr(Move.parse("13/off")), {"Move": Move}) == Move.parse("13/off")


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 120), st.integers(0, 3))
def test_round_trip(seed, turns, into):
    board = random_board(seed, turns, into)
    text = board.notation()
    again = Board.from_notation(text)
    assert again.notation() == text and again == board
    if board.dice:
        assert {tuple(t) for t in again.legal_turns()} == {tuple(t) for t in board.legal_turns()}


@pytest.mark.parametrize("text, code", [
    ("", "bad_fields"),
    (START + " extra", "bad_fields"),
    (START.replace("-15", "-14"), "checker_count"),
    (START.replace(",15 ", ",x "), "bad_number"),
    (START.replace(" 1 - ", " 0 - "), "bad_turn"),
    (START.replace(" 1 - ", " 1 7 "), "bad_dice"),
    (START.replace(" 1 - 0:0 -", " 1 65 0:0 2"), "bad_head"),
    (START.replace(" 1 - 0:0 -", " 1 - 0:0 1"), "bad_head"),
    (START.replace("0:0", "0"), "bad_off"),
    ("1" + START[1:], "checker_count"),
])
def test_bad_notation_is_refused(text, code):
    with pytest.raises(PositionError) as err:
        Board.from_notation(text)
    assert err.value.code == code


def test_from_points_refuses_impossible_positions():
    with pytest.raises(PositionError) as err:
        Board.from_points([15] + [0] * 23, 1, (0, 0))
    assert err.value.code == "checker_count"
    with pytest.raises(PositionError):
        Board.from_points([0] * 23, 1)
