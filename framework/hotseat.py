"""The one turn loop at the keyboard, for every game: draw, read a line, carry it out, say what happened.

Why one loop: each game used to have its own (a fifth would have been written
for the next game). The loop here does everything that is the same in every
game — the screen's frame, the commands every game shares, the throw and the
hand-over of a game with dice, the computer's turns, the clock, saving
warnings, the end screen — and asks the game's :class:`View` only for what is
its own: the board drawing, its header and status lines, its words for what a
move did, and its extra commands.

The commands, the same in every game (in the player's language; the English words always work):

========================  ===================================================
``?`` / ``help``          the commands and every legal move now (``? a7``: the
                          view may narrow the list)
``undo``                  take back one action (``undo turn``: the whole turn so far)
``hint``                  the computer's best three moves or turns now, with their chances or
                          scores, as commands to type (framework/analysis.py); nothing is played
``last`` / ``show``       the previous turn again, said from the reader's seat
``log``                   the moves of the game so far, a page at a time
``board``                 the position in the game's one-line notation
``save FILE``             a copy of the game's record
``rules``                 the rules pages
``yield``                 give up (asks first)
``quit``                  back to the menu (asks first; the game stays saved)
========================  ===================================================
"""
from __future__ import annotations

import sys
import time
from dataclasses import dataclass
from typing import Any, Callable, Protocol, Sequence

from framework.errors import GameError, IllegalActionError
from framework.fitting import fit
from framework.prompt import Leave, Prompt, TimeUp
from framework.terminal import printable
from framework.words import COMMANDS, REVIEW, UNDO_TURN
from player import Budget

__all__ = ["View", "Hotseat", "COMMANDS", "UNDO_TURN", "Items", "format_clock",
           "last_turn", "turns_of", "wrap_items"]

#: The narrowest terminal a game's screen is drawn on when its view does not say (``View.min_columns``).
MIN_COLUMNS = 60

# COMMANDS (``word in COMMANDS[name]``: a typed word in any language) and UNDO_TURN (what may follow
# ``undo`` to take back the whole turn) live in framework/words.py, with every other table of words.

Note = Any          # a text, or (role, text) for a styled note


