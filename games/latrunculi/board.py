"""Latrunculi rules (issue 12) on bitboards held in Python integers.

Why this shape: the position is a small immutable value (:class:`State`) and
the rules are pure functions on it -- :func:`moves`, :func:`play`,
:func:`outcome` -- so a search runs on bare values without Board objects.
:class:`Board` wraps a state with the python-chess conveniences (FEN, checked
``push``/``push_notation``, ``pop``, ``legal_moves``).

Squares are numbered ``rank * 32 + file`` (a1 = 0, b1 = 1, a2 = 32) whatever
the board's size, so a :class:`Move` names its squares without knowing the
board, and the unused files 26-31 of every rank are a guard band: a shift by
one file never wraps onto the next rank (boards are at most 26 files wide).

Order of resolution after the mover's piece goes from ``s`` to ``t``:

1. The piece lands on ``t`` (``s`` becomes empty).
2. Captures, judged on the position right after the landing. Each enemy
   *man* on a square ``n`` next to ``t`` is captured

   - ``flank``: if the square beyond ``n`` (in the line t, n) holds a piece of
     the mover's, man or Duke -- so only the moved piece completes a flank;
   - ``corner``: else if ``n`` is a corner and its other neighbour holds a
     piece of the mover's (a corner man so flanked has no way out: this rule
     is the immobilisation rule seen from the corner, reported by its name);
   - ``immobilised``: else if ``n`` has no empty neighbour (edges, friends and
     foes all block).

   All captured men leave together. The order cannot matter: two squares next
   to ``t`` are never next to each other, and the flankers are the mover's
   pieces, which nothing here removes.
3. The Dukes, both of them, on the position *after* the captures (a capture
   may open a square next to a Duke): a Duke with no empty neighbour and at
   least one enemy piece (man or Duke) next to it is immobilised. Its own men
   may help box it in; boxed in by its own pieces alone it is not immobilised.
   Dukes are never captured. (From a position where the game goes on, checking
   before the captures gives the same verdicts: the move fills only ``t``, so
   only a Duke beside ``t`` can become boxed in, and no square is next to both
   ``t`` and a square beside ``t``; a moved Duke keeps the square it came
   through empty. The order is fixed all the same, and a test compares both.)
4. Counters: plies since the last capture (0 after a capture, else +1), the
   move number (+1 after Black's move), the side to move.

:func:`outcome` then reads the resulting position alone, in this order: both
Dukes immobilised (the side that just moved wins), one Duke immobilised (its
owner loses), a side with no men loses (if neither has a man, which no game
reaches, the side that just moved wins, as with both Dukes), the side to move
without a legal move loses, and last the optional capture limit.

The capture limit (``capture_limit``, off when 0) counts **plies**, like the
FEN's counter: when ``limit`` plies have passed without a capture, the side
with more men wins, equal is a draw. Resignation and agreed draws are not part
of the position; the session records them, the board does not.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Iterator, NamedTuple, Union

from framework.core.arguments import ArgumentTypeError, ArgumentValueError, check_int, check_str
from framework.core.errors import IllegalActionError, InvalidActionError, NotationError
from framework.core.moves import equal_only_to_its_type
from framework.core.numbers import NumberError, parse_number

WHITE, BLACK = 0, 1
COLOUR_NAMES = ("white", "black")
FILES = "abcdefghijklmnopqrstuvwxyz"
STRIDE = 32  # bits per rank in a bitboard; files 26..31 are always empty
MIN_SIZE, MAX_SIZE = 2, 26  # files and ranks
#: The largest capture limit (plies) a position accepts: what a record can write and read back
#: (the codec and the setup question use this one number).
MAX_CAPTURE_LIMIT = 9999
MAX_RANK_TEXT = 99  # Move.parse reads ranks up to this; beyond the board is "off_board"
#: Square numbers the API takes: any file a-z of any rank 1-99 (on this board or not: the board says).
SQUARES = MAX_RANK_TEXT * STRIDE

STARTING_FEN = "mmmmmmmm/3d4/8/8/8/8/4D3/MMMMMMMM w 0 1"
#: Kowalski's reconstruction: 8 ranks x 12 files, Dukes on g2 and f7.
STARTING_FEN_8X12 = "mmmmmmmmmmmm/5d6/12/12/12/12/6D5/MMMMMMMMMMMM w 0 1"

# capture reasons
FLANK, CORNER, IMMOBILISED = "flank", "corner", "immobilised"
# outcome reasons, in the order outcome() checks them
BOTH_DUKES, DUKE_IMMOBILISED, NO_MEN, NO_MOVES, MOVE_LIMIT = (
    "both_dukes", "duke_immobilised", "no_men", "no_moves", "move_limit")


# --------------------------------------------------------------------------- errors


class InvalidMoveError(InvalidActionError):
    """Move text that is not a move at all. Code: ``malformed``."""


class IllegalMoveError(IllegalActionError):
    """A move the rules refuse here. Codes: ``game_over``, ``off_board``, ``empty_square``,
    ``opponent_piece``, ``cannot_move``, ``zero_length``, ``not_straight``, ``blocked``."""


class FenError(NotationError):
    """A position text that is not a Latrunculi FEN. Codes: ``fields``, ``height``, ``width``,
    ``rank_width``, ``character``, ``empty_run``, ``duke_count``, ``side``, ``plies``,
    ``move_number``."""


# --------------------------------------------------------------------------- squares


def square(file: int, rank: int) -> int:
    """The square of 0-based ``file`` and ``rank``."""
    check_int("file", file, 0, MAX_SIZE - 1)
    check_int("rank", rank, 0, MAX_RANK_TEXT - 1)
    return rank * STRIDE + file


def _square(sq: object, name: str = "sq") -> int:
    """``sq`` if it is a square number 0..SQUARES-1."""
    if sq.__class__ is int and 0 <= sq < SQUARES:
        return sq  # type: ignore[return-value]
    return check_int(name, sq, 0, SQUARES - 1)


def _colour(colour: object) -> int:
    if colour.__class__ is int and (colour == 0 or colour == 1):
        return colour  # type: ignore[return-value]
    return check_int("colour", colour, WHITE, BLACK)


def _state(state: object, name: str = "state") -> "State":
    if state.__class__ is not State:
        raise ArgumentTypeError(name, state, "a State")
    return state  # type: ignore[return-value]


def _move_squares(move: object, state: "State", on_board: bool) -> tuple[int, int]:
    """(source, target) of a Move or a pair of whole numbers; squares on the board if ``on_board``."""
    if not (isinstance(move, tuple) and len(move) == 2 and move[0].__class__ is int and move[1].__class__ is int):
        raise ArgumentTypeError("move", move, "a Move (two square numbers)")
    s, t = move
    if on_board and not (s >= 0 and t >= 0 and state.geometry.mask >> s & state.geometry.mask >> t & 1):
        raise ArgumentValueError("move", move, "a move between squares of the board (play trusts it is legal)")
    return s, t


def square_file(sq: int) -> int:
    _square(sq)
    return sq & (STRIDE - 1)


def square_rank(sq: int) -> int:
    _square(sq)
    return sq >> 5


def square_name(sq: int) -> str:
    """``0`` -> ``"a1"``; ``square(11, 9)`` -> ``"l10"`` (a number that names no square: ``#n``)."""
    if isinstance(sq, bool) or not isinstance(sq, int):
        raise ArgumentTypeError("sq", sq, "a square number")
    if not isinstance(sq, int) or sq < 0 or (sq & (STRIDE - 1)) >= len(FILES):
        return f"#{sq}"
    return FILES[sq & (STRIDE - 1)] + str((sq >> 5) + 1)


_SQUARE = r"([a-z])([0-9]{1,2})"
_SQUARE_RE = re.compile(_SQUARE)
_MOVE_RE = re.compile(_SQUARE + r"(?:\s*-\s*|\s+)?" + _SQUARE)


def _square_from(file_ch: str, rank_text: str, text: str) -> int:
    try:
        rank = parse_number(rank_text, 1, MAX_RANK_TEXT, max_digits=2)
    except NumberError:
        rank = 0
    if rank == 0 or str(rank) != rank_text:  # no zero, no leading zeros: one spelling per square
        raise InvalidMoveError("malformed", f"{text!r}: {file_ch}{rank_text} is not a square name",
                               text=text)
    return square(FILES.index(file_ch), rank - 1)


def parse_square(text: str) -> int:
    """``"e4"`` -> its square (any file a-z, rank 1-99); InvalidMoveError ``malformed`` otherwise.
    Whether it lies on a given board is the board's question."""
    check_str("text", text)
    t = text.strip().lower() if isinstance(text, str) and text.isascii() else ""
    m = _SQUARE_RE.fullmatch(t)
    if not m:
        raise InvalidMoveError("malformed", f"{text!r} is not a square name like e4", text=str(text))
    return _square_from(m.group(1), m.group(2), str(text))


def _bits(bb: int) -> Iterator[int]:
    while bb:
        low = bb & -bb
        yield low.bit_length() - 1
        bb ^= low


# --------------------------------------------------------------------------- geometry


@dataclass(frozen=True, eq=False)
class Geometry:
    """The tables of one board size, shared by every position of that size.

    ``eq=False``: compared and hashed by identity, which :func:`geometry`'s
    cache makes the same as comparing sizes, and cheap inside a State's hash.
    """

    width: int
    height: int
    mask: int = field(repr=False)  # every square on the board
    neighbours: tuple[int, ...] = field(repr=False)  # per square: bitboard of its orthogonal neighbours
    lines: tuple[tuple[tuple[int, int], ...], ...] = field(repr=False)  # per square: (next, beyond or -1)
    corners: int = field(repr=False)

    def on_board(self, sq: int) -> bool:
        if sq.__class__ is not int:
            check_int("sq", sq)
        return 0 <= sq and (sq & (STRIDE - 1)) < self.width and (sq >> 5) < self.height


def geometry(width: int, height: int) -> Geometry:
    """The shared tables for ``width`` files x ``height`` ranks (each 2..26)."""
    return _geometry(check_int("width", width, MIN_SIZE, MAX_SIZE), check_int("height", height, MIN_SIZE, MAX_SIZE))


@lru_cache(maxsize=None)
def _geometry(width: int, height: int) -> Geometry:
    size = height * STRIDE

    def on(f: int, r: int) -> bool:
        return 0 <= f < width and 0 <= r < height

    mask, corners = 0, 0
    neighbours = [0] * size
    lines: list[tuple[tuple[int, int], ...]] = [()] * size
    for r in range(height):
        for f in range(width):
            sq = square(f, r)
            mask |= 1 << sq
            if f in (0, width - 1) and r in (0, height - 1):
                corners |= 1 << sq
            steps = []
            for df, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                if on(f + df, r + dr):
                    n = square(f + df, r + dr)
                    neighbours[sq] |= 1 << n
                    beyond = square(f + 2 * df, r + 2 * dr) if on(f + 2 * df, r + 2 * dr) else -1
                    steps.append((n, beyond))
            lines[sq] = tuple(steps)
    return Geometry(width, height, mask, tuple(neighbours), tuple(lines), corners)


# --------------------------------------------------------------------------- values


class Piece(NamedTuple):
    """A piece: its colour and whether it is the Duke. Symbols ``M D m d``."""

    colour: int
    duke: bool

    def symbol(self) -> str:
        ch = "D" if self.duke else "M"
        return ch if self.colour == WHITE else ch.lower()

    @classmethod
    def from_symbol(cls, symbol: str) -> "Piece":
        check_str("symbol", symbol)
        if symbol not in ("M", "D", "m", "d"):
            raise ArgumentValueError("symbol", symbol, "a piece symbol M, D, m or d")
        return cls(WHITE if symbol.isupper() else BLACK, symbol in "Dd")

    def __str__(self) -> str:
        return self.symbol()

    def __repr__(self) -> str:
        return f"Piece.from_symbol({self.symbol()!r})"


@equal_only_to_its_type
class Move(NamedTuple):
    """A move from ``source`` to ``target`` (square numbers). ``str()`` is ``e1e4``.

    A Move can name any two squares (``e1e1``, ``a1c3``): the board says why
    such a move is refused, so the value only checks the spelling. :data:`DRAW`
    (``draw``) is the one Move that names no squares: the players' agreed draw,
    which the game applies and the board never sees.
    """

    source: int
    target: int

    @classmethod
    def parse(cls, text: str) -> "Move":
        """``e1e4``, ``e1-e4`` or ``e1 e4`` (any case, ranks 1-99), or ``draw``; InvalidMoveError ``malformed``."""
        check_str("text", text)
        # ASCII only: str.lower() would turn the Kelvin sign into k
        t = text.strip().lower() if isinstance(text, str) and text.isascii() else ""
        if t == _DRAW_TEXT:
            return DRAW
        m = _MOVE_RE.fullmatch(t)
        if not m:
            raise InvalidMoveError(
                "malformed", f"{text!r} is not a move: write the source and target squares like e1e4",
                text=str(text))
        return cls(_square_from(m.group(1), m.group(2), text), _square_from(m.group(3), m.group(4), text))

    def text(self) -> str:
        """The move's one text, ``e1e4`` or ``draw`` (:meth:`parse` reads it back)."""
        if self.source == self.target == _DRAW_SQUARE:
            return _DRAW_TEXT
        return square_name(self.source) + square_name(self.target)

    __str__ = text

    def __repr__(self) -> str:
        return f"Move.parse({self.text()!r})"


_DRAW_TEXT, _DRAW_SQUARE = "draw", -1
#: The players' agreed draw, as the one Move that names no square (the game applies it, not the board).
DRAW = Move(_DRAW_SQUARE, _DRAW_SQUARE)


class Capture(NamedTuple):
    """A man taken by a move: its square, the reason (``flank``, ``corner``, ``immobilised``)
    and ``by``: the moved piece's square first, then the other flanker (flank, corner).
    ``str()`` is the English line for logs: ``d4 flanked by c4 and e4``, ``a8 immobilised``."""

    square: int
    reason: str
    by: tuple[int, ...]

    def __str__(self) -> str:
        if self.reason == IMMOBILISED:
            return f"{square_name(self.square)} immobilised"
        flankers = sorted(self.by, key=lambda s: (square_file(s), s))  # a to z, then rank 1 up
        return f"{square_name(self.square)} flanked by {' and '.join(square_name(s) for s in flankers)}"


class Effects(NamedTuple):
    """What a move did, for a view to announce: the captures and the Dukes (colours) it left immobilised."""

    captures: tuple[Capture, ...] = ()
    immobilised_dukes: tuple[int, ...] = ()

    @property
    def captured(self) -> int:
        """The captured squares as a bitboard."""
        bb = 0
        for c in self.captures:
            bb |= 1 << c.square
        return bb


NO_EFFECTS = Effects()


class Outcome(NamedTuple):
    """How the game ended: ``winner`` (WHITE, BLACK or None for a draw) and a reason code."""

    winner: Union[int, None]
    reason: str

    def result(self) -> str:
        return {WHITE: "1-0", BLACK: "0-1", None: "1/2-1/2"}[self.winner]


class State(NamedTuple):
    """A position: each side's men (bitboards), each Duke's square, the side to move,
    plies since the last capture, the move number, the board's tables and the
    capture limit in plies (0: off). Immutable and hashable."""

    white: int
    black: int
    white_duke: int
    black_duke: int
    turn: int
    plies: int
    fullmove: int
    geometry: Geometry
    limit: int = 0

    @property
    def occupied(self) -> int:
        return self.white | self.black | (1 << self.white_duke) | (1 << self.black_duke)

    @property
    def empty(self) -> int:
        return self.geometry.mask & ~self.occupied

    def men(self, colour: int) -> int:
        _colour(colour)
        return self.white if colour == WHITE else self.black

    def duke(self, colour: int) -> int:
        _colour(colour)
        return self.white_duke if colour == WHITE else self.black_duke

    def pieces(self, colour: int) -> int:
        """Men and Duke of ``colour`` as one bitboard."""
        _colour(colour)
        return self.men(colour) | (1 << self.duke(colour))

    def piece_at(self, sq: int) -> "Piece | None":
        _square(sq)
        if not self.geometry.on_board(sq):
            return None
        if self.white >> sq & 1:
            return Piece(WHITE, False)
        if self.black >> sq & 1:
            return Piece(BLACK, False)
        if sq == self.white_duke:
            return Piece(WHITE, True)
        if sq == self.black_duke:
            return Piece(BLACK, True)
        return None


# --------------------------------------------------------------------------- FEN


def _fen_number(text: str, fen: str, code: str, what: str, low: int) -> int:
    try:
        value = parse_number(text, low)
    except NumberError:
        value = None
    if value is None or str(value) != text:
        raise FenError(code, f"{fen!r}: the {what} {text!r} must be a whole number >= {low} "
                             "without leading zeros", fen=fen, value=text)
    return value


def state_from_fen(fen: str, capture_limit: int = 0) -> State:
    """Read a FEN (see the module doc of :class:`Board`); FenError with a code if it is not one.

    Only the canonical spelling is accepted (single spaces, no leading zeros),
    so ``fen(state_from_fen(text)) == text.strip()`` for every accepted text.
    """
    check_str("fen", fen)
    check_int("capture_limit", capture_limit, 0, MAX_CAPTURE_LIMIT)
    fields = fen.strip().split(" ")
    if len(fields) != 4:
        raise FenError("fields", f"{fen!r}: expected 4 fields separated by single spaces (placement, "
                                 f"side to move, plies since the last capture, move number), got {len(fields)}",
                       fen=fen, count=len(fields))
    placement, side, plies_text, number_text = fields
    rows = placement.split("/")
    height = len(rows)
    if not MIN_SIZE <= height <= MAX_SIZE:
        raise FenError("height", f"{fen!r}: {height} ranks; a board has {MIN_SIZE} to {MAX_SIZE}",
                       fen=fen, height=height)
    white = black = 0
    dukes: dict[str, list[int]] = {"D": [], "d": []}
    width = None
    for i, row in enumerate(rows):
        rank = height - 1 - i
        file = 0
        j = 0
        while j < len(row):
            ch = row[j]
            if "0" <= ch <= "9":
                k = j
                while k < len(row) and "0" <= row[k] <= "9":
                    k += 1
                run = row[j:k]
                if len(run) > 2 or run[0] == "0":
                    raise FenError("empty_run", f"{fen!r}: {run!r} in rank {rank + 1} is not a run of "
                                                "1 to 99 empty squares", fen=fen, run=run, rank=rank + 1)
                file += parse_number(run, 1, 99, max_digits=2)
                j = k
                continue
            if ch not in "MDmd":
                raise FenError("character", f"{fen!r}: {ch!r} is not M, D (white man, Duke), m, d (black) "
                                            "or a number of empty squares", fen=fen, char=ch)
            if file < MAX_SIZE:
                sq = square(file, rank)
                if ch == "M":
                    white |= 1 << sq
                elif ch == "m":
                    black |= 1 << sq
                else:
                    dukes[ch].append(sq)
            file += 1
            j += 1
        if width is None:
            width = file
            if not MIN_SIZE <= width <= MAX_SIZE:
                raise FenError("width", f"{fen!r}: rank {rank + 1} has {width} squares; a board has "
                                        f"{MIN_SIZE} to {MAX_SIZE} files", fen=fen, width=width)
        elif file != width:
            raise FenError("rank_width", f"{fen!r}: rank {rank + 1} has {file} squares, rank {height} has "
                                         f"{width}", fen=fen, rank=rank + 1, width=file, expected=width)
    for symbol, colour in (("D", WHITE), ("d", BLACK)):
        if len(dukes[symbol]) != 1:
            raise FenError("duke_count", f"{fen!r}: {COLOUR_NAMES[colour]} has {len(dukes[symbol])} Dukes "
                                         f"({symbol}); each side has exactly one",
                           fen=fen, colour=colour, count=len(dukes[symbol]))
    if side not in ("w", "b"):
        raise FenError("side", f"{fen!r}: the side to move {side!r} must be w or b", fen=fen, value=side)
    plies = _fen_number(plies_text, fen, "plies", "plies since the last capture", 0)
    number = _fen_number(number_text, fen, "move_number", "move number", 1)
    return State(white, black, dukes["D"][0], dukes["d"][0], WHITE if side == "w" else BLACK,
                 plies, number, geometry(width, height), capture_limit)


def board_fen(state: State) -> str:
    """The placement field alone."""
    _state(state)
    g = state.geometry
    rows = []
    for rank in range(g.height - 1, -1, -1):
        row, run = [], 0
        for file in range(g.width):
            piece = state.piece_at(square(file, rank))
            if piece is None:
                run += 1
                continue
            if run:
                row.append(str(run))
                run = 0
            row.append(piece.symbol())
        if run:
            row.append(str(run))
        rows.append("".join(row))
    return "/".join(rows)


def text_diagram(state: State) -> str:
    """The position as plain text, one line per rank from the highest, then the file letters
    (``M D m d`` and ``.``); ``games.latrunculi.render`` reads it back."""
    _state(state)
    g = state.geometry
    label = len(str(g.height))
    lines = []
    for rank in range(g.height - 1, -1, -1):
        cells = []
        for file in range(g.width):
            piece = state.piece_at(square(file, rank))
            cells.append("." if piece is None else piece.symbol())
        lines.append(f"{rank + 1:>{label}} " + "".join(cells))
    lines.append(" " * (label + 1) + FILES[:g.width])
    return "\n".join(lines)


def fen(state: State) -> str:
    _state(state)
    return f"{board_fen(state)} {'w' if state.turn == WHITE else 'b'} {state.plies} {state.fullmove}"


# --------------------------------------------------------------------------- the rules


def _sides(state: State) -> tuple[int, int, int, int]:
    """(mover's men, mover's Duke, opponent's men, opponent's Duke)."""
    if state.turn == WHITE:
        return state.white, state.white_duke, state.black, state.black_duke
    return state.black, state.black_duke, state.white, state.white_duke


def _boxed(neighbours: int, empty: int, enemies: int) -> bool:
    """A Duke with these neighbours is immobilised: no empty one, at least one enemy."""
    return not neighbours & empty and bool(neighbours & enemies)


def immobilised_dukes(state: State) -> tuple[int, ...]:
    """The colours whose Duke is immobilised in this position (WHITE first)."""
    _state(state)
    g = state.geometry
    wd, bd = state.white_duke, state.black_duke
    empty = g.mask & ~(state.white | state.black | (1 << wd) | (1 << bd))
    out = []
    if _boxed(g.neighbours[wd], empty, state.black | (1 << bd)):
        out.append(WHITE)
    if _boxed(g.neighbours[bd], empty, state.white | (1 << wd)):
        out.append(BLACK)
    return tuple(out)


def _men_winner(state: State) -> "int | None":
    w, b = state.white.bit_count(), state.black.bit_count()
    return WHITE if w > b else BLACK if b > w else None


#: The last position asked about and its outcome: the loop, the adapter and the move checks ask the same
#: position several times a move (a State is immutable, and held here, so ``is`` is safe).
_last_outcome: "tuple[State | None, Outcome | None]" = (None, None)


def outcome(state: State) -> "Outcome | None":
    """None while the game goes on, else the Outcome; see the module doc for the order."""
    global _last_outcome
    last = _last_outcome                    # one read: another thread may replace the pair meanwhile
    if last[0] is state:
        return last[1]
    _state(state)
    result = _outcome(state)
    _last_outcome = (state, result)
    return result


def _outcome(state: State) -> "Outcome | None":
    just_moved = state.turn ^ 1
    dukes = immobilised_dukes(state)
    if len(dukes) == 2:
        return Outcome(just_moved, BOTH_DUKES)
    if dukes:
        return Outcome(dukes[0] ^ 1, DUKE_IMMOBILISED)
    if not state.white and not state.black:
        return Outcome(just_moved, NO_MEN)
    if not state.white:
        return Outcome(BLACK, NO_MEN)
    if not state.black:
        return Outcome(WHITE, NO_MEN)
    g = state.geometry
    own = state.pieces(state.turn)
    empty = g.mask & ~state.occupied
    if not _can_move(own, empty):
        return Outcome(just_moved, NO_MOVES)
    if state.limit and state.plies >= state.limit:
        return Outcome(_men_winner(state), MOVE_LIMIT)
    return None


def _can_move(pieces: int, empty: int) -> bool:
    """Has any of ``pieces`` an empty neighbour? (The guard band stops wrap-around.)"""
    return bool((((pieces << 1) | (pieces >> 1) | (pieces << STRIDE) | (pieces >> STRIDE))) & empty)


def _finished_without_moves_check(state: State) -> bool:
    """outcome() is not None, leaving out "no legal move" (an empty move list says that itself)."""
    if not state.white or not state.black or immobilised_dukes(state):
        return True
    return bool(state.limit and state.plies >= state.limit)


#: Interned moves, keyed ``source << 10 | target``: looking one up is cheaper than building a
#: NamedTuple, and the set is bounded (rook moves on at most 26 x 26 squares).
_MOVE_CACHE: dict[int, "Move"] = {}


def _moves(pieces: int, empty: int) -> list["Move"]:
    """Every rook move of ``pieces`` over ``empty``, direction by direction (east, west,
    north, south), nearest first.

    Why direction-wise: the k-th shift of the whole set, masked by the empty
    squares, is exactly the set of targets k steps away, so the loop touches
    only real moves.
    """
    out: list[Move] = []
    append = out.append
    get = _MOVE_CACHE.get
    for step in (1, -1, STRIDE, -STRIDE):
        front, dist = pieces, 0
        while True:
            front = ((front << step) if step > 0 else (front >> -step)) & empty
            if not front:
                break
            dist += step
            b = front
            while b:
                low = b & -b
                t = low.bit_length() - 1
                key = (t - dist) << 10 | t
                move = get(key)
                if move is None:
                    move = _MOVE_CACHE[key] = Move(t - dist, t)
                append(move)
                b ^= low
    return out


def _count_moves(pieces: int, empty: int) -> int:
    """len(_moves(pieces, empty)) without building it: one direction's runs never overlap."""
    n = 0
    for step in (1, STRIDE):
        front = pieces
        while front:
            front = (front << step) & empty
            n += front.bit_count()
        front = pieces
        while front:
            front = (front >> step) & empty
            n += front.bit_count()
    return n


def moves(state: State) -> list[Move]:
    """The legal moves of the side to move (empty once the game is over), in a fixed order:
    east, west, north, south, nearest first."""
    _state(state)
    if _finished_without_moves_check(state):
        return []
    own, od, _, _ = _sides(state)
    empty = state.geometry.mask & ~state.occupied
    return _moves(own | (1 << od), empty)


def _by_squares(move: Move) -> int:
    """The sort key of moves by source, then target: one int (sorting Moves themselves goes through Move's
    comparison, which is equal only to a Move, at twice the cost)."""
    return move[0] << 16 | move[1]


def count_moves(state: State) -> int:
    """len(moves(state)), faster."""
    _state(state)
    if _finished_without_moves_check(state):
        return 0
    own, od, _, _ = _sides(state)
    return _count_moves(own | (1 << od), state.geometry.mask & ~state.occupied)


def play(state: State, move: "Move | tuple[int, int]") -> tuple[State, Effects]:
    """The position after ``move`` and what it did. Trusts ``move`` to be legal
    (one of :func:`moves`); :meth:`Board.push` checks first. Types, and squares on the board, are checked."""
    _state(state)
    s, t = _move_squares(move, state, True)
    g = state.geometry
    nb = g.neighbours
    own, od, opp, ed = _sides(state)
    if s == od:
        od = t
    else:
        own ^= (1 << s) | (1 << t)
    mine = own | (1 << od)
    empty = g.mask & ~(mine | opp | (1 << ed))
    captures = None
    if nb[t] & opp:
        captures = []
        taken = 0
        for n, beyond in g.lines[t]:
            if not opp >> n & 1:
                continue
            if beyond >= 0 and mine >> beyond & 1:
                captures.append(Capture(n, FLANK, (t, beyond)))
            elif not nb[n] & empty:
                other = nb[n] & ~(1 << t)
                if g.corners >> n & 1 and other & mine:
                    captures.append(Capture(n, CORNER, (t, other.bit_length() - 1)))
                else:
                    captures.append(Capture(n, IMMOBILISED, (t,)))
            else:
                continue
            taken |= 1 << n
        if taken:
            opp ^= taken
            empty |= taken
        else:
            captures = None
    if state.turn == WHITE:
        white, wd, black, bd = own, od, opp, ed
    else:
        white, wd, black, bd = opp, ed, own, od
    dukes: tuple[int, ...] = ()
    w_box = _boxed(nb[wd], empty, black | (1 << bd))
    b_box = _boxed(nb[bd], empty, white | (1 << wd))
    if w_box or b_box:
        dukes = (WHITE, BLACK) if w_box and b_box else (WHITE,) if w_box else (BLACK,)
    child = State(white, black, wd, bd, state.turn ^ 1, 0 if captures else state.plies + 1,
                  state.fullmove + state.turn, g, state.limit)  # BLACK == 1: +1 after Black's move
    if captures or dukes:
        return child, Effects(tuple(captures or ()), dukes)
    return child, NO_EFFECTS


def refusal(state: State, move: "Move | tuple[int, int]") -> "IllegalMoveError | None":
    """Why ``move`` is not legal here (the error, not raised), or None if it is.

    Checked in this order, so the first reason a person would see is given:
    game over, off the board, empty square, the opponent's piece, a piece
    that cannot move at all, zero length, not in a straight line, blocked.
    Names are made only for a refusal: a legal move (each move of a long
    record's replay) costs no text.
    """
    _state(state)
    s, t = _move_squares(move, state, False)
    over = outcome(state)
    if over is not None:
        text, _ = _named(s, t, s)
        return IllegalMoveError("game_over", f"{text}: the game is over ({over.reason})", move=text,
                                reason=over.reason)
    g = state.geometry
    for sq in (s, t):
        if not g.on_board(sq):
            text, name = _named(s, t, sq)
            return IllegalMoveError("off_board", f"{text}: {name} is not on the {g.width}x{g.height} board",
                                    move=text, square=name)
    piece = state.piece_at(s)
    if piece is None:
        text, src = _named(s, t, s)
        return IllegalMoveError("empty_square", f"{text}: there is no piece on {src}", move=text, square=src)
    if piece.colour != state.turn:
        text, src = _named(s, t, s)
        return IllegalMoveError("opponent_piece", f"{text}: the piece on {src} is {COLOUR_NAMES[piece.colour]}'s",
                                move=text, square=src)
    empty = g.mask & ~state.occupied
    if not g.neighbours[s] & empty:
        text, src = _named(s, t, s)
        return IllegalMoveError("cannot_move", f"{text}: the piece on {src} cannot move at all", move=text,
                                square=src)
    if s == t:
        text, src = _named(s, t, s)
        return IllegalMoveError("zero_length", f"{text}: a move must leave its square", move=text, square=src)
    fs, rs, ft, rt = square_file(s), square_rank(s), square_file(t), square_rank(t)
    if fs != ft and rs != rt:
        text, _ = _named(s, t, s)
        return IllegalMoveError("not_straight", f"{text}: pieces move along a rank or a file, not diagonally",
                                move=text)
    step = (1 if ft > fs else -1) if rs == rt else (STRIDE if rt > rs else -STRIDE)
    sq = s
    while sq != t:
        sq += step
        if not empty >> sq & 1:
            text, at = _named(s, t, sq)
            return IllegalMoveError("blocked", f"{text}: the way is blocked at {at}", move=text, square=at)
    return None


def _named(source: int, target: int, square: int) -> tuple[str, str]:
    """A refused move's text and the name of the square its refusal is about."""
    return str(Move(source, target)), square_name(square)


# --------------------------------------------------------------------------- perft


#: Deeper than any perft that ends in a lifetime; a larger depth is a mistake, not a long wait.
MAX_PERFT_DEPTH = 30


def perft(position: "Board | State", depth: int) -> int:
    """Leaf nodes ``depth`` plies ahead (depth 0 is 1 node; a finished game has no children).

    Runs on bare ints from the mover's side (no Move or State objects) and
    counts the last ply with popcounts.
    """
    state = position.state if isinstance(position, Board) else _state(position, "position")
    check_int("depth", depth, 0, MAX_PERFT_DEPTH)
    if depth <= 0:
        return 1
    own, od, opp, ed = _sides(state)
    return _perft(own, od, opp, ed, state.plies, depth, state.geometry, state.limit)


def _perft(own: int, od: int, opp: int, ed: int, plies: int, depth: int, g: Geometry, limit: int) -> int:
    nb = g.neighbours
    lines = g.lines
    odb, edb = 1 << od, 1 << ed
    mine = own | odb
    empty = g.mask & ~(mine | opp | edb)
    n = nb[od]
    if not n & empty and n & (opp | edb):
        return 0
    n = nb[ed]
    if not n & empty and n & mine:
        return 0
    if not own or not opp or (limit and plies >= limit):
        return 0
    if depth == 1:
        return _count_moves(mine, empty)
    d = depth - 1
    plies1 = plies + 1
    total = 0
    for s, t in _moves(mine, empty):
        sb, tb = 1 << s, 1 << t
        if s == od:
            own2, od2, mine2 = own, t, mine ^ sb ^ tb
        else:
            own2, od2, mine2 = own ^ sb ^ tb, od, mine ^ sb ^ tb
        opp2 = opp
        if nb[t] & opp:
            empty2 = empty ^ sb ^ tb
            for n_sq, beyond in lines[t]:
                if opp >> n_sq & 1 and ((beyond >= 0 and mine2 >> beyond & 1) or not nb[n_sq] & empty2):
                    opp2 ^= 1 << n_sq
        total += _perft(opp2, ed, own2, od2, plies1 if opp2 == opp else 0, d, g, limit)
    return total


def divide(board: "Board", depth: int) -> dict[str, int]:
    """Perft split by root move (to compare with another implementation)."""
    if not isinstance(board, Board):
        raise ArgumentTypeError("board", board, "a Board")
    check_int("depth", depth, 1, MAX_PERFT_DEPTH)
    out = {}
    for move in board.legal_moves():
        child, _ = play(board.state, move)
        out[str(move)] = perft(child, depth - 1)
    return out


# --------------------------------------------------------------------------- the board


class Board:
    """A Latrunculi game: a :class:`State` plus the moves that led to it (for ``pop``).

    ``Board()`` is the standard 8x8 start; ``Board(fen)`` or ``Board.from_fen(fen)``
    any position, its size read from the FEN. FEN: placement from the highest
    rank down to rank 1, ranks separated by ``/``, files from a rightwards;
    ``M`` white man, ``D`` white Duke, ``m`` black man, ``d`` black Duke, one
    or two digits for a run of empty squares; side to move ``w``/``b``; plies
    since the last capture; move number (from 1, +1 after Black's move).
    ``capture_limit`` (plies, 0 = off) is a rule option, not part of the FEN.
    """

    def __init__(self, fen: "str | None" = STARTING_FEN, *, capture_limit: int = 0) -> None:
        self._state = state_from_fen(STARTING_FEN if fen is None else fen, capture_limit)
        self.move_stack: list[Move] = []
        self._stack: list[tuple[State, Effects]] = []  # the state before each move, and the move's effects

    @classmethod
    def from_fen(cls, fen: str, *, capture_limit: int = 0) -> "Board":
        return cls(fen, capture_limit=capture_limit)

    @classmethod
    def from_state(cls, state: State) -> "Board":
        _state(state)
        board = cls.__new__(cls)
        board._state = state
        board.move_stack = []
        board._stack = []
        return board

    # ----- the position

    @property
    def state(self) -> State:
        return self._state

    @property
    def turn(self) -> int:
        return self._state.turn

    @property
    def width(self) -> int:
        return self._state.geometry.width

    @property
    def height(self) -> int:
        return self._state.geometry.height

    @property
    def plies_since_capture(self) -> int:
        return self._state.plies

    @property
    def fullmove_number(self) -> int:
        return self._state.fullmove

    @property
    def capture_limit(self) -> int:
        return self._state.limit

    def fen(self) -> str:
        return fen(self._state)

    def board_fen(self) -> str:
        return board_fen(self._state)

    def piece_at(self, sq: "int | str") -> "Piece | None":
        """The piece on ``sq`` (a square number or a name like ``e4``), None if empty or off the board."""
        return self._state.piece_at(parse_square(sq) if isinstance(sq, str) else _square(sq))

    def men(self, colour: int) -> list[int]:
        """The squares of ``colour``'s men, ascending."""
        _colour(colour)
        return list(_bits(self._state.men(colour)))

    def duke(self, colour: int) -> int:
        return self._state.duke(colour)

    def copy(self) -> "Board":
        board = Board.from_state(self._state)
        board.move_stack = list(self.move_stack)
        board._stack = list(self._stack)
        return board

    def __repr__(self) -> str:
        limit = f", capture_limit={self.capture_limit}" if self.capture_limit else ""
        return f"Board({self.fen()!r}{limit})"

    def __str__(self) -> str:
        return text_diagram(self._state)

    # ----- rules

    def legal_moves(self) -> list[Move]:
        """Every legal move, sorted by source then target; empty once the game is over."""
        return sorted(moves(self._state), key=_by_squares)

    def is_legal(self, move: Move) -> bool:
        if not (isinstance(move, tuple) and len(move) == 2 and all(type(x) is int for x in move)):
            raise ArgumentTypeError("move", move, "a Move (two square numbers)")
        return refusal(self._state, move) is None

    def outcome(self) -> "Outcome | None":
        return outcome(self._state)

    def is_game_over(self) -> bool:
        return outcome(self._state) is not None

    def result(self) -> str:
        """``1-0`` White won, ``0-1`` Black won, ``1/2-1/2`` draw, ``*`` still playing."""
        o = outcome(self._state)
        return "*" if o is None else o.result()

    def immobilised_dukes(self) -> tuple[int, ...]:
        return immobilised_dukes(self._state)

    # ----- moves

    def parse_move(self, text: str) -> Move:
        """``text`` as a legal move here, without playing it; InvalidMoveError/IllegalMoveError otherwise."""
        move = Move.parse(text)
        error = refusal(self._state, move)
        if error is not None:
            raise error
        return move

    def push(self, move: Move) -> Effects:
        """Play ``move`` if it is legal (IllegalMoveError with the reason otherwise, nothing
        changed) and return what it did (also :attr:`last_effects`). TypeError, before anything
        changes, for a value that is not a move (two square numbers)."""
        if not (isinstance(move, tuple) and len(move) == 2 and all(type(x) is int for x in move)):
            raise ArgumentTypeError("move", move, "a Move (push takes a Move: two square numbers; text goes "
                                                  "through push_notation)")
        error = refusal(self._state, move)
        if error is not None:
            raise error
        return self._push_legal(Move(*move))

    def _push_legal(self, move: Move) -> Effects:
        """Play ``move``, already found legal here (by :meth:`parse_move`): a replay checks each move once."""
        child, effects = play(self._state, move)
        self._stack.append((self._state, effects))
        self.move_stack.append(move)
        self._state = child
        return effects

    def push_notation(self, text: str) -> Move:
        """Play the move written ``e1e4``, ``e1-e4`` or ``e1 e4``; returns it (its effects are
        :attr:`last_effects`). Refusals raise, the position unchanged."""
        move = self.parse_move(text)
        self.push(move)
        return move

    @property
    def last_effects(self) -> "Effects | None":
        """What the last move did (None before any move)."""
        return self._stack[-1][1] if self._stack else None

    def pop(self) -> Move:
        """Take back the last move exactly (IndexError if there is none)."""
        state, _ = self._stack.pop()
        self._state = state
        return self.move_stack.pop()

    def peek(self) -> Move:
        return self.move_stack[-1]

    def perft(self, depth: int) -> int:
        return perft(self._state, depth)


__all__ = [
    "DRAW",
    "WHITE", "BLACK", "COLOUR_NAMES", "FILES", "STARTING_FEN", "STARTING_FEN_8X12",
    "FLANK", "CORNER", "IMMOBILISED", "BOTH_DUKES", "DUKE_IMMOBILISED", "NO_MEN", "NO_MOVES", "MOVE_LIMIT",
    "InvalidMoveError", "IllegalMoveError", "FenError",
    "square", "square_file", "square_rank", "square_name", "parse_square", "geometry", "Geometry",
    "Piece", "Move", "Capture", "Effects", "NO_EFFECTS", "Outcome", "State",
    "state_from_fen", "fen", "board_fen", "text_diagram", "moves", "count_moves", "play", "outcome", "refusal",
    "immobilised_dukes", "perft", "divide", "Board", "MAX_CAPTURE_LIMIT", "MAX_PERFT_DEPTH", "SQUARES",
]
