"""Long Nardy behind the framework's game protocol: the engine (board.py) and match play.

Why an adapter: ``games.nardy.board.Board`` keeps the API its issue states
(``roll``/``legal_turns``/``play``/``undo``/``notation``); this class maps it
onto :class:`framework.core.game.Game`, says what each checker move did, and keeps
the match: games to ``match`` points (mars counts 2), the previous game's
winner starting the next one as player 1 (black, head on 24).

Seats and colours: the seat that moves first in a game plays player 1 (black,
from 24); the other plays player -1 (white, from 12). ``setup.first`` is the
seat that won the opening throw (see :mod:`games.nardy.opening`).

One action is one checker move by one die (``24/18``, ``13/off``) or ``pass``
when the throw cannot be used at all. A typed line may hold more, as backgammon
players write it (``24/13``: one checker over both dice, ``24/18(2)``, ``24-18``):
:meth:`NardyGame.split_line` turns it into one-die actions with the engine's
``Board.expand``, so the record and the undo keep one die per action. :meth:`retract` can take back any action since
the last throw, also the one that ended a turn or a game (the session's
``"turn"`` undo policy needs that), so the adapter keeps a snapshot per action.
"""
from __future__ import annotations

import re
from typing import Sequence

from framework.core.arguments import ArgumentTypeError, check_bool, check_choice, check_int, check_seat, check_str
from framework.core.errors import GameError, IllegalActionError
from framework.core.game import Effect, Outcome, Played, WithDice, check_concession, check_instance, check_throw
from framework.core.numbers import is_number
from framework.core.session import Setup
from framework.lang.words import PASS as PASS_WORDS
from games.nardy.board import OFF, PASS, PASS_MOVE, Board, InvalidMoveError, Move, PositionError, parse_word

__all__ = ["NardyGame", "MATCH_LENGTHS", "PLAYERS", "MARS", "OYN", "YIELD", "TIME"]

#: A word that begins like a checker move (a point, then / or -).
_MOVE_LIKE = re.compile(r"\d{1,2}\s*[/-]")

MARS, OYN, YIELD, TIME = "mars", "oyn", "yield", "time"
#: Match lengths offered (points to win); 1 is a single game.
MATCH_LENGTHS = (1, 3, 5, 7)
#: The engine's players: 1 black (from 24), -1 white (from 12).
PLAYERS = (1, -1)


