"""Ataxx from XII Scripta in a real pseudo-terminal: the menu's companion section starts it and
takes the players back to the menu when they quit; ``--game ataxx`` starts it without the menu
and continues it after the program was left."""
from __future__ import annotations

import re
import subprocess
import sys

import pytest

from pty_helpers import GAME, ROOT, GameTerminal, game_env

from games.ataxx.render import read_board
from helpers_text import said as text_said


@pytest.fixture
def start(tmp_path):
    started: list[GameTerminal] = []

    def spawn(*args: str, **env: str | None) -> GameTerminal:
        """The game with these arguments (``--save-dir`` in the test's folder unless ``--game`` comes first)."""
        if not args or args[0] != "--game":
            args = (*args, "--save-dir", str(tmp_path / "saves"))
        g = GameTerminal(str(tmp_path / "config"), *args, **env)
        started.append(g)
        return g

    yield spawn
    for g in started:
        g.close()


def prompt(g: GameTerminal, name: str) -> None:
    """Wait for Ataxx's move prompt, ``Black ● > `` (with a clock ``Black ● 4:59 > ``)."""
    g.expect(re.escape(name) + r" \S (\d+:\d\d )?> ")


def said(g: GameTerminal) -> str:
    return text_said(g.text())


def test_the_companion_section_starts_ataxx_and_quitting_returns_to_the_menus(start, tmp_path):
    g = start()
    g.expect("0 to quit: ")
    assert "4  Companion games: Ataxx" in g.text()
    g.send("4")
    g.expect(r"Choose 1-\d, or 0 to go back: ")
    assert "1  Ataxx" in g.text()
    g.send("1")
    g.expect("Choose 1-4, or 0 to go back: ")
    g.send("1")
    g.expect("or Enter for none: ")
    g.send("")
    prompt(g, "Black")
    board = read_board(g.lines)
    assert (board["a7"], board["g1"], board["a1"], board["g7"]) == ("x", "x", "o", "o")
    row = next(i for i, line in enumerate(g.lines) if line.strip().startswith("7 "))
    assert g.colours_of(row, "●") == {"red"} and g.colours_of(row, "○") == {"cyan"}, \
        "the stones in the terminal's black and white roles"
    g.send("a7a6")
    prompt(g, "White")
    assert read_board(g.lines)["a6"] == "x"
    g.send("quit")
    g.expect(r"\(y/n\) ")
    g.send("y")
    g.expect("Choose c to continue, 1-4, or 0 to go back: ")
    assert "c  Continue the unfinished Ataxx game (1 move so far)" in g.text()
    g.send("0")
    g.expect(r"Choose 1-\d, or 0 to go back: ")
    g.send("0")
    g.expect("0 to quit: ")
    assert "1  New game (15 pieces each)" in g.text()
    g.send("0")
    assert g.wait_exit() == 0
    assert (tmp_path / "saves" / "current.ataxx").exists(), "kept next to XII Scripta's game in --save-dir"


def test_the_companion_section_in_czech(start):
    g = start(LANG="cs_CZ.UTF-8")
    g.expect("nebo 0 pro konec: ")
    assert "4  Další hry: Ataxx" in g.text()
    g.send("4")
    g.expect(r"Vyber 1–\d, nebo 0 pro návrat: ")
    g.send("1")
    g.expect("Vyber 1–4, nebo 0 pro návrat: ")
    assert "2  Ataxx proti počítači" in g.text()
    g.send("2")
    g.expect("Enter: bílou, 0 zpět: ")
    g.send("")
    g.expect(r"Enter ponechá „běžná“\): ")
    g.send("easy")
    g.expect("nebo Enter bez hodin: ")
    g.send("")
    prompt(g, "Černý")
    assert "Bílý (počítač, lehký)" in said(g)
    g.send("konec")
    g.expect(r"\(a/n\) ")
    g.send("a")
    g.expect("nebo 0 pro návrat: ")
    g.send("0")
    g.expect(r"Vyber 1–\d, nebo 0 pro návrat: ")
    g.send("0")
    g.expect("nebo 0 pro konec: ")
    g.send("0")
    assert g.wait_exit() == 0


def test_game_ataxx_starts_without_the_menu_and_continues_after_leaving(start, tmp_path):
    saves = str(tmp_path / "saves")
    g = start("--game", "ataxx", "--vs-computer", "white", "--level", "easy", "--save-dir", saves)
    prompt(g, "Black")
    assert "White (computer, easy)" in said(g)
    assert "XII Scripta ·" not in g.text(), "no menu"
    g.send("b6")
    prompt(g, "Black")                          # the computer answered
    board = read_board(g.lines)
    assert board["b6"] == "x" and "Last move: White" in said(g)
    g.child.sendeof()
    g.expect(re.escape(f"Continue it with: python3 xii_scripta.py --game ataxx --continue --save-dir {saves}"))
    assert g.wait_exit() == 0
    h = start("--game", "ataxx", "--continue", "--save-dir", saves)
    prompt(h, "Black")
    assert "The game goes on from" in said(h)
    assert read_board(h.lines) == board
    h.send("quit")
    h.expect(r"\(y/n\) ")
    h.send("y")
    assert h.wait_exit() == 0


def test_game_ataxx_has_its_own_help_and_refuses_bad_options_with_exit_2(tmp_path):
    env = game_env(str(tmp_path))
    done = subprocess.run([sys.executable, GAME, "--game", "ataxx", "--help"], capture_output=True, text=True,
                          env=env, cwd=ROOT, timeout=60)
    assert done.returncode == 0
    assert "usage: xii_scripta.py --game ataxx" in done.stdout and "--vs-computer" in done.stdout
    bad = subprocess.run([sys.executable, GAME, "--game", "ataxx", "--clock", "never"], capture_output=True,
                         text=True, env=env, cwd=ROOT, timeout=60, stdin=subprocess.DEVNULL)
    assert bad.returncode == 2
    assert "'never': give the minutes for each player" in text_said(bad.stderr) and "Traceback" not in bad.stderr
