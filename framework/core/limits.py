"""What every reader of untrusted input keeps to: sizes, nesting and lines, in one place.

Why one place: settings files, game records, save slots and the protocol
lines of the player programs are written by people or other programs, and a
hostile or damaged one must be refused with a clear reason, never crash the
reader (a JSON file nested fifty thousand deep used to raise RecursionError
at every start). Numbers are read by :func:`framework.core.numbers.parse_number`.
"""
from __future__ import annotations

import os
import stat

__all__ = ["MAX_RECORD_BYTES", "MAX_SEED_DIGITS", "MAX_SETTINGS_BYTES", "MAX_LINE", "MAX_NESTING", "LimitError",
           "NotAFile", "read_regular", "check_nesting", "load_json", "read_line", "NetLimits", "NET", "MAX_NET_INT",
           "MAX_NET_TEXT"]

#: A game record or save (a long game is a few tens of kilobytes).
MAX_RECORD_BYTES = 4 * 1024 * 1024
#: A seed: a whole number of at most this many digits (a minus before them allowed). ``--seed`` refuses a
#: longer one, every game writes it and every game's record reader reads it back (a record's ``Seed``).
MAX_SEED_DIGITS = 40
#: settings.json (a few hundred bytes).
MAX_SETTINGS_BYTES = 64 * 1024
#: One line of a player program's protocol.
MAX_LINE = 4096
#: Brackets inside brackets in any JSON we read (settings need one level).
MAX_NESTING = 32



class NotAFile(OSError):
    """A path that names no regular file: a FIFO, a device or a socket (a folder is IsADirectoryError)."""


def read_regular(path: "str | os.PathLike[str]", limit: int) -> bytes:
    """At most ``limit + 1`` bytes of the regular file at ``path`` (the caller refuses more than ``limit``).

    Why not plain ``open``: opening a FIFO waits for a writer for ever, and reading a device may never
    end. The file is opened without blocking and without following into a terminal, then looked at
    (``fstat``, the very file opened, no race with a rename) before one byte is read; anything but a
    regular file is refused with :class:`NotAFile`.
    """
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise IsADirectoryError(21, "Is a directory", str(path))
        if not stat.S_ISREG(mode):
            raise NotAFile(f"{path}: not a regular file")
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, limit + 1 - size)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


#: The biggest whole number a network message may hold (``id``, ``n``, clock milliseconds).
MAX_NET_INT = 2 ** 31
#: The longest string a network message may hold in any field (a line is at most MAX_LINE anyway).
MAX_NET_TEXT = 512


class NetLimits:
    """What the game server allows one connection and one address (issue 20), in one value.

    Why a value and not constants only: tests and the load benchmark run a
    server with other numbers (a tiny grace, a fast rate for scripted
    clients); the defaults below are what ``--serve`` uses. A plain class,
    not a dataclass: the menu imports this module and must not load
    ``dataclasses`` (it imports ``re``).

    * ``line``: bytes of one message with its newline; longer: ``line_too_long``, then disconnect.
    * ``hello_s``: seconds a new connection has to say ``hello`` (``hello_timeout``).
    * ``line_s``: seconds a line may take from its first byte to its newline (``too_slow``: slow-loris).
    * ``rate``/``burst``: messages a second per connection, and the bucket's size (``too_fast``).
    * ``chat_s``: seconds between two ``say`` of one connection (``chat_too_fast``).
    * ``idle_s``: seconds a connection may stay silent after ``hello`` (``idle_timeout``): a client with
      nothing to say sends ``ping`` (the house's does after 15 s of silence).
    * ``connections``: open connections per address, loopback excepted (``too_many_connections``).
    * ``tables``: unfinished tables one connection may sit at (``too_many_tables``).
    * ``waiting``: tables one connection may have opened that still wait for a second player
      (``too_many_waiting``): a table waiting holds a place of ``max_tables`` for as long as it waits.
    * ``max_connections``: open connections in all (``server_full``; ``--max-connections``).
    * ``max_tables``: unfinished tables in all (``server_tables_full``; ``--max-tables``).
    * ``send_queue``: messages waiting to go to one connection; more: that connection is dropped.
    * ``grace_s``: seconds a dropped player has to come back before the other may claim the game.
    * ``turn_limit_s``: seconds a seat that must act (a link, a throw, a move) may take before the other may
      claim the game as if it were gone (a game with a clock: the clock measures the mover instead).
    """

    FIELDS = {"line": MAX_LINE, "hello_s": 10.0, "line_s": 10.0, "idle_s": 60.0, "rate": 20.0, "burst": 40,
              "chat_s": 1.0, "connections": 16, "tables": 8, "waiting": 2, "max_connections": 1000, "max_tables": 500,
              "send_queue": 256, "grace_s": 120.0, "turn_limit_s": 300.0}
    __slots__ = tuple(FIELDS)

    def __init__(self, **values: float) -> None:
        unknown = set(values) - set(self.FIELDS)
        if unknown:
            raise TypeError(f"no such network limit: {', '.join(sorted(unknown))}")
        for name, default in self.FIELDS.items():
            object.__setattr__(self, name, values.get(name, default))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("network limits are fixed; make new ones with replace()")

    def replace(self, **changes: float) -> "NetLimits":
        return NetLimits(**{**{n: getattr(self, n) for n in self.FIELDS}, **changes})

    def __repr__(self) -> str:
        return "NetLimits(" + ", ".join(f"{n}={getattr(self, n)!r}" for n in self.FIELDS) + ")"


#: The server's limits unless told otherwise.
NET = NetLimits()


class LimitError(ValueError):
    """Input beyond a reader's limits. ``code``: ``too_large``, ``too_deep``, ``line_too_long``, ``not_json``."""

    def __init__(self, code: str, message: str, **params: object) -> None:
        super().__init__(message)
        self.code, self.message, self.params = code, message, params


def check_nesting(text: str, limit: int = MAX_NESTING) -> None:
    """LimitError ``too_deep`` if JSON brackets (outside strings) nest deeper than ``limit``."""
    depth = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > limit:
                raise LimitError("too_deep", f"brackets nested more than {limit} deep", limit=limit)
        elif ch in "]}":
            depth -= 1


def load_json(text: str, max_chars: int = MAX_SETTINGS_BYTES, max_depth: int = MAX_NESTING) -> object:
    """JSON from untrusted ``text``: LimitError if too large, too deep or not JSON (never RecursionError)."""
    if len(text) > max_chars:
        raise LimitError("too_large", f"larger than {max_chars} characters", limit=max_chars)
    check_nesting(text, max_depth)
    import json                         # deferred: start-up (json imports re)
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as err:
        raise LimitError("not_json", f"not valid JSON: {err}") from None


def lenient_input(stream) -> None:
    """Read ``stream`` (a text stream: standard input) so that bytes its encoding cannot decode never raise:
    they become lone surrogates (``surrogateescape``), which every reader then refuses as a bad line.
    Why: under a UTF-8 locale Python decodes standard input strictly, and one invalid byte from a
    protocol's peer ended the program in a UnicodeDecodeError."""
    try:
        stream.reconfigure(errors="surrogateescape")
    except (AttributeError, ValueError, OSError):
        pass        # not a reconfigurable text stream (a test's StringIO): nothing to decode


def read_line(stream, limit: int = MAX_LINE) -> str:
    """One line from ``stream`` (text), at most ``limit`` characters; LimitError if longer. ``""`` at the end."""
    line = stream.readline(limit + 1)
    if len(line) > limit and not line.endswith("\n"):
        raise LimitError("line_too_long", f"a line longer than {limit} characters", limit=limit)
    return line
