"""Latrunculi at the keyboard: what the shared turn loop shows and says for this game.

The seed's referee: a player types a move (``e1e4``), or first a square to
select a piece (the squares it can reach are then marked on the board) and
then its target. Every refusal names its reason in the player's language and
the player is asked again. The last move is said above the messages every
time the board is drawn, with each capture and its reason ("d4 flanked by c4
and e4", "a8 immobilised"; a man taken by immobilisation gets a sentence of its
own: which man could no longer move and why), and marked on the board (``*``
its squares, ``×`` the men it took; the help says so). After the computer's
reply the person's capture before it is still said, and while each side has its
first move ahead, the opening capture (a back-rank man boxed in) is pointed out.

The board turns to the seat of the player it is drawn for (Black sees his men
at the bottom), as Latrunculi, like chess, has a direction of play; ``flip``
keeps it still, White at the bottom.

``draw`` offers a draw: the other player is asked at the keyboard (the
computer answers by its judgement of the position); if accepted, the game
ends drawn (the game's ``draw`` action, which the record keeps).
"""
from __future__ import annotations

from typing import Any, Callable

from framework.tui.fitting import fit
from framework.tui.game_screen import FittedLines, seat_rows
from framework.tui.hotseat import MoveGameView, format_clock
from framework.tui.terminal import printable
from games.latrunculi.board import BLACK, IMMOBILISED, WHITE, square_name
from games.latrunculi.board import DRAW
from games.latrunculi.render import board_lines, glyph, last_move_marks
from games.latrunculi.texts import CATALOGUE, DRAW_WORDS, FIXED_WORDS

__all__ = ["LatrunculiView", "MESSAGE_LINES"]

MESSAGE_LINES = 7


