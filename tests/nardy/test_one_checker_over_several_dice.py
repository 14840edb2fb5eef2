"""One checker over several dice in one step, as backgammon players type it: ``24/15`` with 6-3 is
24/18 18/15 or 24/21 21/15, whichever way stops on an open point and keeps the turn legal; with a
double a checker goes over 2, 3 or 4 dice. When every way stops on an opposing point, the move is
refused, the sentence names those points, and nothing changes."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from games.nardy.board import IllegalMoveError, Move
from games.nardy.game import NardyGame
from games.nardy.texts import CATALOGUE
from nardy_helpers import position, random_board, typed_at

#: Black's fifteen on its head (24); white's head (12) and one white checker on 21.
WHITE_ON_21 = {24: 15, 12: -14, 21: -1}


def texts(moves) -> list[str]:
    return [str(m) for m in moves]


def test_the_open_way_is_taken_when_the_other_stops_on_an_opposing_point():
    board = position(WHITE_ON_21, dice=(6, 3))
    assert texts(board.expand("24/15")) == ["24/18", "18/15"]
    board = position({24: 15, 12: -14, 18: -1}, dice=(6, 3))
    assert texts(board.expand("24/15")) == ["24/21", "21/15"]


def test_a_line_with_a_combined_step_is_played_as_its_one_die_moves():
    game = NardyGame(position(WHITE_ON_21, dice=(3, 6)))
    assert game.split_line("24/15") == ["24/18", "18/15"]
    session, _ = typed_at(game, "24/15")
    assert [p.text for p in session.history] == ["24/18", "18/15"]
    assert game.needs_throw() and game.points()[15 - 1] == 1


def test_both_ways_closed_is_refused_naming_the_points_and_nothing_changes():
    board = position({24: 15, 12: -13, 21: -1, 18: -1}, dice=(6, 3))
    before = board.notation()
    with pytest.raises(IllegalMoveError) as refused:
        board.expand("24/15")
    assert refused.value.code == "combined_closed" and refused.value.params["points"] == "21, 18"
    with pytest.raises(IllegalMoveError) as again:
        board.play("24/15")               # the board's own move says the same
    assert again.value.code == "combined_closed"
    assert board.notation() == before
    sentence = CATALOGUE.text("en", refused.value.key, **refused.value.params)
    assert "21, 18" in sentence and "opponent" in sentence


@pytest.mark.parametrize("lang", ["en", "cs", "pl", "ru"])
def test_the_refusal_at_the_prompt_names_the_move_and_the_closed_points(lang):
    game = NardyGame(position({24: 15, 12: -13, 21: -1, 18: -1}, dice=(6, 3)))
    before = game.notation()
    session, loop = typed_at(game, "24/15", lang)
    assert session.history == [] and game.notation() == before
    said = " ".join(str(note) for note in loop.notes)
    assert "24/15" in said and "21, 18" in said


@pytest.mark.parametrize("dice, move, stops", [
    (3, "24/18", ["24/21", "21/18"]),                              # two dice of a double
    (3, "24/15", ["24/21", "21/18", "18/15"]),                     # three
    (2, "24/16", ["24/22", "22/20", "20/18", "18/16"]),            # all four
])
def test_a_double_takes_a_checker_over_two_three_or_four_dice(dice, move, stops):
    board = position({24: 15, 12: -15}, dice=(dice, dice))
    assert texts(board.expand(move)) == stops
    assert board.dice == (dice,) * 4, "expand plays nothing"


def test_a_double_over_more_dice_than_the_throw_has_is_refused():
    board = position({24: 15, 12: -15}, dice=(2, 2))
    with pytest.raises(IllegalMoveError) as refused:
        board.expand("24/14")              # five twos
    assert refused.value.code == "no_such_die"


def test_a_double_stopping_on_an_opposing_point_names_it():
    board = position({24: 15, 12: -14, 20: -1}, dice=(2, 2))
    with pytest.raises(IllegalMoveError) as refused:
        board.expand("24/18")
    assert refused.value.code == "combined_closed" and refused.value.params["points"] == "20"


def test_the_whole_turn_rules_still_hold_over_several_dice():
    """Only one checker leaves the head (outside the first turn's doubles): a repeat cannot take two."""
    board = position({24: 14, 20: 1, 12: -15}, dice=(6, 3))
    with pytest.raises(IllegalMoveError) as refused:
        board.expand("24/18(2)")
    assert refused.value.code in ("head_rule", "no_such_die", "throw_used_up")


def test_bearing_off_over_two_dice():
    """``5/off`` with 3-2 and nothing higher: 5/2 with the 3, then off from 2 with the 2."""
    board = position({5: 1, 1: 14, 12: -15}, dice=(3, 2))
    assert texts(board.expand("5/off")) == ["5/2", "2/off"]


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 60), st.integers(1, 6), st.integers(1, 6))
def test_two_moves_of_one_checker_in_a_listed_turn_may_be_typed_as_one(seed, turns, d1, d2):
    board = random_board(seed, turns)
    if board.winner is not None:
        return
    if not board.dice:
        board.roll((d1, d2))
    for turn in board.legal_turns()[:20]:
        if len(turn) < 2 or turn[0].target != turn[1].source or turn[1].target == 0:
            continue
        joined = Move(turn[0].source, turn[1].target)
        moves = board.expand(str(joined))
        after = board.copy()
        for move in moves:
            after.play(move)
        expected = board.copy()
        for move in turn[:2]:
            expected.play(move)
        assert after.points() == expected.points()
