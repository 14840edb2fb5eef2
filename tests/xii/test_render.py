"""Drawing the board: a position -> the text each seat sees, and diagrams read back."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from board import Board
from games.xii.render import (CELL, GAP, LABEL, ROW_LINES, board_lines, format_diagram, glyph, parse_diagram, parse_row,
                    seat_view)
from seed_drawings import DRAWN, II_PLACED, II_PLACED_AS_II_SEES_IT, OPENING

# The seed's drawings (xii-scripta-plan-cs.txt) of the position once both have placed, from each seat.
SEEN_BY_I, SEEN_BY_II = II_PLACED, II_PLACED_AS_II_SEES_IT


def test_the_seeds_position_drawn_for_each_seat():
    """Player II's board is player I's turned 180 degrees (the rulers name each seat's own points)."""
    grid = Board.from_notation(OPENING).grid()
    for seat in (0, 1):
        assert "\n".join(board_lines(grid, seat)) == DRAWN[seat]


def test_the_seeds_diagrams_for_each_seat():
    grid = Board.from_notation(OPENING).grid()
    assert format_diagram(grid, 0) == SEEN_BY_I.strip()
    assert format_diagram(grid, 1) == SEEN_BY_II.strip()


def test_diagrams_read_back_into_the_boards_grid_from_either_seat():
    grid = Board.from_notation(OPENING).grid()
    assert parse_diagram(SEEN_BY_I, seat=0) == grid
    assert parse_diagram(SEEN_BY_II, seat=1) == grid
    for seat in (0, 1):
        drawn = board_lines(grid, seat)
        assert parse_diagram("\n".join(drawn[i] for i in ROW_LINES), seat) == grid


def test_each_player_sees_their_own_course_the_same_way():
    # Player II's first pieces on their entry points 1 and 4 appear where player I's would.
    board = Board.from_notation("------------/------------/------------ II 146 15/0/0 15/0/0")
    board.play("place 1")
    board.play("place 4")
    mine = Board()
    mine.roll((1, 4, 6))
    mine.play("place 1")
    mine.play("place 4")
    mirrored = [[-v for v in row] for row in seat_view(board.grid(), 1)]
    assert mirrored == mine.grid()


def test_every_stack_height_has_its_own_glyph():
    assert [glyph(n) for n in range(1, 16)] == [str(n) for n in range(1, 16)]
    assert "".join(glyph(-n) for n in range(1, 16)) == "ABCDEFGHIJKLMNO"
    assert glyph(0) == "_"


def test_tall_stacks_stay_aligned_and_readable():
    board = Board.from_notation("------------/O-----------/-----------o I - 0/0/0 0/0/0")
    lines = board_lines(board.grid(), 0)
    assert len({len(line) for line in lines[1:3]}) == 1, "rows keep the same width"
    assert all(len(line) <= 80 for line in lines)
    assert parse_row(lines[2])[0] == 15
    assert parse_row(lines[4])[11] == -15


def test_the_rulers_mark_entry_and_home_points():
    lines = board_lines(Board().grid(), 0)
    assert lines[3].split()[:6] == ["1", "2", "3", "4", "5", "6"]
    assert lines[5].split()[6:] == ["I", "II", "III", "IV", "V", "VI"]
    assert lines[0].split()[0] == "24" and lines[0].split()[-1] == "13"


def test_ascii_drawing_has_only_ascii():
    lines = board_lines(Board.from_notation(OPENING).grid(), 1, ascii=True)
    assert all(line.isascii() for line in lines)
    assert lines[2].startswith("  1-12 >")


def test_style_wraps_pieces_by_owner_and_nothing_else_changes():
    seen = []

    def style(role: str, text: str) -> str:
        seen.append((role, text))
        return f"<{role}>{text}</>"

    lines = board_lines(Board.from_notation(OPENING).grid(), 0, style=style)
    assert ("I", "1") in seen and ("II", "A") in seen and ("II", "B") in seen
    assert "<I>1</>" in lines[2] and "<II>B</>" in lines[2]


def test_rows_with_the_wrong_number_of_points_are_refused():
    for bad in ("_ _ _", "1 _ _ 1 _ 1   _ A _ B _ _ _"):
        try:
            parse_row(bad)
        except ValueError as err:
            assert "12 points" in str(err)
        else:
            raise AssertionError(f"{bad!r} was accepted")


cells = st.integers(-15, 15)
grids = st.lists(st.lists(cells, min_size=12, max_size=12), min_size=3, max_size=3)


@settings(max_examples=60, deadline=None)
@given(grids, st.sampled_from([0, 1]), st.booleans())
def test_drawing_and_reading_back_is_the_identity(grid, seat, ascii):
    lines = board_lines(grid, seat, ascii=ascii)
    assert parse_diagram("\n".join(lines[i] for i in ROW_LINES), seat) == grid
    assert parse_diagram(format_diagram(grid, seat), seat) == grid
    # Every row's last cell ends in the same column (glyphs are right-aligned in their cells).
    end = LABEL + 12 * CELL + len(GAP)
    for i in ROW_LINES:
        assert lines[i][end - 1] != " " and lines[i][end] == " "
    assert max(map(len, lines)) <= 80
