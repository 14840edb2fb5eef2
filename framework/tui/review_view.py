"""A game's review in words: the summary, a moment, the table of every turn, the progress bar (pure).

Why apart from the screens (framework/tui/reviews.py): the same lines are shown at
the terminal and written by ``--review FILE --out FILE.txt``, and tests build
them from a constructed :class:`framework.ai.review.Review` without a terminal.
Everything the player reads comes from the catalogues through ``say`` (a
sentence: ``say(key, **params)``) and ``count`` (a plural: ``count(key, n)``);
the moves come as texts already in the player's words (the caller asks the
game's view). No colour: the caller styles what it shows.

Numbers in the review's unit (:class:`framework.core.score_unit.ScoreUnit`, the
game's own): it writes a value (:meth:`~framework.core.score_unit.ScoreUnit.amount`,
XII's chance in percentage points, Long Nardy's equity in points, Ataxx's
stones, Latrunculi's men with one decimal) and names the sentences of its unit
line and a choice's value.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

from framework.ai.review import MARKS, Moment, Review, worst
from framework.core.score_unit import ScoreUnit

__all__ = ["bar", "choice_value", "cost_text", "moment_lines", "player_label", "report_lines", "summary_lines",
           "table_lines", "shown_moments", "WORST_EACH"]

#: How many of each player's worst moments the summary lists and the stepping shows.
WORST_EACH = 5
#: The roman seat numbers the screens use.
SEATS = ("I", "II")

Say = Callable[..., str]


def bar(done: int, total: int, say: Say, width: int = 20) -> str:
    """The progress line while a game is reviewed: ``Reviewing the game  [#######.......] 62/145``."""
    total = max(1, total)
    filled = min(width, width * max(0, done) // total)
    return f"{say('review.progress')}  [{'#' * filled}{'.' * (width - filled)}] {done}/{total}"


def cost_text(moment: Moment, unit: ScoreUnit, say: Say) -> str:
    """What a turn cost, in ``unit``, or a forced result thrown away in words; a figure that earns the mark
    beside it (:meth:`~framework.core.score_unit.ScoreUnit.cost_amount`)."""
    if _forced_away(moment):
        return say("review.forced_missed" if moment.judgement.best.forced > 0 else "review.forced_walked")
    return unit.cost_amount(moment.cost, say)


def _forced_away(moment: Moment) -> bool:
    """Whether the turn threw a forced result away (said in words, not as an amount)."""
    j = moment.judgement
    return j is not None and moment.cost > 0 and bool(j.best.forced or j.played.forced)


def _cost_sentence(key: str, moment: Moment, unit: ScoreUnit, say: Say, **params: object) -> str:
    """``key`` with what the turn cost: an amount (``{cost}``), or ``key_forced`` with the forced result
    thrown away in words (``{what}``): "cost a forced win missed" reads as nothing in any language."""
    if _forced_away(moment):
        return say(f"{key}_forced", what=cost_text(moment, unit, say), **params)
    return say(key, cost=cost_text(moment, unit, say), **params)


def choice_value(choice: Any, say: Say) -> str:
    """A choice's judgement in words, in its unit: the chance to win (and a mars, with the equity), or the
    score after the best replies, or a forced result."""
    return choice.unit.value_text(choice, say)


def _mark(moment: Moment, say: Say) -> str:
    return say(f"review.mark.{moment.mark}") if moment.mark else ""


def shown_moments(review: Review, each: int = WORST_EACH) -> list[Moment]:
    """The moments the summary lists and the stepping shows: each player's worst (at most ``each``), worst
    first (ties in the order they were played)."""
    found = worst(review.moments, 0, each) + worst(review.moments, 1, each)
    return sorted(found, key=lambda m: (-m.cost, m.step))


def _player(seat: int, names: Sequence[str], say: Say) -> str:
    return player_label(names[seat], seat, say)


def player_label(name: str, seat: int, say: Say) -> str:
    """A player as the review names them: ``Ann (I)``; the name alone when it already names the seat (the
    game's own name for the seat, "Black", or the house's "Player I": no "Player I (I)")."""
    roman = SEATS[seat]
    if name in (say(f"name.{seat}"), say(f"player.default.{roman}")) or name.rsplit(" ", 1)[-1] == roman:
        return name
    if name.endswith(")") and "(" in name:           # "Komputer (łatwy)": one pair of brackets, "(łatwy, II)"
        return f"{name[:-1]}, {roman})"
    return say("review.player", name=name, seat=roman)


def summary_lines(review: Review, names: Sequence[str], say: Say, count: Callable[[str, int], str]) -> list[str]:
    """Each player's turns judged, the sum and average of their errors, their marks and (dice) their luck;
    then the worst moments. A review that judged nothing says so in one sentence."""
    unit = review.unit
    if unit is None:
        return [say("review.nothing")]
    lines = [say(unit.unit_key), ""]
    for summary in review.players:
        parts = [count("review.judged" if review.dice else "review.judged_moves", summary.judged),
                 say("review.errors" if review.dice else "review.errors_moves", total=unit.amount(summary.total, say),
                     average=unit.amount(summary.average, say)),
                 say("review.marks", **{mark: summary.count(mark) for mark in MARKS})]
        if review.dice and summary.luck is not None:
            parts.append(say("review.luck", luck=unit.amount(summary.luck, say, signed=True)))
        lines.append(_player(summary.seat, names, say) + ": " + " · ".join(parts))
    lines.append("")
    shown = shown_moments(review)
    if not shown:
        lines.append(say("review.worst_none"))
        return lines
    lines.append(say("review.worst"))
    for n, moment in enumerate(shown, 1):
        lines.append(_cost_sentence("review.worst_line", moment, unit, say, n=n, turn=moment.step,
                                    name=names[moment.seat], mark=_mark(moment, say)))
    return lines


def moment_lines(moment: Moment, unit: ScoreUnit, names: Sequence[str], say: Say, played: str, best: str) -> list[str]:
    """One moment under its board: who moved (and threw), the move played and the better one in the player's
    words (``played``, ``best``) with the judgement of each, what it cost and its mark."""
    j = moment.judgement
    player = player_label(names[moment.seat], moment.seat, say)
    if moment.throw:
        lines = [say("review.moment_turn", turn=moment.step, player=player, throw="-".join(map(str, moment.throw)))]
    else:
        lines = [say("review.moment_turn_plain", turn=moment.step, player=player)]
    if j is None:
        return lines
    lines.append(say("review.played", move=played, value=choice_value(j.played, say)))
    lines.append(say("review.best", move=best, value=choice_value(j.best, say)))
    if moment.mark:
        lines.append(_cost_sentence("review.cost", moment, unit, say, mark=_mark(moment, say)))
    return lines


def table_lines(review: Review, names: Sequence[str], say: Say, text_of: Callable[[Any], str]) -> list[str]:
    """Every turn, a line each: number, player, throw, played, best (when different), cost, mark, luck.
    ``text_of(choice)`` gives a choice's move in the player's words."""
    unit = review.unit
    lines = [say("review.table_head_dice" if review.dice else "review.table_head")]
    for m in review.moments:
        parts = [str(m.step), SEATS[m.seat]]
        if review.dice:
            parts.append("-".join(map(str, m.throw)) if m.throw else "-")
        j = m.judgement
        if j is None:
            parts.append(say("review.not_judged"))
        else:
            played = text_of(j.played) or say("review.nothing_played")
            best = text_of(j.best)
            cost = cost_text(m, unit, say)
            lost = m.cost > 0 and cost != unit.amount(0.0, say)      # no "0.00": too small to show
            if lost and best != played:
                parts.append(say("review.table_better", played=played, best=best))
            else:
                parts.append(played)
            if m.forced:
                parts.append(say("review.forced"))
            elif lost:
                parts.append(f"{cost} {_mark(m, say)}".rstrip())
        if review.dice and m.luck is not None and unit is not None:
            parts.append(say("review.table_luck", luck=unit.amount(m.luck, say, signed=True)))
        lines.append(" · ".join(parts))
    return lines


def report_lines(title: str, review: Review, names: Sequence[str], say: Say, count: Callable[[str, int], str],
                 text_of: Callable[[Any], str]) -> list[str]:
    """The whole review as ``--out`` writes it: the title, the players, the summary, the table."""
    lines = [title, "=" * len(title),
             say("review.players", first=_player(0, names, say), second=_player(1, names, say)), ""]
    lines += summary_lines(review, names, say, count)
    if review.unit is not None:
        lines += ["", say("review.table_title"), ""] + table_lines(review, names, say, text_of)
    return lines
