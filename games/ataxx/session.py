"""A hotseat Ataxx game in progress: the board, who plays each colour, the chess clock, the record.

Why apart from the terminal loop: everything that decides (whose turn, what
a move turns over, what undo takes back, when time runs out, what is saved)
lives here without input or output, so tests drive it directly. Time comes in
as milliseconds measured by the caller; the computer's tie-breaks come from
the game's seed and the move number, so a resumed game chooses as the
uninterrupted one would have.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Callable

from games.ataxx import record as rec
from games.ataxx.board import BLACK, WHITE, Board, Move, Outcome, Rules
from games.ataxx.search import LEVELS, ComputerPlayer

PERSON = rec.PERSON


@dataclass(frozen=True)
class Played:
    """A move as it happened: who made it and how many enemy stones it turned."""

    move: Move
    colour: int
    turned: int


def today() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


class Session:
    """One game. ``players[colour]`` is ``"person"`` or a computer level (easy, normal, strong)."""

    def __init__(self, board: Board, record: rec.Record, clocks: "list[tuple[int, int]] | None" = None) -> None:
        self.board = board
        self.record = record
        self.players = record.players
        self.clock_ms = record.clock_ms
        #: The clocks (black ms, white ms) before each ply, and the current one last.
        self.clocks = clocks if clocks is not None else (
            None if record.clock_ms is None else [(record.clock_ms, record.clock_ms)])
        self.listeners: list[Callable[[rec.Record], None]] = []
        self.last: "Played | None" = None
        self._computers: dict[int, ComputerPlayer] = {}

    # ----------------------------------------------------------------- making
    @classmethod
    def new(cls, *, black: str = PERSON, white: str = PERSON, clock_ms: "int | None" = None,
            seed: int = 0, fen: "str | None" = None, rules: "Rules | str" = Rules.ITPW,
            date: "str | None" = None) -> "Session":
        for who in (black, white):
            if who != PERSON and who not in LEVELS:
                raise ValueError(f"a player is 'person' or a level ({', '.join(LEVELS)}), not {who!r}")
        if clock_ms is not None and clock_ms <= 0:
            raise ValueError(f"the clock must be positive, not {clock_ms} ms")
        board = Board(fen, rules) if fen is not None else Board(rules=rules)
        record = rec.Record(date or today(), board.rules, board.fen(), (black, white), clock_ms, seed)
        return cls(board, record)

    @classmethod
    def restored(cls, game: rec.Restored) -> "Session":
        session = cls(game.board, game.record, game.clocks)
        session.last = session._last_from_board()
        return session

    def _last_from_board(self) -> "Played | None":
        """The last move of the board's history, as :meth:`play` reported it."""
        if not self.board.move_stack:
            return None
        before = self.board.copy()
        move = before.pop()
        other = before.turn ^ 1
        return Played(move, before.turn, before.count(other) - self.board.count(other))

    # ---------------------------------------------------------------- queries
    @property
    def turn(self) -> int:
        return self.board.turn

    @property
    def outcome(self) -> "Outcome | None":
        return self.board.outcome()

    @property
    def game_over(self) -> bool:
        return self.board.is_game_over()

    def is_computer(self, colour: int) -> bool:
        return self.players[colour] != PERSON

    def remaining(self, colour: int) -> "int | None":
        """``colour``'s time left at the start of this turn, in ms (None without a clock)."""
        return None if self.clocks is None else self.clocks[-1][colour]

    @property
    def can_undo(self) -> bool:
        return bool(self._undo_count())

    # --------------------------------------------------------------- changing
    def _changed(self) -> None:
        for listener in self.listeners:
            listener(self.record)

    def play(self, move: "Move | str", used_ms: int = 0) -> "Played | None":
        """Play ``move`` for the side to move after ``used_ms`` of thought.

        Raises the board's AtaxxError (state unchanged) for a move that is not
        a move or not legal. Returns None when the clock had already run out:
        the mover loses on time instead.
        """
        b = self.board
        colour = b.turn
        parsed = Move.parse(move) if isinstance(move, str) else move
        if self.clocks is not None and used_ms >= self.clocks[-1][colour] and not b.is_game_over():
            self.time_out(colour)
            return None
        other = WHITE if colour == BLACK else BLACK
        before = b.count(other)
        played = b.push(parsed)
        clocks = None
        if self.clocks is not None:
            now = list(self.clocks[-1])
            now[colour] -= max(0, used_ms)
            clocks = (now[0], now[1])
            self.clocks.append(clocks)
        self.record = self.record.with_ply(rec.Ply(str(played), clocks))
        if b.is_game_over():
            self.record = self.record.with_result(b.outcome())
        self.last = Played(played, colour, before - b.count(other))
        self._changed()
        return self.last

    def time_out(self, colour: int) -> None:
        """``colour``'s clock ran out: that player loses (ending 2)."""
        if self.clocks is not None:
            now = list(self.clocks[-1])
            now[colour] = 0
            self.clocks[-1] = (now[0], now[1])
        self.board.lose_on_time(colour)
        self.record = self.record.with_result(self.board.outcome())
        self._changed()

    def resign(self, colour: "int | None" = None) -> None:
        """``colour`` (default: the side to move) yields the game."""
        self.board.resign(self.board.turn if colour is None else colour)
        self.record = self.record.with_result(self.board.outcome())
        self._changed()

    def _undo_count(self) -> int:
        """How many plies undo takes back: one, or back to a person's turn when a computer plays."""
        n = len(self.board.move_stack)
        colour = self.board.turn
        for k in range(1, n + 1):
            colour ^= 1                 # who made the k-th last ply
            if not self.is_computer(colour):
                return k
        return 0

    def undo(self) -> list[Move]:
        """Take back the last move (against the computer: back to the person's last move).

        The clocks go back to what they were before it. [] if there is nothing to take back.
        """
        if self.board.conceded is not None:
            return []
        n = self._undo_count()
        taken = [self.board.pop() for _ in range(n)]
        if self.clocks is not None and n:
            del self.clocks[len(self.clocks) - n:]
        if n:
            self.record = self.record.without_plies(n)
            self.last = self._last_from_board()
            self._changed()
        return taken

    # --------------------------------------------------------------- computer
    def computer_move(self, used_ms: int = 0) -> Move:
        """The computer's choice for the side to move (not played). Randomness: seed and ply number."""
        colour = self.board.turn
        level = self.players[colour]
        player = self._computers.get(colour)
        if player is None:
            player = self._computers[colour] = ComputerPlayer(level, random.Random())
        player.rng.seed(f"{self.record.seed}:{len(self.board.move_stack)}")
        left = self.remaining(colour)
        return player.choose(self.board.copy(), None if left is None else max(0, left - used_ms))
