"""undo(): back one action (a throw or a play), any number of times, across turns."""
import random

import pytest

from board import PLAYER_I, PLAYER_II, Board, Rules
from helpers_engine import AFTER_OPENING, START, position, random_game, snapshot, thrown

OPENING = [("roll", (1, 4, 6)), ("play", "place 4"), ("play", "place 1"), ("play", "place 6"),
           ("roll", (3, 3, 5)), ("play", "place 3"), ("play", "place 5"), ("play", "place 3")]


def _full(board: Board) -> tuple:
    """Everything observable, including statistics and the throw."""
    return snapshot(board) + (board.dice, board.captures(PLAYER_I), board.captures(PLAYER_II),
                              tuple(board.captured(p) for p in (0, 1)), board.can_undo)


def test_a_new_game_has_nothing_to_undo():
    b = Board()
    assert not b.can_undo
    with pytest.raises(IndexError):
        b.undo()


def test_undo_takes_back_the_throw():
    b = Board()
    b.roll((1, 4, 6))
    b.undo()
    assert b.dice == () and b.throw is None and b.notation() == START and not b.can_undo


def test_undo_takes_back_one_play_exactly():
    b = thrown(AFTER_OPENING, (2, 2, 2))
    before = _full(b)
    b.play("move 1 2")
    b.undo()
    assert _full(b) == before


def test_undo_goes_back_across_turns_to_the_start():
    b = Board()
    states = []
    for action, arg in OPENING:
        states.append(_full(b))
        getattr(b, action)(arg)
    assert b.notation() == AFTER_OPENING
    for state in reversed(states):
        b.undo()
        assert _full(b) == state
    assert b.notation() == START and not b.can_undo


def test_undo_puts_a_captured_piece_back():
    b = thrown(AFTER_OPENING, (2, 2, 2))
    b.play("move 3 2")
    assert b.captured(PLAYER_II) == 1 and b.captures(PLAYER_I) == 1
    b.undo()
    assert b.captured(PLAYER_II) == 0 and b.captures(PLAYER_I) == 0
    assert b.notation() == "------------/A--A-A-a-b--/------------ I 222 12/0/0 12/0/0"


def test_undo_takes_back_the_move_that_ended_the_turn():
    b = thrown(AFTER_OPENING, (2, 2, 2))
    for c in ("move 3 2", "move 2 2", "move 2 2"):
        b.play(c)
    assert b.turn == PLAYER_II
    b.undo()
    assert b.turn == PLAYER_I and b.dice == (2,)
    assert [str(m) for m in b.moves_this_turn] == ["move 3 2", "move 2 2"]
    assert b.throw == (2, 2, 2)


def test_undo_takes_back_a_pass():
    b = thrown("------------/A-bbb-------/------------ I - 0/0/14 9/0/0", (2, 2, 3))
    b.play("pass")
    assert b.turn == PLAYER_II
    b.undo()
    assert b.turn == PLAYER_I and b.dice == (2, 2, 3)


def test_undo_takes_back_a_win():
    b = thrown("------------/------------/---------A-- I - 0/0/14 15/0/0", (4, 1, 1))
    before = _full(b)
    b.play("take 4")
    assert b.winner == PLAYER_I
    b.undo()
    assert _full(b) == before and b.winner is None


def test_undo_takes_back_a_resignation():
    b = thrown(AFTER_OPENING, (2, 2, 2))
    before = _full(b)
    b.play("yield")
    assert b.winner == PLAYER_II
    b.undo()
    assert _full(b) == before


def test_a_position_read_from_notation_has_no_history():
    b = position(AFTER_OPENING)
    assert not b.can_undo
    b.roll((1, 1, 1))
    b.undo()
    with pytest.raises(IndexError):
        b.undo()


def test_a_copy_undoes_on_its_own():
    b = thrown(AFTER_OPENING, (2, 2, 2))
    b.play("move 3 2")
    twin = b.copy()
    twin.undo()
    assert b.captured(PLAYER_II) == 1 and twin.captured(PLAYER_II) == 0
    fresh = b.copy(history=False)
    assert fresh == b and not fresh.can_undo


def test_undo_restores_every_step_of_a_random_game():
    rng = random.Random(5)
    for b in random_game(rng, Rules(stones=5)):
        before = _full(b)
        move = rng.choice(b.legal_moves())
        b.play(move)
        b.undo()
        assert _full(b) == before, (b.notation(), str(move))
