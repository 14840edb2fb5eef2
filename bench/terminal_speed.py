"""Terminal game speed: start-up to the menu against a bare Python, and the time of one redraw.

Run: python3 bench/terminal_speed.py [--runs N]
Prints figures; asserts nothing (speed is measured, not tested).

Start-up is timed through a pseudo-terminal (pexpect), from spawning the
process until the menu prompt arrives, with byte-code caching on (as users
run it) after one warm-up run; the baseline is ``python -c pass`` timed the
same way.  A redraw is the whole turn screen for a mid-game position,
written to a string (colour on), timed in-process.
"""
from __future__ import annotations

import argparse
import io
import os
import statistics
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)


def spawn_time(args: list[str], until: str | None, env: dict[str, str]) -> float:
    import pexpect
    start = time.perf_counter()
    child = pexpect.spawn(sys.executable, args, env=env, cwd=ROOT, dimensions=(24, 80), encoding="utf-8")
    child.expect(until if until else pexpect.EOF, timeout=30)
    elapsed = time.perf_counter() - start
    child.close(force=True)
    return elapsed


def startup(runs: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env.update(TERM="screen-256color", LANG="C.UTF-8")
        game = os.path.join(ROOT, "xii_scripta.py")
        cases = {
            "python -c pass": (["-c", "pass"], None, env),
            "menu (XII_SCRIPTA_CONFIG_DIR set)": ([game], "0 to quit", {**env, "XII_SCRIPTA_CONFIG_DIR": tmp}),
            "menu (platformdirs)": ([game], "0 to quit", {k: v for k, v in env.items()
                                                          if k != "XII_SCRIPTA_CONFIG_DIR"}),
        }
        for args, until, e in cases.values():           # warm the byte-code caches
            spawn_time(args, until, e)
        results = {}
        for name, (args, until, e) in cases.items():
            results[name] = statistics.median(spawn_time(args, until, e) for _ in range(runs))
        bare = results["python -c pass"]
        for name, value in results.items():
            print(f"{name:36s} median {value * 1000:6.1f} ms   {value / bare:4.2f} x bare")


def redraw(runs: int) -> None:
    from board import Board
    from framework.app import App
    from framework.hotseat import Hotseat
    from framework.terminal import Terminal
    from games import REGISTRY
    from xii_scripta import build_parser

    os.environ.setdefault("XII_SCRIPTA_CONFIG_DIR", tempfile.mkdtemp())
    app = App(build_parser().parse_args([]), REGISTRY)
    app.term = Terminal(True, ascii=False, out=io.StringIO(), inp=io.BytesIO(), screen=True)
    spec = REGISTRY[0].spec()
    from framework.session import Setup
    session = app.new_session(spec, Setup(names=("Alice", "Bob"), options=(("stones", 15),)))
    session.game.board = Board.from_notation("--B-A-c-----/A--B---a-b--/a--c---C---- I 246 5/1/0 5/0/0")
    loop = Hotseat(app.prompt, session, spec.view(app.term, "en"), app.t)
    notes = ["Possible now: " + ", ".join(str(m) for m in session.game.board.legal_moves())]
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        loop.draw(0, notes)
        times.append(time.perf_counter() - start)
    print(f"{'redraw of a turn screen':36s} median {statistics.median(times) * 1000:6.2f} ms   "
          f"worst {max(times) * 1000:6.2f} ms  (first, with console's import: {times[0] * 1000:.1f} ms)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    startup(args.runs)
    redraw(max(args.runs, 50))


if __name__ == "__main__":
    main()
