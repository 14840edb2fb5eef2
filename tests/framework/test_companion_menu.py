"""The companion games (menu 4, built from the registry) and a companion game's own menu, shown here
with Ataxx: for two people or against the computer, with an optional clock, its rules in the
shared pager, and its unfinished game offered to continue; bad answers refused in the player's
language with nothing started."""
from __future__ import annotations

import pytest

import os

from framework.core import settings as config
from framework.programs.app import App
from framework.tui.prompt import Leave
from framework.core.saves import Slot
from games.ataxx.codec import CODEC
from helpers_app import make_app
from helpers_text import said as text_said

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ATAXX = ["4", "1"]          # companion games, then Ataxx: the first of them


def said(app: App) -> str:
    """Everything shown, white space squashed (messages wrap at spaces)."""
    return text_said(app.term.out.getvalue())


def saved_game(tmp_path):
    return Slot(CODEC, tmp_path / "saves").saved()


def moves(record) -> list[str]:
    return [entry.actions[0] for entry in record.entries]


@pytest.mark.parametrize("lang, items", [
    ("en", ["Companion games", "1 Ataxx", "1 Ataxx for two people at the keyboard", "2 Ataxx against the computer",
            "3 The rules of Ataxx", "4 Review a finished game", "0 Back to the menu", "Choose 1-4, or 0 to go back:"]),
    ("cs", ["Další hry", "1 Ataxx", "1 Ataxx pro dva lidi u klávesnice", "2 Ataxx proti počítači",
            "3 Pravidla hry Ataxx", "4 Rozbor dohrané hry", "0 Zpět do nabídky", "Vyber 1–4, nebo 0 pro návrat:"]),
])
def test_menu_4_lists_the_companion_games_each_with_its_menu_and_0_comes_back(tmp_path, monkeypatch, lang, items):
    app = make_app(tmp_path, monkeypatch, ATAXX + ["0", "0", "0"], "--lang", lang)
    app.menu()
    shown = said(app)
    for item in items:
        assert item in shown
    assert shown.count("XII Scripta · Ludus duodecim scriptorum") == 2, "back on the main menu"
    assert not (tmp_path / "saves").exists(), "nothing was started"


def test_two_people_play_ataxx_and_quitting_comes_back_with_continue_offered(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, ATAXX + ["1", "", "a7a6", "quit", "y", "0", "0", "0"])
    app.menu()
    game = saved_game(tmp_path)
    assert game.setup.computers == ("", "") and game.setup.clock_ms is None
    assert moves(game) == ["a6"]
    assert not game.finished
    assert "c Continue the unfinished Ataxx game (1 move so far)" in said(app)
    assert "Choose c to continue, 1-4, or 0 to go back:" in said(app)


def test_the_computer_plays_the_colour_chosen_at_the_level_chosen_with_a_clock(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, ATAXX + ["2", "black", "easy", "2", "quit", "y", "0", "0", "0"])
    app.menu()
    game = saved_game(tmp_path)
    assert game.setup.computers == ("easy", "")
    assert game.setup.clock_ms == 120_000
    assert len(game.entries) == 1, "black, the computer, moved first; white quit at its prompt"
    assert "Black (computer, easy)" in said(app)
    assert app.settings.level == "easy" and app.settings == config.load(app.ctx.settings_path)[0], \
        "the level is the computer's level in the settings, remembered"


def test_enter_gives_the_computer_white_and_a_czech_clock_may_use_a_decimal_comma(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, ATAXX + ["2", "", "", "0,5", "konec", "a", "0", "0", "0"], "--lang", "cs")
    app.menu()
    game = saved_game(tmp_path)
    assert game.setup.computers == ("", "normal")
    assert game.setup.clock_ms == 30_000
    assert len(game.entries) == 0


