"""The game server: asyncio streams, one JSON line per message, many tables, every one saved as it goes.

Why this shape: the tables (framework/net/table.py) decide everything and
never touch a socket or a clock; this module is the I/O edge around them. It
reads lines under the limits of :class:`framework.core.limits.NetLimits` (a line at
most 4 KiB, ``hello`` within 10 s, each line finished within a deadline, a
connection silent for a minute after ``hello`` closed, a token bucket per
connection, chat once a second, a cap per address (not loopback's) and per
client, caps on connections and unfinished tables in all, a bounded queue
towards each client), hands checked messages
(framework/net/protocol.py) to their handlers (:attr:`Server.HANDLERS`, one
table from message type to handler) and through them to the tables, sends
their events to everyone at the table, and writes each table's state and
record after every change. A
restarted server reads every table back from its database and replays
each record through the engine: the same position, the same throws to come,
the same clocks.

How a change is written: into the data folder's database (framework/net/store.py,
SQLite in WAL mode), everything one event changed in one transaction (the state,
the record, a finished game), committed before anyone hears of the change, which
a killed server survives (the operating system keeps what was written); and
flushed to the disk (fsync of the database's log) by a worker thread within a
second (``sync_s``), which a lost machine survives. Why not fsync at every event
as the saves do: an fsync takes milliseconds and would stop every other table
meanwhile; a game at the keyboard writes a move every few seconds, a server
hundreds a second.

Nothing a client sends gets a traceback: every request is answered, with an
error code when refused (``server_error`` when the server itself failed, the
cause logged in one line), and the other tables go on.

``--serve [--host H] [--port P] [--data DIR] [--cert F --key F] [--grace S] [--turn-limit S] [--max-connections N]
[--max-tables N]`` runs framework/programs/serve.py (one server per data folder: it holds the folder's lock); tests run a :class:`Server` in-process
(``await server.start(port=0)``, ``server.port``, ``await server.stop()``).
"""
from __future__ import annotations

import asyncio
import collections
import hashlib
import ipaddress
import json
import os
import sqlite3
import sys
import time
from dataclasses import replace
from typing import Any, Callable, Iterable

from framework.core.limits import NET, NetLimits
from framework.net import protocol
from framework.core.signed_log import hello_message, valid
from framework.net.glicko2 import rate_game
from framework.net.identity import SERVER_KEY_FILE, KeyFileError, KeyPair
from framework.net.protocol import ProtocolError, encode
from framework.net.store import FinishedGame, Store, StoreError
from framework.net.table import Table, TableError, token_hash
from framework.net.takeover import take_over
from framework.core.saves import _fsync_dir, save_dir_text

try:
    import fcntl                            # the data folder's lock (flock)
except ImportError:                         # Windows: no flock
    fcntl = None

__all__ = ["Server", "DEFAULT_PORT", "default_data_dir", "DataFolderBusy", "LOCK_FILE", "is_loopback"]

DEFAULT_PORT = 7412
#: The data folder's lock: held (flock) by the one server using the folder, its pid written in it.
LOCK_FILE = "server.lock"
#: Finished tables ``list`` names besides those under way (the newest), and kept in memory for it; older
#: ones are forgotten (they stay in the database: its finished games), and a restart loads no more than these.
LIST_FINISHED = 50
NAME = "xii-scripta"


def default_data_dir() -> str:
    """The user's data directory + ``/server``; SaveError ``no_home_dir`` if no home folder is known."""
    return os.path.join(save_dir_text(), "server")


def _now() -> int:
    return int(time.time() * 1000)


def _digest(text: str) -> bytes:
    """What the server keeps of the state it last wrote of a table: enough to know it unchanged."""
    return hashlib.blake2b(text.encode("utf-8"), digest_size=16).digest()


def _check_state(table_id: str, data: dict | None) -> dict:
    """A table's state from the store, checked enough to know its id and state (ValueError if not)."""
    if not isinstance(data, dict):
        raise ValueError("the row holds no table")
    if data.get("table") != table_id:
        raise ValueError(f"the row names table {data.get('table')!r}")
    if data.get("state") not in ("open", "starting", "playing", "over", "cancelled"):
        raise ValueError(f"no such state {data.get('state')!r}")
    return data


class DataFolderBusy(RuntimeError):
    """Another server holds the data folder: two would overwrite each other's tables. ``pid``: the other's
    (None when it could not be read)."""

    def __init__(self, data_dir: str, pid: int | None) -> None:
        super().__init__(f"the data folder {data_dir} is in use by another server "
                         f"({f'pid {pid}' if pid else 'its pid unknown'})")
        self.data_dir, self.pid = data_dir, pid


def _lock_folder(data_dir: str) -> int | None:
    """The data folder's lock taken: the open descriptor of ``server.lock``, locked (flock) and holding this
    process's pid; DataFolderBusy naming the other's pid if another process holds it.

    Why flock: the operating system releases it when the process ends however it ends (kill -9 too), so no
    stale lock is ever left to clear by hand; the file itself stays, and the pid in it is only what the
    refusal names. None where there is no flock (Windows): one server per folder is then the user's care."""
    if fcntl is None:
        return None
    path = os.path.join(data_dir, LOCK_FILE)
    fd = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        pid = None
        for _ in range(20):                 # the holder writes its pid just after it took the lock
            text = os.pread(fd, 32, 0).decode("ascii", "replace").strip()
            if text.isdigit():
                pid = int(text)
                break
            time.sleep(0.05)
        os.close(fd)
        raise DataFolderBusy(data_dir, pid) from None
    except BaseException:
        os.close(fd)
        raise
    os.ftruncate(fd, 0)
    os.pwrite(fd, f"{os.getpid()}\n".encode("ascii"), 0)
    return fd


