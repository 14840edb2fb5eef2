"""Ataxx notation: moves (seed and community forms) and FEN, round trips and clear errors."""
import pytest
from hypothesis import given, settings, strategies as st

from games.ataxx.board import (
    PASS, STARTING_FEN, Board, IllegalMoveError, InvalidFenError, InvalidMoveError, Move, parse_square, square_name,
)


@pytest.mark.parametrize("text", ["a7c5", "g1e3", "b6", "d4", "0000", "a7b6"])
def test_move_text_round_trips(text):
    assert str(Move.parse(text)) == text


def test_repr_can_be_pasted_back():
    for text in ("a7c5", "b6", "0000", "a7b6"):
        m = Move.parse(text)
        assert eval(repr(m)) == m  # noqa: S307 - the repr is meant to be pasted


def test_kinds_of_moves():
    assert Move.parse("a7c5").is_jump and not Move.parse("a7c5").is_clone
    assert Move.parse("a7b6").is_clone and Move.parse("b6").is_clone
    assert Move.parse("0000").is_pass and Move.parse("0000") == PASS
    assert Move.parse("a7b6").canonical() == Move.parse("b6")
    assert Move.parse("A7C5") == Move.parse("a7c5")


@pytest.mark.parametrize("text, code", [
    ("", "syntax"), ("a", "syntax"), ("a7c", "syntax"), ("h1", "bad_square"), ("a8", "bad_square"),
    ("a7a7", "bad_distance"), ("a7d7", "bad_distance"), ("a1g7", "bad_distance"), ("e2e4e5", "syntax"),
    ("x1y2", "syntax"), ("00", "bad_square"),
])
def test_bad_move_text_is_an_invalid_move_error_naming_the_input(text, code):
    with pytest.raises(InvalidMoveError) as e:
        Move.parse(text)
    assert e.value.code == code
    assert isinstance(e.value, ValueError)


def test_errors_name_the_input():
    with pytest.raises(InvalidMoveError, match="a7d7"):
        Move.parse("a7d7")
    with pytest.raises(IllegalMoveError, match="a4"):
        Board().parse_move("a4a5")


def test_seed_notation_always_has_source_and_target():
    b = Board()
    assert b.simple_notation(Move.parse("b6")) == "a7b6"
    assert b.simple_notation(Move.parse("a7c5")) == "a7c5"
    for m in b.legal_moves():
        text = b.simple_notation(m)
        assert len(text) == 4 and b.parse_move(text) == m


def test_squares():
    assert parse_square("a1") == 0 and parse_square("g1") == 6 and parse_square("a7") == 42
    assert parse_square("g7") == 48
    assert [square_name(s) for s in (0, 6, 42, 48)] == ["a1", "g1", "a7", "g7"]


# ------------------------------------------------------------------ FEN


@pytest.mark.parametrize("fen", [
    STARTING_FEN, "x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1", "x5o/7/3-3/2-1-2/3-3/7/o5x o 17 9",
    "7/7/7/7/7/7/7 x 0 1", "xxxxxxx/ooooooo/-------/xoxoxox/7/3x3/o5x o 100 50",
])
def test_fen_round_trips(fen):
    assert Board(fen).fen() == fen
    assert Board(fen, rules="standard").fen() == fen


def test_fen_defaults_and_aliases():
    assert Board("x5o/7/7/7/7/7/o5x").fen() == STARTING_FEN
    assert Board("startpos").fen() == STARTING_FEN
    assert Board("X5W/7/7/7/7/7/w5B w 3 4").fen() == "x5o/7/7/7/7/7/o5x o 3 4"


@pytest.mark.parametrize("fen, code", [
    ("", "fen_fields"), ("x5o/7/7/7/7/7/o5x x 0 1 extra", "fen_fields"),
    ("x5o/7/7/7/7/o5x x 0 1", "fen_ranks"), ("x5o/7/7/7/7/7/o5x/7 x", "fen_ranks"),
    ("x5o/7/7/7/7/7/o4x x", "fen_rank_length"), ("x6o/7/7/7/7/7/o5x x", "fen_rank_length"),
    ("x5o/7/7/7/7/7/o5z x", "fen_char"), ("x5o/7/7/7/7/7/o5x y", "fen_side"),
    ("x5o/7/7/7/7/7/o5x x -1 1", "fen_halfmove_clock"), ("x5o/7/7/7/7/7/o5x x 0 0", "fen_move_number"),
    ("x5o/7/7/7/7/7/o5x x a 1", "fen_halfmove_clock"), ("x8/7/7/7/7/7/o5x x", "fen_char"),
])
def test_bad_fen_says_what_is_wrong(fen, code):
    with pytest.raises(InvalidFenError) as e:
        Board(fen)
    assert e.value.code == code
    assert isinstance(e.value, ValueError)


#: Digits str.isdigit() accepts and int() refuses or reads as another number: superscripts,
#: Arabic-Indic, Devanagari and fullwidth digits, and one digit too many for any field.
NON_ASCII_NUMBERS = ["²", "¹", "1²", "٣", "३", "１", "0" + "9" * 19, "9" * 5000]


@pytest.mark.parametrize("value", NON_ASCII_NUMBERS)
@pytest.mark.parametrize("field", ["half-move clock", "move number"])
def test_a_fen_number_in_other_digits_is_the_fen_error_not_a_bare_value_error(value, field):
    fen = f"x5o/7/7/7/7/7/o5x x {value} 1" if field == "half-move clock" else f"x5o/7/7/7/7/7/o5x x 0 {value}"
    with pytest.raises(InvalidFenError) as e:
        Board(fen)
    code = {"half-move clock": "fen_halfmove_clock", "move number": "fen_move_number"}[field]
    assert e.value.code == code and e.value.params["field"] == field


def test_a_fen_number_may_have_leading_zeros_as_before():
    assert Board("x5o/7/7/7/7/7/o5x x 007 010").fen() == "x5o/7/7/7/7/7/o5x x 7 10"


def test_bad_fen_leaves_the_board_unchanged():
    b = Board()
    b.push_notation("a7b6")
    before = b.fen()
    with pytest.raises(InvalidFenError):
        b.set_fen("nonsense")
    assert b.fen() == before


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from("xo-."), min_size=49, max_size=49), st.sampled_from("xo"),
       st.integers(0, 200), st.integers(1, 300))
def test_any_board_round_trips_through_fen(cells, side, half, full):
    rows = []
    for r in range(7):
        row, run = "", 0
        for c in cells[r * 7:(r + 1) * 7]:
            if c == ".":
                run += 1
                continue
            row += (str(run) if run else "") + c
            run = 0
        rows.append(row + (str(run) if run else ""))
    fen = "/".join(rows) + f" {side} {half} {full}"
    assert Board(fen).fen() == fen
