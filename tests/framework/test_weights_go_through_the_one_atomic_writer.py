"""Weights and training checkpoints are written by the house's one atomic writer (framework/core/saves.py):
they come back as written, a failed write leaves the old file, and a link at ``--out`` is replaced,
never written through (issue 23)."""
from __future__ import annotations

import os
import random
import sys

import numpy as np
import pytest

from framework.core import saves

from framework.ai import td
from framework.ai.td import Network, TrainingError, load_checkpoint, save_checkpoint, save_weights


def a_network() -> Network:
    return Network.random(7, 5, 4, 2)


def test_weights_come_back_as_written_with_their_metadata(tmp_path):
    net = a_network()
    save_weights(net, str(tmp_path / "w.npz"), games=12, code_version="v1")
    again = Network.load(str(tmp_path / "w.npz"), inputs=5, outputs=2, code_version="v1")
    for name in ("w1", "b1", "w2", "b2"):
        np.testing.assert_array_equal(getattr(again, name), getattr(net, name))
    assert again.meta == {"games": "12", "code_version": "v1"}
    assert os.listdir(tmp_path) == ["w.npz"], "no scrap file left beside it"


def test_a_checkpoint_comes_back_with_the_dice_generators_state(tmp_path):
    net, rng = a_network(), random.Random(5)
    rng.random()
    save_checkpoint(net, str(tmp_path / "c.npz"), 9, rng)
    again = random.Random(0)
    loaded, done = load_checkpoint(str(tmp_path / "c.npz"), again, a_network())
    assert done == 9 and again.getstate() == rng.getstate()
    np.testing.assert_array_equal(loaded.w2, net.w2)


def test_the_weights_are_written_by_the_houses_writer(tmp_path, monkeypatch):
    written = []
    real = saves.write_atomic
    monkeypatch.setattr(saves, "write_atomic", lambda path, data, **kw: (written.append((path, data)),
                                                                         real(path, data, **kw)))
    save_weights(a_network(), str(tmp_path / "w.npz"))
    save_checkpoint(a_network(), str(tmp_path / "c.npz"), 1, random.Random(1))
    assert [os.path.basename(str(p)) for p, _ in written] == ["w.npz", "c.npz"]
    assert all(isinstance(data, bytes) and data.startswith(b"PK") for _, data in written)


def test_a_failed_write_keeps_the_old_weights_and_says_so(tmp_path, monkeypatch):
    out = tmp_path / "w.npz"
    save_weights(a_network(), str(out))
    before = out.read_bytes()

    def full(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(saves.os, "fsync", full)
    with pytest.raises(TrainingError) as refused:
        save_weights(Network.random(8, 5, 4, 2), str(out))
    monkeypatch.undo()
    assert refused.value.key == "train.out_unwritable" and out.read_bytes() == before
    assert os.listdir(tmp_path) == ["w.npz"]


@pytest.mark.skipif(sys.platform == "win32", reason="symbolic links")
def test_a_link_at_out_is_replaced_and_its_target_kept(tmp_path):
    aim = tmp_path / "precious"
    aim.write_bytes(b"keep me")
    os.symlink(aim, tmp_path / "w.npz")
    save_weights(a_network(), str(tmp_path / "w.npz"))
    assert aim.read_bytes() == b"keep me" and not (tmp_path / "w.npz").is_symlink()
    assert td.Network.load(str(tmp_path / "w.npz")).w1.shape == (4, 5)
