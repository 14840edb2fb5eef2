"""The 95% interval the strength benchmarks and the trainers print beside a win rate."""
from __future__ import annotations

import math

__all__ = ["wilson"]


def wilson(score: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval (95% with the default ``z``) of a proportion ``score / n``.

    ``score`` may count a draw as half a win. Unlike the normal approximation it stays
    inside 0-1 and is sensible for rates near 0 or 1 and for small ``n``.
    """
    if n == 0:
        return 0.0, 1.0
    p = score / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)
