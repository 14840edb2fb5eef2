"""Rule 5 and the outcome: no men left loses, no legal move loses, the optional capture limit.

The outcome depends only on the position, so it holds straight after reading a FEN, and it is
checked in the issue's order: both Dukes, one Duke, no men, no legal move (then the limit)."""
import pytest

from games.latrunculi.board import (
    BLACK, BOTH_DUKES, DUKE_IMMOBILISED, MOVE_LIMIT, NO_MEN, NO_MOVES, WHITE, Board, IllegalMoveError, Outcome)
from games.latrunculi.render import parse


def test_capturing_the_last_man_wins_though_the_duke_remains():
    board = parse("""
        8 .......d
        7 ........
        6 ....M...
        5 ........
        4 ..Mm....
        3 ........
        2 ........
        1 D.......
          abcdefgh""")
    assert board.outcome() is None
    board.push_notation("e6e4")
    assert board.outcome() == Outcome(WHITE, NO_MEN)
    assert board.result() == "1-0"
    assert board.legal_moves() == []


def test_a_side_with_no_men_has_lost_straight_from_the_fen():
    assert Board("3d4/8/8/8/8/8/4D3/MMMMMMMM b 5 3").outcome() == Outcome(WHITE, NO_MEN)
    assert Board("mmmmmmmm/3d4/8/8/8/8/4D3/8 w 5 3").outcome() == Outcome(BLACK, NO_MEN)


def test_the_side_to_move_without_a_legal_move_loses():
    """Black's Duke is walled in by his own men only (not immobilised), and every black man is stuck."""
    board = parse("""
        8 dmM.....
        7 mM......
        6 M.......
        5 ........
        4 ........
        3 ........
        2 ........
        1 .......D
          abcdefgh""", turn=BLACK)
    assert board.immobilised_dukes() == ()
    assert board.legal_moves() == []
    assert board.outcome() == Outcome(WHITE, NO_MOVES)
    assert board.result() == "1-0"


def test_the_same_position_with_white_to_move_goes_on():
    board = parse("""
        8 dmM.....
        7 mM......
        6 M.......
        5 ........
        4 ........
        3 ........
        2 ........
        1 .......D
          abcdefgh""", turn=WHITE)
    assert board.outcome() is None
    assert board.legal_moves()


def test_a_move_that_leaves_the_opponent_without_a_move_wins():
    board = parse("""
        8 dmM.....
        7 m.......
        6 M.......
        5 ........
        4 .M......
        3 ........
        2 ........
        1 .......D
          abcdefgh""")
    board.push_notation("b4b7")
    # b7 boxes b8 (a8 own Duke, c8 White) and a7 (a8, a6 White): both captured, leaving no men
    assert board.outcome() == Outcome(WHITE, NO_MEN)


def test_both_dukes_come_before_one_duke_and_before_no_men():
    # both Dukes boxed with an enemy beside each, and Black has no men: the side that just moved (Black) wins
    board = Board("DdM5/MM6/8/8/8/8/8/8 w 0 1")
    assert board.outcome() == Outcome(BLACK, BOTH_DUKES)


def test_one_duke_comes_before_no_men():
    # the black Duke on a8 sits between White's b8 and a7; Black also has no men left
    assert Board("dM6/M7/8/8/8/8/8/7D w 0 1").outcome() == Outcome(WHITE, DUKE_IMMOBILISED)


def test_a_player_without_men_loses_even_when_his_duke_could_move():
    assert Board("7d/8/8/8/8/8/8/D6m w 0 1").outcome() == Outcome(BLACK, NO_MEN)


def test_if_neither_side_has_a_man_the_side_that_just_moved_wins():
    assert Board("7d/8/8/8/8/8/8/D7 w 0 1").outcome() == Outcome(BLACK, NO_MEN)
    assert Board("7d/8/8/8/8/8/8/D7 b 0 1").outcome() == Outcome(WHITE, NO_MEN)


class TestCaptureLimit:
    """Off by default; counted in plies, like the FEN's counter."""

    FEN = "mmmmmmm1/3d4/8/8/8/8/4D3/MMMMMMMM {side} {plies} 30"

    def test_off_by_default(self):
        assert Board(self.FEN.format(side="w", plies=500)).outcome() is None

    def test_reaching_the_limit_ends_the_game_and_more_men_win(self):
        board = Board(self.FEN.format(side="b", plies=9), capture_limit=10)
        assert board.outcome() is None
        board.push_notation("a8a7")
        assert board.plies_since_capture == 10
        assert board.outcome() == Outcome(WHITE, MOVE_LIMIT)
        assert board.legal_moves() == []
        with pytest.raises(IllegalMoveError) as refused:
            board.push_notation("b1b2")
        assert refused.value.code == "game_over"

    def test_equal_men_at_the_limit_is_a_draw(self):
        board = Board("mmmmmmmm/3d4/8/8/8/8/4D3/MMMMMMMM w 10 6", capture_limit=10)
        assert board.outcome() == Outcome(None, MOVE_LIMIT)
        assert board.result() == "1/2-1/2"

    def test_a_capture_resets_the_count(self):
        board = Board("mmmmmmmm/3d4/8/8/8/8/4D3/MMMMMMMM w 9 5", capture_limit=10)
        board.push_notation("a1a7")  # captures a8
        assert board.plies_since_capture == 0
        assert board.outcome() is None

    def test_the_option_is_shown_in_the_repr(self):
        board = Board(capture_limit=40)
        assert eval(repr(board)).capture_limit == 40
