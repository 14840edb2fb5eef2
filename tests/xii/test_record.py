"""XII Scripta's game record: what it looks like, how it resumes a game, and how it refuses damaged files.

The layout and the replay are the framework's (framework/record.py); the header
keys, turn lines and result line are XII Scripta's codec (games/xii/codec.py).
"""
import random
from dataclasses import replace

import pytest

from board import Board, Move, Rules, PLAYER_I, PLAYER_II
from dice import Dice
from framework.record import FORMAT_VERSION, Entry, Record, RecordError, Scribe, read, restore, write
from framework.spec import new_session
from games.xii import codec as codec_module
from games.xii.codec import CODEC
from helpers_app import make_app
from helpers_games import spec, xii_setup

DATE = "2026-11-21T17:53:30Z"
XII = spec("xii")


def load(data):
    """Text or bytes of a record -> the session it replays to (RecordError for anything wrong)."""
    return restore(read(data, CODEC), CODEC, lambda setup: new_session(XII, setup))


def opening_setup(**kw) -> object:
    kw = {"names": ("Marcus", "Julia"), "seed": 20261121, "script": ((1, 4, 6), (3, 3, 5)), "date": DATE, **kw}
    return xii_setup(**kw)


def opening() -> Record:
    """The seed's opening, thrown from a --dice script: I 1-4-6, II 3-3-5."""
    r = Record(opening_setup()).with_entry(Entry(PLAYER_I, (1, 4, 6)))
    for a in ("place 1", "place 4", "place 6"):
        r = r.with_action(a)
    r = r.with_entry(Entry(PLAYER_II, (3, 3, 5)))
    for a in ("place 3", "place 5", "place 3"):
        r = r.with_action(a)
    return r


OPENING_TEXT = """\
XII Scripta game record
Format: 2
Date: 2026-11-21T17:53:30Z
Player-I: Marcus
Player-II: Julia
Stones: 15
Free-pass: no
Exact-bear-off: no
Seed: 20261121
Script: 146,335
First: I

I 1-4-6: place 1, place 4, place 6
II 3-3-5: place 3, place 5, place 3
End
"""

#: The opening without its End line: what more turns or a result are appended to.
OPENING_BODY = OPENING_TEXT.removesuffix("End\n")
#: The line of the first turn: the magic line, Format, nine header keys and the empty line before it.
FIRST_TURN_LINE = 13
assert OPENING_TEXT.split("\n")[FIRST_TURN_LINE - 1].startswith("I 1-4-6:")

#: I's first throw from the bag, after the scripted opening.
BAG_THROW = Dice("20261121-I").throw()


def played(stones: int = 3, seed: int = 1, first: int = PLAYER_I, limit: int = 10**6):
    """A random game played through a session, recorded by a Scribe as it goes (the way the UI records).

    Returns the record and the live session.
    """
    setup = xii_setup(names=("A", "B"), stones=stones, seed=seed, first=first, date=DATE)
    session = new_session(XII, setup)
    scribe = Scribe(Record(setup), CODEC)
    session.listeners.append(scribe)
    rng = random.Random(seed)
    actions = 0
    while not session.game_over and actions < limit:
        if session.needs_throw:
            session.throw()
        session.play(rng.choice(session.game.legal_actions()))
        actions += 1
    return scribe.record, session


def text_of(entries) -> list[str]:
    return [CODEC.format_entry(e) for e in entries]


def error(data, code: str) -> RecordError:
    with pytest.raises(RecordError) as info:
        load(data)
    assert info.value.code == code, str(info.value)
    return info.value


# ----------------------------------------------------------------- the format

def test_the_seeds_opening_is_written_as_documented():
    assert write(opening(), CODEC) == OPENING_TEXT


def test_the_example_in_the_documentation_is_a_real_record():
    doc = codec_module.__doc__
    block = doc[doc.index("    XII Scripta game record"):doc.index("(Player I has thrown")].rstrip() + "\n"
    text = "\n".join(line[4:] for line in block.split("\n"))
    assert write(read(text, CODEC), CODEC) == text
    game = load(text)
    assert game.game.board.dice == (5,) and game.game.board.turn == PLAYER_I


