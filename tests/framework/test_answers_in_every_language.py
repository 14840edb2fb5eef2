"""Answers to the house's questions in every language: yes and no, the computer's level, back."""
from __future__ import annotations

import pytest

from framework.tui.save_slots import ANOTHER, BACK_WORDS, WATCH
from framework.tui.saved_games import NO_WORDS
from framework.lang.texts import is_yes
from framework.lang.words import fold
from helpers_app import make_app


@pytest.mark.parametrize("answer", ["y", "YES", "a", "ano", "t", "Tak", "д", "да", " Да "])
def test_yes_in_every_language(answer):
    assert is_yes(answer)


@pytest.mark.parametrize("answer", ["n", "no", "ne", "nie", "н", "нет", "", "yess", "takk"])
def test_anything_else_is_not_yes(answer):
    assert not is_yes(answer)


@pytest.mark.parametrize("answer", ["", "n", "ne", "Nie", "нет", "н"])
def test_no_to_the_unfinished_game_in_every_language(answer):
    assert fold(answer) in NO_WORDS


@pytest.mark.parametrize("answer, level", [("silny", "strong"), ("Łatwy", "easy"), ("обычный", "normal"),
                                           ("silná", "strong"), ("", "normal"), ("3", "strong")])
def test_the_computers_level_in_every_language(tmp_path, monkeypatch, answer, level):
    app = make_app(tmp_path, monkeypatch, [answer])
    assert app.new_games.ask_level("normal") == level
    assert "not a level" not in app.term.out.getvalue()


@pytest.mark.parametrize("answer, meaning", [("wróć", "back"), ("wroc", "back"), ("назад", "back"),
                                             ("zpět", "back"), ("oglądaj", "watch"), ("смотреть", "watch"),
                                             ("nowa", "another"), ("новая", "another")])
def test_the_busy_slot_is_answered_in_every_language(answer, meaning):
    tables = {"back": BACK_WORDS, "watch": WATCH, "another": ANOTHER}
    assert [name for name, words in tables.items() if answer in words] == [meaning]
