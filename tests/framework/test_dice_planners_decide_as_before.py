"""The dice games' planners still choose the turns they chose before their search became the house's one expectimax.

The positions and the decisions are in dice_planner_decisions.json, written by
``bench/dice_planners.py --positions 20 --save`` (before the change, and checked
unchanged after it); each level plans each position again here, the same way
the bench does. The strength is the decisions: the same turn chosen everywhere.
"""
from __future__ import annotations

import json
import os
import random

import pytest

from board import Board
from games.nardy.board import Board as NardyBoard

with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "dice_planner_decisions.json"),
          encoding="utf-8") as _f:
    SAVED = json.load(_f)


def xii_decider(level: str):
    from games.xii.planner import planner_for
    options = {"lookahead": 3, "budget": 1e9, "clock": lambda: 0.0} if level == "strong+lookahead" else {}
    planner = planner_for(level.split("+")[0], **options)
    return lambda text, i: [str(m) for m in planner.plan(Board.from_notation(text), None, random.Random(i), None)]


def nardy_decider(level: str):
    """Long Nardy's levels; the strong one with the network the decisions were saved with, the weights
    of 2026 (bench/nardy_weights_2026.npz, the shipped ones until issue 22's new network)."""
    from games.nardy.planner import planner_for
    from games.nardy.td import Network
    from games.nardy.train import FIXED_OPPONENT
    # the one-throw lookahead as it was (deep 0): the two-ply search of issue 37 has tests of its own
    options = {"strong": {"lookahead": 0}, "strong+lookahead": {"lookahead": 3, "deep": 0}}.get(level, {})
    if level.startswith("strong"):
        options["net"] = Network.load(FIXED_OPPONENT)
    planner = planner_for(level.split("+")[0], **options)

    def decide(text: str, i: int) -> list[str]:
        return [str(m) for m in planner.plan_board(NardyBoard.from_notation(text), None, random.Random(i))]
    return decide


CASES = [pytest.param(game, level, marks=[pytest.mark.slow] if (game, level) == ("xii", "strong+lookahead") else [])
         for game in ("xii", "nardy") for level in SAVED["decisions"][game]]


@pytest.mark.parametrize("game, level", CASES)
def test_every_level_chooses_the_saved_turn_on_every_saved_position(game, level):
    decide = (xii_decider if game == "xii" else nardy_decider)(level)
    chosen = [decide(text, i) for i, text in enumerate(SAVED["positions"][game])]
    assert len(chosen) == 20
    assert chosen == SAVED["decisions"][game][level]
