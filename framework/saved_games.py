"""Save slots as the menus use them: one writer per slot, autosave, continue, ``--load``, restore.

A part of :class:`framework.app.App` (a mixin). A game's slot is claimed by
this process before a game is written to it and released when the game is left;
another copy of the program playing it may be watched (framework/replay.py) or
left alone (a side game in a file of its own).

Imports inside functions: the record layout and the session (``framework.record``
imports ``re``) are loaded only when a game is read or written, so the menu's
first screen, which only peeks at the slot, stays light.
"""
from __future__ import annotations

import os

from framework.prompt import Leave
from framework.saves import Slot, peek_current, read_file, save_dir_text, write_atomic
from framework.terminal import printable

__all__ = ["SavedGames"]


class SavedGames:
    """The save slots of the games started from the menus (a part of App)."""

    #: Answers to "another copy of the program is playing this game" (either language).
    WATCH = ("w", "watch", "s", "sledovat", "sleduj")
    ANOTHER = ("n", "new", "nova", "nová", "jina", "jiná")
    BACK_WORDS = ("0", "b", "back", "z", "zpet", "zpět", "q")

    def save_dir(self) -> str | None:
        """``--save-dir`` if one was given (None: the user's data directory)."""
        return getattr(self.args, "save_dir", None) or None

    def slot(self, spec):
        """``spec``'s save slot (the one this process holds, if it claimed it)."""
        claimed = self._claimed.get(spec.name)
        if claimed is not None:
            return claimed
        return Slot(spec.codec, self.save_dir(), spec.folder)

    def slot_dir(self, folder: str) -> str:
        """The folder of a game's save slot as text: ``--save-dir`` as given, else the data directory
        (and the game's folder in it)."""
        given = self.save_dir()
        if given:
            return save_dir_text(given)
        base = save_dir_text(None)
        return os.path.join(base, folder) if folder else base

    def _peek(self, entry, notes: list | None = None):
        """The unfinished current game of ``entry`` (a cheap look, no game imported), or None; a save
        folder that cannot be read is reported once."""
        notes = self.notices if notes is None else notes
        directory = self.slot_dir(entry.folder)
        try:
            saved = peek_current(directory, entry.suffix, entry.name_keys)
        except OSError as err:
            if entry.name not in self._peek_reported:
                self._peek_reported.add(entry.name)
                path = getattr(err, "path", None) or directory
                notes.append(self.t("menu.saves_unreadable", reason=f"{printable(str(path), 80)}: "
                                                                      f"{self.explain_save(err)}."))
            return None
        return saved if saved is not None and not saved.finished else None

    def claim(self, spec) -> str:
        """Make ``spec``'s save slot this process's before a game is written to it.

        ``"mine"``: claimed (released when the game is left). If another copy
        of the program is playing the slot's game, the player may watch it,
        start another game (``"side"``: saved in a file of its own in
        ``games/``, never over the other's), or go back (``"back"``).
        """
        slot = self.slot(spec)
        if slot.lock():
            self._claimed[spec.name] = slot
            return "mine"
        notes: list = []
        while True:
            title = self.entry(spec.name).title(self.lang)
            self.show([self.term.style("title", title), "", self.t("slot.busy", path=printable(str(slot.path), 100))]
                      + notes)
            notes = []
            answer = self.ask(self.t("slot.ask")).strip().lower()
            if answer in self.WATCH:
                self.watch(spec, slot)
            elif answer in self.ANOTHER:
                return "side"
            elif answer in self.BACK_WORDS or answer == "":
                return "back"
            else:
                notes.append(self.term.style("error", self.t("slot.bad", text=printable(answer, 20))))

    def release(self, spec) -> None:
        slot = self._claimed.pop(spec.name, None)
        if slot is not None:
            slot.unlock()

    def autosave(self, spec, record, start: bool, notes: list, side: bool = False):
        """A Scribe that writes every change of ``record`` to the game's save slot.

        ``start``: a new current game (the earlier one is moved to ``games/``, and
        the player told if it was unfinished). If that fails, the game is played
        unsaved (never written over the old game) and the player is told why.
        """
        from framework.record import Scribe
        slot = self.slot(spec)
        scribe = Scribe(record, spec.codec)
        if side:
            from framework import record as rec
            try:
                path = slot.side_path()
                write_atomic(path, rec.write(record, spec.codec))
                scribe.on_change = lambda r: write_atomic(path, rec.write(r, spec.codec))
                notes.append(self.t("slot.side", path=printable(str(path), 100)))
            except OSError as err:
                notes.append(("error", self.t("play.not_saved", path=printable(str(slot.dir), 80),
                                              reason=self.explain_save(err))))
            return scribe
        try:
            if start:
                earlier_open = False
                try:
                    earlier_open = slot.unfinished() is not None
                except (OSError, ValueError):
                    earlier_open = True
                moved = slot.start(record)
                if moved is not None and earlier_open:
                    notes.append(self.t("play.archived", path=printable(str(moved), 100)))
            else:
                slot.tidy()
            scribe.on_change = slot.write
        except OSError as err:
            path = getattr(err, "path", None) or str(slot.path)
            notes.append(("error", self.t("play.not_saved", path=printable(path, 80), reason=self.explain_save(err))))
        return scribe

    def continue_game(self, spec) -> None:
        """Go on with the unfinished game in ``spec``'s save slot (menu "continue", ``--continue``).

        The slot is claimed only when there is a game to continue; once it is
        ours the file is read again, and replayed again only if another copy of
        the program wrote it in between.
        """
        saved = self._saved_game(spec)
        if saved is None:
            return
        claim = self.claim(spec)
        if claim == "back":
            return
        if claim == "side":
            self.release(spec)
            self.play_new(spec, "two")
            return
        try:
            try:
                changed = self.slot(spec).unfinished() != saved[0]
            except (OSError, ValueError):
                changed = True
            if changed:
                saved = self._saved_game(spec)
            if saved is not None:
                self.play_restored(spec, *saved, str(self.slot(spec).path), start=False)
        finally:
            self.release(spec)

    def _saved_game(self, spec):
        """``(record, session)`` of the unfinished game in the slot; None (the player told why) if there is
        none or it cannot be continued."""
        slot = self.slot(spec)
        try:
            record = slot.unfinished()
            session = None if record is None else self.restore(spec, record)
        except (OSError, ValueError) as err:
            path = getattr(err, "path", None) or str(slot.path)
            self.notices.append(self.t("continue.failed", problem=self.load_problem(spec, err, path)))
            return None
        if record is None:
            self.notices.append(self.t("menu.no_game", dir=printable(str(slot.dir), 100)))
            return None
        return record, session

    def load_game(self, spec, path: str) -> None:
        """``--load FILE``: a bad file is reported on stderr and the program exits with 2."""
        try:
            record = read_file(path, spec.codec)
            session = self.restore(spec, record)
        except (OSError, ValueError) as err:
            self._stderr(self.load_problem(spec, err, path))
            raise Leave(2) from None
        claim = self.claim(spec)
        if claim == "back":
            return
        try:
            self.play_restored(spec, record, session, path, start=True, side=claim == "side")
        finally:
            self.release(spec)

    def restore(self, spec, record):
        """The session of ``record``, replayed through the engine (RecordError if anything is impossible)."""
        from framework.record import restore
        try:
            return restore(record, spec.codec, lambda setup: self.new_session(spec, setup))
        except ValueError as err:
            if getattr(err, "kind", "") != "record":
                from framework.record import RecordError
                raise RecordError("other", str(err), message=str(err)) from None
            raise

    def play_restored(self, spec, record, session, path: str, start: bool, side: bool = False) -> None:
        """Play a game brought back from its record; ``start``: it becomes the current game."""
        from framework.record import Scribe
        notes: list = self.computer_notes(spec, session)
        if not record.complete:
            notes.append(self.t("record.incomplete"))
        if session.game_over:
            outcome = session.outcome
            notes.append(self.t("load.finished", path=printable(str(path), 100),
                                result=self._result_words(spec, session, outcome)))
            scribe = Scribe(record, spec.codec)        # nothing to save: the game is over
        else:
            notes.append(self.t("play.resumed", path=printable(str(path), 100)))
            scribe = self.autosave(spec, record, start, notes, side=side)
        session.listeners.append(scribe)
        self.run_session(spec, session, scribe, notes)

