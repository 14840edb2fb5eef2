"""Teach the strong level's network its own one-throw lookahead: ``python -m games.nardy.distill``.

Why: the strong level with its lookahead takes about 60% of the points from the
same network playing alone, and self-play TD(λ) has stopped improving the
network (issue 37; games/nardy/README.md). So the lookahead's values become the
network's targets (distillation: gnubg's networks were trained on deeper values
the same way), and the search then starts from a better judgement.

The shipped weights, from the project's root, are two rounds (td.py's FIRST_DISTILL_OPTIONS and
DISTILL_OPTIONS): the network of 2026-11-26 taught its lookahead, kept in bench/, then that one
taught its own (a throw deeper than its teacher's: 57.4% of the points against the network of
2026-11-26 after the first round, 60.5% after the second, both with the two-ply search):

    python -m games.nardy.distill --init bench/nardy_weights_2026_11_26.npz --games 2600 --top 4
        --seed 1 --hidden 160 --epochs 25 --rate 0.003 --decay 0.88 --jobs 2
        --out bench/nardy_weights_2026_11_29.npz
    python -m games.nardy.distill --init bench/nardy_weights_2026_11_29.npz --games 2600 --top 4
        --seed 2 --hidden 160 --epochs 25 --rate 0.003 --decay 0.88 --jobs 2
        --out games/nardy/nardy_weights.npz

Three steps, each deterministic for ``--seed`` (and the same for any ``--jobs``):

1. positions: ``--games`` games of the ``--init`` network playing itself, each
   turn its best by one pass (one turn in ten, one of its best three: a little
   variety, ``EXPLORE``); of every turn with a choice, the afterstates of its
   ``--top`` best turns by the network (the ones a search chooses among);
2. targets: each afterstate's value a throw deeper by the same network: for
   each of the opponent's 21 throws, the reply the network values best, its
   outputs (win, mars win, mars loss) seen from the side that moved, weighed by
   the throw's chance (a reply that bears off the last checker is the game's
   result itself); split over ``--jobs`` processes in fixed chunks of games;
3. the fit (framework/ai/fit.py): a network of ``--hidden`` units, grown from
   ``--init`` (td.py's ``widened``: it starts valuing as ``--init`` does), fitted
   to the targets by Adam over ``--epochs`` passes; a twentieth of the positions
   is held out and its loss printed after each pass.
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import time
from multiprocessing import get_context
from typing import Sequence

from games.nardy.td import CODE_VERSION, Network, encode  # first: it sets numpy's threads

import numpy as np

from framework.ai.fit import FitOptions, cross_entropy, fit
from framework.ai.td import TrainingError, WeightsError, check_out, progress_bar, run_trainer, save_weights
from framework.core.dice import distinct_throws
from framework.core.numbers import decimal_arg, whole_number_arg
from games.nardy.board import CHECKERS, START, borne_off, turn_results
from games.nardy.train import widened

__all__ = ["positions", "lookahead_outputs", "distill", "main", "EXPLORE", "CHUNK"]

#: The share of self-play turns that play one of the network's best three instead of its best.
EXPLORE = 0.1
#: Games a chunk: positions and targets are made chunk by chunk (chunk k from seed ``seed * 1000 + k``), so
#: the result does not depend on how many processes share the work.
CHUNK = 100

_THROWS = distinct_throws(2)
Afterstate = tuple[int, int]        # (the side that has just moved, the side to throw next), packed


def positions(net: Network, games: int, seed: int, top: int) -> list[Afterstate]:
    """The afterstates of the ``top`` best turns (by ``net``) of every turn with a choice in ``games`` games
    of ``net`` playing itself with dice from ``random.Random(seed)``; turns that end the game are left out
    (their value is known)."""
    rng = random.Random(seed)
    out: list[Afterstate] = []
    for _ in range(games):
        pos = START
        while True:
            options = turn_results(pos, (rng.randint(1, 6), rng.randint(1, 6)))
            movers = [child[1] for _, child in options]
            others = [child[0] for _, child in options]
            chosen = 0
            if len(options) > 1:
                order = [int(i) for i in np.argsort(-net.equity(movers, others), kind="stable")]
                chosen = order[0]
                if rng.random() < EXPLORE:
                    chosen = order[rng.randrange(min(3, len(order)))]
                out.extend((movers[i], others[i]) for i in order[:top] if borne_off(movers[i]) != CHECKERS)
            mine, theirs = movers[chosen], others[chosen]
            if borne_off(mine) == CHECKERS:
                break
            pos = (theirs, mine)
    return out


def lookahead_outputs(net: Network, afterstates: Sequence[Afterstate]) -> np.ndarray:
    """(n, 3): each afterstate's outputs (win, mars win, mars loss for the side that has just moved) a throw
    deeper: over the opponent's throws, its reply that ``net`` values best, weighed by the throw's chance."""
    out = np.empty((len(afterstates), 3), np.float32)
    for k, (mine, theirs) in enumerate(afterstates):
        movers: list[int] = []          # the opponent after each reply
        ends: list[int] = []
        for throw, _ in _THROWS:
            movers.extend(child[1] for _, child in turn_results((theirs, mine), throw))
            ends.append(len(movers))
        y = net.outputs(movers, [mine] * len(movers)).astype(np.float64)
        for j, mover in enumerate(movers):
            if borne_off(mover) == CHECKERS:            # the opponent has won: the result itself
                y[j] = (1.0, float(borne_off(mine) == 0), 0.0)
        equity = 2 * y[:, 0] + y[:, 1] - y[:, 2]
        total, start = np.zeros(3), 0
        for (_, chance), end in zip(_THROWS, ends):
            total += chance * y[start + int(np.argmax(equity[start:end]))]
            start = end
        out[k] = (1.0 - total[0], total[2], total[1])   # the opponent's win is my loss; its mars win, my mars loss
    return out


def _chunk(job: tuple[str, int, int, int]) -> tuple[np.ndarray, np.ndarray]:
    """One chunk's inputs and targets (in a worker process: it reads the network itself)."""
    path, games, seed, top = job
    net = Network.load(path)
    found = positions(net, games, seed, top)
    return encode([m for m, _ in found], [o for _, o in found]), lookahead_outputs(net, found)


