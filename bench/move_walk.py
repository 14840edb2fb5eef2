"""The walk of one typed XII Scripta move: every call of the house's code that hands the move on.

Run: python3 bench/move_walk.py [--tree] [--network]
Prints the walk and its count; asserts nothing (a figure for the closing note of a change).

A real game (the menu's ``play_new``, a save slot, the turn loop) is fed a
throw of 1-4-6, ``place 4``, then the measured line ``4/10`` (from point 4 by
the 6). From the moment the terminal reads that line to the save slot's write
of the record, every call into the house's own files is traced; a call is a
*hand-off* when the move travels through it: the typed text (or its words),
the engine's ``Move``, the ``Played``, the session's ``Event`` or the
``Record`` is among its arguments or its result.

``--network``: the same move typed at a server's table. A real
:class:`framework.net.server.Server` runs on a free loopback port in a thread
of this process (its own event loop, a temporary data folder, as
tests/net/helpers_client.py's ``ServerThread``); Alice and Bob connect
(framework/net/client.py's ``Connection``, each with its thread running
asyncio) and sit at a new XII table, each with a fixed chain secret (and the
server's secret fixed too, by replacing framework/net/table.py's
``new_secret`` here), chosen so that the seat to move first throws 1-4-6:
that seat's keyboard (a ``NetTable``, framework/net/remote_play.py, holding
its ``TableScreen``) types Enter, ``place 4``, then the measured ``4/10``.
The walk runs from that keyboard's ``Terminal.read_line`` of the line,
through the table screen and the connection, over the socket to the server
(its handler, ``Table.act``, the engine, the record; the record and the
table's state written to the data folder), the ``play`` event back to the
typing client's connection, its mirror applying it (framework/net/mirror.py)
and the screen saying it (``TableScreen.moved``). It ends at the return of
``NetTable.apply`` (``NetTable.act`` before the table screen was shared):
the typing client's mirror session holds the move (its history has the
``Played``) and hands it back to the screen. Every thread is
traced (``threading.setprofile`` with ``sys.setprofile``); counted are the
typing keyboard's thread, its connection's thread and the server's thread
(the other seat's connection hears the same event in parallel: not counted).
A value carries the move as above, and also when it is the protocol's
message of it: a ``dict`` with a value that carries it (the ``act`` request,
the ``play`` event), or the text/bytes of a JSON line holding it quoted
(``"4/10"``). Threads interleave: the walk is printed per side, each in call
order: the client before the server first runs, the server, the client
after. Timing (polls while waiting, keepalives) can change the total a
little from run to run; the hand-offs do not move.
"""
from __future__ import annotations

import argparse
import inspect
import io
import os
import re
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

LINE = "4/10"


def carries(value: object, kinds: tuple, wire: tuple = ()) -> bool:
    """Whether ``value`` is (or directly holds) the typed line or one of the move's values. ``wire`` (the
    network mode: the line and the engine's text of the move, which is what the table sends): also a str
    that is one of them, a message dict with a value that carries, and a JSON line or a file's text (bytes
    or str of several lines) holding one of them, quoted or as words."""
    if isinstance(value, (bytes, bytearray)) and wire:
        value = bytes(value).decode("utf-8", "replace")
        if "\n" not in value.rstrip("\n") and not any(f'"{w}"' in value for w in wire):
            return False
    if isinstance(value, str):
        if value.strip() == LINE or value in LINE.split("/"):
            return True
        return bool(wire) and (value.strip() in wire or any(f'"{w}"' in value for w in wire) or (
            "\n" in value.rstrip("\n") and any(re.search(rf"(?<![\w/]){re.escape(w)}(?![\w/])", value)
                                                 for w in wire)))
    if isinstance(value, kinds):
        return True
    if isinstance(value, (tuple, list)) and len(value) < 8:
        return any(carries(v, kinds, wire) for v in value)
    if wire and isinstance(value, dict) and len(value) < 24:
        return any(carries(v, kinds, wire) for v in value.values() if not isinstance(v, dict))
    return False


def arguments(code) -> int:
    """How many of ``code``'s first local names are its arguments (``*args`` and ``**kwargs`` among them:
    the network's requests take their fields as keywords)."""
    return (code.co_argcount + code.co_kwonlyargcount + bool(code.co_flags & inspect.CO_VARARGS)
            + bool(code.co_flags & inspect.CO_VARKEYWORDS))


