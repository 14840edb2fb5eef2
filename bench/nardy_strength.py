"""Long Nardy strength: the levels against each other, in points (mars counts 2), with 95% intervals.

Run: nice -n 10 python3 bench/nardy_strength.py [--games N] [--seed S] [--pairs strong-normal,...]
       [--no-lookahead]

Each pair plays N games with fair dice from a seeded random.Random, colours
alternating (the first level is black in even games). For each pair it prints
the share of points won by the first level with a 95% interval (normal
approximation over per-game point differences, kept within 0-100%), the share of
games won with its Wilson interval (framework.stats, as every strength bench), and
the first level's slowest decision (wall and CPU). Asserts nothing.
"""
from __future__ import annotations

import argparse
import math
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

from framework.stats import wilson  # noqa: E402
from games.nardy.board import Board  # noqa: E402
from games.nardy.planner import planner_for  # noqa: E402


class Timed:
    """A planner wrapper that keeps the slowest decision."""

    def __init__(self, planner) -> None:
        self.planner = planner
        self.worst_wall = self.worst_cpu = 0.0

    def plan_board(self, board: Board, budget=None, rng=None):
        w, c = time.perf_counter(), time.process_time()
        turn = self.planner.plan_board(board, 1.0, None)
        self.worst_wall = max(self.worst_wall, time.perf_counter() - w)
        self.worst_cpu = max(self.worst_cpu, time.process_time() - c)
        return turn


def play(black, white, rng: random.Random) -> Board:
    board = Board()
    while board.winner is None:
        board.roll((rng.randint(1, 6), rng.randint(1, 6)))
        turn = (black if board.turn == 1 else white).plan_board(board.copy(), None, None)
        if not turn:
            board.play("pass")
        for move in turn:
            board.play(move)
    return board


def match(first: str, second: str, games: int, seed: int, lookahead: bool) -> None:
    rng = random.Random(seed)
    a = Timed(planner_for(first, random.Random(seed)))
    b = planner_for(second, random.Random(seed + 1))
    if first == "strong" and not lookahead:
        a.planner.lookahead = 1
    diffs = []
    won = pts_a = pts_b = 0
    c0, w0 = time.process_time(), time.perf_counter()
    for g in range(games):
        if g % 2 == 0:
            board = play(a, b, rng)
            a_won = board.winner == 1
        else:
            board = play(b, a, rng)
            a_won = board.winner == -1
        p = board.game_points
        won += a_won
        pts_a += p if a_won else 0
        pts_b += 0 if a_won else p
        diffs.append(p if a_won else -p)
    n = len(diffs)
    mean = sum(diffs) / n
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / max(1, n - 1))
    total = pts_a + pts_b
    # Share of points = (1 + mean / mean|d|) / 2; the interval is carried over from the mean difference.
    mabs = sum(abs(d) for d in diffs) / n
    half = 1.96 * sd / math.sqrt(n)
    share = pts_a / total
    lo, hi = max(0.0, (1 + (mean - half) / mabs) / 2), min(1.0, (1 + (mean + half) / mabs) / 2)   # a share is 0-1
    p_games = won / n
    g_lo, g_hi = wilson(won, n)
    print(f"{first} vs {second}: {n} games, points {pts_a}-{pts_b}: {share:.1%} of points "
          f"(95% {lo:.1%}-{hi:.1%}), {mean:+.3f} points per game; games won {p_games:.1%} "
          f"(95% {g_lo:.1%}-{g_hi:.1%})")
    print(f"  {first}'s slowest decision: {a.worst_wall * 1e3:.0f} ms wall, {a.worst_cpu * 1e3:.0f} ms CPU; "
          f"run {time.perf_counter() - w0:.0f} s wall, {time.process_time() - c0:.0f} s CPU")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--pairs", default="strong-normal,strong-easy,normal-easy")
    ap.add_argument("--no-lookahead", action="store_true", help="the strong level without its lookahead")
    args = ap.parse_args()
    for pair in args.pairs.split(","):
        first, second = pair.split("-")
        match(first, second, args.games, args.seed, not args.no_lookahead)


if __name__ == "__main__":
    main()
