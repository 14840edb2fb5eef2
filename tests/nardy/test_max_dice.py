"""As many dice as can be used, over whole turns in every order; else the larger die; else pass.

In these positions only player 1's checker on 20 can move: the fourteen on point 1 are home but
may not bear off while the checker on 20 is outside. Player -1's checkers close points.
"""
import pytest

from nardy_helpers import position, refusal, turn_texts


def lone_runner(closed: list[int], dice):
    """Player 1: one checker on 20, fourteen on 1; player -1 closes ``closed`` (the rest on its head)."""
    points = {20: 1, 1: 14, 12: -(15 - len(closed))}
    for p in closed:
        points[p] = -1
    return position(points, dice=dice)


@pytest.mark.parametrize("dice", [(1, 6), (6, 1)])
def test_both_dice_when_only_one_order_allows_it(dice):
    # 20/19 is closed, so the 1 can be used only after the 6: 20/14 14/13.
    board = lone_runner([19], dice)
    assert turn_texts(board) == {("14/13", "20/14")}
    assert refusal(board, "20/19") == "point_closed"


def test_a_move_that_would_leave_the_other_die_unusable_is_refused():
    # 6-2, points 16 and 12 closed. 20/18 is open on its own, but then no 6 can be played
    # (18/12 and 22/16 are closed); 22/20 and 20/14 use both dice.
    board = position({22: 1, 20: 1, 1: 13, 16: -1, 12: -14}, dice=(6, 2))
    assert turn_texts(board) == {("20/14", "22/20")}
    assert refusal(board, "20/18") == "not_in_legal_turn"
    assert board.copy().play("22/20") is not None      # either order of the legal turn is fine
    assert board.copy().play("20/14") is not None


def test_larger_die_when_only_one_can_be_used():
    # 6-3: 20/14 or 20/17, never both (11 is closed): the 6 must be played.
    board = lone_runner([11], (6, 3))
    assert turn_texts(board) == {("20/14",)}
    assert refusal(board, "20/17") == "larger_die"
    b = board.copy()
    b.play("20/14")
    assert b.turn == -1 and b.dice == ()


def test_smaller_die_when_the_larger_is_blocked():
    board = lone_runner([11, 14], (6, 3))
    assert turn_texts(board) == {("20/17",)}
    assert refusal(board, "20/14") == "point_closed"


def test_a_double_uses_as_many_as_it_can():
    # 5-5 with 10 closed: 20/15 and then nothing (15/10 is closed, the checkers on 1 may not
    # bear off while one is outside): one move, and the turn passes.
    board = lone_runner([10], (5, 5))
    assert turn_texts(board) == {("20/15",)}
    b = board.copy()
    b.play("20/15")
    assert b.turn == -1


def test_no_move_at_all_is_a_pass():
    board = lone_runner([14, 17], (6, 3))
    assert board.legal_turns() == [()]
    assert refusal(board, "20/14") == "point_closed"
    board.play("pass")
    assert board.turn == -1 and board.dice == ()


def test_pass_is_refused_while_a_move_is_possible():
    board = lone_runner([14], (6, 3))
    assert refusal(board, "pass") == "pass_refused"


def test_the_dice_decide_the_distance():
    board = lone_runner([], (6, 3))
    assert refusal(board, "20/16") == "no_such_die"
    assert refusal(board, "20/21") == "wrong_direction"
    assert refusal(board, "19/13") == "no_checker"
