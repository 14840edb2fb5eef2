"""The client's connection to a game server: asyncio streams in a background thread, queues for the UI.

Why a thread: the terminal loop reads the keyboard (blocking, or ``select``
with a short deadline) and must never miss what the server says meanwhile.
The connection lives in its own thread with its own event loop; the UI thread
talks to it through thread-safe values only:

* :meth:`Connection.request` sends a message with a fresh ``id`` and waits for
  the reply with that id (``ok`` gives its fields; ``error`` raises
  :class:`NetError` with the server's code and params);
* :meth:`Connection.get` gives the events and snapshots in the order they came,
  and the connection's own news (``{"type": "net", "state": "down" | "up" |
  "closed"}``).

A dropped connection is reconnected by itself, with backoff; after the new
``hello`` each table this client sits at is joined again with the seat's token
(or watched again), and the server's snapshot brings the game back. A quiet
server is pinged, and one that does not answer counts as dropped. ``hooks``
see every event and snapshot in the connection's own thread, before the UI:
what must not wait for the keyboard (a seat's dice links) is done there. The
protocol is the contract's JSON Lines (docs/protocol.md); TLS when asked, with
the system's trust or a given CA file.
"""
from __future__ import annotations

import asyncio
import concurrent.futures
import itertools
import queue
import socket
import ssl
import threading
from dataclasses import dataclass

from framework.core.limits import load_json
from framework.core.numbers import NumberError, parse_number
from framework.net.identity import KeyPair, Signer
from framework.net.protocol import VERSION, encode

__all__ = ["VERSION", "DEFAULT_PORT", "NetError", "Address", "parse_address", "Connection"]

DEFAULT_PORT = 7412
#: The longest line a server may send us (a snapshot holds a whole record).
MAX_SERVER_LINE = 4 * 1024 * 1024
#: Seconds between reconnection attempts: doubled from the first up to the last.
BACKOFF = (0.2, 5.0)
#: A ``ping`` after this many seconds in which the server said nothing or we said nothing; no ``pong``
#: within ``PONG_S``: the connection is dead (a server whose machine went away sends no goodbye) and is
#: made again. Our own silence counts too: the server closes a connection silent for 60 s (its
#: ``idle_s``), and a player thinking, or watching a game, sends nothing for longer.
PING_S, PONG_S = 15.0, 10.0


class NetError(ValueError):
    """A refusal or a failure of the connection: ``code`` (the server's error code, or the client's own:
    ``unreachable``, ``refused``, ``unknown_host``, ``tls``, ``disconnected``, ``timeout``, ``closed``,
    ``bad_address``), ``message``
    (English), ``params``."""

    def __init__(self, code: str, message: str, /, **params: object) -> None:
        super().__init__(message)
        self.code, self.message, self.params = code, message, params


@dataclass(frozen=True)
class Address:
    """Where the server is: ``host``, ``port``; ``tls`` with an optional ``cafile`` (else the system's trust)."""

    host: str
    port: int = DEFAULT_PORT
    tls: bool = False
    cafile: str | None = None

    @property
    def key(self) -> str:
        """The address as ``network.json`` keeps it (``host:port``)."""
        return f"{self.host}:{self.port}"


def parse_address(text: str, tls: bool = False, cafile: str | None = None) -> Address:
    """``HOST[:PORT]`` (``[::1]:7412`` for IPv6); NetError ``bad_address`` naming what is wrong."""
    text = text.strip()
    host, port = text, DEFAULT_PORT
    if text.startswith("["):
        end = text.find("]")
        if end < 0:
            raise NetError("bad_address", f"{text!r}: an IPv6 address needs its closing bracket", text=text)
        host, rest = text[1:end], text[end + 1:]
        if rest:
            if not rest.startswith(":"):
                raise NetError("bad_address", f"{text!r}: a port follows a colon", text=text)
            port_text = rest[1:]
        else:
            port_text = ""
    elif text.count(":") == 1:
        host, port_text = text.split(":")
    else:
        port_text = ""
    if port_text:
        try:
            port = parse_number(port_text, 1, 65535)
        except NumberError:
            raise NetError("bad_address", f"{text!r}: the port must be a number from 1 to 65535",
                           text=text) from None
    if not host or len(host) > 253 or any(ch.isspace() or not ch.isprintable() for ch in host):
        raise NetError("bad_address", f"{text!r}: not a host name or address", text=text)
    return Address(host, port, tls or cafile is not None, cafile)


