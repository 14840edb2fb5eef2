"""What every part of the house program shares: the command line, the settings, the words, the terminal.

One :class:`Context` is made by :class:`framework.programs.app.App` and handed to each
of its parts (menus, new games, playing, save slots, saved games, replays), so
a part needs nothing of another part to speak, read a line or know the home
game. It is a value the parts read; the few things that change while the
program runs (the settings and the language with them, the terminal, the
notices for the next menu screen) change here, once, for all of them.

It imports nothing of the games, the engine or ``re``: the menu comes up as
fast as Python.
"""
from __future__ import annotations

import os
import sys

from framework.core import settings as config
from framework.tui.prompt import MENU_COLUMNS, Prompt
from framework.tui.terminal import Terminal, printable, wants_colour
from framework.lang.texts import COMMON, HOUSE, LANGUAGES, Catalogue, explain_load, explain_save, locale_language

TYPE_CHECKING = False           # typing imports re: the annotations below are read by type checkers only
if TYPE_CHECKING:
    from typing import Callable, Mapping

__all__ = ["Context", "HOUSE_TEXTS"]

#: The house's own words (the menus, the settings, a replay), without any game's.
HOUSE_TEXTS = Catalogue(COMMON, HOUSE)


class Context:
    """The command line, the registry, the settings (and their file), the language, the terminal and its
    prompt, the words, and the notices shown on the next menu screen: shared by the parts of App."""

    def __init__(self, args: object, registry: tuple, environ: Mapping[str, str] | None = None) -> None:
        self.args = args
        self.registry = tuple(registry)
        self.environ = os.environ if environ is None else environ
        self.settings_path = config.settings_path(self.environ)
        self.settings, problem = config.load(self.settings_path)
        self.lang = self.language()
        self.term = Terminal.from_environment(getattr(args, "color", None), self.settings.colour, self.environ)
        self.notices: list = []             # said on the next menu screen (or with a game's first screen)
        #: Whether a menu comes after a game (not after ``--game NAME``, which ends with its game).
        self.menu_follows = True
        #: What a game left with its last moves not on disk lost (framework/tui/playing.py), said again when the
        #: program ends, which then exits with playing.UNSAVED instead of 0.
        self.lost: str | None = None
        if problem is not None:
            key = "menu.settings_damaged" if problem.code == "damaged" else "menu.settings_unreadable"
            self.notices.append(self.t(key, path=self.settings_path,
                                       reason=printable(str(problem.params.get("reason", "")), 60),
                                       damaged=printable(str(problem.params.get("damaged") or "-"), 120)))

    # ------------------------------------------------------------ words
    def language(self) -> str:
        """``--lang``, else the settings' language, else the locale's."""
        if getattr(self.args, "lang", None):
            return self.args.lang
        if self.settings.language != "auto":
            return self.settings.language
        return locale_language(self.environ, LANGUAGES)

    def t(self, key: str, /, **params: object) -> str:
        """``key`` in the house's words."""
        return HOUSE_TEXTS.text(self.lang, key, **params)

    def catalogue(self, spec) -> Catalogue:
        return Catalogue(COMMON, HOUSE, *spec.texts)

    def gt(self, spec, key: str, /, **params: object) -> str:
        """``key`` in the catalogue of ``spec``'s game."""
        return self.catalogue(spec).text(self.lang, key, **params)

    def explain_save(self, err: Exception) -> str:
        return explain_save(HOUSE_TEXTS, self.lang, err)

    def load_problem(self, spec, err: Exception, path: str) -> str:
        return explain_load(self.catalogue(spec), self.lang, err, str(path), spec.explain)

    def result_words(self, spec, winner: int | None, reason: str, names) -> str:
        """How a game ended, in a sentence: who won and why, in the game's own words (``end.<reason>``)."""
        params = {"winner": names[winner] if winner is not None else "", "loser":
                  names[1 - winner] if winner is not None else ""}
        why = self.gt(spec, f"end.{reason}", **params) if f"end.{reason}" in self.catalogue(spec).keys(
            self.lang) else reason
        if winner is None:
            return self.t("play.draw", reason=why)
        return self.t("result.won", name=names[winner], why=why)

    # ------------------------------------------------------------ terminal
    @property
    def term(self) -> Terminal:
        return self._term

    @term.setter
    def term(self, term: Terminal) -> None:
        self._term = term
        self.prompt = Prompt(term, self.t)

    def ask(self, prompt: str) -> str:
        return self.prompt.ask(prompt)

    def show(self, lines: list[str] | Callable[[], list[str]], needs: int = MENU_COLUMNS) -> None:
        """A screen of ``lines`` fitted to the terminal, which must have ``needs`` columns (:meth:`Prompt.show`)."""
        self.prompt.show(lines, needs)

    def stderr(self, text: str) -> None:
        try:
            sys.stderr.write(self.term.text(f"xii_scripta.py: {text}") + "\n")
            sys.stderr.flush()
        except (OSError, ValueError):
            pass

    # ------------------------------------------------------------ settings
    def change_settings(self, changed: config.Settings, notes: list, quiet: bool = False) -> None:
        """Use ``changed`` from now on and save it; ``notes`` gets "Saved." (unless ``quiet``) or why not."""
        self.settings = changed
        self.lang = self.language()
        self.term.set_colour(wants_colour(getattr(self.args, "color", None), changed.colour, self.environ,
                                          self.term.screen))
        try:
            config.save(self.settings_path, changed)
        except OSError as err:
            notes.append(self.term.style("error", self.t("settings.save_failed", reason=printable(str(err), 60))))
        else:
            if not quiet:
                notes.append(self.t("settings.saved"))

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

    def is_home(self, spec) -> bool:
        """``spec`` is the home game's (the registry's ``companion`` flag says so): its menu is the main
        menu, ``--continue`` needs no ``--game``, and the computer's seat is remembered in the settings."""
        return not self.entry(spec.name).companion

