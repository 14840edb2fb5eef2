"""Paths that start with ``~user`` for a user the system does not know: ``--load``, ``--replay``,
``--save-dir`` and the in-game ``save`` say so in a sentence; no traceback, no folder named ``~user``
made in the current directory, and the game goes on after a refused ``save`` (issue 23)."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

from helpers_games import names, new_game_args
from pty_helpers import GAME, game_env

from framework.core.saves import SaveError, expand_home

NOBODY = "~no-such-user-here"


def test_a_home_that_exists_is_expanded_and_other_paths_are_kept(monkeypatch):
    monkeypatch.setenv("HOME", "/home/someone")
    assert expand_home("~/g.xii") == "/home/someone/g.xii"
    assert expand_home("games/~g.xii") == "games/~g.xii" and expand_home("/tmp/x") == "/tmp/x"


def test_a_user_without_a_home_is_a_save_error():
    with pytest.raises(SaveError) as refused:
        expand_home(f"{NOBODY}/g.xii")
    assert refused.value.code == "no_home" and refused.value.path == f"{NOBODY}/g.xii"


def run(tmp_path, *args: str, typed: str = "0\nq\n") -> subprocess.CompletedProcess:
    os.makedirs(tmp_path / "here", exist_ok=True)
    return subprocess.run([sys.executable, GAME, *args], input=typed, capture_output=True, text=True,
                          cwd=tmp_path / "here", env=game_env(str(tmp_path / "config"), TERM="dumb"), timeout=60)


@pytest.mark.parametrize("args", [("--load", f"{NOBODY}/g.xii"), ("--replay", f"{NOBODY}/g.xii"),
                                  ("--save-dir", NOBODY), ("--play", "--save-dir", f"{NOBODY}/saves"),
                                  ("--game", "ataxx", "--save-dir", NOBODY)], ids=" ".join)
def test_the_command_line_refuses_a_home_that_does_not_exist(tmp_path, args):
    done = run(tmp_path, *args)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "names no home folder" in " ".join(done.stderr.split())
    assert os.listdir(tmp_path / "here") == []


@pytest.mark.parametrize("start", [new_game_args(name) for name in names()], ids=" ".join)
def test_save_during_a_game_refuses_it_and_the_game_goes_on(tmp_path, start):
    done = run(tmp_path, *start, typed=f"save {NOBODY}/g\nsave {NOBODY}/g\n")
    out = " ".join(done.stdout.split())
    assert done.returncode == 0 and "Traceback" not in done.stderr
    assert out.count(f"The copy was not saved ({NOBODY}/g: the ~ at its start names no home folder") == 2
    assert "The game is saved." in out and os.listdir(tmp_path / "here") == []
