"""A small network trained by TD(λ) self-play: the shared core of the dice games' strong levels.

After Tesauro's TD-Gammon. A game supplies only what is its own: how an
*afterstate* (the position just after a side has moved, before the other side
throws) becomes the network's inputs, what the outputs mean, and how a turn's
afterstates are listed. The network, its gradients, the eligibility traces, the
weights file and the training checkpoints are here, once.

The network is ``inputs -> hidden sigmoid -> outputs sigmoid``: each output
a probability for the side that moved (Long Nardy: win, mars win, mars loss;
XII Scripta: win). Weights are a plain ``.npz`` of float32 arrays (loaded with
``allow_pickle=False``) with their training metadata as two string arrays.
A file is checked when it is read (:class:`WeightsError` says what is wrong):
a damaged or foreign file must never reach the network.
"""
from __future__ import annotations

import io
import json
import os
import random
import shlex
import stat
import sys
import tempfile
import time
import zipfile
import zlib
from typing import Callable

# The networks are small (a hidden layer of tens of units): BLAS threads only cost here (the review's
# tests took 13.7 s of CPU with numpy's two threads, 6.7 s with one), so one thread unless the user
# chose otherwise. Set before numpy is first imported: the games' td modules import this one first.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")

import numpy as np  # noqa: E402

from framework.core import saves
from framework.core.limits import NotAFile, read_regular
from framework.core.numbers import decimal_arg, whole_number_arg
from framework.lang.texts import COMMON, HOUSE, Catalogue, locale_language

__all__ = ["Network", "WeightsError", "network_or_fallback", "TrainingError", "check_training", "learning_rate", "check_out", "save_weights", "run_trainer", "check_weights", "MAX_WEIGHT", "SelfPlayTD", "train_by_self_play", "add_training_arguments", "training_command", "remake_command", "save_checkpoint",
           "load_checkpoint", "progress_bar"]


#: No trained weight comes near this (the shipped ones are below 10): a unit is saturated long before.
MAX_WEIGHT = 1e4
#: A weights file's arrays, uncompressed, are far smaller than this (a zip bomb is refused before it is read).
_MAX_MEMBER_BYTES = 64 << 20
_ARRAYS = ("w1", "b1", "w2", "b2")


class TrainingError(ValueError):
    """A training run refused, before it starts or before bad weights are written: ``key`` and ``params``
    are the sentence in the house's catalogue (framework/lang/texts.py, ``train.*``)."""

    def __init__(self, key: str, **params: object) -> None:
        super().__init__(f"{key} {params}")
        self.key, self.params = key, params


class WeightsError(ValueError):
    """A weights file that cannot be used: unreadable, incomplete, of other sizes, not finite, or made
    for other code. ``path`` is the file, ``reason`` what is wrong (for developers), ``remake`` the
    command that makes the file again (set by the game that reads it)."""

    def __init__(self, path: str, reason: str, remake: str = "") -> None:
        super().__init__(f"{path}: {reason}")
        self.path, self.reason, self.remake = path, reason, remake


def network_or_fallback(network, fallback):
    """The strong level's planner ``network()``, or, when its weights file cannot be used, ``fallback()``
    (the normal level's) with the problem as its ``weights_problem``: the game says why and plays on."""
    try:
        return network()
    except WeightsError as err:
        planner = fallback()
        planner.weights_problem = err
        return planner


def _sigmoid(x: np.ndarray) -> np.ndarray:
    with np.errstate(over="ignore"):        # exp overflows to inf for a saturated unit: the value is 0 then
        return 1.0 / (1.0 + np.exp(-x))


