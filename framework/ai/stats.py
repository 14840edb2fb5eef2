"""The statistics the benchmarks and the trainers print: the 95% interval beside a win rate, and the tests of
bench/review_truth.py's play-outs (a one-sided p-value, Holm's correction over many)."""
from __future__ import annotations

import math

__all__ = ["wilson", "p_below", "holm"]


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


def p_below(mean: float, se: float) -> float:
    """The one-sided p-value of a mean this low or lower when the truth is 0 (normal approximation, standard
    error ``se``): small when ``mean`` is well below 0. ``se`` 0: 0 for a mean below 0, else 1."""
    if se <= 0:
        return 0.0 if mean < 0 else 1.0
    return 0.5 * math.erfc(-mean / se / math.sqrt(2))


def holm(pvalues: "list[float]", alpha: float = 0.05) -> int:
    """How many of the hypotheses behind ``pvalues`` Holm's step-down procedure rejects at family-wise level
    ``alpha``: the k-th smallest p (from 0) is compared with alpha / (m - k), until one is not below it."""
    count = 0
    ordered = sorted(pvalues)
    for k, p in enumerate(ordered):
        if p > alpha / (len(ordered) - k):
            break
        count += 1
    return count
