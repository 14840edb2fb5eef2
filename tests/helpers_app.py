"""An App on a fake terminal for menu tests: the typed lines in, the text out, settings and saves in tmp."""
from __future__ import annotations

import io

from games.xii import app as app_module
from framework.terminal import Terminal
from xii_scripta import build_parser


def make_app(tmp_path, monkeypatch, lines: list[str], *argv: str, screen: bool = False) -> app_module.App:
    """``App`` with ``--save-dir tmp/saves`` and ``argv``, English UTF-8, reading ``lines`` as typed."""
    monkeypatch.setenv("XII_SCRIPTA_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("LANG", "C.UTF-8")
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    app = app_module.App(build_parser().parse_args(["--save-dir", str(tmp_path / "saves"), *argv]))
    data = "".join(line + "\n" for line in lines).encode()
    app.term = Terminal(False, ascii=False, out=io.StringIO(), inp=io.BytesIO(data), screen=screen)
    return app
