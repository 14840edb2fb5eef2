"""A FIFO (or a device) planted in the server's data folder, as a table's file or as its record, is
skipped with a sentence in the log; the server never waits on it, starts, and lists the other tables
(issue 23)."""
import asyncio
import os
import signal

import pytest

from games import REGISTRY
from helpers_net import NetClient, a_game_in_progress

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")


@pytest.fixture(autouse=True)
def never_waits():
    """A read that waits on a FIFO fails the test instead of hanging it."""
    def waited(signum, frame):
        raise AssertionError("the server waited on a FIFO")
    old = signal.signal(signal.SIGALRM, waited)
    signal.alarm(20)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, old)


def restarted(data_dir) -> tuple[list[str], list[str]]:
    """The tables a restarted server lists, and what it logged."""
    from framework.core.limits import NET
    from framework.net.server import Server
    logged: list[str] = []

    async def run():
        server = Server(REGISTRY, str(data_dir), limits=NET.replace(rate=1e6, burst=10 ** 6), log=logged.append)
        await server.start(port=0)
        try:
            client = await NetClient("Eve").connect(server.port)
            listed = await client.request({"type": "list"})
            await client.close()
        finally:
            await server.stop()
        return [table["table"] for table in listed["tables"]]
    return asyncio.run(asyncio.wait_for(run(), 15)), logged


def test_a_fifo_as_a_tables_file_is_skipped_and_the_other_tables_are_listed(tmp_path):
    table_id = a_game_in_progress(tmp_path)
    os.mkfifo(tmp_path / "t77.json")
    listed, logged = restarted(tmp_path)
    assert listed == [table_id]
    assert [line for line in logged if line.startswith("table t77: not restored") and "not a regular file" in line]


def test_a_fifo_as_a_tables_record_skips_that_table_only(tmp_path):
    first = a_game_in_progress(tmp_path)
    second = a_game_in_progress(tmp_path)
    record = next(name for name in os.listdir(tmp_path) if name.startswith(f"{second}.") and name != f"{second}.json")
    os.unlink(tmp_path / record)
    os.mkfifo(tmp_path / record)
    listed, logged = restarted(tmp_path)
    assert listed == [first]
    assert [line for line in logged if line.startswith(f"table {second}: not restored") and "not a regular" in line]
