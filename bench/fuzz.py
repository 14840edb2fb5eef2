"""Hostile input into every registered game, with the figures printed (framework/fuzz.py).

    python3 bench/fuzz.py            # 300 cases of each kind per game
    python3 bench/fuzz.py --long     # 5,000 of each
    python3 bench/fuzz.py --game latrunculi --cases 20000
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from framework.fuzz import main  # noqa: E402
from games import REGISTRY  # noqa: E402

if __name__ == "__main__":
    raise SystemExit(main(REGISTRY))
