"""The interactive program: the menu, the settings screen, the rules pager and the turn loop.

The menu: new game (15 pieces), short game (3), against the computer (its seat
and level, remembered in the settings, and the length), the companion games
(Ataxx, from ``games/ataxx``: two people or the computer, a clock, its rules,
its unfinished game), rules, settings, and "continue" while a game is saved.
``xii_scripta.py`` parses the command line and hands over to :class:`App`.
This is the input/output edge of the game: the rules are in ``board.py``, a
game in progress in ``game.py`` (no I/O), the drawing in ``render.py`` and
the terminal in ``terminal.py``.  The engine, the dice, the computer, Ataxx
and ``console`` are imported only when they are used, so the menu comes up
about as fast as Python itself.
"""
from __future__ import annotations

import os

from games.xii import texts as messages
from framework import settings as config
from framework.terminal import Terminal, locale_language, printable, wants_colour

HERE = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))  # the project root: rules_*.md
SEATS = ("I", "II")
SCREEN_LINES = 24
WIDTH = 79
MESSAGE_LINES = 10          # lines left under the board for messages on a 24-line screen
HINT_MOVES = 8              # moves shown after a refusal (help shows all)
DEFAULT_DELAY = 0.6         # seconds the board stays after a computer's action, on a terminal


class Leave(Exception):
    """Leave the program with an exit code (0: Ctrl-D or quit; 130: Ctrl-C confirmed)."""

    def __init__(self, code: int) -> None:
        super().__init__(code)
        self.code = code


# ------------------------------------------------------------------ the program

