"""A FIFO, a device or a folder where a file belongs (settings.json, a game's current save, ``--load``,
``--replay``, ``--verify``): refused with a sentence at once, never waited on for ever (issue 23)."""
from __future__ import annotations

import os
import signal
import subprocess
import sys

import pytest

from pty_helpers import GAME, game_env

from framework.core import saves, settings as config
from framework.core.limits import NotAFile, read_regular
from games.ataxx.spec import SPEC as ATAXX
from games.xii.spec import SPEC as XII

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")


@pytest.fixture(autouse=True)
def never_waits():
    """A read that waits on the FIFO fails the test instead of hanging it."""
    def waited(signum, frame):
        raise AssertionError("the program waited on a FIFO")
    old = signal.signal(signal.SIGALRM, waited)
    signal.alarm(10)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, old)


def fifo(path) -> str:
    os.makedirs(os.path.dirname(path), exist_ok=True)
    os.mkfifo(path)
    return str(path)


@pytest.mark.parametrize("target", ["fifo", "/dev/null", "folder"])
def test_only_a_regular_file_is_read(tmp_path, target):
    path = fifo(tmp_path / "f") if target == "fifo" else target if target.startswith("/") else str(tmp_path)
    with pytest.raises(IsADirectoryError if target == "folder" else NotAFile):
        read_regular(path, 100)


def test_a_regular_file_is_read_to_one_byte_past_the_limit(tmp_path):
    (tmp_path / "f").write_bytes(b"x" * 50)
    assert read_regular(tmp_path / "f", 10) == b"x" * 11 and read_regular(tmp_path / "f", 100) == b"x" * 50


def test_a_fifo_as_the_current_save_is_a_save_error_that_names_it(tmp_path):
    path = fifo(tmp_path / "current.xii")
    slot = saves.Slot(XII.codec, tmp_path)
    for look in (slot.saved, slot.peek):
        with pytest.raises(saves.SaveError) as refused:
            look()
        assert refused.value.code == "not_a_file" and refused.value.path == path


def test_a_fifo_as_settings_json_is_unreadable_and_the_defaults_are_used(tmp_path):
    settings, problem = config.load(fifo(tmp_path / "settings.json"))
    assert settings == config.Settings() and problem.code == "unreadable"


def run(tmp_path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, GAME, *args], input="0\nq\n", capture_output=True, text=True,
                          env=game_env(str(tmp_path / "config"), TERM="dumb"), timeout=30)


@pytest.mark.parametrize("option", ["--load", "--replay"])
def test_load_and_replay_refuse_a_fifo_with_a_sentence(tmp_path, option):
    done = run(tmp_path, option, fifo(tmp_path / "game.xii"))
    assert done.returncode == 2 and "not a regular file" in done.stderr and "Traceback" not in done.stderr


def test_verify_refuses_a_fifo(tmp_path):
    done = run(tmp_path, "--verify", fifo(tmp_path / "game.log"))
    assert done.returncode == 2 and "not a regular file" in done.stdout + done.stderr


def test_the_menu_starts_with_fifos_as_settings_and_save(tmp_path):
    fifo(tmp_path / "config" / "settings.json")
    fifo(tmp_path / "saves" / "current.xii")
    done = run(tmp_path, "--save-dir", str(tmp_path / "saves"))
    assert done.returncode == 0 and "Traceback" not in done.stderr
    assert "settings file cannot be read" in done.stdout and "not a regular" in done.stdout


def test_a_companion_game_does_not_continue_a_fifo(tmp_path):
    path = fifo(tmp_path / "saves" / ("current" + ATAXX.codec.suffix))
    done = run(tmp_path, "--game", "ataxx", "--continue", "--save-dir", str(tmp_path / "saves"))
    assert done.returncode == 2 and "not a regular" in done.stdout + done.stderr and os.path.exists(path)


def test_a_fifo_where_the_damaged_settings_are_kept_is_not_waited_on_and_the_file_stays(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text('{"first": "I", "level": ', encoding="utf-8")
    fifo(tmp_path / "settings.json.damaged")
    settings, problem = config.load(str(path))
    assert problem.code == "damaged" and problem.params["damaged"] == "" and settings == config.Settings()
    assert path.read_text(encoding="utf-8") == '{"first": "I", "level": ', "nothing a person wrote is lost"
