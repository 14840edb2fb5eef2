"""Make this folder's helpers (nardy_oracle.py) importable from its tests."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
if HERE not in sys.path:
    sys.path.insert(0, HERE)
