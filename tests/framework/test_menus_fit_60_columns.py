"""Every menu, settings and companion screen fits a 60-column terminal in every language, its words whole."""
from __future__ import annotations

import pytest

from framework.lang.texts import LANGUAGES
from helpers_app import make_app, run

#: main menu: a refused choice, settings (and a name asked), the companion games and each one's menu, quit.
WALK = ["k", "6", "1", "", "9", "0", "4", "1", "k", "0", "2", "0", "3", "0", "0", "0"]


def screens(tmp_path, monkeypatch, lang: str, columns: int) -> list[str]:
    app = make_app(tmp_path, monkeypatch, WALK, "--lang", lang)
    app.term.fixed_size = (columns, 24)
    assert run(app, app.menu) in (None, 0)
    return app.term.out.getvalue().splitlines()


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("columns", [60, 80])
def test_no_menu_line_is_wider_than_the_terminal(tmp_path, monkeypatch, lang, columns):
    lines = screens(tmp_path, monkeypatch, lang, columns)
    wide = [line for line in lines if len(line) > columns - 1]
    assert all(len(line.split()) == 1 for line in wide), wide      # only a word no line holds (a path)
    assert any(line.startswith("  1  ") for line in lines)          # the menus were drawn


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_menu_line_breaks_under_its_text_never_leaving_a_bracket_or_half_a_word(tmp_path, monkeypatch, lang):
    lines = screens(tmp_path, monkeypatch, lang, 60)
    for before, line in zip(lines, lines[1:]):
        assert line.strip() not in (")", "(", "er", ":"), (before, line)
        if before.startswith("  ") and before[2:3].isalnum() and before[3:5] == "  " and line.startswith("     "):
            assert line[5:6] != " " and line[5:6].strip(), (before, line)    # hangs under the label
