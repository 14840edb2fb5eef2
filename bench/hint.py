"""How long ``hint`` thinks in every game: framework.ai.analysis.rank at positions of random legal play.

Prints, per game, the positions ranked, the median and the slowest time (seconds of the clock, and of the
process's CPU: on a shared machine they say more) and what the planner ranked with; never asserted (the
house's decision budget is 1 s). Run: python3 bench/hint.py [N] [GAME ...]
"""
from __future__ import annotations

import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from framework.ai.analysis import HINT_SECONDS, rank  # noqa: E402
from framework.harness.random_play import playout, random_session  # noqa: E402
from games import REGISTRY  # noqa: E402


def main(argv: list[str]) -> int:
    positions = int(argv[0]) if argv else 12
    chosen = set(argv[1:])
    print(f"hint: the best three by framework.ai.analysis.rank, {HINT_SECONDS} s allowed; {os.cpu_count()} cores")
    for listing in REGISTRY:
        if chosen and listing.name not in chosen:
            continue
        spec = listing.spec()
        planner = spec.planner("strong")
        rng = random.Random(1)
        times: list[float] = []
        cpu: list[float] = []
        kinds: set[str] = set()
        game_no = 0
        while len(times) < positions:
            session = random_session(spec, game_no)
            game_no += 1
            for step, (s, _) in enumerate(playout(session, rng, 400)):
                if step % 17 != 5 or len(times) >= positions:
                    continue
                start, c0 = time.perf_counter(), time.process_time()
                best = rank(s.game, planner)
                times.append(time.perf_counter() - start)
                cpu.append(time.process_time() - c0)
                kinds.update(c.unit.name for c in best)
        print(f"  {spec.name:<11} {len(times)} positions  median {statistics.median(times):.3f} s "
              f"(CPU {statistics.median(cpu):.3f} s)  slowest {max(times):.3f} s (CPU {max(cpu):.3f} s)  "
              f"kinds {', '.join(sorted(kinds))}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
