"""The course: 36 points per player, three rows of twelve, player II's course is player I's turned.

Rows 0 top, 1 middle, 2 bottom and columns 0-11 left to right, as player I sees the board.
The issue's table counts columns 1-12; the tests below subtract one.
"""
import random

import pytest

from board import HOME, OPPOSITE, PLAYER_I, PLAYER_II, POINTS, Board, cell_of, point_at
from helpers_engine import random_position, ref_legal, texts, thrown, turned

TOP, MIDDLE, BOTTOM = 0, 1, 2


@pytest.mark.parametrize("p, cell", [
    (1, (MIDDLE, 0)), (6, (MIDDLE, 5)), (12, (MIDDLE, 11)),     # middle row, left to right
    (13, (TOP, 11)), (24, (TOP, 0)),                            # top row, right to left
    (25, (BOTTOM, 0)), (31, (BOTTOM, 6)), (36, (BOTTOM, 11)),   # bottom row, left to right
])
def test_player_one_runs_middle_then_top_then_bottom(p, cell):
    assert cell_of(PLAYER_I, p) == cell


@pytest.mark.parametrize("p, cell", [
    (1, (MIDDLE, 11)), (12, (MIDDLE, 0)),                       # middle row, right to left
    (13, (BOTTOM, 0)), (24, (BOTTOM, 11)),                      # bottom row, left to right
    (25, (TOP, 11)), (36, (TOP, 0)),                            # top row, right to left
])
def test_player_two_runs_middle_then_bottom_then_top(p, cell):
    assert cell_of(PLAYER_II, p) == cell


@pytest.mark.parametrize("player", [PLAYER_I, PLAYER_II])
def test_each_course_visits_every_one_of_the_36_cells_once(player):
    cells = {cell_of(player, p) for p in range(1, POINTS + 1)}
    assert len(cells) == 36 == POINTS


@pytest.mark.parametrize("player", [PLAYER_I, PLAYER_II])
def test_point_at_is_the_inverse_of_cell_of(player):
    for p in range(1, POINTS + 1):
        assert point_at(player, *cell_of(player, p)) == p


def test_player_two_course_is_player_one_course_turned_180_degrees():
    for p in range(1, POINTS + 1):
        row, col = cell_of(PLAYER_I, p)
        assert cell_of(PLAYER_II, p) == (2 - row, 11 - col)


@pytest.mark.parametrize("p, other", [(1, 12), (12, 1), (6, 7), (13, 25), (24, 36), (25, 13), (36, 24)])
def test_opposite_numbering_follows_the_issue_formula(p, other):
    # 13-p for 1-12, p+12 for 13-24, p-12 for 25-36
    assert OPPOSITE[p] == other


def test_opposite_names_the_same_physical_point_and_is_its_own_inverse():
    for p in range(1, POINTS + 1):
        assert cell_of(PLAYER_I, p) == cell_of(PLAYER_II, OPPOSITE[p])
        assert OPPOSITE[OPPOSITE[p]] == p


def test_both_players_share_the_middle_row_in_opposite_directions():
    # My entry points 1-6 are the opponent's points 7-12, and the other way round.
    assert [OPPOSITE[p] for p in range(1, 7)] == [12, 11, 10, 9, 8, 7]
    assert {cell_of(PLAYER_I, p)[0] for p in range(1, 13)} == {MIDDLE}
    assert {cell_of(PLAYER_II, p)[0] for p in range(1, 13)} == {MIDDLE}


def test_home_points_one_to_six_are_the_last_six_course_points():
    assert HOME == 30
    # For player I a die of 2 bears off from column 8 of the bottom row (index 7).
    assert cell_of(PLAYER_I, HOME + 2) == (BOTTOM, 7)
    # Player II's home points are the top row's left half, counted right to left.
    assert [cell_of(PLAYER_II, HOME + n) for n in range(1, 7)] == [(TOP, 5 - i) for i in range(6)]


def test_cell_of_refuses_points_off_the_course():
    with pytest.raises(ValueError):
        cell_of(PLAYER_I, 0)
    with pytest.raises(ValueError):
        cell_of(PLAYER_II, 37)


def test_a_piece_turns_from_the_middle_row_into_the_top_row():
    # Player I's piece on course 12 (middle row, right end) moves 1 to the top row's right end.
    b = thrown("------------/-----------A/------------ I - 0/0/0 1/0/0", (1, 1, 1))
    b.play("move 1 1")
    assert b.grid()[TOP][11] == 1 and b.count(PLAYER_I, 13) == 1


def test_a_piece_turns_from_the_top_row_into_the_bottom_row():
    b = thrown("A-----------/------------/------------ I - 0/0/0 1/0/0", (1, 1, 1))
    b.play("move 1 1")
    assert b.grid()[BOTTOM][0] == 1 and b.count(PLAYER_I, 25) == 1


def test_player_two_enters_on_the_middle_row_from_the_right():
    b = thrown("------------/------------/------------ II - 1/0/0 1/0/0", (3, 3, 3))
    b.play("place 3")
    assert b.grid() == [[0] * 12, [0] * 9 + [-1, 0, 0], [0] * 12]


def test_player_two_turns_from_the_middle_row_into_the_bottom_row():
    # II's course 12 is the middle row's left end; one more point is the bottom row's left end.
    b = thrown("------------/a-----------/------------ II - 1/0/0 0/0/0", (1, 1, 1))
    b.play("move 1 1")
    assert b.grid()[BOTTOM][0] == -1 and b.count(PLAYER_II, 13) == 1


def test_player_two_plays_exactly_as_player_one_would_from_the_other_seat():
    # Every position, turned around with the seats swapped, offers the same actions.
    rng = random.Random(2024)
    for _ in range(300):
        notation = random_position(rng)
        b, mirrored = Board.from_notation(notation), Board.from_notation(turned(notation))
        assert texts(b.legal_moves()) == texts(mirrored.legal_moves()), notation


def test_a_turned_position_is_the_same_board_seen_from_the_other_seat():
    # Guards the symmetry test above: the turned position really is different and mirrored.
    notation = "-b---a------/A--A-A------/-----------C II 43 0/0/0 0/1/2"
    b, mirrored = Board.from_notation(notation), Board.from_notation(turned(notation))
    assert mirrored.turn == PLAYER_I and b.turn == PLAYER_II
    assert mirrored.grid() == [[-v for v in row[::-1]] for row in b.grid()[::-1]]
    assert turned(turned(notation)) == notation
    assert ref_legal(notation) == ref_legal(turned(notation))
