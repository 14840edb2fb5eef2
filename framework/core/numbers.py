"""One reader for every number a person or a file gives us.

Why one place: ``str.isdigit()`` accepts superscripts (``²``) and other digits
that ``int()`` refuses, and ``int()`` of thousands of digits raises. Every
number field (commands, notation, records, settings, protocol lines, menu
choices, command-line options) goes through :func:`parse_number`: ASCII digits
only, a length limit, a range. A number with a decimal point (minutes on a
clock, a pause in seconds) goes through :func:`parse_decimal`, by the same rule:
``float()`` too accepts ``٣``, ``1_0``, ``1e3``, ``nan`` and ``inf``.
"""
from __future__ import annotations

from framework.core.errors import InvalidActionError

__all__ = ["NumberError", "menu_number", "parse_number", "parse_decimal", "is_number", "MAX_DIGITS", "whole_number_arg",
           "decimal_arg"]

#: More digits than any field of any game needs, far below Python's int() limit.
MAX_DIGITS = 18
_DIGITS = frozenset("0123456789")


class NumberError(InvalidActionError):
    """Text that is not a whole number in range. Codes: ``not_a_number``, ``too_long``, ``out_of_range``."""


def is_number(text: object, max_digits: int = MAX_DIGITS) -> bool:
    """True for a non-empty run of at most ``max_digits`` ASCII digits (no sign, no spaces)."""
    return (isinstance(text, str) and 0 < len(text) <= max_digits
            and all(ch in _DIGITS for ch in text))


def parse_number(text: object, low: int | None = None, high: int | None = None, *,
                 max_digits: int = MAX_DIGITS, signed: bool = False) -> int:
    """``text`` as an int: ASCII digits only (a leading ``-`` if ``signed``), at most
    ``max_digits`` of them, within ``low``..``high`` when given; NumberError otherwise."""
    if not isinstance(text, str):
        raise NumberError("not_a_number", f"{text!r} is not a whole number", token=repr(text))
    shown = text if len(text) <= 24 else text[:23] + "…"
    body = text[1:] if signed and text.startswith("-") else text
    if not body or any(ch not in _DIGITS for ch in body):
        raise NumberError("not_a_number", f"{shown!r} is not a whole number", token=shown)
    digits = body.lstrip("0") or "0"
    if len(digits) > max_digits:
        raise NumberError("too_long", f"{shown!r} has more than {max_digits} digits", token=shown,
                          limit=max_digits)
    value = int(digits) if body is text else -int(digits)     # int() refuses 4,300 leading zeros
    if (low is not None and value < low) or (high is not None and value > high):
        raise NumberError("out_of_range", f"{shown} is not within {low}-{high}", token=shown,
                          low=low, high=high)
    return value


def parse_decimal(text: object, low: float | None = None, high: float | None = None, *,
                  max_digits: int = MAX_DIGITS) -> float:
    """``text`` as a float: ASCII digits with at most one decimal point (``5``, ``0.5``, ``.5``), at most
    ``max_digits`` on either side of it, within ``low``..``high`` when given; NumberError otherwise
    (no sign, exponent, underscore, space, ``nan`` or ``inf``)."""
    if not isinstance(text, str):
        raise NumberError("not_a_number", f"{text!r} is not a number", token=repr(text))
    shown = text if len(text) <= 24 else text[:23] + "…"
    whole, _, fraction = text.partition(".")
    if not (whole or fraction) or any(ch not in _DIGITS for ch in whole + fraction):
        raise NumberError("not_a_number", f"{shown!r} is not a number", token=shown)
    if len(whole.lstrip("0")) > max_digits or len(fraction) > max_digits:
        raise NumberError("too_long", f"{shown!r} has more than {max_digits} digits", token=shown,
                          limit=max_digits)
    value = float(f"{whole or '0'}.{fraction or '0'}")
    if (low is not None and value < low) or (high is not None and value > high):
        raise NumberError("out_of_range", f"{shown} is not within {low}-{high}", token=shown,
                          low=low, high=high)
    return value


# ------------------------------------------------ the same readers as command-line option types

def whole_number_arg(low: int | None = None, high: int | None = None, *, signed: bool = False):
    """An argparse ``type`` reading a whole number with :func:`parse_number` (``type=int`` takes ``٣``
    and ``1_0``). NumberError is a ValueError, so argparse words the refusal as for an int."""
    def read(text: str) -> int:
        return parse_number(text, low, high, signed=signed)
    read.__name__ = "int"
    return read


def decimal_arg(low: float | None = None, high: float | None = None):
    """An argparse ``type`` reading a decimal with :func:`parse_decimal` (``type=float`` takes ``nan``)."""
    def read(text: str) -> float:
        return parse_decimal(text, low, high)
    read.__name__ = "float"
    return read


def menu_number(choice: str, last: int) -> int | None:
    """The menu line ``choice`` names (1..``last``, at most two digits, ``01`` too), read by the house's one
    number reader (``²`` and other digits ``int()`` refuses are refused, not a traceback); None otherwise."""
    if len(choice) > 2:
        return None
    try:
        return parse_number(choice, 1, last)
    except NumberError:
        return None
