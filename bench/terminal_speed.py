"""Terminal game speed: start-up to the menu against a bare Python, and the time of one redraw.

Run: python3 bench/terminal_speed.py [--runs N]
Prints figures; asserts nothing (speed is measured, not tested).

Start-up is timed through a pseudo-terminal (pexpect), from spawning the
process until the menu prompt arrives, with byte-code caching on (as users
run it) after one warm-up run; the baseline is ``python -c pass`` timed the
same way.  The cases take turns, one run each per round, so a load that comes
and goes on the machine falls on all of them alike; the spread is the
quartiles of the per-round ratios.  CPU time (the child's, from its start to
quitting at the menu) holds up better than wall time on a busy machine.
A redraw is the whole turn screen for a mid-game position, written to a
string (colour on), timed in-process.
"""
from __future__ import annotations

import argparse
import io
import os
import resource
import statistics
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)


def spawn_time(args: list[str], until: str | None, env: dict[str, str]) -> tuple[float, float]:
    """Wall time until ``until`` appears (or the end), and the child's CPU time until it has quit."""
    import pexpect
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    child = pexpect.spawn(sys.executable, args, env=env, cwd=ROOT, dimensions=(24, 80), encoding="utf-8")
    child.expect(until if until else pexpect.EOF, timeout=30)
    elapsed = time.perf_counter() - start
    if until:
        child.sendline("0")                         # quit at the menu, so the child is reaped with its times
        child.expect(pexpect.EOF, timeout=30)
    child.close(force=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    return elapsed, cpu


#: A settings file as the game writes it (a player who has chosen names and a level).
SETTINGS = '{\n  "name_i": "Livia",\n  "name_ii": "Marcus",\n  "first": "random",\n  "language": "en",\n' \
           '  "colour": "auto",\n  "computer": "II",\n  "level": "strong"\n}\n'


def startup(runs: int) -> None:
    with tempfile.TemporaryDirectory() as empty, tempfile.TemporaryDirectory() as saved:
        with open(os.path.join(saved, "settings.json"), "w", encoding="utf-8") as f:
            f.write(SETTINGS)
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env.update(TERM="screen-256color", LANG="C.UTF-8")
        game = os.path.join(ROOT, "xii_scripta.py")
        cases = {
            "python -c pass": (["-c", "pass"], None, env),
            "menu (first start)": ([game], "0 to quit", {**env, "XII_SCRIPTA_CONFIG_DIR": empty}),
            "menu (saved settings)": ([game], "0 to quit", {**env, "XII_SCRIPTA_CONFIG_DIR": saved}),
            "menu (default config dir)": ([game], "0 to quit", {k: v for k, v in env.items()
                                                                 if k != "XII_SCRIPTA_CONFIG_DIR"}),
        }
        for args, until, e in cases.values():           # warm the byte-code caches
            spawn_time(args, until, e)
        times: dict[str, list[tuple[float, float]]] = {name: [] for name in cases}
        for _ in range(runs):
            for name, (args, until, e) in cases.items():
                times[name].append(spawn_time(args, until, e))
        bare = times["python -c pass"]
        bare_wall = statistics.median(w for w, _ in bare)
        bare_cpu = statistics.median(c for _, c in bare)
        print(f"start-up, {runs} rounds, load average {os.getloadavg()[0]:.2f}")
        for name, values in times.items():
            wall = statistics.median(w for w, _ in values)
            cpu = statistics.median(c for _, c in values)
            ratios = [w / b for (w, _), (b, _) in zip(values, bare)]
            q1, _, q3 = statistics.quantiles(ratios, n=4) if len(ratios) > 1 else (ratios[0],) * 3
            print(f"{name:36s} median {wall * 1000:6.1f} ms   {wall / bare_wall:4.2f} x bare "
                  f"(rounds {q1:4.2f}-{q3:4.2f})   CPU {cpu * 1000:5.1f} ms  {cpu / bare_cpu:4.2f} x bare")


def redraw(runs: int) -> None:
    from board import Board
    from framework.programs.app import App
    from framework.tui.hotseat import Hotseat
    from framework.tui.terminal import Terminal
    from games import REGISTRY
    from xii_scripta import build_parser

    os.environ.setdefault("XII_SCRIPTA_CONFIG_DIR", tempfile.mkdtemp())
    app = App(build_parser().parse_args([]), REGISTRY)
    app.term = Terminal(True, ascii=False, out=io.StringIO(), inp=io.BytesIO(), screen=True)
    spec = REGISTRY[0].spec()
    from framework.core.session import Setup
    session = app.sessions.new_session(spec, Setup(names=("Alice", "Bob"), options=(("stones", 15),)))
    session.game.board = Board.from_notation("--B-A-c-----/A--B---a-b--/a--c---C---- I 246 5/1/0 5/0/0")
    loop = Hotseat(app.prompt, session, spec.view(app.term, "en"), app.t)
    notes = ["Possible now: " + ", ".join(str(m) for m in session.game.board.legal_moves())]
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        loop.screen.draw(0, notes)
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
