"""Ataxx rules on bitboards held in Python integers.

Why bitboards: one int per colour makes move generation a few shifts and
masks, and perft/search can run on bare ints without allocating objects.

Squares are numbered ``rank * 7 + file``: a1 = 0, g1 = 6, a7 = 42, g7 = 48.
Two rule sets: ``itpw`` (the seed's contest rules: no passing, the player who
cannot move loses, threefold repetition and fifty jumps draw) and
``standard`` (python-ataxx / libataxx / UAI: pass with ``0000``, the game ends
when nobody can move, a half-move clock of 100 draws).

The core never prints; errors subclass ValueError and carry ``code`` and
``params`` so a message catalogue can say them in any language.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Iterator

from framework.core import errors as _errors
from framework.core.arguments import ArgumentTypeError, ArgumentValueError, check_int, check_str
from framework.core.numbers import NumberError, parse_number

BLACK, WHITE = 0, 1
COLOUR_NAMES = ("black", "white")
FILES = "abcdefg"
RANKS = "1234567"
FULL = (1 << 49) - 1
FILE_A = sum(1 << (r * 7) for r in range(7))
FILE_G = FILE_A << 6
NOT_A = FULL ^ FILE_A
NOT_G = FULL ^ FILE_G

STARTING_FEN = "x5o/7/7/7/7/7/o5x x 0 1"


def square(file: int, rank: int) -> int:
    """The square index of 0-based ``file`` and ``rank``."""
    check_int("file", file, 0, 6)
    check_int("rank", rank, 0, 6)
    return rank * 7 + file


def square_name(sq: int) -> str:
    check_int("sq", sq, 0, 48)
    return FILES[sq % 7] + RANKS[sq // 7]


def distance(a: int, b: int) -> int:
    """Chebyshev distance: 1 for a clone, 2 for a jump."""
    check_int("a", a, 0, 48)
    check_int("b", b, 0, 48)
    return max(abs(a % 7 - b % 7), abs(a // 7 - b // 7))


def _ring(sq: int, d: int) -> int:
    mask = 0
    for other in range(49):
        if distance(sq, other) == d:
            mask |= 1 << other
    return mask


#: ADJACENT[sq]: the eight neighbours (clone targets, flip zone).
ADJACENT = tuple(_ring(sq, 1) for sq in range(49))
#: RING[sq]: the sixteen squares exactly two away (jump targets).
RING = tuple(_ring(sq, 2) for sq in range(49))
#: Keyed by the single-bit int, for loops that peel bits off a bitboard.
ADJACENT_BY_BIT = {1 << sq: ADJACENT[sq] for sq in range(49)}
RING_BY_BIT = {1 << sq: RING[sq] for sq in range(49)}


def dilate(bb: int) -> int:
    """Every square at distance <= 1 from a square in ``bb``."""
    return _dilate(check_int("bb", bb, 0, FULL))


def _dilate(bb: int) -> int:
    """:func:`dilate` unchecked, for the board's and the search's own bitboards."""
    h = bb | ((bb << 1) & NOT_A) | ((bb >> 1) & NOT_G)
    return (h | (h << 7) | (h >> 7)) & FULL


def squares_of(bb: int) -> Iterator[int]:
    """The squares of a bitboard, lowest first."""
    check_int("bb", bb, 0, FULL)
    return _squares_of(bb)


def _squares_of(bb: int) -> Iterator[int]:
    while bb:
        low = bb & -bb
        yield low.bit_length() - 1
        bb ^= low


# --------------------------------------------------------------------------- errors


class AtaxxError(_errors.GameError):
    """Base of the Ataxx errors: ``code`` and ``params`` for message catalogues (framework/core/errors.py)."""


class InvalidMoveError(AtaxxError, _errors.InvalidActionError):
    """Move text that is not a move at all (syntax), whatever the position."""


class IllegalMoveError(AtaxxError, _errors.IllegalActionError):
    """A well-formed move that the rules forbid in this position."""


class InvalidFenError(AtaxxError, _errors.NotationError):
    """A position string that is not a valid Ataxx FEN."""


def parse_square(text: str) -> int:
    """``"c5"`` -> square index; InvalidMoveError if it is not a square a1..g7."""
    check_str("text", text)
    if len(text) != 2 or text[0].lower() not in FILES or text[1] not in RANKS:
        raise InvalidMoveError(
            "bad_square", f"{text!r} is not a square: use a file a-g and a rank 1-7, like c5", square=text
        )
    return square(FILES.index(text[0].lower()), RANKS.index(text[1]))


# --------------------------------------------------------------------------- rules, moves


class Rules(str, Enum):
    ITPW = "itpw"
    STANDARD = "standard"

    @classmethod
    def parse(cls, text: "str | Rules") -> "Rules":
        return cls(text)

    @classmethod
    def _missing_(cls, value: object) -> "Rules":
        if not isinstance(value, str):
            raise ArgumentTypeError("rules", value, "'itpw' or 'standard'")
        raise ArgumentValueError("rules", value, "'itpw' or 'standard' (unknown Ataxx rule set)")


@dataclass(frozen=True, slots=True)
class Move:
    """A move: a jump (source and target), a clone (target; source optional) or the pass.

    A clone onto a square is one move whichever stone it grows from, so the
    canonical clone has ``source=None`` (community notation ``b6``); a clone
    parsed from the seed's notation ``a7b6`` keeps its source so a board can
    check it, and :meth:`canonical` drops it. The pass is ``target == -1``.
    """

    target: int
    source: "int | None" = None

    def __post_init__(self) -> None:
        if self.target.__class__ is not int:
            raise ArgumentTypeError("target", self.target, "a square number 0..48 (-1: the pass)")
        if self.source is not None and self.source.__class__ is not int:
            raise ArgumentTypeError("source", self.source, "a square number 0..48 or None")
        if self.target == -1:
            if self.source is not None:
                raise InvalidMoveError("bad_pass", "the pass has no source square")
            return
        if not 0 <= self.target < 49:
            raise InvalidMoveError("bad_square", f"target {self.target!r} is not a square 0..48", square=self.target)
        if self.source is not None:
            if not 0 <= self.source < 49:
                raise InvalidMoveError("bad_square", f"source {self.source!r} is not a square 0..48", square=self.source)
            d = distance(self.source, self.target)
            if d == 0 or d > 2:
                text = square_name(self.source) + square_name(self.target)
                raise InvalidMoveError(
                    "bad_distance",
                    f"{text!r}: a move goes one square (clone) or two squares (jump) away, not {d}",
                    move=text,
                    distance=d,
                )

    @classmethod
    def parse(cls, text: str) -> "Move":
        """``a7c5`` jump, ``a7b6`` or ``b6`` clone, ``0000`` pass. Raises InvalidMoveError (ArgumentTypeError
        for a value that is not text)."""
        check_str("text", text)
        t = text.strip()
        if t == "0000":
            return PASS
        if len(t) == 2:
            return cls(parse_square(t))
        if len(t) == 4:
            try:
                src, dst = parse_square(t[:2]), parse_square(t[2:])
            except InvalidMoveError:
                pass
            else:
                return cls(dst, src)
        raise InvalidMoveError(
            "syntax",
            f"{text!r} is not a move: write source and target like a7c5 (or the target alone, b6, for a clone)",
            move=text,
        )

    @classmethod
    def clone(cls, target: int) -> "Move":
        return cls(target)

    @classmethod
    def jump(cls, source: int, target: int) -> "Move":
        return cls(target, source)

    @property
    def is_pass(self) -> bool:
        return self.target == -1

    @property
    def is_jump(self) -> bool:
        return self.source is not None and distance(self.source, self.target) == 2

    @property
    def is_clone(self) -> bool:
        return self.target != -1 and not self.is_jump

    def canonical(self) -> "Move":
        """The same move with a clone's source dropped."""
        return Move(self.target) if self.is_clone and self.source is not None else self

    def text(self) -> str:
        """The move's one text: ``a7c5`` jump, ``b6`` clone (``a7b6`` if it keeps its source), ``0000`` pass;
        :meth:`parse` reads it back."""
        if self.target == -1:
            return "0000"
        if self.source is None:
            return square_name(self.target)
        return square_name(self.source) + square_name(self.target)

    __str__ = text

    def __repr__(self) -> str:
        return f"Move.parse({self.text()!r})"


