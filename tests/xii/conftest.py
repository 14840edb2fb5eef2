"""Make this folder's helpers (helpers_engine.py, seed_drawings.py: XII Scripta's only) importable from its tests."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
if HERE not in sys.path:
    sys.path.insert(0, HERE)
