"""The trainers check every argument before training starts: ``--out`` must be writable first, a damaged
``--resume`` checkpoint is refused in one sentence, and weights that are not finite are never written."""
from __future__ import annotations

import json
import random

import numpy as np
import pytest

from framework.ai.td import (Network, TrainingError, WeightsError, load_checkpoint, save_checkpoint, save_weights,
                          train_by_self_play)
from helpers_games import network_games, package

#: The trainer of every registered game with a network.
TRAINERS = [f"{package(name)}.train" for name in network_games()]


def _main(module: str):
    import importlib
    return importlib.import_module(module).main


def _refused(module: str, argv: list[str], capsys) -> str:
    with pytest.raises(SystemExit) as leave:
        _main(module)(argv)
    assert leave.value.code == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    return err


@pytest.mark.parametrize("module", TRAINERS)
@pytest.mark.parametrize("bad", [["--hidden", "0"], ["--hidden", "-3"], ["--eval-games", "0"], ["--alpha", "nan"],
                                 ["--lam", "inf"], ["--games", "0"], ["--checkpoint", "-1"]])
def test_a_value_out_of_range_is_refused_before_training(tmp_path, capsys, module, bad):
    out = tmp_path / "w.npz"
    _refused(module, ["--games", "1", "--out", str(out), *bad], capsys)
    assert list(tmp_path.iterdir()) == [], "nothing trained, nothing written"


@pytest.mark.parametrize("module", TRAINERS)
@pytest.mark.parametrize("where", ["a missing folder", "a folder"])
def test_an_out_that_cannot_be_written_is_refused_before_training(tmp_path, capsys, monkeypatch, module, where):
    import importlib
    trainer = importlib.import_module(module)
    monkeypatch.setenv("LANG", "C.UTF-8")
    played = []
    monkeypatch.setattr(trainer, "self_play_game", lambda *a, **k: played.append(1) or 1)
    out = tmp_path / "missing" / "w.npz" if where == "a missing folder" else tmp_path
    err = _refused(module, ["--games", "3", "--out", str(out)], capsys)
    assert f"The weights file {out} cannot be written" in err
    assert played == [], "not one game is played before the refusal"


def _checkpoint(path, net: Network, done: int = 3, **change) -> None:
    arrays = dict(w1=net.w1, b1=net.b1, w2=net.w2, b2=net.b2, done=np.array(done),
                  rng=np.array(json.dumps([3, list(random.Random(1).getstate()[1]), None])))
    arrays.update(change)
    arrays = {k: v for k, v in arrays.items() if v is not None}
    with open(path, "wb") as f:
        np.savez(f, **arrays)


def _net() -> Network:
    return Network.random(1, 4, 3, 1)


DAMAGED = {"junk bytes": None, "no done": {"done": None}, "no rng": {"rng": None},
           "a negative count": {"done": np.array(-1)}, "a fractional count": {"done": np.array(2.5)},
           "an unreadable rng": {"rng": np.array("[3, [1, 2")}, "a wrong rng": {"rng": np.array("[3, [1, 2], null]")},
           "nan weights": {"w1": np.full((3, 4), np.nan, np.float32)},
           "another network's shape": {"w1": np.zeros((5, 4), np.float32), "b1": np.zeros(5, np.float32),
                                       "w2": np.zeros((1, 5), np.float32)}}


@pytest.mark.parametrize("kind", sorted(DAMAGED))
def test_a_damaged_checkpoint_is_refused_and_the_dice_are_untouched(tmp_path, kind):
    path = tmp_path / "w.npz.ckpt.npz"
    if DAMAGED[kind] is None:
        path.write_bytes(b"PK\x03\x04 not a zip")
    else:
        _checkpoint(path, _net(), **DAMAGED[kind])
    rng = random.Random(7)
    before = rng.getstate()
    with pytest.raises(WeightsError):
        load_checkpoint(str(path), rng, _net())
    assert rng.getstate() == before
    played = []
    with pytest.raises(TrainingError) as refused:
        train_by_self_play(_net(), 5, rng, lambda *a: played.append(1), str(path), resume=True, quiet=True)
    assert refused.value.key == "train.checkpoint_bad" and played == []


@pytest.mark.parametrize("module", TRAINERS)
def test_a_damaged_checkpoint_is_said_in_the_players_language(tmp_path, capsys, monkeypatch, module):
    monkeypatch.setenv("LANG", "pl_PL.UTF-8")
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    out = tmp_path / "w.npz"
    (tmp_path / "w.npz.ckpt.npz").write_bytes(b"")
    err = _refused(module, ["--games", "2", "--out", str(out), "--resume"], capsys)
    assert "Punkt kontrolny" in err and "--resume" in err
    assert not out.exists()


def test_a_good_checkpoint_still_resumes(tmp_path):
    path = tmp_path / "c.npz"
    net, rng = _net(), random.Random(3)
    save_checkpoint(net, str(path), 4, rng)
    again = random.Random(0)
    loaded, done = load_checkpoint(str(path), again, _net())
    assert done == 4 and again.getstate() == rng.getstate()
    np.testing.assert_array_equal(loaded.w1, net.w1)


def test_weights_that_stop_being_finite_end_the_run_and_nothing_is_written(tmp_path):
    path = tmp_path / "w.npz.ckpt.npz"

    def diverge(net, rng, done):
        if done == 2:
            net.w2[0, 0] = np.inf

    with pytest.raises(TrainingError) as refused:
        train_by_self_play(_net(), 10, random.Random(1), diverge, str(path), checkpoint=1, quiet=True)
    assert refused.value.key == "train.not_finite" and refused.value.params["games"] == 3
    with np.load(path) as saved:                 # the last checkpoint is the last finite one
        assert int(saved["done"]) == 2 and np.all(np.isfinite(saved["w2"]))


def test_non_finite_weights_are_never_saved(tmp_path):
    net = _net()
    net.b1[0] = np.nan
    out = tmp_path / "w.npz"
    with pytest.raises(TrainingError):
        save_weights(net, str(out), games=1)
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("module", TRAINERS)
@pytest.mark.parametrize("change", [{"alpha": float("nan")}, {"lam": 2.0}, {"hidden": 0}, {"games": True},
                                    {"eval_games": 0}])
def test_the_python_api_checks_its_arguments_too(tmp_path, module, change):
    import importlib
    train = importlib.import_module(module).train
    options = {"games": 1, "seed": 1, "out": str(tmp_path / "w.npz"), "quiet": True, **change}
    with pytest.raises(ValueError):
        train(**options)
    assert list(tmp_path.iterdir()) == []
