"""Starting a new game from the menus or the command line: the questions before it, its setup, its start.

A part of :class:`framework.programs.app.App`: ``play_new`` builds the ``Setup`` (names,
the computer's seats, seed, first seat, script, clock, the game's own options),
makes the session (the sessions part), claims the save slot and starts the
autosave (the slots part) and hands the game to the keyboard (the playing
part), which it is given when it is made. An unfinished game is offered first
by the menus (the saved games part), not here.

Imports inside functions: the session, the record and the engines are loaded
only when a game starts, so the menu comes up as fast as Python.
"""
from __future__ import annotations

from framework.core.dice import ScriptedThrows
from framework.core.record import Record
from framework.core.session import Setup, first_seat, new_seed, today
from framework.core.settings import SEATS, computer_seat
from framework.core.spec import dice_per_throw
from framework.tui.hotseat import format_clock
from framework.tui.terminal import printable
from framework.lang.texts import LEVELS
from framework.lang.words import BACK, LEVELS as LEVEL_NAMES, fold, level_of

TYPE_CHECKING = False           # typing imports re: the annotations below are read by type checkers only
if TYPE_CHECKING:
    from framework.tui.context import Context
    from framework.tui.playing import Playing
    from framework.core.registry import QuickStart
    from framework.tui.save_slots import SaveSlots
    from framework.tui.sessions import Sessions
    from framework.core.spec import GameSpec, Mode, OptionMode

__all__ = ["NewGames", "LEVEL_WORDS"]

#: Level names a player may type, in any language (and 1-3), to the level.
LEVEL_WORDS = {form: level for level, words in LEVEL_NAMES.items() for form in words if form != level}


