"""Latrunculi behind the framework's game protocol: the engine as the session drives it.

Why an adapter: ``games.latrunculi.board.Board`` keeps the python-chess style
API the issue states (``push_notation``/``pop``/``fen``/``outcome``); this class
maps it onto :class:`framework.core.game.Game` and hands on what each move did (the
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

from framework.core.arguments import ArgumentValueError, check_choice, check_int, check_seat, check_str
from framework.core.game import Effect, Outcome, Played, WithoutDice, check_concession, check_instance
from framework.core.session import Setup
from games.latrunculi.board import (
    DRAW,
    FILES, IMMOBILISED, MAX_CAPTURE_LIMIT, MAX_RANK_TEXT, STARTING_FEN, STARTING_FEN_8X12, Board, IllegalMoveError,
    Move, moves, parse_square, play, refusal, square, square_file, square_name, square_rank,
)

__all__ = ["LatrunculiGame", "AGREEMENT", "LAYOUTS", "LAST_SQUARE", "start_fen", "capture_limit_of"]

#: The ending a draw both players agreed gives (the draw itself is board.DRAW, a Move like any other action).
AGREEMENT = "agreement"
#: The layouts of the setup option ``layout``: the start position of each.
LAYOUTS = {"8x8": STARTING_FEN, "8x12": STARTING_FEN_8X12}
#: The last square number a name can spell (``z99``): what the square-taking methods accept.
LAST_SQUARE = square(len(FILES) - 1, MAX_RANK_TEXT - 1)


def start_fen(setup) -> str:
    """The FEN a setup starts from: its ``start`` if given, else its layout's start."""
    check_instance("setup", setup, Setup, "a Setup")
    start = setup.option("start", "")
    start = "" if start is None else check_str("start", start)
    return start or LAYOUTS[check_choice("layout", setup.option("layout", "8x8"), LAYOUTS)]


def capture_limit_of(setup) -> int:
    """A setup's capture limit (``capture_limit`` plies, 0 or missing: none), checked here."""
    check_instance("setup", setup, Setup, "a Setup")
    limit = setup.option("capture_limit", 0)
    return 0 if limit is None else check_int("capture_limit", limit, 0, MAX_CAPTURE_LIMIT)


class LatrunculiGame(WithoutDice):
    """A game of Latrunculi: ``board`` is the engine's :class:`games.latrunculi.board.Board`."""

    dice = 0

    def __init__(self, board: Board) -> None:
        self.board = check_instance("board", board, Board, "a Latrunculi Board")
        self.ended: Outcome | None = None       # a concession or an agreed draw (not in the position)

    @classmethod
    def new(cls, setup) -> "LatrunculiGame":
        """The position a setup starts from, under its capture limit (``capture_limit`` plies, 0: none)."""
        start = start_fen(setup)
        return cls(Board(start, capture_limit=capture_limit_of(setup)))

    def __repr__(self) -> str:
        return f"LatrunculiGame({self.board!r})"

    def to_move(self) -> int:
        outcome = self.outcome()
        if outcome is not None and outcome.winner is not None:
            return outcome.winner
        return self.board.turn

    def legal_actions(self) -> list[Move]:
        return [] if self.ended is not None else self.board.legal_moves()

    def parse_action(self, text: str) -> Move:
        """A move like ``e1e4`` (``e1-e4``, ``e1 e4``), checked against the position; or ``draw`` (DRAW)."""
        if check_str("text", text).strip().lower() == DRAW.text():
            return DRAW
        self._check_open(text)
        return self.board.parse_move(text)

    def format_action(self, action: Move) -> str:
        return check_instance("action", action, Move, "a Latrunculi Move (DRAW for a draw)").text()

    def _check_open(self, text: object) -> None:
        if self.ended is not None:
            raise IllegalMoveError("game_over", f"{text}: the game is over ({self.ended.reason})",
                                   move=str(text), reason=self.ended.reason)

    def apply(self, action: "Move | str") -> Played:
        check_instance("action", action, (Move, str), "a Latrunculi Move or its text")
        b = self.board
        seat = b.turn
        checked = isinstance(action, str)           # text is parsed as a legal move here, a Move checked by push
        if checked:
            action = self.parse_action(action)
        self._check_open(action)
        if action == DRAW:
            if b.outcome() is not None:
                raise IllegalMoveError("game_over", "draw: the game is over", move=DRAW.text(),
                                       reason=b.outcome().reason)
            self.ended = Outcome(None, AGREEMENT)
            return Played(seat, DRAW, DRAW.text(), (Effect(AGREEMENT),), True)
        effects = b._push_legal(action) if checked else b.push(action)
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
        check_concession(seat, reason)
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

    def opening_capture(self) -> "tuple[str, str] | None":
        """A move that takes a man by immobilisation here (a man's move first, in the engine's order) and
        the square of that man, for the first screen's note; None if there is none (the engine says what
        each move takes)."""
        state = self.board.state
        found = []
        for move in moves(state):
            _, effects = play(state, move)
            for capture in effects.captures:
                if capture.reason == IMMOBILISED:
                    found.append((state.piece_at(move.source).duke, str(move), square_name(capture.square)))
        if not found:
            return None
        _, move, taken = min(found, key=lambda f: f[0])
        return move, taken

    def piece_at(self, sq: int):
        """The piece on ``sq`` (its ``colour`` and whether it is the ``duke``), None if empty."""
        return self.board.piece_at(self._square(sq))

    def pieces(self, colour: int) -> int:
        """How many pieces ``colour`` has (its men and its Duke)."""
        return len(self.board.men(check_seat("colour", colour)))

    def _square(self, sq: object, on_board: bool = False) -> int:
        """``sq`` if it is a square a name can spell (``a1`` to ``z99``: the view asks about a square typed off
        the board, and hears None or the engine's ``off_board``), and on this board if ``on_board``."""
        check_int("sq", sq, 0, LAST_SQUARE)
        if on_board and not self.board.state.geometry.on_board(sq):
            raise ArgumentValueError("sq", sq, "a square of the board")
        if square_file(sq) >= len(FILES):
            raise ArgumentValueError("sq", sq, "a square a name can spell (a1 to z99)")
        return sq

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
        return parse_square(check_str("text", text))

    def move_from(self, sq: int, text: str) -> str:
        """The move text of the selected piece on ``sq`` to the square typed as ``text`` (``e1`` + ``e4``):
        the view hands it to the loop, and :meth:`parse_action` reads it with the engine's refusals."""
        return square_name(self._square(sq)) + square_name(self.read_square(text))

    def selection_refusal(self, sq: int) -> "IllegalMoveError | None":
        """Why the piece on ``sq`` cannot be picked up to move (the engine's refusal), None if it can: a
        piece of the mover's that has somewhere to go."""
        error = refusal(self.board.state, Move(self._square(sq), sq))
        return None if error is None or error.code == "zero_length" else error

    def reach(self, sq: int) -> int:
        """The squares the piece on ``sq`` can reach (a bitboard): rook steps over empty squares."""
        self._square(sq, on_board=True)
        state = self.board.state
        g, empty = state.geometry, state.empty
        out = 0
        for df, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            f, r = square_file(sq) + df, square_rank(sq) + dr
            while 0 <= f < g.width and 0 <= r < g.height and empty >> square(f, r) & 1:
                out |= 1 << square(f, r)
                f, r = f + df, r + dr
        return out
