"""The cost a review shows beside a mark earns that mark: a turn that lost 7.97 points of XII's winning
chance is bad (very bad starts at 8), so it is not shown as "8.0 bad" above another turn's "8.1 very bad".
The mark is the unrounded cost's; the figure gets as many more decimals as it takes to agree with it
(7.97), and keeps the unit's own places whenever rounding crosses no threshold."""
import pytest

from framework.ai.analysis import Choice, Judgement
from framework.ai.review import Moment
from framework.lang.texts import COMMON, HOUSE, Catalogue
from framework.tui.review_view import cost_text
from helpers_games import names, spec


def say_in(lang, game):
    catalogue = Catalogue(COMMON, HOUSE, *spec(game).texts)
    return lambda key, /, **p: catalogue.text(lang, key, **p)


def costly(unit, cost):
    j = Judgement(Choice(("best",), cost, unit), Choice(("played",), 0.0, unit), 5)
    return Moment(1, 0, None, j, cost, unit.mark(cost))


def shown_value(text, unit, say):
    return float(text.replace(say("review.decimal_point"), ".")) / unit.scale


def test_seven_point_nine_seven_is_bad_and_shown_so():
    unit = spec("xii").unit
    say = say_in("en", "xii")
    moment = costly(unit, 0.0797)
    assert moment.mark == "bad"
    assert cost_text(moment, unit, say) == "7.97"
    assert cost_text(costly(unit, 0.081), unit, say) == "8.1", "a figure far from a threshold keeps one decimal"


@pytest.mark.parametrize("game", names())
@pytest.mark.parametrize("lang", ["en", "cs"])
def test_just_below_each_threshold_the_figure_earns_the_lower_mark(game, lang):
    unit = spec(game).unit
    say = say_in(lang, game)
    step = 10 ** -unit.decimals / unit.scale           # one shown place, in the unit's own scale
    for threshold in unit.marks:
        for cost in (threshold - 0.3 * step, threshold - 0.01 * step, threshold - 1e-6 * step, threshold,
                     threshold + 0.3 * step):
            moment = costly(unit, cost)
            text = cost_text(moment, unit, say)
            assert unit.mark(shown_value(text, unit, say)) == moment.mark, (game, cost, text, moment.mark)
