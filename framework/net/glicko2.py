"""Glicko-2 ratings, from Mark Glickman's "Example of the Glicko-2 system" (glicko.net/glicko/glicko2.pdf).

Why our own: the formulas are a page long, and the libraries on the index
either round on the way or differ in the volatility's iteration; the paper's
worked example (a 1500/200 player against 1400/30, 1550/100 and 1700/300,
scoring 1, 0, 0, gives 1464.06/151.52, volatility 0.05999) is the test.

A rating here is on the Glicko scale (1500 for a new player, RD 350); the
computation goes through the Glicko-2 scale (``/ 173.7178``) and back, as the
paper's steps 2 and 8. The server rates one game as one rating period
(:func:`rate_game`): after each game both players' ratings move at once, and
the RD grows by the volatility before each game (the paper's step 6) rather
than with the calendar.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence

__all__ = ["Rating", "rate", "rate_game", "SCALE", "TAU", "EPSILON", "PROVISIONAL_RD"]

#: The Glicko-2 scale's factor (the paper's 173.7178).
SCALE = 173.7178
#: The system constant: how much the volatility may change in a period (the paper suggests 0.3 to 1.2).
TAU = 0.5
#: The volatility's convergence tolerance (the paper's step 5).
EPSILON = 1e-6
#: A rating whose RD is above this is provisional, shown as ``1532?`` (lichess's rule).
PROVISIONAL_RD = 110.0


@dataclass(frozen=True)
class Rating:
    """One player's rating in one pool: ``rating`` and ``rd`` (its deviation) on the Glicko scale, the
    ``volatility`` (sigma), and how many rated ``games`` it counts."""

    rating: float = 1500.0
    rd: float = 350.0
    volatility: float = 0.06
    games: int = 0

    @property
    def provisional(self) -> bool:
        """Too uncertain to be trusted yet (RD above 110): shown with a question mark."""
        return self.rd > PROVISIONAL_RD


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _expected(mu: float, mu_j: float, phi_j: float) -> float:
    return 1.0 / (1.0 + math.exp(-_g(phi_j) * (mu - mu_j)))


def _volatility(sigma: float, phi: float, v: float, delta: float, tau: float) -> float:
    """The new volatility: the root of the paper's f(x), by the Illinois algorithm (step 5)."""
    a = math.log(sigma * sigma)
    phi2, delta2 = phi * phi, delta * delta

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta2 - phi2 - v - ex) / (2.0 * (phi2 + v + ex) ** 2) - (x - a) / (tau * tau)

    big_a = a
    if delta2 > phi2 + v:
        big_b = math.log(delta2 - phi2 - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2.0
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2.0)


def rate(player: Rating, results: Sequence[tuple[Rating, float]], tau: float = TAU) -> Rating:
    """``player``'s rating after one rating period with ``results``: each an opponent's rating (as it was
    before the period) and ``player``'s score against them (1 a win, 0.5 a draw, 0 a loss). No results:
    the RD grows by the volatility (the paper's "if the player does not compete")."""
    mu = (player.rating - 1500.0) / SCALE
    phi = player.rd / SCALE
    sigma = player.volatility
    if not results:
        return Rating(player.rating, math.sqrt(phi * phi + sigma * sigma) * SCALE, sigma, player.games)
    scores = []
    for opponent, score in results:
        if not 0.0 <= score <= 1.0:
            raise ValueError(f"a score is 0..1, not {score!r}")
        mu_j, phi_j = (opponent.rating - 1500.0) / SCALE, opponent.rd / SCALE
        scores.append((_g(phi_j), _expected(mu, mu_j, phi_j), float(score)))
    v = 1.0 / sum(g * g * e * (1.0 - e) for g, e, _ in scores)
    gain = sum(g * (s - e) for g, e, s in scores)
    delta = v * gain
    sigma_new = _volatility(sigma, phi, v, delta, tau)
    phi_star = math.sqrt(phi * phi + sigma_new * sigma_new)
    phi_new = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    mu_new = mu + phi_new * phi_new * gain
    return Rating(SCALE * mu_new + 1500.0, SCALE * phi_new, sigma_new, player.games + len(results))


def rate_game(a: Rating, b: Rating, score_a: float) -> tuple[Rating, Rating]:
    """Both players' ratings after one game (one rating period) in which ``a`` scored ``score_a``."""
    return rate(a, [(b, score_a)]), rate(b, [(a, 1.0 - score_a)])
