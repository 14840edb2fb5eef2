"""Properties of XII Scripta's game record over many random games (hypothesis).

Record -> text -> load gives the same position, the same record and the same text
after every throw, action, undo and yield; the throws after a resume are the ones the
uninterrupted game would have thrown; damaged text only ever gives a RecordError.
"""
import pickle
import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from board import PLAYER_I, PLAYER_II
from framework.core.record import Record, RecordError, Scribe, read, restore, write
from framework.core.spec import new_session
from games.xii.codec import CODEC
from helpers_games import spec, xii_setup

DATE = "2026-11-21T17:53:30Z"
XII = spec("xii")
SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])

throws = st.tuples(*[st.integers(1, 6)] * 3)
games = st.fixed_dictionaries({
    "seed": st.one_of(st.integers(0, 2**64), st.text("abcXYZ019-", min_size=1, max_size=12)),
    "stones": st.sampled_from([1, 2, 3, 3, 4, 15]),
    "first": st.sampled_from([PLAYER_I, PLAYER_II]),
    "free_pass": st.booleans(),
    "exact_bear_off": st.booleans(),
    "script": st.lists(throws, max_size=4),
    "undo_rate": st.sampled_from([0.0, 0.1, 0.3]),
    "yield_rate": st.sampled_from([0.0, 0.0, 0.005]),
})
RESULTS = ("I wins by bearing off", "II wins by bearing off", "I wins by yield", "II wins by yield")


def load(data):
    return restore(read(data, CODEC), CODEC, lambda setup: new_session(XII, setup))


def setup_of(game: dict):
    return xii_setup(names=("Gaius", "Livia"), stones=game["stones"], seed=game["seed"], first=game["first"],
                     script=game["script"], free_pass=game["free_pass"], exact_bear_off=game["exact_bear_off"],
                     date=DATE)


def play(game: dict, limit: int, on_step=None):
    """Play a random game the way the UI does, calling ``on_step(record, session)`` after every event.

    Throws, actions, undo (within the turn, or the action that ended it before the
    next throw) and now and then a yield, recorded by a Scribe. Returns the final
    record, the live session and the throws thrown.
    """
    setup = setup_of(game)
    session = new_session(XII, setup)
    scribe = Scribe(Record(setup), CODEC)
    session.listeners.append(scribe)
    rng = random.Random(str(game["seed"]))
    thrown = []
    events = 0
    while not session.game_over and events < limit:
        if rng.random() < game["yield_rate"]:
            session.concede()
        elif session.needs_throw:
            thrown.append(session.throw())
        elif session.can_undo and rng.random() < game["undo_rate"]:
            session.undo()
        else:
            session.play(rng.choice(session.game.legal_actions()))
        events += 1
        if on_step:
            on_step(scribe.record, session)
    return scribe.record, session, thrown


def next_throw(session):
    """The throw ``session`` would give next, without drawing it (from a copy: pickle copies the
    bags three times faster than deepcopy, and this runs after every event)."""
    return pickle.loads(pickle.dumps(session.throws)).next(session.game.to_move())


def same_game(restored, live) -> None:
    assert restored.game.notation() == live.game.notation()
    assert restored.game.board == live.game.board
    assert restored.game.board.moves_this_turn == live.game.board.moves_this_turn
    assert restored.game.board.throw == live.game.board.throw
    assert restored.outcome == live.outcome
    assert [p.text for p in restored.turn_actions] == [p.text for p in live.turn_actions]
    assert restored.can_undo == live.can_undo
    assert restored.throws_by == live.throws_by
    assert [c.draws for c in restored.throws.cups] == [c.draws for c in live.throws.cups]
    assert restored.throws.script.used == live.throws.script.used
    # The next throw is the one the uninterrupted game would throw.
    assert next_throw(restored) == next_throw(live)


def loads_to_the_same_game_after_every_event(game: dict, limit: int) -> None:
    def check(r, session):
        text = write(r, CODEC)
        back = read(text, CODEC)                        # read once: reading is pure
        assert back == r
        assert write(back, CODEC) == text
        same_game(restore(back, CODEC, lambda setup: new_session(XII, setup)), session)

    play(dict(game, stones=min(game["stones"], 3)), limit=limit, on_step=check)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_after_every_event_the_record_loads_to_the_same_game(game):
    loads_to_the_same_game_after_every_event(game, limit=120)