class App:
    """The menu, settings and rules screens, and the games started from them."""

    def __init__(self, args: object, environ: dict[str, str] | None = None) -> None:
        self.args = args
        self.environ = os.environ if environ is None else environ
        self.settings_path = config.settings_path(self.environ)
        self.settings, problem = config.load(self.settings_path)
        self.lang = self._language()
        self.term = Terminal.from_environment(args.color, self.settings.colour, self.environ)
        self.notices: list[str] = []
        self.leave_note: str | None = None    # said before "Leave?" on Ctrl-C (in a saved game)
        self._saves = None
        self._peek_reported = False
        if problem is not None:
            key = "menu.settings_damaged" if problem.code == "damaged" else "menu.settings_unreadable"
            self.notices.append(self.t(key, path=self.settings_path,
                                       reason=printable(str(problem.params.get("reason", "")), 60)))

    def _language(self) -> str:
        if self.args.lang:
            return self.args.lang
        if self.settings.language != "auto":
            return self.settings.language
        return locale_language(self.environ)

    def t(self, key: str, **params: object) -> str:
        return messages.text(self.lang, key, **params)

    # -------------------------------------------------------------- input
    def ask(self, prompt: str) -> str:
        """One line from the keyboard.  Ctrl-C asks whether to leave; Ctrl-D leaves."""
        while True:
            try:
                return self.term.read_line(prompt)
            except EOFError:
                raise Leave(0) from None
            except KeyboardInterrupt:
                self.term.line()
                if self.leave_note:
                    self.term.line(self.leave_note)
                try:
                    answer = self.term.read_line(self.t("leave.confirm"))
                except (KeyboardInterrupt, EOFError):
                    raise Leave(130) from None
                if messages.is_yes(answer):
                    raise Leave(130)
                self.term.line(self.t("leave.stay"))

    def confirm(self, prompt: str) -> bool:
        return messages.is_yes(self.ask(prompt))

    def show(self, lines: list[str]) -> None:
        self.term.clear()
        for line in lines:
            self.term.line(line)

    # --------------------------------------------------------------- run
    def run(self) -> int:
        args = self.args
        if getattr(args, "replay", None):
            self.replay(args.replay)
            return 0
        if getattr(args, "load", None):
            self.load_game(args.load)
        elif getattr(args, "resume", False):
            self.continue_game()
        elif getattr(args, "demo", False):
            self.play_game(3 if args.short else 15, demo=True)
            return 0                        # a demo ends the program: nobody may be at the keyboard
        elif args.play or args.short or getattr(args, "vs_computer", None):
            self.play_game(3 if args.short else 15)
        self.menu()
        return 0

    def menu(self) -> None:
        """The main menu.  The numbers never move; "continue" has its own letter (c, or p in Czech)
        and is listed first while an unfinished game is saved."""
        while True:
            saved = self._peek()
            items = [("1", self.t("menu.new")), ("2", self.t("menu.short")), ("3", self.t("menu.computer")),
                     ("4", self.t("menu.companion")), ("5", self.t("menu.rules")), ("6", self.t("menu.settings")),
                     ("0", self.t("menu.quit"))]
            if saved is not None:
                label = (self.t("menu.continue", name_i=printable(saved.names[0], 16),
                                name_ii=printable(saved.names[1], 16), turns=saved.turns)
                         if saved.names else self.t("menu.continue_plain"))
                items.insert(0, (self.t("menu.continue_key"), label))
            # No colour on the menu: console is imported only when a board is drawn (fast start-up).
            import textwrap
            title = self.t("app.title")
            self.show([title, "=" * len(title)] + textwrap.wrap(self.t("app.subtitle"), WIDTH) + [""]
                      + [f"  {key}  {label}" for key, label in items] + [""] + self.notices)
            self.notices = []
            prompt = "menu.prompt_continue" if saved is not None else "menu.prompt"
            choice = self.ask(self.t(prompt)).strip().lower()
            if choice == "1":
                self.play_game(15)
            elif choice == "2":
                self.play_game(3)
            elif choice == "3":
                self.play_computer()
            elif choice == "4":
                self.companion_menu()
            elif choice == "5":
                self.show_rules()
            elif choice == "6":
                self.settings_menu()
            elif choice in CONTINUE_KEYS and saved is not None:
                self.continue_game()
            elif choice in QUIT_KEYS:
                return
            else:
                key = "menu.bad_continue" if saved is not None else "menu.bad"
                self.notices.append(self.t(key, text=printable(choice)))

    def play_computer(self) -> None:
        """Menu 3: ask the computer's seat, its level and the length of the game, then play.

        The seat and the level are remembered in the settings (Enter keeps them
        next time).  A bad answer is refused on the menu and nothing starts.
        """
        s = self.settings
        seat = _computer_seat(s)
        answer = self.ask(self.t("computer.ask_seat", value=seat)).strip()
        if answer in ("0", "q"):
            return
        if answer:
            seat = SEAT_WORDS.get(answer.lower())
            if seat is None:
                self.notices.append(self.term.style("error", self.t("computer.bad_seat", text=printable(answer))))
                return
        level = self.ask_level(s.level, self.notices)
        if level is None:
            return
        answer = self.ask(self.t("computer.ask_length")).strip().lower()
        stones = LENGTH_WORDS.get(answer)
        if stones is None:
            self.notices.append(self.term.style("error", self.t("computer.bad_length", text=printable(answer))))
            return
        if (seat, level) != (s.computer, s.level):
            self.change_settings(s.with_(computer=seat, level=level), self.notices, quiet=True)
        self.play_game(stones, computer=seat)

    def ask_level(self, current: str, notes: list) -> "str | None":
        """The computer's level, asked in either language (Enter keeps ``current``); None after a refusal."""
        answer = self.ask(self.t("computer.ask_level", value=current)).strip().lower()
        level = LEVEL_WORDS.get(answer, answer) if answer else current
        if level not in config.LEVEL_CHOICES:
            notes.append(self.term.style("error", self.t("computer.bad_level", text=printable(answer))))
            return None
        return level

    # ---------------------------------------------------- companion games
    def companion_menu(self) -> None:
        """Menu 4: Ataxx for two people or against the computer, its rules, and its unfinished game.

        The Ataxx package is imported only here, so the main menu stays light.
        """
        from games.ataxx import hotseat
        from games.ataxx.record import RecordError
        from games.ataxx.saves import Saves
        saves = Saves(self.save_dir())
        notes: list[str] = []
        reported = False
        while True:
            saved = None
            try:
                saved = saves.unfinished()
            except (OSError, RecordError) as err:
                if not reported:
                    reported = True
                    path = str(getattr(err, "path", None) or saves.path)
                    notes.append(self.term.style("error", self.t(
                        "companion.unreadable", problem=hotseat.explain_load(self.lang, err, path))))
            items = [("1", self.t("companion.two")), ("2", self.t("companion.computer")),
                     ("3", self.t("companion.rules")), ("0", self.t("settings.back"))]
            if saved is not None:
                computer = any(p != "person" for p in saved.record.players)
                items.insert(0, (self.t("menu.continue_key"),
                                 self.t("companion.continue_computer" if computer else "companion.continue",
                                        moves=len(saved.record.plies))))
            import textwrap
            title = self.t("companion.title")
            self.show([self.term.style("title", title), "=" * len(title)]
                      + textwrap.wrap(self.t("companion.about"), WIDTH) + [""]
                      + [f"  {key}  {label}" for key, label in items] + [""] + notes)
            notes = []
            prompt = "companion.prompt_continue" if saved is not None else "companion.prompt"
            choice = self.ask(self.t(prompt)).strip().lower()
            if choice in ("0", "") or choice in QUIT_KEYS:
                return
            if choice == "1":
                self.play_ataxx(notes)
            elif choice == "2":
                self.play_ataxx(notes, against_computer=True)
            elif choice == "3":
                from games.ataxx.rules_page import rules_path
                self.show_rules(os.path.dirname(rules_path(self.lang)))
            elif choice in CONTINUE_KEYS and saved is not None:
                self.run_ataxx(resume=True)
            else:
                key = "companion.bad_continue" if saved is not None else "companion.bad"
                notes.append(self.term.style("error", self.t(key, text=printable(choice))))

    def play_ataxx(self, notes: list, against_computer: bool = False) -> None:
        """Ask who the computer plays (and its level) and whether to use a clock, then play Ataxx."""
        colour = level = None
        if against_computer:
            answer = self.ask(self.t("companion.ask_colour")).strip().lower()
            if answer in ("0", "q"):
                return
            colour = COLOUR_WORDS.get(answer) if answer else "white"
            if colour is None:
                notes.append(self.term.style("error", self.t("companion.bad_colour", text=printable(answer))))
                return
            level = self.ask_level(self.settings.level, notes)
            if level is None:
                return
            if level != self.settings.level:
                self.change_settings(self.settings.with_(level=level), notes, quiet=True)
        answer = self.ask(self.t("companion.ask_clock")).strip()
        minutes = None
        if answer:
            try:
                minutes = float(answer.replace(",", "."))
            except ValueError:
                minutes = -1.0
            if not 0 < minutes <= 600:          # also refuses nan and inf
                notes.append(self.term.style("error", self.t("companion.bad_clock", text=printable(answer))))
                return
        self.run_ataxx(clock_minutes=minutes, vs_computer=colour, level=level or "normal")

    def run_ataxx(self, **options: object) -> None:
        """One Ataxx game on this terminal; back here when it ends or is quit, out of the program
        when the players leave it (Ctrl-D, or Ctrl-C confirmed)."""
        from games.ataxx import hotseat
        code = hotseat.run(self.term, self.lang, save_dir=self.save_dir(),
                           continue_command=self.continue_command("--game ataxx --continue"), **options)
        if code == 2:               # the saved game could not be continued: its reason is on the screen
            self.ask(self.t("common.enter_back"))
        elif code is not None:
            raise Leave(code)

    # ------------------------------------------------------------- saves
    def save_dir(self) -> "str | None":
        """``--save-dir`` if one was given (None: the user's data directory)."""
        return getattr(self.args, "save_dir", None) or None

    def saves(self):
        """The save directory (``--save-dir`` or the user's data directory)."""
        if self._saves is None:
            from framework.saves import Autosave
            self._saves = Autosave(self.save_dir())
        return self._saves

    def _peek(self):
        """The unfinished current game to offer on the menu (a cheap look), or None.

        A save directory that cannot be read is reported once on the menu.
        """
        from framework import saves as autosave
        save_dir = self.save_dir()
        try:
            saved = autosave.peek(save_dir)
        except OSError as err:
            if not self._peek_reported:
                self._peek_reported = True
                path = getattr(err, "path", None) or autosave.save_dir_text(save_dir)
                self.notices.append(self.t("menu.saves_unreadable", reason=self._file_problem(err, path)))
            return None
        return saved if saved is not None and not saved.finished else None

    def _file_problem(self, err: Exception, path: str) -> str:
        return f"{printable(path, 80)}: {messages.explain_save(self.lang, err)}."

    def load_problem(self, err: Exception, path: str) -> str:
        return messages.explain_load(self.lang, err, str(path))

    def _stderr(self, text: str) -> None:
        import sys
        try:
            sys.stderr.write(self.term.text(f"xii_scripta.py: {text}") + "\n")
            sys.stderr.flush()
        except (OSError, ValueError):
            pass

    def continue_game(self) -> None:
        """Go on with the unfinished game in the save directory (menu "continue", ``--continue``)."""
        from games.xii.record import RecordError
        saves = self.saves()
        try:
            game = saves.unfinished()
        except (OSError, RecordError) as err:
            path = getattr(err, "path", None) or str(saves.path)
            self.notices.append(self.t("continue.failed", problem=self.load_problem(err, path)))
            return
        if game is None:
            self.notices.append(self.t("menu.no_game", dir=printable(str(saves.dir), 100)))
            return
        self.play_restored(game, str(saves.path), start=False)

    def load_game(self, path: str) -> None:
        """``--load FILE``: a bad file is reported on stderr and the program exits with 2."""
        from framework.saves import read_file
        from games.xii.record import RecordError
        try:
            game = read_file(path)
        except (OSError, RecordError) as err:
            self._stderr(self.load_problem(err, path))
            raise Leave(2) from None
        self.play_restored(game, path, start=True)

    def play_restored(self, game, path: str, start: bool) -> None:
        """Play a game brought back from its record; ``start``: it becomes the current game."""
        from games.xii.record import Scribe
        session = restored_session(game)
        self.seat_computers(session, game.record.computers)
        notes: list = self.computer_notes(session)
        if game.finished:
            result = game.record.result
            winner = session.players[result.winner].name
            key = "replay.won_yield" if result.by == "yield" else "replay.won"
            notes.append(self.t("load.finished", path=printable(str(path), 100),
                                result=self.t(key, name=winner, loser=session.players[1 - result.winner].name)))
            scribe = Scribe(game.record)        # nothing to save: the game is over
        else:
            notes.append(self.t("game.resumed", path=printable(str(path), 100)))
            scribe = self.autosave(game.record, start, notes)
        session.listeners.append(scribe)
        self.run_loop(TurnLoop(self, session, notes, scribe))

    def autosave(self, record, start: bool, notes: list):
        """A Scribe that writes every change of ``record`` to the save directory.

        ``start``: a new current game (the earlier one is moved to ``games/``).  If
        that fails, the game is played unsaved (never written over the old game)
        and the player is told why.
        """
        from games.xii.record import Scribe
        saves = self.saves()
        scribe = Scribe(record)
        try:
            if start:
                saves.start(record)
            else:
                saves.tidy()
            scribe.on_change = saves.write
        except OSError as err:
            path = getattr(err, "path", None) or str(saves.path)
            notes.append(("error", self.t("game.not_saved", path=printable(path, 80),
                                          reason=messages.explain_save(self.lang, err))))
        return scribe

    def run_loop(self, loop: "TurnLoop") -> None:
        """Run a game; leaving the program in the middle says where the game is kept."""
        saved = loop.scribe is not None and loop.scribe.on_change is not None
        self.leave_note = self.t("game.leave_note") if saved else None
        try:
            try:
                loop.run()
            except KeyboardInterrupt:       # Ctrl-C while the computer thinks or pauses
                self.term.status("")
                raise Leave(130) from None
        except Leave:
            if saved and loop.scribe.failed is None and not loop.session.board.game_over:
                try:
                    self.term.line(self.t("game.kept", command=self.continue_command()))
                    self.term.flush()
                except (OSError, ValueError):
                    pass
            raise
        finally:
            self.leave_note = None
        if saved and loop.scribe.failed is None and not loop.session.board.game_over:
            self.notices.append(self.t("menu.game_kept"))

    def continue_command(self, options: str = "--continue") -> str:
        """The command line that continues the saved game (with ``--save-dir`` if one was given)."""
        command = "python3 xii_scripta.py " + options
        save_dir = getattr(self.args, "save_dir", None)
        if save_dir:
            import shlex
            command += " --save-dir " + shlex.quote(printable(save_dir, 200))
        return command

    def replay(self, path: str) -> None:
        """``--replay FILE``: step through a recorded game; a bad file exits with 2."""
        from framework.saves import read_file
        from games.xii.record import RecordError, steps
        try:
            game = read_file(path)
            stops = steps(game.record)
        except (OSError, RecordError) as err:
            self._stderr(self.load_problem(err, path))
            raise Leave(2) from None
        Replay(self, game.record, stops, path).run()

    # ---------------------------------------------------------- settings
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
        self.term.set_colour(wants_colour(self.args.color, changed.colour, self.environ, self.term.screen))
        try:
            config.save(self.settings_path, changed)
        except OSError as err:
            notes.append(self.term.style("error", self.t("settings.save_failed", reason=printable(str(err), 60))))
        else:
            if not quiet:
                notes.append(self.t("settings.saved"))

    # ------------------------------------------------------------- rules
    def show_rules(self, folder: "str | None" = None) -> None:
        """The rules in the interface language, a page at a time (24 lines).

        ``folder`` holds ``rules_cs.md`` and ``rules_en.md``: XII Scripta's by
        default, a companion game's (``games/ataxx``) from its section.
        """
        folder = folder or HERE
        name = f"rules_{self.lang}.md"
        other = f"rules_{'en' if self.lang == 'cs' else 'cs'}.md"
        note = ""
        text = None
        for candidate in (name, other):
            path = os.path.join(folder, candidate)
            try:
                with open(path, encoding="utf-8", errors="replace") as f:
                    text = f.read()
            except FileNotFoundError:
                continue
            except OSError as err:
                self.show([self.term.style("error", self.t("rules.unreadable", path=path,
                                                           reason=printable(str(err), 60)))])
                self.ask(self.t("common.enter_back"))
                return
            if candidate != name:
                note = self.t("rules.fallback", file=name, other=candidate)
            break
        if text is None:
            self.show([self.term.style("error", self.t("rules.missing", file=name,
                                                       path=os.path.join(folder, name)))])
            self.ask(self.t("common.enter_back"))
            return
        lines = ([note, ""] if note else []) + self._rules_lines(text)
        size = SCREEN_LINES - 2
        pages = [lines[i:i + size] for i in range(0, len(lines), size)] or [[]]
        page = 0
        while True:
            self.show(pages[page] + [""] * (size - len(pages[page])))
            last = page == len(pages) - 1
            key = "rules.last" if last else "rules.page"
            answer = self.ask(self.t(key, page=page + 1, pages=len(pages))).strip().lower()
            if answer in ("q", "quit", "x"):
                return
            if answer in ("b", "back", "p", "z", "zpět"):
                page = max(0, page - 1)
            elif last:
                return
            else:
                page += 1

    def _rules_lines(self, text: str) -> list[str]:
        """The Markdown as terminal text: headings bold, emphasis marks dropped, long lines wrapped."""
        import re
        import textwrap
        out: list[str] = []
        fenced = False
        for raw in text.splitlines():
            line = raw.rstrip()
            if not fenced:
                line = re.sub(r"\*\*(\S(?:.*?\S)?)\*\*", r"\1", line)
                line = re.sub(r"(?<![\w*])\*(\S(?:[^*]*?\S)?)\*(?![\w*])", r"\1", line)
            if line.startswith("```"):
                fenced = not fenced
                continue
            if fenced or len(line) <= WIDTH:
                heading = not fenced and line.startswith("#")
                line = line.lstrip("#").strip() if heading else line
                out.append(self.term.style("title", line) if heading else line[:WIDTH])
                continue
            body = line.lstrip()
            indent = " " * (len(line) - len(body))
            marker = ""
            for prefix in ("- ", "* "):
                if body.startswith(prefix):
                    marker = prefix
            if not marker:
                number = body.split(" ", 1)[0]
                if number[:-1].isdigit() and number.endswith("."):
                    marker = number + " "
            out.extend(textwrap.wrap(body, WIDTH, initial_indent=indent,
                                     subsequent_indent=indent + " " * len(marker)) or [""])
        return out

    # ------------------------------------------------------------- games
    def names(self) -> tuple[str, str]:
        if self.args.names:
            return self.args.names
        return (self.settings.name_i or self.t("player.default.I"),
                self.settings.name_ii or self.t("player.default.II"))

    def computer_levels(self, demo: bool = False, seat: "str | None" = None) -> tuple[str, str]:
        """The computer's level in each seat for a new game ("" where a person plays).

        ``--demo``: both seats (``--level`` gives one level or one per seat);
        ``seat`` (menu 3) or ``--vs-computer I|II``: that seat, at ``--level`` or
        the level in the settings; otherwise two people at the keyboard.
        """
        given = getattr(self.args, "level", None) or ()
        if demo:
            if len(given) == 2:
                return (given[0], given[1])
            level = given[0] if given else self.settings.level
            return (level, level)
        seat = seat or getattr(self.args, "vs_computer", None)
        if seat not in SEATS:
            return ("", "")
        level = given[0] if given else self.settings.level
        return (level, "") if seat == "I" else ("", level)

    def seat_computers(self, session, levels) -> None:
        """Put the computer in the seats that have a level, with the same name and dice.

        ai.py is imported only here, when a computer plays: it is not needed for the menu.
        """
        if not any(levels):
            return
        from games.xii.ai import ComputerPlayer
        players = list(session.players)
        for seat, level in enumerate(levels):
            if level:
                person = players[seat]
                players[seat] = ComputerPlayer(person.name, seat, person.dice, person.colour, level=level,
                                               progress=self.thinking(person.name) if level == "strong" else None)
        session.players = tuple(players)

    def thinking(self, name: str):
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
                self.term.status(self.t("game.thinking", name=name, percent=percent))
        return progress

    def computer_notes(self, session) -> list[str]:
        """Who the computer is, said when a game with a computer seat starts or resumes."""
        return [self.t("game.computer_seat", name=p.name, seat=SEATS[p.seat], level=p.level)
                for p in session.players if p.is_computer and getattr(p, "level", "")]

    def play_game(self, stones: int, demo: bool = False, computer: "str | None" = None) -> None:
        """A new game of ``stones`` pieces each; ``computer``: the seat the computer takes (menu 3)."""
        from board import Rules
        from dice import ScriptedThrows
        from games.xii.session import GameSession, new_seed
        seed = self.args.seed if self.args.seed is not None else new_seed()
        script = ScriptedThrows.parse(self.args.dice) if self.args.dice else None
        first = self.args.first or self.settings.first
        session = GameSession.new(Rules(stones=stones), self.names(), seed, first, script)
        levels = self.computer_levels(demo, computer)
        self.seat_computers(session, levels)
        notes: list = self.computer_notes(session)
        if first == "random":
            notes.append(self.t("game.first_random", name=session.current.name))
        if demo:
            # A demo is not saved: it must not move the player's own unfinished game aside.
            self.run_loop(TurnLoop(self, session, notes, None, demo=True))
            return
        from games.xii import record
        start = record.new(self.names(), session.board.rules, seed, session.first, self.args.dice or (),
                           computers=levels)
        scribe = self.autosave(start, True, notes)
        session.listeners.append(scribe)        # before the first throw: every event is on disk
        self.run_loop(TurnLoop(self, session, notes, scribe))


