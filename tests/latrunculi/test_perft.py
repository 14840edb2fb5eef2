"""Perft: the fast counter (bare ints, bulk-counted last ply) against counting with the Board,
and against the reference referee.

The counts themselves come from the reference (tests/latrunculi/reference.py), which shares no
code with the engine; depth 1 is the issue's 53."""
import pytest

from games.latrunculi.board import STARTING_FEN, STARTING_FEN_8X12, Board, divide, perft
from latrunculi import reference as ref


def board_perft(board, depth):
    """The obvious count: push, recurse, pop."""
    if depth == 0:
        return 1
    total = 0
    for move in board.legal_moves():
        board.push(move)
        total += board_perft(board, depth - 1)
        board.pop()
    return total


@pytest.mark.parametrize("fen, depth", [
    (STARTING_FEN, 1),
    (STARTING_FEN, 2),
    (STARTING_FEN_8X12, 2),
    ("m1m1m/1d3/5/M2D1/1M1M1 b 3 7", 3),
    ("mm2/d2m/M1D1/2MM w 0 1", 4),
])
def test_fast_perft_matches_the_reference(fen, depth):
    assert perft(Board(fen), depth) == ref.perft(ref.from_fen(fen), depth) == board_perft(Board(fen), depth)


def test_start_depth_1_is_the_issues_53():
    assert perft(Board(), 1) == 53


@pytest.mark.slow
def test_start_depth_3_matches_the_board_count_and_the_reference():
    assert perft(Board(), 3) == board_perft(Board(), 3) == ref.perft(ref.from_fen(STARTING_FEN), 3)


def test_perft_under_a_capture_limit_stops_at_the_limit():
    fen = "mm2/d2m/M1D1/2MM w 3 1"
    assert perft(Board(fen, capture_limit=4), 3) == ref.perft(ref.from_fen(fen), 3, limit=4)
    assert perft(Board(fen, capture_limit=4), 3) < perft(Board(fen), 3)


def test_depth_zero_is_one_node_and_a_finished_game_has_no_children():
    assert perft(Board(), 0) == 1
    assert perft(Board("mmmmmmmm/3d4/8/8/8/8/4D3/8 w 5 3"), 1) == 0


def test_divide_splits_by_root_move():
    parts = divide(Board(), 2)
    assert len(parts) == 53
    assert sum(parts.values()) == perft(Board(), 2)
    board = Board()
    board.push_notation("a1a7")
    assert parts["a1a7"] == len(board.legal_moves())
