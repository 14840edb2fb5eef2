"""Czech as a Czech speaker reads it: names that need no declension, the Czech command words in every
message, the games' own names, the lobby's options and the levels' settings texts."""
from __future__ import annotations

import importlib
import re

import pytest

from framework.net.lobby import Lobby
from framework.lang.texts import COMMON, HOUSE, Catalogue
from games import REGISTRY
from helpers_app import make_app

CATALOGUES = [("framework.lang.texts", "COMMON"), ("framework.lang.texts", "HOUSE"), ("framework.net.texts", "NET"),
              ("games.xii.texts", "TEXTS"), ("games.ataxx.texts", "TEXTS"), ("games.latrunculi.texts", "TEXTS"),
              ("games.nardy.texts", "TEXTS")]
#: The fields that hold a person's (or the computer's) name.
NAMES = "name|prev|other|loser|winner|offerer|next|first|second|black_name|white_name|name_i|name_ii"
#: The English command words a message may tell a player to type (the contract's table, section 2).
ENGLISH_COMMANDS = ("help", "undo", "hint", "last", "log", "board", "save", "rules", "yield", "quit", "place",
                    "move", "take", "pass", "off", "flip", "moves", "draw", "say", "mute", "leave", "claim",
                    "wait", "rematch", "seat", "accept", "decline")


def czech_templates():
    for module, table in CATALOGUES:
        for key, text in getattr(importlib.import_module(module), table)["cs"].items():
            yield f"{module}.{table}:{key}", key, text


def test_no_name_follows_a_word_it_would_have_to_agree_with():
    """'Tah hráče Hráč II skončil': a name put where Czech would decline it. Names stand alone instead."""
    declined = re.compile(r"\b(hráče|hráči|hráčem|hráčů|soupeře|soupeři|soupeřem)\s+\{(" + NAMES + r")\}",
                          re.IGNORECASE)
    assert [where for where, _, text in czech_templates() if declined.search(text)] == []


def test_the_handover_reads_well_with_the_default_names():
    t = Catalogue(COMMON, HOUSE)
    handover = t.text("cs", "play.handover", prev=t.text("cs", "player.default.II"),
                      name=t.text("cs", "player.default.I"))
    assert handover == "Hráč II má odehráno. Hráč I, stiskni Enter a hoď kostkami."


def test_czech_messages_name_the_czech_command_words():
    """Outside the placeholders and the command line's own texts (options are typed in English), a Czech
    message says nápověda, zpět, ulož SOUBOR ..., never the English word."""
    english = re.compile(r"(?<![\w-])(" + "|".join(ENGLISH_COMMANDS) + r")(?![\w-])")
    found = []
    for where, key, text in czech_templates():
        if key.startswith("cli."):
            continue
        prose = re.sub(r"\{[^}]*\}", " ", text)
        if english.search(prose):
            found.append((where, english.search(prose).group(0)))
    assert found == []


def test_both_race_games_call_the_pip_count_alike():
    xii = importlib.import_module("games.xii.texts").TEXTS["cs"]["game.status"]
    nardy = importlib.import_module("games.nardy.texts").TEXTS["cs"]["play.pips"]
    assert xii.split()[0] == nardy.split()[0] == "pipy"


@pytest.mark.parametrize("entry", REGISTRY, ids=lambda e: e.name)
def test_every_games_view_shows_its_title_in_the_players_language(entry):
    from helpers_app import fake_terminal
    spec = entry.spec()
    for lang in ("cs", "en"):
        view = spec.view(fake_terminal([]), lang)
        assert view.title == entry.title(lang)


def lobby_row(tmp_path, monkeypatch, lang: str, game: str, options: dict) -> str:
    app = make_app(tmp_path, monkeypatch, [], "--lang", lang)
    info = {"game": game, "options": options, "seats": ["Alice", None], "state": "open", "watchers": 0}
    return Lobby(app.ctx, None).row(1, info, False)


@pytest.mark.parametrize("game, options, czech, english", [
    ("xii", {"stones": 3, "free_pass": True, "exact_bear_off": False}, "volné vynechání tahu, po 3 kamenech",
     "free pass, 3 pieces each"),
    ("nardy", {"match": 5, "sports": True, "fixed_board": False}, "zápas na 5, sportovní pravidlo",
     "match to 5, sports rule"),
    ("latrunculi", {"layout": "8x12", "capture_limit": 40}, "limit bez braní 40, deska 8x12",
     "capture limit 40, board 8x12"),
])
def test_the_lobby_lists_a_tables_options_in_the_players_words(tmp_path, monkeypatch, game, options, czech,
                                                              english):
    assert czech in lobby_row(tmp_path, monkeypatch, "cs", game, options)
    assert english in lobby_row(tmp_path, monkeypatch, "en", game, options)


def test_an_option_the_client_does_not_know_is_shown_as_the_server_sent_it(tmp_path, monkeypatch):
    assert "komi 7" in lobby_row(tmp_path, monkeypatch, "cs", "xii", {"komi": 7})


@pytest.mark.parametrize("lang", ("cs", "en"))
def test_the_strong_levels_settings_text_speaks_of_every_game(lang):
    strong = HOUSE[lang]["value.level.strong"]
    for entry in REGISTRY:
        assert entry.title(lang) in strong, entry.name
