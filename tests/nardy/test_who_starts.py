"""Who starts a new game of Long Nardy: one die each from the seat's own cup, ties throw again; the higher
throw plays black and moves first (the framework asks the game's ``opening``)."""
from __future__ import annotations

import pytest

from games.nardy.opening import first_seat
from helpers_app import make_app, run
from helpers_games import spec

NARDY = spec("nardy")


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])
def test_a_new_game_is_started_by_the_seat_that_won_the_opening_throw(tmp_path, monkeypatch, seed):
    app = make_app(tmp_path, monkeypatch, [], "--seed", str(seed))
    run(app, app.new_games.play_new, NARDY, "two", options={"match": 1})
    record = app.slots.slot(NARDY).unfinished()
    seat, throws = first_seat(seed)
    assert record.setup.first == seat
    a, b = throws[-1]
    assert (a > b) == (seat == 0) and a != b and all(x == y for x, y in throws[:-1])
    out = " ".join(app.term.out.getvalue().split())
    assert f"Who starts: one die each (I {throws[0][0]} : II {throws[0][1]}" in out


def test_the_seats_win_the_opening_about_equally_often():
    wins = sum(first_seat(seed)[0] == 0 for seed in range(400))
    assert 160 < wins < 240


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_with_the_sports_rule_the_opening_throw_is_the_first_moves_throw(tmp_path, monkeypatch, seed):
    app = make_app(tmp_path, monkeypatch, [""], "--seed", str(seed))
    run(app, app.new_games.play_new, NARDY, "two", options={"match": 1, "sports": True})
    record = app.slots.slot(NARDY).unfinished()
    seat, throws = first_seat(seed)
    assert record.setup.option("sports") is True and record.setup.script[0] == throws[-1]
    assert record.entries and record.entries[0].seat == seat and record.entries[0].throw == throws[-1], \
        "the first turn is played with the opening throw"
    from framework.core.record import read, write
    assert read(write(record, NARDY.codec), NARDY.codec) == record, "the record keeps the rule (Sports: yes)"


def test_without_the_sports_rule_the_first_mover_throws_again(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, [""], "--seed", "1")
    run(app, app.new_games.play_new, NARDY, "two", options={"match": 1})
    record = app.slots.slot(NARDY).unfinished()
    assert record.setup.option("sports") is False and record.setup.script == ()
