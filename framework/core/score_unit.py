"""The unit of a game's judgement: what the numbers of its hints and its review are, declared by the game.

Why the game's and not the framework's: a hint ("the best three moves, with their chances") and a review
("this turn cost 7.2 points of winning chance, a bad one") show numbers in the unit of the game's strongest
evaluator: a chance of winning, an equity, stones, men. The framework only writes a value by the unit's
rules and fills the unit's sentences in; the game declares its :class:`ScoreUnit` once, on its spec
(``GameSpec.unit``), and its planner's choices carry it (:attr:`framework.ai.analysis.Choice.unit`). A game
with a new unit changes no framework file: its package holds the instance and its catalogues the sentences.

A unit gives:

* its marks: the least error of a doubtful, a bad and a very bad turn (:data:`MARKS`), in the unit's own
  scale (a chance 0-1, points, stones, men); a forced result thrown away counts twice the very bad mark
  (:attr:`ScoreUnit.forced_cost`);
* how a value is written (:meth:`ScoreUnit.amount`): times ``scale`` (a chance 0-1 as points of 100), with
  ``decimals`` places, or none when ``whole`` and it is that close to a whole number;
* how a hint writes a choice's number (``hint_decimals``: the score with its sign, rounded; None: the
  choice's chance, or no number);
* how a choice's value line reads in a review (``line``: ``"chance"``, the choice's chance, and its mars and
  equity when it has them; ``"score"``, the score after the best replies);
* its sentences' catalogue keys: the hint's head, the review's line on its unit, a choice's value.

:data:`ORDER` is the framework's one unit of its own: a ranking without numbers (a planner's normal level
when the strong one's network could not be used), whose hint head is the framework's sentence.

Kept free of imports beyond the standard library's dataclasses: GameSpec (on the menu's start-up path)
declares a unit.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Literal, get_args

__all__ = ["ScoreUnit", "MARKS", "ORDER", "Line", "decimal"]

#: The marks, smallest first.
MARKS = ("doubtful", "bad", "very_bad")
#: How a review writes a choice's value: its chance to win (and mars, equity), or its score.
Line = Literal["chance", "score"]


def decimal(value: float, places: int, say: Callable[..., str], signed: bool = False) -> str:
    """``value`` with ``places`` decimals as the player's language writes a number: its decimal point
    (``say("review.decimal_point")``: Czech, Polish and Russian a comma), no "-0.0"; ``signed``: with + or
    -. Every decimal a player reads (a hint's score, a review's figures) is written here."""
    if abs(value) < 0.5 * 10 ** -places:
        value = 0.0                     # no "-0.0"
    text = f"{value:+.{places}f}" if signed else f"{value:.{places}f}"
    return text.replace(".", _point(say))


def _point(say: Callable[..., str]) -> str:
    """The language's decimal point; a point where the catalogue has none (it would give the key back)."""
    point = say("review.decimal_point")
    return point if len(point) == 1 else "."


def _read(text: str, say: Callable[..., str]) -> float:
    """A number :func:`decimal` wrote, read back."""
    return float(text.replace(_point(say), "."))


