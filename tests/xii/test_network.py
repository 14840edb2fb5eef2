"""The strong level's network: what it sees of a position, that a won game is worth a win, and that
the training command writes weights that load (pickling off), say how they were made, and resume exactly."""
import numpy as np
import pytest

from board import Board, Rules, swap_key
from framework.ai.td import Network
from games.xii.planner import NetworkPlanner
from games.xii.evaluate import evaluate_key
from games.xii.td import HEURISTIC, HEURISTIC_SCALE, INPUTS, encode, random_network, win_chances
from games.xii.train import main, train


def inputs_of(notation: str, player: int = 0) -> np.ndarray:
    return encode([Board.from_notation(notation).key(player)], 15)[0]


def test_at_the_start_every_piece_waits_and_has_the_whole_course_to_go():
    x = encode([Board().key()], 15)[0]
    assert x.shape == (INPUTS,)
    assert not x[:288].any()                        # nothing on any point of either side
    assert list(x[288:294]) == [1, 0, 0, 1, 0, 0]   # waiting, captured, borne off: mine, then theirs
    assert list(x[294:296]) == [1, 1]               # pips to go, over fifteen whole courses
    assert x[HEURISTIC] == 0                        # the heuristic sees an even game


def test_a_point_shows_one_two_three_and_half_the_pieces_beyond_three():
    # Player I: five pieces on course point 1 (middle row, first column), ten waiting.
    x = inputs_of("------------/E-----------/------------ I - 10/0/0 15/0/0")
    assert list(x[0:4]) == [1, 1, 1, 1.0]           # point 1: >=1, >=2, >=3, (5 - 3) / 2
    assert not x[4:144].any()
    assert x[288] == np.float32(10 / 15)
    # The pips are a float32 sum of float32 fractions (a matrix product): equal up to rounding.
    assert x[294] == pytest.approx((10 * 37 + 5 * 36) / (15 * 37), rel=1e-6)


def test_the_inputs_are_seen_from_the_side_the_key_is_seen_from():
    board = Board.from_notation("------------/E-----------/------------ I - 10/0/0 15/0/0")
    mine, theirs = encode([board.key(0), board.key(1)], 15)
    assert list(mine[:144]) == list(theirs[144:288]) and list(mine[144:288]) == list(theirs[:144])
    swapped = encode([swap_key(board.key(0))], 15)[0]
    assert list(swapped[:HEURISTIC - 2]) == list(theirs[:HEURISTIC - 2])     # points and stock: exact
    # The pips come from a matrix product whose rounding may differ with the batch's size.
    assert swapped[HEURISTIC - 2:] == pytest.approx(theirs[HEURISTIC - 2:], rel=1e-6)


def test_the_last_input_is_the_normal_levels_score_and_the_untrained_network_ranks_by_it():
    board = Board()
    board.roll((6, 5, 1))
    keys = list(board.legal_turn_keys())
    x = encode(keys, 15)
    scores = [evaluate_key(k, 15) for k in keys]
    assert list(x[:, HEURISTIC]) == [np.float32(s) / np.float32(HEURISTIC_SCALE) for s in scores]
    net = random_network(3)
    net.w2[0, 1:] = 0.0                             # only the unit that passes the score through
    values = win_chances(net, keys, 15)
    assert sorted(range(len(keys)), key=lambda i: values[i]) == sorted(range(len(keys)), key=lambda i: scores[i])


def test_bearing_off_the_last_piece_is_valued_as_a_win_whatever_the_network_says():
    board = Board.from_notation("------------/------------/-----------A I 6 0/0/2 3/0/0", Rules(stones=3))
    (won,) = board.legal_turn_keys()
    net = random_network(7)
    assert win_chances(net, [won], 3)[0] == 1.0
    assert NetworkPlanner(net).plan(board) == (board.legal_turns()[0])


