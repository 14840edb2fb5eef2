"""The argument checks every engine uses: wrong type is a TypeError, out of range a ValueError."""
import pytest

from framework.core.arguments import (ArgumentTypeError, ArgumentValueError, check_bool, check_choice, check_int,
                                 check_seat, check_str)
from framework.core.errors import GameError


def test_a_bool_is_not_a_number():
    with pytest.raises(ArgumentTypeError, match="stones must be a whole number, not True"):
        check_int("stones", True, 1, 15)


def test_a_number_out_of_range_names_the_range():
    with pytest.raises(ArgumentValueError, match="from 1 to 15, not 16") as caught:
        check_int("stones", 16, 1, 15)
    assert isinstance(caught.value, (ValueError, GameError))
    assert caught.value.key == "argument.argument_range"


def test_huge_numbers_are_shown_short():
    with pytest.raises(ArgumentValueError) as caught:
        check_int("limit", 10**400, 0, 10)
    assert len(str(caught.value)) < 120


def test_a_string_is_not_a_switch():
    with pytest.raises(ArgumentTypeError, match="True or False, not 'no'"):
        check_bool("free_pass", "no")
    assert check_bool("free_pass", False) is False


def test_strings_and_their_length():
    assert check_str("text", "a1") == "a1"
    with pytest.raises(ArgumentTypeError):
        check_str("text", 0)
    with pytest.raises(ArgumentValueError):
        check_str("text", "x" * 11, max_len=10)


def test_choices_compare_types():
    assert check_choice("rules", "itpw", ["itpw", "uai"]) == "itpw"
    with pytest.raises(ArgumentTypeError):
        check_choice("seat", True, [0, 1])
    with pytest.raises(ArgumentValueError):
        check_choice("rules", "chess", ["itpw", "uai"])


def test_seats():
    assert check_seat("seat", 1) == 1
    for bad in (-1, 2):
        with pytest.raises(ArgumentValueError):
            check_seat("seat", bad)


class Liar(int):
    """An int whose comparisons always say no (a hostile caller's number)."""

    def __lt__(self, other):
        return False

    def __gt__(self, other):
        return False


def test_an_int_subclass_is_checked_by_its_value_not_its_comparisons():
    with pytest.raises(ArgumentValueError):
        check_int("seat", Liar(5), 0, 1)
    assert type(check_int("seat", Liar(1), 0, 1)) is int


def test_the_engines_refuse_a_lying_number():
    import board
    from games.latrunculi.board import Board as LatrunculiBoard
    with pytest.raises(ArgumentValueError):
        board.Board().waiting(Liar(5))
    with pytest.raises(ArgumentValueError):
        board.Rules(stones=Liar(10**6))
    with pytest.raises(ArgumentValueError):
        LatrunculiBoard(capture_limit=Liar(10**400))
