"""``--replay FILE`` and watching a game another copy of the program is playing.

A part of :class:`framework.programs.app.App` (:class:`Replays`, which gets the
sessions part to bring a record's positions back) and the replay's own screen
(:class:`Replay`): the recorded game turn by turn, the board from the mover's
seat. The save slots call ``watch`` (a callable they are given) when the
player chooses to watch a busy slot's game.

Imports inside functions: the record layout (``framework.core.record`` imports
``re``) is loaded only when a game is replayed or watched.
"""
from __future__ import annotations

import os

from framework.core import record as rec         # rec.restore looked up at each call (tests count the replays)
from framework.core.record import Replayer
from framework.tui.prompt import Leave
from framework.tui.save_slots import BACK_WORDS
from framework.core.saves import read_file
from framework.core.settings import SEATS
from framework.tui.terminal import printable
from framework.lang.words import PAGE

TYPE_CHECKING = False            # typing imports re: not at start-up
if TYPE_CHECKING:
    from typing import Callable, Protocol

    from framework.tui.context import Context
    from framework.tui.sessions import Sessions
    from framework.tui.terminal import Terminal

    class House(Protocol):
        """What a replay's screen uses of the house (framework/tui/context.py's Context has it all)."""

        lang: str
        term: Terminal

        def t(self, key: str, /, **params: object) -> str: ...

        def show(self, lines: list[str] | Callable[[], list[str]], needs: int = 40) -> None: ...

        def ask(self, prompt: str) -> str: ...

        def result_words(self, spec: object, winner: int | None, reason: str, names: object) -> str: ...

__all__ = ["Replays", "Replay", "Steps"]


class Steps:
    """A replay's stops, made as they are asked for: ``steps[i]`` is ``(entry i, the session after it)``
    (``steps[0]``: ``(None, the start)``).

    Why not a list of sessions: one session per turn, each replayed from the start, cost the square of
    the game's length in time and memory (a 232-turn XII game took 2.5 s; 20,000 Latrunculi moves
    gigabytes). Here one session walks forward (:class:`framework.core.record.Replayer`): the next step
    applies one entry; a step back replays from the start to it, once per step back. The last step is the
    whole record's session, made when the record was checked. A session handed out is moved on by the
    next ``steps[j]``: use it before asking for another.
    """

    def __init__(self, record, codec, new_session, final) -> None:
        self.record, self.codec, self.new_session, self.final = record, codec, new_session, final
        self._walk = None

    def __len__(self) -> int:
        return len(self.record.entries) + 1

    def __getitem__(self, i: int):
        if not isinstance(i, int):
            raise TypeError("a step is a whole number")
        if i < 0:
            i += len(self)
        if not 0 <= i < len(self):
            raise IndexError(i)
        entries = self.record.entries
        entry = entries[i - 1] if i else None
        if i == len(entries):
            return entry, self.final
        walk = self._walk
        if walk is None or walk.steps > i:
            walk = self._walk = Replayer(self.record, self.codec, self.new_session)
        while walk.steps < i:
            walk.step(entries[walk.steps])
        return entry, walk.session


class Replays:
    """Replaying a recorded game and watching a busy slot's game."""

    def __init__(self, ctx: Context, sessions: Sessions) -> None:
        self.ctx = ctx
        self.sessions = sessions

    def replay(self, spec, path: str) -> None:
        """``--replay FILE``: step through a recorded game, of whichever game's record it is (``spec``'s first:
        a Long Nardy record replays as one without ``--game nardy``); a bad file exits with 2."""
        spec = self.sessions.spec_of(spec, path)
        try:
            record = read_file(path, spec.codec)
            # checked whole first, with line numbers: one walk through the engine
            final = self.sessions.restore(spec, record, to_continue=False)
        except (OSError, ValueError) as err:
            self.ctx.stderr(self.ctx.load_problem(spec, err, path))
            raise Leave(2) from None
        Replay(self.ctx, spec, record, self.replay_steps(spec, record, final), path).run()

    def replay_record(self, spec, record, name: str = "") -> None:
        """A record in hand (a finished game fetched from a server's history) step by step; one that does not
        replay is a sentence on the next screen, and back."""
        try:
            final = self.sessions.restore(spec, record, to_continue=False)
        except (OSError, ValueError) as err:
            self.ctx.notices.append(self.ctx.term.style("error", self.ctx.load_problem(spec, err, name or "-")))
            return
        Replay(self.ctx, spec, record, self.replay_steps(spec, record, final), name).run()

    def replay_steps(self, spec, record, final=None) -> "Steps":
        """The start, then the position after each turn: ``(entry or None, session)``, made as asked
        (:class:`Steps`). ``final``: the whole record's session if the caller restored it already; else the
        record is checked whole here (RecordError naming the line)."""

        def new_session(setup):
            return self.sessions.new_session(spec, setup)
        if final is None:
            final = rec.restore(record, spec.codec, new_session)
        return Steps(record, spec.codec, new_session, final)

    def watch(self, spec, slot) -> None:
        """Show the game another copy of the program is playing, as last saved; Enter looks again."""
        ctx = self.ctx
        while True:
            try:
                record = slot.saved()
                if record is None:
                    return
                session = rec.restore(record, spec.codec, lambda setup: self.sessions.new_session(spec, setup))
            except (OSError, ValueError) as err:
                ctx.notices.append(ctx.t("continue.failed", problem=ctx.load_problem(spec, err, str(slot.path))))
                return
            entry = record.entries[-1] if record.entries else None
            replay = Replay(ctx, spec, record, [(entry, session)], str(slot.path))

            def lines() -> list[str]:   # made again at a resize: the board's layout follows the width
                shown = replay.screen(0)
                shown[0] = ctx.term.style("title", replay.view.title) + " · " + ctx.t("slot.watching")
                return shown
            ctx.show(lines, replay.needs)
            answer = ctx.ask(ctx.t("slot.watch_prompt")).strip().lower()
            if answer in BACK_WORDS or answer in Replay.QUIT:
                return


