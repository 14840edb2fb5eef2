"""Position notation: `<top>/<middle>/<bottom> <to-move> <dice> <I: waiting/captured/off> <II: ...>`."""
import random

import pytest

from framework.core.arguments import ArgumentTypeError

from board import PLAYER_I, PLAYER_II, Board, NotationError, Rules
from helpers_engine import AFTER_OPENING, START, position, random_game, random_position


def test_a_new_game_is_the_start_position():
    assert Board().notation() == START == "------------/------------/------------ I - 15/0/0 15/0/0"


def test_the_short_game_starts_with_three_pieces_each():
    assert Board(Rules(stones=3)).notation() == "------------/------------/------------ I - 3/0/0 3/0/0"


def test_the_seed_opening_is_written_as_in_the_issue():
    b = Board()
    b.roll((1, 4, 6))
    for command in ("place 4", "place 1", "place 6"):
        b.play(command)
    b.roll((3, 3, 5))
    for command in ("place 3", "place 5", "place 3"):
        b.play(command)
    assert b.notation() == AFTER_OPENING == "------------/A--A-A-a-b--/------------ I - 12/0/0 12/0/0"


def test_letters_count_pieces_a_is_one_o_is_fifteen():
    b = position("O-----------/------------/------------ I - 0/0/0 14/0/1")
    assert b.count(PLAYER_I, 24) == 15
    b = position("------------/------------/-----------c II - 15/0/0 0/0/12")
    assert b.count(PLAYER_II, 24) == 3   # bottom row, right end


def test_rows_are_written_as_player_one_sees_them():
    # Player I on course 13 (top row, right end), player II on course 13 (bottom row, left end).
    b = position("-----------A/------------/a----------- I - 14/0/0 14/0/0")
    assert b.count(PLAYER_I, 13) == 1 and b.count(PLAYER_II, 13) == 1
    assert b.grid() == [[0] * 11 + [1], [0] * 12, [-1] + [0] * 11]


def test_the_dice_field_lists_the_unused_dice_in_the_order_thrown():
    b = Board()
    assert b.notation().split()[2] == "-"
    b.roll((6, 1, 4))
    assert b.notation().split()[2] == "614"
    b.play("place 1")
    assert b.notation().split()[2] == "64"
    assert b.dice == (6, 4) and b.throw == (6, 1, 4)


def test_the_side_to_move_and_the_stocks_are_read_back():
    b = position("------------/--a-------A-/------------ II 25 12/1/1 13/0/1")
    assert b.turn == PLAYER_II and b.dice == (2, 5)
    assert (b.waiting(PLAYER_I), b.captured(PLAYER_I), b.borne_off(PLAYER_I)) == (12, 1, 1)
    assert (b.waiting(PLAYER_II), b.captured(PLAYER_II), b.borne_off(PLAYER_II)) == (13, 0, 1)


def test_the_number_of_stones_comes_from_the_position():
    assert position("------------/------------/------------ I - 3/0/0 3/0/0").rules.stones == 3
    assert position("------------/------------/------------ I - 3/0/0 3/0/0", exact_bear_off=True).rules \
        == Rules(stones=3, exact_bear_off=True)


def test_a_finished_game_reads_back_with_its_winner():
    b = position("------------/------------/------------ I - 0/0/3 3/0/0")
    assert b.winner == PLAYER_I and b.game_over and b.legal_moves() == []


@pytest.mark.parametrize("seed", range(3))
def test_notation_round_trips_exactly_through_random_play(seed):
    rng = random.Random(seed)
    for b in random_game(rng, Rules(stones=3 if seed else 15)):
        text = b.notation()
        again = Board.from_notation(text, b.rules)
        assert again.notation() == text
        assert again == b


def test_random_positions_round_trip():
    rng = random.Random(99)
    for _ in range(500):
        text = random_position(rng)
        assert Board.from_notation(text).notation() == text


def test_repr_can_be_pasted_back():
    b = position(AFTER_OPENING)
    b.roll((2, 2, 2))
    assert repr(b) == f"Board.from_notation({b.notation()!r})"
    assert eval(repr(b), {"Board": Board, "Rules": Rules}) == b
    odd = position(START, free_pass=True)
    assert eval(repr(odd), {"Board": Board, "Rules": Rules}).rules.free_pass


@pytest.mark.parametrize("text, why", [
    ("", "5 fields"),
    ("------------/------------/------------ I - 15/0/0", "5 fields"),
    ("------------/------------ I - 15/0/0 15/0/0", "3 rows"),
    ("------------/------------/----------- I - 15/0/0 15/0/0", "row 3 has 11"),
    ("------------/-------------/------------ I - 15/0/0 15/0/0", "row 2 has 13"),
    ("------------/-----P------/------------ I - 15/0/0 15/0/0", "'P'"),
    ("------------/-----1------/------------ I - 15/0/0 15/0/0", "'1'"),
    ("------------/------------/------------ III - 15/0/0 15/0/0", "'III'"),
    ("------------/------------/------------ I 7 15/0/0 15/0/0", "'7'"),
    ("------------/------------/------------ I 0 15/0/0 15/0/0", "'0'"),
    ("------------/------------/------------ I 1234 15/0/0 15/0/0", "'1234'"),
    ("------------/------------/------------ I 1a 15/0/0 15/0/0", "'1a'"),
    ("------------/------------/------------ I - 15/0 15/0/0", "waiting/captured/off"),
    ("------------/------------/------------ I - 15/0/0 x/0/0", "waiting/captured/off"),
    ("------------/------------/------------ I - 15/0/0 14/0/0", "15 pieces but player II has 14"),
    ("A-----------/------------/------------ I - 15/0/0 15/0/0", "16 pieces but player II has 15"),
    ("------------/------------/------------ I - 16/0/0 16/0/0", "1-15 pieces"),
    ("------------/------------/------------ I - 0/0/0 0/0/0", "1-15 pieces"),
    ("------------/------------/------------ I - 0/0/3 0/0/3", "both players"),
    ("------------/------------/------------ II 12 0/0/3 3/0/0", "game is over"),
])
def test_malformed_or_impossible_notation_is_refused_naming_the_problem(text, why):
    with pytest.raises(NotationError) as err:
        Board.from_notation(text)
    assert why in str(err.value)
    assert isinstance(err.value, ValueError)


def test_notation_must_be_text():
    with pytest.raises(ArgumentTypeError):
        Board.from_notation(None)  # type: ignore[arg-type]
