"""The strong level's evaluator (the seed's ``model``): a small numpy network trained by TD(λ) self-play.

The strong level itself (the network's choice, its one-throw lookahead) is
:class:`games.nardy.planner.NetworkPlanner`, as every game's planners are in its
``planner.py``.

What it values: an *afterstate*, the position just after a side has moved and
before the other side throws, from the side that moved. Inputs (196): for each
side, its own route points 0-23 each as four units (at least 1, 2, 3 checkers,
and half the count beyond 3, as TD-Gammon did), then borne-off/15 and head/15;
the mover's side first. Outputs (3 sigmoids): the mover wins, wins with a mars,
loses to a mars. Equity = 2·P(win) − 1 + P(mars win) − P(mars loss), in points.

Training (games/nardy/train.py): both sides pick the afterstate of highest
equity; each side's own afterstates form a sequence, and each is pulled towards
the next one of the same side (and the last towards the result) by TD(λ) with
eligibility traces. The network, the traces and the weights file are the house's
shared ones (framework/td.py); this module is what is Long Nardy's own.
"""
from __future__ import annotations

import os
from typing import Sequence

from framework.td import Network as _Network  # first: it sets numpy's threads
from framework.td import WeightsError, remake_command

import numpy as np
from games.nardy.board import Position, turn_results

__all__ = ["Network", "encode", "WEIGHTS_FILE", "INPUTS", "HIDDEN", "CODE_VERSION", "REMAKE_OPTIONS"]

WEIGHTS_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "nardy_weights.npz")
INPUTS = 196
HIDDEN = 40
#: Bump when the encoding, the network or the training changes (saved in the metadata; a file made
#: by another version is refused).
CODE_VERSION = "nardy-td-1"
#: The training of the shipped weights (their metadata's command).
REMAKE_OPTIONS = "--games 20000 --seed 1"

_BYTES = 13          # a packed side: 25 nibbles (24 points and the borne-off count) fit in 13 bytes


def _point_units(n: int) -> list[float]:
    return [float(n >= 1), float(n >= 2), float(n >= 3), max(n - 3, 0) / 2]


#: One byte of a packed side (two route points) -> their eight input units, looked up at once.
_BYTE_UNITS = np.array([_point_units(b & 15) + _point_units(b >> 4) for b in range(256)], dtype=np.float32)


def _raw(sides: Sequence[int]) -> np.ndarray:
    """Packed sides -> (n, 13) bytes: byte k holds route points 2k and 2k + 1; byte 12 the borne-off count."""
    data = b"".join(s.to_bytes(_BYTES, "little") for s in sides)
    return np.frombuffer(data, dtype=np.uint8).reshape(len(sides), _BYTES)


def _side_features(raw: np.ndarray) -> np.ndarray:
    n = len(raw)
    out = np.empty((n, 98), dtype=np.float32)
    out[:, :96] = _BYTE_UNITS[raw[:, :12]].reshape(n, 96)
    out[:, 96] = (raw[:, 12] & 15) / 15.0
    out[:, 97] = (raw[:, 0] & 15) / 15.0
    return out


def encode(movers: Sequence[int], others: Sequence[int]) -> np.ndarray:
    """Inputs (n, 196) of afterstates: ``movers[i]`` has just moved, ``others[i]`` throws next."""
    raw = _raw(list(movers) + list(others))
    n = len(movers)
    feats = _side_features(raw)
    return np.concatenate([feats[:n], feats[n:]], axis=1)


class Network(_Network):
    """The shared network (framework/td.py) with Long Nardy's sizes, file and equity."""

    @classmethod
    def random(cls, seed: int, hidden: int = HIDDEN, inputs: int = INPUTS, outputs: int = 3) -> "Network":
        net = _Network.random(seed, inputs, hidden, outputs)
        return cls(net.w1, net.b1, net.w2, net.b2)

    @classmethod
    def load(cls, path: str = WEIGHTS_FILE) -> "Network":
        """The network in ``path``, checked: WeightsError, with the command that remakes the file, if
        it cannot be used."""
        try:
            net = _Network.load(path, INPUTS, 3, CODE_VERSION)
        except WeightsError as err:
            err.remake = remake_command("games.nardy.train", REMAKE_OPTIONS, path)
            raise
        return cls(net.w1, net.b1, net.w2, net.b2, net.meta)

    def outputs(self, movers: Sequence[int], others: Sequence[int]) -> np.ndarray:
        return self.forward(encode(movers, others))[1]

    def equity(self, movers: Sequence[int], others: Sequence[int]) -> np.ndarray:
        """Expected points of each afterstate for the side that moved."""
        y = self.outputs(movers, others)
        return 2 * y[:, 0] - 1 + y[:, 1] - y[:, 2]


def afterstates(pos: Position, dice: tuple[int, int]) -> list[tuple[tuple[int, ...], int, int]]:
    """Every legal turn of ``dice`` from ``pos`` as (step codes, mover after, other)."""
    return [(codes, child[1], child[0]) for codes, child in turn_results(pos, dice)]


def best_afterstate(net: Network, pos: Position, dice: tuple[int, int]) -> tuple[tuple[int, ...], int, int, float]:
    """The turn whose afterstate the network values best: (codes, mover after, other, equity)."""
    options = afterstates(pos, dice)
    if len(options) == 1:
        codes, mine, theirs = options[0]
        return codes, mine, theirs, float(net.equity([mine], [theirs])[0])
    values = net.equity([o[1] for o in options], [o[2] for o in options])
    i = int(np.argmax(values))
    return options[i] + (float(values[i]),)
