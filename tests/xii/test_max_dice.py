"""The whole throw must be used if it can be.

A die use is legal only if it begins a sequence that uses as many dice as possible,
over every order of the dice; dice that cannot be used are lost; `pass` only when no
die can be used (unless the free_pass house rule is on). Winning counts as using every die.

The last tests compare the engine with an independent brute-force reference
(tests/helpers_engine.py) on many positions.
"""
import random

import pytest

from board import PLAYER_I, PLAYER_II, Board, IllegalMoveError, Move, Rules
from helpers_engine import (AFTER_OPENING, START, engine_legal, entry_fight_position, position, random_game,
                            random_position, ref_legal, snapshot, texts, thrown)

PASS = Move("pass")

# Bottom row as player I sees it:  - - - - - - A - - - - B
# Player I has one piece on home point I (course 31) and two on point VI (course 36).
# Throw 3-4. Played 3 first, the piece reaches point IV and the 4 bears it off: both dice used.
# Played 4 first, it reaches point V and no 3 can be used: one die lost.
ORDER_MATTERS = "------------/------------/------A----B I 34 0/0/0 1/0/2"


def test_the_order_of_the_dice_decides_how_many_can_be_used():
    b = position(ORDER_MATTERS)
    assert texts(b.legal_moves()) == ["move 1 3"]
    b.play("move 1 3")
    assert texts(b.legal_moves()) == ["take 4"]


def test_the_wrong_order_would_lose_a_die():
    # The position after the 4 was played first: the 3 has no use left.
    assert position("------------/------------/----------AB I 3 0/0/0 1/0/2").legal_moves() == [PASS]


def test_a_die_use_that_leaves_a_usable_die_unused_is_refused():
    b = position(ORDER_MATTERS)
    before = snapshot(b)
    with pytest.raises(IllegalMoveError) as err:
        b.play("move 1 4")
    assert err.value.code == "unused_die"
    assert "leave a playable die unused" in str(err.value)
    assert snapshot(b) == before


# Middle row:  A - b b b - - - - - - -   I's only piece on point 1, II's pairs on 3, 4 and 5.
ONLY_THE_ONE = "------------/A-bbb-------/------------ I - 0/0/14 9/0/0"


def test_dice_that_cannot_be_used_are_lost():
    b = thrown(ONLY_THE_ONE, (2, 1, 2))
    assert texts(b.legal_moves()) == ["move 1 1"]
    b.play("move 1 1")
    assert b.dice == (2, 2) and b.legal_moves() == [PASS]
    b.play("pass")
    assert b.turn == PLAYER_II and b.dice == ()


def test_pass_is_refused_while_a_die_can_be_used():
    b = thrown(ONLY_THE_ONE, (2, 1, 2))
    before = snapshot(b)
    with pytest.raises(IllegalMoveError) as err:
        b.play("pass")
    assert err.value.code == "must_play" and err.value.params == {"example": "move 1 1"}
    assert snapshot(b) == before


def test_pass_is_the_only_action_when_no_die_can_be_used():
    b = thrown(ONLY_THE_ONE, (2, 2, 3))
    assert b.legal_moves() == [PASS]
    with pytest.raises(IllegalMoveError) as err:
        b.play("move 1 2")
    assert err.value.code == "blocked"


def test_the_free_pass_house_rule_allows_passing_at_any_time():
    b = thrown(START, (1, 4, 6), free_pass=True)
    assert PASS in b.legal_moves() and len(b.legal_moves()) == 4
    b.play("pass")
    assert b.turn == PLAYER_II and b.waiting(PLAYER_I) == 15


def test_the_free_pass_house_rule_is_off_by_default():
    assert Rules().free_pass is False
    b = thrown(START, (1, 4, 6))
    assert PASS not in b.legal_moves()


def test_free_pass_mid_turn_gives_up_the_remaining_dice():
    b = thrown(START, (1, 4, 6), free_pass=True)
    b.play("place 4")
    b.play("pass")
    assert b.turn == PLAYER_II and b.waiting(PLAYER_I) == 14


def test_a_win_counts_as_using_every_die():
    # Player I's last piece on point I (course 31), throw 1-2-3.
    # Taking it with the 1 wins at once; moving it 1 or 2 lets the next die bear it off.
    # Moving it 3 (to point IV) would use only two dice: refused.
    b = thrown("------------/------------/------A----- I - 0/0/0 1/0/0", (1, 2, 3))
    assert texts(b.legal_moves()) == ["move 1 1", "move 1 2", "take 1"]
    with pytest.raises(IllegalMoveError) as err:
        b.play("move 1 3")
    assert err.value.code == "unused_die"


def test_doubles_and_triples_mean_nothing_special():
    b = thrown(AFTER_OPENING, (2, 2, 2))
    for _ in range(3):
        b.play("move 1 2")                  # always the rearmost piece: 1 -> 3 -> 5, then 4 -> 6
    assert b.turn == PLAYER_II
    assert b.notation().startswith("------------/----AB-a-b--/")
    assert b.captures(PLAYER_I) == 0       # 3 x 2 is three steps, never one jump of 6


