"""Latrunculi behind the framework's game protocol: the engine as the session drives it.

Why an adapter: ``games.latrunculi.board.Board`` keeps the python-chess style
API the issue states (``push_notation``/``pop``/``fen``/``outcome``); this class
maps it onto :class:`framework.game.Game` and hands on what each move did (the
captures and any immobilised Duke, as the engine reports them), so the session,
the record and the terminal loop treat Latrunculi like every other game.

What the position alone cannot say is kept here: a player who gives up or
loses on time (:meth:`concede`), and a draw both players agreed. The agreed
draw is an action, ``draw``, played by the seat to move once the other seat
has accepted (the view asks): so the record keeps it as a body line and a
replay reaches the same ending. It is never among :meth:`legal_actions`: no
single player may end the game that way, and the computer never offers it.
"""
from __future__ import annotations

from framework.game import Effect, Outcome, Played, WithoutDice
from games.latrunculi.board import (
    IMMOBILISED, STARTING_FEN, STARTING_FEN_8X12, Board, IllegalMoveError, Move, parse_square, refusal, square,
    square_file, square_name, square_rank,
)

__all__ = ["LatrunculiGame", "DRAW", "AGREEMENT", "LAYOUTS", "start_fen"]

#: The action text of a draw both players agreed, and the ending it gives.
DRAW = "draw"
AGREEMENT = "agreement"
#: The layouts of the setup option ``layout``: the start position of each.
LAYOUTS = {"8x8": STARTING_FEN, "8x12": STARTING_FEN_8X12}


def start_fen(setup) -> str:
    """The FEN a setup starts from: its ``start`` if given, else its layout's start."""
    start = str(setup.option("start", "") or "")
    return start or LAYOUTS[str(setup.option("layout", "8x8"))]


