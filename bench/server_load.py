"""The game server under load: N tables at once of scripted players over loopback.

Run: python3 bench/server_load.py [--tables 200] [--seconds 30] [--think 1.0] [--games xii,nardy,ataxx,latrunculi]

The server runs in a process of its own, as ``--serve`` would, with its real
limits (every player here comes from 127.0.0.1, where the cap per address does
not hold; the caps in all, 1000 connections and 500 unfinished tables, do, and
so do the rate limit and the minute a connection may stay silent); this
process holds the players, two per
table, each a framework/net/bot.py bot that keeps its own copy of the game,
reveals its own dice links and plays random legal actions, pausing ``--think``
seconds before each message as a person would. When a table's game ends a new
one starts, so ``--tables`` games are under way the whole time; the tables
first open over ``--ramp`` seconds (a server does not get 200 new tables in
one instant; each new dice game makes its chain, 4,096 hashes).

Printed: actions (everything a player sends: moves, throws, links) per second,
the round trip of each request (sent -> the server's reply read) as p50 / p99 /
max, the server's memory per table (its resident memory with the tables
under way, less what it held after one warm-up game of each kind, over the
tables), and its database's size per finished game (framework/net/store.py:
the file once the server stopped, over the games it holds; the tables'
states and records are in it too). Nothing is asserted; speed is measured, not tested. Bounded: it stops
after ``--seconds`` whatever happens.
"""
from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from framework.net.bot import Bot, BotError, NetClient, play_out  # noqa: E402
from games import REGISTRY  # noqa: E402

#: Options that keep each game to a few minutes of play.
OPTIONS = {"xii": {"stones": 3}, "nardy": {}, "ataxx": {}, "latrunculi": {"capture_limit": 40}}

SERVER = """
import asyncio, sys
sys.path.insert(0, {root!r})
from framework.core.limits import NET
from framework.net.server import Server
from games import REGISTRY

async def main():
    server = Server(REGISTRY, {data!r}, limits=NET, log=lambda text: None)
    await server.start(port=0)
    print(server.port, flush=True)
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.read)
    await server.stop()

asyncio.run(main())
"""


def rss_kb(pid: int) -> int:
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def cpu_s(pid: int) -> float:
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class TimedClient(NetClient):
    """A connection that notes how long each request waited for its reply."""

    def __init__(self, name: str, rtts: list[float]) -> None:
        super().__init__(name)
        self.rtts = rtts                # (when sent, seconds waited)
        self.sent_at: dict[int, float] = {}
        self.on_message = self._heard

    async def send(self, message: dict) -> int:
        request_id = await super().send(message)
        self.sent_at[request_id] = time.perf_counter()
        return request_id

    def _heard(self, message: dict) -> None:
        started = self.sent_at.pop(message.get("id"), None) if message["type"] in ("ok", "error", "pong") else None
        if started is not None:
            self.rtts.append((started, time.perf_counter() - started))


class Load:
    def __init__(self, port: int, games: list[str], think: float, seed: int) -> None:
        self.port, self.games, self.think = port, games, think
        self.rng = random.Random(seed)
        self.rtts: list[float] = []
        self.actions = 0
        self.finished = 0
        self.failed: list[str] = []
        self.specs = {listing.name: listing.spec() for listing in REGISTRY}

    async def table(self, game: str, stop_at: float) -> None:
        a, b = TimedClient("Alice", self.rtts), TimedClient("Bob", self.rtts)
        try:
            await a.connect(self.port)
            await b.connect(self.port)
            spec = self.specs[game]
            pa, pb = Bot(a, spec, random.Random(self.rng.random())), Bot(b, spec, random.Random(self.rng.random()))
            await pa.create(OPTIONS[game])
            await pb.join(pa.table)
            pa.pace = pb.pace = self.think
            pa.last_sent = pb.last_sent = asyncio.get_running_loop().time() + self.rng.random() * self.think
            await play_out([pa, pb], timeout=max(1.0, stop_at - time.monotonic()))
            self.finished += 1
        except (asyncio.TimeoutError, TimeoutError):
            pass                                    # the run's time is up
        except (BotError, ConnectionError, OSError) as err:
            self.failed.append(f"{game}: {err}"[:200])
        finally:
            self.actions += a.next_id + b.next_id
            await a.close()
            await b.close()

    async def keep(self, slot: int, stop_at: float, delay: float) -> None:
        """One of the N places: a table after another until the time is up (the first after ``delay``)."""
        await asyncio.sleep(delay)
        n = slot
        while time.monotonic() < stop_at - 1:
            await self.table(self.games[n % len(self.games)], stop_at)
            n += len(self.games)


