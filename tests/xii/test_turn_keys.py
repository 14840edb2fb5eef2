"""Position keys and the trusted fast path (turn_keys) that the computer's search runs on.

A key is the position seen from one side, one int; turn_keys(key, dice, ...) is every
position the mover can end the turn in. Both are checked against the independent
brute-force reference in helpers_engine (its own geometry, from the notation) and
against playing the turns on a Board, from either side's point of view.
"""
from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from board import (KEY_CAPTURED, KEY_OFF, KEY_SIDE, KEY_WAITING, Board, Rules, key_bytes, key_from_parts,
                   key_parts, swap_key, turn_keys)
from helpers_engine import (AFTER_OPENING, _REF_POINT, entry_fight_position, random_game, random_position,
                            ref_cell, ref_read, ref_turn_results, thrown)

SETTINGS = dict(deadline=None, suppress_health_check=[HealthCheck.too_slow])


def ref_keys(board: Board) -> set[int]:
    """The keys (seen from the mover) of every position the brute-force reference says a turn can end in."""
    text = board.notation()
    mover, other = board.turn, 1 - board.turn
    start = ref_read(text).state
    keys = set()
    for s in ref_turn_results(text, board.rules.exact_bear_off):
        theirs = [0] * 37                 # the opponent's pieces on its own course points
        for p in range(1, 37):
            theirs[_REF_POINT[other][ref_cell(mover, p)]] = s.theirs[p]
        taken = sum(start.theirs) - sum(s.theirs)
        keys.add(key_from_parts(s.mine, theirs, s.waiting, s.captured, s.off, board.waiting(other),
                                board.captured(other) + taken, board.borne_off(other)))
    return keys


def fast_keys(board: Board) -> set[int]:
    r = board.rules
    return set(turn_keys(board.key(), board.dice, r.stones, r.exact_bear_off, r.free_pass, turns=False))


def played_keys(board: Board) -> set[int]:
    """The keys reached by playing each of legal_turns() on a copy, seen from the mover."""
    out = set()
    for turn in board.legal_turns():
        b = board.copy(history=False)
        for move in turn:
            b.play(move)
        out.add(b.key(board.turn))
    return out


def _agree(board: Board) -> None:
    fast = fast_keys(board)
    assert fast == ref_keys(board), board.notation()
    assert set(board.legal_turn_keys()) == fast == played_keys(board), board.notation()


# ------------------------------------------------------------------ the keys

def test_a_key_holds_each_sides_counts_in_its_own_slots():
    # After the opening: I has pieces on its points 1, 4 and 6, II a pair on its 3 and one on its 5.
    b = Board.from_notation(AFTER_OPENING)
    mine = key_bytes(b.key(0))
    assert [p for p in range(1, 37) if mine[p]] == [1, 4, 6]
    assert [p for p in range(1, 37) if mine[KEY_SIDE + p]] == [3, 5] and mine[KEY_SIDE + 3] == 2
    assert mine[KEY_WAITING] == mine[KEY_SIDE + KEY_WAITING] == 12
    assert mine[KEY_OFF] == mine[KEY_CAPTURED] == 0


def test_the_same_position_reached_in_a_different_order_has_the_same_key():
    one, two = thrown(AFTER_OPENING, (1, 2, 4)), thrown(AFTER_OPENING, (1, 2, 4))
    for text in ("move 1 1", "move 1 2", "place 4"):
        one.play(text)
    for text in ("place 4", "move 1 2", "move 1 1"):
        two.play(text)
    assert one.notation() == two.notation() and one.key(0) == two.key(0)


@settings(max_examples=30, **SETTINGS)
@given(st.integers(0, 2**32))
def test_keys_round_trip_and_turning_the_board_swaps_the_halves(seed):
    rng = random.Random(seed)
    stones = rng.choice([2, 5, 15])
    for i, b in enumerate(random_game(rng, Rules(stones=stones))):
        if i % 7:
            continue
        k = b.key()
        assert key_from_parts(*key_parts(k)) == k
        assert swap_key(k) == b.key(1 - b.turn) and swap_key(swap_key(k)) == k
        mine, theirs, w, c, off, tw, tc, toff = key_parts(k)
        me, other = b.turn, 1 - b.turn
        assert (w, c, off, tw, tc, toff) == (b.waiting(me), b.captured(me), b.borne_off(me),
                                             b.waiting(other), b.captured(other), b.borne_off(other))
        assert all(mine[p] == b.count(me, p) and theirs[p] == b.count(other, p) for p in range(1, 37))


# ------------------------------------------------------------------ the turns

def test_turn_keys_agree_with_brute_force_on_crafted_positions():
    rng = random.Random(41)
    for _ in range(120):
        _agree(Board.from_notation(random_position(rng)))


def test_turn_keys_agree_with_brute_force_with_the_exact_bear_off_rule():
    rng = random.Random(43)
    for _ in range(60):
        text = random_position(rng)
        _agree(Board.from_notation(text, Rules(exact_bear_off=True)))


def test_turn_keys_agree_where_the_last_piece_to_enter_competes_with_the_board():
    rng = random.Random(47)
    for _ in range(50):
        _agree(Board.from_notation(entry_fight_position(rng)))


def test_turn_keys_agree_in_a_fifteen_piece_game_for_either_side():
    rng = random.Random(53)
    checked = 0
    for b in random_game(rng, Rules(stones=15)):
        if len(b.dice) == 3 and rng.random() < 0.08:
            _agree(b)
            checked += 1
    assert checked > 10


def test_the_search_sees_the_opponents_turns_by_swapping_the_key():
    # The search asks for the opponent's replies on the swapped key of a position it reached.
    rng = random.Random(59)
    for _ in range(40):
        b = Board.from_notation(random_position(rng))
        if b.winner is not None:
            continue
        other = Board.from_notation(b.notation().replace(" I ", " X ").replace(" II ", " I ").replace(" X ", " II "))
        r = other.rules
        replies = set(turn_keys(swap_key(b.key()), other.dice, r.stones, r.exact_bear_off, turns=False))
        assert replies == ref_keys(other), other.notation()
