"""Ataxx: the game's search (games/ataxx/planner.py) against a fixed one kept in bench/.

Run: python3 bench/ataxx_match.py [--games N] [--ms MS] [--plies 2-4] [--seed S] [--jobs J]
                                  [--depth D] [--set NAME=N] [--clock wall|cpu]
                                  [--old pre22|2026-11-28] [--first new|old] [--second new|old]

``--old`` picks the fixed opponent: ``pre22`` (the default, so the commands of issue 22 still
measure what they did) is the search before issue 22 (bench/ataxx_old_search.py); ``2026-11-28``
is issue 22's strong level as it played on that day (bench/ataxx_search_2026_11_28.py), the
opponent of issue 37's tuned evaluation.

In one process per game, both searches at MS milliseconds a move, as a UAI engine is
asked with ``go movetime MS``: the pre-22 one as the old engine did (soft = hard = MS - 20),
the new one and the 2026-11-28 one through their ``move_limits``. Openings: 2-4 random plies from the
start (standard rules, as UAI), each opening played twice with colours swapped. Prints
the first side's points with a 95% Wilson interval, and for each side the mean time a
move used, the share of moves over MS and over MS + 5, the slowest move and the load
average. Asserts nothing; timings mean little when the load average is above ~1.5.
``--clock cpu``: both searches (and the printed times) read the process's CPU time instead of
the wall clock, so other programs on the machine change little (for developing; the issue's
figure is the wall clock's).
"""
from __future__ import annotations

import argparse
import multiprocessing
import os
import random
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "bench"))

from framework.ai.stats import wilson  # noqa: E402
from games.ataxx import planner  # noqa: E402
from games.ataxx.board import BLACK, Board, Rules  # noqa: E402

import ataxx_old_search  # noqa: E402
import ataxx_search_2026_11_28  # noqa: E402

#: The fixed opponents ``--old`` names.
OLD = {"pre22": ataxx_old_search, "2026-11-28": ataxx_search_2026_11_28}


def _engine(kind: str, seed: int, ms: int, depth: "int | None" = None, clock=time.monotonic,
            old: str = "pre22"):
    """(the searcher, a function giving its limits for one move) for ``new`` or ``old`` (the fixed
    opponent ``OLD[old]``); ``depth``: a fixed depth instead of the time (for comparing evaluations
    without the clock's noise)."""
    mod = OLD[old] if kind == "old" else planner
    if depth is not None:
        return mod.Searcher(random.Random(seed), clock), lambda start: mod.Limits(max_depth=depth)
    if mod is ataxx_old_search:
        s = max(0.001, ms / 1000 - 0.02)   # the old UAI engine's ``go movetime``
        return mod.Searcher(random.Random(seed), clock), lambda start: mod.Limits(soft_seconds=s, hard_seconds=s)
    return mod.Searcher(random.Random(seed), clock), lambda start: mod.move_limits(ms / 1000)


def opening(seed: int, plies: tuple[int, int]) -> list:
    """A few random legal moves from the start (none that ends the game)."""
    rng = random.Random(seed)
    while True:
        b = Board(rules=Rules.STANDARD)
        for _ in range(rng.randint(*plies)):
            b.push(rng.choice(b.legal_moves()))
        if not b.is_game_over():
            return b.move_stack[:]


def play(job: tuple) -> dict:
    """One game: ``first`` plays black when ``swap`` is False. Returns the result and each side's move times."""
    n, first, second, ms, moves, swap, depth, cpu, old = job
    clock = time.process_time if cpu else time.monotonic
    kinds = (second, first) if swap else (first, second)      # kinds[colour]
    engines = [_engine(k, 1000 * n + c, ms, depth, clock, old) for c, k in enumerate(kinds)]
    b = Board(rules=Rules.STANDARD)
    for m in moves:
        b.push(m)
    times: tuple[list[float], list[float]] = ([], [])
    while not b.is_game_over():
        searcher, limits_for = engines[b.turn]
        start = clock()
        mv = searcher.search(b.copy(), limits_for(start)).move
        used = clock() - start
        if not b.is_legal(mv):
            raise SystemExit(f"game {n}: {kinds[b.turn]} played the illegal {mv} in {b.fen()}")
        times[b.turn].append(used)
        b.push(mv)
    o = b.outcome()
    winner = o.winner
    first_colour = 1 if swap else 0
    points = 0.5 if winner is None else 1.0 if winner == first_colour else 0.0
    return {"n": n, "points": points, "plies": len(b.move_stack), "end": o.termination.value,
            "first_times": times[first_colour], "second_times": times[1 - first_colour],
            "counts": (b.count(BLACK), b.count(1 - BLACK))}


