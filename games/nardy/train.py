"""Train the strong level's network by TD(λ) self-play: ``python -m games.nardy.train``.

    python -m games.nardy.train --games 20000 --seed 1 --out games/nardy/nardy_weights.npz

Deterministic for a given ``--seed`` (the network's start and the dice come
from it; numpy and Python arithmetic are the same on every run on one machine).
A checkpoint (``FILE.ckpt.npz``: the weights, the games played and the dice
generator's state) is written every ``--checkpoint`` games and resumed from
with ``--resume``; a resumed run ends with the same weights as an unbroken
one. Every ``--eval-every`` games the network plays ``--eval-games`` games
against the normal and easy levels (greedy, no lookahead, its own dice seed)
and the score is printed. The progress bar goes to stderr.
"""
from __future__ import annotations

if __name__ == "__main__":      # started on its own (python -m): a Ctrl-C from here on ends quietly with 130
    from framework.interrupted import quiet_ctrl_c
    quiet_ctrl_c()

import argparse
import os
import random

# Tiny matrices: BLAS threads only cost time (and would make runs depend on thread timing).
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")

import numpy as np  # noqa: E402

from framework.td import (SelfPlayTD, add_training_arguments, check_training, run_trainer,  # noqa: E402
                          save_weights, train_by_self_play, training_command)
from games.nardy.board import START, borne_off  # noqa: E402
from games.nardy.td import CODE_VERSION, HIDDEN, Network, best_afterstate, encode  # noqa: E402

__all__ = ["train", "self_play_game", "evaluate_against", "main", "CODE_VERSION"]



def self_play_game(net: Network, rng: random.Random, alpha: float, lam: float) -> int:
    """One game of greedy self-play with TD(λ) updates; returns the number of turns."""
    learner = SelfPlayTD(net, alpha, lam)
    pos = START
    side = 0
    turns = 0
    while True:
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        _, mine, theirs, _ = best_afterstate(net, pos, dice)
        turns += 1
        learner.observe(side, encode([mine], [theirs])[0])
        if borne_off(mine) == 15:
            mars = float(borne_off(theirs) == 0)
            learner.finish({side: np.array([1.0, mars, 0.0], np.float32),
                            1 - side: np.array([0.0, 0.0, mars], np.float32)})
            return turns
        pos = (theirs, mine)
        side = 1 - side


class _Greedy:
    """The network without lookahead, as a planner (for the evaluations during training)."""

    def __init__(self, net: Network) -> None:
        self.net = net

    def plan_board(self, board, budget=None, rng=None):
        results = board.turn_results()
        values = self.net.equity([c[1] for _, c in results], [c[0] for _, c in results])
        return results[int(np.argmax(values))][0]


def evaluate_against(net: Network, level: str, games: int, seed: int) -> tuple[float, float]:
    """Points won per game and share of points against ``level`` (colours alternate)."""
    from games.nardy.planner import planner_for, play_game
    rng = random.Random(seed)
    mine = theirs = 0
    for g in range(games):
        me, other = _Greedy(net), planner_for(level, random.Random(seed + g))
        if g % 2 == 0:
            board = play_game([me, other], rng)
            won = board.winner == 1
        else:
            board = play_game([other, me], rng)
            won = board.winner == -1
        if won:
            mine += board.game_points
        else:
            theirs += board.game_points
    return mine / games, mine / max(1, mine + theirs)


def train(games: int, seed: int, out: str, alpha: float = 0.1, lam: float = 0.7, hidden: int = HIDDEN,
          checkpoint: int = 1000, resume: bool = False, eval_every: int = 5000, eval_games: int = 200,
          quiet: bool = False) -> Network:
    """Train ``games`` games from seed ``seed`` (or resume the checkpoint) and save the weights to ``out``.

    Every argument is checked first (ValueError; TrainingError for an ``out`` that cannot be written or
    a checkpoint that cannot be resumed); weights that stopped being finite are never written."""
    check_training(out, games, alpha, lam, hidden, checkpoint, eval_every, eval_games)
    def play(net: Network, rng: random.Random, done: int) -> int:
        return self_play_game(net, rng, alpha, lam)

    def evaluate(net: Network, done: int) -> str:
        lines = []
        for level in ("normal", "easy"):
            ppg, share = evaluate_against(net, level, eval_games, seed + 7919)
            lines.append(f"after {done} games: against {level} {share:.1%} of points ({ppg:.2f} points won per game, "
                         f"{eval_games} games)")
        return "\n".join(lines)

    net = train_by_self_play(Network.random(seed, hidden), games, random.Random(seed), play, out + ".ckpt.npz",
                             checkpoint=checkpoint, resume=resume, eval_every=eval_every, evaluate=evaluate,
                             quiet=quiet)
    save_weights(net, out, games=games, seed=seed, alpha=alpha, lam=lam, hidden=hidden, code_version=CODE_VERSION,
             command=training_command("games.nardy.train", games, seed, alpha, lam, resume, out))
    return net


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(prog="python -m games.nardy.train", description=__doc__.splitlines()[0])
    add_training_arguments(ap, HIDDEN, 5000, 200)
    args = ap.parse_args(argv)
    run_trainer(ap.prog, lambda: train(args.games, args.seed, args.out, args.alpha, args.lam, args.hidden,
                                       args.checkpoint, args.resume, args.eval_every, args.eval_games))


if __name__ == "__main__":
    main()
