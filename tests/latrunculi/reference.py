"""A deliberately simple Latrunculi referee, written from issue 12's text alone: the oracle.

Plain loops over a dict ``{(file, rank): symbol}``; no bitboards, no tables,
nothing shared with games/latrunculi except the FEN and move spelling it must
agree with. Slow and obvious on purpose: the property tests compare the
engine with it.
"""
from __future__ import annotations

from dataclasses import dataclass, field

LETTERS = "abcdefghijklmnopqrstuvwxyz"
DIRECTIONS = ((1, 0), (-1, 0), (0, 1), (0, -1))


@dataclass
class Pos:
    width: int
    height: int
    squares: dict = field(default_factory=dict)  # (file, rank) -> "M" | "D" | "m" | "d"
    turn: str = "w"
    plies: int = 0
    number: int = 1

    def copy(self) -> "Pos":
        return Pos(self.width, self.height, dict(self.squares), self.turn, self.plies, self.number)


def colour_of(symbol: str) -> str:
    return "w" if symbol.isupper() else "b"


def other(colour: str) -> str:
    return "b" if colour == "w" else "w"


def name(sq: tuple) -> str:
    return LETTERS[sq[0]] + str(sq[1] + 1)


def from_fen(text: str) -> Pos:
    placement, turn, plies, number = text.split(" ")
    rows = placement.split("/")
    pos = Pos(0, len(rows), {}, turn, int(plies), int(number))
    for i, row in enumerate(rows):
        rank = len(rows) - 1 - i
        file = 0
        digits = ""
        for ch in row + "|":
            if ch.isdigit():
                digits += ch
                continue
            if digits:
                file += int(digits)
                digits = ""
            if ch == "|":
                break
            pos.squares[(file, rank)] = ch
            file += 1
        pos.width = file
    return pos


def to_fen(pos: Pos) -> str:
    rows = []
    for rank in reversed(range(pos.height)):
        row = ""
        empty = 0
        for file in range(pos.width):
            ch = pos.squares.get((file, rank))
            if ch is None:
                empty += 1
            else:
                if empty:
                    row += str(empty)
                empty = 0
                row += ch
        if empty:
            row += str(empty)
        rows.append(row)
    return f"{'/'.join(rows)} {pos.turn} {pos.plies} {pos.number}"


def on_board(pos: Pos, sq: tuple) -> bool:
    return 0 <= sq[0] < pos.width and 0 <= sq[1] < pos.height


def neighbours(pos: Pos, sq: tuple) -> list:
    out = []
    for df, dr in DIRECTIONS:
        n = (sq[0] + df, sq[1] + dr)
        if on_board(pos, n):
            out.append(n)
    return out


def has_empty_neighbour(pos: Pos, sq: tuple) -> bool:
    for n in neighbours(pos, sq):
        if n not in pos.squares:
            return True
    return False


def is_corner(pos: Pos, sq: tuple) -> bool:
    return sq[0] in (0, pos.width - 1) and sq[1] in (0, pos.height - 1)


def duke_square(pos: Pos, colour: str):
    wanted = "D" if colour == "w" else "d"
    for sq, ch in pos.squares.items():
        if ch == wanted:
            return sq
    return None


def duke_immobilised(pos: Pos, colour: str) -> bool:
    sq = duke_square(pos, colour)
    if has_empty_neighbour(pos, sq):
        return False
    for n in neighbours(pos, sq):
        if colour_of(pos.squares[n]) != colour:
            return True
    return False


def men_count(pos: Pos, colour: str) -> int:
    man = "M" if colour == "w" else "m"
    return sum(1 for ch in pos.squares.values() if ch == man)


def pseudo_moves(pos: Pos) -> list:
    """Every rook move of the side to move, ignoring whether the game is over."""
    out = []
    for sq, ch in sorted(pos.squares.items()):
        if colour_of(ch) != pos.turn:
            continue
        for df, dr in DIRECTIONS:
            t = (sq[0] + df, sq[1] + dr)
            while on_board(pos, t) and t not in pos.squares:
                out.append((sq, t))
                t = (t[0] + df, t[1] + dr)
    return out


def outcome(pos: Pos, limit: int = 0):
    """(winner "w"/"b"/None, reason) or None."""
    just_moved = other(pos.turn)
    white_stuck = duke_immobilised(pos, "w")
    black_stuck = duke_immobilised(pos, "b")
    if white_stuck and black_stuck:
        return (just_moved, "both_dukes")
    if white_stuck:
        return ("b", "duke_immobilised")
    if black_stuck:
        return ("w", "duke_immobilised")
    white_men, black_men = men_count(pos, "w"), men_count(pos, "b")
    if white_men == 0 and black_men == 0:
        return (just_moved, "no_men")
    if white_men == 0:
        return ("b", "no_men")
    if black_men == 0:
        return ("w", "no_men")
    if not pseudo_moves(pos):
        return (just_moved, "no_moves")
    if limit and pos.plies >= limit:
        if white_men > black_men:
            return ("w", "move_limit")
        if black_men > white_men:
            return ("b", "move_limit")
        return (None, "move_limit")
    return None


def legal_moves(pos: Pos, limit: int = 0) -> list:
    if outcome(pos, limit) is not None:
        return []
    return pseudo_moves(pos)


def play(pos: Pos, move: tuple):
    """(new position, {captured square: (reason, flankers)}, [colours of immobilised Dukes])."""
    source, target = move
    mover = pos.turn
    new = pos.copy()
    new.squares[target] = new.squares.pop(source)
    enemy_man = "m" if mover == "w" else "M"
    captured = {}
    for df, dr in DIRECTIONS:
        n = (target[0] + df, target[1] + dr)
        if new.squares.get(n) != enemy_man:
            continue
        beyond = (n[0] + df, n[1] + dr)
        if beyond in new.squares and colour_of(new.squares[beyond]) == mover:
            captured[n] = ("flank", {target, beyond})
            continue
        if is_corner(new, n):
            others = [x for x in neighbours(new, n) if x != target]
            if len(others) == 1 and others[0] in new.squares and colour_of(new.squares[others[0]]) == mover:
                captured[n] = ("corner", {target, others[0]})
                continue
        if not has_empty_neighbour(new, n):
            captured[n] = ("immobilised", {target})
    for sq in captured:
        del new.squares[sq]
    dukes = [c for c in ("w", "b") if duke_immobilised(new, c)]
    new.turn = other(mover)
    new.plies = 0 if captured else pos.plies + 1
    if mover == "b":
        new.number += 1
    return new, captured, dukes


def refusal(pos: Pos, move: tuple, limit: int = 0):
    """The reason code a referee gives for ``move``, or None if it is legal."""
    if outcome(pos, limit) is not None:
        return "game_over"
    source, target = move
    if not on_board(pos, source) or not on_board(pos, target):
        return "off_board"
    if source not in pos.squares:
        return "empty_square"
    if colour_of(pos.squares[source]) != pos.turn:
        return "opponent_piece"
    if not has_empty_neighbour(pos, source):
        return "cannot_move"
    if source == target:
        return "zero_length"
    if source[0] != target[0] and source[1] != target[1]:
        return "not_straight"
    df = (target[0] > source[0]) - (target[0] < source[0])
    dr = (target[1] > source[1]) - (target[1] < source[1])
    sq = source
    while sq != target:
        sq = (sq[0] + df, sq[1] + dr)
        if sq in pos.squares:
            return "blocked"
    return None


def perft(pos: Pos, depth: int, limit: int = 0) -> int:
    if depth == 0:
        return 1
    return sum(perft(play(pos, m)[0], depth - 1, limit) for m in legal_moves(pos, limit))
