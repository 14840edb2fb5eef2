"""A damaged network file: the strong level's weights are checked when read (zip, arrays, shapes, finite
values, metadata); a bad file is said in one sentence naming it and the command that remakes it, and the
computer plays on at level normal, also when the settings remember "strong"."""
from __future__ import annotations

import os
import re
import shutil
import warnings
from importlib.util import find_spec

import numpy as np
import pytest

from framework.ai.td import Network, WeightsError
from helpers_app import make_app, run
from helpers_games import network_games, package
from helpers_text import said


def _shipped(td_name: str) -> str:
    """The name of the weights file a game's td module ships."""
    import importlib
    return os.path.basename(importlib.import_module(td_name).WEIGHTS_FILE)


#: Every registered game with a network: its td and planner modules, its shipped weights file's name, its package.
GAMES = {name: (f"{package(name)}.td", f"{package(name)}.planner", _shipped(f"{package(name)}.td"),
                package(name)) for name in network_games()}


def _modules(game: str):
    import importlib
    td_name, planner_name, _, _ = GAMES[game]
    return importlib.import_module(td_name), importlib.import_module(planner_name)


def _arrays(path: str) -> dict[str, np.ndarray]:
    with np.load(path, allow_pickle=False) as data:
        return {name: data[name] for name in data.files}


def _rewrite(path, arrays: dict[str, np.ndarray]) -> None:
    with open(path, "wb") as f:
        np.savez_compressed(f, **arrays)


