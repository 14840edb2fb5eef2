"""The client's tests' server: the real game server on a free loopback port, in a thread of its own."""
from __future__ import annotations

import asyncio
import threading

from framework.limits import NET
from framework.net.client import Address
from framework.net.server import Server
from games import REGISTRY

WAIT = 10.0


class ServerThread:
    """The game server on a free loopback port (or ``port``), in a thread with its own event loop; its tables
    in ``tmp_path/server`` (a server started again there restores them)."""

    def __init__(self, tmp_path, ssl=None, port: int = 0, **limits) -> None:
        self.port_asked = port
        values = {"rate": 1e6, "burst": 10 ** 6, "chat_s": 0.0, **limits}
        self.server = Server(REGISTRY, str(tmp_path / "server"), limits=NET.replace(**values), ssl=ssl,
                             log=lambda text: None, tick_s=0.05, durable=False)
        self.loop = asyncio.new_event_loop()
        self.ready = threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()
        assert self.ready.wait(WAIT), "the server did not start"

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_until_complete(self.server.start(port=self.port_asked))
        self.ready.set()
        self.loop.run_forever()

    @property
    def address(self) -> Address:
        return Address("127.0.0.1", self.server.port)

    def call(self, fn) -> None:
        self.loop.call_soon_threadsafe(fn)

    def drop_everyone(self) -> None:
        """Every connection cut from the server's side (as a network that fails)."""
        def cut():
            for conn in list(self.server.connections):
                conn.writer.transport.abort()
        self.call(cut)

    def stop(self) -> None:
        asyncio.run_coroutine_threadsafe(self.server.stop(), self.loop).result(WAIT)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(WAIT)


def bounded(fn, *args, seconds: float = 30.0):
    """``fn(*args)`` in a thread, at most ``seconds``: its result (its exception raised here); AssertionError
    if it is still running then (a screen waiting for something that never comes)."""
    out: dict = {}

    def run():
        try:
            out["value"] = fn(*args)
        except BaseException as err:            # noqa: BLE001 - handed to the test
            out["error"] = err
    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), f"{getattr(fn, '__name__', fn)} did not finish in {seconds} s"
    if "error" in out:
        raise out["error"]
    return out.get("value")
