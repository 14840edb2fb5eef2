"""bench/ataxx_search_2026_11_28.py, the fixed opponent of issue 37, plays as games/ataxx/planner.py
played on 2026-11-28 (commit 9e673e1, before issue 37's tuned evaluation).

Why pinned numbers and not the planner itself: the planner changes (that is what the fixed opponent
measures); the copy must not. The moves, scores and node counts below are the planner's own at depth
3 from Random(0), written down before its evaluation changed (random positions of random play, the
same on the frozen copy over 39 such positions then).
"""
from __future__ import annotations

import os
import random
import sys

import pytest

from games.ataxx.board import Board

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "bench"))
import ataxx_search_2026_11_28 as frozen  # noqa: E402

#: (position, the planner's move at depth 3, its score in stones, the nodes it searched)
PLAYED = [
    ("1x5/1xx3x/xxx1x2/4x1x/5x1/1ooo1o1/1oo1oo1 x 0 29", "e4e2", 9.125, 523),
    ("oo5/oo2x2/1oox2x/1oo1xx1/o6/4x2/oo1x3 o 3 21", "c5e5", 8.5, 326),
    ("1o2x2/o3xxx/1ox2x1/o4o1/5o1/5xx/2oo1x1 o 1 16", "b5d6", 5.0, 434),
    ("2oo2x/2oo1x1/3o1x1/7/2o1x2/1o1o3/7 x 1 10", "e3c5", 0.125, 369),
    ("oo3oo/1ooo2o/2oo3/7/1x2x2/2x2x1/x3x2 o 1 18", "d5d3", 4.875, 452),
    ("7/4o2/7/o6/o1x4/7/6x x 2 7", "b4", 5.125, 143),
    ("1o2o2/7/3o3/1o2x2/1oxxx2/4x2/3x3 x 1 14", "c4", 7.5, 330),
    ("7/5o1/4o2/5o1/4o2/xxx2oo/2x3o o 11 19", "d2", 6.625, 320),
    ("xxooo2/x2o3/1x1o2o/6o/1x5/xx5/7 x 0 20", "c6", 5.625, 226),
    ("6x/oo2x2/o1xx1x1/3x3/1o2x2/1o4x/oo2x2 o 3 23", "b6d6", 2.125, 383),
]


@pytest.mark.parametrize("fen, move, score, nodes", PLAYED)
def test_the_frozen_search_chooses_as_the_planner_did_at_depth_three(fen, move, score, nodes):
    b = Board(fen, rules="standard")
    r = frozen.Searcher(random.Random(0)).search(b, frozen.Limits(max_depth=3))
    assert (str(r.move), r.score, r.nodes) == (move, score, nodes)
