"""Perft: the fast bitboard counter agrees with python-ataxx (standard) and with a plain
push/pop walk over Board.legal_moves (both rule sets), on positions with gaps, passes and endings."""
import random

import ataxx
import pytest

from games.ataxx.board import Board
from games.ataxx.perft import divide, perft

POSITIONS = [
    ("x5o/7/7/7/7/7/o5x x 0 1", 3),  # start
    ("x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1", 3),  # four blocked corners
    ("x5o/7/3-3/2-1-2/3-3/7/o5x o 0 1", 3),  # blocked sides, white to move
    ("7/7/7/7/ooooooo/ooooooo/xxxxxxx x 0 1", 2),  # a wall of white
    ("7/7/7/7/-------/-------/x5o x 0 1", 3),  # a wall of gaps
    ("xxxxxx1/xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/oxxxxxx o 0 1", 3),  # white must pass (standard)
    ("7/7/7/7/7/1o5/x6 x 0 1", 3),  # a capture ends the game at once
    ("x5o/7/7/7/7/7/o5x x 98 1", 3),  # the fifty-move rule strikes inside the tree
    ("x5o/7/7/7/7/7/o5x x 48 1", 3),  # fifty jumps (itpw) strike inside the tree
    ("xxxx--1/xxxx---/xxxx---/ooooooo/ooooooo/ooooooo/ooooooo x 0 1", 2),  # nobody can move
    ("oooooo1/ooooooo/ooooooo/ooooooo/ooooooo/-------/x6 x 0 1", 3),  # black boxed in by gaps... and one hole
    ("x5o/7/7/7/7/7/o5x o 0 1", 3),  # white first
    ("7/7/7/3x3/7/7/7 x 0 1", 2),  # only black: game over at once
    ("xxxxxxx/xxxxxxx/xxxxxxx/xxxoooo/ooooooo/oooooxo/oooooo1 x 0 1", 2),  # one square left
]


def naive_perft(board: Board, depth: int) -> int:
    """The definition, through the public API: legal moves, push, pop."""
    if depth == 0:
        return 1
    moves = board.legal_moves()
    if depth == 1:
        return len(moves)
    total = 0
    for m in moves:
        board.push(m)
        total += naive_perft(board, depth - 1)
        board.pop()
    return total


def reference(fen: str, depth: int) -> int:
    b = ataxx.Board()
    assert b.set_fen(fen), fen
    return b.perft(depth)       # python-ataxx's own perft


@pytest.mark.parametrize("fen, depth", POSITIONS)
def test_standard_perft_matches_python_ataxx(fen, depth):
    for d in range(depth + 1):
        assert perft(Board(fen, rules="standard"), d) == reference(fen, d), (fen, d)


@pytest.mark.parametrize("fen, depth", POSITIONS)
def test_fast_perft_matches_the_plain_walk_under_both_rule_sets(fen, depth):
    for rules in ("itpw", "standard"):
        b = Board(fen, rules=rules)
        assert perft(b, depth) == naive_perft(b, depth), (fen, rules)
        assert b.fen() == Board(fen).fen()  # perft leaves the board as it was


def test_the_rule_sets_really_differ_on_these_positions():
    must_pass = "xxxxxx1/xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/oxxxxxx o 0 1"
    assert perft(Board(must_pass, rules="standard"), 1) == 1  # the pass
    assert perft(Board(must_pass, rules="itpw"), 1) == 0  # white has lost
    fifty = "x5o/7/7/7/7/7/o5x x 48 1"
    assert perft(Board(fifty, rules="itpw"), 3) < perft(Board(fifty, rules="standard"), 3)


def test_published_start_position_numbers():
    b = Board(rules="standard")
    assert [perft(b, d) for d in range(1, 6)] == [16, 256, 6460, 155888, 4752668]


def test_repetition_inside_the_tree_counts_under_itpw():
    b = Board()
    for text in ("a7c7", "a1c1", "c7a7", "c1a1", "a7c7", "a1c1", "c7a7"):
        b.push_notation(text)
    # c1a1 now repeats the start for the third time: the game ends there
    assert perft(b, 2) == naive_perft(b, 2)
    s = Board(b.fen(), rules="standard")
    assert perft(b, 2) < perft(s, 2)


def test_random_midgame_positions_agree_with_python_ataxx():
    rng = random.Random(2024)
    for game in range(12):
        b = Board(rules="standard")
        for _ in range(rng.randrange(5, 60)):
            moves = b.legal_moves()
            if not moves:
                break
            b.push(rng.choice(moves))
        fen = b.fen()
        assert perft(Board(fen, rules="standard"), 2) == reference(fen, 2), fen
        itpw = Board(fen, rules="itpw")
        assert perft(itpw, 2) == naive_perft(itpw, 2), fen


def test_divide_sums_to_perft():
    b = Board()
    parts = divide(b, 3)
    assert len(parts) == 16 and sum(parts.values()) == perft(b, 3)


def test_repetitions_deep_in_the_tree_under_itpw():
    # two 3x2 pens walled by gaps: the stones can jump to and fro and repeat positions
    b = Board("x2----/3----/-------/-------/-------/3----/o2---- x 0 1")
    for text in ("a7c7", "a1c1", "c7a7", "c1a1"):
        b.push_notation(text)
    assert b.repetitions() == 2
    s = Board(b.fen(), rules="standard")
    assert perft(b, 5) == naive_perft(b, 5)
    assert perft(b, 5) < perft(s, 5)  # the third occurrences end games under itpw
