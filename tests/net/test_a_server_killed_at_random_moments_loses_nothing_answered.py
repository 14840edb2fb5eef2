"""kill -9 of a real ``--serve`` process at random moments while two players play: every action a client got
its ``ok`` for, and every event it heard, is in the table the restarted server restores (the server commits
an event's transaction before its reply and its events leave), and the game goes on to its end (a yield),
kept whole as a finished game, rated, its ratings with it."""
import asyncio
import os
import random
import re
import signal
import subprocess
import sys
import time

import pytest

from framework.core.record import read, restore
from framework.core.spec import new_session
from framework.net.glicko2 import Rating, rate_game
from framework.net.store import Store
from helpers_games import spec
from helpers_net import NetClient, finished_games, pair, play_out

pytestmark = pytest.mark.slow          # a real server started six times, a whole game

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
KILLS = 5


class Kept(NetClient):
    """A connection that keeps what it sent, by request id (the ``ok`` says which were answered)."""

    def __init__(self, name: str, carried: int = 0) -> None:
        super().__init__(name)
        self.sent_by_id: dict[int, dict] = {}
        self.carried = carried              # the moves answered on the connections before this one

    async def send(self, message: dict) -> int:
        request_id = await super().send(message)
        self.sent_by_id[request_id] = message
        return request_id

    def answered_plays(self) -> int:
        """The moves (not throws nor links) this connection and those before it got an ``ok`` for."""
        return self.carried + sum(1 for m in self.messages if m["type"] == "ok" and m.get("id") in self.sent_by_id
                   and self.sent_by_id[m["id"]].get("type") == "act"
                   and self.sent_by_id[m["id"]]["action"] not in ("throw", "reveal"))


def serve(data):
    child = subprocess.Popen([sys.executable, os.path.join(ROOT, "xii_scripta.py"), "--serve", "--port", "0",
                              "--data", str(data)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT, text=True)
    line = child.stdout.readline()
    assert "Serving" in line, (line, child.stderr.read() if child.poll() is not None else "")
    return child, int(re.search(r":(\d+);", line).group(1))


def ended(child) -> None:
    if child.poll() is None:
        child.kill()
    child.wait(10)
    child.stdout.close()
    child.stderr.close()


def test_five_kills_at_random_moments_lose_nothing_answered(tmp_path):
    seed = int(os.environ.get("XII_KILL_SEED") or int.from_bytes(os.urandom(4), "big"))     # a failure names it
    rng = random.Random(seed)
    data = tmp_path / "data"
    answered_before: list[int] = []
    heard_before: list[tuple[int, list]] = []            # (the last seq heard, the moves heard)
    restored: list[tuple[int, list]] = []

    async def run():
        child, port = serve(data)
        try:
            a, b = Kept("Alice"), Kept("Bob")
            pa, pb = await pair(port, "xii", {})            # fifteen stones each: a game longer than the kills
            for player, client in ((pa, a), (pb, b)):
                await player.resume(await client.connect(port))
            kills = 0
            while kills < KILLS:
                pa.pace = pb.pace = 0.06                    # within the server's 20 messages a second
                deadline = time.monotonic() + rng.uniform(0.3, 1.2)
                await play_out([pa, pb], until=lambda: time.monotonic() > deadline, timeout=30)
                if pa.over:
                    break
                os.kill(child.pid, signal.SIGKILL)          # mid-game, whatever it was doing
                ended(child)
                kills += 1
                await asyncio.sleep(0.05)
                for p in (pa, pb):
                    p.absorb()
                answered_before.append(pa.client.answered_plays() + pb.client.answered_plays())
                heard_before.append((max(pa.seq, pb.seq), [str(m) for m in pa.mirror.history]))
                child, port = serve(data)
                for p in (pa, pb):
                    client = Kept(p.client.name, p.client.answered_plays())
                    await p.client.close()
                    await p.resume(await client.connect(port))
                    p.absorb()
                snapshot = pa.client.snapshots[pa.table]
                restored.append((snapshot["seq"], [str(m) for m in pa.mirror.history]))
            if not pa.over:
                assert (await pa.client.request(pa.act("yield")))["type"] == "ok"
            await pb.client.wait_for(lambda m: m.get("kind") == "end")
            await asyncio.sleep(0.2)
            for p in (pa, pb):
                p.absorb()
        finally:
            child.send_signal(signal.SIGTERM)
            try:
                child.wait(10)
            finally:
                ended(child)
        return pa, pb, kills
    pa, pb, kills = asyncio.run(asyncio.wait_for(run(), 150))
    assert kills >= 3, f"seed {seed}: the game ended after {kills} kills"
    for k, ((seq, heard), (seq_back, moves_back), answered) in enumerate(zip(heard_before, restored, answered_before)):
        assert seq_back >= seq, f"seed {seed}, kill {k + 1}: heard event {seq}, restored only up to {seq_back}"
        assert moves_back[:len(heard)] == heard, f"seed {seed}, kill {k + 1}: the moves heard are not restored"
        assert len(moves_back) >= answered, f"seed {seed}, kill {k + 1}: {answered} moves answered ok, " \
                                            f"{len(moves_back)} restored"
    assert pa.over and pb.over and pa.mirror.game.notation() == pb.mirror.game.notation()
    assert len(pa.mirror.history) > 10                  # the kills came during a game well under way
    games = [g for g in finished_games(data) if g.table == pa.table]
    assert len(games) == 1, f"seed {seed}: {games}"
    s = spec("xii")
    record = read(games[0].record, s.codec)
    replayed = restore(record, s.codec, lambda setup: new_session(s, setup))
    assert [str(m) for m in replayed.history] == [str(m) for m in pa.mirror.history], f"seed {seed}"
    assert record.result is not None and record.result.endswith("wins by yield")
    # The rating update is in the transaction of the result: both players' new ratings are there with it.
    game = games[0]
    assert game.rated and game.pool == "xii15" and game.score in (0.0, 1.0)
    store = Store.open(str(data), read_only=True)
    try:
        kept = (store.rating(game.keys[0], "xii15"), store.rating(game.keys[1], "xii15"))
    finally:
        store.close()
    assert kept == rate_game(Rating(), Rating(), game.score), f"seed {seed}"