@pytest.mark.parametrize("lang, answers, message", [
    ("en", ["7"], "'7' is not on the list: type 1-4, or 0 to go back."),
    ("en", ["2", "red"], "'red' is not a colour: type black or white (0 goes back)."),
    ("en", ["2", "white", "hard"], "'hard' is not a level: type easy, normal or strong."),
    ("en", ["1", "soon"], "'soon' is not a number of minutes: type more than 0 and at most 600, like 5 or 0.5, "
                          "or press Enter for no clock."),
    ("en", ["1", "0"], "'0' is not a number of minutes"),
    ("en", ["1", "nan"], "'nan' is not a number of minutes"),
    ("cs", ["7"], "„7“ v seznamu není: napiš 1–4, nebo 0 pro návrat."),
    ("cs", ["2", "červená"], "„červená“ není barva: napiš černá, nebo bílá (0 zpět)."),
    ("cs", ["1", "601"], "„601“ není počet minut: napiš víc než 0 a nejvýš 600, třeba 5 nebo 0,5, "
                         "nebo stiskni Enter pro hru bez hodin."),
])
def test_bad_answers_are_refused_in_the_players_language_and_start_nothing(
        tmp_path, monkeypatch, lang, answers, message):
    app = make_app(tmp_path, monkeypatch, ATAXX + [*answers, "0", "0", "0", "0"], "--lang", lang)
    app.menu()
    assert message in said(app)
    assert not (tmp_path / "saves").exists(), "no game was started"
    assert app.settings == config.Settings()


def test_0_at_the_colour_question_goes_back_without_a_game(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, ATAXX + ["2", "0", "0", "0", "0"])
    app.menu()
    assert said(app).count("Ataxx for two people at the keyboard") == 2
    assert not (tmp_path / "saves").exists()


def test_continue_takes_up_the_unfinished_game_in_either_language(tmp_path, monkeypatch):
    first = make_app(tmp_path, monkeypatch, ATAXX + ["1", "", "a7a6", "quit", "y", "0", "0", "0"])
    first.menu()
    again = make_app(tmp_path, monkeypatch, ATAXX + ["p", "a1a2", "konec", "a", "0", "0", "0"], "--lang", "cs")
    again.menu()
    assert "p Pokračovat v rozehrané hře Ataxx (zatím 1 tah)" in said(again)
    assert moves(saved_game(tmp_path)) == ["a6", "a2"]


def test_c_is_not_on_the_list_without_an_unfinished_game(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, ATAXX + ["c", "0", "0", "0"])
    app.menu()
    assert "'c' is not on the list: type 1-4, or 0 to go back." in said(app)
    assert "Continue" not in said(app)


def test_a_damaged_saved_game_is_reported_once_and_not_offered(tmp_path, monkeypatch):
    saves = tmp_path / "saves"
    saves.mkdir()
    (saves / "current.ataxx").write_text("not an ataxx record\n", encoding="utf-8")
    app = make_app(tmp_path, monkeypatch, ATAXX + ["c", "0", "0", "0"])
    app.menu()
    shown = said(app)
    assert str(saves / "current.ataxx") in shown
    assert shown.count("A new Ataxx game moves the file to the games folder next to it.") == 1
    assert "'c' is not on the list" in shown, "nothing offered that cannot be continued"
    assert (saves / "current.ataxx").read_text("utf-8") == "not an ataxx record\n"


def test_the_rules_of_ataxx_in_the_menus_pager(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, ATAXX + ["3", "", "b", "q", "0", "0", "0"])
    app.menu()
    shown = said(app)
    assert "Ataxx: the rules" in shown
    assert "Rules · page 1/" in shown and "Rules · page 2/" in shown
    assert all(len(line) <= 80 for line in app.term.out.getvalue().splitlines())


def test_the_rules_of_ataxx_in_czech(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, ATAXX + ["3", "q", "0", "0", "0"], "--lang", "cs")
    app.menu()
    assert "Pravidla · strana 1/" in said(app)
    with open(os.path.join(ROOT, "games", "ataxx", "rules_cs.md"), encoding="utf-8") as f:
        heading = f.readline().lstrip("#").strip()
    assert heading in said(app)


def test_leaving_the_program_in_an_ataxx_game_says_how_to_continue_it(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, ATAXX + ["1", "", "a7a6"])      # then the end of input: Ctrl-D
    with pytest.raises(Leave) as leave:
        app.menu()
    assert leave.value.code == 0
    assert (f"python3 xii_scripta.py --game ataxx --continue --save-dir {tmp_path / 'saves'}"
            in app.term.out.getvalue())
    assert moves(saved_game(tmp_path)) == ["a6"]
