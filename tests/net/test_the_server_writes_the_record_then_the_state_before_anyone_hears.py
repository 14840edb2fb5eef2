"""The server writes a table, not the table (it is pure): after each request and each tick it writes what
changed into its database, the state and the record (and the finished game when it ended) in one
transaction, committed before a line that tells of it leaves for any client, so a killed server loses
nothing a client has seen (docs/protocol.md, "The server's data")."""
import asyncio
import json
import random
import sqlite3
from contextlib import contextmanager

import pytest

from framework.net.server import Connection
from framework.net.store import DATABASE, Store
from games import REGISTRY
from helpers_net import NetClient, Player, play_out, running_server
from helpers_games import spec


@pytest.mark.parametrize("game,options", [("xii", {"stones": 2}), ("ataxx", {})])
def test_every_line_a_client_hears_is_committed_first_with_its_state_and_record_in_one_transaction(
        tmp_path, monkeypatch, game, options):
    writes: list[str] = []
    heard: list[tuple[str, int, bool, bool]] = []       # (kind, seq, the state committed, the record committed)
    real_transaction, real_save, real_finish = Store.transaction, Store.save_table, Store.finish_game

    @contextmanager
    def transaction(self):
        outer = self._depth == 0                       # a nested one commits with the outermost
        if outer:
            writes.append("[")
        with real_transaction(self):
            yield
        if outer:
            writes.append("]")

    def save_table(self, table_id, state, record):
        writes.append("table")
        real_save(self, table_id, state, record)

    def finish_game(self, finished, ratings):
        writes.append("game")
        return real_finish(self, finished, ratings)
    monkeypatch.setattr(Store, "transaction", transaction)
    monkeypatch.setattr(Store, "save_table", save_table)
    monkeypatch.setattr(Store, "finish_game", finish_game)
    reader: list[sqlite3.Connection] = []

    def committed(server, table_id):
        """The table as another connection reads it (what a restarted server would read), against the table
        in memory."""
        if not reader:
            reader.append(sqlite3.connect(f"file:{tmp_path / DATABASE}?mode=ro", uri=True))
        found = reader[0].execute("SELECT state, record FROM tables WHERE id = ?", (table_id,)).fetchone()
        if found is None:
            return False, False
        table = server.tables[table_id]
        return json.loads(found[0])["seq"] == table.seq, table.session is None or found[1] == table.record_text()

    async def pump(self):
        """Connection.pump, with a look at the database as each line leaves for the client."""
        try:
            while True:
                data = await self.queue.get()
                if data is None:
                    break
                message = json.loads(data)
                if message.get("type") in ("event", "snapshot") and message["table"] in self.server.tables:
                    heard.append((message.get("kind", "snapshot"), message["seq"],
                                  *committed(self.server, message["table"])))
                self.writer.write(data)
                await self.writer.drain()
        except (ConnectionError, OSError, asyncio.CancelledError):
            pass
    monkeypatch.setattr(Connection, "pump", pump)

    async def run():
        async with running_server(REGISTRY, tmp_path) as server:
            a = await NetClient("Alice").connect(server.port)
            b = await NetClient("Bob").connect(server.port)
            writes.clear()                                  # the names bound to their keys: now the table
            pa, pb = Player(a, spec(game), random.Random(1)), Player(b, spec(game), random.Random(2))
            await pa.create(options)
            await pb.join(pa.table)
            await play_out([pa, pb], timeout=30)
            await a.request({"type": "say", "table": pa.table, "token": pa.token, "text": "good game"})
            await b.wait_for(lambda m: m.get("kind") == "say")
            return pa.table
    try:
        asyncio.run(asyncio.wait_for(run(), 60))
    finally:
        for db in reader:
            db.close()
    kinds = {kind for kind, *_ in heard}
    assert {"begin", "play", "end", "say", "snapshot"} <= kinds, kinds
    late = [(kind, seq, state, record) for kind, seq, state, record in heard if not (state and record)]
    assert late == []
    groups = " ".join(writes).split("] [")
    assert writes[0] == "[" and writes[-1] == "]"
    assert {group.strip("[] ") for group in groups} == {"table", "table game"}, groups
    assert sum(group.strip("[] ") == "table game" for group in groups) == 1         # the one game that ended
