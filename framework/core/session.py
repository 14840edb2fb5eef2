"""A game in progress, for any game: the game, its two seats, where throws come from, the clock,
what undo may take back, and the events every change emits.

Why here and not in each game: the two first games each had a session of
their own (throws and undo in one, a chess clock and undo against the computer
in the other), and they had started to drift. This one serves every game
through the :class:`framework.core.game.Game` protocol and does no input or output,
so the terminal loop, a replay, the tests and the computer all drive it alike.

Things that must follow every change (the record and its autosave, a display)
register a listener and receive :class:`Event` values, after the change. The
events carry their effects (:class:`framework.core.game.Played`), so no listener
recomputes what the engine already said.

Undo policies (:attr:`Session.undo_policy`):

* ``"turn"`` (dice games): take back the last action of the current turn; the
  dice stay as thrown. The action that ended a turn can be taken back until the
  next throw. The computer's actions are never taken back.
* ``"move"`` (games without dice): take back the last move; against the
  computer, back to (and including) the person's last move. The clocks go back
  to what they were.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass, field, replace
from typing import Callable, Sequence

from framework.core.arguments import ArgumentTypeError, ArgumentValueError, check_choice, check_int, check_seat, check_str
from framework.core.errors import IllegalActionError
from framework.core.game import REASONS, Game, Outcome, Played, check_instance
from framework.core.limits import MAX_SEED_DIGITS

__all__ = ["Setup", "Event", "Session", "first_seat", "new_seed", "today"]

Throw = tuple[int, ...]


def today() -> str:
    """Now, in UTC, as a record's Date."""
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


def new_seed() -> int:
    """A fresh seed for a game started without ``--seed`` (the record keeps it)."""
    return random.SystemRandom().randrange(10**9)


def first_seat(choice: str | int, seed: object) -> int:
    """The seat that moves first: ``"I"``, ``"II"``, a seat number, or ``"random"`` (drawn from the seed)."""
    if choice in (0, 1):
        return int(choice)
    if choice == "I":
        return 0
    if choice == "II":
        return 1
    if choice == "random":
        return random.Random(f"{seed}-first").randrange(2)
    raise ValueError(f"first player must be I, II or random, not {choice!r}")


@dataclass(frozen=True)
class Setup:
    """How a game was set up: everything a record's header holds and a new game needs.

    ``computers`` is the computer's level per seat (``""`` for a person);
    ``script`` the fixed throws used first; ``clock_ms`` each seat's time for
    the whole game (None: no clock); ``options`` the game's own settings
    (stones, rule variants, a start position), as sorted ``(name, value)`` pairs.
    ``fair_dice`` is a network game's commitment to its dice
    (framework.core.fair_dice.Commitment text; ``""``: the throws come from the seed).
    """

    names: tuple[str, str] = ("", "")
    computers: tuple[str, str] = ("", "")
    seed: str = "0"
    first: int = 0
    script: tuple[Throw, ...] = ()
    clock_ms: int | None = None
    options: tuple[tuple[str, object], ...] = ()
    date: str = "1970-01-01T00:00:00Z"
    fair_dice: str = ""

    def __post_init__(self) -> None:
        # Every field checked (a TypeError for a wrong type, a GameError out of range): a setup is written to
        # a record and read back, so nonsense here would be a save its own loader refuses.
        for name in ("names", "computers"):
            object.__setattr__(self, name, _pair_of_text(name, getattr(self, name)))
        if isinstance(self.seed, bool) or not isinstance(self.seed, (str, int)):
            raise ArgumentTypeError("seed", self.seed, "text or a whole number")
        if isinstance(self.seed, int):          # kept as its digits: the record holds text
            bound = 10 ** MAX_SEED_DIGITS - 1
            object.__setattr__(self, "seed", str(check_int("seed", int.__int__(self.seed), -bound, bound)))
        check_str("seed", self.seed, MAX_SEED_DIGITS + 1)       # as --seed allows: 40 digits and a sign
        check_seat("first", self.first)
        object.__setattr__(self, "script", _throws("script", self.script))
        if self.clock_ms is not None:
            check_int("clock_ms", self.clock_ms, 1)
        check_str("date", self.date)
        check_str("fair_dice", self.fair_dice)
        options = _sequence("options", self.options)
        for pair in options:
            if not isinstance(pair, (tuple, list)) or len(pair) != 2:
                raise ArgumentTypeError("options", pair, "(name, value) pairs")
            check_str("options", pair[0])
        object.__setattr__(self, "options", tuple(sorted(dict(options).items())))

    def option(self, name: str, default: object = None) -> object:
        return dict(self.options).get(name, default)

    def with_options(self, **changes: object) -> "Setup":
        return replace(self, options=tuple({**dict(self.options), **changes}.items()))


