"""A data directory holding damaged table files: each damaged table is logged and skipped, the server starts
and serves the others, and no table answers under a name that is not its own."""
import asyncio
import json

from games import REGISTRY
from helpers_net import NetClient, play_out, running_server
from test_server_restart import pair, throws_seen


def a_game_in_progress(data_dir) -> str:
    """A data directory holding one XII table mid-game; its id."""
    async def run():
        async with running_server(REGISTRY, data_dir) as server:
            pa, pb = await pair(server.port)
            await play_out([pa, pb], until=lambda: throws_seen(pa) >= 2)
            await pa.client.close()
            await pb.client.close()
            return pa.table
    return asyncio.run(run())


def damage(data_dir, table_id, **fields) -> None:
    path = data_dir / f"{table_id}.json"
    data = json.loads(path.read_text())
    data.update(fields)
    path.write_text(json.dumps(data))


def after_restart(data_dir, table_id) -> tuple[dict, dict]:
    async def run():
        async with running_server(REGISTRY, data_dir) as server:
            client = await NetClient("Eve").connect(server.port)
            listed = await client.request({"type": "list"})
            watched = await client.request({"type": "watch", "table": table_id})
            await client.close()
            return listed, watched
    return asyncio.run(asyncio.wait_for(run(), 20))


def test_a_table_without_its_seats_is_skipped_and_the_server_starts(tmp_path):
    table_id = a_game_in_progress(tmp_path)
    damage(tmp_path, table_id, seats=[None, None])
    listed, watched = after_restart(tmp_path, table_id)
    assert listed["tables"] == [] and watched["code"] == "no_table"


def test_a_table_file_naming_another_table_is_skipped(tmp_path):
    table_id = a_game_in_progress(tmp_path)
    damage(tmp_path, table_id, table="t99")
    listed, watched = after_restart(tmp_path, table_id)
    assert listed["tables"] == [] and watched["code"] == "no_table"
