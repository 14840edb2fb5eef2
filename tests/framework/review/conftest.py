"""The review tests' helpers (helpers_review.py) importable from this folder's tests."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
if HERE not in sys.path:
    sys.path.insert(0, HERE)