@dataclass(frozen=True)
class ScoreUnit:
    """One unit of judgement (see the module's docstring). ``marks`` None: a ranking without numbers
    (no value is shown, no turn marked); the keys ``""``: no such sentence."""

    name: str
    marks: tuple[float, float, float] | None = None    # the least error of doubtful, bad, very bad
    scale: float = 1.0
    decimals: int = 1
    whole: bool = False                 # no decimals when the value rounds to a whole number at ``decimals``
    hint_decimals: int | None = None    # a hint's signed score rounded to this many places (0: whole)
    line: Line = "score"
    hint_head: str = ""                 # catalogue key: the head of a hint's list
    unit_key: str = ""                  # catalogue key: the review's line saying what its numbers are
    value_key: str = ""                 # catalogue key: a choice's value ({chance} {mars} {equity} / {score})

    def __post_init__(self) -> None:
        if self.line not in get_args(Line):
            raise ValueError(f"ScoreUnit.line: {self.line!r} is not one of {', '.join(get_args(Line))}")
        if self.marks is not None and (len(self.marks) != 3 or list(self.marks) != sorted(self.marks)):
            raise ValueError(f"ScoreUnit.marks: {self.marks!r} is not three thresholds, smallest first")

    @property
    def numbers(self) -> bool:
        """Whether the unit's scores are numbers to show (not a bare ranking)."""
        return self.marks is not None

    @property
    def forced_cost(self) -> float:
        """What a forced result thrown away (a forced win missed, a forced loss walked into) counts as in a
        move game's sums: twice the very bad mark (the search's own numbers for it are its infinity)."""
        return 2 * self.marks[2] if self.marks is not None else 0.0

    def mark(self, cost: float) -> str:
        """The mark of an error of ``cost`` in this unit ("" below doubtful, and in a unit without numbers)."""
        found = ""
        for name, least in zip(MARKS, self.marks or ()):
            if cost >= least - 1e-12:
                found = name
        return found

    def amount(self, value: float, say: Callable[..., str], signed: bool = False) -> str:
        """``value`` (in the unit's own scale) as the review shows it, with the language's decimal point
        (:func:`decimal`); ``signed``: with + or - (luck, a choice's value)."""
        value = self.scale * value
        places = self.decimals
        if self.whole and abs(value - round(value)) < 0.5 * 10 ** -places:
            places = 0
        return decimal(value, places, say, signed)

    def cost_amount(self, cost: float, say: Callable[..., str]) -> str:
        """A turn's error as it is shown beside its mark: :meth:`amount`, with as many more places as it
        takes for the figure shown to earn the same mark (7.97 points of chance is "bad" and shown 7.97, not
        8.0, the very bad threshold); the mark stays on the unrounded cost."""
        text = self.amount(cost, say)
        if self.marks is None:
            return text
        mark = self.mark(cost)
        for places in range(self.decimals + 1, self.decimals + 8):
            if self.mark(_read(text, say) / self.scale) == mark:
                break
            text = decimal(self.scale * cost, places, say)
        return text

    def hint_score(self, choice: Any, say: Callable[..., str]) -> str:
        """A hint's number for ``choice`` in the player's words: a forced result, a chance in % (and a
        mars), the score with its sign; "" for a ranking without numbers."""
        if choice.forced:
            return say("play.hint_wins" if choice.forced > 0 else "play.hint_loses")
        if choice.chance is not None:
            chance = say("play.hint_percent", n=round(100 * choice.chance))
            if choice.mars is None:
                return chance
            return say("play.hint_mars", chance=chance, mars=say("play.hint_percent", n=round(100 * choice.mars)))
        if self.hint_decimals is not None:
            value = round(choice.score, self.hint_decimals)
            return decimal(value, self.hint_decimals, say, signed=True) if value else "0"
        return ""

    def value_text(self, choice: Any, say: Callable[..., str]) -> str:
        """A choice's judgement in words, as a review shows it: a forced result, the chance to win (and a
        mars, with the equity), or the score after the best replies; "" when the unit has none to say."""
        if choice.forced:
            return say("play.hint_wins" if choice.forced > 0 else "play.hint_loses")
        if not self.value_key or not self.numbers:
            return ""
        if self.line == "chance":
            if choice.chance is None:
                return ""
            params = {"chance": say("play.hint_percent", n=round(100 * choice.chance))}
            if choice.mars is not None:
                params.update(mars=say("play.hint_percent", n=round(100 * choice.mars)),
                              equity=self.amount(choice.score, say, signed=True))
            return say(self.value_key, **params)
        return say(self.value_key, score=self.amount(choice.score, say, signed=True))


#: The framework's own unit: the normal level's ranking, no number to show.
ORDER = ScoreUnit("order", hint_head="play.hint_head.order")