class Connection:
    """One client's connection: its queue towards the client, its name after ``hello``, the tables it
    sits at (the hash of its token) or watches (None), its rate bucket."""

    def __init__(self, server: "Server", reader: asyncio.StreamReader, writer: asyncio.StreamWriter,
                 address: str) -> None:
        self.server, self.reader, self.writer, self.address = server, reader, writer, address
        self.queue: asyncio.Queue = asyncio.Queue(server.limits.send_queue)
        self.name: str | None = None
        self.key: str | None = None                 # the player's public key, proven at hello
        self.challenge = os.urandom(32).hex()       # what the hello's proof signs (the welcome says it)
        self.tables: dict[str, str | None] = {}     # table id -> token hash of my seat, None: watching
        self.seen: dict[str, int] = {}              # table id -> the seq of the last snapshot sent
        self.tokens = float(server.limits.burst)
        self.refilled = time.monotonic()
        self.last_say = -1e9
        self.closing = False
        self.sender: asyncio.Task | None = None

    def send(self, message: dict) -> None:
        """Queue ``message``; a client that cannot keep up is dropped (its game waits for its return).

        A message that cannot be encoded (text UTF-8 cannot carry: the protocol refuses it on the way in,
        so this is the server's own fault) is logged; a reply goes out as ``server_error`` instead, so the
        request is still answered and the connection lives."""
        if self.closing and message.get("type") != "error":
            return
        try:
            data = encode(message)
        except (ValueError, TypeError) as exc:          # UnicodeEncodeError is a ValueError
            kind = message.get("type")
            self.server.log(f"to {self.address}: a {kind!s:.20} message could not be encoded: "
                            f"{type(exc).__name__}: {exc!s:.200}")
            if kind not in ("ok", "error", "pong"):
                return
            request_id = message.get("id")
            data = encode(protocol.error("server_error", "the server failed to encode its reply",
                                         request_id if type(request_id) is int else None))
        try:
            self.queue.put_nowait(data)
        except asyncio.QueueFull:
            self.server.log(f"dropping {self.address}: it does not read what it is sent")
            self.closing = True
            self.writer.transport.abort()

    def allowed(self) -> bool:
        """The token bucket: ``rate`` messages a second, ``burst`` at once."""
        now = time.monotonic()
        limits = self.server.limits
        self.tokens = min(float(limits.burst), self.tokens + (now - self.refilled) * limits.rate)
        self.refilled = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True

    async def pump(self) -> None:
        """Write what is queued, in order, as fast as the client reads it."""
        try:
            while True:
                data = await self.queue.get()
                if data is None:
                    break
                self.writer.write(data)
                await self.writer.drain()
        except (ConnectionError, OSError, asyncio.CancelledError):
            pass


