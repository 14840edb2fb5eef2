"""Each game says which rating pool a network table is rated in (GameSpec.rating_pool), and names every pool
it may give (GameSpec.rating_pools); a game that says nothing is not rated."""
from __future__ import annotations

import pytest

from framework.core.spec import GameSpec
from helpers_games import names, spec

#: The pools of the contract (issue 35): XII Scripta's two lengths, one for each other game.
POOLS = {"xii": ("xii15", "xii3"), "ataxx": ("ataxx",), "latrunculi": ("latrunculi",), "nardy": ("nardy",)}


@pytest.mark.parametrize("name", names())
def test_every_registered_game_declares_its_pools_and_its_usual_table_is_rated(name):
    assert name in POOLS, f"add {name}'s rating pools to POOLS here"
    game = spec(name)
    assert tuple(pool for pool, _ in game.rating_pools) == POOLS[name]
    for pool, options in game.rating_pools:
        assert game.rating_pool(dict(options)) == pool
    assert game.rating_pool({}) == POOLS[name][0], "a table of the default options is rated in the first pool"


def test_xii_is_rated_by_its_pieces_and_seven_pieces_are_not_rated():
    xii = spec("xii")
    assert xii.rating_pool({"stones": 15, "free_pass": True}) == "xii15"
    assert xii.rating_pool({"stones": 3}) == "xii3"
    assert xii.rating_pool({"stones": 7}) is None


def test_a_game_that_declares_no_pool_is_not_rated():
    plain = GameSpec(name="plain", codec=None, new_game=None, planner=None)
    assert plain.rating_pool({}) is None and plain.rating_pools == ()


def test_a_pool_whose_options_give_another_pool_is_refused_when_the_spec_is_built():
    with pytest.raises(ValueError, match="rating_pools"):
        GameSpec(name="odd", codec=None, new_game=None, planner=None, rating_pool=lambda options: "a",
                 rating_pools=(("b", {}),))
