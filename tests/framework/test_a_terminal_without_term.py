"""A terminal that names no type (``TERM`` unset or empty) or ``TERM=dumb`` gets plain text: no colour and
no screen clearing, as a pipe does (escape sequences it may not understand would show as garbage)."""
import pytest

from pty_helpers import GameTerminal

pytestmark = pytest.mark.slow          # the real game in a pseudo-terminal


@pytest.mark.parametrize("term", [None, "", "dumb"])
def test_no_escape_sequences_without_a_known_terminal(tmp_path, term):
    g = GameTerminal(str(tmp_path), "--lang", "en", TERM=term)
    try:
        g.expect(r"or 0 to quit: ")
        g.send("0")
        assert g.wait_exit() == 0
    finally:
        g.close()
    assert "\x1b[" not in g.output()


def test_a_known_terminal_is_cleared(tmp_path):
    g = GameTerminal(str(tmp_path), "--lang", "en")
    try:
        g.expect(r"or 0 to quit: ")
        g.send("0")
        g.wait_exit()
    finally:
        g.close()
    assert "\x1b[H\x1b[2J" in g.output()
