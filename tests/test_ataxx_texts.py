"""Ataxx messages come from a catalogue keyed by the codes the rules and the arbiter report."""
from games.ataxx.board import Board, IllegalMoveError, Termination
from games.ataxx.texts import MESSAGES, colour_name, say


def test_every_ending_and_every_rule_violation_has_an_english_message():
    for t in Termination:
        assert f"end.{t.value}" in MESSAGES["en"], t
    b = Board()
    for text in ("a4a5", "d4", "a1", "0000"):
        try:
            b.push_notation(text)
        except IllegalMoveError as e:
            assert f"illegal.{e.code}" in MESSAGES["en"], e.code


def test_messages_fill_in_their_parameters():
    assert say("illegal.occupied", square="b6") == "the target b6 is not empty"
    assert say("end.time", loser=colour_name(0)) == "black ran out of time"


def test_an_unknown_language_falls_back_to_english_and_an_unknown_code_shows_itself():
    assert say("colour.1", "cs") == "white"
    assert say("no.such.code") == "no.such.code"
