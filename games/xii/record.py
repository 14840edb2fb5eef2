"""The game record: a plain-text account of a game that a person can read and the game can resume.

Why: two people who close the terminal by mistake must be able to go on exactly
where they were. The record is the single source of truth. Loading never trusts a
stored position: it replays every throw and action through the rules engine
(:meth:`board.Board.roll` / :meth:`board.Board.play`), so a saved game can never
hold an impossible position, and it replays the players' bags, so a resumed game
throws exactly what the uninterrupted game would have thrown. No pickle, no eval.

The format (version 1)
----------------------
A record is UTF-8 text, one item per line, every line ending with a newline::

    XII Scripta game record
    Format: 1
    Date: 2026-11-21T17:53:30Z
    Player-I: Marcus
    Player-II: Julia
    Stones: 15
    Free-pass: no
    Exact-bear-off: no
    Seed: 20261121
    Script: 146,335
    First: I

    I 1-4-6: place 1, place 4, place 6
    II 3-3-5: place 3, place 5, place 3
    I 6-3-5: move 3 6, place 3

(Player I has thrown 6-3-5 from the bag and played two of the dice; the game
resumes there, with the 5 to play.)

*The first line* says what the file is. *The header* follows, one ``Key: value``
per line, every key exactly once (any order), ended by an empty line:

==============  ==============================================================
Format          the format version; a record from a newer version is refused
Date            when the game began, ISO 8601 (``2026-11-21T17:53:30Z``)
Player-I/-II    the players' names (one line, no control characters)
Stones          pieces per player, 1-15 (15 the full game, 3 the short game)
Free-pass       ``yes``/``no``: the house rule that ``pass`` is always allowed
Exact-bear-off  ``yes``/``no``: bear off with die N from course point 37-N
Seed            the seed of the bags: player I throws from ``Dice("<seed>-I")``,
                player II from ``Dice("<seed>-II")`` (see dice.py)
Script          all the fixed throws given with ``--dice`` (``146,335,222``), or
                ``-``; a resumed game throws the ones not used yet
First           who moved first, ``I`` or ``II``
==============  ==============================================================

Two optional keys say which seats the computer plays and at what level (ai.py's
``easy``, ``normal``, ``strong``); a seat without one is a person at the keyboard,
so every record written before they existed loads as a game of two people::

    Computer-II: strong

A resumed game seats the computer again, at the recorded level.

*One line per turn*: the player, the throw in the order thrown, a colon, and the
actions in command syntax, separated by commas: ``II 3-3-5: place 3, place 5,
place 3``. The throws of the first turns come from the Script, one per turn, and
after it from the mover's own bag; loading checks every throw against them. A
turn that ends with dice that cannot be used ends with ``pass``; ``yield`` ends
the game. The last turn may be unfinished: thrown with some or no actions played
yet (``I 2-5-5: place 5`` or ``I 2-5-5:``); the game resumes in the middle of it.
Taking back an action (``undo``) removes it from its turn line: the record holds
the actions that stand, never the ones taken back.

*The result*, once the game is over: ``Result: I wins by bearing off`` or
``Result: II wins by yield`` (player I yielded). Nothing follows it. It must agree
with the game; if it is missing from a game that is over (the program was stopped
between the last action and the result), loading supplies it.

Lines starting with ``#`` are comments and empty lines are ignored (neither is kept
when the game is saved again). Loading checks every line; a damaged or edited file
gets a :class:`RecordError` naming the line and what is wrong.

Using it
--------
``new(...)`` makes the record of a game about to start; ``restore(record)`` (or
``load(text)``) replays it into a :class:`Restored`: the board, both cups and the
rest of the script. As the game goes on, ``with_throw``, ``with_action``,
``without_last_action`` and ``with_result`` give the next record; ``write(record)``
is its text and ``parse(text)`` reads it back (``parse(write(r)) == r``).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from datetime import datetime, timezone
from typing import Iterable, Sequence

from board import (Board, Command, IllegalMoveError, InvalidCommandError, Move, Rules,
                   PLAYER_I, PLAYER_II)
from dice import Dice, ScriptedThrows, Throw, format_throw, parse_throw

__all__ = [
    "FORMAT_VERSION", "MAGIC", "RecordError", "Turn", "Result", "Record", "Restored", "shorten_numbers",
    "new", "write", "parse", "decode", "restore", "load", "cup_seed", "first_turn_line", "Scribe", "Step",
    "steps", "LEVELS",
]

FORMAT_VERSION = 1
MAGIC = "XII Scripta game record"
SIDES = ("I", "II")
BY_BEARING_OFF, BY_YIELD = "bearing off", "yield"
MAX_NAME = 100

_HEADER_KEYS = ("Format", "Date", "Player-I", "Player-II", "Stones", "Free-pass",
                "Exact-bear-off", "Seed", "Script", "First")
#: Optional header keys: the computer's level in a seat it plays (written only for such seats).
_COMPUTER_KEYS = ("Computer-I", "Computer-II")
#: The computer's levels (as in ai.LEVELS; ai.py is not imported: it is not needed to read a record).
LEVELS = ("easy", "normal", "strong")
#: Line number of the first turn line in text made by :func:`write` (for a game of two people;
#: each computer seat adds a header line, see :func:`first_turn_line`).
FIRST_TURN_LINE = len(_HEADER_KEYS) + 3

_TURN = re.compile(r"(I|II) ([1-6])-([1-6])-([1-6]):(.*)", re.ASCII)
_RESULT = re.compile(r"Result: (I|II) wins by (bearing off|yield)", re.ASCII)
_CONTROL = re.compile(r"[\x00-\x08\x0a-\x1f\x7f-\x9f\u2028\u2029]")


class RecordError(ValueError):
    """A record that cannot be read or does not follow the rules.

    ``line`` is the 1-based line number (None when the problem is not on one line),
    ``code`` names the problem for a message catalogue and ``params`` fills it in.
    ``cause`` is the engine's error for an illegal action.
    Codes: empty, binary, not_utf8, not_a_record, newer_format, bad_format,
    truncated_header, missing_key, unknown_key, duplicate_key, bad_header, bad_value,
    control_character, malformed_turn, empty_action, bad_action, illegal_action,
    wrong_player, wrong_throw, unfinished_turn, extra_action, after_end,
    after_result, malformed_result, wrong_result, truncated.
    """

    def __init__(self, line: int | None, code: str, message: str, cause: Exception | None = None,
                 **params: object) -> None:
        if len(message) > 300:          # a damaged line can be a megabyte long
            message = message[:300] + "..."
        super().__init__(f"line {line}: {message}" if line else message)
        self.line, self.code, self.message, self.params, self.cause = line, code, message, params, cause
        self.path: str | None = None     # set by autosave when the record came from a file


# --------------------------------------------------------------------- values

@dataclass(frozen=True)
class Turn:
    """One turn: who threw, what, and the actions played (canonical command text)."""

    player: int
    throw: Throw
    actions: tuple[str, ...] = ()
    line: int = field(default=0, compare=False, repr=False)   # where parse found it

    def __str__(self) -> str:
        text = f"{SIDES[self.player]} {format_throw(self.throw)}:"
        return f"{text} {', '.join(self.actions)}" if self.actions else text


@dataclass(frozen=True)
class Result:
    """How the game ended: ``winner`` (0 = I, 1 = II) ``by`` bearing off or by the other's yield."""

    winner: int
    by: str = BY_BEARING_OFF
    line: int = field(default=0, compare=False, repr=False)

    def __post_init__(self) -> None:
        if self.winner not in (PLAYER_I, PLAYER_II) or self.by not in (BY_BEARING_OFF, BY_YIELD):
            raise ValueError(f"a result is a winner 0/1 by {BY_BEARING_OFF!r} or {BY_YIELD!r}, "
                             f"not {self.winner!r} by {self.by!r}")

    @classmethod
    def of(cls, board: Board) -> "Result | None":
        """The result of ``board``'s game, or None while it goes on."""
        if board.winner is None:
            return None
        won = board.borne_off(board.winner) == board.rules.stones
        return cls(board.winner, BY_BEARING_OFF if won else BY_YIELD)

    def __str__(self) -> str:
        return f"Result: {SIDES[self.winner]} wins by {self.by}"


