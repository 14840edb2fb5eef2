"""Train the strong level's network by TD(λ) self-play: ``python -m games.xii.train``.

    python -m games.xii.train --games 10000 --seed 1 --out games/xii/xii_weights.npz

Both sides play the turn whose afterstate the network values best (every
distinct turn from the engine's own generator, :func:`board.turn_keys`), and
learn from it (framework/ai/td.py). One game in ``--short-every`` is the
three-piece practice game, so the network knows it too; ``--short-every 1``
trains on short games only, the short game's own network
(``python -m games.xii.train --games 60000 --seed 1 --short-every 1
--average-from 20000 --average-every 1000 --out games/xii/xii_short_weights.npz``),
and then evaluates it in short games. Deterministic for a
given ``--seed``; a checkpoint (``FILE.ckpt.npz``) is written every
``--checkpoint`` games and resumed from with ``--resume``, ending with the same
weights as an unbroken run. Every ``--eval-every`` games the network (greedy,
no lookahead) plays ``--eval-games`` games against the normal level and the
score is printed with a 95% interval. ``--alpha-half-life H`` halves the
learning rate every H games (0: constant); the rate depends only on the games
played so far, so a run stopped early ends where a shorter run of the same
command does. ``--average-from N`` writes, instead of the last weights, the
mean of the weights after games N, N+K, N+2K, ... (K: ``--average-every``),
the last game's among them when it falls on that step: with a constant rate
the weights wander around what they learned, and their mean plays better than
any one of them (the short network, alone against normal over 5,000 games on
the same dice: 55.1% and 54.8% after 20,000 and 30,000 games, their mean
57.3%, the mean of every 1,000th from 20,000 to 60,000 59.3%).
The running sum is kept in ``FILE.avg.npz`` with each checkpoint, so a
resumed run ends with the same mean. The progress bar goes to stderr.
"""
from __future__ import annotations

import argparse
import io
import os
import random

# Tiny matrices: BLAS threads only cost time (and would make runs depend on thread timing).
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")

import numpy as np  # noqa: E402

from board import Board, Rules, swap_key, turn_keys  # noqa: E402
from framework.core import saves  # noqa: E402
from framework.core.numbers import whole_number_arg  # noqa: E402
from framework.ai.stats import wilson  # noqa: E402
from framework.ai.td import (Network, SelfPlayTD, TrainingError, add_training_arguments, check_training,  # noqa: E402
                          learning_rate, run_trainer, save_weights, train_by_self_play, training_command)
from games.xii.planner import GreedyPlanner, NetworkPlanner, play_game  # noqa: E402
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
    wins = 0
    for g in range(games):
        me = NetworkPlanner(net, lookahead=0, short_net=net)
        seats = [me, GreedyPlanner()] if g % 2 == 0 else [GreedyPlanner(), me]
        board = play_game(seats, Rules(stones=stones), seed=f"{seed}-{g}")
        wins += board.winner == g % 2
    return wins, games


def train(games: int, seed: int, out: str, alpha: float = 0.1, lam: float = 0.7, hidden: int = HIDDEN,
          short_every: int = 10, checkpoint: int = 1000, resume: bool = False, eval_every: int = 0,
          eval_games: int = 100, quiet: bool = False, half_life: int = 0, average_from: int = 0,
          average_every: int = 1000) -> Network:
    """Train ``games`` games from seed ``seed`` (or resume the checkpoint) and save the weights to ``out``.

    Every argument is checked first (ValueError; TrainingError for an ``out`` that cannot be written or
    a checkpoint that cannot be resumed); weights that stopped being finite are never written."""
    check_training(out, games, alpha, lam, hidden, checkpoint, eval_every, eval_games, half_life)
    if isinstance(short_every, bool) or not isinstance(short_every, int) or short_every < 0:
        raise ValueError(f"short_every must be a whole number from 0 up, not {short_every!r}")
    if isinstance(average_from, bool) or not isinstance(average_from, int) or average_from < 0:
        raise ValueError(f"average_from must be a whole number from 0 up, not {average_from!r}")
    if isinstance(average_every, bool) or not isinstance(average_every, int) or average_every < 1:
        raise ValueError(f"average_every must be a whole number from 1 up, not {average_every!r}")
    mean = _Mean(out + ".avg.npz", average_from, average_every) if average_from else None

    def play(net: Network, rng: random.Random, done: int) -> int:
        if mean is not None:        # the weights after ``done`` games, before the next one
            mean.see(net, done, resume)
            if checkpoint and done and done % checkpoint == 0:
                mean.save(done)     # beside the checkpoint just written for ``done`` games
        stones = 3 if short_every and done % short_every == short_every - 1 else 15
        return self_play_game(net, rng, learning_rate(alpha, half_life, done), lam, stones)

    def evaluate(net: Network, done: int) -> str:
        # A run of short games only (``short_every`` 1: the short game's network) is tried in short games.
        won_games, n = evaluate_against_normal(net, eval_games, f"train-eval-{seed}", 3 if short_every == 1 else 15)
        lo, hi = wilson(won_games, n)
        return (f"after {done} games: won {won_games}/{n} = {won_games / n:.1%} against normal "
                f"(95% CI {lo:.1%}-{hi:.1%})")

    net = train_by_self_play(random_network(seed, hidden), games, random.Random(seed), play, out + ".ckpt.npz",
                             checkpoint=checkpoint, resume=resume, eval_every=eval_every, evaluate=evaluate,
                             quiet=quiet)
    extra: dict[str, object] = {"half_life": half_life} if half_life else {}   # a plain run's metadata as it always was
    if mean is not None:
        mean.see(net, games, resume)
        if checkpoint and games % checkpoint == 0:
            mean.save(games)        # a later run with more games resumes from here
        net = mean.network(net)
        extra.update(average_from=average_from, average_every=average_every, averaged=mean.count)
    command = training_command("games.xii.train", games, seed, alpha, lam, resume, out)
    if hidden != HIDDEN:
        command = command.replace(" --out ", f" --hidden {hidden} --out ")
    if half_life:
        command = command.replace(" --out ", f" --alpha-half-life {half_life} --out ")
    if mean is not None:
        command = command.replace(" --out ", f" --average-from {average_from} --average-every {average_every} --out ")
    if short_every != 10:
        command = command.replace(" --out ", f" --short-every {short_every} --out ")
    save_weights(net, out, games=games, seed=seed, alpha=alpha, lam=lam, hidden=hidden, short_every=short_every,
                 code_version=CODE_VERSION, command=command, **extra)
    return net


