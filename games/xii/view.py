"""XII Scripta at the keyboard: what the shared turn loop shows and says for this game.

The loop (framework/hotseat.py) is the same for every game; this view gives it
XII Scripta's header and throw line, the board drawn from the reader's seat
(render.py), both players' counts, what a capture means, why no die can be
used, the legal moves, and the end-of-game figures.
"""
from __future__ import annotations

from typing import Any, Callable

from board import MOVE, POINTS, IllegalMoveError, Move
from games.xii import texts
from games.xii.render import board_lines

__all__ = ["XiiView", "SEATS", "status_lines"]

SEATS = ("I", "II")
MAX_NAME = 16


def status_lines(term: Any, t: Callable[..., str], board: Any, names: tuple[str, str], seat: int) -> list[str]:
    """Both players' counts under the board; ``seat`` is marked as the one the board is drawn for."""
    lines = []
    mark = ">" if term.ascii else "▶"
    for s in (0, 1):
        label = f"{mark if s == seat else ' '} {SEATS[s]:<3}"
        padded = names[s] + " " * max(0, MAX_NAME + 1 - len(names[s]))
        counts = t("game.status", waiting=board.waiting(s), captured=board.captured(s),
                   on_board=board.on_board(s), off=board.borne_off(s))
        lines.append(label + term.style(SEATS[s], padded) + counts)
    return lines


def _throw(throw: Any) -> str:
    return "-".join(map(str, throw))


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


class XiiView:
    """XII Scripta's screens for the shared loop, in ``lang`` on ``term``."""

    title = "XII Scripta"
    pass_word = "pass"

    def __init__(self, term: Any, lang: str) -> None:
        self.term = term
        self.lang = lang

    def t(self, key: str, /, **params: object) -> str:
        return texts.CATALOGUE.text(self.lang, key, **params)

    # -------------------------------------------------------------- screen
    def header(self, session: Any, mover: int, turn_over: bool) -> str:
        name = self.term.style(SEATS[mover], session.players[mover].name)
        key = "game.header_done" if turn_over else "game.header"
        return self.t(key, turn=max(session.turns, 1), name=name, seat=SEATS[mover],
                      pieces=self.t(f"pieces.{SEATS[mover]}"))

    def info(self, session: Any, turn_over: bool, last_throw: tuple | None) -> list[str]:
        b = session.game.board
        if b.throw and not turn_over:
            return [self.t("game.throw", throw=_throw(b.throw), dice=" ".join(map(str, b.dice)))]
        if last_throw and turn_over:
            return [self.t("game.throw_done", throw=_throw(last_throw))]
        return [self.t("game.not_thrown")]

    def board(self, session: Any, reader: int) -> list[str]:
        return board_lines(session.game.board.grid(), reader, ascii=self.term.ascii, style=self.term.style)

    def status(self, session: Any, reader: int, left_ms: Callable[[int], int | None]) -> list[str]:
        names = (session.players[0].name, session.players[1].name)
        return status_lines(self.term, self.t, session.game.board, names, reader)

    def lead(self, session: Any) -> list:
        return []

    def prompt(self, session: Any, left_ms: int | None) -> str:
        return self.t("game.prompt", name=session.current.name)

    # ---------------------------------------------------------------- words
    def action_text(self, played: Any) -> str:
        return played.text

    def played(self, played: Any, session: Any) -> list:
        notes = []
        for effect in played.effects:
            if effect.kind == "capture":
                other = session.players[1 - played.seat].name
                notes.append(self.t("game.captured", other=other, point=texts.point_name(effect.at)))
        return notes

    def help(self) -> str:
        return self.t("game.help_commands")

    def moves(self, session: Any, arg: str | None) -> list:
        moves = [str(m) for m in session.game.legal_actions()]
        return [self.t("play.help_moves", count=len(moves), moves=", ".join(moves))]

    def hint(self, session: Any) -> list:
        b = session.game.board
        moves = [str(m) for m in b.legal_moves()]
        if not moves:
            return [self.t("play.help_throw")] if not b.game_over else []
        lines = [self.t("play.hint", moves=", ".join(moves[:8]))]
        if len(moves) > 8:
            lines.append(self.t("play.hint_more", count=len(moves) - 8))
        return lines

    def refusal(self, error: Exception, text: str) -> str:
        return texts.explain(self.lang, error)

    def command(self, word: str, rest: str, loop: Any) -> bool:
        return False

    def stuck(self, session: Any) -> list:
        b = session.game.board
        return [self.t("game.no_move", dice=", ".join(map(str, b.dice)), why=self.why_stuck(b)),
                self.t("game.no_move_confirm")]

    def why_stuck(self, b: Any) -> str:
        """Why none of the unused dice can be used: the engine's reason for each candidate action."""
        pl = b.turn
        reasons = []
        for die in dict.fromkeys(b.dice):
            candidates: list[object] = []
            if b.waiting(pl) or b.captured(pl):
                candidates.append(f"place {die}")
            if not b.captured(pl):
                for p in range(1, POINTS + 1):
                    if b.count(pl, p):
                        candidates.append(Move(MOVE, die, p, b.piece_number(pl, p)))
                if b.on_board(pl):
                    candidates.append(f"take {die}")
            seen: dict[str, str] = {}
            for candidate in candidates:
                trial = b.copy(history=False)
                try:
                    trial.play(candidate)
                except IllegalMoveError as err:
                    seen.setdefault(err.code, _lower_first(texts.explain(self.lang, err).rstrip(".")))
            reason = "; ".join(list(seen.values())[:2])
            reasons.append(self.t("game.why_die", die=die, reason=reason) if reason
                           else self.t("game.why_nothing", die=die))
        return "; ".join(reasons)

    def end(self, session: Any) -> list:
        b = session.game.board
        outcome = session.outcome
        winner = session.players[outcome.winner]
        loser = session.players[1 - outcome.winner]
        notes: list = []
        if outcome.reason == "yield":
            notes.append(self.t("play.yielded", loser=loser.name))
        notes.append(("title", self.t("play.winner", name=winner.name)))
        names = {"name_i": session.players[0].name, "name_ii": session.players[1].name}
        notes.append(self.t("end.summary", turns=session.turns, turns_i=session.throws_by[0],
                            turns_ii=session.throws_by[1], cap_i=b.captures(0), cap_ii=b.captures(1), **names))
        notes.append(self.t("end.borne_off", off_i=b.borne_off(0), off_ii=b.borne_off(1), **names))
        return notes
