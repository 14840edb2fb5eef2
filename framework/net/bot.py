"""A headless network player: a connection that keeps every message, and a seat that plays random legal
actions from its own copy of the game (framework/net/mirror.py), revealing its own chain's links.

Why in the framework: the server's tests and the load benchmark (bench/server_load.py) play the same
way, and a third copy of this was one too many. Not a user's client (that is framework/net/client.py with
the terminal): this one trusts the server to be the house's and stops at the first refusal.
"""
from __future__ import annotations

import asyncio
import json
import random

from framework.core.fair_dice import Chain, new_secret
from framework.core.spec import dice_per_throw
from framework.net.identity import KeyPair, Signer
from framework.net.mirror import apply_play, apply_throw, rebuild
from framework.net.protocol import VERSION, encode

__all__ = ["BotError", "NetClient", "Bot", "play_out"]


class BotError(RuntimeError):
    """The server refused what a bot sent, or the bot could not follow it."""


TIMEOUT = 10.0


class NetClient:
    """One connection. ``messages``: everything received, in order; ``events[table]``: the table's events."""

    #: One key per bot name in this process, as a player keeps theirs in a configuration directory: a bot
    #: that connects again under its name is the same player (the server binds a name to its first key).
    KEYS: dict[str, KeyPair] = {}

    def __init__(self, name: str, key: KeyPair | None = None) -> None:
        self.name = name
        self.signer = Signer(key or NetClient.KEYS.setdefault(name, KeyPair.generate()))
        self.reader = self.writer = None
        self.messages: list[dict] = []
        self.events: dict[str, list[dict]] = {}
        self.snapshots: dict[str, dict] = {}
        self.changed = asyncio.Event()
        self.next_id = 0
        self.closed = False
        self.task = None
        self.wire = None                # a list to keep (who, direction, line) in, for a transcript
        self.on_message = None          # called with each message as it is read (the load bench's clock)

    async def connect(self, port: int, ssl=None, hello: bool = True, server_hostname=None) -> "NetClient":
        self.reader, self.writer = await asyncio.open_connection("127.0.0.1", port, ssl=ssl,
                                                                 server_hostname=server_hostname)
        self.task = asyncio.create_task(self._pump())
        if hello:
            reply = await self.request(await self.hello_message())
            if reply["type"] != "ok":
                raise BotError(f"{self.name}: hello refused: {reply}")
        return self

    async def hello_message(self, name: str | None = None, version: int = VERSION) -> dict:
        """A hello for ``name`` (this client's by default), its key proven against the server's welcome."""
        await self.wait_for(lambda m: m.get("type") in ("welcome", "error"))
        name = self.name if name is None else name
        return {"type": "hello", "version": version, "name": name, "client": "tests", **self.signer.hello(name)}

    async def _pump(self) -> None:
        try:
            while True:
                line = await self.reader.readline()
                if not line:
                    break
                message = json.loads(line)
                if self.wire is not None:
                    self.wire.append((self.name, "<", line.decode().rstrip("\n")))
                if message.get("type") == "welcome":
                    self.signer.welcome(message)
                self.signer.heard(message)
                self.messages.append(message)
                if self.on_message is not None:
                    self.on_message(message)
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
        """Send ``message`` (an action signed as the server expects, unless it carries a signature); its id."""
        self.next_id += 1
        message = self.signer.sign(message)
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
        if reply["type"] != "error":
            raise BotError(f"expected an error, got {reply}")
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


class Bot:
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
        return bool(dice_per_throw(self.spec))

    def new_chain(self) -> str | None:
        if not self.dice:
            return None
        self.chain = Chain(new_secret())
        return self.chain.anchor.hex()

    async def rematch(self) -> dict:
        """Ask for another game at this table (a new chain for its dice); the reply. Its game follows once both
        seats have asked."""
        reply = await self.client.request({"type": "rematch", "table": self.table, "token": self.token,
                                           "commit": self.new_chain()})
        self.over = False
        return reply

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
        if reply["type"] != "ok" or reply["seat"] != self.seat:
            raise BotError(f"resuming seat {self.seat} refused: {reply}")
        await client.wait_for(lambda m: m["type"] == "snapshot" and m["table"] == self.table)
        return reply

    async def join(self, table: str) -> dict:
        message = {"type": "join", "table": table}
        commit = self.new_chain()
        if commit:
            message["commit"] = commit
        return self._seated(await self.client.request(message))

    def _seated(self, reply: dict) -> dict:
        if reply["type"] != "ok":
            raise BotError(f"seating refused: {reply}")
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
        owing = snapshot.get("owing")
        if self.pending is not None and isinstance(owing, dict) and self.seat not in (owing.get("seats") or ()):
            # its link for the throw due is in already (sent before the server went down and kept): sent
            # again, it would come after the throw it completes and be refused
            self.sent = {("throw", self.pending), ("reveal", self.pending)}
        self.starting = snapshot["info"]["state"] == "starting"
        if self.starting:
            self.mirror = None
            return
        if not snapshot["record"]:
            self.mirror = None
            return
        self.mirror, _ = rebuild(self.spec, snapshot["record"])
        self.over = self.mirror.game_over

    def _apply(self, event: dict) -> None:
        kind = event["kind"]
        self.seq = event["seq"]
        if kind == "start":
            self.sent, self.starting, self.mirror = set(), True, None
        elif kind == "link":
            self.pending = event["n"]
        elif kind == "throw" and self.mirror is not None:
            apply_throw(self.mirror, event)         # MirrorError when the throw does not verify
            self.pending = None
        elif kind == "play" and self.mirror is not None:
            apply_play(self.mirror, event)
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


async def play_out(players: list[Bot], timeout: float = 60.0, until=None) -> None:
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
            if errors:
                raise BotError(f"the server refused a bot: {errors[:3]}")
    await asyncio.wait_for(run(), timeout)