class Connection:
    """One server, from the UI thread's side; see the module docstring.

    ``rejoin`` holds what to send again after a reconnection, by table:
    ``{"token": ...}`` for a seat, ``{}`` for a table watched.
    """

    def __init__(self, address: Address, name: str, client: str = "xii_scripta", key: KeyPair | None = None) -> None:
        """``key``: the player's key (framework/net/identity.py; the configuration directory's, which the lobby
        loads); none given, a key for this connection only."""
        self.address = address
        self.name = name
        self.client = client
        self.signer = Signer(key or KeyPair.generate())
        self._welcomed: asyncio.Future | None = None
        self.inbox: queue.Queue[dict] = queue.Queue()
        self.rejoin: dict[str, dict] = {}
        #: Called in the connection's thread with each event and snapshot before the UI sees it (what must
        #: not wait for the keyboard: a seat's dice links); a hook's failure is its own, never the connection's.
        self.hooks: list = []
        self.server: dict = {}            # the hello's reply: server, version, games
        self.up = False
        self.ping_s, self.pong_s = PING_S, PONG_S
        self._ids = itertools.count(1)
        self._pending: dict[int, concurrent.futures.Future] = {}
        self._internal: set[int] = set()
        self._on_ok: dict[int, object] = {}
        self._held: dict[str, list] = {}    # table -> actions waiting for the table's first snapshot
        self._heard = 0                     # lines read so far (the keepalive's sign of life)
        self._said = 0                      # lines written so far (the server's sign of ours)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._writer: asyncio.StreamWriter | None = None
        self._thread: threading.Thread | None = None
        self._closing = False
        self._opened: concurrent.futures.Future = concurrent.futures.Future()

    @property
    def server_id(self) -> str:
        """Who the server is, for what this client remembers of it (its seats): its key, so the same server
        reached by another name or address (``localhost``, ``127.0.0.1``) or on another port after a restart
        is the same; its address before the hello's reply."""
        key = self.server.get("key") if isinstance(self.server, dict) else None
        return f"key {key}" if isinstance(key, str) and key else self.address.key

    # ------------------------------------------------------------ the UI thread's side
    def open(self, timeout: float = 10.0) -> dict:
        """Connect and say hello; the server's reply (``server``, ``version``, ``games``). NetError if the
        server cannot be reached or refuses us (then nothing keeps running)."""
        self._thread = threading.Thread(target=self._run, name="xii-net", daemon=True)
        self._thread.start()
        try:
            return self._opened.result(timeout)
        except concurrent.futures.TimeoutError:
            self.close()
            raise NetError("timeout", "the server did not answer in time") from None
        except NetError:
            self.close()
            raise

    def request(self, kind: str, timeout: float = 10.0, on_ok=None, **fields: object) -> dict:
        """Send ``kind`` with ``fields`` and wait for its reply: the ``ok`` message, or NetError (the
        server's ``error``, or ``disconnected`` / ``timeout`` / ``closed``). ``on_ok(reply)`` is called
        in the connection's thread before anything the server says after it is read (a hook that must
        know the table a ``create`` opened before its first event)."""
        future = self._send(kind, fields, on_ok=on_ok)
        try:
            reply = future.result(timeout)
        except concurrent.futures.TimeoutError:
            raise NetError("timeout", f"no reply to {kind!r} in time") from None
        return _checked(reply)

    def send(self, kind: str, **fields: object) -> concurrent.futures.Future:
        """Send without waiting; the reply comes to the returned future (a reveal, a ping)."""
        return self._send(kind, fields)

    def get(self, timeout: float | None = None) -> dict | None:
        """The next event, snapshot or news of the connection; None when nothing came within ``timeout``."""
        try:
            if timeout is not None and timeout <= 0:
                return self.inbox.get_nowait()
            return self.inbox.get(timeout=timeout)
        except queue.Empty:
            return None

    def close(self) -> None:
        """Stop: the connection is closed and no reconnection is tried."""
        self._closing = True
        loop = self._loop
        if loop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(self._shut)
            except RuntimeError:
                pass
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(5)

    # ------------------------------------------------------------ sending (any thread)
    def _send(self, kind: str, fields: dict, internal: bool = False, on_ok=None) -> concurrent.futures.Future:
        future: concurrent.futures.Future = concurrent.futures.Future()
        ident = next(self._ids) % (2 ** 31)
        message = {"type": kind, "id": ident, **fields}
        loop = self._loop
        if self._closing or loop is None or loop.is_closed():
            future.set_exception(NetError("closed", "the connection is closed"))
            return future
        if not self.up and kind != "hello":
            future.set_exception(NetError("disconnected", "the connection to the server is down"))
            return future
        self._pending[ident] = future
        if on_ok is not None:
            self._on_ok[ident] = on_ok
        if internal:
            self._internal.add(ident)
        try:
            loop.call_soon_threadsafe(self._write, message, ident)
        except RuntimeError:
            self._pending.pop(ident, None)
            future.set_exception(NetError("closed", "the connection is closed"))
        return future

    def _write(self, message: dict, ident: int) -> None:
        """In the connection's thread: the message signed (an action: over the log as this thread follows it),
        encoded and written."""
        writer = self._writer
        if writer is None or writer.is_closing():
            self._fail(ident, NetError("disconnected", "the connection to the server is down"))
            return
        table = message.get("table")
        if message.get("type") in ("act", "claim") and isinstance(table, str) and not self.signer.knows(table):
            # seated (the reply came) but the snapshot is still on its way: its log signs this action
            self._held.setdefault(table, []).append((message, ident))
            return
        message = self.signer.sign(message)
        try:
            data = encode(message)
        except (ValueError, TypeError) as exc:
            self._fail(ident, NetError("client_error", f"cannot send it: {exc}"))
            return
        writer.write(data)
        self._said += 1

    def _fail(self, ident: int, error: Exception) -> None:
        self._on_ok.pop(ident, None)
        future = self._pending.pop(ident, None)
        self._internal.discard(ident)
        if future is not None and not future.done():
            future.set_exception(error)

    def _shut(self) -> None:
        if self._writer is not None:
            self._writer.close()
        for task in asyncio.all_tasks(self._loop):
            task.cancel()

    # ------------------------------------------------------------ the connection's thread
    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        try:
            loop.run_until_complete(self._main())
        except asyncio.CancelledError:
            pass
        except Exception as err:                        # never a traceback on the player's screen
            self._news("closed", code="client_error", message=str(err))
        finally:
            self.up = False
            self._fail_all(NetError("closed", "the connection is closed"))
            if not self._opened.done():
                self._opened.set_exception(NetError("closed", "the connection is closed"))
            try:
                loop.close()
            except RuntimeError:
                pass

    async def _main(self) -> None:
        delay = BACKOFF[0]
        first = True
        while not self._closing:
            try:
                reader, writer = await self._connect()
            except NetError as err:
                if first:
                    self._opened.set_exception(err)
                    return
                await asyncio.sleep(delay)
                delay = min(delay * 2, BACKOFF[1])
                continue
            self._writer = writer
            self._welcomed = asyncio.get_running_loop().create_future()
            try:
                reading = asyncio.ensure_future(self._read(reader))
                hello = await self._hello()
                if hello is None:
                    reading.cancel()
                    return
                delay = BACKOFF[0]
                if first:
                    first = False
                    self._opened.set_result(hello)
                else:
                    for table, how in list(self.rejoin.items()):
                        if "token" in how:
                            self._send("join", {"table": table, "token": how["token"]}, internal=True)
                        else:
                            self._send("watch", {"table": table}, internal=True)
                    self._news("up")
                alive = asyncio.ensure_future(self._keepalive(writer))
                try:
                    await reading
                finally:
                    alive.cancel()
            finally:
                self.up = False
                self._writer = None
                writer.close()
            self._fail_all(NetError("disconnected", "the connection to the server dropped"))
            if self._closing:
                return
            self._news("down")
            await asyncio.sleep(delay)

    async def _keepalive(self, writer: asyncio.StreamWriter) -> None:
        """Ping when nothing was heard, or nothing was said, for a while: a server that does not answer is
        dropped (and the connection made again, as after any drop), and a player who only waits or watches
        is never closed as idle by the server."""
        while True:
            heard, said = self._heard, self._said
            await asyncio.sleep(self.ping_s)
            if self._heard != heard and self._said != said:
                continue                            # both spoke meanwhile: the server is there, and hears us
            try:
                await asyncio.wait_for(asyncio.wrap_future(self._send("ping", {})), self.pong_s)
            except (asyncio.TimeoutError, NetError):
                writer.transport.abort()
                return

    async def _connect(self):
        a = self.address
        context = None
        if a.tls:
            try:
                context = ssl.create_default_context(cafile=a.cafile)
            except (OSError, ssl.SSLError) as err:
                raise NetError("tls", f"cannot read the CA file: {err}", reason=str(err)) from None
        try:
            return await asyncio.wait_for(asyncio.open_connection(
                a.host, a.port, ssl=context, server_hostname=a.host if context else None,
                limit=MAX_SERVER_LINE), 10)
        except asyncio.TimeoutError:
            raise NetError("unreachable", f"{a.key} did not answer", address=a.key) from None
        except OSError as err:
            if isinstance(err, ssl.SSLError):
                raise NetError("tls", f"TLS with {a.key} failed: {err}", address=a.key,
                               reason=getattr(err, "reason", None) or str(err)) from None
            if isinstance(err, ConnectionRefusedError):
                raise NetError("refused", f"nothing listens at {a.key}", address=a.key) from None
            if isinstance(err, socket.gaierror):
                raise NetError("unknown_host", f"no such host: {a.host}", address=a.key, host=a.host) from None
            raise NetError("unreachable", f"cannot connect to {a.key}: {err.strerror or err}", address=a.key,
                           reason=err.strerror or str(err)) from None

    async def _hello(self) -> dict | None:
        """Say hello; its reply, or None when the server refuses us for good (said in the inbox). Only then
        is the connection ``up`` (nothing else is sent before the hello's reply)."""
        try:
            await asyncio.wait_for(asyncio.shield(self._welcomed), 15)
        except asyncio.TimeoutError:
            self._welcomed.cancel()
        future = self._send("hello", {"version": VERSION, "name": self.name, "client": self.client,
                                      **self.signer.hello(self.name)})
        try:
            reply = await asyncio.wait_for(asyncio.wrap_future(future), 15)
            reply = _checked(reply)
        except (NetError, asyncio.TimeoutError) as err:
            self.up = False
            error = err if isinstance(err, NetError) else NetError("timeout", "no reply to hello in time")
            if not self._opened.done():
                self._opened.set_exception(error)
            else:
                self._news("closed", code=error.code, message=error.message)
            self._closing = True
            return None
        self.server = reply
        self.up = True
        return reply

    async def _read(self, reader: asyncio.StreamReader) -> None:
        while True:
            try:
                line = await reader.readline()
            except (OSError, ValueError, asyncio.IncompleteReadError):
                return
            if not line:
                return
            self._heard += 1
            try:
                message = load_json(line.decode("utf-8"), max_chars=MAX_SERVER_LINE)
            except (UnicodeDecodeError, ValueError):       # LimitError too: too deep, not JSON
                continue                    # a server's garbled line is skipped, not fatal
            if not isinstance(message, dict):
                continue
            ident = message.get("id")
            if message.get("type") == "welcome":
                self.signer.welcome(message)
                if self._welcomed is not None and not self._welcomed.done():
                    self._welcomed.set_result(message)
                continue
            try:
                self.signer.heard(message)
            except (ValueError, TypeError):         # a garbled log: the server's check refuses what we sign
                pass
            if message.get("type") == "snapshot" and message.get("table") in self._held:
                for held, held_id in self._held.pop(message["table"]):
                    self._write(held, held_id)
            if message.get("type") in ("ok", "error", "pong") and isinstance(ident, int) and ident in self._pending:
                future = self._pending.pop(ident)
                internal = ident in self._internal
                self._internal.discard(ident)
                on_ok = self._on_ok.pop(ident, None)
                if on_ok is not None and message.get("type") == "ok":
                    try:
                        on_ok(message)
                    except Exception:           # noqa: BLE001 - the caller's, never the connection's
                        pass
                if not future.done():
                    future.set_result(message)
                if internal and message.get("type") == "error":
                    self.inbox.put({"type": "net", "state": "rejoin_failed", "code": message.get("code"),
                                    "params": message.get("params") or {}})
                continue
            for hook in list(self.hooks):
                try:
                    hook(message)
                except Exception:               # noqa: BLE001 - a hook never breaks the connection
                    pass
            self.inbox.put(message)

    def _fail_all(self, error: NetError) -> None:
        self._held.clear()                  # their futures fail below
        for ident in list(self._pending):
            self._fail(ident, error)

    def _news(self, state: str, **fields: object) -> None:
        self.inbox.put({"type": "net", "state": state, **fields})


def _checked(reply: dict) -> dict:
    if reply.get("type") == "error":
        params = reply.get("params") if isinstance(reply.get("params"), dict) else {}
        raise NetError(str(reply.get("code", "server_error")), str(reply.get("message", "")), **params)
    return reply
