"""Latrunculi's unit of judgement: the men the mover is ahead after the best replies its search finds (a
hundred hundredths of its evaluation), with one decimal; marked doubtful, bad, very bad from half a man,
one, two. Its sentences are in games/latrunculi/texts*.py."""
from __future__ import annotations

from framework.core.score_unit import ScoreUnit

__all__ = ["UNIT"]

UNIT = ScoreUnit("men", marks=(0.5, 1.0, 2.0), decimals=1, hint_decimals=1,
                 hint_head="play.hint_head.men", unit_key="review.unit.men", value_key="review.value.men")
