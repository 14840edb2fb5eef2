"""Ataxx: the evaluation's weights fitted to games' results (Texel tuning), and the search's speed.

Run: python3 bench/ataxx_texel.py data --games N [--start I] [--depth 4] [--random 2-8] [--seed S]
                                        [--jobs J] [--out /tmp/ataxx_texel_data.npz]
     python3 bench/ataxx_texel.py fit FILE [FILE ...] [--scale 8] [--holdout 5] [--tie TERM]
     python3 bench/ataxx_texel.py speed [--depth 5] [--repeat 5] [--compare]

``data`` plays N fast games of games/ataxx/planner.py's search against itself at a fixed depth
(the first plies random, a random count of them, for variety; game I seeded by --seed and I, so
``--start`` lets a data set grow in chunks that add up to the same games) and writes every position
after the random opening that the search's frontier would evaluate, from the side to move, with the
game's result for that side (1, 1/2, 0), to an .npz file. Data is generated, never committed.

``fit`` computes each position's evaluation terms with the search's own function
(``planner.frontier_terms``, in ``planner.FEATURES``' order: one copy of the evaluation), then
fits as Texel tuning does: first K alone, the logistic scale of today's evaluation
(result ~ sigmoid(K * eval in stones)), then every weight at once by a logistic regression of the
result on the terms (log loss, Newton's method), material fixed at --scale units a stone, so K
moves with it; ``--tie gain`` holds a term at its present ratio to the stones' weight. Games whose
number is a multiple of --holdout are left out of the fit and their loss printed beside the fitted
ones' (the fit is no better than its loss on games it did not see).
Prints the weights before and after, rounded to integers in 1/--scale of a stone, the mean squared
error and the log loss before, after and after rounding, and the lines to put in planner.py.

``speed`` searches fixed positions (random play, seeded) to a fixed depth and prints the nodes a
second of CPU time, for comparing the evaluation's cost before and after a change (noisy on a
loaded machine: the best of --repeat runs is printed too); ``--compare`` measures the fixed opponent
bench/ataxx_search_2026_11_28.py (the evaluation before issue 37, written inline) in turn with it.

Why Texel: hand-set weights were tuned one at a time by matches (bench/ataxx_match.py --set),
hundreds of games per guess; a fit to the outcomes of a few thousand games sets all of them at
once, and the match only checks the result.
"""
from __future__ import annotations

import argparse
import multiprocessing
import os
import random
import sys
import time

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from games.ataxx import planner  # noqa: E402
from games.ataxx.board import BLACK, Board, Rules, _dilate  # noqa: E402

sys.path.insert(0, os.path.join(ROOT, "bench"))
import ataxx_search_2026_11_28  # noqa: E402

DEFAULT_OUT = "/tmp/ataxx_texel_data.npz"


# --------------------------------------------------------------------------- data


def _sides(b: Board) -> tuple[int, int]:
    """(the mover's stones, the opponent's)."""
    return (b.black, b.white) if b.turn == BLACK else (b.white, b.black)


def evaluable(own: int, opp: int, empty: int) -> bool:
    """Whether the search's frontier scores this position with the evaluation (both sides have stones,
    squares are empty and the mover reaches one), not as a result or a pass."""
    return bool(own and opp and empty and _dilate(_dilate(own)) & empty)


def terms(own: int, opp: int, empty: int) -> tuple[int, ...]:
    """The evaluation's terms of a position, as the search's frontier computes them."""
    clones = _dilate(own) & empty
    reach = _dilate(_dilate(own)) & empty
    return planner.frontier_terms(own, opp, empty, clones, reach, own.bit_count() - opp.bit_count())


def play(job: tuple[int, int, int, int, int]) -> tuple[list[tuple[int, int, int, int, int]], float, int]:
    """Game ``n``: a random opening of lo-hi plies, then the search at ``depth`` for both sides.
    Returns the positions after the opening ((own, opp, empty, the mover's colour, ply) from the
    mover's side), black's points and the number of plies."""
    n, seed, depth, lo, hi = job
    rng = random.Random(seed * 1_000_003 + n)
    b = Board(rules=Rules.STANDARD)
    for _ in range(rng.randint(lo, hi)):
        if b.is_game_over():
            break
        b.push(rng.choice(b.legal_moves()))
    searcher = planner.Searcher(rng)
    limits = planner.Limits(max_depth=depth)
    seen: list[tuple[int, int, int, int, int]] = []
    while not b.is_game_over():
        own, opp = _sides(b)
        if evaluable(own, opp, b.empty):
            seen.append((own, opp, b.empty, b.turn, len(b.move_stack)))
        b.push(searcher.search(b, limits).move)
    winner = b.outcome().winner
    black = 0.5 if winner is None else 1.0 if winner == BLACK else 0.0
    return seen, black, len(b.move_stack)


