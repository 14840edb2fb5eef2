"""The web page's safety, over plain HTTP (no browser): every text escaped, the Content-Security-Policy on
every answer, no file outside the page's own, read-only, the limits (connections per address and in all, a
request's size, slow clients dropped), the page's language, and hello's ``web`` field."""
from __future__ import annotations

import asyncio
import json
from contextlib import asynccontextmanager

import aiohttp
import pytest

from framework.net.bot import NetClient
from framework.net.web import CSP, Web, WebLimits, language_of, parse_address
from games import REGISTRY
from framework.net.bot import play_out
from helpers_net import pair, running_server

HOSTILE = "<script>alert(1)</s"          # a name is at most 24 columns


@asynccontextmanager
async def site(cap_loopback: bool = False, log=None, **limits):
    async with running_server(REGISTRY, log=log) as server:
        web = Web(server, limits=WebLimits(**limits), cap_loopback=cap_loopback)
        await web.start(port=0)
        try:
            yield server, web
        finally:
            await web.stop()


async def raw(port: int, data: bytes, wait: float = 2.0, until: bytes | None = None) -> bytes:
    """What the web port answers to ``data`` sent as is, until it closes, ``wait`` passes or ``until`` has come
    (the end of a reply's head: a kept-alive connection need not be waited out)."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(data)
    await writer.drain()
    out = b""
    try:
        while True:
            chunk = await asyncio.wait_for(reader.read(65536), wait)
            if not chunk:
                break
            out += chunk
            if until is not None and until in out:
                break
    except asyncio.TimeoutError:
        pass
    writer.close()
    return out


def test_names_are_escaped_on_both_pages_and_in_the_live_updates():
    async def run():
        async with site() as (server, web):
            a = await NetClient(HOSTILE).connect(server.port)
            b = await NetClient('"&amp;<b>').connect(server.port)
            from helpers_games import spec
            import random
            from framework.net.bot import Bot, play_out
            pa, pb = Bot(a, spec("ataxx"), random.Random(1)), Bot(b, spec("ataxx"), random.Random(2))
            await pa.create({}, seat=0)
            await pb.join(pa.table)
            await play_out([pa, pb], until=lambda: len(a.events.get(pa.table, [])) > 4)
            async with aiohttp.ClientSession() as http:
                pages = [await (await http.get(web.url + "/")).text(),
                         await (await http.get(f"{web.url}/t/{pa.table}")).text()]
                async with http.ws_connect(f"{web.url.replace('http', 'ws', 1)}/ws/{pa.table}") as ws:
                    pages.append(json.loads((await ws.receive()).data)["html"])
            for page in pages:
                assert "<script>alert" not in page and "<b>" not in page
                assert "&lt;script&gt;alert(1)&lt;/s" in page
                assert "&quot;&amp;amp;&lt;b&gt;" in page
            assert pages[0].count("<script") == 0           # the list needs no script at all
            assert pages[1].count("<script") == 1 and '<script src="/static/web.js" defer></script>' in pages[1]
    asyncio.run(run())


def test_every_answer_has_the_security_headers_and_only_gets_are_served():
    async def run():
        async with site() as (server, web):
            pa, pb = await pair(server.port)
            async with aiohttp.ClientSession() as http:
                for path, status in (("/", 200), (f"/t/{pa.table}", 200), ("/static/web.js", 200),
                                     ("/static/web.css", 200), ("/t/t999", 404), ("/nothing", 404)):
                    response = await http.get(web.url + path)
                    assert response.status == status, path
                    assert response.headers["Content-Security-Policy"] == CSP
                    assert response.headers["X-Content-Type-Options"] == "nosniff"
                assert "'unsafe-inline'" not in CSP and "script-src 'self'" in CSP and "default-src 'none'" in CSP
                for method in ("POST", "PUT", "DELETE"):
                    response = await http.request(method, web.url + "/", data=b"x")
                    assert response.status in (405, 413), method
                response = await http.get(web.url + "/", headers={"Accept-Language": "pl-PL,pl;q=0.9,en;q=0.5"})
                assert '<html lang="pl">' in await response.text()
    asyncio.run(run())


@pytest.mark.parametrize("path", ["/static/../server.py", "/static/%2e%2e/server.py", "/static/..%2fserver.py",
                                  "/../framework/net/server.py", "/static/web.js/../../server.py",
                                  "/static//etc/passwd", "/static/%2fetc%2fpasswd", "/t/../static/web.js",
                                  "/static/web_texts.py", "/static/__init__.py"])
def test_no_file_outside_the_pages_own_is_served(path):
    async def run():
        async with site() as (server, web):
            answer = await raw(web.port, f"GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".encode())
            head = answer.split(b"\r\n", 1)[0]
            assert head.split()[1] in (b"400", b"404"), (path, head)
            assert b"import" not in answer and b"root:" not in answer
    asyncio.run(run())


def test_a_request_too_big_is_refused(capfd):
    logged: list[str] = []

    async def run():
        async with site(log=logged.append) as (server, web):
            long_line = await raw(web.port, b"GET /" + b"a" * 5000 + b" HTTP/1.1\r\nHost: x\r\n\r\n", until=b"\r\n\r\n")
            assert long_line.split(b"\r\n", 1)[0].split()[1] in (b"400", b"414")
            big_header = await raw(web.port, b"GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + b"b" * 5000 + b"\r\n\r\n", until=b"\r\n\r\n")
            assert big_header.split(b"\r\n", 1)[0].split()[1] in (b"400", b"431")
            many = b"".join(b"X-%d: 1\r\n" % i for i in range(60))
            assert (await raw(web.port, b"GET / HTTP/1.1\r\nHost: x\r\n" + many + b"\r\n", until=b"\r\n\r\n")).split()[1] in (b"400", b"431")
            body = await raw(web.port, b"POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\n" + b"z" * 2000, until=b"\r\n\r\n")
            assert body.split()[1] in (b"405", b"413")
    asyncio.run(run())
    # each refusal is one line of the server's log, never a traceback on its terminal
    assert logged and all("\n" not in line and line.startswith("web: ") for line in logged), logged
    assert "Traceback" not in capfd.readouterr().err


def test_a_slow_client_is_dropped():
    async def run():
        async with site(request_s=0.3) as (server, web):
            reader, writer = await asyncio.open_connection("127.0.0.1", web.port)
            writer.write(b"GET / HTTP/1.1\r\nHo")              # and then nothing more
            await writer.drain()
            data = await asyncio.wait_for(reader.read(), 3)    # closed by the server, long before 3 s
            assert data == b""
            writer.close()
            assert web.open == 0
    asyncio.run(run())


def test_connections_are_capped_per_address_and_in_all():
    async def run():
        async with site(cap_loopback=True, per_address=3, max_connections=5) as (server, web):
            held = [await asyncio.open_connection("127.0.0.1", web.port) for _ in range(3)]
            await asyncio.sleep(0.1)
            assert web.open == 3
            reader, writer = await asyncio.open_connection("127.0.0.1", web.port)
            assert await asyncio.wait_for(reader.read(), 2) == b""      # the fourth from one address: closed
            for _, w in held:
                w.close()
            await asyncio.sleep(0.1)
            assert web.open == 0
        async with site(per_address=1, max_connections=2) as (server, web):
            held = [await asyncio.open_connection("127.0.0.1", web.port) for _ in range(2)]   # loopback: no cap
            await asyncio.sleep(0.1)
            reader, writer = await asyncio.open_connection("127.0.0.1", web.port)
            assert await asyncio.wait_for(reader.read(), 2) == b""      # past the cap in all
            for _, w in held:
                w.close()
    asyncio.run(run())


def test_a_watcher_cannot_act_and_its_messages_are_ignored():
    async def run():
        async with site() as (server, web):
            pa, pb = await pair(server.port)
            seq = server.tables[pa.table].seq
            async with aiohttp.ClientSession() as http:
                async with http.ws_connect(f"{web.url.replace('http', 'ws', 1)}/ws/{pa.table}") as ws:
                    await ws.receive()
                    await ws.send_str(json.dumps({"type": "act", "table": pa.table, "token": pa.token,
                                                  "action": "yield"}))
                    await ws.send_str(json.dumps({"type": "say", "table": pa.table, "token": pa.token, "text": "hi"}))
                    await asyncio.sleep(0.2)
            assert server.tables[pa.table].seq == seq and server.tables[pa.table].state == "starting"
    asyncio.run(run())


def hello_reply(client) -> dict:
    return next(m for m in client.messages if m["type"] == "ok" and m.get("reply") == "hello")


def test_hello_says_the_web_port_when_there_is_one():
    async def run():
        async with site() as (server, web):
            client = await NetClient("Ann").connect(server.port)
            assert hello_reply(client)["web"] == {"scheme": "http", "port": web.port}
        async with running_server(REGISTRY) as server:
            client = await NetClient("Ann").connect(server.port)
            assert "web" not in hello_reply(client)
    asyncio.run(run())


def test_the_terminal_client_shows_its_tables_watch_link():
    from types import SimpleNamespace
    from framework.net.remote_play import NetTable
    conn = SimpleNamespace(server={"web": {"scheme": "http", "port": 8080}}, address=SimpleNamespace(host="::1"))
    assert NetTable.watch_link(SimpleNamespace(conn=conn, table="t1")) == "http://[::1]:8080/t/t1"
    conn.address.host = "games.example"
    assert NetTable.watch_link(SimpleNamespace(conn=conn, table="t7")) == "http://games.example:8080/t/t7"
    for junk in (None, {}, {"scheme": "javascript", "port": 1}, {"scheme": "http", "port": "80"}):
        conn.server = {"web": junk}
        assert NetTable.watch_link(SimpleNamespace(conn=conn, table="t1")) is None


@pytest.mark.parametrize("header, lang", [(None, "en"), ("", "en"), ("cs", "cs"), ("ru-RU,ru;q=0.9", "ru"),
                                          ("de-DE,de;q=0.9,pl;q=0.8,en;q=0.7", "pl"), ("fr, en;q=0.1", "en"),
                                          ("en;q=0.2, cs;q=0.8", "cs"), ("xx;q=abc, pl", "pl"), ("ja", "en")])
def test_the_page_speaks_the_browsers_language(header, lang):
    assert language_of(header) == lang


def test_the_web_address_is_host_and_port_or_a_port():
    assert parse_address("8080") == ("127.0.0.1", 8080)
    assert parse_address("0.0.0.0:80") == ("0.0.0.0", 80)
    assert parse_address("[::1]:8443") == ("::1", 8443)
    for bad in ("", "x", "host:", "1:99999"):
        with pytest.raises(ValueError):
            parse_address(bad)


def test_a_watcher_that_does_not_read_is_dropped_and_the_others_are_written_once_per_change():
    from framework.net.web import _Watcher

    class Transport:
        def __init__(self, buffered):
            self.buffered, self.written, self.aborted = buffered, [], False

        def is_closing(self):
            return self.aborted

        def get_write_buffer_size(self):
            return self.buffered

        def write(self, data):
            self.written.append(data)

        def abort(self):
            self.aborted = True

    async def run():
        async with site(behind=1000) as (server, web):
            reading, stalled = Transport(0), Transport(5000)
            a, b = _Watcher(None, reading, "t1", 0, "en"), _Watcher(None, stalled, "t1", 0, "en")
            frame = web.message(None, "t1", 0, "en")
            a.want = b.want = frame
            web._write_some([a, b])
            web._write_some([a, b])                            # the same state again: not written again
            assert reading.written == [frame] and not reading.aborted
            assert stalled.written == [] and stalled.aborted
            start = {126: 4, 127: 10}.get(frame[1], 2)           # one final text frame, not masked
            assert frame[0] == 0x81 and json.loads(frame[start:])["seq"] == 0
    asyncio.run(run())


def test_a_finished_game_shows_its_result_and_its_moves_and_after_a_restart_too(tmp_path):
    from framework.net.bot import play_out

    async def pages(web, table):
        async with aiohttp.ClientSession() as http:
            listing = await (await http.get(web.url + "/")).text()
            page = await (await http.get(f"{web.url}/t/{table}", headers={"Accept-Language": "cs"})).text()
        return listing, page

    async def run():
        async with running_server(REGISTRY, tmp_path) as server:
            web = Web(server)
            await web.start(port=0)
            pa, pb = await pair(server.port, "xii", {"stones": 1})
            await play_out([pa, pb])
            listing, page = await pages(web, pa.table)
            await web.stop()
        finished = listing.index("Finished lately")
        assert listing.index(f'href="/t/{pa.table}"') > finished
        assert "Vyhrává" in page and "<svg" in page and 'class="moves"' in page
        async with running_server(REGISTRY, tmp_path) as server:          # restarted: the record read back
            assert server.tables[pa.table].session is None
            web = Web(server)
            await web.start(port=0)
            listing2, page2 = await pages(web, pa.table)
            await web.stop()
        assert "Vyhrává" in page2 and "<svg" in page2
        assert page2.split('class="moves"')[1] == page.split('class="moves"')[1]
    asyncio.run(run())


def test_a_clock_game_shows_both_clocks_the_movers_running():
    async def run():
        async with site() as (server, web):
            pa, pb = await pair(server.port, "ataxx", {"clock_ms": 300_000})
            from framework.net.bot import play_out
            await play_out([pa, pb], until=lambda: len(pa.client.events.get(pa.table, [])) > 3)
            async with aiohttp.ClientSession() as http:
                page = await (await http.get(f"{web.url}/t/{pa.table}")).text()
            assert page.count('class="clock"') == 2 and page.count("data-run") == 1
            assert ">4:5" in page or ">5:00<" in page            # five minutes each, a few seconds used
    asyncio.run(run())


def test_the_players_chat_is_not_shown():
    async def run():
        async with site() as (server, web):
            pa, pb = await pair(server.port, "ataxx", {})
            async with aiohttp.ClientSession() as http:
                async with http.ws_connect(f"{web.url.replace('http', 'ws', 1)}/ws/{pa.table}") as ws:
                    await ws.receive()
                    reply = await pa.client.request({"type": "say", "table": pa.table, "token": pa.token,
                                                     "text": "a secret line of chat"})
                    assert reply["type"] == "ok"
                    with pytest.raises(asyncio.TimeoutError):      # nothing shown changed: nothing is sent
                        await asyncio.wait_for(ws.receive(), 0.3)
                page = await (await http.get(f"{web.url}/t/{pa.table}")).text()
            assert "secret" not in page
    asyncio.run(run())


def test_a_failing_page_never_fails_the_game():
    async def run():
        logged = []
        async with site() as (server, web):
            web.log = logged.append
            pa, pb = await pair(server.port, "ataxx", {})
            async with aiohttp.ClientSession() as http:
                async with http.ws_connect(f"{web.url.replace('http', 'ws', 1)}/ws/{pa.table}") as ws:
                    await ws.receive()
                    web.fragment = None                     # the page cannot be drawn any more
                    from framework.net.bot import play_out
                    await play_out([pa, pb], until=lambda: len(pa.client.events.get(pa.table, [])) > 4)
            assert not [m for m in pa.client.messages if m["type"] == "error"]
            assert logged and all(line.startswith("web: table") for line in logged)
    asyncio.run(run())


def test_pages_only_fetched_leave_nothing_behind():
    """A page fetched and left is made again when fetched again: the site keeps a table's state only while a
    live watcher follows it (else every table and language ever looked at stayed in the server's memory)."""
    async def run():
        async with site() as (server, web):
            a = await NetClient("Livia").connect(server.port)
            table = (await a.request({"type": "create", "game": "ataxx", "options": {}}))["table"]
            async with aiohttp.ClientSession() as http:
                for seat in ("0", "1"):
                    for lang in ("cs", "en", "pl", "ru", "de"):
                        page = await http.get(f"{web.url}/t/{table}?seat={seat}", headers={"Accept-Language": lang})
                        assert page.status == 200
                for n in range(20):
                    assert (await http.get(f"{web.url}/t/t{900 + n}")).status in (200, 404)
                kept_while_fetched = len(web.cache)
                async with http.ws_connect(f"{web.url.replace('http', 'ws', 1)}/ws/{table}") as ws:
                    await ws.receive(timeout=5)
                    kept_while_watched = len(web.cache)
            return kept_while_fetched, kept_while_watched
    fetched, watched = asyncio.run(asyncio.wait_for(run(), 30))
    assert fetched == 0 and watched == 1


def test_the_result_and_the_options_are_said_in_the_readers_language():
    """The ending in the game's own words ("Bob se vzdává"), never the record's English ("I wins by yield"),
    and a table's options as the lobby says them ("po 3 kamenech"), not the server's names and values."""
    async def run():
        async with site() as (server, web):
            pa, pb = await pair(server.port, "xii", {"stones": 3})
            await play_out([pa, pb], until=lambda: pa.mirror is not None and pb.mirror is not None)
            loser = pb if pb.seat == 1 else pa
            assert (await loser.client.request(loser.act("yield")))["type"] == "ok"
            async with aiohttp.ClientSession() as http:
                cs = {"Accept-Language": "cs"}
                table = await (await http.get(f"{web.url}/t/{pa.table}", headers=cs)).text()
                listing = await (await http.get(web.url + "/", headers=cs)).text()
            return table, listing, loser.client.name
    table, listing, loser = asyncio.run(asyncio.wait_for(run(), 30))
    assert f"{loser} se vzdává" in table and "wins by" not in table
    assert "po 3 kamenech" in listing and "stones=" not in listing and "free_pass" not in listing
