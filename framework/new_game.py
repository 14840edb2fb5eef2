"""Starting a new game from the menus or the command line: its seats, names, questions and session.

A part of :class:`framework.app.App` (a mixin): ``play_new`` builds the
``Setup`` (names, the computer's seats, seed, first seat, script, clock, the
game's own options), makes the session, claims the save slot and hands the
game to the keyboard (framework/playing.py).

Imports inside functions: the session, the record and the engines are loaded
only when a game starts, so the menu comes up as fast as Python.
"""
from __future__ import annotations

from framework import settings as config
from framework.terminal import printable
from framework.texts import LEVELS, is_yes

TYPE_CHECKING = False           # typing imports re: the annotations below are read by type checkers only
if TYPE_CHECKING:
    from framework.registry import QuickStart
    from framework.session import Session, Setup
    from framework.spec import GameSpec, Mode, OptionMode

__all__ = ["NewGames", "SEATS", "LEVEL_WORDS", "computer_seat"]

SEATS = ("I", "II")
#: "No" to "continue the unfinished game instead?" in either language (Enter too); yes is texts.YES.
NO_WORDS = ("", "n", "no", "ne")

#: Level names a player may type, in either language, to the level.
LEVEL_WORDS = {"lehka": "easy", "lehká": "easy", "snadna": "easy", "snadná": "easy",
               "bezna": "normal", "běžná": "normal", "stredni": "normal", "střední": "normal",
               "silna": "strong", "silná": "strong", "1": "easy", "2": "normal", "3": "strong"}


