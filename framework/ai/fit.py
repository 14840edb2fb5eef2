"""Fit the shared network (framework/ai/td.py) to target outputs: supervised training, after TD's.

Why: self-play TD(λ) pulls each value towards the next position's, and Long Nardy's
network stopped improving that way (issue 37). A search that looks a throw ahead
values positions better than the network alone; fitting the network to those
values (distillation, as gnubg's networks were trained on rollouts) moves the
search's judgement into the network, which the search then builds on.

The loss is the cross-entropy of each sigmoid output against its target
probability; the step is Adam's, in mini-batches, the learning rate falling by
``decay`` after each pass over the data. Deterministic for a ``seed`` (the
batches' order) on one machine; no I/O but the ``report`` callback.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from framework.ai.td import Network  # first: it sets numpy's threads

import numpy as np

__all__ = ["FitOptions", "fit", "cross_entropy"]


@dataclass(frozen=True)
class FitOptions:
    """How :func:`fit` steps: passes over the data, the first pass's learning rate, its factor after each
    pass, the rows of a mini-batch and the seed of their order."""

    epochs: int = 25
    rate: float = 0.003
    decay: float = 0.88
    batch: int = 128
    seed: int = 0


def cross_entropy(net: Network, inputs: np.ndarray, targets: np.ndarray) -> float:
    """The mean over rows of the summed cross-entropy of ``net``'s outputs against ``targets`` (each in 0-1)."""
    y = net.forward(inputs)[1].astype(np.float64)
    t = targets.astype(np.float64)
    eps = 1e-9
    return float(-(t * np.log(y + eps) + (1 - t) * np.log(1 - y + eps)).sum(axis=1).mean())


def fit(net: Network, inputs: np.ndarray, targets: np.ndarray, options: FitOptions = FitOptions(),
        report: Callable[[int, Network], None] | None = None) -> Network:
    """Move ``net``'s weights (in place; it is returned) towards outputs ``targets`` (n, outputs) for
    ``inputs`` (n, inputs). ``report(epoch, net)`` hears the end of each pass (epochs count from 1)."""
    if len(inputs) != len(targets) or not len(inputs):
        raise ValueError(f"{len(inputs)} rows of inputs for {len(targets)} of targets: both the same, at least one")
    rng = np.random.default_rng(options.seed)
    params = [net.w1, net.b1, net.w2, net.b2]
    first = [np.zeros_like(p) for p in params]
    second = [np.zeros_like(p) for p in params]
    beta1, beta2, rate, step = 0.9, 0.999, options.rate, 0
    for epoch in range(1, options.epochs + 1):
        order = rng.permutation(len(inputs))
        for start in range(0, len(inputs), options.batch):
            rows = order[start:start + options.batch]
            x, t = inputs[rows], targets[rows]
            h, y = net.forward(x)
            out = (y - t) / len(rows)                   # d(cross-entropy)/d(output's sum), per row
            hidden = (out @ net.w2) * h * (1 - h)
            grads = [hidden.T @ x, hidden.sum(axis=0), out.T @ h, out.sum(axis=0)]
            step += 1
            for p, g, m, v in zip(params, grads, first, second):
                m *= beta1
                m += (1 - beta1) * g
                v *= beta2
                v += (1 - beta2) * g * g
                p -= (rate * (m / (1 - beta1 ** step)) / (np.sqrt(v / (1 - beta2 ** step)) + 1e-8)).astype(p.dtype)
        rate *= options.decay
        if report is not None:
            report(epoch, net)
    return net
