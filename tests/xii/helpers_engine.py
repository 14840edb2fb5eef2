"""Shared helpers for the rules-engine tests.

Besides small conveniences (positions from notation, scripted turns, random
games), this module holds an INDEPENDENT reference implementation of the
move rules, written straight from the issue's text on a deliberately simple
representation read from the notation string. It knows nothing of board.py's
internals; it enumerates every sequence of single die uses over every order
of the dice and keeps the first steps of the longest ones. Tests compare it
with ``Board.legal_moves()``.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from typing import Iterator

from board import Board, Rules

START = "------------/------------/------------ I - 15/0/0 15/0/0"
#: After the seed's opening: I threw 1-4-6 and placed 4, 1, 6; II threw 3-3-5 and placed 3, 5, 3.
AFTER_OPENING = "------------/A--A-A-a-b--/------------ I - 12/0/0 12/0/0"


# ------------------------------------------------------------- conveniences

def position(notation: str, **rules: object) -> Board:
    """A board at ``notation``; keyword arguments are Rules options (free_pass, exact_bear_off)."""
    return Board.from_notation(notation, Rules(**rules) if rules else None)


def thrown(notation: str, throw: tuple[int, int, int], **rules: object) -> Board:
    """A board at ``notation`` (dice '-') with ``throw`` just thrown."""
    b = position(notation, **rules)
    b.roll(throw)
    return b


def texts(moves) -> list[str]:
    """Canonical command texts of moves, sorted, for readable comparisons."""
    return sorted(str(m) for m in moves)


def snapshot(board: Board) -> tuple:
    """Everything a refusal or an undo must leave exactly as it was."""
    return (board.notation(), texts(board.legal_moves()), board.winner, board.turn,
            board.throw, board.moves_this_turn, board.game_over)


def accounted(board: Board, player: int) -> int:
    """Every piece of ``player``: on the board, waiting, captured and borne off."""
    return (board.on_board(player) + board.waiting(player) + board.captured(player)
            + board.borne_off(player))


def random_throw(rng: random.Random) -> tuple[int, int, int]:
    return (rng.randint(1, 6), rng.randint(1, 6), rng.randint(1, 6))


def random_game(rng: random.Random, rules: Rules | None = None,
                max_actions: int = 5000) -> Iterator[Board]:
    """Play one game of random legal actions; yield the board before every action with dice to play.

    The board yielded is the live game: look, do not touch (copy it to experiment).
    """
    b = Board(rules or Rules())
    for _ in range(max_actions):
        if b.winner is not None:
            return
        if not b.dice:
            b.roll(random_throw(rng))
        yield b
        moves = b.legal_moves()
        b.play(moves[rng.randrange(len(moves))])
    raise AssertionError(f"game did not end within {max_actions} actions: {b.notation()}")


# ------------------------------------------------- the independent reference
# Geometry straight from the table (columns 1-12 there, 0-11 here).

def ref_cell(player: int, p: int) -> tuple[int, int]:
    """(row, column 0-11) of course point ``p`` of ``player``: rows 0 top, 1 middle, 2 bottom."""
    if player == 0:
        if p <= 12:
            return 1, p - 1
        if p <= 24:
            return 0, (25 - p) - 1
        return 2, (p - 24) - 1
    if p <= 12:
        return 1, (13 - p) - 1
    if p <= 24:
        return 2, (p - 12) - 1
    return 0, (37 - p) - 1


_REF_POINT = [{ref_cell(pl, p): p for p in range(1, 37)} for pl in (0, 1)]


@dataclass(frozen=True)
class RefState:
    """The mover's side of a position: what the rules for one turn depend on."""

    mine: tuple[int, ...]     # mine[p]: mover's pieces on their course point p (index 0 unused)
    theirs: tuple[int, ...]   # theirs[p]: opponent's pieces on that same physical point
    waiting: int
    captured: int
    off: int


@dataclass(frozen=True)
class RefPosition:
    state: RefState
    mover: int
    dice: tuple[int, ...]
    stones: int