#: Level names a player may type in the settings, in either language, to the level.
LEVEL_WORDS = {"lehka": "easy", "lehká": "easy", "snadna": "easy", "snadná": "easy",
               "bezna": "normal", "běžná": "normal", "stredni": "normal", "střední": "normal",
               "silna": "strong", "silná": "strong", "1": "easy", "2": "normal", "3": "strong"}


#: Answers to "which seat does the computer take?"
SEAT_WORDS = {"i": "I", "1": "I", "ii": "II", "2": "II"}
#: Answers to "fifteen pieces or three?" (Enter: fifteen).
LENGTH_WORDS = {"": 15, "15": 15, "long": 15, "dlouha": 15, "dlouhá": 15,
                "3": 3, "short": 3, "kratka": 3, "krátká": 3}
#: Answers to "which colour does the computer play?" in Ataxx, in either language.
COLOUR_WORDS = {"black": "black", "b": "black", "x": "black", "cerna": "black", "černá": "black",
                "cernou": "black", "černou": "black", "white": "white", "w": "white", "o": "white",
                "bila": "white", "bílá": "white", "bilou": "white", "bílou": "white"}
#: "Continue" on the menus (the English and the Czech letter both work in either language).
CONTINUE_KEYS = ("c", "p")
QUIT_KEYS = ("0", "q", "quit", "konec")


