"""Make this folder's helpers (screen_faults.py, screen_probe.py: the screens' checks) importable from its tests."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
if HERE not in sys.path:
    sys.path.insert(0, HERE)
