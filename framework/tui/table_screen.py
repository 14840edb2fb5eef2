"""A game's table screen, one for every game and every way to play it: what a player types, sees and is refused.

Why one piece: the hotseat (framework/tui/hotseat.py: both seats at this keyboard,
the computer's turns) and a server's table (framework/net/remote_play.py: one
seat here, the other over the network) must read the same lines the same way,
draw the same board and notes and refuse in the same words. They used to be a
loop and its subclass, which overrode the commands (and repeated their lists)
until the two drifted apart: a whole turn typed on one line crashed the
network's. Now each holds one :class:`TableScreen` and is its
:class:`SeatDriver`; only where an action goes differs (the session at once,
or the server and back as its event), and which commands the table offers.

The screen owns: the command table (:class:`Command`: the words, what each
does, its line in the help: the help lists exactly what the table offers, so
they cannot drift), a typed line read into a command or the game's actions
(a whole turn on one line, ``split_line``, tried on a copy and played whole
or not at all), the engine's refusals in the player's words, the frame (title,
header, board, status) with the notes under it fitted to the terminal, and
what every table shares: ``?``/``help``, ``last``, ``log``, ``board``,
``save FILE``, ``rules``. The driver adds its own (undo, hint, yield, quit at
the keyboard; say, leave, claim ... at a server's table).
"""
from __future__ import annotations

import sys
import time
from dataclasses import dataclass
from typing import Any, Callable, Protocol, Sequence

from framework.core.errors import GameError
from framework.core.saves import export
from framework.core.view import Note, View
from framework.tui.fitting import fit
from framework.tui.terminal import printable
from framework.lang.words import COMMANDS, Words

__all__ = ["TableScreen", "SeatDriver", "Command", "Items", "wrap_items", "last_turn", "turns_of",
           "NOTHING", "ANY", "GAME", "READ", "LEAVE", "TABLE", "on_screen", "keep_newest",
           "OLDER", "THEIR_TURN", "REPLY"]


#: What may follow a command's word: nothing, or anything (``save FILE``, ``? a7``, ``say TEXT``).
NOTHING: Callable[[str], bool] = lambda rest: not rest        # noqa: E731
ANY: Callable[[str], bool] = lambda rest: True                # noqa: E731

#: The help's groups, in the order it lists them: the game's (undo, hint), reading (last, log, board,
#: save, rules), leaving (yield, quit, leave), the table's (say, mute, claim ...).
GAME, READ, LEAVE, TABLE = 1, 2, 3, 4


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


#: What a note under the board is, for :func:`keep_newest`: the reply to the last command typed outranks the
#: last opponent turn, which outranks anything older (the game's start, a turn before, who throws next).
OLDER, THEIR_TURN, REPLY = 0, 1, 2


def keep_newest(notes: Sequence[tuple[int, list[str]]], room: int, more: list[str]) -> list[str]:
    """The lines of ``notes`` (each ``(rank, its lines)``, oldest first) that go under the board in ``room``
    rows: all of them when they fit; else the oldest are cut, never the newest, and ``more`` (the line
    saying ``?`` reads them all) closes the notes.

    Cut first: whatever is neither the reply to the last command nor the last opponent turn (:data:`OLDER`),
    the oldest first. The reply (:data:`REPLY`) and the opponent's turn (:data:`THEIR_TURN`) each keep at
    least their first line when there are rows for it, the reply first; then the reply shows as much of its
    start as fits (an answer reads from its beginning), then the opponent's turn its newest notes (one cut
    short keeps its start), then the older notes, the newest first, whole while they fit: the first that does
    not shows its start on the rows left (no row stays blank while notes are cut). The lines keep their order.
    """
    lines = [line for _, note in notes for line in note]
    if len(lines) <= room:
        return lines
    budget = max(0, room - len(more))
    # Who gets rows first: the reply (its first note first), the opponent's turn (its newest first), the rest.
    order = sorted(range(len(notes)), key=lambda i: (-notes[i][0], i if notes[i][0] == REPLY else -i))
    taken = [0] * len(notes)
    for rank in (REPLY, THEIR_TURN):        # a first line each for the reply and the opponent's turn
        first = next((i for i in order if notes[i][0] == rank and notes[i][1]), None)
        if first is not None and budget:
            taken[first], budget = 1, budget - 1
    for i in order:
        if not budget:
            break
        more_of = min(len(notes[i][1]) - taken[i], budget)
        taken[i] += more_of
        budget -= more_of
        if notes[i][0] == OLDER and taken[i] < len(notes[i][1]):
            break                           # an older note cut short shows its start on the rows left; none before it
    return [line for (_, note), n in zip(notes, taken) for line in note[:n]] + more


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


