"""An App on a fake terminal for menu and loop tests: the typed lines in, the text out, settings and saves in tmp."""
from __future__ import annotations

import io

from framework.programs.app import App
from framework.tui.terminal import Terminal
from games import REGISTRY
from xii_scripta import build_parser


def fake_terminal(lines: list[str], screen: bool = False, ascii: bool = False, colour: bool = False) -> Terminal:
    """A terminal that reads ``lines`` as typed and writes into a StringIO (``term.out.getvalue()``)."""
    data = "".join(line + "\n" for line in lines).encode()
    return Terminal(colour, ascii=ascii, out=io.StringIO(), inp=io.BytesIO(data), screen=screen)


def make_app(tmp_path, monkeypatch, lines: list[str], *argv: str, screen: bool = False) -> App:
    """``App`` with ``--save-dir tmp/saves`` and ``argv``, English UTF-8, reading ``lines`` as typed."""
    monkeypatch.setenv("XII_SCRIPTA_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("LANG", "C.UTF-8")
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    app = App(build_parser().parse_args(["--save-dir", str(tmp_path / "saves"), *argv]), REGISTRY)
    app.term = fake_terminal(lines, screen=screen)
    return app


def run(app, action, *args, **kw):
    """Call ``action`` on ``app``; the Leave code (Ctrl-D: 0) or None when it came back to the menu."""
    from framework.tui.prompt import Leave
    try:
        action(*args, **kw)
    except Leave as leave:
        return leave.code
    return None


def play_xii(tmp_path, monkeypatch, notation: str, throws: str, lines: list[str], lang: str = "en"):
    """XII Scripta's turn loop from ``notation`` with scripted ``throws`` (``"146,335"``) and typed ``lines``
    in ``lang``: the output text and the session."""
    from board import Board
    from framework.tui.prompt import Leave
    from helpers_games import spec, xii_session
    app = make_app(tmp_path, monkeypatch, lines, "--lang", lang)
    session = xii_session(seed=1, script=[tuple(int(d) for d in t) for t in throws.split(",")])
    session.game.board = Board.from_notation(notation)
    try:
        app.playing.run_session(spec("xii"), session, None, [])
    except Leave:
        pass
    return app.term.out.getvalue(), session
