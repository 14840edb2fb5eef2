"""The FEN: placement from the highest rank down, side to move, plies since a capture, move number.

Only the canonical spelling is read, so every accepted FEN is written back exactly."""
import pytest

from framework.core.arguments import ArgumentTypeError
from hypothesis import given, strategies as st

from games.latrunculi.board import (
    BLACK, STARTING_FEN, STARTING_FEN_8X12, WHITE, Board, FenError, Piece, parse_square as sq)
from framework.core.errors import NotationError


def test_the_standard_start():
    board = Board()
    assert board.fen() == "mmmmmmmm/3d4/8/8/8/8/4D3/MMMMMMMM w 0 1" == STARTING_FEN
    assert (board.width, board.height, board.turn) == (8, 8, WHITE)
    assert board.piece_at("e2") == Piece(WHITE, True)
    assert board.piece_at("d7") == Piece(BLACK, True)
    assert board.piece_at("a1") == Piece(WHITE, False) and board.piece_at(sq("h8")) == Piece(BLACK, False)
    assert board.piece_at("e4") is None


def test_the_twelve_file_layout_has_its_dukes_on_g2_and_f7():
    board = Board(STARTING_FEN_8X12)
    assert (board.width, board.height) == (12, 8)
    assert board.piece_at("g2") == Piece(WHITE, True) and board.piece_at("f7") == Piece(BLACK, True)
    assert len(board.men(WHITE)) == len(board.men(BLACK)) == 12
    assert board.piece_at("l1") == Piece(WHITE, False)
    assert board.piece_at("m1") is None  # off the board


@pytest.mark.parametrize("fen", [
    STARTING_FEN,
    STARTING_FEN_8X12,
    "1mmmmmmm/M2d4/8/8/8/8/4D3/1MMMMMMM b 0 1",
    "mmmmmmmm/3d4/8/8/8/8/4D3/MMMMMMMM b 17 123",
    "d1/1D w 0 1",
    "26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/25d/D25 w 0 1",
    "m10d/12/12/12/12/12/12/D10M w 3 2",
])
def test_round_trip(fen):
    assert Board.from_fen(fen).fen() == fen


def test_surrounding_spaces_are_ignored():
    assert Board(f"  {STARTING_FEN}\n").fen() == STARTING_FEN


def test_the_counters_are_read():
    board = Board("mmmmmmmm/3d4/8/8/8/8/4D3/MMMMMMMM b 17 123")
    assert (board.turn, board.plies_since_capture, board.fullmove_number) == (BLACK, 17, 123)


def test_the_move_number_grows_after_blacks_move_and_the_plies_after_each_quiet_move():
    board = Board()
    board.push_notation("h1h2")
    assert board.fen().endswith(" b 1 1")
    board.push_notation("h8h7")
    assert board.fen().endswith(" w 2 2")


@pytest.mark.parametrize("fen, code", [
    ("", "fields"),
    ("mmmmmmmm/3d4/8/8/8/8/4D3/MMMMMMMM", "fields"),
    ("mmmmmmmm/3d4/8/8/8/8/4D3/MMMMMMMM w 0", "fields"),
    ("mmmmmmmm/3d4/8/8/8/8/4D3/MMMMMMMM w 0 1 x", "fields"),
    ("mmmmmmmm/3d4/8/8/8/8/4D3/MMMMMMMM  w 0 1", "fields"),
    ("Dd w 0 1", "height"),
    ("/".join(["d1"] + ["2"] * 25 + ["1D"]) + " w 0 1", "height"),
    ("Dd7/8 w 0 1", "rank_width"),
    ("D/d w 0 1", "width"),
    ("d26/26/D26 w 0 1", "width"),
    ("mmmmmmmm/3d4/8/8/8/8/4D3/MMMMMMM w 0 1", "rank_width"),
    ("mmmmmmmm/3d4/8/8/8/8/4D3/MMMMMMMMM w 0 1", "rank_width"),
    ("mmmmmmmm/3d4/8/8/8/8/4D3/MMMMMMMx w 0 1", "character"),
    ("mmmmmmmm/3d4/8/8/8/8/4D3/MMMMMMMK w 0 1", "character"),
    ("mmmmmmmm/3d4/8/8/8/8/4D3/MMMMMMM\u0661 w 0 1", "character"),  # an Arabic-Indic digit one
    ("mmmmmmmm/3d4/08/8/8/8/4D3/MMMMMMMM w 0 1", "empty_run"),
    ("mmmmmmmm/3d4/0/8/8/8/4D3/MMMMMMMM w 0 1", "empty_run"),
    ("mmmmmmmm/3d4/100/8/8/8/4D3/MMMMMMMM w 0 1", "empty_run"),
    ("mmmmmmmm/8/8/8/8/8/4D3/MMMMMMMM w 0 1", "duke_count"),
    ("mmmmmmmm/3d4/8/8/8/8/8/MMMMMMMM w 0 1", "duke_count"),
    ("mmmmmmmm/3d4/8/8/8/8/3DD3/MMMMMMMM w 0 1", "duke_count"),
    ("mmmmmmmm/3d4/8/8/8/8/4D3/MMMMMMMM W 0 1", "side"),
    ("mmmmmmmm/3d4/8/8/8/8/4D3/MMMMMMMM x 0 1", "side"),
    ("mmmmmmmm/3d4/8/8/8/8/4D3/MMMMMMMM w -1 1", "plies"),
    ("mmmmmmmm/3d4/8/8/8/8/4D3/MMMMMMMM w 01 1", "plies"),
    ("mmmmmmmm/3d4/8/8/8/8/4D3/MMMMMMMM w \u00b2 1", "plies"),
    ("mmmmmmmm/3d4/8/8/8/8/4D3/MMMMMMMM w 9999999999999999999 1", "plies"),
    ("mmmmmmmm/3d4/8/8/8/8/4D3/MMMMMMMM w 0 0", "move_number"),
    ("mmmmmmmm/3d4/8/8/8/8/4D3/MMMMMMMM w 0 one", "move_number"),
])
def test_every_fen_error_has_its_code(fen, code):
    with pytest.raises(FenError) as error:
        Board.from_fen(fen)
    assert error.value.code == code
    assert isinstance(error.value, NotationError) and isinstance(error.value, ValueError)
    assert error.value.params["fen"] == fen


def test_a_fen_must_be_text():
    with pytest.raises(ArgumentTypeError):
        Board.from_fen(42)


def test_the_capture_limit_must_be_a_whole_number_of_plies():
    with pytest.raises(ValueError):
        Board(capture_limit=-1)


@st.composite
def positions(draw):
    """Random FEN texts built square by square, independently of the engine's writer."""
    width, height = draw(st.integers(2, 26)), draw(st.integers(2, 26))
    cells = draw(st.lists(st.sampled_from(".....Mm"), min_size=width * height, max_size=width * height))
    dukes = draw(st.lists(st.integers(0, width * height - 1), min_size=2, max_size=2, unique=True))
    cells[dukes[0]], cells[dukes[1]] = "D", "d"
    rows = []
    for r in range(height):
        row, run = "", 0
        for ch in cells[r * width:(r + 1) * width]:
            if ch == ".":
                run += 1
                continue
            row += (str(run) if run else "") + ch
            run = 0
        rows.append(row + (str(run) if run else ""))
    side = draw(st.sampled_from("wb"))
    return f"{'/'.join(rows)} {side} {draw(st.integers(0, 10**6))} {draw(st.integers(1, 10**6))}"


@given(positions())
def test_any_position_round_trips(fen):
    assert Board.from_fen(fen).fen() == fen
