"""Commands: `place <point>`, `move <k> <n>`, `take <point>`, `pass`, `yield`.

Malformed text raises InvalidCommandError; a well-formed but illegal command raises
IllegalMoveError with the reason in words and a code for message catalogues.
Either way the position is left exactly as it was.
"""
import random

import pytest

from framework.core.arguments import ArgumentTypeError

from board import HOME, PLAYER_I, Board, Command, IllegalMoveError, InvalidCommandError, Move, Rules
from helpers_engine import (AFTER_OPENING, START, check_refusal_reasons, position, random_position, snapshot,
                            texts, thrown)


# ------------------------------------------------------------------- syntax

@pytest.mark.parametrize("text, command", [
    ("place 3", Command("place", (3,))),
    ("move 3 2", Command("move", (3, 2))),
    ("take 6", Command("take", (6,))),
    ("pass", Command("pass")),
    ("yield", Command("yield")),
    ("  move   12  6 ", Command("move", (12, 6))),
])
def test_well_formed_commands_parse(text, command):
    assert Command.parse(text) == command
    assert Command.parse(str(command)) == command


@pytest.mark.parametrize("text, code, params", [
    ("move x", "arguments", {"word": "move", "usage": "move <piece> <points 1-6>", "count": 2}),
    ("move x 2", "not_a_number", {"token": "x", "usage": "move <piece> <points 1-6>"}),
    ("move 3 x", "not_a_number", {"token": "x", "usage": "move <piece> <points 1-6>"}),
    ("place 9", "out_of_range", {"token": "9", "usage": "place <point 1-6>", "low": 1, "high": 6}),
    ("place 0", "out_of_range", {"token": "0", "usage": "place <point 1-6>", "low": 1, "high": 6}),
    ("place ²", "not_a_number", {"token": "²", "usage": "place <point 1-6>"}),
    ("place ٣", "not_a_number", {"token": "٣", "usage": "place <point 1-6>"}),   # Arabic-Indic three
    ("place -1", "not_a_number", {"token": "-1", "usage": "place <point 1-6>"}),
    ("place 3.0", "not_a_number", {"token": "3.0", "usage": "place <point 1-6>"}),
    ("take 7", "out_of_range", {"token": "7", "usage": "take <point 1-6>", "low": 1, "high": 6}),
    ("move 3 7", "out_of_range", {"token": "7", "usage": "move <piece> <points 1-6>", "low": 1, "high": 6}),
    ("move 0 2", "out_of_range", {"token": "0", "usage": "move <piece> <points 1-6>", "low": 1, "high": 10**9}),
    ("jump 3", "unknown_word", {"word": "jump"}),
    ("placer 3", "unknown_word", {"word": "placer"}),
    ("", "empty", {}),
    ("   ", "empty", {}),
    ("place", "arguments", {"word": "place", "usage": "place <point 1-6>", "count": 1}),
    ("place 1 2", "arguments", {"word": "place", "usage": "place <point 1-6>", "count": 1}),
    ("move 1", "arguments", {"word": "move", "usage": "move <piece> <points 1-6>", "count": 2}),
    ("move 1 2 3", "arguments", {"word": "move", "usage": "move <piece> <points 1-6>", "count": 2}),
    ("take", "arguments", {"word": "take", "usage": "take <point 1-6>", "count": 1}),
    ("pass 1", "arguments", {"word": "pass", "usage": "pass", "count": 0}),
    ("yield now", "arguments", {"word": "yield", "usage": "yield", "count": 0}),
])
def test_malformed_commands_are_refused_with_a_code(text, code, params):
    with pytest.raises(InvalidCommandError) as err:
        Command.parse(text)
    assert err.value.code == code
    assert err.value.params == params
    assert isinstance(err.value, ValueError)
    assert repr(text) in str(err.value)          # the message names the input


@pytest.mark.parametrize("text, words", [
    ("jump 3", "try place, move, take, pass or yield"),
    ("place 9", "place <point 1-6>"),
    ("move x", "move <piece> <points 1-6>"),
    ("place ²", "not a whole number"),
])
def test_syntax_errors_say_what_would_be_right(text, words):
    with pytest.raises(InvalidCommandError) as err:
        Command.parse(text)
    assert words in str(err.value)


def test_a_command_must_be_text():
    with pytest.raises(ArgumentTypeError):
        Command.parse(None)  # type: ignore[arg-type]


