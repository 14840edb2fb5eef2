"""A database holding damaged tables (a state that is not a table's, another table's, one without its seats):
each damaged table is logged and marked damaged, never restored again, its id never given again; the server
starts and serves the others, and no table answers under a name that is not its own."""
import asyncio
import json
import sqlite3

from framework.net.store import DATABASE, Store
from games import REGISTRY
from helpers_net import NetClient, a_game_in_progress, running_server


def damage(data_dir, table_id, **fields) -> str:
    """The table's state in the database changed as a bad disk or a hand would; the text it now holds."""
    with sqlite3.connect(data_dir / DATABASE) as db:
        data = json.loads(db.execute("SELECT state FROM tables WHERE id = ?", (table_id,)).fetchone()[0])
        data.update(fields)
        text = json.dumps(data)
        db.execute("UPDATE tables SET state = ? WHERE id = ?", (text, table_id))
    db.close()
    return text


def row(data_dir, table_id) -> tuple[str, str | None]:
    """(state text, why damaged) of the table's row."""
    with sqlite3.connect(data_dir / DATABASE) as db:
        found = db.execute("SELECT state, damaged FROM tables WHERE id = ?", (table_id,)).fetchone()
    db.close()
    return found


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


def test_a_table_row_naming_another_table_is_skipped(tmp_path):
    table_id = a_game_in_progress(tmp_path)
    damage(tmp_path, table_id, table="t99")
    listed, watched = after_restart(tmp_path, table_id)
    assert listed["tables"] == [] and watched["code"] == "no_table"


def test_a_state_that_is_not_json_is_skipped(tmp_path):
    table_id = a_game_in_progress(tmp_path)
    with sqlite3.connect(tmp_path / DATABASE) as db:
        db.execute("UPDATE tables SET state = '{ not json' WHERE id = ?", (table_id,))
    db.close()
    listed, watched = after_restart(tmp_path, table_id)
    assert listed["tables"] == [] and watched["code"] == "no_table"
    assert row(tmp_path, table_id) == ("{ not json", "ValueError: the row holds no table")


def test_a_damaged_table_is_marked_kept_as_it_was_and_its_id_never_given_again(tmp_path):
    """The reported case (issue 32, with files): new ids counted only the tables that loaded, so a new table
    took the damaged one's id and wrote over it."""
    table_id = a_game_in_progress(tmp_path)
    damaged = damage(tmp_path, table_id, seats=[None, None])
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
    state, why = row(tmp_path, table_id)
    assert state == damaged and why                                  # kept as it was, and why
    store = Store.open(str(tmp_path), read_only=True)
    try:
        assert table_id not in [table for table, *_ in store.tables()] and store.damaged() == [(table_id, why)]
    finally:
        store.close()
    said = [line for line in logged if line.startswith(f"table {table_id}: not restored")]
    assert len(said) == 1 and said[0].endswith("marked damaged")       # once: a damaged table is not tried again
