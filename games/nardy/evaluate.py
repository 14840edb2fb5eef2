"""The normal level's hand-written evaluation of a Long Nardy position (compact, from games/nardy/board.py).

``evaluate(mine, theirs)`` values the position for the side ``mine`` just after
it has moved (the opponent is to throw), in pips: higher is better. The terms,
each a reason a player of the game would give:

- race: the opponent's pip count minus mine (the game is a race first of all);
- head: checkers still on my head beyond the first few cost tempo (they leave one
  per turn), so each costs a little;
- blocks: points I hold in a row along the opponent's route, in front of its
  rearmost checker, hold it back; a run of n counts n squared;
- stacks: more than four checkers on one point (other than the head) waste
  checkers that could hold points;
- home: checkers already home are closer to bearing off;
- mars danger: once the opponent bears off and I have borne off none, each of my
  checkers outside home is a step towards losing double.
"""
from __future__ import annotations

from games.nardy.board import borne_off, counts

__all__ = ["evaluate", "WEIGHTS"]

WEIGHTS = {"race": 1.0, "head": 1.5, "block": 0.6, "stack": 0.8, "home": 0.5, "mars": 6.0, "point": 1.0}


def _pips(c: list[int]) -> int:
    return sum(n * (24 - r) for r, n in enumerate(c))


def evaluate(mine: int, theirs: int) -> float:
    """Value of the position for ``mine`` (packed sides, see games/nardy/board.py), in pips."""
    if borne_off(mine) == 15:
        return 1000.0
    a, b = counts(mine), counts(theirs)
    w = WEIGHTS
    score = w["race"] * (_pips(b) - _pips(a))
    score -= w["head"] * max(0, a[0] - 3)
    # My route point r is the opponent's route point (r + 12) % 24.
    rear = next((r for r in range(24) if b[r]), 24)        # opponent's rearmost checker, its route
    run = best = held = 0
    for s in range(rear, 24):
        if a[(s + 12) % 24]:
            run += 1
            held += 1
            best = max(best, run)
        else:
            run = 0
    score += w["block"] * best * best + w["point"] * held
    score -= w["stack"] * sum(n - 4 for n in a[1:] if n > 4)
    score += w["home"] * sum(a[18:])
    if borne_off(theirs) and not borne_off(mine):
        score -= w["mars"] * sum(a[:18])
    if borne_off(theirs) == 0 and borne_off(mine):
        score += w["mars"] * 0.5 * sum(b[:18])
    return score