def test_the_die_that_keeps_the_whole_throw_usable_must_be_chosen():
    # Middle row:  A - b - - - - - - - - -   I's piece on 1, II's pair on 3;
    # bottom row: I's other piece on 35 (home point V).  Throw 2-2-1.
    # The 1 must go to the piece on 1, stepping round the pair so both 2s can follow
    # (1 -> 2 -> 4 -> 6). Spending the 1 on 35 -> 36 would lose both 2s.
    b = thrown("------------/A-b---------/----------A- I - 0/0/13 13/0/0", (2, 2, 1))
    assert texts(b.legal_moves()) == ["move 1 1"]
    b.play("move 1 1")
    assert texts(b.legal_moves()) == ["move 1 2"]
    b.play("move 1 2")
    b.play("move 1 2")
    assert b.turn == PLAYER_II and b.count(PLAYER_I, 6) == 1


# ------------------------------------------------------ against the reference

def _check(board: Board, rules: Rules) -> None:
    text = board.notation()
    expected = ref_legal(text, free_pass=rules.free_pass, exact_bear_off=rules.exact_bear_off)
    assert engine_legal(board) == expected, text


@pytest.mark.parametrize("stones, options", [
    (15, {}), (15, {}), (3, {}), (3, {"exact_bear_off": True}), (5, {}), (2, {"free_pass": True}),
])
def test_legal_moves_agree_with_brute_force_in_random_games(stones, options):
    rng = random.Random(f"{stones}-{sorted(options)}")
    rules = Rules(stones=stones, **options)
    for _ in range(2 if stones == 15 else 8):
        for b in random_game(rng, rules):
            _check(b, rules)


@pytest.mark.parametrize("options", [{}, {"exact_bear_off": True}])
def test_legal_moves_agree_with_brute_force_on_random_positions(options):
    # Positions biased to bear-off phases, blocked points, captured and waiting pieces.
    rng = random.Random(7)
    for _ in range(3000):
        text = random_position(rng)
        b = position(text, **options)
        assert engine_legal(b) == ref_legal(text, **options), text


def test_legal_moves_agree_with_brute_force_when_the_last_piece_to_enter_competes():
    # Entering the last waiting piece uses it up: it cannot also serve the other dice.
    rng = random.Random(17)
    for _ in range(2000):
        text = entry_fight_position(rng)
        assert engine_legal(position(text)) == ref_legal(text), text


# Middle row:  - - - - B B - a - - - -   II (to move) has a piece on its course 5, one piece
# waiting and two borne off; I's pairs hold II's points 7 and 8. Throw 6-1-1.
# 'place 6' is a single legal step, but afterwards the 1s find only 5 -> 6 and then the pair
# on 7: two dice. Entering with a 1 instead lets all three dice be used.
LAST_TO_ENTER = "------------/----BB-a----/------------ II 611 0/0/0 1/0/2"


def test_entering_the_last_waiting_piece_is_legal_only_if_the_rest_can_follow():
    b = position(LAST_TO_ENTER)
    assert "place 6" not in texts(b.legal_moves())
    assert "place 1" in texts(b.legal_moves())


@pytest.mark.parametrize("text", [
    ORDER_MATTERS,
    LAST_TO_ENTER,
    # all fifteen at home, spread; every die can bear off or move
    "------------/------------/------ABCDBC I 146 0/0/0 15/0/0",
    # at home but one piece still on the way: no bearing off until it arrives
    "------------/------------/-----ABBCDC- I 156 0/0/0 15/0/0",
    # one captured piece and blocked entry points
    "------------/-bbbb-------/------MA---- I 235 0/1/0 7/0/0",
    # player II bearing off, I's stack just behind II's home points
    "bbbcc-C-----/------------/------------ II 655 12/0/0 0/0/3",
    # a stack of fifteen, two dice left
    "------------/----O-------/------------ I 66 0/0/0 15/0/0",
    # the seed's worked example after the capture
    "------------/A--A---A-b--/------------ I 22 12/0/0 12/1/0",
])
def test_legal_moves_agree_with_brute_force_on_chosen_positions(text):
    b = position(text)
    assert engine_legal(b) == ref_legal(text)
    b = position(text, exact_bear_off=True)
    assert engine_legal(b) == ref_legal(text, exact_bear_off=True)


def test_the_reference_itself_sees_the_order_case():
    # Guard against a reference that agrees with anything: it must reject 'move 1 4' here.
    assert ref_legal(ORDER_MATTERS) == {("move", 3, 31, 1)}
    assert ref_legal("------------/A-bbb-------/------------ I 222 0/0/14 9/0/0") == {("pass", 0, 0, 0)}
