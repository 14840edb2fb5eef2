"""The record of a hotseat Ataxx game: plain text a person can read and the game can resume.

Why replay: loading never trusts a stored position. It replays every move
through the rules (:class:`games.ataxx.board.Board`), so a saved game can
never hold an impossible position, and the repetition rule sees the whole
history. No pickle, no eval.

The format (version 1)::

    XII Scripta Ataxx record
    Format: 1
    Date: 2026-11-21T17:53:30Z
    Rules: itpw
    Start: x5o/7/7/7/7/7/o5x x 0 1
    Black: person
    White: computer normal
    Clock: 300000
    Seed: 20261121

    b6 297512 300000
    a7c5 297512 296001

The header: one ``Key: value`` per line, every key once, ended by an empty
line. ``Black``/``White`` are ``person`` or ``computer <level>``; ``Clock`` is
each side's time in milliseconds, or ``none``; ``Seed`` seeds the computer's
tie-breaks. Then one line per move (ply) in the order played: the move
(``b6`` a clone, ``a7c5`` a jump, ``0000`` a pass) and, when the game has a
clock, both players' remaining milliseconds after it (black's first). Taking a
move back removes its line. Once the game is over: ``Result: 1-0 time`` (the
score and the ending, a :class:`Termination` value). Lines starting with
``#`` and empty lines are ignored. A damaged or edited file gives a
:class:`RecordError` naming the line and what is wrong.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from games.ataxx.board import (
    BLACK, WHITE, AtaxxError, Board, IllegalMoveError, InvalidFenError, Outcome, Rules, Termination,
)
from games.ataxx.search import LEVELS

MAGIC = "XII Scripta Ataxx record"
FORMAT = 1
KEYS = ("Format", "Date", "Rules", "Start", "Black", "White", "Clock", "Seed")
PERSON = "person"
RESULTS = {"1-0": BLACK, "0-1": WHITE, "1/2-1/2": None}
MAX_CLOCK_MS = 100 * 3600 * 1000


class RecordError(ValueError):
    """A record that cannot be read: ``code``, ``params`` (for texts.py) and ``line`` (1-based, or None)."""

    def __init__(self, code: str, message: str, line: "int | None" = None, **params: object) -> None:
        super().__init__(f"line {line}: {message}" if line else message)
        self.code, self.params, self.line = code, params, line
        self.path: "str | None" = None


@dataclass(frozen=True)
class Ply:
    """A move as recorded, with both clocks after it (None without a clock)."""

    move: str
    clocks: "tuple[int, int] | None" = None


@dataclass(frozen=True)
class Record:
    date: str
    rules: Rules
    start: str
    players: tuple[str, str]          # "person" or a computer level, black first
    clock_ms: "int | None"
    seed: int
    plies: tuple[Ply, ...] = ()
    result: "str | None" = None       # "1-0 time" once the game is over

    @property
    def finished(self) -> bool:
        return self.result is not None

    def with_ply(self, ply: Ply) -> "Record":
        return replace(self, plies=self.plies + (ply,))

    def without_plies(self, n: int) -> "Record":
        return replace(self, plies=self.plies[: len(self.plies) - n], result=None)

    def with_result(self, outcome: "Outcome | None") -> "Record":
        text = None if outcome is None else f"{outcome.result()} {outcome.termination.value}"
        return replace(self, result=text)


@dataclass
class Restored:
    """A record replayed: the board, and the clocks before each ply and now (None without a clock)."""

    record: Record
    board: Board
    clocks: "list[tuple[int, int]] | None" = field(default=None)


def _player_text(player: str) -> str:
    return PERSON if player == PERSON else f"computer {player}"


def write(record: Record) -> str:
    lines = [MAGIC, f"Format: {FORMAT}", f"Date: {record.date}", f"Rules: {record.rules.value}",
             f"Start: {record.start}", f"Black: {_player_text(record.players[0])}",
             f"White: {_player_text(record.players[1])}",
             f"Clock: {record.clock_ms if record.clock_ms is not None else 'none'}",
             f"Seed: {record.seed}", ""]
    for ply in record.plies:
        lines.append(ply.move if ply.clocks is None else f"{ply.move} {ply.clocks[0]} {ply.clocks[1]}")
    if record.result is not None:
        lines.append(f"Result: {record.result}")
    return "\n".join(lines) + "\n"


def _bad_value(key: str, value: str, expected: str, line: int) -> RecordError:
    return RecordError("bad_value", f"{key}: {value!r} is not valid (expected {expected})", line,
                       key=key, value=value[:40], expected=expected)


def parse(text: str) -> tuple[Record, dict[str, int]]:
    """The record in ``text`` (syntax only) and the line number of each ply (``"ply.N"``) and the result."""
    lines = text.split("\n")
    if not text.strip():
        raise RecordError("empty", "the file is empty")
    if lines[0].strip() != MAGIC:
        raise RecordError("not_a_record", "this is not an Ataxx game record", 1)
    header: dict[str, tuple[str, int]] = {}
    i = 1
    while i < len(lines):
        raw = lines[i].strip()
        i += 1
        if raw.startswith("#"):
            continue
        if not raw:
            if header:
                break
            continue
        key, sep, value = raw.partition(":")
        key = key.strip()
        if not sep:
            raise RecordError("bad_header", f"{raw!r} is not a header line", i, text=raw[:40])
        if key not in KEYS:
            raise RecordError("unknown_key", f"{key!r} is not a header", i, key=key[:20])
        if key in header:
            raise RecordError("duplicate_key", f"{key} appears twice", i, key=key)
        header[key] = (value.strip(), i)
    for key in KEYS:
        if key not in header:
            raise RecordError("missing_key", f"the header line {key} is missing", None, key=key)

    version, at = header["Format"]
    if not version.isdigit():
        raise _bad_value("Format", version, "a whole number", at)
    if int(version) > FORMAT:
        raise RecordError("newer_format", f"format {version} is newer than {FORMAT}", at,
                          version=version[:10], supported=FORMAT)
    value, at = header["Rules"]
    try:
        rules = Rules.parse(value)
    except ValueError:
        raise _bad_value("Rules", value, "itpw or standard", at) from None
    start, at = header["Start"]
    try:
        Board(start, rules)
    except InvalidFenError:
        raise _bad_value("Start", start, "a position like x5o/7/7/7/7/7/o5x x 0 1", at) from None
    players = []
    for key in ("Black", "White"):
        value, at = header[key]
        words = value.split()
        if words == [PERSON]:
            players.append(PERSON)
        elif len(words) == 2 and words[0] == "computer" and words[1] in LEVELS:
            players.append(words[1])
        else:
            raise _bad_value(key, value, "person or computer easy|normal|strong", at)
    value, at = header["Clock"]
    if value == "none":
        clock_ms = None
    elif value.isdigit() and 0 < int(value) <= MAX_CLOCK_MS and len(value) < 12:
        clock_ms = int(value)
    else:
        raise _bad_value("Clock", value, "milliseconds or none", at)
    value, at = header["Seed"]
    digits = value[1:] if value.startswith("-") else value
    if not digits.isdigit() or len(digits) > 40:
        raise _bad_value("Seed", value, "a whole number", at)
    seed = int(value)

    plies: list[Ply] = []
    where: dict[str, int] = {}
    result = None
    while i < len(lines):
        raw = lines[i].strip()
        i += 1
        if not raw or raw.startswith("#"):
            continue
        if result is not None:
            raise RecordError("after_result", f"{raw!r} follows the result", i, text=raw[:40])
        if raw.startswith("Result:"):
            words = raw.removeprefix("Result:").split()
            if len(words) != 2 or words[0] not in RESULTS or words[1] not in {t.value for t in Termination}:
                raise RecordError("bad_result", f"{raw!r} is not a result line", i, text=raw[:40])
            result = " ".join(words)
            where["result"] = i
            continue
        words = raw.split()
        numbers = words[1:]
        if (clock_ms is None and numbers) or (clock_ms is not None and len(numbers) != 2) or not all(
                w.isdigit() and len(w) < 12 and int(w) <= MAX_CLOCK_MS for w in numbers):
            raise RecordError("bad_line", f"{raw!r} is not a move line", i, text=raw[:40])
        clocks = (int(numbers[0]), int(numbers[1])) if numbers else None
        where[f"ply.{len(plies)}"] = i
        plies.append(Ply(words[0], clocks))
    date, _ = header["Date"]
    record = Record(date[:40], rules, Board(start, rules).fen(), tuple(players), clock_ms, seed,  # type: ignore[arg-type]
                    tuple(plies), result)
    return record, where


def restore(record: Record, where: "dict[str, int] | None" = None) -> Restored:
    """Replay ``record`` into a board (RecordError if a move is illegal or the result disagrees)."""
    where = where or {}
    board = Board(record.start, record.rules)
    clocks = None if record.clock_ms is None else [(record.clock_ms, record.clock_ms)]
    for n, ply in enumerate(record.plies):
        line = where.get(f"ply.{n}")
        if board.is_game_over():
            raise RecordError("after_end", f"{ply.move!r} comes after the end of the game", line, move=ply.move[:20])
        try:
            board.push(board.parse_move(ply.move))
        except AtaxxError as err:
            kind = "illegal" if isinstance(err, IllegalMoveError) else "invalid"
            raise RecordError("bad_move", f"{ply.move!r}: {err}", line, move=ply.move[:20],
                              reason_key=f"{kind}.{err.code}", reason_params=err.params) from None
        if clocks is not None and ply.clocks is not None:
            clocks.append(ply.clocks)
    if record.result is not None:
        line = where.get("result")
        score, ending = record.result.split()
        winner = RESULTS[score]
        termination = Termination(ending)
        actual = board.outcome()
        if termination in (Termination.TIME, Termination.RESIGNATION) and actual is None and winner is not None:
            if termination is Termination.TIME:
                board.lose_on_time(1 - winner)
            else:
                board.resign(1 - winner)
        elif actual is None or actual != Outcome(termination, winner):
            shown = "-" if actual is None else f"{actual.result()} {actual.termination.value}"
            raise RecordError("wrong_result", f"{record.result!r} does not agree with the moves ({shown})", line,
                              stated=record.result, actual=shown)
    elif board.is_game_over():
        record = record.with_result(board.outcome())      # stopped between the last move and its result
    return Restored(record, board, clocks)


def load(data: bytes) -> Restored:
    """Read and replay a record from the bytes of a file."""
    if b"\x00" in data:
        raise RecordError("binary", "the file is not text")
    text = data.decode("utf-8", "replace")
    record, where = parse(text)
    return restore(record, where)