class LatrunculiView(FittedLines, MoveGameView):
    """Latrunculi's screens for the shared loop, in ``lang`` on ``term``; ``turn``: face the reader's seat."""

    title = "Latrunculi"
    pass_word = None
    #: A player may offer a draw (``draw``); over the network the table's draw/accept/decline.
    draw_offers = True
    #: The narrowest terminal the board (8x12 too), the header's parts and the status under the names fit.
    min_columns = 40

    catalogue = CATALOGUE
    #: The game's colour roles: each side's men and Duke (the glyphs tell them apart without colour).
    colours = {"black": ("red", "bold"), "white": ("cyan", "bold")}
    sides = (("white", WHITE), ("black", BLACK))

    def __init__(self, term: Any, lang: str, turn: bool = True) -> None:
        super().__init__(term, lang)
        self.turn = turn
        self.selected: tuple[str, int] | None = None     # (the position's FEN, the selected square)

    def selection(self, session: Any) -> int | None:
        """The selected square, if it still belongs to this position."""
        if self.selected is None or session.game_over or self.selected[0] != session.game.notation():
            return None
        return self.selected[1]

    # -------------------------------------------------------------- screen
    def board(self, session: Any, reader: int) -> list[str]:
        """The board with the selected piece's reach, or else the last move marked (its squares, the men
        it captured)."""
        game = session.game
        sq = self.selection(session)
        last = session.history[-1] if session.history and sq is None else None
        return board_lines(game.position(), from_black=self.turn and reader == BLACK, ascii=self.term.ascii,
                           style=self.term.style, selected=sq, reach=0 if sq is None else game.reach(sq),
                           marks=last_move_marks(last, self.term.ascii))

    def status(self, session: Any, reader: int, left_ms: Callable[[int], int | None]) -> list[str]:
        """A line per side (the mover marked, its men, the legend of its pieces, its clock; the figures
        under a name that does not fit beside them), then the capture limit's count, if the game has one."""
        mover = None if session.game_over else session.game.to_move()
        mark = ">" if self.term.ascii else "▶"
        rows = []
        for side, seat in self.sides:
            legend = self.t("play.legend", man=self.term.style(side, glyph(seat, False, self.term.ascii)),
                            duke=self.term.style(side, glyph(seat, True, self.term.ascii)))
            figures = [self.t("play.men", count=session.game.pieces(seat)), legend]
            left = left_ms(seat)
            if left is not None:
                figures.append(format_clock(left))
            rows.append((f"  {mark if seat == mover else ' '} ", self.name(session, seat, full=True), figures))
        width = self.term.width
        lines = seat_rows(rows, width)
        game = session.game
        if game.capture_limit:
            limit = self.t("play.limit", plies=game.plies_since_capture, limit=game.capture_limit)
            lines += ["    " + line for line in fit(limit, width - 4, hang=0)]
        return lines

    def lead(self, session: Any) -> list:
        """The last move, with what it captured (a man taken by immobilisation: which, and why) and any
        Duke it immobilised; after the computer's reply, the person's capture before it; while each side
        has yet to make its first move, the opening capture pointed out."""
        history = session.history
        opening = self.opening(session) if len(history) < 2 else []
        if not history:
            return opening
        last = history[-1]
        name = self.name(session, last.seat)
        if last.action == DRAW:
            return [self.t("play.last_draw", name=name)]
        out = [self.t("play.last", name=name, move=last.text) + self.captured(last)]
        for e in last.effects:
            if e.kind == "capture" and e.detail[:1] == (IMMOBILISED,):
                out.append(self.immobilised_text(session, last, e))
            if e.kind == "duke_immobilised":
                out.append(self.t(f"play.duke_immobilised.{e.detail[0]}", square=e.at))
        before = history[-2] if len(history) > 1 else None
        if before is not None and before.action != DRAW and before.seat != last.seat \
                and session.is_computer(last.seat) and not session.is_computer(before.seat) and self.captured(before):
            out.append(self.t("play.before", name=self.name(session, before.seat), move=before.text)
                       + self.captured(before))
        return out + opening

    def captured(self, played: Any) -> str:
        """`` Captured: d4 flanked by c4 and e4; a8 immobilised.``, or "" when the move took nothing."""
        captures = [self.capture_text(e) for e in played.effects if e.kind == "capture"]
        return " " + self.t("play.captured", captures="; ".join(captures)) if captures else ""

    def immobilised_text(self, session: Any, played: Any, effect: Any) -> str:
        """Which man could no longer move and why: every square next to it taken, the last by the move."""
        sq = session.game.read_square(effect.at)
        count = session.game.position().geometry.neighbours[sq].bit_count()
        return self.t(f"play.immobilised.{1 - played.seat}", square=effect.at, count=count, by=played.target)

    def opening(self, session: Any) -> list:
        """The opening capture pointed out, while a capture by immobilisation is open to the side to move
        from its start (its first move): the first such move, as an example."""
        if session.game_over:
            return []
        example = session.game.opening_capture()
        if example is None:
            return []
        move, taken = example
        return [self.t("play.opening", move=move, square=taken)]

    def help(self) -> str:
        """The commands, and what the marks on the board mean."""
        return super().help() + " " + self.t("play.marks")

    def capture_text(self, effect: Any) -> str:
        """``d4 flanked by c4 and e4`` / ``a8 immobilised``, flankers from a to z."""
        reason, *flankers = effect.detail
        if reason == "immobilised" or len(flankers) < 2:
            return self.t("play.capture_immobilised", square=effect.at)
        first, second = sorted(flankers, key=lambda s: (s[0], int(s[1:])))
        return self.t("play.capture_flank", square=effect.at, first=first, second=second)

    def piece_mark(self, seat: int) -> str:
        return glyph(seat, False, self.term.ascii)

    def prompt(self, session: Any, left_ms: int | None) -> str:
        """With a piece selected, the prompt names its square."""
        sq = self.selection(session)
        if sq is None:
            return super().prompt(session, left_ms)
        seat = session.game.to_move()
        return self.t("play.prompt_selected", name=self.name(session, seat), glyph=self.piece_mark(seat),
                      square=square_name(sq))

    # ---------------------------------------------------------------- words
    def action_text(self, played: Any) -> str:
        return played.text

    def played(self, played: Any, session: Any) -> list:
        self.selected = None
        return []

    def stuck(self, session: Any) -> list:
        return []

    def command(self, word: str, rest: str, loop: Any) -> bool:
        if word in FIXED_WORDS and not rest:
            self.turn = not self.turn
            loop.notes.append(self.t("play.view_turn" if self.turn else "play.view_fixed"))
            return True
        if word in DRAW_WORDS and not rest:
            self.offer_draw(loop)
            return True
        if not rest and len(word) <= 3:
            try:
                sq = loop.session.game.read_square(word)
            except ValueError:
                return False
            self.square(loop, word, sq)
            return True
        return False

    def square(self, loop: Any, word: str, sq: int) -> None:
        """A square alone: the target of the selected piece, or a piece to select."""
        session = loop.session
        game = session.game
        selected = self.selection(session)
        piece = game.piece_at(sq)
        if selected is not None and not (piece is not None and piece.colour == game.to_move()):
            loop.act(game.move_from(selected, word))   # refused: the piece stays selected
            return
        error = game.selection_refusal(sq)
        if error is not None:
            loop.notes.append(("error", self.refusal(error, word)))
            loop.notes.extend(self.hint(session))
            return
        self.selected = (game.notation(), sq)
        reach = game.reach(sq)
        loop.notes.append(self.t("play.selected", square=square_name(sq), count=reach.bit_count(),
                                 piece=self.t("play.piece.duke" if piece.duke else "play.piece.man")))

    def offer_draw(self, loop: Any) -> None:
        """The player to move offers a draw; the other answers (the computer by its judgement)."""
        session = loop.session
        seat = session.game.to_move()
        other = 1 - seat
        offerer, taker = self.name(session, seat), self.name(session, other)
        if session.is_computer(other):
            accept = session.players[other].accepts_draw(session.game)
            loop.notes.append(self.t("draw.computer_accepts" if accept else "draw.computer_declines", other=taker))
        else:
            accept = loop.prompt.confirm(self.t("draw.ask", offerer=offerer, other=taker))
            if not accept:
                loop.notes.append(self.t("draw.declined", other=taker))
        if accept:
            loop.act(DRAW)

    def moves(self, session: Any, where: str | None) -> list:
        """The legal moves, as many as fit; with a square, that piece's moves."""
        game = session.game
        moves = game.legal_actions()
        if where is not None:
            try:
                sq = game.read_square(where)
            except ValueError as err:
                return [("error", self.refusal(err, printable(where, 24)))]
            error = game.selection_refusal(sq)
            if error is not None:
                return [("error", self.refusal(error, printable(where, 24)))]
            own = [self.listed(m) for m in moves if m.source == sq]
            piece = game.piece_at(sq)
            return [self.t("play.moves_from", square=square_name(sq), moves=" ".join(own),
                           piece=self.t("play.piece.duke" if piece.duke else "play.piece.man"))]
        return self.fitted("play.moves", [self.listed(m) for m in moves], MESSAGE_LINES - 3, self.term.width)

    def listed(self, move: Any) -> str:
        """A legal move as ``?`` lists it: its notation, the same in every language."""
        return str(move)