def ref_read(notation: str, player: int | None = None) -> RefPosition:
    """Read a notation string into the simple reference representation (trusting it is valid).

    The state is seen from the side to move, or from ``player`` if given.
    """
    rows_text, side, dice_text, st1, st2 = notation.split()
    mover = (0 if side == "I" else 1) if player is None else player
    counts = [[0] * 37, [0] * 37]
    for r, row in enumerate(rows_text.split("/")):
        for c, ch in enumerate(row):
            if "A" <= ch <= "O":
                counts[0][_REF_POINT[0][(r, c)]] = ord(ch) - ord("A") + 1
            elif "a" <= ch <= "o":
                counts[1][_REF_POINT[1][(r, c)]] = ord(ch) - ord("a") + 1
    # The opponent's pieces seen along the mover's course: same physical cell.
    theirs = [0] * 37
    for p in range(1, 37):
        theirs[p] = counts[1 - mover][_REF_POINT[1 - mover][ref_cell(mover, p)]]
    stock = [tuple(int(x) for x in s.split("/")) for s in (st1, st2)]
    waiting, captured, off = stock[mover]
    stones = sum(counts[0]) + sum(stock[0])
    dice = () if dice_text == "-" else tuple(int(ch) for ch in dice_text)
    return RefPosition(RefState(tuple(counts[mover]), tuple(theirs), waiting, captured, off),
                       mover, dice, stones)


def _land(mine: list[int], theirs: list[int], q: int) -> None:
    mine[q] += 1
    if theirs[q] == 1:          # rule 8: a lone enemy piece is captured
        theirs[q] = 0


def ref_uses(s: RefState, die: int, exact: bool) -> list[tuple[str, int, RefState]]:
    """Every single use of one die, as (kind, course point it starts from, resulting state)."""
    out = []

    def open_point(q: int) -> bool:          # rule 7
        return s.theirs[q] < 2

    def enter(from_captured: bool) -> None:
        mine, theirs = list(s.mine), list(s.theirs)
        _land(mine, theirs, die)
        out.append(("place", die, RefState(
            tuple(mine), tuple(theirs),
            s.waiting - (0 if from_captured else 1),
            s.captured - (1 if from_captured else 0), s.off)))

    if s.captured:                            # rule 5(iv): only re-entering is possible
        if open_point(die):
            enter(True)
        return out
    if s.waiting and open_point(die):         # rule 5(i)
        enter(False)
    for p in range(1, 37):                    # rule 5(ii); never past point 36
        q = p + die
        if s.mine[p] and q <= 36 and open_point(q):
            mine, theirs = list(s.mine), list(s.theirs)
            mine[p] -= 1
            _land(mine, theirs, q)
            out.append(("move", p, RefState(tuple(mine), tuple(theirs), s.waiting, s.captured, s.off)))
    all_home = s.waiting == 0 and s.captured == 0 and sum(s.mine[1:31]) == 0
    src = 37 - die if exact else 30 + die     # rule 5(iii)
    if all_home and s.mine[src]:
        mine = list(s.mine)
        mine[src] -= 1
        out.append(("take", src, RefState(tuple(mine), s.theirs, s.waiting, s.captured, s.off + 1)))
    return out


@lru_cache(maxsize=200_000)
def ref_most_dice(s: RefState, dice: tuple[int, ...], stones: int, exact: bool) -> int:
    """How many of ``dice`` can be used one after another, in any order; a win uses them all."""
    best = 0
    for i, d in enumerate(dice):
        rest = dice[:i] + dice[i + 1:]
        for _kind, _p, after in ref_uses(s, d, exact):
            used = len(dice) if after.off == stones else 1 + ref_most_dice(after, tuple(sorted(rest)), stones, exact)
            best = max(best, used)
            if best == len(dice):
                return best
    return best


def ref_legal(notation: str, free_pass: bool = False, exact_bear_off: bool = False) -> set[tuple]:
    """The legal actions by brute force: {(kind, die, course point, piece number)}.

    A die use is legal if it begins a sequence using as many dice as possible;
    ``pass`` only when no die can be used (or always, with the free_pass house rule).
    """
    pos = ref_read(notation)
    if not pos.dice:
        return set()
    scored = []
    for i, d in enumerate(pos.dice):
        rest = tuple(sorted(pos.dice[:i] + pos.dice[i + 1:]))
        for kind, p, after in ref_uses(pos.state, d, exact_bear_off):
            if after.off == pos.stones:
                used = len(pos.dice)
            else:
                used = 1 + ref_most_dice(after, rest, pos.stones, exact_bear_off)
            piece = 1 + sum(pos.state.mine[1:p]) if kind == "move" else 0
            scored.append((used, (kind, d, p, piece)))
    best = max((u for u, _ in scored), default=0)
    legal = {m for u, m in scored if u == best and best > 0}
    if not legal or free_pass:
        legal.add(("pass", 0, 0, 0))
    return legal