class Replay:
    """``--replay FILE``: the recorded game turn by turn, the board from the mover's seat."""

    #: The pager's words (framework/lang/words.py PAGE); Enter, an empty line, is the next turn too.
    NEXT = PAGE["next"]
    BACK = PAGE["back"]
    QUIT = PAGE["quit"]

    def __init__(self, house: House, spec, record, stops: list, path: str) -> None:
        self.house = house
        self.spec = spec
        self.t = house.t
        self.term = house.term
        self.record = record
        self.stops = stops
        self.file = printable(os.path.basename(str(path)) or str(path), 40)
        self.view = spec.view(house.term, house.lang)
        #: The narrowest terminal the board is drawn on (the view's; below it the screen says so).
        self.needs = self.view.min_columns

    def screen(self, i: int) -> list[str]:
        entry, session = self.stops[i]
        names = [p.name for p in session.players]
        seat = entry.seat if entry is not None and entry.seat is not None else session.setup.first
        title = self.t("replay.title", file=self.file, step=i, steps=len(self.stops) - 1)
        lines = [self.term.style("title", self.view.title) + " · " + title]
        if entry is None:
            lines.append(self.t("replay.start", name=self.term.style(SEATS[seat], names[seat]), seat=SEATS[seat]))
        else:
            actions = self.actions(entry, session, seat) or self.t("replay.nothing")
            throw = "-".join(map(str, entry.throw or ()))
            lines.append(self.t("replay.turn", turn=i, name=self.term.style(SEATS[seat], names[seat]),
                                seat=SEATS[seat], throw=throw, actions=actions))
        lines.append("")
        lines += self.view.board(session, seat)
        lines.append("")
        lines += self.view.status(session, seat, lambda s: None)
        lines.append("")
        if i == len(self.stops) - 1:
            if self.record.result is None:
                lines.append(self.t("replay.unfinished"))
            else:
                winner, reason = self.spec.codec.check_result(self.record.result)
                lines.append(self.term.style("title", self.house.result_words(self.spec, winner, reason, names)))
        return lines

    def actions(self, entry, session, seat: int) -> str:
        """The turn's actions as the game screen says them, in the player's words (the view's ``describe``
        or ``action_text``, read from ``seat``); the record's own text where the position has none."""
        count = len(entry.actions)
        played = session.history[-count:] if count else []
        if [p.text for p in played] != list(entry.actions):
            return ", ".join(entry.actions)
        return ", ".join(self.view.describe(p, session, seat) for p in played)

    def run(self) -> None:
        """Enter: the next turn; b: back; q: quit. The end of input ends the replay (exit 0)."""
        i = 0
        notes: list[str] = []
        last = len(self.stops) - 1
        while True:
            # made again at a resize: the board's layout follows the width
            self.house.show(lambda i=i, notes=notes: self.screen(i) + notes, self.needs)
            notes = []
            answer = self.house.ask(self.t("replay.last" if i == last else "replay.prompt")).strip().lower()
            if answer in self.QUIT:
                return
            if answer in self.BACK:
                if i == 0:
                    notes.append(self.t("replay.first"))
                i = max(0, i - 1)
            elif not answer or answer in self.NEXT:
                if i == last:
                    return
                i += 1
            else:
                notes.append(self.term.style("error", self.t("replay.bad", text=printable(answer))))
