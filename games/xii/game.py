"""XII Scripta behind the framework's game protocol: the engine (board.py) as the session drives it.

Why an adapter: ``board.Board`` keeps the public API its issue states
(``roll``/``legal_moves``/``play``/``undo``/``notation``); this class maps it
onto :class:`framework.core.game.Game` and says what each action did
(:class:`framework.core.game.Played` with its captures), so the session, the record
and the terminal loop treat XII Scripta like every other game.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from board import HOME, MOVE, PASS, PLACE, PLAYER_I, POINTS, TAKE, Board, IllegalMoveError, Move, Rules
from framework.core.arguments import ArgumentTypeError, check_bool, check_int, check_seat, check_str
from framework.core.dice import bag_after, bag_throws, distinct_throws, full_bag
from framework.core.game import (ChanceOutcomes, Effect, Outcome, Played, WithDice, check_concession, check_instance,
                                 check_throw)
from framework.core.session import Setup

__all__ = ["XiiGame", "Tally", "Bag", "rules_of", "pips", "BEARING_OFF", "YIELD"]

BEARING_OFF, YIELD = "bearing_off", "yield"


def rules_of(setup) -> Rules:
    """The engine's rules from a setup's options (stones, free_pass, exact_bear_off), each checked here."""
    check_instance("setup", setup, Setup, "a Setup")
    return Rules(stones=check_int("stones", setup.option("stones", 15), 1, 15),
                 free_pass=check_bool("free_pass", setup.option("free_pass", False)),
                 exact_bear_off=check_bool("exact_bear_off", setup.option("exact_bear_off", False)))


def pips(board: Board, seat: int) -> int:
    """The least total of dice that brings all of ``seat``'s pieces off, under the game's rules.

    Murray's bearing off (die N from home point N): a piece on point p (p up to
    31) needs 32 - p (to home point I, then a 1), one on home point h needs
    h - 30; a piece to enter needs 32. The variant (die N from the Nth point
    before the end): 37 - p for every piece, 37 to enter.
    """
    check_instance("board", board, Board, "an XII Scripta board.Board")
    check_seat("seat", seat)
    exact = board.rules.exact_bear_off
    total = (board.waiting(seat) + board.captured(seat)) * (37 if exact else 32)
    for p in range(1, POINTS + 1):
        n = board.count(seat, p)
        if n:
            total += n * (37 - p if exact else (32 - p if p <= HOME + 1 else p - HOME))
    return total


def _check_bag(bag: object) -> "tuple[int, ...] | None":
    if bag is None:
        return None
    if not isinstance(bag, tuple) or len(bag) != 6:
        raise ArgumentTypeError("bag", bag, "six counts of faces")
    for count in bag:
        check_int("bag", count, 0, 5)
    return bag


@dataclass(frozen=True)
class Tally:
    """One seat's pieces as the status lines and the end screen count them."""

    waiting: int
    captured: int
    on_board: int
    off: int
    captures: int                   # the other seat's pieces this seat has captured
    pips: int


#: One seat's bag: how many of each face (1-6) are left in its current bagful (``dice.full_bag()`` at the start
#: and after an emptied bagful, which the next draw refills), or None when a throw it was given could not have
#: come from it (a position set up by hand, a test's throws): its chances are then the fair dice's.
Bag = Optional[tuple[int, ...]]


