"""A connection may keep only a few tables waiting for a second player: each holds a place of the server's
cap on unfinished tables for as long as it waits, so one client must not fill the cap with empty tables."""
import asyncio

from games import REGISTRY
from helpers_net import NetClient, running_server


def test_a_third_table_waiting_for_a_player_is_refused_and_a_seat_at_another_is_not():
    async def run():
        async with running_server(REGISTRY) as server:
            greedy = await NetClient("Greedy").connect(server.port)
            other = await NetClient("Other").connect(server.port)
            made = [await greedy.request({"type": "create", "game": "ataxx", "options": {}, "seat": 0})
                    for _ in range(3)]
            theirs = await other.request({"type": "create", "game": "ataxx", "options": {}, "seat": 0})
            joined = await greedy.request({"type": "join", "table": theirs["table"]})
            fourth = await greedy.request({"type": "create", "game": "ataxx", "options": {}, "seat": 0})
            await greedy.close()
            await other.close()
            return made, joined, fourth
    made, joined, fourth = asyncio.run(run())
    assert [m["type"] for m in made] == ["ok", "ok", "error"]
    assert made[2]["code"] == "too_many_waiting" and made[2]["params"]["limit"] == 2
    assert joined["type"] == "ok", "sitting down at someone else's table is what the refusal suggests"
    assert fourth["type"] == "error" and fourth["code"] == "too_many_waiting"
