"""XII Scripta at the keyboard: what the shared turn loop shows and says for this game.

The loop (framework/tui/hotseat.py) is the same for every game; this view gives it
XII Scripta's header and throw line, the board drawn from the reader's seat
(render.py) with the last turn's points marked, both players' counts and pip
counts, the legal moves, what the computer or the opponent did (said in the
reader's own numbering), and the end-of-game figures.

Moves may be typed as the engine's commands (``place N``, ``move K N``,
``take N``, or their words in any language, ``board.WORDS``: ``vlož``, ``táhni``,
``seber``, ``dál``) or by point, which does not shift as pieces move: ``13/18``
(from point, to point), ``13 5`` (from point, die), ``VI/off``. The engine's parser
(``Board.parse``) reads them all; this view shows moves by point
(:meth:`XiiView.point_form`), the commands in the player's language.
"""
from __future__ import annotations

from typing import Any, Callable

from board import MOVE, OPPOSITE, PASS, PLACE, POINTS, TAKE, WORDS, Move, cell_of, point_name
from framework.tui.fitting import SEPARATOR, fit, visible_len
from framework.tui.game_screen import NAME_ROOM, fit_header, fit_notes, seat_rows
from framework.tui.table_screen import Items, last_turn
from framework.tui.terminal import printable
from framework.core.view import ViewDefaults
from framework.lang.words import BAG, OFF
from games.xii import texts
from games.xii.game import XiiGame
from games.xii.render import board_lines

__all__ = ["XiiView", "SEATS", "COLOURS", "status_lines", "bag_lines"]

SEATS = ("I", "II")
#: XII Scripta's colour roles (the terminal adds them to the shared ones): the two players' pieces and
#: names, the entry and home points of the rulers, the arrows of the course.
COLOURS = {"I": ("yellow", "bold"), "II": ("green", "bold"), "entry": ("cyan", None), "home": ("cyan", None),
           "arrow": (None, None)}
MAX_NAME = 16


def status_lines(term: Any, t: Callable[..., str], game: XiiGame, names: tuple[str, str], seat: int) -> list[str]:
    """Both players' counts, pip counts and dice left in their bags under the board; ``seat`` is marked as
    the one to move.

    A line per player when names and counts fit the screen's width side by side; else two, the
    counts that do not fit beside the name under it (``seat_rows``). A name is shortened only past
    NAME_ROOM characters, so a computer's level is always shown.
    """
    mark = ">" if term.ascii else "▶"
    rows = []
    for s in (0, 1):
        n = game.tally(s)
        counts = t("game.status", waiting=n.waiting, captured=n.captured, on_board=n.on_board, off=n.off,
                   pips=n.pips)
        bag = game.bag(s)
        if bag is not None:             # the dice left in the seat's bagful (the ``bag`` command says which)
            counts += SEPARATOR + t("game.status_bag", left=sum(bag))
        rows.append((f"{mark if s == seat else ' '} {SEATS[s]:<3}", printable(names[s], NAME_ROOM),
                     counts.split(SEPARATOR)))
    return seat_rows(rows, term.width, gap="  ", sep=SEPARATOR, paint=lambda s, name: term.style(SEATS[s], name))


def bag_lines(t: Callable[..., str], plural: Callable[..., str], game: XiiGame, names: tuple[str, str],
              ascii: bool = False) -> list[str]:
    """What ``bag`` says: what is left in each player's current bagful, face by face with its count (``1×2,
    2×1, ...``) and the dice left, a sentence a player; or why there is nothing to count."""
    if game.bags is None:
        return [t("game.bag_fair")]
    times = "x" if ascii else "×"
    lines = []
    for seat in (0, 1):
        bag = game.bag(seat)
        if bag is None:
            lines.append(t("game.bag_unknown", name=names[seat], seat=SEATS[seat]))
            continue
        faces = ", ".join(f"{face}{times}{count}" for face, count in enumerate(bag, 1))
        lines.append(t("game.bag", name=names[seat], seat=SEATS[seat], faces=faces,
                       left=plural("game.bag.left", sum(bag))))
    if game.scripted:
        lines.append(t("game.bag_scripted"))
    return lines


def _throw(throw: Any) -> str:
    return "-".join(map(str, throw))


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


