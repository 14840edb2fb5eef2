"""Every decimal a player reads is written as the player's language writes a number: Czech, Polish and
Russian with a decimal comma, English with a point. One number, one separator: a Latrunculi hint's score
(the men ahead, a tenth shown) and the review's figures in the same unit agree (framework/core/score_unit.py,
``decimal``)."""
import pytest

from framework.ai.analysis import Choice
from framework.lang.texts import COMMON, HOUSE, Catalogue
from helpers_games import names, spec

POINT = {"en": ".", "cs": ",", "pl": ",", "ru": ","}


def say_in(lang, game):
    catalogue = Catalogue(COMMON, HOUSE, *spec(game).texts)
    return lambda key, /, **p: catalogue.text(lang, key, **p)


@pytest.mark.parametrize("lang", sorted(POINT))
def test_a_hints_score_has_the_languages_decimal_point(lang):
    unit = spec("latrunculi").unit
    say = say_in(lang, "latrunculi")
    assert unit.hint_score(Choice(("a1a7",), 1.3, unit), say) == f"+1{POINT[lang]}3"
    assert unit.hint_score(Choice(("a1a7",), -0.4, unit), say) == f"-0{POINT[lang]}4"


@pytest.mark.parametrize("lang", sorted(POINT))
def test_the_hint_and_the_review_write_the_same_number_alike(lang):
    unit = spec("latrunculi").unit
    say = say_in(lang, "latrunculi")
    choice = Choice(("a1a7",), 4.6, unit)
    assert unit.hint_score(choice, say) == unit.amount(4.6, say, signed=True) == f"+4{POINT[lang]}6"


@pytest.mark.parametrize("game", names())
@pytest.mark.parametrize("lang", sorted(POINT))
def test_no_figure_of_any_unit_carries_the_other_separator(game, lang):
    unit = spec(game).unit
    say = say_in(lang, game)
    other = "." if POINT[lang] == "," else ","
    for value in (0.0123, 0.5, 1.25, -2.75, 7.97):
        for text in (unit.amount(value, say), unit.amount(value, say, signed=True), unit.cost_amount(value, say)):
            assert other not in text, (game, lang, value, text)
    if unit.hint_decimals:
        assert other not in unit.hint_score(Choice(("x",), 1.25, unit), say)


@pytest.mark.parametrize("lang", sorted(POINT))
def test_one_writer_of_decimals(lang):
    from framework.core.score_unit import decimal
    say = say_in(lang, "xii")
    assert decimal(3.14159, 2, say) == f"3{POINT[lang]}14"
    assert decimal(-0.001, 1, say) == f"0{POINT[lang]}0", "no minus zero"
    assert decimal(2, 1, say, signed=True) == f"+2{POINT[lang]}0"
