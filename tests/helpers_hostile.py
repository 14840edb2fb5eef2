"""Hostile values for the API property tests: what a careless or hostile caller passes.

Every public constructor and method of an engine or adapter, given any of
these, either works or raises a documented error (``ArgumentTypeError``, a
``TypeError``; or a ``GameError``, a ``ValueError``) and changes nothing.
"""
from __future__ import annotations

import math

from hypothesis import strategies as st

from framework.core.arguments import ArgumentTypeError
from framework.core.errors import GameError

#: The errors a refused call may raise.
DOCUMENTED = (ArgumentTypeError, GameError)

HOSTILE_CONSTANTS = [None, True, False, 0, 1, 2, 3, -1, -2, 5, 15, 24, 25, 49, 64, 2**31, 2**64, -2**64, 10**400,
                     0.5, -0.0, math.nan, math.inf, -math.inf, "", " ", "0", "1", "-1", "no", "yes", "True", "a1",
                     "\x00", "é", "9" * 50, b"1", b"", (), [], {}, (1,), [1], (-1, -1), (0, 0), {1}, object(),
                     1 + 0j, ...]


def hostile_values() -> st.SearchStrategy:
    """One hostile argument: a listed constant, or a random value of an odd type."""
    return st.one_of(st.sampled_from(HOSTILE_CONSTANTS), st.integers(), st.floats(), st.text(max_size=30),
                     st.binary(max_size=8), st.lists(st.integers(-3, 30), max_size=30).map(tuple),
                     st.none(), st.booleans())