class NewGames:
    """New games: the computer's seat and level, the game's questions, the names, the session (a part of App)."""

    def names(self, spec: GameSpec) -> tuple[str, str]:
        if spec.names == "settings":
            if getattr(self.args, "names", None):
                return self.args.names
            return (self.settings.name_i or self.t("player.default.I"),
                    self.settings.name_ii or self.t("player.default.II"))
        return (self.gt(spec, "name.0"), self.gt(spec, "name.1"))

    def ask_level(self, current: str, notes: list) -> str | None:
        """The computer's level, asked in either language (Enter keeps ``current``); None after a refusal."""
        answer = self.ask(self.t("computer.ask_level", value=current)).strip().lower()
        level = LEVEL_WORDS.get(answer, answer) if answer else current
        if level not in LEVELS:
            notes.append(self.term.style("error", self.t("computer.bad_level", text=printable(answer))))
            return None
        return level

    def play_against_computer(self, spec: GameSpec, notes: list) -> None:
        """Ask the computer's seat, its level and the game's own questions, then play.

        XII Scripta remembers the seat and the level in the settings; every game
        remembers the level. A bad answer is refused on the menu and nothing starts.
        """
        s = self.settings
        home = self.is_home(spec)
        default = {"I": 0, "II": 1}[computer_seat(s)] if home else spec.seat_default
        shown_default = SEATS[default] if home else self.gt(spec, f"seat.{default}")
        answer = self.ask(self.gt(spec, "computer.ask_seat", value=shown_default)).strip()
        if answer in ("0", "q"):
            return
        seat = default
        if answer:
            seat = spec.seat_words.get(answer.lower())
            if seat is None:
                notes.append(self.term.style("error", self.gt(spec, "computer.bad_seat", text=printable(answer))))
                return
        level = self.ask_level(s.level, notes)
        if level is None:
            return
        options = self.ask_options(spec, "computer", notes)
        if options is None:
            return
        changes = {"level": level}
        if home:
            changes["computer"] = SEATS[seat]
        if any(getattr(s, k) != v for k, v in changes.items()):
            self.change_settings(s.with_(**changes), notes, quiet=True)
        self.play_new(spec, "computer", options=options, computer_seat=seat, level=level, notes=notes)

    def offer_unfinished(self, spec: GameSpec, notes: list | None = None) -> bool:
        """Before a new game from a menu: an unfinished game of ``spec`` is offered first.

        True when the new game must not start: the player continued the old one
        (it has been played), or gave an answer that is neither yes nor no (refused
        in ``notes``: nothing starts). False to start the new game (the old one is
        then kept in the games folder, as before): no, or Enter.
        """
        try:
            record = self.slot(spec).unfinished()
        except (OSError, ValueError):
            return False                # the menu has said why it cannot be continued
        if record is None:
            return False
        moves = self.catalogue(spec).plural(self.lang, "count.moves" if spec.undo_policy == "move"
                                            else "count.turns", len(record.entries))
        game = self.entry(spec.name).title(self.lang)
        answer = self.ask(self.t("game.ask_continue", game=game, moves=moves))
        if answer.strip().lower() in NO_WORDS:
            return False
        if not is_yes(answer):
            refusals = self.notices if notes is None else notes
            refusals.append(self.term.style("error", self.t("game.bad_continue_answer",
                                                            text=printable(answer.strip(), 20))))
            return True
        self.continue_game(spec)
        if notes is not None and notes is not self.notices:
            notes += self.notices
            self.notices = []
        return True

    def play_quick_start(self, spec: GameSpec, quick: QuickStart, notes: list) -> None:
        """A quick start from a menu (XII's "Short game"): an unfinished game is offered first, then
        the game's questions its preset options do not answer."""
        if self.offer_unfinished(spec, notes):
            return
        rest = self.ask_options(spec, "two", notes, skip=tuple(quick.options))
        if rest is not None:
            self.play_new(spec, "two", options={**quick.options, **rest}, notes=notes)

    def ask_options(self, spec: GameSpec, mode: OptionMode, notes: list, skip: tuple = ()) -> dict | None:
        """The game's own questions for ``mode`` (``two`` or ``computer``); None after a refusal."""
        values: dict = {}
        for option in spec.options:
            if mode not in option.modes or option.name in skip:
                continue
            answer = self.ask(self.gt(spec, option.key))
            try:
                value = option.parse(answer)
            except ValueError:
                notes.append(self.term.style("error", self.gt(spec, option.bad_key, text=printable(answer.strip()))))
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
        from framework.session import Setup, first_seat, new_seed, today
        from framework.spec import dice_per_throw
        refusals = self.notices if notes is None else notes
        if options is None:
            options = self.ask_options(spec, "computer" if mode == "computer" else "two", refusals)
            if options is None:
                return
        notes: list = []
        if refusals is self.notices:            # said before the game starts: shown with its first screen
            notes, self.notices = list(self.notices), []
        options = dict(options)
        clock_ms = options.pop("clock_ms", None)
        args = self.args
        seed = getattr(args, "seed", None)
        seed = seed if seed is not None else new_seed()
        computers = self.computers(mode, computer_seat, level)
        choice = getattr(args, "first", None) or self.settings.first if spec.names == "settings" else "I"
        first = first_seat(choice, seed)
        script = ()
        if getattr(args, "dice", None) and dice_per_throw(spec):     # --dice: any game with dice
            from dice import ScriptedThrows
            script = ScriptedThrows.parse(args.dice, dice_per_throw(spec)).throws
        extra = dict(setup_extra or {})
        options.update(extra.pop("options", {}))
        opening = None
        if spec.opening is not None:            # the game decides who starts (by its own opening throw)
            first, opening, first_throw = spec.opening(seed, options)
            if first_throw is not None:         # played as the first move's throw (the record's Script keeps it)
                script = (tuple(first_throw),) + tuple(script)
        clock_ms = extra.pop("clock_ms", clock_ms)
        setup = Setup(names=self.record_names(spec, computers), computers=computers, seed=str(seed), first=first,
                      script=script, clock_ms=clock_ms, options=tuple(options.items()), date=today())
        session = self.new_session(spec, setup)
        notes += self.computer_notes(spec, session)
        if opening is not None:
            notes.append(self.gt(spec, "opening.throws", throws=opening, name=session.players[first].name))
        if choice == "random" and spec.names == "settings":
            notes.append(self.gt(spec, "game.first_random", name=session.current.name))
        if clock_ms is not None:
            from framework.hotseat import format_clock
            notes.append(self.t("play.clock_hint", clock=format_clock(clock_ms)))
        if mode == "demo":
            # A demo is not saved: it must not move the player's own unfinished game aside.
            self.run_session(spec, session, None, notes, demo=True, view_options=view_options)
            return
        from framework.record import Record
        claim = self.claim(spec)
        if claim == "back":
            return
        scribe = self.autosave(spec, Record(setup), True, notes, side=claim == "side")
        session.listeners.append(scribe)        # before the first throw: every event is on disk
        try:
            self.run_session(spec, session, scribe, notes, view_options=view_options)
        finally:
            self.release(spec)

    def computers(self, mode: Mode, seat: int | None = None, level: str | None = None) -> tuple[str, str]:
        """The computer's level in each seat for a new game (``""`` where a person plays).

        ``demo``: both seats (``--level`` gives one level or one per seat);
        ``computer``: ``seat``, at ``level``, else ``--level``, else the settings'
        level; ``two``: two people at the keyboard.
        """
        given = getattr(self.args, "level", None) or ()
        level = level or (given[0] if given else self.settings.level)
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
        if not any(computers) or getattr(self.args, "names", None):
            return names
        out = [self.t(f"computer.name.{level}") if level else names[seat] for seat, level in enumerate(computers)]
        if out[0] == out[1]:
            out = [f"{name} {SEATS[seat]}" for seat, name in enumerate(out)]
        people = [seat for seat in (0, 1) if not computers[seat]]
        if len(people) == 1:
            seat = people[0]
            own = (self.settings.name_i, self.settings.name_ii)
            out[seat] = own[seat] or own[1 - seat] or names[seat]
        return (out[0], out[1])

    def new_session(self, spec: GameSpec, setup: Setup) -> Session:
        from framework.spec import new_session, seat_players
        names = (tuple(printable(n, config.MAX_NAME + 6) for n in setup.names) if any(setup.names)
                 else self.names(spec))
        players = seat_players(spec, setup, names, self.thinking_for(spec, setup))
        return new_session(spec, setup, players)


def computer_seat(s: config.Settings) -> str:
    """The seat the computer takes in the home game's menu: the one chosen last time, II at first."""
    return s.computer if s.computer in SEATS else "II"
