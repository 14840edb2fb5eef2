"""The tiny race behind the framework: its adapter to framework.core.game.Game, its record codec, its computer.

Written from DEVELOPERS.md's checklist and the protocol's docstrings alone; nothing in the framework
names it. Its strong level knows the exact chance of winning of every position (the race is small
enough to work it all out), so its judgement is its own unit, :data:`UNIT`: the exact chance of winning,
declared here and on its spec, its sentences in its own catalogue (tiny_race/texts.py), no framework file
touched.
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from framework.ai.analysis import Choice, Judgement
from framework.core.arguments import check_int, check_str
from framework.core.errors import IllegalActionError, InvalidActionError
from framework.core.game import Effect, Outcome, Played, WithDice, check_concession, check_instance, check_throw
from framework.core.numbers import NumberError, parse_number
from framework.core.player import PlannerDefaults
from framework.core.record import Fields, RecordError, TurnCodec, short
from framework.core.score_unit import ScoreUnit
from framework.core.session import Setup

from . import rules
from .rules import HOME, SIDES, Race

__all__ = ["RaceGame", "RaceCodec", "CODEC", "Planner", "UNIT", "chance"]

#: The race's unit of judgement: the mover's exact chance of winning (0-1), shown in points of 100 with one
#: decimal, marked doubtful, bad, very bad from 2, 4, 8 points; its sentences are the race's own.
UNIT = ScoreUnit("exact_chance", marks=(0.02, 0.04, 0.08), scale=100, decimals=1, line="chance",
                 hint_head="play.hint_head.exact_chance", unit_key="review.unit.exact_chance",
                 value_key="review.value.exact_chance")


class RaceGame(WithDice):
    """A game of the tiny race: ``race`` is the rules' position."""

    dice = 1

    def __init__(self, race: Race, throws: int = 0) -> None:
        self.race = check_instance("race", race, Race, "a tiny race position")
        self.throws = throws
        self.conceded: Outcome | None = None
        self._before: list[Race] = []       # the position before each action that stands

    @classmethod
    def new(cls, setup: Setup) -> "RaceGame":
        check_instance("setup", setup, Setup, "a Setup")
        return cls(Race(mover=setup.first))

    def to_move(self) -> int:
        outcome = self.outcome()
        return outcome.winner if outcome is not None and outcome.winner is not None else self.race.mover

    def needs_throw(self) -> bool:
        return self.outcome() is None and self.race.die is None

    def roll(self, throw: Any) -> None:
        (die,) = check_throw(throw, self.dice)
        if self.conceded is not None:
            raise IllegalActionError("game_over", "the game is over")
        self.race = rules.throw(self.race, die)
        self.throws += 1

    def unused_dice(self) -> tuple[int, ...]:
        return () if self.race.die is None or self.outcome() is not None else (self.race.die,)

    def legal_actions(self) -> list[int]:
        return [] if self.conceded is not None else rules.moves(self.race)

    def parse_action(self, text: str) -> int:
        check_str("text", text)
        try:
            return parse_number(text.strip(), 0, HOME - 1)
        except NumberError:
            raise InvalidActionError("not_a_square", f"{short(text)} is not a square 0-{HOME - 1}",
                                     text=text.strip(), last=HOME - 1) from None

    def format_action(self, action: int) -> str:
        return str(check_int("action", action, 0, HOME - 1))

    def apply(self, action: int | str) -> Played:
        square = self.parse_action(action) if isinstance(action, str) else check_int("action", action, 0, HOME)
        if self.conceded is not None:
            raise IllegalActionError("game_over", "the game is over")
        before = self.race
        after = rules.move(before, square)
        self._before.append(before)
        self.race = after
        target = min(HOME, square + before.die)
        effects = (Effect("home", at=target),) if target == HOME else ()
        return Played(before.mover, square, str(square), effects, True, square, target)

    def retract(self) -> None:
        if not self._before:
            raise IndexError("no action to take back")
        self.race = self._before.pop()
        self.conceded = None

    def outcome(self) -> Outcome | None:
        if self.conceded is not None:
            return self.conceded
        winner = self.race.winner
        return None if winner is None else Outcome(winner, "race")

    def concede(self, seat: int, reason: str = "yield") -> None:
        check_concession(seat, reason)
        if self.outcome() is not None:
            raise IllegalActionError("game_over", "the game is over")
        self.conceded = Outcome(1 - seat, reason)

    def notation(self) -> str:
        return rules.notation(self.race)

    def copy(self) -> "RaceGame":
        other = RaceGame(self.race, self.throws)
        other.conceded, other._before = self.conceded, list(self._before)
        return other

    # what the loop and the view ask (WithDice gives move_number and chance_outcomes)
    def must_pass(self) -> bool:
        return False                        # a throw can always be used

    def is_legal(self, action: object) -> bool:
        return type(action) is int and action in self.legal_actions()

    def pawns(self, seat: int) -> tuple[int, ...]:
        """Where ``seat``'s pawns stand (the view's status and board)."""
        return self.race.pawns[seat]

    def __repr__(self) -> str:
        return f"RaceGame({self.notation()!r})"


