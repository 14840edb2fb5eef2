"""Long Nardy in the player's words: the legal turns list a checker borne off as ``13/ven`` (``13/вне``,
``13/poza``), and the pass and ``off`` are read in every language."""
from types import SimpleNamespace

import pytest

from games.nardy.board import PASS, PASS_MOVE, Move
from games.nardy.game import NardyGame
from games.nardy.view import NardyView
from nardy_helpers import position

WHITE_FAR = {12: -15}        # player -1 still on its head, out of the way


def session(game):
    players = (SimpleNamespace(name="Ann", seat=0), SimpleNamespace(name="Ben", seat=1))
    return SimpleNamespace(game=game, players=players, game_over=False, history=[])


def bearing_off():
    return NardyGame(position({6: 1, 5: 1, 1: 13, **WHITE_FAR}, dice=(6, 5)), 0, 1, (0, 0))


@pytest.mark.parametrize("lang, off", [("en", "off"), ("cs", "ven"), ("pl", "poza"), ("ru", "вне")])
def test_the_legal_turns_name_a_checker_borne_off_in_the_players_words(lang, off):
    view = NardyView(SimpleNamespace(ascii=True, style=lambda k, t: t), lang)
    listed = " ".join(view.moves(session(bearing_off()), None))
    assert f"6/{off}" in listed and f"5/{off}" in listed
    assert lang == "en" or "/off" not in listed


@pytest.mark.parametrize("typed", ["6/off", "6/ven", "6/VEN", "6/poza", "6/вне"])
def test_off_is_read_in_every_language(typed):
    game = bearing_off()
    assert game.parse_action(typed) == Move.parse("6/off")
    assert game.is_legal(game.parse_action(typed))


@pytest.mark.parametrize("typed", ["pass", "dál", "dal", "pas", "пас"])
def test_the_pass_is_read_in_every_language(typed):
    game = bearing_off()
    assert game.parse_action(typed) == PASS_MOVE and game.format_action(PASS_MOVE) == PASS   # the pass, written "pass"


def test_a_checker_borne_off_is_said_in_the_players_words():
    view = NardyView(SimpleNamespace(ascii=True, style=lambda k, t: t), "cs")
    played = SimpleNamespace(action=Move.parse("6/off"), text="6/off", seat=0)
    assert view.action_text(played) == "6/ven"
    assert view.typed(played, session(bearing_off())) == "6/ven"
