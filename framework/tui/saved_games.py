"""Saved games taken up again: the unfinished game offered first, ``continue``, ``--load``.

A part of :class:`framework.programs.app.App`. It reads a game from its save slot (the
slots part: claim, release, autosave) or a file, brings its session back (the
sessions part) and hands it to the keyboard (the playing part). When another
copy of the program holds the slot and the player starts another game instead,
that game is started by ``play_new``, a callable this part is given (the new
games part's), so neither part needs the other.

Imports inside functions: the record layout (``framework.core.record`` imports
``re``) is loaded only when a game is read, so the menu stays light.
"""
from __future__ import annotations

import os

from framework.core.record import Scribe
from framework.tui.prompt import Leave
from framework.core.saves import read_file
from framework.tui.terminal import printable
from framework.lang.texts import is_yes
from framework.lang.words import NO, fold

TYPE_CHECKING = False           # typing imports re: the annotations below are read by type checkers only
if TYPE_CHECKING:
    from typing import Callable

    from framework.tui.context import Context
    from framework.tui.playing import Playing
    from framework.tui.save_slots import SaveSlots
    from framework.tui.sessions import Sessions

__all__ = ["SavedGames", "NO_WORDS"]

#: "No" to "continue the unfinished game instead?" in any language (Enter too); yes is words.YES.
NO_WORDS = ("", *NO)