def _sequence(name: str, value: object) -> tuple:
    if not isinstance(value, (tuple, list)):
        raise ArgumentTypeError(name, value, "a tuple")
    return tuple(value)


def _pair_of_text(name: str, value: object) -> tuple[str, str]:
    pair = _sequence(name, value)
    if len(pair) != 2:
        raise ArgumentValueError(name, value, "one for each of the two seats")
    for text in pair:
        check_str(name, text)
    return pair[0], pair[1]


def _throws(name: str, value: object) -> tuple[Throw, ...]:
    throws = _sequence(name, value)
    for throw in throws:
        for die in _sequence(name, throw):
            check_int("die", die, 1, 6)
    return tuple(tuple(throw) for throw in throws)


@dataclass(frozen=True)
class Event:
    """Something that happened, after it happened.

    ``kind``: ``"throw"`` (``seat`` threw ``throw``; ``scripted`` if from the
    script; ``proof`` the revealed dice links behind it in a network game),
    ``"play"`` (``played``; ``clocks`` after it in a game with a clock),
    ``"undo"`` (``taken``, last first), ``"end"`` (``outcome``).
    """

    kind: str
    seat: int
    played: Played | None = None
    throw: Throw | None = None
    scripted: bool = False
    taken: tuple[Played, ...] = ()
    outcome: Outcome | None = None
    clocks: tuple[int, int] | None = None
    proof: str = ""


Listener = Callable[[Event], None]


