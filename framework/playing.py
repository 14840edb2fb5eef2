"""A game at the keyboard: the shared turn loop over the game's view, and what is said around it.

A part of :class:`framework.app.App` (a mixin): the loop is framework/hotseat.py's;
this part gives it the computer's thinking hint, says who the computer is and
how a game ended, and where an unfinished game is kept when the program is left.

Imports inside functions: the turn loop (``framework.hotseat``) is loaded only
when a game is played, so the menu comes up as fast as Python.
"""
from __future__ import annotations

from framework.prompt import Leave
from framework.terminal import printable

__all__ = ["Playing", "DEFAULT_DELAY"]

DEFAULT_DELAY = 0.6         # seconds the board stays after a computer's action, on a terminal


class Playing:
    """Playing a session at the keyboard (a part of App)."""

    def run_session(self, spec, session, scribe, notes: list, demo: bool = False,
                    view_options: dict | None = None) -> None:
        """Play ``session`` at the keyboard; leaving the program in the middle says where the game is kept."""
        from framework.hotseat import Hotseat
        delay = getattr(self.args, "delay", None)
        if delay is None:
            delay = DEFAULT_DELAY if self.term.screen else 0.0
        catalogue = self.catalogue(spec)
        view = spec.view(self.term, self.lang, **(view_options or {}))
        loop = Hotseat(self.prompt, session, view, lambda key, **p: catalogue.text(self.lang, key, **p),
                       scribe=scribe, notes=notes, demo=demo, delay=delay,
                       on_rules=lambda: self.show_rules(spec), explain_save=self.explain_save,
                       planner=spec.planner)
        saved = scribe is not None and scribe.on_change is not None
        self.prompt.leave_note = self.t("leave.note") if saved else None
        try:
            try:
                loop.run()
            except KeyboardInterrupt:       # Ctrl-C while the computer thinks or pauses
                self.term.status("")
                raise Leave(130) from None
        except Leave:
            if saved and scribe.failed is None and not session.game_over:
                try:
                    self.term.line(self.t("leave.kept", command=self.continue_command(spec)))
                    self.term.flush()
                except (OSError, ValueError):
                    pass
            raise
        finally:
            self.prompt.leave_note = None
        if saved and scribe.failed is None and not session.game_over and self.is_home(spec):
            self.notices.append(self.t("menu.game_kept"))

    def continue_command(self, spec) -> str:
        """The command line that continues ``spec``'s saved game (with ``--save-dir`` if one was given)."""
        options = "--continue" if self.is_home(spec) else f"--game {spec.name} --continue"
        command = "python3 xii_scripta.py " + options
        save_dir = getattr(self.args, "save_dir", None)
        if save_dir:
            import shlex
            command += " --save-dir " + shlex.quote(printable(save_dir, 200))
        return command

    def computer_notes(self, spec, session) -> list[str]:
        """Who the computer is, said when a game with a computer seat starts or resumes (its name is
        said only when it is not already "Computer (level)" or the seat's own name)."""
        notes = []
        for p in session.players:
            if not p.is_computer:
                continue
            seat, level = self.gt(spec, f"seat.{p.seat}"), self.gt(spec, f"level.{p.level}")
            if p.name == self.gt(spec, f"name.{p.seat}") or p.name.startswith(self.t(f"computer.name.{p.level}")):
                notes.append(self.gt(spec, "play.computer_plays", seat=seat, level=level))
            else:
                notes.append(self.gt(spec, "play.computer_seat", name=p.name, seat=seat, level=level))
        return notes

    def thinking_for(self, spec, setup):
        names = self.names(spec) if spec.names != "settings" or not any(setup.names) else setup.names

        def progress(seat: int):
            if setup.computers[seat] != "strong":
                return None
            return self.thinking(spec, names[seat])
        return progress

    def thinking(self, spec, name: str):
        """The progress hint while the computer thinks: updated in place on a terminal, nothing when piped."""
        shown = [-1]

        def progress(fraction: float) -> None:
            if fraction >= 1.0:
                if shown[0] >= 0:
                    self.term.status("")
                shown[0] = -1
                return
            percent = int(fraction * 10) * 10
            if percent != shown[0]:
                shown[0] = percent
                self.term.status(self.t("play.thinking", name=name, percent=percent))
        return progress

    def result_words(self, spec, winner: int | None, reason: str, names) -> str:
        """How a game ended, in a sentence: who won and why, in the game's own words (``end.<reason>``)."""
        params = {"winner": names[winner] if winner is not None else "", "loser":
                  names[1 - winner] if winner is not None else ""}
        why = self.gt(spec, f"end.{reason}", **params) if f"end.{reason}" in self.catalogue(spec).keys(
            self.lang) else reason
        if winner is None:
            return self.t("play.draw", reason=why)
        return self.t("result.won", name=names[winner], why=why)

    def _result_words(self, spec, session, outcome) -> str:
        return self.result_words(spec, outcome.winner, outcome.reason, [p.name for p in session.players])

