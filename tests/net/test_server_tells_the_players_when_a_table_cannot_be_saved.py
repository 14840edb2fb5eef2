"""A table whose changes cannot be written to the database (disk full) is not lost in silence: the players and
watchers at it are told when saving starts failing and when it works again, the server keeps retrying, and a
server stopped meanwhile names the tables not saved and exits with 3."""
import asyncio
import os
import random
import re
import resource
import signal
import sqlite3
import subprocess
import sys

import pytest

from framework.net.store import Store
from games import REGISTRY
from helpers_games import spec
from helpers_net import NetClient, Player, play_out, running_server, stored_table

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


async def ataxx_pair(port):
    a = await NetClient("Alice").connect(port)
    b = await NetClient("Bob").connect(port)
    pa, pb = Player(a, spec("ataxx"), random.Random(1)), Player(b, spec("ataxx"), random.Random(2))
    await pa.create({})
    await pb.join(pa.table)
    return pa, pb


def saving(client, table):
    """What the server said of the table's saving: events, and a snapshot's ``unsaved`` (one who came later)."""
    return [(m["saved"], m["move"]) if m["type"] == "event" else (False, m["unsaved"]) for m in client.messages
            if m.get("table") == table and (m.get("kind") == "saving" or "unsaved" in m)]


def test_the_players_are_told_when_saving_fails_and_when_it_works_again(tmp_path, monkeypatch):
    real_save = Store.save_table
    disk = {"full": False}

    def save_table(self, table_id, state, record):
        if disk["full"]:
            raise sqlite3.OperationalError("database or disk is full")     # what SQLite says of a full disk
        real_save(self, table_id, state, record)
    monkeypatch.setattr(Store, "save_table", save_table)

    async def run():
        async with running_server(REGISTRY, tmp_path) as server:
            server.sync_s = 0.05                                 # retries every 0.05 s
            pa, pb = await ataxx_pair(server.port)
            w = await NetClient("Carol").connect(server.port)
            await w.request({"type": "watch", "table": pa.table})
            await play_out([pa, pb], until=lambda: pa.mirror is not None and len(pa.mirror.history) >= 2)
            disk["full"] = True
            await play_out([pa, pb], until=lambda: len(pa.mirror.history) >= 6)
            failing = {c: saving(c, pa.table) for c in (pa.client, pb.client, w)}
            unsaved = dict(server.unsaved)
            seq_while_full = stored_table(tmp_path, pa.table)[0]["seq"]
            disk["full"] = False                                 # room again: the retry saves it, unasked
            await pa.client.wait_for(lambda m: m.get("kind") == "saving" and m.get("saved") is True)
            await w.wait_for(lambda m: m.get("kind") == "saving" and m.get("saved") is True)
            await asyncio.sleep(0.1)
            seq_after, record = stored_table(tmp_path, pa.table)
            seq_after = seq_after["seq"]
            seq, moves = server.tables[pa.table].seq, len(server.tables[pa.table].session.history)
            left = await server.stop()
            return pa, failing, unsaved, seq_while_full, seq_after, left, seq, moves, record
    pa, failing, unsaved, before, after, left, seq, moves, record = asyncio.run(run())
    for told in failing.values():
        assert len(told) == 1 and told[0][0] is False and 3 <= told[0][1] <= 4, told   # once, at moves 3-4
    assert list(unsaved) == [pa.table]
    assert after == seq and before < seq                        # saved again, up to the last event
    played = [line for line in record.split("\n\n", 1)[1].splitlines()
              if line and line != "End" and not line.startswith("Sign:")]
    assert moves >= 6 and len(played) == moves, record      # the record written while full: written again
    assert left == {}


def test_a_server_stopped_with_a_table_not_saved_names_it_and_exits_with_3(tmp_path):
    # The reported case (with files then): a file size limit the server's files cannot grow past, six Ataxx
    # moves. Here the limit comes once the server is up (its database made): no file may grow any more.
    data = tmp_path / "data"
    child = subprocess.Popen([sys.executable, os.path.join(ROOT, "xii_scripta.py"), "--serve", "--port", "0",
                              "--data", str(data)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             cwd=ROOT, text=True, env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"})
    try:
        first = child.stdout.readline()
        assert first.startswith("Serving"), (first, child.stderr.read()[-2000:])
        port = int(re.search(r":(\d+);", first).group(1))
        full = max(os.path.getsize(path) for path in data.glob("server.sqlite3*"))
        resource.prlimit(child.pid, resource.RLIMIT_FSIZE, (full, full))

        async def run():
            pa, pb = await ataxx_pair(port)
            await play_out([pa, pb], until=lambda: pa.mirror is not None and len(pa.mirror.history) >= 6)
            return pa, saving(pa.client, pa.table), saving(pb.client, pa.table)
        pa, told_a, told_b = asyncio.run(run())
        child.send_signal(signal.SIGTERM)
        code = child.wait(10)
        out, err = child.stdout.read(), child.stderr.read()
    finally:
        if child.poll() is None:
            child.kill()
        child.stdout.close()
        child.stderr.close()
    assert set(told_a) == set(told_b) == {(False, 1)}    # never saved: the whole game (snapshots say it too)
    assert code == 3, (out, err)
    assert f"Table {pa.table} is NOT saved" in out and "move 1" in out and "every table saved" not in out
    assert "Traceback" not in err


def test_the_client_shows_it_once_when_it_starts_and_once_when_it_ends(tmp_path):
    """The screen's notes: a snapshot's ``unsaved`` and the ``saving`` event that follows say it once;
    saved again is said once."""
    from helpers_table import ScriptedTable, table_client
    table = ScriptedTable(first=0)
    loop, conn, term = table_client(table, 0, [], tmp_path)
    snapshot = conn.inbox.get_nowait()
    conn.inbox.put({**snapshot, "unsaved": 3})
    loop.pump()
    seq = loop.seq
    for n, saved in enumerate((False, True, True), 1):
        conn.inbox.put({"type": "event", "table": "t1", "seq": seq + n, "kind": "saving", "saved": saved, "move": 3})
        loop.pump()
    said = [str(n) for n in loop.notes if "save this table" in str(n)]
    assert len(said) == 2, loop.notes
    assert "since move 3 is lost" in said[0] and "error" in said[0] and "again" in said[1]
