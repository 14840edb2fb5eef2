"""A restarted server says which tables it restored, by name, and which it marked damaged (issue 32): whoever
runs it sees at once what came back."""
import asyncio
import sqlite3

from framework.net.store import DATABASE
from games import REGISTRY
from helpers_net import NetClient, running_server


async def tables_of_each_kind(port) -> tuple[str, str, str]:
    """An open table, a game under way, a game over (Ataxx: no dice to exchange)."""
    a = await NetClient("Alice").connect(port)
    b = await NetClient("Bob").connect(port)
    open_one = (await a.request({"type": "create", "game": "ataxx", "seat": 0}))["table"]
    playing = await a.request({"type": "create", "game": "ataxx", "seat": 0})
    await b.request({"type": "join", "table": playing["table"]})
    over = await a.request({"type": "create", "game": "ataxx", "seat": 0})
    await b.request({"type": "join", "table": over["table"]})
    ended = await a.request({"type": "act", "table": over["table"], "token": over["token"], "action": "yield"})
    assert ended["type"] == "ok", ended
    await a.close()
    await b.close()
    return open_one, playing["table"], over["table"]


def test_the_restart_names_the_tables_restored_and_those_marked_damaged(tmp_path):
    async def run():
        async with running_server(REGISTRY, tmp_path) as server:
            made = await tables_of_each_kind(server.port)
        with sqlite3.connect(tmp_path / DATABASE) as db:
            db.execute("INSERT INTO tables VALUES ('t9', 9, '{ not json', '', NULL, 0)")
        db.close()
        logged: list[str] = []
        async with running_server(REGISTRY, tmp_path, log=logged.append):
            pass
        return made, logged
    (open_one, playing, over), logged = asyncio.run(asyncio.wait_for(run(), 20))
    assert f"restored 3 tables from {tmp_path}: {open_one}, {playing}, {over} (2 unfinished, 1 finished)" in logged
    assert "marked 1 table damaged that could not be restored: t9" in logged