class SavedGames:
    """Unfinished and loaded games, played on from their records."""

    def __init__(self, ctx: Context, sessions: Sessions, slots: SaveSlots, playing: Playing,
                 play_new: Callable[..., None]) -> None:
        self.ctx = ctx
        self.sessions = sessions
        self.slots = slots
        self.playing = playing
        self.play_new = play_new
        #: game name -> (the slot file's identity, its record or the error): see :meth:`continuable`
        self._checked: dict[str, tuple] = {}

    def continuable(self, spec):
        """The unfinished game in ``spec``'s save slot if it can be continued (its record), else None; the
        slot's OSError or the record's ValueError (RecordError) if it cannot be read or replayed.

        A game's menu asks this at every redraw, and a long record takes a while to replay through the
        engine: the answer is kept for as long as the file is the same one (its device, inode, size and
        time of change), so the menu replays a save once, not at every screen.
        """
        slot = self.slots.slot(spec)
        try:
            st = os.stat(slot.path)
            key = (str(slot.path), st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns)
        except OSError:
            key = None                       # no file (or none to look at): nothing worth keeping
        kept = self._checked.get(spec.name)
        if key is not None and kept is not None and kept[0] == key:
            if isinstance(kept[1], Exception):
                raise kept[1].with_traceback(None)      # the same refusal, its traceback not grown each time
            return kept[1]
        self._checked.pop(spec.name, None)
        try:
            record = slot.unfinished()
            if record is not None:
                self.sessions.restore(spec, record)
        except (OSError, ValueError) as err:
            if key is not None:
                self._checked[spec.name] = (key, err)
            raise
        if key is not None:
            self._checked[spec.name] = (key, record)
        return record

    def offer_unfinished(self, spec, notes: list | None = None) -> bool:
        """Before a new game from a menu: an unfinished game of ``spec`` is offered first.

        True when the new game must not start: the player continued the old one
        (it has been played), or gave an answer that is neither yes nor no (refused
        in ``notes``: nothing starts). False to start the new game (the old one is
        then kept in the games folder, as before): no, or Enter.
        """
        ctx = self.ctx
        try:
            record = self.slots.slot(spec).unfinished()
        except (OSError, ValueError):
            return False                # the menu has said why it cannot be continued
        if record is None:
            return False
        moves = ctx.catalogue(spec).plural(ctx.lang, "count.moves" if spec.undo_policy == "move"
                                           else "count.turns", len(record.entries))
        game = ctx.entry(spec.name).title_after_game(ctx.lang)
        answer = ctx.ask(ctx.t("game.ask_continue", game=game, moves=moves))
        if fold(answer) in NO_WORDS:
            return False
        if not is_yes(answer):
            refusals = ctx.notices if notes is None else notes
            refusals.append(ctx.term.style("error", ctx.t("game.bad_continue_answer",
                                                          text=printable(answer.strip(), 20))))
            return True
        self.continue_game(spec)
        if notes is not None and notes is not ctx.notices:
            notes += ctx.notices
            ctx.notices = []
        return True

    def continue_on_start(self, spec) -> int | None:
        """``--continue``, every game alike: the unfinished game played on (None). With none, or one that
        cannot be continued, the reason on stderr and 2, as for a bad ``--load``: nothing is started,
        written or moved (a new game used to start and archive the slot's last game)."""
        ctx = self.ctx
        before = len(ctx.notices)
        if self.continue_game(spec):
            return None
        for note in ctx.notices[before:]:
            ctx.stderr(note if isinstance(note, str) else note[1])
        del ctx.notices[before:]
        return 2

    def continue_game(self, spec) -> bool:
        """Go on with the unfinished game in ``spec``'s save slot (menu "continue", ``--continue``);
        False (the reason in the notices) if there is none or it cannot be continued.

        The slot is claimed only when there is a game to continue; once it is
        ours the file is read again, and replayed again only if another copy of
        the program wrote it in between.
        """
        slots = self.slots
        saved = self._saved_game(spec)
        if saved is None:
            return False
        claim = slots.claim(spec)
        if claim == "back":
            return True
        if claim == "side":
            slots.release(spec)
            self.play_new(spec, "two")
            return True
        try:
            try:
                changed = slots.slot(spec).unfinished() != saved[0]
            except (OSError, ValueError):
                changed = True
            if changed:
                saved = self._saved_game(spec)
            if saved is not None:
                self.play_restored(spec, *saved, str(slots.slot(spec).path), start=False)
        finally:
            slots.release(spec)
        return saved is not None

    def _saved_game(self, spec):
        """``(record, session)`` of the unfinished game in the slot; None (the player told why) if there is
        none or it cannot be continued."""
        ctx = self.ctx
        slot = self.slots.slot(spec)
        try:
            record = slot.unfinished()
            session = None if record is None else self.sessions.restore(spec, record)
        except (OSError, ValueError) as err:
            path = getattr(err, "path", None) or str(slot.path)
            ctx.notices.append(ctx.t("continue.failed", problem=ctx.load_problem(spec, err, path)))
            return None
        if record is None:
            ctx.notices.append(ctx.t("menu.no_game", dir=printable(str(slot.dir), 100)))
            return None
        return record, session

    def load_game(self, spec, path: str) -> None:
        """``--load FILE``: a bad file is reported on stderr and the program exits with 2."""
        try:
            record = read_file(path, spec.codec)
            session = self.sessions.restore(spec, record)
        except (OSError, ValueError) as err:
            self.ctx.stderr(self.ctx.load_problem(spec, err, path))
            raise Leave(2) from None
        claim = self.slots.claim(spec)
        if claim == "back":
            return
        try:
            self.play_restored(spec, record, session, path, start=True, side=claim == "side")
        finally:
            self.slots.release(spec)

    def play_restored(self, spec, record, session, path: str, start: bool, side: bool = False) -> None:
        """Play a game brought back from its record; ``start``: it becomes the current game."""
        t = self.ctx.t
        notes: list = self.playing.computer_notes(spec, session)
        if not record.complete:
            notes.append(t("record.incomplete"))
        if session.game_over:
            outcome = session.outcome
            result = self.ctx.result_words(spec, outcome.winner, outcome.reason, [p.name for p in session.players])
            notes.append(t("load.finished", path=printable(str(path), 100), result=result))
            scribe = Scribe(record, spec.codec)        # nothing to save: the game is over
        else:
            notes.append(t("play.resumed", path=printable(str(path), 100)))
            scribe = self.slots.autosave(spec, record, start, notes, side=side)
        session.listeners.append(scribe)
        self.playing.run_session(spec, session, scribe, notes)
