"""Rule 5(ii): a piece on the board moves the die's number of points along its course.

Rules 6 and 7: pieces of one colour stack without limit; no piece lands on a point
held by two or more enemy pieces. Rulings: no move past point 36; moves within I-VI are fine.
"""
import pytest

from board import PLAYER_I, PLAYER_II, IllegalMoveError
from helpers_engine import AFTER_OPENING, snapshot, texts, thrown


def test_a_piece_moves_the_number_shown_along_its_course():
    # Player I: pieces on 1, 4 and 6; the first piece moves 5 from point 1 to point 6.
    b = thrown(AFTER_OPENING, (5, 5, 5))
    b.play("move 1 5")
    assert b.count(PLAYER_I, 1) == 0 and b.count(PLAYER_I, 6) == 2


def test_one_piece_may_take_every_step_of_a_throw():
    b = thrown("------------/A-----------/------------ I - 0/0/14 15/0/0", (1, 2, 3))
    b.play("move 1 1")
    b.play("move 1 2")
    b.play("move 1 3")
    assert b.count(PLAYER_I, 7) == 1 and b.on_board(PLAYER_I) == 1


def test_pieces_of_one_colour_stack_without_limit():
    # Fourteen pieces on point 5 and one on point 4: all fifteen end on one point.
    b = thrown("------------/---AN-------/------------ I - 0/0/0 15/0/0", (1, 2, 2))
    b.play("move 1 1")
    assert b.count(PLAYER_I, 5) == 15
    assert b.notation().startswith("------------/----O-------/")


def test_moving_one_piece_from_a_stack_leaves_the_others():
    b = thrown("------------/---C--------/------------ I - 12/0/0 15/0/0", (2, 2, 2))
    b.play("move 1 2")
    assert b.count(PLAYER_I, 4) == 2 and b.count(PLAYER_I, 6) == 1


# Middle row as player I sees it:  A - b - - - - - - - - -
# Player I's only piece on board is on point 1; II's pair stands on I's point 3.
PAIR_AHEAD = "------------/A-b---------/------------ I - 0/0/14 13/0/0"


def test_no_piece_lands_on_a_point_held_by_two_enemy_pieces():
    b = thrown(PAIR_AHEAD, (2, 4, 5))
    assert "move 1 2" not in texts(b.legal_moves())
    before = snapshot(b)
    with pytest.raises(IllegalMoveError) as err:
        b.play("move 1 2")
    assert err.value.code == "blocked" and err.value.params == {"point": 3}
    assert snapshot(b) == before


def test_a_pair_blocks_landing_but_not_passing_over():
    b = thrown(PAIR_AHEAD, (2, 4, 5))
    b.play("move 1 4")             # from 1 over the pair on 3 to 5
    assert b.count(PLAYER_I, 5) == 1


def test_more_than_two_enemy_pieces_block_as_well():
    b = thrown("------------/A-e---------/------------ I - 0/0/14 10/0/0", (2, 2, 2))
    assert [str(m) for m in b.legal_moves()] == ["pass"]


def test_own_stacks_never_block():
    b = thrown("------------/A-C---------/------------ I - 0/0/11 15/0/0", (2, 2, 2))
    b.play("move 1 2")
    assert b.count(PLAYER_I, 3) == 4


def test_a_pair_blocks_player_two_as_well():
    # II's piece on its course 1 (middle row, right end); I's pair on II's course 3 = I's course 10.
    b = thrown("------------/---------B-a/------------ II - 13/0/0 0/0/14", (2, 2, 2))
    assert b.legal_moves() == [b.parse("pass")]
    assert b.count(PLAYER_II, 1) == 1


# Bottom row as player I sees it:  - - - - - - - - - A - -   plus a piece on point 1
# Player I's piece on point 34 (home point IV) and one still on point 1.
NEAR_THE_END = "------------/A-----------/---------A-- I - 0/0/13 15/0/0"


def test_no_move_goes_past_point_36():
    b = thrown(NEAR_THE_END, (3, 1, 1))
    assert "move 2 3" not in texts(b.legal_moves())
    with pytest.raises(IllegalMoveError) as err:
        b.play("move 2 3")
    assert err.value.code == "past_end" and err.value.params == {"point": 34, "die": 3}
    assert "past the end" in str(err.value)


def test_a_move_may_end_exactly_on_point_36():
    b = thrown(NEAR_THE_END, (2, 1, 1))
    b.play("move 2 2")
    assert b.count(PLAYER_I, 36) == 1


def test_pieces_may_move_within_the_home_points():
    # Both pieces on home points I and II; moving inside I-VI is allowed besides bearing off.
    b = thrown("------------/------------/------AA---- I - 0/0/13 15/0/0", (2, 3, 4))
    assert {"move 1 2", "move 1 3", "move 2 4"} <= set(texts(b.legal_moves()))
    b.play("move 2 4")             # from point II (32) to point VI (36)
    assert b.count(PLAYER_I, 36) == 1


def test_a_piece_number_beyond_the_pieces_on_the_board_is_refused():
    b = thrown(AFTER_OPENING, (2, 2, 2))
    before = snapshot(b)
    with pytest.raises(IllegalMoveError) as err:
        b.play("move 9 2")
    assert err.value.code == "no_piece" and err.value.params == {"piece": 9, "count": 3}
    assert snapshot(b) == before


def test_the_move_must_match_an_unused_die():
    b = thrown(AFTER_OPENING, (2, 2, 2))
    with pytest.raises(IllegalMoveError) as err:
        b.play("move 1 3")
    assert err.value.code == "no_die" and err.value.params["die"] == 3


def test_moves_are_player_twos_own_course():
    # II's piece on its course 12 (middle row, left end) moves 3 to its course 15, bottom row column 3.
    b = thrown("------------/a-----------/------------ II - 15/0/0 14/0/0", (3, 3, 3))
    b.play("move 1 3")
    assert b.count(PLAYER_II, 15) == 1 and b.grid()[2][2] == -1
