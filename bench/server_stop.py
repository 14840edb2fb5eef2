"""The game server with many finished tables: its memory, its stop, its restart.

Run: python3 bench/server_stop.py [--tables 10000] [--over 200] [--clients 8]

Issue 32's case: 10,000 tables each created and left at once (called off) made a
server of 17 MB that took 6 s to start again and 29 s to stop, every table
rewritten and synced at the stop. This makes ``--tables`` such tables (Ataxx:
no dice chains to make) and ``--over`` games over (created, joined, yielded,
left), ``--clients`` connections at a time, against a server in a process of
its own (as ``--serve`` would be, with the rate limit raised: one connection
here sends far more than 20 messages a second), then stops it, starts it
again on the same folder, and stops it again.

Printed: the time to make the tables, the files in the data folder, the
server's resident memory before and after (and per table made), the tables it
holds in memory, each stop's and the restart's time. Nothing is asserted:
speed is measured, not tested.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from framework.net.bot import NetClient  # noqa: E402

SERVER = """
import asyncio, json, os, sys, time
sys.path.insert(0, {root!r})
from framework.core.limits import NET
from framework.net.server import Server
from games import REGISTRY

def rss_kb():
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0

async def main():
    logged = []
    server = Server(REGISTRY, {data!r}, limits=NET.replace(rate=1e6, burst=10 ** 6), log=logged.append)
    started = time.perf_counter()
    await server.start(port=0)
    start_s = time.perf_counter() - started
    print(json.dumps({{"port": server.port, "start_s": start_s, "rss_kb": rss_kb(),
                      "in_memory": len(server.tables)}}), flush=True)
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
    rss, in_memory = rss_kb(), len(server.tables)
    started = time.perf_counter()
    await server.stop()
    print(json.dumps({{"stop_s": time.perf_counter() - started, "rss_kb": rss, "in_memory": in_memory,
                      "log": logged[:3]}}), flush=True)

asyncio.run(main())
"""


class ServerProcess:
    """The server in a process of its own on ``data``: what it said at its start, and at its stop."""

    def __init__(self, data: str) -> None:
        self.child = subprocess.Popen([sys.executable, "-c", SERVER.format(root=ROOT, data=data)],
                                      stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        self.started = json.loads(self.child.stdout.readline())
        self.port = self.started["port"]

    def stop(self) -> dict:
        self.child.stdin.write("stop\n")
        self.child.stdin.flush()
        stopped = json.loads(self.child.stdout.readline())
        self.child.wait(600)
        return stopped


async def make_tables(port: int, tables: int, over: int, clients: int) -> None:
    """``tables`` tables created and left, ``over`` games yielded at once and left, over ``clients``
    connections at a time."""
    left = {"tables": tables, "over": over}

    async def one_client(n: int) -> None:
        a = await NetClient(f"Maker{n}").connect(port)
        b = await NetClient(f"Taker{n}").connect(port)
        while left["over"] > 0:
            left["over"] -= 1
            made = await a.request({"type": "create", "game": "ataxx", "seat": 0})
            joined = await b.request({"type": "join", "table": made["table"]})
            await a.request({"type": "act", "table": made["table"], "token": made["token"], "action": "yield"})
            await a.request({"type": "leave", "table": made["table"], "token": made["token"]})
            await b.request({"type": "leave", "table": made["table"], "token": joined["token"]})
        while left["tables"] > 0:
            left["tables"] -= 1
            made = await a.request({"type": "create", "game": "ataxx"})
            await a.request({"type": "leave", "table": made["table"], "token": made["token"]})
        await a.close()
        await b.close()
    await asyncio.gather(*(one_client(n) for n in range(clients)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=10_000, help="tables created and left at once")
    parser.add_argument("--over", type=int, default=200, help="games over (yielded at once)")
    parser.add_argument("--clients", type=int, default=8, help="connections making them at a time")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as data:
        server = ServerProcess(data)
        base = server.started["rss_kb"]
        began = time.perf_counter()
        asyncio.run(make_tables(server.port, args.tables, args.over, args.clients))
        made_s = time.perf_counter() - began
        first = server.stop()
        files = len(os.listdir(data))
        size = sum(os.path.getsize(os.path.join(data, name)) for name in os.listdir(data))
        again = ServerProcess(data)
        second = again.stop()
    made = args.tables + args.over
    print(f"{args.tables:,} tables created and left, {args.over:,} games over, by {args.clients} connections "
          f"at a time: {made_s:.1f} s ({made / made_s:.0f} tables a second)")
    print(f"  data folder         {files:,} files, {size / 1e6:.1f} MB")
    print(f"  server memory       {base / 1024:.1f} MB at its start, {first['rss_kb'] / 1024:.1f} MB with them all "
          f"made ({(first['rss_kb'] - base) / made:.2f} KB a table made); tables in memory "
          f"{first['in_memory']:,}")
    print(f"  stop                {first['stop_s']:.2f} s")
    print(f"  restart             {again.started['start_s']:.2f} s to listen again, "
          f"{again.started['rss_kb'] / 1024:.1f} MB, tables in memory {again.started['in_memory']:,}")
    for line in second["log"]:
        print(f"    log: {line[:150]}")
    print(f"  stop after it       {second['stop_s']:.2f} s (nothing changed)")


if __name__ == "__main__":
    main()
