"""The end of a game says what Enter does next: back to the menu when a menu follows, the end of the
program after ``--game NAME`` (which has no menu to go back to); and that r reviews the game."""
import subprocess
import sys

from helpers_text import said
from pty_helpers import GAME, ROOT


def run(tmp_path, *args: str, keys: str) -> str:
    env = {"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "XII_SCRIPTA_CONFIG_DIR": str(tmp_path / "config"),
           "XDG_DATA_HOME": str(tmp_path / "data")}
    done = subprocess.run([sys.executable, GAME, *args, "--save-dir", str(tmp_path / "saves")], input=keys.encode(),
                          capture_output=True, cwd=ROOT, env=env, timeout=60)
    assert "Traceback" not in done.stderr.decode()
    return said(done.stdout.decode())


def test_a_companion_game_from_the_command_line_ends_with_its_game(tmp_path):
    out = run(tmp_path, "--game", "ataxx", keys="yield\ny\n\n")
    assert "Enter: end · r: review the game" in out and "back to the menu" not in out


def test_a_game_from_the_menu_goes_back_to_it(tmp_path):
    out = run(tmp_path, "--play", keys="yield\ny\n\n0\n")
    assert "Enter: back to the menu · r: review the game" in out


def test_the_end_is_said_in_the_players_language(tmp_path):
    assert "Enter: koniec · r: analiza gry" in run(tmp_path, "--game", "nardy", "--lang", "pl", keys="\nyield\nt\n\n")
