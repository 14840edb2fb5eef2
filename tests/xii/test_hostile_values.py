"""The API refuses hostile values as well as hostile text: a hand-built Move with a huge number is a
refusal of the rules (never an IndexError), a Move whose fields have the wrong type is a TypeError, and
neither changes the position."""
import pytest

from framework.core.arguments import ArgumentTypeError

from board import Board, IllegalMoveError, InvalidCommandError, Move

HUGE = 10**20


def thrown() -> Board:
    b = Board()
    b.roll((1, 4, 6))
    return b


@pytest.mark.parametrize("move", [Move("place", HUGE, HUGE), Move("place", 4, HUGE), Move("move", 1, HUGE, 1),
                                  Move("move", HUGE, 4, HUGE), Move("take", 6, HUGE), Move("take", HUGE, 36),
                                  Move("dance"), Move("place", -4, -4)])
def test_a_hand_built_move_with_impossible_numbers_is_refused_by_the_rules(move):
    b = thrown()
    before = b.notation()
    with pytest.raises(IllegalMoveError):
        b.play(move)
    assert b.notation() == before


@pytest.mark.parametrize("move", [Move("place", 4.0, 4.0), Move("place", "4", 4), Move("place", True, 1),
                                  Move(4, 4, 4), Move("place", 4, 4, None)])
def test_a_move_with_fields_of_the_wrong_type_is_a_type_error_before_anything_changes(move):
    b = thrown()
    before = b.notation()
    with pytest.raises(TypeError) as err:
        b.play(move)
    assert "whole numbers" in str(err.value)
    assert b.notation() == before and b.legal_moves()


@pytest.mark.parametrize("value", [None, 3.5, ("place", 4), b"place 4"])
def test_a_value_that_is_neither_a_move_nor_text_is_refused_as_a_wrong_type(value):
    b = thrown()
    before = b.notation()
    with pytest.raises(ArgumentTypeError):
        b.play(value)
    assert b.notation() == before
