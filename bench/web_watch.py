"""Watchers in browsers' stead: N WebSockets of the web page on one table, and how late each move reaches them.

Run: python3 bench/web_watch.py [--watchers 1000] [--seconds 30] [--think 0.25] [--processes 2]

The server (``--serve --web`` as a program would run it: framework/net/server.py and framework/net/web.py in
one asyncio loop, the real limits; loopback is not capped per address) runs in a process of its own; the
watchers in ``--processes`` others (each a share of ``--watchers`` WebSockets to ``/ws/t1``, what the page's
script opens, noting when each update arrives and which event number it carries; each as cheap a client as
can be, a bare WebSocket reading frame headers, since the machine's two cores are shared by the server, the
watchers and the players: a thousand browsers would be on a thousand machines); this process holds the
two players of the table, framework/net/bot.py bots playing XII Scripta (fifteen pieces each) at random,
pausing ``--think`` seconds before each message as people do.

Printed: for every move (a ``play`` event), the delay from the moment its player sent it to the moment the
*last* watcher had a page showing it (an update carrying that event's number or a later one: a watcher that
is behind gets only the newest state), p50 / p99 / max over the moves; the players' own round trip (a request
sent -> its reply read) p50 / p99 / max meanwhile; and the server's CPU per event of the table (its process's
CPU time over the run, over the events) and per update written. ``--watchers 0`` gives the same run without
watchers, to compare. Nothing is asserted; bounded by ``--seconds``. All processes read one clock
(``time.monotonic``: the system's, on Linux).
"""
from __future__ import annotations

import argparse
import asyncio
import base64
import json
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from framework.net.bot import Bot, NetClient, play_out  # noqa: E402
from games import REGISTRY  # noqa: E402

SERVER = """
import asyncio, resource, sys
sys.path.insert(0, {root!r})
soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
from framework.core.limits import NET
from framework.net.server import Server
from framework.net.web import Web

async def main():
    server = Server(REGISTRY, {data!r}, limits=NET, log=lambda text: None)
    await server.start(port=0)
    web = Web(server)
    await web.start(port=0)
    print(server.port, web.port, flush=True)
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
    print(web.sent, flush=True)
    await web.stop()
    await server.stop()

from games import REGISTRY
asyncio.run(main())
"""
SEQ = re.compile(r'"seq": ?(\d+)')


def cpu_s(pid: int) -> float:
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))] if ordered else float("nan")


# ------------------------------------------------------------------ a watchers' process

class RawWatcher(asyncio.Protocol):
    """One watcher, as cheap as a client can be (the machine's cores are shared with the server): the
    WebSocket handshake, then each frame's header read to find the update's event number; pings answered."""

    def __init__(self, table: str, heard: list, opened: asyncio.Future) -> None:
        self.table, self.heard, self.opened = table, heard, opened
        self.buffer = bytearray()
        self.upgraded = False
        self.transport = None

    def connection_made(self, transport) -> None:
        self.transport = transport
        key = base64.b64encode(os.urandom(16)).decode()
        transport.write((f"GET /ws/{self.table} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n"
                         f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())

    def data_received(self, data: bytes) -> None:
        now = time.monotonic()
        self.buffer += data
        if not self.upgraded:
            end = self.buffer.find(b"\r\n\r\n")
            if end < 0:
                return
            if not self.buffer.startswith(b"HTTP/1.1 101"):
                self.opened.set_exception(ConnectionError(bytes(self.buffer[:80]).decode(errors="replace")))
                return
            del self.buffer[:end + 4]
            self.upgraded = True
            self.opened.set_result(True)
        while len(self.buffer) >= 2:
            opcode, n = self.buffer[0] & 0x0F, self.buffer[1] & 0x7F
            at = 2
            if n == 126:
                if len(self.buffer) < 4:
                    return
                n, at = int.from_bytes(self.buffer[2:4], "big"), 4
            elif n == 127:
                if len(self.buffer) < 10:
                    return
                n, at = int.from_bytes(self.buffer[2:10], "big"), 10
            if len(self.buffer) < at + n:
                return
            payload = bytes(self.buffer[at:at + min(n, 40)]) if opcode == 1 else bytes(self.buffer[at:at + n])
            del self.buffer[:at + n]
            if opcode == 1:
                found = SEQ.search(payload.decode("utf-8", "replace"))
                if found:
                    self.heard.append((int(found.group(1)), now))
            elif opcode == 9:                         # ping: a masked pong with the same payload
                mask = os.urandom(4)
                self.transport.write(bytes((0x8A, 0x80 | len(payload))) + mask
                                     + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))


async def watchers(port: int, table: str, count: int, out: str) -> None:
    import resource
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    loop = asyncio.get_running_loop()
    heard: list[list[tuple[int, float]]] = [[] for _ in range(count)]
    kept = []
    for i in range(count):
        opened = loop.create_future()
        transport, _ = await loop.create_connection(lambda: RawWatcher(table, heard[i], opened), "127.0.0.1", port)
        await opened
        kept.append(transport)
    print("ready", flush=True)
    await loop.run_in_executor(None, sys.stdin.readline)
    for transport in kept:
        transport.close()
    with open(out, "w") as f:
        json.dump(heard, f)


# ------------------------------------------------------------------ the players

