"""Long Nardy engine speed: random whole games per second, and the worst legal_turns() time.

Run: nice -n 10 python3 bench/nardy_speed.py [--games N] [--seed S] [--hard N]

Games: from the start, each turn a fair throw from a seeded random.Random, the
turn chosen uniformly from ``board.legal_turns()`` and played move by move with
``board.play`` (``"pass"`` when the list is ``[()]``), until someone has borne
off all fifteen. Hard positions: seeded mid-game positions with doubles where
many checkers are spread (the generator's worst case); the slowest
``legal_turns()`` among them on a fresh board. Prints wall and CPU time; asserts
nothing.
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from games.nardy.board import Board  # noqa: E402


def random_game(rng: random.Random) -> tuple[int, int]:
    """Play one game of uniformly random legal turns; return (turns, checker moves)."""
    board = Board()
    turns = moves = 0
    while board.winner is None:
        board.roll((rng.randint(1, 6), rng.randint(1, 6)))
        turn = rng.choice(board.legal_turns())
        if not turn:
            board.play("pass")
        for move in turn:
            board.play(move)
        turns += 1
        moves += len(turn)
    return turns, moves


def thrown_positions(count: int, seed: int, turns: tuple[int, int] = (2, 60), doubles: bool = False) -> list[Board]:
    """``count`` boards thrown and not yet played: after a seeded number of random whole turns (in the
    range ``turns``), then a fair throw (with ``doubles``, a double)."""
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        board = Board()
        stop = rng.randrange(*turns)
        for _ in range(stop):
            if board.winner is not None:
                break
            board.roll((rng.randint(1, 6), rng.randint(1, 6)))
            turn = rng.choice(board.legal_turns())
            if not turn:
                board.play("pass")
            for move in turn:
                board.play(move)
        if board.winner is None:
            if doubles:
                d = rng.randint(1, 6)
                board.roll((d, d))
            else:
                board.roll((rng.randint(1, 6), rng.randint(1, 6)))
            out.append(board)
    return out


def hard_positions(count: int, seed: int) -> list[str]:
    """Notations of mid-game positions (turn start) reached by random play, thrown a double."""
    return [board.notation() for board in thrown_positions(count, seed, (6, 40), doubles=True)]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--hard", type=int, default=300, help="mid-game positions with a double to time")
    args = ap.parse_args()

    rng = random.Random(args.seed)
    w0, c0 = time.perf_counter(), time.process_time()
    turns = moves = 0
    for _ in range(args.games):
        t, m = random_game(rng)
        turns += t
        moves += m
    wall, cpu = time.perf_counter() - w0, time.process_time() - c0
    print(f"{args.games} random games (seed {args.seed}): {turns / args.games:.1f} turns, "
          f"{moves / args.games:.1f} checker moves per game")
    print(f"  {args.games / wall:.0f} games/s wall ({wall:.2f} s), {args.games / cpu:.0f} games/s CPU ({cpu:.2f} s)")

    worst = (0.0, 0.0, "", 0)
    sizes = []
    for text in hard_positions(args.hard, args.seed):
        board = Board.from_notation(text)
        w0, c0 = time.perf_counter(), time.process_time()
        turns_list = board.legal_turns()
        wall, cpu = time.perf_counter() - w0, time.process_time() - c0
        sizes.append(len(turns_list))
        if cpu > worst[1]:
            worst = (wall, cpu, text, len(turns_list))
    print(f"{args.hard} mid-game positions with a double: most {max(sizes)} distinct turns, "
          f"mean {sum(sizes) / len(sizes):.0f}")
    print(f"  worst legal_turns(): {worst[1] * 1e3:.1f} ms CPU ({worst[0] * 1e3:.1f} ms wall), "
          f"{worst[3]} turns: {worst[2]}")


if __name__ == "__main__":
    main()
