"""The game record: what it looks like, how it resumes a game, and how it refuses damaged files."""
import random

import pytest

from games.xii import record
from board import Board, Move, Rules, PLAYER_I, PLAYER_II
from dice import Dice
from games.xii.record import RecordError, Result, FIRST_TURN_LINE

DATE = "2026-11-21T17:53:30Z"


def opening() -> record.Record:
    """The seed's opening, thrown from a --dice script: I 1-4-6, II 3-3-5."""
    r = record.new(("Marcus", "Julia"), Rules(), seed=20261121, script="146,335", date=DATE)
    r = r.with_throw(PLAYER_I, (1, 4, 6))
    for a in ("place 1", "place 4", "place 6"):
        r = r.with_action(a)
    r = r.with_throw(PLAYER_II, (3, 3, 5))
    for a in ("place 3", "place 5", "place 3"):
        r = r.with_action(a)
    return r


OPENING_TEXT = """\
XII Scripta game record
Format: 1
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
"""


#: I's first throw from the bag, after the scripted opening.
BAG_THROW = Dice("20261121-I").throw()


def played(stones: int = 3, seed: int = 1, first: int = PLAYER_I, finish: bool = True,
           limit: int = 10**6) -> tuple[record.Record, record.Restored]:
    """A random game played through the engine, recorded as it goes (the way the UI records)."""
    r = record.new(("A", "B"), Rules(stones=stones), seed=seed, first=first, date=DATE)
    game = record.restore(r)
    rng = random.Random(seed)
    board = game.board
    actions = 0
    while not board.game_over and actions < limit:
        if not board.dice:
            throw = game.next_throw()
            r = r.with_throw(board.turn, throw)
            board.roll(throw)
        move = board.play(rng.choice(board.legal_moves()))
        r = r.with_action(move)
        actions += 1
    if board.game_over:
        r = r.with_result(Result.of(board))
    game.record = r
    return r, game


def error(text, code: str) -> RecordError:
    with pytest.raises(RecordError) as info:
        record.load(text)
    assert info.value.code == code, str(info.value)
    return info.value


# ----------------------------------------------------------------- the format

def test_the_seeds_opening_is_written_as_documented():
    assert record.write(opening()) == OPENING_TEXT


def test_the_example_in_the_documentation_is_a_real_record():
    doc = record.__doc__
    block = doc[doc.index("    XII Scripta game record"):doc.index("(Player I has thrown")].rstrip() + "\n"
    text = "\n".join(line[4:] for line in block.split("\n"))
    game = record.load(text)
    assert record.write(game.record) == text
    assert game.board.dice == (5,) and game.board.turn == PLAYER_I


def test_text_reads_back_to_the_same_record_and_the_same_text():
    r = record.parse(OPENING_TEXT)
    assert r == opening()
    assert record.write(r) == OPENING_TEXT


def test_loading_the_opening_replays_it_through_the_engine():
    game = record.load(OPENING_TEXT)
    live = Board()
    live.roll((1, 4, 6))
    for a in ("place 1", "place 4", "place 6"):
        live.play(a)
    live.roll((3, 3, 5))
    for a in ("place 3", "place 5", "place 3"):
        live.play(a)
    assert game.board.notation() == live.notation()
    assert game.board.turn == PLAYER_I and not game.board.dice


def test_after_the_script_the_bags_take_over_and_the_next_throw_is_the_bags():
    game = record.load(OPENING_TEXT)
    assert game.script.remaining == 0
    assert game.cups[PLAYER_I].draws == 0       # both opening throws came from the script
    assert game.next_throw() == Dice("20261121-I").throw()


def test_the_unused_part_of_the_script_is_thrown_after_a_resume():
    r = record.new(("A", "B"), seed=5, script="146,335,222", date=DATE).with_throw(PLAYER_I, (1, 4, 6))
    game = record.restore(r)
    assert game.script.remaining == 2
    for a in ("place 1", "place 4", "place 6"):
        game.board.play(a)
    assert game.next_throw() == (3, 3, 5)


def test_throws_from_the_bags_are_checked_and_restored():
    r, live = played(stones=3, seed=11, finish=False, limit=25)
    game = record.load(record.write(r))
    assert [c.draws for c in game.cups] == [c.draws for c in live.cups]
    assert game.next_throw() == live.next_throw()


def test_an_unfinished_turn_resumes_in_the_middle():
    text = OPENING_TEXT.replace("II 3-3-5: place 3, place 5, place 3", "II 3-3-5: place 5")
    game = record.load(text)
    assert game.board.turn == PLAYER_II
    assert game.board.dice == (3, 3)
    assert [str(m) for m in game.board.moves_this_turn] == ["place 5"]
    game.board.undo()                      # in-turn undo works after a resume
    assert game.board.dice == (3, 3, 5)


