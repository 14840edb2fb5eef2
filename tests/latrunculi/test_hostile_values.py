"""The API refuses hostile values as well as hostile text: a value that is no move is a TypeError,
a move naming squares off the board is refused by the rules, and neither changes the position."""
import pytest

from games.latrunculi.board import Board, IllegalMoveError, Move


@pytest.mark.parametrize("value", [None, "a1a7", 3.5, (1,), (1, 2, 3), (1.0, 2), ("a1", "a7")])
def test_a_value_that_is_no_move_is_a_type_error_and_changes_nothing(value):
    b = Board()
    before = b.fen()
    with pytest.raises(TypeError) as err:
        b.push(value)
    assert "push takes a Move" in str(err.value)
    assert b.fen() == before


@pytest.mark.parametrize("move", [Move(10**20, 3), Move(0, 10**20), Move(-1, 0), Move(0, -5)])
def test_a_move_off_the_board_is_refused_by_the_rules(move):
    b = Board()
    before = b.fen()
    with pytest.raises(IllegalMoveError) as err:
        b.push(move)
    assert err.value.code == "off_board" and b.fen() == before
