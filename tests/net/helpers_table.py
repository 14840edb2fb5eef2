"""A scripted table for the client's tests: one XII Scripta table as the server keeps it (three hash chains,
the session, its record, the events), a connection whose requests it answers, and a table screen on it.

So a test checks what the client does with what a server says, without a server (tests/net/test_client_table.py,
test_client_keeps_what_it_was_told.py, test_server_tells_the_players_when_a_table_cannot_be_saved.py).
"""
from __future__ import annotations

import io
import json
import queue

from framework.core.fair_dice import Chain, Commitment, new_secret, opening_seed, to_hex
from framework.net.memory import Held, Memory
from framework.net.remote_play import NetTable
from framework.net.texts import NET
from framework.tui.prompt import Prompt
from framework.core.record import Record, Scribe, write
from framework.core.session import Setup
from framework.core.spec import new_session
from framework.tui.terminal import Terminal
from framework.lang.texts import COMMON, HOUSE, Catalogue
from helpers_games import spec

XII = spec("xii")


class Address:
    key = "test:1"


class ScriptedTable:
    """One XII Scripta table as the server keeps it: three chains, the session, its record, the events."""

    def __init__(self, stones: int = 3, first: int = 0) -> None:
        from framework.core.session import first_seat
        while True:                 # the chains whose links 1 give ``first`` the first move, as an honest table's
            self.secrets = [new_secret() for _ in range(3)]
            self.chains = [Chain(s) for s in self.secrets]
            seed = opening_seed(tuple(c.link(1) for c in self.chains))
            if first_seat("random", seed) == first:
                break
        commitment = Commitment(tuple(c.anchor for c in self.chains))
        setup = Setup(names=("Alice", "Bob"), seed=seed, first=first, fair_dice=commitment.text(),
                      options=(("stones", stones), ("free_pass", False), ("exact_bear_off", False)))
        self.session = new_session(XII, setup)
        self.session.throws.reveal(1, tuple(c.link(1) for c in self.chains))
        self.scribe = Scribe(Record(self.session.setup, reveal=self.session.throws.proof()), XII.codec)
        self.session.listeners.append(self.scribe)
        self.seq = 0
        self.revealed: list[tuple[int, int]] = []      # (seat, n) reveals the clients sent

    def info(self) -> dict:
        return {"table": "t1", "game": "xii", "options": {"stones": 3}, "clock_ms": None,
                "seats": ["Alice", "Bob"], "watchers": 0, "state": "playing", "connected": [True, True]}

    def snapshot(self, seat: int | None) -> dict:
        return {"type": "snapshot", "table": "t1", "seq": self.seq, "seat": seat, "info": self.info(),
                "record": write(self.scribe.record, XII.codec), "gone": None, "pending": {"link": None}}

    def event(self, kind: str, **fields) -> dict:
        self.seq += 1
        return {"type": "event", "table": "t1", "seq": self.seq, "kind": kind, **fields}

    def throw(self, rig: bool = False, forge: bool = False) -> dict:
        """The throw due, as the server's event; ``rig``: other dice than the links give; ``forge``: the
        server's link replaced by one of its choosing (the dice then follow the forged link)."""
        s = self.session
        seat = s.game.to_move()
        n = s.throws.next_link
        links = tuple(c.link(n) for c in self.chains)
        if forge:
            from framework.core.fair_dice import derive_throw, history_digest
            links = links[:2] + (new_secret(),)
            thrown = derive_throw(n, links, history_digest(s.history), 3, "bag", [], 5)
            return self.event("throw", seat=seat, throw=list(thrown), n=n, links=[to_hex(x) for x in links])
        s.throws.reveal(n, links)
        thrown = s.throw()
        if rig:
            thrown = tuple(7 - d for d in thrown)
        return self.event("throw", seat=seat, throw=list(thrown), n=n, links=[to_hex(x) for x in links])

    def play(self, text: str) -> dict:
        seat = self.session.game.to_move()
        played = self.session.play(text)
        return self.event("play", seat=seat, action=played.text, clocks=None)