def _side(name: str, times: list[float], ms: int) -> str:
    if not times:
        return f"{name}: no moves"
    over = sum(t > ms / 1000 for t in times)
    over5 = sum(t > (ms + 5) / 1000 for t in times)
    return (f"{name}: {len(times)} moves, mean {1000 * sum(times) / len(times):.1f} ms of {ms}, "
            f"over {ms} ms {over} ({over / len(times):.1%}), over {ms + 5} ms {over5} ({over5 / len(times):.1%}), "
            f"slowest {1000 * max(times):.1f} ms")


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=20, help="games (rounded up to an even number)")
    p.add_argument("--ms", type=int, default=100, help="milliseconds a move")
    p.add_argument("--plies", default="2-4", help="random opening plies, LO-HI")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1, help="games at once (each uses a core: mind the load)")
    p.add_argument("--depth", type=int, default=None, help="both at this depth instead of --ms")
    p.add_argument("--clock", default="wall", choices=("wall", "cpu"),
                   help="the time both searches read: the wall clock or this process's CPU time")
    p.add_argument("--set", action="append", default=[], metavar="NAME=N",
                   help="set one of the new search's settings (planner.W_STABLE=2 as W_STABLE=2, LMR_AFTER=4)")
    p.add_argument("--old", default="pre22", choices=tuple(OLD),
                   help="the fixed opponent: pre22 (bench/ataxx_old_search.py, the default) or "
                        "2026-11-28 (bench/ataxx_search_2026_11_28.py)")
    p.add_argument("--first", default="new", choices=("new", "old"))
    p.add_argument("--second", default="old", choices=("new", "old"))
    a = p.parse_args()
    for item in a.set:
        name, value = item.split("=")
        if not name.isupper() or not hasattr(planner, name):
            p.error(f"--set: planner has no setting {name}")
        setattr(planner, name, int(value))    # before the games' processes start: they inherit it
    lo, hi = (int(x) for x in a.plies.split("-"))
    pairs = (a.games + 1) // 2
    jobs = []
    for i in range(pairs):
        moves = opening(a.seed * 100_003 + i, (lo, hi))
        jobs.append((2 * i + 1, a.first, a.second, a.ms, moves, False, a.depth, a.clock == "cpu", a.old))
        jobs.append((2 * i + 2, a.first, a.second, a.ms, moves, True, a.depth, a.clock == "cpu", a.old))
    began = time.monotonic()
    loads: list[float] = []
    results = []
    pool = multiprocessing.Pool(a.jobs) if a.jobs > 1 else None
    it = pool.imap_unordered(play, jobs) if pool else map(play, jobs)
    for r in it:
        loads.append(os.getloadavg()[0])
        results.append(r)
        tag = {1.0: "win", 0.5: "draw", 0.0: "loss"}[r["points"]]
        print(f"  game {r['n']}: {a.first} {tag} ({'white' if r['n'] % 2 == 0 else 'black'}) by {r['end']}, "
              f"{r['plies']} plies, {r['counts'][0]}-{r['counts'][1]}, load {loads[-1]:.2f}", flush=True)
    if pool:
        pool.close()
    n = len(results)
    pts = sum(r["points"] for r in results)
    w = sum(r["points"] == 1 for r in results)
    d = sum(r["points"] == 0.5 for r in results)
    lo_, hi_ = wilson(pts, n)
    at = f"depth {a.depth}" if a.depth else f"{a.ms} ms a move" + (" (CPU time)" if a.clock == "cpu" else "")
    names = {"new": "new", "old": f"old {a.old}"}
    print(f"{names[a.first]} vs {names[a.second]}: {n} games at {at}: +{w} ={d} -{n - w - d}, "
          f"{a.first} {pts:g} points = {pts / n:.1%} (95% interval {lo_:.1%}-{hi_:.1%}); "
          f"{time.monotonic() - began:.0f} s")
    print(_side(f"  {a.first} (first)", [t for r in results for t in r["first_times"]], a.ms))
    print(_side(f"  {a.second} (second)", [t for r in results for t in r["second_times"]], a.ms))
    print(f"  load average over the run: mean {sum(loads) / len(loads):.2f}, max {max(loads):.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
