"""A tiny scripted network client for the server's tests: connects, says hello, creates or joins a table,
reveals its own chain's links, and plays random legal actions from its own mirror of the game.

The mirror is the client's own session, rebuilt from each snapshot's record
(framework.record.restore: the throws replayed against the revealed links) and
moved on by every event: a throw is checked against the links it came with, a
play is played through the engine. So a test sees the server's game through a
client's eyes, and the two clients of a table must agree on every event.
"""
from __future__ import annotations

import asyncio
import json
import os
import sys

if __name__ == "__main__":          # run as a script: the project's modules
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
import random
from contextlib import asynccontextmanager

from framework.net.protocol import encode

TIMEOUT = 10.0


class NetClient:
    """One connection. ``messages``: everything received, in order; ``events[table]``: the table's events."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.reader = self.writer = None
        self.messages: list[dict] = []
        self.events: dict[str, list[dict]] = {}
        self.snapshots: dict[str, dict] = {}
        self.changed = asyncio.Event()
        self.next_id = 0
        self.closed = False
        self.task = None
        self.wire = None                # a list to keep (who, direction, line) in, for a transcript

    async def connect(self, port: int, ssl=None, hello: bool = True, server_hostname=None) -> "NetClient":
        self.reader, self.writer = await asyncio.open_connection("127.0.0.1", port, ssl=ssl,
                                                                 server_hostname=server_hostname)
        self.task = asyncio.create_task(self._pump())
        if hello:
            reply = await self.request({"type": "hello", "version": 1, "name": self.name, "client": "tests"})
            assert reply["type"] == "ok", reply
        return self

    async def _pump(self) -> None:
        try:
            while True:
                line = await self.reader.readline()
                if not line:
                    break
                message = json.loads(line)
                if self.wire is not None:
                    self.wire.append((self.name, "<", line.decode().rstrip("\n")))
                self.messages.append(message)
                if message["type"] == "event":
                    self.events.setdefault(message["table"], []).append(message)
                elif message["type"] == "snapshot":
                    self.snapshots[message["table"]] = message
                self.changed.set()
        except (ConnectionError, OSError, ValueError):
            pass
        finally:
            self.closed = True
            self.changed.set()

    async def send_raw(self, data: bytes) -> None:
        if self.wire is not None:
            self.wire.append((self.name, ">", data.decode(errors="replace").rstrip("\n")))
        self.writer.write(data)
        await self.writer.drain()

    async def send(self, message: dict) -> int:
        self.next_id += 1
        await self.send_raw(encode({**message, "id": self.next_id}))
        return self.next_id

    async def wait_for(self, test, timeout: float = TIMEOUT) -> dict:
        """The first received message (from the start) for which ``test`` is true, waiting for it."""
        async def look():
            seen = 0
            while True:
                for message in self.messages[seen:]:
                    if test(message):
                        return message
                seen = len(self.messages)
                if self.closed:
                    raise ConnectionError(f"{self.name}: closed while waiting")
                self.changed.clear()
                await self.changed.wait()
        return await asyncio.wait_for(look(), timeout)

    async def request(self, message: dict, timeout: float = TIMEOUT) -> dict:
        """Send ``message`` and return its reply (ok, error or pong)."""
        request_id = await self.send(message)
        return await self.wait_for(lambda m: m.get("id") == request_id and m["type"] in ("ok", "error", "pong"),
                                   timeout)

    async def error(self, message: dict) -> str:
        """The error code the server answers ``message`` with."""
        reply = await self.request(message)
        assert reply["type"] == "error", reply
        return reply["code"]

    async def close(self) -> None:
        if self.writer is not None:
            self.writer.close()
            try:
                await self.writer.wait_closed()
            except (ConnectionError, OSError):
                pass
        if self.task is not None:
            self.task.cancel()


class Player:
    """A seat of one table played by a :class:`NetClient`: its chain, its mirror, random legal actions."""

    def __init__(self, client: NetClient, spec, rng: random.Random) -> None:
        self.client, self.spec, self.rng = client, spec, rng
        self.table = ""
        self.seat = None
        self.token = ""
        self.chain = None
        self.mirror = None
        self.pending = None
        self.seq = 0
        self.sent: set = set()
        self.over = False
        self.starting = False
        self.read = 0
        self.pace = 0.0                 # seconds between two messages (a server with its real rate limit)
        self.last_sent = 0.0

    @property
    def dice(self) -> bool:
        from framework.spec import dice_per_throw
        return bool(dice_per_throw(self.spec))

    def new_chain(self) -> str | None:
        if not self.dice:
            return None
        from framework.fair_dice import Chain, new_secret
        self.chain = Chain(new_secret())
        return self.chain.anchor.hex()

    async def create(self, options: dict | None = None, seat=None) -> dict:
        message = {"type": "create", "game": self.spec.name, "options": options or {}, "seat": seat}
        commit = self.new_chain()
        if commit:
            message["commit"] = commit
        return self._seated(await self.client.request(message))

    async def resume(self, client: NetClient) -> dict:
        """Back on a new connection with the seat's token: the snapshot rebuilds the mirror."""
        self.client, self.read, self.sent, self.seq = client, 0, set(), 0
        reply = await client.request({"type": "join", "table": self.table, "token": self.token})
        assert reply["type"] == "ok" and reply["seat"] == self.seat, reply
        await client.wait_for(lambda m: m["type"] == "snapshot" and m["table"] == self.table)
        return reply

    async def join(self, table: str) -> dict:
        message = {"type": "join", "table": table}
        commit = self.new_chain()
        if commit:
            message["commit"] = commit
        return self._seated(await self.client.request(message))

    def _seated(self, reply: dict) -> dict:
        assert reply["type"] == "ok", reply
        self.table, self.seat, self.token = reply["table"], reply["seat"], reply["token"]
        return reply

    def act(self, action: str, **extra) -> dict:
        return {"type": "act", "table": self.table, "token": self.token, "action": action, **extra}

    async def _send(self, message: dict) -> None:
        if self.pace:
            loop = asyncio.get_running_loop()
            wait = self.last_sent + self.pace - loop.time()
            if wait > 0:
                await asyncio.sleep(wait)
            self.last_sent = loop.time()
        await self.client.send(message)

    # ------------------------------------------------------------ the mirror
    def _rebuild(self, snapshot: dict) -> None:
        self.seq = snapshot["seq"]
        if snapshot["seat"] is not None:
            self.seat = snapshot["seat"]                 # a rematch swaps the seats
        self.pending = snapshot["pending"]["link"]
        self.sent = set()
        self.starting = snapshot["info"]["state"] == "starting"
        if self.starting:
            self.mirror = None
            return
        if not snapshot["record"]:
            self.mirror = None
            return
        from framework.record import read, restore
        from framework.spec import new_session
        record = read(snapshot["record"], self.spec.codec)
        self.mirror = restore(record, self.spec.codec, lambda setup: new_session(self.spec, setup))
        self.over = self.mirror.game_over

    def _apply(self, event: dict) -> None:
        kind = event["kind"]
        self.seq = event["seq"]
        if kind == "start":
            self.sent, self.starting, self.mirror = set(), True, None
        elif kind == "link":
            self.pending = event["n"]
        elif kind == "throw" and self.mirror is not None:
            throws = self.mirror.throws
            if event["links"] is not None:
                throws.reveal(event["n"], tuple(bytes.fromhex(x) for x in event["links"]))
            thrown = self.mirror.throw()
            assert list(thrown) == event["throw"], (thrown, event)      # the throw verifies
            self.pending = None
        elif kind == "play" and self.mirror is not None:
            played = self.mirror.play(event["action"])
            assert played.text == event["action"]
        elif kind == "end":
            self.over = True
        elif kind in ("cancelled",):
            self.over = True

    def absorb(self) -> None:
        """Take in the snapshot and the events heard so far, sending nothing."""
        snapshot = self.client.snapshots.get(self.table)
        if snapshot is not None and snapshot["seq"] >= self.seq and snapshot is not getattr(self, "_snap", None):
            self._snap = snapshot
            self._rebuild(snapshot)
        events = self.client.events.get(self.table, [])
        for event in events[self.read:]:
            if event["seq"] > self.seq:
                self._apply(event)
        self.read = len(events)

    async def step(self) -> None:
        """Send what this seat should send now (a link, a throw, an action), at most once per position."""
        if self.over:
            return
        self.absorb()
        if self.starting:
            if ("reveal", 1) not in self.sent:
                self.sent.add(("reveal", 1))
                await self._send(self.act("reveal", n=1, link=self.chain.link(1).hex()))
            return
        session = self.mirror
        if session is None or session.game_over:
            return
        mover = session.game.to_move()
        if session.needs_throw:
            if self.pending is None:
                key = ("scripted", session.turns)
                if mover == self.seat and session.throws.remaining_script and key not in self.sent:
                    self.sent.add(key)
                    await self._send(self.act("throw"))
                return
            n = self.pending
            key = ("throw" if mover == self.seat else "reveal", n)
            if key not in self.sent:
                self.sent.add(key)
                extra = {"n": n, "link": self.chain.link(n).hex()}
                await self._send(self.act(key[0], **extra))
            return
        key = ("play", len(session.history), session.turns)      # once per position, whatever else is said
        if mover != self.seat or key in self.sent:
            return
        self.sent.add(key)
        action = self.rng.choice(session.game.legal_actions())
        await self._send(self.act(session.game.format_action(action)))