PASS = Move(-1)


# --------------------------------------------------------------------------- outcomes


class Termination(str, Enum):
    """Why a game ended; the value is a message code."""

    FULL_BOARD = "full_board"  # itpw (1) and standard: no empty square left
    TIME = "time"  # itpw (2): that player's time ran out
    NO_MOVES = "no_moves"  # itpw (3): empty squares remain, the player to move cannot move
    ONE_COLOUR = "one_colour"  # itpw (4) and standard: only one colour left
    REPETITION = "repetition"  # itpw (5): the same position, same side to move, third time
    FIFTY_JUMPS = "fifty_jumps"  # itpw (6): the last fifty plies were all jumps
    FIFTY_MOVES = "fifty_moves"  # standard: half-move clock reached 100
    BLOCKED = "blocked"  # standard: empty squares remain but neither side can reach them
    FORFEIT = "forfeit"  # outside the rules: a player program broke the protocol (arbiter)
    RESIGNATION = "resignation"  # outside the rules: a player yielded (hotseat)

    @classmethod
    def _missing_(cls, value: object) -> "Termination":
        if not isinstance(value, str):
            raise ArgumentTypeError("termination", value, "a Termination code (text)")
        raise ArgumentValueError("termination", value, "a Termination code")


@dataclass(frozen=True)
class Outcome:
    termination: Termination
    winner: "int | None"  # BLACK, WHITE or None for a draw

    def result(self) -> str:
        return {BLACK: "1-0", WHITE: "0-1", None: "1/2-1/2"}[self.winner]


