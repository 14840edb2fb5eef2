"""The client's connection (framework/net/client.py) and its game screen against the real server, in-process.

The server runs in a thread of its own with its own event loop on a free
loopback port; each client's connection runs in its own thread, as in the
game. Checked here: hello and the server's refusals as NetError codes, a
dropped connection reconnected by itself with the seat taken again (a new
snapshot), and a whole short XII Scripta game played to its end by two
game screens (remote_play.NetTable) through the server, each mirror agreeing
with the server's record.
"""
from __future__ import annotations

import io
import threading
import time

import pytest

from framework.net.client import Address, Connection, NetError, parse_address
from framework.net.memory import Held, Memory
from framework.net.remote_play import NetTable
from framework.net.texts import NET as NET_TEXTS
from framework.prompt import Leave, Prompt
from framework.terminal import Terminal
from framework.texts import COMMON, HOUSE, Catalogue
from games import REGISTRY
from helpers_client import WAIT, ServerThread

XII = next(e for e in REGISTRY if e.name == "xii").spec()


@pytest.fixture
def server(tmp_path):
    s = ServerThread(tmp_path)
    yield s
    s.stop()


def connected(server, name: str) -> Connection:
    conn = Connection(server.address, name)
    conn.open(timeout=WAIT)
    return conn


def next_of(conn: Connection, test, timeout: float = WAIT) -> dict:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        m = conn.get(0.1)
        if m is not None and test(m):
            return m
    raise AssertionError("the expected message did not come")


def test_hello_gives_the_servers_games_and_a_refusal_is_a_net_error_with_its_code(server):
    conn = connected(server, "Alice")
    try:
        assert set(conn.server["games"]) >= {"xii", "ataxx", "latrunculi", "nardy"}
        assert conn.request("list")["tables"] == []
        with pytest.raises(NetError) as caught:
            conn.request("join", table="t404", token="x" * 32)
        assert caught.value.code == "no_table"
    finally:
        conn.close()


def test_a_server_that_is_not_there_is_unreachable_not_a_traceback():
    conn = Connection(Address("127.0.0.1", 1), "Alice")
    with pytest.raises(NetError) as caught:
        conn.open(timeout=WAIT)
    assert caught.value.code == "unreachable"


def test_a_dropped_connection_comes_back_by_itself_and_takes_its_seat_again(server):
    alice = connected(server, "Alice")
    try:
        reply = alice.request("create", game="ataxx", options={}, seat=0)
        alice.rejoin[reply["table"]] = {"token": reply["token"]}
        next_of(alice, lambda m: m.get("type") == "snapshot")
        server.drop_everyone()
        next_of(alice, lambda m: m.get("type") == "net" and m["state"] == "down")
        next_of(alice, lambda m: m.get("type") == "net" and m["state"] == "up")
        snapshot = next_of(alice, lambda m: m.get("type") == "snapshot")
        assert snapshot["table"] == reply["table"] and snapshot["seat"] == 0
        assert alice.request("list")["tables"][0]["seats"][0] == "Alice"
    finally:
        alice.close()


def test_addresses_are_read_with_their_port_and_refused_in_words():
    assert parse_address("example.org") == Address("example.org", 7412)
    assert parse_address("[::1]:7000") == Address("::1", 7000)
    assert parse_address("h:7413", cafile="ca.pem") == Address("h", 7413, True, "ca.pem")
    for bad in ("h:0", "h:70000", "h:x", "[::1", "", "a b"):
        with pytest.raises(NetError) as caught:
            parse_address(bad)
        assert caught.value.code == "bad_address"


# ---------------------------------------------------------------- a whole game through two screens

class Keyboard:
    """What a player types: Enter to throw, else the first legal move; Enter again at the end (the lobby)."""

    def __init__(self) -> None:
        self.loop = None
        self.typed: list[str] = []

    def readline(self) -> bytes:
        loop = self.loop
        s = loop.session
        if loop.stopped is not None or s is None or s.game_over or loop.final is not None:
            line = ""
        elif s.needs_throw:
            line = ""
        elif s.game.must_pass():
            line = "pass"
        else:
            line = s.game.format_action(s.game.legal_actions()[0])
        self.typed.append(line)
        return (line + "\n").encode()


def screen(conn: Connection, held: Held, table: str) -> tuple[NetTable, Keyboard, Terminal]:
    keys = Keyboard()
    term = Terminal(False, ascii=False, out=io.StringIO(), inp=keys, screen=False)
    words = Catalogue(COMMON, HOUSE, NET_TEXTS, *XII.texts)
    say = lambda key, **p: words.text("en", key, **p)            # noqa: E731
    loop = NetTable(Prompt(term, say), XII.view(term, "en"), say, conn, Memory(None), XII, table, held, poll=0.02)
    keys.loop = loop
    conn.rejoin[table] = {"token": held.token}
    return loop, keys, term


def test_a_short_game_is_played_to_its_end_by_two_screens_through_the_server(server):
    from framework.fair_dice import Chain, new_secret, to_hex
    alice, bob = connected(server, "Alice"), connected(server, "Bob")
    try:
        secrets = [new_secret(), new_secret()]
        a = alice.request("create", game="xii", options={"stones": 3}, seat=0,
                          commit=to_hex(Chain(secrets[0]).anchor))
        b = bob.request("join", table=a["table"], commit=to_hex(Chain(secrets[1]).anchor))
        screens = [screen(alice, Held(a["table"], 0, a["token"], secrets[0].hex()), a["table"]),
                   screen(bob, Held(b["table"], 1, b["token"], secrets[1].hex()), b["table"])]
        errors: list = []

        def play(loop):
            try:
                loop.run()
            except Leave:
                pass
            except BaseException as err:        # seen by the test, not lost in the thread
                errors.append(err)
        threads = [threading.Thread(target=play, args=(loop,), daemon=True) for loop, _, _ in screens]
        for th in threads:
            th.start()
        for th in threads:
            th.join(60)
        assert not any(th.is_alive() for th in threads), "the game did not end in time"
        assert not errors, errors
        (la, _, ta), (lb, _, tb) = screens
        assert la.stopped is None and lb.stopped is None, (la.stopped, lb.stopped)
        assert la.session.game_over and lb.session.game_over
        assert la.session.game.notation() == lb.session.game.notation()
        assert [p.text for p in la.session.history] == [p.text for p in lb.session.history]
        table = server.server.tables[a["table"]]
        assert [p.text for p in table.session.history] == [p.text for p in la.session.history]
        assert "Traceback" not in ta.out.getvalue() + tb.out.getvalue()
    finally:
        alice.close()
        bob.close()
