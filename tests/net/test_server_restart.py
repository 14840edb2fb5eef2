"""Nothing is lost when a connection or the server dies: a client back with its token, a server stopped
(or killed) and started again from its data directory, both clients at the same position with the same
throws to come; and a claim after the grace period."""
import asyncio
import os
import signal
import subprocess
import sys

import pytest

from framework.core.record import read, restore
from framework.core.spec import new_session
from games import REGISTRY
from helpers_games import spec
from helpers_net import NetClient, pair, play_out, running_server, stored_table, throws_seen

pytestmark = pytest.mark.slow          # whole games through a real server and its sockets

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_a_client_back_with_its_token_gets_the_same_position(tmp_path):
    async def run():
        async with running_server(REGISTRY, tmp_path) as server:
            pa, pb = await pair(server.port)
            await play_out([pa, pb], until=lambda: throws_seen(pa) >= 4)
            await pb.client.close()                                  # Bob's connection drops mid-game
            gone = await pa.client.wait_for(lambda m: m.get("kind") == "gone")
            await asyncio.sleep(0.1)
            pa.absorb()                                              # everything heard so far
            before = pa.mirror.game.notation()
            await pb.resume(await NetClient("Bob").connect(server.port))
            back = await pa.client.wait_for(lambda m: m.get("kind") == "back")
            pb.absorb()
            at = pb.mirror.game.notation()
            await play_out([pa, pb], timeout=30)
            return gone, back, before, at, pa, pb
    gone, back, before, at, pa, pb = asyncio.run(run())
    assert gone["seat"] == pb.seat and gone["name"] == "Bob" and back["seat"] == pb.seat
    assert at == before
    assert pa.mirror.game.notation() == pb.mirror.game.notation() and pa.mirror.game_over


def test_the_waiting_player_may_claim_the_game_after_the_grace_period(tmp_path):
    async def run():
        async with running_server(REGISTRY, tmp_path, grace_s=0.3) as server:
            pa, pb = await pair(server.port, "ataxx", {})
            await play_out([pa, pb], until=lambda: len(pa.mirror.history) >= 4 if pa.mirror else False)
            await asyncio.sleep(0.1)
            pa.absorb()                                          # everything heard so far
            if pa.mirror.game.to_move() == pa.seat:          # the waiting player is the one not to move:
                pa, pb = pb, pa                                  # the mover owes its move (act_first)
            claim = {"type": "claim", "table": pa.table, "token": pa.token, "what": "win"}
            await pb.client.close()
            await pa.client.wait_for(lambda m: m.get("kind") == "gone")
            early = await pa.client.request(claim)
            await pa.client.wait_for(lambda m: m.get("kind") == "claimable")
            snapshot_gone = await pa.client.request({"type": "watch", "table": pa.table})
            won = await pa.client.request(claim)
            end = await pa.client.wait_for(lambda m: m.get("kind") == "end")
            return early, won, end, pa
    early, won, end, pa = asyncio.run(run())
    assert early["code"] == "not_gone" and won["type"] == "ok"
    assert end["winner"] == pa.seat


def test_the_server_stopped_and_started_again_restores_every_table(tmp_path):
    async def run():
        async with running_server(REGISTRY, tmp_path) as server:
            xii = await pair(server.port)
            ataxx = await pair(server.port, "ataxx", {}, seeds=(3, 4))
            await play_out(list(xii), until=lambda: throws_seen(xii[0]) >= 5)
            await play_out(list(ataxx), until=lambda: bool(ataxx[0].mirror) and len(ataxx[0].mirror.history) >= 6)
            await asyncio.sleep(0.1)
            for p in (*xii, *ataxx):
                p.absorb()                                           # everything heard so far
            positions = {p.table: p.mirror.game.notation() for p in (xii[0], ataxx[0])}
        async with running_server(REGISTRY, tmp_path) as server:
            for p in (*xii, *ataxx):
                await p.resume(await NetClient(p.client.name).connect(server.port))
            after = {p.table: p.client.snapshots[p.table]["info"] for p in (xii[0], ataxx[0])}
            for p in (*xii, *ataxx):
                p.absorb()
            restored = {p.table: p.mirror.game.notation() for p in (xii[0], ataxx[0])}
            await play_out([*xii, *ataxx], timeout=40)
        return positions, after, restored, xii, ataxx
    positions, after, restored, xii, ataxx = asyncio.run(run())
    assert restored == positions
    database = list(tmp_path.glob("server.sqlite3*"))
    assert database and all(oct(p.stat().st_mode & 0o077) == "0o0" for p in database)   # the secrets: owner only
    assert all(info["state"] == "playing" for info in after.values()), after
    for pa, pb in (xii, ataxx):
        assert pa.mirror.game_over and pa.mirror.game.notation() == pb.mirror.game.notation()


def test_a_server_killed_mid_game_comes_back_with_the_same_position_and_throws(tmp_path):
    """kill -9 of the server process (its real limits): the database is whole, the restarted server
    replays them, and the clients go on from the same position, every throw still checking."""
    data = tmp_path / "server"

    def start():
        child = subprocess.Popen([sys.executable, os.path.join(ROOT, "xii_scripta.py"), "--serve", "--port", "0",
                                  "--data", str(data)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT,
                                 text=True)
        line = child.stdout.readline()
        assert "Serving" in line, (line, child.stderr.read() if child.poll() is not None else "")
        return child, int(line.split(";")[0].rsplit(":", 1)[1].split()[0])

    def stopped(child):
        if child.poll() is None:
            child.kill()
        child.wait(10)
        out = child.stdout.read()
        child.stdout.close()
        child.stderr.close()
        return out

    async def settle(players):
        await asyncio.sleep(0.2)
        for p in players:
            p.absorb()

    async def run():
        child, port = start()
        try:
            pa, pb = await pair(port, "nardy", {})
            pa.pace = pb.pace = 0.08
            await play_out([pa, pb], until=lambda: throws_seen(pa) >= 4, timeout=30)
            await settle([pa, pb])
            position = pa.mirror.game.notation()
            os.kill(child.pid, signal.SIGKILL)
        finally:
            stopped(child)
        child, port = start()
        try:
            for p in (pa, pb):
                await p.resume(await NetClient(p.client.name).connect(port))
                p.absorb()
            restored = pa.mirror.game.notation(), pb.mirror.game.notation()
            await play_out([pa, pb], until=lambda: throws_seen(pa) >= 4, timeout=30)
            await settle([pa, pb])
            child.send_signal(signal.SIGTERM)
            code = child.wait(10)
        finally:
            out = stopped(child)
        return position, restored, pa, pb, code, out
    position, restored, pa, pb, code, out = asyncio.run(run())
    assert restored == (position, position)
    assert pa.mirror.game.notation() == pb.mirror.game.notation() and len(pa.mirror.history) > 4
    s = spec("nardy")
    record = read(stored_table(data, pa.table)[1], s.codec)
    assert restore(record, s.codec, lambda setup: new_session(s, setup)).game.notation() == \
        pa.mirror.game.notation()
    assert code == 0 and "every table saved" in out
