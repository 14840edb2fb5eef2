"""Board.last_capture: which piece the last action captured, so the game adapter need not compare counts.

The point is the captured piece's own course point (its owner's numbering), read from the history.
"""
from board import PLAYER_II
from games.xii.game import XiiGame
from helpers_engine import AFTER_OPENING, thrown


def test_a_move_onto_a_lone_piece_names_that_pieces_point():
    # After the opening II's lone piece stands on its course 5 (I's 8); I's piece on 6 moves 2 onto it.
    b = thrown(AFTER_OPENING, (2, 2, 2))
    assert b.last_capture is None                    # a throw captures nothing
    b.play("move 3 2")
    assert b.last_capture == 5


def test_entering_onto_a_lone_piece_names_it_too():
    b = thrown("------------/---a--------/------------ I - 15/0/0 14/0/0", (4, 1, 2))
    b.play("place 4")
    assert b.last_capture == 9                       # II's piece on its course 9 = I's entry point 4


def test_player_two_capturing_names_player_ones_point():
    b = thrown("------------/-----------A/------------ II - 14/0/0 15/0/0", (1, 3, 3))
    b.play("place 1")
    assert b.last_capture == 12                      # I's piece on its course 12 = II's entry point 1


def test_an_action_that_captures_nothing_and_an_undo_forget_it():
    b = thrown(AFTER_OPENING, (2, 2, 2))
    b.play("move 3 2")
    b.play("move 1 2")                               # 1 -> 3: nobody there
    assert b.last_capture is None
    b.undo()
    assert b.last_capture == 5                       # back to just after the capture
    b.undo()
    assert b.last_capture is None


def test_the_adapter_reports_the_capture_as_an_effect():
    game = XiiGame(thrown(AFTER_OPENING, (2, 2, 2)))
    played = game.apply(game.parse_action("move 3 2"))
    assert [(e.kind, e.at, e.detail) for e in played.effects] == [("capture", 8, (5,))]
    assert game.board.captured(PLAYER_II) == 1
    quiet = game.apply(game.parse_action("move 1 2"))
    assert quiet.effects == ()
