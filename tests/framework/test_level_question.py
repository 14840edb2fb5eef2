"""The computer's level question in the player's language: it names the kept level in the player's words,
and a wrong answer is said and asked again (0 goes back), as every menu question does."""
from __future__ import annotations

import pytest

from framework.tui.context import HOUSE_TEXTS
from framework.lang.words import LEVELS, WORD_LANGUAGES
from helpers_app import make_app, run
from helpers_text import said


def text(lang: str, key: str, **params) -> str:
    return said(HOUSE_TEXTS.text(lang, key, **params))


def asked(tmp_path, monkeypatch, lang: str, lines: list[str]):
    """The level ``lines`` answer in ``lang`` and what the screen said."""
    app = make_app(tmp_path, monkeypatch, lines, "--lang", lang)
    return app.new_games.ask_level("normal"), said(app.term.out.getvalue())


@pytest.mark.parametrize("lang", WORD_LANGUAGES)
def test_the_question_names_the_kept_level_in_the_players_words(tmp_path, monkeypatch, lang):
    level, out = asked(tmp_path, monkeypatch, lang, [""])
    assert level == "normal"
    assert text(lang, "computer.ask_level", value=LEVELS["normal"].shown(lang)).strip() in out
    if lang != "en":
        assert "normal" not in out.replace("(normal)", ""), "the stored code is not shown as the kept level"


@pytest.mark.parametrize("lang", WORD_LANGUAGES)
def test_a_wrong_level_is_said_and_asked_again(tmp_path, monkeypatch, lang):
    level, out = asked(tmp_path, monkeypatch, lang, ["zz", LEVELS["strong"].shown(lang)])
    assert level == "strong"
    assert text(lang, "computer.bad_level", text="zz") in out
    assert out.count(text(lang, "computer.ask_level", value=LEVELS["normal"].shown(lang)).strip()) == 2


@pytest.mark.parametrize("back", ["0", "назад", "wróć"])
def test_zero_goes_back_from_the_level_question(tmp_path, monkeypatch, back):
    level, out = asked(tmp_path, monkeypatch, "pl", ["zz", back])
    assert level is None
    assert text("pl", "computer.bad_level", text="zz") in out


def test_a_wrong_level_from_the_menu_asks_again_and_the_game_starts(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, ["3", "", "zz", "silny", "", "", "quit", "y", "0"], "--lang", "pl")
    run(app, app.menu)
    out = said(app.term.out.getvalue())
    assert text("pl", "computer.bad_level", text="zz") in out
    assert app.ctx.settings.level == "strong", "the answer after the refusal is the level played"
