"""Ataxx rules: moves, flips, and the six endings of the seed (plus the standard rule set's)."""
import pytest
from hypothesis import given, settings, strategies as st

from games.ataxx.board import (
    BLACK, WHITE, PASS, Board, IllegalMoveError, Move, Termination, parse_square,
)


def sq(name: str) -> int:
    return parse_square(name)


# ----------------------------------------------------------------- the start and the moves


def test_start_position_black_on_a7_g1_white_on_a1_g7_black_to_move():
    b = Board()
    assert b.piece_at(sq("a7")) == BLACK and b.piece_at(sq("g1")) == BLACK
    assert b.piece_at(sq("a1")) == WHITE and b.piece_at(sq("g7")) == WHITE
    assert b.count(BLACK) == 2 and b.count(WHITE) == 2
    assert b.turn == BLACK


def test_black_has_sixteen_moves_at_the_start_six_clones_and_ten_jumps():
    moves = Board().legal_moves()
    assert len(moves) == 16
    assert sum(m.is_clone for m in moves) == 6
    assert sum(m.is_jump for m in moves) == 10


def test_a_clone_adds_a_stone_and_keeps_the_source():
    b = Board()
    b.push_notation("a7a6")
    assert b.piece_at(sq("a7")) == BLACK and b.piece_at(sq("a6")) == BLACK
    assert b.count(BLACK) == 3 and b.turn == WHITE


def test_a_jump_moves_the_stone_and_leaves_the_source_empty():
    b = Board()
    b.push_notation("a7c5")
    assert b.piece_at(sq("a7")) is None and b.piece_at(sq("c5")) == BLACK
    assert b.count(BLACK) == 2


def test_seed_example_jump_targets_from_a3():
    b = Board("6o/7/7/7/x6/7/7 x 0 1")
    jumps = {str(m)[2:] for m in b.legal_moves() if m.is_jump}
    assert jumps == {"a1", "b1", "c1", "c2", "c3", "c4", "c5", "b5", "a5"}
    clones = {str(m) for m in b.legal_moves() if m.is_clone}
    assert clones == {"a2", "b2", "b3", "b4", "a4"}


def test_every_enemy_stone_next_to_the_target_turns_and_no_other():
    b = Board("7/5o1/2ooo2/2o1o2/2ooo2/1x5/6o x 0 1")  # white ring round d4, f6 and g1 farther off
    b.push_notation("b2d4")
    for name in ("c3", "d3", "e3", "c4", "e4", "c5", "d5", "e5"):
        assert b.piece_at(sq(name)) == BLACK, name
    assert b.piece_at(sq("f6")) == WHITE and b.piece_at(sq("g1")) == WHITE
    assert b.count(BLACK) == 9 and b.count(WHITE) == 2


def test_illegal_moves_name_the_reason_and_leave_the_board_unchanged():
    b = Board()
    before = b.fen()
    cases = {"a4a5": "not_yours", "g7f7": "not_yours", "d4": "no_neighbour", "a1": "occupied"}
    for text, code in cases.items():
        with pytest.raises(IllegalMoveError) as e:
            b.push_notation(text)
        assert e.value.code == code, text
        assert b.fen() == before


def test_a_clone_is_one_move_whichever_stone_it_comes_from():
    b = Board("6o/7/7/7/7/x1x4/7 x 0 1")  # a2 and c2 both touch b1, b2, b3
    targets = [str(m) for m in b.legal_moves() if m.is_clone]
    assert targets.count("b2") == 1
    assert b.parse_move("a2b2") == b.parse_move("c2b2") == b.parse_move("b2") == Move.parse("b2")


def test_push_pop_restores_everything():
    b = Board()
    fens = [b.fen()]
    for text in ("a7b6", "a1c3", "b6d5", "g7f6"):
        b.push_notation(text)
        fens.append(b.fen())
    for fen in reversed(fens[:-1]):
        b.pop()
        assert b.fen() == fen
    with pytest.raises(IndexError):
        b.pop()


def test_move_numbers_and_half_move_clock():
    b = Board()
    b.push_notation("a7c5")  # jump: clock 1
    assert b.fen() == "6o/7/2x4/7/7/7/o5x o 1 1"
    b.push_notation("a1b2")  # clone: clock 0, move number 2 after white
    assert b.fen().endswith(" x 0 2")


# ----------------------------------------------------------------- the six endings (itpw)


def test_ending_1_full_board_more_stones_wins():
    b = Board("xxxxxxx/xxxxxxx/xxxxxxx/xxxoooo/ooooooo/oooooxo/oooooo1 x 0 1")
    assert b.outcome() is None
    b.push_notation("f2g1")  # clone into the last empty square, flipping f1 f2 g2
    o = b.outcome()
    assert o.termination is Termination.FULL_BOARD
    assert b.count(BLACK) == 28 and b.count(WHITE) == 21
    assert o.winner == BLACK and b.result() == "1-0"
    assert b.legal_moves() == []


def test_ending_1_full_board_with_equal_stones_is_a_draw():
    b = Board("xxxxxxx/xxxxxxx/xxxxxxx/xxx-ooo/ooooooo/ooooooo/ooooooo o 0 1")
    assert b.outcome().termination is Termination.FULL_BOARD and b.result() == "1/2-1/2"