def test_text_reads_back_to_the_same_record_and_the_same_text():
    r = read(OPENING_TEXT, CODEC)
    assert r == opening()
    assert r.version == FORMAT_VERSION == 2 and r.complete
    assert write(r, CODEC) == OPENING_TEXT


def test_loading_the_opening_replays_it_through_the_engine():
    game = load(OPENING_TEXT)
    live = Board()
    live.roll((1, 4, 6))
    for a in ("place 1", "place 4", "place 6"):
        live.play(a)
    live.roll((3, 3, 5))
    for a in ("place 3", "place 5", "place 3"):
        live.play(a)
    assert game.game.board.notation() == live.notation()
    assert game.game.board.turn == PLAYER_I and not game.game.board.dice
    assert game.needs_throw and game.throws_by == [1, 1]


def test_after_the_script_the_bags_take_over_and_the_next_throw_is_the_bags():
    game = load(OPENING_TEXT)
    assert game.throws.script.remaining == 0
    assert game.throws.cups[PLAYER_I].draws == 0       # both opening throws came from the script
    assert game.throw() == Dice("20261121-I").throw()


def test_the_unused_part_of_the_script_is_thrown_after_a_resume():
    setup = xii_setup(names=("A", "B"), seed=5, script=((1, 4, 6), (3, 3, 5), (2, 2, 2)), date=DATE)
    game = restore(Record(setup).with_entry(Entry(PLAYER_I, (1, 4, 6))), CODEC,
                   lambda s: new_session(XII, s))
    assert game.throws.script.remaining == 2
    for a in ("place 1", "place 4", "place 6"):
        game.play(a)
    assert game.throw() == (3, 3, 5)


def test_throws_from_the_bags_are_checked_and_restored():
    r, live = played(stones=3, seed=11, limit=25)
    game = load(write(r, CODEC))
    assert [c.draws for c in game.throws.cups] == [c.draws for c in live.throws.cups]
    assert game.throws.script.used == live.throws.script.used
    assert game.game.notation() == live.game.notation()
    if live.needs_throw:
        assert game.throw() == live.throw()
    else:
        seat = live.game.to_move()
        assert game.throws.next(seat) == live.throws.next(seat)


def test_an_unfinished_turn_resumes_in_the_middle():
    text = OPENING_TEXT.replace("II 3-3-5: place 3, place 5, place 3", "II 3-3-5: place 5")
    game = load(text)
    assert game.game.board.turn == PLAYER_II
    assert game.game.board.dice == (3, 3)
    assert [p.text for p in game.turn_actions] == ["place 5"]
    assert [str(m) for m in game.game.board.moves_this_turn] == ["place 5"]
    assert [p.text for p in game.undo()] == ["place 5"]       # in-turn undo works after a resume
    assert game.game.board.dice == (3, 3, 5)


def test_a_turn_just_thrown_has_no_actions():
    r = opening().with_entry(Entry(PLAYER_I, BAG_THROW))
    line = "I {}-{}-{}:".format(*BAG_THROW)
    assert write(r, CODEC).endswith(f"II 3-3-5: place 3, place 5, place 3\n{line}\nEnd\n")
    game = restore(r, CODEC, lambda s: new_session(XII, s))
    assert game.game.board.dice == BAG_THROW and game.game.board.moves_this_turn == ()
    assert game.turn_actions == [] and not game.can_undo


def test_undo_removes_the_action_from_its_turn_line():
    r = opening()
    taken_back = r.without_last_action()
    assert CODEC.format_entry(taken_back.entries[-1]) == "II 3-3-5: place 3, place 5"
    live = restore(r, CODEC, lambda s: new_session(XII, s))
    live.undo()
    assert restore(taken_back, CODEC, lambda s: new_session(XII, s)).game.notation() == live.game.notation()


def test_nothing_to_take_back_at_the_start_of_a_turn():
    with pytest.raises(ValueError):
        opening().with_entry(Entry(PLAYER_I, BAG_THROW)).without_last_action()
    with pytest.raises(ValueError):
        Record(opening_setup()).with_action("place 1")          # no throw recorded yet


