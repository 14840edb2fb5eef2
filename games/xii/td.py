"""The strong level's evaluator: a small network trained by TD(λ) self-play (framework/ai/td.py).

What it values: an *afterstate*, the position just after a side has moved and
before the other side throws, given as the engine's position key seen from the
side that moved (board.py, "position keys"). Inputs (297): for each side, the
mover's first, its course points 1-36 each as four units (at least 1, 2, 3
pieces, and half the count beyond 3, as TD-Gammon did); then each side's
waiting, captured and borne-off pieces as fractions of fifteen; then each side's
pips still to go (the race), as a fraction of fifteen whole courses; last, the
normal level's heuristic score (evaluate.py) over 100 pips. Like the hand-made
features of TD-Gammon's later versions, the summaries spare the network from
learning from nothing what a player already knows; the untrained network ranks
turns as the heuristic does and self-play improves on it. One output: the
chance that the side that moved wins. A turn that bears off the last piece is
a won game, valued 1 exactly.

The inputs do not say how many pieces a side plays with, and a network trained
mostly on fifteen-piece games values the three-piece game no better than the
heuristic does; so the short game has a network of its own, trained on short
games only (``--short-every 1``), the same inputs and size. With a constant
learning rate its play wanders from one checkpoint to the next (54-56% against
normal, network alone); the shipped one is the mean of its weights every 1,000
games from game 20,000 to 60,000 (``--average-from``): 59.3% against normal,
network alone, where the last weights of 20,000 games won 55.1% (5,000 games on
the same dice, ``bench/strength.py --seed select``).

Training is ``python -m games.xii.train`` (games/xii/train.py); the weights are
``xii_weights.npz`` beside this file, the short game's ``xii_short_weights.npz``.
"""
from __future__ import annotations

import os
from functools import lru_cache
from typing import Sequence

from framework.ai.td import Network, WeightsError, remake_command  # first: it sets numpy's threads

import numpy as np

from board import KEY_CAPTURED, KEY_OFF, KEY_SIDE, KEY_WAITING
from games.xii.evaluate import DEFAULT_WEIGHTS, evaluate_key

__all__ = ["INPUTS", "HIDDEN", "WEIGHTS_FILE", "encode", "win_chances", "load_network", "random_network", "CODE_VERSION",
           "REMAKE_OPTIONS", "SHORT_WEIGHTS_FILE", "SHORT_REMAKE_OPTIONS", "load_short_network"]

WEIGHTS_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "xii_weights.npz")
HIDDEN = 40
#: Bump when the encoding, the network or the training changes (saved in the metadata; a file made
#: by another version is refused).
CODE_VERSION = "xii-td-2"
#: The training of the shipped weights (their metadata's command).
REMAKE_OPTIONS = "--games 4000 --seed 1"
#: The short game's network (three pieces a side), trained on short games only.
SHORT_WEIGHTS_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "xii_short_weights.npz")
SHORT_REMAKE_OPTIONS = "--games 60000 --seed 1 --short-every 1 --average-from 20000 --average-every 1000"
_KEY_BYTES = 2 * KEY_SIDE
_HEURISTIC_CLIP = 800.0         # pips: beyond this the game is decided either way

#: The key's byte slots of both sides' course points, the mover's first.
_POINT_SLOTS = np.array([s + p for s in (0, KEY_SIDE) for p in range(1, 37)])
#: The key's byte slots of waiting, captured and borne-off pieces, the mover's first.
_STOCK_SLOTS = np.array([s + k for s in (0, KEY_SIDE) for k in (KEY_WAITING, KEY_CAPTURED, KEY_OFF)])
#: Pips still to go for each side (a waiting or captured piece has the whole course, 37, to go):
#: column k of ``raw @ _PIPS`` is side k's, over fifteen whole courses.
_PIPS = np.zeros((2 * KEY_SIDE, 2), dtype=np.float32)
for _k, _s in enumerate((0, KEY_SIDE)):
    _PIPS[[_s + p for p in range(1, 37)], _k] = [37 - p for p in range(1, 37)]
    _PIPS[[_s + KEY_WAITING, _s + KEY_CAPTURED], _k] = 37