@dataclass(frozen=True)
class Record:
    """A whole game: the header and the turns so far (and the result once it is over).

    Records are values: the ``with_*`` methods return a new record.
    """

    names: tuple[str, str]
    rules: Rules = Rules()
    seed: str = "0"
    first: int = PLAYER_I
    script: tuple[Throw, ...] = ()
    date: str = "1970-01-01T00:00:00Z"
    turns: tuple[Turn, ...] = ()
    result: Result | None = None
    version: int = FORMAT_VERSION
    computers: tuple[str, str] = ("", "")     # the computer's level per seat; "" for a person

    def __post_init__(self) -> None:
        for name in self.names:
            _check_text("name", name)
        if len(self.names) != 2:
            raise ValueError(f"a record needs two names, not {self.names!r}")
        _check_text("seed", self.seed)
        _check_date(self.date)
        if self.first not in (PLAYER_I, PLAYER_II):
            raise ValueError(f"first must be 0 (player I) or 1 (player II), not {self.first!r}")
        if not (type(self.version) is int and 1 <= self.version <= FORMAT_VERSION):
            raise ValueError(f"format version must be 1-{FORMAT_VERSION}, not {self.version!r}")
        if len(self.computers) != 2 or any(c not in ("",) + LEVELS for c in self.computers):
            raise ValueError(f"computers must be two of '', {', '.join(LEVELS)}, not {self.computers!r}")

    # The game goes on: each method returns the next record.
    def with_throw(self, player: int, throw: Sequence[int]) -> "Record":
        """A new turn: ``player`` threw ``throw``."""
        throw = tuple(throw)
        if len(throw) != 3 or not all(type(d) is int and 1 <= d <= 6 for d in throw):
            raise ValueError(f"a throw is three dice 1-6, not {throw!r}")
        if player not in (PLAYER_I, PLAYER_II):
            raise ValueError(f"player must be 0 or 1, not {player!r}")
        return replace(self, turns=self.turns + (Turn(player, throw),))   # type: ignore[arg-type]

    def with_action(self, move: Move | str) -> "Record":
        """The current turn's next action (as returned by ``board.play``, or its text)."""
        if not self.turns:
            raise ValueError("no turn has begun: record the throw first")
        text = move.kind if isinstance(move, Move) and move.kind in ("pass", "yield") else str(move)
        last = self.turns[-1]
        turn = replace(last, actions=last.actions + (str(Command.parse(text)),))
        return replace(self, turns=self.turns[:-1] + (turn,))

    def without_last_action(self) -> "Record":
        """The record after taking back the current turn's last action (the throw stays)."""
        if not self.turns or not self.turns[-1].actions:
            raise ValueError("no action of the current turn to take back")
        last = self.turns[-1]
        return replace(self, turns=self.turns[:-1] + (replace(last, actions=last.actions[:-1]),),
                       result=None)

    def with_result(self, result: Result | None) -> "Record":
        return replace(self, result=result)

    @property
    def finished(self) -> bool:
        return self.result is not None

    @property
    def stones(self) -> int:
        return self.rules.stones


