"""Tune the heuristic's weights by self-play: coordinate search, each step a seeded match.

Run: python3 bench/tune.py [--level normal] [--games N] [--rounds R] [--step 0.25] [--stones 15]
     [--jobs J] [--start block=2,...] [--only block,risk]
For each weight in turn it plays a candidate (that weight times 1+step, then 1-step)
against the current best over N paired games (the same dice with the seats swapped,
as bench/strength.py plays them), prints the candidate's win rate with a 95% Wilson
interval, and keeps the candidate only when the whole interval is above 50%. The
last line is the best weights found, ready for evaluate.Weights or --weights.
Prints figures; asserts nothing. Tuning on the normal level is cheap (no search);
check the result on the strong level with bench/strength.py.
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, replace

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from board import Rules  # noqa: E402
from games.xii.planner import planner_for, play_game  # noqa: E402
from games.xii.evaluate import DEFAULT_WEIGHTS, Weights  # noqa: E402
from framework.ai.stats import wilson  # noqa: E402
from strength import _Serial  # noqa: E402


def one_game(args: tuple) -> int:
    """1 if ``challenger`` won game ``i`` playing seat ``seat``, 0 if it lost, -1 if unfinished."""
    level, challenger, incumbent, i, seat, stones, seed = args
    weights = [incumbent, incumbent]
    weights[seat] = challenger
    planners = [planner_for(level, weights=weights[s]) for s in (0, 1)]
    board = play_game(planners, Rules(stones=stones), seed=f"{seed}-{i}")
    if board.winner is None:
        return -1
    return 1 if board.winner == seat else 0


def match(pool, level: str, challenger: Weights, incumbent: Weights, games: int, stones: int,
          seed: str) -> tuple[int, int]:
    """(wins, games) of ``challenger`` over ``games`` paired games against ``incumbent``."""
    tasks = [(level, challenger, incumbent, i, seat, stones, seed) for i in range(games) for seat in (0, 1)]
    results = [r for r in pool.map(one_game, tasks) if r >= 0]
    return sum(results), len(results)


def describe(w: Weights) -> str:
    return ",".join(f"{k}={v:g}" for k, v in asdict(w).items())


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--level", choices=("normal", "strong"), default="normal")
    ap.add_argument("--games", type=int, default=100, help="paired games per match (2N games)")
    ap.add_argument("--rounds", type=int, default=1)
    ap.add_argument("--step", type=float, default=0.25, help="relative change tried for each weight")
    ap.add_argument("--stones", type=int, default=15)
    ap.add_argument("--seed", default="tune")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--start", default="", help="weights to start from, e.g. block=2,risk=0.8")
    ap.add_argument("--only", default="", help="tune only these weights (comma-separated)")
    args = ap.parse_args()
    fields = list(asdict(DEFAULT_WEIGHTS))
    start = {k: float(v) for k, _, v in (item.partition("=") for item in filter(None, args.start.split(",")))}
    best = replace(DEFAULT_WEIGHTS, **start)
    names = [n for n in fields if not args.only or n in args.only.split(",")]
    t0, c0 = time.perf_counter(), time.process_time()
    played = 0
    print(f"start: {describe(best)}", flush=True)
    with ProcessPoolExecutor(args.jobs) if args.jobs > 1 else _Serial() as pool:
        for r in range(args.rounds):
            for name in names:
                for factor in (1 + args.step, 1 - args.step):
                    value = getattr(best, name) * factor
                    candidate = replace(best, **{name: round(value, 4)})
                    # Each match its own dice, so a lucky seed set is not reused for every decision.
                    wins, n = match(pool, args.level, candidate, best, args.games, args.stones,
                                    f"{args.seed}-{r}-{name}-{factor:g}")
                    played += n
                    lo, hi = wilson(wins, n)
                    kept = lo > 0.5
                    print(f"round {r + 1}: {name}={value:.4g} vs {getattr(best, name):g}: won {wins}/{n} = "
                          f"{wins / max(n, 1):.1%}, 95% CI [{lo:.1%}, {hi:.1%}]{'  -> kept' if kept else ''}",
                          flush=True)
                    if kept:
                        best = candidate
                        break
    print(f"{played} games, {time.perf_counter() - t0:.0f} s wall, {time.process_time() - c0:.0f} s CPU "
          f"in this process (the games run in {args.jobs} worker{'s' if args.jobs > 1 else ''})")
    print(f"best: {describe(best)}")


if __name__ == "__main__":
    main()
