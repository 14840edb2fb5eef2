"""The house program: the main menu, the companion games, the settings, and every game started from them.

The main menu is XII Scripta's (the house's own game, the registry entry that
is not a companion): new game, short game, against the computer, then the
companion games (one line built from the registry), rules, settings, and
"continue" while a game is saved. Each companion game gets the same menu of
its own: two people, against the computer, its rules, its unfinished game.

Everything that happens in a game is the shared loop's (framework/hotseat.py)
over the game's view; this module sets games up (names, the computer's seats,
the game's own questions, the save slot) and takes them up again (continue,
``--load``, ``--replay``). The games, the engine and ``console`` are imported
only when they are used, so the menu comes up about as fast as Python itself.
"""
from __future__ import annotations

import os

from framework import settings as config
from framework.prompt import QUIT_KEYS, Leave, Prompt
from framework.terminal import Terminal, locale_language, printable, wants_colour, wrap_words
from framework.texts import COMMON, HOUSE, LEVELS, Catalogue, explain_load, explain_save

__all__ = ["App", "Leave", "CONTINUE_KEYS", "LEVEL_WORDS", "DEFAULT_DELAY"]

SEATS = ("I", "II")
WIDTH = 79
DEFAULT_DELAY = 0.6         # seconds the board stays after a computer's action, on a terminal

#: Level names a player may type, in either language, to the level.
LEVEL_WORDS = {"lehka": "easy", "lehká": "easy", "snadna": "easy", "snadná": "easy",
               "bezna": "normal", "běžná": "normal", "stredni": "normal", "střední": "normal",
               "silna": "strong", "silná": "strong", "1": "easy", "2": "normal", "3": "strong"}
#: "Continue" on the menus (the English and the Czech letter both work in either language).
CONTINUE_KEYS = ("c", "p")

HOUSE_TEXTS = Catalogue(COMMON, HOUSE)


