"""The light entry the menu lists for each game; what a game gives the house is its spec (framework/spec.py).

Why one entry per game: adding a game used to mean editing four places (two
registries in the command line, the menu, both catalogues). Now a game is its
own folder plus one :class:`Listing` in ``games/__init__.py``; the main menu,
``--game NAME`` and the contract tests are built from that list.

The :class:`Listing` is light (a name, its label, where its spec lives), so the
menu comes up without importing any game; :meth:`Listing.spec` imports the game
when it is chosen.
"""
from __future__ import annotations

__all__ = ["Listing"]


class Listing:
    """One game on the menu: its registry ``name``, its ``label`` per language, and the module
    whose ``SPEC`` is its :class:`framework.spec.GameSpec` (imported only when the game is chosen).

    The save slot's facts are here too (``folder``, ``suffix``, ``name_keys``: the header keys
    holding the players' names), so the menu can peek at a saved game without importing the
    game; a contract test checks they agree with the game's codec. ``programs`` are extra
    command-line programs (``--ataxx-uai`` ...): flag -> (module with ``main(argv)``, metavar, help).
    A plain class: the menu imports this module at start-up.
    """

    __slots__ = ("name", "label", "module", "companion", "programs", "folder", "suffix", "name_keys")

    def __init__(self, name: str, label: dict, module: str, *, companion: bool = True, folder: str = "",
                 suffix: str = "", name_keys: tuple = (), programs: dict | None = None) -> None:
        self.name, self.label, self.module, self.companion = name, label, module, companion
        self.folder, self.suffix, self.name_keys = folder, suffix or f".{name}", tuple(name_keys)
        self.programs = dict(programs or {})

    def __repr__(self) -> str:
        return f"Listing({self.name!r}, module={self.module!r})"

    def spec(self):
        import importlib
        return importlib.import_module(self.module).SPEC

    def title(self, lang: str) -> str:
        return self.label.get(lang) or self.label["en"]


