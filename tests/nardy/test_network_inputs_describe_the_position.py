"""The network's inputs (td.py's docstring) on positions built by hand: the point units of each side,
the borne off and the head, then for each side its checkers home, its race, its longest block along the
opponent's route and the opponent's checkers behind it, and the race between the two."""
import numpy as np
import pytest

from games.nardy.board import START, pip_count
from games.nardy.td import ENCODINGS, INPUTS, encode


def side(points: dict[int, int], off: int = 0) -> int:
    """A packed side from {route point: checkers}; the rest of fifteen borne off must be ``off``."""
    assert sum(points.values()) + off == 15
    packed = off << 96
    for r, n in points.items():
        packed += n << (4 * r)
    return packed


def extra(mover: int, other: int) -> np.ndarray:
    """Inputs 196-204 in the documented units: counts, pips, points."""
    return encode([mover], [other])[0, 196:] * np.array([15, 360, 6, 15, 15, 360, 6, 15, 120])


def test_the_first_encoding_is_the_first_196_inputs():
    mover, other = side({0: 7, 3: 2, 4: 2, 5: 2, 6: 2}), side({0: 15})
    assert encode([mover], [other]).shape == (1, INPUTS) == (1, ENCODINGS["nardy-td-2"])
    assert np.array_equal(encode([mover], [other])[:, :196], encode([mover], [other], 196))


def test_point_units_borne_off_and_head_of_each_side():
    mover, other = side({0: 9, 5: 1, 6: 2, 7: 3}), side({0: 10, 2: 5})
    x = encode([mover], [other])[0]
    assert list(x[0:4]) == pytest.approx([1, 1, 1, 6 / 2])          # nine on the head: 1, 2, 3, half of the 6 beyond
    assert list(x[20:24]) == [1, 0, 0, 0]                             # one on route point 5
    assert list(x[28:32]) == [1, 1, 1, 0]                             # three on route point 7
    assert x[96] == 0 and x[97] == pytest.approx(9 / 15)              # none off, nine on the head
    assert x[98 + 97] == pytest.approx(10 / 15)                       # the other side's head
    assert list(x[98 + 8:98 + 12]) == pytest.approx([1, 1, 1, 1])     # its five on route point 2


def test_home_race_and_a_block_with_the_checkers_behind_it():
    # Route points 22, 23, 0, 1 are the opponent's 10-13: a block of four across the middle of its
    # route, with the opponent's ten checkers on its points 0 and 5 behind it and five on 11 ahead of it.
    mover = side({22: 3, 23: 3, 0: 3, 1: 3, 20: 1}, off=2)
    other = side({0: 5, 5: 5, 11: 5})
    home, pips, block, behind, other_home, other_pips, other_block, other_behind, race = extra(mover, other)
    assert home == pytest.approx(7) and pips == pytest.approx(pip_count(mover)) == pytest.approx(154)
    assert block == pytest.approx(4) and behind == pytest.approx(10)
    assert other_home == 0 and other_pips == pytest.approx(pip_count(other))
    assert race == pytest.approx(pip_count(other) - pip_count(mover))


def test_a_block_never_wraps_from_the_opponents_last_point_to_its_first():
    # Route points 10-13 are the opponent's 22, 23, 0, 1: two blocks of two, the first at its start.
    mover, other = side({10: 3, 11: 3, 12: 3, 13: 3, 0: 3}), side({0: 15})
    _, _, block, behind, *_ = extra(mover, other)
    assert block == pytest.approx(2) and behind == 0


def test_a_single_point_holds_no_one_behind_it():
    _, _, block, behind, _, _, other_block, other_behind, race = extra(*START)
    assert block == other_block == pytest.approx(1) and behind == other_behind == 0 and race == pytest.approx(0)
