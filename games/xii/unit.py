"""XII Scripta's unit of judgement: the mover's chance of winning (0-1) by the trained network, shown in
points of 100; its marks gnubg's doubtful / bad / very bad on a winning chance (2, 4, 8 points). Its
sentences are in games/xii/texts*.py."""
from __future__ import annotations

from framework.core.score_unit import ScoreUnit

__all__ = ["UNIT"]

UNIT = ScoreUnit("chance", marks=(0.02, 0.04, 0.08), scale=100, decimals=1, line="chance",
                 hint_head="play.hint_head.chance", unit_key="review.unit.chance", value_key="review.value.chance")
