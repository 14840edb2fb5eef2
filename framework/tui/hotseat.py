"""The turn loop at one keyboard, for every game: the throw, the hand-over, the computer's turns, the clock, the end.

Why one loop: each game used to have its own (a fifth would have been written
for the next game). The loop here does what is the same in every game at one
keyboard — the throw and the hand-over of a game with dice, the computer's
turns, the clock, saving warnings, the end screen — and asks the game's
:class:`~framework.core.view.View` only for what is its own. What a player
types, sees and is refused is the table's screen (framework/tui/table_screen.py),
which a server's table at this keyboard (framework/net/remote_play.py) holds
too: the loop is that screen's driver at one keyboard, where an action is
applied to the session at once.

The commands, the same in every game (in the player's language; the English words always work); the
help lists them from the screen's command table:

========================  ===================================================
``?`` / ``help``          the commands and every legal move now (``? a7``: the
                          view may narrow the list)
``undo``                  take back one action (``undo turn``: the whole turn so far)
``hint``                  the computer's best three moves or turns now, with their chances or
                          scores, as commands to type (framework/ai/analysis.py); nothing is played
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

import time
from typing import Any, Callable, Sequence

from framework.ai import analysis       # its HINT_SECONDS read at each hint (tests shorten it)
from framework.core.errors import IllegalActionError
from framework.tui.fitting import fit
from framework.tui.prompt import Prompt, TimeUp
from framework.core.view import Note, View, ViewDefaults
from framework.tui.table_screen import GAME, LEAVE, Command, Items, TableScreen, last_turn, on_screen
from framework.tui.terminal import printable
from framework.lang.words import COMMANDS, REVIEW, UNDO_TURN
from framework.core.player import Budget

__all__ = ["Hotseat", "MoveGameView", "format_clock", "explain_error", "outcome_line"]


def format_clock(ms: int) -> str:
    """Remaining time as ``m:ss`` (``h:mm:ss`` from an hour), rounded up: 0:00 only when none is left."""
    seconds = max(0, -(-int(ms) // 1000))
    h, rest = divmod(seconds, 3600)
    m, s = divmod(rest, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m}:{s:02d}"


class MoveGameView(ViewDefaults):
    """What the views of the games without dice share (Ataxx, Latrunculi): texts from the game's
    ``catalogue``, seats named by their players (the colours, ``name.<seat>``, at one keyboard; the players'
    own names at a server's table; the computer with its level), a header by move
    number, no throw to tell, a status line and a prompt per seat, the end with each side's pieces.

    A subclass sets ``catalogue``, ``colours`` and ``sides``, draws the board and gives ``piece_mark(seat)``
    and ``seat_status``; its game gives ``pieces(seat)``. The catalogue has ``play.prompt``,
    ``play.prompt_clock`` (``{name} {glyph} {clock}``) and ``play.count`` (each side's ``<side>_name``
    and ``<side>``)."""

    catalogue: Any = None
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
        """The seat's player: at one keyboard named by the side's colour (the session names the seats so,
        framework/tui/sessions.py), at a server's table by the player's own name; the computer with its level."""
        plain = session.players[seat].name or self.t(f"name.{seat}")
        level = getattr(session.players[seat], "level", "")
        if full and level:
            return self.t(f"name.computer.{level}", colour=plain)     # the level word agrees with "computer"
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


class Hotseat:
    """Turns at the keyboard for one ``session`` shown through ``view`` (its :class:`TableScreen`).

    ``planner(level)`` gives the game's planner for ``hint``. ``t`` gives the shared and the game's sentences
    in the player's language; ``scribe`` keeps the record (None: not saved); ``on_rules`` shows the rules
    pages. A computer seat plays by itself; with ``delay`` its actions stay on the screen that many
    seconds. ``demo``: the computer plays both seats and nothing waits for a key.

    The loop is the screen's driver at one keyboard (:class:`~framework.tui.table_screen.SeatDriver`): an action
    is applied to the session at once, the board is read from the person's seat, and it offers undo,
    hint, yield and quit.
    """

    def __init__(self, prompt: Prompt, session: Any, view: View, t: Callable[..., str], *, scribe: Any = None,
                 notes: Sequence[Note] = (), demo: bool = False, delay: float = 0.0,
                 on_rules: Callable[[], None] | None = None, on_save: Callable[[str], list] | None = None,
                 explain_save: Callable[[Exception], str] | None = None,
                 clock: Callable[[], float] = time.monotonic, sleep: Callable[[float], None] | None = None,
                 planner: Callable[[str], Any] | None = None, end_prompt: str = "play.end_prompt",
                 quit_prompt: str = "play.confirm_quit", review: Callable[[], None] | None = None) -> None:
        self.prompt = prompt
        self.term = prompt.term
        self.view = view
        self.t = t
        self.screen = TableScreen(prompt, view, t, self, session=session, scribe=scribe, notes=notes,
                                  on_rules=on_rules, explain_save=explain_save, clock=clock)
        self.demo = demo
        self.delay = delay
        self.clock = clock
        self.sleep = sleep
        self.planner = planner          # planner(level) for hints; None: no hints
        self.hinter: Any = None         # the hints' planner, made at the first hint
        self.end_prompt = end_prompt    # the end screen's key: back to the menu, or the program ends
        self.quit_prompt = quit_prompt  # quit's question: back to the menu, or the program ends
        self.review = review            # the end screen's "r": review the game just finished (None: not offered)

    # The screen's state, read and set by the loop as its own.
    session = on_screen("session")
    scribe = on_screen("scribe")
    notes = on_screen("notes")

    @property
    def game(self) -> Any:
        return self.session.game

    def name(self, seat: int) -> str:
        return self.session.players[seat].name

    def command(self, line: str, thrown: bool) -> bool:
        """One typed line, carried out by the screen; False when the game is left (back to the menu)."""
        return self.screen.command(line, thrown)

    # ------------------------------------------------------------ the screen's driver at one keyboard
    def apply(self, action: Any) -> Any:
        """SeatDriver: ``action`` played on the session at once, the mover's clock charged its thought."""
        s = self.session
        seat = s.game.to_move()
        played = s.play(action, used_ms=self.screen.used_ms())
        if played is not None:                  # None: the clock had run out
            self.screen.moved(played, seat)
        return played

    def reader(self, seat: int) -> int:
        """SeatDriver: the seat to draw the board for: the person's, when one person plays the computer."""
        people = [p.seat for p in self.session.players if not p.is_computer]
        return people[0] if len(people) == 1 else seat

    def closed(self) -> Note | None:
        """SeatDriver: at one keyboard the seat to move may always act."""
        return None

    def commands(self) -> list[Command]:
        """SeatDriver: undo (the whole turn too in a game with dice), hint (listed where there is a planner),
        yield and quit."""
        c = COMMANDS
        dice = bool(self.game.dice)
        return [
            Command("undo", c["undo"], lambda rest, thrown: self.undo(thrown, whole=bool(rest)),
                    "play.cmd.undo_turn" if dice else "play.cmd.undo", group=GAME,
                    rest=lambda rest: not rest or rest.lower() in UNDO_TURN, extra=(("turn", UNDO_TURN),)),
            Command("hint", c["hint"], lambda rest, thrown: self.hint(thrown),
                    "play.cmd.hint" if self.planner is not None else "", group=GAME),
            Command("yield", c["yield"], lambda rest, thrown: self.give_up(), "play.cmd.yield", group=LEAVE),
            Command("quit", c["quit"], lambda rest, thrown: self.quit(), "play.cmd.quit", group=LEAVE),
        ]

    def quit(self) -> bool:
        """``quit``: back to the menu once confirmed (False); the game stays saved, or the player is told it is not."""
        key = self.quit_prompt if self.screen.saved else "play.confirm_quit_unsaved"
        if self.prompt.confirm(self.t(key)):
            return False
        self.notes.append(self.t("play.playing_on"))
        return True

    def give_up(self) -> None:
        """``yield``: the seat to move gives up once confirmed."""
        other = self.name(1 - self.game.to_move())
        if self.prompt.confirm(self.t("play.confirm_yield", other=other)):
            self.session.concede()
        else:
            self.notes.append(self.t("play.playing_on"))

    # --------------------------------------------------------------- loop
    def run(self) -> None:
        """Play until the game ends or the players quit it (returns), or they leave the program (Leave)."""
        s = self.session
        while True:
            self.screen.check_saved()
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
        """The seat to move throws: the throw is noted (and, between two people, the other's last turn from
        this seat); the opponent's turn the screen keeps in view (:attr:`TableScreen.their_turn`) starts over."""
        s = self.session
        throw = s.throw()
        seat = self.game.to_move()
        self.screen.last_seat = None
        self.screen.their_turn = []
        self.screen.last_throw = tuple(throw)
        self.notes.append(self.t("play.thrown", name=s.current.name, throw="-".join(map(str, throw))))
        prev = last_turn(s)
        if prev and prev[0].seat != seat and not s.is_computer(prev[0].seat) and not s.is_computer(seat) \
                and self.reader(seat) != self.reader(prev[0].seat):
            # Two people: the hand-over showed this turn from its mover's seat; now from this one's.
            self.notes.append(self.t("play.their_turn", name=self.name(prev[0].seat),
                                     move=self.screen.describe_all(prev, self.reader(seat))))
            self.screen.their_turn = self.notes[-1:]
        self.screen.turn_started = self.clock()

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
                report.append(self.t("play.played", name=name,
                                     move=self.screen.describe_all(prev, self.reader(seat))))
            report.append(self.t("play.handover", prev=name, name=nxt.name))
            if s.can_undo and not computer:
                report.append(self.t("play.handover_undo", prev=name))
            self.screen.last_seat = seat
        else:
            report.append(self.t("play.handover_first", name=nxt.name))
            seat = nxt.seat
        answers: list[Note] = []
        while True:
            question = self.t("play.throw_prompt", name=nxt.name)
            self.screen.draw(self.reader(seat), notes + report + answers, turn_over=bool(prev), mover=seat,
                             prompt=question)
            line = self.prompt.ask(question)
            if line.strip() == "":
                # The computer's turn stays in view while the person plays (issue 34); the throw is the reply.
                kept = [note for note in notes if any(note is theirs for theirs in self.screen.their_turn)] \
                    if prev and s.is_computer(prev[0].seat) else []
                self.notes = list(kept)
                self._throw()
                self.screen.their_turn = kept + self.screen.their_turn
                self.screen.reply = self.notes[len(kept):len(kept) + 1]
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
        """One line at the prompt of the person to move (Enter passes when passing is all there is);
        False when the game is left."""
        s = self.session
        seat = self.game.to_move()
        # The opponent's last turn stays on the screen all through this turn, whatever is typed (issue 34).
        theirs = [note for note in self.screen.their_turn if not any(note is said for said in self.notes)]
        notes = theirs + self.notes + self.screen.stuck()
        self.notes = []
        left = self.screen.left_ms(seat)
        question = self.view.prompt(s, left)
        self.screen.draw(self.reader(seat), notes, mover=seat, prompt=question)
        deadline = None if left is None else self.clock() + left / 1000
        try:
            line = self.prompt.ask(question, deadline)
        except TimeUp:
            self.term.line()
            s.time_out(seat)
            return True
        if s.remaining(seat) is not None and self.screen.left_ms(seat) == 0:
            s.time_out(seat)            # the line came too late (piped input, or a slow answer)
            return True
        return self.command(line, thrown=True)

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
        self.screen.turn_started = self.clock()
        reader = self.reader(taken[0].seat)
        if s.undo_policy == "turn":
            if self.game.to_move() != seat_before or not thrown:
                self.screen.last_seat = None       # the turn is open again
            self.notes.append(self.t("play.undone_dice", move=self.screen.describe_all(taken, reader)))
        else:
            self.notes.append(self.t("play.undone", moves=self.screen.describe_all(taken, reader)))

    def hint(self, thrown: bool) -> None:
        """``hint``: the computer's best three moves or turns now (framework/ai/analysis.py, the strong level's
        judgement), each with its chance or score, as commands to type; nothing is played."""
        s = self.session
        if self.game.dice and not thrown:
            self.notes.append(self.t("play.help_throw"))
            return
        if self.planner is None or s.game_over:
            self.notes.append(self.t("play.no_hint"))
            return
        left = self.screen.left_ms(self.game.to_move())
        seconds = analysis.HINT_SECONDS if left is None else min(analysis.HINT_SECONDS, max(0.05, left / 1000 / 20))
        try:
            if self.hinter is None:
                self.hinter = self.planner("strong")
            best = analysis.rank(self.game, self.hinter, 3, seconds)
        except KeyboardInterrupt:
            self.term.status("")
            self.prompt.confirm_leave()
            return
        if not best:
            self.notes.append(self.t("play.no_hint"))
            return
        # A whole turn as the game's split_line reads it back (Long Nardy: spaces; XII: commas); a game
        # without one takes its actions one line each, shown here between commas.
        join = self.game.line_join
        shown = []
        for n, choice in enumerate(best, 1):
            move = join.join(self.screen.typed(p) for p in choice.played)
            score = self.hint_score(choice)
            shown.append(self.t("play.hint_line", n=n, move=move, score=score) if score
                         else self.t("play.hint_line_plain", n=n, move=move))
        # One list, broken between choices: a screen with few rows left still shows all three.
        self.notes.append(Items(self.t(best[0].unit.hint_head), tuple(shown), sep=";"))

    def hint_score(self, choice: Any) -> str:
        """A hint's number in the player's words, as the choice's unit writes it: a chance in %, material
        ahead with its sign, a forced result; "" for a ranking without numbers."""
        return choice.unit.hint_score(choice, self.t)

    # ------------------------------------------------------------ computer
    def computer_throws(self) -> None:
        """The computer's turn begins: what the person just played is said first, then the throw."""
        s = self.session
        prev = last_turn(s)
        if self.screen.last_seat is not None and prev and not s.is_computer(prev[0].seat):
            seat = prev[0].seat
            # What the person just did is the reply to the line that ended their turn: it heads that reply and
            # keeps its rows on a short screen (issue 34).
            at = next((k for k, note in enumerate(self.notes) if any(note is said for said in self.screen.reply)),
                      len(self.notes))
            echo = self.t("play.played", name=self.name(seat), move=self.screen.describe_all(prev, self.reader(seat)))
            self.notes.insert(at, echo)
            self.screen.reply = [echo] + list(self.screen.reply)
        at = len(self.notes)
        self._throw()
        self.screen.their_turn = self.notes[at:]        # the computer's turn: its throw, then its actions
        self.show_computer(self.game.to_move(), thrown=True)

    def computer_acts(self) -> None:
        s = self.session
        player = s.current
        seat = player.seat
        if not self.game.dice:
            self.screen.turn_started = self.clock()
            self.screen.draw(self.reader(seat), list(self.notes) + [self.t("play.thinking_plain", name=player.name)],
                             mover=seat)
            self.term.flush()
        while True:
            try:
                budget = None if s.clocks is None else Budget(remaining_ms=self.screen.left_ms(seat))
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
        played = self.screen.act(action)
        if self.game.dice and played is not None:
            # said from the person's seat: the board they look at is turned to them
            self.notes.insert(at, self.t("play.computer", name=player.name,
                                         move=self.screen.describe(played, self.reader(seat))))
        # what the computer's action said (a capture too) is its turn's, kept on a screen too short for all
        if self.game.dice:
            self.screen.their_turn += self.notes[at:]
        else:
            self.screen.their_turn = self.notes[at:]
        if self.game.dice:
            self.show_computer(seat)
        elif played is not None and self.delay > 0 and not s.game_over:
            # a move game's pause (--delay, a demo): the board after the move, before the next screen
            self.screen.draw(self.reader(seat), list(self.notes), mover=seat)
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
        self.screen.draw(self.reader(seat), list(self.notes), turn_over=turn_over, mover=seat)
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
        self.screen.last_throw = None
        seat = outcome.winner if outcome.winner is not None else self.game.to_move()
        self.screen.draw(self.reader(seat), notes, turn_over=True, mover=seat)
        if self.demo:
            self.term.flush()               # nobody needs to be at the keyboard
            return
        if self.review is None:
            self.prompt.ask(self.t(self.end_prompt))
            return
        while self.prompt.ask(self.t(self.end_prompt + "_review")) in REVIEW:
            self.review()                   # then the end screen again
            self.screen.draw(self.reader(seat), notes, turn_over=True, mover=seat)
