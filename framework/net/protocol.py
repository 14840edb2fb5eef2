"""The network game's message layer: one JSON object per line, read and checked before anything acts on it.

Why one module: the server trusts nothing a connection sends. Every line is
decoded here (UTF-8, JSON within the house's size and nesting limits, an
object with a known ``type``) and every field of every message type checked
for its type and range (a whole number is an ``int`` within bounds, a string
has a length limit), so the tables (framework/net/table.py) receive only
well-formed requests and a hostile line gets a :class:`ProtocolError` with one
of the contract's codes (docs/protocol.md lists them). :func:`encode` writes
the other way: one line, ``\\n`` ended.
"""
from __future__ import annotations

import json
import re
from typing import Any, Callable

from framework.core.limits import MAX_LINE, MAX_NET_INT, MAX_NET_TEXT, LimitError, load_json
from framework.core.signed_log import MAX_SEQ
from framework.net.names import NameRefused, check_name

__all__ = ["VERSION", "ProtocolError", "decode", "encode", "check", "ok", "error", "CHECKS", "MAX_NAME",
           "MAX_SAY", "MAX_LIST", "DICE_FIELDS", "is_hex_link"]

#: The protocol's version: ``hello`` must name it.
VERSION = 3
#: A player's name: at most 24 columns (framework/net/names.py).
MAX_NAME = 24
#: Tables in one ``list`` reply (``limit``'s most and its default).
MAX_LIST = 100
#: One line of chat.
MAX_SAY = 200
#: Fields a client never sends: dice, throws and positions come from the server and the joint randomness.
DICE_FIELDS = ("dice", "throw", "roll", "position", "fen", "notation", "board", "record", "seed", "script")
_HEX = re.compile(r"[0-9a-f]{64}")
_SIG = re.compile(r"[0-9a-f]{128}")
_TOKEN = re.compile(r"[A-Za-z0-9_-]{1,64}")
_TABLE = re.compile(r"[a-z0-9]{1,16}")
_OPTION = re.compile(r"[a-z_]{1,32}")
_POOL = re.compile(r"[a-z0-9_]{1,32}")


class ProtocolError(ValueError):
    """A message refused before it reaches a table: ``code`` (the contract's), ``message``, ``params``,
    and ``id``, the request's id when it could be read (the error reply echoes it)."""

    def __init__(self, code: str, message: str, /, *, id: int | None = None, **params: object) -> None:
        super().__init__(message)
        self.code, self.message, self.params, self.id = code, message, params, id