def test_player_two_may_move_first():
    r = Record(xii_setup(names=("A", "B"), seed=3, first=PLAYER_II, script=((1, 4, 6),), date=DATE))
    r = r.with_entry(Entry(PLAYER_II, (1, 4, 6)))
    assert "First: II\n" in write(r, CODEC)
    game = load(write(r, CODEC))
    assert game.game.board.turn == PLAYER_II and game.game.board.dice == (1, 4, 6)


def test_rules_options_are_kept():
    r = Record(xii_setup(names=("A", "B"), stones=3, free_pass=True, exact_bear_off=True, date=DATE))
    text = write(r, CODEC)
    assert "Stones: 3\nFree-pass: yes\nExact-bear-off: yes\n" in text
    assert load(text).game.board.rules == Rules(stones=3, free_pass=True, exact_bear_off=True)


def test_a_finished_game_has_its_result_line():
    r, game = played(stones=3, seed=2)
    text = write(r, CODEC)
    assert r.finished and r.result == CODEC.format_result(game.outcome)
    assert text.endswith(f"\nResult: {r.result}\nEnd\n")
    winner = "I" if game.outcome.winner == PLAYER_I else "II"
    assert r.result == f"{winner} wins by bearing off"
    assert load(text).game.board.winner == game.game.board.winner


def test_a_yield_is_recorded_as_the_result_line_only():
    setup = opening_setup()
    session = restore(opening().with_entry(Entry(PLAYER_I, BAG_THROW)), CODEC, lambda s: new_session(XII, s))
    scribe = Scribe(opening().with_entry(Entry(PLAYER_I, BAG_THROW)), CODEC)
    session.listeners.append(scribe)
    session.concede()                                   # player I, to move, gives up
    line = "I {}-{}-{}:".format(*BAG_THROW)
    text = write(scribe.record, CODEC)
    assert text.endswith(f"\n{line}\nResult: II wins by yield\nEnd\n")
    assert scribe.record.setup == setup
    back = load(text)
    assert back.game.board.winner == PLAYER_II and back.outcome.reason == "yield"


def test_a_yield_before_the_throw_is_recorded_and_loads():
    text = OPENING_BODY + "Result: II wins by yield\nEnd\n"        # I, to throw, gave up instead
    game = load(text)
    assert game.outcome.winner == PLAYER_II and game.outcome.reason == "yield"


def test_a_format_1_record_that_ends_a_turn_with_yield_still_loads():
    line = "I {}-{}-{}: yield".format(*BAG_THROW)
    text = OPENING_BODY.replace("Format: 2", "Format: 1") + f"{line}\nResult: II wins by yield\n"
    r = read(text, CODEC)
    assert r.version == 1 and r.complete, "format 1 had no End line: nothing is missing"
    game = load(text)
    assert game.game.board.winner == PLAYER_II and game.outcome.reason == "yield"


def test_a_format_1_record_is_written_again_as_format_2_with_its_end_line():
    old = OPENING_TEXT.replace("Format: 2", "Format: 1").removesuffix("End\n")
    r = read(old, CODEC)
    assert r.version == 1 and r.complete
    assert write(r, CODEC) == OPENING_TEXT
    assert load(old).game.notation() == load(OPENING_TEXT).game.notation()


def test_the_end_line_tells_a_whole_record_from_one_cut_at_a_line_boundary():
    cut = OPENING_BODY                               # the End line lost: it still loads ...
    r = read(cut, CODEC)
    assert not r.complete, "... but the player is told its end may be missing"
    assert load(cut).game.notation() == load(OPENING_TEXT).game.notation()
    assert read(OPENING_TEXT, CODEC).complete


def test_nothing_may_follow_the_end_line():
    e = error(OPENING_TEXT + "I 1-1-1: pass\n", "after_end_line")
    assert e.line == FIRST_TURN_LINE + 3
    assert load(OPENING_TEXT + "\n# a comment\n\n").game.notation() == load(OPENING_TEXT).game.notation()


