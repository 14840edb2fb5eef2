"""A long record costs work in proportion to its length: continuing it applies each recorded move once,
and a replay stepped from the first screen to the last applies each about twice (the check of the whole
record, then the walk), never a rebuild from the start for every step (issue 23, item 7: a 232-turn XII
replay grew with the square of its length). Counted in moves applied, not in seconds."""
from __future__ import annotations

import pytest

from framework.core.record import Record, Scribe, read, restore, write
from framework.core.session import Session, Setup
from framework.core.spec import new_session
from helpers_app import make_app
from helpers_games import play_on, spec, xii_session


def shuffles(n: int) -> str:
    """A legal Latrunculi record of ``n`` Duke moves back and forth (the game has no repetition rule)."""
    s = spec("latrunculi")
    head = write(Record(s.complete(Setup(seed="1"))), s.codec).removesuffix("End\n")
    cycle = ("e2e3", "d7d6", "e3e2", "d6d7")
    return head + "".join(cycle[i % 4] + "\n" for i in range(n)) + "End\n"


@pytest.fixture
def plays(monkeypatch):
    """How many actions the sessions applied (every replayed move goes through Session.play)."""
    count = [0]
    real = Session.play

    def counted(self, *args, **kw):
        count[0] += 1
        return real(self, *args, **kw)
    monkeypatch.setattr(Session, "play", counted)
    return count


def test_continuing_a_record_applies_each_of_its_moves_once(plays):
    s = spec("latrunculi")
    for n in (100, 400):
        plays[0] = 0
        session = restore(read(shuffles(n), s.codec), s.codec, lambda setup: new_session(s, setup))
        assert len(session.history) == n
        assert plays[0] == n


@pytest.mark.parametrize("n", [60, 240])
def test_stepping_a_replay_to_its_end_applies_each_move_about_twice(tmp_path, monkeypatch, plays, n):
    app = make_app(tmp_path, monkeypatch, [])
    s = spec("latrunculi")
    record = read(shuffles(n), s.codec)
    steps = app.replays.replay_steps(s, record)
    assert len(steps) == n + 1
    for i in range(len(steps)):
        entry, session = steps[i]
        assert len(session.history) == i
        assert (entry is None) == (i == 0)
    assert plays[0] <= 2 * n, "each step is one more move, not a replay from the start"


def test_a_step_back_replays_to_that_step_once(tmp_path, monkeypatch, plays):
    app = make_app(tmp_path, monkeypatch, [])
    s = spec("latrunculi")
    record = read(shuffles(100), s.codec)
    steps = app.replays.replay_steps(s, record)
    steps[50]
    plays[0] = 0
    _, session = steps[49]
    assert len(session.history) == 49 and plays[0] == 49
    plays[0] = 0
    _, session = steps[50]
    assert len(session.history) == 50 and plays[0] == 1


def test_an_xii_replay_shows_each_turn_as_the_game_had_it(tmp_path, monkeypatch, plays):
    app = make_app(tmp_path, monkeypatch, [])
    x = spec("xii")
    session = xii_session(stones=15, seed=5)
    scribe = Scribe(Record(session.setup), x.codec)
    session.listeners.append(scribe)
    play_on(session, 400, seed=3)
    record = read(write(scribe.record, x.codec), x.codec)
    assert len(record.entries) > 60
    actions = sum(len(e.actions) for e in record.entries)
    plays[0] = 0
    steps = app.replays.replay_steps(x, record)
    for i in range(len(steps)):
        entry, shown = steps[i]
        if entry is not None and entry.actions:
            assert [p.text for p in shown.history[-len(entry.actions):]] == list(entry.actions)
    assert plays[0] <= 2 * actions



@pytest.mark.parametrize("n", [100, 300])
def test_continue_replays_the_saved_game_once(tmp_path, monkeypatch, plays, n):
    import os

    from helpers_app import run
    app = make_app(tmp_path, monkeypatch, [])            # no input: the game is left at its first prompt
    s = spec("latrunculi")
    slot = app.slots.slot(s)
    os.makedirs(slot.dir, exist_ok=True)
    slot.path.write_text(shuffles(n), encoding="utf-8")
    run(app, app.saved_games.continue_game, s)
    assert "The game goes on from" in app.term.out.getvalue()
    assert plays[0] == n
