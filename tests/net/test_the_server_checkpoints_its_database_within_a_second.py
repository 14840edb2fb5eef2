"""A commit goes to the database's log (WAL) and the operating system keeps it when the server dies; the
server's worker thread makes it durable within ``sync_s`` (a checkpoint: the log synced, copied into the
database file, that synced), not the event loop: the database file alone holds every table a second later."""
import asyncio
import shutil
import time

from framework.net.store import DATABASE, Store, StoreError
from games import REGISTRY
from helpers_net import NetClient, running_server


def tables_in_the_file_alone(data_dir, copy_dir) -> list[str]:
    """The tables the database file holds without its log (what a lost log would leave)."""
    copy_dir.mkdir(exist_ok=True)
    shutil.copyfile(data_dir / DATABASE, copy_dir / DATABASE)
    try:
        store = Store.open(str(copy_dir), read_only=True)
    except StoreError:                   # not even the schema is in the file yet
        return []
    try:
        return [table for table, *_ in store.tables()]
    finally:
        store.close()


def test_every_table_is_in_the_database_file_within_a_second(tmp_path):
    data = tmp_path / "data"

    async def run():
        async with running_server(REGISTRY, data) as server:
            server.sync_s = 0.2
            alice = await NetClient("Alice").connect(server.port)
            made = [(await alice.request({"type": "create", "game": "ataxx", "seat": 0}))["table"]
                    for _ in range(2)]
            at_once = await asyncio.to_thread(tables_in_the_file_alone, data, tmp_path / "at once")
            deadline = time.monotonic() + 1.0
            later: list[str] = []
            while time.monotonic() < deadline and sorted(later) != sorted(made):
                await asyncio.sleep(0.1)
                later = await asyncio.to_thread(tables_in_the_file_alone, data, tmp_path / "later")
            await alice.close()
            return made, at_once, later
    made, at_once, later = asyncio.run(asyncio.wait_for(run(), 20))
    assert at_once == []                 # committed to the log, not yet copied into the file: no fsync waited for
    assert sorted(later) == sorted(made)
