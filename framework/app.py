"""The house program: one :class:`App` on one terminal, composed of its parts by job.

The parts (each a mixin over this App's words, terminal and settings; none
imports another's class, so there is no circle between them):

* framework/menus.py: the main menu (the home game's), the companion games,
  a game's own menu, the settings, the rules pages;
* framework/new_game.py: a new game's seats, names, questions and session;
* framework/playing.py: a game at the keyboard (the shared turn loop), what is
  said around it;
* framework/saved_games.py: save slots (one writer each), autosave, continue,
  ``--load``, restore;
* framework/replay.py: ``--replay`` and watching a busy slot's game.

This module keeps what they all share: the words (the house's catalogue and a
game's), the terminal and its prompt, the registry, and the start as the
command line says. The games, the engine and ``console`` are imported only when
they are used (inside the parts' functions), so the menu comes up about as fast
as Python itself.
"""
from __future__ import annotations

import os
import sys

from framework import settings as config
from framework.menus import CONTINUE_KEYS, HOUSE_TEXTS, Menus
from framework.new_game import LEVEL_WORDS, SEATS, NewGames
from framework.playing import DEFAULT_DELAY, Playing
from framework.prompt import Leave, Prompt
from framework.replay import Replay, Replays
from framework.saved_games import SavedGames
from framework.terminal import Terminal, locale_language, printable
from framework.texts import COMMON, HOUSE, Catalogue, explain_load, explain_save

__all__ = ["App", "Replay", "Leave", "CONTINUE_KEYS", "LEVEL_WORDS", "DEFAULT_DELAY", "SEATS"]


class App(Menus, NewGames, Playing, SavedGames, Replays):
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

    def is_home(self, spec) -> bool:
        """``spec`` is the home game's (the registry's ``companion`` flag says so): its menu is the main
        menu, ``--continue`` needs no ``--game``, and the computer's seat is remembered in the settings."""
        return not self.entry(spec.name).companion

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
            self.play_new(spec, "demo", options=self._quick_options())
            return 0                        # a demo ends the program: nobody may be at the keyboard
        elif (any(getattr(args, q.flag, False) for q in self.home.quick_starts if q.flag)
              or getattr(args, "vs_computer", None)):
            seat = {"I": 0, "II": 1}.get(getattr(args, "vs_computer", None) or "")
            self.play_new(spec, "computer" if seat is not None else "two",
                          options=self._quick_options(), computer_seat=seat)
        self.menu()
        return 0

    def _starts_a_game(self) -> bool:
        a = self.args
        flags = ("replay", "load", "resume", "demo", "vs_computer") + tuple(q.flag for q in self.home.quick_starts)
        return any(getattr(a, name, None) for name in flags if name)

    def _quick_options(self) -> dict:
        """The home game's options for a game started from the command line: the quick start its flag
        names (``--short``), else the first (``--play``, ``--vs-computer``, ``--demo``)."""
        quick = self.home.quick_starts
        chosen = [q for q in quick if q.flag and getattr(self.args, q.flag, False)] or list(quick)
        return dict(chosen[0].options) if chosen else {}


def _texts_module(spec):
    """The game's texts module, for its own way of explaining refusals (``explain``), if it has one."""
    import importlib
    try:
        return importlib.import_module(f"games.{spec.name}.texts")
    except ImportError:
        return None
