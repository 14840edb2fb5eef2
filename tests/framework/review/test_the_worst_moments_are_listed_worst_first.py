"""The review's worst moments are listed worst first (the largest cost at the top, equal costs in the
order they were played), each player's five worst of them, as the stepping then shows them."""
from framework.ai.analysis import Choice, Judgement
from framework.ai.review import MARKS, Moment, PlayerSummary, Review
from framework.lang.texts import COMMON, HOUSE, Catalogue
from framework.tui.review_view import shown_moments, summary_lines
from helpers_games import spec

UNIT = spec("latrunculi").unit
#: (turn, seat, cost in men): played in this order, the worst in the middle.
TURNS = ((1, 0, 0.6), (2, 1, 1.2), (3, 0, 3.0), (4, 1, 2.5), (5, 0, 1.2), (6, 1, 3.0), (7, 0, 0.1))


def review():
    moments = []
    for step, seat, cost in TURNS:
        j = Judgement(Choice(("best",), cost, UNIT), Choice(("played",), 0.0, UNIT), 5)
        moments.append(Moment(step, seat, None, j, cost, UNIT.mark(cost)))
    players = tuple(PlayerSummary(seat, 3, sum(m.cost for m in moments if m.seat == seat),
                                  tuple((mark, sum(1 for m in moments if m.seat == seat and m.mark == mark))
                                        for mark in MARKS), None) for seat in (0, 1))
    return Review(UNIT, tuple(moments), players)


def test_the_stepping_order_is_worst_first_ties_by_turn():
    assert [m.step for m in shown_moments(review())] == [3, 6, 4, 2, 5, 1]


def test_the_summarys_list_is_worst_first():
    catalogue = Catalogue(COMMON, HOUSE, *spec("latrunculi").texts)
    say = lambda key, /, **p: catalogue.text("en", key, **p)        # noqa: E731
    count = lambda key, n: catalogue.plural("en", key, n)           # noqa: E731
    lines = summary_lines(review(), ("Ann", "Ben"), say, count)
    listed = lines[lines.index(say("review.worst")) + 1:]
    assert [line.split(" · ")[0] for line in listed] == ["1. turn 3", "2. turn 6", "3. turn 4", "4. turn 2",
                                                         "5. turn 5", "6. turn 1"]
