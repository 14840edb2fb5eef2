"""A data folder of the files a server kept before its database (``t1.json`` and the records ``t1.xii``,
``t1.2.xii`` ...) is taken over on the first start, once: every table comes back as it was (a game under way
goes on), every finished game of it is one of the store's finished games, the log says so in one line, and
the files move into ``taken-over/``. What cannot be taken over is skipped and said, its id never given
again."""
import asyncio
import json
import os

import pytest

from games import REGISTRY
from helpers_games import spec
from helpers_net import NetClient, finished_games, pair, play_out, running_server, throws_seen

pytestmark = [pytest.mark.slow,         # whole games through a real server and its sockets
              pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")]


def write_as_before(data_dir, table, records: dict[int, str]) -> None:
    """The table's files as the server wrote them before the database (its _write_table): the state as
    ``<table>.json`` (JSON, indent 1), the record of the game after ``n`` finished ones as ``<table>.xii``
    (n = 0), ``<table>.2.xii`` (n = 1) ..."""
    (data_dir / f"{table.id}.json").write_text(json.dumps(table.to_json(), ensure_ascii=False, indent=1), "utf-8")
    for games, text in records.items():
        name = f"{table.id}{'' if not games else f'.{games + 1}'}{table.spec.codec.suffix}"
        (data_dir / name).write_text(text, "utf-8")


def an_old_folder(data_dir) -> dict:
    """A folder of files from before the database: t1, a rematch under way (its first game over); t2, a game
    over; t3, an open table; beside them a state that is not JSON (t8), a table moved aside long ago (t9), a
    FIFO (t77) and a file of no table. Returns the players of t1 and what each table was."""
    async def run():
        async with running_server(REGISTRY) as server:                # the database in memory: none on disk
            pa, pb = await pair(server.port, options={"stones": 1})
            await play_out([pa, pb])
            for p in (pa, pb):
                assert (await p.rematch())["type"] == "ok"
            before = throws_seen(pa)
            await play_out([pa, pb], until=lambda: throws_seen(pa) >= before + 2)
            over = await pair(server.port, "ataxx", {}, seeds=(3, 4))
            await over[0].client.request(over[0].act("yield"))
            await over[1].client.wait_for(lambda m: m.get("kind") == "end")
            waiting = await NetClient("Carol").connect(server.port)
            opened = await waiting.request({"type": "create", "game": "ataxx"})
            await asyncio.sleep(0.1)
            first_game = next(g.record for g in server.store.finished_games() if g.table == pa.table)
            t1, t2, t3 = (server.tables[t] for t in (pa.table, over[0].table, opened["table"]))
            write_as_before(data_dir, t1, {0: first_game, 1: t1.record_text()})
            write_as_before(data_dir, t2, {0: t2.record_text()})
            write_as_before(data_dir, t3, {})
            for p in (pa, pb, *over):
                await p.client.close()
            await waiting.close()
            pa.absorb()
            return pa, pb, {t.id: (t.state, t.games, t.record_text()) for t in (t1, t2, t3)}
    players = asyncio.run(asyncio.wait_for(run(), 60))
    (data_dir / "t8.json").write_text("{ not json")
    (data_dir / "t9.json.damaged").write_text("{}")
    (data_dir / "notes.txt").write_text("the server's admin's notes")
    os.mkfifo(data_dir / "t77.json")                # a FIFO planted as a table's state: never waited on
    return players


def test_an_old_data_folder_is_taken_over_once_and_its_game_goes_on(tmp_path):
    pa, pb, was = an_old_folder(tmp_path)
    assert sorted(was) == ["t1", "t2", "t3"]
    old_files = sorted(name for name in os.listdir(tmp_path) if name.startswith("t"))
    logged: list[str] = []

    async def run():
        async with running_server(REGISTRY, tmp_path, log=logged.append) as server:
            back = {t: (server.tables[t].state, server.tables[t].games, server.tables[t].record_text()) for t in was}
            position = pa.mirror.game.notation()
            for p in (pa, pb):
                await p.resume(await NetClient(p.client.name).connect(server.port))
                p.absorb()
            resumed = pa.mirror.game.notation()
            await play_out([pa, pb])
            made = await pa.client.request({"type": "create", "game": "ataxx"})
        left = [name for name in os.listdir(tmp_path) if name.startswith("t") and name != "taken-over"]
        (tmp_path / "t2.json").write_bytes((tmp_path / "taken-over" / "t2.json").read_bytes())    # planted again
        again: list[str] = []
        async with running_server(REGISTRY, tmp_path, log=again.append) as server:
            states = {t: server.tables[t].state for t in server.tables}
        return back, position, resumed, made["table"], again, states, left
    back, position, resumed, made, again, states, left = asyncio.run(asyncio.wait_for(run(), 60))
    assert back == was                                      # every table as its files had it
    assert resumed == position and pa.mirror.game_over      # the rematch under way went on to its end
    took = [line for line in logged if line.startswith("took over")]
    assert took == [f"took over 3 tables from the data folder's files (2 finished games); the files moved to "
                    f"{tmp_path / 'taken-over'}"]
    skipped = [line for line in logged if line.startswith("take-over: skipped 3 tables")]
    assert len(skipped) == 1 and "t8 (" in skipped[0] and "t9 (no state file)" in skipped[0]
    assert "t77 (NotAFile" in skipped[0] and "not a regular file" in skipped[0]
    assert sorted(os.listdir(tmp_path / "taken-over")) == old_files
    assert left == []
    assert (tmp_path / "notes.txt").exists()                # not a table's: left alone
    games = finished_games(tmp_path)
    assert [(g.table, g.number) for g in games] == [("t1", 1), ("t2", 1), ("t1", 2)]
    assert set(games[0].names) == {"Alice", "Bob"} and games[2].names == games[0].names[::-1]   # the rematch swapped
    assert games[1].reason == "resignation" and games[1].score in (0.0, 1.0) and games[1].game == "ataxx"
    assert int(made[1:]) > 77                               # past every id the files named, the damaged too
    assert not [line for line in again if "took over" in line]                   # once
    assert (tmp_path / "t2.json").exists()                  # read no more: not taken over a second time
    assert states == {"t1": "over", "t2": "over", "t3": "open", made: "open"}


def test_a_game_over_in_its_record_whose_state_still_said_playing_is_a_finished_game(tmp_path):
    """An older server killed between its two writes (the record first, then the state): the record says the
    game is over, the state does not yet. Taken over, the table is over and its game a finished game."""
    async def run():
        async with running_server(REGISTRY) as server:
            pa, pb = await pair(server.port, "ataxx", {})
            await pa.client.request(pa.act("yield"))
            await pb.client.wait_for(lambda m: m.get("kind") == "end")
            table = server.tables[pa.table]
            write_as_before(tmp_path, table, {0: table.record_text()})
            return table.id
    table_id = asyncio.run(asyncio.wait_for(run(), 30))
    state = json.loads((tmp_path / f"{table_id}.json").read_text("utf-8"))
    (tmp_path / f"{table_id}.json").write_text(json.dumps({**state, "state": "playing"}), "utf-8")

    async def restarted():
        async with running_server(REGISTRY, tmp_path) as server:
            return server.tables[table_id].state
    assert asyncio.run(asyncio.wait_for(restarted(), 30)) == "over"
    assert [(g.table, g.reason) for g in finished_games(tmp_path)] == [(table_id, "resignation")]
