"""Long Nardy fits every terminal from its narrowest layout up, in a match and in a single game: the
board is drawn as always; the header's parts that do not fit beside the title go to the next line,
and a seat's pips go under a name (with the computer's level) that cannot hold them beside it."""
from __future__ import annotations

import pytest

from games.nardy.view import NardyView
from helpers_widths import (LANGS, LONG_NAME, WIDTHS, assert_screens_fit, computer, longer_czech, session, terminal,
                            too_wide, use_width)


def options(lang: str) -> list[dict]:
    return [dict(names=(computer(lang, "strong"), LONG_NAME), computers=("strong", ""), match=5),
            dict(names=(LONG_NAME, computer(lang, "easy")), computers=("", "easy")),
            dict(names=("Ann", "Ben"), fixed_board=True)]


@pytest.mark.parametrize("columns", (NardyView.min_columns,) + WIDTHS)
@pytest.mark.parametrize("lang", LANGS)
def test_every_line_of_every_screen_fits(monkeypatch, columns, lang):
    use_width(monkeypatch, columns)
    assert_screens_fit("nardy", lang, options(lang), columns, actions=(0, 2, 30),
                       ascii=columns == NardyView.min_columns)


def test_the_narrowest_layout_is_at_most_60_columns_and_holds_the_board(monkeypatch):
    assert NardyView.min_columns <= 60
    use_width(monkeypatch, NardyView.min_columns)
    _, game = session("nardy")
    for reader in (0, 1):
        assert too_wide(NardyView(terminal(), "en").board(game, reader), NardyView.min_columns) == []


def test_a_computers_level_stays_whole_when_the_pips_go_under_its_name(monkeypatch):
    use_width(monkeypatch, NardyView.min_columns)
    name = computer("cs", "strong")
    s, game = session("nardy", names=(name, LONG_NAME), computers=("strong", ""))
    lines = s.view(terminal(), "cs").status(game, 0, lambda seat: None)
    assert name.endswith(")")
    assert any(line.endswith(f"{name[:-1]}, černý)") for line in lines), "the colour joins the level's brackets"
    assert sum("360" in line for line in lines) == 2


@pytest.mark.parametrize("columns", (60, 80))
def test_a_language_a_third_longer_than_czech_still_fits(monkeypatch, columns):
    longer_czech(monkeypatch)
    use_width(monkeypatch, columns)
    assert_screens_fit("nardy", "cs", options("cs"), columns, actions=(9,))
