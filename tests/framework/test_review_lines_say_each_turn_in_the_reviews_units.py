"""The review's lines (framework/tui/review_view.py), built from a constructed review: every turn in the table,
each player's sums, marks and luck in the summary, the review's unit (the one its game declares: XII's
chance of winning, Latrunculi's men), a forced result in words, and one sentence when nothing could be
judged."""
import pytest

from framework.ai.analysis import Choice, Judgement
from framework.ai.review import MARKS, Moment, PlayerSummary, Review
from framework.tui.review_view import bar, moment_lines, report_lines, summary_lines, table_lines
from framework.lang.texts import COMMON, HOUSE, LANGUAGES, Catalogue
from helpers_games import spec

#: The games whose units the reviews here are in: a dice game's chance of winning, a move game's men.
DICE, MOVES = "xii", "latrunculi"
CHANCE, MEN = spec(DICE).unit, spec(MOVES).unit
NAMES = ("Ann", "Ben")


def words(lang="en", game=DICE):
    """``say`` and ``count`` in ``lang`` with ``game``'s catalogue (its unit's sentences are its own)."""
    catalogue = Catalogue(COMMON, HOUSE, *spec(game).texts)
    return (lambda key, /, **p: catalogue.text(lang, key, **p)), (lambda key, n: catalogue.plural(lang, key, n))


def choice(unit, score, text, forced=0, chance=None, mars=None):
    return Choice((text,), score, unit, chance=chance, mars=mars, forced=forced, text=text)


def moment(step, seat, unit, best, played, choices=3, throw=None, luck=None, forced=(0, 0)):
    j = Judgement(choice(unit, best, f"best{step}", forced[0], chance=best if unit is CHANCE else None),
                  choice(unit, played, f"played{step}", forced[1], chance=played if unit is CHANCE else None),
                  choices)
    cost = 0.0 if choices <= 1 else max(0.0, best - played)
    if forced != (0, 0) and forced[0] != forced[1]:
        cost = 16.0
    return Moment(step, seat, throw, j, cost, unit.mark(cost), luck)


def summary(seat, moments, dice):
    mine = [m for m in moments if m.seat == seat and not m.forced]
    lucks = [m.luck for m in moments if m.seat == seat and m.luck is not None]
    return PlayerSummary(seat, len(mine), sum(m.cost for m in mine),
                         tuple((mark, sum(1 for m in mine if m.mark == mark)) for mark in MARKS),
                         sum(lucks) if dice else None)


def dice_review():
    moments = (moment(1, 0, CHANCE, 0.60, 0.50, throw=(3, 5, 1), luck=0.03),
               moment(2, 1, CHANCE, 0.45, 0.45, throw=(6, 6, 2), luck=-0.05),
               moment(3, 0, CHANCE, 0.70, 0.70, choices=1, throw=(1, 1, 1), luck=0.01),
               Moment(4, 1, (2, 3, 4), None))
    return Review(CHANCE, moments, (summary(0, moments, True), summary(1, moments, True)), dice=True)


def move_review():
    moments = (moment(1, 0, MEN, 1.0, -1.5), moment(2, 1, MEN, 0.0, 0.0),
               moment(3, 0, MEN, 0.0, 0.0, forced=(1, 0)))
    return Review(MEN, moments, (summary(0, moments, False), summary(1, moments, False)))


def text_of(c):
    return c.text


def test_the_table_has_a_line_for_every_turn_with_its_throw_choice_cost_mark_and_luck():
    say, _ = words()
    lines = table_lines(dice_review(), NAMES, say, text_of)
    assert len(lines) == 1 + 4
    first = lines[1]
    assert first.startswith("1 · I · 3-5-1 · played1 → best1 · 10.0 very bad")
    assert "luck +3.0" in first
    assert "best2" not in lines[2] and "played2" in lines[2]     # the best only when different
    assert "forced" in lines[3]
    assert "not judged" in lines[4]


def test_the_summary_gives_each_player_sums_averages_marks_and_luck_in_points_of_winning_chance():
    say, count = words()
    lines = summary_lines(dice_review(), NAMES, say, count)
    assert "points of winning chance" in lines[0]
    ann = next(line for line in lines if line.startswith("Ann (I)"))
    assert "1 turn judged" in ann and "errors 10.0 in all, 10.0 a turn" in ann
    assert "very bad 1" in ann and "luck +4.0" in ann
    ben = next(line for line in lines if line.startswith("Ben (II)"))
    assert "1 turn judged" in ben and "errors 0.0 in all" in ben and "luck -5.0" in ben
    assert any("turn 1 · Ann · very bad · cost 10.0" in line for line in lines)


def test_a_move_games_men_have_one_decimal_and_a_forced_win_missed_is_said_in_words():
    say, count = words(game=MOVES)
    review = move_review()
    lines = summary_lines(review, NAMES, say, count)
    assert "men" in lines[0]
    assert any("errors 18.5 in all" in line for line in lines)
    table = table_lines(review, NAMES, say, text_of)
    assert "2.5 very bad" in table[1]
    assert "a forced win missed" in table[3]
    shown = moment_lines(review.moments[0], MEN, NAMES, say, "d1d4", "c1c7")
    assert shown[1] == "Played: d1d4 (men ahead -1.5)"
    assert shown[2] == "Better: c1c7 (men ahead +1.0)"
    assert shown[3] == "It cost 2.5: very bad."


def test_a_review_that_judged_nothing_says_so_in_a_sentence():
    say, count = words()
    empty = Review(None, (Moment(1, 0, None, None),), (PlayerSummary(0, 0, 0.0, (), None),
                                                      PlayerSummary(1, 0, 0.0, (), None)))
    assert summary_lines(empty, NAMES, say, count) == [say("review.nothing")]
    report = report_lines("Review of x", empty, NAMES, say, count, text_of)
    assert report[-1] == say("review.nothing")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_writes_the_whole_report_with_its_own_decimal_point(lang):
    say, count = words(lang)
    report = report_lines("x", dice_review(), NAMES, say, count, text_of)
    assert sum(1 for line in report if line.startswith(("1 · ", "2 · ", "3 · ", "4 · "))) == 4
    assert CHANCE.amount(0.072, say) == "7" + say("review.decimal_point") + "2"
    assert all("{" not in line for line in report)


def test_the_progress_bar_fills_as_the_turns_are_judged():
    say, _ = words()
    assert bar(0, 10, say, width=10) == "Reviewing the game  [..........] 0/10"
    assert bar(5, 10, say, width=10) == "Reviewing the game  [#####.....] 5/10"
    assert bar(10, 10, say, width=10).endswith("[##########] 10/10")


def test_a_forced_win_thrown_away_is_said_in_words_not_as_a_cost():
    say, count = words(game=MOVES)
    review = move_review()
    forced = review.moments[2]
    assert moment_lines(forced, MEN, NAMES, say, "a1a2", "c1c7")[3] == "Its cost: a forced win missed (very bad)."
    worst = [line for line in summary_lines(review, NAMES, say, count) if line.startswith("1. turn 3")]
    assert worst == ["1. turn 3 · Ann · very bad · a forced win missed"], "the worst first"