@pytest.mark.parametrize("text", ["move x", "place 9", "place ²", "place ٣", "hop", "", "move 1"])
def test_malformed_text_played_on_a_board_changes_nothing(text):
    b = thrown(AFTER_OPENING, (2, 2, 2))
    before = snapshot(b)
    with pytest.raises(InvalidCommandError):
        b.play(text)
    assert snapshot(b) == before


# ------------------------------------------------------------ piece numbers
# Middle row:  A - - C - A - - - - - -   pieces 1 (point 1), 2-4 (the stack on 4), 5 (point 6)
STACKED = "------------/A--C-A------/------------ I - 10/0/0 15/0/0"


@pytest.mark.parametrize("k", [2, 3, 4])
def test_any_piece_number_inside_a_stack_names_the_stack(k):
    b = thrown(STACKED, (2, 2, 2))
    move = b.parse(f"move {k} 2")
    assert move == Move("move", 2, 4, 2)
    assert str(move) == "move 2 2"           # canonical text names the first piece of the stack


def test_pieces_are_counted_one_by_one_from_the_start_of_the_course():
    b = position(STACKED)
    assert [b.stack_of(PLAYER_I, k) for k in range(1, 7)] == [1, 4, 4, 4, 6, None]
    assert [b.piece_number(PLAYER_I, p) for p in (1, 4, 6)] == [1, 2, 5]


def test_playing_a_piece_inside_a_stack_moves_one_piece_of_that_stack():
    b = thrown(STACKED, (2, 2, 2))
    assert b.play("move 4 2") == Move("move", 2, 4, 2)
    assert b.count(PLAYER_I, 4) == 2 and b.count(PLAYER_I, 6) == 2


def test_legal_moves_name_each_stack_once_by_its_first_piece():
    b = thrown(STACKED, (2, 2, 2))
    assert texts(b.legal_moves()) == ["move 1 2", "move 2 2", "move 5 2", "place 2"]


def test_parse_gives_canonical_moves_for_every_command():
    b = thrown(STACKED, (2, 5, 6))
    assert b.parse("place 5") == Move("place", 5, 5)
    assert b.parse("take 6") == Move("take", 6, HOME + 6)
    assert b.parse("pass") == Move("pass")
    assert b.parse("yield") == Move("yield")
    assert str(b.parse("move 3 5")) == "move 2 5"


# --------------------------------------------------------- illegal commands

def _refusal(board: Board, text: str) -> IllegalMoveError:
    before = snapshot(board)
    with pytest.raises(IllegalMoveError) as err:
        board.play(text)
    assert snapshot(board) == before, f"refusing {text!r} changed the position"
    assert isinstance(err.value, ValueError)
    return err.value


# (position, throw or None, command, code, params, words in the message)
REFUSALS = [
    (START, None, "place 1", "no_throw", {}, "throw the dice first"),
    (AFTER_OPENING, (2, 2, 2), "move 3 5", "no_die", {"die": 5, "dice": (2, 2, 2)}, "no die shows 5"),
    ("------------/A-----------/------------ I - 0/0/14 15/0/0", (2, 3, 4), "place 2", "nothing_to_enter", {},
     "no piece waiting"),
    ("------------/---b--------/------------ I - 15/0/0 13/0/0", (4, 1, 2), "place 4", "blocked", {"point": 4},
     "point 4 is held by two or more enemy pieces"),
    (AFTER_OPENING, (2, 4, 4), "move 3 4", "blocked", {"point": 10},
     "point 10 is held by two or more enemy pieces"),
    ("------------/A------B-b--/------------ II - 12/0/0 12/1/0", (1, 2, 4), "move 1 1", "captured_first", {},
     "re-enter your captured piece first"),
    (AFTER_OPENING, (2, 2, 2), "move 7 2", "no_piece", {"piece": 7, "count": 3}, "3 pieces on the board"),
    ("------------/A-----------/---------A-- I - 0/0/13 15/0/0", (3, 1, 1), "move 2 3", "past_end",
     {"point": 34, "die": 3}, "past the end of the course"),
    ("------------/------------/-----ABBCDC- I - 0/0/0 15/0/0", (5, 6, 6), "take 5", "not_home", {"outside": 1},
     "bearing off needs all your pieces on I-VI"),
    ("------------/------------/------AB--CI I - 0/0/0 15/0/0", (4, 4, 4), "take 4", "no_piece_at",
     {"point": 34}, "no piece on point 4"),
    ("------------/------------/------A----B I - 0/0/0 1/0/2", (3, 4, 4), "move 1 4", "unused_die", {},
     "leave a playable die unused"),
    ("------------/A-bbb-------/------------ I - 0/0/14 9/0/0", (2, 1, 2), "pass", "must_play",
     {"example": "move 1 1"}, "you can still use a die"),
]


