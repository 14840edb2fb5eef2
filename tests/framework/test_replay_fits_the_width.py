"""A replay is drawn at the terminal's width, and says the width needed below its board's minimum."""
from __future__ import annotations

import io

import pytest

from framework.tui.prompt import Leave
from framework.tui.replay import Replay
from framework.core.record import read
from framework.tui.terminal import Terminal
from framework.lang.texts import LANGUAGES
from helpers_app import make_app
from helpers_games import spec

RECORD = ("XII Scripta game record\nFormat: 1\nDate: 2026-11-21T17:53:30Z\nPlayer-I: Alexandra Konstantinopolská\n"
          "Player-II: Bob\nStones: 3\nFree-pass: no\nExact-bear-off: no\nSeed: 7\nScript: 146\n"
          "First: I\n\nI 1-4-6: place 4\n")


def replayed(tmp_path, monkeypatch, lang: str, columns: int) -> str:
    app = make_app(tmp_path, monkeypatch, [], "--lang", lang)
    app.term = Terminal(False, ascii=False, out=io.StringIO(), inp=io.BytesIO(b"\nk\nb\n\nq\n"), screen=True,
                        size=(columns, 24))
    game = spec("xii")
    record = read(RECORD, game.codec)
    try:
        Replay(app.ctx, game, record, app.replays.replay_steps(game, record), "game.xii").run()
    except Leave:                   # the end of the typed lines while the screen waits to be wider
        pass
    return app.term.out.getvalue()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_replay_line_is_wider_than_60_columns(tmp_path, monkeypatch, lang):
    out = replayed(tmp_path, monkeypatch, lang, 60)
    assert "13-24" in out                               # the board was drawn
    assert all(len(line) <= 59 for line in out.splitlines()), [x for x in out.splitlines() if len(x) > 59]


def test_a_replay_narrower_than_the_board_says_the_width_needed(tmp_path, monkeypatch):
    out = replayed(tmp_path, monkeypatch, "en", 50)
    from games.xii.view import XiiView
    assert f"This screen needs {XiiView.min_columns} columns; the terminal has 50." in " ".join(out.split())
    assert "13-24" not in out                           # no board drawn broken
