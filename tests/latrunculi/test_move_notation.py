"""Moves are written source then target in chess coordinates; e1-e4 and e1 e4 are read too."""
import pytest

from framework.core.arguments import ArgumentTypeError
from hypothesis import given, strategies as st

from games.latrunculi.board import InvalidMoveError, Move, parse_square, square, square_name
from framework.core.errors import InvalidActionError


def test_square_names_count_from_a1_bottom_left():
    assert parse_square("a1") == square(0, 0)
    assert parse_square("h8") == square(7, 7)
    assert parse_square("l10") == square(11, 9)
    assert square_name(square(4, 3)) == "e4"


@pytest.mark.parametrize("text", ["e1e4", "e1-e4", "e1 e4", " E1E4 ", "e1 - e4", "e1\te4"])
def test_three_spellings_of_one_move(text):
    move = Move.parse(text)
    assert move == Move(parse_square("e1"), parse_square("e4"))
    assert str(move) == "e1e4"


def test_repr_pastes_back():
    move = Move.parse("c10c12")
    assert repr(move) == "Move.parse('c10c12')"
    assert eval(repr(move)) == move


def test_moves_that_no_board_allows_are_still_spelt():
    """Zero-length and diagonal moves are refused by the board, which says why."""
    assert str(Move.parse("e1e1")) == "e1e1"
    assert str(Move.parse("a1c3")) == "a1c3"
    assert str(Move.parse("z99a1")) == "z99a1"


@pytest.mark.parametrize("text", [
    "", "e1", "e1e", "e1e4e5", "e0e4", "e01e4", "e1e100", "1e4e", "e1xe4", "e1--e4", "ee14",
    "e\u00b9e4", "e\u0661e4", "é1e4", "e1_e4", "-e1e4", "\u212a1k4", "e1\u00a0e4",
])
def test_malformed_text_is_refused_with_one_code(text):
    with pytest.raises(InvalidMoveError) as error:
        Move.parse(text)
    assert error.value.code == "malformed"
    assert isinstance(error.value, InvalidActionError) and isinstance(error.value, ValueError)


def test_non_text_is_a_wrong_type():
    with pytest.raises(ArgumentTypeError):
        Move.parse(None)


@given(st.integers(0, 25), st.integers(0, 98), st.integers(0, 25), st.integers(0, 98))
def test_parse_and_str_are_inverse(f1, r1, f2, r2):
    move = Move(square(f1, r1), square(f2, r2))
    assert Move.parse(str(move)) == move
    assert Move.parse(str(move)[:len(square_name(move.source))] + "-" + square_name(move.target)) == move