class NewGames:
    """New games: the computer's seat and level, the game's questions, the setup, the start."""

    def __init__(self, ctx: Context, sessions: Sessions, slots: SaveSlots, playing: Playing) -> None:
        self.ctx = ctx
        self.sessions = sessions
        self.slots = slots
        self.playing = playing

    def ask_level(self, current: str) -> str | None:
        """The computer's level, typed in any language (Enter keeps ``current``, shown in the player's
        words). A wrong answer is said and the question asked again; 0 (or back) goes back: None."""
        ctx = self.ctx
        shown = LEVEL_NAMES[current].shown(ctx.lang) if current in LEVEL_NAMES else current
        while True:
            answer = ctx.ask(ctx.t("computer.ask_level", value=shown)).strip().lower()
            if answer in BACK:
                return None
            level = (level_of(answer) or answer) if answer else current
            if level in LEVELS:
                return level
            ctx.term.line(ctx.term.style("error", ctx.t("computer.bad_level", text=printable(answer))))

    def play_against_computer(self, spec: GameSpec, notes: list) -> None:
        """Ask the computer's seat, its level and the game's own questions, then play.

        XII Scripta remembers the seat and the level in the settings; every game
        remembers the level. A bad answer is refused on the menu and nothing starts.
        """
        ctx = self.ctx
        s = ctx.settings
        home = ctx.is_home(spec)
        default = {"I": 0, "II": 1}[computer_seat(s)] if home else spec.seat_default
        shown_default = SEATS[default] if home else ctx.gt(spec, f"seat.{default}")
        answer = ctx.ask(ctx.gt(spec, "computer.ask_seat", value=shown_default)).strip()
        if answer in ("0", "q"):
            return
        seat = default
        if answer:
            seat = spec.seat_words.get(fold(answer))
            if seat is None:
                notes.append(ctx.term.style("error", ctx.gt(spec, "computer.bad_seat", text=printable(answer))))
                return
        level = self.ask_level(s.level)
        if level is None:
            return
        options = self.ask_options(spec, "computer", notes)
        if options is None:
            return
        changes = {"level": level}
        if home:
            changes["computer"] = SEATS[seat]
        if any(getattr(s, k) != v for k, v in changes.items()):
            ctx.change_settings(s.with_(**changes), notes, quiet=True)
        self.play_new(spec, "computer", options=options, computer_seat=seat, level=level, notes=notes)

    def play_quick_start(self, spec: GameSpec, quick: QuickStart, notes: list) -> None:
        """A quick start from a menu (XII's "Short game"): the game's questions its preset options do
        not answer, then the game."""
        rest = self.ask_options(spec, "two", notes, skip=tuple(quick.options))
        if rest is not None:
            self.play_new(spec, "two", options={**quick.options, **rest}, notes=notes)

    def ask_options(self, spec: GameSpec, mode: OptionMode, notes: list, skip: tuple = ()) -> dict | None:
        """The game's own questions for ``mode`` (``two`` or ``computer``); None after a refusal."""
        ctx = self.ctx
        values: dict = {}
        for option in spec.options:
            if mode not in option.modes or option.name in skip:
                continue
            answer = ctx.ask(ctx.gt(spec, option.key))
            try:
                value = option.parse(answer)
            except ValueError:
                notes.append(ctx.term.style("error", ctx.gt(spec, option.bad_key, text=printable(answer.strip()))))
                return None
            if isinstance(value, dict):         # one question that sets several options (XII's rules)
                values.update(value)
            else:
                values[option.name] = value
        return values

    def play_new(self, spec: GameSpec, mode: Mode, options: dict | None = None, computer_seat: int | None = None,
                 level: str | None = None, notes: list | None = None, setup_extra: dict | None = None,
                 view_options: dict | None = None) -> None:
        """A new game of ``spec``: ``mode`` ``two``, ``computer`` (at ``computer_seat``) or ``demo``.

        ``options`` are the game's own settings; without them the game's questions are asked.
        """
        ctx, sessions, slots = self.ctx, self.sessions, self.slots
        refusals = ctx.notices if notes is None else notes
        if options is None:
            options = self.ask_options(spec, "computer" if mode == "computer" else "two", refusals)
            if options is None:
                return
        notes: list = []
        if refusals is ctx.notices:             # said before the game starts: shown with its first screen
            notes, ctx.notices = list(ctx.notices), []
        options = dict(options)
        clock_ms = options.pop("clock_ms", None)
        args = ctx.args
        seed = getattr(args, "seed", None)
        seed = seed if seed is not None else new_seed()
        computers = sessions.computers(mode, computer_seat, level)
        choice = getattr(args, "first", None) or ctx.settings.first if spec.names == "settings" else "I"
        first = first_seat(choice, seed)
        script = ()
        if getattr(args, "dice", None) and dice_per_throw(spec):     # --dice: any game with dice
            script = ScriptedThrows.parse(args.dice, dice_per_throw(spec)).throws
        extra = dict(setup_extra or {})
        options.update(extra.pop("options", {}))
        opening = None
        if spec.opening is not None:            # the game decides who starts (by its own opening throw)
            first, opening, first_throw = spec.opening(seed, options)
            if first_throw is not None:         # played as the first move's throw (the record's Script keeps it)
                script = (tuple(first_throw),) + tuple(script)
        clock_ms = extra.pop("clock_ms", clock_ms)
        setup = Setup(names=sessions.record_names(spec, computers), computers=computers, seed=str(seed), first=first,
                      script=script, clock_ms=clock_ms, options=tuple(options.items()), date=today())
        session = sessions.new_session(spec, setup)
        notes += self.playing.computer_notes(spec, session)
        if opening is not None:
            notes.append(ctx.gt(spec, "opening.throws", throws=opening, name=session.players[first].name))
        if choice == "random" and spec.names == "settings":
            notes.append(ctx.gt(spec, "game.first_random", name=session.current.name))
        if clock_ms is not None:
            notes.append(ctx.t("play.clock_hint", clock=format_clock(clock_ms)))
        if mode == "demo":
            # A demo is not saved: it must not move the player's own unfinished game aside.
            self.playing.run_session(spec, session, None, notes, demo=True, view_options=view_options)
            return
        claim = slots.claim(spec)
        if claim == "back":
            return
        scribe = slots.autosave(spec, Record(setup), True, notes, side=claim == "side")
        session.listeners.append(scribe)        # before the first throw: every event is on disk
        try:
            self.playing.run_session(spec, session, scribe, notes, view_options=view_options)
        finally:
            slots.release(spec)
