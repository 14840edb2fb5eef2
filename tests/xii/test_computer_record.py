"""The record notes who is the computer and at what level, so a resumed game seats it again.

The keys are optional (``Computer-I: easy``, ``Computer-II: strong``): a record without them,
like every record written before they existed, is a game of two people.
"""
from __future__ import annotations

import io

import pytest

from games.xii import app as app_module
from games.xii import record
from board import Rules
from games.xii.record import RecordError
from framework.terminal import Terminal
from xii_scripta import build_parser

OLD = """XII Scripta game record
Format: 1
Date: 2026-11-21T17:53:30Z
Player-I: Alice
Player-II: Bob
Stones: 3
Free-pass: no
Exact-bear-off: no
Seed: 7
Script: 146,335
First: I

I 1-4-6: place 4, place 1, place 6
II 3-3-5: place 3
"""


def with_keys(text: str, *lines: str) -> str:
    return text.replace("First: I\n", "First: I\n" + "".join(line + "\n" for line in lines))


def test_a_record_without_computer_keys_is_two_people():
    assert record.parse(OLD).computers == ("", "")
    assert record.write(record.parse(OLD)) == OLD, "and it is written back unchanged"


@pytest.mark.parametrize("computers", [("", "strong"), ("easy", ""), ("normal", "strong"), ("", "")])
def test_computer_seats_survive_a_round_trip(computers):
    r = record.new(("Alice", "Bob"), Rules(stones=3), 7, 0, "146,335", date="2026-11-21T17:53:30Z",
                   computers=computers)
    r = r.with_throw(0, (1, 4, 6)).with_action("place 4")
    text = record.write(r)
    for key, level in zip(("Computer-I", "Computer-II"), computers):
        assert (f"{key}: {level}\n" in text) == bool(level)
    back = record.parse(text)
    assert back == r and back.computers == computers
    assert record.restore(back).board.notation() == record.restore(r).board.notation()


def test_the_keys_may_come_in_any_order_in_the_header():
    text = OLD.replace("Date:", "Computer-II: strong\nDate:")
    assert record.parse(text).computers == ("", "strong")


@pytest.mark.parametrize("line, code, key", [
    ("Computer-II: hard", "bad_value", "Computer-II"),
    ("Computer-I: ", "bad_value", "Computer-I"),
    ("Computer-III: easy", "unknown_key", "Computer-III"),
])
def test_a_bad_computer_key_is_refused_naming_its_line(line, code, key):
    with pytest.raises(RecordError) as caught:
        record.parse(with_keys(OLD, line))
    assert caught.value.code == code and caught.value.line == 12
    assert caught.value.params["key"] == key


def test_a_computer_key_given_twice_is_refused():
    with pytest.raises(RecordError) as caught:
        record.parse(with_keys(OLD, "Computer-II: easy", "Computer-II: strong"))
    assert caught.value.code == "duplicate_key" and caught.value.line == 13


def test_line_numbers_of_a_record_made_in_memory_count_the_computer_lines():
    r = record.new(("Alice", "Bob"), Rules(stones=3), 7, 0, "146", computers=("easy", "strong"))
    r = r.with_throw(0, (1, 4, 6)).with_action("place 4")
    bad = r.with_throw(0, (1, 4, 6))          # a second turn while dice are left: unfinished
    with pytest.raises(RecordError) as caught:
        record.restore(bad)
    lines = record.write(bad).splitlines()
    assert record.first_turn_line(bad) == record.FIRST_TURN_LINE + 2
    assert lines[caught.value.line - 1] == "I 1-4-6: place 4"


def test_a_game_resumed_in_the_middle_of_the_computers_turn_is_finished_by_the_computer(tmp_path, monkeypatch):
    """Killed between two of the computer's actions: on resume it plays the rest by itself."""
    monkeypatch.setenv("XII_SCRIPTA_CONFIG_DIR", str(tmp_path / "config"))
    saves = tmp_path / "saves"
    saves.mkdir()
    (saves / "current.xii").write_text(with_keys(OLD, "Computer-II: normal"), encoding="utf-8")
    app = app_module.App(build_parser().parse_args(["--lang", "en", "--save-dir", str(saves), "--delay", "0"]))
    app.term = Terminal(False, ascii=False, out=io.StringIO(), inp=io.BytesIO(b"quit\ny\n"), screen=False)
    app.continue_game()
    out = app.term.out.getvalue()
    assert "Bob (player II) is the computer, level normal." in out
    assert out.count("Bob (computer) plays ") == 2, "the two dice left of 3-3-5"
    saved = record.load((saves / "current.xii").read_text("utf-8"))
    assert saved.record.computers == ("", "normal")
    assert len(saved.record.turns[-1].actions) == 3 and saved.board.turn == 0
    assert "Alice [Enter: throw] > " in out


def test_a_game_of_two_people_resumes_with_two_people(tmp_path, monkeypatch):
    monkeypatch.setenv("XII_SCRIPTA_CONFIG_DIR", str(tmp_path / "config"))
    saves = tmp_path / "saves"
    saves.mkdir()
    (saves / "current.xii").write_text(OLD, encoding="utf-8")
    app = app_module.App(build_parser().parse_args(["--lang", "en", "--save-dir", str(saves)]))
    app.term = Terminal(False, ascii=False, out=io.StringIO(), inp=io.BytesIO(b"quit\ny\n"), screen=False)
    app.continue_game()
    out = app.term.out.getvalue()
    assert "(computer)" not in out
    assert "Bob > " in out, "Bob, a person, is asked for the rest of his turn"
