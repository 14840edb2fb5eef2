"""The player's key: made on the first network game in the configuration folder, readable by its owner only,
the same key every time after; a file there that is not a key is never replaced (it may be the only copy of
an account): the lobby says so and does not connect."""
from __future__ import annotations

import os
import stat

import pytest

from framework.net.identity import PLAYER_KEY, KeyFileError, KeyPair
from helpers_app import make_app, run
from helpers_client import bounded


def test_the_key_is_made_once_owner_only_and_read_back_the_same(tmp_path):
    folder = str(tmp_path / "config")
    first = KeyPair.load_or_create(folder)
    path = os.path.join(folder, PLAYER_KEY)
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    assert KeyPair.load_or_create(folder).public == first.public
    assert len(first.public) == 64 and len(first.fingerprint) == 19


def test_a_file_that_is_not_a_key_is_refused_and_left_as_it_is(tmp_path):
    folder = tmp_path / "config"
    folder.mkdir()
    (folder / PLAYER_KEY).write_text("my notes\n")
    with pytest.raises(KeyFileError) as refused:
        KeyPair.load_or_create(str(folder))
    assert refused.value.reason == "it does not hold a key"
    assert (folder / PLAYER_KEY).read_text() == "my notes\n"


def test_the_lobby_says_the_key_cannot_be_used_and_does_not_connect(tmp_path, monkeypatch, server):
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / PLAYER_KEY).write_text("not a key")
    app = make_app(tmp_path, monkeypatch, ["7", server.address.key, "Alice", "0"])
    bounded(run, app, app.menu)
    shown = app.term.out.getvalue()
    assert "Your player key in" in shown and "cannot be used (it does not hold a key)" in shown, shown[-1500:]
    assert "Traceback" not in shown
    assert server.server.store.key_of("Alice") is None, "nobody said hello"
