"""XII Scripta fits every terminal from its narrowest layout up: at 80 columns and wider the full board,
narrower the compact one (three columns a point, the arrows beside their rows), which reads back like the
seed's drawings; the header, throw line, status and end lines break between their parts; a computer's
level is never cut; and the end-of-turn header never reads as if the wrong player throws next."""
from __future__ import annotations

import re

import pytest

from board import Board
from games.xii.render import ROW_LINES, board_lines, parse_diagram
from games.xii.view import XiiView
from helpers_widths import (LANGS, LONG_NAME, WIDTHS, assert_screens_fit, computer, longer_czech, session, terminal,
                            use_width)
from seed_drawings import OPENING

def options(lang: str) -> list[dict]:
    """Every setup the game offers: 15 and 3 stones, the rule variants, a computer in either seat or both."""
    strong, normal = computer(lang, "strong"), computer(lang, "normal")
    return [
        dict(names=(strong, LONG_NAME), computers=("strong", "")),
        dict(names=(LONG_NAME, normal), computers=("", "normal"), stones=3),
        dict(names=(strong + " I", normal + " II"), computers=("strong", "normal"), free_pass=True,
             exact_bear_off=True),
    ]


def test_the_compact_board_says_what_the_full_one_says_three_columns_a_point():
    """The seed's position: the same labels, points and stacks on every line as the full drawing
    (seed_drawings.DRAWN), each half's six points three columns apart."""
    grid = Board.from_notation(OPENING).grid()
    for seat in (0, 1):
        compact, full = board_lines(grid, seat, compact=True), board_lines(grid, seat)
        assert [line.split() for line in compact] == [line.split() for line in full]
        for row in ROW_LINES:
            cells = [m.start() for m in re.finditer(r"\S+", compact[row])][2:14]     # after "13-24 ←"
            assert [b - a for a, b in zip(cells, cells[1:])] == [3] * 5 + [6] + [3] * 5, compact[row]


def test_the_compact_board_reads_back_with_marks_and_tall_stacks():
    board = Board.from_notation(OPENING)
    grid = board.grid()
    grid[0][3], grid[0][4], grid[2][8], grid[2][11] = 15, -12, -2, 3
    for seat in (0, 1):
        drawn = board_lines(grid, seat, compact=True, marks={(0, 3), (0, 4), (1, 0)})
        assert parse_diagram("\n".join(drawn[i] for i in ROW_LINES), seat) == grid
        assert max(map(len, drawn)) < max(map(len, board_lines(grid, seat))) - 10


def test_every_ruler_name_of_the_compact_board_stands_alone_over_its_points_glyph():
    drawn = board_lines(Board.from_notation(OPENING).grid(), 0, compact=True)
    assert drawn[5].split() == "25 26 27 28 29 30 I II III IV V VI".split()
    row, ruler = drawn[4], drawn[5]
    glyphs = [i for i, ch in enumerate(row) if ch == "_"]
    assert all(ruler[i] != " " for i in glyphs), "each name covers its point's glyph"


@pytest.mark.parametrize("columns", WIDTHS)
@pytest.mark.parametrize("lang", LANGS)
def test_every_line_of_every_screen_fits(monkeypatch, columns, lang):
    use_width(monkeypatch, columns)
    assert_screens_fit("xii", lang, options(lang), columns)


def test_at_the_narrowest_layout_too_and_in_ascii(monkeypatch):
    columns = XiiView.min_columns
    assert columns <= 60
    use_width(monkeypatch, columns)
    for lang in LANGS:
        assert_screens_fit("xii", lang, options(lang), columns, actions=(9,), ascii=True)


@pytest.mark.parametrize("columns, compact", [(60, True), (79, False), (80, False), (120, False)])
def test_the_full_board_where_it_fits_the_compact_one_below(monkeypatch, columns, compact):
    use_width(monkeypatch, columns)
    _, game = session("xii", names=("Alice", "Bob"))
    board = XiiView(terminal(), "en").board(game, 0)
    assert board == board_lines(game.game.grid(), 0, compact=compact)


@pytest.mark.parametrize("columns", WIDTHS)
def test_the_header_at_the_hand_over_says_who_throws_next_in_one_piece(monkeypatch, columns):
    # The issue: at 80 columns "... has played · Player I" / "I throws next" read as if player I threw next.
    use_width(monkeypatch, columns)
    for lang, says in (("en", "{} throws next"), ("cs", "házet bude {}")):
        names = (computer(lang, "strong") + " I", computer(lang, "normal") + " II")
        s, game = session("xii", names=names, computers=("strong", "normal"))
        game.throw()
        while not game.needs_throw:
            game.play(game.game.legal_actions()[0])
        view = s.view(terminal(), lang)
        lines = [view.title + " · " + view.header(game, 0, True)] + view.info(game, True, (1, 2, 3))
        assert any(says.format(names[1]) in line for line in lines), lines
        assert sum(names[0] in line for line in lines) == 1
        assert not any(line.startswith(("I ", "II ")) for line in lines)
        assert "·" not in lines[0][-2:] and all(not line.startswith("·") for line in lines)


def test_at_80_columns_the_status_shows_the_computers_level_whole(monkeypatch):
    use_width(monkeypatch, 80)
    for lang in LANGS:
        name = computer(lang, "strong")
        s, game = session("xii", names=(name, "Alice"), computers=("strong", ""))
        lines = s.view(terminal(), lang).status(game, 1, lambda seat: None)
        assert any(name in line for line in lines) and not any("…" in line for line in lines)
        assert all(len(line) <= 79 for line in lines)


def test_at_80_columns_short_names_keep_todays_one_line_status_and_header(monkeypatch):
    use_width(monkeypatch, 80)
    s, game = session("xii", names=("Alice", "Bob"))
    view = s.view(terminal(), "en")
    status = view.status(game, 0, lambda seat: None)
    assert status == ["▶ I  Alice  pips 480 · waiting 15 · captured  0 · on board  0 · off  0 · bag 30",
                      "  II Bob    pips 480 · waiting 15 · captured  0 · on board  0 · off  0 · bag 30"]
    assert view.header(game, 0, False) == "Turn 1 · Alice (player I, digits) to move"
    assert view.info(game, False, None) == ["The dice are not thrown yet."]


@pytest.mark.parametrize("columns", (60, 80))
def test_a_language_a_third_longer_than_czech_still_fits(monkeypatch, columns):
    longer_czech(monkeypatch)
    use_width(monkeypatch, columns)
    assert_screens_fit("xii", "cs", options("cs"), columns, actions=(9,))