def data(a: argparse.Namespace) -> int:
    lo, hi = (int(x) for x in a.random.split("-"))
    jobs = [(n, a.seed, a.depth, lo, hi) for n in range(a.start, a.start + a.games)]
    began, cpu = time.monotonic(), time.process_time()
    rows: list[tuple[int, int, int, float, int, int]] = []
    plies = 0
    pool = multiprocessing.Pool(a.jobs) if a.jobs > 1 else None
    for (n, *_), (seen, black, length) in zip(jobs, (pool.imap if pool else map)(play, jobs)):
        plies += length
        for own, opp, empty, turn, ply in seen:
            rows.append((own, opp, empty, black if turn == BLACK else 1.0 - black, n, ply))
    if pool:
        pool.close()
    arr = {name: np.array([r[i] for r in rows], dtype=dtype) for i, (name, dtype) in enumerate(
        (("own", np.uint64), ("opp", np.uint64), ("empty", np.uint64), ("result", np.float32),
         ("game", np.int32), ("ply", np.int16)))}
    np.savez_compressed(a.out, depth=a.depth, seed=a.seed, **arr)
    wins = np.mean(arr["result"]) if rows else 0.0
    print(f"{a.games} games (numbers {a.start}-{a.start + a.games - 1}, seed {a.seed}, depth {a.depth}, "
          f"{lo}-{hi} random plies): {plies} plies, {len(rows)} positions to {a.out} "
          f"(mean result for the mover {wins:.3f}); {time.monotonic() - began:.0f} s, "
          f"{time.process_time() - cpu:.0f} s CPU in this process")
    return 0


# --------------------------------------------------------------------------- fit