async def warm_up(port: int, games: list[str]) -> None:
    """One quick game of each kind, so the server has imported every engine before memory is measured."""
    load = Load(port, games, 0.0, 0)
    for game in games:
        await load.table(game, time.monotonic() + 60)


async def run(args: argparse.Namespace, pid: int, port: int) -> None:
    games = args.games.split(",")
    await warm_up(port, games)
    base = rss_kb(pid)
    load = Load(port, games, args.think, args.seed)
    stop_at = time.monotonic() + args.seconds
    peak = [base]

    async def watch() -> None:
        while time.monotonic() < stop_at:
            await asyncio.sleep(0.5)
            peak[0] = max(peak[0], rss_kb(pid))
    started, cpu0, mine0 = time.monotonic(), cpu_s(pid), time.process_time()
    ramp = time.perf_counter() + args.ramp + args.think * 2     # every table open, its first links revealed
    places = [asyncio.create_task(load.keep(slot, stop_at, args.ramp * slot / args.tables))
              for slot in range(args.tables)]
    await asyncio.gather(watch(), *places)
    wall, cpu, mine = time.monotonic() - started, cpu_s(pid) - cpu0, time.process_time() - mine0
    rtts = sorted(wait for _, wait in load.rtts)
    steady = sorted(wait for at, wait in load.rtts if at > ramp)
    if not rtts or not steady:
        print("no request was answered")
        return

    def p(q: float, waits: list[float] = rtts) -> float:
        return waits[min(len(waits) - 1, int(q * len(waits)))] * 1000
    print(f"{args.tables} tables at once ({','.join(games)}), think {args.think} s, {wall:.0f} s")
    print(f"  actions sent        {load.actions:,} ({load.actions / wall:.0f} per second); games finished "
          f"{load.finished}; failures {len(load.failed)}")
    print(f"  round trip (ms)     p50 {p(0.50):.1f}   p99 {p(0.99):.1f}   max {rtts[-1] * 1000:.1f}   "
          f"({len(rtts):,} requests; mean {statistics.fmean(rtts) * 1000:.1f})")
    print(f"    once all are open {p(0.50, steady):.1f}   p99 {p(0.99, steady):.1f}   max {steady[-1] * 1000:.1f}   "
          f"(from {args.ramp + args.think * 2:.0f} s on: all {args.tables} tables under way)")
    print(f"  server CPU          {cpu:.1f} s in {wall:.0f} s ({cpu / wall:.0%} of a core); "
          f"{cpu / max(1, load.actions) * 1000:.2f} ms per action; the players' process {mine / wall:.0%} of a core")
    print(f"  server memory       {base / 1024:.1f} MB warm, {peak[0] / 1024:.1f} MB at the peak: "
          f"{(peak[0] - base) / args.tables:.0f} KB per table")
    for failure in load.failed[:5]:
        print("  failed:", failure)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--think", type=float, default=1.0, help="seconds a player pauses before each message")
    parser.add_argument("--games", default="xii,nardy,ataxx,latrunculi")
    parser.add_argument("--ramp", type=float, default=5.0, help="seconds over which the tables open")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as data:
        server = subprocess.Popen([sys.executable, "-c", SERVER.format(root=ROOT, data=data)],
                                  stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        try:
            port = int(server.stdout.readline())
            asyncio.run(run(args, server.pid, port))
        finally:
            server.stdin.close()
            try:
                server.wait(10)
            except subprocess.TimeoutExpired:
                server.kill()
        database_size(data)


def database_size(data: str) -> None:
    """The database's size once the server stopped (its log checkpointed into it), per finished game."""
    from framework.net.store import DATABASE, Store      # deferred: the players' process needs it only now
    path = os.path.join(data, DATABASE)
    if not os.path.exists(path):
        print("  database            none written")
        return
    store = Store.open(data, read_only=True)
    try:
        games = store.game_count()
    finally:
        store.close()
    size = sum(os.path.getsize(p) for p in (path, path + "-wal") if os.path.exists(p))
    print(f"  database            {size / 1e6:.1f} MB for {games} finished games: "
          f"{size / max(1, games) / 1024:.1f} KB per finished game (the tables' states and records included)")


if __name__ == "__main__":
    main()
