"""No address and no flood shuts honest players out (issue 32): sixteen idle sockets locked every other player
out, since after ``hello`` a connection never timed out and all players on loopback (or behind one NAT)
share an address. Now a connection silent for ``idle_s`` after ``hello`` is closed (``idle_timeout``), the
cap per address does not hold for this machine's own address (the global caps do), and the server takes at
most ``max_connections`` connections and ``max_tables`` unfinished tables."""
import asyncio

import pytest

from games import REGISTRY
from helpers_net import NetClient, running_server

pytestmark = pytest.mark.slow          # idle sockets and timeouts waited out on a real server


async def closed_with(client: NetClient) -> str:
    """The error a connection got before the server closed it."""
    error = await client.wait_for(lambda m: m["type"] == "error")
    await asyncio.wait_for(client.task, 5)
    assert client.closed
    return error["code"]


def test_sixteen_idle_sockets_after_hello_do_not_lock_out_an_honest_player(tmp_path):
    async def run():
        async with running_server(REGISTRY, tmp_path) as server:       # the real caps: 16 an address
            idle = [await NetClient(f"Idle{n}").connect(server.port) for n in range(16)]
            honest = await NetClient("Honest").connect(server.port)
            pong = await honest.request({"type": "ping"})
            made = await honest.request({"type": "create", "game": "ataxx"})
            return pong, made, [c.closed for c in idle]
    pong, made, closed = asyncio.run(asyncio.wait_for(run(), 20))
    assert pong["type"] == "pong" and made["type"] == "ok" and not any(closed)


def test_a_connection_silent_after_hello_is_closed_and_one_that_pings_is_not(tmp_path):
    async def run():
        async with running_server(REGISTRY, tmp_path, idle_s=0.6) as server:
            silent = await NetClient("Silent").connect(server.port)
            talker = await NetClient("Talker").connect(server.port)
            pongs = []
            while not silent.closed:                    # three times the idle time at least, pinging
                pongs.append(await talker.request({"type": "ping"}))
                await asyncio.sleep(0.05)
            for _ in range(10):
                pongs.append(await talker.request({"type": "ping"}))
                await asyncio.sleep(0.1)
            return await closed_with(silent), pongs, talker.closed
    code, pongs, talker_closed = asyncio.run(asyncio.wait_for(run(), 20))
    assert code == "idle_timeout"
    assert {p["type"] for p in pongs} == {"pong"} and not talker_closed


def test_where_the_cap_per_address_holds_idle_connections_make_room_for_an_honest_one(tmp_path):
    async def run():
        async with running_server(REGISTRY, tmp_path, idle_s=0.5, connections=4, cap_loopback=True) as server:
            idle = [await NetClient(f"Idle{n}").connect(server.port) for n in range(4)]
            turned_away = await NetClient("Early").connect(server.port, hello=False)
            refused = await closed_with(turned_away)
            timed_out = [await closed_with(c) for c in idle]
            honest = await NetClient("Honest").connect(server.port)
            return refused, timed_out, await honest.request({"type": "ping"})
    refused, timed_out, pong = asyncio.run(asyncio.wait_for(run(), 20))
    assert refused == "too_many_connections" and set(timed_out) == {"idle_timeout"}
    assert pong["type"] == "pong"


def test_the_server_takes_at_most_max_connections(tmp_path):
    async def run():
        async with running_server(REGISTRY, tmp_path, max_connections=3) as server:
            first = [await NetClient(f"P{n}").connect(server.port) for n in range(3)]
            one_too_many = await NetClient("Crowd").connect(server.port, hello=False)
            refused = await closed_with(one_too_many)
            await first[0].close()
            while len(server.connections) >= 3:
                await asyncio.sleep(0.01)
            later = await NetClient("Later").connect(server.port)
            return refused, await later.request({"type": "ping"})
    refused, pong = asyncio.run(asyncio.wait_for(run(), 20))
    assert refused == "server_full" and pong["type"] == "pong"


def test_the_server_holds_at_most_max_tables_unfinished_and_a_seat_at_one_is_still_taken(tmp_path):
    async def run():
        async with running_server(REGISTRY, tmp_path, max_tables=2) as server:
            a, b, c = [await NetClient(name).connect(server.port) for name in ("Alice", "Bob", "Carol")]
            first = await a.request({"type": "create", "game": "ataxx", "seat": 0})
            await b.request({"type": "create", "game": "ataxx"})
            refused = await c.request({"type": "create", "game": "ataxx"})
            joined = await c.request({"type": "join", "table": first["table"]})
            await a.request({"type": "act", "table": first["table"], "token": first["token"], "action": "yield"})
            again = await c.request({"type": "create", "game": "ataxx"})
            return refused, joined, again
    refused, joined, again = asyncio.run(asyncio.wait_for(run(), 20))
    assert refused["code"] == "server_tables_full" and refused["params"]["limit"] == 2
    assert joined["type"] == "ok" and again["type"] == "ok"