class LatrunculiGame(WithoutDice):
    """A game of Latrunculi: ``board`` is the engine's :class:`games.latrunculi.board.Board`."""

    dice = 0

    def __init__(self, board: Board) -> None:
        self.board = board
        self.ended: Outcome | None = None       # a concession or an agreed draw (not in the position)

    @classmethod
    def new(cls, setup) -> "LatrunculiGame":
        """The position a setup starts from, under its capture limit (``capture_limit`` plies, 0: none)."""
        return cls(Board(start_fen(setup), capture_limit=int(setup.option("capture_limit", 0) or 0)))

    def __repr__(self) -> str:
        return f"LatrunculiGame({self.board!r})"

    def to_move(self) -> int:
        outcome = self.outcome()
        if outcome is not None and outcome.winner is not None:
            return outcome.winner
        return self.board.turn

    def legal_actions(self) -> list[Move]:
        return [] if self.ended is not None else self.board.legal_moves()

    def parse_action(self, text: str) -> "Move | str":
        """A move like ``e1e4`` (``e1-e4``, ``e1 e4``), checked against the position; or ``draw``."""
        if isinstance(text, str) and text.strip().lower() == DRAW:
            return DRAW
        self._check_open(text)
        return self.board.parse_move(text)

    def format_action(self, action: "Move | str") -> str:
        return DRAW if action == DRAW else str(action)

    def _check_open(self, text: object) -> None:
        if self.ended is not None:
            raise IllegalMoveError("game_over", f"{text}: the game is over ({self.ended.reason})",
                                   move=str(text), reason=self.ended.reason)

    def apply(self, action: "Move | str") -> Played:
        b = self.board
        seat = b.turn
        if isinstance(action, str):
            action = self.parse_action(action)
        self._check_open(action)
        if action == DRAW:
            if b.outcome() is not None:
                raise IllegalMoveError("game_over", "draw: the game is over", move=DRAW, reason=b.outcome().reason)
            self.ended = Outcome(None, AGREEMENT)
            return Played(seat, DRAW, DRAW, (Effect(AGREEMENT),), True)
        effects = b.push(action)
        move = b.peek()
        out = []
        for c in effects.captures:
            flankers = () if c.reason == IMMOBILISED else tuple(square_name(s) for s in c.by)
            out.append(Effect("capture", square_name(c.square), 1, (c.reason,) + flankers))
        for colour in effects.immobilised_dukes:
            out.append(Effect("duke_immobilised", square_name(b.duke(colour)), 1, (colour,)))
        return Played(seat, move, str(move), tuple(out), True, square_name(move.source), square_name(move.target))

    def retract(self) -> None:
        if self.ended is not None and self.ended.reason == AGREEMENT:
            self.ended = None
            return
        self.board.pop()

    def outcome(self) -> Outcome | None:
        if self.ended is not None:
            return self.ended
        o = self.board.outcome()
        return None if o is None else Outcome(o.winner, o.reason)

    def concede(self, seat: int, reason: str = "yield") -> None:
        """``seat`` gives up (``yield``) or loses on time (``time``): the other seat wins."""
        if self.outcome() is not None:
            raise IllegalMoveError("game_over", "the game is over", move="", reason=self.outcome().reason)
        self.ended = Outcome(1 - seat, "time" if reason == "time" else "yield")

    def notation(self) -> str:
        return self.board.fen()

    def copy(self) -> "LatrunculiGame":
        twin = LatrunculiGame(self.board.copy())
        twin.ended = self.ended
        return twin

    # ------------------------------------------- what the views and the loop ask
    def move_number(self) -> int:
        """The FEN's full move number (White's and Black's move count as one)."""
        return self.board.fullmove_number

    def must_pass(self) -> bool:
        return False                    # Latrunculi has no pass: a player without a move loses

    def is_legal(self, action: object) -> bool:
        return self.ended is None and isinstance(action, Move) and self.board.is_legal(action)

    # --------------------------------------------- what Latrunculi's view shows
    def position(self):
        """The position as the engine's immutable value (what render.board_lines draws)."""
        return self.board.state

    def piece_at(self, sq: int):
        """The piece on ``sq`` (its ``colour`` and whether it is the ``duke``), None if empty."""
        return self.board.piece_at(sq)

    def pieces(self, colour: int) -> int:
        """How many pieces ``colour`` has (its men and its Duke)."""
        return len(self.board.men(colour))

    @property
    def capture_limit(self) -> int:
        """Plies without a capture that end the game drawn (0: no limit)."""
        return self.board.capture_limit

    @property
    def plies_since_capture(self) -> int:
        return self.board.plies_since_capture

    def read_square(self, text: str) -> int:
        """The square typed as ``text`` (``e4``), to select a piece or name its target; the engine's
        ValueError (its code and message) if it is none. The view reads no square itself."""
        return parse_square(text)

    def move_from(self, sq: int, text: str) -> str:
        """The move text of the selected piece on ``sq`` to the square typed as ``text`` (``e1`` + ``e4``):
        the view hands it to the loop, and :meth:`parse_action` reads it with the engine's refusals."""
        return square_name(sq) + square_name(parse_square(text))

    def selection_refusal(self, sq: int) -> "IllegalMoveError | None":
        """Why the piece on ``sq`` cannot be picked up to move (the engine's refusal), None if it can: a
        piece of the mover's that has somewhere to go."""
        error = refusal(self.board.state, Move(sq, sq))
        return None if error is None or error.code == "zero_length" else error

    def reach(self, sq: int) -> int:
        """The squares the piece on ``sq`` can reach (a bitboard): rook steps over empty squares."""
        state = self.board.state
        g, empty = state.geometry, state.empty
        out = 0
        for df, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            f, r = square_file(sq) + df, square_rank(sq) + dr
            while 0 <= f < g.width and 0 <= r < g.height and empty >> square(f, r) & 1:
                out |= 1 << square(f, r)
                f, r = f + df, r + dr
        return out
