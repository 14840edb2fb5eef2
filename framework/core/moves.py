"""What every game's move value shares (issue 33, one move value per game).

A game's move is one frozen type, equal only to a move of that type: the plain tuple ``(1, 0)`` is not
Latrunculi's move ``b1a1``, so it is neither equal to a legal move nor legal itself. Its text is the
game's (``move.text()``, read back by the game's parser); the framework's view of it is
:class:`framework.core.game.Action`.
"""
from __future__ import annotations

__all__ = ["equal_only_to_its_type"]


def equal_only_to_its_type(cls: type) -> type:
    """Class decorator for a game's NamedTuple move: equal only to a move of its own type (not to a plain
    tuple of the same values), hashed as the tuple (C speed; equal moves hash alike), ordered as before.

    Why a tuple still: the engines build moves in their hot loops, and a NamedTuple is made and hashed at
    C speed. Its ordering comparisons go through Python's slot once ``__eq__`` is Python's, so an engine
    that sorts many moves sorts by a key (Latrunculi's ``legal_moves``).
    """
    def __eq__(self: tuple, other: object) -> bool:
        return other.__class__ is cls and tuple.__eq__(self, other)

    def __ne__(self: tuple, other: object) -> bool:
        return not (other.__class__ is cls and tuple.__eq__(self, other))

    for method in (__eq__, __ne__):
        method.__qualname__ = f"{cls.__qualname__}.{method.__name__}"
        method.__module__ = cls.__module__
    cls.__eq__ = __eq__
    cls.__ne__ = __ne__
    cls.__hash__ = tuple.__hash__
    return cls
