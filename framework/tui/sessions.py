"""A game's session from its setup: the seats' names, the computer's players and its thinking hint.

A part of :class:`framework.programs.app.App`. A new game (framework/tui/new_game.py), a
saved game brought back (framework/tui/saved_games.py) and a replay
(framework/tui/replay.py) all make their sessions here, so a seat is named and a
computer seated the same way whichever way a game comes to the board. It
needs only the shared :class:`framework.tui.context.Context`.

Imports inside functions: the session, the record and the engines are loaded
only when a game is made, so the menu comes up as fast as Python.
"""
from __future__ import annotations

from framework.core import record as rec         # rec.restore looked up at each call (tests count the replays)
from framework.core import settings as config
from framework.core.record import RecordError
from framework.core.saves import read_file
from framework.core.settings import SEATS
from framework.core.spec import new_session, seat_players
from framework.tui.terminal import printable

TYPE_CHECKING = False           # typing imports re: the annotations below are read by type checkers only
if TYPE_CHECKING:
    from framework.tui.context import Context
    from framework.core.session import Session, Setup
    from framework.core.spec import GameSpec, Mode

__all__ = ["Sessions"]



class Sessions:
    """Sessions for new, saved and replayed games: names, the computer's seats and level, its thinking hint."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx

    def spec_of(self, spec, path: str):
        """The game whose record ``path`` is: ``spec``'s when its reader takes the first line, else the first
        game of the registry whose does (``spec`` again when none does: its refusal is then said)."""
        for entry in ((None,) if spec is not None else ()) + tuple(self.ctx.registry):
            candidate = spec if entry is None else entry.spec()
            try:
                read_file(path, candidate.codec)
            except ValueError as err:
                if getattr(err, "code", "") == "not_a_record":
                    continue
                return candidate
            except OSError:
                return spec
            return candidate
        return spec

    def names(self, spec: GameSpec) -> tuple[str, str]:
        """The players' names: ``--names``, else the settings' (the home game's way), else the game's own."""
        ctx = self.ctx
        if spec.names == "settings":
            if getattr(ctx.args, "names", None):
                return ctx.args.names
            return (ctx.settings.name_i or ctx.t("player.default.I"),
                    ctx.settings.name_ii or ctx.t("player.default.II"))
        return (ctx.gt(spec, "name.0"), ctx.gt(spec, "name.1"))

    def computers(self, mode: Mode, seat: int | None = None, level: str | None = None) -> tuple[str, str]:
        """The computer's level in each seat for a new game (``""`` where a person plays).

        ``demo``: both seats (``--level`` gives one level or one per seat);
        ``computer``: ``seat``, at ``level``, else ``--level``, else the settings'
        level; ``two``: two people at the keyboard.
        """
        given = getattr(self.ctx.args, "level", None) or ()
        level = level or (given[0] if given else self.ctx.settings.level)
        if mode == "demo":
            return (given[0], given[1]) if len(given) == 2 else (level, level)
        if mode == "computer":
            return (level, "") if seat == 0 else ("", level)
        return ("", "")

    def record_names(self, spec: GameSpec, computers: tuple[str, str] = ("", "")) -> tuple[str, str]:
        return self.seat_names(spec, computers) if spec.names == "settings" else ("", "")

    def seat_names(self, spec: GameSpec, computers: tuple[str, str]) -> tuple[str, str]:
        """The names of a new game's seats.

        Names given with ``--names`` are used as given, seat by seat. Otherwise
        the computer plays under its own name ("Computer (strong)"; with the seat
        added when both seats are the same computer) and a person playing it keeps
        their own: the settings' name of their seat, or, if only the other seat
        has a name set, that one (one person at the keyboard).
        """
        names = self.names(spec)
        if not any(computers) or getattr(self.ctx.args, "names", None):
            return names
        out = self.computer_named(names, computers)
        people = [seat for seat in (0, 1) if not computers[seat]]
        if len(people) == 1:
            seat = people[0]
            own = (self.ctx.settings.name_i, self.ctx.settings.name_ii)
            out[seat] = own[seat] or own[1 - seat] or names[seat]
        return (out[0], out[1])

    def computer_named(self, names: tuple[str, str], computers: tuple[str, str]) -> list[str]:
        """``names`` with the computer's seats under its own name ("Computer (strong)"; with the seat
        added when both seats are the same computer)."""
        out = [self.ctx.t(f"computer.name.{level}") if level else names[seat] for seat, level in enumerate(computers)]
        if out[0] == out[1]:
            out = [f"{name} {SEATS[seat]}" for seat, name in enumerate(out)]
        return out

    def played_names(self, spec: GameSpec, setup: Setup) -> tuple[str, str]:
        """The names the seats play under when ``setup`` gives none: the game's own (:meth:`names`), and
        the computer under its own name in a game whose spec says ``names="computer"`` (Long Nardy)."""
        names = self.names(spec)
        if spec.names == "computer" and any(setup.computers):
            out = self.computer_named(names, setup.computers)
            return out[0], out[1]
        return names

    def new_session(self, spec: GameSpec, setup: Setup) -> Session:
        names = (tuple(printable(n, config.MAX_NAME + 6) for n in setup.names) if any(setup.names)
                 else self.played_names(spec, setup))
        players = seat_players(spec, setup, names, self.thinking_for(spec, setup))
        return new_session(spec, setup, players)

    def restore(self, spec: GameSpec, record, to_continue: bool = True) -> Session:
        """The session of ``record``, replayed through the engine (RecordError if anything is impossible).

        An unfinished network game (its dice from the parties' hash chains, framework/core/fair_dice.py) cannot
        go on at one keyboard: no one here holds the links of its next throws. It is refused
        (``network_game``) unless ``to_continue`` is False (a replay only looks at it).
        """
        try:
            session = rec.restore(record, spec.codec, lambda setup: self.new_session(spec, setup))
        except ValueError as err:
            if getattr(err, "kind", "") != "record":
                raise RecordError("other", str(err), message=str(err)) from None
            raise
        if to_continue and getattr(record.setup, "fair_dice", "") and not session.game_over:
            raise RecordError("network_game", "this is an unfinished network game: its dice come from the "
                              "players' and the server's hash chains, so it cannot go on here; replay it, or "
                              "continue it at the server")
        return session

    def thinking_for(self, spec: GameSpec, setup: Setup):
        """The thinking hint of each seat (a strong computer's only), by seat."""
        names = self.played_names(spec, setup) if spec.names != "settings" or not any(setup.names) else setup.names

        def progress(seat: int):
            if setup.computers[seat] != "strong":
                return None
            return self.thinking(spec, names[seat])
        return progress

    def thinking(self, spec: GameSpec, name: str):
        """The progress hint while the computer thinks: updated in place on a terminal, nothing when piped."""
        ctx = self.ctx
        shown = [-1]

        def progress(fraction: float) -> None:
            if fraction >= 1.0:
                if shown[0] >= 0:
                    ctx.term.status("")
                shown[0] = -1
                return
            percent = int(fraction * 10) * 10
            if percent != shown[0]:
                shown[0] = percent
                ctx.term.status(ctx.t("play.thinking", name=name, percent=percent))
        return progress