@dataclass(frozen=True)
class Command:
    """One command of a table: its ``words``, what it does, its line in the help.

    ``run(rest, thrown)`` carries it out (False: the game is left); ``rest`` says what may follow the
    word (:data:`NOTHING`, :data:`ANY`, or a test such as ``undo turn``'s). ``help`` is the key of its
    entry in the help's list, filled with ``word`` (the word screens show in the player's language) and
    ``extra``'s words; without one the command works but is not listed (``quit`` beside ``leave``).
    ``refusal``: a command this table does not offer (undo over the network): the note said instead,
    and the help leaves it out. ``group``: its place in the help (:data:`GAME` ... :data:`TABLE`).
    """

    name: str
    words: Words
    run: Callable[[str, bool], Any] = lambda rest, thrown: None
    help: str = ""
    rest: Callable[[str], bool] = NOTHING
    group: int = READ
    refusal: Note = None
    extra: tuple[tuple[str, Words], ...] = ()

    @property
    def listed(self) -> bool:
        return bool(self.help) and self.refusal is None

    def help_text(self, t: Callable[..., str], lang: str) -> str:
        return t(self.help, word=self.words.shown(lang), **{k: w.shown(lang) for k, w in self.extra})


class SeatDriver(Protocol):
    """What differs between the ways to play at a table: where an action goes, whose board is drawn,
    the commands of its own, and when this keyboard may not act. Hotseat is the keyboard's driver (an
    action applied to the session at once); NetTable the network's (sent, applied when the server's
    event comes back)."""

    def apply(self, action: Any) -> Any:
        """Play ``action`` (text or value) for the seat to move: the ``Played`` once the session holds it
        (:meth:`TableScreen.moved` has said it), None when nothing was played; the engine's refusal
        (a GameError) changes nothing and is raised for the screen to say."""

    def reader(self, seat: int) -> int:
        """The seat whose view of the board is drawn while ``seat`` is the one to read it."""

    def commands(self) -> list[Command]:
        """The driver's own commands (or those it does not offer, with their refusal)."""

    def closed(self) -> Note | None:
        """Why this keyboard may not play an action now (watching, the other seat's turn, the game over),
        or None: the reply to a line that is no command."""


def on_screen(name: str) -> property:
    """A property of a screen's holder that is the screen's own ``name`` (the state is the screen's; the
    holder's loop reads and sets it as its own)."""
    return property(lambda self: getattr(self.screen, name),
                    lambda self, value: setattr(self.screen, name, value))


