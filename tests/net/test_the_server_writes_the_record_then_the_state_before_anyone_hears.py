"""The server writes a table's files, not the table (it is pure): after each request and each tick it writes
what changed, the record first and then the state, and all of it is on disk before a line that tells of it
leaves for any client, so a killed server loses nothing a client has seen (docs/protocol.md, "The server's
files")."""
import asyncio
import json
import os
import random

import pytest

from framework.net.server import Connection, Server
from games import REGISTRY
from helpers_net import NetClient, Player, play_out, running_server
from helpers_games import spec


@pytest.mark.parametrize("game,options", [("xii", {"stones": 2}), ("ataxx", {})])
def test_every_line_a_client_hears_is_on_disk_first_the_record_before_the_state(tmp_path, monkeypatch, game,
                                                                                options):
    writes: list[str] = []
    heard: list[tuple[str, int, bool, bool]] = []       # (kind, seq, the state on disk, the record on disk)
    real_write = Server._write

    real_write_table = Server._write_table

    def write(self, path, text):
        writes.append(os.path.basename(path))
        real_write(self, path, text)

    def write_table(self, table):
        writes.append("|")                              # one save of a table begins
        real_write_table(self, table)
    monkeypatch.setattr(Server, "_write", write)
    monkeypatch.setattr(Server, "_write_table", write_table)

    def on_disk(server, table_id):
        """The table's files as a restarted server would read them, against the table in memory."""
        table = server.tables[table_id]
        with open(os.path.join(tmp_path, f"{table_id}.json"), encoding="utf-8") as f:
            state = json.load(f)
        record_path = server._record_path(table_id, state["games"], table.spec)
        record = ""
        if os.path.exists(record_path):
            with open(record_path, encoding="utf-8") as f:
                record = f.read()
        return state["seq"] == table.seq, table.session is None or record == table.record_text()

    async def pump(self):
        """Connection.pump, with a look at the disk as each line leaves for the client."""
        try:
            while True:
                data = await self.queue.get()
                if data is None:
                    break
                message = json.loads(data)
                if message.get("type") in ("event", "snapshot") and message["table"] in self.server.tables:
                    heard.append((message.get("kind", "snapshot"), message["seq"],
                                  *on_disk(self.server, message["table"])))
                self.writer.write(data)
                await self.writer.drain()
        except (ConnectionError, OSError, asyncio.CancelledError):
            pass
    monkeypatch.setattr(Connection, "pump", pump)

    async def run():
        async with running_server(REGISTRY, tmp_path) as server:
            a = await NetClient("Alice").connect(server.port)
            b = await NetClient("Bob").connect(server.port)
            pa, pb = Player(a, spec(game), random.Random(1)), Player(b, spec(game), random.Random(2))
            await pa.create(options)
            await pb.join(pa.table)
            await play_out([pa, pb], timeout=30)
            await a.request({"type": "say", "table": pa.table, "token": pa.token, "text": "good game"})
            await b.wait_for(lambda m: m.get("kind") == "say")
            return pa.table
    table_id = asyncio.run(asyncio.wait_for(run(), 60))
    kinds = {kind for kind, *_ in heard}
    assert {"begin", "play", "end", "say", "snapshot"} <= kinds, kinds
    late = [(kind, seq, state, record) for kind, seq, state, record in heard if not (state and record)]
    assert late == []
    record, state = f"{table_id}{spec(game).codec.suffix}", f"{table_id}.json"
    saves = [save.split() for save in " ".join(writes).split("|")[1:]]
    assert [record, state] in saves                     # the record changed: both, the record first
    assert all(save in ([], [state], [record, state]) for save in saves), saves
