"""The one atomic writer (framework/core/saves.py write_atomic) never puts a plain file in place of a FIFO, a
device, a socket or a folder at the destination: it refuses (SaveError ``not_a_file`` /
``is_a_directory``) and leaves it there. A link at the destination is still replaced itself, never
followed. ``save FILE`` typed in a game says so in a sentence and the game goes on; a trainer's
``--out`` is refused before any training (issue 23)."""
from __future__ import annotations

import os
import socket
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from framework.ai import td
from framework.core.saves import SaveError, write_atomic
from framework.ai.td import TrainingError

ROOT = Path(__file__).resolve().parents[2]


def a_fifo(folder: Path) -> Path:
    path = folder / "fifo"
    os.mkfifo(path)
    return path


def a_device(folder: Path) -> Path:
    path = folder / "null"
    try:
        os.mknod(path, 0o666 | stat.S_IFCHR, os.makedev(1, 3))      # a "null" of our own, never /dev's
    except PermissionError:
        pytest.skip("making a device needs root")
    return path


def a_socket(folder: Path) -> Path:
    path = folder / "sock"
    s = socket.socket(socket.AF_UNIX)
    try:
        s.bind(str(path))
    except OSError:
        pytest.skip("no unix socket here")
    finally:
        s.close()
    return path


MAKERS = {"fifo": a_fifo, "device": a_device, "socket": a_socket}


@pytest.mark.parametrize("kind", sorted(MAKERS))
def test_the_writer_refuses_and_leaves_it_there(tmp_path, kind):
    path = MAKERS[kind](tmp_path)
    mode = os.lstat(path).st_mode
    with pytest.raises(SaveError) as caught:
        write_atomic(path, "data")
    assert caught.value.code == "not_a_file"
    assert os.lstat(path).st_mode == mode, "still what it was, not a plain file"
    assert sorted(os.listdir(tmp_path)) == [path.name], "no scrap file left beside it"


def test_a_folder_is_refused_as_before(tmp_path):
    with pytest.raises(SaveError) as caught:
        write_atomic(tmp_path, "data")
    assert caught.value.code == "is_a_directory"


def test_a_link_to_a_fifo_is_replaced_itself_never_followed(tmp_path):
    fifo = a_fifo(tmp_path)
    link = tmp_path / "link"
    link.symlink_to(fifo)
    write_atomic(link, "data")
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)
    assert not link.is_symlink() and link.read_text() == "data"


@pytest.mark.parametrize("kind", ["fifo", "device"])
def test_a_trainer_refuses_such_an_out_before_training(tmp_path, kind):
    path = MAKERS[kind](tmp_path)
    with pytest.raises(TrainingError) as caught:
        td.check_out(str(path))
    assert caught.value.key == "train.out_not_a_file"


def test_save_typed_in_a_game_says_so_and_the_game_goes_on(tmp_path):
    fifo, device = a_fifo(tmp_path), a_device(tmp_path)
    env = dict(os.environ, XII_SCRIPTA_CONFIG_DIR=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               HOME=str(tmp_path), LANG="C.UTF-8", TERM="dumb")
    env.pop("NO_COLOR", None)
    lines = f"g2\nsave {device}\ny\nsave {fifo}\ny\nsave {tmp_path / 'copy.ataxx'}\n"
    done = subprocess.run([sys.executable, "xii_scripta.py", "--game", "ataxx", "--color", "never"], cwd=ROOT,
                          input=lines, capture_output=True, text=True, timeout=60, env=env)
    assert "Traceback" not in done.stderr
    assert stat.S_ISCHR(os.lstat(device).st_mode) and stat.S_ISFIFO(os.lstat(fifo).st_mode)
    assert done.stdout.count("not a regular file") == 2, done.stdout[-2000:]
    assert (tmp_path / "copy.ataxx").is_file(), "the game went on and saved the next copy"