def test_comments_blank_lines_crlf_and_a_byte_order_mark_are_accepted():
    text = OPENING_TEXT.replace("\n\nI 1-4-6", "\n\n# the seed's opening\n\nI 1-4-6")
    text = "\ufeff" + text.replace("\n", "\r\n")
    assert read(text.encode("utf-8"), CODEC) == opening()


def test_commands_are_stored_in_canonical_form():
    text = OPENING_TEXT.replace("place 1, place 4", "PLACE  1,place 4")
    assert write(read(text, CODEC), CODEC) == OPENING_TEXT


def test_names_that_would_break_the_line_are_refused():
    """A record must never be written that cannot be read back."""
    for bad in ("", " Marcus", "Mar\ncus", "a\x1bb", "x" * 101):
        with pytest.raises(ValueError):
            write(Record(opening_setup(names=(bad, "Julia"))), CODEC)
    text = write(Record(opening_setup(names=("Čeněk Šťastný", "Julia 2"))), CODEC)
    assert read(text, CODEC).setup.names == ("Čeněk Šťastný", "Julia 2")


def test_a_replay_steps_through_the_positions_turn_by_turn(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, [])
    r = opening().without_last_action()              # the last turn unfinished
    stops = app.replays.replay_steps(XII, r)
    assert [entry for entry, _ in stops] == [None, r.entries[0], r.entries[1]]
    assert stops[0][1].game.notation() == Board().notation()
    assert stops[1][1].game.board.turn == PLAYER_II
    assert stops[2][1].game.notation() == restore(r, CODEC, lambda s: new_session(XII, s)).game.notation()
    with pytest.raises(RecordError):
        app.replays.replay_steps(XII, read(OPENING_TEXT.replace("place 6\n", "place 5\n"), CODEC))


# ------------------------------------------------------------ damaged files

def test_an_empty_file():
    assert error("", "empty").line is None
    error(b"  \n\n", "empty")


def test_a_binary_file():
    e = error(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "binary")
    assert e.line == 3          # the first NUL byte is in the third line


def test_a_file_that_is_not_utf8_names_the_line():
    data = OPENING_TEXT.replace("Julia", "J\udcfflia").encode("utf-8", "surrogateescape")
    e = error(data, "not_utf8")
    assert e.line == 5 and "0xff" in str(e)


def test_some_other_text_file():
    e = error("hello\n", "not_a_record")
    assert e.line == 1 and "XII Scripta game record" in str(e)


def test_a_record_from_a_newer_format_version():
    text = OPENING_TEXT.replace("Format: 2", "Format: 3").replace("Seed:", "Bags: shuffled\nSeed:")
    e = error(text, "newer_format")
    assert e.line == 2 and e.params == {"version": 3, "supported": 2}
    assert "newer version" in str(e)


def test_a_truncated_header():
    cut = OPENING_TEXT[:OPENING_TEXT.index("Stones")]
    e = error(cut, "truncated_header")
    assert e.line == 5 and "Stones" in e.params["missing"]


def test_a_record_cut_off_in_the_middle_of_a_line():
    cut = OPENING_TEXT[:OPENING_TEXT.index("place 5, place 3") + len("place")]
    e = error(cut, "truncated")
    assert e.line == FIRST_TURN_LINE + 1 and "cut off" in str(e)


def test_a_record_cut_off_between_actions_loads_the_actions_before_the_cut():
    cut = OPENING_TEXT[:OPENING_TEXT.index(", place 3\n")]
    assert not read(cut, CODEC).complete
    assert load(cut).game.board.moves_this_turn == (Move("place", 3, 3), Move("place", 5, 5))


def test_an_illegal_action_names_the_line_and_the_engines_reason():
    text = OPENING_TEXT.replace("II 3-3-5: place 3, place 5, place 3", "II 3-3-5: place 3, place 5, place 5")
    e = error(text, "illegal_action")
    assert e.line == FIRST_TURN_LINE + 1
    assert e.params["action"] == "place 5" and e.params["reason"] == "no_die"
    assert "line 14: 'place 5' is not allowed here: no die shows 5" in str(e)


