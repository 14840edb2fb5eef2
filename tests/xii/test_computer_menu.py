"""Choosing the computer: the menu entry (seat, level and length; seat and level remembered),
the settings items, the command line (--vs-computer, --demo, --level, --delay and the
combinations refused with exit 2), the progress hint, the pauses, and the Ataxx programs
started by their flags."""
from __future__ import annotations

import subprocess
import sys

import pytest

from framework.core import settings as config
from framework.core.record import read
from framework.lang.texts import LEVELS
from games.xii.codec import CODEC
from helpers_app import make_app
from helpers_games import spec, xii_setup
from pty_helpers import GAME, ROOT, game_env
from xii_scripta import GAMES, build_parser
from helpers_text import said


def saved_game(tmp_path):
    """The setup of the game saved in the test's save directory."""
    return read((tmp_path / "saves" / "current.xii").read_text("utf-8"), CODEC).setup


def saved_settings(tmp_path) -> config.Settings:
    return config.load(str(tmp_path / "config" / config.FILE))[0]


def run(tmp_path, *args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, GAME, *args], capture_output=True, text=True, timeout=120,
                          env=game_env(str(tmp_path)), cwd=ROOT, input=stdin,
                          stdin=subprocess.DEVNULL if stdin is None else None)


# --------------------------------------------------------------- the settings

def test_the_settings_know_the_same_levels_as_the_computer():
    assert config.LEVEL_CHOICES == LEVELS


def test_menu_3_asks_the_seat_the_level_and_the_length_and_remembers_the_seat_and_level(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, ["3", "I", "strong", "3", "", "quit", "y", "0"],
                   "--first", "II", "--seed", "3", "--names", "Alice,Bob", "--delay", "0")
    app.menu()
    assert (app.settings.computer, app.settings.level) == ("I", "strong")
    assert saved_settings(tmp_path) == app.settings
    out = app.term.out.getvalue()
    assert "Alice (player I) is the computer, level strong." in out
    game = saved_game(tmp_path)
    assert game.computers == ("strong", "") and game.option("stones") == 3


def test_enter_keeps_the_remembered_seat_and_level_and_plays_fifteen_pieces(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, ["3", "", "", "", "", "quit", "y", "0"],
                   "--first", "I", "--seed", "3", "--names", "Alice,Bob", "--delay", "0")
    app.settings = app.settings.with_(computer="I", level="easy")
    app.menu()
    out = app.term.out.getvalue()
    assert "Enter keeps I, 0 goes back: " in out and "(Enter keeps 'easy'): " in out
    game = saved_game(tmp_path)
    assert game.computers == ("easy", "") and game.option("stones") == 15
    assert not (tmp_path / "config" / config.FILE).exists(), "nothing changed, nothing written"


def test_the_first_time_the_computer_takes_ii(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, ["3", "", "", "", "", "quit", "y", "0"],
                   "--first", "I", "--seed", "3", "--names", "Alice,Bob", "--delay", "0")
    app.menu()
    assert "Enter keeps II, 0 goes back: " in app.term.out.getvalue()
    assert (app.settings.computer, app.settings.level) == ("II", "normal")
    assert saved_game(tmp_path).computers == ("", "normal")


def test_new_and_short_games_are_two_people_whatever_the_computer_played_last(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, [])
    app.settings = app.settings.with_(computer="I", level="strong")
    assert app.sessions.computers("two") == ("", "")
    assert app.sessions.computers("computer", 1) == ("", "strong")


def test_settings_item_6_switches_the_computers_seat_and_item_7_its_level(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, ["6", "6", "7", "7", "0"])
    app.menus.settings_menu()
    out = app.term.out.getvalue()
    assert "6  The computer's seat in games against it (menu 3): II" in out, "II until one is chosen"
    assert "6  The computer's seat in games against it (menu 3): I" in out
    assert app.settings.computer == "II"            # II -> I -> II
    assert app.settings.level == "easy"             # normal -> strong -> easy
    assert (saved_settings(tmp_path).computer, saved_settings(tmp_path).level) == ("II", "easy")


