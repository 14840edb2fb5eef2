"""Long Nardy strength: the levels against each other, in points (mars counts 2), with 95% intervals.

Run: nice -n 10 python3 bench/nardy_strength.py [--games N] [--seed S] [--pairs strong-normal,...]
       [--no-lookahead] [--weights FILE]
     nice -n 10 python3 bench/nardy_strength.py --duel [--weights FILE] [--against FILE] [--games N]
       [--lookahead K] [--against-lookahead K] [--deep K] [--clock wall|cpu] [--jobs J]

``--weights`` is the strong level's network (the shipped one by default). ``--duel``
plays that strong level against the strong level of ``--against`` (the fixed
opponent: the weights of 2026, ``bench/nardy_weights_2026.npz``, by default), both
with their lookahead unless ``--no-lookahead`` (``--lookahead K``: the strong level's
K best turns searched a throw deeper, its default by default; ``--against-lookahead K``:
the fixed opponent's, 3 as in 2026), on the same dice with seats swapped
(games/nardy/duel.py: N/2 pairs); the interval is over the pairs. ``--deep K``: the strong level's
two-ply search over its K best turns (issue 37; 0: off; the level's own, 3, by default; its seconds read
on ``--clock``: ``cpu`` for a machine shared with other work); the fixed opponent of issue 37 is today's strong level,
``--against bench/nardy_weights_2026_11_26.npz`` (the shipped network of 2026-11-26, lookahead 3, no
two-ply search). ``--jobs J`` plays the pairs in J processes (the same pairs, the same figures).

Each pair plays N games with fair dice from a seeded random.Random, colours
alternating (the first level is black in even games). For each pair it prints
the share of points won by the first level with a 95% interval (normal
approximation over per-game point differences, kept within 0-100%), the share of
games won with its Wilson interval (framework.ai.stats, as every strength bench), and
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

from framework.ai.stats import wilson  # noqa: E402
from games.nardy.board import Board  # noqa: E402
from games.nardy.planner import NetworkPlanner, planner_for  # noqa: E402

FIXED_OPPONENT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "nardy_weights_2026.npz")


class Timed:
    """A planner wrapper that keeps the slowest decision."""

    def __init__(self, planner) -> None:
        self.planner = planner
        self.worst_wall = self.worst_cpu = 0.0
        self.times: list[float] = []

    def median(self) -> float:
        return sorted(self.times)[len(self.times) // 2] if self.times else 0.0

    def plan_board(self, board: Board, budget=None, rng=None):
        w, c = time.perf_counter(), time.process_time()
        turn = self.planner.plan_board(board, 1.0, None)
        self.times.append(time.perf_counter() - w)
        self.worst_wall = max(self.worst_wall, self.times[-1])
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


def _level(level: str, rng: random.Random, weights: str | None):
    return NetworkPlanner.load(weights) if level == "strong" and weights else planner_for(level, rng)


_DUEL: dict = {}


def _duel_players(weights, against, lookahead, width, against_width, deep, clock):
    """(the tested strong level, timed; the fixed opponent) as ``duel_match`` describes them."""
    options = {} if width is None else {"lookahead": width}
    if deep is not None:
        options["deep"] = deep
    options["clock"] = time.process_time if clock == "cpu" else time.perf_counter
    a = Timed(NetworkPlanner.load(weights, **options))
    b = NetworkPlanner.load(against, against_width, deep=0)
    if not lookahead:
        a.planner.lookahead = b.lookahead = 1
    return a, b


def _duel_pair(k: int):
    """Pair ``k`` of the duel in a worker: (its two point differences, the tested level's decision times,
    its slowest wall and CPU)."""
    from games.nardy.duel import duel
    a, b, seed = _DUEL["a"], _DUEL["b"], _DUEL["seed"]
    a.times.clear()
    a.worst_wall = a.worst_cpu = 0.0
    [pair] = duel(a, b, 1, seed, start=k)
    return pair, list(a.times), a.worst_wall, a.worst_cpu


def _start_duel(args: tuple) -> None:
    *players, seed = args
    _DUEL["a"], _DUEL["b"] = _duel_players(*players)
    _DUEL["seed"] = seed


def duel_match(weights: str | None, against: str, games: int, seed: int, lookahead: bool,
               width: int | None = None, against_width: int = 3, deep: int | None = None, clock: str = "wall",
               jobs: int = 1) -> None:
    """The strong level with ``weights`` (its ``width`` best turns searched a throw deeper, the level's
    own default when None; its ``deep`` best two throws deeper, on ``clock``) against the strong level
    with ``against`` (``against_width``, no two-ply search), same dice, seats swapped; without
    ``lookahead`` both are greedy. ``jobs`` processes share the pairs."""
    from games.nardy.duel import Score, score
    c0, w0 = time.process_time(), time.perf_counter()
    children = sum(os.times()[2:4])
    setup = (weights, against, lookahead, width, against_width, deep, clock, seed)
    pairs_n = max(1, games // 2)
    if jobs > 1:
        import multiprocessing
        with multiprocessing.Pool(jobs, _start_duel, (setup,)) as pool:
            done = []
            for found in pool.imap(_duel_pair, range(pairs_n)):
                done.append(found)
                if len(done) % 25 == 0:           # a long run shows it is alive: pairs only, no running score
                    print(f"  {len(done)} of {pairs_n} pairs played, {time.perf_counter() - w0:.0f} s",
                          file=sys.stderr, flush=True)
    else:
        _start_duel(setup)
        done = [_duel_pair(k) for k in range(pairs_n)]
    pairs = [pair for pair, _, _, _ in done]
    times = sorted(t for _, ts, _, _ in done for t in ts)
    worst_wall = max(w for _, _, w, _ in done)
    worst_cpu = max(c for _, _, _, c in done)
    result: Score = score(pairs)
    tested = _duel_players(*setup[:-1])[0].planner      # for the label (milliseconds: the network is small)
    name = os.path.basename(weights or "nardy_weights.npz")
    how = (f"lookahead {tested.lookahead}{f' and two-ply over {tested.deep}' if tested.deep else ''} "
           f"against {against_width}"
           if lookahead else "greedy")
    print(f"{name} vs {os.path.basename(against)} ({how}): {result.games} games "
          f"on the same dice, seats swapped; points {result.points}-{result.against}: {result.share:.1%} of points "
          f"(95% {result.low:.1%}-{result.high:.1%}); games won {result.won / result.games:.1%}")
    median = times[len(times) // 2] if times else 0.0
    print(f"  {name}'s decisions: {len(times)}, median {median * 1e3:.0f} ms, slowest "
          f"{worst_wall * 1e3:.0f} ms wall, {worst_cpu * 1e3:.0f} ms CPU; run {time.perf_counter() - w0:.0f} s "
          f"wall, {time.process_time() - c0 + sum(os.times()[2:4]) - children:.0f} s CPU ({jobs} process(es))")


def match(first: str, second: str, games: int, seed: int, lookahead: bool, weights: str | None = None) -> None:
    rng = random.Random(seed)
    a = Timed(_level(first, random.Random(seed), weights))
    b = _level(second, random.Random(seed + 1), weights)
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
    ap.add_argument("--weights", help="the strong level's network (default: the shipped one)")
    ap.add_argument("--duel", action="store_true", help="the strong level against the strong level of --against")
    ap.add_argument("--against", default=FIXED_OPPONENT, help="the fixed opponent's network for --duel")
    ap.add_argument("--lookahead", type=int, default=None, help="--duel: the strong level's turns searched deeper")
    ap.add_argument("--against-lookahead", type=int, default=3, help="--duel: the fixed opponent's (2026: 3)")
    ap.add_argument("--deep", type=int, default=None,
                    help="--duel: the strong level's two-ply search over its K best (0: off; default: the level's own)")
    ap.add_argument("--clock", choices=("wall", "cpu"), default="wall", help="--duel --deep: the clock its seconds are read on")
    ap.add_argument("--jobs", type=int, default=1, help="--duel: processes sharing the pairs")
    args = ap.parse_args()
    if args.duel:
        duel_match(args.weights, args.against, args.games, args.seed, not args.no_lookahead,
                   args.lookahead, args.against_lookahead, args.deep, args.clock, args.jobs)
        return
    for pair in args.pairs.split(","):
        first, second = pair.split("-")
        match(first, second, args.games, args.seed, not args.no_lookahead, args.weights)


if __name__ == "__main__":
    main()
