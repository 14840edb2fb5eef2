"""The lobby (framework/net/lobby.py) from the main menu's "Play over the network", against the real server.

The menu asks the server and the name (Enter: the remembered ones), the lobby
lists the tables with their game and players, a player sits down at an open
seat and the game's screen follows; leaving comes back to the lobby and the
menu. A server that is not there is a sentence on the menu, never a traceback.
"""
from __future__ import annotations

import json

import pytest

from framework.net.client import Connection
from helpers_app import make_app, run
from helpers_client import WAIT, ServerThread, a_second_player_sits, bounded
from helpers_text import said as text_said


def drained(conn: Connection) -> list[dict]:
    out = []
    message = conn.get(0)
    while message is not None:
        out.append(message)
        message = conn.get(0)
    return out


def said(app) -> str:
    return text_said(app.term.out.getvalue())


def test_the_menu_asks_server_and_name_then_the_lobby_seats_the_player_at_an_open_table(tmp_path, monkeypatch,
                                                                                          server):
    bob = Connection(server.address, "Bob")
    bob.open(timeout=WAIT)
    try:
        table = bob.request("create", game="ataxx", options={}, seat=1)["table"]
        app = make_app(tmp_path, monkeypatch, ["7", f"127.0.0.1:{server.server.port}", "Alice",
                                               "1",                 # sit down at Bob's table
                                               "leave", "y",        # the game began: leave it before the first move
                                               "0", "0"])
        assert bounded(run, app, app.menu) is None
        shown = said(app)
        assert "Network play · 127.0.0.1" in shown and "you are Alice" in shown
        assert "1 Ataxx · default · (free) – Bob 1500? · waiting for a player" in shown   # a new player's rating
        assert "Alice ● > leave" in shown                    # the game's own screen: her seat, by her name
        memory = json.loads((tmp_path / "config" / "network.json").read_text("utf-8"))
        assert memory["last"] == {"host": f"127.0.0.1:{server.server.port}", "name": "Alice"}
        assert memory["servers"][f"key {server.server.key.public}"] == {}, "no move yet: the seat is not kept"
        assert any(m.get("kind") == "seated" and m.get("name") == "Alice" for m in drained(bob))
    finally:
        bob.close()


def test_the_remembered_server_and_name_are_offered_with_enter(tmp_path, monkeypatch, server):
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "network.json").write_text(json.dumps(
        {"last": {"host": f"127.0.0.1:{server.server.port}", "name": "Carol"}}), "utf-8")
    app = make_app(tmp_path, monkeypatch, ["7", "", "", "0", "0"])
    assert bounded(run, app, app.menu) is None
    assert "you are Carol" in said(app)


@pytest.mark.parametrize("host, name, words", [
    ("127.0.0.1:1", "Alice", "No connection to 127.0.0.1:1: nothing listens there"),
    ("127.0.0.1:99999", "Alice", "is not a server address"),
    ("127.0.0.1:1", "x" * 25, "A name has 1 to 24 printable characters"),
])
def test_a_server_that_is_not_there_or_a_bad_answer_is_said_on_the_menu(tmp_path, monkeypatch, host, name, words):
    app = make_app(tmp_path, monkeypatch, ["7", host, name, "0"])
    assert bounded(run, app, app.menu) is None
    assert words in said(app)
    assert "Traceback" not in app.term.out.getvalue()


def test_the_lobby_answers_nonsense_in_words_and_goes_back(tmp_path, monkeypatch, server):
    app = make_app(tmp_path, monkeypatch, ["7", f"127.0.0.1:{server.server.port}", "Alice", "zzz", "w 9", "0", "0"],
                   "--lang", "cs")
    assert bounded(run, app, app.menu) is None
    shown = said(app)
    assert "„zzz“ tu nic neznamená." in shown and "„w 9“ tu nic neznamená." in shown
    assert "Hra po síti · 127.0.0.1" in shown


class Typed:
    """Lines as typed; a callable is called when its line is read (the server goes away, say)."""

    def __init__(self, lines: list) -> None:
        self.lines = list(lines)

    def readline(self) -> bytes:
        if not self.lines:
            return b""
        line = self.lines.pop(0)
        if callable(line):
            line = line()
        return (line + "\n").encode()


def test_a_server_that_goes_away_in_the_lobby_is_said_and_the_menu_comes_back(tmp_path, monkeypatch):
    server = ServerThread(tmp_path)
    port = server.server.port

    def server_gone() -> str:
        server.stop()
        return ""                                   # Enter: the list again, from a server that is gone
    from framework.net.lobby import Lobby
    monkeypatch.setattr(Lobby, "patience", 0.5)
    app = make_app(tmp_path, monkeypatch, [])
    app.term.inp = Typed(["7", f"127.0.0.1:{port}", "Alice", server_gone, "0"])
    assert bounded(run, app, app.menu) is None
    shown = said(app)
    assert f"The server 127.0.0.1:{port} went away" in shown
    assert shown.rstrip().endswith("Choose 1-8, or 0 to quit: 0")


def test_a_table_opened_from_the_lobby_asks_the_games_own_questions_and_waits_for_a_player(tmp_path, monkeypatch,
                                                                                           server):
    import threading
    import time
    app = make_app(tmp_path, monkeypatch, ["7", f"127.0.0.1:{server.server.port}", "Alice",
                                           "n", "2",            # a new table: Ataxx
                                           "5",                 # its own question: a clock of 5 minutes each
                                           "I",                 # seat I (Ataxx: black moves first)
                                           "",                  # Enter: a rated table
                                           "leave", "y", "0", "0"])
    done = threading.Thread(target=run, args=(app, app.menu), daemon=True)
    done.start()
    deadline = time.monotonic() + WAIT
    while not server.server.tables:
        assert time.monotonic() < deadline, "no table was opened"
        time.sleep(0.02)
    table = next(iter(server.server.tables.values()))
    assert table.spec.name == "ataxx" and table.clock_ms == 300000
    while "Seats: I Alice · II -" not in said(app):     # Alice's table is on her screen before Bob comes
        assert time.monotonic() < deadline, "the table's screen was not drawn"
        time.sleep(0.02)
    a_second_player_sits(server, table.id, done)
    shown = said(app)
    assert "A clock? Minutes for each player" in shown               # the game's own question
    assert "Seats: I Alice · II -" in shown and "Bob sat down at the table." in shown
    assert "Alice ● 5:00 > leave" in shown                           # the game's own prompt, with its clock
    assert "1 Ataxx · 5:00 · (free) – Bob 1500? · waiting for a player" in shown   # left before the first move


def test_a_finished_tables_number_opens_it_to_watch_its_end(tmp_path, monkeypatch, server):
    """A game over has no seat to take: its number opens it as a watcher, where its result is said (it once
    answered that both seats were taken)."""
    from helpers_client import connected, seated_pair
    (alice, bob), (ha, hb) = seated_pair(server, "ataxx", {})
    try:
        alice.request("act", table=ha.table, token=ha.token, action="yield")
        app = make_app(tmp_path, monkeypatch, ["7", f"127.0.0.1:{server.server.port}", "Carol", "1", "leave",
                                               "0", "0"])
        assert bounded(run, app, app.menu) is None
    finally:
        alice.close()
        bob.close()
    shown = said(app)
    assert "Game over: Bob wins: Alice yielded." in shown and "you can watch it (w 1)" not in shown, shown[-1500:]
