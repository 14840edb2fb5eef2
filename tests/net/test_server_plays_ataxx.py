"""Smoke: two scripted clients play Ataxx to the end through the server."""
import asyncio
import random

from games import REGISTRY
from helpers_net import NetClient, Player, play_out, running_server


def spec(name):
    return next(l for l in REGISTRY if l.name == name).spec()


def test_two_clients_play_ataxx_to_the_end(tmp_path):
    async def run():
        async with running_server(REGISTRY, tmp_path) as server:
            a = await NetClient("Alice").connect(server.port)
            b = await NetClient("Bob").connect(server.port)
            pa, pb = Player(a, spec("ataxx"), random.Random(1)), Player(b, spec("ataxx"), random.Random(2))
            await pa.create()
            await pb.join(pa.table)
            await play_out([pa, pb])
            return pa, pb
    pa, pb = asyncio.run(run())
    assert pa.mirror.game_over and pa.mirror.game.notation() == pb.mirror.game.notation()
