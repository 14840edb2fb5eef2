"""The client's tests' server: the real game server on a free loopback port, in a thread of its own."""
from __future__ import annotations

import asyncio
import threading
import time

from framework.core.limits import NET
from framework.net.client import Address
from framework.net.server import Server
from framework.tui.prompt import Leave
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


# ---------------------------------------------------------------- players at a table, each at a table screen

def connected(server: ServerThread, name: str):
    """``name``'s connection to ``server``, open, with ``name``'s key (helpers_ratings.pair_of: the same for
    the same name)."""
    from framework.net.client import Connection
    from helpers_ratings import pair_of
    conn = Connection(server.address, name, key=pair_of(name))
    conn.open(timeout=WAIT)
    return conn


def a_second_player_sits(server: ServerThread, table: str, menu, name: str = "Bob") -> None:
    """``name`` sits down at ``table`` from a connection of its own, and the lobby's screen running in the thread
    ``menu`` (its game begun and left) comes back to the menu."""
    bob = connected(server, name)
    try:
        bob.request("join", table=table)
        menu.join(WAIT)
        assert not menu.is_alive(), "the menu did not come back"
    finally:
        bob.close()


def seated_pair(server: ServerThread, game: str = "xii", options: dict | None = None):
    """Alice (seat I) and Bob at a new table of ``game``, each with a chain secret: (connections, helds)."""
    from framework.core.fair_dice import Chain, new_secret, to_hex
    from framework.net.memory import Held
    from framework.net.remote_play import Revealer
    from framework.core.spec import dice_per_throw
    spec = next(e for e in REGISTRY if e.name == game).spec()
    dice = bool(dice_per_throw(spec))
    alice, bob = connected(server, "Alice"), connected(server, "Bob")
    secrets = [new_secret(), new_secret()]
    commits = [{"commit": to_hex(Chain(x).anchor)} if dice else {} for x in secrets]
    revealers = [Revealer(conn, None, Held("", None, "", x.hex())) if dice else None
                 for conn, x in ((alice, secrets[0]), (bob, secrets[1]))]
    for conn, revealer in zip((alice, bob), revealers):
        if revealer is not None:
            conn.hooks.append(revealer)              # before the request: the table's events follow its reply
    a = alice.request("create", game=game, options={"stones": 3} if options is None else options, seat=0,
                      on_ok=revealers[0].adopt if dice else None, **commits[0])
    b = bob.request("join", table=a["table"], on_ok=revealers[1].adopt if dice else None, **commits[1])
    helds = (Held(a["table"], 0, a["token"], secrets[0].hex() if dice else ""),
             Held(b["table"], 1, b["token"], secrets[1].hex() if dice else ""))
    return (alice, bob), helds


def watched_pair(server: ServerThread, game: str = "xii", options: dict | None = None):
    """:func:`seated_pair`'s players, and Carol watching their table: ((alice, bob, carol), helds)."""
    (alice, bob), helds = seated_pair(server, game, options)
    carol = connected(server, "Carol")
    carol.request("watch", table=helds[0].table)
    return (alice, bob, carol), helds


def table_screen(conn, held, table: str, spec, inp=None, lang: str = "en", **options):
    """The table's screen (framework/net/remote_play.NetTable) for ``conn`` at ``table`` (``held``: its seat,
    None: watching), in ``lang``, reading ``inp``: (the screen, its terminal)."""
    import io
    from framework.net.memory import Memory
    from framework.net.remote_play import NetTable, Revealer
    from framework.net.texts import NET
    from framework.tui.prompt import Prompt
    from framework.tui.terminal import Terminal
    from framework.lang.texts import COMMON, HOUSE, Catalogue
    term = Terminal(False, ascii=False, out=io.StringIO(), inp=inp, screen=False)
    words = Catalogue(COMMON, HOUSE, NET, *spec.texts)
    say = lambda key, **p: words.text(lang, key, **p)            # noqa: E731
    revealer = next((h for h in conn.hooks if isinstance(h, Revealer)), None)     # seated_pair's
    loop = NetTable(Prompt(term, say), spec.view(term, lang), say, conn, Memory(None), spec, table, held,
                    poll=0.02, revealer=revealer, **options)
    conn.rejoin[table] = {"token": held.token} if held is not None else {}
    return loop, term


class Keyboard:
    """What a player types: Enter to throw, else the first legal move; Enter again at the end (the lobby)."""

    def __init__(self, rematches: int = 0) -> None:
        self.loop = None
        self.typed: list[str] = []
        self.rematches = rematches

    def readline(self) -> bytes:
        loop = self.loop
        s = loop.session
        over = s is not None and (s.game_over or loop.final is not None)
        if over and self.rematches and loop.seat is not None:
            self.rematches -= 1
            line = "rematch"
        elif loop.stopped is not None or s is None or over:
            line = ""
        elif s.needs_throw:
            line = ""
        elif s.game.must_pass():
            line = "pass"
        else:
            line = s.game.format_action(s.game.legal_actions()[0])
        self.typed.append(line)
        return (line + "\n").encode()


def screen(conn, held, table: str, rematches: int = 0, spec=None):
    """``conn``'s table screen at ``table`` (``held``: its seat, None: watching; ``spec``: the table's game, XII
    Scripta unless said), typed at by a :class:`Keyboard`: (the screen, its keyboard, its terminal)."""
    if spec is None:
        from helpers_games import spec as spec_of
        spec = spec_of("xii")
    keys = Keyboard(rematches)
    loop, term = table_screen(conn, held, table, spec, keys)
    keys.loop = loop
    return loop, keys, term


def follow(loops, test, seconds: float = WAIT) -> None:
    """Let each of ``loops`` (or one) handle the server's news until ``test()`` holds."""
    import time
    loops = loops if isinstance(loops, (list, tuple)) else [loops]
    deadline = time.monotonic() + seconds
    while not test():
        assert time.monotonic() < deadline, "the expected news did not come"
        for loop in loops:
            loop.pump(0.02)


def same(a, b) -> bool:
    """Both screens have handled the same events (the other seat's link among them: it is revealed)."""
    a.pump(0.05)
    b.pump(0.05)
    return a.seq == b.seq and a.state()[1:4] == b.state()[1:4]


def play_through(screens, seconds: float = 60.0) -> None:
    """Each screen's loop in a thread of its own, as each player at their own computer; until all have left."""
    errors: list = []

    def play(loop):
        try:
            loop.run()
        except Leave:
            pass
        except BaseException as err:            # seen by the test, not lost in the thread
            errors.append(err)
    threads = [threading.Thread(target=play, args=(loop,), daemon=True) for loop, _, _ in screens]
    for th in threads:
        th.start()
    deadline = time.monotonic() + seconds
    for th in threads:
        th.join(max(0.0, deadline - time.monotonic()))
    assert not any(th.is_alive() for th in threads), "the game did not end in time"
    assert not errors, errors
    for loop, _, term in screens:
        assert loop.stopped is None, loop.stopped
        assert "Traceback" not in term.out.getvalue()
