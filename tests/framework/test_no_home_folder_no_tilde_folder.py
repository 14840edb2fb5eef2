"""With no home folder (``HOME`` unset and a user id the system's user list does not know, as under
``setpriv --reuid 12345``), the program never makes a folder named ``~`` in the current directory
(issue 23, item 2). A start that would save games says so in one sentence in the player's language and
asks for ``--save-dir`` (exit 2); with ``--save-dir`` the game is played and saved there, and the
settings apply until the program ends. A relative ``XDG_DATA_HOME`` or ``XDG_CONFIG_HOME`` is ignored
(the XDG specification calls it invalid)."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

from helpers_games import listing, names
from pty_helpers import GAME, ROOT, game_env

from framework.core import saves, settings as config

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="HOME and the user list are POSIX")

#: The program started as a user without a home: every look-up in the user list fails.
HOMELESS = f"""
import pwd, runpy, sys
def unknown(*args):
    raise KeyError("getpwuid(): uid not found: 12345")
pwd.getpwuid = pwd.getpwnam = unknown
sys.path.insert(0, {ROOT!r})
sys.argv = [{GAME!r}] + sys.argv[1:]
runpy.run_path({GAME!r}, run_name="__main__")
"""


@pytest.fixture
def no_home(monkeypatch):
    import pwd

    def unknown(*args):
        raise KeyError("uid not found")
    monkeypatch.delenv("HOME", raising=False)
    monkeypatch.setattr(pwd, "getpwuid", unknown)
    for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XII_SCRIPTA_CONFIG_DIR"):
        monkeypatch.delenv(name, raising=False)


def test_python_gives_a_tilde_back_without_a_home(no_home):
    """Why the house asks itself: the standard library's answer is the ``~`` it was given."""
    assert os.path.expanduser("~/.local") == "~/.local"


def test_there_is_no_home_and_no_default_save_folder(no_home):
    assert saves.home_dir() is None
    with pytest.raises(saves.SaveError) as refused:
        saves.save_dir_text()
    assert refused.value.code == "no_home_dir"
    with pytest.raises(saves.SaveError):
        saves.expand_home("~/games")


def test_a_relative_home_is_no_home(no_home, monkeypatch):
    monkeypatch.setenv("HOME", "relative/home")
    assert saves.home_dir() is None
    monkeypatch.setenv("HOME", "")
    assert saves.home_dir() is None
    monkeypatch.setenv("HOME", "/home/livia")
    assert saves.home_dir() == "/home/livia" and saves.save_dir_text() == "/home/livia/.local/share/xii-scripta"


def test_relative_xdg_folders_are_ignored(monkeypatch):
    monkeypatch.setenv("HOME", "/home/livia")
    monkeypatch.setenv("XDG_DATA_HOME", "data")
    monkeypatch.setenv("XDG_CONFIG_HOME", "config")
    monkeypatch.delenv("XII_SCRIPTA_CONFIG_DIR", raising=False)
    assert saves.save_dir_text() == "/home/livia/.local/share/xii-scripta"
    assert config.config_dir() == "/home/livia/.config/xii-scripta"


def test_the_settings_without_a_home_are_the_defaults_and_saving_them_is_refused(no_home):
    assert config.config_dir() is None and config.settings_path() is None
    assert config.load(None) == (config.Settings(), None)
    with pytest.raises(OSError):
        config.save(None, config.Settings(first="I"))


def run(tmp_path, *args: str, typed: str = "0\nq\n", **env: str) -> subprocess.CompletedProcess:
    os.makedirs(tmp_path / "here", exist_ok=True)
    unset = dict.fromkeys(("HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XII_SCRIPTA_CONFIG_DIR"))
    environ = game_env(str(tmp_path / "unused"), TERM="dumb", **{**unset, **env})
    return subprocess.run([sys.executable, "-c", HOMELESS, *args], input=typed, capture_output=True, text=True,
                          cwd=tmp_path / "here", env=environ, timeout=60)


#: Starts that save: the menu, the home game's, and each companion game's (some continued, or against the computer).
SAVING_STARTS = [(), ("--play",), ("--continue",), ("--game", "ataxx"), ("--game", "latrunculi", "--continue"),
                 ("--game", "nardy", "--vs-computer", "II")]
SAVING_STARTS += [("--game", name) for name in names()
                  if listing(name).companion and not any(name in start for start in SAVING_STARTS)]


@pytest.mark.slow
@pytest.mark.parametrize("args", SAVING_STARTS, ids=lambda a: " ".join(a) or "menu")
def test_a_start_that_saves_asks_for_a_save_folder(tmp_path, args):
    done = run(tmp_path, *args)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "--save-dir" in done.stderr and "home folder" in done.stderr
    assert os.listdir(tmp_path / "here") == []


@pytest.mark.slow
@pytest.mark.parametrize("args", [("--demo",), ("--game", "ataxx", "--demo")], ids=lambda a: " ".join(a))
def test_a_demo_saves_nothing_so_it_plays_without_a_home(tmp_path, args):
    done = run(tmp_path, *args, "--delay", "0", "--seed", "3", typed="")
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    assert "--save-dir" not in done.stderr
    assert os.listdir(tmp_path / "here") == []


@pytest.mark.slow
def test_the_sentence_is_in_the_players_language(tmp_path):
    done = run(tmp_path, "--play", "--lang", "cs")
    assert done.returncode == 2 and "domovsk" in done.stderr and "--save-dir" in done.stderr


@pytest.mark.slow
def test_a_relative_xdg_data_home_makes_no_folder_here(tmp_path):
    done = run(tmp_path, "--play", XDG_DATA_HOME="data", XDG_CONFIG_HOME="config")
    assert done.returncode == 2 and os.listdir(tmp_path / "here") == []


@pytest.mark.slow
def test_with_a_save_folder_the_game_is_played_and_saved_there(tmp_path):
    saves_dir = tmp_path / "saves"
    done = run(tmp_path, "--play", "--save-dir", str(saves_dir), typed="q\n")
    assert done.returncode == 0 and "Traceback" not in done.stderr
    assert (saves_dir / "current.xii").is_file() and os.listdir(tmp_path / "here") == []


@pytest.mark.slow
def test_the_server_without_a_data_folder_says_so(tmp_path):
    done = run(tmp_path, "--serve", "--port", "0")
    assert done.returncode == 2 and "--data" in done.stderr and "Traceback" not in done.stderr
    assert os.listdir(tmp_path / "here") == []


@pytest.mark.slow
def test_the_settings_screen_says_they_are_not_saved_and_a_change_applies(tmp_path):
    done = run(tmp_path, "--save-dir", str(tmp_path / "saves"), typed="6\n1\nLivia\n0\n0\n")
    out = " ".join(done.stdout.split())
    assert done.returncode == 0 and "Traceback" not in done.stderr
    assert "Not saved: no home folder is known" in out and "could not be saved" in out
    assert "Player I's name (digits): Livia" in out and os.listdir(tmp_path / "here") == []