class Server:
    """Tables, connections and the data directory. ``registry``: the games' Listings (games.REGISTRY)."""

    def __init__(self, registry: Iterable, data_dir: str | None = None, *, limits: NetLimits = NET,
                 ssl: Any = None, log: Callable[[str], None] | None = None, tick_s: float = 0.25,
                 durable: bool = True, sync_s: float = 1.0, cap_loopback: bool = False) -> None:
        """``cap_loopback``: the cap per address holds for loopback addresses too (the tests of that cap: they
        have no other address)."""
        self.listings = {listing.name: listing for listing in registry}
        self.cap_loopback = cap_loopback
        self.specs: dict[str, Any] = {}
        self.data_dir = data_dir
        self.limits = limits
        self.ssl = ssl
        self.log = log or (lambda text: print(text, file=sys.stderr, flush=True))
        self.tick_s = tick_s
        self.durable = durable
        self.sync_s = sync_s
        self.dirty: set[str] = set()            # files written since the last fsync (the database's log)
        # Tables that cannot be written to the database (disk full ...): id -> (the first move not saved, since when,
        # as UTC text); retried at every change and every sync_s; the players are told when it starts and ends.
        self.unsaved: dict[str, tuple[int, str]] = {}
        self.saved_turns: dict[str, int] = {}   # id -> the turns the store held at its last save
        self.written: dict[str, bytes] = {}     # id -> the digest of the state the store holds (written once)
        self.records_written: dict[str, int] = {}   # id -> the table's record_version the store holds
        self.games_noted: dict[str, int] = {}   # id -> ``games`` of the table's game stored as finished
        #: The database (framework/net/store.py): open from start to stop; in memory without a data folder.
        self.store: Store | None = None
        # Finished tables in memory, oldest first, by how they ended: the newest LIST_FINISHED of each are
        # kept (``list`` shows the games over), and older ones while a player still sits at them.
        self.ended: dict[str, dict[str, None]] = {"over": {}, "cancelled": {}}
        self.retried = 0.0
        self.tables: dict[str, Table] = {}
        self.subs: dict[str, set[Connection]] = {}
        self.holders: dict[tuple[str, str], Connection] = {}   # (table, token hash): the seat's connection
        self.by_address: dict[str, int] = {}
        self.connections: set[Connection] = set()
        self.counter = 0
        self.lock: int | None = None            # the data folder's lock, held from start to stop
        self.server: asyncio.base_events.Server | None = None
        self.ticker: asyncio.Task | None = None
        self.port = 0
        self.host = ""
        # Called with (table, events) after a table's events went out: the web page (framework/net/web.py).
        self.listeners: list[Callable[[Table, list[dict]], None]] = []
        self.web: dict | None = None            # the web port, told in hello's reply: {"scheme", "port"}
        self.key: KeyPair | None = None         # the server's key (its data folder's, or one for this run)

    # ------------------------------------------------------------ life
    async def start(self, host: str = "127.0.0.1", port: int = DEFAULT_PORT) -> None:
        """Take the data folder's lock (DataFolderBusy: another server has it), open its database (StoreError:
        it cannot be used), restore its tables, then listen (``port=0``: any free port)."""
        self.take_lock()
        try:
            self.open_store()
            await self._start(host, port)
        except BaseException:
            self._close_store()
            self._unlock()
            raise

    def take_lock(self) -> None:
        """The data folder's lock, if not held yet: DataFolderBusy when another server holds it, OSError when
        the lock file cannot be made (``--serve`` takes it before it says anything else)."""
        if self.data_dir and self.lock is None:
            os.makedirs(self.data_dir, exist_ok=True)
            self.lock = _lock_folder(self.data_dir)

    def _unlock(self) -> None:
        if self.lock is not None:
            os.close(self.lock)             # closing the descriptor releases the flock
            self.lock = None

    async def _start(self, host: str, port: int) -> None:
        if self.key is None:
            self.key = KeyPair.load_or_create(self.data_dir, SERVER_KEY_FILE)
        self.restore()
        asyncio.get_running_loop().set_exception_handler(self._loop_error)
        self.server = await asyncio.start_server(self._serve, host, port, ssl=self.ssl,
                                                 limit=self.limits.line * 2)
        self.host, self.port = host, self.server.sockets[0].getsockname()[1]
        self.ticker = asyncio.create_task(self._tick())

    def open_store(self) -> None:
        """The data folder's database open (StoreError: it cannot be), a folder of files from before it
        taken over first (framework/net/takeover.py); in memory without a data folder."""
        if self.store is not None:
            return
        self.store = Store.open(self.data_dir, self.log)
        if self.data_dir:
            try:
                take_over(self.data_dir, self.store, self.spec, self.log)
            except (OSError, sqlite3.Error) as exc:
                self._close_store()
                raise StoreError(f"cannot take over the data folder's files: {exc}") from None
            except BaseException:
                self._close_store()
                raise

    def _close_store(self) -> None:
        if self.store is not None:
            self.store.close()
            self.store = None

    def _loop_error(self, loop, context: dict) -> None:
        """What asyncio would print with a traceback (a failed TLS handshake ...): one line in the log."""
        exc = context.get("exception")
        self.log(f"{context.get('message', 'error')}: {type(exc).__name__}: {exc}" if exc else
                 str(context.get("message", "error")))

    async def stop(self) -> dict[str, tuple[int, str]]:
        """Stop listening, close every connection, save every table whose state changed since its last write
        (only those: a stop does not rewrite what the database holds already), close the database; returns the
        tables that could not be saved (:attr:`unsaved`: id -> the first move lost, since when)."""
        if self.ticker is not None:
            self.ticker.cancel()
        if self.server is not None:
            self.server.close()
        for conn in list(self.connections):
            conn.closing = True
            conn.writer.transport.abort()
        if self.server is not None:
            try:
                await asyncio.wait_for(self.server.wait_closed(), 2)
            except (asyncio.TimeoutError, Exception):
                pass
        for table in self.tables.values() if self.store is not None else ():     # (not stopped already)
            self._save(table)
        try:
            self.sync()
        except (OSError, sqlite3.Error) as exc:
            self.log(f"sync: {type(exc).__name__}: {exc}")
        self._close_store()
        self._unlock()
        return dict(self.unsaved)

    # ------------------------------------------------------------ games and the store
    def _turn_limit_ms(self) -> int:
        return int(self.limits.turn_limit_s * 1000)

    def spec(self, game: str):
        if game not in self.specs:
            self.specs[game] = self.listings[game].spec()
        return self.specs[game]

    def _record_behind(self, table: Table) -> bool:
        """The table's record changed since the server last wrote it."""
        return self.records_written.get(table.id, 0) != table.record_version

    def _write_table(self, table: Table) -> None:
        """What changed of the table since it was last written, in one transaction of the store: its state
        and record (when either changed: the record's version, the digest of the state's text), and the
        finished game (:meth:`_finished`) when the table's game is newly over. sqlite3.Error or OSError: not
        written (all of it: the transaction is rolled back); it is written at the next try."""
        if self.store is None:
            return          # stopped: a connection closing after the stop (its seat dropped) changes nothing kept
        version = table.record_version
        state = table.to_json()
        digest = _digest(json.dumps(state, ensure_ascii=False))
        finishing = table.state == "over" and self.games_noted.get(table.id) != table.games
        record_behind = self.records_written.get(table.id, 0) != version or table.id not in self.written
        if not record_behind and self.written.get(table.id) == digest and not finishing:
            return
        with self.store.transaction():
            self.store.save_table(table.id, state, table.record_text() if record_behind else None)
            if finishing:
                self._finished(table)
        self.records_written[table.id] = version
        self.written[table.id] = digest
        if finishing:
            self.games_noted[table.id] = table.games
        if self.durable and self.store.path:
            self.dirty.add(self.store.path + "-wal")

    def _finished(self, table: Table) -> None:
        """The table's game just ended (over, not cancelled): its finished game stored, in the transaction
        that writes the table's state, with both players' new ratings when it is rated (:meth:`_rated_game`:
        not a casual table, a game without a pool, one key in both seats or a seat without one)."""
        outcome = table.session.outcome if table.session is not None else None
        winner = outcome.winner if outcome is not None else None
        score = None if outcome is None else 0.5 if winner is None else 1.0 if winner == 0 else 0.0
        game = FinishedGame(
            None, table.id, table.games + 1, table.spec.name, dict(table.options), None, False,
            tuple(seat.name if seat is not None else "" for seat in table.seats),
            tuple(getattr(seat, "key", None) for seat in table.seats), score,
            outcome.reason if outcome is not None else "", time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime()),
            table.record_text(), (None, None))
        self.store.finish_game(*self._rated_game(table, game))

    def sync(self, paths: set[str] | None = None) -> None:
        """What was written since the last time (``paths``, default :attr:`dirty`: the database's log) made
        durable: what a lost machine would otherwise lose (the store commits with ``synchronous=NORMAL``).
        A checkpoint of the store (the log synced, copied into the database, the database synced), in the
        worker thread; sqlite3.Error or OSError when it fails (logged by the caller, tried again)."""
        if paths is None:
            paths, self.dirty = self.dirty, set()
        store = self.store
        if paths and store is not None:
            store.checkpoint()
            if self.data_dir:
                _fsync_dir(self.data_dir)   # the database's and its log's names in the folder

    def _save(self, table: Table) -> None:
        """The table in the store; while it cannot be (sqlite3.Error or OSError: disk full ...) it is kept in
        :attr:`unsaved`, and the players and watchers are told once when saving fails and once when it works
        again."""
        turns = table.session.turns if table.session is not None else 0
        try:
            self._write_table(table)
        except (OSError, sqlite3.Error) as exc:
            if table.id not in self.unsaved:
                since = min(self.saved_turns.get(table.id, 0), turns) + 1
                self.unsaved[table.id] = (since, time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime()))
                self.log(f"table {table.id}: not saved (retried until it is): {type(exc).__name__}: {exc}")
                table.saving(False, since)
            return
        self.saved_turns[table.id] = turns
        if self.unsaved.pop(table.id, None) is not None:
            self.log(f"table {table.id}: saved again")
            table.saving(True, turns)
            self._save(table)                   # with the event's sequence number

    def _retry(self) -> None:
        """Every table not saved tried again (the tick's, every ``sync_s``)."""
        for table_id in list(self.unsaved):
            table = self.tables.get(table_id)
            if table is None:
                self.unsaved.pop(table_id, None)
            else:
                self._save(table)
                self._send(table, table.take_events())
                self._settle(table)             # saved at last: a finished one may leave memory now

    def restore(self) -> None:
        """The store's tables back: every unfinished one (its record replayed) and the newest finished ones
        ``list`` shows; the other finished ones stay in the store only. A table that cannot be restored is
        marked damaged (never restored again, its id never given again)."""
        now = _now()
        self.counter = max(self.counter, self.store.highest_table_number())
        if not self.data_dir:
            return                              # a database in memory: nothing to restore
        restored: list[str] = []
        damaged: list[tuple[str, Exception]] = []
        over: collections.deque = collections.deque(maxlen=LIST_FINISHED)    # the newest games over, by write
        left = 0
        for table_id, data, text, record in self.store.tables():
            try:
                data = _check_state(table_id, data)
                if data["state"] in ("over", "cancelled"):
                    if data["state"] == "over":
                        over.append((table_id, data, text, record))
                    left += 1
                    continue
                self._load(table_id, data, text, record, now)
            except Exception as exc:        # a damaged row, whatever its replay raises: that table, not the server
                damaged.append((table_id, exc))
                continue
            restored.append(table_id)
        for table_id, data, text, record in over:
            left -= 1
            try:
                self._load(table_id, data, text, record, now)
            except Exception as exc:
                damaged.append((table_id, exc))
                continue
            restored.append(table_id)
        for table_id, exc in damaged:
            self._mark_damaged(table_id, exc)
        for table_id in restored:               # a game its record shows over, its state not yet (an older
            table = self.tables[table_id]       # server's files, taken over): its finished game written now
            if table.state == "over" and self.games_noted.get(table_id) != table.games:
                self._save(table)
        self._say_restored(restored, left, [table_id for table_id, _ in damaged])

    def _load(self, table_id: str, data: dict, text: str, record_text: str, now: int) -> None:
        """One table back into memory from its state (``data``, read from ``text``) and its record (replayed
        when unfinished). What the store holds is written again only once the table changes."""
        spec = self.spec(data["game"])
        table = Table.load(data, spec, record_text, now, grace_ms=int(self.limits.grace_s * 1000),
                           turn_limit_ms=self._turn_limit_ms(), server_key=self.key)
        table.rating_of = self._seat_rating(table)
        self.tables[table_id] = table
        self.subs[table_id] = set()
        self.written[table_id] = _digest(json.dumps(table.to_json(), ensure_ascii=False))
        self.records_written[table_id] = table.record_version
        if data["state"] == "over":
            self.games_noted[table_id] = table.games     # its finished game is stored already
        if not table.live:
            self.ended[table.state][table_id] = None

    def _mark_damaged(self, table_id: str, exc: Exception) -> None:
        """A table the server cannot restore, marked damaged in the store (never restored, its id never given
        again); the log says why."""
        reason = f"{type(exc).__name__}: {exc}"
        try:
            self.store.mark_damaged(table_id, reason[:500])
            where = "marked damaged"
        except (OSError, sqlite3.Error) as err:
            where = f"could not be marked damaged ({err}); its id is not given again"
        self.log(f"table {table_id}: not restored ({reason}); {where}")

    def _say_restored(self, restored: list[str], left: int, damaged: list[str]) -> None:
        """What a restarted server says of its database: the tables restored by name, the finished ones left
        in the store, the damaged ones."""
        restored.sort(key=lambda table_id: int(table_id[1:]))
        unfinished = sum(1 for table_id in restored if self.tables[table_id].live)
        self.log(f"restored {len(restored)} table{'' if len(restored) == 1 else 's'} from {self.data_dir}"
                 + (f": {', '.join(restored)} ({unfinished} unfinished, {len(restored) - unfinished} finished)"
                    if restored else ""))
        if left:
            self.log(f"{left} older finished table{'' if left == 1 else 's'} left in the database (not loaded)")
        if damaged:
            self.log(f"marked {len(damaged)} table{'' if len(damaged) == 1 else 's'} damaged that could not be "
                     "restored: " + ", ".join(damaged))

    # ------------------------------------------------------------ connections
    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        peer = writer.get_extra_info("peername")
        address = str(peer[0]) if isinstance(peer, tuple) else str(peer)
        conn = Connection(self, reader, writer, address)
        conn.sender = asyncio.create_task(conn.pump())
        try:
            conn.send({"type": "welcome", "server": NAME, "version": protocol.VERSION, "key": self.key.public,
                       "challenge": conn.challenge})
            if len(self.connections) >= self.limits.max_connections:
                conn.send(protocol.error("server_full", f"the server has its most connections "
                                         f"({self.limits.max_connections}): try again later",
                                         params={"limit": self.limits.max_connections}))
                return
            if self.by_address.get(address, 0) >= self.limits.connections and (
                    self.cap_loopback or not is_loopback(address)):
                conn.send(protocol.error("too_many_connections", f"at most {self.limits.connections} connections "
                                         "from one address", params={"limit": self.limits.connections}))
                return
            self.by_address[address] = self.by_address.get(address, 0) + 1
            self.connections.add(conn)
            try:
                await self._read(conn)
            finally:
                self.connections.discard(conn)
                self.by_address[address] -= 1
                if not self.by_address[address]:
                    del self.by_address[address]
                self._gone(conn)
        except Exception as exc:               # never a traceback: the connection ends, the server goes on
            self.log(f"connection {address}: {type(exc).__name__}: {exc}")
        finally:
            conn.closing = True
            try:
                conn.queue.put_nowait(None)
            except asyncio.QueueFull:
                pass
            try:
                await asyncio.wait_for(conn.sender, 1.0)
            except (asyncio.TimeoutError, Exception):
                conn.sender.cancel()
            try:
                writer.close()
            except Exception:
                pass

    async def _read(self, conn: Connection) -> None:
        """The connection's lines, under its deadlines: ``hello`` within ``hello_s``, each line finished
        within ``line_s``, and after ``hello`` a line at least every ``idle_s`` (a client with nothing to say
        pings): a connection that went quiet for good (a vanished machine, a forgotten or hostile socket)
        frees its place, and the cap per address never keeps an honest player out for long."""
        limits = self.limits
        loop = asyncio.get_running_loop()
        hello_by = loop.time() + limits.hello_s
        buffer = bytearray()
        started = heard = 0.0
        while not conn.closing:
            end = buffer.find(b"\n")
            if end >= 0:
                line = bytes(buffer[:end + 1])
                del buffer[:end + 1]
                started = heard = loop.time()
                if len(line) > limits.line:
                    self._too_long(conn)
                    return
                self._line(conn, line)
                await asyncio.sleep(0)        # let the other connections' lines in between
                continue
            if len(buffer) >= limits.line:
                self._too_long(conn)
                return
            deadlines = []
            if conn.name is None:
                deadlines.append((hello_by, "hello_timeout", f"say hello within {limits.hello_s:g} s"))
            elif not buffer:
                deadlines.append((heard + limits.idle_s, "idle_timeout", f"a connection silent for "
                                  f"{limits.idle_s:g} s is closed (send ping when there is nothing to say)"))
            if buffer:
                deadlines.append((started + limits.line_s, "too_slow",
                                  f"a line must be finished within {limits.line_s:g} s"))
            timeout = None
            if deadlines:
                deadline = min(deadlines)
                timeout = max(0.0, deadline[0] - loop.time())
            try:
                data = await asyncio.wait_for(conn.reader.read(65536), timeout)
            except asyncio.TimeoutError:
                conn.send(protocol.error(deadline[1], deadline[2]))
                return
            except (ConnectionError, OSError):
                return
            if not data:
                return
            if not buffer:
                started = loop.time()
            buffer += data

    def _too_long(self, conn: Connection) -> None:
        conn.send(protocol.error("line_too_long", f"a line is at most {self.limits.line} bytes with its newline",
                                 params={"limit": self.limits.line}))
        conn.closing = True

    def _line(self, conn: Connection, line: bytes) -> None:
        """One line: decoded, checked, rate-limited, handled; every outcome answered."""
        if not line.strip():
            return
        try:
            message = protocol.decode(line)
        except ProtocolError as exc:
            conn.send(protocol.error(exc.code, exc.message, exc.id, exc.params))
            return
        request_id = message.get("id")
        if not conn.allowed():
            conn.send(protocol.error("too_fast", f"at most {self.limits.rate:g} messages a second", request_id,
                                     {"rate": self.limits.rate}))
            return
        kind = message["type"]
        if conn.name is None and kind != "hello":
            conn.send(protocol.error("hello_first", "say hello first", request_id))
            return
        touched: list[Table] = []
        try:
            self.HANDLERS[kind](self, conn, message, touched)
        except (TableError, ProtocolError) as exc:
            conn.send(protocol.error(exc.code, exc.message, request_id, exc.params))
        except Exception as exc:
            self.log(f"{kind} from {conn.address}: {type(exc).__name__}: {exc}")
            conn.send(protocol.error("server_error", "the server failed to handle this request", request_id))
        for table in touched:
            self._flush(table)

    # ------------------------------------------------------------ events
    def _flush(self, table: Table) -> None:
        """Send the table's new events to everyone at it (a new game: a snapshot each), then save it; a
        table that ended is then kept or forgotten (:meth:`_settle`)."""
        if self.tables.get(table.id) is not table:
            table.take_events()                 # forgotten meanwhile: nobody is at it any more
            return
        events = table.take_events()
        # A change comes with its events; a record behind without one is written too (a table whose files
        # cannot be written is left to the retry, every sync_s).
        if events or (self._record_behind(table) and table.id not in self.unsaved):
            self._save(table)                   # committed before anyone hears of it
            events += table.take_events()       # a ``saving`` event if that started or stopped failing
        self._send(table, events)
        self._settle(table)

    # ------------------------------------------------------------ finished tables leave memory
    def _settle(self, table: Table) -> None:
        """Where a table lives now: an unfinished one in memory; a finished (or cancelled) one among the
        newest LIST_FINISHED of its kind, or while a player still sits at it; the rest are forgotten (their
        files stay: they are the records). Why: a server that kept every table grew without end (issue 32:
        10,000 tables, 17 MB, a 29 s stop); a player at the end screen may still chat and ask a rematch,
        and a watcher of a game just over still finds it."""
        if self.tables.get(table.id) is not table:
            return
        if table.live:
            for ended in self.ended.values():
                ended.pop(table.id, None)         # a rematch: under way again
            return
        ended = self.ended[table.state]
        if table.id not in ended:
            for kind in self.ended.values():
                kind.pop(table.id, None)
            ended[table.id] = None
            for conn in list(self.subs.get(table.id, ())):
                if conn.tables.get(table.id) is not None:
                    self._release_old(conn)
        excess = len(ended) - LIST_FINISHED
        if excess > 0:
            for table_id in list(ended)[:excess]:
                self._forget(table_id)

    def _held(self, table_id: str) -> bool:
        """A player's connection is at the table (a watcher does not keep a finished table in memory)."""
        return any(conn.tables.get(table_id) is not None for conn in self.subs.get(table_id, ()))

    def _release_old(self, conn: Connection) -> None:
        """A connection keeps at most ``limits.tables`` finished tables in memory by sitting at them: past
        that it leaves its oldest (else one client finishing game after game would keep them all)."""
        done = [table_id for table_id, digest in conn.tables.items()
                if digest is not None and table_id in self.tables and not self.tables[table_id].live]
        for table_id in done[:max(0, len(done) - int(self.limits.tables))]:
            self._unsubscribe(conn, table_id, _now())

    def _forget(self, table_id: str) -> None:
        """A finished table out of memory, unless a player is still at it or it is not saved yet."""
        if self._held(table_id) or table_id in self.unsaved:
            return
        table = self.tables.pop(table_id, None)
        for sitter in table.seats if table is not None else ():
            if sitter is not None:
                self.holders.pop((table_id, sitter.token), None)
        for conn in self.subs.pop(table_id, ()):
            conn.tables.pop(table_id, None)     # a watcher: the game is over, nothing more will come
            conn.seen.pop(table_id, None)
        for ended in self.ended.values():
            ended.pop(table_id, None)
        self.saved_turns.pop(table_id, None)
        self.written.pop(table_id, None)
        self.records_written.pop(table_id, None)
        self.games_noted.pop(table_id, None)

    def _send(self, table: Table, events: list[dict]) -> None:
        subscribers = list(self.subs.get(table.id, ()))
        for event in events:
            for conn in subscribers:
                if event["seq"] > conn.seen.get(table.id, 0):
                    conn.send(event)
        if table.resnap:
            table.resnap = False
            for conn in subscribers:
                if conn.seen.get(table.id, 0) < table.seq:
                    self._snapshot(conn, table)
        for listener in self.listeners if events else ():
            listener(table, events)

    def _snapshot(self, conn: Connection, table: Table) -> None:
        digest = conn.tables.get(table.id)
        seat = None
        if digest is not None:
            seat = next((s for s, sitter in enumerate(table.seats) if sitter is not None and sitter.token == digest),
                        None)
        conn.seen[table.id] = table.seq
        snapshot = table.snapshot(seat)
        if table.id in self.unsaved:            # one who comes to the table hears it too
            snapshot["unsaved"] = self.unsaved[table.id][0]
        conn.send(snapshot)

    def _gone(self, conn: Connection) -> None:
        """A connection closed: its seats are dropped (their grace starts), its watching ends."""
        now = _now()
        for table_id, digest in list(conn.tables.items()):
            self._unsubscribe(conn, table_id, now)

    def _unsubscribe(self, conn: Connection, table_id: str, now: int) -> None:
        table = self.tables.get(table_id)
        digest = conn.tables.pop(table_id, None)
        conn.seen.pop(table_id, None)
        self.subs.get(table_id, set()).discard(conn)
        if table is None:
            return
        if digest is None:
            table.watch(-1)
        else:
            if self.holders.get((table_id, digest)) is conn:
                del self.holders[(table_id, digest)]
                for seat, sitter in enumerate(table.seats):
                    if sitter is not None and sitter.token == digest:
                        table.drop(seat, now)
        self._flush(table)

    def _hold(self, conn: Connection, table: Table, seat: int, digest: str, now: int) -> None:
        """``conn`` holds ``seat`` (a new connection with the token replaces the old one). Held by the
        token, not the seat number: a rematch swaps the seats, not the players."""
        old = self.holders.get((table.id, digest))
        if old is not None and old is not conn:
            old.tables.pop(table.id, None)
            old.seen.pop(table.id, None)
            self.subs[table.id].discard(old)
        self.holders[(table.id, digest)] = conn
        if conn.tables.get(table.id, "") is None:          # it was watching: now it sits
            table.watch(-1)
        conn.tables[table.id] = digest
        self.subs.setdefault(table.id, set()).add(conn)
        table.resume(seat, now)

    async def _tick(self) -> None:
        last_sync = time.monotonic()
        while True:
            await asyncio.sleep(self.tick_s)
            if self.dirty and time.monotonic() - last_sync >= self.sync_s:
                last_sync = time.monotonic()
                try:
                    paths, self.dirty = self.dirty, set()
                    await asyncio.to_thread(self.sync, paths)
                except Exception as exc:
                    self.log(f"sync: {type(exc).__name__}: {exc}")
            if self.unsaved and time.monotonic() - self.retried >= self.sync_s:
                self.retried = time.monotonic()
                self._retry()
            now = _now()
            for table in list(self.tables.values()):
                if not table.live:
                    continue
                try:
                    table.tick(now)
                except Exception as exc:
                    self.log(f"table {table.id}: {type(exc).__name__}: {exc}")
                self._flush(table)

    # ------------------------------------------------------------ requests
    def _table(self, message: dict) -> Table:
        table = self.tables.get(message["table"])
        if table is None:
            raise TableError("no_table", f"there is no table {message['table']!r}", table=message["table"])
        return table

    def _seat(self, conn: Connection, table: Table, message: dict, now: int) -> int:
        """The seat of the message's token; a watcher's message is ``watcher``; the connection holds the seat."""
        token = message.get("token")
        try:
            seat = table.seat_of(token)
        except TableError:
            if table.id in conn.tables and conn.tables[table.id] is None:
                raise TableError("watcher", "a watcher cannot act or speak at the table") from None
            raise
        digest = token_hash(token)
        if self.holders.get((table.id, digest)) is not conn:
            self._hold(conn, table, seat, digest, now)
        return seat

    def _at_seat(self, conn: Connection, m: dict, touched: list) -> tuple[Table, int, int]:
        """A seat's request: its table (to flush afterwards), the token's seat, now."""
        table = self._table(m)
        now = _now()
        touched.append(table)
        return table, self._seat(conn, table, m, now), now

    def _open_tables(self, conn: Connection) -> int:
        return sum(1 for table_id, digest in conn.tables.items()
                   if digest is not None and table_id in self.tables and self.tables[table_id].live)

    def _on_hello(self, conn: Connection, m: dict, touched: list) -> None:
        if m["version"] != protocol.VERSION:
            raise ProtocolError("bad_version", f"this server speaks version {protocol.VERSION}",
                                version=protocol.VERSION)
        if not valid(m["key"], hello_message(self.key.public, conn.challenge, m["key"], m["name"]), m["sig"]):
            raise ProtocolError("bad_key_proof", "'sig' must be your key's signature of the welcome's challenge "
                                "(docs/protocol.md, Keys)")
        if not self._bind(m["name"], m["key"]):
            raise ProtocolError("name_taken", "this name belongs to another player's key: pick another name",
                                name=m["name"])
        conn.name, conn.key = m["name"], m["key"]
        conn.send(protocol.ok(m, key=self.key.public, server=NAME, version=protocol.VERSION, games=list(self.listings),
                              grace_ms=int(self.limits.grace_s * 1000), turn_limit_ms=self._turn_limit_ms(),
                              **({"web": self.web} if self.web else {})))

    def _bind(self, name: str, key: str) -> bool:
        """``name`` is ``key``'s: bound now if no key had it (True), or already (True); another key's: False
        (kept in the store: a restarted server remembers who is who)."""
        try:
            return self.store.bind_name(name, key)
        except (sqlite3.Error, OSError) as exc:
            # the database cannot be written (a full disk): the name is not kept, the player still plays, unless
            # the database already gives the name to another key
            self.log(f"name {name!r}: its key not saved: {exc}")
            try:
                held = self.store.key_of(name)
            except (sqlite3.Error, OSError):
                return True
            return held is None or held == key

    def _on_ping(self, conn: Connection, m: dict, touched: list) -> None:
        conn.send({"type": "pong", "id": m.get("id")})

    def _on_list(self, conn: Connection, m: dict, touched: list) -> None:
        """The tables under way, then the newest finished games, a page at a time (``offset``, ``limit``:
        at most MAX_LIST a reply); ``total`` says how many there are."""
        live = [t for t in self.tables.values() if t.live]
        over = [self.tables[table_id] for table_id in list(self.ended["over"])[-LIST_FINISHED:]]
        tables = live + over
        offset = m.get("offset") or 0
        limit = m.get("limit") or protocol.MAX_LIST
        conn.send(protocol.ok(m, tables=[t.info() for t in tables[offset:offset + limit]], total=len(tables)))

    def _new_id(self) -> str:
        """A table id never given before: past every id the store names (a damaged table's and a finished
        one's too)."""
        while True:
            self.counter += 1
            table_id = f"t{self.counter}"
            if table_id not in self.tables:
                return table_id

    def _on_create(self, conn: Connection, m: dict, touched: list) -> None:
        if m["game"] not in self.listings:
            raise TableError("unknown_game", f"no game {m['game']!r} here", game=m["game"],
                             games=list(self.listings))
        if self._open_tables(conn) >= self.limits.tables:
            raise TableError("too_many_tables", f"at most {self.limits.tables} unfinished tables at once",
                             limit=self.limits.tables)
        waiting = sum(1 for table_id, digest in conn.tables.items() if digest is not None and table_id in self.tables
                      and self.tables[table_id].state == "open")
        if waiting >= self.limits.waiting:
            raise TableError("too_many_waiting", f"at most {self.limits.waiting} of your tables may wait for a "
                             "second player at once", limit=self.limits.waiting)
        if sum(1 for table in self.tables.values() if table.live) >= self.limits.max_tables:
            raise TableError("server_tables_full", f"the server has its most unfinished tables "
                             f"({self.limits.max_tables}): join one, or try again later", limit=self.limits.max_tables)
        options = dict(m.get("options") or {})
        clock_ms = options.pop("clock_ms", None)
        now = _now()
        table_id = self._new_id()
        table = Table.new(table_id, self.spec(m["game"]), options, clock_ms, now,
                          grace_ms=int(self.limits.grace_s * 1000), turn_limit_ms=self._turn_limit_ms(),
                          server_key=self.key)
        table.rated = None if m.get("casual") else table.spec.rating_pool(dict(table.options))
        table.rating_of = self._seat_rating(table)
        self.tables[table_id] = table
        self.subs[table_id] = set()
        try:
            seat, token = table.sit(conn.name, m.get("seat"), m.get("commit"), now, key=conn.key)
        except TableError:
            del self.tables[table_id], self.subs[table_id]
            raise
        self._seated(conn, m, table, seat, token, now, touched)

    def _seated(self, conn: Connection, m: dict, table: Table, seat: int, token: str, now: int, touched: list) -> None:
        digest = token_hash(token)
        self.holders[(table.id, digest)] = conn
        if conn.tables.get(table.id, "") is None:
            table.watch(-1)
        conn.tables[table.id] = digest
        self.subs[table.id].add(conn)
        conn.send(protocol.ok(m, table=table.id, seat=seat, token=token))
        self._snapshot(conn, table)
        touched.append(table)

    def _on_join(self, conn: Connection, m: dict, touched: list) -> None:
        table = self._table(m)
        now = _now()
        if "token" in m:
            seat = table.seat_of(m["token"])
            self._hold(conn, table, seat, token_hash(m["token"]), now)
            conn.send(protocol.ok(m, table=table.id, seat=seat, token=m["token"]))
            self._snapshot(conn, table)
            touched.append(table)
            return
        if self._open_tables(conn) >= self.limits.tables:
            raise TableError("too_many_tables", f"at most {self.limits.tables} unfinished tables at once",
                             limit=self.limits.tables)
        seat, token = table.sit(conn.name, None, m.get("commit"), now, key=conn.key)
        self._seated(conn, m, table, seat, token, now, touched)

    def _on_watch(self, conn: Connection, m: dict, touched: list) -> None:
        table = self._table(m)
        if table.id not in conn.tables:
            conn.tables[table.id] = None
            self.subs[table.id].add(conn)
            table.watch(+1)
        conn.send(protocol.ok(m, table=table.id))
        self._snapshot(conn, table)
        touched.append(table)

    def _on_act(self, conn: Connection, m: dict, touched: list) -> None:
        table, seat, now = self._at_seat(conn, m, touched)
        table.act(seat, m["action"], m.get("link"), m.get("n"), now,
                  {field: m.get(field) for field in ("sig", "k", "after")})
        conn.send(protocol.ok(m))

    def _on_say(self, conn: Connection, m: dict, touched: list) -> None:
        table, seat, _ = self._at_seat(conn, m, touched)
        clock = time.monotonic()
        if clock - conn.last_say < self.limits.chat_s:
            raise TableError("chat_too_fast", f"one line of chat every {self.limits.chat_s:g} s",
                             seconds=self.limits.chat_s)
        conn.last_say = clock
        table.say(seat, m["text"])
        conn.send(protocol.ok(m))

    def _on_rematch(self, conn: Connection, m: dict, touched: list) -> None:
        table, seat, now = self._at_seat(conn, m, touched)
        table.rematch(seat, m.get("commit"), now)
        conn.send(protocol.ok(m))

    def _on_leave(self, conn: Connection, m: dict, touched: list) -> None:
        if "token" in m:
            table, seat, now = self._at_seat(conn, m, touched)
            self.holders.pop((table.id, token_hash(m["token"])), None)
            conn.tables.pop(table.id, None)
            conn.seen.pop(table.id, None)
            self.subs[table.id].discard(conn)
            table.leave(seat, now)
        else:
            table = self._table(m)
            touched.append(table)
            if table.id in conn.tables:
                self._unsubscribe(conn, table.id, _now())
        conn.send(protocol.ok(m))

    def _on_claim(self, conn: Connection, m: dict, touched: list) -> None:
        table, seat, now = self._at_seat(conn, m, touched)
        table.claim(seat, m["what"], now, {field: m.get(field) for field in ("sig", "k", "after")})
        conn.send(protocol.ok(m))

    # ------------------------------------------------------------ ratings and finished games (issue 35)
    def _pools(self) -> list[str]:
        """Every rating pool of the server's games, in the registry's order (the first is ``ratings``'s default)."""
        return [pool for name in self.listings for pool, _ in self.spec(name).rating_pools]

    def _seat_rating(self, table: Table) -> Callable[[Any], dict | None]:
        """What a table's info says of a seat's player's rating in the table's pool (a casual table's too: the
        player's standing is news either way): None when the seat has no key, the game no pool or the server
        no store."""
        def rating_of(seat) -> dict | None:
            key = getattr(seat, "key", None)
            pool = table.spec.rating_pool(dict(table.options))
            store = getattr(self, "store", None)
            if key is None or pool is None or store is None:
                return None
            rating = store.rating(key, pool)
            return {"rating": round(rating.rating), "provisional": rating.provisional}
        return rating_of

    def _rated_game(self, table: Table, game: Any) -> tuple[Any, dict]:
        """The rating update of a finished game (a store.FinishedGame not yet rated): the game as it is stored
        (its pool, whether rated, each seat's rating change) and the new ratings by key, for
        ``store.finish_game`` in the transaction that writes the result. Not rated: a casual table, a game
        without a pool, a seat without a key, one key in both seats (a game against oneself), a game without a
        score (cancelled), a game in which a seat never moved (as lichess aborts a game before both players
        moved: a yield at once, or a seat taken in someone's name and left, rates no one). A claimed game is
        the yield it was turned into: rated as one."""
        pool = table.spec.rating_pool(dict(table.options))
        keys = tuple(game.keys)
        store = getattr(self, "store", None)
        moved = {played.seat for played in table.session.history} if table.session is not None else set()
        rated = (table.rated is not None and pool is not None and store is not None and None not in keys
                 and keys[0] != keys[1] and game.score is not None and moved >= {0, 1})
        if not rated:
            return replace(game, pool=pool, rated=False, changes=(None, None)), {}
        old = (store.rating(keys[0], pool), store.rating(keys[1], pool))
        new = rate_game(old[0], old[1], game.score)
        changes = (new[0].rating - old[0].rating, new[1].rating - old[1].rating)
        return replace(game, pool=pool, rated=True, changes=changes), {keys[0]: new[0], keys[1]: new[1]}

    def _on_ratings(self, conn: Connection, m: dict, touched: list) -> None:
        """A pool's leaderboard, best first, a page at a time."""
        pools = self._pools()
        store = getattr(self, "store", None)
        # none named: the asker's own busiest pool, else the busiest, else the first (an empty board)
        busiest = store.busiest_pool(getattr(conn, "key", None), pools) if store is not None else None
        pool = m.get("pool") or busiest or (pools[0] if pools else None)
        if pool not in pools:
            raise ProtocolError("bad_field", f"no rating pool {pool!r} here (its pools: {', '.join(pools)})",
                                field="pool", expected=", ".join(pools))
        offset = m.get("offset") or 0
        limit = m.get("limit") or protocol.MAX_LIST
        rows, total = store.leaderboard(pool, offset, limit) if store is not None else ([], 0)
        conn.send(protocol.ok(m, pool=pool, pools=pools, total=total, rows=[
            {"name": name, "rating": round(r.rating), "rd": round(r.rd), "games": r.games,
             "provisional": r.provisional} for name, r in rows]))

    def _on_history(self, conn: Connection, m: dict, touched: list) -> None:
        """A player's finished games, newest first, a page at a time, each from that player's side."""
        name = m.get("name") or conn.name
        store = getattr(self, "store", None)
        key = None if m.get("name") else getattr(conn, "key", None)     # one's own: by the key the hello proved
        if key is None and store is not None:
            key = store.key_of(name)
        if key is None:
            raise TableError("no_player", f"no player {name!r} has played here", name=name)
        offset = m.get("offset") or 0
        limit = m.get("limit") or protocol.MAX_LIST
        games, total = store.history(key, offset, limit)
        rows = []
        for game in games:
            seat = 0 if game.keys[0] == key else 1
            score = game.score if game.score is None or seat == 0 else 1.0 - game.score
            rows.append({"id": game.id, "game": game.game, "options": game.options, "pool": game.pool,
                         "rated": game.rated, "seat": seat, "opponent": game.names[1 - seat], "score": score,
                         "reason": game.reason, "change": game.changes[seat], "date": game.date})
        conn.send(protocol.ok(m, name=name, rows=rows, total=total))

    def _on_fetch(self, conn: Connection, m: dict, touched: list) -> None:
        """A finished game's record (the house's format, signatures and all)."""
        store = getattr(self, "store", None)
        game = store.finished_game(m["game_id"]) if store is not None else None
        if game is None:
            raise TableError("no_game", f"there is no finished game {m['game_id']}", game_id=m["game_id"])
        conn.send(protocol.ok(m, game_id=game.id, game=game.game, names=list(game.names), date=game.date,
                              record=game.record))

    #: The handler of each client message type, one table built once: a type is handled only if it is named
    #: here, and framework/net/protocol.py's CHECKS names the same types (tests/net/
    #: test_every_message_type_has_one_handler.py). Each takes the server, the connection, the checked
    #: message and the list of tables it touched (flushed after it).
    HANDLERS: dict[str, Callable[["Server", Connection, dict, list], None]] = {
        "hello": _on_hello, "ping": _on_ping, "list": _on_list, "create": _on_create, "join": _on_join,
        "watch": _on_watch, "act": _on_act, "say": _on_say, "rematch": _on_rematch, "leave": _on_leave,
        "claim": _on_claim, "ratings": _on_ratings, "history": _on_history, "fetch": _on_fetch,
    }


def is_loopback(host: str) -> bool:
    """This machine's own address (127.0.0.0/8, ::1, an IPv4 loopback mapped into IPv6, ``localhost``)."""
    if host == "localhost":
        return True
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return False
    mapped = getattr(address, "ipv4_mapped", None)
    return (mapped or address).is_loopback
