"""The record notes who is the computer and at what level, so a resumed game seats it again.

The keys are optional (``Computer-I: easy``, ``Computer-II: strong``): a record without them,
like every record written before they existed, is a game of two people.
"""
from __future__ import annotations

import pytest

from framework.core.record import Entry, Record, RecordError, read, restore, write
from framework.core.spec import new_session
from games.xii.codec import CODEC
from helpers_app import make_app
from helpers_games import spec, xii_setup

XII = spec("xii")

#: A record from before the computer keys (and before the End line: format 1).
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


def load(data):
    return restore(read(data, CODEC), CODEC, lambda setup: new_session(XII, setup))


def test_a_record_without_computer_keys_is_two_people():
    assert read(OLD, CODEC).setup.computers == ("", "")
    assert all(not p.is_computer for p in load(OLD).players)
    # Written back unchanged, but in today's format: Format 2 and the End line.
    assert write(read(OLD, CODEC), CODEC) == OLD.replace("Format: 1", "Format: 2") + "End\n"


@pytest.mark.parametrize("computers", [("", "strong"), ("easy", ""), ("normal", "strong"), ("", "")])
def test_computer_seats_survive_a_round_trip(computers):
    r = Record(xii_setup(names=("Alice", "Bob"), stones=3, seed=7, first=0, script=((1, 4, 6), (3, 3, 5)),
                         computers=computers))
    r = r.with_entry(Entry(0, (1, 4, 6))).with_action("place 4")
    text = write(r, CODEC)
    for key, level in zip(("Computer-I", "Computer-II"), computers):
        assert (f"{key}: {level}\n" in text) == bool(level)
    back = read(text, CODEC)
    assert back == r and back.setup.computers == computers
    game = restore(back, CODEC, lambda setup: new_session(XII, setup))
    assert game.game.notation() == restore(r, CODEC, lambda setup: new_session(XII, setup)).game.notation()
    # The computer sits again where the record says, at its level.
    assert [p.level if p.is_computer else "" for p in game.players] == list(computers)


def test_the_keys_may_come_in_any_order_in_the_header():
    text = OLD.replace("Date:", "Computer-II: strong\nDate:")
    assert read(text, CODEC).setup.computers == ("", "strong")


@pytest.mark.parametrize("line, code, key", [
    ("Computer-II: hard", "bad_value", "Computer-II"),
    ("Computer-I: ", "bad_value", "Computer-I"),
    ("Computer-III: easy", "unknown_key", "Computer-III"),
])
def test_a_bad_computer_key_is_refused_naming_its_line(line, code, key):
    with pytest.raises(RecordError) as caught:
        read(with_keys(OLD, line), CODEC)
    assert caught.value.code == code and caught.value.line == 12
    assert caught.value.params["key"] == key


def test_a_computer_key_given_twice_is_refused():
    with pytest.raises(RecordError) as caught:
        read(with_keys(OLD, "Computer-II: easy", "Computer-II: strong"), CODEC)
    assert caught.value.code == "duplicate_key" and caught.value.line == 13


def test_line_numbers_count_the_computer_lines():
    r = Record(xii_setup(names=("Alice", "Bob"), stones=3, seed=7, script=((1, 4, 6),),
                         computers=("easy", "strong")))
    r = r.with_entry(Entry(0, (1, 4, 6))).with_action("place 4")
    bad = r.with_entry(Entry(0, (1, 4, 6)))          # a second turn while dice are left: unfinished
    text = write(bad, CODEC)
    with pytest.raises(RecordError) as caught:
        load(text)
    assert caught.value.code == "unfinished_turn"
    lines = text.splitlines()
    assert lines[caught.value.line - 1] == "I 1-4-6: place 4"
    assert caught.value.line == 15, "two header lines more than a game of two people (13)"


def test_a_game_resumed_in_the_middle_of_the_computers_turn_is_finished_by_the_computer(tmp_path, monkeypatch):
    """Killed between two of the computer's actions: on resume it plays the rest by itself."""
    saves = tmp_path / "saves"
    saves.mkdir()
    (saves / "current.xii").write_text(with_keys(OLD, "Computer-II: normal"), encoding="utf-8")
    app = make_app(tmp_path, monkeypatch, ["quit", "y"], "--lang", "en", "--save-dir", str(saves), "--delay", "0")
    app.saved_games.continue_game(XII)
    out = app.term.out.getvalue()
    assert "Bob (player II) is the computer, level normal." in out
    assert out.count("Bob: ") == 2, "the two dice left of 3-3-5"
    text = (saves / "current.xii").read_text("utf-8")
    saved = read(text, CODEC)
    assert saved.setup.computers == ("", "normal")
    assert saved.version == 2 and saved.complete, "written again whole, in today's format"
    assert len(saved.entries[-1].actions) == 3 and load(text).game.board.turn == 0
    assert "Alice [Enter: throw] > " in out


def test_a_game_of_two_people_resumes_with_two_people(tmp_path, monkeypatch):
    saves = tmp_path / "saves"
    saves.mkdir()
    (saves / "current.xii").write_text(OLD, encoding="utf-8")
    app = make_app(tmp_path, monkeypatch, ["quit", "y"], "--lang", "en", "--save-dir", str(saves))
    app.saved_games.continue_game(XII)
    out = app.term.out.getvalue()
    assert "(computer)" not in out
    assert "Bob [? = help] > " in out, "Bob, a person, is asked for the rest of his turn"
