"""Make the top-level modules (board.py, dice.py, ...) importable however pytest is started.

Shared test helpers live in tests/helpers_engine.py, not here.
"""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