def format_clock(ms: int) -> str:
    """Remaining time as ``m:ss`` (``h:mm:ss`` from an hour), rounded up: 0:00 only when none is left."""
    seconds = max(0, -(-int(ms) // 1000))
    h, rest = divmod(seconds, 3600)
    m, s = divmod(rest, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m}:{s:02d}"


@dataclass(frozen=True)
class Items:
    """A note that is a list (the legal moves, a hint): ``head`` then ``items`` joined by ``sep``.

    Why not plain text: a list wrapped as prose breaks inside an item
    (``move 3`` / ``2``); :func:`wrap_items` breaks only between items, to the
    screen's width.
    """

    head: str
    items: tuple[str, ...]
    sep: str = ","
    role: str = ""


def wrap_items(note: Items, width: int) -> list[str]:
    """``note`` as lines of at most ``width`` columns, broken between items (an item longer than a
    line stands alone on its line)."""
    lines: list[str] = []
    line = note.head.rstrip()
    last = len(note.items) - 1
    for i, item in enumerate(note.items):
        piece = item + (note.sep if i < last else "")
        if line and len(line) + 1 + len(piece) > width:
            lines.append(line)
            line = "  " + piece
        else:
            line = f"{line} {piece}" if line else piece
    lines.append(line)
    return lines


class MoveGameView:
    """What the views of the games without dice share (Ataxx, Latrunculi): texts from the game's
    ``catalogue``, seats named by its ``name.<seat>`` (with the computer's level), a header by move
    number, no throw to tell, a status line and a prompt per seat, the end with each side's pieces.

    A subclass sets ``catalogue``, ``colours`` and ``sides``, draws the board and gives ``piece_mark(seat)``
    and ``seat_status``; its game gives ``pieces(seat)``. The catalogue has ``play.prompt``,
    ``play.prompt_clock`` (``{name} {glyph} {clock}``) and ``play.count`` (each side's ``<side>_name``
    and ``<side>``)."""

    catalogue: Any = None
    #: The narrowest terminal this view's board fits (:class:`View`).
    min_columns: int = MIN_COLUMNS
    #: The game's own colour roles (``{role: (colour, effect)}``), added to the terminal's shared ones.
    colours: dict = {}
    #: The sides as the status lines list them, top down: (name, seat); the name is the side's colour
    #: role and its parameter in ``play.count``.
    sides: tuple[tuple[str, int], ...] = ()

    def __init__(self, term: Any, lang: str) -> None:
        self.term = term
        self.lang = lang
        term.use_roles(self.colours)

    def t(self, key: str, /, **params: object) -> str:
        return self.catalogue.text(self.lang, key, **params)

    def name(self, session: Any, seat: int, full: bool = False) -> str:
        plain = self.t(f"name.{seat}")
        level = getattr(session.players[seat], "level", "")
        if full and level:
            return self.t("name.computer", colour=plain, level=self.t(f"level.{level}"))
        return plain

    def header(self, session: Any, mover: int, turn_over: bool) -> str:
        number = session.game.move_number()
        if session.game_over:
            return self.t("play.header_over", number=number)
        return self.t("play.header", number=number, name=self.name(session, session.game.to_move(), full=True))

    def info(self, session: Any, turn_over: bool, last_throw: tuple | None) -> list[str]:
        return []

    def piece_mark(self, seat: int) -> str:
        """The mark of ``seat``'s pieces, as the prompt shows it."""
        raise NotImplementedError

    def seat_status(self, session: Any, side: str, seat: int, name: str) -> str:
        """``seat``'s status line after the mover's mark, ``name`` padded to the longest."""
        raise NotImplementedError

    def status(self, session: Any, reader: int, left_ms: Callable[[int], int | None]) -> list[str]:
        """A line per side: the mover marked, the game's words for the seat, its clock."""
        mover = None if session.game_over else session.game.to_move()
        mark = ">" if self.term.ascii else "▶"
        width = max(len(self.name(session, seat, full=True)) for _, seat in self.sides)
        lines = []
        for side, seat in self.sides:
            name = f"{self.name(session, seat, full=True):<{width}}"
            line = f"  {mark if seat == mover else ' '} " + self.seat_status(session, side, seat, name)
            left = left_ms(seat)
            lines.append(line if left is None else line + "   " + format_clock(left))
        return lines

    def prompt(self, session: Any, left_ms: int | None) -> str:
        seat = session.game.to_move()
        params = {"name": self.name(session, seat), "glyph": self.piece_mark(seat)}
        if left_ms is None:
            return self.t("play.prompt", **params)
        return self.t("play.prompt_clock", clock=format_clock(left_ms), **params)

    def fitted(self, key: str, texts: list[str], lines: int, width: int) -> list[str]:
        """``key`` (``{count}``, ``{moves}``) with as many of ``texts`` as fit in ``lines`` lines of
        ``width``, then ``play.moves_more`` with how many did not."""
        def listing(shown: int) -> str:
            return self.t(key, count=len(texts), moves=" ".join(texts[:shown]))
        shown = len(texts)
        while shown and len(fit(listing(shown), width)) > lines:      # as the screen will break it
            shown -= 1
        out = [listing(shown)]
        if shown < len(texts):
            out.append(self.t("play.moves_more", count=len(texts) - shown))
        return out

    def end(self, session: Any) -> list:
        """How the game ended, then each side's pieces."""
        result = outcome_line(self.t, session.outcome, lambda seat: self.name(session, seat))
        counts: dict[str, object] = {}
        for side, seat in self.sides:
            counts[f"{side}_name"] = self.name(session, seat)
            counts[side] = session.game.pieces(seat)
        return [("title", result), self.t("play.count", **counts)]

    def help(self) -> str:
        return self.t("play.help")

    def explain(self, error: Exception) -> str:
        return explain_error(self.catalogue, self.lang, error, "error.unknown")

    def refusal(self, error: Exception, text: str) -> str:
        """A rules refusal names the move; a malformed one is the reason alone, as a sentence."""
        reason = self.explain(error)
        if isinstance(error, IllegalActionError):
            return self.t("play.refused", move=text, reason=reason)
        return reason[:1].upper() + reason[1:] + "."

    def hint(self, session: Any) -> list:
        return [self.t("play.refused_hint")]


def explain_error(catalogue: Any, lang: str, error: Exception, fallback: str) -> str:
    """A refusal in the player's words: the error's catalogue ``key`` (``fallback`` if it has none)
    filled with its ``params``, text among them made printable and short (it may echo the input)."""
    params = {k: printable(str(v), 24) if isinstance(v, str) else v
              for k, v in getattr(error, "params", {}).items()}
    return catalogue.text(lang, getattr(error, "key", None) or fallback, **params)


def outcome_line(t: Callable[..., str], outcome: Any, name: Callable[[int], str]) -> str:
    """How a game ended, in the game's words: ``play.win`` (or ``play.draw``) with its ``end.<reason>``
    (``{winner}``, ``{loser}`` filled by ``name(seat)``)."""
    winner = outcome.winner
    names = {"winner": name(winner) if winner is not None else "",
             "loser": name(1 - winner) if winner is not None else ""}
    reason = t(f"end.{outcome.reason}", **names)
    if winner is None:
        return t("play.draw", reason=reason)
    return t("play.win", winner=names["winner"], reason=reason)


def last_turn(session: Any) -> list:
    """The last finished turn (its ``Played`` actions, oldest first): the opponent's before the mover
    acts, the mover's own at the hand-over. [] at the start."""
    history = session.history
    if session.game.dice and not session.needs_throw and not session.game_over:
        history = history[:len(history) - len(session.turn_actions)]
    if not history:
        return []
    seat = history[-1].seat
    k = len(history)
    while k and history[k - 1].seat == seat:
        k -= 1
    return list(history[k:])


def turns_of(session: Any, entries: Sequence[Any] = ()) -> list[tuple[int, tuple | None, list]]:
    """The game so far as turns: ``(seat, throw or None, [Played ...])``.

    ``entries`` (the record's, when the game is saved) give the throws; without
    them a turn is a run of one seat's actions.
    """
    history = list(session.history)
    out: list[tuple[int, tuple | None, list]] = []
    if entries and sum(len(e.actions) for e in entries) == len(history):
        i = 0
        for e in entries:
            played = history[i:i + len(e.actions)]
            i += len(e.actions)
            seat = e.seat if e.seat is not None else (played[0].seat if played else 0)
            if played or e.throw:
                out.append((seat, tuple(e.throw) if e.throw else None, played))
        return out
    for p in history:
        if out and out[-1][0] == p.seat and session.game.dice:
            out[-1][2].append(p)
        else:
            out.append((p.seat, None, [p]))
    return out


class View(Protocol):
    """What a game shows and understands at the keyboard; everything else of the loop is shared.

    ``t(key, **params)`` is the game's catalogue in the player's language;
    ``term`` the terminal (``style``, ``ascii``).
    """

    title: str
    pass_word: str | None
    #: The narrowest terminal the view's smallest layout fits (below it the screen says the width needed).
    min_columns: int

    def header(self, session: Any, mover: int, turn_over: bool) -> str: ...

    def info(self, session: Any, turn_over: bool, last_throw: tuple | None) -> list[str]: ...

    def board(self, session: Any, reader: int) -> list[str]: ...

    def status(self, session: Any, reader: int, left_ms: Callable[[int], int | None]) -> list[str]: ...

    def lead(self, session: Any) -> list[Note]: ...

    def played(self, played: Any, session: Any) -> list[Note]: ...

    def moves(self, session: Any, arg: str | None) -> list[Note]: ...

    def hint(self, session: Any) -> list[Note]: ...

    def stuck(self, session: Any) -> list[Note]: ...

    def refusal(self, error: GameError, text: str) -> Note: ...

    def help(self) -> str: ...

    def end(self, session: Any) -> list[Note]: ...

    def prompt(self, session: Any, left_ms: int | None) -> str: ...

    def action_text(self, played: Any) -> str: ...

    # Optional (the loop has a default for each; see DEVELOPERS.md). Typed text is never parsed here:
    # the loop hands it to the session as typed, and the game's engine reads it.
    #
    # describe(played, session, reader) -> str: an action as ``reader`` should
    #     read it (points in their numbering, what it captured); default: action_text.
    # typed(played, session) -> str: the action as the mover would type it (hint);
    #     default: played.text.
    # command(word, rest, loop) -> bool: the game's own command words (``flip``, ``draw``, a square
    #     alone); True when the line was one of them; default: the game has none.


class Hotseat:
    """Turns at the keyboard for one ``session`` shown through ``view``.

    ``planner(level)`` gives the game's planner for ``hint``. ``t`` gives the shared and the game's sentences in the player's language;
    ``scribe`` keeps the record (None: not saved); ``on_rules`` shows the rules
    pages; ``on_save(name)`` exports a copy. A computer seat plays by itself;
    with ``delay`` its actions stay on the screen that many seconds. ``demo``:
    the computer plays both seats and nothing waits for a key.
    """

    def __init__(self, prompt: Prompt, session: Any, view: View, t: Callable[..., str], *, scribe: Any = None,
                 notes: Sequence[Note] = (), demo: bool = False, delay: float = 0.0,
                 on_rules: Callable[[], None] | None = None, on_save: Callable[[str], list] | None = None,
                 explain_save: Callable[[Exception], str] | None = None,
                 clock: Callable[[], float] = time.monotonic, sleep: Callable[[float], None] | None = None,
                 planner: Callable[[str], Any] | None = None, end_prompt: str = "play.end_prompt",
                 review: Callable[[], None] | None = None) -> None:
        self.prompt = prompt
        self.term = prompt.term
        self.session = session
        self.view = view
        self.t = t
        self.scribe = scribe
        self.notes: list[Note] = list(notes)
        self.demo = demo
        self.delay = delay
        self.on_rules = on_rules
        self.on_save = on_save
        self.explain_save = explain_save or (lambda err: printable(str(err), 80))
        self.clock = clock
        self.sleep = sleep
        self.planner = planner          # planner(level) for hints; None: no hints
        self.hinter: Any = None         # the hints' planner, made at the first hint
        self.end_prompt = end_prompt    # the end screen's key: back to the menu, or the program ends
        self.review = review            # the end screen's "r": review the game just finished (None: not offered)
        self.save_warned = False
        #: The last ``save FILE`` copy: (the record written, the path), to tell whether it holds the game.
        self.copy: tuple[Any, str] | None = None
        self.last_seat: int | None = None          # who played the turn that just ended (dice games)
        self.last_throw: tuple | None = None
        self.turn_started = clock()
        self.more: list[Note] = []          # the notes of the screen on show when they did not all fit

    # ------------------------------------------------------------ helpers
    @property
    def game(self) -> Any:
        return self.session.game

    def name(self, seat: int) -> str:
        return self.session.players[seat].name

    def reader(self, seat: int) -> int:
        """The seat to draw the board for: the person's, when one person plays the computer."""
        people = [p.seat for p in self.session.players if not p.is_computer]
        return people[0] if len(people) == 1 else seat

    def describe(self, played: Any, reader: int) -> str:
        """``played`` as the person in ``reader`` reads it (the view's words, else the action's text)."""
        say = getattr(self.view, "describe", None)
        return say(played, self.session, reader) if say is not None else self.view.action_text(played)

    def describe_all(self, played: Sequence[Any], reader: int) -> str:
        return ", ".join(self.describe(p, reader) for p in played)

    def typed(self, played: Any) -> str:
        """``played`` as the mover would type it."""
        say = getattr(self.view, "typed", None)
        return say(played, self.session) if say is not None else played.text

    def left_ms(self, seat: int) -> int | None:
        """``seat``'s time now: the mover's clock runs from the start of its move."""
        left = self.session.remaining(seat)
        if left is None:
            return None
        if seat == self.game.to_move() and not self.session.game_over:
            left -= int((self.clock() - self.turn_started) * 1000)
        return max(0, left)

    def used_ms(self) -> int:
        return int((self.clock() - self.turn_started) * 1000)

    # ------------------------------------------------------------- screen
    def screen(self, reader: int, turn_over: bool = False, mover: int | None = None) -> list[str]:
        v = self.view
        mover = reader if mover is None else mover
        lines = [self.term.style("title", v.title) + " · " + v.header(self.session, mover, turn_over)]
        lines += v.info(self.session, turn_over, self.last_throw)
        lines.append("")
        lines += v.board(self.session, reader)
        lines.append("")
        lines += v.status(self.session, reader, self.left_ms)
        lines.append("")
        return lines

    def message_lines(self, notes: Sequence[Note], width: int) -> list[Note]:
        """Notes with every list (:class:`Items`) broken into lines between its items."""
        out: list[Note] = []
        for note in notes:
            if isinstance(note, Items):
                out += [(note.role, line) if note.role else line for line in wrap_items(note, width)]
            else:
                out.append(note)
        return out

    def draw(self, reader: int, notes: list[Note], turn_over: bool = False, mover: int | None = None,
             prompt: str = "") -> None:
        """The screen at the terminal's size (once it is as wide as the view needs); drawn again with the
        same notes when the terminal is resized.

        The whole screen fits the terminal's rows, so its title never scrolls away: the notes get the
        rows the frame and the ``prompt`` under it leave; notes that do not fit end in ``play.more``,
        and ``?`` then shows them whole in the pager (:meth:`show_more`)."""
        self.prompt.fit_screen(getattr(self.view, "min_columns", MIN_COLUMNS))
        columns, rows = self.term.size()
        width = columns - 1
        lines: list[str] = []
        for line in self.screen(reader, turn_over, mover):
            lines += self.term.fit(line, width)
        shown = list(self.view.lead(self.session)) + list(notes)
        if self.scribe is not None and self.scribe.on_change is not None and self.scribe.failed is not None \
                and self.save_warned:
            # on every screen while saving fails, not only once: moves made now are not on disk
            shown.insert(0, ("error", self.t("play.unsaved_banner")))
        said = self.term.wrap(self.message_lines(shown, width), width, sys.maxsize)
        room = rows - len(lines) - max(1, len(self.term.fit(prompt, width)))
        self.more = []
        if self.term.screen and len(said) > room:       # plain output keeps every line
            more = self.term.fit(self.t("play.more"), width)
            said = said[:max(0, room - len(more))] + more
            self.more = shown
        self.term.clear()
        for line in lines + said:
            self.term.line(line)
        self.term.on_redraw(lambda: self.draw(reader, notes, turn_over, mover, prompt))

    def show_more(self) -> None:
        """``?`` after a screen whose notes did not fit: all of them, in the pager the log uses."""
        shown, self.more = self.more, []

        def pages(columns: int, rows: int) -> list[list[str]]:
            body = self.term.wrap(self.message_lines(shown, columns - 1), columns - 1, sys.maxsize)
            height = max(4, rows - 3)   # the question under the page (two lines when narrow)
            return [body[i:i + height] for i in range(0, len(body), height)]
        self.prompt.page(pages, lambda page, count, last: self.t("play.more_last" if last else "play.more_page",
                                                                 page=page, pages=count),
                         lambda text: self.t("rules.bad", text=text))

    def check_saved(self) -> None:
        """Say once when saving starts failing, and once when it works again."""
        scribe = self.scribe
        if scribe is None or scribe.on_change is None:
            return
        if scribe.failed is not None and not self.save_warned:
            err = scribe.failed
            path = getattr(err, "path", None) or getattr(err, "filename", None) or "?"
            self.notes.append(("error", self.t("play.save_failed", path=printable(str(path), 80),
                                               reason=self.explain_save(err))))
            self.save_warned = True
        elif scribe.failed is None and self.save_warned:
            self.notes.append(self.t("play.save_working"))
            self.save_warned = False

    @property
    def saved(self) -> bool:
        return self.scribe is not None and self.scribe.on_change is not None and self.scribe.failed is None

    # --------------------------------------------------------------- loop
    def run(self) -> None:
        """Play until the game ends or the players quit it (returns), or they leave the program (Leave)."""
        s = self.session
        while True:
            self.check_saved()
            if s.game_over:
                self.end_screen()
                return
            player = s.current
            if s.needs_throw:
                if player.is_computer:
                    self.computer_throws()
                elif not self.before_throw():
                    return
                continue
            if player.is_computer:
                self.computer_acts()
            elif not self.person_turn():
                return

    # ------------------------------------------------------------- throws
    def _throw(self) -> None:
        s = self.session
        throw = s.throw()
        seat = self.game.to_move()
        self.last_seat = None
        self.last_throw = tuple(throw)
        self.notes.append(self.t("play.thrown", name=s.current.name, throw="-".join(map(str, throw))))
        prev = last_turn(s)
        if prev and prev[0].seat != seat and not s.is_computer(prev[0].seat) and not s.is_computer(seat) \
                and self.reader(seat) != self.reader(prev[0].seat):
            # Two people: the hand-over showed this turn from its mover's seat; now from this one's.
            self.notes.append(self.t("play.their_turn", name=self.name(prev[0].seat),
                                     move=self.describe_all(prev, self.reader(seat))))
        self.turn_started = self.clock()

    def before_throw(self) -> bool:
        """The hand-over: the last mover sees their result; the next one throws with Enter.

        Top to bottom: what happened before (the computer's actions), the turn
        just played and who throws next, then the answers to commands typed here.
        """
        s = self.session
        nxt = s.current
        notes = self.notes
        self.notes = []
        prev = last_turn(s)
        report: list[Note] = []
        if prev:
            seat = prev[0].seat
            computer = s.is_computer(seat)
            name = self.name(seat)
            if not computer:      # the computer's actions are noted one by one
                report.append(self.t("play.played", name=name, move=self.describe_all(prev, self.reader(seat))))
            report.append(self.t("play.handover", prev=name, name=nxt.name))
            if s.can_undo and not computer:
                report.append(self.t("play.handover_undo", prev=name))
            self.last_seat = seat
        else:
            report.append(self.t("play.handover_first", name=nxt.name))
            seat = nxt.seat
        answers: list[Note] = []
        while True:
            question = self.t("play.throw_prompt", name=nxt.name)
            self.draw(self.reader(seat), notes + report + answers, turn_over=bool(prev), mover=seat, prompt=question)
            line = self.prompt.ask(question)
            if line.strip() == "":
                self._throw()
                return True
            if not self.command(line, thrown=False):
                return False
            answers = self.notes
            self.notes = []
            if not s.needs_throw or s.game_over:
                self.notes = answers        # the turn was taken back or the game ended: a new screen
                return True

    # ------------------------------------------------------------ persons
    def person_turn(self) -> bool:
        """One line at the prompt of the person to move; False when the game is left."""
        s = self.session
        seat = self.game.to_move()
        notes = self.notes
        self.notes = []
        only_pass = self.view.pass_word is not None and self.game.must_pass()
        if only_pass:
            notes += self.view.stuck(s)
        left = self.left_ms(seat)
        question = self.view.prompt(s, left)
        self.draw(self.reader(seat), notes, mover=seat, prompt=question)
        deadline = None if left is None else self.clock() + left / 1000
        try:
            line = self.prompt.ask(question, deadline)
        except TimeUp:
            self.term.line()
            s.time_out(seat)
            return True
        if s.remaining(seat) is not None and self.left_ms(seat) == 0:
            s.time_out(seat)            # the line came too late (piped input, or a slow answer)
            return True
        if not line.strip() and only_pass:
            line = self.view.pass_word
        return self.command(line, thrown=True)

    def command(self, line: str, thrown: bool) -> bool:
        """Carry out one typed line; False when the game is left (back to the menu)."""
        s = self.session
        words = line.split()
        if not words:
            if thrown:
                self.act("")              # the game's own words for an empty line
            return True
        word = words[0].lower()
        rest = line.strip()[len(words[0]):].strip()
        own = getattr(self.view, "command", None)          # the game's own words (optional)
        if word in COMMANDS["help"] and not rest and self.more:
            self.show_more()
        elif word in COMMANDS["help"]:
            self.notes.append(self.view.help())
            if thrown or not self.game.dice:
                self.notes += self.view.moves(s, rest or None)
            else:
                self.notes.append(self.t("play.help_throw"))
            if self.planner is not None:        # after the legal moves: a short screen keeps those in view
                self.notes.append(self.t("play.help_hint"))
        elif word in COMMANDS["undo"] and (not rest or rest.lower() in UNDO_TURN):
            self.undo(thrown, whole=bool(rest))
        elif word in COMMANDS["hint"] and not rest:
            self.hint(thrown)
        elif word in COMMANDS["last"] and not rest:
            self.say_last()
        elif word in COMMANDS["log"] and not rest:
            self.show_log()
        elif word in COMMANDS["board"] and not rest:
            self.notes.append(self.t("play.notation", notation=self.game.notation()))
        elif word in COMMANDS["save"]:
            self.export(rest)
        elif word in COMMANDS["rules"] and not rest:
            if self.on_rules is not None:
                self.on_rules()
        elif word in COMMANDS["quit"] and not rest:
            key = "play.confirm_quit" if self.saved else "play.confirm_quit_unsaved"
            if self.prompt.confirm(self.t(key)):
                return False
            self.notes.append(self.t("play.playing_on"))
        elif word in COMMANDS["yield"] and not rest:
            other = self.name(1 - self.game.to_move())
            if self.prompt.confirm(self.t("play.confirm_yield", other=other)):
                s.concede()
            else:
                self.notes.append(self.t("play.playing_on"))
        elif own is not None and own(word, rest, self):
            pass
        elif not thrown:
            self.notes.append(("error", self.t("play.throw_first")))
        else:
            self.play_line(line.strip())
        return True

    def play_line(self, line: str) -> None:
        """The actions a typed line holds (the game's ``split_line``; without it the line is one), in order.
        A line is played whole or not at all: tried on a copy first, a part the rules refuse, or one more
        than the turn holds, refuses the whole line and nothing is played."""
        split = getattr(self.game, "split_line", None)
        seat = self.game.to_move()
        texts = split(line) if split is not None else [line]
        if len(texts) == 1:
            self.act(texts[0])
            return
        refusal = self._line_refusal(texts, seat)
        if refusal is not None:
            self.notes.append(("error", refusal))
            self.notes.extend(self.view.hint(self.session))
            return
        at, played = len(self.notes), []          # several actions: what they did is said once, in one note
        for text in texts:
            done = self.act(text, say=False)
            if done is not None:
                played.append(done)
            if done is None or self.session.game_over or self.game.needs_throw() or self.game.to_move() != seat:
                break
        if played and not self.session.game_over and self.game.to_move() == seat and self.game.dice:
            self.notes.insert(at, self.t("play.played", name=self.name(seat),
                                         move=self.describe_all(played, self.reader(seat))))

    def _line_refusal(self, texts: list[str], seat: int) -> str | None:
        """Why a line of several actions cannot be played whole (tried on a copy of the game), or None."""
        trial = self.game.copy()
        for n, text in enumerate(texts):
            if trial.outcome() is not None or trial.needs_throw() or trial.to_move() != seat:
                return self.t("play.line_too_long", played=" ".join(texts[:n]), rest=" ".join(texts[n:]))
            try:
                trial.apply(trial.parse_action(text))
            except GameError as err:
                return self.view.refusal(err, printable(text, 24))
        return None

    def undo(self, thrown: bool, whole: bool = False) -> None:
        """``undo``: one action back; ``whole``: the whole turn so far (dice games)."""
        s = self.session
        if not s.can_undo:
            last = s.history[-1] if s.history else None
            if s.undo_policy == "turn" and not thrown and last is not None and s.is_computer(last.seat) \
                    and s.turn_actions:
                self.notes.append(self.t("play.computer_no_undo", name=self.name(last.seat)))
            else:
                self.notes.append(self.t("play.nothing_to_undo"))
            return
        seat_before = self.game.to_move()
        taken = s.undo()
        while whole and s.undo_policy == "turn" and s.can_undo:
            taken += s.undo()
        self.turn_started = self.clock()
        reader = self.reader(taken[0].seat)
        if s.undo_policy == "turn":
            if self.game.to_move() != seat_before or not thrown:
                self.last_seat = None       # the turn is open again
            self.notes.append(self.t("play.undone_dice", move=self.describe_all(taken, reader)))
        else:
            self.notes.append(self.t("play.undone", moves=self.describe_all(taken, reader)))

    def act(self, action: Any, say: bool = True) -> Any:
        """Play ``action`` (text or value) for the seat to move; refusals become notes.

        Returns what was played (a ``Played``), or None if nothing was. ``say``: a move that leaves the
        turn open is noted (the line that plays several says them together instead).
        """
        s = self.session
        seat = self.game.to_move()
        if isinstance(action, str) and len(action) > 200:
            action = action[:200]         # nothing legal is that long; the refusal names the start
        try:
            played = s.play(action, used_ms=self.used_ms())
        except GameError as err:
            shown = printable(action, 24) if isinstance(action, str) else str(action)
            self.notes.append(("error", self.view.refusal(err, shown)))
            self.notes.extend(self.view.hint(s))
            return None
        if played is None:              # the clock had run out
            return None
        if not s.game_over and self.game.to_move() != seat:
            self.last_seat = seat
            self.turn_started = self.clock()
        elif say and not s.game_over and not s.is_computer(seat) and self.game.dice:
            self.notes.append(self.t("play.played", name=self.name(seat), move=self.describe(played, self.reader(seat))))
        self.notes.extend(self.view.played(played, s))
        return played

    def hint(self, thrown: bool) -> None:
        """``hint``: the computer's best three moves or turns now (framework/analysis.py, the strong level's
        judgement), each with its chance or score, as commands to type; nothing is played."""
        s = self.session
        if self.game.dice and not thrown:
            self.notes.append(self.t("play.help_throw"))
            return
        if self.planner is None or s.game_over:
            self.notes.append(self.t("play.no_hint"))
            return
        from framework.analysis import HINT_SECONDS, rank
        left = self.left_ms(self.game.to_move())
        seconds = HINT_SECONDS if left is None else min(HINT_SECONDS, max(0.05, left / 1000 / 20))
        try:
            if self.hinter is None:
                self.hinter = self.planner("strong")
            best = rank(self.game, self.hinter, 3, seconds)
        except KeyboardInterrupt:
            self.term.status("")
            self.prompt.confirm_leave()
            return
        if not best:
            self.notes.append(self.t("play.no_hint"))
            return
        # A whole turn as the game's split_line reads it back (Long Nardy: spaces; XII: commas); a game
        # without one takes its actions one line each, shown here between commas.
        join = getattr(self.game, "line_join", ", ")
        shown = []
        for n, choice in enumerate(best, 1):
            move = join.join(self.typed(p) for p in choice.played)
            score = self.hint_score(choice)
            shown.append(self.t("play.hint_line", n=n, move=move, score=score) if score
                         else self.t("play.hint_line_plain", n=n, move=move))
        # One list, broken between choices: a screen with few rows left still shows all three.
        self.notes.append(Items(self.t(f"play.hint_head.{best[0].kind}"), tuple(shown), sep=";"))

    def hint_score(self, choice: Any) -> str:
        """A hint's number in the player's words: a chance in %, material ahead with its sign, a forced
        result; "" for a ranking without numbers."""
        if choice.forced:
            return self.t("play.hint_wins" if choice.forced > 0 else "play.hint_loses")
        if choice.chance is not None:
            chance = self.t("play.hint_percent", n=round(100 * choice.chance))
            if choice.mars is None:
                return chance
            return self.t("play.hint_mars", chance=chance, mars=self.t("play.hint_percent", n=round(100 * choice.mars)))
        if choice.kind in ("stones", "men"):
            value = round(choice.score, 1 if choice.kind == "men" else None)
            return f"{value:+}" if value else "0"
        return ""

    def say_last(self) -> None:
        """``last``: the previous turn again, from the reader's seat."""
        s = self.session
        prev = last_turn(s)
        if not prev:
            self.notes.append(self.t("play.no_last"))
            return
        reader = self.reader(self.game.to_move())
        self.notes.append(self.t("play.last_turn", name=self.name(prev[0].seat),
                                 move=self.describe_all(prev, reader)))

    def log_lines(self, reader: int) -> list[str]:
        """The game so far, a line per turn, said from ``reader``'s seat."""
        entries = self.scribe.record.entries if self.scribe is not None else ()
        lines = []
        for n, (seat, throw, played) in enumerate(turns_of(self.session, entries), 1):
            moves = self.describe_all(played, reader) if played else "…"
            if throw:
                lines.append(self.t("play.log_turn_throw", n=n, name=self.name(seat),
                                    throw="-".join(map(str, throw)), move=moves))
            else:
                lines.append(self.t("play.log_turn", n=n, name=self.name(seat), move=moves))
        return lines

    def show_log(self) -> None:
        """``log``: every turn so far in the pager, starting at the latest page."""
        reader = self.reader(self.game.to_move())
        lines = self.log_lines(reader)
        if not lines:
            self.notes.append(self.t("play.no_last"))
            return
        title = self.term.style("title", self.t("play.log_title"))

        def pages(columns: int, rows: int) -> list[list[str]]:
            body: list[str] = []
            for line in lines:          # a turn breaks between its moves, never inside one
                body += fit(self.term.text(line), columns - 1, (", ",), hang=4)
            height = max(4, rows - 5)   # the title, a blank line, the question (two lines when narrow)
            return [[title, ""] + body[i:i + height] for i in range(0, len(body), height)]
        self.prompt.page(pages, lambda page, count, last: self.t("play.log_last" if last else "play.log_page",
                                                                 page=page, pages=count),
                         lambda text: self.t("rules.bad", text=text), start=-1)

    def export(self, name: str) -> None:
        """``save FILE``: a copy of the game's record; asks before overwriting a file."""
        if not name:
            self.notes.append(("error", self.t("export.usage", example=f"game{self.scribe.codec.suffix}"
                                               if self.scribe is not None else "game.txt")))
            return
        if self.scribe is None:
            self.notes.append(("error", self.t("export.failed", path=printable(name, 60),
                                               reason=self.explain_save(OSError("no record")))))
            return
        from framework.saves import export
        shown = printable(name, 100)
        for overwrite in (False, True):
            try:
                path = export(self.scribe.record, name, self.scribe.codec, overwrite=overwrite)
            except OSError as err:
                if getattr(err, "code", None) == "exists" and not overwrite:
                    if self.prompt.confirm(self.t("export.overwrite", path=shown)):
                        continue
                    self.notes.append(self.t("export.kept", path=shown))
                    return
                self.notes.append(("error", self.t("export.failed", path=shown, reason=self.explain_save(err))))
                return
            except ValueError as err:           # a name the system cannot take
                self.notes.append(("error", self.t("export.failed", path=shown,
                                                   reason=self.explain_save(OSError(str(err))))))
                return
            self.notes.append(self.t("export.done", path=printable(str(path), 100)))
            self.copy = (self.scribe.record, str(path))
            return

    # ------------------------------------------------------------ computer
    def computer_throws(self) -> None:
        """The computer's turn begins: what the person just played is said first, then the throw."""
        s = self.session
        prev = last_turn(s)
        if self.last_seat is not None and prev and not s.is_computer(prev[0].seat):
            seat = prev[0].seat
            self.notes.append(self.t("play.played", name=self.name(seat),
                                     move=self.describe_all(prev, self.reader(seat))))
        self._throw()
        self.show_computer(self.game.to_move(), thrown=True)

    def computer_acts(self) -> None:
        s = self.session
        player = s.current
        seat = player.seat
        if not self.game.dice:
            self.turn_started = self.clock()
            self.draw(self.reader(seat), list(self.notes) + [self.t("play.thinking_plain", name=player.name)],
                      mover=seat)
            self.term.flush()
        while True:
            try:
                budget = None if s.clocks is None else Budget(remaining_ms=self.left_ms(seat))
                action = player.choose(self.game.copy(), budget)
                break
            except KeyboardInterrupt:
                self.term.status("")
                self.prompt.confirm_leave()
        if action is None:          # a planner that has nothing to say: cannot happen, but never hang
            action = self.game.legal_actions()[0]
        if not self.game.dice:
            self.notes = []
        at = len(self.notes)
        played = self.act(action)
        if self.game.dice and played is not None:
            # said from the person's seat: the board they look at is turned to them
            self.notes.insert(at, self.t("play.computer", name=player.name,
                                         move=self.describe(played, self.reader(seat))))
        if self.game.dice:
            self.show_computer(seat)
        elif played is not None and self.delay > 0 and not s.game_over:
            # a move game's pause (--delay, a demo): the board after the move, before the next screen
            self.draw(self.reader(seat), list(self.notes), mover=seat)
            self.term.flush()
            (self.sleep or time.sleep)(self.delay)

    def show_computer(self, seat: int, thrown: bool = False) -> None:
        """After the computer's throw or action: the board for ``delay`` seconds.

        With no delay the actions are only noted (a person sees them before their
        own throw); a demo without delay shows each finished turn.
        """
        s = self.session
        turn_over = s.game_over or (not thrown and self.game.to_move() != seat)
        if self.delay <= 0 and not (self.demo and turn_over and not s.game_over):
            return
        self.draw(self.reader(seat), list(self.notes), turn_over=turn_over, mover=seat)
        self.term.flush()
        if self.demo and turn_over and not s.game_over:
            self.notes = []             # the next turn starts a new screen (the end screen keeps them)
        if self.delay > 0:
            (self.sleep or time.sleep)(self.delay)

    # ---------------------------------------------------------------- end
    def end_screen(self) -> None:
        s = self.session
        outcome = s.outcome
        notes = self.notes
        self.notes = []
        notes += self.view.end(s)
        self.last_throw = None
        seat = outcome.winner if outcome.winner is not None else self.game.to_move()
        self.draw(self.reader(seat), notes, turn_over=True, mover=seat)
        if self.demo:
            self.term.flush()               # nobody needs to be at the keyboard
            return
        if self.review is None:
            self.prompt.ask(self.t(self.end_prompt))
            return
        while self.prompt.ask(self.t(self.end_prompt + "_review")) in REVIEW:
            self.review()                   # then the end screen again
            self.draw(self.reader(seat), notes, turn_over=True, mover=seat)
