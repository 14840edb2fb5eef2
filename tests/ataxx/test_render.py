"""The Ataxx board as drawn: a1 at the bottom left, or turned for white; stones told apart without colour."""
from hypothesis import given, settings, strategies as st

from games.ataxx.board import BLACK, WHITE, Board
from games.ataxx.render import board_lines, format_clock, read_board, squares_of_board, stone

START = Board()


def cell(lines, rank_row: int, column: int) -> str:
    """The glyph in drawn rank row ``rank_row`` (0 = top), square column ``column`` (0 = left)."""
    return lines[1 + rank_row][4 + 2 + 2 * column]


def test_the_start_drawn_fixed_a7_top_left_black_on_a7_and_g1_white_on_a1_and_g7():
    lines = board_lines(START)
    assert lines[0].split() == list("abcdefg") and lines[-1] == lines[0]
    assert lines[1].split()[0] == "7" and lines[7].split()[0] == "1"
    assert cell(lines, 0, 0) == "●" and cell(lines, 6, 6) == "●"      # a7, g1
    assert cell(lines, 6, 0) == "○" and cell(lines, 0, 6) == "○"      # a1, g7
    assert cell(lines, 3, 3) == "·"
    assert len(lines) == 9 and all(len(line) <= 78 for line in lines)


def test_turned_for_white_g1_is_top_left_and_a7_bottom_right():
    b = Board("7/7/7/7/7/1o5/x6 x 0 1")         # black a1, white b2
    lines = board_lines(b, flipped=True)
    assert lines[0].split() == list("gfedcba")
    assert lines[1].split()[0] == "1" and lines[7].split()[0] == "7"
    assert cell(lines, 0, 6) == "●"       # a1: top right for white
    assert cell(lines, 1, 5) == "○"       # b2
    fixed = board_lines(b)
    assert cell(fixed, 6, 0) == "●" and cell(fixed, 5, 1) == "○"


def test_ascii_uses_the_fen_letters_and_blocked_squares_show():
    b = Board("x5o/7/3-3/7/7/7/o5x x 0 1")
    lines = board_lines(b, ascii=True)
    assert cell(lines, 0, 0) == "x" and cell(lines, 0, 6) == "o" and cell(lines, 2, 3) == "#"
    assert all(line.isascii() for line in lines)
    assert cell(board_lines(b), 2, 3) == "▪"
    assert stone(BLACK, True) == "x" and stone(WHITE) == "○"


def test_colour_roles_wrap_only_the_glyphs():
    seen = []

    def style(role, text):
        seen.append((role, text))
        return f"<{role}>{text}</{role}>"

    lines = board_lines(START, style=style)
    assert "<black>●</black>" in lines[1] and "<white>○</white>" in lines[1]
    assert {role for role, _ in seen} == {"ruler", "black", "white", "empty"}


@settings(max_examples=40, deadline=None)
@given(st.lists(st.sampled_from("xo.-"), min_size=49, max_size=49), st.booleans(), st.booleans())
def test_any_drawing_reads_back_square_by_square(cells, flipped, ascii):
    rows = ["".join(cells[r * 7:(r + 1) * 7]) for r in range(7)]
    fen = "/".join(rows).replace(".", "1")
    b = Board(fen + " x 0 1")
    assert read_board(board_lines(b, flipped=flipped, ascii=ascii)) == squares_of_board(b)


def test_reading_a_start_position_names_the_squares():
    squares = read_board(board_lines(START, flipped=True))
    assert squares["a7"] == "x" and squares["g1"] == "x" and squares["a1"] == "o" and squares["d4"] == "."


def test_clock_shows_minutes_and_seconds_rounded_up():
    assert format_clock(300_000) == "5:00"
    assert format_clock(299_001) == "5:00"
    assert format_clock(59_000) == "0:59"
    assert format_clock(1) == "0:01"
    assert format_clock(0) == "0:00" and format_clock(-5) == "0:00"
    assert format_clock(3_600_000 + 61_000) == "1:01:01"
