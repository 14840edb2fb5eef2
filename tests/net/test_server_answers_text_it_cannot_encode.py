"""Every request is answered, as docs/protocol.md promises, even one whose text UTF-8 cannot carry: a lone
surrogate (JSON's "\\ud800") in any field is ``bad_text``, and a reply the server cannot encode goes out as
``server_error``; the connection lives on (issue 32)."""
import asyncio

from games import REGISTRY
from helpers_net import NetClient, running_server

TOKEN = "A" * 32


def test_a_lone_surrogate_in_any_field_is_answered_with_bad_text_and_the_connection_lives(tmp_path):
    lines = [b'{"type": "\\ud800", "id": 101}\n',
             b'{"type": "act", "id": 102, "table": "t1", "token": "' + TOKEN.encode() + b'", "action": "a1\\udc00"}\n',
             b'{"type": "say", "id": 103, "table": "t1", "token": "' + TOKEN.encode() + b'", "text": "\\ud800"}\n',
             b'{"type": "create", "id": 104, "game": "ataxx", "options": {"rules": "\\ud800"}}\n',
             b'{"type": "ping", "id": 105, "\\udfff": 1}\n']

    async def run():
        async with running_server(REGISTRY, tmp_path) as server:
            c = await NetClient("Eve").connect(server.port)
            replies = []
            for n, line in enumerate(lines, start=101):
                await c.send_raw(line)
                replies.append(await c.wait_for(lambda m: m.get("id") == n))
            c.next_id = 200
            return replies, await c.request({"type": "ping"})
    replies, pong = asyncio.run(asyncio.wait_for(run(), 20))
    assert [(r["type"], r["code"]) for r in replies] == [("error", "bad_text")] * len(lines)
    assert [r["params"]["field"] for r in replies] == ["type", "action", "text", "options", "\\udfff"]
    assert pong["type"] == "pong"


def test_a_reply_the_server_cannot_encode_is_a_server_error_and_the_connection_lives(tmp_path, monkeypatch):
    """A refusal whose params hold such text (the server's own fault: nothing a client sends gets this far)."""
    from framework.net.server import Server
    from framework.net.table import TableError

    def refuses(self, conn, m, touched):
        raise TableError("no_table", "there is no table", table="t\ud800")
    monkeypatch.setitem(Server.HANDLERS, "list", refuses)

    async def run():
        async with running_server(REGISTRY, tmp_path) as server:
            logged = []
            server.log = logged.append
            c = await NetClient("Eve").connect(server.port)
            return await c.request({"type": "list"}), await c.request({"type": "ping"}), logged
    listed, pong, logged = asyncio.run(asyncio.wait_for(run(), 20))
    assert listed["type"] == "error" and listed["code"] == "server_error"
    assert pong["type"] == "pong"
    assert len(logged) == 1 and "could not be encoded" in logged[0]
