"""A clocked game (Ataxx with five minutes each) comes back from a restarted server with the clocks it had:
the time each player had used is in the record, move by move, and no one is charged for the time the
server was away."""
import asyncio

from games import REGISTRY
from helpers_net import NetClient, pair, play_out, running_server


def test_a_restarted_server_gives_back_both_clocks_as_they_were(tmp_path):
    async def run():
        async with running_server(REGISTRY, tmp_path) as server:
            pa, pb = await pair(server.port, "ataxx", {"clock_ms": 300000}, seeds=(5, 6))
            await play_out([pa, pb], until=lambda: bool(pa.mirror) and len(pa.mirror.history) >= 6)
            await asyncio.sleep(0.1)
            pa.absorb()
            before = (pa.mirror.game.notation(), pa.mirror.clocks[-1])
        await asyncio.sleep(0.3)                       # the server is away for a while
        async with running_server(REGISTRY, tmp_path) as server:
            await pa.resume(await NetClient("Alice").connect(server.port))
            pa.absorb()
            after = (pa.mirror.game.notation(), pa.mirror.clocks[-1])
        return before, after
    before, after = asyncio.run(run())
    notation, clocks = before
    assert clocks is not None and all(0 < ms <= 300000 for ms in clocks)      # a clocked game under way
    assert after == before

