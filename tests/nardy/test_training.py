"""The training command on a tiny run: it writes a weights file that loads (pickling off), says how it
was made, drives the strong player, and a run resumed from its checkpoint ends where an unbroken run does."""
import numpy as np

from games.nardy.planner import NetworkPlanner
from games.nardy.td import Network
from games.nardy.train import main, train
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


def test_a_resumed_run_ends_with_the_same_weights(tmp_path):
    whole = train(4, 9, str(tmp_path / "a.npz"), checkpoint=0, eval_every=0, quiet=True)
    train(2, 9, str(tmp_path / "b.npz"), checkpoint=2, eval_every=0, quiet=True)
    resumed = train(4, 9, str(tmp_path / "b.npz"), checkpoint=2, resume=True, eval_every=0, quiet=True)
    assert np.array_equal(whole.w1, resumed.w1) and np.array_equal(whole.w2, resumed.w2)