def _count_winner(black: int, white: int) -> "int | None":
    nb, nw = black.bit_count(), white.bit_count()
    return BLACK if nb > nw else WHITE if nw > nb else None


# --------------------------------------------------------------------------- the board


@dataclass(frozen=True)
class _Undo:
    move: Move
    black: int
    white: int
    halfmove_clock: int
    fullmove_number: int


class Board:
    """An Ataxx position with its history (for pop and the repetition rule).

    ``Board()`` is the start position under the seed's ``itpw`` rules;
    ``Board(fen, rules="standard")`` for the community rules.
    """

    def __init__(self, fen: "str | None" = STARTING_FEN, rules: "Rules | str" = Rules.ITPW) -> None:
        if fen is not None:
            check_str("fen", fen)
        self.rules = Rules.parse(rules)
        self.black = self.white = self.blocked = 0
        self.turn = BLACK
        self.halfmove_clock = 0
        self.fullmove_number = 1
        self.move_stack: list[Move] = []
        self._stack: list[_Undo] = []
        self._seen: dict[tuple[int, int, int], int] = {}
        #: A loss decided outside the board (time, resignation): (termination, loser).
        self.conceded: "tuple[Termination, int] | None" = None
        self.starting_fen = STARTING_FEN
        self.set_fen(STARTING_FEN if fen is None else fen)

    # ----- positions

    def set_fen(self, fen: str) -> None:
        """Set the position from ``x5o/7/7/7/7/7/o5x x 0 1``; side, clocks optional."""
        check_str("fen", fen)
        text = fen.strip()
        if text == "startpos":
            text = STARTING_FEN
        parts = text.split()
        if not 1 <= len(parts) <= 4:
            raise InvalidFenError(
                "fen_fields", f"{fen!r}: expected 1 to 4 fields (board, side, half-move clock, move number)", fen=fen
            )
        ranks = parts[0].split("/")
        if len(ranks) != 7:
            raise InvalidFenError("fen_ranks", f"{fen!r}: expected 7 ranks separated by '/', got {len(ranks)}", fen=fen)
        black = white = blocked = 0
        for i, row in enumerate(ranks):
            rank = 6 - i
            file = 0
            for ch in row:
                if ch in "1234567":
                    file += int(ch)
                    continue
                if file >= 7:
                    file += 1  # too many squares: reported below
                    break
                bit = 1 << square(file, rank)
                if ch in "xXbB":
                    black |= bit
                elif ch in "oOwW":
                    white |= bit
                elif ch == "-":
                    blocked |= bit
                else:
                    raise InvalidFenError(
                        "fen_char",
                        f"{fen!r}: {ch!r} is not x (black), o (white), - (blocked) or a digit 1-7",
                        fen=fen,
                        char=ch,
                    )
                file += 1
            if file != 7:
                raise InvalidFenError(
                    "fen_rank_length", f"{fen!r}: rank {rank + 1} ({row!r}) does not describe 7 squares", fen=fen, rank=rank + 1
                )
        side = parts[1] if len(parts) > 1 else "x"
        if side not in ("x", "o", "b", "w", "X", "O", "B", "W"):
            raise InvalidFenError("fen_side", f"{fen!r}: side to move {side!r} must be x (black) or o (white)", fen=fen)
        numbers = []
        for code, name, value, low in (("fen_halfmove_clock", "half-move clock", parts[2] if len(parts) > 2 else "0", 0),
                                       ("fen_move_number", "move number", parts[3] if len(parts) > 3 else "1", 1)):
            try:
                numbers.append(parse_number(value, low))
            except NumberError:
                raise InvalidFenError(      # one code per field: the catalogues name the field in their words
                    code, f"{fen!r}: the {name} {value!r} must be a whole number >= {low}", fen=fen, field=name
                ) from None
        self.black, self.white, self.blocked = black, white, blocked
        self.turn = BLACK if side in "xXbB" else WHITE
        self.halfmove_clock, self.fullmove_number = numbers
        self.move_stack.clear()
        self._stack.clear()
        self._seen = {self._key(): 1}
        self.conceded = None
        self.starting_fen = self.fen()

    @classmethod
    def from_fen(cls, fen: str, rules: "Rules | str" = Rules.ITPW) -> "Board":
        return cls(fen, rules)

    def board_fen(self) -> str:
        rows = []
        for rank in range(6, -1, -1):
            row, run = "", 0
            for file in range(7):
                bit = 1 << square(file, rank)
                ch = "x" if self.black & bit else "o" if self.white & bit else "-" if self.blocked & bit else ""
                if not ch:
                    run += 1
                    continue
                if run:
                    row += str(run)
                    run = 0
                row += ch
            if run:
                row += str(run)
            rows.append(row)
        return "/".join(rows)

    def fen(self) -> str:
        side = "x" if self.turn == BLACK else "o"
        return f"{self.board_fen()} {side} {self.halfmove_clock} {self.fullmove_number}"

    def copy(self) -> "Board":
        b = Board.__new__(Board)
        b.rules, b.black, b.white, b.blocked = self.rules, self.black, self.white, self.blocked
        b.turn, b.halfmove_clock, b.fullmove_number = self.turn, self.halfmove_clock, self.fullmove_number
        b.move_stack, b._stack, b._seen = list(self.move_stack), list(self._stack), dict(self._seen)
        b.conceded, b.starting_fen = self.conceded, self.starting_fen
        return b

    def __repr__(self) -> str:
        return f"Board({self.fen()!r}, rules={self.rules.value!r})"

    def __str__(self) -> str:
        lines = []
        for rank in range(6, -1, -1):
            cells = []
            for file in range(7):
                bit = 1 << square(file, rank)
                cells.append("x" if self.black & bit else "o" if self.white & bit else "-" if self.blocked & bit else ".")
            lines.append(f"{rank + 1} " + " ".join(cells))
        lines.append("  " + " ".join(FILES))
        return "\n".join(lines)

    # ----- queries

    def _key(self) -> tuple[int, int, int]:
        return (self.black, self.white, self.turn)

    def stones(self, colour: int) -> int:
        """The bitboard of ``colour``'s stones."""
        check_int("colour", colour, 0, 1)
        return self.black if colour == BLACK else self.white

    def count(self, colour: int) -> int:
        return self.stones(colour).bit_count()

    @property
    def empty(self) -> int:
        return FULL ^ self.black ^ self.white ^ self.blocked

    def piece_at(self, sq: int) -> "int | None":
        check_int("sq", sq, 0, 48)
        bit = 1 << sq
        return BLACK if self.black & bit else WHITE if self.white & bit else None

    def is_blocked(self, sq: int) -> bool:
        check_int("sq", sq, 0, 48)
        return bool(self.blocked >> sq & 1)

    def _can_move(self, colour: int) -> bool:
        """Has ``colour`` any clone or jump (ignoring whether the game is over)?"""
        return bool(_dilate(_dilate(self.stones(colour))) & self.empty)

    def repetitions(self) -> int:
        """How many times the current position (with this side to move) has occurred."""
        return self._seen.get(self._key(), 0)

    def outcome(self) -> "Outcome | None":
        """The ending if the game is over in this position, else None."""
        if self.conceded is not None:
            termination, loser = self.conceded
            return Outcome(termination, 1 - loser)
        black, white, empty = self.black, self.white, self.empty
        if self.rules is Rules.STANDARD:
            # python-ataxx's result(): nobody can move (a full board included) counts stones first.
            if not empty & _dilate(_dilate(black | white)):
                return Outcome(Termination.FULL_BOARD if not empty else Termination.BLOCKED, _count_winner(black, white))
            if not black or not white:
                return Outcome(Termination.ONE_COLOUR, _count_winner(black, white))
            if self.halfmove_clock >= 100:
                return Outcome(Termination.FIFTY_MOVES, None)
            return None
        if not black or not white:
            return Outcome(Termination.ONE_COLOUR, _count_winner(black, white))
        if not empty:
            return Outcome(Termination.FULL_BOARD, _count_winner(black, white))
        if not self._can_move(self.turn):
            return Outcome(Termination.NO_MOVES, 1 - self.turn)
        if self.repetitions() >= 3:
            return Outcome(Termination.REPETITION, None)
        if self.halfmove_clock >= 50:
            return Outcome(Termination.FIFTY_JUMPS, None)
        return None

    def is_game_over(self) -> bool:
        return self.outcome() is not None

    def result(self) -> str:
        """``1-0`` black won, ``0-1`` white won, ``1/2-1/2`` draw, ``*`` still playing."""
        o = self.outcome()
        return "*" if o is None else o.result()

    def lose_on_time(self, colour: int) -> None:
        """Record ending (2): ``colour``'s time ran out. Clocks live outside the rules."""
        check_int("colour", colour, 0, 1)
        self.conceded = (Termination.TIME, colour)

    def resign(self, colour: int) -> None:
        """Record that ``colour`` yielded the game."""
        check_int("colour", colour, 0, 1)
        self.conceded = (Termination.RESIGNATION, colour)

    @classmethod
    def from_moves(cls, starting_fen: str, moves: "list[str]", rules: "Rules | str" = Rules.ITPW) -> "Board":
        """Replay a saved game (keeps the history the repetition rule needs)."""
        if not isinstance(moves, (list, tuple)):
            raise ArgumentTypeError("moves", moves, "a list of moves as text")
        for text in moves:
            check_str("moves", text)
        board = cls(starting_fen, rules)
        for text in moves:
            board.push_notation(text)
        return board

    def legal_moves(self) -> list[Move]:
        """Canonical moves: clones by target (one per square), then jumps; [PASS] if forced."""
        if self.is_game_over():
            return []
        own = self.black if self.turn == BLACK else self.white
        empty = self.empty
        moves = [Move(t) for t in _squares_of(_dilate(own) & empty)]
        for s in _squares_of(own):
            moves.extend(Move(t, s) for t in _squares_of(RING[s] & empty))
        if not moves:
            return [PASS]  # standard only: itpw would have ended the game (no_moves)
        return moves

    def _check(self, move: Move) -> Move:
        """The canonical form of ``move`` if it is legal here; IllegalMoveError says why not.

        TypeError, before anything changes, for a value that is not a Move at all.
        """
        if not isinstance(move, Move):
            raise ArgumentTypeError("move", move, "a Move (push takes a Move; text goes through push_notation "
                                                  "or parse_move)")
        if self.is_game_over():
            raise IllegalMoveError("game_over", f"{move}: the game is over ({self.result()})", move=str(move))
        own = self.black if self.turn == BLACK else self.white
        empty = self.empty
        if move.is_pass:
            if self.rules is Rules.ITPW:
                raise IllegalMoveError("no_pass", "passing (0000) is not allowed under these rules", move="0000")
            if self._can_move(self.turn):
                raise IllegalMoveError("cannot_pass", "you may pass (0000) only when you have no move", move="0000")
            return move
        t = move.target
        name = square_name(t)
        if not empty >> t & 1:
            code = "blocked_square" if self.blocked >> t & 1 else "occupied"
            raise IllegalMoveError(code, f"{move}: the target {name} is not empty", move=str(move), square=name)
        if move.source is not None and not own >> move.source & 1:
            src = square_name(move.source)
            raise IllegalMoveError("not_yours", f"{move}: there is no stone of yours on {src}", move=str(move), square=src)
        if move.source is None and not ADJACENT[t] & own:
            raise IllegalMoveError(
                "no_neighbour", f"{move}: none of your stones is next to {name} to clone from", move=str(move), square=name
            )
        return move.canonical()

    def is_legal(self, move: Move) -> bool:
        try:
            self._check(move)
        except IllegalMoveError:
            return False
        return True

    def parse_move(self, text: str) -> Move:
        """Resolve move text in this position without playing it (canonical Move)."""
        return self._check(Move.parse(text))

    def simple_notation(self, move: Move) -> str:
        """The seed's notation, always source+target: a clone takes the lowest adjacent stone."""
        if not isinstance(move, Move):
            raise ArgumentTypeError("move", move, "a Move")
        if move.is_pass or move.source is not None:
            return str(move)
        own = self.black if self.turn == BLACK else self.white
        near = ADJACENT[move.target] & own
        if not near:
            raise IllegalMoveError(
                "no_neighbour", f"{move}: no stone of yours is next to {square_name(move.target)}", move=str(move)
            )
        return square_name((near & -near).bit_length() - 1) + square_name(move.target)

    # ----- making moves

    def push(self, move: Move) -> Move:
        """Play ``move`` (validated); returns its canonical form."""
        move = self._check(move)
        self._stack.append(_Undo(move, self.black, self.white, self.halfmove_clock, self.fullmove_number))
        self.move_stack.append(move)
        if not move.is_pass:
            own, opp = (self.black, self.white) if self.turn == BLACK else (self.white, self.black)
            t = move.target
            bit = 1 << t
            flips = ADJACENT[t] & opp
            own |= bit | flips
            opp ^= flips
            if move.source is None:
                self.halfmove_clock = 0
            else:
                own ^= 1 << move.source
                self.halfmove_clock += 1
            self.black, self.white = (own, opp) if self.turn == BLACK else (opp, own)
        else:
            self.halfmove_clock += 1
        if self.turn == WHITE:
            self.fullmove_number += 1
        self.turn ^= 1
        key = self._key()
        self._seen[key] = self._seen.get(key, 0) + 1
        return move

    def push_notation(self, text: str) -> Move:
        return self.push(Move.parse(text))

    def pop(self) -> Move:
        """Take back the last move (IndexError if none)."""
        undo = self._stack.pop()
        key = self._key()
        n = self._seen[key] - 1
        if n:
            self._seen[key] = n
        else:
            del self._seen[key]
        self.move_stack.pop()
        self.black, self.white = undo.black, undo.white
        self.halfmove_clock, self.fullmove_number = undo.halfmove_clock, undo.fullmove_number
        self.turn ^= 1
        self.conceded = None
        return undo.move


__all__ = [
    "BLACK", "WHITE", "COLOUR_NAMES", "STARTING_FEN", "Board", "Move", "PASS", "Rules", "Outcome", "Termination",
    "AtaxxError", "InvalidMoveError", "IllegalMoveError", "InvalidFenError", "parse_square", "square_name",
    "square", "distance", "dilate", "squares_of", "ADJACENT", "RING",
]
