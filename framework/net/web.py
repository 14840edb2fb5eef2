"""Watch in a browser: the game server's tables on a small web site, live, read-only (issue 36).

``--serve --web [HOST:]PORT`` runs a :class:`Web` beside the game port, in the server's own asyncio
loop, on aiohttp (HTTP and WebSocket; DEVELOPERS.md says why that library):

* ``/``: the tables under way and the last finished games (game, options, players, state), HTML made on
  the server that works without JavaScript;
* ``/t/<table>`` (``?seat=1``: from the second seat): one table, its board drawn by the game itself
  (``GameSpec.svg``: this module names no game), the names, the throw and the dice left, the clocks, the
  moves in the game's own notation (its record's lines), the result; ``/ws/<table>?seat=N``: the same
  part of the page as each change happens, for the page's script (``web_static/web.js``), which puts it
  in place and reconnects by itself (each message is the whole state: catching up is the next message);
* ``/static/<file>``: the page's own files, named in :data:`STATIC` (no path is ever looked up on disk).

Why it is safe to put on the internet: nothing comes in but GETs (no token, action or chat: the players'
chat is not even shown); every text is escaped (a player named ``<script>`` shows as text); a
Content-Security-Policy lets the page load only its own files; the limits of :class:`WebLimits`
(connections per address and in all, a request's size and the time to send it, a WebSocket that does not
read its updates is closed).

How it follows the tables: the server calls :meth:`Web.changed` with a table's events (``Server.listeners``);
the page of that table is drawn once per change and orientation asked for, and the same text goes to
every watcher (a watcher that is behind gets only the newest state: nothing piles up).
"""
from __future__ import annotations

import asyncio
import logging
import json
import os
import time
from dataclasses import dataclass
from html import escape
from typing import Any, Callable

from aiohttp import WSMsgType, web
from aiohttp.web_protocol import RequestHandler

from framework.core.record import read
from framework.core.session import Setup
from framework.core.spec import new_session
from framework.net.mirror import rebuild
from framework.net.server import is_loopback
from framework.lang.texts import COMMON, HOUSE, Catalogue
from framework.net.texts import NET, options_said
from framework.net.web_texts import WEB

#: The lobby's sentences (a table's options), for the list page.
NET_WORDS = Catalogue(NET)
from framework.tui.hotseat import format_clock

__all__ = ["Web", "WebLimits", "WEB_LIMITS", "language_of", "parse_address", "CSP"]

HERE = os.path.dirname(os.path.abspath(__file__))
#: The page's own files, read once at start: the only files the web port serves (name -> content type).
STATIC = {"web.css": "text/css; charset=utf-8", "web.js": "text/javascript; charset=utf-8"}
#: What the page may load: only its own files and its own WebSocket; nothing inline, no frames, no forms.
CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
       "base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
LANGS = ("en", "cs", "pl", "ru")
TABLE_ID = r"t[0-9]{1,15}"
#: Watchers written to in one turn of the loop (then the loop serves whatever else waits, then the next ones).
BATCH = 100


@dataclass(frozen=True)
class WebLimits:
    """The web port's limits (like the game port's framework/core/limits.py NetLimits)."""

    per_address: int = 24           # connections from one address at once (loopback too when cap_loopback)
    max_connections: int = 2000     # connections in all
    request_s: float = 10.0         # a connection's first request must have come whole within this
    keepalive_s: float = 15.0       # an idle kept-alive connection is closed after this
    line: int = 4096                # the request line, and each header field, at most
    headers: int = 40               # header fields at most
    body: int = 1024                # a request's body at most (a GET has none)
    behind: int = 1 << 20           # bytes of updates a WebSocket may leave unread; past it, it is dropped
    heartbeat_s: float = 20.0       # WebSocket pings (a vanished browser is found out)


WEB_LIMITS = WebLimits()


