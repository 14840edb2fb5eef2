"""The issue's figure: 53 legal opening moves for each side.

Counted by hand: White's men on a, b, c, f, g, h go up six squares each (36), the d man five
(the black Duke waits on d7), the e man none (its own Duke on e2); the Duke goes up five,
left four, right three (12). 36 + 5 + 12 = 53. Black's side is the mirror image."""
from games.latrunculi.board import STARTING_FEN, STARTING_FEN_8X12, Board, parse_square as sq


def test_white_has_53_opening_moves():
    moves = Board().legal_moves()
    assert len(moves) == len(set(moves)) == 53
    by_piece = {}
    for m in moves:
        by_piece[m.source] = by_piece.get(m.source, 0) + 1
    assert by_piece[sq("e2")] == 12
    assert by_piece[sq("d1")] == 5
    assert sq("e1") not in by_piece
    assert all(by_piece[sq(f + "1")] == 6 for f in "abcfgh")


def test_black_has_53_opening_moves():
    moves = Board(STARTING_FEN.replace(" w ", " b ")).legal_moves()
    assert len(moves) == 53
    assert sum(1 for m in moves if m.source == sq("d7")) == 12


def test_black_after_the_white_duke_goes_to_a2():
    """e8 gains e2 (the Duke left the e-file), a8 loses a2 (the Duke stands there): still 53."""
    board = Board()
    board.push_notation("e2a2")
    moves = board.legal_moves()
    assert len(moves) == 53
    assert sum(1 for m in moves if m.source == sq("e8")) == 6
    assert sum(1 for m in moves if m.source == sq("a8")) == 5


def test_the_twelve_file_layout_opens_with_81_moves():
    """Ten men go up six, the f man five (Duke on f7), the g man none (its Duke on g2);
    the Duke goes up five, left six, right five: 60 + 5 + 16 = 81."""
    assert len(Board(STARTING_FEN_8X12).legal_moves()) == 81
    assert len(Board(STARTING_FEN_8X12.replace(" w ", " b ")).legal_moves()) == 81


def test_the_moves_are_listed_in_order_and_print_like_e1e4():
    moves = Board().legal_moves()
    assert moves == sorted(moves)
    assert str(moves[0]) == "a1a2"
