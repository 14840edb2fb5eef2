"""Ataxx fits every terminal from its narrowest layout up: the board is narrow enough as drawn; the
header's parts that do not fit beside the title go to the next line, and a side's stones and clock
go under a name (with the computer's level) that cannot hold them beside it."""
from __future__ import annotations

import pytest

from games.ataxx.render import read_board, squares_of_board
from games.ataxx.view import AtaxxView
from helpers_widths import LANGS, WIDTHS, assert_screens_fit, longer_czech, session, terminal, use_width

OPTIONS = [dict(), dict(computers=("strong", "")), dict(computers=("", "normal"), clock_ms=300_000)]


@pytest.mark.parametrize("columns", (AtaxxView.min_columns,) + WIDTHS)
@pytest.mark.parametrize("lang", LANGS)
def test_every_line_of_every_screen_fits(monkeypatch, columns, lang):
    use_width(monkeypatch, columns)
    assert_screens_fit("ataxx", lang, OPTIONS, columns, ascii=columns == AtaxxView.min_columns)


def test_the_narrowest_layout_is_at_most_60_columns_and_keeps_the_board_whole(monkeypatch):
    assert AtaxxView.min_columns <= 60
    use_width(monkeypatch, AtaxxView.min_columns)
    _, game = session("ataxx")
    assert read_board(AtaxxView(terminal(), "en").board(game, 0)) == squares_of_board(game.game.board)


def test_a_computers_name_and_level_stay_whole_when_the_stones_go_under_it(monkeypatch):
    use_width(monkeypatch, AtaxxView.min_columns)
    s, game = session("ataxx", computers=("strong", ""), clock_ms=300_000)
    lines = s.view(terminal(), "en").status(game, 0, lambda seat: 300_000)
    assert lines[0].endswith("Black (computer, strong)")
    assert "stones: 2" in lines[1] and "5:00" in lines[1]


def test_at_80_columns_the_status_is_one_line_a_side_as_before(monkeypatch):
    use_width(monkeypatch, 80)
    s, game = session("ataxx", computers=("strong", ""))
    lines = s.view(terminal(), "en").status(game, 0, lambda seat: None)
    assert lines == ["  ▶ ● Black (computer, strong)   stones: 2", "    ○ White                      stones: 2"]


@pytest.mark.parametrize("columns", (60, 80))
def test_a_language_a_third_longer_than_czech_still_fits(monkeypatch, columns):
    longer_czech(monkeypatch)
    use_width(monkeypatch, columns)
    assert_screens_fit("ataxx", "cs", OPTIONS, columns, actions=(9,))
