"""What a game's view declares to the table screen: the protocol every game's view follows, and its defaults.

Why here, under the screens: a game's spec names its view (framework/core/spec.py), and the terminal
interface (framework/tui/table_screen.py) draws whatever view it is given; both read this one contract.
A view returns lines and notes (text, or ``(role, text)``), never prints.
"""
from __future__ import annotations

from typing import Any, Callable, Protocol

from framework.core.errors import GameError

__all__ = ["View", "ViewDefaults", "MIN_COLUMNS", "Note"]

#: The narrowest terminal a game's screen is drawn on when its view does not say (``View.min_columns``).
MIN_COLUMNS = 60

Note = Any          # a text, or (role, text) for a styled note


class View(Protocol):
    """What a game shows and understands at its table; everything else of the screen is shared.

    ``t(key, **params)`` is the game's catalogue in the player's language (``lang``);
    ``term`` the terminal (``style``, ``ascii``).
    """

    title: str
    lang: str
    pass_word: str | None
    #: The narrowest terminal the view's smallest layout fits (below it the screen says the width needed).
    min_columns: int

    def header(self, session: Any, mover: int, turn_over: bool) -> str: ...

    def info(self, session: Any, turn_over: bool, last_throw: tuple | None) -> list[str]: ...

    def board(self, session: Any, reader: int) -> list[str]: ...

    def status(self, session: Any, reader: int, left_ms: Callable[[int], int | None]) -> list[str]: ...

    def lead(self, session: Any) -> list[Note]: ...

    def played(self, played: Any, session: Any) -> list[Note]: ...

    def moves(self, session: Any, arg: str | None) -> list[Note]: ...

    def hint(self, session: Any) -> list[Note]: ...

    def stuck(self, session: Any) -> list[Note]: ...

    def refusal(self, error: GameError, text: str) -> Note: ...

    def help(self) -> str: ...

    def end(self, session: Any) -> list[Note]: ...

    def prompt(self, session: Any, left_ms: int | None) -> str: ...

    def action_text(self, played: Any) -> str: ...

    # Declared, with a default in :class:`ViewDefaults` (every view's base): a view gives its own only when
    # the game has more to say; the screen reads them, never asks whether they exist. Typed text is never
    # parsed here: the screen hands it to the session as typed, and the game's engine reads it.
    #: The game offers draws (Latrunculi's ``draw``): a server's table then has ``draw``/``accept``/``decline``.
    draw_offers: bool

    def describe(self, played: Any, session: Any, reader: int) -> str:
        """An action as ``reader`` should read it (points in their numbering, what it captured)."""

    def typed(self, played: Any, session: Any) -> str:
        """The action as the mover would type it (hint)."""

    def command(self, word: str, rest: str, screen: Any) -> bool:
        """The game's own command words (``flip``, ``draw``, a square alone): True when the line was one."""


class ViewDefaults:
    """The defaults of a view's declared abilities (:class:`View`): the narrowest screen the house's, an
    action read as its :meth:`View.action_text` and typed as played, no command words and no draw offers."""

    lang: str = "en"
    min_columns: int = MIN_COLUMNS
    draw_offers: bool = False

    def describe(self, played: Any, session: Any, reader: int) -> str:
        return self.action_text(played)

    def typed(self, played: Any, session: Any) -> str:
        return played.text

    def command(self, word: str, rest: str, screen: Any) -> bool:
        return False