def check_weights(w1: np.ndarray, b1: np.ndarray, w2: np.ndarray, b2: np.ndarray,
                  inputs: int | None = None, outputs: int | None = None) -> str:
    """What is wrong with these weights ('' if nothing): shapes that do not fit one another (or
    ``inputs``/``outputs``), a value that is not a finite float or beyond :data:`MAX_WEIGHT`."""
    for name, array, ndim in zip(_ARRAYS, (w1, b1, w2, b2), (2, 1, 2, 1)):
        if not isinstance(array, np.ndarray) or array.dtype.kind != "f" or array.ndim != ndim:
            return f"{name} is not a {ndim}-dimensional array of floats"
    hidden = w1.shape[0]
    if not 1 <= hidden <= 4096 or w1.shape[1] < 1 or w2.shape[0] < 1:
        return f"the sizes {w1.shape} and {w2.shape} are not a network's"
    if b1.shape != (hidden,) or w2.shape[1] != hidden or b2.shape != (w2.shape[0],):
        return f"the shapes {w1.shape}, {b1.shape}, {w2.shape}, {b2.shape} do not fit one another"
    if inputs is not None and w1.shape[1] != inputs:
        return f"{w1.shape[1]} inputs, not {inputs}"
    if outputs is not None and w2.shape[0] != outputs:
        return f"{w2.shape[0]} outputs, not {outputs}"
    for name, array in zip(_ARRAYS, (w1, b1, w2, b2)):
        if not np.all(np.isfinite(array)):
            return f"{name} holds values that are not finite"
        if np.any(np.abs(array) > MAX_WEIGHT):
            return f"{name} holds values beyond {MAX_WEIGHT:g}"
    return ""


def _weights(arrays: dict[str, np.ndarray]) -> tuple[np.ndarray, ...]:
    """The network's four arrays (checked already) as the float32 the network computes in."""
    return tuple(arrays[name].astype(np.float32) for name in _ARRAYS)


def _read_arrays(path: str, needed: tuple[str, ...] = ()) -> dict[str, np.ndarray]:
    """The arrays of the ``.npz`` file ``path``, ``needed`` among them; WeightsError if it is not a
    readable one or one of those is missing."""
    arrays = _read_npz(path)
    missing = [name for name in needed if name not in arrays]
    if missing:
        raise WeightsError(path, f"the arrays {', '.join(missing)} are missing")
    return arrays


def _read_npz(path: str) -> dict[str, np.ndarray]:
    """The arrays of the ``.npz`` file ``path``; WeightsError if it is not a readable one."""
    try:
        data = read_regular(path, _MAX_MEMBER_BYTES)     # a FIFO or a device refused without waiting on it
        if len(data) > _MAX_MEMBER_BYTES:
            raise WeightsError(path, "too large")
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            arrays = {}
            for info in archive.infolist():
                name = info.filename[:-4] if info.filename.endswith(".npy") else info.filename
                if info.file_size > _MAX_MEMBER_BYTES:
                    raise WeightsError(path, f"{name} is too large")
                with archive.open(info) as member:
                    arrays[name] = np.lib.format.read_array(member, allow_pickle=False)
            return arrays
    except WeightsError:
        raise
    except NotAFile:
        raise WeightsError(path, "not a regular file") from None
    except (OSError, ValueError, EOFError, KeyError, zipfile.BadZipFile, zlib.error, RuntimeError) as err:
        raise WeightsError(path, f"not a readable weights file ({type(err).__name__}: {err})") from None


def _read_meta(path: str, arrays: dict[str, np.ndarray]) -> dict[str, str]:
    if "meta_keys" not in arrays and "meta_values" not in arrays:
        return {}                                    # a training checkpoint has none
    keys, values = arrays.get("meta_keys"), arrays.get("meta_values")
    if (keys is None or values is None or keys.dtype.kind != "U" or values.dtype.kind != "U"
            or keys.ndim != 1 or keys.shape != values.shape or len(set(keys.tolist())) != len(keys)):
        raise WeightsError(path, "its metadata is damaged")
    return dict(zip(keys.tolist(), values.tolist()))


