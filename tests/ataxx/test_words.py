"""Ataxx's own commands in every language: the board turned (``flip``, ``obróć``, ``переверни``) and the
legal moves listed (``moves``, ``ruchy``, ``ходы``)."""
from types import SimpleNamespace

import pytest

from framework.tui.terminal import Terminal
from games.ataxx.view import AtaxxView
from helpers_games import ataxx_session


def loop():
    return SimpleNamespace(notes=[], session=ataxx_session())


@pytest.mark.parametrize("word", ["flip", "otočit", "otocit", "obróć", "obroc", "переверни"])
def test_the_board_is_turned_in_every_language(word):
    view = AtaxxView(Terminal(False, ascii=True, screen=False), "pl")
    here = loop()
    assert view.command(word, "", here) and view.flip
    assert view.command(word, "", here) and not view.flip


@pytest.mark.parametrize("word", ["moves", "tahy", "ruchy", "ходы"])
def test_the_legal_moves_are_listed_in_every_language(word):
    view = AtaxxView(Terminal(False, ascii=True, screen=False), "ru")
    here = loop()
    assert view.command(word, "", here)
    assert any("b6" in str(note) for note in here.notes)


def test_a_word_of_no_command_is_left_to_the_game():
    view = AtaxxView(Terminal(False, ascii=True, screen=False), "pl")
    assert not view.command("ruch", "", loop())