class Inbox(queue.Queue):
    """The connection's queue: each message goes past the hooks first, as in the connection's thread."""

    def __init__(self, hooks: list) -> None:
        super().__init__()
        self.hooks = hooks

    def put(self, item, block=True, timeout=None) -> None:
        for hook in list(self.hooks):
            hook(item)
        super().put(item, block, timeout)


class Conn:
    """The client's connection as remote_play sees it: requests answered by the scripted table."""

    def __init__(self, table: ScriptedTable, seat: int | None) -> None:
        self.table = table
        self.seat = seat
        self.hooks: list = []
        self.inbox = Inbox(self.hooks)
        self.sent: list[dict] = []
        self.address = Address()
        self.server_id = self.address.key          # what the client remembers its seats under
        self.rejoin: dict = {}

    def get(self, timeout=None):
        try:
            return self.inbox.get_nowait()
        except queue.Empty:
            return None

    def send(self, kind, **fields):
        self.request(kind, **fields)

    def request(self, kind, timeout=10.0, **fields):
        self.sent.append({"type": kind, **fields})
        t = self.table
        if kind == "act" and fields.get("action") == "reveal":
            t.revealed.append((self.seat, fields["n"]))
        elif kind == "act" and fields.get("action") == "throw":
            assert fields["n"] == t.session.throws.next_link
            assert fields["link"] == to_hex(t.chains[self.seat].link(fields["n"]))
            self.inbox.put(t.throw())
        elif kind == "act" and fields.get("action") not in ("yield", "draw", "accept", "decline"):
            self.inbox.put(t.play(fields["action"]))
        return {"type": "ok", "reply": kind}


class Keys:
    """Typed lines; a callable line is asked the loop when its turn comes."""

    def __init__(self, loop_ref: list, lines: list) -> None:
        self.loop_ref, self.lines = loop_ref, list(lines)

    def readline(self) -> bytes:
        if not self.lines:
            return b""
        line = self.lines.pop(0)
        if callable(line):
            line = line(self.loop_ref[0])
        return (line + "\n").encode()


def table_client(table: ScriptedTable, seat: int | None, lines: list, tmp_path, lang: str = "en", held=None):
    term = Terminal(False, ascii=False, out=io.StringIO(), inp=None, screen=False)
    ref: list = []
    term.inp = Keys(ref, lines)
    words = Catalogue(COMMON, HOUSE, NET, *XII.texts)
    prompt = Prompt(term, lambda key, **p: words.text(lang, key, **p))
    conn = Conn(table, seat)
    if held is None and seat is not None:
        held = Held("t1", seat, "token", table.secrets[seat].hex())
    loop = NetTable(prompt, XII.view(term, lang), lambda key, **p: words.text(lang, key, **p), conn,
                    Memory(None), XII, "t1", held, poll=0.01)
    ref.append(loop)
    conn.inbox.put(table.snapshot(seat))
    return loop, conn, term


def a_legal_move(loop) -> str:
    game = loop.session.game
    if game.must_pass():
        return "pass"
    return game.format_action(game.legal_actions()[0]) if hasattr(game, "format_action") else \
        str(game.legal_actions()[0])


def run_quietly(loop) -> None:
    """The screen's loop until its keyboard has no more lines (at most a few seconds)."""
    from framework.tui.prompt import Leave
    from helpers_client import bounded

    def run():
        try:
            loop.run()
        except Leave:
            pass
    bounded(run, seconds=10)


class Files:
    """A table's two files as the server writes them after a request: the record when the table says it changed
    (``record_version``), then the state."""

    def __init__(self):
        self.saved = {}
        self.version = 0

    def save(self, table):
        if table.record_version != self.version:
            self.saved["record"], self.version = table.record_text(), table.record_version
        self.saved["state"] = json.dumps(table.to_json(), ensure_ascii=False, indent=1)
        return self.saved