def _computer_seat(s: config.Settings) -> str:
    """The seat the computer takes in menu 3: the one chosen last time, II at first."""
    return s.computer if s.computer in SEATS else "II"


def _next(choices: tuple[str, ...], value: str) -> str:
    return choices[(choices.index(value) + 1) % len(choices)]


def _display_name(name: str) -> str:
    """A recorded name as the screen shows it (a record allows longer names than the settings)."""
    name = printable(name, config.MAX_NAME)
    return name


def restored_session(game):
    """A GameSession that goes on from a restored record (``record.Restored``)."""
    from board import PLAYER_I, PLAYER_II
    from games.xii.session import GameSession
    from player import Player
    r = game.record
    players = (Player(_display_name(r.names[0]), PLAYER_I, game.cups[PLAYER_I]),
               Player(_display_name(r.names[1]), PLAYER_II, game.cups[PLAYER_II]))
    by_seat = (sum(1 for t in r.turns if t.player == PLAYER_I), sum(1 for t in r.turns if t.player == PLAYER_II))
    return GameSession.restored(game.board, players, r.seed, r.first, game.script, len(r.turns), by_seat,
                                () if game.finished else game.last_turn_moves)


def status_lines(term: Terminal, t, board, names: tuple[str, str], seat: int) -> list[str]:
    """Both players' counts under the board; ``seat`` is marked as the one the board is drawn for."""
    lines = []
    mark = ">" if term.ascii else "▶"
    for s in (0, 1):
        label = f"{mark if s == seat else ' '} {SEATS[s]:<3}"
        padded = names[s] + " " * max(0, config.MAX_NAME + 1 - len(names[s]))
        counts = t("game.status", waiting=board.waiting(s), captured=board.captured(s),
                   on_board=board.on_board(s), off=board.borne_off(s))
        lines.append(label + term.style(SEATS[s], padded) + counts)
    return lines