#: Digits kept of a number in a command: far past any legal value, far below Python's
#: limit for int() of a string (4300 digits), which board.Command.parse would hit.
MAX_DIGITS = 100


def shorten_numbers(text: str) -> str:
    """Command text with every run of more than MAX_DIGITS ASCII digits cut to MAX_DIGITS.

    The number stays out of range (the engine refuses it with the same reason), but
    ``int()`` of a megabyte of digits raises ValueError instead of the engine's
    InvalidCommandError (a known engine limitation), so typed lines and record
    lines pass through here before the engine parses them.
    """
    if len(text) <= MAX_DIGITS:
        return text
    return re.sub(r"[0-9]{%d,}" % (MAX_DIGITS + 1), lambda m: m.group()[:MAX_DIGITS], text)


def first_turn_line(record: Record) -> int:
    """The line number of ``record``'s first turn in the text :func:`write` makes of it."""
    return FIRST_TURN_LINE + sum(1 for level in record.computers if level)


def cup_seed(seed: str, player: int) -> str:
    """The seed of ``player``'s bag in a game seeded ``seed``: ``"<seed>-I"`` / ``"<seed>-II"``."""
    return f"{seed}-{SIDES[player]}"


def new(names: Sequence[str], rules: Rules = Rules(), seed: int | str = 0, first: int = PLAYER_I,
        script: Iterable[Sequence[int]] | str = (), date: str | None = None,
        computers: Sequence[str] = ("", "")) -> Record:
    """The record of a game about to start. ``script`` is ``--dice`` text or a list of throws;
    ``date`` defaults to now (UTC); ``computers`` the computer's level per seat ("" for a person)."""
    if isinstance(script, str):
        throws = _script_throws(script) if script.strip() else ()
    else:
        throws = tuple(parse_throw("".join(map(str, t))) for t in script)
    if date is None:
        date = datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    return Record(tuple(names), rules, str(seed), first, throws, date,  # type: ignore[arg-type]
                  computers=tuple(computers))  # type: ignore[arg-type]