@pytest.mark.parametrize("lang, answers, message", [
    ("en", ["3", "III"], "'III' is not a seat: type I or II (0 goes back)."),
    ("en", ["3", "II", "hard"], "'hard' is not a level: type easy, normal or strong."),
    ("en", ["3", "II", "easy", "7"], "'7' is not a length of game: type 15 or 3."),
    ("cs", ["3", "III"], "„III“ není hráč: napiš I, nebo II (0 zpět)."),
    ("cs", ["3", "I", "těžká"], "„těžká“ není úroveň: napiš lehká, běžná, nebo silná."),
    ("cs", ["3", "I", "", "dlouhatánská"], "„dlouhatánská“ není délka hry: napiš 15, nebo 3."),
])
def test_a_bad_seat_level_or_length_is_refused_in_the_players_language_and_starts_nothing(
        tmp_path, monkeypatch, lang, answers, message):
    app = make_app(tmp_path, monkeypatch, answers + ["0", "0"], "--lang", lang)   # 0: back (a level is asked again)
    app.menu()
    assert message in app.term.out.getvalue()
    assert app.settings == config.Settings()
    assert not (tmp_path / "config" / config.FILE).exists()
    assert not (tmp_path / "saves").exists(), "no game was started"


def test_czech_level_and_length_words_are_understood(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, ["3", "ii", "silná", "krátká", "", "quit", "a", "0"], "--lang", "cs",
                   "--first", "I", "--seed", "3", "--delay", "0")
    app.menu()
    assert (app.settings.computer, app.settings.level) == ("II", "strong")
    game = saved_game(tmp_path)
    assert game.computers == ("", "strong") and game.option("stones") == 3


