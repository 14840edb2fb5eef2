"""Distillation (games/nardy/distill.py, issue 37): each position's target is the network's own one-throw
lookahead (the opponent's best reply to each throw, weighed by its chance), the same value the strong
level's lookahead gives that turn; the command writes weights that load and say how they were made, the
same for any number of processes; a teacher that cannot be read is refused in one sentence."""
import numpy as np
import pytest

import games.nardy.distill as distill_module
from framework.ai.search import expectimax
from games.nardy.distill import lookahead_outputs, main, positions
from games.nardy.planner import NetworkPlanner, _final, _opponent_throws, _replies
from games.nardy.td import Network
from games.nardy.train import FIXED_OPPONENT
from nardy_helpers import random_board

TEACHER = Network.load(FIXED_OPPONENT)


@pytest.mark.parametrize("seed,plies,dice", [(1, 6, (6, 5)), (2, 30, (3, 3)), (5, 70, (4, 1))])
def test_a_target_is_worth_what_the_strong_levels_lookahead_says_of_the_turn(seed, plies, dice):
    board = random_board(seed, plies)
    board.roll(dice)
    results = board.turn_results()
    candidates = [(i, (child[1], child[0])) for i, (_, child) in enumerate(results)][:4]
    planner = NetworkPlanner(TEACHER, 4, deep=0)
    throws = _opponent_throws(board, [results[i][0] for i, p in candidates if _final(p) is None])
    searched = dict((i, score) for score, i in expectimax(candidates, throws, _replies, planner._worth, final=_final))
    going_on = [(i, p) for i, p in candidates if _final(p) is None]
    y = lookahead_outputs(TEACHER, [p for _, p in going_on]).astype(np.float64)
    equity = 2 * y[:, 0] - 1 + y[:, 1] - y[:, 2]
    assert np.all((y >= 0) & (y <= 1)) and np.all(y[:, 1] <= y[:, 0] + 1e-6)
    assert np.allclose(equity, [searched[i] for i, _ in going_on], atol=1e-5)


def test_positions_are_a_turns_best_afterstates_and_never_a_finished_game():
    found = positions(TEACHER, 1, 3, 2)
    assert found and len(set(found)) > len(found) // 2
    for mine, theirs in found[:40]:
        assert (mine >> 96) < 15 and (theirs >> 96) < 15       # nobody has borne off every checker


def test_the_command_writes_weights_that_say_how_they_were_made_whatever_the_processes(tmp_path, monkeypatch):
    monkeypatch.setattr(distill_module, "CHUNK", 1)         # two chunks of one game: the processes split them
    runs = {}
    for jobs in (1, 2):
        out = str(tmp_path / f"w{jobs}.npz")
        main(["--init", FIXED_OPPONENT, "--games", "2", "--top", "2", "--seed", "3", "--hidden", "200",
              "--epochs", "1", "--jobs", str(jobs), "--out", out])
        runs[jobs] = Network.load(out)
    one, two = runs[1], runs[2]
    assert all(np.array_equal(a, b) for a, b in zip((one.w1, one.b1, one.w2, one.b2), (two.w1, two.b1, two.w2, two.b2)))
    assert one.w1.shape == (200, 205) and one.meta["teacher"] == "nardy_weights_2026.npz"
    assert one.meta["command"].startswith("python -m games.nardy.distill --init ") and "--hidden 200" in one.meta["command"]
    board = random_board(4, 12)
    board.roll((6, 2))
    assert NetworkPlanner(one, 3).plan_board(board, None, None) in board.legal_turns()


def test_a_teacher_that_cannot_be_read_is_refused_in_one_sentence(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("LANG", "C.UTF-8")
    bad = tmp_path / "bad.npz"
    bad.write_bytes(b"not a network")
    with pytest.raises(SystemExit) as leave:
        main(["--init", str(bad), "--games", "1", "--out", str(tmp_path / "w.npz")])
    assert leave.value.code == 2
    err = capsys.readouterr().err
    assert f"The network {bad}" in err and "Traceback" not in err and not (tmp_path / "w.npz").exists()


@pytest.mark.parametrize("module", ["games.nardy.distill", "games.nardy.train"])
def test_a_start_with_more_hidden_units_than_asked_is_refused_in_one_sentence(module, tmp_path, capsys, monkeypatch):
    """Both trainers grow their start (train.widened); fewer units than it has is a sentence, not a traceback."""
    import importlib
    monkeypatch.setenv("LANG", "C.UTF-8")
    out = tmp_path / "w.npz"
    with pytest.raises(SystemExit) as leave:
        importlib.import_module(module).main(["--init", FIXED_OPPONENT, "--games", "1", "--hidden", "20",
                                              "--out", str(out)])
    assert leave.value.code == 2
    err = capsys.readouterr().err
    assert "has 40 hidden units, more than --hidden 20: give --hidden 40 or more" in err
    assert "Traceback" not in err and not out.exists()
