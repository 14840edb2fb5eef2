"""A whole game reviewed: every turn of both players judged against the best the computer finds.

Why here and not in a view: the review is values (what each turn cost, how lucky each throw was),
made once from a record by the games' planners (:func:`framework.ai.analysis.judge`); the screens, the
``--review FILE --out FILE.txt`` table and the tests read the same :class:`Review`. Nothing here prints.

The scale of a game's numbers is its unit (:class:`framework.core.score_unit.ScoreUnit`), the game's own,
carried by its planner's choices: XII's chance of winning (0-1) by the trained network, Long Nardy's equity
in points (a win 1, a mars 2), Ataxx's stones and Latrunculi's men ahead after the best replies a search of
a fixed depth finds (the same game always gets the same review).

A turn's **error** is the best choice's value less the played one's; its **mark** follows the size
(the unit's ``marks``: for a winning chance gnubg's doubtful / bad / very bad, 0.04, 0.08, 0.16 of
equity, which is 2, 4, 8 points of a chance). A dice turn's **luck** is what the throw was worth
beyond the average throw at that moment: the best turn's value with the throw that came, less the
average over every throw of the best turn's value (each weighed by its chance).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from framework.ai.analysis import Judgement, judge
from framework.core.record import Replayer
from framework.core.score_unit import MARKS, ScoreUnit

__all__ = ["Moment", "PlayerSummary", "Review", "MARKS", "review", "cost_of", "worst", "luck", "lucks"]


@dataclass(frozen=True)
class Moment:
    """One turn (a record entry) as reviewed.

    ``step``: the entry's number from 1 (a replay's step after it: the board before is step - 1);
    ``judgement`` None when there was nothing to judge (no legal choice, an unfinished last turn, a
    level that cannot judge); ``cost``: the error counted (0 for a forced turn); ``luck``: the
    throw's luck (dice games; None where the throw was not the mover's own, as Long Nardy's opening).
    """

    step: int
    seat: int
    throw: tuple[int, ...] | None
    judgement: Judgement | None
    cost: float = 0.0
    mark: str = ""
    luck: float | None = None

    @property
    def forced(self) -> bool:
        """Nothing else could be done (one choice, or nothing to judge)."""
        return self.judgement is None or self.judgement.choices <= 1


@dataclass(frozen=True)
class PlayerSummary:
    """One seat's turns: how many had a choice, the sum and the average of their errors, how many of
    each mark, and the sum of their throws' luck (dice games; None without dice, or when no throw of
    the seat could be valued: a reviewer without the network's numbers)."""

    seat: int
    judged: int
    total: float
    marks: tuple[tuple[str, int], ...]
    luck: float | None

    @property
    def average(self) -> float:
        return self.total / self.judged if self.judged else 0.0

    def count(self, mark: str) -> int:
        return dict(self.marks).get(mark, 0)


@dataclass(frozen=True)
class Review:
    """A whole game's review: the unit of its numbers (None when no turn could be judged), every turn, each
    seat's summary."""

    unit: ScoreUnit | None
    moments: tuple[Moment, ...]
    players: tuple[PlayerSummary, PlayerSummary]
    dice: bool = False
    complete: bool = True           # False: stopped before the end (the progress callback said so)
    notes: tuple[str, ...] = field(default=())

    def of(self, seat: int) -> list[Moment]:
        return [m for m in self.moments if m.seat == seat]


def cost_of(j: Judgement) -> float:
    """The error a judgement counts: 0 for a forced choice; a forced result thrown away (a forced win
    missed, a forced loss walked into) is the unit's ``forced_cost``; two forced results of the same sign are no
    error (a slower win is a win), nor is a played move the searches found better than the best (two
    searches of one depth may disagree a little: a forced win found for it only is no error)."""
    if j.choices <= 1:
        return 0.0
    best, played = j.best, j.played
    if best.forced or played.forced:
        return best.unit.forced_cost if played.forced < best.forced else 0.0
    cost = j.error
    return 0.0 if cost < 1e-9 else cost


def worst(moments: Sequence[Moment], seat: int | None = None, count: int = 5) -> list[Moment]:
    """The ``count`` worst marked turns (of ``seat``, or both), worst first, ties in the game's order."""
    found = [m for m in moments if m.mark and (seat is None or m.seat == seat)]
    found.sort(key=lambda m: (-m.cost, m.step))
    return found[:count]