# ------------------------------------------------------------------ a game

class TurnLoop:
    """Turns at the keyboard: draw the board for the player to move, read a command, play it.

    A computer seat (``player.is_computer``) throws and plays by itself through
    :meth:`player.Player.choose`; each action is shown as the command a person
    would have typed.  With ``delay`` the board is shown after each of its actions
    for that many seconds.  ``demo``: the computer plays both seats and nothing
    waits for a key (not even the end screen).
    """

    def __init__(self, app: App, session, notes: list, scribe=None, demo: bool = False,
                 delay: float | None = None) -> None:
        self.app = app
        self.demo = demo
        if delay is None:
            delay = getattr(app.args, "delay", None)
        if delay is None:
            delay = DEFAULT_DELAY if app.term.screen else 0.0
        self.delay = delay
        self.session = session
        self.scribe = scribe                # the game's record (record.Scribe), saved after every event
        self.save_warned = False
        self.term = app.term
        self.t = app.t
        self.notes: list = notes            # messages under the board at the next redraw: text or (role, text)
        self.last_seat: int | None = None   # who played the turn that just ended
        self.last_throw: tuple[int, ...] | None = tuple(session.board.throw) if session.board.throw else None
        self.last_actions: list[str] = []

    # --------------------------------------------------------------- drawing
    def screen(self, seat: int, turn_over: bool = False, mover: int | None = None) -> list[str]:
        """The whole screen, the board from ``seat``, without the prompt; the header names
        ``mover`` (default: ``seat``)."""
        from games.xii.render import board_lines
        b = self.session.board
        mover = seat if mover is None else mover
        player = self.session.players[mover]
        name = self.term.style(SEATS[mover], player.name)
        key = "game.header_done" if turn_over else "game.header"
        header = self.t(key, turn=max(self.session.turns, 1), name=name, seat=SEATS[mover],
                        pieces=self.t(f"pieces.{SEATS[mover]}"))
        if b.throw and not turn_over:
            throw_line = self.t("game.throw", throw=_throw(b.throw), dice=" ".join(map(str, b.dice)))
        elif self.last_throw and turn_over:
            throw_line = self.t("game.throw_done", throw=_throw(self.last_throw))
        else:
            throw_line = self.t("game.not_thrown")
        lines = [self.term.style("title", "XII Scripta") + " · " + header, throw_line, ""]
        lines += board_lines(b.grid(), seat, ascii=self.term.ascii, style=self.term.style)
        lines.append("")
        lines += status_lines(self.term, self.t, b, (self.session.players[0].name,
                                                     self.session.players[1].name), seat)
        lines.append("")
        return lines

    def draw(self, seat: int, notes: list[str], turn_over: bool = False, mover: int | None = None) -> None:
        lines = self.screen(seat, turn_over, mover)
        self.term.clear()
        for line in lines:
            self.term.line(line)
        for line in self.term.wrap(notes, WIDTH, MESSAGE_LINES):
            self.term.line(line)

    # ------------------------------------------------------------------ loop
    def check_saved(self) -> None:
        """Say once when saving starts failing, and once when it works again."""
        scribe = self.scribe
        if scribe is None or scribe.on_change is None:
            return
        if scribe.failed is not None and not self.save_warned:
            err = scribe.failed
            path = getattr(err, "path", None) or getattr(err, "filename", None) or "?"
            self.notes.append(("error", self.t("game.save_failed", path=printable(str(path), 80),
                                               reason=messages.explain_save(self.app.lang, err))))
            self.save_warned = True
        elif scribe.failed is None and self.save_warned:
            self.notes.append(self.t("game.save_working"))
            self.save_warned = False

    def view(self, seat: int) -> int:
        """The seat to draw the board for: the person's, when one person plays the computer."""
        people = [p.seat for p in self.session.players if not p.is_computer]
        return people[0] if len(people) == 1 else seat

    def run(self) -> None:
        s = self.session
        while True:
            self.check_saved()
            b = s.board
            if b.game_over:
                self.end_screen()
                return
            player = s.current
            if s.needs_throw:
                if player.is_computer:
                    self.computer_throws()
                    continue
                if not self.before_throw():
                    return
                continue
            if player.is_computer:
                move = player.choose(b.copy())
                if move is not None:
                    self.notes.append(self.t("game.computer", name=player.name, move=_move_text(move)))
                    self._play(move)
                    self.show_computer(player.seat)
                    continue
            if not self.at_prompt():
                return

    def computer_throws(self) -> None:
        """The computer's turn begins: what the person just played is said first, then the throw."""
        s = self.session
        if self.last_seat is not None and self.last_actions and not s.players[self.last_seat].is_computer:
            self.notes.append(self.t("game.played", name=s.players[self.last_seat].name,
                                     move=", ".join(self.last_actions)))
        self._throw()
        self.show_computer(s.board.turn, thrown=True)

    def show_computer(self, seat: int, thrown: bool = False) -> None:
        """After the computer's throw or action: the board for ``delay`` seconds.

        With no delay the actions are only noted (a person sees them before their
        own throw); a demo without delay shows each finished turn.
        """
        b = self.session.board
        turn_over = b.game_over or (not thrown and b.turn != seat)
        if self.delay <= 0 and not (self.demo and turn_over and not b.game_over):
            return
        self.draw(self.view(seat), list(self.notes), turn_over=turn_over, mover=seat)
        self.term.flush()
        if self.demo and turn_over and not b.game_over:
            self.notes = []             # the next turn starts a new screen (the end screen keeps them)
        if self.delay > 0:
            import time
            time.sleep(self.delay)

    def before_throw(self) -> bool:
        """The hand-over screen: the last mover sees their result; the next one throws with Enter."""
        s = self.session
        nxt = s.current
        notes = self.notes
        self.notes = []
        if self.last_seat is not None:
            computer = s.players[self.last_seat].is_computer
            prev = s.players[self.last_seat].name
            if self.last_actions and not computer:      # the computer's actions are noted one by one
                notes.append(self.t("game.played", name=prev, move=", ".join(self.last_actions)))
            notes.append(self.t("game.handover", prev=prev, name=nxt.name))
            if s.can_undo and not computer:
                notes.append(self.t("game.handover_undo", prev=prev))
            seat = self.last_seat
        else:
            notes.append(self.t("game.handover_first", name=nxt.name))
            seat = nxt.seat
        self.draw(self.view(seat), notes, turn_over=self.last_seat is not None, mover=seat)
        line = self.app.ask(self.t("game.throw_prompt", name=nxt.name))
        word = line.strip().lower()
        if word == "":
            self._throw()
            return True
        return self.command(line, thrown=False)

    def _throw(self) -> None:
        throw = self.session.throw()
        self.last_seat = None
        self.last_actions = []
        self.last_throw = tuple(throw)
        self.notes.append(self.t("game.thrown", name=self.session.current.name, throw=_throw(throw)))

    def at_prompt(self) -> bool:
        s = self.session
        b = s.board
        notes = self.notes
        self.notes = []
        only_pass = [str(m) for m in b.legal_moves()] == ["pass"]
        if only_pass:
            notes.append(self.t("game.no_move", dice=", ".join(map(str, b.dice)), why=self.why_stuck()))
            notes.append(self.t("game.no_move_confirm"))
        self.draw(b.turn, notes)
        line = self.app.ask(self.t("game.prompt", name=s.current.name))
        if not line.strip() and only_pass:
            line = "pass"
        return self.command(line, thrown=True)

    def command(self, line: str, thrown: bool) -> bool:
        """Carry out one line typed at a game prompt; False when the game is left (back to the menu)."""
        s = self.session
        words = line.split()
        word = words[0].lower() if words else ""
        if word in ("help", "?", "napoveda", "nápověda"):
            self.notes.append(self.t("game.help_commands"))
            if thrown:
                moves = [str(m) for m in s.board.legal_moves()]
                self.notes.append(self.t("game.help_moves", count=len(moves), moves=", ".join(moves)))
            else:
                self.notes.append(self.t("game.help_throw"))
        elif word == "undo" and not thrown and s.can_undo and s.players[1 - s.board.turn].is_computer:
            self.notes.append(self.t("game.computer_no_undo", name=s.players[1 - s.board.turn].name))
        elif word == "undo":
            if s.can_undo:
                seat_before = s.board.turn
                move = s.undo_in_turn()
                if s.board.turn != seat_before or not thrown:
                    self.last_seat = None       # the turn is open again
                if self.last_actions:
                    self.last_actions.pop()
                self.notes.append(self.t("game.undone", move=_move_text(move)))
            else:
                self.notes.append(self.t("game.nothing_to_undo"))
        elif word in ("board", "notation"):
            self.notes.append(self.t("game.notation", notation=s.board.notation()))
        elif word == "save":
            self.export(line.strip()[len(words[0]):].strip())
        elif word == "rules":
            self.app.show_rules()
        elif word == "quit":
            if self.app.confirm(self.t("game.confirm_quit")):
                return False
            self.notes.append(self.t("game.playing_on"))
        elif word == "yield" and len(words) == 1:
            other = s.players[1 - s.board.turn].name
            if self.app.confirm(self.t("game.confirm_yield", other=other)):
                s.play("yield")
            else:
                self.notes.append(self.t("game.playing_on"))
        else:
            self._play(line)
        return True

    def _play(self, action) -> None:
        from board import IllegalMoveError, InvalidCommandError
        s = self.session
        b = s.board
        seat = b.turn
        other = 1 - seat
        captured = b.captured(other)
        if isinstance(action, str):
            from games.xii.record import shorten_numbers
            action = shorten_numbers(action)
        try:
            move = s.play(action)
        except (IllegalMoveError, InvalidCommandError) as err:
            self.notes.append(("error", messages.explain(self.app.lang, err)))
            self.notes.extend(self.hint())
            return
        self.last_actions.append(_move_text(move))
        if not b.game_over and b.turn != seat:
            self.last_seat = seat
        elif not b.game_over and not s.players[seat].is_computer:     # the computer's are noted already
            self.notes.append(self.t("game.played", name=s.players[seat].name, move=_move_text(move)))
        if b.captured(other) > captured:
            self.notes.append(self.t("game.captured", other=s.players[other].name,
                                     point=messages.point_name(move.target)))

    def export(self, name: str) -> None:
        """``save FILE``: a copy of the game's record; asks before overwriting a file."""
        if not name:
            self.notes.append(("error", self.t("export.usage")))
            return
        if self.scribe is None:
            self.notes.append(("error", self.t("export.failed", path=printable(name, 60),
                                               reason=messages.explain_save(self.app.lang, OSError("no record")))))
            return
        from framework.saves import export
        shown = printable(name, 100)
        for overwrite in (False, True):
            try:
                path = export(self.scribe.record, name, overwrite=overwrite)
            except OSError as err:
                if getattr(err, "code", None) == "exists" and not overwrite:
                    if self.app.confirm(self.t("export.overwrite", path=shown)):
                        continue
                    self.notes.append(self.t("export.kept", path=shown))
                    return
                self.notes.append(("error", self.t("export.failed", path=shown,
                                                   reason=messages.explain_save(self.app.lang, err))))
                return
            except ValueError as err:           # a name the system cannot take
                self.notes.append(("error", self.t("export.failed", path=shown,
                                                   reason=messages.explain_save(self.app.lang, OSError(str(err))))))
                return
            self.notes.append(self.t("export.done", path=printable(str(path), 100)))
            return

    def hint(self) -> list[str]:
        b = self.session.board
        moves = [str(m) for m in b.legal_moves()]
        if not moves:
            return [self.t("game.help_throw")] if not b.game_over else []
        shown = ", ".join(moves[:HINT_MOVES])
        lines = [self.t("game.hint", moves=shown)]
        if len(moves) > HINT_MOVES:
            lines.append(self.t("game.hint_more", count=len(moves) - HINT_MOVES))
        return lines

    def why_stuck(self) -> str:
        """Why none of the unused dice can be used: the engine's reason for each candidate action."""
        from board import MOVE, POINTS, IllegalMoveError, Move
        b = self.session.board
        pl = b.turn
        reasons = []
        for die in dict.fromkeys(b.dice):
            candidates: list[object] = []
            if b.waiting(pl) or b.captured(pl):
                candidates.append(f"place {die}")
            if not b.captured(pl):
                for p in range(1, POINTS + 1):
                    if b.count(pl, p):
                        candidates.append(Move(MOVE, die, p, b.piece_number(pl, p)))
                if b.on_board(pl):
                    candidates.append(f"take {die}")
            seen: dict[str, str] = {}
            for candidate in candidates:
                trial = b.copy(history=False)
                try:
                    trial.play(candidate)
                except IllegalMoveError as err:
                    seen.setdefault(err.code, _lower_first(messages.explain(self.app.lang, err).rstrip(".")))
            reason = "; ".join(list(seen.values())[:2])
            reasons.append(self.t("game.why_die", die=die, reason=reason) if reason
                           else self.t("game.why_nothing", die=die))
        return "; ".join(reasons)

    def end_screen(self) -> None:
        s = self.session
        b = s.board
        winner = s.players[b.winner]
        loser = s.players[1 - b.winner]
        notes = self.notes
        self.notes = []
        if b.borne_off(b.winner) < b.rules.stones:
            notes.append(self.t("end.yielded", loser=loser.name))
        notes.append(("title", self.t("end.winner", name=winner.name)))
        summary = s.summary()
        names = {"name_i": s.players[0].name, "name_ii": s.players[1].name}
        notes.append(self.t("end.summary", turns=summary["turns"], turns_i=summary["turns_by"][0],
                            turns_ii=summary["turns_by"][1], cap_i=summary["captures"][0],
                            cap_ii=summary["captures"][1], **names))
        notes.append(self.t("end.borne_off", off_i=summary["borne_off"][0], off_ii=summary["borne_off"][1],
                            **names))
        self.last_throw = None
        self.draw(self.view(b.winner), notes, turn_over=True, mover=b.winner)
        if self.demo:
            self.term.flush()               # nobody needs to be at the keyboard
            return
        self.app.ask(self.t("end.prompt"))


