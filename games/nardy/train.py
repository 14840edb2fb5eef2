"""Train the strong level's network by TD(λ) self-play: ``python -m games.nardy.train``.

The network of 2026-11-26 (two runs from the project's root, each command on one line; td.py's
REMAKE_FIRST_OPTIONS and REMAKE_OPTIONS), kept as bench/nardy_weights_2026_11_26.npz: the shipped
weights until issue 37, and the teacher of today's (games/nardy/distill.py):

    python -m games.nardy.train --games 35000 --seed 1 --alpha 0.1 --lam 0.7 --hidden 80
        --alpha-half-life 100000 --eval-every 5000 --eval-games 400
        --init bench/nardy_weights_2026.npz --out nardy_weights_35000.npz
    python -m games.nardy.train --games 20000 --seed 2 --alpha 0.02 --lam 0.7 --hidden 80
        --alpha-half-life 10000 --eval-every 2500 --eval-games 400
        --init nardy_weights_35000.npz --out nardy_weights.npz

Deterministic for a given ``--seed`` (the network's start and the dice come
from it; numpy and Python arithmetic are the same on every run on one machine).
``--init FILE`` starts from a trained network instead of random weights (either
encoding, td.py: its inputs and hidden units are kept, the new ones start at zero
weight out, so the start plays as FILE does). The learning rate halves every
``--alpha-half-life`` games (0: constant).

A checkpoint (``OUT.ckpt.npz``: the weights, the games played and the dice
generator's state; the traces start afresh each game, so a game boundary holds
nothing else) is written atomically every ``--checkpoint`` games and resumed
from with ``--resume``: a resumed run ends with the same weights, bit for bit,
as an unbroken one. Every ``--eval-every`` games the network (greedy, no
lookahead) plays ``--eval-games`` games against the fixed opponent ``--against``
(today's weights of 2026 in bench/ by default) on the same dice with seats
swapped (duel.py); the best so far is kept as ``OUT.best.npz`` and is what
``OUT`` is at the end, so longer training is never worse by that measure. The
progress bar goes to stderr, the evaluations to stdout.
"""
from __future__ import annotations

import argparse
import os
import random

# Tiny matrices: BLAS threads only cost time (and would make runs depend on thread timing).
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")

import numpy as np  # noqa: E402

from framework.ai.td import (SelfPlayTD, TrainingError, WeightsError, add_training_arguments,  # noqa: E402
                          check_training, learning_rate, run_trainer, save_weights, train_by_self_play)
from games.nardy.board import START, borne_off, turn_results  # noqa: E402
from games.nardy.duel import duel, score  # noqa: E402
from games.nardy.planner import NetworkPlanner  # noqa: E402
from games.nardy.td import CODE_VERSION, HIDDEN, INPUTS, Network, encode  # noqa: E402

__all__ = ["train", "self_play_game", "widened", "main", "CODE_VERSION", "FIXED_OPPONENT"]

#: The strong level's weights of 2026 (the first encoding): the fixed opponent of every evaluation.
FIXED_OPPONENT = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                              "bench", "nardy_weights_2026.npz")


def self_play_game(net: Network, rng: random.Random, alpha: float, lam: float) -> int:
    """One game of greedy self-play with TD(λ) updates; returns the number of turns."""
    learner = SelfPlayTD(net, alpha, lam)
    pos = START
    side = 0
    turns = 0
    while True:
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        options = turn_results(pos, dice)
        movers = [child[1] for _, child in options]
        others = [child[0] for _, child in options]
        x = encode(movers, others, net.inputs)
        y = net.forward(x)[1]
        best = int(np.argmax(2 * y[:, 0] + y[:, 1] - y[:, 2])) if len(options) > 1 else 0
        mine, theirs = movers[best], others[best]
        turns += 1
        learner.observe(side, x[best])
        if borne_off(mine) == 15:
            mars = float(borne_off(theirs) == 0)
            learner.finish({side: np.array([1.0, mars, 0.0], np.float32),
                            1 - side: np.array([0.0, 0.0, mars], np.float32)})
            return turns
        pos = (theirs, mine)
        side = 1 - side


def widened(net: Network, hidden: int, seed: int, path: str = "") -> Network:
    """``net`` with :data:`INPUTS` inputs and ``hidden`` hidden units (at least its own: TrainingError
    naming ``path``, the file it came from, otherwise): the new inputs weigh nothing, the new hidden units
    have small random inputs and no weight out, so it values every position as ``net`` does and training
    goes on from there."""
    if hidden < net.w1.shape[0]:
        raise TrainingError("train.hidden_too_few", path=path, units=net.w1.shape[0], hidden=hidden)
    fresh = Network.random(seed, hidden)
    w1 = fresh.w1.copy()
    w1[:net.w1.shape[0]] = 0.0
    w1[:net.w1.shape[0], :net.inputs] = net.w1
    b1 = fresh.b1.copy()
    b1[:len(net.b1)] = net.b1
    w2 = np.zeros((net.w2.shape[0], hidden), np.float32)
    w2[:, :net.w2.shape[1]] = net.w2
    return Network(w1, b1, w2, net.b2.copy())


