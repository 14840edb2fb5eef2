"""Long Nardy at the keyboard: what the shared turn loop shows and says for this game.

The board is drawn from the seat of the player to move, turned so each player
sees its own head in the bottom left corner and its route running along the
bottom row, then back along the top (the seed's layout for black: 1-12 on
top, 24-13 below). Counts are signed, as in the seed: positive black,
negative white, so the board reads without colour.
"""
from __future__ import annotations

from typing import Any, Callable

from framework.tui.fitting import fit
from framework.tui.game_screen import fit_header, fit_notes, seat_rows
from framework.tui.hotseat import explain_error
from framework.tui.table_screen import last_turn
from framework.core.view import ViewDefaults
from framework.tui.terminal import printable
from framework.lang.words import OFF as OFF_WORDS, PASS as PASS_WORDS
from games.nardy.board import PASS, PASS_MOVE
from games.nardy.render import board_lines, last_turn_marks
from games.nardy.texts import CATALOGUE

__all__ = ["NardyView", "MESSAGE_TURNS"]

#: Whole turns listed by ``?`` before "... and N more".
MESSAGE_TURNS = 12

class NardyView(ViewDefaults):
    """Long Nardy's screens for the shared loop, in ``lang`` on ``term``; ``fixed`` keeps black's view."""

    title = "Long Nardy"
    pass_word = PASS
    #: The narrowest terminal the board (50 columns), the header's parts and the status fit.
    min_columns = 52

    def __init__(self, term: Any, lang: str, fixed: bool = False) -> None:
        self.term = term
        self.lang = lang
        self.fixed = fixed
        self.title = self.t("title")            # the game's name in the player's language (Dlouhé nardy)
        self.rest: list[str] = []       # the header's parts that did not fit its line (info shows them)

    def t(self, key: str, /, **params: object) -> str:
        return CATALOGUE.text(self.lang, key, **params)

    def name(self, session: Any, seat: int) -> str:
        player = session.players[seat]
        return getattr(player, "name", "") or self.t(f"seat.{seat}")

    def labelled(self, session: Any, seat: int) -> str:
        """The seat's name with its colour in this game: ``Player I (white)``; a name that ends in
        brackets takes the colour inside them: ``Computer (strong, black)``."""
        name = self.name(session, seat)
        colour = self.t(f"colour.{session.game.player_of(seat)}")
        if name.endswith(")") and "(" in name:
            return f"{name[:-1]}, {colour})"
        return f"{name} ({colour})"

    # -------------------------------------------------------------- screen
    def header(self, session: Any, mover: int, turn_over: bool) -> str:
        """The header's parts that fit on the title's line; the others open :meth:`info`."""
        game = session.game
        if session.game_over:
            text = self.t("play.header_over", game=game.games)
        else:
            seat = game.to_move()
            text = self.t("play.header", game=game.games, name=self.labelled(session, seat))
        first, self.rest = fit_header(self.title, text, self.term.width)
        return first

    def info(self, session: Any, turn_over: bool, last_throw: tuple | None) -> list[str]:
        game = session.game
        lines, self.rest = self.rest, []
        width = self.term.width
        if game.match > 1:
            lines += fit(self.t("play.match", match=game.match, first=self.name(session, 0), a=game.score[0],
                                 b=game.score[1], second=self.name(session, 1)), width, hang=0)
        if game.unused_dice():
            lines.append(self.t("play.throw", dice=" ".join(map(str, game.unused_dice()))))
        return lines

    def board(self, session: Any, reader: int) -> list[str]:
        game = session.game
        setup = getattr(session, "setup", None)
        fixed = self.fixed or bool(setup is not None and setup.option("fixed_board", False))
        player = 1 if fixed else game.player_of(reader)
        marks = last_turn_marks(last_turn(session) if session.history else ())   # the last turn, as XII
        return board_lines(game.points(), player, marks=marks, style=self.term.style)

    def status(self, session: Any, reader: int, left_ms: Callable[[int], int | None]) -> list[str]:
        """A line per seat (the mover marked, its sign and colour, its pips and borne-off count); the
        figures go under a name that does not fit beside them."""
        game = session.game
        rows = []
        for seat in (0, 1):
            player = game.player_of(seat)
            here = ">" if seat == game.to_move() and not session.game_over else " "
            sign = "+" if player == 1 else "-"
            rows.append((f"  {here} {sign} ", self.labelled(session, seat),
                         [self.t("play.pips", pips=game.pips(player), off=game.borne_off(player))]))
        return seat_rows(rows, self.term.width)

    def lead(self, session: Any) -> list:
        """Nothing, as in XII Scripta: the loop's notes already say every turn once (the person's at the
        hand-over, the computer's move by move), ``last`` says the previous turn again, and the board marks
        the last move; a "Last: ..." line above them said the same move a second time."""
        return []

    def prompt(self, session: Any, left_ms: int | None) -> str:
        return self.t("play.prompt", name=self.name(session, session.game.to_move()))

    # ---------------------------------------------------------------- words
    def action_text(self, played: Any) -> str:
        """What was played, in the player's words (``13/ven``): the last move, the log, undo."""
        return self.listed(played.action)

    def played(self, played: Any, session: Any) -> list:
        """The end of a game inside a match (the match goes on with a new board)."""
        for effect in played.effects:
            if effect.kind == "game_won" and not session.game_over:
                game = session.game
                last = game.last_game
                reason = self.t(f"end.{last.reason}", winner=self.name(session, played.seat),
                                loser=self.name(session, 1 - played.seat))
                return [("title", self.t("play.game_won", name=self.name(session, played.seat),
                                         game=game.games - 1, reason=reason, a=game.score[0], b=game.score[1]))]
        return []

    def help(self) -> str:
        return self.t("play.help") + " " + self.t("play.marks")

    def refusal(self, error: Exception, text: str) -> str:
        """The move and why it is refused; said once when the reason already quotes it (``x — не ход``)."""
        reason = explain_error(CATALOGUE, self.lang, error, "error")
        if reason.startswith(printable(text.strip(), 24)):
            return reason + "."             # begins with what was typed: kept as typed, not capitalised
        return self.t("play.refused", move=text, reason=reason)

    def hint(self, session: Any) -> list:
        return [self.t("play.refused_hint")]

    def stuck(self, session: Any) -> list:
        return [self.t("play.pass_only", name=self.name(session, session.game.to_move()))]

    def moves(self, session: Any, arg: str | None) -> list:
        """The legal whole turns of what is left of the throw."""
        game = session.game
        if session.game_over or not game.unused_dice():
            return []
        turns = game.legal_turns()
        if turns == [()]:
            return [self.stuck(session)[0]]
        texts = [" ".join(self.listed(m) for m in t) for t in turns]
        out = [self.t("play.turns", count=len(texts), turns="; ".join(texts[:MESSAGE_TURNS]))]
        if len(texts) > MESSAGE_TURNS:
            out.append(self.t("play.turns_more", count=len(texts) - MESSAGE_TURNS))
        return out

    def listed(self, move: Any) -> str:
        """A checker move (or the pass) in the player's words: ``13/ven``, ``пас``; the points as everywhere."""
        if move == PASS_MOVE:
            return PASS_WORDS.shown(self.lang)
        text = str(move)
        if text.endswith("/off"):
            return text[:-len("off")] + OFF_WORDS.shown(self.lang)
        return text

    def typed(self, played: Any, session: Any) -> str:
        """The action as its mover types it (``hint``), in the player's words."""
        return self.listed(played.action)

    def end(self, session: Any) -> list:
        outcome = session.outcome
        winner = outcome.winner
        reason = self.t(f"end.{outcome.reason}", winner=self.name(session, winner),
                        loser=self.name(session, 1 - winner))
        game = session.game
        lines = [("title", self.t("play.win", winner=self.name(session, winner), reason=reason))]
        if game.match > 1:
            lines.append(self.t("play.score", a=game.score[0], b=game.score[1]))
        return fit_notes(lines, self.term.width)