class TableScreen:
    """The screen of one table: ``session`` shown through ``view`` at ``prompt``'s terminal, its actions
    carried out by ``driver``.

    ``t`` gives the shared and the game's sentences (and the network's) in the player's language;
    ``scribe`` keeps the record (None: not kept: ``save FILE`` and the log's throws need it);
    ``on_rules`` shows the rules pages; ``explain_save(error)`` says why a file could not be written.
    The session may change under the screen (a server's snapshot rebuilds it): it is an attribute.
    """

    def __init__(self, prompt: Any, view: View, t: Callable[..., str], driver: SeatDriver, *,
                 session: Any = None, scribe: Any = None, notes: Sequence[Note] = (),
                 on_rules: Callable[[], None] | None = None,
                 explain_save: Callable[[Exception], str] | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.prompt = prompt
        self.term = prompt.term
        self.view = view
        self.t = t
        self.lang = view.lang
        self.driver = driver
        self.session = session
        self.scribe = scribe
        self.notes: list[Note] = list(notes)
        self.on_rules = on_rules
        self.explain_save = explain_save or (lambda err: printable(str(err), 80))
        self.clock = clock
        self.save_warned = False
        #: The last ``save FILE`` copy: (the record written, the path), to tell whether it holds the game.
        self.copy: tuple[Any, str] | None = None
        self.last_seat: int | None = None          # who played the turn that just ended (dice games)
        self.last_throw: tuple | None = None
        self.turn_started = clock()
        self.more: list[Note] = []          # the notes of the screen on show when they did not all fit
        self.quiet = False                  # a line of several actions is played: said together, after it
        #: The notes the last typed line added (its reply), and those the driver said of the last opponent
        #: turn: when the notes do not fit the rows they are the last to be cut (:func:`keep_newest`).
        self.reply: list[Note] = []
        self.their_turn: list[Note] = []

    # ------------------------------------------------------------ helpers
    @property
    def game(self) -> Any:
        return self.session.game

    def name(self, seat: int) -> str:
        return self.session.players[seat].name

    def reader(self, seat: int) -> int:
        return self.driver.reader(seat)

    def describe(self, played: Any, reader: int) -> str:
        """``played`` as the person in ``reader`` reads it (the view's words, else the action's text)."""
        return self.view.describe(played, self.session, reader)

    def describe_all(self, played: Sequence[Any], reader: int) -> str:
        return ", ".join(self.describe(p, reader) for p in played)

    def typed(self, played: Any) -> str:
        """``played`` as the mover would type it."""
        return self.view.typed(played, self.session)

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
    def lines(self, reader: int, turn_over: bool = False, mover: int | None = None) -> list[str]:
        """The frame: title and header, the view's info, the board from ``reader``'s seat, the status."""
        v = self.view
        mover = reader if mover is None else mover
        return [line for part in self.parts(reader, turn_over, mover) for line in part + [""]]

    def parts(self, reader: int, turn_over: bool = False, mover: int | None = None) -> list[list[str]]:
        """The frame's parts, each followed by a blank line on the screen: the title, header and info; the
        board; the status."""
        v = self.view
        mover = reader if mover is None else mover
        head = [self.term.style("title", v.title) + " · " + v.header(self.session, mover, turn_over)]
        head += v.info(self.session, turn_over, self.last_throw)
        return [head, list(v.board(self.session, reader)), list(v.status(self.session, reader, self.left_ms))]

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
        rows the frame and the ``prompt`` under it leave. Where they are too many, the frame's blank lines
        give their rows first; notes that still do not fit are cut the oldest first, never the reply to the
        last command or the last opponent turn (:func:`keep_newest`), and end in ``play.more``: ``?`` then
        shows them whole in the pager (:meth:`show_more`)."""
        self.prompt.fit_screen(self.view.min_columns)
        columns, rows = self.term.size()
        width = columns - 1
        lines: list[str] = []
        blanks: list[int] = []          # where the blank lines between the frame's parts are
        for part in self.parts(reader, turn_over, mover):
            for line in part:
                lines += self.term.fit(line, width)
            blanks.append(len(lines))
            lines.append("")
        lead = list(self.view.lead(self.session))
        shown = lead + list(notes)
        if self.scribe is not None and self.scribe.on_change is not None and self.scribe.failed is not None \
                and self.save_warned:
            # on every screen while saving fails, not only once: moves made now are not on disk
            shown.insert(0, ("error", self.t("play.unsaved_banner")))
        said = self.term.wrap(self.message_lines(shown, width), width, sys.maxsize)
        room = rows - len(lines) - max(1, len(self.term.fit(prompt, width)))
        self.more = []
        if self.term.screen and len(said) > room:       # plain output keeps every line
            while blanks and len(said) > room:
                del lines[blanks.pop()]     # the frame's blank lines give their rows to the notes, the lowest first
                room += 1
        if self.term.screen and len(said) > room:
            notes_lines = [(self.rank(note, lead),
                            self.term.wrap(self.message_lines([note], width), width, sys.maxsize)) for note in shown]
            said = keep_newest(notes_lines, room, self.term.fit(self.t("play.more"), width))
            self.more = shown
        self.term.clear()
        for line in lines + said:
            self.term.line(line)
        self.term.on_redraw(lambda: self.draw(reader, notes, turn_over, mover, prompt))

    def rank(self, note: Note, lead: Sequence[Note]) -> int:
        """What ``note`` is when the notes do not all fit (:func:`keep_newest`): part of the reply to the last
        command typed, of the last opponent turn (the driver's :attr:`their_turn`, or the view's lead: its
        first note says the last move), or older."""
        if any(note is said for said in self.reply):
            return REPLY
        if any(note is said for said in self.their_turn) or (self.session.history and lead and note is lead[0]):
            return THEIR_TURN
        return OLDER

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

    # ------------------------------------------------------------- commands
    def commands(self) -> list[Command]:
        """The table's commands, in the order the help lists them: the shared ones and the driver's."""
        c = COMMANDS
        shared = [
            Command("help", c["help"], self.help, "play.cmd.help", rest=ANY, group=0),
            Command("last", c["last"], lambda rest, thrown: self.say_last(), "play.cmd.last"),
            Command("log", c["log"], lambda rest, thrown: self.show_log(), "play.cmd.log"),
            Command("board", c["board"], lambda rest, thrown: self.notes.append(
                self.t("play.notation", notation=self.game.notation())), "play.cmd.board"),
            Command("save", c["save"], lambda rest, thrown: self.export(rest), "play.cmd.save", rest=ANY),
            Command("rules", c["rules"], lambda rest, thrown: self.on_rules() if self.on_rules else None,
                    "play.cmd.rules"),
        ]
        return sorted(shared + list(self.driver.commands()), key=lambda cmd: cmd.group)

    def command(self, line: str, thrown: bool) -> bool:
        """Carry out one typed line: a command of the table, the game's own words, or its actions (after
        the throw); False when the game is left. The notes it adds are its reply (:attr:`reply`)."""
        at = len(self.notes)
        try:
            return self._command(line, thrown)
        finally:
            self.reply = self.notes[at:]

    def _command(self, line: str, thrown: bool) -> bool:
        words = line.split()
        if not words:
            if thrown and self.driver.closed() is None:
                only_pass = self.view.pass_word is not None and self.game.must_pass()
                self.act(self.view.pass_word if only_pass else "")      # the game's own words for Enter
            return True
        word = words[0].lower()
        rest = line.strip()[len(words[0]):].strip()
        for cmd in self.commands():
            if word in cmd.words and cmd.rest(rest):
                if cmd.refusal is not None:
                    self.notes.append(cmd.refusal)
                    return True
                return cmd.run(rest, thrown) is not False
        closed = self.driver.closed()
        if closed is not None:
            self.notes.append(closed)
            return True
        if self.view.command(word, rest, self):             # the game's own words
            return True
        if not thrown:
            self.notes.append(("error", self.t("play.throw_first")))
        else:
            self.play_line(line.strip())
        return True

    def help(self, rest: str, thrown: bool) -> None:
        """``?``: the game's own words, the legal moves, the table's commands (exactly those it offers);
        ``?`` after a screen whose notes did not fit shows them whole instead."""
        if not rest and self.more:
            self.show_more()
            return
        commands = self.commands()
        self.notes.append(self.view.help())
        if thrown or not self.game.dice:
            self.notes += self.view.moves(self.session, rest or None)
        else:
            self.notes.append(self.t("play.help_throw"))
        # after the legal moves: a short screen keeps those in view (the rest is a ? away)
        listed = [cmd.help_text(self.t, self.lang) for cmd in commands if cmd.listed]
        if listed:
            listed[-1] += "."                 # the list ends as a sentence: the next one does not run on from it
        self.notes.append(Items(self.t("play.commands"), tuple(listed), sep=" ·"))
        if any(cmd.name == "hint" and cmd.listed for cmd in commands):
            self.notes.append(self.t("play.help_hint"))

    def stuck(self) -> list[Note]:
        """The view's reason why the only move is to pass (Enter passes), or nothing."""
        if self.view.pass_word is not None and self.game.must_pass():
            return list(self.view.stuck(self.session))
        return []

    # ------------------------------------------------------------- actions
    def play_line(self, line: str) -> None:
        """The actions a typed line holds (the game's ``split_line``; without it the line is one), in order.
        A line is played whole or not at all: tried on a copy first, a part the rules refuse, or one more
        than the turn holds, refuses the whole line and nothing is played."""
        split = self.game.split_line
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
        self.quiet = True
        try:
            for text in texts:
                done = self.act(text)
                if done is not None:
                    played.append(done)
                if done is None or self.session.game_over or self.game.needs_throw() or self.game.to_move() != seat:
                    break
        finally:
            self.quiet = False
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

    def act(self, action: Any) -> Any:
        """Play ``action`` (text or value) for the seat to move, through the driver; a refusal becomes notes.
        What was played (a ``Played``), or None."""
        if isinstance(action, str) and len(action) > 200:
            action = action[:200]         # nothing legal is that long; the refusal names the start
        try:
            return self.driver.apply(action)
        except GameError as err:
            shown = printable(action, 24) if isinstance(action, str) else str(action)
            self.notes.append(("error", self.view.refusal(err, shown)))
            self.notes.extend(self.view.hint(self.session))
            return None

    def moved(self, played: Any, seat: int) -> None:
        """``seat``'s action ``played`` is on the session (at the keyboard at once; over the network when the
        server's event came): a turn that ended starts the next one's clock; a person's action that leaves
        the turn open is said (unless a line of several is played: said together); the view's notes."""
        s = self.session
        if not s.game_over and s.game.to_move() != seat:
            self.last_seat = seat
            self.turn_started = self.clock()
        elif not self.quiet and not s.game_over and not s.is_computer(seat) and s.game.dice:
            self.notes.append(self.t("play.played", name=self.name(seat),
                                     move=self.describe(played, self.reader(seat))))
        self.notes.extend(self.view.played(played, s))

    # ------------------------------------------------------------- reading
    def say_last(self) -> None:
        """``last``: the previous turn again, from the reader's seat."""
        prev = last_turn(self.session)
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
