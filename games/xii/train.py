"""Train the strong level's network by TD(λ) self-play: ``python -m games.xii.train``.

    python -m games.xii.train --games 10000 --seed 1 --out games/xii/xii_weights.npz

Both sides play the turn whose afterstate the network values best (every
distinct turn from the engine's own generator, :func:`board.turn_keys`), and
learn from it (framework/td.py). One game in ``--short-every`` is the
three-piece practice game, so the network knows it too; ``--short-every 1``
trains on short games only, the short game's own network
(``python -m games.xii.train --games 20000 --seed 1 --short-every 1 --out
games/xii/xii_short_weights.npz``), and then evaluates it in short games. Deterministic for a
given ``--seed``; a checkpoint (``FILE.ckpt.npz``) is written every
``--checkpoint`` games and resumed from with ``--resume``, ending with the same
weights as an unbroken run. Every ``--eval-every`` games the network (greedy,
no lookahead) plays ``--eval-games`` games against the normal level and the
score is printed with a 95% interval. The progress bar goes to stderr.
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

from board import Board, Rules, swap_key, turn_keys  # noqa: E402
from framework.numbers import whole_number_arg  # noqa: E402
from framework.stats import wilson  # noqa: E402
from framework.td import (Network, SelfPlayTD, add_training_arguments, check_training, run_trainer,  # noqa: E402
                          save_weights, train_by_self_play, training_command)
from games.xii.td import CODE_VERSION, HIDDEN, encode, random_network, win_chances, won  # noqa: E402

__all__ = ["train", "self_play_game", "main", "CODE_VERSION"]

#: A game longer than this many turns is abandoned (it teaches nothing more).
MAX_TURNS = 3000
_WIN, _LOSS = np.array([1.0], np.float32), np.array([0.0], np.float32)


def self_play_game(net: Network, rng: random.Random, alpha: float, lam: float, stones: int = 15) -> int:
    """One game of greedy self-play with TD(λ) updates under Murray's rules; returns the number of turns."""
    learner = SelfPlayTD(net, alpha, lam)
    key = Board(Rules(stones=stones)).key()
    side = 0
    for turn in range(1, MAX_TURNS + 1):
        dice = (rng.randint(1, 6), rng.randint(1, 6), rng.randint(1, 6))
        keys = list(turn_keys(key, dice, stones, turns=False))
        values = win_chances(net, keys, stones)
        best = keys[int(np.argmax(values))]
        # Encoded again on its own, not taken from the batch: the batch's matrix product may round
        # the pips differently, and the shipped weights are reproduced bit for bit this way.
        learner.observe(side, encode([best], stones)[0])
        if won(best, stones):
            learner.finish({side: _WIN, 1 - side: _LOSS})
            return turn
        key = swap_key(best)
        side = 1 - side
    return MAX_TURNS


def evaluate_against_normal(net: Network, games: int, seed: object, stones: int = 15) -> tuple[int, int]:
    """Games of ``stones`` pieces the greedy network won against the normal level, of ``games`` (seats alternate)."""
    from games.xii.planner import GreedyPlanner, NetworkPlanner, play_game
    wins = 0
    for g in range(games):
        me = NetworkPlanner(net, lookahead=0, short_net=net)
        seats = [me, GreedyPlanner()] if g % 2 == 0 else [GreedyPlanner(), me]
        board = play_game(seats, Rules(stones=stones), seed=f"{seed}-{g}")
        wins += board.winner == g % 2
    return wins, games


def train(games: int, seed: int, out: str, alpha: float = 0.1, lam: float = 0.7, hidden: int = HIDDEN,
          short_every: int = 10, checkpoint: int = 1000, resume: bool = False, eval_every: int = 0,
          eval_games: int = 100, quiet: bool = False) -> Network:
    """Train ``games`` games from seed ``seed`` (or resume the checkpoint) and save the weights to ``out``.

    Every argument is checked first (ValueError; TrainingError for an ``out`` that cannot be written or
    a checkpoint that cannot be resumed); weights that stopped being finite are never written."""
    check_training(out, games, alpha, lam, hidden, checkpoint, eval_every, eval_games)
    if isinstance(short_every, bool) or not isinstance(short_every, int) or short_every < 0:
        raise ValueError(f"short_every must be a whole number from 0 up, not {short_every!r}")
    def play(net: Network, rng: random.Random, done: int) -> int:
        stones = 3 if short_every and done % short_every == short_every - 1 else 15
        return self_play_game(net, rng, alpha, lam, stones)

    def evaluate(net: Network, done: int) -> str:
        # A run of short games only (``short_every`` 1: the short game's network) is tried in short games.
        won_games, n = evaluate_against_normal(net, eval_games, f"train-eval-{seed}", 3 if short_every == 1 else 15)
        lo, hi = wilson(won_games, n)
        return (f"after {done} games: won {won_games}/{n} = {won_games / n:.1%} against normal "
                f"(95% CI {lo:.1%}-{hi:.1%})")

    net = train_by_self_play(random_network(seed, hidden), games, random.Random(seed), play, out + ".ckpt.npz",
                             checkpoint=checkpoint, resume=resume, eval_every=eval_every, evaluate=evaluate,
                             quiet=quiet)
    command = training_command("games.xii.train", games, seed, alpha, lam, resume, out)
    if short_every != 10:
        command = command.replace(" --out ", f" --short-every {short_every} --out ")
    save_weights(net, out, games=games, seed=seed, alpha=alpha, lam=lam, hidden=hidden, short_every=short_every,
                 code_version=CODE_VERSION, command=command)
    return net


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(prog="python -m games.xii.train", description=__doc__.splitlines()[0])
    add_training_arguments(ap, HIDDEN, 0, 100)
    ap.add_argument("--short-every", type=whole_number_arg(0), default=10, help="one game in N is the 3-piece game (0: none)")
    args = ap.parse_args(argv)
    run_trainer(ap.prog, lambda: train(args.games, args.seed, args.out, args.alpha, args.lam, args.hidden,
                                       args.short_every, args.checkpoint, args.resume, args.eval_every,
                                       args.eval_games))


if __name__ == "__main__":
    main()
