"""The lobby, its questions and a network table's waiting screen fit a 60-column terminal in every language."""
from __future__ import annotations

import pytest

from framework.net.client import Connection
from framework.lang.texts import LANGUAGES
from helpers_app import make_app, run
from helpers_client import WAIT, bounded


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_lobby_line_fits_60_columns(tmp_path, monkeypatch, server, lang):
    bob = Connection(server.address, "Bob Bartholomew")
    bob.open(timeout=WAIT)
    try:
        bob.request("create", game="ataxx", options={}, seat=1)
        app = make_app(tmp_path, monkeypatch, ["7", f"127.0.0.1:{server.server.port}", "Alexandra", "zzz",
                                               "0", "0"], "--lang", lang)
        app.term.fixed_size = (60, 24)
        assert bounded(run, app, app.menu) is None
        lines = app.term.out.getvalue().splitlines()
        assert any("Bob Bartholomew" in line for line in lines)          # the lobby's list was shown
        wide = [line for line in lines if len(line) > 59]
        assert all(len(line.split()) == 1 for line in wide), wide       # only a word no line holds
    finally:
        bob.close()