def _throw(throw) -> str:
    return "-".join(map(str, throw))


def _move_text(move) -> str:
    return "yield" if move.kind == "yield" else str(move)


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]




# ------------------------------------------------------------------ a replay

class Replay:
    """``--replay FILE``: the recorded game turn by turn, the board from the mover's seat."""

    NEXT = ("", "n", "next", "d", "dalsi", "další")
    BACK = ("b", "back", "p", "z", "zpet", "zpět")
    QUIT = ("q", "quit", "x", "konec")

    def __init__(self, app: App, record, stops: list, path: str) -> None:
        self.app = app
        self.t = app.t
        self.term = app.term
        self.record = record
        self.stops = stops                 # record.Step: the start, then after each turn
        self.file = printable(os.path.basename(str(path)) or str(path), 40)
        self.names = tuple(_display_name(n) for n in record.names)

    def screen(self, i: int) -> list[str]:
        stop = self.stops[i]
        turn = stop.turn
        seat = turn.player if turn is not None else self.record.first
        title = self.t("replay.title", file=self.file, step=i, steps=len(self.stops) - 1)
        lines = [self.term.style("title", "XII Scripta") + " · " + title]
        if turn is None:
            lines.append(self.t("replay.start", name=self.term.style(SEATS[seat], self.names[seat]),
                                seat=SEATS[seat]))
        else:
            actions = ", ".join(turn.actions) or self.t("replay.nothing")
            lines.append(self.t("replay.turn", turn=i, name=self.term.style(SEATS[seat], self.names[seat]),
                                seat=SEATS[seat], throw=_throw(turn.throw), actions=actions))
        lines.append("")
        from games.xii.render import board_lines
        lines += board_lines(stop.board.grid(), seat, ascii=self.term.ascii, style=self.term.style)
        lines.append("")
        lines += status_lines(self.term, self.t, stop.board, self.names, seat)
        lines.append("")
        if i == len(self.stops) - 1:
            result = self.record.result
            if result is None:
                lines.append(self.t("replay.unfinished"))
            else:
                key = "replay.won_yield" if result.by == "yield" else "replay.won"
                lines.append(self.term.style("title", self.t(key, name=self.names[result.winner],
                                                             loser=self.names[1 - result.winner])))
        return lines

    def run(self) -> None:
        """Enter: the next turn; b: back; q: quit.  The end of input ends the replay (exit 0)."""
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
