"""Something at a save's lock path that cannot be made into our lock file (a folder) does not leave the
save unlocked: two windows would both play it and one's moves would be lost. The save is refused in one
sentence naming the path and what to do (remove it): exit 2 when the game was started from the command
line. Where nothing can be saved anyway (a read-only or full file system, a folder this user may not
write in) the game goes on as before and the save says why it is not saved (issue 23)."""
from __future__ import annotations

import errno
import os
import subprocess
import sys
from pathlib import Path

import pytest

from framework.core import saves
from framework.core.saves import SaveError, Slot
from games.xii.codec import CODEC

ROOT = Path(__file__).resolve().parents[2]


def test_a_folder_at_the_lock_path_is_refused_not_taken_as_unlocked(tmp_path):
    slot = Slot(CODEC, tmp_path)
    slot.lock_path.mkdir()
    with pytest.raises(SaveError) as caught:
        slot.lock()
    assert caught.value.code == "lock_blocked" and caught.value.path == str(slot.lock_path)
    assert slot.lock_path.is_dir(), "the folder is left alone"


def test_where_no_save_can_be_written_the_game_goes_on_unlocked(tmp_path, monkeypatch):
    slot = Slot(CODEC, tmp_path)
    slot.lock_path.mkdir()
    monkeypatch.setattr(saves.os, "access", lambda path, mode: False)   # a folder this user cannot write in
    assert slot.lock() is True


def test_a_read_only_or_full_file_system_goes_on_unlocked(tmp_path, monkeypatch):
    slot = Slot(CODEC, tmp_path)
    for code in (errno.EROFS, errno.ENOSPC):
        def refuse(path, code=code):
            raise OSError(code, os.strerror(code), str(path))
        monkeypatch.setattr(saves, "_open_lock", refuse)
        assert slot.lock() is True


def test_a_lock_file_that_cannot_be_made_in_a_folder_that_cannot_be_written_goes_on(tmp_path, monkeypatch):
    slot = Slot(CODEC, tmp_path)

    def refuse(path):
        raise PermissionError(errno.EACCES, "Permission denied", str(path))
    monkeypatch.setattr(saves, "_open_lock", refuse)
    assert slot.lock() is True, "nothing at the lock path: the save itself will say it cannot be written"


def test_the_lock_still_keeps_a_second_window_out(tmp_path):
    first, second = Slot(CODEC, tmp_path), Slot(CODEC, tmp_path)
    assert first.lock() is True
    try:
        assert second.lock() is False
    finally:
        first.unlock()


def test_started_from_the_command_line_it_says_so_and_leaves_with_2(tmp_path):
    save_dir = tmp_path / "D"
    (save_dir / ".current.ataxx.lock").mkdir(parents=True)
    env = dict(os.environ, XII_SCRIPTA_CONFIG_DIR=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               HOME=str(tmp_path), LANG="C.UTF-8", TERM="dumb")
    done = subprocess.run([sys.executable, "xii_scripta.py", "--game", "ataxx", "--save-dir", str(save_dir),
                           "--color", "never", "--lang", "cs"], cwd=ROOT, input="0\n", capture_output=True,
                          text=True, timeout=60, env=env)
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    assert "zámek" in done.stderr and ".current.ataxx.lock" in done.stderr
    assert sorted(os.listdir(save_dir)) == [".current.ataxx.lock"], "nothing played, nothing written"