def _script_throws(text: str) -> tuple[Throw, ...]:
    """``--dice`` text (``146,335,222``) -> the throws; ValueError if malformed."""
    script = ScriptedThrows.parse(text)
    throws = []
    while (throw := script.next()) is not None:
        throws.append(throw)
    return tuple(throws)


def _check_text(what: str, value: object) -> None:
    if isinstance(value, str) and len(value) > MAX_NAME:
        raise ValueError(f"the {what} is longer than {MAX_NAME} characters")
    if not isinstance(value, str) or not value or value != value.strip():
        raise ValueError(f"the {what} must be text without spaces at either end, not {value!r}")
    if _CONTROL.search(value) or "\t" in value:
        raise ValueError(f"the {what} {value!r} contains a control character")


def _check_date(value: object) -> None:
    _check_text("date", value)
    try:
        datetime.fromisoformat(str(value))
    except ValueError:
        raise ValueError(f"the date {value!r} is not ISO 8601, like 2026-11-21T17:53:30Z") from None


# ---------------------------------------------------------------------- write

def _yes_no(flag: bool) -> str:
    return "yes" if flag else "no"


def write(record: Record) -> str:
    """The text of ``record`` (the format in the module docstring); :func:`parse` reads it back."""
    script = ",".join("".join(map(str, t)) for t in record.script) or "-"
    values = (str(record.version), record.date, record.names[0], record.names[1],
              str(record.rules.stones), _yes_no(record.rules.free_pass),
              _yes_no(record.rules.exact_bear_off), record.seed, script, SIDES[record.first])
    lines = [MAGIC, *(f"{k}: {v}" for k, v in zip(_HEADER_KEYS, values))]
    lines += [f"{k}: {level}" for k, level in zip(_COMPUTER_KEYS, record.computers) if level]
    lines.append("")
    lines.extend(str(turn) for turn in record.turns)
    if record.result is not None:
        lines.append(str(record.result))
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------- parse

def decode(data: bytes) -> str:
    """Bytes of a file -> text; RecordError for binary or non-UTF-8 content."""
    if b"\0" in data:
        line = data[:data.index(b"\0")].count(b"\n") + 1
        raise RecordError(line, "binary", "this is a binary file, not a game record (it contains NUL bytes)")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[:exc.start].count(b"\n") + 1
        raise RecordError(line, "not_utf8", f"the file is not UTF-8 text (byte {data[exc.start]:#04x} "
                          f"at offset {exc.start})", byte=data[exc.start], offset=exc.start) from None
    return text.removeprefix("\ufeff")


def parse(text: str) -> Record:
    """Read a record's text (syntax and header values; the rules are checked by :func:`restore`)."""
    if not isinstance(text, str):
        raise TypeError(f"parse() needs text, not {type(text).__name__}; use decode() for bytes")
    text = text.removeprefix("\ufeff")
    if not text.strip():
        raise RecordError(None, "empty", "the file is empty")
    lines = text.split("\n")
    cut = lines[-1] != ""          # the last line has no newline: the file may be cut off
    if not cut:
        lines.pop()
    last = len(lines)
    try:
        return _parse_lines(lines)
    except RecordError as exc:
        if cut and exc.line == last and exc.code not in ("newer_format", "empty"):
            raise RecordError(last, "truncated", f"the file seems cut off in its last line: {exc.message}",
                              reason=exc.code, detail=exc.params) from None
        raise


def _short(text: str, limit: int = 60) -> str:
    """``repr(text)``, shortened for a message: a damaged line can be a megabyte long."""
    return repr(text) if len(text) <= limit else repr(text[:limit]) + f"... ({len(text)} characters)"


