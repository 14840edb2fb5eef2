"""Ataxx messages come from a catalogue keyed by the codes the rules, the arbiter and the record reader report."""
import pytest

from games.ataxx.board import AtaxxError, Board, IllegalMoveError, InvalidFenError, InvalidMoveError, Move, Termination
from games.ataxx.texts import TEXTS, colour_name, say


def test_every_ending_and_every_rule_violation_has_an_english_message():
    for t in Termination:
        assert f"end.{t.value}" in TEXTS["en"], t
    b = Board()
    refused = []
    for text in ("a4a5", "d4", "a1", "0000"):
        try:
            b.push_notation(text)
        except IllegalMoveError as e:
            refused.append(e.key)
            assert e.key == f"illegal.{e.code}" and e.key in TEXTS["en"], e.code
    assert len(refused) == 4 and b.fen() == Board().fen()


def test_messages_fill_in_their_parameters():
    assert say("illegal.occupied", square="b6") == "the target b6 is not empty"
    assert say("end.time", loser=colour_name(0)) == "black ran out of time"
    assert say("end.time", "cs", loser=colour_name(0, "cs").capitalize()) == "Černý: čas vypršel"


def test_an_unknown_language_falls_back_to_english_and_an_unknown_code_shows_itself():
    assert say("colour.1", "de") == "white"
    assert say("no.such.code") == "no.such.code"


@pytest.mark.parametrize("text", ["", "h1", "a7d7", "zz99"])
def test_every_notation_error_has_a_message(text):
    with pytest.raises(InvalidMoveError) as e:
        Move.parse(text)
    assert e.value.key == f"invalid.{e.value.code}" and e.value.key in TEXTS["en"]
    assert "{" not in say(e.value.key, **e.value.params)


@pytest.mark.parametrize("fen", ["", "7/7", "x6o/7/7/7/7/7/7", "z6/7/7/7/7/7/7", "7/7/7/7/7/7/7 q", "7/7/7/7/7/7/7 x y"])
def test_every_position_error_has_a_message(fen):
    with pytest.raises(InvalidFenError) as e:
        Board(fen)
    assert e.value.key == f"notation.{e.value.code}" and e.value.key in TEXTS["en"]
    assert "{" not in say(e.value.key, **e.value.params)
    assert isinstance(e.value, AtaxxError)
