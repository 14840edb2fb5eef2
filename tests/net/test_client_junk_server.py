"""A server that answers with junk: the lobby shows what it can and never a traceback."""
from __future__ import annotations

import json
import socketserver
import threading

import pytest

from helpers_app import make_app, run
from helpers_client import bounded

pytestmark = pytest.mark.slow          # a real client against a scripted server's sockets


class JunkServer(socketserver.ThreadingTCPServer):
    """Answers hello as the house's server would, and ``list`` with ``tables``."""
    daemon_threads = True
    allow_reuse_address = True

    def __init__(self, tables) -> None:
        self.tables = tables
        super().__init__(("127.0.0.1", 0), Answer)
        threading.Thread(target=self.serve_forever, daemon=True).start()

    @property
    def port(self) -> int:
        return self.server_address[1]


class Answer(socketserver.StreamRequestHandler):
    def handle(self) -> None:
        self.wfile.write((json.dumps({"type": "welcome", "server": "xii-scripta", "version": 3, "key": "ab" * 32, "challenge": "cd" * 32}) + "\n").encode())
        for line in self.rfile:
            message = json.loads(line)
            kind, ident = message.get("type"), message.get("id")
            if kind == "hello":
                reply = {"type": "ok", "id": ident, "reply": "hello", "server": "xii-scripta", "version": 3,
                         "games": ["xii"]}
            elif kind == "list":
                reply = {"type": "ok", "id": ident, "reply": "list", "tables": self.server.tables}
            elif kind == "ping":
                reply = {"type": "pong", "id": ident}
            else:
                reply = {"type": "error", "id": ident, "code": "no", "message": "no", "params": {}}
            self.wfile.write((json.dumps(reply) + "\n").encode())


@pytest.mark.parametrize("tables", [7, "t1", {"table": "t1"}, True])
def test_a_list_of_tables_that_is_not_a_list_shows_an_empty_lobby(tmp_path, monkeypatch, tables):
    server = JunkServer(tables)
    try:
        app = make_app(tmp_path, monkeypatch, ["7", f"127.0.0.1:{server.port}", "Alice", "0", "0"])
        assert bounded(run, app, app.menu) is None
    finally:
        server.shutdown()
        server.server_close()
    shown = app.term.out.getvalue()
    assert "Traceback" not in shown and "No tables yet" in shown


@pytest.mark.parametrize("table", [
    {"table": "t1", "game": "nope", "seats": 5, "state": None, "options": 3, "connected": 1, "watchers": "a"},
    {"table": "t1", "game": "xii", "seats": [None], "state": "open", "options": None, "connected": None},
    {"table": "t1", "game": ["xii"], "seats": ["A", 5, None], "state": 3, "options": {"stones": []}},
    {"table": "t1"},
])
def test_a_table_described_in_junk_is_not_a_traceback(tmp_path, monkeypatch, table):
    server = JunkServer([table])
    try:
        app = make_app(tmp_path, monkeypatch, ["7", f"127.0.0.1:{server.port}", "Alice", "1", "0", "0"])
        assert bounded(run, app, app.menu) is None
    finally:
        server.shutdown()
        server.server_close()
    assert "Traceback" not in app.term.out.getvalue()