def test_old_settings_files_without_the_computer_mean_two_people(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text('{"name_i": "Livia", "first": "I"}', encoding="utf-8")
    settings, problem = config.load(str(path))
    assert problem is None
    assert (settings.name_i, settings.computer, settings.level) == ("Livia", "none", "normal")


@pytest.mark.parametrize("content, reason", [
    ('{"computer": "III"}', "computer must be one of none, I, II"),
    ('{"level": "hard"}', "level must be one of easy, normal, strong"),
])
def test_a_bad_computer_setting_is_damage(tmp_path, content, reason):
    path = tmp_path / "settings.json"
    path.write_text(content, encoding="utf-8")
    settings, problem = config.load(str(path))
    assert settings == config.Settings()
    assert problem is not None and reason in problem.params["reason"]


@pytest.mark.parametrize("lang, items", [
    ("en", ["1  New game (15 pieces each)", "2  Short game (3 pieces each)", "3  Play against the computer",
            "4  Companion games: Ataxx", "5  Rules", "6  Settings", "7  Play over the network", "8  Review a finished game", "0  Quit",
            "Choose 1-8, or 0 to quit: "]),
    ("cs", ["1  Nová hra (po 15 kamenech)", "2  Krátká hra (po 3 kamenech)", "3  Hra proti počítači",
            "4  Další hry: Ataxx", "5  Pravidla", "6  Nastavení", "7  Hra po síti", "8  Rozbor dohrané hry", "0  Konec",
            "Vyber 1–8, nebo 0 pro konec: "]),
])
def test_the_menu_lists_the_computer_and_the_companion_games(tmp_path, monkeypatch, lang, items):
    app = make_app(tmp_path, monkeypatch, ["0"], "--lang", lang)
    app.menu()
    out = app.term.out.getvalue()
    for item in items:
        assert item in out


# ----------------------------------------------------------- the command line

@pytest.mark.parametrize("argv, levels", [
    (["--vs-computer", "II"], ("", "normal")),
    (["--vs-computer", "I", "--level", "strong"], ("strong", "")),
    (["--short", "--vs-computer", "II", "--level", "easy"], ("", "easy")),
])
def test_vs_computer_seats_the_computer_in_the_seat_named(tmp_path, monkeypatch, argv, levels):
    app = make_app(tmp_path, monkeypatch, [], *argv)
    assert app.sessions.computers("computer", {"I": 0, "II": 1}[app.args.vs_computer]) == levels


def test_the_command_line_wins_over_the_settings_and_the_settings_give_the_default_level(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, [], "--vs-computer", "I")
    app.settings = app.settings.with_(computer="II", level="strong")
    assert app.sessions.computers("computer", 0) == ("strong", "")
    assert app.sessions.computers("demo") == ("strong", "strong")


@pytest.mark.parametrize("argv, levels", [
    (["--demo"], ("normal", "normal")),
    (["--demo", "--level", "strong"], ("strong", "strong")),
    (["--demo", "--level", "easy,strong"], ("easy", "strong")),
])
def test_the_demo_seats_the_computer_twice(tmp_path, monkeypatch, argv, levels):
    assert make_app(tmp_path, monkeypatch, [], *argv).sessions.computers("demo") == levels


def test_every_combination_with_the_game_options_parses():
    args = build_parser().parse_args(["--demo", "--short", "--seed", "3", "--dice", "146,335", "--names", "A,B",
                                      "--first", "II", "--lang", "cs", "--color", "never",
                                      "--level", "easy, strong", "--delay", "0"])
    assert (args.demo, args.short, args.level, args.delay) == (True, True, ("easy", "strong"), 0.0)
    args = build_parser().parse_args(["--play", "--vs-computer", "I", "--level", "normal", "--delay", "1.5"])
    assert (args.vs_computer, args.level, args.delay) == ("I", ("normal",), 1.5)
    args = build_parser().parse_args(["--continue", "--delay", "0"])
    assert (args.resume, args.delay, args.vs_computer, args.demo) == (True, 0.0, None, False)


@pytest.mark.parametrize("args, complaint", [
    (["--demo", "--vs-computer", "II"], "not allowed with argument"),
    (["--vs-computer", "III"], "invalid choice: 'III'"),
    (["--vs-computer", "II", "--continue"], "argument --vs-computer: not allowed with argument --continue"),
    (["--demo", "--load", "x.xii"], "argument --demo: not allowed with argument --load"),
    (["--demo", "--replay", "x.xii"], "argument --demo: not allowed with argument --replay"),
    (["--level", "strong"], "argument --level: needs --vs-computer or --demo"),
    (["--play", "--level", "easy"], "argument --level: needs --vs-computer or --demo"),
    (["--vs-computer", "I", "--level", "easy,strong"], "two levels (one per seat) only with --demo"),
    (["--demo", "--level", "hard"], "'hard': give a level, easy, normal, strong"),
    (["--demo", "--level", "easy,normal,strong"], "or two separated by a comma"),
    (["--demo", "--delay", "-1"], "'-1': give the pause in seconds, a number from 0 to 60"),
    (["--demo", "--delay", "soon"], "'soon': give the pause in seconds"),
    (["--demo", "--delay", "nan"], "'nan': give the pause in seconds"),
    (["--replay", "x.xii", "--delay", "1"], "argument --delay: not allowed with argument --replay"),
    (["--seed", "3", "--ataxx-uai"], "argument --ataxx-uai: it must come first"),
    (["--seed", "3", "--game", "ataxx"], "argument --game: it must come first"),
    (["--game"], "argument --game: name the companion game: " + ", ".join(GAMES)),
    (["--game", "chess"], f"argument --game: choose a companion game: {', '.join(GAMES)} (not 'chess')"),
])
@pytest.mark.slow
def test_bad_combinations_exit_2_with_argparses_message(tmp_path, args, complaint):
    done = run(tmp_path, *args)
    assert done.returncode == 2
    assert "usage: xii_scripta.py" in done.stderr
    assert complaint in said(done.stderr)
    assert "Traceback" not in done.stderr


def test_help_names_the_new_flags(tmp_path):
    done = run(tmp_path, "--help")
    assert done.returncode == 0
    for flag in ("--vs-computer", "--demo", "--level", "--delay", "--game", "--ataxx-player", "--ataxx-arbiter",
                 "--ataxx-uai"):
        assert flag in done.stdout


def test_the_menu_imports_neither_the_computer_nor_ataxx(tmp_path):
    """Start-up stays light: the XII planner and the Ataxx package load only when they are used."""
    done = subprocess.run([sys.executable, "-X", "importtime", GAME], input="0\n", capture_output=True,
                          text=True, timeout=60, env=game_env(str(tmp_path)), cwd=ROOT)
    assert done.returncode == 0
    imported = {line.rsplit("|", 1)[-1].strip() for line in done.stderr.splitlines() if "|" in line}
    assert "framework.programs.app" in imported and "framework.core.settings" in imported, "importtime lists the modules"
    assert not imported & {"games.xii.planner", "games.xii.evaluate", "games.ataxx", "board"}


# ------------------------------------------------------------ while it plays

def test_the_progress_hint_is_updated_in_place_on_a_terminal(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, [], screen=True)
    hint = app.sessions.thinking(spec("xii"), "Bob")
    for fraction in (0.0, 0.05, 0.42, 0.47, 1.0):
        hint(fraction)
    out = app.term.out.getvalue()
    assert out == ("\rBob is thinking… 0%\x1b[K"
                   "\rBob is thinking… 40%\x1b[K"
                   "\r\x1b[K"), "each tenth once, then the line is cleared"


def test_no_progress_hint_when_the_output_is_piped(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, [], "--lang", "cs")
    hint = app.sessions.thinking(spec("xii"), "Bob")
    for fraction in (0.0, 0.5, 1.0):
        hint(fraction)
    assert app.term.out.getvalue() == ""


def test_the_strong_computer_reports_its_progress_through_the_hint(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, ["quit", "y"], "--names", "Alice,Bob", "--delay", "0", screen=True)
    session = app.sessions.new_session(spec("xii"), xii_setup(stones=3, seed=2, computers=("strong", "")))
    assert session.players[0].is_computer and session.players[0].level == "strong"
    app.playing.run_session(spec("xii"), session, None, [])
    out = app.term.out.getvalue()
    assert "Alice is thinking… 0%" in out
    assert "Alice: " in out
    assert session.game.board.turn == 1, "the computer played its whole first turn"


def test_with_a_delay_the_board_stays_after_each_computer_action(tmp_path, monkeypatch):
    pauses: list[float] = []
    monkeypatch.setattr("time.sleep", pauses.append)
    app = make_app(tmp_path, monkeypatch, ["quit", "y"], "--names", "Alice,Bob", "--delay", "0.25")
    session = app.sessions.new_session(spec("xii"), xii_setup(stones=3, seed=1, script=[(1, 4, 6)],
                                                     computers=("normal", "")))
    app.playing.run_session(spec("xii"), session, None, [])
    assert pauses == [0.25] * 4, "after the throw and after each of the three actions"
    out = app.term.out.getvalue()
    assert out.count("Turn 1 · Alice (player I, digits) to move") == 3         # no colour: no colour words
    assert out.count("Turn 1 · Bob throws next · Alice (player I, digits) has played") == 2   # the last action, Bob's throw
    # the marker shows who is to move: Alice (the computer) while she plays, Bob at his throw
    assert out.count("▶ I  Alice") == 3 and out.count("▶ II Bob") == 2
    assert "Bob [Enter: throw] > " in out


def test_a_demo_never_asks_and_ends_at_the_end_screen(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, [], "--demo", "--short", "--seed", "4", "--delay", "0")
    assert app.run() == 0
    out = app.term.out.getvalue()
    assert " wins!" in out
    assert "[Enter: throw]" not in out and "return to the menu" not in out, "no prompt was shown"
    assert not (tmp_path / "saves").exists()


# ------------------------------------------------------- the Ataxx programs

def test_ataxx_uai_answers_uai_with_uaiok_and_leaves_on_quit(tmp_path):
    done = run(tmp_path, "--ataxx-uai", stdin="uai\nisready\nquit\n")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert "uaiok" in lines and lines.index("uaiok") < lines.index("readyok")


def test_ataxx_player_speaks_the_protocol_with_its_own_options(tmp_path):
    done = run(tmp_path, "--ataxx-player", "--level", "easy", stdin="czarne 10000\nkoniec\n")
    assert done.returncode == 0, done.stderr
    move = done.stdout.strip()
    assert len(move.splitlines()) == 1 and len(move) in (2, 4), done.stdout


def test_ataxx_arbiter_starts_with_its_own_usage(tmp_path):
    done = run(tmp_path, "--ataxx-arbiter", "--help")
    assert done.returncode == 0
    assert "usage: xii_scripta.py --ataxx-arbiter" in done.stdout
    missing = run(tmp_path, "--ataxx-arbiter")
    assert missing.returncode == 2 and "CMD1" in missing.stderr
