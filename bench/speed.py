"""Speed of the computer player: time per decision at each level, legal_turns(), whole games per second.

Run: python3 bench/speed.py [--positions N] [--seed S] [--games G]
Over a fixed set of positions (seeded random mid-game positions with a throw to
play, plus the ones with the most distinct turns) it times one decision per
level: the first action of a fresh computer player, which plans the whole turn
(the strong level with its default budget on the wall clock, as a player gets
it); wall and CPU time are both printed. Prints figures; asserts nothing.
"""
from __future__ import annotations

import argparse
import os
import statistics
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from board import Board, Rules  # noqa: E402
from engine import positions  # noqa: E402
from games.xii.planner import DEFAULT_BUDGET, LEVELS, planner_for, play_game  # noqa: E402
from framework.core.player import Budget  # noqa: E402


def fixed_positions(count: int, seed: int) -> list[Board]:
    """``count`` seeded positions, and the five with the most distinct turns among ``4 * count`` more."""
    pool = positions(count * 5, seed)
    rest = pool[count:]
    sizes = [len(b.legal_turns()) for b in rest]
    hardest = sorted(range(len(rest)), key=lambda i: -sizes[i])[:5]
    return [b.copy(history=False) for b in pool[:count] + [rest[i] for i in hardest]]


def ms(seconds: float) -> str:
    return f"{seconds * 1e3:.1f} ms"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--positions", type=int, default=60)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--games", type=int, default=10, help="games per kind for games per second")
    ap.add_argument("--budget", type=float, default=DEFAULT_BUDGET, help="the strong level's seconds")
    ap.add_argument("--clock", choices=("wall", "cpu"), default="wall",
                    help="what the strong level's budget counts: wall time (as a player gets it) or CPU time "
                         "of this process (holds up when the machine is shared)")
    args = ap.parse_args()

    boards = fixed_positions(args.positions, args.seed)
    times = []
    sizes = []
    for b in boards:
        fresh = b.copy(history=False)
        t0 = time.perf_counter()
        turns = fresh.legal_turns()
        times.append(time.perf_counter() - t0)
        sizes.append(len(turns))
    print(f"strong level budget {args.budget:g} s of {args.clock} time")
    print(f"{len(boards)} fixed positions (seed {args.seed}): median {statistics.median(sizes):.0f} distinct turns, "
          f"most {max(sizes)}")
    print(f"  legal_turns(): median {ms(statistics.median(times))}, worst {ms(max(times))}")

    for level in LEVELS:
        times = []
        cpu = []
        illegal = 0
        for i, b in enumerate(boards):
            board = b.copy(history=False)
            planner = planner_for(level, **({"clock": time.process_time} if level == "strong" and args.clock == "cpu" else {}))
            t0, c0 = time.perf_counter(), time.process_time()
            turn = planner.plan(board, Budget(seconds=args.budget), random.Random(i), None)
            times.append(time.perf_counter() - t0)
            cpu.append(time.process_time() - c0)
            illegal += turn[0] not in board.legal_moves()
        worst = max(range(len(times)), key=times.__getitem__)
        print(f"  {level:6s} decision: wall median {ms(statistics.median(times))}, worst {ms(times[worst])} "
              f"({sizes[worst]} turns); CPU median {ms(statistics.median(cpu))}, worst {ms(max(cpu))}"
              + (f"; {illegal} ILLEGAL actions" if illegal else ""))

    for stones in (15, 3):
        for levels in (("easy", "easy"), ("normal", "normal")):
            games = args.games if stones == 15 else args.games * 5
            t0 = time.perf_counter()
            throws = 0
            for g in range(games):
                planners = [planner_for(levels[s]) for s in (0, 1)]
                throws += play_game(planners, Rules(stones=stones), seed=f"speed-{g}", count=True)[1]
            dt = time.perf_counter() - t0
            print(f"  {levels[0]} vs {levels[1]}, {stones:2d} stones: {games / dt:.1f} games/s "
                  f"({games} games, {throws / games:.0f} throws per game)")


if __name__ == "__main__":
    main()
