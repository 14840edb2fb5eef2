"""The menu comes up importing only what its first screen needs, and still leaves cleanly on a hang-up.

Start-up time itself is measured by ``bench/terminal_speed.py``; these tests
check the cause (which modules are loaded before the menu is left), so a
module that comes back onto the path fails here however fast the machine.
"""
from __future__ import annotations

import ast
import os
import signal
import sys
import time

import pexpect
import pytest

from framework.core import settings as config
from pty_helpers import ROOT, TIMEOUT, as_at_a_terminal, game_env

#: Modules the first screen does not need, and why each stays out.
NOT_FOR_THE_MENU = {
    "argparse": "a start without arguments needs no parser",
    "platformdirs": "the settings and save folders follow the XDG rule on Linux",
    "board": "no game's engine before a game is chosen",
    "console": "colour sequences are built at the first coloured text",
    "signal": "the hang-up handlers are set through _signal (signal imports enum)",
    "enum": "pulled in by signal and re",
    "textwrap": "the menu's prose is wrapped by terminal.wrap_words (textwrap compiles regexes)",
    "re": "compiling regular expressions is a large part of the start-up",
    "json": "the settings file as the game writes it is read by settings.as_written (json imports re)",
    "types": "a start without arguments keeps its options in xii_scripta_cli.Options",
}

#: Run the game's main() as ``xii_scripta.py`` without arguments, then list what it loaded.
PROGRAM = ("import sys; sys.argv = ['xii_scripta.py']; import xii_scripta; xii_scripta.main(); "
           "print('LOADED', sorted(sys.modules))")


def menu_then_quit(tmp_path, prompt: str = "0 to quit", **env: str | None) -> set[str]:
    """The modules loaded by the game from its start to quitting at the menu, through a pty."""
    child = pexpect.spawn(sys.executable, ["-c", PROGRAM], env=game_env(str(tmp_path), **env), cwd=ROOT,
                          dimensions=(24, 80), encoding="utf-8", timeout=TIMEOUT, preexec_fn=as_at_a_terminal)
    try:
        child.expect_exact(prompt)
        child.sendline("0")
        child.expect(r"LOADED \[(.*)\]")
        loaded = {name.strip().strip("'") for name in child.match.group(1).split(",")}
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)
    assert "framework.programs.app" in loaded            # the listing is the game's, not an empty one
    return loaded


def test_a_first_start_loads_nothing_the_menu_does_not_need(tmp_path):
    loaded = menu_then_quit(tmp_path, XII_SCRIPTA_CONFIG_DIR=None, HOME=str(tmp_path), XDG_CONFIG_HOME=None)
    assert not loaded & set(NOT_FOR_THE_MENU), {m: NOT_FOR_THE_MENU[m] for m in loaded & set(NOT_FOR_THE_MENU)}


def test_a_start_with_saved_settings_loads_nothing_the_menu_does_not_need(tmp_path):
    config.save(str(tmp_path / config.FILE), config.Settings(name_i="Livia", name_ii="Žofie", language="cs",
                                                             level="strong"))
    loaded = menu_then_quit(tmp_path, prompt="0 pro konec")      # the settings' language: they were read
    assert not loaded & set(NOT_FOR_THE_MENU), {m: NOT_FOR_THE_MENU[m] for m in loaded & set(NOT_FOR_THE_MENU)}


@pytest.mark.parametrize("signum", [signal.SIGHUP, signal.SIGTERM])
def test_a_hang_up_at_the_menu_leaves_cleanly(tmp_path, signum):
    child = pexpect.spawn(sys.executable, [os.path.join(ROOT, "xii_scripta.py")], env=game_env(str(tmp_path)),
                          cwd=ROOT, dimensions=(24, 80), encoding="utf-8", timeout=TIMEOUT, preexec_fn=as_at_a_terminal)
    try:
        child.expect_exact("0 to quit")
        os.kill(child.pid, signum)
        child.expect(pexpect.EOF)
        child.wait()
    finally:
        child.close(force=True)
    assert child.exitstatus == 128 + signum         # by the handler, not killed by the signal


def test_the_main_script_only_starts_the_command_line():
    """Python compiles the main script at every start (it caches only imported modules): the command
    line lives in xii_scripta_cli.py, and xii_scripta.py holds imports and the start alone."""
    with open(os.path.join(ROOT, "xii_scripta.py"), encoding="utf-8") as f:
        tree = ast.parse(f.read())
    body = tree.body[1:] if ast.get_docstring(tree) is not None else tree.body
    for node in body:
        is_start = isinstance(node, ast.If) and ast.unparse(node.test) == "__name__ == '__main__'"
        assert isinstance(node, (ast.Import, ast.ImportFrom)) or is_start, ast.unparse(node)[:80]


def test_closing_the_terminal_at_the_menu_leaves_by_the_hang_up_without_a_traceback(tmp_path):
    # The read fails first (the terminal is gone), then the hang-up arrives while that is reported.
    errors = tmp_path / "stderr.txt"
    program = (f"import os, sys; os.dup2(os.open({str(errors)!r}, os.O_WRONLY | os.O_CREAT), 2); "
               "sys.argv = ['xii_scripta.py']; import xii_scripta; sys.exit(xii_scripta.main())")
    child = pexpect.spawn(sys.executable, ["-c", program], env=game_env(str(tmp_path)), cwd=ROOT,
                          dimensions=(24, 80), encoding="utf-8", timeout=TIMEOUT, preexec_fn=as_at_a_terminal)
    child.expect_exact("0 to quit")
    child.close(force=False)                            # as a closed window does: hang-up, no kill
    for _ in range(100):
        if not child.isalive():
            break
        time.sleep(0.05)
    assert "Traceback" not in errors.read_text()
    assert child.exitstatus in (1, 128 + signal.SIGHUP)     # the terminal gone, or the hang-up: both clean
