"""Playing strength of the computer levels: N seeded games between two levels, seats swapped.

Run: python3 bench/strength.py strong normal [--games N] [--stones 15] [--seed S] [--budget SECONDS]
     [--clock cpu|wall] [--jobs J] [--verbose] [--weights block=2,...] [--network FILE] [--lookahead N]
     [--short-network FILE] [--short-lookahead N]
Game i is played twice with the same dice (player I's cup seeded "<seed>-<i>-I",
player II's "<seed>-<i>-II"): once with the first level in seat I, once in seat II,
so luck of the dice and of moving first evens out. Prints the first level's win
rate with a 95% Wilson confidence interval and how long the first level took per
decision (median and slowest, wall time); asserts nothing.
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# Small matrices: BLAS threads only cost time, and under load they cost the strong level its budget.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

from board import Rules  # noqa: E402
from games.xii.planner import DEFAULT_LOOKAHEAD, LEVELS, SHORT_LOOKAHEAD, planner_for, play_game  # noqa: E402
from games.xii.evaluate import DEFAULT_WEIGHTS, Weights  # noqa: E402
from framework.ai.stats import wilson  # noqa: E402


#: ``cpu`` gives the strong level its budget in CPU seconds of its own process, so the
#: figures do not depend on what else the machine is doing; ``wall`` is what a player gets.
CLOCKS = {"cpu": time.process_time, "wall": time.monotonic}


def one_game(args: tuple) -> tuple[int, int, int, float, float, list[float]]:
    """Play game ``i`` with ``first`` in seat ``seat_of_first``.

    Returns (1 if the first level won, 0 if it lost, -1 if unfinished; seat_of_first;
    throws in the game; seconds the first level thought; seconds the second level thought;
    the first level's seconds for each decision).
    """
    (first, second, i, seat_of_first, stones, seed, budget, weights, clock, network, lookahead,
     short_network, short_lookahead) = args
    levels = [second, second]
    levels[seat_of_first] = first
    tuned = [DEFAULT_WEIGHTS, DEFAULT_WEIGHTS]
    tuned[seat_of_first] = weights
    planners = []
    for s in (0, 1):
        options = {"weights": tuned[s]} if levels[s] == "normal" else {}
        if levels[s] == "strong":
            options.update(budget=budget, clock=CLOCKS[clock], lookahead=lookahead, short_lookahead=short_lookahead)
            from games.xii.td import load_network      # read once per process
            if network:
                options["net"] = load_network(network)
            if short_network:
                options["short_net"] = load_network(None if short_network == "long" else short_network)
        planners.append(planner_for(levels[s], **options))
    thinking = [0.0, 0.0]
    decisions: list[float] = []
    for s, p in enumerate(planners):
        inner = p.plan

        def timed(*a, inner=inner, s=s, **kw):
            t0 = time.perf_counter()
            try:
                return inner(*a, **kw)
            finally:
                thinking[s] += time.perf_counter() - t0
                if s == seat_of_first:
                    decisions.append(time.perf_counter() - t0)
        p.plan = timed  # type: ignore[method-assign]
    board, throws = play_game(planners, Rules(stones=stones), seed=f"{seed}-{i}", count=True)
    if board.winner is None:
        result = -1
    else:
        result = 1 if board.winner == seat_of_first else 0
    return result, seat_of_first, throws, thinking[seat_of_first], thinking[1 - seat_of_first], decisions


class _Serial:
    """Stands in for a process pool when --jobs is 1."""

    def __enter__(self) -> "_Serial":
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    @staticmethod
    def map(fn, items):
        return map(fn, items)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("first", choices=LEVELS)
    ap.add_argument("second", choices=LEVELS)
    ap.add_argument("--games", type=int, default=40, help="games per seat (total 2N)")
    ap.add_argument("--stones", type=int, default=15)
    ap.add_argument("--seed", default="strength")
    ap.add_argument("--budget", type=float, default=None, help="strong level's seconds per decision")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--clock", choices=sorted(CLOCKS), default="cpu",
                    help="what the strong level's budget counts: cpu seconds of its process (default) or wall time")
    ap.add_argument("--network", default="", help="the strong level's weights file (default: its own)")
    ap.add_argument("--lookahead", type=int, default=DEFAULT_LOOKAHEAD,
                    help="how many of its best turns the strong level searches one throw deeper (0: none)")
    ap.add_argument("--short-network", default="",
                    help="the strong level's weights file for the short game (default: its own; long: the fifteen-piece one's)")
    ap.add_argument("--short-lookahead", type=int, default=SHORT_LOOKAHEAD,
                    help="how many of its best turns the strong level searches one throw deeper in the short game")
    ap.add_argument("--verbose", action="store_true", help="a line after each game")
    ap.add_argument("--weights", default="",
                    help="the normal level's heuristic weights for the first level only, e.g. block=2,risk=0.8 (for tuning)")
    args = ap.parse_args()
    changes = {}
    for item in filter(None, args.weights.split(",")):
        key, _, value = item.partition("=")
        if key not in Weights.__dataclass_fields__:
            ap.error(f"unknown weight {key!r}; known: {', '.join(Weights.__dataclass_fields__)}")
        changes[key] = float(value)
    weights = Weights(**changes)
    from games.xii.planner import DEFAULT_BUDGET
    budget = DEFAULT_BUDGET if args.budget is None else args.budget
    tasks = [(args.first, args.second, i, seat, args.stones, args.seed, budget, weights, args.clock,
              args.network, args.lookahead, args.short_network, args.short_lookahead)
             for i in range(args.games) for seat in (0, 1)]
    t0 = time.perf_counter()
    results = []
    with ProcessPoolExecutor(args.jobs) if args.jobs > 1 else _Serial() as pool:
        for r in pool.map(one_game, tasks):
            results.append(r)
            if args.verbose:
                won = sum(1 for x in results if x[0] == 1)
                lo, hi = wilson(won, len(results))
                print(f"  game {len(results)}: {args.first} as {('I', 'II')[r[1]]} "
                      f"{('lost', 'won')[r[0]] if r[0] >= 0 else 'unfinished'} in {r[2]} throws; "
                      f"{won}/{len(results)} so far, 95% CI [{lo:.1%}, {hi:.1%}]; "
                      f"{time.perf_counter() - t0:.0f} s wall", flush=True)
    dt = time.perf_counter() - t0
    n = len(results)
    wins = sum(1 for r in results if r[0] == 1)
    unfinished = sum(1 for r in results if r[0] == -1)
    lo, hi = wilson(wins, n)
    by_seat = [sum(1 for r in results if r[1] == s and r[0] == 1) for s in (0, 1)]
    print(f"{args.first} vs {args.second}, {args.stones} stones, {n} games "
          f"(seed {args.seed!r}, budget {budget:g} s {args.clock}{', ' + args.weights if args.weights else ''}): {args.first} won {wins} = {wins / n:.1%}, "
          f"95% CI [{lo:.1%}, {hi:.1%}]; as player I {by_seat[0]}/{n // 2}, as player II {by_seat[1]}/{n // 2}"
          + (f"; {unfinished} unfinished" if unfinished else ""))
    think = [sum(r[3] for r in results), sum(r[4] for r in results)]
    throws = sum(r[2] for r in results)
    print(f"  {dt:.0f} s wall; {throws / n:.0f} throws per game; thinking {think[0] / throws * 2e3:.1f} ms "
          f"({args.first}) and {think[1] / throws * 2e3:.1f} ms ({args.second}) per throw on average")
    decisions = sorted(t for r in results for t in r[5])
    if decisions:
        print(f"  {args.first}: {len(decisions)} decisions, median {decisions[len(decisions) // 2] * 1e3:.1f} ms, "
              f"slowest {decisions[-1] * 1e3:.0f} ms wall")


if __name__ == "__main__":
    main()