def _read(path: str) -> Network:
    try:
        return Network.load(path)
    except WeightsError:
        raise TrainingError("train.network_bad", path=path) from None


def train(games: int, seed: int, out: str, alpha: float = 0.1, lam: float = 0.7, hidden: int = HIDDEN,
          checkpoint: int = 1000, resume: bool = False, eval_every: int = 5000, eval_games: int = 200,
          quiet: bool = False, init: str | None = None, half_life: int = 0,
          against: str = FIXED_OPPONENT) -> Network:
    """Train ``games`` games from seed ``seed`` (or resume the checkpoint) and save the weights to ``out``:
    the best evaluated network when there were evaluations, else the last.

    Every argument is checked first (ValueError; TrainingError for an ``out`` that cannot be written, a
    network ``init`` or ``against`` that cannot be read, or a checkpoint that cannot be resumed);
    weights that stopped being finite are never written."""
    check_training(out, games, alpha, lam, hidden, checkpoint, eval_every, eval_games, half_life)
    start = Network.random(seed, hidden) if init is None else widened(_read(init), hidden, seed, init)
    opponent = _read(against) if eval_every else None
    best_path = out + ".best.npz"
    best = {"share": -1.0, "games": 0}
    if resume and eval_every and os.path.exists(best_path):
        kept = _read(best_path)
        best = {"share": float(kept.meta.get("share", -1.0)), "games": int(kept.meta.get("games", 0))}

    def rate(done: int) -> float:
        return learning_rate(alpha, half_life, done)

    def evaluate(net: Network, done: int) -> None:
        result = score(duel(NetworkPlanner(net, 1), NetworkPlanner(opponent, 1), max(1, eval_games // 2),
                            seed + 7919))
        if result.share > best["share"]:
            best.update(share=result.share, games=done)
            Network(net.w1.copy(), net.b1.copy(), net.w2.copy(), net.b2.copy()).save(
                best_path, games=done, share=result.share, **_meta(done, done))
        if not quiet:
            print(f"after {done} games (alpha {rate(done):.4f}): against {os.path.basename(against)} "
                  f"{result.share:.1%} of points (95% {result.low:.1%}-{result.high:.1%}, {result.games} games); "
                  f"best {best['share']:.1%} after {best['games']}", flush=True)

    def play(net: Network, rng: random.Random, done: int) -> int:
        if eval_every and done and done % eval_every == 0:
            evaluate(net, done)         # before the game after ``done``: a resumed run evaluates here again
        return self_play_game(net, rng, rate(done), lam)

    def _meta(done: int, run: int = games) -> dict[str, object]:
        """The metadata of weights after ``done`` games; their command is a run of ``run`` games (the
        best after ``done`` games is also the end of a run of ``done`` games: the same games, the
        same evaluations)."""
        return dict(seed=seed, alpha=alpha, lam=lam, hidden=hidden, code_version=CODE_VERSION,
                    command=_command(run, seed, alpha, lam, hidden, init, half_life, eval_every, eval_games, out),
                    trained=done)

    net = train_by_self_play(start, games, random.Random(seed), play, out + ".ckpt.npz",
                             checkpoint=checkpoint, resume=resume, quiet=quiet)
    if eval_every and games % eval_every == 0:
        evaluate(net, games)
    if eval_every and best["share"] >= 0:
        net = Network.load(best_path)
        save_weights(net, out, games=best["games"], share=best["share"], **_meta(games))
    else:
        save_weights(net, out, games=games, **_meta(games))
    return net


def _command(games: int, seed: int, alpha: float, lam: float, hidden: int, init: str | None, half_life: int,
             eval_every: int, eval_games: int, out: str) -> str:
    """The command that remakes the weights (for their metadata; paths as given)."""
    command = (f"python -m games.nardy.train --games {games} --seed {seed} --alpha {alpha:g} --lam {lam:g} "
               f"--hidden {hidden} --alpha-half-life {half_life} --eval-every {eval_every} --eval-games {eval_games}")
    if init:
        command += f" --init {init}"
    return f"{command} --out {os.path.basename(out)}"


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(prog="python -m games.nardy.train", description=__doc__.splitlines()[0])
    add_training_arguments(ap, HIDDEN, 5000, 200)
    ap.add_argument("--init", help="start from this trained network (either encoding) instead of random weights")
    ap.add_argument("--against", default=FIXED_OPPONENT, help="the fixed opponent of the evaluations")
    args = ap.parse_args(argv)
    run_trainer(ap.prog, lambda: train(args.games, args.seed, args.out, args.alpha, args.lam, args.hidden,
                                       args.checkpoint, args.resume, args.eval_every, args.eval_games,
                                       init=args.init, half_life=args.alpha_half_life, against=args.against))


if __name__ == "__main__":
    main()