def test_a_turn_just_thrown_has_no_actions():
    r = opening().with_throw(PLAYER_I, BAG_THROW)
    line = "I {}-{}-{}:".format(*BAG_THROW)
    assert record.write(r).endswith(f"II 3-3-5: place 3, place 5, place 3\n{line}\n")
    game = record.restore(r)
    assert game.board.dice == BAG_THROW and game.board.moves_this_turn == ()


def test_undo_removes_the_action_from_its_turn_line():
    r = opening()
    taken_back = r.without_last_action()
    assert str(taken_back.turns[-1]) == "II 3-3-5: place 3, place 5"
    live = record.restore(r).board
    live.undo()
    assert record.restore(taken_back).board.notation() == live.notation()


def test_nothing_to_take_back_at_the_start_of_a_turn():
    with pytest.raises(ValueError):
        opening().with_throw(PLAYER_I, BAG_THROW).without_last_action()


def test_player_two_may_move_first():
    r = record.new(("A", "B"), seed=3, first=PLAYER_II, script="146", date=DATE).with_throw(PLAYER_II, (1, 4, 6))
    assert "First: II\n" in record.write(r)
    game = record.restore(r)
    assert game.board.turn == PLAYER_II and game.board.dice == (1, 4, 6)


def test_rules_options_are_kept():
    r = record.new(("A", "B"), Rules(stones=3, free_pass=True, exact_bear_off=True), date=DATE)
    text = record.write(r)
    assert "Stones: 3\nFree-pass: yes\nExact-bear-off: yes\n" in text
    assert record.load(text).board.rules == Rules(stones=3, free_pass=True, exact_bear_off=True)


def test_a_finished_game_has_its_result_line():
    r, game = played(stones=3, seed=2)
    text = record.write(r)
    assert text.endswith(f"{r.result}\n")
    assert record.load(text).board.winner == game.board.winner
    assert r.finished


def test_yield_is_written_as_the_command_and_the_result_says_by_yield():
    r = opening().with_throw(PLAYER_I, BAG_THROW)
    board = record.restore(r).board
    r = r.with_action(board.play("yield"))
    r = r.with_result(Result.of(board))
    assert record.write(r).endswith(": yield\nResult: II wins by yield\n")
    assert record.load(record.write(r)).board.winner == PLAYER_II


def test_comments_blank_lines_crlf_and_a_byte_order_mark_are_accepted():
    text = OPENING_TEXT.replace("\n\nI 1-4-6", "\n\n# the seed's opening\n\nI 1-4-6")
    text = "\ufeff" + text.replace("\n", "\r\n")
    assert record.load(text.encode("utf-8")).record == opening()


def test_commands_are_stored_in_canonical_form():
    text = OPENING_TEXT.replace("place 1, place 4", "PLACE  1,place 4")
    assert record.write(record.parse(text)) == OPENING_TEXT


def test_names_that_would_break_the_line_are_refused():
    for bad in ("", " Marcus", "Mar\ncus", "a\x1bb", "x" * 101):
        with pytest.raises(ValueError):
            record.new((bad, "Julia"), date=DATE)
    assert record.parse(record.write(record.new(("Čeněk Šťastný", "Julia 2"), date=DATE))).names[0] == "Čeněk Šťastný"


def test_a_replay_steps_through_the_positions_turn_by_turn():
    r = opening().without_last_action()              # the last turn unfinished
    stops = record.steps(r)
    assert [s.index for s in stops] == [0, 1, 2] and stops[0].turn is None
    assert stops[0].board.notation() == Board().notation()
    assert stops[1].turn == r.turns[0] and stops[1].board.turn == PLAYER_II
    assert stops[2].board.notation() == record.restore(r).board.notation()
    with pytest.raises(RecordError):
        record.steps(record.parse(OPENING_TEXT.replace("place 6\n", "place 5\n")))


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
    text = OPENING_TEXT.replace("Format: 1", "Format: 2").replace("Seed:", "Bags: shuffled\nSeed:")
    e = error(text, "newer_format")
    assert e.line == 2 and e.params == {"version": 2, "supported": 1}
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
    assert record.load(cut).board.moves_this_turn == (Move("place", 3, 3), Move("place", 5, 5))


def test_an_illegal_action_names_the_line_and_the_engines_reason():
    text = OPENING_TEXT.replace("II 3-3-5: place 3, place 5, place 3", "II 3-3-5: place 3, place 5, place 5")
    e = error(text, "illegal_action")
    assert e.line == FIRST_TURN_LINE + 1
    assert e.params["action"] == "place 5" and e.params["reason"] == "no_die"
    assert "line 14: 'place 5' is not allowed here: no die shows 5" in str(e)