@pytest.mark.slow
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])  # 20 before the suite passed 3 min
@given(games)
def test_after_every_event_of_more_games_the_record_loads_to_the_same_game(game):
    loads_to_the_same_game_after_every_event(game, limit=400)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games, st.lists(st.floats(0, 1), min_size=1, max_size=6))
def test_a_game_resumed_anywhere_throws_what_the_uninterrupted_game_threw(game, cuts):
    snapshots = []
    play(game, limit=3000, on_step=lambda r, s: snapshots.append(r))
    full, _, thrown = play(game, limit=3000)
    assert [e.throw for e in full.entries] == thrown
    for cut in cuts:
        r = snapshots[min(int(cut * len(snapshots)), len(snapshots) - 1)]
        resumed = load(write(r, CODEC))
        done = len(r.entries)
        # Finish the interrupted turn as the uninterrupted game finished it ...
        if done and not resumed.game_over:
            while resumed.can_undo:
                resumed.undo()
            for action in full.entries[done - 1].actions:
                resumed.play(action)
        # ... and from then on the resumed game throws exactly what the uninterrupted game threw.
        for entry in full.entries[done:]:
            assert resumed.throw() == entry.throw
            for action in entry.actions:
                resumed.play(action)
        if full.result is not None and not resumed.game_over:
            resumed.concede()                   # the uninterrupted game ended by a yield here
        result = None if resumed.outcome is None else CODEC.format_result(resumed.outcome)
        assert result == full.result


@SETTINGS
@given(games, st.integers(0, 10**9))
def test_a_record_cut_anywhere_is_refused_or_loads_a_position_of_the_game(game, where):
    positions = [new_session(XII, setup_of(game)).game.notation()]
    r, _, _ = play(game, limit=300, on_step=lambda r, s: positions.append(s.game.notation()))
    text = write(r, CODEC)
    cut = text[:where % (len(text) + 1)]
    try:
        restored = load(cut)
    except RecordError as exc:
        assert exc.code and (exc.line is None or 1 <= exc.line <= cut.count("\n") + 1)
    else:
        assert restored.game.notation() in positions
        assert read(cut, CODEC).complete == cut.endswith(("End\n", "End"))


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=300) | st.text(max_size=300).map(lambda t: t.encode("utf-8", "surrogatepass")))
def test_any_bytes_give_a_game_or_a_record_error_never_anything_else(data):
    try:
        load(data)
    except RecordError as exc:
        assert exc.code and str(exc)


@settings(max_examples=100, deadline=None)
@given(st.data())
def test_an_edited_line_gives_a_record_error_or_a_legal_game(data):
    game = data.draw(games)
    r, _, _ = play(dict(game, stones=3), limit=60)
    lines = write(r, CODEC).split("\n")
    i = data.draw(st.integers(0, len(lines) - 1))
    lines[i] = data.draw(st.text(alphabet="IV 0123456789-:,placemovetksyid#\t", max_size=30))
    try:
        edited = read("\n".join(lines), CODEC)
        restored = restore(edited, CODEC, lambda setup: new_session(XII, setup))
    except RecordError as exc:
        assert exc.code and str(exc)
    else:
        # Whatever loads was replayed through the engine: writing and reloading it is stable.
        again = load(write(edited, CODEC))
        assert again.game.board == restored.game.board


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games, st.integers(0, 400), st.sampled_from(RESULTS))
def test_any_stated_result_gives_a_record_error_or_the_game_it_states(game, limit, stated):
    """A Result line edited by hand: refused as wrong_result on its line, or the game ends as it says."""
    r, _, _ = play(dict(game, stones=min(game["stones"], 3), yield_rate=0.0), limit=limit)
    text = write(r.with_result(stated), CODEC)
    try:
        restored = load(text)
    except RecordError as exc:
        assert exc.code == "wrong_result", str(exc)
        assert exc.line == text.split("\n").index(f"Result: {stated}") + 1
    else:
        assert CODEC.format_result(restored.outcome) == stated