# ------------------------------------------------------------------------------------------ the record

_ACTION = re.compile(r"[0-7]", re.ASCII)


class RaceCodec(TurnCodec):
    """``I 4: 0`` a turn a line (the side, its throw, the square its pawn left); ``Result: II wins by race``."""

    magic = "XII Scripta tiny race record"
    what = "a tiny race record"
    suffix = ".race"
    keys = ("Date", "Seed", "Script", "First")
    optional = ("Computer-I", "Computer-II")
    seat_names = SIDES
    dice = 1
    endings = {"race": "race", "yield": "yield", "time": "time"}
    example = "I 4: 0"

    def header(self, setup: Setup) -> list[tuple[str, str]]:
        return [("Date", setup.date), ("Seed", setup.seed)] + self.play_pairs(setup)

    def setup(self, fields: Fields) -> Setup:
        def text(value: str) -> str:
            if not value or len(value) > 100 or value != value.strip():
                raise ValueError(f"{short(value)} is not one word of at most 100 characters")
            return value

        computers = tuple(fields.get(key, self.read_level, "a level") if key in fields else ""
                          for key in ("Computer-I", "Computer-II"))
        return Setup(computers=computers, seed=fields.get("Seed", text, "a seed"),
                     first=fields.get("First", self.read_side, "I or II"),
                     script=fields.get("Script", self.read_script, "throws"), date=fields.get("Date", text, "a date"))

    def action(self, text: str, line: int) -> str:
        if not _ACTION.fullmatch(text):
            raise RecordError("bad_action", f"{short(text)} is not a square 0-7", line=line, action=text)
        return text


CODEC = RaceCodec()


# ---------------------------------------------------------------------------------------- the computer

@lru_cache(maxsize=None)
def chance(mine: tuple[int, ...], theirs: tuple[int, ...]) -> float:
    """The chance that the side with pawns ``mine``, about to throw, wins against ``theirs``, both sides
    playing their best (exact: every move brings a pawn nearer home, so the recursion ends)."""
    return sum(max(values(mine, theirs, die).values()) for die in range(1, 7)) / 6


def values(mine: tuple[int, ...], theirs: tuple[int, ...], die: int) -> dict[int, float]:
    """Each move's chance of winning for the side that threw ``die``, by the square its pawn leaves."""
    out = {}
    for square in sorted({p for p in mine if p < HOME}):
        after = rules.moved(mine, square, die)
        out[square] = 1.0 if all(p == HOME for p in after) else 1.0 - chance(theirs, after)
    return out


class Planner(PlannerDefaults):
    """The computer at a level: ``easy`` any legal move, ``normal`` the pawn furthest back, ``strong`` the
    move with the best chance (its ``rank`` and ``judge`` are the hint's and the review's)."""

    def __init__(self, level: str) -> None:
        self.level = level

    def plan(self, game: RaceGame, budget: Any = None, rng: Any = None, progress: Any = None) -> list[int]:
        legal = game.legal_actions()
        if not legal:
            return []
        if self.level == "easy":
            return [rng.choice(legal) if rng is not None else legal[0]]
        if self.level == "normal":
            return [min(legal)]
        return [self.rank(game, count=1)[0].actions[0]]

    def rank(self, game: RaceGame, seconds: float | None = None, count: int | None = None) -> list[Choice]:
        race = game.race
        if race.die is None or game.outcome() is not None:
            return []
        scored = values(race.pawns[race.mover], race.pawns[1 - race.mover], race.die)
        ranked = sorted(scored.items(), key=lambda item: (-item[1], item[0]))
        return [Choice((square,), value, UNIT, chance=value) for square, value in ranked[:count]]

    def judge(self, game: RaceGame, actions: tuple) -> Judgement | None:
        ranked = self.rank(game)
        played = next((c for c in ranked if c.actions == tuple(actions)), None)
        if not ranked or played is None:
            return None
        return Judgement(ranked[0], played, len(ranked))


def planner_for(level: str) -> Planner:
    return Planner(level)