class XiiView(ViewDefaults):
    """XII Scripta's screens for the shared loop, in ``lang`` on ``term``."""

    title = "XII Scripta"
    pass_word = "pass"
    #: The narrowest terminal the compact board, the status under the names and the header's parts fit.
    min_columns = 56

    def __init__(self, term: Any, lang: str) -> None:
        self.term = term
        self.lang = lang
        self.rest: list[str] = []       # the header's parts that did not fit its line (info shows them)
        term.use_roles(COLOURS)

    def t(self, key: str, /, **params: object) -> str:
        return texts.CATALOGUE.text(self.lang, key, **params)

    def plural(self, key: str, n: int, /, **params: object) -> str:
        return texts.CATALOGUE.plural(self.lang, key, n, **params)

    def command(self, word: str, rest: str, loop: Any) -> bool:
        """``bag``: what is left in both players' bags of dice (public: it follows from the throws seen)."""
        if word in BAG and not rest:
            session = loop.session
            names = (session.players[0].name, session.players[1].name)
            loop.notes.extend(bag_lines(self.t, self.plural, session.game, names, ascii=self.term.ascii))
            return True
        return False

    def pieces(self, seat: int) -> str:
        """How the seat's pieces look: by colour only when colour is shown."""
        plain = "" if getattr(self.term, "colour", False) else ".plain"
        return self.t(f"pieces.{SEATS[seat]}{plain}")

    # -------------------------------------------------------------- screen
    def header(self, session: Any, mover: int, turn_over: bool) -> str:
        """The header's parts that fit on the title's line; the others open :meth:`info` (``rest``).

        Between turns (``turn_over``) it names the player who has just played, as the session says (the
        last finished turn's), whatever seat the screen is drawn for: a watcher's, or the next thrower's."""
        if turn_over:
            done = last_turn(session)
            mover = done[0].seat if done else mover
        name = self.term.style(SEATS[mover], session.players[mover].name)
        # The turns begun, not game.move_number(): between turns (turn_over, before the next throw) the
        # header names the turn just finished, while move_number() already names the next one.
        turn = max(session.turns, 1)
        if session.game_over:
            text = self.t("game.header_over", turn=turn)
        else:
            key = "game.header_done" if turn_over else "game.header"
            text = self.t(key, turn=turn, name=name, seat=SEATS[mover], pieces=self.pieces(mover),
                          next=self.term.style(SEATS[session.seat], session.current.name))
        first, self.rest = fit_header(self.title, text, self.term.width)
        return first

    def info(self, session: Any, turn_over: bool, last_throw: tuple | None) -> list[str]:
        """The header's parts that did not fit its line, then the throw and the rules' variants."""
        game = session.game
        throw = game.throw()
        if throw and not turn_over:
            line = self.t("game.throw", throw=_throw(throw), dice=" ".join(map(str, game.unused_dice())))
        elif last_throw and turn_over:
            line = self.t("game.throw_done", throw=_throw(last_throw))
        elif session.game_over:
            line = ""                       # the game has ended: no throw is coming
        else:
            line = self.t("game.not_thrown")
        variants = [self.t(f"rules.{name}") for name in ("exact_bear_off", "free_pass") if getattr(game.rules, name)]
        if variants:
            rules = self.t("game.rules_variant", rules=", ".join(variants))
            line = line + SEPARATOR + rules if line else rules
        rest, self.rest = self.rest, []
        return rest + (fit(line, self.term.width, hang=0) if line else [])

    def marks(self, session: Any) -> set[tuple[int, int]]:
        """The cells (rows and columns as player I sees them) the last turn moved from and to."""
        cells = set()
        for played in last_turn(session):
            for p in (played.source, played.target):
                if isinstance(p, int) and 1 <= p <= POINTS:
                    cells.add(cell_of(played.seat, p))
        return cells

    def board(self, session: Any, reader: int) -> list[str]:
        """The full drawing where it fits the screen, else the compact one (three columns a point)."""
        def draw(compact: bool) -> list[str]:
            return board_lines(session.game.grid(), reader, ascii=self.term.ascii, style=self.term.style,
                               marks=self.marks(session), off=self.t("game.off"), compact=compact)
        full = draw(False)
        if max(map(visible_len, full)) <= self.term.width:
            return full
        return draw(True)

    def status(self, session: Any, reader: int, left_ms: Callable[[int], int | None]) -> list[str]:
        names = (session.players[0].name, session.players[1].name)
        return status_lines(self.term, self.t, session.game, names, session.seat)

    def lead(self, session: Any) -> list:
        return []

    def prompt(self, session: Any, left_ms: int | None) -> str:
        return self.t("game.prompt", name=session.current.name)

    # ---------------------------------------------------------------- words
    def action_text(self, played: Any) -> str:
        return played.text

    @staticmethod
    def _point(seat: int, p: int, reader: int) -> str:
        """``seat``'s course point ``p`` as ``reader``'s rulers name it."""
        return point_name(p if seat == reader else OPPOSITE[p])

    def describe(self, played: Any, session: Any, reader: int) -> str:
        """An action as ``reader`` reads it: from and to in the reader's own numbering, and what it captured."""
        move = played.action
        seat = played.seat
        if move.kind == PLACE:
            text = self.t("move.place", to=self._point(seat, move.target, reader))
        elif move.kind == MOVE:
            text = self.t("move.move", src=self._point(seat, move.point, reader),
                          to=self._point(seat, move.target, reader))
        elif move.kind == TAKE:
            text = self.t("move.take", src=self._point(seat, move.point, reader))
        elif move.kind == PASS:
            text = self.t("move.pass")
        else:
            text = played.text
        if any(e.kind == "capture" for e in played.effects):
            if reader != seat:
                text = self.t("move.captures_you", text=text)
            else:
                text = self.t("move.captures", text=text, other=session.players[1 - seat].name)
        return text

    def typed(self, played: Any, session: Any) -> str:
        """The action as its mover types it by point (``13/18``, ``VI/off``, ``place 4``)."""
        return self.point_form(played.action)

    def point_form(self, move: Move) -> str:
        """By point where the engine reads points (``13/18``, ``VI/ven``), else the command in the player's words."""
        if move.kind == MOVE:
            return f"{point_name(move.point)}/{point_name(move.target)}"
        if move.kind == TAKE:
            return f"{point_name(move.point)}/{OFF.shown(self.lang)}"
        return self.command_text(move)

    def command_text(self, move: Move) -> str:
        """The engine's command for ``move`` in the player's words (``táhni 3 5``, ``vlož 2``, ``dál``)."""
        word, *numbers = str(move).split()
        words = WORDS.get(word)
        return " ".join([words.shown(self.lang) if words is not None else word, *numbers])

    def played(self, played: Any, session: Any) -> list:
        return []           # captures are said with the action (describe)

    def help(self) -> str:
        """The commands, and what the marks on the board mean."""
        return self.t("game.help_commands") + " · " + self.t("game.marks")   # the example ends without a stop

    def listed(self, move: Move) -> str:
        """A legal move as ``?`` lists it: by point, with the engine's command beside it."""
        if move.kind in (MOVE, TAKE):
            return f"{self.point_form(move)} ({self.command_text(move)})"
        return self.command_text(move)

    def moves(self, session: Any, arg: str | None) -> list:
        moves = [self.listed(m) for m in session.game.legal_actions()]
        return [Items(self.t("play.help_moves_head", count=len(moves)), tuple(moves))]

    def hint(self, session: Any) -> list:
        moves = [self.listed(m) for m in session.game.legal_actions()]
        if not moves:
            return [self.t("play.help_throw")] if not session.game_over else []
        lines: list = [Items(self.t("play.hint_head"), tuple(moves[:8]))]
        if len(moves) > 8:
            lines.append(self.t("play.hint_more", count=len(moves) - 8))
        return lines

    def refusal(self, error: Exception, text: str) -> str:
        return texts.explain(self.lang, error)

    # ---------------------------------------------------------------- stuck
    def stuck(self, session: Any) -> list:
        game = session.game
        return [self.t("game.no_move", dice=", ".join(map(str, game.unused_dice())), why=self.why_stuck(game)),
                self.t("game.no_move_confirm")]

    def why_stuck(self, game: XiiGame) -> str:
        """Why none of the unused dice can be used: the engine's reason for each candidate action."""
        reasons = []
        for die, refusals in game.dice_refusals():
            seen: dict[str, str] = {}
            for err in refusals:
                seen.setdefault(err.code, _lower_first(texts.explain(self.lang, err).rstrip(".")))
            reason = "; ".join(list(seen.values())[:2])
            reasons.append(self.t("game.why_die", die=die, reason=reason) if reason
                           else self.t("game.why_nothing", die=die))
        return "; ".join(reasons)

    def end(self, session: Any) -> list:
        tally = (session.game.tally(0), session.game.tally(1))
        outcome = session.outcome
        winner = session.players[outcome.winner]
        loser = session.players[1 - outcome.winner]
        notes: list = []
        if outcome.reason == "yield":
            notes.append(self.t("play.yielded", loser=loser.name))
        notes.append(("title", self.t("play.winner", name=winner.name)))
        names = {"name_i": session.players[0].name, "name_ii": session.players[1].name}
        notes.append(self.t("end.summary", turns=session.turns, turns_i=session.throws_by[0],
                            turns_ii=session.throws_by[1], **names))
        notes.append(self.t("end.captures", cap_i=tally[0].captures, cap_ii=tally[1].captures, **names))
        notes.append(self.t("end.borne_off", off_i=tally[0].off, off_ii=tally[1].off, **names))
        return fit_notes(notes, self.term.width)
