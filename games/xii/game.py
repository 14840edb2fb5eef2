"""XII Scripta behind the framework's game protocol: the engine (board.py) as the session drives it.

Why an adapter: ``board.Board`` keeps the public API its issue states
(``roll``/``legal_moves``/``play``/``undo``/``notation``); this class maps it
onto :class:`framework.core.game.Game` and says what each action did
(:class:`framework.core.game.Played` with its captures), so the session, the record
and the terminal loop treat XII Scripta like every other game.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from board import HOME, MOVE, PASS, PLACE, PLAYER_I, POINTS, TAKE, Board, IllegalMoveError, Move, Rules
from framework.core.arguments import check_bool, check_int, check_seat, check_str
from framework.core.game import Effect, Outcome, Played, WithDice, check_concession, check_instance, check_throw
from framework.core.session import Setup

__all__ = ["XiiGame", "Tally", "rules_of", "pips", "BEARING_OFF", "YIELD"]

BEARING_OFF, YIELD = "bearing_off", "yield"


def rules_of(setup) -> Rules:
    """The engine's rules from a setup's options (stones, free_pass, exact_bear_off), each checked here."""
    check_instance("setup", setup, Setup, "a Setup")
    return Rules(stones=check_int("stones", setup.option("stones", 15), 1, 15),
                 free_pass=check_bool("free_pass", setup.option("free_pass", False)),
                 exact_bear_off=check_bool("exact_bear_off", setup.option("exact_bear_off", False)))


def pips(board: Board, seat: int) -> int:
    """The least total of dice that brings all of ``seat``'s pieces off, under the game's rules.

    Murray's bearing off (die N from home point N): a piece on point p (p up to
    31) needs 32 - p (to home point I, then a 1), one on home point h needs
    h - 30; a piece to enter needs 32. The variant (die N from the Nth point
    before the end): 37 - p for every piece, 37 to enter.
    """
    check_instance("board", board, Board, "an XII Scripta board.Board")
    check_seat("seat", seat)
    exact = board.rules.exact_bear_off
    total = (board.waiting(seat) + board.captured(seat)) * (37 if exact else 32)
    for p in range(1, POINTS + 1):
        n = board.count(seat, p)
        if n:
            total += n * (37 - p if exact else (32 - p if p <= HOME + 1 else p - HOME))
    return total


@dataclass(frozen=True)
class Tally:
    """One seat's pieces as the status lines and the end screen count them."""

    waiting: int
    captured: int
    on_board: int
    off: int
    captures: int                   # the other seat's pieces this seat has captured
    pips: int


class XiiGame(WithDice):
    """A game of XII Scripta: ``board`` is the engine's :class:`board.Board`."""

    dice = 3

    def __init__(self, board: Board, throws: int = 0) -> None:
        self.board = check_instance("board", board, Board, "an XII Scripta board.Board")
        check_int("throws", throws, 0)
        self.throws = throws            # throws since the start (the move number of the header)

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
        return self.board.parse(check_str("text", text))

    #: How ``hint`` joins a turn's commands so that split_line reads them back.
    line_join = ", "

    def split_line(self, text: str) -> list[str]:
        """A turn typed on one line as ``hint`` shows it, its commands between commas (``place 1, place 4,
        4/10``): each then read by :meth:`parse_action`; the loop plays the line whole or not at all."""
        parts = [part.strip() for part in check_str("text", text).split(",")]
        parts = [part for part in parts if part]
        return parts if len(parts) > 1 else [text]     # ", ," or one command: the line as typed, refused or read

    def format_action(self, action: Move) -> str:
        return str(check_instance("action", action, Move, "a board.Move"))

    def outcome(self) -> Outcome | None:
        b = self.board
        if b.winner is None:
            return None
        won = b.borne_off(b.winner) == b.rules.stones
        return Outcome(b.winner, BEARING_OFF if won else YIELD)

    def notation(self) -> str:
        return self.board.notation()

    def copy(self) -> "XiiGame":
        return XiiGame(self.board.copy(), self.throws)

    # ------------------------------------------- what the views and the loop ask
    def must_pass(self) -> bool:
        legal = self.board.legal_moves()
        return len(legal) == 1 and legal[0].kind == PASS

    def is_legal(self, action: object) -> bool:
        return isinstance(action, Move) and action in self.board.legal_moves()

    # ------------------------------------------- what XII Scripta's view shows
    @property
    def rules(self) -> Rules:
        return self.board.rules

    def throw(self) -> tuple[int, ...] | None:
        """The whole throw of the turn being played (None before it is thrown)."""
        return self.board.throw

    def grid(self):
        """The position as rows of cells, as player I sees the board (what render.board_lines draws)."""
        return self.board.grid()

    def tally(self, seat: int) -> Tally:
        check_seat("seat", seat)
        b = self.board
        return Tally(b.waiting(seat), b.captured(seat), b.on_board(seat), b.borne_off(seat), b.captures(seat),
                     pips(b, seat))

    def dice_refusals(self) -> list[tuple[int, list[Exception]]]:
        """Why the mover can use none of the unused dice: per distinct die, the engine's refusal of every
        action that die could be (enter, each stack moved, bear off), tried on a copy."""
        b = self.board
        pl = b.turn
        out = []
        for die in dict.fromkeys(b.dice):
            candidates: list[object] = []
            if b.waiting(pl) or b.captured(pl):
                candidates.append(f"{PLACE} {die}")
            if not b.captured(pl):
                for p in range(1, POINTS + 1):
                    if b.count(pl, p):
                        candidates.append(Move(MOVE, die, p, b.piece_number(pl, p)))
                if b.on_board(pl):
                    candidates.append(f"{TAKE} {die}")
            refusals = []
            for candidate in candidates:
                trial = b.copy(history=False)
                try:
                    trial.play(candidate)
                except IllegalMoveError as err:
                    refusals.append(err)
            out.append((die, refusals))
        return out

    # ------------------------------------------------------------ changes
    def roll(self, throw: Sequence[int]) -> None:
        self.board.roll(check_throw(throw, self.dice))
        self.throws += 1

    def apply(self, action: Move | str) -> Played:
        check_instance("action", action, (Move, str), "a board.Move or its text")
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
        """``seat`` gives up, to move or not (a network game's claim makes the absent player give up)."""
        check_concession(seat, reason)
        self.board.resign(seat)