class _Mean:
    """The running mean of the weights after games ``start``, ``start + every``, ...; its sum (float64)
    is written to ``path`` with each checkpoint and read back when the run is resumed."""

    def __init__(self, path: str, start: int, every: int) -> None:
        self.path, self.start, self.every = path, start, every
        self.sums: list[np.ndarray] | None = None
        self.count = 0
        self.through = -1           # the games after which the last weights were added (-1: none yet)
        self.loaded = False

    def see(self, net: Network, done: int, resume: bool) -> None:
        """``net`` holds the weights after ``done`` games: added once if ``done`` is on the step."""
        if not self.loaded:
            self.loaded = True
            if resume and done:
                self._load(done)
        if done < self.start or (done - self.start) % self.every or done <= self.through:
            return
        arrays = [net.w1, net.b1, net.w2, net.b2]
        if self.sums is None:
            self.sums = [a.astype(np.float64) for a in arrays]
        else:
            for total, a in zip(self.sums, arrays):
                total += a
        self.count += 1
        self.through = done

    def network(self, last: Network) -> Network:
        """The mean as a network (``last`` itself if no weights were added)."""
        if self.sums is None:
            return last
        return Network(*[(total / self.count).astype(np.float32) for total in self.sums])

    def save(self, done: int) -> None:
        buffer = io.BytesIO()
        sums = self.sums or [np.zeros(0)] * 4
        np.savez(buffer, w1=sums[0], b1=sums[1], w2=sums[2], b2=sums[3], count=np.array(self.count),
                 through=np.array(self.through), done=np.array(done))
        try:
            saves.write_atomic(self.path, buffer.getvalue())   # through the module: a test may replace the writer
        except OSError:
            raise TrainingError("train.out_unwritable", path=self.path) from None

    def _load(self, done: int) -> None:
        # Only the sum written with the very checkpoint resumed from goes on exactly.
        try:
            with np.load(self.path, allow_pickle=False) as data:
                arrays = {k: data[k] for k in data.files}
            ok = int(arrays["done"]) == done
        except (OSError, ValueError, KeyError):
            ok = False
        if not ok:
            raise TrainingError("train.checkpoint_bad", path=self.path)
        self.count, self.through = int(arrays["count"]), int(arrays["through"])
        self.sums = [arrays[k].astype(np.float64) for k in ("w1", "b1", "w2", "b2")] if self.count else None


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(prog="python -m games.xii.train", description=__doc__.splitlines()[0])
    add_training_arguments(ap, HIDDEN, 0, 100)
    ap.add_argument("--short-every", type=whole_number_arg(0), default=10, help="one game in N is the 3-piece game (0: none)")
    ap.add_argument("--average-from", type=whole_number_arg(0), default=0,
                    help="write the mean of the weights from this many games on (0: the last weights)")
    ap.add_argument("--average-every", type=whole_number_arg(1), default=1000,
                    help="games between the weights the mean takes")
    args = ap.parse_args(argv)
    run_trainer(ap.prog, lambda: train(args.games, args.seed, args.out, args.alpha, args.lam, args.hidden,
                                       args.short_every, args.checkpoint, args.resume, args.eval_every,
                                       args.eval_games, half_life=args.alpha_half_life,
                                       average_from=args.average_from, average_every=args.average_every))


if __name__ == "__main__":
    main()
