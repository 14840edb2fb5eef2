"""The dice games' planners on fixed positions: every level's decision and its time (XII Scripta, Long Nardy).

Run: nice -n 10 python3 bench/dice_planners.py [--positions N] [--seed S] [--save FILE] [--check FILE]

Why: a change to the planners' search (the one expectimax of
framework/ai/search.py) must keep every decision and must not be slower. Over
``N`` seeded mid-game positions with a throw to play (from seeded random
games), each level of each dice game plans the turn; the strong levels also
with their one-throw lookahead searched to the end (XII Scripta's
``lookahead=3`` on a clock that never runs out, Long Nardy's default
``lookahead=3``). ``--save`` writes the positions (notation) and the decisions
as JSON, ``--check`` compares the decisions with a saved file and prints every
difference (tests/framework/dice_planner_decisions.json is such a file, of 20
positions: tests/framework/test_dice_planners_decide_as_before.py replays it).
Prints CPU time per decision (median, worst, total); asserts nothing.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

from board import Board  # noqa: E402
from engine import positions  # noqa: E402
from games.nardy.board import Board as NardyBoard  # noqa: E402
from nardy_speed import thrown_positions as nardy_positions  # noqa: E402


def xii_deciders() -> dict:
    """Level name -> a function of a board giving the turn's actions as text."""
    from games.xii.planner import planner_for

    def level(name: str, **options):
        planner = planner_for(name, **options)

        def decide(board: Board, i: int) -> list[str]:
            return [str(m) for m in planner.plan(board.copy(history=False), None, random.Random(i), None)]
        return decide

    return {"easy": level("easy"), "normal": level("normal"), "strong": level("strong"),
            "strong+lookahead": level("strong", lookahead=3, budget=1e9, clock=lambda: 0.0)}


def nardy_deciders() -> dict:
    from games.nardy.planner import planner_for

    def level(name: str, **options):
        planner = planner_for(name, **options)

        def decide(board: NardyBoard, i: int) -> list[str]:
            return [str(m) for m in planner.plan_board(board.copy(), None, random.Random(i))]
        return decide

    return {"easy": level("easy"), "normal": level("normal"), "strong": level("strong", lookahead=0),
            "strong+lookahead": level("strong", lookahead=3, deep=0)}


def run(count: int, seed: int) -> tuple[dict, dict, dict]:
    """Positions ``{game: [notation, ...]}``, decisions ``{game: {level: [turn, ...]}}`` and CPU times
    ``{game: {level: [s, ...]}}``."""
    decisions: dict = {}
    times: dict = {}
    notations: dict = {}
    for game, boards, deciders in (("xii", positions(count, seed), xii_deciders()),
                                   ("nardy", nardy_positions(count, seed), nardy_deciders())):
        notations[game] = [board.notation() for board in boards]
        for name, decide in deciders.items():
            decide(boards[0], 0)                  # load the network before timing
            chosen, spent = [], []
            for i, board in enumerate(boards):
                c0 = time.process_time()
                chosen.append(decide(board, i))
                spent.append(time.process_time() - c0)
            decisions.setdefault(game, {})[name] = chosen
            times.setdefault(game, {})[name] = spent
    return notations, decisions, times


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--positions", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--save", help="write the decisions to this JSON file")
    ap.add_argument("--check", help="compare the decisions with this JSON file")
    args = ap.parse_args()

    notations, decisions, times = run(args.positions, args.seed)
    for game, levels in times.items():
        for name, spent in levels.items():
            print(f"{game:5s} {name:16s} CPU per decision: median {statistics.median(spent) * 1e3:7.2f} ms, "
                  f"worst {max(spent) * 1e3:7.1f} ms, total {sum(spent):6.2f} s")
    if args.save:
        with open(args.save, "w", encoding="utf-8") as f:
            json.dump({"seed": args.seed, "positions": notations, "decisions": decisions}, f, indent=1)
    if args.check:
        with open(args.check, encoding="utf-8") as f:
            saved = json.load(f)
        saved = saved.get("decisions", saved)
        differ = 0
        for game, levels in saved.items():
            for name, chosen in levels.items():
                for i, (old, new) in enumerate(zip(chosen, decisions[game][name])):
                    if old != new:
                        differ += 1
                        print(f"DIFFERS {game} {name} position {i}: {old} -> {new}")
        print(f"{differ} decisions differ from {args.check}")


if __name__ == "__main__":
    main()