def _damage(kind: str, good: str, path) -> None:
    """``path`` made from the shipped file ``good`` with one kind of damage."""
    raw = open(good, "rb").read()
    arrays = _arrays(good)
    if kind == "cut in half":
        path.write_bytes(raw[:len(raw) // 2])
    elif kind == "empty":
        path.write_bytes(b"")
    elif kind == "random bytes":
        path.write_bytes(np.random.default_rng(5).bytes(len(raw)))
    elif kind == "bytes flipped inside":
        path.write_bytes(raw[:len(raw) // 2] + bytes(b ^ 0x5A for b in raw[len(raw) // 2:len(raw) // 2 + 64])
                         + raw[len(raw) // 2 + 64:])
    elif kind == "a folder":
        path.mkdir()
    elif kind == "a lone array (.npy)":
        np.save(str(path) + ".npy", arrays["w1"])
        os.replace(str(path) + ".npy", path)
    elif kind.startswith("missing "):
        del arrays[kind.split()[1]]
        _rewrite(path, arrays)
    elif kind == "a wrong shape":
        arrays["w1"] = arrays["w1"][:, :-1]
        _rewrite(path, arrays)
    elif kind == "hidden sizes that disagree":
        arrays["b1"] = arrays["b1"][:-1]
        _rewrite(path, arrays)
    elif kind in ("nan", "inf", "huge"):
        arrays["w2"] = arrays["w2"].astype(np.float64)
        arrays["w2"][0, 0] = {"nan": np.nan, "inf": -np.inf, "huge": 1e300}[kind]
        _rewrite(path, arrays)
    elif kind == "whole numbers":
        arrays["b2"] = arrays["b2"].astype(np.int64)
        _rewrite(path, arrays)
    elif kind == "another trainer's version":
        arrays["meta_values"] = np.array([v if "td-" not in v else "other-td-9" for v in arrays["meta_values"].tolist()])
        _rewrite(path, arrays)
    elif kind == "metadata cut short":
        arrays["meta_values"] = arrays["meta_values"][:-1]
        _rewrite(path, arrays)
    elif kind == "no metadata":
        del arrays["meta_keys"], arrays["meta_values"]
        _rewrite(path, arrays)
    else:
        raise AssertionError(kind)


DAMAGE = ["cut in half", "empty", "random bytes", "bytes flipped inside", "a folder", "a lone array (.npy)",
          "missing w1", "missing b2", "a wrong shape", "hidden sizes that disagree", "nan", "inf", "huge",
          "whole numbers", "another trainer's version", "metadata cut short", "no metadata"]


@pytest.fixture(params=sorted(GAMES))
def game(request):
    return request.param


def _use(monkeypatch, game: str, path) -> None:
    """The game reads its weights from ``path`` (and nothing read before is kept)."""
    td, _ = _modules(game)
    monkeypatch.setattr(td, "WEIGHTS_FILE", str(path))
    if hasattr(td, "load_network"):
        td.load_network.cache_clear()


@pytest.fixture(autouse=True)
def _forget_loaded_networks():
    yield
    from games.xii.td import load_network
    load_network.cache_clear()


@pytest.mark.parametrize("kind", DAMAGE)
def test_a_damaged_file_is_refused_naming_the_file_and_the_command_that_remakes_it(tmp_path, monkeypatch, game, kind):
    td, planner = _modules(game)
    path = tmp_path / GAMES[game][2]
    _damage(kind, td.WEIGHTS_FILE, path)
    _use(monkeypatch, game, path)
    with warnings.catch_warnings():
        warnings.simplefilter("error")              # nothing of numpy's on the screen either
        chosen = planner.planner_for("strong")
    assert chosen.level == "normal", "the normal level plays instead"
    problem = chosen.weights_problem
    assert isinstance(problem, WeightsError) and problem.path == str(path)
    # the command runs a trainer of the game's own (its train module, or Long Nardy's distill) into that file
    trainer = re.search(r"python3 -m (\S+) ", problem.remake)
    assert trainer and trainer.group(1).startswith(f"{GAMES[game][3]}.") and find_spec(trainer.group(1)) is not None
    assert GAMES[game][2] in problem.remake


def test_the_shipped_file_passes_every_check(game):
    td, planner = _modules(game)
    chosen = planner.planner_for("strong")
    assert chosen.level == "strong" and getattr(chosen, "weights_problem", None) is None


def test_a_good_file_elsewhere_is_read_as_the_shipped_one(tmp_path, monkeypatch, game):
    td, planner = _modules(game)
    path = tmp_path / "copy.npz"
    shutil.copy(td.WEIGHTS_FILE, path)
    _use(monkeypatch, game, path)
    chosen = planner.planner_for("strong")
    assert chosen.level == "strong"
    np.testing.assert_array_equal(chosen.net.w1, Network.load(td.WEIGHTS_FILE).w1)


def test_saturated_units_print_no_numpy_warning():
    net = Network(np.full((2, 3), 9e3, np.float32), np.zeros(2, np.float32),
                  np.full((1, 2), -9e3, np.float32), np.zeros(1, np.float32))
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        _, y = net.forward(np.full((1, 3), -8.0, np.float32))
    assert np.all(np.isfinite(y)) and 0.0 <= y[0, 0] <= 1.0


@pytest.mark.parametrize("lang", ["cs", "en", "pl", "ru"])
def test_the_remembered_strong_level_plays_at_normal_and_says_why(tmp_path, monkeypatch, lang):
    """Settings that remember "strong", a damaged file: the game starts, says it in one sentence, goes on."""
    from framework.tui.context import HOUSE_TEXTS
    td, _ = _modules("xii")
    path = tmp_path / "xii_weights.npz"
    _damage("cut in half", td.WEIGHTS_FILE, path)
    _use(monkeypatch, "xii", path)
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "settings.json").write_text('{"level": "strong"}', encoding="utf-8")
    app = make_app(tmp_path, monkeypatch, ["3", "", "", "", "", "quit", "y", "0"], "--lang", lang)
    assert app.ctx.settings.level == "strong"
    run(app, app.menu)
    out = said(app.term.out.getvalue())
    problem = WeightsError(str(path), "", "")
    sentence = said(HOUSE_TEXTS.text(lang, "play.weights_bad", file=problem.path, command="@")).split("@")[0]
    assert sentence in out
    assert out.count(sentence) == 1
    assert "Traceback" not in out
