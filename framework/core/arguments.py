"""Checks for the arguments of every public constructor and method of the engines.

Why: an engine called from Python (a test, a bench script, a bot, the network
table) must refuse nonsense the way the terminal refuses a bad command: with a
documented error that names the argument and the reason, and nothing changed.
``True`` is not a number of stones, ``'no'`` is not a switch, ``-1`` is not a
seat. Wrong type: :class:`ArgumentTypeError` (a ``TypeError``). Right type,
out of range: :class:`ArgumentValueError` (a ``ValueError`` and a
``GameError``, so every caller that catches refusals catches it).
"""
from __future__ import annotations

from typing import Iterable

from framework.core.errors import GameError

__all__ = ["ArgumentTypeError", "ArgumentValueError", "check_int", "check_bool", "check_str", "check_choice",
           "check_seat"]


class ArgumentTypeError(TypeError):
    """An argument of the wrong type; ``code`` is ``argument_type``, ``params`` name it."""

    code = "argument_type"

    def __init__(self, name: str, value: object, expected: str) -> None:
        super().__init__(f"{name} must be {expected}, not {_shown(value)} ({type(value).__name__})")
        self.params = {"name": name, "value": _shown(value), "expected": expected}


class ArgumentValueError(GameError):
    """An argument of the right type outside its range; ``code`` is ``argument_range``."""

    kind = "argument"

    def __init__(self, name: str, value: object, expected: str) -> None:
        super().__init__("argument_range", f"{name} must be {expected}, not {_shown(value)}",
                         name=name, value=_shown(value), expected=expected)


def _shown(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:39] + "…"


def check_int(name: str, value: object, low: int | None = None, high: int | None = None) -> int:
    """``value`` as a plain ``int`` if it is an ``int`` (not a ``bool``) within ``low``..``high``."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ArgumentTypeError(name, value, "a whole number")
    value = int.__int__(value)      # a subclass's own comparisons are not trusted: its plain int is checked
    if (low is not None and value < low) or (high is not None and value > high):
        if low is not None and high is not None:
            expected = f"from {low} to {high}"
        elif low is not None:
            expected = f"at least {low}"
        else:
            expected = f"at most {high}"
        raise ArgumentValueError(name, value, expected)
    return value


def check_bool(name: str, value: object) -> bool:
    """``value`` if it is ``True`` or ``False`` (not ``'no'``, not ``0``)."""
    if not isinstance(value, bool):
        raise ArgumentTypeError(name, value, "True or False")
    return value


def check_str(name: str, value: object, max_len: int | None = None) -> str:
    """``value`` if it is a ``str`` of at most ``max_len`` characters."""
    if not isinstance(value, str):
        raise ArgumentTypeError(name, value, "a string")
    if max_len is not None and len(value) > max_len:
        raise ArgumentValueError(name, value, f"at most {max_len} characters")
    return value


def check_choice(name: str, value: object, choices: Iterable[object]) -> object:
    """``value`` if it is one of ``choices`` (compared with its type, so ``True`` is not ``1``)."""
    options = list(choices)
    for option in options:
        if type(value) is type(option) and value == option:
            return value
    expected = "one of " + ", ".join(repr(option) for option in options)
    if not any(type(value) is type(option) for option in options):
        raise ArgumentTypeError(name, value, expected)
    raise ArgumentValueError(name, value, expected)


def check_seat(name: str, value: object, seats: int = 2) -> int:
    """A seat number ``0``..``seats-1``."""
    return check_int(name, value, 0, seats - 1)
