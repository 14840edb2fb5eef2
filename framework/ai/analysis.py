"""The computer's judgement of the choices at one position, for ``hint`` (and, later, the review of a game).

Why one piece: a hint ("the best three moves, with their chances") and a review
("the move played against the best one") ask the same question of the same
evaluator: rank what the player to move may do now. The game's own part is in
its planner (``rank(game, seconds, count)``, the level the hint asks for), which
scores what its engine enumerates with its strongest evaluator that answers in
time; this module makes the choices typed text and checks every action against
the game's rules. It returns values and never prints.

The unit of a score (:attr:`Choice.unit`, a :class:`framework.core.score_unit.ScoreUnit`) is the game's own,
declared on its spec (``GameSpec.unit``) and carried by its planner's choices; scores are always from the
mover's side, higher better. ``chance`` is the mover's chance of winning after the choice (0-1) where the
evaluator knows it, ``mars`` (Long Nardy) the chance of winning with a mars, ``score`` what the ranking sorts
by, in the unit (a chance, an equity in points, stones or men ahead after the best replies a search found);
``forced`` is 1 when a search found a forced win, -1 a forced loss. A ranking without numbers (the normal
level's hand-written judgement, when the network's weights could not be used) carries the framework's
:data:`framework.core.score_unit.ORDER`.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Sequence

from framework.core.arguments import ArgumentTypeError, ArgumentValueError, check_int
from framework.core.score_unit import ScoreUnit

__all__ = ["Choice", "Judgement", "HINT_SECONDS", "judge", "rank"]

#: How long a hint may think (seconds): the answer must come within the house's 1 s decision budget.
HINT_SECONDS = 0.5


@dataclass(frozen=True)
class Choice:
    """One thing the player to move may do now, with the computer's judgement of it.

    ``actions``: the move, or a dice game's whole turn (its actions in order);
    ``text``: the actions in the engine's notation, as typed, one space
    between; ``played``: what each action did on a copy (for a view's words); ``unit``: the unit of
    ``score`` (the game's, or the framework's ORDER for a ranking without numbers).
    """

    actions: tuple
    score: float
    unit: ScoreUnit
    chance: float | None = None
    mars: float | None = None
    forced: int = 0
    text: str = ""
    played: tuple = ()


@dataclass(frozen=True)
class Judgement:
    """The computer's judgement of one choice made: the ``played`` one against the ``best`` one, on the
    same scale, at the review's strength (each planner's ``judge``); ``choices``: how many distinct
    things the mover could have done (1: the move or turn was forced); ``scale``: the game's calibration of
    a difference of its values against play-outs (1: as valued; a network that overstates what a choice
    costs declares less, measured and fitted by bench/review_truth.py)."""

    best: Choice
    played: Choice
    choices: int
    scale: float = 1.0

    @property
    def error(self) -> float:
        """What the choice played cost, in the score's unit (never below 0: a search may find the move
        played a little better than its own best, when it is not; that is no error)."""
        return max(0.0, self.best.score - self.played.score) * self.scale


def rank(game: Any, planner: Any, count: int | None = 3, seconds: float = HINT_SECONDS) -> list[Choice]:
    """The best ``count`` choices of the player to move in ``game`` (all of them: ``count`` None), best
    first, by ``planner.rank`` (the game's planner at the level the hint uses); ``game`` is not changed.

    [] when the game is over, before a throw, or when the planner cannot rank. Every action of every
    choice is checked on a copy of the game (a choice with an action the rules refuse is left out).
    ``count`` not a whole number from 1 (or None), ``seconds`` not a finite number above 0:
    ArgumentTypeError / ArgumentValueError, nothing ranked.
    """
    if count is not None:
        check_int("count", count, 1)
    if isinstance(seconds, bool) or not isinstance(seconds, (int, float)):
        raise ArgumentTypeError("seconds", seconds, "a number of seconds")
    if not 0 < seconds < float("inf"):
        raise ArgumentValueError("seconds", seconds, "more than 0 and finite")
    if game.outcome() is not None or game.needs_throw() or not game.legal_actions():
        return []
    out: list[Choice] = []
    for choice in planner.rank(game.copy(), seconds=seconds, count=count):
        played = _played(game, choice.actions)
        if played is None:
            continue
        out.append(replace(choice, text=" ".join(p.text for p in played), played=tuple(played)))
        if count is not None and len(out) >= count:
            break
    return out


def _played(game: Any, actions: Sequence[Any]) -> list | None:
    """Each of ``actions`` played on a copy of ``game`` (None if one is not legal there, or none is given)."""
    sim = game.copy()
    seat = sim.to_move()
    played = []
    for action in actions:
        if sim.outcome() is not None or sim.needs_throw() or sim.to_move() != seat or not sim.is_legal(action):
            return None
        played.append(sim.apply(action))
    return played or None


def judge(game: Any, planner: Any, actions: Sequence[Any]) -> Judgement | None:
    """The move or whole turn ``actions`` (action values, as played) of the player to move in ``game``,
    judged by ``planner.judge`` against the best choice it finds; ``game`` is not changed.

    None when the game is over, before a throw, when the planner cannot judge (a level without a
    strongest evaluator: the network's weights could not be used) or when ``actions`` are not legal here.
    Both choices carry their text and what each action did (``played``), like :func:`rank`'s.
    """
    if game.outcome() is not None or game.needs_throw() or not game.legal_actions():
        return None
    done = _played(game, actions)
    if done is None:
        return None
    found = planner.judge(game.copy(), tuple(actions))
    if found is None:
        return None
    best = _played(game, found.best.actions)
    if best is None:
        return None
    return replace(found,
                   best=replace(found.best, text=" ".join(p.text for p in best), played=tuple(best)),
                   played=replace(found.played, text=" ".join(p.text for p in done), played=tuple(done)))
