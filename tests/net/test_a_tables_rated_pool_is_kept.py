"""A table keeps the pool its games are rated in (None: casual or not rated) in its state, across a restart; a
state from before ratings reads as not rated."""
from __future__ import annotations

import json

from framework.net.table import Table
from helpers_games import spec

NOW = 1_700_000_000_000


def test_a_tables_rated_pool_is_kept_in_its_state_and_a_state_without_one_is_not_rated():
    ataxx = spec("ataxx")
    for rated in ("ataxx", None):
        table = Table.new("t1", ataxx, {}, None, NOW)
        table.rated = rated
        state = json.loads(json.dumps(table.to_json()))
        assert state["rated"] == rated
        back = Table.load(state, ataxx, "", NOW)
        assert back.rated == rated and back.info()["rated"] is (rated is not None)
    old = Table.new("t2", ataxx, {}, None, NOW).to_json()
    del old["rated"]
    assert Table.load(old, ataxx, "", NOW).rated is None


def test_a_tables_info_gives_each_seats_rating_as_the_server_says_it():
    table = Table.new("t1", spec("ataxx"), {}, None, NOW)
    table.sit("Alice", 0, None, NOW)
    assert table.info()["ratings"] == [None, None]          # no word from a server: none known
    table.rating_of = lambda seat: {"rating": len(seat.name) * 300, "provisional": True}
    assert table.info()["ratings"] == [{"rating": 1500, "provisional": True}, None]
