"""Latrunculi's record (games/latrunculi/codec.py): the header holds every setup option, the body one move
per line, an agreed draw replays, and damaged values are refused with the line named."""
import random

import pytest

from framework.core.record import Record, RecordError, Scribe, read, restore, write
from framework.core.session import Setup
from framework.core.spec import new_session, seat_players
from games.latrunculi.codec import CODEC, MAGIC
from games.latrunculi.spec import SPEC

FEN = "m7/8/8/3d4/8/8/4D3/7M w 0 1"


def setup(**options) -> Setup:
    return SPEC.complete(Setup(computers=("", "strong"), seed="42", date="2026-11-23T10:00:00Z",
                               options=tuple(options.items())))


def session_of(s: Setup):
    return new_session(SPEC, s, seat_players(SPEC, s))


def replay(record: Record):
    return restore(record, CODEC, lambda s: new_session(SPEC, s, seat_players(SPEC, s)))


def test_the_header_says_every_option_and_reads_back_equal():
    for s in (setup(), setup(layout="8x12", capture_limit=40), setup(start=FEN),
              SPEC.complete(Setup(clock_ms=300000, seed="-7", date="d"))):
        text = write(Record(s), CODEC)
        assert text.startswith(MAGIC + "\nFormat: 2\n")
        assert read(text, CODEC).setup == s


def test_the_defaults_are_written_in_words():
    text = write(Record(setup()), CODEC)
    for line in ("Layout: 8x8", "Start: standard", "Capture-limit: none", "White: person",
                 "Black: computer strong", "Clock: none", "Seed: 42"):
        assert line in text.splitlines()


def test_moves_and_the_result_are_written_as_played_and_replay_to_the_same_position():
    s = session_of(setup(capture_limit=30))
    scribe = Scribe(Record(s.setup), CODEC)
    s.listeners.append(scribe)
    rng = random.Random(3)
    while not s.game_over:
        s.play(rng.choice(s.game.legal_actions()))
    text = write(scribe.record, CODEC)
    body = text.split("\n\n", 1)[1].splitlines()
    assert body[:len(s.history)] == [p.text for p in s.history]
    assert body[-2].startswith("Result: ") and body[-1] == "End"
    again = replay(read(text, CODEC))
    assert again.game.notation() == s.game.notation() and again.outcome == s.outcome


def test_an_agreed_draw_is_a_line_of_its_own_and_replays():
    s = session_of(setup())
    scribe = Scribe(Record(s.setup), CODEC)
    s.listeners.append(scribe)
    s.play("a1a7")
    s.play("draw")
    text = write(scribe.record, CODEC)
    assert text.endswith("\na1a7\ndraw\nResult: 1/2-1/2 agreement\nEnd\n")
    again = replay(read(text, CODEC))
    assert again.outcome.winner is None and again.outcome.reason == "agreement"


def test_a_yield_is_only_in_the_result_and_replays():
    s = session_of(setup())
    scribe = Scribe(Record(s.setup), CODEC)
    s.listeners.append(scribe)
    s.play("e2e5")
    s.concede()                                  # Black gives up
    text = write(scribe.record, CODEC)
    assert "Result: 1-0 yield" in text
    assert replay(read(text, CODEC)).outcome.winner == 0


def test_move_lines_carry_both_clocks_when_the_game_has_a_clock():
    s = session_of(SPEC.complete(Setup(clock_ms=60000, date="d")))
    scribe = Scribe(Record(s.setup), CODEC)
    s.listeners.append(scribe)
    s.play("e2e5", used_ms=1500)
    assert write(scribe.record, CODEC).splitlines()[-2] == "e2e5 58500 60000"


@pytest.mark.parametrize("key, value", [("Layout", "9x9"), ("Start", "mmm w 0 1"), ("Capture-limit", "0"),
                                        ("Capture-limit", "ten"), ("White", "computer genius"),
                                        ("Clock", "-5"), ("Seed", "x")])
def test_a_bad_header_value_is_refused_on_its_line(key, value):
    lines = write(Record(setup()), CODEC).splitlines()
    n = next(i for i, line in enumerate(lines) if line.startswith(key + ":"))
    lines[n] = f"{key}: {value}"
    with pytest.raises(RecordError) as e:
        read("\n".join(lines) + "\n", CODEC)
    assert e.value.code == "bad_value" and e.value.line == n + 1


def test_an_illegal_move_in_the_body_is_refused_with_the_engines_reason():
    text = write(Record(setup()), CODEC).replace("End\n", "e2e5\nd7d7\nEnd\n")
    with pytest.raises(RecordError) as e:
        replay(read(text, CODEC))
    assert e.value.code == "illegal_action" and e.value.params["reason"] == "zero_length"


def test_a_wrong_result_is_refused():
    text = write(Record(setup()), CODEC).replace("End\n", "e2e5\nResult: 1/2-1/2 agreement\nEnd\n")
    with pytest.raises(RecordError) as e:
        replay(read(text, CODEC))
    assert e.value.code == "wrong_result"


@pytest.mark.parametrize("result", ["1-0", "2-0 yield", "1-0 checkmate", "1/2-1/2 agreement extra"])
def test_results_that_are_not_latrunculi_results_are_refused(result):
    with pytest.raises(ValueError):
        CODEC.check_result(result)
