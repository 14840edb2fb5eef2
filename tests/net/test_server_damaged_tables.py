"""A data directory holding damaged table files: each damaged table is logged and skipped, the server starts
and serves the others, and no table answers under a name that is not its own."""
import asyncio
import json

from games import REGISTRY
from helpers_net import NetClient, a_game_in_progress, running_server


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


def test_a_damaged_table_is_moved_aside_and_its_id_never_given_again(tmp_path):
    """The reported case: new ids counted only the tables that loaded, so a new table took the damaged one's
    id and wrote over its file."""
    table_id = a_game_in_progress(tmp_path)
    damage(tmp_path, table_id, seats=[None, None])
    damaged = (tmp_path / f"{table_id}.json").read_bytes()
    logged: list[str] = []

    async def new_table() -> str:
        async with running_server(REGISTRY, tmp_path, log=logged.append) as server:
            client = await NetClient("Eve").connect(server.port)
            reply = await client.request({"type": "create", "game": "ataxx"})
            await client.close()
            return reply["table"]
    first = asyncio.run(asyncio.wait_for(new_table(), 20))
    second = asyncio.run(asyncio.wait_for(new_table(), 20))       # a restart: still not the damaged one's id
    assert table_id not in (first, second) and first != second
    assert (tmp_path / f"{table_id}.json.damaged").read_bytes() == damaged
    assert not (tmp_path / f"{table_id}.json").exists()
    assert [line for line in logged if line.startswith(f"table {table_id}: not restored")
            and f"moved aside to {table_id}.json.damaged" in line]
