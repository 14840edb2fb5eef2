"""The strong level reads a network of either encoding (td.ENCODINGS): the shipped weights, today's of 2026
kept in bench/ as the fixed opponent (196 inputs), and the new encoding's; a file whose inputs do not fit
its version is refused."""
import numpy as np
import pytest

from framework.ai.td import WeightsError
from games.nardy.board import START, turn_results
from games.nardy.td import CODE_VERSION, ENCODINGS, FIRST_RUN, INPUTS, REMAKE_OPTIONS, WEIGHTS_FILE, Network
from games.nardy.train import FIXED_OPPONENT


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
    assert f"{INPUTS} inputs, not 196" in refused.value.reason and "games.nardy.train" in refused.value.remake


def test_the_damaged_weights_sentence_gives_both_runs_of_the_shipped_training(tmp_path):
    """The shipped weights are two runs: the first into FIRST_RUN, the second from it into the file."""
    (tmp_path / "n.npz").write_bytes(b"not a network")
    with pytest.raises(WeightsError) as refused:
        Network.load(str(tmp_path / "n.npz"))
    go_to_the_root, first, second = refused.value.remake.split(" && ")
    assert go_to_the_root.startswith("cd ")
    assert first.startswith("python3 -m games.nardy.train --games 35000")
    assert first.endswith(f"--init bench/nardy_weights_2026.npz --out {FIRST_RUN}")
    assert second.startswith("python3 -m games.nardy.train --games 20000") and f"--init {FIRST_RUN}" in second
    assert second.endswith(str(tmp_path / "n.npz"))


def test_the_shipped_weights_say_the_second_run_as_their_command():
    shipped = Network.load(WEIGHTS_FILE)
    assert REMAKE_OPTIONS in shipped.meta["command"] and shipped.meta["trained"] in ("17500", "20000")