class TimedClient(NetClient):
    """A player's connection: each request's round trip, and when this seat last sent a move."""

    def __init__(self, name: str, rtts: list, moves: dict) -> None:
        super().__init__(name)
        self.rtts, self.moves = rtts, moves
        self.sent_at: dict[int, float] = {}
        self.last_move = 0.0
        self.seat = None
        self.on_message = self._heard

    async def send(self, message: dict) -> int:
        now = time.monotonic()
        request_id = await super().send(message)
        self.sent_at[request_id] = now
        if message.get("type") == "act" and message.get("action") not in ("reveal", "throw"):
            self.last_move = now
        return request_id

    def _heard(self, message: dict) -> None:
        kind = message["type"]
        if kind in ("ok", "error", "pong"):
            started = self.sent_at.pop(message.get("id"), None)
            if started is not None:
                self.rtts.append(time.monotonic() - started)
        elif kind == "event" and message.get("kind") == "play" and message.get("seat") == self.seat:
            self.moves[message["seq"]] = self.last_move


async def players(port: int, think: float, seconds: float, rtts: list, moves: dict, ready) -> tuple[str, int]:
    spec = next(listing for listing in REGISTRY if listing.name == "xii").spec()
    a, b = TimedClient("Alice", rtts, moves), TimedClient("Bob", rtts, moves)
    await a.connect(port)
    await b.connect(port)
    pa, pb = Bot(a, spec, random.Random(1)), Bot(b, spec, random.Random(2))
    await pa.create({"stones": 15}, seat=0)
    await pb.join(pa.table)
    a.seat, b.seat = 0, 1
    await ready(pa.table)
    rtts.clear()
    pa.pace = pb.pace = think
    try:
        await play_out([pa, pb], timeout=seconds)
    except (asyncio.TimeoutError, TimeoutError):
        pass
    last = max((e["seq"] for e in a.events.get(pa.table, [])), default=0)
    await a.close()
    await b.close()
    return pa.table, last


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--watchers", type=int, default=1000)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--think", type=float, default=0.25)
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--child", nargs=4, metavar=("PORT", "TABLE", "COUNT", "OUT"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        port, table, count, out = args.child
        asyncio.run(watchers(int(port), table, int(count), out))
        return 0
    data = tempfile.mkdtemp(prefix="web-watch-")
    server = subprocess.Popen([sys.executable, "-c", SERVER.format(root=ROOT, data=data)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    game_port, web_port = map(int, server.stdout.readline().split())
    children: list[subprocess.Popen] = []
    outs: list[str] = []
    rtts: list[float] = []
    moves: dict[int, float] = {}
    window: dict = {}

    async def ready(table: str) -> None:
        shares = [args.watchers // args.processes + (1 if i < args.watchers % args.processes else 0)
                  for i in range(args.processes)] if args.watchers else []
        for i, share in enumerate(s for s in shares if s):
            out = os.path.join(data, f"watchers-{i}.json")
            outs.append(out)
            children.append(subprocess.Popen([sys.executable, os.path.abspath(__file__), "--child", str(web_port),
                                              table, str(share), out], stdin=subprocess.PIPE,
                                             stdout=subprocess.PIPE, text=True))
        for child in children:
            await asyncio.get_running_loop().run_in_executor(None, child.stdout.readline)
        await asyncio.sleep(1.0)                       # the first states sent, the loop quiet again
        window["cpu"], window["t"] = cpu_s(server.pid), time.monotonic()

    try:
        table, last_seq = asyncio.run(players(game_port, args.think, args.seconds, rtts, moves, ready))
        cpu = cpu_s(server.pid) - window["cpu"]
        elapsed = time.monotonic() - window["t"]
        time.sleep(1.0)                                # the last updates arrive
        for child in children:
            child.stdin.write("\n")
            child.stdin.flush()
            child.wait(60)
        server.stdin.write("\n")
        server.stdin.flush()
        sent = int(server.stdout.readline() or 0)
        server.wait(30)
    finally:
        for proc in [server, *children]:
            if proc.poll() is None:
                proc.kill()
    heard: list[list] = []
    for out in outs:
        with open(out) as f:
            heard += json.load(f)
    first_seq = min(moves) if moves else 0
    events = max(0, last_seq - first_seq + 1)
    print(f"{args.watchers} watchers of one table ({args.processes} processes), XII Scripta played at a "
          f"{args.think:g} s pause, {elapsed:.1f} s: {len(moves)} moves, {events} events of the table")
    if heard:
        delays, missing = [], 0
        for seq, sent_at in sorted(moves.items()):
            latest = 0.0
            for got in heard:
                when = next((t for s, t in got if s >= seq), None)
                if when is None:
                    missing += 1
                    continue
                latest = max(latest, when)
            if latest:
                delays.append(latest - sent_at)
        print(f"  a move to the last watcher: p50 {1000 * pct(delays, 50):.1f} ms, p99 {1000 * pct(delays, 99):.1f} ms, "
              f"max {1000 * max(delays):.1f} ms ({len(delays)} moves; {missing} watcher-moves never seen)")
    print(f"  the players' round trip: p50 {1000 * pct(rtts, 50):.1f} ms, p99 {1000 * pct(rtts, 99):.1f} ms, "
          f"max {1000 * max(rtts):.1f} ms ({len(rtts)} requests)")
    per_update = f", {1e6 * cpu / sent:.0f} us an update written ({sent} updates)" if sent else ""
    print(f"  the server: {cpu:.2f} s CPU ({100 * cpu / elapsed:.0f}% of a core), {1000 * cpu / max(1, events):.2f} ms "
          f"CPU an event{per_update}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
