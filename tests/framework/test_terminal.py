"""The terminal edge: when to colour, when to draw ASCII only, which language, reading lines robustly."""
from __future__ import annotations

import io

import pytest

from dataclasses import replace

from framework.programs.app import App
from framework.tui.prompt import Leave
from framework.lang.texts import locale_language
from framework.tui.terminal import Terminal, clean_input, locale_is_utf8, to_ascii, wants_colour
from games import REGISTRY
from helpers_games import spec, xii_session
from xii_scripta import build_parser


@pytest.mark.parametrize("flag, setting, environ, tty, colour", [
    (None, "auto", {}, True, True),
    (None, "auto", {}, False, False),                       # piped: plain text
    (None, "auto", {"NO_COLOR": "1"}, True, False),
    (None, "auto", {"NO_COLOR": ""}, True, True),           # empty NO_COLOR counts as unset (no-color.org)
    ("always", "auto", {"NO_COLOR": "1"}, False, True),     # --color wins over the environment
    ("never", "always", {}, True, False),                   # ... and over the settings
    (None, "always", {"NO_COLOR": "1"}, True, True),        # settings are a user choice too
    (None, "never", {}, True, False),
    ("auto", "never", {}, True, False),
])
def test_colour_decision(flag, setting, environ, tty, colour):
    assert wants_colour(flag, setting, environ, tty) is colour


@pytest.mark.parametrize("environ, utf8", [
    ({"LANG": "C"}, False),
    ({"LANG": "C", "LC_CTYPE": "C.UTF-8"}, False),          # Python's own C-locale coercion
    ({"LANG": "cs_CZ.UTF-8"}, True),
    ({"LANG": "en_US.utf8"}, True),
    ({"LC_ALL": "C", "LANG": "en_US.UTF-8"}, False),
    ({"LC_CTYPE": "C.UTF-8"}, True),
    ({}, False),
])
def test_ascii_unless_the_locale_says_utf8(environ, utf8):
    assert locale_is_utf8(environ) is utf8


@pytest.mark.parametrize("environ, lang", [
    ({"LANG": "cs_CZ.UTF-8"}, "cs"),
    ({"LANG": "en_GB.UTF-8"}, "en"),
    ({"LANGUAGE": "cs", "LANG": "C"}, "cs"),
    ({"LC_ALL": "cs_CZ.UTF-8", "LANG": "en_US.UTF-8"}, "cs"),
    ({"LC_MESSAGES": "cs_CZ", "LANG": "C"}, "cs"),
    ({}, "en"),
])
def test_language_from_the_locale(environ, lang):
    assert locale_language(environ) == lang


def test_ascii_text_drops_accents_arrows_and_quotes():
    assert to_ascii("Žluťoučký kůň · „hra“ ← →") == 'Zlutoucky kun | "hra" < >'


def test_lines_are_read_leniently():
    assert clean_input(b"place 4\r\n") == "place 4"
    assert clean_input(b"\xff\xfe move\n") == "\ufffd\ufffd move"
    assert clean_input(b"\x1b[Aplace\x00 4\x07\t1\n") == "[Aplace 4 1"


def fake_terminal(lines: list[str], colour: bool = False) -> Terminal:
    data = "".join(line + "\n" for line in lines).encode()
    return Terminal(colour, ascii=False, out=io.StringIO(), inp=io.BytesIO(data), screen=False)


