"""Who sits in a seat: a name, a colour and their own dice.

The Board holds all rule state; a Player only knows who they are and how they
decide. A person decides at the keyboard (the terminal loop asks them); a
computer player overrides :meth:`Player.choose`, so the loop treats both alike.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from dice import Dice

if TYPE_CHECKING:
    from board import Board, Move

#: The colours of the seats: player I yellow (digits), player II green (letters).
COLOURS = ("yellow", "green")
SEAT_NAMES = ("I", "II")


@dataclass
class Player:
    """A seat at the board. ``seat`` is 0 for player I, 1 for player II."""

    name: str
    seat: int
    dice: Dice
    colour: str = field(default="")

    def __post_init__(self) -> None:
        if self.seat not in (0, 1):
            raise ValueError(f"seat must be 0 (player I) or 1 (player II), not {self.seat!r}")
        if not self.colour:
            self.colour = COLOURS[self.seat]

    @property
    def is_computer(self) -> bool:
        return False

    def choose(self, board: "Board") -> "Move | None":
        """The next action for ``board``; None means: ask the person at the keyboard."""
        return None

    def __str__(self) -> str:
        return self.name