def _parse_lines(lines: list[str]) -> Record:
    def err(n: int | None, code: str, message: str, **params: object) -> RecordError:
        return RecordError(n, code, message, **params)

    for n, raw in enumerate(lines, 1):
        line = raw.removesuffix("\r")
        bad = _CONTROL.search(line)
        if bad:
            raise err(n, "control_character", f"control character {bad.group()!r} in the line",
                      char=bad.group())
    lines = [raw.removesuffix("\r").rstrip() for raw in lines]
    if lines[0] != MAGIC:
        raise err(1, "not_a_record", f"this is not an XII Scripta game record (the first line should be {MAGIC!r})")

    # Header: up to the first empty line.
    header: dict[str, tuple[int, str]] = {}
    n = 1
    end_of_header = None
    for n in range(2, len(lines) + 1):
        line = lines[n - 1]
        if line.startswith("#"):
            continue
        if not line:
            end_of_header = n
            break
        key, sep, value = line.partition(":")
        if not sep or not key or key != key.strip():
            if _TURN.fullmatch(line):
                end_of_header = n - 1
                break
            raise err(n, "bad_header", f"expected 'Key: value' in the header, found {_short(line)}", text=line)
        if key in header:
            raise err(n, "duplicate_key", f"{_short(key)} appears twice in the header (first in line "
                      f"{header[key][0]})", key=key, first=header[key][0])
        header[key] = (n, value.strip())
        if key == "Format":
            # The version first: a newer format may have other keys and lines.
            fv = value.strip()
            if not re.fullmatch(r"[0-9]{1,9}", fv, re.ASCII) or int(fv) < 1:
                raise err(n, "bad_format", f"the format version must be a whole number, not {_short(fv)}",
                          value=fv)
            if int(fv) > FORMAT_VERSION:
                raise err(n, "newer_format", f"this record is format {fv}, from a newer version of the game; "
                          f"this version reads format {FORMAT_VERSION}", version=int(fv), supported=FORMAT_VERSION)

    for key, (kn, _) in header.items():
        if key not in _HEADER_KEYS and key not in _COMPUTER_KEYS:
            raise err(kn, "unknown_key", f"unknown header key {_short(key)}; the keys are "
                      f"{', '.join(_HEADER_KEYS + _COMPUTER_KEYS)}", key=key)
    missing = [k for k in _HEADER_KEYS if k not in header]
    if missing:
        if end_of_header is None:
            raise err(len(lines), "truncated_header",
                      f"the file ends inside the header (missing {', '.join(missing)}); it seems cut off",
                      missing=missing)
        raise err(end_of_header, "missing_key", f"the header lacks {', '.join(missing)}", missing=missing)

    def value(key: str, check, what: str):
        kn, v = header[key]
        try:
            return check(v)
        except ValueError as exc:
            raise err(kn, "bad_value", f"{key}: {exc}" if str(exc) else f"{key}: {_short(v)} is not {what}",
                      key=key, value=v, expected=what) from None

    def yes_no(v: str) -> bool:
        if v not in ("yes", "no"):
            raise ValueError(f"write yes or no, not {_short(v)}")
        return v == "yes"

    def stones(v: str) -> int:
        if not re.fullmatch(r"[0-9]{1,2}", v, re.ASCII) or not 1 <= int(v) <= 15:
            raise ValueError(f"pieces per player must be a number 1-15, not {_short(v)}")
        return int(v)

    def side(v: str) -> int:
        if v not in SIDES:
            raise ValueError(f"write I or II, not {_short(v)}")
        return SIDES.index(v)

    def script(v: str) -> tuple[Throw, ...]:
        return () if v == "-" else _script_throws(v)

    def text(what: str):
        def check(v: str) -> str:
            _check_text(what, v)
            return v
        return check

    def date(v: str) -> str:
        _check_date(v)
        return v

    def level(v: str) -> str:
        if v not in LEVELS:
            raise ValueError(f"the computer's level is {', '.join(LEVELS[:-1])} or {LEVELS[-1]}, not {_short(v)}")
        return v

    computers = tuple(value(key, level, "a level") if key in header else "" for key in _COMPUTER_KEYS)
    version = value("Format", int, "a version number")
    rules = Rules(stones=value("Stones", stones, "1-15"), free_pass=value("Free-pass", yes_no, "yes or no"),
                  exact_bear_off=value("Exact-bear-off", yes_no, "yes or no"))
    names = (value("Player-I", text("name"), "a name"), value("Player-II", text("name"), "a name"))
    record_fields = dict(names=names, rules=rules, seed=value("Seed", text("seed"), "a seed"),
                         first=value("First", side, "I or II"), script=value("Script", script, "throws"),
                         date=value("Date", date, "a date"), version=version, computers=computers)

    # Body: turns, then perhaps the result.
    turns: list[Turn] = []
    result: Result | None = None
    start = (end_of_header or len(lines)) + 1
    for n in range(start, len(lines) + 1):
        line = lines[n - 1]
        if not line or line.startswith("#"):
            continue
        if result is not None:
            raise err(n, "after_result", f"nothing may follow the result (line {result.line}), found {_short(line)}",
                      text=line, result_line=result.line)
        if line.startswith("Result"):
            m = _RESULT.fullmatch(line)
            if not m:
                raise err(n, "malformed_result", f"{_short(line)} is not a result; write "
                          "'Result: I wins by bearing off' or 'Result: II wins by yield'", text=line)
            result = Result(SIDES.index(m.group(1)), m.group(2), line=n)
            continue
        m = _TURN.fullmatch(line)
        if not m:
            raise err(n, "malformed_turn", f"{_short(line)} is not a turn; write the player, the throw and the "
                      "actions, like 'II 3-3-5: place 3, place 5, place 3'", text=line)
        rest = m.group(5)
        actions: list[str] = []
        if rest.strip():
            if not rest.startswith(" "):
                raise err(n, "malformed_turn", f"put a space after the colon in {_short(line)}", text=line)
            for part in rest.split(","):
                if not part.strip():
                    raise err(n, "empty_action", f"an empty action between commas in {_short(line)}", text=line)
                try:
                    actions.append(str(Command.parse(shorten_numbers(part.strip()))))
                except InvalidCommandError as exc:
                    raise RecordError(n, "bad_action", f"{_short(part.strip())} is not a command: {exc}", cause=exc,
                                      action=part.strip(), reason=exc.code, reason_params=exc.params) from None
        throw = (int(m.group(2)), int(m.group(3)), int(m.group(4)))
        turns.append(Turn(SIDES.index(m.group(1)), throw, tuple(actions), line=n))  # type: ignore[arg-type]
    return Record(**record_fields, turns=tuple(turns), result=result)  # type: ignore[arg-type]