class App:
    """The menus, the settings and the games started from them, on one terminal."""

    def __init__(self, args: object, registry: tuple, environ: dict[str, str] | None = None) -> None:
        self.args = args
        self.registry = tuple(registry)
        self.environ = os.environ if environ is None else environ
        self.settings_path = config.settings_path(self.environ)
        self.settings, problem = config.load(self.settings_path)
        self.lang = self._language()
        self.term = Terminal.from_environment(getattr(args, "color", None), self.settings.colour, self.environ)
        self.notices: list = []
        self._peek_reported: set[str] = set()
        self._claimed: dict = {}            # game name -> the save slot this process holds
        if problem is not None:
            key = "menu.settings_damaged" if problem.code == "damaged" else "menu.settings_unreadable"
            self.notices.append(self.t(key, path=self.settings_path,
                                       reason=printable(str(problem.params.get("reason", "")), 60),
                                       damaged=printable(str(problem.params.get("damaged") or "-"), 120)))

    # ------------------------------------------------------------ words
    def _language(self) -> str:
        if getattr(self.args, "lang", None):
            return self.args.lang
        if self.settings.language != "auto":
            return self.settings.language
        return locale_language(self.environ)

    def t(self, key: str, /, **params: object) -> str:
        return HOUSE_TEXTS.text(self.lang, key, **params)

    @property
    def term(self) -> Terminal:
        return self._term

    @term.setter
    def term(self, term: Terminal) -> None:
        self._term = term
        self.prompt = Prompt(term, self.t)

    def catalogue(self, spec) -> Catalogue:
        return Catalogue(COMMON, HOUSE, *spec.texts)

    def gt(self, spec, key: str, /, **params: object) -> str:
        """``key`` in the catalogue of ``spec``'s game."""
        return self.catalogue(spec).text(self.lang, key, **params)

    def explain_save(self, err: Exception) -> str:
        return explain_save(HOUSE_TEXTS, self.lang, err)

    def load_problem(self, spec, err: Exception, path: str) -> str:
        explain = getattr(_texts_module(spec), "explain", None)
        return explain_load(self.catalogue(spec), self.lang, err, str(path), explain)

    # ------------------------------------------------------------ input
    def ask(self, prompt: str) -> str:
        return self.prompt.ask(prompt)

    def confirm(self, prompt: str) -> bool:
        return self.prompt.confirm(prompt)

    def show(self, lines: list[str]) -> None:
        self.prompt.show(lines)

    def _stderr(self, text: str) -> None:
        import sys
        try:
            sys.stderr.write(self.term.text(f"xii_scripta.py: {text}") + "\n")
            sys.stderr.flush()
        except (OSError, ValueError):
            pass

    # ------------------------------------------------------------ registry
    @property
    def home(self):
        """The house's own game (XII Scripta): the registry entry that is not a companion."""
        return next(e for e in self.registry if not e.companion)

    @property
    def companions(self) -> list:
        return [e for e in self.registry if e.companion]

    def entry(self, name: str):
        return next(e for e in self.registry if e.name == name)

    # --------------------------------------------------------------- run
    def run(self) -> int:
        """Start as the command line says (a game at once, a replay, a saved game), then the menu."""
        args = self.args
        spec = self.home.spec() if self._starts_a_game() else None
        if getattr(args, "replay", None):
            self.replay(spec, args.replay)
            return 0
        if getattr(args, "load", None):
            self.load_game(spec, args.load)
        elif getattr(args, "resume", False):
            self.continue_game(spec)
        elif getattr(args, "demo", False):
            self.play_new(spec, "demo", options={"stones": 3 if args.short else 15})
            return 0                        # a demo ends the program: nobody may be at the keyboard
        elif getattr(args, "play", False) or getattr(args, "short", False) or getattr(args, "vs_computer", None):
            seat = {"I": 0, "II": 1}.get(getattr(args, "vs_computer", None) or "")
            self.play_new(spec, "computer" if seat is not None else "two",
                          options={"stones": 3 if args.short else 15}, computer_seat=seat)
        self.menu()
        return 0

    def _starts_a_game(self) -> bool:
        a = self.args
        return any(getattr(a, name, None) for name in ("replay", "load", "resume", "demo", "play", "short",
                                                        "vs_computer"))

    # -------------------------------------------------------------- menus
    def menu(self) -> None:
        """The main menu. The numbers never move; "continue" has its own letter (c, or p in Czech)
        and is listed first while an unfinished game is saved."""
        while True:
            home = self.home
            saved = self._peek(home)
            games = ", ".join(e.title(self.lang) for e in self.companions)
            items = [("1", self.t("menu.new")), ("2", self.t("menu.short")), ("3", self.t("menu.computer")),
                     ("4", self.t("menu.companion", games=games)), ("5", self.t("menu.rules")),
                     ("6", self.t("menu.settings")), ("0", self.t("menu.quit"))]
            if saved is not None:
                label = (self.t("menu.continue", name_i=printable(saved.names[0], 20),
                                name_ii=printable(saved.names[1], 20),
                                turns=HOUSE_TEXTS.plural(self.lang, "count.turns", saved.turns))
                         if saved.names else self.t("menu.continue_plain"))
                items.insert(0, (self.t("menu.continue_key"), label))
            title = self.t("app.title")
            self.show([title, "=" * len(title)] + wrap_words(self.t("app.subtitle"), WIDTH) + [""]
                      + [f"  {key}  {label}" for key, label in items] + [""] + self.notices)
            self.notices = []
            prompt = "menu.prompt_continue" if saved is not None else "menu.prompt"
            choice = self.ask(self.t(prompt)).strip().lower()
            if choice in ("1", "2"):
                spec = home.spec()
                if self.offer_unfinished(spec):
                    continue
                rules = self.ask_options(spec, "two", self.notices, skip=("stones",))
                if rules is not None:
                    self.play_new(spec, "two", options={"stones": 15 if choice == "1" else 3, **rules})
            elif choice == "3":
                if not self.offer_unfinished(home.spec()):
                    self.play_against_computer(home.spec(), self.notices)
            elif choice == "4":
                self.companion_menu()
            elif choice == "5":
                self.show_rules(home.spec())
            elif choice == "6":
                self.settings_menu()
            elif choice in CONTINUE_KEYS and saved is not None:
                self.continue_game(home.spec())
            elif choice in QUIT_KEYS:
                return
            else:
                key = "menu.bad_continue" if saved is not None else "menu.bad"
                self.notices.append(self.t(key, text=printable(choice)))

    def companion_menu(self) -> None:
        """Menu 4: the companion games, one line each (built from the registry)."""
        notes: list = []
        while True:
            entries = self.companions
            title = self.t("companion.title")
            items = [(str(i), e.title(self.lang)) for i, e in enumerate(entries, 1)]
            self.show([self.term.style("title", title), "=" * len(title), ""]
                      + [f"  {key}  {label}" for key, label in items]
                      + [f"  0  {self.t('settings.back')}", ""] + notes)
            notes = []
            choice = self.ask(self.t("companion.prompt", last=len(entries))).strip().lower()
            if choice in ("",) + QUIT_KEYS:
                return
            if choice.isdigit() and len(choice) < 3 and 1 <= int(choice) <= len(entries):
                self.game_menu(entries[int(choice) - 1])
            else:
                notes.append(self.term.style("error", self.t("companion.bad", text=printable(choice),
                                                             last=len(entries))))

    def game_menu(self, entry) -> None:
        """A companion game's menu: two people, against the computer, its rules, its unfinished game."""
        spec = entry.spec()
        game = entry.title(self.lang)
        notes: list = []
        reported = False
        while True:
            saved = None
            try:
                saved = self.slot(spec).unfinished()
                if saved is not None:
                    self.restore(spec, saved)           # offered only if it can be continued
            except (OSError, ValueError) as err:
                saved = None
                if not reported:
                    reported = True
                    path = getattr(err, "path", None) or str(self.slot(spec).path)
                    notes.append(self.term.style("error", self.t("game.unreadable", game=game,
                                                                 problem=self.load_problem(spec, err, path))))
            items = [("1", self.t("game.two", game=game)), ("2", self.t("game.computer", game=game)),
                     ("3", self.t("game.rules", game=game)), ("0", self.t("settings.back"))]
            if saved is not None:
                key = "game.continue_computer" if any(saved.setup.computers) else "game.continue"
                moves = self.catalogue(spec).plural(self.lang, "count.moves", len(saved.entries))
                items.insert(0, (self.t("menu.continue_key"), self.t(key, game=game, moves=moves)))
            self.show([self.term.style("title", game), "=" * len(game)]
                      + wrap_words(self.gt(spec, spec.about), WIDTH) + [""]
                      + [f"  {key}  {label}" for key, label in items] + [""] + notes)
            notes = []
            prompt = "game.prompt_continue" if saved is not None else "game.prompt"
            choice = self.ask(self.t(prompt)).strip().lower()
            if choice in ("0", "") or choice in QUIT_KEYS:
                return
            if choice == "1":
                if not self.offer_unfinished(spec, notes):
                    self.play_new(spec, "two", notes=notes)
            elif choice == "2":
                if not self.offer_unfinished(spec, notes):
                    self.play_against_computer(spec, notes)
            elif choice == "3":
                self.show_rules(spec)
            elif choice in CONTINUE_KEYS and saved is not None:
                self.continue_game(spec)
                notes += self.notices
                self.notices = []
            else:
                key = "game.bad_continue" if saved is not None else "game.bad"
                notes.append(self.term.style("error", self.t(key, text=printable(choice))))

    def _peek(self, entry, notes: list | None = None):
        """The unfinished current game of ``entry`` (a cheap look, no game imported), or None; a save
        folder that cannot be read is reported once."""
        from framework.saves import peek_current
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

    def slot_dir(self, folder: str) -> str:
        """The folder of a game's save slot as text: ``--save-dir`` as given, else the data directory
        (and the game's folder in it)."""
        from framework.saves import save_dir_text
        given = self.save_dir()
        if given:
            return save_dir_text(given)
        base = save_dir_text(None)
        return os.path.join(base, folder) if folder else base

    # --------------------------------------------------------- settings
    def settings_menu(self) -> None:
        notes: list[str] = []
        while True:
            s = self.settings
            shown = [
                ("settings.name_i", s.name_i or self.t("player.default.I")),
                ("settings.name_ii", s.name_ii or self.t("player.default.II")),
                ("settings.first", self.t(f"value.first.{s.first}")),
                ("settings.language", self.t(f"value.language.{s.language}")),
                ("settings.colour", self.t(f"value.colour.{s.colour}")),
                ("settings.computer", _computer_seat(s)),
                ("settings.level", self.t(f"value.level.{s.level}")),
            ]
            lines = [self.term.style("title", self.t("settings.title")),
                     self.t("settings.file", path=self.settings_path), ""]
            lines += [f"  {i}  {self.t(key, value=value)}" for i, (key, value) in enumerate(shown, 1)]
            lines += [f"  0  {self.t('settings.back')}", ""] + notes
            notes = []
            self.show(lines)
            choice = self.ask(self.t("settings.prompt")).strip()
            if choice in ("0", "q", ""):
                return
            if choice in ("1", "2"):
                seat = int(choice) - 1
                field = ("name_i", "name_ii")[seat]
                current = getattr(s, field) or self.t(f"player.default.{SEATS[seat]}")
                answer = self.ask(self.t("settings.ask_name", seat=SEATS[seat], value=current))
                if not answer.strip():
                    continue
                try:
                    changed = s.with_(**{field: config.check_name(answer)})
                except config.SettingsError as err:
                    notes.append(self.term.style("error", self.t(f"name.{err.code}", **err.params)))
                    continue
            elif choice == "3":
                changed = s.with_(first=_next(config.FIRST_CHOICES, s.first))
            elif choice == "4":
                changed = s.with_(language=_next(config.LANGUAGE_CHOICES, s.language))
            elif choice == "5":
                changed = s.with_(colour=_next(config.COLOUR_CHOICES, s.colour))
            elif choice == "6":
                changed = s.with_(computer="I" if _computer_seat(s) == "II" else "II")
            elif choice == "7":
                changed = s.with_(level=_next(config.LEVEL_CHOICES, s.level))
            else:
                notes.append(self.term.style("error", self.t("settings.bad", text=printable(choice))))
                continue
            self.change_settings(changed, notes)

    def change_settings(self, changed: config.Settings, notes: list, quiet: bool = False) -> None:
        """Use ``changed`` from now on and save it; ``notes`` gets "Saved." (unless ``quiet``) or why not."""
        self.settings = changed
        self.lang = self._language()
        self.term.set_colour(wants_colour(getattr(self.args, "color", None), changed.colour, self.environ,
                                          self.term.screen))
        try:
            config.save(self.settings_path, changed)
        except OSError as err:
            notes.append(self.term.style("error", self.t("settings.save_failed", reason=printable(str(err), 60))))
        else:
            if not quiet:
                notes.append(self.t("settings.saved"))

    # ------------------------------------------------------------- rules
    def show_rules(self, spec) -> None:
        """``spec``'s rules in the interface language, a page at a time; a diagram never split."""
        from framework.rules import paginate, rules_file, rules_lines
        try:
            path, missing = rules_file(spec.rules_dir, self.lang)
            with open(path, encoding="utf-8", errors="replace") as f:
                text = f.read()
        except FileNotFoundError as err:
            name = f"rules_{self.lang}.md"
            self.show([self.term.style("error", self.t("rules.missing", file=name, path=str(err)))])
            self.ask(self.t("common.enter_back"))
            return
        except OSError as err:
            self.show([self.term.style("error", self.t("rules.unreadable", path=printable(str(path), 80),
                                                       reason=printable(str(err), 60)))])
            self.ask(self.t("common.enter_back"))
            return
        lines = rules_lines(text)
        if missing:
            lines = [("", self.t("rules.fallback", file=missing, other=os.path.basename(path)), False),
                     ("", "", False)] + lines
        pages = [[self.term.style(role, line) if role else line for role, line in page]
                 for page in paginate(lines)]
        self.prompt.page(pages, lambda page, count, last: self.t("rules.last" if last else "rules.page",
                                                                 page=page, pages=count),
                         lambda text: self.t("rules.bad", text=text))

    # --------------------------------------------------------- new games
    def save_dir(self) -> str | None:
        """``--save-dir`` if one was given (None: the user's data directory)."""
        return getattr(self.args, "save_dir", None) or None

    def slot(self, spec):
        """``spec``'s save slot (the one this process holds, if it claimed it)."""
        claimed = self._claimed.get(spec.name)
        if claimed is not None:
            return claimed
        from framework.saves import Slot
        return Slot(spec.codec, self.save_dir(), spec.folder)

    # ------------------------------------------------------ one writer per slot
    WATCH = ("w", "watch", "s", "sledovat", "sleduj")
    ANOTHER = ("n", "new", "nova", "nová", "jina", "jiná")
    BACK_WORDS = ("0", "b", "back", "z", "zpet", "zpět", "q")

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

    def watch(self, spec, slot) -> None:
        """Show the game another copy of the program is playing, as last saved; Enter looks again."""
        from framework.record import restore
        while True:
            try:
                record = slot.saved()
                if record is None:
                    return
                session = restore(record, spec.codec, lambda setup: self.new_session(spec, setup))
            except (OSError, ValueError) as err:
                self.notices.append(self.t("continue.failed", problem=self.load_problem(spec, err, str(slot.path))))
                return
            entry = record.entries[-1] if record.entries else None
            replay = Replay(self, spec, record, [(entry, session)], str(slot.path))
            lines = replay.screen(0)
            lines[0] = self.term.style("title", replay.view.title) + " · " + self.t("slot.watching")
            self.show(lines)
            if self.ask(self.t("slot.watch_prompt")).strip().lower() in self.BACK_WORDS + Replay.QUIT:
                return

    def names(self, spec) -> tuple[str, str]:
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

    def play_against_computer(self, spec, notes: list) -> None:
        """Ask the computer's seat, its level and the game's own questions, then play.

        XII Scripta remembers the seat and the level in the settings; every game
        remembers the level. A bad answer is refused on the menu and nothing starts.
        """
        s = self.settings
        home = spec.name == self.home.name
        default = {"I": 0, "II": 1}[_computer_seat(s)] if home else spec.seat_default
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

    def offer_unfinished(self, spec, notes: list | None = None) -> bool:
        """Before a new game from a menu: an unfinished game of ``spec`` is offered first.

        True when the player chose to continue it (it has been played); False to
        start the new game (the old one is then kept in the games folder, as before).
        """
        try:
            record = self.slot(spec).unfinished()
        except (OSError, ValueError):
            return False                # the menu has said why it cannot be continued
        if record is None:
            return False
        moves = self.catalogue(spec).plural(self.lang, "count.moves" if spec.undo_policy == "move"
                                            else "count.turns", len(record.entries))
        game = self.home.title(self.lang) if spec.name == self.home.name else self.entry(spec.name).title(self.lang)
        if not self.confirm(self.t("game.ask_continue", game=game, moves=moves)):
            return False
        self.continue_game(spec)
        if notes is not None and notes is not self.notices:
            notes += self.notices
            self.notices = []
        return True

    def ask_options(self, spec, mode: str, notes: list, skip: tuple = ()) -> dict | None:
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

    def play_new(self, spec, mode: str, options: dict | None = None, computer_seat: int | None = None,
                 level: str | None = None, notes: list | None = None, setup_extra: dict | None = None,
                 view_options: dict | None = None) -> None:
        """A new game of ``spec``: ``mode`` ``two``, ``computer`` (at ``computer_seat``) or ``demo``.

        ``options`` are the game's own settings; without them the game's questions are asked.
        """
        from framework.session import Setup, first_seat, new_seed, today
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
        if getattr(args, "dice", None) and spec.name == self.home.name:
            from dice import ScriptedThrows
            script = ScriptedThrows.parse(args.dice).throws
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

    def computers(self, mode: str, seat: int | None = None, level: str | None = None) -> tuple[str, str]:
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

    def record_names(self, spec, computers: tuple[str, str] = ("", "")) -> tuple[str, str]:
        return self.seat_names(spec, computers) if spec.names == "settings" else ("", "")

    def seat_names(self, spec, computers: tuple[str, str]) -> tuple[str, str]:
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

    def new_session(self, spec, setup):
        from framework.spec import new_session, seat_players
        names = (tuple(printable(n, config.MAX_NAME + 6) for n in setup.names) if any(setup.names)
                 else self.names(spec))
        players = seat_players(spec, setup, names, self.thinking_for(spec, setup))
        return new_session(spec, setup, players)

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
            from framework.saves import write_atomic
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

    # ------------------------------------------------------- saved games
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
        from framework.saves import read_file
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

    def _result_words(self, spec, session, outcome) -> str:
        return self.result_words(spec, outcome.winner, outcome.reason, [p.name for p in session.players])

    def result_words(self, spec, winner: int | None, reason: str, names) -> str:
        """How a game ended, in a sentence: who won and why, in the game's own words (``end.<reason>``)."""
        params = {"winner": names[winner] if winner is not None else "", "loser":
                  names[1 - winner] if winner is not None else ""}
        why = self.gt(spec, f"end.{reason}", **params) if f"end.{reason}" in self.catalogue(spec).keys(
            self.lang) else reason
        if winner is None:
            return self.t("play.draw", reason=why)
        return self.t("result.won", name=names[winner], why=why)

    # --------------------------------------------------------- playing
    def continue_command(self, spec) -> str:
        """The command line that continues ``spec``'s saved game (with ``--save-dir`` if one was given)."""
        options = "--continue" if spec.name == self.home.name else f"--game {spec.name} --continue"
        command = "python3 xii_scripta.py " + options
        save_dir = getattr(self.args, "save_dir", None)
        if save_dir:
            import shlex
            command += " --save-dir " + shlex.quote(printable(save_dir, 200))
        return command

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
        if saved and scribe.failed is None and not session.game_over and spec.name == self.home.name:
            self.notices.append(self.t("menu.game_kept"))

    # ------------------------------------------------------------- replay
    def replay(self, spec, path: str) -> None:
        """``--replay FILE``: step through a recorded game; a bad file exits with 2."""
        from framework.saves import read_file
        try:
            record = read_file(path, spec.codec)
            self.restore(spec, record)              # check it all first, with line numbers
            stops = self.replay_steps(spec, record)
        except (OSError, ValueError) as err:
            self._stderr(self.load_problem(spec, err, path))
            raise Leave(2) from None
        Replay(self, spec, record, stops, path).run()

    def replay_steps(self, spec, record) -> list:
        """The start, then the position after each turn: ``(entry or None, session copy)``."""
        from dataclasses import replace

        from framework.record import restore
        stops = []
        for i in range(len(record.entries) + 1):
            part = replace(record, entries=record.entries[:i], result=None)
            session = restore(part, spec.codec, lambda setup: self.new_session(spec, setup))
            stops.append((record.entries[i - 1] if i else None, session))
        return stops