def test_the_command_writes_loadable_weights(tmp_path):
    out = str(tmp_path / "w.npz")
    # Short (3-piece) games: what is checked is the file, not what two long games would teach.
    main(["--games", "2", "--seed", "5", "--out", out, "--checkpoint", "0", "--short-every", "1"])
    net = Network.load(out)
    assert net.meta["games"] == "2" and net.meta["seed"] == "5" and net.meta["code_version"]
    assert net.inputs == INPUTS
    with np.load(out, allow_pickle=False) as data:        # no object arrays inside
        assert all(data[k].dtype != object for k in data.files)
    board = Board()
    board.roll((3, 1, 6))
    assert NetworkPlanner(net, lookahead=0).plan(board) in board.legal_turns()


def test_a_resumed_run_ends_with_the_same_weights(tmp_path):
    # A long game, then a short one: the run resumed after the long game must go on with the short.
    whole = train(2, 9, str(tmp_path / "a.npz"), short_every=2, checkpoint=0, quiet=True)
    train(1, 9, str(tmp_path / "b.npz"), short_every=2, checkpoint=1, quiet=True)
    resumed = train(2, 9, str(tmp_path / "b.npz"), short_every=2, checkpoint=1, resume=True, quiet=True)
    assert np.array_equal(whole.w1, resumed.w1) and np.array_equal(whole.w2, resumed.w2)
    assert not np.array_equal(whole.w1, random_network(9).w1)        # it did learn something


def test_a_halving_rate_resumes_exactly_and_is_said_in_the_command(tmp_path):
    # The rate depends on the games played only: a run stopped and resumed ends as an unbroken one.
    whole = train(3, 6, str(tmp_path / "a.npz"), short_every=1, checkpoint=0, quiet=True, half_life=1)
    train(1, 6, str(tmp_path / "b.npz"), short_every=1, checkpoint=1, quiet=True, half_life=1)
    resumed = train(3, 6, str(tmp_path / "b.npz"), short_every=1, checkpoint=1, resume=True, quiet=True,
                    half_life=1)
    assert np.array_equal(whole.w1, resumed.w1) and np.array_equal(whole.w2, resumed.w2)
    constant = train(3, 6, str(tmp_path / "c.npz"), short_every=1, checkpoint=0, quiet=True)
    assert not np.array_equal(whole.w1, constant.w1)          # the smaller steps were taken
    saved = Network.load(str(tmp_path / "a.npz"))
    assert "--alpha-half-life 1" in saved.meta["command"] and saved.meta["half_life"] == "1"
    with pytest.raises(ValueError):
        train(1, 6, str(tmp_path / "d.npz"), half_life=-1, quiet=True)


def test_the_averaged_weights_are_the_mean_of_the_steps_and_resume_exactly(tmp_path):
    # Weights after games 1 and 3 (from 1, every 2); a run stopped after game 2 and resumed gives the same mean.
    steps = [train(n, 8, str(tmp_path / f"s{n}.npz"), short_every=1, checkpoint=0, quiet=True) for n in (1, 3)]
    mean = train(3, 8, str(tmp_path / "a.npz"), short_every=1, checkpoint=0, quiet=True,
                 average_from=1, average_every=2)
    assert np.allclose(mean.w1, (steps[0].w1.astype(np.float64) + steps[1].w1) / 2, atol=1e-7)
    assert not np.array_equal(mean.w1, steps[1].w1)
    train(2, 8, str(tmp_path / "b.npz"), short_every=1, checkpoint=1, quiet=True, average_from=1, average_every=2)
    resumed = train(3, 8, str(tmp_path / "b.npz"), short_every=1, checkpoint=1, resume=True, quiet=True,
                    average_from=1, average_every=2)
    assert all(np.array_equal(getattr(mean, k), getattr(resumed, k)) for k in ("w1", "b1", "w2", "b2"))
    saved = Network.load(str(tmp_path / "a.npz"))
    assert "--average-from 1 --average-every 2" in saved.meta["command"] and saved.meta["averaged"] == "2"


def test_a_resume_without_the_sum_of_its_checkpoint_is_refused(tmp_path):
    from framework.ai.td import TrainingError
    train(1, 8, str(tmp_path / "b.npz"), short_every=1, checkpoint=1, quiet=True, average_from=1)
    (tmp_path / "b.npz.avg.npz").unlink()
    with pytest.raises(TrainingError):
        train(2, 8, str(tmp_path / "b.npz"), short_every=1, checkpoint=1, resume=True, quiet=True, average_from=1)
