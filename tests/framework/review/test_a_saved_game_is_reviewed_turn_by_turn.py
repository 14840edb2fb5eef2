"""A saved game is reviewed turn by turn: the record written as a save is (framework.core.record.write) and
read back (read) gives one Moment per entry, each with the seat that played it, and each seat's summary
adds up its own moments: the sum of their errors, how many had a choice (a forced turn, one choice or
nothing to judge, is not counted), the average over those, the marks, the luck of its throws.

Every registered game (PLAYED): XII Scripta with 15 stones (cut at 20 turns) and with 3, Long Nardy whole,
the strong level against the normal one; Ataxx and Latrunculi (from four men a side) cut at a dozen moves
of the normal level, their review searching each move to a fixed depth."""
from __future__ import annotations

import pytest

from framework.core.record import Record, Scribe, read, write
from framework.ai.review import MARKS
from helpers_games import cases, has_dice
from helpers_review import (LATRUNCULI_FEW, XII_3, XII_15, normal, record_game, reviewed, spec_of, start, strong,
                            unit_of)

#: Whole games played and reviewed: a few seconds, so with the slow tests (CI runs them all).
pytestmark = pytest.mark.slow

#: The games played and reviewed of each registered game: (its setup's options, the turns it is cut at; None:
#: whole).
PLAYED = {"xii": ((XII_15, 20), (XII_3, None)), "ataxx": (((), 12),), "latrunculi": ((LATRUNCULI_FEW, 12),),
          "nardy": (((), None),)}


def players(name):
    """The dice games' strong network's best turn (seat I; its one-throw search would only make the game
    slower to record) against the normal level; the move games' normal level (their strong level searches
    by the clock)."""
    if not has_dice(name):
        return lambda game, _: normal(name).plan(game)
    return lambda game, _: (strong(name).rank(game, count=1)[0].actions if game.to_move() == 0
                            else normal(name).plan(game))


@pytest.mark.parametrize("name, options, turns", cases(PLAYED, "PLAYED in tests/framework/review/"
                         "test_a_saved_game_is_reviewed_turn_by_turn.py (rows of its setup's options and the turns "
                         "a game is cut at)"))
def test_every_entry_is_one_moment_and_the_sums_add_up(name, options, turns):
    written = record_game(name, 4, players(name), turns=turns, options=options)
    record = read(write(written, spec_of(name).codec), spec_of(name).codec)
    assert record.entries == written.entries
    found = reviewed(name, record)
    assert found.unit is unit_of(name) and found.complete and found.dice == bool(start(name, 4, options).game.dice)
    assert [m.step for m in found.moments] == list(range(1, len(record.entries) + 1))
    if found.dice:
        assert [m.seat for m in found.moments] == [entry.seat for entry in record.entries]
        assert [m.throw for m in found.moments] == [entry.throw for entry in record.entries]
    else:
        first = start(name, 4, options).game.to_move()
        assert [m.seat for m in found.moments] == [(first + n) % 2 for n in range(len(record.entries))]
    for summary in found.players:
        mine = found.of(summary.seat)
        judged = [m for m in mine if m.judgement is not None and m.judgement.choices > 1]
        assert summary.judged == len(judged) > 0
        assert summary.total == pytest.approx(sum(m.cost for m in mine))
        assert all(m.cost == 0 and m.mark == "" for m in mine if m.forced)
        assert summary.average == pytest.approx(summary.total / summary.judged)
        assert summary.marks == tuple((mark, sum(1 for m in mine if m.mark == mark)) for mark in MARKS)
        if found.dice:
            assert summary.luck == pytest.approx(sum(m.luck for m in mine if m.luck is not None))
        else:
            assert summary.luck is None and all(m.luck is None for m in mine)
    if turns is None:
        assert any(m.forced for m in found.moments), "a whole dice game has a forced turn (one way, or none)"


def test_an_agreed_draw_and_a_throw_left_unplayed_are_nothing_to_judge():
    """Latrunculi's agreed draw is a body line but no move; a dice game given up after its throw ends
    on an entry with a throw and no turn: both are moments without a judgement, counted nowhere."""
    session = start("latrunculi", 1, LATRUNCULI_FEW)
    scribe = Scribe(Record(session.setup), spec_of("latrunculi").codec)
    session.listeners.append(scribe)
    for action in ("a1a2", "a8a7", "draw"):
        session.play(action)
    codec = spec_of("latrunculi").codec
    found = reviewed("latrunculi", read(write(scribe.record, codec), codec))
    assert [m.judgement is None for m in found.moments] == [False, False, True]
    assert [p.judged for p in found.players] == [1, 1]

    session = start("xii", 1, XII_15)
    scribe = Scribe(Record(session.setup), spec_of("xii").codec)
    session.listeners.append(scribe)
    session.throw()
    for action in normal("xii").plan(session.game.copy()):
        session.play(action)
    session.throw()
    session.concede(session.game.to_move())
    found = reviewed("xii", scribe.record)
    assert len(found.moments) == 2 and found.moments[0].judgement is not None
    last = found.moments[1]
    assert last.judgement is None and last.cost == 0 and last.throw == scribe.record.entries[1].throw
    assert found.players[last.seat].judged == 0