def test_a_throw_that_is_not_the_bags():
    real = Dice("20261121-I").throw()       # after the scripted opening, I throws from the bag
    wrong = (real[0] % 6 + 1, real[1], real[2])
    text = OPENING_BODY + f"I {wrong[0]}-{wrong[1]}-{wrong[2]}:\nEnd\n"
    e = error(text, "wrong_throw")
    assert e.line == FIRST_TURN_LINE + 2
    assert e.params == {"expected": "-".join(map(str, real)), "found": "-".join(map(str, wrong)), "source": "bag"}
    assert load(OPENING_BODY + f"I {real[0]}-{real[1]}-{real[2]}:\nEnd\n").game.board.dice == real


def test_a_throw_that_is_not_the_scripts():
    e = error(OPENING_TEXT.replace("II 3-3-5", "II 3-5-3"), "wrong_throw")
    assert e.line == FIRST_TURN_LINE + 1 and e.params["source"] == "script"


def test_a_malformed_turn_line():
    e = error(OPENING_TEXT.replace("II 3-3-5:", "II 3-3-5"), "malformed_turn")
    assert e.line == FIRST_TURN_LINE + 1
    error(OPENING_TEXT.replace("II 3-3-5:", "III 3-3-5:"), "malformed_turn")
    error(OPENING_TEXT.replace("II 3-3-5:", "II 3-3-7:"), "malformed_turn")
    error(OPENING_TEXT.replace("II 3-3-5: place", "II 3-3-5:place"), "malformed_turn")


def test_a_misspelt_action():
    e = error(OPENING_TEXT.replace("place 5,", "plaice 5,"), "bad_action")
    assert e.line == FIRST_TURN_LINE + 1 and e.params["reason"] == "unknown_word"
    assert error(OPENING_TEXT.replace("place 5,", "place 5,,"), "empty_action").line == FIRST_TURN_LINE + 1


def test_the_wrong_player():
    e = error(OPENING_TEXT.replace("II 3-3-5", "I 3-3-5"), "wrong_player")
    assert e.line == FIRST_TURN_LINE + 1 and e.params == {"expected": "II", "found": "I"}


def test_an_action_after_the_turn_is_over():
    e = error(OPENING_TEXT.replace("place 4, place 6", "place 4, place 6, place 1"), "extra_action")
    assert e.line == FIRST_TURN_LINE


def test_an_unfinished_turn_followed_by_another_names_the_unfinished_one():
    e = error(OPENING_TEXT.replace("place 4, place 6", "place 4"), "unfinished_turn")
    assert e.line == FIRST_TURN_LINE and e.params["next_line"] == FIRST_TURN_LINE + 1


def test_header_values_are_checked():
    cases = {"Stones: 15": ("Stones: 16", "bad_value", 6), "Free-pass: no": ("Free-pass: maybe", "bad_value", 7),
             "First: I": ("First: III", "bad_value", 11), "Script: 146,335": ("Script: 147", "bad_value", 10),
             "Date: 2026-11-21T17:53:30Z": ("Date: yesterday", "bad_value", 3),
             "Seed: 20261121": ("Seeds: 20261121", "unknown_key", 9),
             "Player-II: Julia": ("Player-I: Julia", "duplicate_key", 5),
             "Format: 2": ("Format: one", "bad_format", 2)}
    for good, (bad, code, line) in cases.items():
        assert error(OPENING_TEXT.replace(good, bad), code).line == line, bad


def test_a_header_without_a_key_before_the_turns():
    e = error(OPENING_TEXT.replace("Seed: 20261121\n", ""), "missing_key")
    assert e.params["missing"] == ["Seed"] and e.line == FIRST_TURN_LINE - 2     # the empty line ending the header


def test_a_control_character_in_a_line():
    assert error(OPENING_TEXT.replace("Marcus", "Mar\x1b[2Jcus"), "control_character").line == 4


def test_a_turn_after_the_end():
    r, _ = played(stones=3, seed=4)
    lines = write(r.with_result(None), CODEC).splitlines(keepends=True)      # the result left out
    extra = "".join(lines[:-1]) + "I 1-1-1: pass\nEnd\n"                    # and a turn added
    e = error(extra, "after_end")
    assert e.line == len(lines)


