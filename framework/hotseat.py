"""The one turn loop at the keyboard, for every game: draw, read a line, carry it out, say what happened.

Why one loop: each game used to have its own (a fifth would have been written
for the next game). The loop here does everything that is the same in every
game — the screen's frame, the commands every game shares, the throw and the
hand-over of a game with dice, the computer's turns, the clock, saving
warnings, the end screen — and asks the game's :class:`View` only for what is
its own: the board drawing, its header and status lines, its words for what a
move did, and its extra commands.

The commands, the same in every game (English words work in Czech too):

========================  ===================================================
``?`` / ``help``          the commands and every legal move now (``? a7``: the
                          view may narrow the list)
``undo``                  take back (what the session's undo policy allows)
``board``                 the position in the game's one-line notation
``save FILE``             a copy of the game's record
``rules``                 the rules pages
``yield``                 give up (asks first)
``quit``                  back to the menu (asks first; the game stays saved)
========================  ===================================================
"""
from __future__ import annotations

import time
from typing import Any, Callable, Protocol, Sequence

from framework.errors import GameError
from framework.prompt import Leave, Prompt, TimeUp
from framework.terminal import printable
from player import Budget

__all__ = ["View", "Hotseat", "COMMANDS", "WIDTH", "MESSAGE_LINES", "format_clock"]

WIDTH = 79
MESSAGE_LINES = 10          # lines left under the board for messages on a 24-line screen
HINT_MOVES = 8              # moves shown after a refusal (help shows all)

#: The shared command words, in both languages.
COMMANDS: dict[str, tuple[str, ...]] = {
    "help": ("?", "help", "h", "napoveda", "nápověda"),
    "undo": ("undo", "zpet", "zpět"),
    "board": ("board", "notation", "fen", "position", "pozice"),
    "save": ("save", "uloz", "ulož"),
    "rules": ("rules", "pravidla"),
    "yield": ("yield", "resign", "vzdat", "vzdávám"),
    "quit": ("quit", "exit", "konec"),
}

Note = Any          # a text, or (role, text) for a styled note


