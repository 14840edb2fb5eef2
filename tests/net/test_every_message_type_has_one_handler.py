"""The server's handlers are one table from message type to handler, and it agrees with the protocol: every
type framework/net/protocol.py checks has exactly one handler, and no handler waits for a type the protocol
refuses (a handler found by name would let the two drift apart in silence)."""
import asyncio
import inspect

from framework.net import protocol
from framework.net.server import Server
from games import REGISTRY
from helpers_net import NetClient, running_server


def test_the_handler_table_and_the_protocols_checks_name_the_same_types():
    assert sorted(Server.HANDLERS) == sorted(protocol.CHECKS)


def test_each_type_has_its_own_handler_and_every_handler_is_in_the_table():
    handlers = list(Server.HANDLERS.values())
    assert len({id(h) for h in handlers}) == len(handlers)          # no handler serves two types
    for kind, handler in Server.HANDLERS.items():
        assert handler.__name__ == f"_on_{kind}", (kind, handler.__name__)    # wired to its own type
    methods = {name for name, _ in inspect.getmembers(Server, inspect.isfunction) if name.startswith("_on_")}
    assert methods == {h.__name__ for h in handlers}                # no handler left out of the table


def test_a_request_goes_to_the_handler_the_table_names(tmp_path, monkeypatch):
    called = []

    def pinged(self, conn, m, touched):
        called.append(m["type"])
        conn.send({"type": "pong", "id": m.get("id")})
    monkeypatch.setitem(Server.HANDLERS, "ping", pinged)

    async def run():
        async with running_server(REGISTRY, tmp_path) as server:
            c = await NetClient("Alice").connect(server.port)
            return await c.request({"type": "ping"})
    pong = asyncio.run(asyncio.wait_for(run(), 20))
    assert pong["type"] == "pong" and called == ["ping"]
