"""A game in progress: the board, the two players, where throws come from, and who listens.

:class:`GameSession` is the controller between the rules engine and whatever
drives a game (the terminal loop, a test, a computer player, a replay).  It
does no terminal I/O.  Things that must follow every change (autosave, a
record, a display) register a listener and receive :class:`GameEvent` values.

Throws: a scripted sequence (``--dice 146,335,222``) is used first, one per
turn in turn order; after it runs out, the player to move throws from their
own cup.  The cups are seeded ``Dice(f"{seed}-I")`` and ``Dice(f"{seed}-II")``
so one seed reproduces a whole game.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Callable

from board import PLAYER_I, PLAYER_II, START_NOTATION, Board, IllegalMoveError, Move, Rules
from dice import Dice, ScriptedThrows, Throw
from player import Player


@dataclass(frozen=True)
class GameEvent:
    """Something that happened in a session, after it happened.

    ``kind`` is one of:

    * ``"roll"``: ``seat`` threw ``throw`` (``scripted`` True if it came from ``--dice``);
    * ``"play"``: ``seat`` played ``move`` (``ends_turn`` True if the turn passed to the other seat);
    * ``"undo"``: ``seat`` took back ``move`` (the dice stay thrown);
    * ``"end"``: the game is over; ``seat`` is the winner, ``move`` the last action
      (``Move("yield")`` when the loser gave up).

    ``notation`` is the position after the event; ``turn`` the number of the turn (1 = first throw).
    """

    kind: str
    seat: int
    turn: int
    notation: str
    throw: Throw | None = None
    move: Move | None = None
    scripted: bool = False
    ends_turn: bool = False


Listener = Callable[[GameEvent], None]


def first_seat(choice: str, seed: int | str) -> int:
    """Seat that moves first: ``"I"``, ``"II"``, or ``"random"`` (drawn reproducibly from the seed)."""
    if choice == "I":
        return PLAYER_I
    if choice == "II":
        return PLAYER_II
    if choice == "random":
        return random.Random(f"{seed}-first").randrange(2)
    raise ValueError(f"first player must be I, II or random, not {choice!r}")


def new_seed() -> int:
    """A fresh seed for a game started without ``--seed`` (the session keeps it for the record)."""
    return random.SystemRandom().randrange(10**9)


@dataclass
class GameSession:
    """One game: ``board``, ``players`` (seat 0 and 1), the throw source and the listeners.

    Build it with :meth:`new`; the attributes are public so a record can be
    written from them (``seed``, ``first``, ``names``, ``board.rules``).
    """

    board: Board
    players: tuple[Player, Player]
    seed: int | str
    first: int
    script: ScriptedThrows | None = None
    listeners: list[Listener] = field(default_factory=list)
    turns: int = 0                                  # throws so far
    turns_by: list[int] = field(default_factory=lambda: [0, 0])
    _turn_moves: list[Move] = field(default_factory=list)   # actions since the last throw

    @classmethod
    def new(cls, rules: Rules, names: tuple[str, str], seed: int | str,
            first: str | int = "I", script: ScriptedThrows | None = None) -> "GameSession":
        """A game at the start: cups seeded from ``seed``, ``first`` is ``"I"``, ``"II"``, ``"random"`` or a seat."""
        seat = first if isinstance(first, int) else first_seat(first, seed)
        if seat not in (PLAYER_I, PLAYER_II):
            raise ValueError(f"first seat must be 0 or 1, not {seat!r}")
        if seat == PLAYER_I:
            board = Board(rules)
        else:
            start = START_NOTATION.replace(" I ", " II ").replace("15/0/0", f"{rules.stones}/0/0")
            board = Board.from_notation(start, rules)
        players = (Player(names[0], PLAYER_I, Dice(f"{seed}-I")),
                   Player(names[1], PLAYER_II, Dice(f"{seed}-II")))
        return cls(board, players, seed, seat, script)

    @classmethod
    def restored(cls, board: Board, players: tuple[Player, Player], seed: int | str, first: int,
                 script: ScriptedThrows | None, turns: int, turns_by: tuple[int, int],
                 turn_moves: list[Move] | tuple[Move, ...] = ()) -> "GameSession":
        """A session resumed from a record: the replayed ``board``, players with restored cups,
        the script where it stood, the turn counts, and the actions of the turn in progress
        (those :meth:`undo_in_turn` may still take back)."""
        return cls(board, players, seed, first, script, turns=turns, turns_by=list(turns_by),
                   _turn_moves=list(turn_moves))

    # ------------------------------------------------------------ queries
    @property
    def current(self) -> Player:
        """The player whose turn it is (or who won, once the game is over)."""
        if self.board.winner is not None:
            return self.players[self.board.winner]
        return self.players[self.board.turn]

    @property
    def needs_throw(self) -> bool:
        """True at the start of a turn: the player to move has not thrown yet."""
        return self.board.winner is None and not self.board.dice

    @property
    def can_undo(self) -> bool:
        """Whether :meth:`undo_in_turn` has an action of the current turn to take back.

        The last action of a turn (which hands the turn over) can be taken back
        until the next throw.
        """
        return bool(self._turn_moves) and self.board.can_undo and self.board.winner is None

    @property
    def winner(self) -> Player | None:
        return None if self.board.winner is None else self.players[self.board.winner]

    # ------------------------------------------------------------ actions
    def throw(self) -> Throw:
        """Throw for the player to move (the script first, then their own cup) and start the turn."""
        if self.board.winner is not None:
            raise IllegalMoveError("roll", "game_over", "the game is over")
        if self.board.dice:
            raise IllegalMoveError("roll", "already_thrown", "the dice are already thrown")
        seat = self.board.turn
        scripted = self.script.next() if self.script is not None else None
        dice = scripted if scripted is not None else self.players[seat].dice.throw()
        self.board.roll(dice)
        self.turns += 1
        self.turns_by[seat] += 1
        self._turn_moves = []
        self._emit(GameEvent("roll", seat, self.turns, self.board.notation(), throw=tuple(dice),
                             scripted=scripted is not None))
        return dice

    def play(self, action: str | Move) -> Move:
        """Play command text or a Move for the player to move; the engine's errors pass through unchanged."""
        seat = self.board.turn
        move = self.board.play(action)
        if move.kind == "yield":
            self._turn_moves = []
        else:
            self._turn_moves.append(move)
        ends_turn = self.board.winner is None and self.board.turn != seat
        self._emit(GameEvent("play", seat, self.turns, self.board.notation(), move=move,
                             ends_turn=ends_turn))
        if self.board.winner is not None:
            self._turn_moves = []
            self._emit(GameEvent("end", self.board.winner, self.turns, self.board.notation(), move=move))
        return move

    def undo_in_turn(self) -> Move:
        """Take back the last action of the current turn; the dice stay as thrown.

        Raises IndexError when there is nothing to take back in this turn.
        """
        if not self.can_undo:
            raise IndexError("nothing to take back in this turn")
        move = self._turn_moves.pop()
        self.board.undo()
        self._emit(GameEvent("undo", self.board.turn, self.turns, self.board.notation(), move=move))
        return move

    def _emit(self, event: GameEvent) -> None:
        for listener in list(self.listeners):
            listener(event)

    # ------------------------------------------------------------ summary
    def summary(self) -> dict[str, object]:
        """Figures for the end screen: turns in all and per seat, captures, pieces borne off."""
        b = self.board
        return {
            "turns": self.turns,
            "turns_by": tuple(self.turns_by),
            "captures": (b.captures(PLAYER_I), b.captures(PLAYER_II)),
            "borne_off": (b.borne_off(PLAYER_I), b.borne_off(PLAYER_II)),
        }