class XiiGame(WithDice):
    """A game of XII Scripta: ``board`` is the engine's :class:`board.Board`.

    Why the adapter counts the bags: the dice come from each seat's own shuffle bag (framework/core/dice.py,
    every face five times in a bagful of thirty, drawn without replacement, and the same rule in a network
    game's joint throws), so the next throw's chances follow from the seat's own throws since the start, which
    everyone has seen. ``bags`` holds both seats' bags (None: fair dice, nothing counted); ``scripted`` the
    scripted throws (``--dice``) still to come, which are drawn from no bag. Each throw :meth:`roll` takes is
    counted, and :meth:`chance_outcomes` answers from the bag of the seat about to throw. The rules engine
    never hears of it: the dice still come from outside.
    """

    dice = 3

    def __init__(self, board: Board, throws: int = 0, bags: tuple[Bag, Bag] | None = None,
                 scripted: int = 0) -> None:
        self.board = check_instance("board", board, Board, "an XII Scripta board.Board")
        check_int("throws", throws, 0)
        check_int("scripted", scripted, 0)
        self.throws = throws            # throws since the start (the move number of the header)
        if bags is not None:
            if not isinstance(bags, tuple) or len(bags) != 2:
                raise ArgumentTypeError("bags", bags, "two seats' bags")
            bags = (_check_bag(bags[0]), _check_bag(bags[1]))
        self.bags = bags
        self.scripted = scripted
        self.counts_bag = bags is not None

    @classmethod
    def new(cls, setup, counts_bag: bool = True) -> "XiiGame":
        """The start of a game set up by ``setup`` (its rules, the seat that moves first and its scripted
        throws); ``counts_bag``: the dice come from the seats' shuffle bags (the house's dice), else fair."""
        rules = rules_of(setup)
        if setup.first == PLAYER_I:
            board = Board(rules)
        else:
            n = rules.stones
            board = Board.from_notation(f"------------/------------/------------ II - {n}/0/0 {n}/0/0", rules)
        return cls.fresh(board, setup, counts_bag)

    @classmethod
    def fresh(cls, board: Board, setup, counts_bag: bool = True) -> "XiiGame":
        """``board`` as a game starts from it under ``setup``: full bags (the cups are new), its script to come."""
        check_instance("board", board, Board, "an XII Scripta board.Board")
        check_instance("setup", setup, Setup, "a Setup")
        check_bool("counts_bag", counts_bag)
        return cls(board, bags=(full_bag(), full_bag()) if counts_bag else None, scripted=len(setup.script))

    def __repr__(self) -> str:
        return f"XiiGame({self.board!r})"

    # ------------------------------------------------------------ queries
    def to_move(self) -> int:
        b = self.board
        return b.winner if b.winner is not None else b.turn

    def needs_throw(self) -> bool:
        return self.board.winner is None and not self.board.dice

    def unused_dice(self) -> tuple[int, ...]:
        return self.board.dice

    def legal_actions(self) -> list[Move]:
        return self.board.legal_moves()

    def parse_action(self, text: str) -> Move:
        return self.board.parse(check_str("text", text))

    #: How ``hint`` joins a turn's commands so that split_line reads them back.
    line_join = ", "

    def split_line(self, text: str) -> list[str]:
        """A turn typed on one line as ``hint`` shows it, its commands between commas (``place 1, place 4,
        4/10``): each then read by :meth:`parse_action`; the loop plays the line whole or not at all."""
        parts = [part.strip() for part in check_str("text", text).split(",")]
        parts = [part for part in parts if part]
        return parts if len(parts) > 1 else [text]     # ", ," or one command: the line as typed, refused or read

    def format_action(self, action: Move) -> str:
        return str(check_instance("action", action, Move, "a board.Move"))

    def outcome(self) -> Outcome | None:
        b = self.board
        if b.winner is None:
            return None
        won = b.borne_off(b.winner) == b.rules.stones
        return Outcome(b.winner, BEARING_OFF if won else YIELD)

    def notation(self) -> str:
        return self.board.notation()

    def copy(self) -> "XiiGame":
        return XiiGame(self.board.copy(), self.throws, self.bags, self.scripted)

    def after(self, board: Board) -> "XiiGame":
        """``board`` (a position this game leads to in the same turn) with this game's bags: what a search
        asks the chance node of, without copying the game's history."""
        check_instance("board", board, Board, "an XII Scripta board.Board")
        return XiiGame(board, self.throws, self.bags, self.scripted)

    # ------------------------------------------------------------- the bags
    def bag(self, seat: int) -> "tuple[int, ...] | None":
        """What is left in ``seat``'s current bagful, the count of each face 1-6 (a fresh bagful when it
        is empty); None when the bags are not counted (fair dice) or the seat's throws did not come from one."""
        check_seat("seat", seat)
        return None if self.bags is None else self.bags[seat]

    def chance_outcomes(self) -> ChanceOutcomes:
        """The throws the seat to move can get, with their chances: drawn from what is left in its bag
        (``dice.bag_throws``), or three fair dice when the bags are not counted, the bag is unknown or
        the next throw is a scripted one. Empty when no throw is due."""
        if not self.needs_throw():
            return ()
        left = None if self.bags is None or self.scripted else self.bags[self.board.turn]
        return distinct_throws(self.dice) if left is None else bag_throws(left, self.dice)

    # ------------------------------------------- what the views and the loop ask
    def must_pass(self) -> bool:
        legal = self.board.legal_moves()
        return len(legal) == 1 and legal[0].kind == PASS

    def is_legal(self, action: object) -> bool:
        return isinstance(action, Move) and action in self.board.legal_moves()

    # ------------------------------------------- what XII Scripta's view shows
    @property
    def rules(self) -> Rules:
        return self.board.rules

    def throw(self) -> tuple[int, ...] | None:
        """The whole throw of the turn being played (None before it is thrown)."""
        return self.board.throw

    def grid(self):
        """The position as rows of cells, as player I sees the board (what render.board_lines draws)."""
        return self.board.grid()

    def tally(self, seat: int) -> Tally:
        check_seat("seat", seat)
        b = self.board
        return Tally(b.waiting(seat), b.captured(seat), b.on_board(seat), b.borne_off(seat), b.captures(seat),
                     pips(b, seat))

    def dice_refusals(self) -> list[tuple[int, list[Exception]]]:
        """Why the mover can use none of the unused dice: per distinct die, the engine's refusal of every
        action that die could be (enter, each stack moved, bear off), tried on a copy."""
        b = self.board
        pl = b.turn
        out = []
        for die in dict.fromkeys(b.dice):
            candidates: list[object] = []
            if b.waiting(pl) or b.captured(pl):
                candidates.append(f"{PLACE} {die}")
            if not b.captured(pl):
                for p in range(1, POINTS + 1):
                    if b.count(pl, p):
                        candidates.append(Move(MOVE, die, p, b.piece_number(pl, p)))
                if b.on_board(pl):
                    candidates.append(f"{TAKE} {die}")
            refusals = []
            for candidate in candidates:
                trial = b.copy(history=False)
                try:
                    trial.play(candidate)
                except IllegalMoveError as err:
                    refusals.append(err)
            out.append((die, refusals))
        return out

    # ------------------------------------------------------------ changes
    def roll(self, throw: Sequence[int]) -> None:
        throw = check_throw(throw, self.dice)
        seat = self.board.turn
        self.board.roll(throw)
        self.throws += 1
        if self.scripted:
            self.scripted -= 1                    # a scripted throw: drawn from no bag
        elif self.bags is not None and self.bags[seat] is not None:
            bags = list(self.bags)
            bags[seat] = bag_after(self.bags[seat], throw)
            self.bags = (bags[0], bags[1])

    def apply(self, action: Move | str) -> Played:
        check_instance("action", action, (Move, str), "a board.Move or its text")
        b = self.board
        seat = b.turn
        move = b.play(action)
        effects: tuple[Effect, ...] = ()
        taken = b.last_capture
        if taken is not None:
            # At the landing point (the mover's numbering); the detail is the piece's own point.
            effects = (Effect("capture", at=move.target, detail=(taken,)),)
        ends = b.winner is not None or b.turn != seat
        source = move.point if move.kind in ("move", "take") else None
        target = "off" if move.kind == "take" else (move.target or None)
        return Played(seat, move, self.format_action(move), effects, ends, source, target)

    def retract(self) -> None:
        self.board.undo()

    def concede(self, seat: int, reason: str = YIELD) -> None:
        """``seat`` gives up, to move or not (a network game's claim makes the absent player give up)."""
        check_concession(seat, reason)
        self.board.resign(seat)