def test_a_throw_that_is_not_the_bags():
    real = Dice("20261121-I").throw()       # after the scripted opening, I throws from the bag
    wrong = (real[0] % 6 + 1, real[1], real[2])
    text = OPENING_TEXT + f"I {wrong[0]}-{wrong[1]}-{wrong[2]}:\n"
    e = error(text, "wrong_throw")
    assert e.line == FIRST_TURN_LINE + 2
    assert e.params == {"expected": "-".join(map(str, real)), "found": "-".join(map(str, wrong)), "source": "bag"}
    assert record.load(OPENING_TEXT + f"I {real[0]}-{real[1]}-{real[2]}:\n").board.dice == real


def test_a_throw_that_is_not_the_scripts():
    e = error(OPENING_TEXT.replace("II 3-3-5", "II 3-5-3"), "wrong_throw")
    assert e.line == FIRST_TURN_LINE + 1 and e.params["source"] == "script"


def test_a_malformed_turn_line():
    e = error(OPENING_TEXT.replace("II 3-3-5:", "II 3-3-5"), "malformed_turn")
    assert e.line == FIRST_TURN_LINE + 1
    error(OPENING_TEXT.replace("II 3-3-5:", "III 3-3-5:"), "malformed_turn")
    error(OPENING_TEXT.replace("II 3-3-5:", "II 3-3-7:"), "malformed_turn")


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
             "Format: 1": ("Format: one", "bad_format", 2)}
    for good, (bad, code, line) in cases.items():
        assert error(OPENING_TEXT.replace(good, bad), code).line == line, bad


def test_a_header_without_a_key_before_the_turns():
    e = error(OPENING_TEXT.replace("Seed: 20261121\n", ""), "missing_key")
    assert e.params["missing"] == ["Seed"]


def test_a_control_character_in_a_line():
    assert error(OPENING_TEXT.replace("Marcus", "Mar\x1b[2Jcus"), "control_character").line == 4


def test_a_turn_after_the_end():
    r, _ = played(stones=3, seed=4)
    text = record.write(r)
    lines = text.splitlines(keepends=True)
    extra = "".join(lines[:-1]) + "I 1-1-1: pass\n"     # drop the result, add a turn
    e = error(extra, "after_end")
    assert e.line == len(lines)


def test_the_result_is_checked_against_the_game():
    r, _ = played(stones=3, seed=4)
    text = record.write(r)
    winner = "I" if r.result.winner == PLAYER_I else "II"
    loser = "II" if winner == "I" else "I"
    e = error(text.replace(f"Result: {winner} wins", f"Result: {loser} wins"), "wrong_result")
    assert e.line == text.count("\n")
    assert error(OPENING_TEXT + "Result: I wins by yield\n", "wrong_result").line == FIRST_TURN_LINE + 2
    assert error(text + "I 1-1-1: pass\n", "after_result").line == text.count("\n") + 1
    assert error(OPENING_TEXT + "Result: I won\n", "malformed_result").line == FIRST_TURN_LINE + 2


def test_a_finished_game_saved_before_its_result_line_gets_the_result_on_loading():
    r, game = played(stones=3, seed=4)
    text = record.write(r)
    loaded = record.load(text[:text.index("Result:")])
    assert loaded.record == r and loaded.record.result == Result.of(game.board)
    assert loaded.finished


def test_the_last_turns_moves_come_back_for_undo():
    game = record.load(OPENING_TEXT)
    assert [str(m) for m in game.last_turn_moves] == ["place 3", "place 5", "place 3"]
    assert record.load(OPENING_TEXT.replace(", place 5, place 3", "")).last_turn_moves == (Move("place", 3, 3),)


def test_a_megabyte_line_gets_a_short_message():
    e = error(OPENING_TEXT + "I " + "9" * 2**20 + "\n", "malformed_turn")
    assert e.line == FIRST_TURN_LINE + 2 and len(str(e)) < 400
    e = error(OPENING_TEXT.replace("Marcus", "M" * 2**20), "bad_value")
    assert e.line == 4 and len(str(e)) < 400


def test_a_newer_format_is_named_even_if_its_header_looks_different():
    e = error("XII Scripta game record\nFormat: 3\n[Seed \"1\"]\n", "newer_format")
    assert e.line == 2


def test_errors_carry_code_params_and_name_the_line():
    e = error(OPENING_TEXT.replace("place 6\n", "place 5\n"), "illegal_action")
    assert isinstance(e, ValueError)
    assert e.line == FIRST_TURN_LINE and str(e).startswith(f"line {FIRST_TURN_LINE}: ")
    assert e.cause is not None and e.cause.code == e.params["reason"]


# ------------------------------------------------------------- engine bugs

def test_engine_str_of_the_yield_move_is_the_yield_command():
    """Engine bug (reported to the lead): str(Move('yield')) gives 'yield 0', which play() refuses.

    record.with_action works around it; this test fails until board.Move.__str__ is fixed.
    """
    assert str(Move("yield")) == "yield"
