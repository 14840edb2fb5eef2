"""Turns: a throw, then dice used one by one; the turn passes after the last die or a pass.

`yield` resigns and the opponent wins. No actions before the throw or after the end.
"""
import pytest

from board import PLAYER_I, PLAYER_II, Board, IllegalMoveError, Move, Rules
from helpers_engine import AFTER_OPENING, START, position, thrown


def test_player_one_throws_first_in_a_new_game():
    b = Board()
    assert b.turn == PLAYER_I and b.winner is None and not b.game_over
    assert b.dice == () and b.throw is None


def test_no_actions_before_the_throw():
    b = Board()
    assert b.legal_moves() == []
    with pytest.raises(IllegalMoveError) as err:
        b.play("pass")
    assert err.value.code == "no_throw"


def test_the_turn_stays_while_dice_remain():
    b = thrown(START, (1, 4, 6))
    b.play("place 1")
    assert b.turn == PLAYER_I and b.dice == (4, 6) and b.throw == (1, 4, 6)
    assert b.moves_this_turn == (Move("place", 1, 1),)


def test_the_turn_passes_when_the_last_die_is_used():
    b = thrown(START, (1, 4, 6))
    for c in ("place 1", "place 4", "place 6"):
        b.play(c)
    assert b.turn == PLAYER_II
    assert b.dice == () and b.throw is None and b.moves_this_turn == ()
    assert b.legal_moves() == []
    assert b.notation() == "------------/A--A-A------/------------ II - 12/0/0 15/0/0"


def test_the_turn_passes_after_pass():
    b = thrown("------------/A-bbb-------/------------ I - 0/0/14 9/0/0", (2, 2, 3))
    b.play("pass")
    assert b.turn == PLAYER_II and b.dice == ()


def test_the_players_alternate():
    b = Board()
    sides = []
    for throw in [(1, 4, 6), (3, 3, 5), (2, 2, 2)]:
        sides.append(b.turn)
        b.roll(throw)
        for _ in range(3):
            if b.turn != sides[-1]:
                break
            b.play(b.legal_moves()[0])
    assert sides == [PLAYER_I, PLAYER_II, PLAYER_I]


def test_yield_resigns_and_the_opponent_wins():
    b = thrown(AFTER_OPENING, (2, 2, 2))
    assert b.play("yield") == Move("yield")
    assert b.winner == PLAYER_II and b.game_over
    assert b.legal_moves() == [] and b.legal_turns() == []


def test_player_two_may_yield_before_throwing():
    b = position("------------/A--A-A------/------------ II - 12/0/0 15/0/0")
    b.play("yield")
    assert b.winner == PLAYER_I


def test_yield_is_allowed_even_with_dice_to_play_and_as_a_move_object():
    b = thrown(START, (1, 4, 6))
    b.play(Move("yield"))
    assert b.winner == PLAYER_II


def test_nothing_can_be_thrown_or_played_after_a_resignation():
    b = thrown(START, (1, 4, 6))
    b.play("yield")
    with pytest.raises(IllegalMoveError) as err:
        b.roll((1, 2, 3))
    assert err.value.code == "game_over"
    with pytest.raises(IllegalMoveError) as err:
        b.play("place 1")
    assert err.value.code == "game_over"
    with pytest.raises(IllegalMoveError) as err:
        b.play("yield")
    assert err.value.code == "game_over"


def test_the_short_game_is_played_in_turns_like_the_long_one():
    b = Board(Rules(stones=3))
    b.roll((1, 2, 3))
    for c in ("place 1", "place 2", "place 3"):
        b.play(c)
    assert b.turn == PLAYER_II and b.waiting(PLAYER_I) == 0
    b.roll((1, 2, 3))
    # Player I has no waiting pieces left: the next throw only moves.
    for c in ("place 1", "place 2", "place 3"):
        b.play(c)
    b.roll((1, 1, 1))
    assert all(m.kind == "move" for m in b.legal_moves())
