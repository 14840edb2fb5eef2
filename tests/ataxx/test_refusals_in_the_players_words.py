"""Ataxx's refusals in every language quote what was typed in the language's own quotes (never Python's
``'zz'`` inside a Czech, Polish or Russian sentence) and name a position's fields in the language's words."""
from __future__ import annotations

import pytest

from framework.tui.hotseat import explain_error
from framework.lang.texts import COMMON, HOUSE, Catalogue
from games.ataxx.board import Board, InvalidFenError, Move, parse_square
from games.ataxx.texts import TEXTS

CATALOGUE = Catalogue(COMMON, HOUSE, TEXTS)
#: Each language's quotes around a typed text.
QUOTES = {"en": ("'", "'"), "cs": ("„", "“"), "pl": ("„", "”"), "ru": ("«", "»")}


def refusal(lang: str, error: Exception) -> str:
    return explain_error(CATALOGUE, lang, error, "invalid.syntax")


def raised(call, *args) -> Exception:
    with pytest.raises(ValueError) as e:
        call(*args)
    return e.value


@pytest.mark.parametrize("lang", list(QUOTES))
@pytest.mark.parametrize("call, text", [(Move.parse, "zz"), (parse_square, "zz"), (Move.parse, "a7a7"),
                                        (Board, "x5o/7/7/7/7/7/o5z x")])
def test_what_was_typed_is_in_the_languages_quotes(lang, call, text):
    said = refusal(lang, raised(call, text))
    opening, closing = QUOTES[lang]
    quoted = said.split(opening, 1)[1].split(closing, 1)[0] if opening in said else None
    assert quoted in (text, "z"), said
    if lang != "en":
        assert f"'{quoted}'" not in said, said


@pytest.mark.parametrize("lang", list(QUOTES))
@pytest.mark.parametrize("fen, english", [("x5o/7/7/7/7/7/o5x x -1 1", "half-move clock"),
                                          ("x5o/7/7/7/7/7/o5x x 0 0", "move number")])
def test_a_positions_bad_number_names_its_field_in_the_language(lang, fen, english):
    error = raised(Board, fen)
    assert isinstance(error, InvalidFenError)
    said = refusal(lang, error)
    assert said != error.key, "the catalogue has the field's sentence"
    assert (english in said) == (lang == "en"), said


@pytest.mark.parametrize("lang", list(QUOTES))
def test_the_two_fields_read_differently(lang):
    clock, number = (refusal(lang, raised(Board, f"x5o/7/7/7/7/7/o5x x {a} {b}")) for a, b in (("-1", "1"), ("0", "0")))
    assert clock != number