def parse_address(text: str, default_host: str = "127.0.0.1") -> tuple[str, int]:
    """``[HOST:]PORT`` (``[::1]:8080`` for IPv6) as (host, port); ValueError if it is not one."""
    host, _, port = text.rpartition(":")
    host = host.strip("[]") or default_host
    if not port.isdigit() or not 0 <= int(port) <= 65535:
        raise ValueError(text)
    return host, int(port)


def language_of(header: str | None) -> str:
    """The first of cs, en, pl, ru the Accept-Language header ranks highest; English if none."""
    best, best_q = "en", -1.0
    for i, part in enumerate((header or "")[:512].split(",")[:20]):
        tag, _, params = part.strip().partition(";")
        q = 1.0
        params = params.strip()
        if params.startswith("q="):
            try:
                q = float(params[2:])
            except ValueError:
                q = 0.0
        lang = tag.strip().lower().split("-")[0]
        if lang in LANGS and q > best_q and q > 0:
            best, best_q = lang, q
    return best


def _e(value: object) -> str:
    return escape(str(value), quote=True)


class _Guarded(RequestHandler):
    """aiohttp's connection, counted: refused at once past the caps, closed when its first request does
    not come whole in time (slow clients dropped)."""

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(transport)
        web_site: Web = self._manager.web_site      # type: ignore[attr-defined]
        peer = transport.get_extra_info("peername")
        self.web_address = str(peer[0]) if isinstance(peer, tuple) else str(peer)
        self.web_counted = web_site.admit(self.web_address)
        self.web_served = False
        if not self.web_counted:
            transport.abort()
            return
        self.web_transport = transport
        web_site.transports.add(transport)
        loop = asyncio.get_running_loop()
        self.web_timer = loop.call_later(web_site.limits.request_s, self._too_slow, transport)

    def _too_slow(self, transport: asyncio.BaseTransport) -> None:
        if not self.web_served:
            transport.abort()

    def connection_lost(self, exc: BaseException | None) -> None:
        if getattr(self, "web_counted", False):
            self.web_counted = False
            self._manager.web_site.release(self.web_address)    # type: ignore[attr-defined]
            self._manager.web_site.transports.discard(getattr(self, "web_transport", None))  # type: ignore[attr-defined]
        timer = getattr(self, "web_timer", None)
        if timer is not None:
            timer.cancel()
        super().connection_lost(exc)


class _OneLine(logging.Handler):
    """aiohttp's own complaints (a request too big, a malformed one) as one line of the server's log, never a
    traceback: what a client sends is the client's, not the server's failure."""

    def __init__(self, log: Callable[[str], None]) -> None:
        super().__init__(logging.INFO)
        self.out = log

    def emit(self, record: logging.LogRecord) -> None:
        text = record.getMessage()
        exc = record.exc_info[1] if record.exc_info else None
        if exc is not None:
            text += f": {type(exc).__name__}: {(str(exc).splitlines() or [''])[0][:200]}"
        self.out(f"web: {text}")


class _Server(web.Server):
    def __call__(self) -> RequestHandler:
        return _Guarded(self, loop=self._loop, **self._kwargs)


class _Watcher:
    """One WebSocket of a table page: its connection and the last state written to it."""

    def __init__(self, ws: web.WebSocketResponse, transport: Any, table_id: str, seat: int, lang: str) -> None:
        self.ws, self.transport, self.table_id, self.seat, self.lang = ws, transport, table_id, seat, lang
        self.last_sent: bytes | None = None
        self.want: bytes | None = None          # the newest state it is owed


def _frame(payload: bytes) -> bytes:
    """``payload`` as one WebSocket text frame from a server (RFC 6455 5.2: final, not masked, no extension)."""
    n = len(payload)
    if n < 126:
        head = bytes((0x81, n))
    elif n < 65536:
        head = bytes((0x81, 126)) + n.to_bytes(2, "big")
    else:
        head = bytes((0x81, 127)) + n.to_bytes(8, "big")
    return head + payload


