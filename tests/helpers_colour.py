"""A colour terminal for tests that does not import console (hypothesis, later in the same process, chokes
on console's module constants): each role's effect as a stand-in escape sequence, reverse video as the real
``ESC[7m`` so a test can count the highlighted squares, and ``framework.tui.fitting.plain`` still strips them."""
import io

from framework.tui import terminal
from framework.tui.terminal import Terminal


def colour_terminal(monkeypatch, ascii: bool = False) -> Terminal:
    codes = {"reverse": "7", "bold": "1", "dim": "2", None: "3"}
    monkeypatch.setattr(terminal, "_build_styles", lambda roles: {
        role: (f"\x1b[{codes.get(effect, '9')}m", "\x1b[0m") if colour or effect else ("", "")
        for role, (colour, effect) in roles.items()})
    return Terminal(True, ascii=ascii, out=io.StringIO(), inp=io.BytesIO(b""), screen=True)