def distill(init: str, games: int, seed: int, out: str, top: int = 4, hidden: int = 160, jobs: int = 1,
            options: FitOptions | None = None, quiet: bool = False) -> Network:
    """Make the positions and their targets with the network ``init``, fit a network of ``hidden`` units
    grown from it, and save it to ``out`` with its command; the fitted network. TrainingError for an ``out``
    that cannot be written, an ``init`` that cannot be read or has more units than ``hidden``, before any work."""
    check_out(out)
    try:
        teacher = Network.load(init)
    except WeightsError:
        raise TrainingError("train.network_bad", path=init) from None
    student = widened(teacher, hidden, seed, init)         # before the work: too few units is refused here
    options = options or FitOptions(seed=seed)
    work = [(init, min(CHUNK, games - first), seed * 1000 + k, top) for k, first in enumerate(range(0, games, CHUNK))]
    started = time.perf_counter()
    parts: list[tuple[np.ndarray, np.ndarray]] = []
    if jobs > 1:
        with get_context("spawn").Pool(jobs) as pool:    # spawn: a clean process, as on every system
            for part in pool.imap(_chunk, work):
                parts.append(part)
                if not quiet:
                    progress_bar(sum(job[1] for job in work[:len(parts)]), games, started)
    else:
        for job in work:
            parts.append(_chunk(job))
            if not quiet:
                progress_bar(sum(job[1] for job in work[:len(parts)]), games, started)
    inputs = np.concatenate([p[0] for p in parts])
    targets = np.concatenate([p[1] for p in parts])
    held = len(inputs) // 20
    cut = len(inputs) - held
    if not quiet:
        sys.stderr.write("\n")
        print(f"{len(inputs)} positions from {games} games; held out {held}; "
              f"held-out loss {cross_entropy(student, inputs[cut:], targets[cut:]):.5f} before the fit", flush=True)

    def report(epoch: int, net: Network) -> None:
        if not quiet and held:
            print(f"pass {epoch}/{options.epochs}: held-out loss {cross_entropy(net, inputs[cut:], targets[cut:]):.5f}",
                  flush=True)

    fit(student, inputs[:cut], targets[:cut], options, report)
    command = (f"python -m games.nardy.distill --init {init} --games {games} --top {top} --seed {seed} "
               f"--hidden {hidden} --epochs {options.epochs} --rate {options.rate:g} --decay {options.decay:g} "
               f"--out {os.path.basename(out)}")
    save_weights(student, out, code_version=CODE_VERSION, games=games, seed=seed, hidden=hidden, positions=len(inputs),
                 teacher=os.path.basename(init), command=command)
    return student


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(prog="python -m games.nardy.distill", description=__doc__.splitlines()[0])
    ap.add_argument("--init", required=True, help="the network whose lookahead teaches, and where the new one starts")
    ap.add_argument("--games", type=whole_number_arg(1), required=True, help="self-play games that give the positions")
    ap.add_argument("--top", type=whole_number_arg(1, 100), default=4, help="a turn's best afterstates kept (4)")
    ap.add_argument("--seed", type=whole_number_arg(signed=True), default=1)
    ap.add_argument("--hidden", type=whole_number_arg(1, 4096), default=160)
    ap.add_argument("--epochs", type=whole_number_arg(1, 1000), default=FitOptions.epochs)
    ap.add_argument("--rate", type=decimal_arg(0, 1), default=FitOptions.rate, help="the first pass's learning rate")
    ap.add_argument("--decay", type=decimal_arg(0, 1), default=FitOptions.decay, help="the rate's factor after each pass")
    ap.add_argument("--jobs", type=whole_number_arg(1, 64), default=1, help="processes making the targets")
    ap.add_argument("--out", required=True, help="the weights file to write (.npz)")
    args = ap.parse_args(argv)
    options = FitOptions(args.epochs, args.rate, args.decay, seed=args.seed)
    run_trainer(ap.prog, lambda: distill(args.init, args.games, args.seed, args.out, args.top, args.hidden,
                                         args.jobs, options))


if __name__ == "__main__":
    main()
