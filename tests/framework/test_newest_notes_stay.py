"""Notes under the board too many for the rows: the oldest are cut, never the newest; the reply to the last
command and the last opponent turn always show (issue 34), and a line says ``?`` reads them all."""
from framework.tui.table_screen import OLDER, REPLY, THEIR_TURN, keep_newest

MORE = ["… (more)"]


def test_notes_that_fit_are_all_shown_and_no_line_about_more():
    notes = [(OLDER, ["a"]), (THEIR_TURN, ["b"]), (REPLY, ["c", "d"])]
    assert keep_newest(notes, 4, MORE) == ["a", "b", "c", "d"]


def test_when_notes_do_not_fit_the_oldest_are_cut_and_the_newest_kept():
    notes = [(OLDER, [f"note {k}"]) for k in range(10)]
    assert keep_newest(notes, 4, MORE) == ["note 7", "note 8", "note 9", "… (more)"]


def test_the_reply_to_the_last_command_shows_before_anything_older():
    notes = [(OLDER, ["the game began"]), (OLDER, ["who plays first"]), (REPLY, ["the hint:", "1. a1a7"])]
    assert keep_newest(notes, 3, MORE) == ["the hint:", "1. a1a7", "… (more)"]


def test_a_reply_too_long_alone_keeps_its_start():
    notes = [(OLDER, ["older"]), (REPLY, ["help", "moves", "commands", "hint"])]
    assert keep_newest(notes, 3, MORE) == ["help", "moves", "… (more)"]


def test_the_last_opponent_turn_shows_too_its_newest_actions_first():
    notes = [(OLDER, ["intro"]), (THEIR_TURN, ["threw 1-2-3"]), (THEIR_TURN, ["enters on 11"]),
             (THEIR_TURN, ["11 → 10, captures your piece"]), (OLDER, ["your turn, Enter throws"])]
    assert keep_newest(notes, 3, MORE) == ["enters on 11", "11 → 10, captures your piece", "… (more)"]


def test_the_reply_and_the_opponent_turn_share_a_short_screen():
    notes = [(THEIR_TURN, ["Last: Black f8f2."]), (OLDER, ["Before: White a1a7."]),
             (REPLY, ["Best moves:", "1. d1d6; 2. c1c7", "3. g1g2"])]
    assert keep_newest(notes, 3, MORE) == ["Last: Black f8f2.", "Best moves:", "… (more)"]
    assert keep_newest(notes, 4, MORE) == ["Last: Black f8f2.", "Best moves:", "1. d1d6; 2. c1c7", "… (more)"]


def test_an_older_note_too_long_for_the_rows_left_shows_its_start_and_nothing_older():
    notes = [(OLDER, ["a long older", "note"]), (OLDER, ["newer"])]
    assert keep_newest(notes, 2, MORE) == ["newer", "… (more)"]
    notes = [(OLDER, ["oldest"]), (OLDER, ["a long older", "note"]), (OLDER, ["newer"])]
    assert keep_newest(notes, 3, MORE) == ["a long older", "newer", "… (more)"]