def ref_turn_results(notation: str, exact_bear_off: bool = False) -> set[RefState]:
    """Every distinct position a complete turn can end in (the mover's side), by brute force."""
    pos = ref_read(notation)
    exact = exact_bear_off
    best = ref_most_dice(pos.state, tuple(sorted(pos.dice)), pos.stones, exact)
    results: set[RefState] = set()
    seen: set[tuple] = set()

    def extend(s: RefState, dice: tuple[int, ...], used: int) -> None:
        if (s, dice) in seen:
            return
        seen.add((s, dice))
        if used == best or s.off == pos.stones:
            results.add(s)
            return
        for i, d in enumerate(dice):
            rest = dice[:i] + dice[i + 1:]
            for _kind, _p, after in ref_uses(s, d, exact):
                won = after.off == pos.stones
                if won or used + 1 + ref_most_dice(after, rest, pos.stones, exact) == best:
                    extend(after, rest, used + 1)

    extend(pos.state, tuple(sorted(pos.dice)), 0)
    return results


def engine_legal(board: Board) -> set[tuple]:
    """The engine's legal actions in the reference's form."""
    return {(m.kind, m.die, m.point, m.piece) for m in board.legal_moves()}


# ------------------------------------------------- random positions (seeded)

def random_position(rng: random.Random, stones: int | None = None, one_to_enter: bool = False) -> str:
    """A random, valid position with a throw to play, in notation.

    Biased towards the interesting: few stones, bear-off phases, stacks of two
    that block, lone pieces to capture, captured and waiting pieces. With
    ``one_to_enter`` both players have exactly one piece waiting and none captured
    (entering it competes with moving the pieces already on the board).
    """
    fixed = stones
    while True:
        stones = fixed or rng.choice([1, 2, 3, 3, 4, 5, 6, 8, 15])
        phase = rng.choice(["any", "late", "home", "home", "entry"])
        cells: dict[tuple[int, int], tuple[int, int]] = {}   # cell -> (player, count)
        stocks = []
        for pl in (0, 1):
            on_board = rng.randint(0, stones)
            lo, hi = {"any": (1, 36), "late": (19, 36), "home": (31, 36), "entry": (1, 12)}[phase]
            if pl == 1 and rng.random() < 0.5:
                lo, hi = 1, 36
            placed = 0
            for _ in range(60):
                if placed == on_board:
                    break
                p = rng.randint(lo, hi)
                cell = ref_cell(pl, p)
                if cell in cells and cells[cell][0] != pl:
                    continue
                k = min(on_board - placed, rng.choice([1, 1, 2, 2, 3]))
                prev = cells.get(cell, (pl, 0))[1]
                if prev + k > 15:
                    continue
                cells[cell] = (pl, prev + k)
                placed += k
            rest = stones - placed
            if one_to_enter:
                if not rest:
                    break
                stocks.append((1, 0, rest - 1))
                continue
            if rest and rng.random() < 0.3:
                # one or two pieces still to enter, the rest borne off
                waiting = min(rest, rng.choice([1, 1, 2]))
                stocks.append((waiting, 0, rest - waiting))
                continue
            off = rng.randint(0, rest)
            rest -= off
            captured = rng.randint(0, rest) if rng.random() < 0.4 else 0
            stocks.append((rest - captured, captured, off))
        if len(stocks) < 2 or any(s[2] == stones for s in stocks):
            continue
        rows = []
        for r in range(3):
            row = ""
            for c in range(12):
                if (r, c) in cells:
                    pl, k = cells[(r, c)]
                    row += chr((ord("A") if pl == 0 else ord("a")) + k - 1)
                else:
                    row += "-"
            rows.append(row)
        side = rng.choice(["I", "II"])
        dice = "".join(str(rng.randint(1, 6)) for _ in range(rng.choice([1, 2, 3, 3, 3])))
        st = " ".join("/".join(map(str, s)) for s in stocks)
        return f"{'/'.join(rows)} {side} {dice} {st}"


def turned(notation: str) -> str:
    """The same position with the seats swapped: board turned 180 degrees, colours swapped."""
    rows, side, dice, st1, st2 = notation.split()
    top, middle, bottom = rows.split("/")
    board = "/".join(row[::-1].swapcase() for row in (bottom, middle, top))
    return f"{board} {'II' if side == 'I' else 'I'} {dice} {st2} {st1}"


