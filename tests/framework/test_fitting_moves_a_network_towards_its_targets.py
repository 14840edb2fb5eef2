"""Supervised fitting of the shared network (framework/ai/fit.py): a pass over the data lowers the loss
against the targets, the same seed gives the same weights bit for bit, and rows that do not pair up are
refused."""
import numpy as np
import pytest

from framework.ai.fit import FitOptions, cross_entropy, fit
from framework.ai.td import Network


def _data(rows: int = 400):
    rng = np.random.default_rng(3)
    inputs = rng.random((rows, 6)).astype(np.float32)
    targets = np.stack([inputs[:, 0] > inputs[:, 1], inputs[:, 2] > 0.5], axis=1).astype(np.float32)
    return inputs, targets


def test_fitting_lowers_the_loss_against_the_targets():
    inputs, targets = _data()
    net = Network.random(1, 6, 8, 2)
    before = cross_entropy(net, inputs, targets)
    heard = []
    fit(net, inputs, targets, FitOptions(epochs=10, rate=0.03, decay=1.0, batch=32), lambda epoch, n: heard.append(epoch))
    assert heard == list(range(1, 11))
    assert cross_entropy(net, inputs, targets) < 0.7 * before      # 1.39 -> 0.41 when written


def test_the_same_seed_fits_the_same_weights():
    inputs, targets = _data()
    a = fit(Network.random(1, 6, 8, 2), inputs, targets, FitOptions(epochs=2, seed=4))
    b = fit(Network.random(1, 6, 8, 2), inputs, targets, FitOptions(epochs=2, seed=4))
    c = fit(Network.random(1, 6, 8, 2), inputs, targets, FitOptions(epochs=2, seed=5))
    assert all(np.array_equal(x, y) for x, y in zip((a.w1, a.b1, a.w2, a.b2), (b.w1, b.b1, b.w2, b.b2)))
    assert not np.array_equal(a.w1, c.w1)


def test_inputs_and_targets_of_different_lengths_are_refused():
    inputs, targets = _data()
    with pytest.raises(ValueError, match="400 rows of inputs for 399 of targets"):
        fit(Network.random(1, 6, 8, 2), inputs, targets[:-1])
