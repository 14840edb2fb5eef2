"""Huge legal records: how long loading, continuing, replaying and the game menu take, and their memory.

Run: nice -n 10 python3 bench/huge_records.py [--shuffles N] [--games xii,nardy,ataxx,latrunculi]

The records (built in a temporary folder, each a legal game that never ends):

* Latrunculi: ``--shuffles`` moves (800,000 by default, some 4 MB) of the two Dukes going back and forth
  (Latrunculi has no repetition rule and no limit by default, so this is a legal game);
* XII Scripta, Long Nardy: a seeded game of random legal actions, cut at ``--turns`` (250) turns;
* Ataxx: a seeded game of random legal moves, as long as it lasts, unfinished at its end (the last move
  taken off).

Each figure is measured in a fresh subprocess (so the peak resident memory, ``ru_maxrss``, is that
operation's, less the baseline of an interpreter that imported the same modules):

* ``read``: ``record.read`` of the file (the layout and the header);
* ``continue``: read, then ``Sessions.restore`` (the replay through the engine ``--continue`` does);
* ``replay``: what ``--replay`` does before the first screen (read, restore, the replay's stops);
* ``menu x5``: the game's menu drawn five times (the game menu of a companion, the main menu for XII),
  and how many times a record was restored through the engine in them.

Prints a table; asserts nothing.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)


def _spec(name: str):
    from games import REGISTRY
    return next(e for e in REGISTRY if e.name == name).spec()


def build_latrunculi(path: str, shuffles: int) -> None:
    """The Dukes' shuffle: e2e3 d7d6 e3e2 d6d7, again and again (written directly: it is that fast)."""
    from framework.core.record import Record, write
    from framework.core.session import Setup
    spec = _spec("latrunculi")
    setup = spec.complete(Setup(seed="1"))
    head = write(Record(setup), spec.codec).removesuffix("End\n")
    cycle = ("e2e3", "d7d6", "e3e2", "d6d7")
    with open(path, "w", encoding="utf-8") as out:
        out.write(head)
        out.write("".join(cycle[i % 4] + "\n" for i in range(shuffles)))
        out.write("End\n")


def build_random(name: str, path: str, turns: int, seed: int = 7) -> int:
    """A seeded game of random legal actions of ``name``, cut after ``turns`` turns (unfinished); its turns."""
    from framework.core.record import Record, Scribe, write
    from framework.core.session import Setup
    from framework.core.spec import new_session
    spec = _spec(name)
    rng = random.Random(seed)
    session = new_session(spec, spec.complete(Setup(names=("Ann", "Bob"), seed=str(seed))))
    scribe = Scribe(Record(session.setup), spec.codec)
    session.listeners.append(scribe)
    while not session.game_over and session.turns < turns:
        if session.needs_throw:
            session.throw()
            continue
        actions = session.game.legal_actions()
        if not actions:
            break
        session.play(rng.choice(actions))
    record = scribe.record
    if record.finished:                             # keep it unfinished, so that it can be continued
        record = record.with_result(None)
        last = record.entries[-1]
        record = record.without_last_action() if last.throw is not None else record.without_entries(1)
    with open(path, "w", encoding="utf-8") as out:
        out.write(write(record, spec.codec))
    return session.turns


# ---------------------------------------------------------------- one measurement, in its own process

def _measure(name: str, path: str, what: str) -> dict:
    import resource
    from framework.core.saves import read_file
    spec = _spec(name)
    import framework.core.record as record_module
    from framework.tui.replay import Replays
    from framework.tui.sessions import Sessions
    from tests.helpers_app import fake_terminal  # noqa: F401  (the same imports as the menu's test)
    restores = [0]
    real = record_module.restore

    def counted(*a, **kw):
        restores[0] += 1
        return real(*a, **kw)
    record_module.restore = counted
    base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    start = time.perf_counter()
    if what == "read":
        read_file(path, spec.codec)
    elif what in ("continue", "replay"):
        app = _app(name, path)
        record = read_file(path, spec.codec)
        final = app.sessions.restore(spec, record, to_continue=what == "continue")
        if what == "replay":                        # as Replays.replay: the checked record's steps, the first shown
            replays = Replays(app.ctx, app.sessions)
            try:
                steps = replays.replay_steps(spec, record, final)
            except TypeError:                       # the code before issue 23's item 7: a list of every stop
                steps = replays.replay_steps(spec, record)
            steps[0]
    elif what == "menu":
        app = _app(name, path, ["x"] * 4 + ["0"])
        if spec.name == "xii":
            app.menus.menu()
        else:
            from games import REGISTRY
            app.menus.game_menu(next(e for e in REGISTRY if e.name == name))
    seconds = time.perf_counter() - start
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return {"seconds": seconds, "mb": (peak - base) / 1024, "restores": restores[0]}


def _app(name: str, path: str, lines: list[str] | None = None):
    """An App whose save folder holds ``path`` as ``name``'s current game (a fake terminal typing ``lines``)."""
    import shutil

    from framework.programs.app import App
    from games import REGISTRY
    from tests.helpers_app import fake_terminal
    from xii_scripta import build_parser
    entry = next(e for e in REGISTRY if e.name == name)
    saves = tempfile.mkdtemp(prefix="huge-saves-")
    os.environ["XII_SCRIPTA_CONFIG_DIR"] = os.path.join(saves, "config")
    app = App(build_parser().parse_args(["--save-dir", saves, "--lang", "en"]), REGISTRY)
    slot = app.slots.slot(entry.spec())
    os.makedirs(slot.dir, exist_ok=True)
    shutil.copyfile(path, slot.path)
    app.term = fake_terminal(lines or [])
    return app


def _run(name: str, path: str, what: str) -> dict:
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.path.join(ROOT, "tests"))
    done = subprocess.run([sys.executable, __file__, "--one", name, path, what], capture_output=True, text=True,
                          env=env, cwd=ROOT, timeout=3600)
    if done.returncode:
        return {"error": (done.stderr.strip().splitlines() or ["?"])[-1]}
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--shuffles", type=int, default=800_000)
    ap.add_argument("--turns", type=int, default=250)
    ap.add_argument("--games", default="latrunculi,xii,nardy,ataxx")
    ap.add_argument("--what", default="read,continue,replay,menu")
    ap.add_argument("--one", nargs=3, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.one:
        print(json.dumps(_measure(*args.one)))
        return
    folder = tempfile.mkdtemp(prefix="huge-records-")
    for name in args.games.split(","):
        spec = _spec(name)
        path = os.path.join(folder, "current" + spec.codec.suffix)
        if name == "latrunculi":
            build_latrunculi(path, args.shuffles)
            length = f"{args.shuffles} moves"
        else:
            turns = build_random(name, path, args.turns if name != "ataxx" else 10**9)
            length = f"{turns} turns"
        size = os.path.getsize(path)
        print(f"{name}: {length}, {size / 1024:.0f} KB", flush=True)
        for what in args.what.split(","):
            got = _run(name, path, what)
            if "error" in got:
                print(f"  {what:9} failed: {got['error']}")
                continue
            extra = f", {got['restores']} restores" if what == "menu" else ""
            label = "menu x5" if what == "menu" else what
            print(f"  {label:9} {got['seconds']:8.2f} s  {got['mb']:8.1f} MB peak{extra}", flush=True)


if __name__ == "__main__":
    main()