def mark_callers(calls: list) -> None:
    """Mark (``c[4]``) every call the move travels through: each caller, up the stack, of a call that carries it
    (``c[3]``); ``calls`` in call order, ``c[0]`` the depth."""
    for n, c in enumerate(calls):
        if c[3]:
            depth = c[0]
            for j in range(n - 1, -1, -1):
                if calls[j][0] < depth:
                    calls[j][4] = True
                    depth = calls[j][0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tree", action="store_true", help="also print every traced call, indented")
    parser.add_argument("--network", action="store_true", help="the move typed at a server's table instead")
    args = parser.parse_args()
    if args.network:
        network(args.tree)
        return

    from board import Move
    from framework.core.game import Played
    from framework.tui.hotseat import Hotseat
    from framework.tui.prompt import Prompt
    from framework.core.record import Record, Scribe
    from framework.core.saves import Slot
    from framework.core.session import Event, Setup
    from framework.core.spec import new_session, seat_players
    from framework.tui.terminal import Terminal
    from framework.lang.texts import COMMON, HOUSE, Catalogue
    from games import REGISTRY

    kinds = (Move, Played, Event, Record)
    spec = next(e for e in REGISTRY if e.name == "xii").spec()
    setup = Setup(names=("Ann", "Bob"), computers=("", ""), seed="1", script=((1, 4, 6),))
    session = new_session(spec, setup, seat_players(spec, setup))
    term = Terminal(False, ascii=False, out=io.StringIO(),
                    inp=io.BytesIO(f"\nplace 4\n{LINE}\nquit\ny\n".encode()), screen=False)
    catalogue = Catalogue(COMMON, HOUSE, *spec.texts)
    say = lambda key, **p: catalogue.text("en", key, **p)   # noqa: E731
    slot = Slot(spec.codec, tempfile.mkdtemp(), spec.folder)
    scribe = Scribe(Record(setup), spec.codec)
    slot.start(scribe.record)
    scribe.on_change = slot.write
    session.listeners.append(scribe)
    loop = Hotseat(Prompt(term, say), session, spec.view(term, "en"), say, scribe=scribe)

    calls: list[tuple[int, str, str, bool]] = []
    state = {"on": False, "depth": 0, "done": False}
    here = os.path.abspath(__file__)

    def ours(filename: str, name: str) -> bool:
        """The house's own functions (not generated code, not comprehensions inside one function)."""
        path = os.path.abspath(filename)
        return (path.startswith(ROOT + os.sep) and ".venv" not in path and path != here and os.path.isfile(path)
                and "<locals>.<" not in name and not name.startswith("<"))

    def profile(frame, event, arg):
        code = frame.f_code
        name = getattr(code, "co_qualname", code.co_name)
        if state["done"] or not ours(code.co_filename, name):
            return
        if event == "call" and not state["on"] and name == "Terminal.read_line":
            state["on"] = True
            state["depth"] = 0
            state["start"] = len(calls)
            state["open"] = []
            outer, f = [], frame.f_back
            while f is not None:
                fname = getattr(f.f_code, "co_qualname", f.f_code.co_name)
                if ours(f.f_code.co_filename, fname):
                    outer.append((os.path.relpath(f.f_code.co_filename, ROOT), fname))
                f = f.f_back
            state["outer"] = outer
        if not state["on"]:
            return
        rel = os.path.relpath(code.co_filename, ROOT)
        if event == "call":
            values = [frame.f_locals[v] for v in code.co_varnames[:arguments(code)]
                      if v in frame.f_locals and v != "self"]
            state["open"].append(len(calls))
            calls.append([state["depth"], rel, name, any(carries(v, kinds) for v in values), False])
            state["depth"] += 1
            return
        if event != "return":
            return
        if name == "Terminal.read_line" and arg is not None and arg.strip() != LINE:
            del calls[state["start"]:]       # not the measured line: wait for the next read
            state["on"] = False
            return
        state["depth"] -= 1
        if state["open"]:
            entry = calls[state["open"].pop()]
        else:                                # a caller entered before the line was read: it receives it
            entry = [state["depth"], rel, name + " (receives)", False, False]
            calls.insert(0, entry)
            state["received"] = state.get("received", 0) + 1
        if carries(arg, kinds):
            entry[3] = True
        if name == "Slot.write":
            state["done"] = True

    sys.setprofile(profile)
    try:
        loop.run()
    except BaseException as err:            # the end of the fed input leaves the program
        print(f"(the loop ended: {err!r})", file=sys.stderr)
    finally:
        sys.setprofile(None)

    mark_callers(calls)             # a call the move travels through: it carries the move, or calls one that does
    received = state.get("received", 0)
    if received < len(state["outer"]):        # the caller that takes the line on to the loop's command
        rel, name = state["outer"][received]
        calls.insert(0, [min(c[0] for c in calls) - 1, rel, name + " (receives)", True, False])
        for c in calls[received + 1:]:
            if c[0] < calls[0][0] + 1:
                c[0] = calls[0][0] + 1
    top = min(c[0] for c in calls)
    for c in calls:
        c[0] -= top
    handoffs = [c for c in calls if c[3] or c[4]]
    files = sorted({c[1] for c in handoffs})
    if args.tree:
        for depth, rel, name, flag, above in calls:
            print(f"{'*' if flag or above else ' '} {'  ' * depth}{name}  ({rel})")
        print()
    print(f"The walk of {LINE!r}, typed at the turn prompt, to the board changed and the record saved:")
    for n, (depth, rel, name, *_) in enumerate(handoffs, 1):
        print(f"{n:3}. {'  ' * depth}{name}  ({rel})")
    print(f"{len(handoffs)} hand-offs across {len(files)} files: {', '.join(files)}")
    print(f"({len(calls)} calls of the house's code in all on the way)")


def opening(spec, secret, Table, Chain, to_hex) -> tuple[int, tuple, int, str]:
    """The first fixed secrets (``secret(party, i)``) whose table lets the seat to move first throw 1-4-6
    (else the first whose throw lets it play ``place 4`` then the line): (i, the throw, that seat, the
    engine's text of the line's move). Played
    on a table of framework/net/table.py alone (no network): the server's table does the same."""
    fallback = None
    for i in range(600):
        chains = (Chain(secret("I", i)), Chain(secret("II", i)))
        t = Table.new("walk", spec, {}, None, 0)
        for seat, name in ((0, "Alice"), (1, "Bob")):
            t.sit(name, seat, to_hex(chains[seat].anchor), 0)
        for seat in (0, 1):
            t.act(seat, "reveal", to_hex(chains[seat].link(1)), 1, 0)
        mover, n = t.session.game.to_move(), t.pending
        t.act(1 - mover, "reveal", to_hex(chains[1 - mover].link(n)), n, 0)
        t.act(mover, "throw", to_hex(chains[mover].link(n)), n, 0)
        throw = next(tuple(e["throw"]) for e in t.take_events() if e.get("kind") == "throw")
        game = t.session.game.copy()
        try:
            game.apply("place 4")
            text = game.apply(LINE).text
        except Exception:                       # noqa: BLE001 - not this opening
            continue
        if sorted(throw) == [1, 4, 6]:
            return i, throw, mover, text
        fallback = fallback or (i, throw, mover, text)
    if fallback is None:
        raise SystemExit(f"no opening of the first 600 lets {LINE!r} be played")
    return fallback


def network(tree: bool) -> None:
    """The ``--network`` mode: see the module's docstring."""
    import asyncio
    import hashlib
    import threading

    from board import Move
    from framework.core import fair_dice
    from framework.core.fair_dice import Chain, to_hex
    from framework.core.game import Played
    from framework.core.limits import NET as LIMITS
    from framework.core.record import Record
    from framework.core.session import Event
    from framework.lang.texts import COMMON, HOUSE, Catalogue
    from framework.net import table as table_module
    from framework.net.client import Address, Connection
    from framework.net.memory import Held, Memory
    from framework.net.remote_play import NetTable, Revealer
    from framework.net.server import Server
    from framework.net.table import Table
    from framework.net.texts import NET
    from framework.tui.prompt import Prompt
    from framework.tui.terminal import Terminal
    from games import REGISTRY

    kinds = (Move, Played, Event, Record)
    here = os.path.abspath(__file__)
    spec = next(e for e in REGISTRY if e.name == "xii").spec()

    def secret(party: str, i: int) -> bytes:
        return hashlib.sha256(f"move_walk {party} {i}".encode()).digest()
    server_secret = secret("S", 0)
    # The server's chain, fixed: a known opening (an older table.py imported it from fair_dice when used).
    fair_dice.new_secret = table_module.new_secret = lambda: server_secret
    i, throw, mover, text = opening(spec, secret, Table, Chain, to_hex)
    wire = (LINE, text)

    known: dict = {}

    def ours(code) -> bool:
        ok = known.get(code)
        if ok is None:
            name = getattr(code, "co_qualname", code.co_name)
            path = os.path.abspath(code.co_filename)
            ok = known[code] = (path.startswith(ROOT + os.sep) and ".venv" not in path and path != here
                                and os.path.isfile(path) and "<locals>.<" not in name and not name.startswith("<"))
        return ok

    roles: dict[int, str] = {}
    lock = threading.Lock()
    finished = threading.Event()
    calls: list[list] = []          # [depth, file, name, carries, above, role, side]
    received: list[list] = []       # the keyboard's callers that take the line on
    stacks: dict[int, list] = {}
    state = {"on": False, "done": False, "server": False, "outer": []}

    def handle(frame, event, arg, code, tid, role) -> None:
        name = getattr(code, "co_qualname", code.co_name)
        if event == "call" and not state["on"] and role == "keyboard" and name == "Terminal.read_line":
            state.update(on=True, server=False, start=len(calls))
            stacks.clear()
            received.clear()
            outer, f = [], frame.f_back
            while f is not None:
                if ours(f.f_code):
                    outer.append((os.path.relpath(f.f_code.co_filename, ROOT),
                                  getattr(f.f_code, "co_qualname", f.f_code.co_name)))
                f = f.f_back
            state["outer"] = outer
        if not state["on"]:
            return
        stack = stacks.setdefault(tid, [])
        rel = os.path.relpath(code.co_filename, ROOT)
        if event == "call":
            values = [frame.f_locals[v] for v in code.co_varnames[:arguments(code)]
                      if v in frame.f_locals and v != "self"]
            carried = any(carries(v, kinds, wire) for v in values)
            if role == "server" and carried:
                state["server"] = True           # the move has reached the server: the client's calls now follow it
            side = "server" if role == "server" else ("client, after" if state["server"] else "client, before")
            entry = [len(stack), rel, name, carried, False, role, side]
            calls.append(entry)
            stack.append(entry)
            return
        if role == "keyboard" and name == "Terminal.read_line" and arg is not None and arg.strip() != LINE:
            del calls[state["start"]:]           # not the measured line: wait for the next read
            state["on"] = False
            return
        if stack:
            entry = stack.pop()
        elif role == "keyboard":                 # a caller entered before the line was read: it receives it
            entry = [-1 - len(received), rel, name + " (receives)", False, False, role, "client, before"]
            received.append(entry)
        else:
            return                               # another thread's frame entered before: not on the walk
        if carries(arg, kinds, wire):
            entry[3] = True
        if role == "keyboard" and name in ("NetTable.apply", "NetTable.act"):   # .act: before TableScreen
            state["done"] = True
            finished.set()

    def profile(frame, event, arg):
        if state["done"] or event not in ("call", "return"):
            return
        code = frame.f_code
        if not ours(code):
            return
        tid = threading.get_ident()
        role = roles.get(tid)
        if role is None:
            return
        with lock:
            if not state["done"]:
                handle(frame, event, arg, code, tid, role)

    threading.setprofile(profile)              # every thread started from here on: the server's, the clients'
    sys.setprofile(profile)
    loop = asyncio.new_event_loop()
    server = Server(REGISTRY, tempfile.mkdtemp(), limits=LIMITS.replace(rate=1e6, burst=10 ** 6, chat_s=0.0),
                    log=lambda text: None, tick_s=3600.0)
    ready = threading.Event()

    def serve() -> None:
        asyncio.set_event_loop(loop)
        loop.run_until_complete(server.start(port=0))
        ready.set()
        loop.run_forever()
    server_thread = threading.Thread(target=serve, name="server", daemon=True)
    server_thread.start()
    ready.wait(10)
    address = Address("127.0.0.1", server.port)
    conns = [Connection(address, "Alice"), Connection(address, "Bob")]
    for conn in conns:
        conn.open(timeout=10)
    keys = (secret("I", i), secret("II", i))
    revealers = [Revealer(conn, None, Held("", None, "", x.hex())) for conn, x in zip(conns, keys)]
    for conn, revealer in zip(conns, revealers):
        conn.hooks.append(revealer)
    a = conns[0].request("create", game="xii", options={}, seat=0, on_ok=revealers[0].adopt,
                         commit=to_hex(Chain(keys[0]).anchor))
    b = conns[1].request("join", table=a["table"], on_ok=revealers[1].adopt, commit=to_hex(Chain(keys[1]).anchor))
    helds = (Held(a["table"], 0, a["token"], keys[0].hex()), Held(b["table"], 1, b["token"], keys[1].hex()))
    conn, held = conns[mover], helds[mover]
    term = Terminal(False, ascii=False, out=io.StringIO(), inp=io.BytesIO(f"\nplace 4\n{LINE}\n".encode()),
                    screen=False)
    words = Catalogue(COMMON, HOUSE, NET, *spec.texts)
    say = lambda key, **p: words.text("en", key, **p)   # noqa: E731
    table = NetTable(Prompt(term, say), spec.view(term, "en"), say, conn, Memory(None), spec, held.table, held,
                     revealer=revealers[mover])
    conn.rejoin[held.table] = {"token": held.token}

    def play() -> None:
        roles[threading.get_ident()] = "keyboard"
        try:
            table.run()
        except BaseException as err:            # noqa: BLE001 - the end of the fed input leaves the table
            print(f"(the table's loop ended: {err!r})", file=sys.stderr)
    keyboard = threading.Thread(target=play, name="keyboard", daemon=True)
    roles.update({server_thread.ident: "server", conn._thread.ident: "connection"})
    keyboard.start()
    finished.wait(60)
    threading.setprofile(None)
    sys.setprofile(None)
    if not finished.is_set():
        print("(the walk did not end in 60 s: what was traced is shown)", file=sys.stderr)
    for c in conns:
        c.close()
    asyncio.run_coroutine_threadsafe(server.stop(), loop).result(10)
    loop.call_soon_threadsafe(loop.stop)
    server_thread.join(10)

    for role in ("keyboard", "connection", "server"):     # each thread's calls by themselves
        mark_callers([c for c in calls if c[5] == role])
    outer = state["outer"]
    lead = list(reversed(received))
    if len(received) < len(outer):              # the caller that takes the line on to the table's command
        rel, name = outer[len(received)]
        lead.insert(0, [-1 - len(received), rel, name + " (receives)", True, False, "keyboard", "client, before"])
    walk = lead + calls
    for role in ("keyboard", "connection", "server"):
        mine = [c for c in walk if c[5] == role]
        top = min((c[0] for c in mine), default=0)
        for c in mine:
            c[0] -= top
    handoffs = [c for c in walk if c[3] or c[4]]
    files = sorted({c[1] for c in handoffs})
    print(f"Opening: fixed secrets no. {i}; seat {'I' if mover == 0 else 'II'} ({'Alice' if mover == 0 else 'Bob'}) "
          f"moves first and throws {'-'.join(map(str, throw))}; typed: Enter, 'place 4', then {LINE!r} "
          f"(the engine's text of it, which the table sends: {text!r})")
    sides = ("client, before", "server", "client, after")
    if tree:
        for side in sides:
            print(f"-- {side}")
            for depth, rel, name, flag, above, role, s in walk:
                if s == side:
                    print(f"{'*' if flag or above else ' '} [{role[:4]}] {'  ' * depth}{name}  ({rel})")
        print()
    print(f"The walk of {LINE!r}, typed at a server's table, to the server's record and the typing client's "
          f"mirror holding it:")
    n = 0
    for side in sides:
        mine = [c for c in handoffs if c[6] == side]
        print(f"-- {side}: {len(mine)} hand-offs")
        for depth, rel, name, flag, above, role, s in mine:
            n += 1
            print(f"{n:3}. [{role[:4]}] {'  ' * depth}{name}  ({rel})")
    print(f"{len(handoffs)} hand-offs across {len(files)} files: {', '.join(files)}")
    print(f"({len(walk)} calls of the house's code in all on the way)")


if __name__ == "__main__":
    main()
