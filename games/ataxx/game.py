"""Ataxx behind the framework's game protocol: the bitboard engine as the session drives it.

Why an adapter: ``games.ataxx.board.Board`` keeps its python-chess style API
(``push``/``pop``/``fen``); this class maps it onto
:class:`framework.core.game.Game` and says what each move turned over, so the
session, the record and the terminal loop treat Ataxx like every other game.
"""
from __future__ import annotations

from framework.core.arguments import check_choice, check_int, check_seat, check_str
from framework.core.errors import IllegalActionError
from framework.core.game import Effect, Outcome, Played, WithoutDice, check_concession, check_instance
from framework.core.session import Setup
from games.ataxx.board import ADJACENT, BLACK, PASS, STARTING_FEN, Board, Move, Rules, square_name

__all__ = ["AtaxxGame", "SQUARES", "rules_of"]

#: The squares of the 7x7 board, 0 (a1) to 48 (g7).
SQUARES = len(ADJACENT)


def rules_of(setup) -> str:
    """The rule set a setup names (its ``rules`` option, checked here; the engine knows the names)."""
    check_instance("setup", setup, Setup, "a Setup")
    rules = setup.option("rules", Rules.ITPW.value)
    return check_choice("rules", rules.value if isinstance(rules, Rules) else rules, [r.value for r in Rules])


class AtaxxGame(WithoutDice):
    """A game of Ataxx: ``board`` is the engine's :class:`games.ataxx.board.Board`."""

    dice = 0

    def __init__(self, board: Board) -> None:
        self.board = check_instance("board", board, Board, "an Ataxx Board")

    @classmethod
    def new(cls, setup) -> "AtaxxGame":
        """The position a setup starts from (its ``start`` FEN under its ``rules``)."""
        rules = rules_of(setup)
        return cls(Board(check_str("start", setup.option("start", STARTING_FEN)), rules))

    def __repr__(self) -> str:
        return f"AtaxxGame({self.board!r})"

    def to_move(self) -> int:
        outcome = self.board.outcome()
        if outcome is not None and outcome.winner is not None:
            return outcome.winner
        return self.board.turn

    def legal_actions(self) -> list[Move]:
        return self.board.legal_moves()

    def parse_action(self, text: str) -> Move:
        return self.board.parse_move(check_str("text", text))

    def format_action(self, action: Move) -> str:
        return str(check_instance("action", action, Move, "an Ataxx Move"))

    def apply(self, action: Move | str) -> Played:
        check_instance("action", action, (Move, str), "an Ataxx Move or its text")
        b = self.board
        move = b.parse_move(action) if isinstance(action, str) else action
        seat = b.turn
        theirs = b.white if seat == BLACK else b.black
        played = b.push(move)
        flipped = theirs & ~(b.white if seat == BLACK else b.black)
        # at: the squares turned (a1 first), so a view marks them without recomputing the rules.
        at = tuple(square_name(sq) for sq in range(49) if flipped >> sq & 1)
        effects = (Effect("turned", at=at, count=len(at), detail=("jump" if played.is_jump else "clone",)),)
        return Played(seat, played, str(played), effects, True, played.source, played.target)

    def retract(self) -> None:
        self.board.pop()

    def outcome(self) -> Outcome | None:
        o = self.board.outcome()
        return None if o is None else Outcome(o.winner, o.termination.value)

    def concede(self, seat: int, reason: str = "yield") -> None:
        check_concession(seat, reason)
        if self.board.outcome() is not None:
            raise IllegalActionError("game_over", "the game is over")
        if reason == "time":
            self.board.lose_on_time(seat)
        else:
            self.board.resign(seat)

    def notation(self) -> str:
        return self.board.fen()

    def copy(self) -> "AtaxxGame":
        return AtaxxGame(self.board.copy())

    # ------------------------------------------- what the views and the loop ask
    def move_number(self) -> int:
        """The FEN's full move number (black's and white's move count as one)."""
        return self.board.fullmove_number

    def must_pass(self) -> bool:
        return self.board.legal_moves() == [PASS]

    def is_legal(self, action: object) -> bool:
        """A legal move in its canonical form (a clone by its target), as :meth:`legal_actions` lists it."""
        return isinstance(action, Move) and action.canonical() == action and self.board.is_legal(action)

    # ------------------------------------------------- what Ataxx's view shows
    def piece_at(self, sq: int) -> int | None:
        """The colour of the stone on ``sq`` (BLACK, WHITE), None for an empty or blocked square."""
        return self.board.piece_at(check_int("sq", sq, 0, SQUARES - 1))

    def is_blocked(self, sq: int) -> bool:
        return self.board.is_blocked(check_int("sq", sq, 0, SQUARES - 1))

    def pieces(self, colour: int) -> int:
        """How many stones ``colour`` has on the board."""
        return self.board.count(check_seat("colour", colour))
