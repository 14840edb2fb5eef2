"""The seed's worked example (xii-scripta-plan-cs.txt), step by step against its drawings.

Throws 1-4-6 (I), 3-3-5 (II), 2-2-2 (I): `move 3 2` captures, a second `move 3 2` is
refused by the pair at column 10, then `move 2 2` twice. (The seed writes the middle
one as `move 3 2`, a slip.) The drawings use digits for player I's pieces and letters
for player II's (A = one piece, B = two); "player II's view" is the board turned around.
"""
import pytest

from board import PLAYER_I, PLAYER_II, Board, IllegalMoveError
from helpers_engine import AFTER_OPENING, START, snapshot, texts
from seed_drawings import (AFTER_CAPTURE, AFTER_SECOND_MOVE, AFTER_THIRD_MOVE, EMPTY, I_PLACED,
                           I_PLACED_AS_II_SEES_IT, II_PLACED, II_PLACED_AS_II_SEES_IT)


def drawing(text: str, seen_by: int = PLAYER_I) -> list[list[int]]:
    """A seed drawing as Board.grid() gives it: +n player I, -n player II, as player I sees it."""
    rows = []
    for line in text.strip().splitlines():
        cells = line.split()
        assert len(cells) == 12, line
        rows.append([0 if c == "_" else int(c) if c.isdigit() else -(ord(c) - ord("A") + 1) for c in cells])
    if seen_by == PLAYER_II:
        rows = [row[::-1] for row in rows[::-1]]
    return rows


@pytest.fixture
def game() -> Board:
    return Board()


def test_the_game_starts_with_an_empty_board(game):
    assert game.grid() == drawing(EMPTY)
    assert game.notation() == START


def _opening(b: Board) -> None:
    b.roll((1, 4, 6))
    for c in ("place 4", "place 1", "place 6"):
        b.play(c)
    b.roll((3, 3, 5))
    for c in ("place 3", "place 5", "place 3"):
        b.play(c)


def test_player_one_places_4_1_6_on_the_middle_row_from_the_left(game):
    game.roll((1, 4, 6))
    for c in ("place 4", "place 1", "place 6"):
        game.play(c)
    assert game.grid() == drawing(I_PLACED)
    assert game.grid() == drawing(I_PLACED_AS_II_SEES_IT, seen_by=PLAYER_II)
    assert game.turn == PLAYER_II


def test_player_two_places_3_5_3_from_the_left_as_they_see_it(game):
    _opening(game)
    assert game.grid() == drawing(II_PLACED_AS_II_SEES_IT, seen_by=PLAYER_II)
    assert game.grid() == drawing(II_PLACED)
    assert game.notation() == AFTER_OPENING
    assert game.turn == PLAYER_I


def test_the_first_move_3_2_captures_the_lone_piece(game):
    _opening(game)
    game.roll((2, 2, 2))
    game.play("move 3 2")
    assert game.grid() == drawing(AFTER_CAPTURE)
    assert game.captured(PLAYER_II) == 1
    assert game.notation() == "------------/A--A---A-b--/------------ I 22 12/0/0 12/1/0"


def test_a_second_move_3_2_is_refused_by_the_pair_at_column_10(game):
    _opening(game)
    game.roll((2, 2, 2))
    game.play("move 3 2")
    before = snapshot(game)
    with pytest.raises(IllegalMoveError) as err:
        game.play("move 3 2")
    assert err.value.code == "blocked" and err.value.params == {"point": 10}
    assert snapshot(game) == before
    assert texts(game.legal_moves()) == ["move 1 2", "move 2 2", "place 2"]


def test_then_move_2_2_twice_uses_the_whole_throw(game):
    _opening(game)
    game.roll((2, 2, 2))
    game.play("move 3 2")
    game.play("move 2 2")
    assert game.grid() == drawing(AFTER_SECOND_MOVE)
    game.play("move 2 2")
    assert game.grid() == drawing(AFTER_THIRD_MOVE)
    assert game.notation() == "------------/A------B-b--/------------ II - 12/0/0 12/1/0"
    assert game.turn == PLAYER_II and game.dice == ()


def test_player_two_must_then_re_enter_the_captured_piece_first(game):
    _opening(game)
    game.roll((2, 2, 2))
    for c in ("move 3 2", "move 2 2", "move 2 2"):
        game.play(c)
    game.roll((1, 3, 4))
    assert all(m.kind == "place" for m in game.legal_moves())
    with pytest.raises(IllegalMoveError) as err:
        game.play("move 1 1")
    assert err.value.code == "captured_first"
