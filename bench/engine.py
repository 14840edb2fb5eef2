"""Engine speed: random whole games per second, and legal_turns() over fixed positions.

Run: python3 bench/engine.py [--games N] [--seed S]
Prints figures; asserts nothing (speed is measured, not tested).
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from board import Board, Rules  # noqa: E402


#: The 216 ordered throws of three fair dice: a throw is one look-up with a random index.
THROWS = tuple((a, b, c) for a in range(1, 7) for b in range(1, 7) for c in range(1, 7))


def random_game(rng: random.Random, stones: int = 15) -> tuple[int, int]:
    """Play one game of uniformly random legal actions; return (turns, actions).

    Through the public API only: ``roll``, ``legal_moves`` (the max-dice rule) and ``play``.
    The throws are fair dice from ``rng`` (cheap, so the figure is the engine's, not the cup's).
    """
    b = Board(Rules(stones=stones))
    pick = rng.random
    throws = THROWS
    turns = actions = 0
    while b.winner is None:
        if not b.dice:
            b.roll(throws[int(pick() * 216)])
            turns += 1
        moves = b.legal_moves()
        b.play(moves[int(pick() * len(moves))])
        actions += 1
    return turns, actions


def positions(count: int, seed: int) -> list[Board]:
    """A fixed set of mid-game positions with a throw to play, sampled from seeded random games."""
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        b = Board()
        stop = rng.randrange(10, 150)
        n = 0
        while b.winner is None and n < stop:
            if not b.dice:
                b.roll((rng.randint(1, 6), rng.randint(1, 6), rng.randint(1, 6)))
                n += 1
                continue
            moves = b.legal_moves()
            b.play(moves[rng.randrange(len(moves))])
        if b.winner is None and b.dice and len(b.dice) == 3:
            out.append(b.copy(history=False))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--positions", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()

    # Wall-clock rates are what a player feels; CPU-time rates (process_time) barely move
    # when other programs share the machine, so both are printed.
    for stones in (15, 3):
        rng = random.Random(args.seed)
        games = args.games if stones == 15 else args.games * 3
        t0, c0 = time.perf_counter(), time.process_time()
        turns = actions = 0
        for _ in range(games):
            t, a = random_game(rng, stones)
            turns += t
            actions += a
        dt, dc = time.perf_counter() - t0, time.process_time() - c0
        print(f"random {stones:2d}-stone games: {games / dt:8.1f} games/s wall, {games / dc:8.1f} games/s CPU "
              f"({games} games, {turns / games:.0f} turns and {actions / games:.0f} actions per game, "
              f"{actions / dc:,.0f} actions per CPU second)")

    boards = positions(args.positions, args.seed)
    times = []
    sizes = []
    for b in boards:
        t0 = time.process_time()
        turns = b.legal_turns()
        times.append(time.process_time() - t0)
        sizes.append(len(turns))
    times.sort()
    print(f"legal_turns() over {len(boards)} fixed positions (CPU time): median {statistics.median(times) * 1e3:.2f} ms, "
          f"90th {times[int(len(times) * 0.9)] * 1e3:.2f} ms, worst {times[-1] * 1e3:.2f} ms; "
          f"median {statistics.median(sizes):.0f} distinct turns, most {max(sizes)}")


if __name__ == "__main__":
    main()
