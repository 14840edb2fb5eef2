"""Every game of the house played to its end through the server by two scripted clients.

Each client keeps its own mirror of the game (rebuilt from the snapshot's
record, moved on by the events: every throw checked against the links it came
with), both see the same events, and the server's record in its data directory
replays to the same final position.
"""
import asyncio
import random

import pytest

from framework.core.record import read, restore
from framework.core.spec import new_session
from games import REGISTRY
from helpers_games import cases, spec
from helpers_net import NetClient, Player, finished_games, play_out, running_server

pytestmark = pytest.mark.slow          # whole games through a real server and its sockets

#: Every registered game with options that keep the random game short; Long Nardy also as a match under the
#: sports rule (its opening pair is a scripted throw, thrown without links).
OPTIONS = {"xii": ({"stones": 2},), "ataxx": ({},), "latrunculi": ({"capture_limit": 30},),
           "nardy": ({}, {"sports": True, "match": 3})}
GAMES = cases(OPTIONS, "OPTIONS in tests/net/test_server_games.py (rows of options that keep a random game short)")


async def play_one(tmp_path, game, options, seed=1):
    async with running_server(REGISTRY, tmp_path) as server:
        a = await NetClient("Alice").connect(server.port)
        b = await NetClient("Bob").connect(server.port)
        pa = Player(a, spec(game), random.Random(seed))
        pb = Player(b, spec(game), random.Random(seed + 1))
        await pa.create(options)
        await pb.join(pa.table)
        watcher = await NetClient("Wanda").connect(server.port)
        assert (await watcher.request({"type": "watch", "table": pa.table}))["type"] == "ok"
        await play_out([pa, pb], timeout=40)
        await watcher.wait_for(lambda m: m.get("kind") == "end")
        await a.close()
        await b.close()
        return pa, pb, watcher


@pytest.mark.parametrize("game,options", GAMES)
def test_two_clients_play_the_game_to_its_end(tmp_path, game, options):
    pa, pb, watcher = asyncio.run(play_one(tmp_path, game, options))
    assert pa.mirror.game_over and pb.mirror.game_over
    assert pa.mirror.game.notation() == pb.mirror.game.notation()
    start = max(pa.client.snapshots[pa.table]["seq"], pb.client.snapshots[pb.table]["seq"])
    seen_a = [e for e in pa.client.events[pa.table] if e["seq"] > start]
    seen_b = [e for e in pb.client.events[pb.table] if e["seq"] > start]
    assert seen_a == seen_b and seen_a[-1]["kind"] == "end"
    watched = watcher.snapshots[pa.table]["seq"]          # the watcher sees the same game live, from its snapshot
    assert watcher.snapshots[pa.table]["seat"] is None
    assert [e for e in watcher.events[pa.table] if e["seq"] > max(start, watched)] == \
        [e for e in seen_a if e["seq"] > watched]
    s = spec(game)
    game = next(g for g in finished_games(tmp_path) if g.table == pa.table)       # as the database keeps it
    record = read(game.record, s.codec)
    replayed = restore(record, s.codec, lambda setup: new_session(s, setup))
    assert replayed.game_over and replayed.game.notation() == pa.mirror.game.notation()
    assert record.result == seen_a[-1]["result"]
    end = seen_a[-1]
    seats = tuple(watcher.snapshots[pa.table]["info"]["seats"])
    assert (game.game, game.number, game.names, game.reason) == (s.name, 1, seats, end["reason"])
    assert game.score == {0: 1.0, 1: 0.0, None: 0.5}[end["winner"]] and game.pool == s.rating_pool(game.options)
    # Rated (tests/net/test_rated_games.py) when both seats have a key, and not the same one.
    assert game.rated == (game.pool is not None and None not in game.keys and game.keys[0] != game.keys[1])


def test_a_rematch_swaps_the_seats_and_the_second_game_is_played_and_kept(tmp_path):
    async def run():
        async with running_server(REGISTRY, tmp_path) as server:
            a = await NetClient("Alice").connect(server.port)
            b = await NetClient("Bob").connect(server.port)
            pa, pb = Player(a, spec("xii"), random.Random(1)), Player(b, spec("xii"), random.Random(2))
            await pa.create({"stones": 1}, seat=0)
            await pb.join(pa.table)
            await play_out([pa, pb])
            for p in (pa, pb):
                assert (await p.rematch())["type"] == "ok"
            for p in (pa, pb):
                await p.client.wait_for(lambda m: m["type"] == "snapshot" and m["info"]["seats"] == ["Bob", "Alice"])
            await play_out([pa, pb])
            return pa, pb
    pa, pb = asyncio.run(run())
    assert pa.mirror.setup.names == ("Bob", "Alice") and pa.mirror.game_over
    games = [g for g in finished_games(tmp_path) if g.table == pa.table]
    assert [(g.number, g.names) for g in games] == [(1, ("Alice", "Bob")), (2, ("Bob", "Alice"))]
    first, second = (read(g.record, spec("xii").codec) for g in games)
    assert first.setup.names == ("Alice", "Bob") and second.setup.names == ("Bob", "Alice")
    assert first.finished and second.finished and first.setup.fair_dice != second.setup.fair_dice
