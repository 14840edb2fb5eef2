"""The network tests' helpers: a server on a free loopback port, and a whole game's wire transcript.

The scripted players are framework/net/bot.py's (a connection that keeps every
message, a seat that plays random legal actions from its own copy of the game,
framework/net/mirror.py); the tests call a seat played by one a ``Player``.
"""
from __future__ import annotations

import asyncio
import os
import sys

if __name__ == "__main__":          # run as a script: the project's modules
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import random
from contextlib import asynccontextmanager

from framework.net.bot import Bot, NetClient, play_out

Player = Bot            # the tests' name for a seat played by a bot


@asynccontextmanager
async def running_server(registry, data_dir=None, ssl=None, log=None, cap_loopback=False, **limits):
    """A server on a free loopback port for the block's duration (``ssl``: its TLS context; ``log``: where its
    log lines go, by default nowhere; ``cap_loopback``: the cap per address holds for 127.0.0.1 too)."""
    from framework.core.limits import NET
    from framework.net.server import Server
    values = {"rate": 1e6, "burst": 10 ** 6, "chat_s": 0.0, **limits}
    server = Server(registry, str(data_dir) if data_dir else None, limits=NET.replace(**values),
                    log=log or (lambda t: None), ssl=ssl, tick_s=0.05, cap_loopback=cap_loopback)
    await server.start(port=0)
    try:
        yield server
    finally:
        await server.stop()


async def transcript(registry, spec, options: dict, seeds=(4, 5)) -> list[tuple[str, str, str]]:
    """A whole game between Alice and Bob as it went over the wire: (who, ">" sent or "<" received, line).
    docs/protocol.md's example is one (``python3 tests/net/helpers_net.py`` prints another)."""
    wire: list = []
    async with running_server(registry) as server:
        a, b = NetClient("Alice"), NetClient("Bob")
        a.wire = b.wire = wire
        await a.connect(server.port)
        await b.connect(server.port)
        pa, pb = Player(a, spec, random.Random(seeds[0])), Player(b, spec, random.Random(seeds[1]))
        await pa.create(options, seat=0)
        await b.request({"type": "list"})
        await pb.join(pa.table)
        await play_out([pa, pb])
        await a.request({"type": "say", "table": pa.table, "token": pa.token, "text": "good game"})
        await b.wait_for(lambda m: m.get("kind") == "say")
        await a.close()
        await b.close()
    return wire


# ---------------------------------------------------------------- two players at a table, for the server's tests

async def pair(port, game="xii", options=None, seeds=(1, 2)):
    """Alice and Bob, bots at a new table of ``game`` on the server at ``port`` (XII Scripta with three stones
    each unless ``options`` says otherwise): (Alice's player, Bob's)."""
    from helpers_games import spec
    a = await NetClient("Alice").connect(port)
    b = await NetClient("Bob").connect(port)
    pa, pb = Player(a, spec(game), random.Random(seeds[0])), Player(b, spec(game), random.Random(seeds[1]))
    await pa.create(options if options is not None else {"stones": 3})
    await pb.join(pa.table)
    return pa, pb


def throws_seen(player) -> int:
    """How many throws ``player`` has heard of at its table."""
    return sum(1 for e in player.client.events.get(player.table, []) if e["kind"] == "throw")


def a_game_in_progress(data_dir) -> str:
    """A data directory holding one XII table mid-game; its id."""
    from games import REGISTRY

    async def run():
        async with running_server(REGISTRY, data_dir) as server:
            pa, pb = await pair(server.port)
            await play_out([pa, pb], until=lambda: throws_seen(pa) >= 2)
            await pa.client.close()
            await pb.client.close()
            return pa.table
    return asyncio.run(run())


# ---------------------------------------------------------------- what the server's database holds

def stored_table(data_dir, table_id: str) -> tuple[dict | None, str]:
    """A table's state and record as the data folder's database holds them (read as ``--export`` reads it,
    beside a running server): (state or None, record); KeyError if the database has no such table."""
    from framework.net.store import Store
    store = Store.open(str(data_dir), read_only=True)
    try:
        for row_id, state, _text, record in store.tables():
            if row_id == table_id:
                return state, record
    finally:
        store.close()
    raise KeyError(table_id)


def finished_games(data_dir) -> list:
    """Every finished game the data folder's database holds, oldest first (FinishedGame)."""
    from framework.net.store import Store
    store = Store.open(str(data_dir), read_only=True)
    try:
        return list(store.finished_games())
    finally:
        store.close()


if __name__ == "__main__":
    from games import REGISTRY
    xii = next(listing for listing in REGISTRY if listing.name == "xii").spec()
    for who, way, line in asyncio.run(transcript(REGISTRY, xii, {"stones": 1})):
        print(f"{who[0]}{way} {line}")