def test_the_result_is_checked_against_the_game():
    r, _ = played(stones=3, seed=4)
    text = write(r, CODEC)
    winner = r.result.split()[0]
    loser = "II" if winner == "I" else "I"
    result_line = text.count("\n") - 1                  # the line before End
    e = error(text.replace(f"Result: {winner} wins", f"Result: {loser} wins"), "wrong_result")
    assert e.line == result_line
    body = text.removesuffix("End\n")
    assert error(body + "I 1-1-1: pass\nEnd\n", "after_result").line == result_line + 1
    assert error(OPENING_BODY + "Result: I won\nEnd\n", "malformed_result").line == FIRST_TURN_LINE + 2
    assert error(OPENING_BODY + "Result: II wins by bearing off\nEnd\n", "wrong_result").line == \
        FIRST_TURN_LINE + 2


def test_a_yield_by_the_player_not_to_move_is_a_wrong_result():
    """After the opening player I is to move: only I can give up, so 'I wins by yield' cannot be."""
    e = error(OPENING_BODY + "Result: I wins by yield\nEnd\n", "wrong_result")
    assert e.line == FIRST_TURN_LINE + 2


def test_a_finished_game_saved_before_its_result_line_knows_its_result_on_loading():
    r, game = played(stones=3, seed=4)
    text = write(r.with_result(None), CODEC)
    loaded = load(text)
    assert loaded.game_over and loaded.outcome == game.outcome
    assert CODEC.format_result(loaded.outcome) == r.result


def test_the_last_turns_moves_come_back_for_undo():
    game = load(OPENING_TEXT)
    assert [p.text for p in game.turn_actions] == ["place 3", "place 5", "place 3"]
    assert game.can_undo, "the last action of a turn can be taken back until the next throw"
    shorter = load(OPENING_TEXT.replace(", place 5, place 3", ""))
    assert [p.action for p in shorter.turn_actions] == [Move("place", 3, 3)]


def test_a_megabyte_line_gets_a_short_message():
    e = error(OPENING_BODY + "I " + "9" * 2**20 + "\nEnd\n", "malformed_turn")
    assert e.line == FIRST_TURN_LINE + 2 and len(str(e)) < 400
    e = error(OPENING_TEXT.replace("Marcus", "M" * 2**20), "bad_value")
    assert e.line == 4 and len(str(e)) < 400
    e = error(OPENING_TEXT.replace("place 5,", "place " + "5" * 2**20 + ","), "bad_action")
    assert e.line == FIRST_TURN_LINE + 1 and len(str(e)) < 400


def test_a_newer_format_is_named_even_if_its_header_looks_different():
    e = error("XII Scripta game record\nFormat: 3\n[Seed \"1\"]\n", "newer_format")
    assert e.line == 2


def test_errors_carry_code_params_and_name_the_line():
    e = error(OPENING_TEXT.replace("place 6\n", "place 5\n"), "illegal_action")
    assert isinstance(e, ValueError)
    assert e.line == FIRST_TURN_LINE and str(e).startswith(f"line {FIRST_TURN_LINE}: ")
    assert e.cause is not None and e.cause.code == e.params["reason"]
    assert e.params["reason_key"] == "illegal.no_die"


def test_a_record_made_in_memory_is_checked_without_line_numbers():
    r = opening()
    bad = replace(r, entries=r.entries[:1] + (Entry(PLAYER_I, (3, 3, 5)),))
    with pytest.raises(RecordError) as info:
        restore(bad, CODEC, lambda s: new_session(XII, s))
    assert info.value.code == "wrong_player" and info.value.line is None


# ------------------------------------------------------------- engine

def test_engine_str_of_the_yield_move_is_the_yield_command():
    """str(Move('yield')) once gave 'yield 0', which play() refuses; records store str() of actions."""
    assert str(Move("yield")) == "yield"
    assert Board().parse(str(Move("yield"))) == Move("yield")