def format_clock(ms: int) -> str:
    """Remaining time as ``m:ss`` (``h:mm:ss`` from an hour), rounded up: 0:00 only when none is left."""
    seconds = max(0, -(-int(ms) // 1000))
    h, rest = divmod(seconds, 3600)
    m, s = divmod(rest, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m}:{s:02d}"


class View(Protocol):
    """What a game shows and understands at the keyboard; everything else of the loop is shared.

    ``t(key, **params)`` is the game's catalogue in the player's language;
    ``term`` the terminal (``style``, ``ascii``).
    """

    title: str
    pass_word: str | None

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

    def command(self, word: str, rest: str, loop: "Hotseat") -> bool: ...

    def end(self, session: Any) -> list[Note]: ...

    def prompt(self, session: Any, left_ms: int | None) -> str: ...

    def action_text(self, played: Any) -> str: ...


class Hotseat:
    """Turns at the keyboard for one ``session`` shown through ``view``.

    ``t`` gives the shared and the game's sentences in the player's language;
    ``scribe`` keeps the record (None: not saved); ``on_rules`` shows the rules
    pages; ``on_save(name)`` exports a copy. A computer seat plays by itself;
    with ``delay`` its actions stay on the screen that many seconds. ``demo``:
    the computer plays both seats and nothing waits for a key.
    """

    def __init__(self, prompt: Prompt, session: Any, view: View, t: Callable[..., str], *, scribe: Any = None,
                 notes: Sequence[Note] = (), demo: bool = False, delay: float = 0.0,
                 on_rules: Callable[[], None] | None = None, on_save: Callable[[str], list] | None = None,
                 explain_save: Callable[[Exception], str] | None = None,
                 clock: Callable[[], float] = time.monotonic, sleep: Callable[[float], None] | None = None) -> None:
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
        self.save_warned = False
        self.last_seat: int | None = None          # who played the turn that just ended (dice games)
        self.last_actions: list[str] = []
        self.last_throw: tuple | None = None
        self.turn_started = clock()

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

    def draw(self, reader: int, notes: list[Note], turn_over: bool = False, mover: int | None = None) -> None:
        lines = self.screen(reader, turn_over, mover)
        notes = list(self.view.lead(self.session)) + list(notes)
        self.term.clear()
        for line in lines + self.term.wrap(notes, WIDTH, MESSAGE_LINES):
            self.term.line(line)

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
        throw = self.session.throw()
        self.last_seat = None
        self.last_actions = []
        self.last_throw = tuple(throw)
        self.notes.append(self.t("play.thrown", name=self.session.current.name, throw="-".join(map(str, throw))))
        self.turn_started = self.clock()

    def before_throw(self) -> bool:
        """The hand-over: the last mover sees their result; the next one throws with Enter."""
        s = self.session
        nxt = s.current
        notes = self.notes
        self.notes = []
        if self.last_seat is not None:
            computer = s.is_computer(self.last_seat)
            prev = self.name(self.last_seat)
            if self.last_actions and not computer:      # the computer's actions are noted one by one
                notes.append(self.t("play.played", name=prev, move=", ".join(self.last_actions)))
            notes.append(self.t("play.handover", prev=prev, name=nxt.name))
            if s.can_undo and not computer:
                notes.append(self.t("play.handover_undo", prev=prev))
            seat = self.last_seat
        else:
            notes.append(self.t("play.handover_first", name=nxt.name))
            seat = nxt.seat
        self.draw(self.reader(seat), notes, turn_over=self.last_seat is not None, mover=seat)
        line = self.prompt.ask(self.t("play.throw_prompt", name=nxt.name))
        if line.strip() == "":
            self._throw()
            return True
        return self.command(line, thrown=False)

    # ------------------------------------------------------------ persons
    def person_turn(self) -> bool:
        """One line at the prompt of the person to move; False when the game is left."""
        s = self.session
        seat = self.game.to_move()
        notes = self.notes
        self.notes = []
        only_pass = self.view.pass_word is not None and \
            [self.game.format_action(a) for a in self.game.legal_actions()] == [self.view.pass_word]
        if only_pass:
            notes += self.view.stuck(s)
        self.draw(self.reader(seat), notes, mover=seat)
        left = self.left_ms(seat)
        deadline = None if left is None else self.clock() + left / 1000
        try:
            line = self.prompt.ask(self.view.prompt(s, left), deadline)
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
        if word in COMMANDS["help"]:
            self.notes.append(self.view.help())
            if thrown or not self.game.dice:
                self.notes += self.view.moves(s, rest or None)
            else:
                self.notes.append(self.t("play.help_throw"))
        elif word in COMMANDS["undo"] and not rest:
            self.undo(thrown)
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
        elif self.view.command(word, rest, self):
            pass
        elif not thrown:
            self.notes.append(("error", self.t("play.throw_first")))
        else:
            self.act(line.strip())
        return True

    def undo(self, thrown: bool) -> None:
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
        self.turn_started = self.clock()
        if s.undo_policy == "turn":
            if self.game.to_move() != seat_before or not thrown:
                self.last_seat = None       # the turn is open again
            for _ in taken:
                if self.last_actions:
                    self.last_actions.pop()
            self.notes.append(self.t("play.undone_dice", move=", ".join(self.view.action_text(p) for p in taken)))
        else:
            self.notes.append(self.t("play.undone", moves=", ".join(self.view.action_text(p) for p in taken)))

    def act(self, action: Any) -> bool:
        """Play ``action`` (text or value) for the seat to move; refusals become notes. True if played."""
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
            return False
        if played is None:              # the clock had run out
            return False
        text = self.view.action_text(played)
        self.last_actions.append(text)
        if not s.game_over and self.game.to_move() != seat:
            self.last_seat = seat
            self.turn_started = self.clock()
        elif not s.game_over and not s.is_computer(seat) and self.game.dice:
            self.notes.append(self.t("play.played", name=self.name(seat), move=text))
        self.notes.extend(self.view.played(played, s))
        return True

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
            return

    # ------------------------------------------------------------ computer
    def computer_throws(self) -> None:
        """The computer's turn begins: what the person just played is said first, then the throw."""
        s = self.session
        if self.last_seat is not None and self.last_actions and not s.is_computer(self.last_seat):
            self.notes.append(self.t("play.played", name=self.name(self.last_seat), move=", ".join(self.last_actions)))
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
        text = self.game.format_action(action)
        if self.game.dice:
            self.notes.append(self.t("play.computer", name=player.name, move=text))
        else:
            self.notes = []
        self.act(action)
        if self.game.dice:
            self.show_computer(seat)

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
        self.prompt.ask(self.t("play.end_prompt"))
