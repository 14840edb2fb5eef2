"""The strong level's evaluator (the seed's ``model``): a small numpy network trained by TD(λ) self-play.

The strong level itself (the network's choice, its one-throw lookahead) is
:class:`games.nardy.planner.NetworkPlanner`, as every game's planners are in its
``planner.py``.

What it values: an *afterstate*, the position just after a side has moved and
before the other side throws, from the side that moved. Inputs (205), as strong
backgammon networks describe a position:

- 0-195, the first encoding (``nardy-td-1``): for each side, the mover's first,
  its own route points 0-23 each as four units (at least 1, 2, 3 checkers, and
  half the count beyond 3, as TD-Gammon did), then borne-off/15 and head/15;
- 196-203, for the mover then the other side, four units each: checkers home
  (route points 18-23)/15; its race, the pips still to travel/360; its longest
  block, the most consecutive points it holds along the *opponent's* route
  (never wrapping from 23 to 0, as the six-block rule counts them)/6; and the
  opponent's checkers behind that block (opponent route points before its start,
  for a block of two or more)/15;
- 204, the race: (the other side's pips − the mover's)/120.

A network made with the first encoding (the weights of 2026, kept as
``bench/nardy_weights_2026.npz``, a fixed opponent) reads only the first 196
units; :meth:`Network.load` knows the encoding from the file's code version.
Outputs (3 sigmoids): the mover wins, wins with a mars, loses to a mars.
Equity = 2·P(win) − 1 + P(mars win) − P(mars loss), in points.

Training (games/nardy/train.py): both sides pick the afterstate of highest
equity; each side's own afterstates form a sequence, and each is pulled towards
the next one of the same side (and the last towards the result) by TD(λ) with
eligibility traces. The shipped network (issue 37) is one of those, 80 hidden
units, taught its own one-throw lookahead in a network of 160, and that one taught
its own in turn (games/nardy/distill.py: :data:`FIRST_DISTILL_OPTIONS`, then
:data:`DISTILL_OPTIONS`). The network, the traces and the weights file are the house's
shared ones (framework/ai/td.py); this module is what is Long Nardy's own.
"""
from __future__ import annotations

import os
from typing import Sequence

from framework.ai.td import Network as _Network  # first: it sets numpy's threads
from framework.ai.td import WeightsError, remake_command

import numpy as np
from games.nardy.board import Position, turn_results

__all__ = ["Network", "encode", "remake", "WEIGHTS_FILE", "INPUTS", "HIDDEN", "CODE_VERSION", "ENCODINGS",
           "FIRST_RUN", "REMAKE_FIRST_OPTIONS", "REMAKE_OPTIONS", "FIRST_TEACHER", "FIRST_DISTILL_OPTIONS",
           "TEACHER", "DISTILL_OPTIONS"]

WEIGHTS_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "nardy_weights.npz")
INPUTS = 205
HIDDEN = 80
#: Bump when the encoding, the network or the training changes (saved in the metadata; a file made
#: by a version not in :data:`ENCODINGS` is refused).
CODE_VERSION = "nardy-td-2"
#: The code versions this module reads, each with its inputs (a prefix of :func:`encode`'s).
ENCODINGS = {"nardy-td-1": 196, "nardy-td-2": INPUTS}
#: The training of the network of 2026-11-26 (:data:`FIRST_TEACHER`), in two runs from the project's root:
#: 35,000 games from the weights of 2026 into :data:`FIRST_RUN`, then 20,000 games from there at a fifth
#: of the learning rate, decaying faster (the second run's options are that file's metadata's command).
FIRST_RUN = "nardy_weights_35000.npz"
REMAKE_FIRST_OPTIONS = ("--games 35000 --seed 1 --alpha 0.1 --lam 0.7 --hidden 80 --alpha-half-life 100000 "
                        "--eval-every 5000 --eval-games 400 --init bench/nardy_weights_2026.npz")
REMAKE_OPTIONS = ("--games 20000 --seed 2 --alpha 0.02 --lam 0.7 --hidden 80 --alpha-half-life 10000 "
                  f"--eval-every 2500 --eval-games 400 --init {FIRST_RUN}")

#: The shipped weights (issue 37): the network of 2026-11-26, kept in bench/ as the fixed opponent, taught
#: its own one-throw lookahead (games/nardy/distill.py) with 160 hidden units, twice: the first round's
#: network (:data:`FIRST_DISTILL_OPTIONS`, shipped on 2026-11-29 and kept as :data:`TEACHER`) taught its own
#: lookahead in turn (:data:`DISTILL_OPTIONS`). The options of each command are its weights' metadata's
#: command, less ``--jobs``, which changes nothing but the time.
FIRST_TEACHER = "bench/nardy_weights_2026_11_26.npz"
FIRST_DISTILL_OPTIONS = (f"--init {FIRST_TEACHER} --games 2600 --top 4 --seed 1 --hidden 160 --epochs 25 "
                         "--rate 0.003 --decay 0.88 --jobs 2")
TEACHER = "bench/nardy_weights_2026_11_29.npz"
DISTILL_OPTIONS = (f"--init {TEACHER} --games 2600 --top 4 --seed 2 --hidden 160 --epochs 25 --rate 0.003 "
                   "--decay 0.88 --jobs 2")

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


