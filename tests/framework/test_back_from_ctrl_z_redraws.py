"""Back from Ctrl-Z (``fg``: SIGCONT) the game draws its screen again and asks its question again, as a
resize does: the shell wrote over the screen meanwhile (a real pty)."""
import signal

import pytest

from pty_helpers import GameTerminal

pytestmark = pytest.mark.slow          # the real game in a pseudo-terminal


def test_the_screen_and_the_prompt_come_back_after_a_stop_and_continue(tmp_path):
    g = GameTerminal(str(tmp_path), "--play", "--names", "Alice,Bob", "--first", "I", "--seed", "7")
    try:
        g.prompt("Alice")
        g.child.kill(signal.SIGSTOP)            # what Ctrl-Z does (SIGTSTP stops it the same way)
        g.screen.reset()                        # the shell's own output took the screen meanwhile
        g.child.kill(signal.SIGCONT)            # fg
        g.expect(r"\x1b\[H\x1b\[2J")            # a new screen, nothing typed
        g.prompt("Alice")
        g.wait_screen(r"XII Scripta ·")
        g.send("quit")
        g.expect(r"\(y/n\)")
    finally:
        g.close()
