"""Continuing the unfinished game from the menu in every language: the key the menu shows works, and so do
the language's own letter and word (Polish ``k``/``kontynuuj``, Russian ``с`` from the key of Latin c, ``п``)."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from framework.tui.context import HOUSE_TEXTS
from framework.programs.menus import CONTINUE_KEYS
from framework.lang.words import WORD_LANGUAGES
from helpers_app import make_app, run


def continued(tmp_path, monkeypatch, lang: str, typed: str) -> list:
    """The games continued when ``typed`` is answered on the main menu in ``lang`` with a game saved."""
    app = make_app(tmp_path, monkeypatch, [typed, "0"], "--lang", lang)
    calls: list = []
    monkeypatch.setattr(app.slots, "peek", lambda spec: SimpleNamespace(names=("Livia", "Marcus"), turns=3))
    monkeypatch.setattr(app.saved_games, "continue_game", lambda spec: calls.append(spec.name))
    run(app, app.menu)
    return calls


@pytest.mark.parametrize("lang", WORD_LANGUAGES)
def test_the_key_the_menu_shows_continues(tmp_path, monkeypatch, lang):
    key = HOUSE_TEXTS.text(lang, "menu.continue_key")
    assert key in CONTINUE_KEYS
    for prompt in ("menu.prompt_continue", "game.prompt_continue"):
        assert f" {key} " in HOUSE_TEXTS.text(lang, prompt, last=3), f"{prompt} names the key {key!r}"
    assert continued(tmp_path, monkeypatch, lang, key) == ["xii"]


@pytest.mark.parametrize("lang, typed", [("pl", "k"), ("pl", "kontynuuj"), ("ru", "с"), ("ru", "п"),
                                         ("ru", "продолжить"), ("cs", "p"), ("cs", "pokračovat"), ("en", "c")])
def test_the_languages_own_continue_words(tmp_path, monkeypatch, lang, typed):
    assert continued(tmp_path, monkeypatch, lang, typed) == ["xii"]


@pytest.mark.parametrize("typed", ["x", "kk", "cc"])
def test_other_letters_do_not_continue(tmp_path, monkeypatch, typed):
    assert continued(tmp_path, monkeypatch, "pl", typed) == []
