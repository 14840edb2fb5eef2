"""Latrunculi speed: perft from a position, and move generation / move making on sample positions.

Run: python3 bench/latrunculi_perft.py [--depth N] [--fen FEN | --layout 8x8|8x12] [--positions N]

Prints, for each depth 1..N, the perft count with wall time, CPU time (``time.process_time``,
which holds up on a shared machine) and nodes per second; then the rate of ``moves(state)``,
``Board.legal_moves()``, ``count_moves(state)`` and ``play(state, move)`` over positions taken
from seeded random games. Asserts nothing: speed is measured, not tested.
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from games.latrunculi.board import (  # noqa: E402
    STARTING_FEN, STARTING_FEN_8X12, Board, count_moves, moves, perft, play)


def timed(fn, *args):
    wall, cpu = time.perf_counter(), time.process_time()
    result = fn(*args)
    return result, time.perf_counter() - wall, time.process_time() - cpu


def sample_positions(fen: str, count: int, seed: int) -> list:
    """States met in seeded random games from ``fen`` (a new game whenever one ends)."""
    rng = random.Random(seed)
    out = []
    board = Board(fen)
    while len(out) < count:
        if board.is_game_over() or len(board.move_stack) >= 200:
            board = Board(fen)
        out.append(board.state)
        board.push(rng.choice(board.legal_moves()))
    return out


def rate(label: str, calls: int, fn, repeat: int, moves_made: int = 0) -> None:
    """Time ``repeat`` runs of ``fn`` (``calls`` calls each); with ``moves_made``, also moves per second."""
    _, wall, cpu = timed(lambda: [fn() for _ in range(repeat)])
    n = calls * repeat
    line = (f"{label:<22} {n:>8} calls  wall {wall:6.3f} s  cpu {cpu:6.3f} s  "
            f"{n / wall:>10,.0f} calls/s wall  {n / cpu if cpu else float('inf'):>10,.0f} calls/s cpu")
    if moves_made:
        line += f"  {moves_made * repeat / cpu if cpu else float('inf'):>11,.0f} moves/s cpu"
    print(line)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--depth", type=int, default=4)
    p.add_argument("--fen", default=None)
    p.add_argument("--layout", choices=("8x8", "8x12"), default="8x8")
    p.add_argument("--positions", type=int, default=2000, help="sample positions for the generation rates")
    p.add_argument("--repeat", type=int, default=5)
    p.add_argument("--seed", type=int, default=1)
    a = p.parse_args()
    fen = a.fen or (STARTING_FEN if a.layout == "8x8" else STARTING_FEN_8X12)
    board = Board(fen)
    print(f"position {board.fen()}")
    for depth in range(1, a.depth + 1):
        n, wall, cpu = timed(perft, board, depth)
        print(f"perft {depth}: {n:>12,}  wall {wall:8.3f} s  cpu {cpu:8.3f} s  "
              f"{n / wall if wall else float('inf'):>12,.0f} nodes/s wall  "
              f"{n / cpu if cpu else float('inf'):>12,.0f} nodes/s cpu")

    states = sample_positions(fen, a.positions, a.seed)
    total = sum(len(moves(s)) for s in states)
    print(f"\n{len(states)} positions from seeded random games, {total / len(states):.1f} legal moves on average")
    boards = [Board.from_state(s) for s in states]
    pairs = [(s, m) for s in states for m in moves(s)]
    rate("moves(state)", len(states), lambda: [moves(s) for s in states], a.repeat, total)
    rate("count_moves(state)", len(states), lambda: [count_moves(s) for s in states], a.repeat, total)
    rate("Board.legal_moves()", len(boards), lambda: [b.legal_moves() for b in boards], a.repeat, total)
    rate("play(state, move)", len(pairs), lambda: [play(s, m) for s, m in pairs], 1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
