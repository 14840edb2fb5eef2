"""The training command on a tiny run: it writes a weights file that loads (pickling off), says how it
was made, drives the strong player, and a run resumed from its checkpoint ends where an unbroken run does
(with a start from trained weights, a decaying rate and evaluations against the fixed opponent keeping
the best)."""
import random

import numpy as np
import pytest

from games.nardy.board import turn_results
from games.nardy.planner import NetworkPlanner
from games.nardy.td import INPUTS, Network
from games.nardy.train import FIXED_OPPONENT, main, train, widened
from nardy_helpers import random_board


def test_the_command_writes_loadable_weights(tmp_path):
    out = str(tmp_path / "w.npz")
    main(["--games", "3", "--seed", "5", "--out", out, "--eval-every", "0", "--checkpoint", "0"])
    net = Network.load(out)
    assert net.meta["games"] == "3" and net.meta["seed"] == "5" and net.meta["code_version"]
    with np.load(out, allow_pickle=False) as data:        # no object arrays inside
        assert all(data[k].dtype != object for k in data.files)
    board = random_board(1, 10)
    board.roll((3, 1))
    assert NetworkPlanner(net).plan_board(board, None, None) in board.legal_turns()


def _same(a: Network, b: Network) -> bool:
    return all(np.array_equal(x, y) for x, y in zip((a.w1, a.b1, a.w2, a.b2), (b.w1, b.b1, b.w2, b.b2)))


def test_a_resumed_run_from_trained_weights_with_evaluations_ends_where_an_unbroken_one_does(tmp_path):
    options = dict(checkpoint=2, eval_every=2, eval_games=2, quiet=True, init=FIXED_OPPONENT, half_life=3, hidden=42)
    whole = train(4, 2, str(tmp_path / "a.npz"), **options)
    train(2, 2, str(tmp_path / "b.npz"), **options)
    resumed = train(4, 2, str(tmp_path / "b.npz"), resume=True, **options)
    assert _same(whole, resumed) and whole.meta["games"] == resumed.meta["games"]
    assert _same(Network.load(str(tmp_path / "a.npz.best.npz")), Network.load(str(tmp_path / "b.npz.best.npz")))
    assert _same(Network.load(str(tmp_path / "a.npz")), Network.load(str(tmp_path / "a.npz.best.npz")))
    assert "--init" in whole.meta["command"] and "--alpha-half-life 3" in whole.meta["command"]


def test_a_widened_network_values_every_position_as_the_one_it_grew_from():
    old = Network.load(FIXED_OPPONENT)
    new = widened(old, 60, 1)
    assert new.inputs == INPUTS and new.w1.shape[0] == 60
    board = random_board(7, 30)
    results = turn_results(board.position(), (5, 2))
    movers, others = [c[1] for _, c in results], [c[0] for _, c in results]
    assert np.allclose(old.outputs(movers, others), new.outputs(movers, others), atol=1e-6)


def test_a_start_that_cannot_be_read_is_refused_in_one_sentence(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("LANG", "C.UTF-8")
    bad = tmp_path / "bad.npz"
    bad.write_bytes(b"not a network")
    with pytest.raises(SystemExit) as leave:
        main(["--games", "2", "--out", str(tmp_path / "w.npz"), "--init", str(bad)])
    assert leave.value.code == 2
    err = capsys.readouterr().err
    assert f"The network {bad}" in err and "Traceback" not in err
    assert not (tmp_path / "w.npz").exists()
