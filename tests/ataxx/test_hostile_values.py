"""The API refuses hostile values as well as hostile text: a value that is no Move is a TypeError,
a Move off the board an error of the rules, and neither changes the position."""
import pytest

from games.ataxx.board import AtaxxError, Board, Move


@pytest.mark.parametrize("value", [None, "b6", 3.5, ("a",), 7, [1, 2]])
def test_a_value_that_is_no_move_is_a_type_error_and_changes_nothing(value):
    b = Board()
    before = b.fen()
    with pytest.raises(TypeError) as err:
        b.push(value)
    assert "push takes a Move" in str(err.value)
    assert b.fen() == before and b.move_stack == []


@pytest.mark.parametrize("args", [(10**20,), (3, 10**20), (49,), (-2,)])
def test_a_move_off_the_board_is_refused_as_a_move(args):
    with pytest.raises(AtaxxError) as err:
        Move(*args)
    assert isinstance(err.value, ValueError) and err.value.code == "bad_square"
