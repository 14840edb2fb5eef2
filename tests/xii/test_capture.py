"""Rule 8 and 5(iv): a lone piece is captured by an enemy landing there, and must re-enter first.

Ruling: while a player has a captured piece, re-entering it is the only action;
dice that cannot re-enter it are lost.
"""
import pytest

from board import PLAYER_I, PLAYER_II, IllegalMoveError, Move
from helpers_engine import AFTER_OPENING, accounted, snapshot, texts, thrown

PASS = Move("pass")


def test_a_lone_piece_is_captured_by_a_move_onto_it():
    # Middle row: A - - A - A - a - b - -   I's third piece (on 6) moves 2 onto II's lone piece.
    b = thrown(AFTER_OPENING, (2, 2, 2))
    b.play("move 3 2")
    assert b.captured(PLAYER_II) == 1 and b.captures(PLAYER_I) == 1
    assert b.grid()[1][7] == 1                       # I's piece now stands where II's stood
    assert b.notation() == "------------/A--A---A-b--/------------ I 22 12/0/0 12/1/0"


def test_a_lone_piece_is_captured_by_entering_onto_it():
    # II's lone piece on its course 9 is player I's entry point 4.
    b = thrown("------------/---a--------/------------ I - 15/0/0 14/0/0", (4, 1, 2))
    b.play("place 4")
    assert b.captured(PLAYER_II) == 1 and b.count(PLAYER_II, 9) == 0
    assert b.grid()[1][3] == 1
    assert b.notation().split()[3:] == ["14/0/0", "14/1/0"]


def test_player_two_captures_player_one_the_same_way():
    # I's lone piece on its course 12 is II's entry point 1.
    b = thrown("------------/-----------A/------------ II - 14/0/0 15/0/0", (1, 3, 3))
    b.play("place 1")
    assert b.captured(PLAYER_I) == 1 and b.captures(PLAYER_II) == 1
    assert b.grid()[1][11] == -1


def test_a_capture_keeps_every_piece_accounted_for():
    b = thrown(AFTER_OPENING, (2, 2, 2))
    b.play("move 3 2")
    assert accounted(b, PLAYER_I) == accounted(b, PLAYER_II) == 15


# After the seed's worked example, II to move with one piece captured:
# middle row  A - - - - - - B - b - -   I's pair on II's entry point 5.
AFTER_EXAMPLE = "------------/A------B-b--/------------ II - 12/0/0 12/1/0"


def test_a_captured_piece_must_re_enter_before_any_other_piece_moves():
    b = thrown(AFTER_EXAMPLE, (1, 2, 4))
    assert texts(b.legal_moves()) == ["place 1", "place 2", "place 4"]
    before = snapshot(b)
    with pytest.raises(IllegalMoveError) as err:
        b.play("move 1 1")
    assert err.value.code == "captured_first"
    assert "re-enter your captured piece first" in str(err.value)
    assert snapshot(b) == before


def test_re_entering_takes_the_captured_piece_not_a_waiting_one():
    b = thrown(AFTER_EXAMPLE, (1, 2, 4))
    b.play("place 4")
    assert b.captured(PLAYER_II) == 0 and b.waiting(PLAYER_II) == 12


def test_after_re_entering_the_other_dice_move_freely():
    b = thrown(AFTER_EXAMPLE, (1, 2, 4))
    b.play("place 4")
    assert "move 1 1" in texts(b.legal_moves())


def test_dice_that_cannot_re_enter_the_captured_piece_are_lost():
    # II's entry point 5 is held by I's pair: a throw of 5-5-5 cannot re-enter.
    b = thrown(AFTER_EXAMPLE, (5, 5, 5))
    assert b.legal_moves() == [PASS]
    b.play("pass")
    assert b.turn == PLAYER_I and b.captured(PLAYER_II) == 1 and b.count(PLAYER_II, 3) == 2


def test_waiting_pieces_cannot_enter_while_a_captured_one_cannot():
    # II has waiting pieces too, but with a captured piece off the board nothing else is played.
    b = thrown(AFTER_EXAMPLE, (5, 5, 5))
    with pytest.raises(IllegalMoveError) as err:
        b.play("place 5")
    assert err.value.code == "blocked" and err.value.params == {"point": 5}


def test_a_die_lost_for_re_entry_can_still_be_used_after_the_piece_is_back():
    # 5-5-1: only the 1 re-enters, then both fives may move pieces.
    b = thrown(AFTER_EXAMPLE, (5, 5, 1))
    assert texts(b.legal_moves()) == ["place 1"]
    b.play("place 1")
    assert b.legal_moves() != [PASS]
    assert all(m.die == 5 for m in b.legal_moves())


def test_two_captured_pieces_both_re_enter_before_anything_else():
    b = thrown("------------/A------B-b--/------------ II - 12/0/0 11/2/0", (1, 2, 4))
    assert b.captured(PLAYER_II) == 2
    b.play("place 1")
    assert texts(b.legal_moves()) == ["place 2", "place 4"]
    b.play("place 2")
    assert "move 3 4" in texts(b.legal_moves())     # the pair on point 3 may move now


def test_a_captured_piece_must_re_enter_before_bearing_off():
    # Top row: a - - - - a A - - - - -   II has pieces on its home points VI (course 36)
    # and I (course 31); I's piece on its course 18 lands on II's lone piece on point I.
    b = thrown("a----aA-----/------------/------------ I - 0/0/1 0/0/0", (1, 1, 1))
    b.play("move 1 1")
    assert b.captured(PLAYER_II) == 1
    b.play("move 1 1")
    b.play("move 1 1")
    b.roll((6, 1, 2))
    assert texts(b.legal_moves()) == ["place 1", "place 2", "place 6"]
    with pytest.raises(IllegalMoveError) as err:
        b.play("take 6")
    assert err.value.code == "captured_first"


def test_a_pair_is_never_captured():
    # II's pair on I's point 10: I cannot land there with a 4 from 6.
    b = thrown(AFTER_OPENING, (4, 4, 4))
    with pytest.raises(IllegalMoveError):
        b.play("move 3 4")
    assert b.count(PLAYER_II, 3) == 2


def test_re_entering_can_itself_capture():
    # I's piece captured; II's lone piece on I's entry point 2 (II's course 11).
    b = thrown("------------/-a----------/------B----- I - 0/1/12 14/0/0", (2, 3, 3))
    b.play("place 2")
    assert b.captured(PLAYER_I) == 0 and b.captured(PLAYER_II) == 1
