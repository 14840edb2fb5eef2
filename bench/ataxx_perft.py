"""Ataxx perft speed, side by side with python-ataxx's own Board.perft in the same run.

Run: python3 bench/ataxx_perft.py [--rules itpw|standard] [--reference-depth D] FEN DEPTH
Prints ``perft DEPTH: N`` with nodes per second for ours and for python-ataxx
(standard rules: the only ones it knows), and the speed ratio. python-ataxx is
slow, so by default it runs one ply less (at most depth 4); the ratio compares
nodes per second. Asserts nothing: speed is measured, not tested.
"""
from __future__ import annotations

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from games.ataxx.board import STARTING_FEN, Board  # noqa: E402
from games.ataxx.perft import perft  # noqa: E402


def timed(fn, *args):
    start = time.perf_counter()
    n = fn(*args)
    return n, time.perf_counter() - start


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--rules", choices=("itpw", "standard"), default="standard")
    p.add_argument("--reference-depth", type=int, default=None,
                   help="depth for python-ataxx (default: DEPTH-1, at most 4; 0 skips it)")
    p.add_argument("fen", nargs="?", default=STARTING_FEN)
    p.add_argument("depth", nargs="?", type=int, default=5)
    a = p.parse_args()
    board = Board(a.fen, rules=a.rules)
    print(f"position {board.fen()}  rules {a.rules}")
    n, s = timed(perft, board, a.depth)
    ours_nps = n / s if s else float("inf")
    print(f"perft {a.depth}: {n}  ({s:.3f} s, {ours_nps:,.0f} nodes/s)")
    ref_depth = a.reference_depth if a.reference_depth is not None else max(1, min(4, a.depth - 1))
    if ref_depth <= 0:
        return 0
    try:
        import ataxx
    except ImportError:
        print("python-ataxx not installed: no side-by-side figure")
        return 0
    ref = ataxx.Board()
    if not ref.set_fen(a.fen):
        print("python-ataxx rejects this FEN: no side-by-side figure")
        return 0
    same_n, same_s = timed(perft, Board(a.fen, rules=a.rules), ref_depth)
    rn, rs = timed(ref.perft, ref_depth)
    ref_nps = rn / rs if rs else float("inf")
    print(f"python-ataxx perft {ref_depth}: {rn}  ({rs:.3f} s, {ref_nps:,.0f} nodes/s)")
    same_nps = same_n / same_s if same_s else float("inf")
    print(f"ours at the same depth {ref_depth}: {same_n}  ({same_s:.3f} s, {same_nps:,.0f} nodes/s)")
    if a.rules == "standard" and same_n != rn:
        print(f"MISMATCH: ours {same_n} != python-ataxx {rn}")
    print(f"speed ratio (nodes/s, ours at depth {a.depth} / python-ataxx): {ours_nps / ref_nps:.1f}x")
    print(f"speed ratio at equal depth {ref_depth} (wall time): {rs / same_s if same_s else float('inf'):.1f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
