"""The house's menus: the main menu (the home game's), the companion games' list, a game's own menu, settings.

A part of :class:`framework.app.App` (a mixin: it uses the App's words,
terminal and settings, and starts games through the other parts). The numbers
of a menu never move; a bad choice is refused on the same screen.

Imports inside functions: the rules pages (``framework.rules`` imports ``re``)
are loaded only when they are shown, and the number reader when a choice is
read, so the first screen comes up as fast as Python.
"""
from __future__ import annotations

import os

from framework import settings as config
from framework.new_game import SEATS, computer_seat
from framework.prompt import QUIT_KEYS
from framework.terminal import printable, wants_colour, wrap_words
from framework.texts import COMMON, HOUSE, Catalogue

__all__ = ["Menus", "CONTINUE_KEYS", "WIDTH"]

WIDTH = 79
#: "Continue" on the menus (the English and the Czech letter both work in either language).
CONTINUE_KEYS = ("c", "p")

HOUSE_TEXTS = Catalogue(COMMON, HOUSE)


class Menus:
    """The menus' screens and choices (a part of App)."""

    def menu(self) -> None:
        """The main menu: the home game's quick starts, against the computer, the companion games, rules,
        settings. The numbers never move; "continue" has its own letter (c, or p in Czech) and is listed
        first while an unfinished game is saved."""
        while True:
            home = self.home
            saved = self._peek(home)
            games = ", ".join(e.title(self.lang) for e in self.companions)
            choices = [(quick.title(self.lang), lambda q=quick: self.play_quick_start(home.spec(), q, self.notices))
                       for quick in home.quick_starts]
            choices += [(self.t("menu.computer"), lambda: self.offer_unfinished(home.spec())
                         or self.play_against_computer(home.spec(), self.notices)),
                        (self.t("menu.companion", games=games), self.companion_menu),
                        (self.t("menu.rules"), lambda: self.show_rules(home.spec())),
                        (self.t("menu.settings"), self.settings_menu)]
            items = [(str(i), label) for i, (label, _) in enumerate(choices, 1)] + [("0", self.t("menu.quit"))]
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
            choice = self.ask(self.t(prompt, last=len(choices))).strip().lower()
            if choice in QUIT_KEYS:
                return
            picked = _numbered(choice, len(choices))
            if picked is not None:
                choices[picked - 1][1]()
            elif choice in CONTINUE_KEYS and saved is not None:
                self.continue_game(home.spec())
            else:
                key = "menu.bad_continue" if saved is not None else "menu.bad"
                self.notices.append(self.t(key, text=printable(choice), last=len(choices)))

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
            picked = _numbered(choice, len(entries))
            if picked is not None:
                self.game_menu(entries[picked - 1])
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
            choices = [(self.t("game.two", game=game), lambda: self.offer_unfinished(spec, notes)
                        or self.play_new(spec, "two", notes=notes)),
                       (self.t("game.computer", game=game), lambda: self.offer_unfinished(spec, notes)
                        or self.play_against_computer(spec, notes)),
                       (self.t("game.rules", game=game), lambda: self.show_rules(spec))]
            choices += [(quick.title(self.lang), lambda q=quick: self.play_quick_start(spec, q, notes))
                        for quick in entry.quick_starts]
            items = [(str(i), label) for i, (label, _) in enumerate(choices, 1)] + [("0", self.t("settings.back"))]
            if saved is not None:
                key = "game.continue_computer" if any(saved.setup.computers) else "game.continue"
                moves = self.catalogue(spec).plural(self.lang, "count.moves", len(saved.entries))
                items.insert(0, (self.t("menu.continue_key"), self.t(key, game=game, moves=moves)))
            self.show([self.term.style("title", game), "=" * len(game)]
                      + wrap_words(self.gt(spec, spec.about), WIDTH) + [""]
                      + [f"  {key}  {label}" for key, label in items] + [""] + notes)
            notes = []
            prompt = "game.prompt_continue" if saved is not None else "game.prompt"
            choice = self.ask(self.t(prompt, last=len(choices))).strip().lower()
            if choice in ("0", "") or choice in QUIT_KEYS:
                return
            picked = _numbered(choice, len(choices))
            if picked is not None:
                choices[picked - 1][1]()
            elif choice in CONTINUE_KEYS and saved is not None:
                self.continue_game(spec)
                notes += self.notices
                self.notices = []
            else:
                key = "game.bad_continue" if saved is not None else "game.bad"
                notes.append(self.term.style("error", self.t(key, text=printable(choice), last=len(choices))))

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
                ("settings.computer", computer_seat(s)),
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
            picked = _numbered(choice, len(shown))
            if picked in (1, 2):
                seat = picked - 1
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
            elif picked == 3:
                changed = s.with_(first=_next(config.FIRST_CHOICES, s.first))
            elif picked == 4:
                changed = s.with_(language=_next(config.LANGUAGE_CHOICES, s.language))
            elif picked == 5:
                changed = s.with_(colour=_next(config.COLOUR_CHOICES, s.colour))
            elif picked == 6:
                changed = s.with_(computer="I" if computer_seat(s) == "II" else "II")
            elif picked == 7:
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


def _next(choices: tuple[str, ...], value: str) -> str:
    return choices[(choices.index(value) + 1) % len(choices)]


def _numbered(choice: str, last: int) -> int | None:
    """The menu line ``choice`` names (1..``last``, at most two digits, ``01`` too), read by the house's one
    number reader (``²`` and other digits ``int()`` refuses are refused, not a traceback); None otherwise."""
    from framework.numbers import NumberError, parse_number
    if len(choice) > 2:
        return None
    try:
        return parse_number(choice, 1, last)
    except NumberError:
        return None
