"""Ataxx at the keyboard: what the shared turn loop shows and says for this game.

The board stays put (a1 bottom left) unless the players ask for it to turn
(``flip``): Ataxx has no direction of play (see render.py). The last move is
said above the messages every time the board is drawn, with what it turned, and
marked on the board (``*`` its squares, ``+`` the stones it turned; the help says so).
After the computer's reply, the person's own move before it is said too when it
turned stones.
"""
from __future__ import annotations

from typing import Any

from framework.tui.fitting import fit
from framework.tui.game_screen import FittedLines, seat_rows
from framework.tui.hotseat import MoveGameView, format_clock
from framework.lang.words import FLIP, Words
from games.ataxx.board import BLACK, PASS, WHITE, AtaxxError, Move, parse_square, square_name
from games.ataxx.render import board_lines, last_move_marks, stone
from games.ataxx.texts import CATALOGUE

__all__ = ["AtaxxView", "MESSAGE_LINES", "MOVES"]

MESSAGE_LINES = 8
#: The command that lists the legal moves (as ``?`` does, without the help), in every language.
MOVES = Words("moves", "tahy", "ruchy", "ходы")


def _next_to(a: int, b: int) -> bool:
    return a != b and max(abs(a % 7 - b % 7), abs(a // 7 - b // 7)) == 1


def _turned(played: Any) -> int:
    return next((e.count for e in played.effects if e.kind == "turned"), 0)


def _sorted(moves: list[Move]) -> list[Move]:
    """Moves in reading order: by source, then target, each square by file then rank."""
    def key(sq: "int | None") -> tuple[int, int]:
        return (-1, -1) if sq is None else (sq % 7, sq // 7)
    return sorted(moves, key=lambda m: (key(m.source), key(m.target)))


class AtaxxView(FittedLines, MoveGameView):
    """Ataxx's screens for the shared loop, in ``lang`` on ``term``; ``flip`` turns the board for white."""

    title = "Ataxx"
    pass_word = "0000"
    #: The narrowest terminal the board, the header's parts and the status under the names fit.
    min_columns = 40

    catalogue = CATALOGUE
    #: The game's colour roles: the stones (the glyphs tell them apart without colour) and the blocked squares.
    colours = {"black": ("red", "bold"), "white": ("cyan", "bold"), "blocked": (None, "dim")}
    sides = (("black", BLACK), ("white", WHITE))

    def __init__(self, term: Any, lang: str, flip: bool = False) -> None:
        super().__init__(term, lang)
        self.flip = flip

    # -------------------------------------------------------------- screen
    def board(self, session: Any, reader: int) -> list[str]:
        """The board with the last move marked (its squares, the stones it turned)."""
        flipped = self.flip and reader == WHITE
        last = session.history[-1] if session.history else None
        return board_lines(session.game, flipped=flipped, ascii=self.term.ascii, style=self.term.style,
                           marks=last_move_marks(last))

    def status(self, session: Any, reader: int, left_ms: Any) -> list[str]:
        """A line per side (the mover marked, its stones, its clock); the figures go under a name
        that does not fit beside them."""
        mover = None if session.game_over else session.game.to_move()
        mark = ">" if self.term.ascii else "▶"
        rows = []
        for side, seat in self.sides:
            glyph = self.term.style(side, stone(seat, self.term.ascii))
            figures = [self.t("play.stones", count=session.game.pieces(seat))]
            left = left_ms(seat)
            if left is not None:
                figures.append(format_clock(left))
            rows.append((f"  {mark if seat == mover else ' '} {glyph} ", self.name(session, seat, full=True), figures))
        return seat_rows(rows, self.term.width)

    def lead(self, session: Any) -> list:
        """The last move, with what it turned; after the computer's reply, the person's move before it
        too when it turned stones (its capture stays said)."""
        if not session.history:
            return []
        last = session.history[-1]
        out = [self.last_text(session, last, "play.last")]
        before = session.history[-2] if len(session.history) > 1 else None
        if before is not None and before.seat != last.seat and session.is_computer(last.seat) \
                and not session.is_computer(before.seat) and _turned(before):
            out.append(self.last_text(session, before, "play.before"))
        return out

    def last_text(self, session: Any, played: Any, key: str) -> str:
        if played.action.is_pass:
            return self.t("play.last_pass", name=self.name(session, played.seat))
        kind = self.t("play.jump" if played.action.is_jump else "play.clone")
        return self.t(key, name=self.name(session, played.seat), move=played.text, kind=kind, turned=_turned(played))

    def help(self) -> str:
        """The commands, and what the marks on the board mean."""
        return super().help() + " " + self.t("play.marks")

    def piece_mark(self, seat: int) -> str:
        return stone(seat, self.term.ascii)

    # ---------------------------------------------------------------- words
    def action_text(self, played: Any) -> str:
        return played.text

    def played(self, played: Any, session: Any) -> list:
        return []

    def stuck(self, session: Any) -> list:
        return [self.t("play.pass_only", name=self.name(session, session.game.to_move()))]

    def command(self, word: str, rest: str, loop: Any) -> bool:
        if word in FLIP and not rest:
            self.flip = not self.flip
            loop.notes.append(self.t("play.view_flip" if self.flip else "play.view_fixed"))
            return True
        if word in MOVES:
            loop.notes += self.moves(loop.session, rest or None)
            return True
        return False

    def moves(self, session: Any, where: str | None) -> list:
        """The legal moves (clones by target, jumps source+target); with a square, that stone's moves."""
        game = session.game
        moves = game.legal_actions()
        if moves == [PASS]:
            return [self.t("play.moves_pass")]
        if where is not None:
            try:
                sq = parse_square(where)
            except AtaxxError as err:
                reason = self.explain(err)
                return [("error", reason[:1].upper() + reason[1:] + ".")]
            if game.piece_at(sq) != game.to_move():
                return [("error", self.t("play.refused", move=f"? {where}",
                                         reason=self.t("illegal.not_yours", square=square_name(sq))))]
            clones = [m for m in moves if m.source is None and _next_to(m.target, sq)]
            jumps = [m for m in moves if m.source == sq]
            if not clones and not jumps:
                return [self.t("play.moves_none_from", square=square_name(sq))]
            parts = []
            if clones:
                parts.append(self.t("play.moves_clone", count=len(clones),
                                    moves=" ".join(square_name(sq) + str(m) for m in _sorted(clones))))
            if jumps:
                parts.append(self.t("play.moves_jump", count=len(jumps),
                                    moves=" ".join(self.listed(m) for m in _sorted(jumps))))
            return [self.t("play.moves_from", square=square_name(sq), moves="; ".join(parts))]
        clones = _sorted([m for m in moves if m.source is None])
        jumps = _sorted([m for m in moves if m.source is not None])
        out = [self.t("play.moves_clone", count=len(clones), moves=" ".join(self.listed(m) for m in clones))]
        width = self.term.width                 # the lists are sized for the screen they are shown on
        budget = MESSAGE_LINES - 3 - len(fit(out[0], width))
        return out + self.fitted("play.moves_jump", [self.listed(m) for m in jumps], budget, width)

    def listed(self, move: Move) -> str:
        """A legal move as ``?`` lists it: its notation (``b6``, ``a7c5``), the same in every language."""
        return str(move)
