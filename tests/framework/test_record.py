"""The game record's layout, every game's (framework/core/record.py): the Format and End lines, comments and
line endings, names that would break a line, and how damaged files are refused, each naming its line.
XII Scripta's record is the sample (tests/helpers_record.py); its own keys and turn lines are
tests/xii/test_codec.py's.
"""
from dataclasses import replace

import pytest

from board import Move, PLAYER_I, PLAYER_II
from framework.core.record import FORMAT_VERSION, Entry, Record, RecordError, read, restore, write
from framework.core.spec import new_session
from games.xii.codec import CODEC
from helpers_record import (BAG_THROW, FIRST_TURN_LINE, OPENING_BODY, OPENING_TEXT, XII, error, load, opening,
                            opening_setup)


# ----------------------------------------------------------------- the layout

def test_text_reads_back_to_the_same_record_and_the_same_text():
    r = read(OPENING_TEXT, CODEC)
    assert r == opening()
    assert r.version == FORMAT_VERSION == 2 and r.complete
    assert write(r, CODEC) == OPENING_TEXT


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


def test_names_that_would_break_the_line_are_refused():
    """A record must never be written that cannot be read back."""
    for bad in ("", " Marcus", "Mar\ncus", "a\x1bb", "x" * 101):
        with pytest.raises(ValueError):
            write(Record(opening_setup(names=(bad, "Julia"))), CODEC)
    text = write(Record(opening_setup(names=("Čeněk Šťastný", "Julia 2"))), CODEC)
    assert read(text, CODEC).setup.names == ("Čeněk Šťastný", "Julia 2")


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


def test_a_record_cut_in_a_header_value_is_refused_not_read_as_another_game():
    # "First: II" cut to "First: I" would still be a valid header: a cut header is never read.
    text = OPENING_TEXT.replace("First: I\n", "First: II\n")
    cut = text[:text.index("First: II") + len("First: I")]
    e = error(cut, "truncated")
    assert e.params["reason"] == "cut_header" and e.line == cut.count("\n") + 1 and "cut off" in str(e)
    assert read(cut + "I\n", CODEC).setup.first == 1        # the whole line reads as written


def test_a_record_cut_off_in_the_middle_of_a_line():
    cut = OPENING_TEXT[:OPENING_TEXT.index("place 5, place 3") + len("place")]
    e = error(cut, "truncated")
    assert e.line == FIRST_TURN_LINE + 1 and "cut off" in str(e)


def test_a_record_cut_off_between_actions_loads_the_actions_before_the_cut():
    cut = OPENING_TEXT[:OPENING_TEXT.index(", place 3\n")]
    assert not read(cut, CODEC).complete
    assert load(cut).game.board.moves_this_turn == (Move("place", 3, 3), Move("place", 5, 5))


def test_a_header_without_a_key_before_the_turns():
    e = error(OPENING_TEXT.replace("Seed: 20261121\n", ""), "missing_key")
    assert e.params["missing"] == ["Seed"] and e.line == FIRST_TURN_LINE - 2     # the empty line ending the header


def test_a_control_character_in_a_line():
    assert error(OPENING_TEXT.replace("Marcus", "Mar\x1b[2Jcus"), "control_character").line == 4


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