async def play_out(players: list[Player], timeout: float = 60.0, until=None) -> None:
    """Drive the players until each has seen its table's end (or ``until()`` is true)."""
    async def run():
        while not all(p.over for p in players) and not (until and until()):
            for p in players:
                await p.step()
            changed = [p.client.changed for p in players]
            waits = [asyncio.create_task(c.wait()) for c in changed]
            for c in changed:
                c.clear()
            for p in players:
                await p.step()
            if all(p.over for p in players) or (until and until()):
                for w in waits:
                    w.cancel()
                break
            done, rest = await asyncio.wait(waits, timeout=2.0, return_when=asyncio.FIRST_COMPLETED)
            for w in rest:
                w.cancel()
            errors = [m for p in players for m in p.client.messages if m["type"] == "error"]
            if errors and os.environ.get("NET_DEBUG"):
                for p in players:
                    print("PLAYER", p.seat, p.seq, p.mirror.game.notation() if p.mirror else None)
                    print(p.client.snapshots.get(p.table, {}).get("record"))
                    for m in p.client.messages[-12:]:
                        print("   ", json.dumps(m)[:300])
            assert not errors, errors
    await asyncio.wait_for(run(), timeout)


@asynccontextmanager
async def running_server(registry, data_dir=None, ssl=None, **limits):
    """A server on a free loopback port for the block's duration (``ssl``: its TLS context)."""
    from framework.limits import NET
    from framework.net.server import Server
    values = {"rate": 1e6, "burst": 10 ** 6, "chat_s": 0.0, **limits}
    server = Server(registry, str(data_dir) if data_dir else None, limits=NET.replace(**values), log=lambda t: None, ssl=ssl,
                    tick_s=0.05)
    await server.start(port=0)
    try:
        yield server
    finally:
        await server.stop()


async def transcript(registry, spec, options: dict, seeds=(4, 5)) -> list[tuple[str, str, str]]:
    """A whole game between Alice and Bob as it went over the wire: (who, ">" sent or "<" received, line).
    docs/protocol.md's example is one (``python3 tests/net/helpers_net.py`` prints another)."""
    wire: list = []
    async with running_server(registry) as server:
        a, b = NetClient("Alice"), NetClient("Bob")
        a.wire = b.wire = wire
        await a.connect(server.port)
        await b.connect(server.port)
        pa, pb = Player(a, spec, random.Random(seeds[0])), Player(b, spec, random.Random(seeds[1]))
        await pa.create(options, seat=0)
        await b.request({"type": "list"})
        await pb.join(pa.table)
        await play_out([pa, pb])
        await a.request({"type": "say", "table": pa.table, "token": pa.token, "text": "good game"})
        await b.wait_for(lambda m: m.get("kind") == "say")
        await a.close()
        await b.close()
    return wire


if __name__ == "__main__":
    from games import REGISTRY
    xii = next(listing for listing in REGISTRY if listing.name == "xii").spec()
    for who, way, line in asyncio.run(transcript(REGISTRY, xii, {"stones": 1})):
        print(f"{who[0]}{way} {line}")
