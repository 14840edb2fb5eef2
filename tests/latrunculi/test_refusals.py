"""The referee refuses every malformed or illegal move with a reason code, changing nothing."""
import pytest

from games.latrunculi.board import Board, IllegalMoveError, InvalidMoveError, Move, square
from framework.core.errors import IllegalActionError, InvalidActionError

GAME_OVER = "mmmmmmmm/3d4/8/8/8/8/4D3/8 w 5 3"  # White has no men left


@pytest.mark.parametrize("fen, text, code, square", [
    (None, "hello", "malformed", None),
    (None, "e1", "malformed", None),
    (None, "i1i2", "off_board", "i1"),
    (None, "a1a9", "off_board", "a9"),
    (None, "e4e5", "empty_square", "e4"),
    (None, "a8a7", "opponent_piece", "a8"),
    (None, "d7d5", "opponent_piece", "d7"),
    (None, "e1e3", "cannot_move", "e1"),  # e1 is walled in by d1, f1 and the Duke on e2
    (None, "e1f3", "cannot_move", "e1"),  # the first reason a player would see
    (None, "a1a1", "zero_length", "a1"),
    (None, "a1b2", "not_straight", None),
    (None, "e2c4", "not_straight", None),
    (None, "a1a8", "blocked", "a8"),  # the target is taken
    (None, "d1d8", "blocked", "d7"),  # the black Duke stands in the way
    (None, "e2e1", "blocked", "e1"),
    (None, "b1h1", "blocked", "c1"),
    (GAME_OVER, "e2e3", "game_over", None),
    (GAME_OVER, "hello", "malformed", None),
])
def test_refusal_codes(fen, text, code, square):
    board = Board(fen)
    board_before, fen_before = repr(board), board.fen()
    with pytest.raises(ValueError) as error:
        board.push_notation(text)
    assert error.value.code == code
    if square is not None:
        assert error.value.params["square"] == square
    family = InvalidActionError if code == "malformed" else IllegalActionError
    assert isinstance(error.value, family)
    assert (repr(board), board.fen(), board.move_stack, board.last_effects) == (board_before, fen_before, [], None)


def test_a_refused_move_after_others_leaves_the_history_alone():
    board = Board()
    board.push_notation("a1a7")
    stack, effects = list(board.move_stack), board.last_effects
    with pytest.raises(IllegalMoveError):
        board.push_notation("a7a6")  # Black's turn
    assert (board.move_stack, board.last_effects) == (stack, effects)
    assert board.fen() == "1mmmmmmm/M2d4/8/8/8/8/4D3/1MMMMMMM b 0 1"


def test_push_checks_moves_given_as_values_too():
    board = Board()
    with pytest.raises(IllegalMoveError) as error:
        board.push(Move.parse("a1b2"))
    assert error.value.code == "not_straight"


def test_parse_move_checks_without_playing():
    board = Board()
    assert str(board.parse_move("a1-a7")) == "a1a7"
    assert board.move_stack == []
    with pytest.raises(InvalidMoveError):
        board.parse_move("a1")


def test_is_legal_agrees_with_the_move_list():
    board = Board()
    legal = set(board.legal_moves())
    for s in range(64):
        for t in range(64):
            move = Move(square(s % 8, s // 8), square(t % 8, t // 8))
            assert board.is_legal(move) == (move in legal)
