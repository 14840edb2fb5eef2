"""Fit the review's correction (its stated costs' scale) from bench/review_truth.py's play-outs, and check it
on games it was not fitted on (issue 38, "Review figures that hold").

Run: python3 bench/review_truth.py --kind xii15 --games 32 --seed 200 --playouts 40 --list > run.txt
     python3 bench/review_scale.py run.txt [more.txt ...] --fit 200-215 [--bad 0.04] [--model scale|shift]

Reads the turns ``review_truth.py --list`` printed (game, stated cost, measured gain with its interval, all
in the printed unit), the review's costs then uncorrected. A correction ``s`` multiplies every stated cost, so
the review with it marks only the turns whose ``s x stated`` reaches the mark ``bad`` (``--bad``, in the
unit's own scale: XII 0.04, 4 points of a chance; Long Nardy's unit marks bad at 0.1): the turns it marks are
exactly those of this sample that still reach the mark, and their play-outs are the same. So the fit is a
fixed point: the ``s`` (0.05-2.00 in steps of 0.01) at which the marked turns of the games ``--fit`` (first-
last seed) measure on average what they state. ``--model shift`` fits a correction that takes a fixed
amount ``c`` off every stated cost instead (``max(0, stated - c)``, c 0.00-10.00 printed units in steps of
0.05; the best of many turns valued with noise looks better than it is by about the same amount whatever
its size), by the same fixed point. The check: the other games, with that ``s``: their marked
turns' stated and measured means, the ratio with its 95% interval (the turns are the sample), and how many
better moves measured significantly worse (a turn's own interval wholly below 0; and with the turns tested
as a whole, Holm's correction over their one-sided p-values). Asserts nothing.
"""
from __future__ import annotations

import argparse
import math
import re
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from framework.ai.stats import holm, p_below  # noqa: E402

LINE = re.compile(r"^\s+game (\d+) turn (\d+) \(([\d-]*)\) (\w+): stated (-?[\d.]+) measured (-?[\d.]+) "
                  r"\((-?[\d.]+) to (-?[\d.]+)\)")


def read(paths: list[str]) -> list[dict]:
    rows = []
    for path in paths:
        with open(path, encoding="utf-8") as f:
            for line in f:
                m = LINE.match(line)
                if m:
                    game, step, _, _, stated, gain, lo, hi = m.groups()
                    rows.append(dict(game=int(game), step=int(step), stated=float(stated), gain=float(gain),
                                     lo=float(lo), hi=float(hi)))
    return rows


class Correction:
    """What the review's stated cost becomes: ``max(0, scale * stated - shift)``."""

    def __init__(self, scale: float = 1.0, shift: float = 0.0) -> None:
        self.scale, self.shift = scale, shift

    def __call__(self, stated: float) -> float:
        return max(0.0, self.scale * stated - self.shift)

    def __str__(self) -> str:
        return f"scale {self.scale:.2f}" if not self.shift else f"shift {self.shift:.2f}"


def marked(rows: list[dict], fix: Correction, bad: float) -> list[dict]:
    return [r for r in rows if fix(r["stated"]) >= bad - 1e-9]


def ratio(rows: list[dict], fix: Correction) -> tuple[float, float, float, float, float]:
    """(stated mean with the correction, measured mean, ratio, its 95% interval low, high)."""
    stated = statistics.fmean(fix(r["stated"]) for r in rows)
    gains = [r["gain"] for r in rows]
    m = statistics.fmean(gains)
    half = 1.96 * statistics.stdev(gains) / math.sqrt(len(gains)) if len(gains) > 1 else math.nan
    return stated, m, m / stated, (m - half) / stated, (m + half) / stated


def fit(rows: list[dict], bad: float, model: str) -> Correction:
    """The correction at which the marked turns measure what they state (the ratio nearest 1; at least 5
    turns marked)."""
    tries = ([Correction(k / 100) for k in range(5, 201)] if model == "scale"
             else [Correction(1.0, k / 20) for k in range(0, 201)])
    best, best_gap = Correction(), math.inf
    for fix in tries:
        chosen = marked(rows, fix, bad)
        if len(chosen) < 5:
            continue
        gap = abs(ratio(chosen, fix)[2] - 1.0)
        if gap < best_gap:
            best, best_gap = fix, gap
    return best


def p_worse(row: dict) -> float:
    """The chance of a turn's measured gain this low if its better move truly gained nothing, from its printed
    95% interval (normal approximation, as review_truth.py's own)."""
    return p_below(row["gain"], (row["hi"] - row["lo"]) / (2 * 1.96))


def say(label: str, rows: list[dict], fix: Correction) -> str:
    if not rows:
        return f"  {label}: no marked turns"
    stated, m, r, lo, hi = ratio(rows, fix)
    better = sum(1 for x in rows if x["gain"] > 0)
    worse = sum(1 for x in rows if x["hi"] < 0)
    return (f"  {label}: turns {len(rows)}  stated {stated:.2f}  measured {m:.2f}  ratio {r:.2f} (95% CI {lo:.2f}-{hi:.2f})"
            f"  better measured better {better}/{len(rows)}  significantly worse {worse} (the turns tested as a "
            f"whole, Holm: {holm([p_worse(r) for r in rows])})")


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="+", help="review_truth.py --list outputs (uncorrected review)")
    ap.add_argument("--fit", required=True, help="the games (seeds FIRST-LAST) the scale is fitted on")
    ap.add_argument("--bad", type=float, default=0.04, help="the unit's 'bad' mark in its own scale (XII 0.04)")
    ap.add_argument("--unit", type=float, default=100.0, help="what review_truth printed the unit times (XII 100)")
    ap.add_argument("--model", choices=("scale", "shift"), default="scale",
                    help="the correction: a factor on every cost, or a fixed amount off every cost")
    args = ap.parse_args(argv)
    first, last = (int(x) for x in args.fit.split("-"))
    rows = read(args.files)
    fitted = [r for r in rows if first <= r["game"] <= last]
    held = [r for r in rows if not first <= r["game"] <= last]
    bad = args.bad * args.unit
    fix = fit(fitted, bad, args.model)
    print(f"{len(rows)} turns read ({len(fitted)} in games {first}-{last}, {len(held)} in the others); "
          f"marks from {bad:g} printed units")
    print(say("uncorrected, all turns", rows, Correction()))
    print(f"fitted {fix} on games {first}-{last}:")
    print(say("fit games, marked with the correction", marked(fitted, fix, bad), fix))
    print(say("other games (the check), marked with the correction", marked(held, fix, bad), fix))
    print(say("other games, uncorrected", held, Correction()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