# -------------------------------------------------------------------- restore

@dataclass
class Restored:
    """A game brought back from its record: the position, both cups and the rest of the script.

    The next throw is :meth:`next_throw` (the script first, then the mover's bag).
    ``last_turn_moves`` are the Moves of the last turn in the record (what a session
    may still take back before the next throw).
    """

    record: Record
    board: Board
    cups: tuple[Dice, Dice]
    script: ScriptedThrows
    last_turn_moves: tuple[Move, ...] = ()

    @property
    def finished(self) -> bool:
        return self.board.game_over

    def next_throw(self) -> Throw:
        """The throw for the turn about to begin (draws it: call once per turn)."""
        return self.script.next() or self.cups[self.board.turn].throw()


def _start_board(record: Record) -> Board:
    if record.first == PLAYER_I:
        return Board(record.rules)
    n = record.rules.stones
    return Board.from_notation(f"------------/------------/------------ II - {n}/0/0 {n}/0/0", record.rules)


def restore(record: Record) -> Restored:
    """Replay ``record`` through the engine; RecordError naming the line if any of it is impossible.

    The board comes back with its history, so in-turn undo works after a resume.
    """
    board = _start_board(record)
    cups = (Dice(cup_seed(record.seed, PLAYER_I)), Dice(cup_seed(record.seed, PLAYER_II)))
    script = ScriptedThrows(record.script)
    previous: tuple[int, Turn] | None = None
    ended_at = 0
    last_moves: list[Move] = []
    first_line = first_turn_line(record)
    for i, turn in enumerate(record.turns):
        n = turn.line or first_line + i
        if board.game_over:
            raise RecordError(n, "after_end", f"the game ended in line {ended_at}; no turn may follow",
                              ended=ended_at)
        if board.dice and previous is not None:
            pn, pturn = previous
            unused = ", ".join(map(str, board.dice))
            raise RecordError(pn, "unfinished_turn", f"the turn is not finished (unused dice: {unused}) "
                              f"but another turn follows in line {n}", dice=board.dice, next_line=n)
        if turn.player != board.turn:
            raise RecordError(n, "wrong_player", f"it is {SIDES[board.turn]}'s turn, not {SIDES[turn.player]}'s",
                              expected=SIDES[board.turn], found=SIDES[turn.player])
        scripted = script.next()
        expected = scripted or cups[turn.player].throw()
        if turn.throw != expected:
            source = "the script" if scripted else f"{SIDES[turn.player]}'s bag"
            raise RecordError(n, "wrong_throw", f"the throw {format_throw(turn.throw)} is not what {source} gives "
                              f"({format_throw(expected)}); the file was edited or the seed is wrong",
                              expected=format_throw(expected), found=format_throw(turn.throw),
                              source="script" if scripted else "bag")
        board.roll(turn.throw)
        last_moves = []
        for action in turn.actions:
            if board.game_over or board.turn != turn.player:
                raise RecordError(n, "extra_action", f"the turn is over before {action!r}", action=action)
            try:
                last_moves.append(board.play(action))
            except (InvalidCommandError, IllegalMoveError) as exc:
                reason = str(exc).split(": ", 1)[-1]
                raise RecordError(n, "illegal_action", f"{action!r} is not allowed here: {reason}", cause=exc,
                                  action=action, reason=exc.code, reason_params=exc.params,
                                  notation=board.notation()) from None
        if board.game_over and not ended_at:
            ended_at = n
        previous = (n, turn)
    actual = Result.of(board)
    last_line = (previous[0] if previous else first_line - 1)
    stated = record.result
    if stated is None and actual is not None:
        # Saved between the last action and its result line: the replay knows the result.
        record = replace(record, result=actual)
    elif stated != actual:
        rn = stated.line or last_line + 1
        if actual is None:
            raise RecordError(rn, "wrong_result", f"the record says '{stated}' but the game is not over",
                              stated=str(stated), actual="")
        raise RecordError(rn, "wrong_result", f"the record says '{stated}' but the game ended '{actual}'",
                          stated=str(stated), actual=str(actual))
    return Restored(record, board, cups, script, tuple(last_moves))


