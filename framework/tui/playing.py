"""A game at the keyboard: the shared turn loop over the game's view, and what is said around it.

A part of :class:`framework.programs.app.App`: the loop is framework/tui/hotseat.py's; this
part gives it the game's words and its rules pages (``show_rules``, a callable:
the rules are the menus' pages), says who the computer is, and where an
unfinished game is kept when the program is left. New games and saved games
hand their sessions here; it calls no other part.

Imports inside functions: the turn loop (``framework.tui.hotseat``) is loaded only
when a game is played, so the menu comes up as fast as Python.
"""
from __future__ import annotations

import shlex

from framework.tui.hotseat import Hotseat
from framework.tui.prompt import Leave
from framework.tui.terminal import printable

TYPE_CHECKING = False           # typing imports re: the annotations below are read by type checkers only
if TYPE_CHECKING:
    from typing import Callable

    from framework.tui.context import Context

__all__ = ["Playing", "DEFAULT_DELAY", "UNSAVED"]

DEFAULT_DELAY = 0.6         # seconds the board stays after a computer's action, on a terminal
#: The exit code of a program left while its game's last moves are not on disk (saving failed: a full
#: disk, a folder that cannot be written) and no ``save FILE`` copy holds them; README's exit codes.
UNSAVED = 3


class Playing:
    """Playing a session at the keyboard."""

    def __init__(self, ctx: Context, show_rules: Callable[[object], None],
                 review: Callable[[object, object], None] | None = None) -> None:
        self.ctx = ctx
        self.show_rules = show_rules
        self.review = review            # review(spec, record): the end screen's "r" (the reviews part's)

    def run_session(self, spec, session, scribe, notes: list, demo: bool = False,
                    view_options: dict | None = None) -> None:
        """Play ``session`` at the keyboard; leaving the program in the middle says where the game is kept."""
        ctx = self.ctx
        delay = getattr(ctx.args, "delay", None)
        if delay is None:
            # By default the board stays after the computer's throws and actions (a dice game's turn is
            # several), and in a demo; a move game's answer is on the next screen the player reads anyway.
            dice = bool(session.game.dice)
            delay = DEFAULT_DELAY if ctx.term.screen and (dice or demo) else 0.0
        catalogue = ctx.catalogue(spec)
        view = spec.view(ctx.term, ctx.lang, **(view_options or {}))
        loop = Hotseat(ctx.prompt, session, view, lambda key, **p: catalogue.text(ctx.lang, key, **p),
                       scribe=scribe, notes=notes, demo=demo, delay=delay,
                       on_rules=lambda: self.show_rules(spec), explain_save=ctx.explain_save,
                       planner=spec.planner,
                       end_prompt="play.end_prompt" if ctx.menu_follows else "play.end_prompt_leave",
                       quit_prompt="play.confirm_quit" if ctx.menu_follows else "play.confirm_quit_leave",
                       review=None if demo or scribe is None or self.review is None
                       else (lambda: self.review(spec, scribe.record)))
        saved = scribe is not None and scribe.on_change is not None
        written = self._track_writes(scribe, session)
        written["record"] = getattr(scribe, "record", None)    # as it came: unchanged, nothing can be lost
        ctx.prompt.leave_note = None if scribe is None else (lambda: self._leave_note(loop, scribe, written))
        try:
            try:
                loop.run()
            except KeyboardInterrupt:       # Ctrl-C while the computer thinks or pauses
                ctx.term.status("")
                raise Leave(130) from None
        except Leave as leave:
            lost = self.lost(loop, scribe, written)
            try:
                if lost is not None:
                    ctx.term.line(ctx.term.style("error", lost))
                    ctx.term.flush()
                elif saved and not session.game_over:
                    command = self.continue_command(spec)
                    ctx.term.line(ctx.t("leave.kept", command=command), keep=command)
                    ctx.term.flush()
            except (OSError, ValueError):
                pass
            if lost is not None and not self._in_copy(loop, scribe):
                ctx.lost = lost
                if leave.code == 0:     # never 0 in silence: the last moves are not on disk
                    raise Leave(UNSAVED) from None
            raise
        finally:
            ctx.prompt.leave_note = None
        lost = self.lost(loop, scribe, written)
        if lost is not None and self._in_copy(loop, scribe):
            if ctx.menu_follows:
                ctx.notices.append(lost)
            else:
                ctx.term.line(lost)
        elif lost is not None:
            ctx.lost = lost
            if ctx.menu_follows:        # else the program ends now and says it last (App.unsaved_code)
                ctx.notices.append(ctx.term.style("error", lost))
        elif saved and scribe.failed is None and not session.game_over and ctx.is_home(spec):
            ctx.notices.append(ctx.t("menu.game_kept"))

    @staticmethod
    def _track_writes(scribe, session) -> dict:
        """The move the last successful save of ``scribe`` stood at (``written["move"]``; None before
        the first): what a copy on disk holds when saving fails later."""
        written: dict = {"move": None}
        write = getattr(scribe, "on_change", None)
        if write is None:
            return written

        def tracked(record) -> None:
            write(record)
            written["move"] = session.game.move_number()
        written["move"] = session.game.move_number()        # the slot holds the game as it starts
        scribe.on_change = tracked
        return written

    def _leave_note(self, loop, scribe, written: dict) -> str | None:
        """Said above "Leave?": the game is saved, or (saving failed) where a copy can be written; nothing
        for a game never to be saved in which nothing has happened (a finished game loaded to be seen)."""
        if (scribe.on_change is not None and scribe.failed is None) or self._in_copy(loop, scribe):
            return self.ctx.t("leave.note")
        if scribe.on_change is None and scribe.record is written["record"]:
            return None
        return self.ctx.t("leave.note_unsaved")

    @staticmethod
    def _in_copy(loop, scribe) -> bool:
        """Whether the player's last ``save FILE`` copy holds the game as it is now."""
        return loop.screen.copy is not None and loop.screen.copy[0] is scribe.record

    def lost(self, loop, scribe, written: dict) -> str | None:
        """What leaving the game now loses, in one sentence; None when the game is in its slot on disk, was
        never to be saved (a demo), or nothing happened since it came (a finished game loaded to be seen).
        When the player's own ``save FILE`` copy holds it, the sentence says so (:meth:`_in_copy`)."""
        if scribe is None or (scribe.on_change is not None and scribe.failed is None) \
                or scribe.record is written["record"]:
            return None
        t = self.ctx.t
        if self._in_copy(loop, scribe):
            return t("leave.in_copy", path=printable(loop.screen.copy[1], 200))
        if scribe.on_change is None or written["move"] is None:
            return t("leave.lost_all")
        return t("leave.lost_since", reason=self.ctx.explain_save(scribe.failed), move=written["move"])

    def continue_command(self, spec) -> str:
        """The command line that continues ``spec``'s saved game (with ``--save-dir`` if one was given)."""
        options = "--continue" if self.ctx.is_home(spec) else f"--game {spec.name} --continue"
        command = "python3 xii_scripta.py " + options
        save_dir = getattr(self.ctx.args, "save_dir", None)
        if save_dir:
            command += " --save-dir " + shlex.quote(printable(save_dir, 200))
        return command

    def computer_notes(self, spec, session) -> list[str]:
        """Who the computer is, said when a game with a computer seat starts or resumes (its name is
        said only when it is not already "Computer (level)" or the seat's own name). A strong level
        whose weights file cannot be used says so once, with the command that remakes it."""
        gt, t = self.ctx.gt, self.ctx.t
        notes, unusable = [], set()
        for p in session.players:
            if not p.is_computer:
                continue
            seat, level = gt(spec, f"seat.{p.seat}"), gt(spec, f"level.{p.level}")
            if p.name == gt(spec, f"name.{p.seat}") or p.name.startswith(t(f"computer.name.{p.level}")):
                key = f"play.computer_plays.{p.seat}"   # one per seat: a game of colours says "gra czarnymi" whole
                notes.append(gt(spec, key, seat=seat, level=level))
            else:
                notes.append(gt(spec, "play.computer_seat", name=p.name, seat=seat, level=level))
            problem = p.planner.weights_problem
            if problem is not None and problem.path not in unusable:
                unusable.add(problem.path)
                notes.append(self.ctx.term.style("error", t("play.weights_bad", file=printable(problem.path, 200),
                                                            command=printable(problem.remake, 400))))
        return notes
