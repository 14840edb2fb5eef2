"""Latrunculi fits every terminal from its narrowest layout up, 8x8 and 8x12: the header's parts that
do not fit beside the title go to the next line, and a side's men, legend and clock go under a name
(with the computer's level) that cannot hold them beside it; the capture limit's count fits too."""
from __future__ import annotations

import pytest

from games.latrunculi.render import read_board, squares_of
from games.latrunculi.view import LatrunculiView
from helpers_widths import LANGS, WIDTHS, assert_screens_fit, longer_czech, session, terminal, too_wide, use_width

OPTIONS = [dict(), dict(computers=("strong", ""), clock_ms=600_000, capture_limit=50),
           dict(layout="8x12", computers=("", "easy"))]


@pytest.mark.parametrize("columns", (LatrunculiView.min_columns,) + WIDTHS)
@pytest.mark.parametrize("lang", LANGS)
def test_every_line_of_every_screen_fits(monkeypatch, columns, lang):
    use_width(monkeypatch, columns)
    assert_screens_fit("latrunculi", lang, OPTIONS, columns, actions=(0, 9, 40),
                       ascii=columns == LatrunculiView.min_columns)


def test_the_narrowest_layout_is_at_most_60_columns_and_keeps_the_board_whole(monkeypatch):
    assert LatrunculiView.min_columns <= 60
    use_width(monkeypatch, LatrunculiView.min_columns)
    for layout in ("8x8", "8x12"):
        _, game = session("latrunculi", layout=layout)
        for reader in (0, 1):
            drawn = LatrunculiView(terminal(), "en").board(game, reader)
            assert read_board(drawn) == squares_of(game.game.position())
            assert too_wide(drawn, LatrunculiView.min_columns) == []


def test_a_computers_level_stays_whole_when_the_figures_go_under_its_name(monkeypatch):
    use_width(monkeypatch, LatrunculiView.min_columns)
    s, game = session("latrunculi", computers=("strong", ""), clock_ms=600_000, capture_limit=50)
    lines = s.view(terminal(), "en").status(game, 0, lambda seat: 600_000)
    assert "White (computer, strong)" in lines[0] and "Black" in lines[2]
    white = " ".join(lines[:2])
    assert "men: 8" in white and "○ man, ◇ Duke" in white and "10:00" in white
    assert lines[-1].strip() == "without a capture: 0 of 50"


def test_at_80_columns_the_status_is_one_line_a_side_as_before(monkeypatch):
    use_width(monkeypatch, 80)
    s, game = session("latrunculi", computers=("strong", ""))
    lines = s.view(terminal(), "en").status(game, 0, lambda seat: None)
    assert lines == ["  ▶ White (computer, strong)   men: 8   ○ man, ◇ Duke",
                     "    Black                      men: 8   ● man, ◆ Duke"]


@pytest.mark.parametrize("columns", (60, 80))
def test_a_language_a_third_longer_than_czech_still_fits(monkeypatch, columns):
    longer_czech(monkeypatch)
    use_width(monkeypatch, columns)
    assert_screens_fit("latrunculi", "cs", OPTIONS, columns, actions=(9,))
