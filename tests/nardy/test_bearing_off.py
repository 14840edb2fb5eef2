"""Bearing off: only once every remaining checker is home (re-checked after each checker move);
a die takes a checker off the point exactly that far from the edge; with none there, a checker
on a higher point moves inside; with none higher, the highest comes off. Moving inside instead
is always allowed.

Player 1's home is 1-6 (point 1 is one pip from the edge); player -1's is 13-18 (13 is one pip
from the edge, 18 six).
"""
import pytest

from nardy_helpers import after, end_points, position, refusal, turn_texts

WHITE_FAR = {12: -15}        # player -1 still on its head, out of the way


def test_exact_points_come_off():
    board = position({6: 1, 5: 1, 1: 13, **WHITE_FAR}, dice=(6, 5))
    assert ("5/off", "6/off") in turn_texts(board)
    b = after(board, ["6/off", "5/off"])
    assert b.borne_off(1) == 2


def test_minus_one_bears_off_from_its_own_home():
    board = position({18: -1, 13: -14, 24: 15}, turn=-1, dice=(6, 1))
    b = after(board, ["18/off", "13/off"])
    assert b.borne_off(-1) == 2 and b.turn == 1


def test_a_higher_checker_must_move_inside_before_a_lower_comes_off():
    # A 4 with nothing on 4 and a checker on 6: 6/2 inside; 2/off with the 4 is refused.
    board = position({6: 1, 2: 14, **WHITE_FAR}, dice=(4, 4))
    assert refusal(board, "2/off") == "bear_off_higher"
    b = after(board, ["6/2"])
    # Now 2 is the highest point: the remaining fours take checkers off it.
    b.play("2/off")
    assert b.borne_off(1) == 1


def test_overshoot_only_from_the_highest_point():
    board = position({3: 2, 2: 13, **WHITE_FAR}, dice=(6, 5))
    assert refusal(board, "2/off") == "bear_off_higher"
    assert turn_texts(board) == {("3/off", "3/off")}


def test_a_checker_coming_home_lets_the_next_die_bear_off():
    board = position({8: 1, 5: 14, **WHITE_FAR}, dice=(2, 5))
    assert refusal(board, "5/off") == "not_all_home"
    b = after(board, ["8/6"])
    b.play("5/off")
    assert b.borne_off(1) == 1 and b.turn == -1


def test_moving_inside_instead_of_bearing_off_is_allowed():
    # 5-1: 5/off is there to take, but 6/1 and 5/4 (both inside) is a legal turn too.
    board = position({6: 1, 5: 14, **WHITE_FAR}, dice=(5, 1))
    b = after(board, ["6/1", "5/4"])
    assert b.borne_off(1) == 0
    ends = end_points(board)
    assert any(off == (0, 0) for _, off in ends) and any(off == (1, 0) for _, off in ends)


def test_bearing_off_before_all_are_home_is_refused():
    board = position({7: 1, 1: 14, **WHITE_FAR}, dice=(6, 1))
    assert refusal(board, "1/off") == "not_all_home"


@pytest.mark.parametrize("dice", [(6, 6), (5, 4)])
def test_a_die_with_no_checker_far_enough_bears_off_nothing_it_cannot(dice):
    # All on 1: every die takes one off (each overshoots, from the highest point).
    board = position({1: 15, **WHITE_FAR}, dice=dice)
    b = after(board, board.legal_turns()[0])
    assert b.borne_off(1) == (4 if dice[0] == dice[1] else 2)