_PIPS /= 15 * 37
#: The normal level's heuristic score (evaluate.py, in pips) is fed in over this many pips.
HEURISTIC_SCALE = 100.0
INPUTS = 4 * len(_POINT_SLOTS) + len(_STOCK_SLOTS) + 2 + 1
#: Where the heuristic's input is (the last one).
HEURISTIC = INPUTS - 1


def _raw(keys: Sequence[int]) -> np.ndarray:
    """Keys -> (n, 80) bytes: byte i of row k is slot i of key k."""
    return np.frombuffer(b"".join([k.to_bytes(_KEY_BYTES, "little") for k in keys]),
                         dtype=np.uint8).reshape(len(keys), _KEY_BYTES)


def encode(keys: Sequence[int], stones: int) -> np.ndarray:
    """Inputs (n, INPUTS) of afterstates given as position keys seen from the side that moved."""
    return _encode_raw(_raw(keys), keys, stones)


def _encode_raw(raw: np.ndarray, keys: Sequence[int], stones: int) -> np.ndarray:
    n = len(raw)
    out = np.empty((n, INPUTS), dtype=np.float32)
    units = 4 * len(_POINT_SLOTS)
    counts = raw[:, _POINT_SLOTS]
    point_units = out[:, :units].reshape(n, len(_POINT_SLOTS), 4)
    point_units[:, :, 0] = counts >= 1
    point_units[:, :, 1] = counts >= 2
    point_units[:, :, 2] = counts >= 3
    np.maximum(counts, 3, out=counts)
    point_units[:, :, 3] = counts
    point_units[:, :, 3] -= 3
    point_units[:, :, 3] *= 0.5
    out[:, units:units + len(_STOCK_SLOTS)] = raw[:, _STOCK_SLOTS] / np.float32(15.0)
    out[:, units + len(_STOCK_SLOTS):HEURISTIC] = raw @ _PIPS
    score = evaluate_key
    out[:, HEURISTIC] = [score(k, stones, DEFAULT_WEIGHTS) for k in keys]
    np.clip(out[:, HEURISTIC], -_HEURISTIC_CLIP, _HEURISTIC_CLIP, out=out[:, HEURISTIC])
    out[:, HEURISTIC] /= HEURISTIC_SCALE
    return out


def won(key: int, stones: int) -> bool:
    """Has the side the key is seen from borne off all ``stones`` pieces?"""
    return (key >> 8 * KEY_OFF) & 255 == stones


def win_chances(net: Network, keys: Sequence[int], stones: int) -> np.ndarray:
    """The chance that the side that moved wins, for each afterstate (1.0 for a won game)."""
    raw = _raw(keys)
    values = net.forward(_encode_raw(raw, keys, stones))[1][:, 0].astype(np.float64)
    values[raw[:, KEY_OFF] == stones] = 1.0
    return values


def random_network(seed: int, hidden: int = HIDDEN) -> Network:
    """The start of a training run: small random weights, except one hidden unit that passes the
    heuristic's score through, so that before any training the network ranks turns as the normal
    level does, and self-play starts from a fair game instead of from random moves."""
    net = Network.random(seed, INPUTS, hidden, 1)
    net.w1[0, :] = 0.0
    net.w1[0, HEURISTIC] = 1.0
    net.w2 *= 0.1
    net.w2[0, 0] = 8.0
    net.b2[0] = -4.0
    return net


@lru_cache(maxsize=4)
def load_network(path: str | None = None) -> Network:
    """The network in ``path`` (the shipped weights by default), read once (planners share it; they never change it) and checked:
    WeightsError, with the command that remakes the file, if it cannot be used."""
    path = WEIGHTS_FILE if path is None else path
    try:
        return Network.load(path, INPUTS, 1, CODE_VERSION)
    except WeightsError as err:
        short = os.path.abspath(path) == SHORT_WEIGHTS_FILE
        err.remake = remake_command("games.xii.train", SHORT_REMAKE_OPTIONS if short else REMAKE_OPTIONS, path)
        raise


def load_short_network() -> Network:
    """The short game's shipped network (:func:`load_network` of ``SHORT_WEIGHTS_FILE``)."""
    return load_network(SHORT_WEIGHTS_FILE)
