"""The one interface the framework drives every game through, and the values it speaks in.

Why a protocol and not a base class: each game keeps its own engine with the
public API its issue states (XII Scripta's ``roll``/``play``/``undo``, Ataxx's
python-chess style ``push``/``pop``/``fen``, ...). A small adapter per game
maps that API onto :class:`Game`, so the session, the record, the saves, the
computer player and the terminal loop never need to know which game it is.

Chance is an outcome supplied from outside (as in OpenSpiel): a game with dice
says how many it throws (:attr:`Game.dice`), which throws may come with what
chance (:meth:`Game.chance_outcomes`, OpenSpiel's chance node: what a search
weighs the throws by) and takes each throw through :meth:`Game.roll`; the
session decides where throws come from.

Effects travel with the action (:class:`Played`): what a move captured,
turned over or bore off is said by the engine that knows it, so no view has to
recompute it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Protocol, Sequence, runtime_checkable

from framework.core.arguments import ArgumentTypeError, ArgumentValueError, check_choice, check_int, check_seat, check_str
from framework.core.dice import distinct_throws        # the house's one throw table
from framework.core.errors import IllegalActionError

__all__ = ["SEATS", "Action", "Outcome", "Effect", "Played", "Game", "ChanceOutcomes", "WithDice", "WithoutDice",
           "GameDefaults",
           "REASONS", "check_concession", "check_throw", "check_instance"]

#: Every game of the house is for two seats, 0 and 1.
SEATS = (0, 1)
#: Why a seat gives up (:meth:`Game.concede`): it yields, or its time ran out.
REASONS = ("yield", "time")



class Action(Protocol):
    """What the framework needs of a game's move (its action value): nothing but that it is a value.

    A game has one move type (issue 33), frozen, equal only to a move of its own type (the plain tuple
    ``(1, 0)`` is not Latrunculi's ``Move.parse('b1a1')``) and hashable, so the framework can compare
    an action with the legal ones, keep it in a set and send it back to the game. Its text is the
    game's, both ways: :meth:`Game.format_action` writes it and :meth:`Game.parse_action` reads it
    back as an equal action; the framework never looks inside one.
    """

    def __eq__(self, other: object) -> bool: ...

    def __hash__(self) -> int: ...

#: A chance node's outcomes: ``((throw, chance), ...)``, each throw its dice sorted ascending, the chances adding up to 1.
ChanceOutcomes = tuple[tuple[tuple[int, ...], float], ...]


@dataclass(frozen=True)
class Outcome:
    """How a game ended: ``winner`` (a seat, None for a draw), ``reason`` (a catalogue code), ``points``.

    ``points`` is what the game is worth to the winner in match play (Long
    Nardy's mars counts 2); ``params`` fill in the reason's message.
    """

    winner: int | None
    reason: str
    points: int = 1
    params: tuple[tuple[str, object], ...] = ()

    def __post_init__(self) -> None:
        if self.winner is not None:
            check_seat("winner", self.winner)
        check_str("reason", self.reason)
        check_int("points", self.points, 0)
        _check_tuple("params", self.params)

    @property
    def loser(self) -> int | None:
        return None if self.winner is None else 1 - self.winner


@dataclass(frozen=True, slots=True)
class Effect:
    """One consequence of an action, as the engine knows it.

    ``kind`` names it for the view (``capture``, ``turned``, ``bear_off``,
    ``duke_immobilised`` ...); ``at`` is where (in the game's own terms, e.g.
    the mover's course point or a square name); ``count`` how many pieces;
    ``detail`` anything else the view may say (e.g. the flanking squares).
    """

    kind: str
    at: object = None
    count: int = 1
    detail: tuple = ()

    def __post_init__(self) -> None:
        check_str("kind", self.kind)
        check_int("count", self.count, 0)
        _check_tuple("detail", self.detail)


@dataclass(frozen=True, slots=True)
class Played:
    """An action as it happened: who, what (the game's value and its canonical text), its effects,
    and whether it handed the turn to the other seat (or ended the game)."""

    seat: int
    action: Action
    text: str
    effects: tuple[Effect, ...] = ()
    ends_turn: bool = True
    source: object = None           # where the piece came from (game terms), for "from -> to" reports
    target: object = None           # where it went

    def __post_init__(self) -> None:
        check_seat("seat", self.seat)
        check_str("text", self.text)
        _check_tuple("effects", self.effects)
        for effect in self.effects:
            check_instance("effects", effect, Effect, "an Effect")
        if not isinstance(self.ends_turn, bool):
            raise ArgumentTypeError("ends_turn", self.ends_turn, "True or False")


def _check_tuple(name: str, value: object) -> None:
    if not isinstance(value, tuple):
        raise ArgumentTypeError(name, value, "a tuple")


def check_instance(name: str, value: object, kind: type | tuple[type, ...], expected: str) -> object:
    """``value`` if it is a ``kind`` (an adapter's engine board, a setup, a move); else ArgumentTypeError."""
    if not isinstance(value, kind):
        raise ArgumentTypeError(name, value, expected)
    return value


def check_concession(seat: object, reason: object) -> None:
    """The arguments of :meth:`Game.concede`: a seat (0 or 1) and one of :data:`REASONS`.

    Why shared: every adapter once handed ``seat`` on unchecked, and ``concede(5)`` made seat -4 the winner.
    """
    check_seat("seat", seat)
    check_choice("reason", reason, REASONS)


def check_throw(throw: object, dice: int) -> tuple[int, ...]:
    """The argument of :meth:`Game.roll` as a tuple: ``dice`` whole numbers 1-6 in a tuple or list."""
    if not isinstance(throw, (tuple, list)):
        raise ArgumentTypeError("throw", throw, f"a tuple of {dice} dice")
    for die in throw:
        check_int("die", die, 1, 6)
    if len(throw) != dice:
        raise ArgumentValueError("throw", throw, f"{dice} dice")
    return tuple(throw)


@runtime_checkable
class Game(Protocol):
    """What the framework needs of a game (an adapter over the game's engine).

    Positions are changed only by :meth:`apply`, :meth:`retract`, :meth:`roll`
    and :meth:`concede`; a refused action raises a ``framework.core.errors.GameError``
    and changes nothing. Every method checks its arguments first: a wrong type
    raises ``framework.core.arguments.ArgumentTypeError`` (a ``TypeError``), a value
    out of range ``ArgumentValueError`` (a ``GameError``): ``concede(5)`` names
    no seat. tests/framework/test_adapters_refuse_hostile_values.py holds every
    game to it.
    """

    #: Dice per throw; 0 for a game without chance.
    dice: int

    def to_move(self) -> int:
        """The seat to act (or to throw), or the winner's seat once the game is over."""

    def needs_throw(self) -> bool:
        """True when the seat to move must throw before it can act (always False without dice)."""

    def chance_outcomes(self) -> ChanceOutcomes:
        """The distinct throws the seat to move may get now, each with its chance (OpenSpiel's chance
        node; ``dice.distinct_throws``); empty without dice or when no throw is due."""

    def roll(self, throw: Sequence[int]) -> None:
        """Start the mover's turn with ``throw`` (a chance outcome from outside)."""

    def unused_dice(self) -> tuple[int, ...]:
        """The dice of the current throw not used yet (empty without dice or before the throw)."""

    def legal_actions(self) -> list[Action]:
        """Every action legal now (empty before a throw and after the end)."""

    def parse_action(self, text: str) -> Action:
        """Command text -> an action value (InvalidActionError for bad syntax)."""

    def format_action(self, action: Action) -> str:
        """The canonical command text of ``action`` (what records store)."""

    def apply(self, action: Action | str) -> Played:
        """Play ``action`` (a value or text) for the seat to move and say what happened."""

    def retract(self) -> None:
        """Take back the last action applied (not a throw); IndexError if there is none."""

    def outcome(self) -> Outcome | None:
        """None while the game goes on."""

    def concede(self, seat: int, reason: str = "yield") -> None:
        """``seat`` gives up (``reason`` ``"yield"``) or loses on time (``"time"``): the other seat wins."""

    def notation(self) -> str:
        """The position in the game's one-line notation."""

    def copy(self) -> "Game":
        """An independent copy (for the computer's planning and for hints)."""

    # What the views and the turn loop ask, so none of them reaches into a game's engine.
    def move_number(self) -> int:
        """The number of the move now played, from 1, for the screen's header: the game's own count
        (a full move of both seats where its notation counts so, as chess's FEN; a throw in a game with
        dice: the turn now being played, or about to be thrown)."""

    def must_pass(self) -> bool:
        """True when passing is the mover's only legal action (a forced pass): the loop then says why
        and takes Enter for the pass, without listing every action to learn it."""

    def is_legal(self, action: Action) -> bool:
        """Whether ``action`` (a value, not text) is legal now: exactly what :meth:`legal_actions` holds.
        Never raises, whatever the value."""

    # Declared, with a default in :class:`GameDefaults` (the base of WithDice and WithoutDice): a game gives
    # its own only when it has more to say; the framework reads them, never asks whether they exist.
    #: How ``hint`` joins a turn's actions so that :meth:`split_line` reads them back.
    line_join: str

    #: Whether the game counts the seats' shuffle bags (XII Scripta): its chance node is then the throws
    #: the seat to move can draw from what is left of its bagful (``dice.bag_throws``), not fair dice.
    counts_bag: bool

    #: ``split_line(text)``: the actions one typed line holds, as texts in order, each then read by
    #: parse_action (Long Nardy takes a whole turn, ``24/18 18/13``; XII ``place 1, place 4``); the loop
    #: plays a line whole or not at all. None (the default): the game takes one action a line.
    split_line: Callable[[str], list[str]] | None


class GameDefaults:
    """The defaults of a game's declared abilities (:class:`Game`): one action a typed line (no
    ``split_line``), and the actions of a hinted turn shown between commas, one line each to type."""

    line_join: str = ", "
    split_line: Callable[[str], list[str]] | None = None
    counts_bag: bool = False


class WithoutDice(GameDefaults):
    """The dice part of the :class:`Game` protocol for a game without dice (Ataxx, Latrunculi)."""

    def needs_throw(self) -> bool:
        return False

    def unused_dice(self) -> tuple[int, ...]:
        return ()

    def chance_outcomes(self) -> ChanceOutcomes:
        return ()

    def roll(self, throw: Sequence[int]) -> None:
        raise IllegalActionError("no_dice", "this game has no dice")


class WithDice(GameDefaults):
    """What the adapter of a game with dice (XII Scripta, Long Nardy) shares: the header's move number
    counted in throws, and the chance node of the seat about to throw.

    The adapter says ``dice`` (dice per throw), keeps ``throws`` (throws made in the current game) and
    answers :meth:`Game.needs_throw` for itself.
    """

    dice: int
    throws: int

    def needs_throw(self) -> bool:
        raise NotImplementedError

    def move_number(self) -> int:
        """The turn being played (its throw made), or the next one to throw; the last one at the end."""
        return max(1, self.throws + (1 if self.needs_throw() else 0))

    def chance_outcomes(self) -> ChanceOutcomes:
        """The throws the seat to move may get, with their chances (empty when no throw is due)."""
        return distinct_throws(self.dice) if self.needs_throw() else ()
