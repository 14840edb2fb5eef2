"""Ataxx messages come from a catalogue keyed by the codes the rules and the arbiter report."""
import pytest

from games.ataxx.board import AtaxxError, Board, IllegalMoveError, InvalidFenError, InvalidMoveError, Move, Termination
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
    assert say("colour.1", "de") == "white"
    assert say("no.such.code") == "no.such.code"


@pytest.mark.parametrize("text", ["", "h1", "a7d7", "zz99"])
def test_every_notation_error_has_a_message(text):
    with pytest.raises(InvalidMoveError) as e:
        Move.parse(text)
    assert f"invalid.{e.value.code}" in MESSAGES["en"]
    assert "{" not in say(f"invalid.{e.value.code}", **e.value.params)


@pytest.mark.parametrize("fen", ["", "7/7", "x6o/7/7/7/7/7/7", "z6/7/7/7/7/7/7", "7/7/7/7/7/7/7 q", "7/7/7/7/7/7/7 x y"])
def test_every_position_error_has_a_message(fen):
    with pytest.raises(InvalidFenError) as e:
        Board(fen)
    assert f"fen.{e.value.code}" in MESSAGES["en"]
    assert "{" not in say(f"fen.{e.value.code}", **e.value.params)
    assert isinstance(e.value, AtaxxError)
