"""Hostile input into every registered game, with the figures printed (framework/harness/fuzz.py), and the real
program among hostile files and standard streams (framework/harness/fuzz_io.py).

    python3 bench/fuzz.py            # 300 cases of each kind per game; 6 runs per family (files, streams) and game
    python3 bench/fuzz.py --long     # 5,000 of each; 120 runs per family and game (every combination)
    python3 bench/fuzz.py --game latrunculi --cases 20000
    python3 bench/fuzz.py --family files --io-cases 200 --seed 3
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from framework.harness.fuzz import main  # noqa: E402
from games import REGISTRY  # noqa: E402

if __name__ == "__main__":
    raise SystemExit(main(REGISTRY))