class Web:
    """The web site of ``server`` (a framework.net.server.Server): :meth:`start`, :attr:`url`, :meth:`stop`."""

    def __init__(self, server: Any, *, ssl: Any = None, limits: WebLimits = WEB_LIMITS,
                 cap_loopback: bool = False, log: Callable[[str], None] | None = None) -> None:
        self.server = server
        self.ssl = ssl
        self.limits = limits
        self.cap_loopback = cap_loopback
        self.log = log or server.log
        self.static = {}
        for name in STATIC:
            with open(os.path.join(HERE, "web_static", name), "rb") as f:
                self.static[name] = f.read()
        self.by_address: dict[str, int] = {}
        self.open = 0
        self.transports: set = set()                # every connection open now (closed at once at stop)
        self.watchers: dict[str, set[_Watcher]] = {}
        self.cache: dict[tuple[str, int, str], tuple] = {}     # (table, seat, lang) -> _state's (key, frame, ...)
        self.rebuilt: dict[str, tuple[str, Any, Any]] = {}      # table -> (record text, session, record)
        self.throws: dict[str, tuple] = {}                       # table -> its latest throw event's dice
        self.dirty: set[str] = set()
        self.flushing = False
        self.runner: web.AppRunner | None = None
        self.listener: asyncio.base_events.Server | None = None
        self.host, self.port = "", 0
        self.sent = 0                                            # updates written (the benchmark's count)
        self.game_words: dict[str, Catalogue] = {}               # game -> its sentences (its endings)

    # ------------------------------------------------------------ life
    async def start(self, host: str = "127.0.0.1", port: int = 0) -> None:
        app = web.Application(client_max_size=self.limits.body, middlewares=[self._headers])
        app.router.add_get("/", self._list_page)
        app.router.add_get("/t/{table:" + TABLE_ID + "}", self._table_page)
        app.router.add_get("/ws/{table:" + TABLE_ID + "}", self._socket)
        app.router.add_get("/static/{name}", self._file)
        logger = logging.getLogger(f"xii_scripta.web.{id(self)}")
        logger.propagate = False
        logger.handlers[:] = [_OneLine(self.log)]
        self.runner = web.AppRunner(app, access_log=None, handle_signals=False, logger=logger,
                                    keepalive_timeout=self.limits.keepalive_s, max_line_size=self.limits.line,
                                    max_field_size=self.limits.line, max_headers=self.limits.headers)
        await self.runner.setup()
        plain = self.runner.server
        guarded = _Server(plain.request_handler, request_factory=plain.request_factory,
                          handler_cancellation=plain.handler_cancellation, **plain._kwargs)
        guarded.web_site = self
        self.runner._server = guarded
        loop = asyncio.get_running_loop()
        self.listener = await loop.create_server(guarded, host, port, ssl=self.ssl)
        self.host, self.port = host, self.listener.sockets[0].getsockname()[1]
        self.server.listeners.append(self.changed)
        self.server.web = {"scheme": "https" if self.ssl else "http", "port": self.port}

    @property
    def url(self) -> str:
        shown = f"[{self.host}]" if ":" in self.host else self.host
        return f"{'https' if self.ssl else 'http'}://{shown}:{self.port}"

    async def stop(self) -> None:
        if self.changed in self.server.listeners:
            self.server.listeners.remove(self.changed)
        self.server.web = None
        if self.listener is not None:
            self.listener.close()
        for watchers in list(self.watchers.values()):     # closed at once, however many (their browsers
            for watcher in list(watchers):                # reconnect by themselves to the next server)
                if watcher.transport is not None:
                    watcher.transport.abort()
        for transport in list(self.transports):           # a page half asked for is not waited for either
            transport.abort()
        if self.runner is not None:
            try:
                await asyncio.wait_for(self.runner.cleanup(), 3)
            except Exception:
                pass

    # ------------------------------------------------------------ limits
    def admit(self, address: str) -> bool:
        """A new connection from ``address`` counted, if the caps allow it."""
        if self.open >= self.limits.max_connections:
            return False
        if self.by_address.get(address, 0) >= self.limits.per_address and (
                self.cap_loopback or not is_loopback(address)):
            return False
        self.open += 1
        self.by_address[address] = self.by_address.get(address, 0) + 1
        return True

    def release(self, address: str) -> None:
        self.open -= 1
        self.by_address[address] -= 1
        if not self.by_address[address]:
            del self.by_address[address]

    @web.middleware
    async def _headers(self, request: web.Request, handler: Callable) -> web.StreamResponse:
        """Every answer's security headers; only GET (and HEAD) is served."""
        protocol = request.protocol
        if hasattr(protocol, "web_served"):
            protocol.web_served = True
        if request.method not in ("GET", "HEAD"):
            response: web.StreamResponse = web.Response(status=405, text="read-only\n", headers={"Allow": "GET"})
        else:
            try:
                response = await handler(request)
            except web.HTTPException as exc:
                response = web.Response(status=exc.status, text=f"{exc.status} {exc.reason}\n")
        if not response.prepared:
            response.headers["Content-Security-Policy"] = CSP
            response.headers["X-Content-Type-Options"] = "nosniff"
            response.headers["Referrer-Policy"] = "no-referrer"
            response.headers["X-Frame-Options"] = "DENY"
        return response

    # ------------------------------------------------------------ the tables, as the server tells them
    def changed(self, table: Any, events: list[dict]) -> None:
        """Server.listeners: ``table``'s new ``events`` were sent; its page is drawn anew soon (once for
        everything that happens in one turn of the loop). Never raises into the game server."""
        try:
            self._changed(table, events)
        except Exception as exc:                # the page's trouble is never the players'
            self.log(f"web: table {getattr(table, 'id', '?')}: {type(exc).__name__}: {exc}")

    def _changed(self, table: Any, events: list[dict]) -> None:
        for event in events:
            if event.get("kind") == "throw":
                self.throws[table.id] = tuple(event.get("throw") or ())
            elif event.get("kind") == "begin":
                self.throws.pop(table.id, None)
        if table.id not in self.watchers:
            return
        self.dirty.add(table.id)
        if not self.flushing:
            self.flushing = True
            asyncio.get_running_loop().call_soon(self._flush)

    def _flush(self) -> None:
        self.flushing = False
        dirty, self.dirty = self.dirty, set()
        for table_id in dirty:
            try:
                self._flush_table(table_id)
            except Exception as exc:            # one table's page that fails: the others still go out
                self.log(f"web: table {table_id}: {type(exc).__name__}: {exc}")

    def _flush_table(self, table_id: str) -> None:
        table = self.server.tables.get(table_id)
        watchers = list(self.watchers.get(table_id, ()))
        for watcher in watchers:                    # what each is owed now (a batch still to come writes it)
            watcher.want = self.message(table, table_id, watcher.seat, watcher.lang)
        self._write_some(watchers)

    def _write_some(self, watchers: list) -> None:
        """``BATCH`` of the writes now, the rest in the loop's next turns: the players' own requests are
        served in between (a thousand watchers do not hold a move's reply back for all their writes). Each
        is written the newest state it is owed then, so a later change's batch never goes before an older's."""
        for watcher in watchers[:BATCH]:
            if watcher.want is not None:
                self._write(watcher, watcher.want)
        if len(watchers) > BATCH:
            asyncio.get_running_loop().call_soon(self._write_some, watchers[BATCH:])

    def _write(self, watcher: _Watcher, frame: bytes) -> None:
        """The state's frame written to the watcher's connection, unless it is the one written last. Why
        written here, once per watcher, and not by a task of each: a move seen by a thousand watchers is a
        thousand writes of the same bytes in one turn of the loop (the frame is made once), not a thousand
        tasks woken. A watcher that leaves ``behind`` bytes unread is dropped (a slow or stalled client; a
        browser that is still there reconnects and catches up)."""
        transport = watcher.transport
        if frame is watcher.last_sent or transport is None or transport.is_closing():
            return
        if transport.get_write_buffer_size() > self.limits.behind:
            transport.abort()
            return
        transport.write(frame)
        watcher.last_sent = frame
        self.sent += 1

    def _position(self, table: Any) -> tuple[Any, Any]:
        """The table's game as a session and its record (None: not begun): the table's own while it plays,
        else its record read and replayed (framework.core.record.read/restore, as a snapshot is)."""
        if table.session is not None and table.scribe is not None:
            return table.session, table.scribe.record
        text = table.record_text()
        kept = self.rebuilt.get(table.id)
        if kept is not None and kept[0] == text:
            return kept[1], kept[2]
        if text:
            try:
                session, scribe = rebuild(table.spec, text)
                record = read(text, table.spec.codec)
            except ValueError as exc:
                self.log(f"web: table {table.id}: its record does not replay: {exc}")
                session = record = None
        else:                                   # not begun: the start position of its options
            try:
                setup = Setup(names=("I", "II"), options=tuple(table.options.items()), clock_ms=table.clock_ms)
                session, record = new_session(table.spec, setup), None
            except Exception:
                session = record = None
        self.rebuilt[table.id] = (text, session, record)
        if len(self.rebuilt) > 2 * len(self.server.tables) + 100:     # tables the server forgot: forgotten here
            for kept in (self.rebuilt, self.throws):
                for table_id in [t for t in kept if t not in self.server.tables]:
                    del kept[table_id]
        return session, record

    # ------------------------------------------------------------ pages
    def say(self, lang: str, key: str, **params: object) -> str:
        text = WEB.get(lang, WEB["en"]).get(key) or WEB["en"][key]
        return text.format(**params) if params else text

    def game_name(self, game: str, lang: str) -> str:
        listing = self.server.listings.get(game)
        label = getattr(listing, "label", None) or {}
        return str(label.get(lang) or label.get("en") or game)

    def _page(self, lang: str, title: str, body: str, table: str = "", seat: int = 0) -> web.Response:
        data = f' data-table="{_e(table)}" data-seat="{seat}"' if table else ""
        html = (f'<!doctype html>\n<html lang="{lang}"><head><meta charset="utf-8">'
                f'<meta name="viewport" content="width=device-width, initial-scale=1">'
                f'<title>{_e(title)}</title><link rel="stylesheet" href="/static/web.css">'
                + ('<script src="/static/web.js" defer></script>' if table else "")
                + f'</head><body{data} data-live="{_e(self.say(lang, "web.status.live"))}" '
                f'data-down="{_e(self.say(lang, "web.status.down"))}">{body}</body></html>\n')
        return web.Response(text=html, content_type="text/html", charset="utf-8",
                            headers={"Cache-Control": "no-store"})

    def _ending(self, spec: Any, result: str, names: list, lang: str) -> str:
        """How the game ended, in the game's own words in ``lang`` (``end.<ending>``, as the end screen and
        --verify say it); the record's text only for an ending the game has no sentence for."""
        if not result:
            return ""
        try:
            winner, ending = spec.codec.check_result(result)
        except ValueError:
            return result
        words = self.game_words.get(spec.name)
        if words is None:
            words = self.game_words[spec.name] = Catalogue(COMMON, HOUSE, *spec.texts)
        key = f"end.{ending}"
        if not words.has(key):
            return result
        if winner is None:
            return words.text(lang, key, winner="", loser="")
        return words.text(lang, key, winner=names[winner], loser=names[1 - winner])

    def _options(self, info: dict, lang: str) -> str:
        """The table's options in the reader's words, as the lobby lists them (framework/net/texts.py)."""
        shown = options_said(NET_WORDS, lang, dict(info.get("options") or {}))
        if info.get("clock_ms"):
            shown.append(format_clock(int(info["clock_ms"])))
        return ", ".join(shown) or "–"

    def _players(self, info: dict, lang: str) -> str:
        seats = list(info.get("seats") or [None, None])[:2]
        return " – ".join(_e(name) if name else _e(self.say(lang, "web.free")) for name in seats)

    async def _list_page(self, request: web.Request) -> web.Response:
        lang = language_of(request.headers.get("Accept-Language"))
        tables = list(self.server.tables.values())
        live = [t for t in tables if t.live]
        over = [self.server.tables[i] for i in list(self.server.ended.get("over", {}))[-50:] if i in self.server.tables]
        over.reverse()
        parts = [f'<header><h1>{_e(self.say(lang, "web.title"))}</h1></header><main>']
        for key, group in (("web.live", live), ("web.finished", over)):
            parts.append(f'<section><h2>{_e(self.say(lang, key))}</h2>')
            if not group:
                parts.append(f'<p class="none">{_e(self.say(lang, "web.none"))}</p></section>')
                continue
            parts.append('<table class="tables"><thead><tr>' + "".join(
                f'<th>{_e(self.say(lang, "web.col." + c))}</th>' for c in ("table", "game", "options", "players",
                                                                           "state")) + "</tr></thead><tbody>")
            for t in group:
                info = t.info()
                parts.append(f'<tr><td><a href="/t/{_e(t.id)}">{_e(t.id)}</a></td>'
                             f'<td>{_e(self.game_name(t.spec.name, lang))}</td><td>{_e(self._options(info, lang))}</td>'
                             f'<td>{self._players(info, lang)}</td>'
                             f'<td>{_e(self.say(lang, "web.state." + t.state))}</td></tr>')
            parts.append("</tbody></table></section>")
        parts.append(f'<p class="note">{_e(self.say(lang, "web.read_only"))}</p></main>')
        return self._page(lang, self.say(lang, "web.title"), "".join(parts))

    async def _table_page(self, request: web.Request) -> web.Response:
        lang = language_of(request.headers.get("Accept-Language"))
        table_id = request.match_info["table"]
        seat = 1 if request.query.get("seat") == "1" else 0
        table = self.server.tables.get(table_id)
        back = f'<nav><a href="/">{_e(self.say(lang, "web.back"))}</a></nav>'
        if table is None:
            body = back + f'<main><p class="none">{_e(self.say(lang, "web.no_table", table=table_id))}</p></main>'
            response = self._page(lang, table_id, body)
            response.set_status(404)
            return response
        title = f"{self.game_name(table.spec.name, lang)} · {table_id}"
        body = (back + f'<header><h1>{_e(title)}</h1><p id="status" role="status"></p></header>'
                f'<noscript><p class="note">{_e(self.say(lang, "web.noscript"))} '
                f'<a href="/t/{_e(table_id)}?seat={seat}">{_e(self.say(lang, "web.reload"))}</a></p></noscript>'
                f'<main id="live">{self.live_html(table, seat, lang)}</main>'
                f'<p class="note">{_e(self.say(lang, "web.read_only"))}</p>')
        return self._page(lang, title, body, table_id, seat)

    async def _file(self, request: web.Request) -> web.Response:
        name = request.match_info["name"]
        if name not in self.static:
            raise web.HTTPNotFound()
        return web.Response(body=self.static[name], content_type=STATIC[name].split(";")[0], charset="utf-8",
                            headers={"Cache-Control": "max-age=300"})

    # ------------------------------------------------------------ the live part of a table's page
    def message(self, table: Any, table_id: str, seat: int, lang: str) -> bytes:
        """The WebSocket frame of the table's state (JSON: ``seq`` and the page's live part, ``html``),
        drawn once per change for every watcher with the same seat and language. An event that changes
        nothing shown (a signature, a link, a line of chat) keeps the frame sent before: nothing is written."""
        return self._state(table, table_id, seat, lang)[1]

    def live_html(self, table: Any, seat: int, lang: str) -> str:
        """The page's live part as the WebSocket last sent it (the same event number: no redraw at once)."""
        return self._state(table, table.id, seat, lang, fresh=True)[3]

    def _state(self, table: Any, table_id: str, seat: int, lang: str, fresh: bool = False) -> tuple:
        """(key, frame, what it shows without its event number, html) of the table's page, cached. ``fresh``:
        for one who comes now, a running clock read now (the cache's was read at the last change)."""
        key = (table.seq, table.record_version, table.state,
               tuple((s.name, bool(s.connected)) if s else None for s in table.seats)) if table is not None else None
        cached = self.cache.get((table_id, seat, lang))
        if fresh and table is not None and table.clock_ms and table.state == "playing":
            cached = None
        if cached is not None and cached[0] == key:
            return cached
        if table is None:
            body = html = f'<p class="none">{_e(self.say(lang, "web.no_table", table=table_id))}</p>'
            seq = 0
        else:
            body = self.fragment(table, seat, lang, seq=-1)
            if cached is not None and cached[2] == body:      # nothing shown changed
                cached = (key, *cached[1:])
                self._keep(table_id, seat, lang, cached)
                return cached
            seq = table.seq
            html = body.replace(' data-seq="-1"', f' data-seq="{seq}"', 1)
        frame = _frame(json.dumps({"seq": seq, "html": html}, ensure_ascii=False).encode("utf-8"))
        state = (key, frame, body, html)
        self._keep(table_id, seat, lang, state)
        return state

    def _keep(self, table_id: str, seat: int, lang: str, state: tuple) -> None:
        """A page's state cached while the table has live watchers (they are written it at every change);
        a page only fetched is made again when fetched (else every table ever looked at stayed in memory)."""
        if self.watchers.get(table_id):
            self.cache[(table_id, seat, lang)] = state

    def fragment(self, table: Any, seat: int, lang: str, seq: int | None = None) -> str:
        """The live part of the table page: the board, the players and their clocks, the throw, the state or
        result, the moves. Every text escaped here (the board's, by the game's svg, through core/svg.esc)."""
        info = table.info()
        session, record = self._position(table)
        names = [str(n) if n else self.say(lang, "web.free") for n in (list(info["seats"]) + [None, None])[:2]]
        playing = table.state == "playing" and session is not None and not session.game_over
        mover = session.game.to_move() if playing else None
        parts = []
        svg = table.spec.svg
        if session is not None and svg is not None:
            try:
                parts.append(f'<div class="board">{svg(session, seat)}</div>')
            except Exception as exc:            # a drawing that fails: the page still shows the rest
                self.log(f"web: table {table.id}: the board could not be drawn: {type(exc).__name__}: {exc}")
        side = [f'<p class="turn"><a id="flip" href="/t/{_e(table.id)}?seat={1 - seat}">'
                f'{_e(self.say(lang, "web.turn", name=names[1 - seat]))}</a></p>']
        # the players: the mover marked with an arrow (and in bold), each clock
        rows = []
        clocks = session.clocks[-1] if session is not None and session.clocks else None
        now = int(time.time() * 1000)
        dark = table.spec.svg_dark
        for s in (0, 1):
            mark = "▶" if s == mover else ""
            away = "" if info["connected"][s] or not info["seats"][s] or not table.live else \
                f' <span class="away">({_e(self.say(lang, "web.away"))})</span>'
            clock = ""
            if clocks is not None:
                left = clocks[s] - (now - table.turn_started if s == mover else 0)
                run = ' data-run="1"' if s == mover else ""
                clock = f'<span class="clock" data-ms="{max(0, left)}"{run}>{_e(format_clock(max(0, left)))}</span>'
            rows.append(f'<tr class="{"mover" if s == mover else "seat"}"><td class="arrow">{mark}</td>'
                        f'<td class="side">{self._legend(dark, session, s)}</td>'
                        f'<td class="name">{_e(names[s])}{away}</td><td>{clock}</td></tr>')
        side.append('<table class="players">' + "".join(rows) + "</table>")
        # the state: who must act, or the result
        state = self.say(lang, "web.state." + table.state)
        if playing:
            key = "web.to_throw" if session.needs_throw else "web.to_move"
            state = self.say(lang, key, name=names[mover])
        elif table.state == "over" and session is not None:
            outcome = session.outcome
            result = record.result if record is not None and record.result else ""
            if outcome is not None and outcome.winner is not None:
                state = self.say(lang, "web.win", name=names[outcome.winner])
            elif outcome is not None:
                state = self.say(lang, "web.draw")
            why = self._ending(table.spec, result, names, lang)
            if why:
                state += f" ({why})"
        side.append(f'<p class="state" id="state">{_e(state)}</p>')
        if session is not None and session.game.dice and table.state in ("playing", "over"):
            game = session.game
            thrown = self.throws.get(table.id)
            if thrown is None and callable(getattr(game, "throw", None)):
                thrown = game.throw()
            unused = game.unused_dice() if not session.game_over else ()
            if thrown:
                line = self.say(lang, "web.throw", throw="-".join(map(str, thrown)))
                if unused and playing and not session.needs_throw:
                    line += " · " + self.say(lang, "web.unused", dice=" ".join(map(str, unused)))
                side.append(f'<p class="dice" id="dice">{_e(line)}</p>')
        # the moves, in the game's own notation (its record's lines), the last one marked, newest first
        side.append(f'<h2>{_e(self.say(lang, "web.moves"))}</h2>')
        entries = [table.spec.codec.format_entry(e) for e in record.entries] if record is not None else []
        if entries:
            last = len(entries) - 1         # newest first (numbered down): the latest is in sight without a script
            items = [('<li class="last">' if i == last else "<li>") + _e(text) + "</li>"
                     for i, text in reversed(list(enumerate(entries)))]
            side.append('<ol class="moves" id="moves" reversed>' + "".join(items) + "</ol>")
        else:
            side.append(f'<p class="none" id="moves">{_e(self.say(lang, "web.no_moves"))}</p>')
        parts.append('<div class="side">' + "".join(side) + "</div>")
        return f'<div class="table" data-seq="{table.seq if seq is None else seq}">' + "".join(parts) + "</div>"

    def _legend(self, dark: Any, session: Any, seat: int) -> str:
        """The seat's pieces as the board draws them: a filled or a hollow disc (none when the game says not)."""
        if dark is None or session is None:
            return ""
        try:
            return "●" if dark(session, seat) else "○"
        except Exception:
            return ""

    # ------------------------------------------------------------ the WebSocket
    async def _socket(self, request: web.Request) -> web.StreamResponse:
        lang = language_of(request.headers.get("Accept-Language"))
        table_id = request.match_info["table"]
        seat = 1 if request.query.get("seat") == "1" else 0
        ws = web.WebSocketResponse(heartbeat=self.limits.heartbeat_s, max_msg_size=self.limits.body,
                                   compress=False)
        await ws.prepare(request)
        watcher = _Watcher(ws, request.transport, table_id, seat, lang)
        self.watchers.setdefault(table_id, set()).add(watcher)
        watcher.want = self._state(self.server.tables.get(table_id), table_id, seat, lang, fresh=True)[1]
        self._write(watcher, watcher.want)
        try:
            async for msg in ws:                # nothing is taken from a watcher: whatever it says is ignored
                if msg.type in (WSMsgType.ERROR, WSMsgType.CLOSE):
                    break
        finally:
            watchers = self.watchers.get(table_id)
            if watchers is not None:
                watchers.discard(watcher)
                if not watchers:
                    del self.watchers[table_id]
                    for key in [k for k in self.cache if k[0] == table_id]:
                        del self.cache[key]
        return ws
