"""The other ways backgammon players write moves: ``24-18`` as ``24/18``, a repeat ``24/18(2)`` (also
``24/18 (2)``), a path ``24/18/15``, and all of them together on one line. A malformed repeat is refused
with a sentence that says how to write one, and nothing changes."""
from __future__ import annotations

import pytest

from games.nardy.board import InvalidMoveError, Move, parse_word
from games.nardy.game import NardyGame
from games.nardy.texts import CATALOGUE
from nardy_helpers import position, typed_at


def test_a_dash_is_read_as_a_slash():
    assert Move.parse("24-18") == Move.parse("24/18")
    assert Move.parse("3-off") == Move.parse("3/off")
    game = NardyGame(position({24: 15, 12: -15}, dice=(6, 3)))
    assert game.split_line("24-18 18-15") == ["24/18", "18/15"]


def test_a_repeat_plays_the_same_move_again():
    assert parse_word("24/18(2)") == ((Move(24, 18),), 2)
    game = NardyGame(position({24: 15, 12: -15}, dice=(6, 6)))      # the first turn: two may leave the head
    assert game.split_line("24/18(2)") == ["24/18", "24/18"]
    assert game.split_line("24/18 (2)") == ["24/18", "24/18"]


def test_a_repeat_of_a_step_over_several_dice():
    game = NardyGame(position({24: 15, 12: -15}, dice=(6, 6)))
    assert game.split_line("24/13(2)") == ["24/13(2)"], "13 is 11 pips away: no die makes it, left to refuse"
    board = position({24: 13, 20: 2, 12: -15}, dice=(2, 2))
    assert [str(m) for m in board.expand("20/16(2)")] == ["20/18", "18/16", "20/18", "18/16"]


def test_a_path_names_each_stop():
    board = position({24: 15, 12: -15}, dice=(6, 3))
    assert [str(m) for m in board.expand("24/18/15")] == ["24/18", "18/15"]


def test_combinations_on_one_line_are_played_in_order():
    game = NardyGame(position({24: 13, 20: 2, 12: -15}, dice=(4, 4)))
    session, _ = typed_at(game, "24/20 20/16(2) 16-12")
    # 24/20 by one die, 20/16 twice, then 16/12 is closed (white's head): the whole line is refused.
    assert [p.text for p in session.history] == []
    game = NardyGame(position({24: 13, 20: 2, 12: -15}, dice=(4, 4)))
    session, _ = typed_at(game, "24-16 20/16(2)")
    assert [p.text for p in session.history] == ["24/20", "20/16", "20/16", "20/16"]
    assert game.needs_throw()


@pytest.mark.parametrize("text", ["24/18(5)", "24/18(x)", "24/18(0)", "24/18)"])
def test_a_malformed_repeat_is_refused_with_how_to_write_one(text):
    with pytest.raises(InvalidMoveError) as refused:
        parse_word(text)
    assert refused.value.code == "bad_repeat"
    for lang in ("en", "cs", "pl", "ru"):
        assert "24/18(2)" in CATALOGUE.text(lang, refused.value.key, **refused.value.params)
    game = NardyGame(position({24: 15, 12: -15}, dice=(6, 3)))
    before = game.notation()
    session, loop = typed_at(game, text)
    assert session.history == [] and game.notation() == before
    assert any("(2)" in str(note) for note in loop.notes)


def test_an_empty_move_says_what_to_type():
    with pytest.raises(InvalidMoveError) as refused:
        NardyGame(position({24: 15, 12: -15}, dice=(6, 3))).parse_action("")
    assert refused.value.code == "no_move"
    assert "24/18" in CATALOGUE.text("en", refused.value.key, **refused.value.params)


def test_a_repeat_given_alone_to_the_game_is_refused_with_its_moves():
    """Outside a typed line (the loop expands it), one action is one die: the refusal lists the moves."""
    game = NardyGame(position({24: 15, 12: -15}, dice=(6, 6)))
    with pytest.raises(InvalidMoveError) as refused:
        game.parse_action("24/18(2)")
    assert refused.value.code == "several_moves" and refused.value.params["moves"] == "24/18 24/18"


@pytest.mark.parametrize("text", ["24//18", "24-", "/18", "24/ /18"])
def test_a_missing_point_is_named_as_missing_not_as_an_empty_point(text):
    with pytest.raises(InvalidMoveError) as refused:
        parse_word(text)
    assert refused.value.code == "missing_point"
