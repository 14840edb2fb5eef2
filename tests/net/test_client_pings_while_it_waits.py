"""The house's client is never closed as idle (issue 32): the server closes a connection silent for
``idle_s`` after hello, and a player who only watches a game (or waits for the other's move) hears the
server all the time but says nothing; the client pings when it has said nothing for a while."""
from __future__ import annotations

import time

import pytest

from framework.net.client import Connection
from helpers_client import WAIT, ServerThread

pytestmark = pytest.mark.slow          # a real server's idle time waited out


def test_a_watcher_that_only_listens_stays_connected_past_the_servers_idle_time(tmp_path):
    server = ServerThread(tmp_path, idle_s=1.0)
    alice = Connection(server.address, "Alice")
    watcher = Connection(server.address, "Wanda")
    try:
        alice.open(timeout=WAIT)
        watcher.ping_s = 0.1
        watcher.open(timeout=WAIT)
        made = alice.request("create", game="ataxx", options={}, seat=0)
        watcher.request("watch", table=made["table"])
        said = 0
        deadline = time.monotonic() + 2.5            # more than twice the server's idle time
        while time.monotonic() < deadline:
            alice.request("say", table=made["table"], token=made["token"], text=f"line {said}")
            said += 1
            time.sleep(0.05)
        news = []
        message = watcher.get(0)
        while message is not None:
            news.append(message)
            message = watcher.get(0)
        listed = watcher.request("list")
    finally:
        alice.close()
        watcher.close()
        server.stop()
    assert [m for m in news if m.get("type") == "net"] == []        # never down, never closed
    heard = [m for m in news if m.get("kind") == "say"]
    assert len(heard) == said and listed["total"] == 1
