"""Properties of the game record over many random games (hypothesis).

Record -> text -> load gives the same position, the same record and the same text
after every throw, action and undo; the throws after a resume are the ones the
uninterrupted game would have thrown; damaged text only ever gives a RecordError.
"""
import copy
import random

from hypothesis import HealthCheck, given, settings, strategies as st

from games.xii import record
from board import Rules, PLAYER_I, PLAYER_II
from dice import Dice
from games.xii.record import RecordError, Result

DATE = "2026-11-21T17:53:30Z"
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
})


def play(spec: dict, limit: int, on_step=None):
    """Play a random game the way the UI does, calling ``on_step(record, game)`` after every event.

    Returns the final record, the live game and the list of throws thrown.
    """
    rules = Rules(stones=spec["stones"], free_pass=spec["free_pass"], exact_bear_off=spec["exact_bear_off"])
    r = record.new(("Gaius", "Livia"), rules, seed=spec["seed"], first=spec["first"],
                   script=spec["script"], date=DATE)
    game = record.restore(r)
    board = game.board
    rng = random.Random(str(spec["seed"]))
    thrown = []
    events = 0
    while not board.game_over and events < limit:
        if not board.dice:
            throw = game.next_throw()
            thrown.append(throw)
            board.roll(throw)
            r = r.with_throw(board.turn, throw)
        elif board.moves_this_turn and rng.random() < spec["undo_rate"]:
            board.undo()
            r = r.without_last_action()
        else:
            move = board.play(rng.choice(board.legal_moves()))
            r = r.with_action(move)
            if board.game_over:
                r = r.with_result(Result.of(board))
        events += 1
        game.record = r
        if on_step:
            on_step(r, game)
    return r, game, thrown


def same_game(restored: record.Restored, live: record.Restored) -> None:
    assert restored.board.notation() == live.board.notation()
    assert restored.board == live.board
    assert restored.board.moves_this_turn == live.board.moves_this_turn
    assert restored.board.throw == live.board.throw
    assert [c.draws for c in restored.cups] == [c.draws for c in live.cups]
    assert restored.script.used == live.script.used
    # The next throw is the one the uninterrupted game would throw.
    assert next_throw(restored) == next_throw(live)


def next_throw(game: record.Restored):
    """The throw ``game`` would give next, without drawing it."""
    cup = game.cups[game.board.turn]
    return copy.copy(game.script).next() or Dice.restored(cup.seed, cup.draws).throw()


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_after_every_event_the_record_loads_to_the_same_game(spec):
    def check(r, game):
        text = record.write(r)
        assert record.parse(text) == r
        assert record.write(record.parse(text)) == text
        restored = record.load(text)
        assert restored.record == r
        same_game(restored, game)

    spec = dict(spec, stones=min(spec["stones"], 3))
    r, game, _ = play(spec, limit=400, on_step=check)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games, st.lists(st.floats(0, 1), min_size=1, max_size=6))
def test_a_game_resumed_anywhere_throws_what_the_uninterrupted_game_threw(spec, cuts):
    snapshots = []
    play(spec, limit=3000, on_step=lambda r, g: snapshots.append(r))
    full, _, thrown = play(spec, limit=3000)
    assert [t.throw for t in full.turns] == thrown
    for cut in cuts:
        r = snapshots[min(int(cut * len(snapshots)), len(snapshots) - 1)]
        resumed = record.load(record.write(r))
        board = resumed.board
        done = len(r.turns)
        # Finish the interrupted turn as the uninterrupted game finished it ...
        if board.dice:
            while board.moves_this_turn:
                board.undo()
            for action in full.turns[done - 1].actions:
                board.play(action)
        # ... and from then on the resumed game throws exactly what the uninterrupted game threw.
        for turn in full.turns[done:]:
            throw = resumed.next_throw()
            assert throw == turn.throw
            board.roll(throw)
            for action in turn.actions:
                board.play(action)
        assert Result.of(board) == full.result


@SETTINGS
@given(games, st.integers(0, 10**9))
def test_a_record_cut_anywhere_is_refused_or_loads_a_position_of_the_game(spec, where):
    positions = []
    r, game, _ = play(spec, limit=300,
                      on_step=lambda r, g: positions.append(g.board.notation()))
    positions.append(record.restore(record.new(("Gaius", "Livia"), game.board.rules, seed=spec["seed"],
                                               first=spec["first"], date=DATE)).board.notation())
    text = record.write(r)
    cut = text[:where % (len(text) + 1)]
    try:
        restored = record.load(cut)
    except RecordError as exc:
        assert exc.code and (exc.line is None or 1 <= exc.line <= cut.count("\n") + 1)
    else:
        assert restored.board.notation() in positions


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=300) | st.text(max_size=300).map(lambda t: t.encode("utf-8", "surrogatepass")))
def test_any_bytes_give_a_game_or_a_record_error_never_anything_else(data):
    try:
        record.load(data)
    except RecordError as exc:
        assert exc.code and str(exc)


@settings(max_examples=100, deadline=None)
@given(st.data())
def test_an_edited_line_gives_a_record_error_or_a_legal_game(data):
    spec = data.draw(games)
    r, _, _ = play(dict(spec, stones=3), limit=60)
    lines = record.write(r).split("\n")
    i = data.draw(st.integers(0, len(lines) - 1))
    lines[i] = data.draw(st.text(alphabet="IV 0123456789-:,placemovetksyid#\t", max_size=30))
    try:
        restored = record.load("\n".join(lines))
    except RecordError as exc:
        assert exc.code and str(exc)
    else:
        # Whatever loads was replayed through the engine: writing and reloading it is stable.
        again = record.load(record.write(restored.record))
        assert again.board == restored.board
