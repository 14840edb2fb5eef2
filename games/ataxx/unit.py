"""Ataxx's unit of judgement: the stones the mover is ahead after the best replies its search finds, shown
whole (one decimal only for an average that is not); marked doubtful, bad, very bad from 2, 4, 8 stones.
Its sentences are in games/ataxx/texts*.py."""
from __future__ import annotations

from framework.core.score_unit import ScoreUnit

__all__ = ["UNIT"]

UNIT = ScoreUnit("stones", marks=(2, 4, 8), decimals=1, whole=True, hint_decimals=0,
                 hint_head="play.hint_head.stones", unit_key="review.unit.stones", value_key="review.value.stones")