@dataclass(frozen=True)
class Step:
    """One stop of a replay: the position after ``turn`` (None: the start), seen by ``turn``'s mover."""

    index: int
    turn: Turn | None
    board: Board


def steps(record: Record) -> list[Step]:
    """The positions of a (checked) game turn by turn, for ``--replay``: the start, then after each turn.

    Raises RecordError like :func:`restore` for an impossible record.
    """
    restore(record)                      # check it all first, with line numbers
    board = _start_board(record)
    out = [Step(0, None, board.copy(history=False))]
    for i, turn in enumerate(record.turns, 1):
        board.roll(turn.throw)
        for action in turn.actions:
            board.play(action)
        out.append(Step(i, turn, board.copy(history=False)))
    return out


class Scribe:
    """Keeps a record in step with a game session: register it as the session's listener.

    It understands ``game.GameEvent``: ``roll`` (``seat``, ``throw``), ``play``
    (``move``), ``undo`` and ``end`` (``seat`` the winner, ``move`` the last action).
    After every change it calls ``on_change(record)`` (``Autosave.write``). A failing
    ``on_change`` (an ``OSError``: disk full, directory gone) does not stop the game:
    the error is kept in ``failed`` for the UI to report, and the next change writes
    the whole record again.
    """

    def __init__(self, record: Record, on_change=None) -> None:
        self.record = record
        self.on_change = on_change
        self.failed: OSError | None = None

    def __call__(self, event) -> None:
        r = self.record
        if event.kind == "roll":
            r = r.with_throw(event.seat, event.throw)
        elif event.kind == "play":
            r = r.with_action(event.move)
        elif event.kind == "undo":
            r = r.without_last_action()
        elif event.kind == "end":
            gave_up = event.move is not None and event.move.kind == "yield"
            r = r.with_result(Result(event.seat, BY_YIELD if gave_up else BY_BEARING_OFF))
        else:
            return
        self.record = r
        if self.on_change is not None:
            try:
                self.on_change(r)
                self.failed = None
            except OSError as exc:
                self.failed = exc


def load(data: str | bytes) -> Restored:
    """Text or bytes of a record -> the restored game (RecordError for anything wrong)."""
    text = decode(data) if isinstance(data, (bytes, bytearray)) else data
    return restore(parse(text))
