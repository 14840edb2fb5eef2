"""Save slots as the menus use them: one writer per slot (claim, release), autosave, a cheap peek.

A part of :class:`framework.programs.app.App`. A game's slot is claimed by this process
before a game is written to it and released when the game is left; another
copy of the program playing it may be watched (``watch``, a callable this part
is given: the replays part shows the game) or left alone (a side game in a
file of its own). The slot itself (files, lock, layout) is framework/core/saves.py.

Imports inside functions: the record layout (``framework.core.record`` imports ``re``)
is loaded only when a game is written, so the menu's first screen, which only
peeks at the slot, stays light.
"""
from __future__ import annotations

import os

from framework.core.saves import SaveError, Slot, peek_current, save_dir_text, write_atomic
from framework.tui.prompt import Leave
from framework.tui.terminal import printable
from framework.lang.words import BACK, Words

TYPE_CHECKING = False           # typing imports re: the annotations below are read by type checkers only
if TYPE_CHECKING:
    from typing import Callable

    from framework.tui.context import Context

__all__ = ["SaveSlots", "WATCH", "ANOTHER", "BACK_WORDS"]

#: Answers to "another copy of the program is playing this game" (any language), and to watching it.
BACK_WORDS = BACK
WATCH = Words("watch w", "sledovat s sleduj", "oglądaj", "смотреть")
ANOTHER = Words("new n", "nová jiná", "nowa", "новая")


class SaveSlots:
    """The save slots of the games started from the menus: which one, whose, and the autosave into it."""

    def __init__(self, ctx: Context, watch: Callable[[object, Slot], None]) -> None:
        self.ctx = ctx
        self.watch = watch
        self._claimed: dict[str, Slot] = {}         # game name -> the save slot this process holds
        self._peek_reported: set[str] = set()

    def save_dir(self) -> str | None:
        """``--save-dir`` if one was given (None: the user's data directory)."""
        return getattr(self.ctx.args, "save_dir", None) or None

    def check_home(self) -> None:
        """Before a start that saves games: when there is nowhere to save them (no ``--save-dir`` and no
        home folder known, framework.core.saves.home_dir), say so in a sentence and leave with code 2.

        Why not play on unsaved: the house promises that nothing played is lost, and this start costs
        the player nothing yet; the sentence names the one option that fixes it. Never a folder named
        ``~`` in the current directory, which the next start from elsewhere would not find.
        """
        if self.save_dir():
            return
        try:
            save_dir_text(None)
        except SaveError as err:
            if err.code != "no_home_dir":
                raise
            self.ctx.stderr(self.ctx.t("start.no_home"))
            raise Leave(2) from None

    def slot(self, spec) -> Slot:
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

    def peek(self, entry, notes: list | None = None):
        """The unfinished current game of ``entry`` (a cheap look, no game imported), or None; a save
        folder that cannot be read is reported once."""
        ctx = self.ctx
        notes = ctx.notices if notes is None else notes
        directory = self.slot_dir(entry.folder)
        try:
            saved = peek_current(directory, entry.suffix, entry.name_keys)
        except OSError as err:
            if entry.name not in self._peek_reported:
                self._peek_reported.add(entry.name)
                path = getattr(err, "path", None) or directory
                notes.append(ctx.t("menu.saves_unreadable", reason=f"{printable(str(path), 80)}: "
                                                                     f"{ctx.explain_save(err)}."))
            return None
        return saved if saved is not None and not saved.finished else None

    def claim(self, spec) -> str:
        """Make ``spec``'s save slot this process's before a game is written to it.

        ``"mine"``: claimed (released when the game is left). If another copy
        of the program is playing the slot's game, the player may watch it,
        start another game (``"side"``: saved in a file of its own in
        ``games/``, never over the other's), or go back (``"back"``). Something
        where the lock file belongs (a folder: framework.core.saves Slot.lock) is
        said in a sentence: back to the menu, or exit 2 from the command line.
        """
        ctx = self.ctx
        slot = self.slot(spec)
        try:
            mine = slot.lock()
        except SaveError as err:
            if err.code != "lock_blocked":
                raise
            sentence = ctx.t("slot.lock_blocked", path=printable(err.path, 100))
            if ctx.menu_follows:                    # from a menu: said there, the menu goes on
                ctx.notices.append(ctx.term.style("error", sentence))
                return "back"
            ctx.stderr(sentence)                    # a game started from the command line: 2
            raise Leave(2) from None
        if mine:
            self._claimed[spec.name] = slot
            return "mine"
        notes: list = []
        while True:
            title = ctx.entry(spec.name).title(ctx.lang)
            ctx.show([ctx.term.style("title", title), "", ctx.t("slot.busy", path=printable(str(slot.path), 100))]
                     + notes)
            notes = []
            answer = ctx.ask(ctx.t("slot.ask")).strip().lower()
            if answer in WATCH:
                self.watch(spec, slot)
            elif answer in ANOTHER:
                return "side"
            elif answer in BACK_WORDS or not answer.strip():
                return "back"
            else:
                notes.append(ctx.term.style("error", ctx.t("slot.bad", text=printable(answer, 20))))

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
        from framework.core.record import Scribe       # deferred: start-up (the record reader)
        t, explain = self.ctx.t, self.ctx.explain_save
        slot = self.slot(spec)
        scribe = Scribe(record, spec.codec)
        if side:
            from framework.core import record as rec    # deferred: start-up (the record reader)
            try:
                path = slot.side_path()
                write_atomic(path, rec.write(record, spec.codec))
                scribe.on_change = lambda r: write_atomic(path, rec.write(r, spec.codec))
                notes.append(t("slot.side", path=printable(str(path), 100)))
            except OSError as err:
                notes.append(("error", t("play.not_saved", path=printable(str(slot.dir), 80), reason=explain(err))))
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
                    notes.append(t("play.archived", path=printable(str(moved), 100)))
            else:
                slot.tidy()
            scribe.on_change = slot.write
        except OSError as err:
            path = getattr(err, "path", None) or str(slot.path)
            notes.append(("error", t("play.not_saved", path=printable(path, 80), reason=explain(err))))
        return scribe
