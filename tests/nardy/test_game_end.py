"""The game ends the moment the fifteenth checker comes off: 2 points ("марс") if the loser has
borne off none, otherwise 1 ("ойн"); the rest of the throw is dropped."""
from games.nardy.board import Board
from nardy_helpers import position, refusal


def test_mars_when_the_loser_has_borne_off_none():
    board = position({1: 1, 12: -15}, dice=(3, 2))
    board.play("1/off")
    assert board.winner == 1 and board.game_points == 2


def test_oyn_when_the_loser_has_borne_off_one():
    board = position({1: 1, 13: -14}, dice=(3, 2))       # white has one checker off
    board.play("1/off")
    assert board.winner == 1 and board.game_points == 1


def test_minus_one_wins_a_mars():
    board = position({13: -1, 24: 15}, turn=-1, dice=(1, 1))
    board.play("13/off")
    assert board.winner == -1 and board.game_points == 2


def test_the_rest_of_the_throw_is_dropped():
    board = position({2: 1, 1: 1, 12: -15}, dice=(4, 4))
    board.play("2/off")
    board.play("1/off")
    assert board.winner == 1 and board.dice == ()
    assert board.legal_turns() == []
    assert refusal(board, "pass") == "game_over"


def test_a_win_with_one_die_is_a_whole_turn():
    # 6-1 with the last checker on 6: 6/off wins at once, and 6/5 5/off wins too.
    board = position({6: 1, 12: -15}, dice=(6, 1))
    assert len(board.legal_turns()) == 1           # one resulting position: the win
    quick = board.copy()
    quick.play("6/off")
    slow = board.copy()
    slow.play("6/5")
    assert slow.winner is None
    slow.play("5/off")
    assert quick.winner == slow.winner == 1 and quick.points() == slow.points()


def test_no_points_before_the_end():
    board = Board()
    assert board.winner is None and board.game_points is None


def test_no_throw_after_the_end():
    board = position({1: 1, 12: -15}, dice=(3, 2))
    board.play("1/off")
    try:
        board.roll((1, 2))
    except ValueError as exc:
        assert exc.code == "game_over"
    else:
        raise AssertionError("a throw after the end was accepted")
