"""Latrunculi strength and decision time: strong against random (easy) and against normal.

Run: nice -n 10 python3 bench/latrunculi_strength.py [--games N] [--seconds S] [--limit PLIES] [--seed N]

Each match alternates colours; a game that reaches the capture limit (``--limit`` plies without a
capture, default 100) is decided by the men left, as the rules option says. Prints, per match, the
score of strong (a draw counts half) with a 95% Wilson interval, and per level the mean and worst
decision time (wall and CPU, ``time.process_time``). ``--seconds`` caps the strong level's hard limit
per move (default: its own, deciding within a second). Asserts nothing.
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from games.latrunculi.board import STARTING_FEN, Board  # noqa: E402
from games.latrunculi.game import LatrunculiGame  # noqa: E402
from games.latrunculi.planner import Planner  # noqa: E402
from framework.core.player import Budget  # noqa: E402
from framework.ai.stats import wilson  # noqa: E402


def play(levels: tuple[str, str], seed: int, limit: int, budget, times: dict) -> "int | None":
    """One game from the start, ``levels[0]`` White; the winner's seat (None: a draw)."""
    game = LatrunculiGame(Board(STARTING_FEN, capture_limit=limit))
    planners = [Planner(levels[0]), Planner(levels[1])]
    rng = random.Random(seed)
    while game.outcome() is None:
        seat = game.to_move()
        wall, cpu = time.perf_counter(), time.process_time()
        (move,) = planners[seat].plan(game.copy(), budget if levels[seat] == "strong" else None, rng)
        times.setdefault(levels[seat], []).append((time.perf_counter() - wall, time.process_time() - cpu))
        game.apply(move)
    return game.outcome().winner


def match(opponent: str, games: int, seed: int, limit: int, budget, times: dict) -> None:
    score = 0.0
    wins = draws = 0
    for i in range(games):
        strong_seat = i % 2
        levels = ("strong", opponent) if strong_seat == 0 else (opponent, "strong")
        winner = play(levels, seed + i, limit, budget, times)
        if winner is None:
            score += 0.5
            draws += 1
        elif winner == strong_seat:
            score += 1
            wins += 1
    low, high = wilson(score, games)
    print(f"strong vs {opponent:<6}: {wins} won, {draws} drawn, {games - wins - draws} lost of {games}: "
          f"score {score / games:.0%} (95% interval {low:.0%}-{high:.0%})", flush=True)


def main(argv: "list[str] | None" = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=10, help="games per match (default 10)")
    p.add_argument("--seconds", type=float, default=None, help="cap of the strong level's time per move")
    p.add_argument("--limit", type=int, default=100, help="plies without a capture that end a game")
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    budget = Budget(seconds=args.seconds) if args.seconds else None
    times: dict = {}
    wall, cpu = time.perf_counter(), time.process_time()
    match("easy", args.games, args.seed, args.limit, budget, times)
    match("normal", args.games, args.seed + 1000, args.limit, budget, times)
    for level in ("easy", "normal", "strong"):
        t = times.get(level, [])
        if t:
            print(f"decision time {level:<6}: {len(t)} moves, mean {sum(w for w, _ in t) / len(t) * 1000:.1f} ms "
                  f"wall / {sum(c for _, c in t) / len(t) * 1000:.1f} ms CPU, worst {max(w for w, _ in t) * 1000:.0f}"
                  f" ms wall / {max(c for _, c in t) * 1000:.0f} ms CPU")
    print(f"total: {time.perf_counter() - wall:.1f} s wall, {time.process_time() - cpu:.1f} s CPU")


if __name__ == "__main__":
    main()
