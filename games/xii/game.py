"""XII Scripta behind the framework's game protocol: the engine (board.py) as the session drives it.

Why an adapter: ``board.Board`` keeps the public API its issue states
(``roll``/``legal_moves``/``play``/``undo``/``notation``); this class maps it
onto :class:`framework.game.Game` and says what each action did
(:class:`framework.game.Played` with its captures), so the session, the record
and the terminal loop treat XII Scripta like every other game.
"""
from __future__ import annotations

from typing import Sequence

from board import PLAYER_I, Board, Move, Rules
from dice import distinct_throws
from framework.game import ChanceOutcomes, Effect, Outcome, Played

__all__ = ["XiiGame", "rules_of", "BEARING_OFF", "YIELD"]

BEARING_OFF, YIELD = "bearing_off", "yield"


def rules_of(setup) -> Rules:
    """The engine's rules from a setup's options (stones, free_pass, exact_bear_off)."""
    return Rules(stones=int(setup.option("stones", 15)), free_pass=bool(setup.option("free_pass", False)),
                 exact_bear_off=bool(setup.option("exact_bear_off", False)))


class XiiGame:
    """A game of XII Scripta: ``board`` is the engine's :class:`board.Board`."""

    dice = 3

    def __init__(self, board: Board) -> None:
        self.board = board

    @classmethod
    def new(cls, setup) -> "XiiGame":
        """The start of a game set up by ``setup`` (its rules and the seat that moves first)."""
        rules = rules_of(setup)
        if setup.first == PLAYER_I:
            return cls(Board(rules))
        n = rules.stones
        return cls(Board.from_notation(f"------------/------------/------------ II - {n}/0/0 {n}/0/0", rules))

    def __repr__(self) -> str:
        return f"XiiGame({self.board!r})"

    # ------------------------------------------------------------ queries
    def to_move(self) -> int:
        b = self.board
        return b.winner if b.winner is not None else b.turn

    def needs_throw(self) -> bool:
        return self.board.winner is None and not self.board.dice

    def unused_dice(self) -> tuple[int, ...]:
        return self.board.dice

    def legal_actions(self) -> list[Move]:
        return self.board.legal_moves()

    def parse_action(self, text: str) -> Move:
        return self.board.parse(text)

    def format_action(self, action: Move) -> str:
        return "yield" if action.kind == "yield" else str(action)

    def outcome(self) -> Outcome | None:
        b = self.board
        if b.winner is None:
            return None
        won = b.borne_off(b.winner) == b.rules.stones
        return Outcome(b.winner, BEARING_OFF if won else YIELD)

    def notation(self) -> str:
        return self.board.notation()

    def copy(self) -> "XiiGame":
        return XiiGame(self.board.copy())

    # ------------------------------------------------------------ chance
    def chance_outcomes(self) -> ChanceOutcomes:
        """The throws the seat to move may get, with their chances (empty when no throw is due)."""
        return distinct_throws(self.dice) if self.needs_throw() else ()

    # ------------------------------------------------------------ changes
    def roll(self, throw: Sequence[int]) -> None:
        self.board.roll(throw)

    def apply(self, action: Move | str) -> Played:
        b = self.board
        seat = b.turn
        move = b.play(action)
        effects: tuple[Effect, ...] = ()
        taken = b.last_capture
        if taken is not None:
            # At the landing point (the mover's numbering); the detail is the piece's own point.
            effects = (Effect("capture", at=move.target, detail=(taken,)),)
        ends = b.winner is not None or b.turn != seat
        source = move.point if move.kind in ("move", "take") else None
        target = "off" if move.kind == "take" else (move.target or None)
        return Played(seat, move, self.format_action(move), effects, ends, source, target)

    def retract(self) -> None:
        self.board.undo()

    def concede(self, seat: int, reason: str = YIELD) -> None:
        if seat != self.board.turn:
            raise ValueError("in XII Scripta only the player to move can give up")
        self.board.play("yield")

