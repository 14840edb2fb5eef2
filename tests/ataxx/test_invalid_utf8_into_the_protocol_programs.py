"""Bytes that are not UTF-8 into the Ataxx player program and the UAI engine under a UTF-8 locale are a line
they refuse, never a UnicodeDecodeError traceback (issue 23, item 9). Python decodes standard input strictly
under a UTF-8 locale such as en_US.UTF-8; PYTHONIOENCODING=utf-8:strict does the same on a machine that lacks
that locale."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _run(argv: list[str], data: bytes) -> subprocess.CompletedProcess:
    env = dict(os.environ, LANG="en_US.UTF-8", PYTHONIOENCODING="utf-8:strict")
    env.pop("LC_ALL", None)
    return subprocess.run([sys.executable, *argv], input=data, capture_output=True, env=env, cwd=ROOT, timeout=60)


@pytest.mark.parametrize("start", [["xii_scripta.py", "--ataxx-player"], ["-m", "games.ataxx.player_program"]])
def test_the_player_program_refuses_a_move_that_is_not_utf8(start):
    done = _run(start, b"biale 1000\n\xff\xfe 1000\n")
    err = done.stderr.decode("utf-8", "replace")
    assert "Traceback" not in err and "UnicodeDecodeError" not in err
    assert done.returncode == 2 and "the arbiter sent a move I cannot play" in err


@pytest.mark.parametrize("start", [["xii_scripta.py", "--ataxx-uai"], ["-m", "games.ataxx.uai"]])
def test_the_uai_engine_calls_bytes_that_are_not_utf8_an_unknown_command_and_answers_on(start):
    done = _run(start, b"uai\n\xff\xfe\nposition startpos moves \xc3\nisready\nquit\n")
    err = done.stderr.decode("utf-8", "replace")
    assert "Traceback" not in err and done.returncode == 0
    assert "unknown command" in err and "position set up to the move before" in err
    assert done.stdout.decode().splitlines()[-1] == "readyok"
