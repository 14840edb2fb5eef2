"""Rule 5(iii) and 9: with every piece on I-VI, a die of N bears off from home point N; all off wins.

Ruling: every piece not yet borne off counts, waiting and captured ones included.
Rules(exact_bear_off=True) reads it the other way: die N from the point N before the end.
"""
import random

import pytest

from board import HOME, PLAYER_I, PLAYER_II, IllegalMoveError, Move, Rules
from helpers_engine import random_game, snapshot, texts, thrown

# Bottom row (player I's home points I-VI are its right half, columns 7-12):
#   - - - - - - A B B C D C      one on I, two on II, two on III, three on IV, four on V, three on VI
ALL_HOME = "------------/------------/------ABBCDC I - 0/0/0 15/0/0"


def test_with_every_piece_home_a_die_bears_off_from_its_point():
    b = thrown(ALL_HOME, (2, 5, 6))
    assert {"take 2", "take 5", "take 6"} <= set(texts(b.legal_moves()))
    b.play("take 2")
    assert b.count(PLAYER_I, HOME + 2) == 1 and b.borne_off(PLAYER_I) == 1
    assert b.remaining(PLAYER_I) == 14


def test_a_die_of_two_takes_from_column_eight_of_the_bottom_row():
    b = thrown(ALL_HOME, (2, 5, 6))
    expected = b.grid()
    expected[2][7] -= 1                       # bottom row, column 8: one piece fewer, nothing else
    b.play("take 2")
    assert b.grid() == expected


def test_player_two_bears_off_from_the_left_half_of_the_top_row():
    # II's home point II (course 32) is the top row's column 5 as player I sees it.
    b = thrown("----b-------/------------/------------ II - 15/0/0 0/0/13", (2, 3, 3))
    b.play("take 2")
    assert b.grid()[0][4] == -1 and b.borne_off(PLAYER_II) == 14


def test_the_take_returns_the_move_with_its_home_point():
    b = thrown(ALL_HOME, (2, 5, 6))
    assert b.play("take 5") == Move("take", 5, HOME + 5)


def test_no_bearing_off_while_a_piece_is_still_on_the_way():
    # One piece on course 30, just before home point I.
    b = thrown("------------/------------/-----ABBCDC- I - 0/0/0 15/0/0", (5, 6, 6))
    assert all(m.kind != "take" for m in b.legal_moves())
    before = snapshot(b)
    with pytest.raises(IllegalMoveError) as err:
        b.play("take 5")
    assert err.value.code == "not_home" and err.value.params == {"outside": 1}
    assert "all your pieces on I-VI" in str(err.value)
    assert snapshot(b) == before


def test_no_bearing_off_while_a_piece_waits_to_enter():
    b = thrown("------------/------------/------ABBCDB I - 1/0/0 15/0/0", (2, 5, 6))
    assert all(m.kind != "take" for m in b.legal_moves())
    with pytest.raises(IllegalMoveError) as err:
        b.play("take 2")
    assert err.value.code == "not_home"


def test_no_bearing_off_while_a_piece_is_captured():
    b = thrown("------------/------------/------ABBCDB I - 0/1/0 15/0/0", (2, 5, 6))
    assert all(m.kind == "place" for m in b.legal_moves())
    with pytest.raises(IllegalMoveError) as err:
        b.play("take 2")
    assert err.value.code == "captured_first"


def test_bearing_off_starts_as_soon_as_the_last_piece_arrives_home():
    # A piece on course 30 and fourteen on point VI; throw 1-6-6.
    b = thrown("------------/------------/-----A-----N I - 0/0/0 15/0/0", (1, 6, 6))
    assert texts(b.legal_moves()) == ["move 1 1"]
    b.play("move 1 1")
    assert texts(b.legal_moves()) == ["take 6"]


def test_no_piece_on_the_point_of_the_die():
    # Everyone home, nothing on point IV: a 4 cannot bear off (but can move a piece within I-VI).
    b = thrown("------------/------------/------AB--CI I - 0/0/0 15/0/0", (4, 4, 4))
    assert "take 4" not in texts(b.legal_moves())
    with pytest.raises(IllegalMoveError) as err:
        b.play("take 4")
    assert err.value.code == "no_piece_at" and err.value.params == {"point": HOME + 4}
    assert "no piece on point 4" in str(err.value)


def test_the_die_must_show_the_point():
    b = thrown(ALL_HOME, (2, 5, 6))
    with pytest.raises(IllegalMoveError) as err:
        b.play("take 3")
    assert err.value.code == "no_die"


def test_exact_bear_off_takes_die_n_from_the_nth_point_before_the_end():
    # exact reading: a 6 bears off from point I (course 31), a 1 from point VI (course 36).
    b = thrown("------------/------------/------A----A I - 0/0/0 2/0/0", (6, 1, 2), exact_bear_off=True)
    assert texts(b.legal_moves()) == ["take 1", "take 6"]
    assert b.play("take 6") == Move("take", 6, 31)
    assert b.count(PLAYER_I, 31) == 0 and b.count(PLAYER_I, 36) == 1


def test_exact_bear_off_is_off_by_default():
    assert Rules().exact_bear_off is False
    b = thrown("------------/------------/------A----A I - 0/0/0 2/0/0", (6, 3, 3))
    assert b.play("take 6") == Move("take", 6, 36)
    assert b.count(PLAYER_I, 36) == 0 and b.count(PLAYER_I, 31) == 1


def test_exact_bear_off_refuses_a_die_without_a_piece_on_its_point():
    b = thrown("------------/------------/------A----A I - 0/0/0 2/0/0", (2, 2, 2), exact_bear_off=True)
    assert "take 2" not in texts(b.legal_moves())   # a 2 would take from course 35: empty


def test_bearing_off_the_last_piece_wins():
    b = thrown("------------/------------/---------A-- I - 0/0/14 15/0/0", (4, 1, 1))
    # Moving 1 and 1 would use two dice; winning at once counts as using all three.
    assert texts(b.legal_moves()) == ["take 4"]
    b.play("take 4")
    assert b.winner == PLAYER_I and b.game_over
    assert b.legal_moves() == [] and b.dice == ()
    assert b.borne_off(PLAYER_I) == 15 and b.remaining(PLAYER_I) == 0


def test_nothing_more_happens_after_the_game_is_won():
    b = thrown("------------/------------/---------A-- I - 0/0/14 15/0/0", (4, 1, 1))
    b.play("take 4")
    with pytest.raises(IllegalMoveError) as err:
        b.play("move 1 1")
    assert err.value.code == "game_over"
    with pytest.raises(IllegalMoveError) as err:
        b.roll((1, 2, 3))
    assert err.value.code == "game_over"
    with pytest.raises(IllegalMoveError):
        b.play("yield")


def test_the_short_game_is_won_by_bearing_off_three_pieces():
    # Short game: one piece on point I, two on point IV; throw 1-4-4 bears all three off.
    b = thrown("------------/------------/------A--B-- I - 0/0/0 3/0/0", (1, 4, 4))
    assert b.rules.stones == 3
    for command in ("take 1", "take 4", "take 4"):
        b.play(command)
    assert b.winner == PLAYER_I


@pytest.mark.parametrize("seed", range(4))
def test_short_games_of_three_pieces_end_with_all_three_borne_off(seed):
    rng = random.Random(seed)
    b = None
    for b in random_game(rng, Rules(stones=3)):
        pass
    assert b is not None and b.winner in (PLAYER_I, PLAYER_II)
    assert b.borne_off(b.winner) == 3 and b.borne_off(1 - b.winner) < 3