def encode(message: dict) -> bytes:
    """``message`` as one line of UTF-8 JSON, ``\\n`` ended (JSON escapes every newline inside strings)."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode("utf-8") + b"\n"


def decode(line: bytes) -> dict:
    """One received line (with or without its ``\\n``) -> a checked message; ProtocolError if it is none."""
    if len(line) > MAX_LINE:
        raise ProtocolError("line_too_long", f"a line longer than {MAX_LINE} bytes", limit=MAX_LINE)
    line = line.removesuffix(b"\n").removesuffix(b"\r")
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ProtocolError("bad_utf8", f"the line is not UTF-8 (byte {line[exc.start]:#04x} at offset {exc.start})",
                            offset=exc.start) from None
    try:
        message = load_json(text, max_chars=MAX_LINE)
    except LimitError as exc:
        raise ProtocolError("bad_json", f"the line is not a JSON message: {exc.message}", reason=exc.code) from None
    except ValueError as exc:           # an integer of thousands of digits
        raise ProtocolError("bad_json", f"the line is not a JSON message: {exc}", reason="not_json") from None
    if not isinstance(message, dict):
        raise ProtocolError("bad_json", "a message is a JSON object ({...}), not "
                            f"{type(message).__name__}", reason="not_an_object")
    request_id = message.get("id")
    request_id = request_id if type(request_id) is int and 0 <= request_id <= MAX_NET_INT else None
    try:
        return check(message)
    except ProtocolError as exc:
        exc.id = request_id
        raise


def check(message: dict) -> dict:
    """``message`` (a decoded object) checked field by field for its type; ProtocolError if anything is off."""
    _unicode(message)
    kind = message.get("type")
    if not isinstance(kind, str):
        raise _bad("type", "the message type as text")
    if "id" in message:
        _int(message, "id", 0, MAX_NET_INT)
    checker = CHECKS.get(kind)
    if checker is None:
        raise ProtocolError("unknown_type", f"unknown message type {kind[:40]!r}", type=kind[:40])
    checker(message)
    return message


def ok(request: dict, **fields: Any) -> dict:
    """The reply to ``request``: ``ok`` with its id and type echoed, and ``fields``."""
    reply = {"type": "ok", "id": request.get("id"), "reply": request.get("type")}
    reply.update(fields)
    return reply


def error(code: str, message: str, id: int | None = None, params: dict | None = None) -> dict:
    """An error reply: the code (the client's catalogue key), an English sentence, its params."""
    return {"type": "error", "id": id, "code": code, "message": message, "params": dict(params or {})}


def is_hex_link(value: object) -> bool:
    """A hash-chain link or anchor as the protocol writes it: 64 lower-case hex digits."""
    return isinstance(value, str) and _HEX.fullmatch(value) is not None


# ------------------------------------------------------------- field checks

def _unicode(message: dict) -> None:
    """ProtocolError ``bad_text`` if any string of the message (a key or a value, at any depth) is not
    Unicode that UTF-8 can carry: JSON's ``"\\ud800"`` escape reads as a lone surrogate, which no reply
    that echoes it could encode. Checked before anything else looks at the message, so nothing later
    chokes on it."""
    def bad(field: str) -> ProtocolError:
        shown = field.encode("utf-8", "backslashreplace").decode("utf-8")
        return ProtocolError("bad_text", f"the field {shown[:40]!r} holds text that is not Unicode (a lone "
                             "surrogate: a \\ud800-\\udfff escape not in a pair)", field=shown[:40])

    def walk(value: object, field: str) -> None:
        if isinstance(value, str):
            try:
                value.encode("utf-8")
            except UnicodeEncodeError:
                raise bad(field) from None
        elif isinstance(value, dict):
            for key, item in value.items():
                walk(key, field)
                walk(item, field)
        elif isinstance(value, list):
            for item in value:
                walk(item, field)
    for key, value in message.items():
        walk(key, key)
        walk(value, key)


def _bad(field: str, expected: str) -> ProtocolError:
    return ProtocolError("bad_field", f"the field {field!r} must be {expected}", field=field, expected=expected)


def _int(m: dict, field: str, low: int, high: int, optional: bool = False) -> None:
    value = m.get(field)
    if value is None and optional:
        return
    if type(value) is not int:
        raise _bad(field, f"a whole number {low}..{high}")
    if not low <= value <= high:
        raise ProtocolError("bad_field", f"the field {field!r} must be a whole number {low}..{high}",
                            field=field, expected=f"a whole number {low}..{high}", reason="huge_number"
                            if abs(value) > MAX_NET_INT else "out_of_range")


def _text(m: dict, field: str, high: int = MAX_NET_TEXT, optional: bool = False, low: int = 1) -> None:
    value = m.get(field)
    if value is None and optional:
        return
    if not isinstance(value, str) or not low <= len(value) <= high:
        raise _bad(field, f"text of {low}..{high} characters")


def _match(m: dict, field: str, pattern: re.Pattern, expected: str, optional: bool = False) -> None:
    value = m.get(field)
    if value is None and optional:
        return
    if not isinstance(value, str) or pattern.fullmatch(value) is None:
        raise _bad(field, expected)


def _table(m: dict) -> None:
    _match(m, "table", _TABLE, "a table id (1-16 lower-case letters and digits)")


def _token(m: dict, optional: bool = False) -> None:
    _match(m, "token", _TOKEN, "a seat token (1-64 URL-safe characters)", optional)


def _commit(m: dict, field: str = "commit", optional: bool = True) -> None:
    _match(m, field, _HEX, "64 lower-case hex digits", optional)


def _no_dice(m: dict) -> None:
    for field in DICE_FIELDS:
        if field in m:
            raise ProtocolError("dice_from_client", f"a client never sends {field!r}: the server and the joint "
                                "randomness make the dice and the position", field=field)


def _name(m: dict) -> None:
    """``name`` checked by framework/net/names.py and kept in its normal form (NFC)."""
    name = m.get("name")
    if not isinstance(name, str):
        raise _bad("name", f"a name of 1-{MAX_NAME} columns")
    try:
        m["name"] = check_name(name)
    except NameRefused as exc:
        raise ProtocolError("bad_name", f"the name is refused: {exc.message}", reason=exc.reason) from None


def _hello(m: dict) -> None:
    """The name is checked by framework/net/names.py and kept in its normal form (NFC): what the tables and
    every other player see."""
    _int(m, "version", 0, MAX_NET_INT)
    _name(m)
    _text(m, "client", optional=True, low=0)
    if m["version"] >= 3:                 # an older client is told the version, not a missing field
        _match(m, "key", _HEX, "your public key: 64 lower-case hex digits")
        _match(m, "sig", _SIG, "your key's signature of the welcome's challenge: 128 lower-case hex digits")


def _create(m: dict) -> None:
    _no_dice(m)
    _match(m, "game", _OPTION, "a game's name")
    options = m.get("options", {})
    if not isinstance(options, dict) or len(options) > 16:
        raise _bad("options", "an object of at most 16 options")
    for key, value in options.items():
        if _OPTION.fullmatch(key) is None:
            raise _bad("options", "option names of lower-case letters and _")
        if type(value) is int and not -MAX_NET_INT <= value <= MAX_NET_INT:
            raise ProtocolError("bad_field", f"the option {key!r} is a huge number", field="options",
                                expected=f"a whole number up to {MAX_NET_INT}", reason="huge_number")
        if not (value is None or type(value) in (bool, int) or (isinstance(value, str) and len(value) <= 64)):
            raise _bad("options", "option values that are true/false, whole numbers, short text or null")
    seat = m.get("seat")
    if seat is not None and (type(seat) is not int or seat not in (0, 1)):
        raise _bad("seat", "0, 1 or null")
    _commit(m)
    if "casual" in m and type(m["casual"]) is not bool:
        raise _bad("casual", "true or false")


def _join(m: dict) -> None:
    _table(m)
    _commit(m)
    _token(m, optional=True)
    if "commit" in m and "token" in m:
        raise _bad("token", "absent when a commit is given (a commit takes a free seat, a token resumes one)")


def _watch(m: dict) -> None:
    _table(m)


def _act(m: dict) -> None:
    _no_dice(m)
    _table(m)
    _token(m)
    _text(m, "action", 200)
    _commit(m, "link")
    _int(m, "n", 1, MAX_NET_INT, optional=True)
    _signature(m)


def _signature(m: dict) -> None:
    """A seat's signature of its action (framework/core/signed_log.py): ``sig``, ``k``, ``after``."""
    _match(m, "sig", _SIG, "the action's signature: 128 lower-case hex digits", optional=True)
    _int(m, "k", 1, MAX_SEQ, optional=True)
    _int(m, "after", 0, MAX_SEQ, optional=True)


def _say(m: dict) -> None:
    _table(m)
    _token(m)
    text = m.get("text")
    if not isinstance(text, str) or not text.strip() or not text.isprintable():
        # No control characters: what one player says is drawn on the other's terminal.
        raise _bad("text", f"printable text of 1..{MAX_SAY} characters")
    if len(text) > MAX_SAY:
        raise ProtocolError("too_long", f"a line of chat is at most {MAX_SAY} characters", limit=MAX_SAY)


def _rematch(m: dict) -> None:
    _table(m)
    _token(m)
    _commit(m)


def _leave(m: dict) -> None:
    _table(m)
    _token(m, optional=True)


def _claim(m: dict) -> None:
    _table(m)
    _token(m)
    if m.get("what") not in ("win", "wait"):
        raise _bad("what", '"win" or "wait"')
    _signature(m)


def _list(m: dict) -> None:
    _int(m, "offset", 0, MAX_NET_INT, optional=True)
    _int(m, "limit", 1, MAX_LIST, optional=True)


def _ratings(m: dict) -> None:
    """A pool's leaderboard, a page at a time; no pool: the server's first."""
    _match(m, "pool", _POOL, "a rating pool's name (lower-case letters, digits, _)", optional=True)
    _list(m)


def _history(m: dict) -> None:
    """A player's finished games, a page at a time; no name: the asker's own."""
    if m.get("name") is not None:
        _name(m)
    _list(m)


def _fetch(m: dict) -> None:
    """A finished game's record by its number. Why ``game_id`` and not the contract's ``id``: ``id`` is the
    request's own number, which the reply echoes (docs/protocol.md)."""
    _int(m, "game_id", 1, MAX_NET_INT)


def _nothing(m: dict) -> None:
    pass


#: One check per client message type.
CHECKS: dict[str, Callable[[dict], None]] = {
    "hello": _hello, "list": _list, "create": _create, "join": _join, "watch": _watch, "act": _act,
    "say": _say, "rematch": _rematch, "leave": _leave, "claim": _claim, "ping": _nothing,
    "ratings": _ratings, "history": _history, "fetch": _fetch,
}
