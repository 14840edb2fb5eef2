"""The strong level reads a network of either encoding (td.ENCODINGS): the shipped weights, today's of 2026
kept in bench/ as the fixed opponent (196 inputs), and the new encoding's; a file whose inputs do not fit
its version is refused."""
import os

import numpy as np
import pytest

from framework.ai.td import WeightsError
from games.nardy.board import START, turn_results
from games.nardy.td import (CODE_VERSION, DISTILL_OPTIONS, ENCODINGS, FIRST_DISTILL_OPTIONS, FIRST_TEACHER, INPUTS,
                            REMAKE_OPTIONS, TEACHER, WEIGHTS_FILE, Network)
from games.nardy.train import FIXED_OPPONENT

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _values_of_a_throw(net: Network) -> np.ndarray:
    results = turn_results(START, (6, 3))
    movers, others = [c[1] for _, c in results], [c[0] for _, c in results]
    out = net.outputs(movers, others)
    assert out.shape == (len(results), 3) and np.all((out >= 0) & (out <= 1))
    assert np.allclose(net.equity(movers, others), 2 * out[:, 0] - 1 + out[:, 1] - out[:, 2])
    return out


@pytest.mark.parametrize("path", [WEIGHTS_FILE, FIXED_OPPONENT])
def test_the_shipped_and_the_fixed_opponents_weights_load(path):
    net = Network.load(path)
    assert net.inputs == ENCODINGS[net.meta["code_version"]]
    _values_of_a_throw(net)


def test_the_weights_of_2026_read_the_first_encoding():
    net = Network.load(FIXED_OPPONENT)
    assert net.meta["code_version"] == "nardy-td-1" and net.inputs == 196


def test_a_network_of_the_new_encoding_saves_and_loads(tmp_path):
    net = Network.random(4, 12)
    net.save(str(tmp_path / "n.npz"), code_version=CODE_VERSION)
    again = Network.load(str(tmp_path / "n.npz"))
    assert again.inputs == INPUTS
    assert np.array_equal(_values_of_a_throw(net), _values_of_a_throw(again))


def test_inputs_that_do_not_fit_the_version_are_refused(tmp_path):
    net = Network.random(4, 12)
    net.save(str(tmp_path / "n.npz"), code_version="nardy-td-1")
    with pytest.raises(WeightsError) as refused:
        Network.load(str(tmp_path / "n.npz"))
    assert f"{INPUTS} inputs, not 196" in refused.value.reason and "games.nardy.distill" in refused.value.remake


def test_the_damaged_weights_sentence_gives_the_command_that_remakes_the_shipped_weights(tmp_path):
    """The shipped weights are the network of the first distillation (in bench/) taught its own lookahead."""
    (tmp_path / "n.npz").write_bytes(b"not a network")
    with pytest.raises(WeightsError) as refused:
        Network.load(str(tmp_path / "n.npz"))
    go_to_the_root, command = refused.value.remake.split(" && ")
    assert go_to_the_root.startswith("cd ")
    assert command.startswith(f"python3 -m games.nardy.distill --init {TEACHER} --games 2600")
    assert command.endswith(str(tmp_path / "n.npz"))


def _distilled_by(net: Network) -> str:
    return net.meta["command"].split(" --out ")[0].removeprefix("python -m games.nardy.distill ")


def test_the_shipped_weights_say_their_command_and_each_teacher_says_its_own():
    """shipped <- distilled from TEACHER <- distilled from FIRST_TEACHER <- two runs of TD self-play."""
    shipped = Network.load(WEIGHTS_FILE)
    assert _distilled_by(shipped) in DISTILL_OPTIONS and shipped.meta["teacher"] == os.path.basename(TEACHER)
    teacher = Network.load(os.path.join(ROOT, TEACHER))
    assert _distilled_by(teacher) in FIRST_DISTILL_OPTIONS and teacher.meta["teacher"] == os.path.basename(FIRST_TEACHER)
    first = Network.load(os.path.join(ROOT, FIRST_TEACHER))
    assert REMAKE_OPTIONS in first.meta["command"] and first.meta["trained"] in ("17500", "20000")
