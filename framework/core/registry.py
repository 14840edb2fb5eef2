"""The light entry the menu lists for each game; what a game gives the house is its spec (framework/core/spec.py).

Why one entry per game: adding a game used to mean editing four places (two
registries in the command line, the menu, both catalogues). Now a game is its
own folder plus one :class:`Listing` in ``games/__init__.py``; the main menu,
``--game NAME`` and the contract tests are built from that list.

The :class:`Listing` is light (a name, its label, where its spec lives), so the
menu comes up without importing any game; :meth:`Listing.spec` imports the game
when it is chosen.
"""
from __future__ import annotations

__all__ = ["Listing", "QuickStart"]


def _refuse(name: str, value: object, expected: str, out_of_range: bool = False) -> None:
    """framework/core/arguments.py's errors, imported only to refuse: the menu imports this module at start-up,
    and that one brings ``typing`` (tests/framework/test_menu_start_up.py)."""
    from framework.core.arguments import ArgumentTypeError, ArgumentValueError     # deferred: start-up (typing)
    raise (ArgumentValueError if out_of_range else ArgumentTypeError)(name, value, expected)


def _text(name: str, value: object) -> str:
    if not isinstance(value, str):
        _refuse(name, value, "a string")
    return value


def _labels(label: object) -> dict:
    """A label per language: a dict of texts with at least the English one."""
    if not isinstance(label, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in label.items()):
        _refuse("label", label, "a dict of texts per language")
    if "en" not in label:
        _refuse("label", label, "a dict with the English label ('en')", out_of_range=True)
    return dict(label)


class Listing:
    """One game on the menu: its registry ``name``, its ``label`` per language, and the module
    whose ``SPEC`` is its :class:`framework.core.spec.GameSpec` (imported only when the game is chosen).

    The save slot's facts are here too (``folder``, ``suffix``, ``name_keys``: the header keys
    holding the players' names), so the menu can peek at a saved game without importing the
    game; a contract test checks they agree with the game's codec. ``programs`` are extra
    command-line programs (``--ataxx-uai`` ...): flag -> (module with ``main(argv)``, metavar, help).
    A plain class: the menu imports this module at start-up.

    ``companion`` is False for the one home game: its menu is the main menu, and ``--continue``
    without ``--game`` continues it. ``quick_starts`` are its menu lines that start a game with
    preset options (:class:`QuickStart`).

    ``after_game`` is the name as a sentence says it after the word "game" (a case form the listing owns,
    per language; the label where absent): Polish "Zasady gry w długie nardy", Russian "партия в длинные
    нарды", where the bare label would not decline ("Zasady gry Długie nardy").
    """

    __slots__ = ("name", "label", "module", "companion", "programs", "folder", "suffix", "name_keys",
                 "quick_starts", "after_game")

    def __init__(self, name: str, label: dict, module: str, *, companion: bool = True, folder: str = "",
                 suffix: str = "", name_keys: tuple = (), programs: dict | None = None,
                 quick_starts: tuple = (), after_game: dict | None = None) -> None:
        for what, text in (("name", name), ("module", module), ("folder", folder), ("suffix", suffix)):
            _text(what, text)
        if not isinstance(companion, bool):
            _refuse("companion", companion, "True or False")
        if not isinstance(name_keys, (tuple, list)) or not all(isinstance(key, str) for key in name_keys):
            _refuse("name_keys", name_keys, "a tuple of header keys")
        if programs is not None and not isinstance(programs, dict):
            _refuse("programs", programs, "None or a dict")
        if not isinstance(quick_starts, (tuple, list)) or not all(isinstance(q, QuickStart) for q in quick_starts):
            _refuse("quick_starts", quick_starts, "a tuple of QuickStart")
        if after_game is not None and not isinstance(after_game, dict):
            _refuse("after_game", after_game, "None or a dict of texts per language")
        self.name, self.label, self.module, self.companion = name, _labels(label), module, companion
        self.folder, self.suffix, self.name_keys = folder, suffix or f".{name}", tuple(name_keys)
        self.programs = dict(programs or {})
        self.quick_starts: tuple[QuickStart, ...] = tuple(quick_starts)
        self.after_game = {**self.label, **_labels({"en": self.label["en"], **(after_game or {})})}

    def __repr__(self) -> str:
        return f"Listing({self.name!r}, module={self.module!r})"

    def spec(self):
        import importlib                # deferred: start-up (importlib)
        return importlib.import_module(self.module).SPEC

    def title(self, lang: str) -> str:
        return self.label.get(_text("lang", lang)) or self.label["en"]

    def title_after_game(self, lang: str) -> str:
        """The name as it follows the word "game" in ``lang`` (``after_game``): "w długie nardy"."""
        return self.after_game.get(_text("lang", lang)) or self.label["en"]


class QuickStart:
    """A menu line that starts a two-person game with preset options, like XII Scripta's "New game
    (15 pieces each)" and "Short game (3 pieces each)".

    Why here and not in the game's spec: the menu draws these lines before any
    game is imported (a plain class, like :class:`Listing`). ``label`` is the
    line per language; ``options`` the setup options it presets (their questions
    are not asked; the game's other questions are); ``flag`` the home program's
    command-line option that starts it at once (``--play``, ``--short``; ``""``:
    none) and ``help`` that option's line in ``--help``; the first quick start
    is also the length of ``--vs-computer`` and ``--demo`` games.
    """

    __slots__ = ("label", "options", "flag", "help")

    def __init__(self, label: dict, options: dict, flag: str = "", help: str = "") -> None:
        if not isinstance(options, dict) or not all(isinstance(name, str) for name in options):
            _refuse("options", options, "a dict of setup options")
        self.label, self.options, self.flag, self.help = _labels(label), dict(options), _text("flag", flag), \
            _text("help", help)

    def __repr__(self) -> str:
        return f"QuickStart({self.label.get('en')!r}, options={self.options!r}, flag={self.flag!r})"

    def title(self, lang: str) -> str:
        return self.label.get(_text("lang", lang)) or self.label["en"]