def review(record: Any, codec: Any, new_session: Callable[[Any], Any], planner: Any,
           progress: Callable[[int, int], bool | None] | None = None) -> Review:
    """Review the game of ``record`` (read by ``codec``; ``new_session(setup)`` makes its start) with
    ``planner`` (the game's strong level: its ``judge`` and ``rank``). ``progress(done, total)`` is
    called after each turn; when it returns False the review stops there (``complete`` False).

    A record that cannot be replayed raises the record's RecordError (a ValueError) naming its line.
    """
    walk = Replayer(record, codec, new_session)
    entries = record.entries
    moments: list[Moment] = []
    unit = None
    complete = True
    dice = bool(walk.session.game.dice)
    for number, entry in enumerate(entries, 1):
        game = walk.session.game
        moment = _moment(number, entry, game, planner)
        if moment.judgement is not None:
            unit = moment.judgement.best.unit
        moments.append(moment)
        walk.step(entry)
        if progress is not None and progress(number, len(entries)) is False:
            complete = number == len(entries)
            break
    players = tuple(_summary(seat, moments, dice) for seat in (0, 1))
    return Review(unit, tuple(moments), players, dice=dice, complete=complete)   # type: ignore[arg-type]


def _moment(number: int, entry: Any, game: Any, planner: Any) -> Moment:
    """One entry judged at ``game``, the position before it (not changed)."""
    before = game.copy()
    seat = entry.seat if entry.seat is not None else before.to_move()
    throw = tuple(entry.throw) if entry.throw else None
    fortune = None
    if before.dice and throw is not None:
        if before.needs_throw():
            fortune = luck(before, throw, planner)
            try:
                before.roll(throw)
            except ValueError:
                return Moment(number, seat, throw, None)
    sim = before.copy()
    actions = []
    try:
        for text in entry.actions:
            actions.append(sim.apply(text).action)
    except ValueError:
        return Moment(number, seat, throw, None, luck=fortune)
    if not actions or (sim.outcome() is None and not sim.needs_throw() and sim.to_move() == seat
                       and before.dice):
        return Moment(number, seat, throw, None, luck=fortune)      # an unfinished last turn
    found = judge(before, planner, actions)
    if found is None:
        return Moment(number, seat, throw, None, luck=fortune)
    cost = cost_of(found)
    return Moment(number, seat, throw, found, cost, found.best.unit.mark(cost), fortune)


def luck(before: Any, throw: Sequence[int], planner: Any) -> float | None:
    """The luck of ``throw`` at ``before`` (the mover about to throw): the best turn's value with it, less
    the average over every throw of the best turn's value (:func:`lucks`). None if a throw's best cannot
    be valued, or ``throw`` is not one of the game's throws."""
    found = lucks(before, planner)
    return None if found is None else found.get(tuple(sorted(throw)))


def lucks(before: Any, planner: Any) -> dict[tuple[int, ...], float] | None:
    """The luck of every throw the mover about to throw at ``before`` may get (by the throw, its dice sorted
    ascending as ``chance_outcomes()`` gives them); their average, each weighed by its chance, is 0. None if
    a throw's best cannot be valued (the planner has no numbers: its network could not be used).

    A planner's ``best_values(game, throws)`` (XII's and Long Nardy's network) gives every throw's best in
    one pass; otherwise each throw is ranked on its own (``rank(game, count=1)``), as a hint ranks."""
    outcomes = [(tuple(outcome), chance) for outcome, chance in before.chance_outcomes()]
    bulk = planner.best_values(before.copy(), [outcome for outcome, _ in outcomes])
    if bulk is not None:
        best = [float(value) for value in bulk]
    else:
        best = []
        for outcome, _ in outcomes:
            game = before.copy()
            game.roll(outcome)
            ranked = planner.rank(game, count=1)
            if not ranked or not ranked[0].unit.numbers:
                return None
            best.append(ranked[0].score)
    average = sum(chance * value for (_, chance), value in zip(outcomes, best))
    return {outcome: value - average for (outcome, _), value in zip(outcomes, best)}


def _summary(seat: int, moments: Sequence[Moment], dice: bool) -> PlayerSummary:
    mine = [m for m in moments if m.seat == seat]
    judged = [m for m in mine if not m.forced]
    marks = tuple((name, sum(1 for m in judged if m.mark == name)) for name in MARKS)
    thrown = [m.luck for m in mine if m.luck is not None]
    return PlayerSummary(seat, len(judged), sum(m.cost for m in judged), marks,
                         sum(thrown) if dice and thrown else None)

