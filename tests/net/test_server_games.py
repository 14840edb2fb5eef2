"""Every game of the house played to its end through the server by two scripted clients.

Each client keeps its own mirror of the game (rebuilt from the snapshot's
record, moved on by the events: every throw checked against the links it came
with), both see the same events, and the server's record in its data directory
replays to the same final position.
"""
import asyncio
import random

import pytest

from framework.record import read, restore
from framework.spec import new_session
from games import REGISTRY
from helpers_net import NetClient, Player, play_out, running_server

#: Each game with options that keep the random game short.
GAMES = {"xii": {"stones": 2}, "ataxx": {}, "latrunculi": {"capture_limit": 30}, "nardy": {}}


def spec(name):
    return next(listing for listing in REGISTRY if listing.name == name).spec()


async def play_one(tmp_path, game, seed=1):
    async with running_server(REGISTRY, tmp_path) as server:
        a = await NetClient("Alice").connect(server.port)
        b = await NetClient("Bob").connect(server.port)
        pa = Player(a, spec(game), random.Random(seed))
        pb = Player(b, spec(game), random.Random(seed + 1))
        await pa.create(GAMES[game])
        await pb.join(pa.table)
        await play_out([pa, pb], timeout=40)
        await a.close()
        await b.close()
        return pa, pb, server


@pytest.mark.parametrize("game", sorted(GAMES))
def test_two_clients_play_the_game_to_its_end(tmp_path, game):
    pa, pb, server = asyncio.run(play_one(tmp_path, game))
    assert pa.mirror.game_over and pb.mirror.game_over
    assert pa.mirror.game.notation() == pb.mirror.game.notation()
    start = max(pa.client.snapshots[pa.table]["seq"], pb.client.snapshots[pb.table]["seq"])
    seen_a = [e for e in pa.client.events[pa.table] if e["seq"] > start]
    seen_b = [e for e in pb.client.events[pb.table] if e["seq"] > start]
    assert seen_a == seen_b and seen_a[-1]["kind"] == "end"
    s = spec(game)
    text = (tmp_path / f"{pa.table}{s.codec.suffix}").read_text()
    record = read(text, s.codec)
    replayed = restore(record, s.codec, lambda setup: new_session(s, setup))
    assert replayed.game_over and replayed.game.notation() == pa.mirror.game.notation()
    assert record.result == seen_a[-1]["result"]
