"""The errors every game raises: ``ValueError`` subclasses with a ``code`` and ``params``.

Why one base: the terminal loop, the record reader and the tests treat a
refusal from any game the same way. ``code`` names the problem for a message
catalogue and ``params`` fill it in; the English message (``str(error)``) names
the input and the reason, for logs and tests. One argument order everywhere:
``SomeError(code, message, **params)``.
"""
from __future__ import annotations

__all__ = ["GameError", "InvalidActionError", "IllegalActionError", "NotationError"]


class GameError(ValueError):
    """A refusal: ``code`` (a catalogue key), ``params`` (its fields), the English message.

    ``kind`` says which family of catalogue keys the code belongs to
    (``invalid.<code>``, ``illegal.<code>``, ``notation.<code>``).
    """

    kind = "error"

    def __init__(self, code: str, message: str, /, **params: object) -> None:
        super().__init__(message)
        self.code = code
        self.params = params

    @property
    def key(self) -> str:
        """The catalogue key of this refusal: ``<kind>.<code>``."""
        return f"{self.kind}.{self.code}"


class InvalidActionError(GameError):
    """Text that is not an action at all (syntax), whatever the position."""

    kind = "invalid"


class IllegalActionError(GameError):
    """A well-formed action that the rules do not allow in this position."""

    kind = "illegal"


class NotationError(GameError):
    """A position in notation that is malformed or impossible."""

    kind = "notation"