class Replay:
    """``--replay FILE``: the recorded game turn by turn, the board from the mover's seat."""

    NEXT = ("", "n", "next", "d", "dalsi", "další")
    BACK = ("b", "back", "p", "z", "zpet", "zpět")
    QUIT = ("q", "quit", "x", "konec")

    def __init__(self, app: App, spec, record, stops: list, path: str) -> None:
        self.app = app
        self.spec = spec
        self.t = app.t
        self.term = app.term
        self.record = record
        self.stops = stops
        self.file = printable(os.path.basename(str(path)) or str(path), 40)
        self.view = spec.view(app.term, app.lang)

    def screen(self, i: int) -> list[str]:
        entry, session = self.stops[i]
        names = [p.name for p in session.players]
        seat = entry.seat if entry is not None and entry.seat is not None else session.setup.first
        title = self.t("replay.title", file=self.file, step=i, steps=len(self.stops) - 1)
        lines = [self.term.style("title", self.view.title) + " · " + title]
        if entry is None:
            lines.append(self.t("replay.start", name=self.term.style(SEATS[seat], names[seat]), seat=SEATS[seat]))
        else:
            actions = ", ".join(entry.actions) or self.t("replay.nothing")
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
                lines.append(self.term.style("title", self.app.result_words(self.spec, winner, reason, names)))
        return lines

    def run(self) -> None:
        """Enter: the next turn; b: back; q: quit. The end of input ends the replay (exit 0)."""
        i = 0
        notes: list[str] = []
        last = len(self.stops) - 1
        while True:
            self.app.show(self.screen(i) + notes)
            notes = []
            answer = self.app.ask(self.t("replay.last" if i == last else "replay.prompt")).strip().lower()
            if answer in self.QUIT:
                return
            if answer in self.BACK:
                if i == 0:
                    notes.append(self.t("replay.first"))
                i = max(0, i - 1)
            elif answer in self.NEXT:
                if i == last:
                    return
                i += 1
            else:
                notes.append(self.term.style("error", self.t("replay.bad", text=printable(answer))))


def _computer_seat(s: config.Settings) -> str:
    """The seat the computer takes in XII Scripta's menu 3: the one chosen last time, II at first."""
    return s.computer if s.computer in SEATS else "II"


def _next(choices: tuple[str, ...], value: str) -> str:
    return choices[(choices.index(value) + 1) % len(choices)]


def _texts_module(spec):
    """The game's texts module, for its own way of explaining refusals (``explain``), if it has one."""
    import importlib
    try:
        return importlib.import_module(f"games.{spec.name}.texts")
    except ImportError:
        return None
