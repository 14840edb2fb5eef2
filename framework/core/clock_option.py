"""The chess clock any game may offer: the menu's question, ``--clock MINUTES``, and the setup value.

Why its own module: it is one option among a game's options, not part of what
a spec is (framework/core/spec.py); a game with a clock lists :data:`CLOCK` in its
``options`` and calls :func:`add_clock_argument` and :func:`clock_setup` from
its own command line.
"""
from __future__ import annotations

import argparse

from framework.core.numbers import NumberError, parse_decimal
from framework.core.spec import Option

__all__ = ["clock_ms", "CLOCK", "add_clock_argument", "clock_setup", "MAX_CLOCK_MINUTES"]

#: The longest clock offered: ten hours a player.
MAX_CLOCK_MINUTES = 600


def clock_ms(answer: str) -> int | None:
    """Minutes for each player (``5``, ``0.5``, ``0,5``) as milliseconds; Enter: no clock.

    ValueError (the answer) for anything else (read by the house's number reader: ASCII digits only,
    no exponent, nan or inf).
    """
    answer = answer.strip()
    if not answer:
        return None
    try:
        minutes = parse_decimal(answer.replace(",", "."), 0, MAX_CLOCK_MINUTES, max_digits=6)
    except NumberError:
        raise ValueError(answer) from None
    if minutes <= 0:
        raise ValueError(answer)
    return max(1, int(round(minutes * 60_000)))


#: The question a game with a clock asks before a new game (texts ``option.clock``/``option.bad_clock``).
CLOCK = Option("clock_ms", "option.clock", "option.bad_clock", clock_ms)


def add_clock_argument(parser) -> None:
    """``--clock MINUTES`` for a game's own command line (``--game NAME``), in the parser's language
    (framework/tui/cli_parser.py)."""
    say = parser.text
    parser.add_argument("--clock", type=lambda text: _minutes(text, say), metavar=say("cli.meta.minutes"),
                        help=say("cli.clock", max=MAX_CLOCK_MINUTES))


def clock_setup(args) -> dict:
    """``--clock`` as a setup value (``{}`` without it)."""
    minutes = getattr(args, "clock", None)
    return {} if minutes is None else {"clock_ms": max(1, int(round(minutes * 60_000)))}


def _minutes(text: str, say) -> float:
    try:
        ms = clock_ms(text)
    except ValueError:
        ms = None
    if ms is None:
        raise argparse.ArgumentTypeError(say("cli.bad_clock", text=repr(text), max=MAX_CLOCK_MINUTES))
    return ms / 60_000
