"""Long Nardy's unit of judgement: the mover's equity in points by the trained network (a win 1, a mars 2),
with two decimals; its marks gnubg's doubtful / bad / very bad (0.04, 0.08, 0.16 of equity). A choice also
carries its chance to win and to win with a mars. Its sentences are in games/nardy/texts*.py."""
from __future__ import annotations

from framework.core.score_unit import ScoreUnit

__all__ = ["UNIT"]

UNIT = ScoreUnit("chance_mars", marks=(0.04, 0.08, 0.16), decimals=2, line="chance",
                 hint_head="play.hint_head.chance_mars", unit_key="review.unit.chance_mars",
                 value_key="review.value.chance_mars")