@dataclass
class Session:
    """One game: the ``game`` (a :class:`Game`), the ``players`` in seats 0 and 1, the ``setup``,
    the ``throws`` (a ``dice.ThrowSource`` for a game with dice), the listeners."""

    game: Game
    setup: Setup
    players: tuple
    throws: object = None
    undo_policy: str = "turn"
    listeners: list[Listener] = field(default_factory=list)
    history: list[Played] = field(default_factory=list)        # every action that stands, in order
    turn_actions: list[Played] = field(default_factory=list)   # since the last throw (dice games)
    throws_by: list[int] = field(default_factory=lambda: [0, 0])
    clocks: list[tuple[int, int]] | None = None                # before each move, the current one last

    def __post_init__(self) -> None:
        check_instance("game", self.game, Game, "a framework.core.game.Game")
        check_instance("setup", self.setup, Setup, "a Setup")
        if not isinstance(self.players, (tuple, list)) or len(self.players) != 2:
            raise ArgumentTypeError("players", self.players, "a pair of players")
        if self.throws is not None and not callable(getattr(self.throws, "next", None)):
            raise ArgumentTypeError("throws", self.throws, "None or a throw source (with next(seat))")
        check_choice("undo_policy", self.undo_policy, ("turn", "move"))
        for name in ("listeners", "history", "turn_actions", "throws_by"):
            check_instance(name, getattr(self, name), list, "a list")
        if self.clocks is not None:
            check_instance("clocks", self.clocks, list, "None or a list")
        if self.clocks is None and self.setup.clock_ms is not None:
            self.clocks = [(self.setup.clock_ms, self.setup.clock_ms)]

    # ------------------------------------------------------------ queries
    @property
    def outcome(self) -> Outcome | None:
        return self.game.outcome()

    @property
    def game_over(self) -> bool:
        return self.game.outcome() is not None

    @property
    def seat(self) -> int:
        """The seat to act (the winner's once the game is over)."""
        outcome = self.game.outcome()
        if outcome is not None and outcome.winner is not None:
            return outcome.winner
        return self.game.to_move()

    @property
    def current(self):
        """The player whose turn it is (or who won)."""
        return self.players[self.seat]

    @property
    def needs_throw(self) -> bool:
        return not self.game_over and self.game.needs_throw()

    @property
    def turns(self) -> int:
        """Turns begun so far: throws in a game with dice, moves otherwise."""
        return sum(self.throws_by) if self.game.dice else len(self.history)

    def is_computer(self, seat: int) -> bool:
        check_seat("seat", seat)
        return bool(getattr(self.players[seat], "is_computer", False))

    def remaining(self, seat: int) -> int | None:
        """``seat``'s time at the start of this move in ms (None without a clock)."""
        check_seat("seat", seat)
        return None if self.clocks is None else self.clocks[-1][seat]

    @property
    def can_undo(self) -> bool:
        return bool(self._undo_count())

    # ------------------------------------------------------------ actions
    def throw(self) -> Throw:
        """Throw for the seat to move (the script first, then its own cup) and start the turn."""
        if self.game_over:
            raise IllegalActionError("game_over", "the game is over")
        if not self.game.dice or self.throws is None:
            raise IllegalActionError("no_dice", "this game has no dice")
        if not self.game.needs_throw():
            raise IllegalActionError("already_thrown", "the dice are already thrown")
        seat = self.game.to_move()
        dice, scripted = self.throws.next(seat)
        self.game.roll(dice)
        self.throws_by[seat] += 1
        self.turn_actions = []
        proof = getattr(self.throws, "proof", None)
        self._emit(Event("throw", seat, throw=tuple(dice), scripted=scripted,
                         proof=proof() if proof is not None else ""))
        return tuple(dice)

    def play(self, action: object, used_ms: int = 0) -> Played | None:
        """Play ``action`` (a value or command text) for the seat to move after ``used_ms`` of thought.

        The game's refusal (a GameError) passes through unchanged and changes
        nothing. Returns None when the mover's clock had already run out: the
        mover loses on time instead.
        """
        check_int("used_ms", used_ms, 0)
        seat = self.game.to_move()
        if self.clocks is not None and not self.game_over and used_ms >= self.clocks[-1][seat]:
            self.time_out(seat)
            return None
        played = self.game.apply(action)
        self.history.append(played)
        self.turn_actions.append(played)
        clocks = None
        if self.clocks is not None:
            now = list(self.clocks[-1])
            now[seat] -= max(0, used_ms)
            clocks = (now[0], now[1])
            self.clocks.append(clocks)
        self._emit(Event("play", seat, played=played, clocks=clocks))
        self._ended()
        return played

    def concede(self, seat: int | None = None, reason: str = "yield") -> None:
        """``seat`` (default: the seat to move) gives up (``reason`` ``"time"``: lost on time)."""
        if seat is not None:
            check_seat("seat", seat)
        check_choice("reason", reason, REASONS)
        if self.game_over:
            raise IllegalActionError("game_over", "the game is over")
        seat = self.game.to_move() if seat is None else seat
        self.game.concede(seat, reason)
        self._ended()

    def time_out(self, seat: int) -> None:
        """``seat``'s clock ran out: that seat loses."""
        check_seat("seat", seat)
        if self.game_over:
            raise IllegalActionError("game_over", "the game is over")
        if self.clocks is not None:
            now = list(self.clocks[-1])
            now[seat] = 0
            self.clocks[-1] = (now[0], now[1])
        self.concede(seat, "time")

    def _ended(self) -> None:
        outcome = self.game.outcome()
        if outcome is not None:
            self.turn_actions = []
            self._emit(Event("end", outcome.winner if outcome.winner is not None else self.game.to_move(),
                             outcome=outcome))

    def _undo_count(self) -> int:
        if self.game_over or not self.history:
            return 0
        if self.undo_policy == "turn":
            if not self.turn_actions or self.is_computer(self.turn_actions[-1].seat):
                return 0
            return 1
        for k, played in enumerate(reversed(self.history), 1):
            if not self.is_computer(played.seat):
                return k
        return 0

    def undo(self) -> list[Played]:
        """Take back what the undo policy allows (see the module docstring); [] if nothing."""
        n = self._undo_count()
        if not n:
            return []
        taken = []
        for _ in range(n):
            self.game.retract()
            played = self.history.pop()
            if self.turn_actions and self.turn_actions[-1] is played:
                self.turn_actions.pop()
            taken.append(played)
        if self.clocks is not None:
            del self.clocks[len(self.clocks) - n:]
        self._emit(Event("undo", taken[-1].seat, taken=tuple(taken)))
        return taken

    def _emit(self, event: Event) -> None:
        for listener in list(self.listeners):
            listener(event)