@pytest.mark.parametrize("notation, throw, text, code, params, words", REFUSALS,
                         ids=[r[3] + "-" + r[2].replace(" ", "_") for r in REFUSALS])
def test_illegal_commands_are_refused_with_the_reason_and_nothing_changes(notation, throw, text, code, params,
                                                                         words):
    b = position(notation)
    if throw:
        b.roll(throw)
    err = _refusal(b, text)
    assert err.code == code
    assert err.params == params
    assert words in str(err)


def test_commands_after_the_end_are_refused_as_game_over():
    b = position("------------/------------/------------ I - 0/0/3 3/0/0")
    err = _refusal(b, "place 1")
    assert err.code == "game_over"


def test_a_second_throw_is_refused_until_the_dice_are_used():
    b = thrown(START, (1, 4, 6))
    before = snapshot(b)
    with pytest.raises(IllegalMoveError) as err:
        b.roll((2, 2, 2))
    assert err.value.code == "already_thrown"
    assert snapshot(b) == before


@pytest.mark.parametrize("throw", [(1, 2), (1, 2, 3, 4), (0, 1, 2), (1, 2, 7), (1.0, 2, 3)])
def test_a_throw_is_three_dice_showing_one_to_six(throw):
    b = Board()
    with pytest.raises((ValueError, TypeError)):
        b.roll(throw)
    assert b.dice == () and b.notation() == START and not b.can_undo


def test_a_refused_take_names_the_real_reason_when_the_point_holds_a_piece():
    # Bottom row: - - - - - - - - B - - -   two pieces on home point III (course 33); throw 5-3-6.
    # 'take 3' is a legal single step, but it would lose the 6 (moving 3 to point VI and then
    # taking it with the 6 uses two dice). The reason is the unused die, not a missing piece:
    # there are two pieces on point III.
    b = position("------------/-----a------/--------B--- I 536 0/0/0 0/0/1")
    assert texts(b.legal_moves()) == ["move 1 3"]
    err = _refusal(b, "take 3")
    assert err.code == "unused_die", f"refused as {err.code}: {err}"


def test_a_refused_exact_take_names_the_real_reason_too():
    # Exact reading, pieces on points I and VI, throw 6-3-3: 'take 6' (from point I) would use
    # one die, moving I -> IV and taking it with a 3 uses two.
    b = position("------------/------------/------A----A I 633 0/0/0 2/0/0", exact_bear_off=True)
    assert texts(b.legal_moves()) == ["move 1 3"]
    err = _refusal(b, "take 6")
    assert err.code == "unused_die", f"refused as {err.code}: {err}"


def test_a_move_object_that_is_not_legal_is_refused_like_its_text():
    b = thrown(AFTER_OPENING, (2, 4, 4))
    err = _refusal(b, Move("move", 4, 6, 3))
    assert err.code == "blocked"


def test_free_pass_changes_only_the_pass_rule():
    b = thrown("------------/A-bbb-------/------------ I - 0/0/14 9/0/0", (2, 1, 2), free_pass=True)
    assert texts(b.legal_moves()) == ["move 1 1", "pass"]
    assert b.rules == Rules(stones=15, free_pass=True)


@pytest.mark.parametrize("text", ["move " + "9" * 5000 + " 2", "move 1 " + "9" * 5000, "take " + "7" * 5000])
def test_enormous_numbers_are_out_of_range_not_a_crash(text):
    with pytest.raises(InvalidCommandError) as err:
        Command.parse(text)
    assert err.value.code == "out_of_range"


@pytest.mark.parametrize("exact", [False, True])
def test_every_refusal_names_a_reason_that_truly_applies(exact):
    # Every command for the dice thrown (and 1 and 6), on many positions: a refusal's code
    # must be one of the reasons a reading of the rules finds (tests/helpers_engine.py).
    rng = random.Random(23)
    for _ in range(500):
        check_refusal_reasons(random_position(rng), exact_bear_off=exact)
