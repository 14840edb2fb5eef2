"""legal_turns(): every distinct complete turn for the current throw, duplicates by result removed."""
import random

import pytest

from board import Board, Move, Rules
from helpers_engine import (AFTER_OPENING, START, position, random_game, random_position, ref_read,
                            ref_turn_results, thrown)

PASS = Move("pass")


def _results(board: Board) -> list[tuple[str, ...]]:
    """Play each turn on a copy; return what it leads to, checking the turn really ends."""
    out = []
    for turn in board.legal_turns():
        b = board.copy(history=False)
        for move in turn:
            b.play(move)
        assert b.turn != board.turn or b.winner == board.turn, f"{turn} does not end the turn"
        out.append(b.notation())
    return out


def test_no_turns_before_the_throw_or_after_the_end():
    assert Board().legal_turns() == []
    assert position("------------/------------/------------ I - 0/0/3 3/0/0").legal_turns() == []


def test_three_entries_in_any_order_are_one_turn():
    b = thrown(START, (1, 4, 6))
    entering_only = [t for t in b.legal_turns() if all(m.kind == "place" for m in t)]
    assert len(entering_only) == 1
    assert sorted(str(m) for m in entering_only[0]) == ["place 1", "place 4", "place 6"]
    # the other turns move an entered piece on: place 1, then 1 -> 5 -> 11, and so on
    assert len(b.legal_turns()) == len(set(_results(b)))


def test_the_worked_example_throw_offers_distinct_results_only():
    b = thrown(AFTER_OPENING, (2, 2, 2))
    results = _results(b)
    assert len(results) == len(set(results)) > 1
    assert "------------/A------B-b--/------------ II - 12/0/0 12/1/0" in results


def test_a_turn_that_loses_dice_ends_with_pass():
    b = thrown("------------/A-bbb-------/------------ I - 0/0/14 9/0/0", (2, 1, 2))
    assert b.legal_turns() == [(Move("move", 1, 1, 1), PASS)]


def test_a_throw_with_no_use_is_the_single_turn_pass():
    b = thrown("------------/A-bbb-------/------------ I - 0/0/14 9/0/0", (2, 2, 3))
    assert b.legal_turns() == [(PASS,)]


def test_a_winning_turn_stops_at_the_win():
    b = thrown("------------/------------/---------A-- I - 0/0/14 15/0/0", (4, 1, 1))
    assert b.legal_turns() == [(Move("take", 4, 34),)]


def test_legal_turns_leaves_the_board_as_it_was():
    b = thrown(AFTER_OPENING, (2, 2, 2))
    before = (b.notation(), b.legal_moves(), b.can_undo, b.moves_this_turn)
    b.legal_turns()
    assert (b.notation(), b.legal_moves(), b.can_undo, b.moves_this_turn) == before


def _check_against_reference(board: Board) -> None:
    text = board.notation()
    mover = board.turn
    expected = ref_turn_results(text, board.rules.exact_bear_off)
    got = [ref_read(n, player=mover).state for n in _results(board)]
    assert len(got) == len(set(got)), f"duplicate results in {text}"
    assert set(got) == expected, text


def test_legal_turns_agree_with_brute_force_on_random_positions():
    rng = random.Random(31)
    for _ in range(250):
        text = random_position(rng)
        _check_against_reference(position(text))


@pytest.mark.parametrize("stones, games, share", [(3, 8, 0.5), (15, 1, 0.1)])
def test_legal_turns_agree_with_brute_force_in_random_games(stones, games, share):
    rng = random.Random(stones)
    checked = 0
    for _ in range(games):
        for b in random_game(rng, Rules(stones=stones)):
            if len(b.dice) == 3 and rng.random() < share:
                _check_against_reference(b)
                checked += 1
    assert checked > 10


def test_with_free_pass_a_turn_may_stop_after_any_die():
    b = thrown(START, (1, 4, 6), free_pass=True)
    turns = [tuple(str(m) for m in t) for t in b.legal_turns()]
    assert ("pass",) in turns
    assert any(len(t) == 2 and t[-1] == "pass" for t in turns)
    results = _results(b)
    assert len(results) == len(set(results))
    assert START.replace(" I - ", " II - ") in results       # passing at once changes nothing else
