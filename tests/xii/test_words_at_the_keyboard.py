"""XII Scripta at the keyboard in the player's words: ``?`` and the hints list the commands in the
player's language (``vlož 2``, ``13/18 (táhni 3 5)``, ``VI/ven``), and a command typed in any language
is played."""
from __future__ import annotations

import re

import pytest

from board import Board
from helpers_app import play_xii as play

START = "------------/------------/------------ I - 15/0/0 15/0/0"
#: Player I's last piece on home point VI.
NEAR_END = "------------/------------/-----------A I - 0/0/14 15/0/0"


def after(out: str, line: str) -> str:
    """What the screen said after ``line`` was typed, up to the next prompt."""
    return out.rsplit(f"> {line}\n", 1)[1].split(" > ", 1)[0]




@pytest.mark.parametrize("lang, place", [("cs", "vlož"), ("pl", "postaw"), ("ru", "поставь"), ("en", "place")])
def test_the_legal_list_shows_the_commands_in_the_players_words(tmp_path, monkeypatch, lang, place):
    out, _ = play(tmp_path, monkeypatch, START, "146", ["", "?", "quit", "y"], lang=lang)
    listed = after(out, "?")
    assert f"{place} 1, {place} 4, {place} 6" in listed
    assert lang == "en" or "place 1" not in listed


@pytest.mark.parametrize("lang, move", [("cs", "táhni"), ("pl", "przesuń"), ("ru", "двигай")])
def test_a_move_by_point_is_listed_with_its_command_in_the_players_words(tmp_path, monkeypatch, lang, move):
    out, _ = play(tmp_path, monkeypatch, START, "146,123,135",
                  ["", "place 1", "place 4", "place 6", "", "place 1", "place 2", "place 3", "", "?", "quit", "y"],
                  lang=lang)
    listed = after(out, "?")
    assert re.search(rf"\b\d+/\d+ \({move} \d+ [135]\)", listed), listed[:400]
    assert " (move " not in listed


@pytest.mark.parametrize("lang, off, take", [("cs", "ven", "seber"), ("pl", "poza", "zdejmij"), ("ru", "вне", "сними")])
def test_bearing_off_is_listed_and_hinted_in_the_players_words(tmp_path, monkeypatch, lang, off, take):
    out, _ = play(tmp_path, monkeypatch, NEAR_END, "612", ["", "?", "hint", "quit", "y"], lang=lang)
    assert f"VI/{off} ({take} 6)" in after(out, "?")
    assert f"1. VI/{off}" in after(out, "hint")            # the hint, as the player would type it


@pytest.mark.parametrize("lang", ["en", "cs", "pl", "ru"])
@pytest.mark.parametrize("typed", [("postaw 4", "POSTAW 1"), ("поставь 4", "поставь 1"), ("vloz 4", "Vlož 1")])
def test_a_command_typed_in_any_language_is_played(tmp_path, monkeypatch, lang, typed):
    out, session = play(tmp_path, monkeypatch, START, "146", ["", *typed, "quit", "y"], lang=lang)
    assert [p.text for p in session.history] == ["place 4", "place 1"], out[-600:]


@pytest.mark.parametrize("undo, turn", [("cofnij", "tura"), ("отмени", "ход"), ("zpet", "tah")])
def test_the_loops_commands_are_understood_in_every_language(tmp_path, monkeypatch, undo, turn):
    out, session = play(tmp_path, monkeypatch, START, "146",
                        ["", "place 4", "place 1", f"{undo} {turn}", "quit", "y"], lang="pl")
    assert session.history == [] and session.game.board.dice == (1, 4, 6), out[-600:]


@pytest.mark.parametrize("no, yes", [("nie", "tak"), ("нет", "да"), ("ne", "ano")])
def test_the_loops_questions_are_answered_in_every_language(tmp_path, monkeypatch, no, yes):
    out, session = play(tmp_path, monkeypatch, START, "146",
                        ["", "quit", no, "place 4", "yield", yes], lang="pl")
    from framework.lang.texts import COMMON, Catalogue
    assert out.count(Catalogue(COMMON).text("pl", "play.playing_on")) == 1
    assert [p.text for p in session.history] == ["place 4"] and session.outcome.reason == "yield"


@pytest.mark.parametrize("lang, example", [("en", "place 1"), ("cs", "vlož 1"), ("pl", "postaw 1"), ("ru", "поставь 1")])
def test_a_refused_pass_gives_its_example_in_the_players_words(lang, example):
    from board import IllegalMoveError
    from games.xii import texts
    board = Board.from_notation(START)
    board.roll((1, 4, 6))
    with pytest.raises(IllegalMoveError) as refused:
        board.play("pass")
    assert texts.explain(lang, refused.value).endswith(f": {example}")