def make_app(tmp_path, monkeypatch, lines: list[str], *argv: str) -> App:
    monkeypatch.setenv("XII_SCRIPTA_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("LANG", "C.UTF-8")
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    app = App(build_parser().parse_args(list(argv)), REGISTRY)
    app.term = fake_terminal(lines)
    return app


def rules_in(folder):
    """XII Scripta's spec with its rules pages in ``folder``."""
    return replace(spec("xii"), rules_dir=str(folder))


def test_missing_rules_file_gets_a_clear_message(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, [""])
    app.menus.show_rules(rules_in(tmp_path))
    out = app.term.out.getvalue()
    assert "The rules are not available: rules_en.md was not found" in out
    assert "Press Enter to go back." in out


def test_the_other_languages_rules_stand_in(tmp_path, monkeypatch):
    (tmp_path / "rules_cs.md").write_text("# Pravidla\n\nText.\n", encoding="utf-8")
    app = make_app(tmp_path, monkeypatch, ["q"])
    app.menus.show_rules(rules_in(tmp_path))
    out = app.term.out.getvalue()
    assert "(rules_en.md is missing; showing rules_cs.md.)" in out and "Pravidla" in out


def test_rules_pages_fit_the_screen(tmp_path, monkeypatch):
    long_line = "word " * 60
    (tmp_path / "rules_en.md").write_text("\n".join(f"{i}. {long_line}" for i in range(30)), encoding="utf-8")
    app = make_app(tmp_path, monkeypatch, ["", "", "b", "q"])
    app.menus.show_rules(rules_in(tmp_path))
    out = app.term.out.getvalue()
    assert all(len(line) <= 80 for line in out.splitlines())
    assert "page 1/" in out and "page 2/" in out


def test_a_damaged_settings_file_is_reported_on_the_menu(tmp_path, monkeypatch):
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "settings.json").write_text("{oops", encoding="utf-8")
    app = make_app(tmp_path, monkeypatch, ["0"])
    app.menu()
    out = app.term.out.getvalue()
    assert "The settings file was damaged" in out and "the defaults stand in for the rest" in out


def test_end_of_input_leaves_with_0_and_the_menu_answers_nonsense(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, ["9", "zzz"])
    with pytest.raises(Leave) as caught:
        app.menu()
    assert caught.value.code == 0
    out = app.term.out.getvalue()
    assert "'9' is not on the menu: type 1-8, or 0 to quit." in out
    assert "'zzz' is not on the menu" in out


def test_a_computer_seat_plays_through_player_choose(tmp_path, monkeypatch):
    """The loop asks Player.choose first, so a computer player only overrides it."""
    from player import Player

    class FirstLegal(Player):
        @property
        def is_computer(self) -> bool:
            return True

        def choose(self, game, budget=None):
            return game.legal_actions()[0]

    app = make_app(tmp_path, monkeypatch, ["", "place 4", "place 1", "place 6", "quit", "y"], "--delay", "0")
    s = xii_session(seed=1, script=[(1, 4, 6), (3, 3, 5), (2, 2, 2)])
    s.players = (s.players[0], FirstLegal("Bob", 1))
    app.playing.run_session(spec("xii"), s, None, [])
    out = app.term.out.getvalue()
    # Bob (II) entered on his point 3, which is Alice's point 10 (13 - 3): said from her seat.
    assert "Bob: enters on 10." in out
    assert s.game.board.notation() == "------------/A--A-A-a-b--/------------ I - 12/0/0 12/0/0"


def test_the_terminal_knows_only_the_shared_colour_roles_and_each_game_brings_its_own(monkeypatch):
    """framework/tui/terminal.py holds no game's roles: XII Scripta's view adds its players' colours, Ataxx's
    its stones', and a game's roles go when the next game's view is made. (The escape sequences are
    stood in for by the palette names: console itself is not imported in the test process.)"""
    from framework.tui import terminal
    from framework.tui.terminal import SHARED_ROLES

    monkeypatch.setattr(terminal, "_build_styles", lambda roles: {
        role: (f"<{colour}/{effect}>", "</>") if colour or effect else ("", "")
        for role, (colour, effect) in roles.items()})
    assert not {"I", "II", "entry", "home", "black", "white", "blocked"} & set(SHARED_ROLES)
    term = Terminal(True, ascii=False, out=io.StringIO(), screen=False)
    assert term.style("I", "x") == "x" and term.style("error", "x") == "<red/bold>x</>"
    specs = {e.name: e.spec() for e in REGISTRY}
    specs["xii"].view(term, "en")
    assert (term.style("I", "x"), term.style("II", "x")) == ("<yellow/bold>x</>", "<green/bold>x</>")
    assert term.style("black", "x") == "x"
    specs["ataxx"].view(term, "en")
    assert (term.style("black", "x"), term.style("blocked", "x")) == ("<red/bold>x</>", "<None/dim>x</>")
    assert term.style("I", "x") == "x"
    assert term.style("title", "x") == "<None/bold>x</>"
