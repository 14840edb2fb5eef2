"""Rule 5(i): a waiting piece is placed on the entry point 1-6 shown by a die."""
import pytest

from board import PLAYER_I, PLAYER_II, Board, IllegalMoveError, Move
from helpers_engine import START, snapshot, texts, thrown


def test_at_the_start_each_die_enters_a_piece_on_its_point():
    b = thrown(START, (1, 4, 6))
    assert texts(b.legal_moves()) == ["place 1", "place 4", "place 6"]


def test_entering_places_the_piece_on_the_course_point_of_the_die():
    b = thrown(START, (1, 4, 6))
    b.play("place 4")
    assert b.count(PLAYER_I, 4) == 1 and b.waiting(PLAYER_I) == 14
    assert b.grid()[1] == [0, 0, 0, 1] + [0] * 8


def test_player_two_enters_from_the_right_end_of_the_middle_row():
    b = thrown("------------/------------/------------ II - 15/0/0 15/0/0", (2, 5, 5))
    b.play("place 2")
    assert b.count(PLAYER_II, 2) == 1
    assert b.grid()[1] == [0] * 10 + [-1, 0]


def test_entered_pieces_stack_on_their_own_point():
    b = thrown(START, (3, 3, 3))
    for _ in range(3):
        b.play("place 3")
    assert b.count(PLAYER_I, 3) == 3
    assert b.notation().startswith("------------/--C---------/")


def test_place_returns_the_move_played():
    b = thrown(START, (1, 4, 6))
    assert b.play("place 6") == Move("place", 6, 6)


# The middle row, as player I sees it:   - - b - - - - - - - - -
# II's pair on its course 10 is player I's entry point 3.
PAIR_ON_THREE = "------------/--b---------/------------ I - 15/0/0 13/0/0"


def test_no_piece_enters_on_a_point_held_by_two_enemy_pieces():
    b = thrown(PAIR_ON_THREE, (3, 1, 2))
    assert "place 3" not in texts(b.legal_moves())
    before = snapshot(b)
    with pytest.raises(IllegalMoveError) as err:
        b.play("place 3")
    assert err.value.code == "blocked" and err.value.params == {"point": 3}
    assert "held by two or more enemy pieces" in str(err.value)
    assert snapshot(b) == before


def test_three_enemy_pieces_block_the_entry_point_too():
    b = thrown("------------/--c---------/------------ I - 15/0/0 12/0/0", (3, 3, 3))
    assert b.legal_moves() == [Move("pass")]


def test_a_die_whose_entry_point_is_blocked_can_still_move_a_piece():
    b = thrown(PAIR_ON_THREE, (3, 1, 2))
    b.play("place 1")
    assert "move 1 3" in texts(b.legal_moves())
    b.play("move 1 3")
    assert b.count(PLAYER_I, 4) == 1


def test_waiting_pieces_may_enter_at_any_time_not_only_at_the_start():
    # Player I has pieces far along the course and still may enter the rest.
    b = thrown("------------/------------/------B----- I - 13/0/0 15/0/0", (2, 3, 5))
    assert {"place 2", "place 3", "place 5"} <= set(texts(b.legal_moves()))


def test_nothing_enters_when_no_piece_is_waiting():
    b = thrown("------------/A-----------/------------ I - 0/0/14 15/0/0", (2, 3, 4))
    assert all(m.kind != "place" for m in b.legal_moves())
    with pytest.raises(IllegalMoveError) as err:
        b.play("place 2")
    assert err.value.code == "nothing_to_enter"


def test_the_entry_point_must_match_an_unused_die():
    b = thrown(START, (1, 4, 6))
    before = snapshot(b)
    with pytest.raises(IllegalMoveError) as err:
        b.play("place 5")
    assert err.value.code == "no_die"
    assert err.value.params == {"die": 5, "dice": (1, 4, 6)}
    assert "no die shows 5" in str(err.value)
    assert snapshot(b) == before


def test_a_die_is_used_up_by_entering():
    b = thrown(START, (4, 4, 1))
    b.play("place 4")
    b.play("place 4")
    with pytest.raises(IllegalMoveError) as err:
        b.play("place 4")
    assert err.value.code == "no_die"
    assert b.dice == (1,)


def test_both_players_may_enter_on_the_same_row_without_meeting():
    # I's entry points 1-6 are II's points 7-12: entering never lands on the other's entry point.
    b = Board()
    b.roll((1, 2, 3))
    for c in ("place 1", "place 2", "place 3"):
        b.play(c)
    b.roll((1, 2, 3))
    for c in ("place 1", "place 2", "place 3"):
        b.play(c)
    assert b.captured(PLAYER_I) == 0 and b.captured(PLAYER_II) == 0
    assert b.grid()[1] == [1, 1, 1] + [0] * 6 + [-1, -1, -1]