def entry_fight_position(rng: random.Random) -> str:
    """A position where the mover's last piece to enter competes with pieces already on the board.

    The mover has one piece waiting and a few on the board; the opponent's pairs
    block points of the mover's first half. Either seat may be the mover.
    """
    while True:
        stones = rng.randint(3, 7)
        mine = [0] * 37
        on_board = rng.randint(1, stones - 1)
        for _ in range(on_board):
            mine[rng.choice([rng.randint(1, 12), rng.randint(25, 36), rng.randint(1, 36)])] += 1
        theirs = [0] * 37              # the opponent's pieces along the mover's course
        left = stones
        for p in rng.sample(range(2, 13), rng.randint(1, 4)):
            if left >= 2 and not mine[p]:
                theirs[p] = 2
                left -= 2
        if rng.random() < 0.5 and left:
            p = rng.randint(1, 36)
            if not mine[p] and not theirs[p]:
                theirs[p] = 1
                left -= 1
        rows = [["-"] * 12 for _ in range(3)]
        for p in range(1, 37):
            r, c = ref_cell(0, p)
            if mine[p]:
                rows[r][c] = chr(ord("A") + mine[p] - 1)
            elif theirs[p]:
                rows[r][c] = chr(ord("a") + theirs[p] - 1)
        off = stones - on_board - 1
        their_off = rng.randint(0, left)
        if off == stones or their_off == stones:
            continue
        dice = "".join(str(rng.randint(1, 6)) for _ in range(3))
        text = (f"{'/'.join(''.join(r) for r in rows)} I {dice} 1/0/{off} "
                f"{left - their_off}/0/{their_off}")
        return turned(text) if rng.random() < 0.5 else text


def ref_reasons(notation: str, command: str, exact_bear_off: bool = False) -> set[str]:
    """Every refusal code that truly applies to ``command`` in the position (by the issue's rules).

    Empty if the command is a legal die use by the reference. ``unused_die`` is
    given only when no other reason applies and the step is not legal.
    """
    pos = ref_read(notation)
    s = pos.state
    legal = ref_legal(notation, exact_bear_off=exact_bear_off)
    words = command.split()
    if words[0] == "pass":
        return set() if ("pass", 0, 0, 0) in legal else {"must_play"}
    die = int(words[-1])
    reasons = set()
    if die not in pos.dice:
        reasons.add("no_die")
    if words[0] == "place":
        if not (s.waiting or s.captured):
            reasons.add("nothing_to_enter")
        if s.theirs[die] >= 2:
            reasons.add("blocked")
        if not reasons and ("place", die, die, 0) not in legal:
            reasons.add("unused_die")
        return reasons
    if s.captured:
        reasons.add("captured_first")
    if words[0] == "move":
        k = int(words[1])
        total, p = 0, None
        for q in range(1, 37):
            total += s.mine[q]
            if s.mine[q] and k <= total:
                p = q
                break
        if p is None:
            reasons.add("no_piece")
        elif p + die > 36:
            reasons.add("past_end")
        elif s.theirs[p + die] >= 2:
            reasons.add("blocked")
        if not reasons and ("move", die, p, 1 + sum(s.mine[1:p])) not in legal:
            reasons.add("unused_die")
        return reasons
    src = 37 - die if exact_bear_off else 30 + die
    if s.waiting or s.captured or sum(s.mine[1:31]):
        reasons.add("not_home")
    if not s.mine[src]:
        reasons.add("no_piece_at")
    if not reasons and ("take", die, src, 0) not in legal:
        reasons.add("unused_die")
    return reasons


def check_refusal_reasons(text: str, exact_bear_off: bool = False) -> None:
    """Try every command for the dice in ``text``; each refusal must give a reason that truly applies."""
    from board import IllegalMoveError     # local: keep the reference above free of engine names
    b = Board.from_notation(text, Rules(exact_bear_off=exact_bear_off))
    dice = sorted(set(b.dice) | {1, 6})
    commands = ["pass"] + [f"{w} {d}" for w in ("place", "take") for d in dice]
    commands += [f"move {k} {d}" for d in dice for k in range(1, b.on_board(b.turn) + 2)]
    for command in commands:
        reasons = ref_reasons(text, command, exact_bear_off=exact_bear_off)
        try:
            b.play(command)
        except IllegalMoveError as err:
            assert err.code in reasons, \
                f"{command!r} refused as {err.code} ({err}); true reasons {reasons} at {text}"
            continue
        assert not reasons, f"{command!r} played though {reasons} at {text}"
        b.undo()


class TickClock:
    """A clock that advances one tick each time it is read, and counts the reads."""

    def __init__(self) -> None:
        self.reads = 0

    def __call__(self) -> float:
        self.reads += 1
        return float(self.reads)
