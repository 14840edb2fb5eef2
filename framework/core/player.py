"""Who sits in a seat: a person at the keyboard, or the computer at a level.

One protocol for both, in every game: ``choose(game, budget)`` returns the
next action for the game (anything the game's ``legal_actions()`` holds), or
None, which means "ask the person at the keyboard". A player holds no rule
state and no dice (the session throws for the seat); the game (a
``framework.core.game.Game``) holds the position.

The computer is one class for every game: :class:`ComputerPlayer` asks its
game's planner for a whole turn once per position (one move in Ataxx, up to
three actions in XII Scripta) and hands the actions out one at a time, planning
again whenever the position is not the one it planned for. It only ever
returns an action from ``legal_actions()``. Its random choices are seeded by
the game's seed, its level and the position, so a resumed game chooses as the
uninterrupted one would have.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable, Protocol, Sequence

__all__ = ["Player", "ComputerPlayer", "Planner", "PlannerDefaults", "Progress", "Budget"]

#: Called while the computer thinks with the fraction of the work done (0.0-1.0).
Progress = Callable[[float], None]


@dataclass(frozen=True)
class Budget:
    """How long the computer may think: a fixed allowance, or the seat's clock (a game with a clock).

    ``seconds`` None and ``remaining_ms`` None: the level's own default.
    """

    seconds: float | None = None
    remaining_ms: int | None = None


@dataclass
class Player:
    """A seat at the board: ``seat`` 0 or 1, and the name shown for it. A person decides at the keyboard."""

    name: str
    seat: int

    def __post_init__(self) -> None:
        if self.seat not in (0, 1):
            raise ValueError(f"seat must be 0 (the first seat) or 1 (the second), not {self.seat!r}")

    @property
    def is_computer(self) -> bool:
        return False

    #: The computer's level; ``""`` for a person.
    level = ""

    def choose(self, game: Any, budget: Budget | None = None) -> Any | None:
        """The next action for ``game`` within ``budget``; None: ask the person at the keyboard."""
        return None

    def __str__(self) -> str:
        return self.name


class Planner(Protocol):
    """A game's way of choosing a whole turn at one level (see each game's ``computer`` module)."""

    def plan(self, game: Any, budget: Budget | None, rng: random.Random,
             progress: Progress | None) -> Sequence[Any]:
        """The actions of the turn to play from ``game`` (a copy: the planner may change it)."""

    # Declared, with a default in :class:`PlannerDefaults` (every game's planners' base): a planner gives
    # its own only when its level can say more; hint, the review and a draw offer read them, never ask
    # whether they exist.
    #: Why the level's strongest evaluator could not be used (a damaged weights file), or None.
    weights_problem: Any

    def rank(self, game: Any, seconds: float | None = None, count: int | None = None) -> list[Any]:
        """The choices at ``game`` best first (``framework.ai.analysis.Choice``; what hint shows)."""

    def judge(self, game: Any, actions: Sequence[Any]) -> Any:
        """``actions`` against the best choice (``framework.ai.analysis.Judgement``), or None: cannot judge."""

    def best_values(self, game: Any, throws: Sequence[Sequence[int]]) -> list[float] | None:
        """Every throw's best value in one pass (a dice game's network), or None: rank each throw."""

    def accepts_draw(self, game: Any) -> bool:
        """Whether this level takes a draw offered at ``game`` (a game with draw offers)."""


class PlannerDefaults:
    """The defaults of a planner's declared abilities (:class:`Planner`): no choices to rank, nothing
    judged, no throw valued in bulk, a draw refused, its evaluator usable."""

    weights_problem: Any = None

    def rank(self, game: Any, seconds: float | None = None, count: int | None = None) -> list[Any]:
        return []

    def judge(self, game: Any, actions: Sequence[Any]) -> Any:
        return None

    def best_values(self, game: Any, throws: Sequence[Sequence[int]]) -> list[float] | None:
        return None

    def accepts_draw(self, game: Any) -> bool:
        return False


@dataclass
class ComputerPlayer(Player):
    """A seat played by the computer at ``level`` with its game's ``planner``.

    ``seed`` (the game's seed) and the position seed the planner's random
    choices; ``progress`` hears how far its thinking has got.
    """

    level: str = "normal"
    planner: Planner | None = None
    seed: str = "0"
    progress: Progress | None = None
    _plan: list = field(default_factory=list, repr=False)

    @property
    def is_computer(self) -> bool:
        return True

    def choose(self, game: Any, budget: Budget | None = None) -> Any | None:
        """The next action of this seat's turn in ``game`` (None if it is not this seat's to play)."""
        if game.outcome() is not None or game.needs_throw() or game.to_move() != self.seat:
            return None
        legal = game.legal_actions()
        if not legal:
            return None
        here = game.notation()
        for _attempt in (1, 2):
            if self._plan and self._plan[0][0] == here and game.is_legal(self._plan[0][1]):
                return self._plan.pop(0)[1]
            self._plan = self._make_plan(game, budget, here)
        self._plan = []
        return legal[0]        # cannot happen with a correct planner; never return an illegal action

    def accepts_draw(self, game: Any) -> bool:
        """Whether this seat takes a draw offered in ``game`` (the planner's judgement, where its game
        has draw offers; no otherwise). Asked on a copy: the planner may play the game through."""
        return self.planner is not None and bool(self.planner.accepts_draw(game.copy()))

    def _make_plan(self, game: Any, budget: Budget | None, here: str) -> list[tuple[str, Any]]:
        """The planned actions, each with the notation of the position it is meant for."""
        rng = random.Random(f"{self.seed}:{self.level}:{here}")
        turn = self.planner.plan(game.copy(), budget, rng, self.progress)
        sim = game.copy()
        steps = []
        for action in turn:
            if sim.outcome() is not None or sim.needs_throw() or not sim.is_legal(action):
                break
            steps.append((sim.notation(), action))
            sim.apply(action)
        return steps
