"""Tables are forgotten (issue 32): 10,000 create-and-leave tables stayed in memory, made a 6 s restart and a
29 s stop that rewrote every table. A finished or cancelled table leaves memory once it is not among the
newest that ``list`` shows and no player sits at it (it stays in the database); a restart loads
no more than those and never gives their ids again; a stop writes only what changed; ``list`` pages."""
import asyncio

import pytest

import framework.net.server as server_module
from framework.net.store import Store
from games import REGISTRY
from helpers_net import NetClient, finished_games, running_server, stored_table

KEPT = 3


@pytest.fixture(autouse=True)
def few_kept(monkeypatch):
    monkeypatch.setattr(server_module, "LIST_FINISHED", KEPT)


async def a_game_over(a: NetClient, b: NetClient, leave: bool = True) -> dict:
    """An Ataxx table its creator yields at once; both players leave it afterwards unless ``leave`` is False."""
    made = await a.request({"type": "create", "game": "ataxx", "seat": 0})
    joined = await b.request({"type": "join", "table": made["table"]})
    assert (await a.request({"type": "act", "table": made["table"], "token": made["token"],
                             "action": "yield"}))["type"] == "ok"
    if leave:
        for client, reply in ((a, made), (b, joined)):
            await client.request({"type": "leave", "table": reply["table"], "token": reply["token"]})
    return {"table": made["table"], "tokens": (made["token"], joined["token"])}


async def a_table_left(a: NetClient) -> str:
    made = await a.request({"type": "create", "game": "ataxx"})
    await a.request({"type": "leave", "table": made["table"], "token": made["token"]})
    return made["table"]


async def two_players(port: int, names=("Alice", "Bob")) -> list[NetClient]:
    return [await NetClient(name).connect(port) for name in names]


def states(server) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for table in server.tables.values():
        out.setdefault(table.state, []).append(table.id)
    return out


def test_finished_tables_leave_memory_and_the_newest_are_listed_and_watched(tmp_path):
    async def run():
        async with running_server(REGISTRY, tmp_path) as server:
            a, b = await two_players(server.port)
            over = [(await a_game_over(a, b))["table"] for _ in range(KEPT + 3)]
            cancelled = [await a_table_left(a) for _ in range(KEPT + 3)]
            watcher = await NetClient("Wanda").connect(server.port)
            newest = await watcher.request({"type": "watch", "table": over[-1]})
            oldest = await watcher.request({"type": "watch", "table": over[0]})
            listed = await watcher.request({"type": "list"})
            return over, cancelled, states(server), newest, oldest, listed
    over, cancelled, kept, newest, oldest, listed = asyncio.run(asyncio.wait_for(run(), 30))
    assert sorted(kept) == ["cancelled", "over"]
    assert kept["over"] == over[-KEPT:] and kept["cancelled"] == cancelled[-KEPT:]
    assert newest["type"] == "ok" and oldest["code"] == "no_table"
    assert [t["table"] for t in listed["tables"]] == over[-KEPT:] and listed["total"] == KEPT
    assert all(stored_table(tmp_path, table)[0]["state"] == "over" for table in over)       # forgotten, not lost
    assert all(stored_table(tmp_path, table)[0]["state"] == "cancelled" for table in cancelled)
    assert [game.table for game in finished_games(tmp_path)] == over                  # a cancelled one is no game


def test_players_still_at_their_finished_table_keep_it_and_may_ask_a_rematch(tmp_path):
    async def run():
        async with running_server(REGISTRY, tmp_path) as server:
            a, b = await two_players(server.port)
            ours = await a_game_over(a, b, leave=False)
            c, d = await two_players(server.port, ("Carol", "Dan"))
            for _ in range(KEPT + 2):
                await a_game_over(c, d)
            still = ours["table"] in server.tables
            asked = [await p.request({"type": "rematch", "table": ours["table"], "token": token})
                     for p, token in zip((a, b), ours["tokens"])]
            return still, asked, server.tables[ours["table"]].state
    still, asked, state = asyncio.run(asyncio.wait_for(run(), 30))
    assert still and [r["type"] for r in asked] == ["ok", "ok"] and state == "playing"


def test_a_restart_loads_only_the_newest_finished_tables_and_never_gives_their_ids_again(tmp_path):
    async def run():
        async with running_server(REGISTRY, tmp_path) as server:
            a, b = await two_players(server.port)
            over = [(await a_game_over(a, b))["table"] for _ in range(KEPT + 2)]
            left = await a_table_left(a)
        logged: list[str] = []
        async with running_server(REGISTRY, tmp_path, log=logged.append) as server:
            loaded = states(server)
            c = await NetClient("Carol").connect(server.port)
            new = (await c.request({"type": "create", "game": "ataxx"}))["table"]
        return over, left, loaded, new, logged
    over, left, loaded, new, logged = asyncio.run(asyncio.wait_for(run(), 30))
    assert loaded == {"over": over[-KEPT:]}
    assert int(new[1:]) > int(left[1:]) > max(int(t[1:]) for t in over)
    assert "3 older finished tables left in the database (not loaded)" in logged


def test_a_stop_writes_only_the_tables_that_changed(tmp_path, monkeypatch):
    written: list[str] = []
    real = Store.save_table

    def save_table(self, table_id, state, record):
        written.append(table_id)
        real(self, table_id, state, record)
    monkeypatch.setattr(Store, "save_table", save_table)

    async def run():
        async with running_server(REGISTRY, tmp_path) as server:
            a, b = await two_players(server.port)
            for _ in range(KEPT):
                await a_game_over(a, b)
            waiting = await a.request({"type": "create", "game": "ataxx"})
        async with running_server(REGISTRY, tmp_path) as server:
            written.clear()
            await server.stop()                     # nothing changed since the start
            unchanged = list(written)
        async with running_server(REGISTRY, tmp_path) as server:
            c = await NetClient("Carol").connect(server.port)
            await c.request({"type": "join", "table": waiting["table"]})
            await c.close()
            written.clear()
        return unchanged, list(written), waiting["table"]
    unchanged, at_stop, table = asyncio.run(asyncio.wait_for(run(), 30))
    assert unchanged == []
    assert at_stop == [] or set(at_stop) == {table}


def test_list_pages_with_offset_and_limit_and_says_the_total(tmp_path):
    async def run():
        async with running_server(REGISTRY, tmp_path, waiting=10) as server:    # seven tables that wait
            a = await NetClient("Alice").connect(server.port)
            made = [(await a.request({"type": "create", "game": "ataxx"}))["table"] for _ in range(7)]
            pages = [await a.request({"type": "list", "offset": offset, "limit": 3}) for offset in (0, 3, 6, 9)]
            whole = await a.request({"type": "list"})
            too_many = await a.request({"type": "list", "limit": 101})
            return made, pages, whole, too_many
    made, pages, whole, too_many = asyncio.run(asyncio.wait_for(run(), 30))
    assert [[t["table"] for t in page["tables"]] for page in pages] == [made[0:3], made[3:6], made[6:], []]
    assert {page["total"] for page in pages} == {7} and whole["total"] == 7
    assert [t["table"] for t in whole["tables"]] == made
    assert too_many["code"] == "bad_field" and too_many["params"]["field"] == "limit"
