"""The head: one checker leaves it per turn; two in a player's first turn with 6-6, 4-4 or 3-3.

Player 1's head is point 24 (it moves 24 -> 1); player -1's is point 12 (12 -> 1 -> 24 -> 13).
At the start the opponent's head closes the point twelve away, so 6-6 stops after 24/18 and
4-4 after 24/20/16.
"""
import pytest

from games.nardy.board import Board
from nardy_helpers import after, end_points, position, refusal, turn_texts

# Player -1's first turn: player 1 has moved one checker 24/13 (a 6-5), nothing in -1's way.
MINUS_FIRST = {24: 14, 13: 1, 12: -15}


def first_turn(player: int, dice) -> Board:
    if player == 1:
        board = Board()
    else:
        board = position(MINUS_FIRST, turn=-1)
    board.roll(dice)
    return board


def head_leavers(board: Board, turn) -> int:
    head = 24 if board.turn == 1 else 12
    return sum(1 for m in turn if m.source == head)


@pytest.mark.parametrize("player", [1, -1])
def test_first_turn_six_six_takes_two_from_the_head(player):
    board = first_turn(player, (6, 6))
    expected = {("24/18", "24/18")} if player == 1 else {("12/6", "12/6")}
    assert turn_texts(board) == expected


@pytest.mark.parametrize("player", [1, -1])
def test_first_turn_four_four_takes_two_from_the_head(player):
    board = first_turn(player, (4, 4))
    # Each of the two head checkers goes four and four more; the next step is the opponent's head
    # (player 1) or player 1's head on 24 (player -1).
    if player == 1:
        expected = {("20/16", "20/16", "24/20", "24/20")}
    else:
        expected = {("12/8", "12/8", "8/4", "8/4")}
    assert turn_texts(board) == expected


def test_first_turn_three_three_takes_two_from_the_head():
    board = first_turn(1, (3, 3))
    # Two checkers share four threes, each at most three steps (24/21/18/15, then 12 is closed).
    results = {tuple(sorted(p for p, n in enumerate(after_points(board, t), 1) if 0 < n < 13))
               for t in board.legal_turns()}
    assert results == {(15, 21), (18,)}
    assert all(head_leavers(board, t) == 2 for t in board.legal_turns())


def test_first_turn_three_three_for_player_minus_one():
    board = first_turn(-1, (3, 3))
    assert all(head_leavers(board, t) == 2 for t in board.legal_turns())
    assert len(board.legal_turns()) == 2        # 9 and 3, or both on 6


def points_of(points: dict[int, int]) -> tuple[int, ...]:
    return tuple(points.get(p, 0) for p in range(1, 25))


def after_points(board, turn):
    b = board.copy()
    for m in turn:
        b.play(m)
    return b.points()


@pytest.mark.parametrize("player", [1, -1])
def test_five_five_gets_no_exception(player):
    board = first_turn(player, (5, 5))
    turns = board.legal_turns()
    assert all(head_leavers(board, t) == 1 for t in turns)
    # One checker goes all the way: 24/19/14/9/4, or 12/7/2/21/16.
    expected = {("14/9", "19/14", "24/19", "9/4")} if player == 1 else {("12/7", "2/21", "21/16", "7/2")}
    assert turn_texts(board) == expected
    b = board.copy()
    b.play("24/19" if player == 1 else "12/7")
    assert refusal(b, "24/19" if player == 1 else "12/7") == "head_rule"


@pytest.mark.parametrize("dice", [(1, 2), (6, 5), (2, 2), (1, 1), (5, 5)])
def test_other_first_throws_take_one(dice):
    board = first_turn(1, dice)
    assert {head_leavers(board, t) for t in board.legal_turns()} == {1}


def test_later_turn_double_takes_only_one():
    # Not a first turn any more (one checker has left): 6-6 moves one head checker only.
    board = position({24: 14, 23: 1, 12: -14, 11: -1}, dice=(6, 6))
    # 24/18 and 23/17; 18/12 and 17/11 are closed, and a second head checker may not leave.
    assert turn_texts(board) == {("23/17", "24/18")}
    b = board.copy()
    b.play("24/18")
    assert refusal(b, "24/18") == "head_rule"


def test_later_turn_three_three_takes_only_one():
    board = position({24: 13, 21: 2, 12: -15}, dice=(3, 3))
    for turn in board.legal_turns():
        assert head_leavers(board, turn) <= 1
    b = board.copy()
    b.play("24/21")
    assert refusal(b, "24/21") == "head_rule"


def test_a_head_checker_may_go_on_moving():
    # Only the head can move (the checker on 1 may not bear off yet): one checker uses both dice.
    board = position({24: 14, 1: 1, 12: -15}, dice=(2, 3))
    assert end_points(board) == {(points_of({24: 13, 19: 1, 1: 1, 12: -15}), (0, 0))}
    assert after(board, ["24/22", "22/19"]).points() == after(board, ["24/21", "21/19"]).points()


def test_the_first_turn_is_all_fifteen_on_the_head_even_after_the_opponent_moved():
    # Player -1 still has all fifteen on 12: 6-6 lets two leave, as in the first turn.
    board = position({24: 13, 18: 2, 12: -15}, turn=-1, dice=(6, 6))
    assert {head_leavers(board, t) for t in board.legal_turns()} == {2}
