"""Ataxx strength: the computer's levels against each other and against python-ataxx's
players, game by game through the arbiter (real processes, the seed's protocol and clock).

Run: python3 bench/ataxx_strength.py [--games N] [--time MS] [--pairs NAME,...]
Pairs: strong-ab2 strong-greedy strong-normal normal-greedy normal-easy easy-random
(the first named side is ours). Prints each match's score with a 95% Wilson
interval (a draw counts half), time losses and forfeits. Asserts nothing.
"""
from __future__ import annotations

import argparse
import os
import shlex
import signal
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from games.ataxx.arbiter import play_match  # noqa: E402
from framework.ai.stats import wilson  # noqa: E402

PY = shlex.quote(sys.executable)
OURS = {lvl: f"cd {shlex.quote(ROOT)} && {PY} -m games.ataxx.player_program --level {lvl}"
        for lvl in ("easy", "normal", "strong")}
THEIRS = {name: f"{PY} {shlex.quote(os.path.join(ROOT, 'bench', 'ataxx_pyataxx_player.py'))} {args}"
          for name, args in (("ab2", "alphabeta 2"), ("greedy", "greedy"), ("random", "random"))}
PAIRS = {
    "strong-ab2": (OURS["strong"], THEIRS["ab2"]),
    "strong-greedy": (OURS["strong"], THEIRS["greedy"]),
    "strong-normal": (OURS["strong"], OURS["normal"]),
    "normal-greedy": (OURS["normal"], THEIRS["greedy"]),
    "normal-easy": (OURS["normal"], OURS["easy"]),
    "easy-random": (OURS["easy"], THEIRS["random"]),
}


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--time", type=int, default=10_000, help="ms per player per game")
    p.add_argument("--pairs", default="strong-ab2", help=f"comma-separated, from: {', '.join(PAIRS)}")
    a = p.parse_args()
    # a plain kill must still run the arbiter's clean-up (it kills the players' process groups)
    signal.signal(signal.SIGTERM, lambda signum, frame: sys.exit(128 + signum))
    signal.signal(signal.SIGINT, signal.default_int_handler)
    for name in a.pairs.split(","):
        first, second = PAIRS[name]
        start = time.monotonic()
        w = d = l = 0
        notes: dict[str, int] = {}

        def on_game(n: int, r) -> None:
            nonlocal w, d, l
            ours = 0 if n % 2 == 1 else 1  # ours is black in odd games
            if r.winner is None:
                d += 1
                tag = "draw"
            elif r.winner == ours:
                w += 1
                tag = "win"
            else:
                l += 1
                tag = "loss"
            how = r.fault or r.outcome.termination.value
            notes[how] = notes.get(how, 0) + 1
            loser_side = "" if r.winner is None else (" (ours lost)" if r.winner != ours else " (theirs lost)")
            print(f"  {name} game {n}: {tag} by {how}{loser_side if how in ('timeout', 'time') or r.fault else ''}, "
                  f"{len(r.moves)} plies, {r.counts[0]}-{r.counts[1]}, used {r.used_ms[0]}/{r.used_ms[1]} ms",
                  flush=True)

        play_match(first, second, a.time, a.games, on_game)
        n = w + d + l
        score = w + d / 2
        lo, hi = wilson(score, n)
        print(f"{name}: {n} games at {a.time} ms: +{w} ={d} -{l}, score {score / n:.0%} "
              f"(95% interval {lo:.0%}-{hi:.0%}); endings {notes}; {time.monotonic() - start:.0f} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
