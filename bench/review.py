"""How long the review of a whole game takes in every game: framework.ai.review.review over recorded games.

Records games of each kind, the strong level against the normal one (the strong level takes seat I in
even games, seat II in odd ones; seeds 0, 1, ...), and times the review of each record by the strong
level. Prints, per kind, the games, their turns (entries), the median and the slowest seconds a game,
the seconds a turn, and the marks found on each level's turns; never asserted. The median's processor
seconds stand beside it: on a shared machine they say more than the clock.

The move games' strong level plays with a fixed allowance (MOVE_SECONDS a move, not its usual second)
so the records are made in minutes; their review searches to a fixed depth whatever the allowance.
Latrunculi's games are cut at LATRUNCULI_MOVES moves (the line says how many were): a game can run to
600 moves, and its review searches each move to depth 3, a tenth to a third of a second a move.

Run: python3 bench/review.py [GAMES] [KIND ...]   (KIND: xii-15 xii-3 nardy ataxx latrunculi)
"""
from __future__ import annotations

import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from framework.harness.random_play import recorded_match  # noqa: E402
from framework.ai.review import MARKS, review  # noqa: E402
from framework.core.spec import new_session  # noqa: E402
from games import REGISTRY  # noqa: E402

#: The move games' strong level's allowance a move while the records are made (seconds).
MOVE_SECONDS = 0.1
#: Latrunculi's records are cut here (moves).
LATRUNCULI_MOVES = 100
#: name on the command line -> (game, setup options, what is printed).
KINDS = {
    "xii-15": ("xii", (("stones", 15),), "XII 15 stones"),
    "xii-3": ("xii", (("stones", 3),), "XII 3 stones"),
    "nardy": ("nardy", (), "Long Nardy"),
    "ataxx": ("ataxx", (), "Ataxx"),
    "latrunculi": ("latrunculi", (), "Latrunculi"),
}


def main(argv: list[str]) -> int:
    games = int(argv[0]) if argv and argv[0].isdigit() else 20
    chosen = [a for a in argv if not a.isdigit()] or list(KINDS)
    print(f"review: whole games by framework.ai.review.review, the strong level judging; {os.cpu_count()} cores")
    print(f"  records: strong against normal, seeds 0-{games - 1}; the move games' strong level at "
          f"{MOVE_SECONDS} s a move; Latrunculi's games cut at {LATRUNCULI_MOVES} moves")
    for name in chosen:
        game, options, label = KINDS[name]
        spec = next(listing.spec() for listing in REGISTRY if listing.name == game)
        strong, normal = spec.planner("strong"), spec.planner("normal")
        cap = LATRUNCULI_MOVES if game == "latrunculi" else None
        times: list[float] = []
        cpus: list[float] = []
        turns: list[int] = []
        cut = 0
        marks = {level: dict.fromkeys(MARKS, 0) for level in ("strong", "normal")}
        for seed in range(games):
            record = recorded_match(spec, options, seed, strong, normal, MOVE_SECONDS, cap)
            cut += not record.finished
            start, cpu = time.perf_counter(), time.process_time()
            found = review(record, spec.codec, lambda setup: new_session(spec, setup), strong)
            times.append(time.perf_counter() - start)
            cpus.append(time.process_time() - cpu)
            turns.append(len(found.moments))
            for summary in found.players:
                level = "strong" if summary.seat == seed % 2 else "normal"
                for mark, n in summary.marks:
                    marks[level][mark] += n
        said = "; ".join(f"{level} " + " ".join(f"{mark.replace('_', ' ')} {n}" for mark, n in found.items())
                         for level, found in marks.items())
        counted = f"{games} games" + (f" ({cut} cut)" if cut else "")
        print(f"  {label:<14} {counted}  turns {sum(turns)} (median {statistics.median(turns):.0f})  "
              f"median {statistics.median(times):.2f} s (cpu {statistics.median(cpus):.2f} s)  "
              f"slowest {max(times):.2f} s  "
              f"{sum(times) / sum(turns) * 1000:.1f} ms a turn  marks: {said}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