class Network:
    """``inputs -> hidden sigmoid -> outputs sigmoid``; the sizes are the weights' shapes."""

    def __init__(self, w1: np.ndarray, b1: np.ndarray, w2: np.ndarray, b2: np.ndarray,
                 meta: dict[str, str] | None = None) -> None:
        self.w1, self.b1, self.w2, self.b2 = w1, b1, w2, b2
        self.meta = dict(meta or {})

    @classmethod
    def random(cls, seed: int, inputs: int, hidden: int, outputs: int) -> "Network":
        """Small random weights from ``seed`` (the start of a training run)."""
        rng = np.random.default_rng(seed)
        return cls(rng.normal(0, 0.1, (hidden, inputs)).astype(np.float32), np.zeros(hidden, np.float32),
                   rng.normal(0, 0.1, (outputs, hidden)).astype(np.float32), np.zeros(outputs, np.float32))

    @property
    def inputs(self) -> int:
        return self.w1.shape[1]

    # ------------------------------------------------------------ files
    def save(self, path: str, **meta: object) -> None:
        """The weights and ``meta`` into ``path``, atomically (framework/core/saves.py's writer); OSError
        (a SaveError) if it cannot be written, and ``path`` stays as it was."""
        self.meta.update({k: str(v) for k, v in meta.items()})
        keys = sorted(self.meta)
        buffer = io.BytesIO()
        np.savez_compressed(buffer, w1=self.w1, b1=self.b1, w2=self.w2, b2=self.b2,
                            meta_keys=np.array(keys, dtype=np.str_),
                            meta_values=np.array([self.meta[k] for k in keys], dtype=np.str_))
        saves.write_atomic(path, buffer.getvalue())         # through the module: a test may replace the writer

    @classmethod
    def load(cls, path: str, inputs: int | None = None, outputs: int | None = None,
             code_version: str | None = None) -> "Network":
        """The network in ``path``, checked: every array there, of fitting shapes (``inputs`` and
        ``outputs`` if given), finite, and made by ``code_version`` of the trainer if given (its
        metadata); WeightsError otherwise."""
        arrays = _read_arrays(path, _ARRAYS)
        meta = _read_meta(path, arrays)
        problem = check_weights(*(arrays[name] for name in _ARRAYS), inputs=inputs, outputs=outputs)
        if not problem and code_version is not None and meta.get("code_version") != code_version:
            problem = f"made by {meta.get('code_version', 'an unknown trainer')!r}, not {code_version!r}"
        if problem:
            raise WeightsError(path, problem)
        return cls(*_weights(arrays), meta)

    # ------------------------------------------------------------ values
    def forward(self, x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(hidden, outputs) for inputs ``x`` of shape (n, inputs)."""
        h = _sigmoid(x @ self.w1.T + self.b1)
        return h, _sigmoid(h @ self.w2.T + self.b2)

    def gradients(self, x: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """Outputs and d(output k)/d(weights) for one input: (y, dW1, db1, dW2, db2), each per output."""
        h, y = self.forward(x[None, :])
        h, y = h[0], y[0]
        dy = y * (1 - y)                                   # (outputs,)
        dw2 = dy[:, None] * h[None, :]                      # (outputs, H)
        dh = dy[:, None] * self.w2 * (h * (1 - h))[None, :]  # (outputs, H)
        dw1 = dh[:, :, None] * x[None, None, :]             # (outputs, H, I)
        return y, dw1, dh, dw2, dy

    def update(self, trace: list[np.ndarray], delta: np.ndarray) -> None:
        """Move the weights by ``delta`` (per output, learning rate included) along an eligibility trace."""
        ew1, eb1, ew2, eb2 = trace
        self.w1 += np.tensordot(delta, ew1, axes=1)
        self.b1 += delta @ eb1
        self.w2 += delta[:, None] * ew2
        self.b2 += delta * eb2


class SelfPlayTD:
    """TD(λ) over one self-play game: each side's afterstates form a sequence of their own.

    Call :meth:`observe` with each afterstate a side moves to (its inputs); each one
    pulls that side's previous afterstate towards its own value. :meth:`finish`
    pulls each side's last afterstate towards the game's result for that side.
    """

    def __init__(self, net: Network, alpha: float, lam: float) -> None:
        self.net, self.alpha, self.lam = net, alpha, lam
        self.traces: list[list[np.ndarray] | None] = [None, None]
        self.last: list[np.ndarray | None] = [None, None]

    def observe(self, side: int, x: np.ndarray) -> np.ndarray:
        """``side`` has moved to the afterstate with inputs ``x``; returns the network's outputs there."""
        y, dw1, db1, dw2, db2 = self.net.gradients(x)
        previous = self.last[side]
        trace = self.traces[side]
        if previous is not None and trace is not None:
            self.net.update(trace, self.alpha * (y - previous))
        if trace is None:
            self.traces[side] = [dw1, db1, dw2, db2]
        else:
            for t, g in zip(trace, (dw1, db1, dw2, db2)):
                t *= self.lam
                t += g
        self.last[side] = y
        return y

    def finish(self, targets: dict[int, np.ndarray]) -> None:
        """The game is over: ``targets[side]`` is the true outcome vector for ``side`` (in this order)."""
        for side, target in targets.items():
            trace, previous = self.traces[side], self.last[side]
            if trace is not None and previous is not None:
                self.net.update(trace, self.alpha * (target - previous))


# ---------------------------------------------------------------- a training run

def train_by_self_play(net: Network, games: int, rng: random.Random, play: Callable[[Network, random.Random, int], object],
                       checkpoint_path: str, *, checkpoint: int = 1000, resume: bool = False, eval_every: int = 0,
                       evaluate: Callable[[Network, int], str] | None = None, quiet: bool = False) -> Network:
    """Play ``games`` self-play games, ``play(net, rng, games_done)`` each, learning as they go.

    The run's bookkeeping, the same for every game: resuming from the checkpoint
    (``net`` takes its weights, ``rng`` its state), a checkpoint every ``checkpoint``
    games, a progress bar, and every ``eval_every`` games the line ``evaluate(net, done)``
    printed. A resumed run ends with the same weights as an unbroken one. TrainingError when the
    checkpoint cannot be resumed or the weights stop being finite (nothing more is written then).
    """
    done = 0
    if resume and os.path.lexists(checkpoint_path):
        try:
            saved, done = load_checkpoint(checkpoint_path, rng, net)
        except WeightsError:
            raise TrainingError("train.checkpoint_bad", path=checkpoint_path) from None
        net.w1, net.b1, net.w2, net.b2 = saved.w1, saved.b1, saved.w2, saved.b2
    started = time.perf_counter()
    while done < games:
        play(net, rng, done)
        done += 1
        if check_weights(net.w1, net.b1, net.w2, net.b2):      # diverged: nothing more to learn, nothing to keep
            raise TrainingError("train.not_finite", games=done)
        if not quiet and (done % 10 == 0 or done == games):
            progress_bar(done, games, started)
        if checkpoint and done % checkpoint == 0:
            try:
                save_checkpoint(net, checkpoint_path, done, rng)
            except OSError:
                raise TrainingError("train.out_unwritable", path=checkpoint_path) from None
        if evaluate is not None and eval_every and done % eval_every == 0 and not quiet:
            sys.stderr.write("\n")
            print(evaluate(net, done), flush=True)
    if not quiet:
        sys.stderr.write("\n")
    return net


def add_training_arguments(ap, hidden: int, eval_every: int, eval_games: int) -> None:
    """The command-line options every trainer shares (an ``argparse.ArgumentParser`` ``ap``)."""
    ap.add_argument("--games", type=whole_number_arg(1), required=True, help="self-play games in all")
    ap.add_argument("--seed", type=whole_number_arg(signed=True), default=1)
    ap.add_argument("--out", required=True, help="the weights file to write (.npz)")
    ap.add_argument("--alpha", type=decimal_arg(0, 1), default=0.1)
    ap.add_argument("--lam", type=decimal_arg(0, 1), default=0.7)
    ap.add_argument("--hidden", type=whole_number_arg(1, 4096), default=hidden)
    ap.add_argument("--checkpoint", type=whole_number_arg(0), default=1000, help="games between checkpoints (0: none)")
    ap.add_argument("--resume", action="store_true", help="continue from FILE.ckpt.npz")
    ap.add_argument("--eval-every", type=whole_number_arg(0), default=eval_every, help="games between evaluations (0: none)")
    ap.add_argument("--eval-games", type=whole_number_arg(1), default=eval_games)
    ap.add_argument("--alpha-half-life", type=whole_number_arg(0), default=0,
                    help="games over which the learning rate halves (0: constant)")


def learning_rate(alpha: float, half_life: int, done: int) -> float:
    """The rate after ``done`` games: ``alpha`` halving every ``half_life`` games (0: constant). Large
    steps early, small ones late, so the weights settle instead of wandering with each game; a function
    of the games played only, so a resumed run goes on exactly."""
    return alpha * 0.5 ** (done / half_life) if half_life else alpha


def remake_command(module: str, options: str, out: str) -> str:
    """The command, run from anywhere, that trains the weights file ``out`` again (for the sentence
    that says it is damaged)."""
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    target = os.path.abspath(out)
    if target.startswith(root + os.sep):
        target = os.path.relpath(target, root)
    return f"cd {shlex.quote(root)} && python3 -m {module} {options} --out {shlex.quote(target)}"


def training_command(module: str, games: int, seed: int, alpha: float, lam: float, resume: bool, out: str) -> str:
    """The command that remakes a weights file, for its metadata."""
    command = f"python -m {module} --games {games} --seed {seed} --alpha {alpha:g} --lam {lam:g}"
    if resume:
        command += " --resume"          # continued from the checkpoint of an earlier run
    return f"{command} --out {os.path.basename(out)}"


# ---------------------------------------------------------------- checkpoints

def save_checkpoint(net: Network, path: str, done: int, rng: random.Random) -> None:
    """Weights, games played and the dice generator's state, written atomically (framework/core/saves.py)."""
    buffer = io.BytesIO()
    np.savez(buffer, w1=net.w1, b1=net.b1, w2=net.w2, b2=net.b2, done=np.array(done),
             rng=np.array(json.dumps(_state_to_json(rng.getstate()))))
    saves.write_atomic(path, buffer.getvalue())         # through the module: a test may replace the writer


def load_checkpoint(path: str, rng: random.Random, like: Network | None = None) -> tuple[Network, int]:
    """The network and games played of a checkpoint; ``rng`` is set to the saved state. Checked first
    (every array, shapes as ``like``'s, finite weights, a whole number of games, a generator state):
    WeightsError, and ``rng`` unchanged, if it cannot be resumed."""
    arrays = _read_arrays(path, _ARRAYS + ("done", "rng"))
    problem = check_weights(*(arrays[name] for name in _ARRAYS))
    if not problem and like is not None and (arrays["w1"].shape, arrays["w2"].shape) != (like.w1.shape, like.w2.shape):
        problem = f"the shapes {arrays['w1'].shape}, {arrays['w2'].shape} are not this run's"
    if problem:
        raise WeightsError(path, problem)
    done, state = arrays["done"], arrays["rng"]
    if done.shape != () or done.dtype.kind not in "iu" or done < 0 or state.shape != () or state.dtype.kind != "U":
        raise WeightsError(path, "the games played or the dice generator's state are damaged")
    saved = random.Random()
    try:
        saved.setstate(_state_from_json(str(state)))
    except (ValueError, TypeError, OverflowError) as err:
        raise WeightsError(path, f"the dice generator's state is damaged ({err})") from None
    rng.setstate(saved.getstate())
    return Network(*_weights(arrays)), int(done)


def check_training(out: str, games: int, alpha: float, lam: float, hidden: int, checkpoint: int,
                   eval_every: int, eval_games: int, half_life: int = 0) -> None:
    """Every argument of a training run, before it starts: ValueError for a value out of range (the
    command line's readers refuse those already), TrainingError for an ``out`` that cannot be written."""
    def whole(value: object, low: int, high: int | None = None) -> bool:
        return (isinstance(value, int) and not isinstance(value, bool) and value >= low
                and (high is None or value <= high))
    for name, value, low, high in (("games", games, 1, None), ("hidden", hidden, 1, 4096),
                                   ("checkpoint", checkpoint, 0, None), ("eval_every", eval_every, 0, None),
                                   ("eval_games", eval_games, 1, None), ("half_life", half_life, 0, None)):
        if not whole(value, low, high):
            raise ValueError(f"{name} must be a whole number from {low}{f' to {high}' if high else ' up'}, "
                             f"not {value!r}")
    for name, value in (("alpha", alpha), ("lam", lam)):
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= 1:
            raise ValueError(f"{name} must be a number from 0 to 1, not {value!r}")
    check_out(out)


def check_out(out: str) -> None:
    """Refuse (TrainingError) a weights file ``out`` that could not be written, before any training:
    a folder, a FIFO, a device or a socket (the writer never replaces them by a plain file), or a
    folder that is missing or read-only (tried by writing a scrap file there)."""
    folder = os.path.dirname(os.path.abspath(out))
    if not out or os.path.isdir(out) or not os.path.isdir(folder):
        raise TrainingError("train.out_unwritable", path=out)
    try:
        mode = os.lstat(out).st_mode        # a link there is replaced itself (framework/core/saves.py)
    except OSError:
        mode = 0
    if mode and not (stat.S_ISREG(mode) or stat.S_ISLNK(mode)):
        raise TrainingError("train.out_not_a_file", path=out)   # a FIFO, a device, a socket
    try:
        with tempfile.NamedTemporaryFile(dir=folder, prefix=".write-test-"):
            pass
    except OSError:
        raise TrainingError("train.out_unwritable", path=out) from None
    if os.path.exists(out) and not os.access(out, os.W_OK):
        raise TrainingError("train.out_unwritable", path=out)


def save_weights(net: Network, out: str, **meta: object) -> None:
    """Write the finished run's weights to ``out`` (through a scrap file: a failure leaves ``out`` as it
    was); TrainingError if they are not finite or cannot be written."""
    if check_weights(net.w1, net.b1, net.w2, net.b2):
        raise TrainingError("train.not_finite", games=meta.get("games", "?"))
    try:
        net.save(out, **meta)               # atomic: a failure leaves ``out`` as it was
    except OSError:
        raise TrainingError("train.out_unwritable", path=out) from None


def run_trainer(prog: str, work: Callable[[], object]) -> None:
    """Run a trainer's ``work``; a refusal is one sentence on stderr in the locale's language, exit 2."""
    try:
        work()
    except TrainingError as err:
        house = Catalogue(COMMON, HOUSE)
        sys.stderr.write(f"\n{prog}: {house.text(locale_language(os.environ), err.key, **err.params)}\n")
        raise SystemExit(2) from None


def _state_to_json(state: tuple) -> list:
    version, internal, gauss = state
    return [version, list(internal), gauss]


def _state_from_json(text: str) -> tuple:
    version, internal, gauss = json.loads(text)
    return version, tuple(internal), gauss


def progress_bar(done: int, total: int, started: float, stream=sys.stderr) -> None:
    """One carriage-returned line of training progress."""
    width = 30
    filled = int(width * done / max(1, total))
    rate = done / max(1e-9, time.perf_counter() - started)
    stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} games, {rate:.1f}/s")
    stream.flush()
