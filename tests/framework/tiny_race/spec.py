"""The tiny race's entry in a house: its view, its GameSpec and the Listing a registry holds.

Not in games/__init__.py: a test makes a registry of the house's games and this one
(``(*games.REGISTRY, LISTING)``) and passes it where the framework takes a registry.
"""
from __future__ import annotations

import os
from typing import Any, Callable

from framework.tui.game_screen import fit_header, fit_notes, seat_rows
from framework.tui.hotseat import explain_error, outcome_line
from framework.core.registry import Listing
from framework.core.spec import GameSpec
from framework.core.view import ViewDefaults
from framework.lang.texts import COMMON, HOUSE, Catalogue

from .game import CODEC, UNIT, RaceGame, planner_for
from .rules import HOME, SIDES, from_notation
from .texts import TEXTS

HERE = os.path.dirname(os.path.abspath(__file__))
WORDS = Catalogue(COMMON, HOUSE, TEXTS)


class RaceView(ViewDefaults):
    """The race at a table: a row of squares per side with its pawns counted, the throw, the moves."""

    pass_word = None                    # a throw can always be used: nothing to pass
    min_columns = 40

    def __init__(self, term: Any, lang: str) -> None:
        self.term = term
        self.lang = lang
        self.title = self.t("title")
        self.rest: list[str] = []       # the header's parts that did not fit beside the title

    def t(self, key: str, /, **params: object) -> str:
        return WORDS.text(self.lang, key, **params)

    def name(self, session: Any, seat: int) -> str:
        return getattr(session.players[seat], "name", "") or self.t(f"name.{seat}")

    def header(self, session: Any, mover: int, turn_over: bool) -> str:
        game = session.game
        text = (self.t("play.header_over", turn=game.move_number()) if session.game_over else
                self.t("play.header", turn=game.move_number(), name=self.name(session, game.to_move())))
        first, self.rest = fit_header(self.title, text, self.term.width)
        return first

    def info(self, session: Any, turn_over: bool, last_throw: tuple | None) -> list[str]:
        lines, self.rest = self.rest, []
        if session.game.unused_dice():
            lines.append(self.t("play.throw", die=session.game.unused_dice()[0]))
        return lines

    def board(self, session: Any, reader: int) -> list[str]:
        empty = "." if self.term.ascii else "·"
        lines = ["     " + "".join(f"{square:>3}" for square in range(HOME + 1))]
        for seat in (0, 1):
            pawns = session.game.pawns(seat)
            lines.append(f"  {SIDES[seat]:<3}" + "".join(f"{pawns.count(square) or empty:>3}"
                                                         for square in range(HOME + 1)))
        return lines

    def status(self, session: Any, reader: int, left_ms: Callable[[int], int | None]) -> list[str]:
        mover = None if session.game_over else session.game.to_move()
        mark = ">" if self.term.ascii else "▶"
        rows = [(f"  {mark if seat == mover else ' '} ", self.name(session, seat),
                 [self.t("play.pawns", a=session.game.pawns(seat)[0], b=session.game.pawns(seat)[1])])
                for seat in (0, 1)]
        return seat_rows(rows, self.term.width)

    def lead(self, session: Any) -> list:
        return []

    def played(self, played: Any, session: Any) -> list:
        return []

    def moves(self, session: Any, arg: str | None) -> list:
        legal = session.game.legal_actions()
        return [self.t("play.moves", moves=" ".join(map(self.listed, legal)))] if legal else []

    def listed(self, action: int) -> str:
        """A legal move as ``?`` lists it and as it is typed: the square its pawn leaves."""
        return str(action)

    def hint(self, session: Any) -> list:
        return [self.t("play.refused_hint")]

    def stuck(self, session: Any) -> list:
        return []

    def refusal(self, error: Exception, text: str) -> str:
        return self.t("play.refused", move=text, reason=explain_error(WORDS, self.lang, error, "illegal.game_over"))

    def help(self) -> str:
        return self.t("play.help")

    def end(self, session: Any) -> list:
        return fit_notes([("title", outcome_line(self.t, session.outcome, lambda seat: self.name(session, seat)))],
                         self.term.width)

    def prompt(self, session: Any, left_ms: int | None) -> str:
        return self.t("play.prompt", name=self.name(session, session.game.to_move()))

    def action_text(self, played: Any) -> str:
        """A move as the log, ``last`` and undo say it: from the square it left to the one it reached."""
        return f"{played.source}{'->' if self.term.ascii else '→'}{played.target}"


def view(term: Any, lang: str) -> RaceView:
    return RaceView(term, lang)


def position(text: str, setup: Any) -> RaceGame:
    """The race at the position ``text`` (its notation); the setup holds nothing the race needs, but is one."""
    from framework.core.game import check_instance
    from framework.core.session import Setup
    check_instance("setup", setup, Setup, "a Setup")
    return RaceGame(from_notation(text))


SPEC = GameSpec(
    name="race",
    codec=CODEC,
    new_game=RaceGame.new,
    planner=planner_for,
    unit=UNIT,
    texts=(TEXTS,),
    view=view,
    rules_dir=HERE,
    folder="race",
    undo_policy="turn",
    dice_kind="bag",
    seat_words={"i": 0, "1": 0, "ii": 1, "2": 1},
    seat_default=1,
    names="seats",
    about="about",
    position=position,
    dice_example="4,1,6",
)

LISTING = Listing("race", {"en": "Tiny race", "cs": "Malý závod", "pl": "Mały wyścig", "ru": "Маленькая гонка"},
                  f"{__package__}.spec", folder="race", suffix=".race")