def _runs(bits: int) -> tuple[int, int, int, int]:
    """Of 12 bits: the longest run of ones, where it starts (the lowest such), the ones from bit 0
    up, the ones from bit 11 down."""
    best = start = run = 0
    for i in range(12):
        run = run + 1 if bits >> i & 1 else 0
        if run > best:
            best, start = run, i - run + 1
    low = next((i for i in range(12) if not bits >> i & 1), 12)
    high = next((i for i in range(12) if not bits >> (11 - i) & 1), 12)
    return best, start, low, high


#: 12-bit masks -> (longest run, its start, ones from bit 0, ones from bit 11): a 24-point block at once.
_RUNS = np.array([_runs(b) for b in range(4096)], dtype=np.int64).T
_BIT12 = 1 << np.arange(12, dtype=np.int64)
#: My route point of each opponent route point q: (q + 12) % 24.
_ALONG_OPPONENT = (np.arange(24) + 12) % 24
_PIPS = (24 - np.arange(24)).astype(np.float32)


def _counts(raw: np.ndarray) -> np.ndarray:
    """(n, 13) packed bytes -> (n, 25) counts: route points 0-23, then borne off."""
    out = np.empty((len(raw), 26), dtype=np.int64)
    out[:, 0::2] = raw & 15
    out[:, 1::2] = raw >> 4
    return out[:, :25]


def _block(held: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(n, 24) points held, by the opponent's route -> the longest block of each and where it starts."""
    low = held[:, :12] @ _BIT12
    high = held[:, 12:] @ _BIT12
    length, start = _RUNS[0][low], _RUNS[1][low]
    upper = _RUNS[0][high]
    better = upper > length
    length, start = np.where(better, upper, length), np.where(better, 12 + _RUNS[1][high], start)
    across = _RUNS[3][low] + _RUNS[2][high]
    better = across > length
    return np.where(better, across, length), np.where(better, 12 - _RUNS[3][low], start)


def _extra(counts: np.ndarray) -> np.ndarray:
    """Inputs 196-204 from the counts (2n, 25) of the n movers, then of the n other sides."""
    n = len(counts) // 2
    points = counts[:, :24]
    opponents = np.concatenate([points[n:], points[:n]])
    home = points[:, 18:].sum(axis=1) / 15.0
    pips = points @ _PIPS
    length, start = _block(points[:, _ALONG_OPPONENT] > 0)
    behind = np.cumsum(opponents, axis=1)[np.arange(2 * n), start - 1]
    trapped = np.where((length >= 2) & (start > 0), behind, 0) / 15.0
    side = np.stack([home, pips / 360.0, length / 6.0, trapped], axis=1).astype(np.float32)
    out = np.empty((n, 9), dtype=np.float32)
    out[:, :4], out[:, 4:8] = side[:n], side[n:]
    out[:, 8] = (pips[n:] - pips[:n]) / 120.0
    return out


def encode(movers: Sequence[int], others: Sequence[int], inputs: int = INPUTS) -> np.ndarray:
    """Inputs (n, ``inputs``) of afterstates: ``movers[i]`` has just moved, ``others[i]`` throws next
    (``inputs`` 196: the first encoding's only)."""
    raw = _raw(list(movers) + list(others))
    n = len(movers)
    feats = _side_features(raw)
    first = [feats[:n], feats[n:]]
    if inputs == 196:
        return np.concatenate(first, axis=1)
    return np.concatenate(first + [_extra(_counts(raw))], axis=1)


def remake(path: str) -> str:
    """The command, run from anywhere, that makes the weights file ``path`` again as the shipped ones were
    made: the distillation from :data:`TEACHER` (in the project's bench/; it is the distillation
    :data:`FIRST_DISTILL_OPTIONS` from :data:`FIRST_TEACHER`, whose own two runs are
    :data:`REMAKE_FIRST_OPTIONS` and :data:`REMAKE_OPTIONS`)."""
    return remake_command("games.nardy.distill", DISTILL_OPTIONS, path)


class Network(_Network):
    """The shared network (framework/ai/td.py) with Long Nardy's sizes, file and equity."""

    @classmethod
    def random(cls, seed: int, hidden: int = HIDDEN, inputs: int = INPUTS, outputs: int = 3) -> "Network":
        net = _Network.random(seed, inputs, hidden, outputs)
        return cls(net.w1, net.b1, net.w2, net.b2)

    @classmethod
    def load(cls, path: str = WEIGHTS_FILE) -> "Network":
        """The network in ``path``, checked: WeightsError, with the command that remakes the file, if
        it cannot be used. A file of either encoding (:data:`ENCODINGS`) is read; its version is the
        network's ``meta['code_version']``."""
        try:
            net = _Network.load(path, None, 3)
            version = net.meta.get("code_version")
            if version not in ENCODINGS:
                raise WeightsError(path, f"made by {version or 'an unknown trainer'!r}, not {CODE_VERSION!r}")
            if net.inputs != ENCODINGS[version]:
                raise WeightsError(path, f"{net.inputs} inputs, not {ENCODINGS[version]}")
        except WeightsError as err:
            err.remake = remake(path)
            raise
        return cls(net.w1, net.b1, net.w2, net.b2, net.meta)

    def outputs(self, movers: Sequence[int], others: Sequence[int]) -> np.ndarray:
        """(n, 3): win, mars win, mars loss for the side that has just moved, in one pass."""
        return self.forward(encode(movers, others, self.inputs))[1]

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
