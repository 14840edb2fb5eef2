"""Standard output closed (``>&-``) or its reader gone (``| head -1``): every entry point ends quietly,
no traceback, with the documented code (framework/tui/terminal.py's OUTPUT_GONE, the README's exit codes)."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

from helpers_games import listing, names
from pty_helpers import GAME, ROOT, game_env

from framework.tui.terminal import OUTPUT_GONE

#: Every kind of start: the menu, a quick start, each companion game, the help, the version, a refusal
#: after the help's usage, the protocol programs and a network check.
STARTS = [(), ("--play",), ("--short",), *(("--game", name) for name in names() if listing(name).companion),
          ("--help",), ("--game", "nardy", "--help"), ("--version",), ("--ataxx-uai",), ("--verify", "x.log")]
TYPED = b"uai\nisready\n0\nq\n"


def run(tmp_path, args: tuple[str, ...], stdout: int | None) -> subprocess.CompletedProcess:
    env = game_env(str(tmp_path / "config"), TERM="dumb")
    command = [sys.executable, GAME, *args]
    if stdout is None:              # the shell's >&-: the program starts with file descriptor 1 closed
        return subprocess.run(command, input=TYPED, stderr=subprocess.PIPE, env=env, cwd=tmp_path, timeout=60,
                              preexec_fn=lambda: os.close(1))
    return subprocess.run(command, input=TYPED, stdout=stdout, stderr=subprocess.PIPE, env=env, cwd=tmp_path,
                          timeout=60)


@pytest.mark.parametrize("args", STARTS, ids=lambda args: " ".join(args) or "menu")
def test_a_closed_standard_output_ends_quietly(tmp_path, args):
    done = run(tmp_path, args, None)
    assert (done.returncode, done.stderr) == (OUTPUT_GONE, b"")


@pytest.mark.parametrize("args", STARTS, ids=lambda args: " ".join(args) or "menu")
def test_a_reader_that_went_away_ends_quietly(tmp_path, args):
    read, write = os.pipe()
    os.close(read)                  # the reader has gone before the first line, as after | head -1
    try:
        done = run(tmp_path, args, write)
    finally:
        os.close(write)
    assert done.returncode == OUTPUT_GONE
    assert b"Traceback" not in done.stderr and b"Error" not in done.stderr


def test_the_code_is_documented():
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as readme:
        assert f"`{OUTPUT_GONE}` standard output closed" in readme.read()


@pytest.mark.parametrize("module", ["games.ataxx.uai", "games.ataxx.player_program", "games.ataxx.arbiter"])
def test_the_protocol_programs_started_on_their_own_end_quietly_too(tmp_path, module):
    done = subprocess.run([sys.executable, "-m", module], input=TYPED, stderr=subprocess.PIPE, cwd=ROOT,
                          env=game_env(str(tmp_path / "config")), timeout=60, preexec_fn=lambda: os.close(1))
    assert (done.returncode, done.stderr) == (OUTPUT_GONE, b"")