class NardyGame(WithDice):
    """A match of Long Nardy: ``board`` is the current game, ``black`` the seat playing player 1 in it."""

    dice = 2

    def __init__(self, board: Board, black: int = 0, match: int = 1, score: tuple[int, int] = (0, 0)) -> None:
        self.board = check_instance("board", board, Board, "a Long Nardy Board")
        self.black = check_seat("black", black)
        self.match = check_choice("match", match, MATCH_LENGTHS)
        if not isinstance(score, tuple) or len(score) != 2:
            raise ArgumentTypeError("score", score, "a pair of points (a tuple)")
        for points in score:
            check_int("score", points, 0, match + 1)      # a finished match's: a mars may pass the length
        self.score = score
        self.games = 1
        self._outcome: Outcome | None = None
        self._last: Outcome | None = None      # how the previous game of the match ended
        self._undo: list[tuple] = []
        self.throws = 0                        # throws in the current game (the move number of the header)

    @classmethod
    def new(cls, setup) -> "NardyGame":
        """The start of a match set up by ``setup``: ``match`` points (option), ``first`` plays black."""
        check_instance("setup", setup, Setup, "a Setup")
        for switch in ("sports", "fixed_board"):          # the spec's and the view's, checked as the game starts
            check_bool(switch, setup.option(switch, False))
        return cls(Board(), setup.first, check_choice("match", setup.option("match", 1), MATCH_LENGTHS))

    def __repr__(self) -> str:
        return f"NardyGame({self.notation()!r})"

    # ------------------------------------------------------------ seats
    def seat_of(self, player: int) -> int:
        """The seat playing ``player`` (1 black, -1 white) in the current game."""
        return self.black if check_choice("player", player, PLAYERS) == 1 else 1 - self.black

    def player_of(self, seat: int) -> int:
        return 1 if check_seat("seat", seat) == self.black else -1

    # ------------------------------------------------------------ queries
    def to_move(self) -> int:
        if self._outcome is not None:
            return self._outcome.winner
        return self.seat_of(self.board.turn)

    def needs_throw(self) -> bool:
        return self._outcome is None and not self.board.dice

    def unused_dice(self) -> tuple[int, ...]:
        return self.board.dice

    def legal_actions(self) -> list[Move]:
        if self._outcome is not None or not self.board.dice:
            return []
        return self.board.legal_moves() or [PASS_MOVE]

    def parse_action(self, text: str) -> Move:
        """``pass`` or one checker move by one die (``24/18``, ``24-18``, ``13/off``). A move of one
        checker over several dice (``18/9``) or a repeat (``24/18(2)``) is played from a typed line
        (:meth:`split_line` gives its one-die moves); alone it is refused with the reason."""
        if check_str("text", text) in PASS_WORDS:
            return PASS_MOVE
        legs, count = parse_word(text)
        if len(legs) == 1 and count == 1:
            return legs[0]                  # the board checks the dice (and says how to play it if it takes several)
        moves = self.board.expand(text)     # refused here with the reason
        if len(moves) == 1:
            return moves[0]
        shown = " ".join(map(str, moves))
        raise InvalidMoveError("several_moves", f"{text.strip()} is {len(moves)} moves: {shown}",
                               text=text.strip(), moves=shown)

    def format_action(self, action: Move) -> str:
        return check_instance("action", action, Move, "a Long Nardy Move").text()

    def outcome(self) -> Outcome | None:
        return self._outcome

    @property
    def last_game(self) -> Outcome | None:
        """How the previous game of the match ended (None in the first game)."""
        return self._last

    def notation(self) -> str:
        """The board's notation, then the match: ``match 1:0/3 black I``."""
        return (f"{self.board.notation()} match {self.score[0]}:{self.score[1]}/{self.match} "
                f"black {('I', 'II')[self.black]}")

    @classmethod
    def from_notation(cls, text: str) -> "NardyGame":
        """The match at ``text`` (:meth:`notation`); PositionError naming what is wrong."""
        if not isinstance(text, str):
            raise PositionError("not_text", f"a position must be text, not {type(text).__name__}")
        board_text, sep, match_text = text.partition(" match ")
        words = match_text.split()
        if not sep or len(words) != 3 or words[1] != "black" or words[2] not in ("I", "II"):
            raise PositionError("bad_match", f"{text[:60]!r} does not end like 'match 0:0/1 black I'")
        score, slash, length = words[0].partition("/")
        a, colon, b = score.partition(":")
        if not (slash and colon and all(is_number(x, 2) for x in (a, b, length))):
            raise PositionError("bad_match", f"{words[0]!r} is not a score like 0:0/1")
        if int(length) not in MATCH_LENGTHS or max(int(a), int(b)) >= int(length):
            raise PositionError("bad_match", f"{words[0]!r}: a match to {length} cannot stand at {a}:{b}")
        return cls(Board.from_notation(board_text), ("I", "II").index(words[2]), int(length), (int(a), int(b)))

    def copy(self) -> "NardyGame":
        other = NardyGame(self.board.copy(), self.black, self.match, self.score)
        other.games, other._outcome, other._last = self.games, self._outcome, self._last
        other._undo = list(self._undo)
        other.throws = self.throws
        return other

    # ------------------------------------------- what the views and the loop ask
    def must_pass(self) -> bool:
        return self.legal_actions() == [PASS_MOVE]

    def is_legal(self, action: object) -> bool:
        return action.__class__ is Move and action in self.legal_actions()

    #: How ``hint`` joins a turn's moves so that split_line reads them back.
    line_join = " "

    def split_line(self, text: str) -> list[str]:
        """A whole turn typed on one line (``24/18 18/13``), as backgammon players type it, in one-die
        moves' texts in order, each then read by :meth:`parse_action`: a checker over several dice
        (``18/9`` with 6-3: ``18/12 18/9`` or ``18/15 15/9``, whichever the rules allow), a repeat
        (``24/18(2)``, also ``24/18 (2)``), ``24-18`` as ``24/18``. Found on a copy: a move that cannot
        be played stays as typed, and so does everything after it (the loop, which plays a line whole or
        not at all, refuses the line with that move's reason). A line whose first word is not a move is
        one action (its refusal names the whole line)."""
        words: list[str] = []
        for word in check_str("text", text).split():
            if words and word.startswith("(") and not words[-1].endswith(")"):
                words[-1] += word           # ``24/18 (2)``
            else:
                words.append(word)
        if not words or not _MOVE_LIKE.match(words[0]):
            return [text]
        out: list[str] = []
        trial = self.copy()
        for n, word in enumerate(words):
            if word in PASS_WORDS or trial.outcome() is not None or trial.needs_throw():
                return out + words[n:]
            try:
                moves = trial.board.expand(word)
                for move in moves:
                    trial.apply(move)
            except GameError:
                return out + words[n:]
            out += map(str, moves)
        return out

    # ---------------------------------------------- what Long Nardy's view shows
    def points(self) -> list[int]:
        """The 24 points' counts, signed (positive black, negative white), as render draws them."""
        return self.board.points()

    def pips(self, player: int) -> int:
        return self.board.pips(check_choice("player", player, PLAYERS))

    def borne_off(self, player: int) -> int:
        return self.board.borne_off(check_choice("player", player, PLAYERS))

    def legal_turns(self) -> list[tuple[Move, ...]]:
        """The whole turns the rest of the throw allows ([()] when it allows nothing)."""
        return self.board.legal_turns()
    # ------------------------------------------------------------ changes
    def _state(self) -> tuple:
        return self.board.copy(), self.black, self.score, self.games, self._outcome, self._last, self.throws

    def roll(self, throw: Sequence[int]) -> None:
        if self._outcome is not None:
            raise IllegalActionError("game_over", "the game is over")
        self.board.roll(check_throw(throw, self.dice))
        self._undo = []
        self.throws += 1

    def apply(self, action: Move | str) -> Played:
        check_instance("action", action, (Move, str), "a Long Nardy Move or its text")
        if self._outcome is not None:
            raise IllegalActionError("game_over", "the game is over")
        board = self.board
        seat = self.to_move()
        player = board.turn
        if isinstance(action, str):
            action = self.parse_action(action)
        state = self._state()
        step = board.play(action)          # refuses without changing anything
        self._undo.append(state)
        if step is None:                   # a pass
            return Played(seat, PASS_MOVE, PASS, (Effect("pass", detail=board_dice(state[0])),), True)
        effects = []
        if step.bore_off:
            effects.append(Effect("bear_off", at=step.move.source, count=1))
        if step.left_head:
            effects.append(Effect("left_head", at=step.move.source))
        if board.winner is not None:
            points = board.game_points
            effects.append(Effect("game_won", count=points, detail=(MARS if points == 2 else OYN,)))
            self._end_game(seat, points)
        move = step.move
        target = "off" if move.target == OFF else move.target
        return Played(seat, move, str(move), tuple(effects), step.turn_over, move.source, target)

    def _end_game(self, seat: int, points: int) -> None:
        score = list(self.score)
        score[seat] += points
        self.score = (score[0], score[1])
        reason = MARS if points == 2 else OYN
        result = Outcome(seat, reason, points, (("score", f"{self.score[0]}:{self.score[1]}"),
                                                 ("games", self.games)))
        if self.score[seat] >= self.match:
            self._outcome = result
            return
        self._last = result
        self.games += 1
        self.board = Board()
        self.throws = 0
        self.black = seat                  # the winner starts the next game, from the head on 24

    def retract(self) -> None:
        if not self._undo:
            raise IndexError("no action since the throw to take back")
        board, self.black, self.score, self.games, self._outcome, self._last, self.throws = self._undo.pop()
        self.board = board

    def concede(self, seat: int, reason: str = YIELD) -> None:
        check_concession(seat, reason)
        if self._outcome is not None:
            raise IllegalActionError("game_over", "the game is over")
        winner = 1 - seat
        self._outcome = Outcome(winner, TIME if reason == TIME else YIELD, 1,
                                (("score", f"{self.score[0]}:{self.score[1]}"), ("games", self.games)))
        self._undo = []


def board_dice(board: Board) -> tuple[int, ...]:
    """The throw a board was given (for a pass's effect)."""
    return board.dice