def test_ending_2_time_runs_out_that_player_loses():
    b = Board()
    b.push_notation("a7b6")
    b.lose_on_time(WHITE)
    o = b.outcome()
    assert o.termination is Termination.TIME and o.winner == BLACK
    assert b.legal_moves() == []


def test_ending_3_player_to_move_without_a_move_loses():
    # white's only stone a1 is boxed in by black; g7 is empty but out of its reach
    fen = "xxxxxx1/xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/oxxxxxx o 0 1"
    b = Board(fen)
    o = b.outcome()
    assert o.termination is Termination.NO_MOVES and o.winner == BLACK
    with pytest.raises(IllegalMoveError) as e:
        b.push(PASS)
    assert e.value.code == "game_over"


def test_ending_3_under_standard_the_player_passes_instead():
    fen = "xxxxxx1/xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/oxxxxxx o 0 1"
    b = Board(fen, rules="standard")
    assert b.outcome() is None
    assert b.legal_moves() == [PASS]
    b.push(PASS)
    assert b.turn == BLACK and b.halfmove_clock == 1
    with pytest.raises(IllegalMoveError) as e:
        Board(rules="standard").push(PASS)
    assert e.value.code == "cannot_pass"
    with pytest.raises(IllegalMoveError) as e:
        Board().push(PASS)
    assert e.value.code == "no_pass"


def test_ending_4_only_one_colour_left_its_owner_wins():
    b = Board("7/7/7/7/7/1o5/x6 x 0 1")
    b.push_notation("a1a2")  # a2 touches b2: the last white stone turns
    o = b.outcome()
    assert o.termination is Termination.ONE_COLOUR and o.winner == BLACK


def _jump_cycle(b: Board) -> None:
    for text in ("a7c7", "a1c1", "c7a7", "c1a1"):
        b.push_notation(text)


def test_ending_5_third_repetition_with_the_same_side_to_move_is_a_draw():
    b = Board()
    _jump_cycle(b)
    assert b.repetitions() == 2 and b.outcome() is None
    for text in ("a7c7", "a1c1", "c7a7"):
        b.push_notation(text)
        assert b.outcome() is None
    b.push_notation("c1a1")
    o = b.outcome()
    assert b.fen().split()[0] == Board().fen().split()[0] and b.turn == BLACK
    assert o.termination is Termination.REPETITION and o.winner is None
    b.pop()
    assert b.outcome() is None  # taking back forgets the occurrence


def test_no_repetition_rule_under_standard():
    b = Board(rules="standard")
    _jump_cycle(b)
    _jump_cycle(b)
    assert b.outcome() is None


def test_ending_6_fifty_jumps_in_a_row_draw_and_a_clone_resets_the_count():
    b = Board("x5o/7/7/7/7/7/o5x x 49 1")
    b.push_notation("a7c5")
    o = b.outcome()
    assert o.termination is Termination.FIFTY_JUMPS and o.winner is None
    b.pop()
    b.push_notation("a7a6")
    assert b.halfmove_clock == 0 and b.outcome() is None


def test_standard_fifty_move_rule_counts_one_hundred_plies():
    b = Board("x5o/7/7/7/7/7/o5x x 49 1", rules="standard")
    b.push_notation("a7c5")
    assert b.outcome() is None
    b = Board("x5o/7/7/7/7/7/o5x x 99 1", rules="standard")
    b.push_notation("a7c5")
    assert b.outcome().termination is Termination.FIFTY_MOVES


def test_standard_game_ends_when_neither_side_can_reach_the_empty_squares():
    fen = "xxxx--1/xxxx---/xxxx---/ooooooo/ooooooo/ooooooo/ooooooo x 0 1"
    std = Board(fen, rules="standard")
    assert std.outcome().termination is Termination.BLOCKED and std.outcome().winner == WHITE
    itpw = Board(fen)
    assert itpw.outcome().termination is Termination.NO_MOVES and itpw.outcome().winner == WHITE


# ----------------------------------------------------------------- invariants


@settings(max_examples=30, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=10_000), min_size=1, max_size=60),
       st.sampled_from(["itpw", "standard"]))
def test_random_games_keep_the_stones_consistent_and_pop_back_to_the_start(choices, rules):
    b = Board(rules=rules)
    start = b.fen()
    played = 0
    for c in choices:
        moves = b.legal_moves()
        if not moves:
            assert b.is_game_over()
            break
        before = b.count(BLACK) + b.count(WHITE)
        m = b.push(moves[c % len(moves)])
        played += 1
        assert b.black & b.white == 0 and (b.black | b.white) & b.blocked == 0
        after = b.count(BLACK) + b.count(WHITE)
        assert after == before + (1 if m.is_clone else 0)
    for _ in range(played):
        b.pop()
    assert b.fen() == start


def test_resignation_and_replaying_a_saved_game():
    b = Board()
    for text in ("a7c7", "a1c1", "c7a7", "c1a1"):
        b.push_notation(text)
    saved = (b.starting_fen, [str(m) for m in b.move_stack])
    again = Board.from_moves(*saved)
    assert again.fen() == b.fen() and again.repetitions() == 2  # the history came back too
    again.resign(BLACK)
    assert again.outcome().termination is Termination.RESIGNATION and again.result() == "0-1"
    assert again.legal_moves() == []
