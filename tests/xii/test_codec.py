"""XII Scripta's game record (games/xii/codec.py): what it looks like, how it resumes a game, and how it
refuses turns, throws, actions and results that are not the game's.

The layout and the damaged files every record can be are tests/framework/test_record.py's.
"""
import pytest

from board import Board, Move, Rules, PLAYER_I, PLAYER_II
from dice import Dice
from framework.core.record import Entry, Record, RecordError, Scribe, read, restore, write
from framework.core.spec import new_session
from games.xii import codec as codec_module
from games.xii.codec import CODEC
from helpers_app import make_app
from helpers_games import xii_setup
from helpers_record import (BAG_THROW, DATE, FIRST_TURN_LINE, OPENING_BODY, OPENING_TEXT, XII, error, load, opening,
                            opening_setup, played)


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
    assert game.throw() == Dice("20261121-I", count=3).throw()


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


def test_commands_are_stored_in_canonical_form():
    text = OPENING_TEXT.replace("place 1, place 4", "PLACE  1,place 4")
    assert write(read(text, CODEC), CODEC) == OPENING_TEXT


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


# ------------------------------------- turns, throws and results that are not the game's

def test_an_illegal_action_names_the_line_and_the_engines_reason():
    text = OPENING_TEXT.replace("II 3-3-5: place 3, place 5, place 3", "II 3-3-5: place 3, place 5, place 5")
    e = error(text, "illegal_action")
    assert e.line == FIRST_TURN_LINE + 1
    assert e.params["action"] == "place 5" and e.params["reason"] == "no_die"
    assert "line 14: 'place 5' is not allowed here: no die shows 5" in str(e)


def test_a_throw_that_is_not_the_bags():
    real = Dice("20261121-I", count=3).throw()   # after the scripted opening, I throws from the bag
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


def test_a_yield_by_the_player_not_to_move_loads():
    """A network game claimed while II, not to move, was away past the grace period: II gave up."""
    game = load(OPENING_BODY + "Result: I wins by yield\nEnd\n")
    assert game.outcome.winner == PLAYER_I and game.outcome.reason == "yield"


def test_the_player_not_to_move_may_give_up_and_its_record_restores():
    session = load(OPENING_TEXT)
    assert session.game.to_move() == PLAYER_I
    session.concede(PLAYER_II)
    assert (session.outcome.winner, session.outcome.reason) == (PLAYER_I, "yield")
    text = write(read(OPENING_TEXT, CODEC).with_result(CODEC.format_result(session.outcome)), CODEC)
    assert "\nResult: I wins by yield\n" in text
    assert load(text).outcome == session.outcome


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


# ------------------------------------------------------------- engine

def test_engine_str_of_the_yield_move_is_the_yield_command():
    """str(Move('yield')) once gave 'yield 0', which play() refuses; records store str() of actions."""
    assert str(Move("yield")) == "yield"
    assert Board().parse(str(Move("yield"))) == Move("yield")