def load(paths: list[str]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(the terms of every position, its result for the mover, its game number) of the data files."""
    xs, ys, gs = [], [], []
    for path in paths:
        with np.load(path) as f:
            own, opp, empty = (f[k].tolist() for k in ("own", "opp", "empty"))
            xs.append(np.array([terms(*p) for p in zip(own, opp, empty)], dtype=np.float64))
            ys.append(f["result"].astype(np.float64))
            gs.append(f["game"].astype(np.int64))
    return np.concatenate(xs), np.concatenate(ys), np.concatenate(gs)


def _sigmoid(z: np.ndarray) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-np.clip(z, -50, 50)))


def losses(beta: np.ndarray, x: np.ndarray, y: np.ndarray) -> tuple[float, float]:
    """(mean squared error, log loss) of the prediction sigmoid(x @ beta) of the results ``y``."""
    p = np.clip(_sigmoid(x @ beta), 1e-12, 1 - 1e-12)
    return float(np.mean((p - y) ** 2)), float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def fit_k(w: np.ndarray, x: np.ndarray, y: np.ndarray, scale: int) -> float:
    """Texel's first step: the K (per stone) that makes sigmoid(K * x @ w / scale) fit ``y`` best in
    mean squared error, by golden-section search (the loss is unimodal in K)."""
    lo, hi = 0.0, 5.0
    g = (5 ** 0.5 - 1) / 2
    for _ in range(60):
        a, b = hi - g * (hi - lo), lo + g * (hi - lo)
        if losses(a * w / scale, x, y)[0] < losses(b * w / scale, x, y)[0]:
            hi = b
        else:
            lo = a
    return (lo + hi) / 2


def fit_logistic(x: np.ndarray, y: np.ndarray, beta: np.ndarray, steps: int = 30) -> np.ndarray:
    """The coefficients minimizing the log loss of sigmoid(x @ beta) against ``y`` (results 0, 1/2, 1),
    by Newton's method from ``beta`` (the loss is convex: a few steps converge)."""
    for _ in range(steps):
        p = _sigmoid(x @ beta)
        grad = x.T @ (p - y) / len(y)
        hess = (x * (p * (1 - p))[:, None]).T @ x / len(y) + 1e-9 * np.eye(len(beta))
        step = np.linalg.solve(hess, grad)
        beta = beta - step
        if np.max(np.abs(step)) < 1e-10:
            break
    return beta


def _row(name: str, beta: np.ndarray, x: np.ndarray, y: np.ndarray, train: np.ndarray) -> str:
    mse, ll = losses(beta, x[train], y[train])
    hmse, hll = losses(beta, x[~train], y[~train]) if (~train).any() else (float("nan"), float("nan"))
    return f"  {name:<34} MSE {mse:.5f}  log loss {ll:.5f}   held out: MSE {hmse:.5f}  log loss {hll:.5f}"


def fit(a: argparse.Namespace) -> int:
    began = time.monotonic()
    x, y, games = load(a.files)
    train = games % a.holdout != 0 if a.holdout else np.ones(len(y), dtype=bool)
    names = planner.FEATURES
    print(f"{len(y)} positions of {len(np.unique(games))} games ({int(train.sum())} fitted, "
          f"{int((~train).sum())} held out: games whose number is a multiple of {a.holdout}); "
          f"mean result {y.mean():.3f}; terms {', '.join(names)}")
    w0 = np.array(planner.weights(), dtype=np.float64)
    k0 = fit_k(w0, x[train], y[train], planner.SCALE)
    before = k0 * w0 / planner.SCALE
    # a tied term keeps its ratio to the stones' weight: its column joins the stones' one in the fit
    tied = [names.index(n) for n in a.tie]
    free = [i for i in range(len(names)) if i not in tied]
    xf = x[:, free].copy()
    for i in tied:
        xf[:, 0] += x[:, i] * w0[i] / w0[0]
    beta = np.zeros(len(names))
    beta[free] = fit_logistic(xf[train], y[train], before[free])
    for i in tied:
        beta[i] = beta[0] * w0[i] / w0[0]
    k = beta[0]                                   # per stone: material's weight is one stone
    fitted = beta / k * a.scale
    rounded = np.round(fitted)
    rounded[0] = a.scale
    k_rounded = fit_k(rounded, x[train], y[train], a.scale)
    after_rounding = k_rounded * rounded / a.scale
    width = max(len(n) for n in names)
    print(f"K, the planner's weights now (1/{planner.SCALE} stone), fitted (1/{a.scale} stone), rounded:")
    print(f"  {'K per stone':<{width}}  {k0:8.4f}  {k:8.4f}  {k_rounded:8.4f}")
    for i, n in enumerate(names):
        print(f"  {n:<{width}}  {w0[i]:8.0f}  {fitted[i]:8.3f}  {rounded[i]:8.0f}")
    print("losses (fitted games, held-out games):")
    print(_row("the planner's weights now, K fitted", before, x, y, train))
    print(_row("fitted", beta, x, y, train))
    print(_row("fitted, rounded, K fitted again", after_rounding, x, y, train))
    stones = np.eye(len(names))[0]
    print(_row("stones alone, K fitted", fit_k(stones, x[train], y[train], 1) * stones, x, y, train))
    print(f"in games/ataxx/planner.py, weights() in FEATURES' order (signed): SCALE = {a.scale}, "
          + ", ".join(f"{n} {int(v)}" for n, v in zip(names[1:], rounded[1:])))
    print(f"{time.monotonic() - began:.0f} s")
    return 0


# --------------------------------------------------------------------------- speed


def positions(count: int = 24, seed: int = 5) -> list[Board]:
    """``count`` positions of random play (4-70 plies), the game not over."""
    rng = random.Random(seed)
    out: list[Board] = []
    while len(out) < count:
        b = Board(rules=Rules.STANDARD)
        for _ in range(rng.randint(4, 70)):
            if b.is_game_over():
                break
            b.push(rng.choice(b.legal_moves()))
        if not b.is_game_over():
            out.append(b)
    return out


def speed(a: argparse.Namespace) -> int:
    """Each search in turn (so the machine's load falls on both alike), ``--repeat`` times."""
    boards = positions()
    engines = {"planner": planner, "2026-11-28": ataxx_search_2026_11_28} if a.compare else {"planner": planner}
    rates: dict[str, list[float]] = {name: [] for name in engines}
    nodes = dict.fromkeys(engines, 0)
    for _ in range(a.repeat):
        for name, mod in engines.items():
            nodes[name], start = 0, time.process_time()
            for b in boards:
                nodes[name] += mod.Searcher(random.Random(0)).search(b.copy(), mod.Limits(max_depth=a.depth)).nodes
            rates[name].append(nodes[name] / (time.process_time() - start))
    for name, r in rates.items():
        r.sort()
        print(f"{name}: {len(boards)} positions at depth {a.depth}: {nodes[name]} nodes a run; nodes a second "
              f"of CPU over {a.repeat} runs: median {r[len(r) // 2]:,.0f}, best {r[-1]:,.0f}, worst {r[0]:,.0f}")
    print(f"load average {os.getloadavg()[0]:.2f}")
    return 0


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="command", required=True)
    d = sub.add_parser("data", help="play fast games and write their positions with the results")
    d.add_argument("--games", type=int, default=1000)
    d.add_argument("--start", type=int, default=0, help="the first game's number")
    d.add_argument("--depth", type=int, default=4)
    d.add_argument("--random", default="2-8", help="random opening plies, LO-HI")
    d.add_argument("--seed", type=int, default=1)
    d.add_argument("--jobs", type=int, default=1)
    d.add_argument("--out", default=DEFAULT_OUT)
    f = sub.add_parser("fit", help="fit the evaluation's weights to the results")
    f.add_argument("files", nargs="+")
    f.add_argument("--scale", type=int, default=planner.SCALE, help="material's weight: units a stone")
    f.add_argument("--tie", action="append", default=[], choices=planner.FEATURES[1:], metavar="TERM",
                   help="hold TERM's weight at its ratio to the stones' weight now (repeatable)")
    f.add_argument("--holdout", type=int, default=5, help="leave out games whose number is a multiple (0: none)")
    s = sub.add_parser("speed", help="the search's nodes a second at a fixed depth")
    s.add_argument("--depth", type=int, default=5)
    s.add_argument("--repeat", type=int, default=5)
    s.add_argument("--compare", action="store_true",
                   help="the fixed opponent bench/ataxx_search_2026_11_28.py too, in turn with the planner")
    a = p.parse_args()
    return {"data": data, "fit": fit, "speed": speed}[a.command](a)


if __name__ == "__main__":
    sys.exit(main())
