"""Opening a table over the network asks the game's rules (Long Nardy: the match, the sports rule; XII
Scripta: the pieces), not how a screen draws the board: each player's own screen draws it from its seat
(Option.modes without "network"; found by the newcomer: Long Nardy asked for the board's orientation)."""
from __future__ import annotations

import threading
import time

from helpers_app import make_app, run
from helpers_client import WAIT
from helpers_text import said as text_said


def said(app) -> str:
    return text_said(app.term.out.getvalue())


def open_table(tmp_path, monkeypatch, server, answers):
    """Alice opens a table with ``answers`` to the lobby's questions (the game's number first): what she was
    asked and the table's options. Her screen then waits for an opponent; the server's end ends it."""
    app = make_app(tmp_path, monkeypatch, ["7", f"127.0.0.1:{server.server.port}", "Alice", "n", *answers])
    before = set(server.server.tables)
    done = threading.Thread(target=run, args=(app, app.menu), daemon=True)
    done.start()
    deadline = time.monotonic() + WAIT
    while not set(server.server.tables) - before:
        assert time.monotonic() < deadline, f"no table was opened; the screen said: {said(app)[-600:]}"
        time.sleep(0.02)
    table = server.server.tables[(set(server.server.tables) - before).pop()]
    return app, dict(table.options)


def test_a_long_nardy_table_asks_the_match_and_the_sports_rule_not_the_boards_orientation(tmp_path, monkeypatch,
                                                                                         server):
    # the answers: the game, the match's points, the sports rule, the seat, rated
    app, options = open_table(tmp_path, monkeypatch, server, ["4", "3", "", "", ""])
    shown = said(app)
    assert "The board: turned to the player to move" not in shown
    assert options.get("match") == 3 and "fixed_board" not in options


def test_an_xii_table_still_asks_how_many_pieces(tmp_path, monkeypatch, server):
    # the answers: the game, the pieces, the rules, the seat, rated
    app, options = open_table(tmp_path, monkeypatch, server, ["1", "3", "", "", ""])
    assert "Fifteen pieces each, or a short game of three?" in said(app)
    assert options.get("stones") == 3

