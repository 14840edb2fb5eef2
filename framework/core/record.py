"""The game record, for every game: one plain-text layout, one reader and writer, one replay.

Why one: two readers of the same layout had grown apart (error arguments in a
different order, different checks). Each game now gives a :class:`Codec` that
knows its first line, its header keys and how a turn or a move is written; the
layout, the checks that every record needs, the replay through the engine and
the keeping of a record in step with a game are here, once.

The layout (format 2)::

    <the game's first line, e.g. "XII Scripta game record">
    Format: 2
    Key: value                  (the game's header keys, each exactly once, any order)
    ...
                                (an empty line ends the header)
    <one line per turn or move, in the game's own notation>
    Result: <the game's result text>    (once the game is over)
    End

*End* says the record was written whole. Every save writes it, so a record cut
at a line boundary (a copy interrupted, a disk that lost its tail) is noticed:
it loads, with :attr:`Record.complete` False, and the player is told its end
may be missing. Format 1 records (written before the End line existed) load as
they are. Lines starting with ``#`` are comments; empty lines in the body are
ignored; neither is kept when the game is saved again.

Loading never trusts a stored position: :func:`restore` replays every throw and
every action through a fresh :class:`framework.core.session.Session`, so a saved game
can never hold an impossible position, and the dice cups are replayed too, so a
resumed game throws exactly what the uninterrupted game would have. No pickle,
no eval. A damaged or edited file gets a :class:`RecordError` naming the line
and the reason (a code for the message catalogues).
"""
from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field, replace
from typing import Callable

from framework.core.dice import ScriptedThrows
from framework.core.errors import GameError
from framework.core.fair_dice import Commitment, FairDiceError
from framework.core.game import Outcome
from framework.core.limits import MAX_RECORD_BYTES, MAX_SEED_DIGITS
from framework.core.numbers import NumberError, is_number, parse_number
from framework.lang.texts import LEVELS

__all__ = ["FORMAT_VERSION", "END", "FAIR_DICE", "FAIR_DICE_REVEAL", "SIGNING_KEYS", "SIGN_LINE", "UNPLAYED_ENDINGS", "fair_dice_pairs", "MAX_BYTES", "RecordError",
           "Entry", "Record", "Codec", "Fields", "MoveCodec", "TurnCodec",
           "PERSON", "MAX_CLOCK_MS", "player_text", "check_player", "check_clock", "check_seed", "check_date",
           "write", "decode", "read", "restore", "Replayer", "Scribe", "short"]

#: The layout's version: 2 added the End line.
FORMAT_VERSION = 2
END = "End"
#: Records are small (a long game is some 20 KB); nothing larger is read (framework/core/limits.py), and the
#: Scribe writes nothing larger either (a Latrunculi game can go on without end: some 800,000 moves fit).
MAX_BYTES = MAX_RECORD_BYTES
_intern = sys.intern
_CONTROL = re.compile(r"[\x00-\x08\x0a-\x1f\x7f-\x9f\u2028\u2029]")


class RecordError(GameError):
    """A record that cannot be read or does not follow the rules.

    ``line`` is the 1-based line (None when the problem is not on one line);
    ``cause`` the engine's refusal for an illegal action; ``path`` is set by
    whoever read the record from a file.
    """

    kind = "record"

    def __init__(self, code: str, message: str, /, *, line: int | None = None,
                 cause: Exception | None = None, **params: object) -> None:
        if len(message) > 300:          # a damaged line can be a megabyte long
            message = message[:300] + "..."
        super().__init__(code, f"line {line}: {message}" if line else message, **params)
        self.line, self.message, self.cause = line, message, cause
        self.path: str | None = None


def short(text: str, limit: int = 60) -> str:
    """``repr(text)``, shortened for a message: a damaged line can be a megabyte long."""
    return repr(text) if len(text) <= limit else repr(text[:limit]) + f"... ({len(text)} characters)"


# --------------------------------------------------------------------- values

@dataclass(frozen=True, slots=True)
class Entry:
    """One body line: a turn of a game with dice (``seat``, ``throw``, the ``actions`` played), or one
    move of a game without (``actions`` of one, ``clocks`` after it when the game has a clock)."""

    seat: int | None = None
    throw: tuple[int, ...] | None = None
    actions: tuple[str, ...] = ()
    clocks: tuple[int, int] | None = None
    line: int = field(default=0, compare=False, repr=False)


@dataclass(frozen=True)
class Record:
    """A whole game as recorded: its setup, the entries so far, the result text once it is over.

    Records are values: the ``with_*`` methods return a new record.
    """

    setup: object                      # framework.core.session.Setup
    entries: tuple[Entry, ...] = ()
    result: str | None = None          # the codec's result text, without "Result: "
    version: int = FORMAT_VERSION
    complete: bool = True              # False: read from a format-2 file without its End line
    result_line: int = field(default=0, compare=False, repr=False)
    reveal: str = ""                   # a network game's latest dice links (framework.core.fair_dice proof)
    reveal_line: int = field(default=0, compare=False, repr=False)
    #: A network game's signed log (framework/core/signed_log.py): the header's keys (``Server-Key``,
    #: ``Table``, ``Key-I``, ``Key-II``: key -> value) and the ``Sign:`` lines' texts; empty when unsigned.
    signing: tuple[tuple[str, str], ...] = ()
    signed: tuple[str, ...] = ()
    signed_lines: tuple[int, ...] = field(default=(), compare=False, repr=False)

    @property
    def finished(self) -> bool:
        return self.result is not None

    def with_entry(self, entry: Entry) -> "Record":
        return replace(self, entries=self.entries + (entry,))

    def with_action(self, text: str) -> "Record":
        """The current turn's next action."""
        if not self.entries:
            raise ValueError("no turn has begun: record the throw first")
        last = self.entries[-1]
        return replace(self, entries=self.entries[:-1] + (replace(last, actions=last.actions + (text,)),))

    def without_last_action(self) -> "Record":
        if not self.entries or not self.entries[-1].actions:
            raise ValueError("no action of the current turn to take back")
        last = self.entries[-1]
        return replace(self, entries=self.entries[:-1] + (replace(last, actions=last.actions[:-1]),),
                       result=None)

    def without_entries(self, n: int) -> "Record":
        return replace(self, entries=self.entries[:len(self.entries) - n], result=None)

    def with_result(self, result: str | None) -> "Record":
        return replace(self, result=result)

    def with_signed(self, signing: tuple[tuple[str, str], ...], signed: tuple[str, ...]) -> "Record":
        """The record with a network game's keys and signed log."""
        return replace(self, signing=signing, signed=signed)


class Fields:
    """The header of a record being read: each key's value and line, and checked reading of them."""

    def __init__(self, values: dict[str, tuple[int, str]]) -> None:
        self.values = values

    def __contains__(self, key: str) -> bool:
        return key in self.values

    def raw(self, key: str) -> str:
        return self.values[key][1]

    def line(self, key: str) -> int:
        return self.values[key][0]

    def get(self, key: str, check: Callable[[str], object], expected: str) -> object:
        """``check(value)`` of ``key``; a ValueError from it becomes RecordError ``bad_value`` on its line."""
        n, value = self.values[key]
        try:
            return check(value)
        except ValueError as exc:
            raise RecordError("bad_value", f"{key}: {exc}" if str(exc) else f"{key}: {short(value)} is not "
                              f"{expected}", line=n, key=key, value=value, expected=expected) from None


class Codec:
    """What a game says about its records. Subclass it and fill in the class attributes and methods.

    ``keys`` are the required header keys in the order they are written
    (``Format`` is the reader's own and not listed), ``optional`` may appear
    once or not at all. ``seat_names`` name the seats in messages.
    """

    magic = ""
    what = "a game record"             # for "this is not <what>"
    suffix = ".record"
    keys: tuple[str, ...] = ()
    optional: tuple[str, ...] = ()
    name_keys: tuple[str, ...] = ()    # header keys holding the players' names (the menu's peek)
    seat_names = ("I", "II")
    example = ""                       # a body line, for messages

    def header(self, setup) -> list[tuple[str, str]]:
        raise NotImplementedError

    def setup(self, fields: Fields):
        raise NotImplementedError

    def format_entry(self, entry: Entry) -> str:
        raise NotImplementedError

    def is_entry(self, text: str) -> bool:
        """Whether ``text`` looks like a body line (the header may end without its empty line)."""
        return False

    def parse_entry(self, text: str, line: int, setup=None) -> Entry:
        """The body line ``text`` (at ``line``) of a game set up by ``setup`` (which says, e.g., whether
        move lines carry clocks); RecordError ``malformed_turn`` if it is not a body line."""
        raise NotImplementedError

    def format_result(self, outcome: Outcome) -> str:
        raise NotImplementedError

    def check_result(self, text: str) -> tuple[int | None, str]:
        """``(winner, reason)`` of a result text; ValueError if it is not a result."""
        raise NotImplementedError

    def concession(self, action: str) -> str | None:
        """An action text that ends the game by giving up (an older layout's ``yield``): its reason, else None."""
        return None


# ---------------------------------------------------------------------- write

# ------------------------------------------------------ games with dice: one turn a line

class TurnCodec(Codec):
    """A game with dice: one turn a body line, ``I 1-4-6: place 4, move 1 6`` (the seat, the throw in
    the order thrown, the actions that stand), and a result like ``I wins by mars``. A subclass sets
    ``dice``, ``endings`` (each way its game ends, as the outcome's reason and as the record writes it)
    and reads one action with :meth:`action` (its canonical text, or RecordError); XII Scripta and Long
    Nardy share the rest."""

    dice: int                   # dice per throw: every subclass says (no default game)
    endings: dict[str, str]     # the outcome's reason -> its words after "wins by" (the first is the example)
    seat_names = ("I", "II")

    def __init_subclass__(cls, **kw) -> None:
        super().__init_subclass__(**kw)
        if not (isinstance(getattr(cls, "dice", None), int) and cls.dice >= 1):
            raise TypeError(f"{cls.__name__}: a TurnCodec sets dice, the dice per throw")
        if not (isinstance(getattr(cls, "endings", None), dict) and cls.endings):
            raise TypeError(f"{cls.__name__}: a TurnCodec sets endings, its results' reasons and words")
        throw = "-".join(["([1-6])"] * cls.dice)
        cls._turn = re.compile(r"(I|II) " + throw + r":(.*)", re.ASCII)
        cls._result = re.compile(r"(I|II) wins by (" + "|".join(map(re.escape, cls.endings.values())) + ")",
                                 re.ASCII)
        cls._reasons = {words: reason for reason, words in cls.endings.items()}

    def format_result(self, outcome: Outcome) -> str:
        return f"{self.seat_names[outcome.winner]} wins by {self.endings[outcome.reason]}"

    def check_result(self, text: str) -> tuple[int | None, str]:
        m = self._result.fullmatch(text)
        if not m:
            raise ValueError(f"{text!r} is not a result like 'I wins by {next(iter(self.endings.values()))}'")
        return self.seat_names.index(m.group(1)), self._reasons[m.group(2)]

    def action(self, text: str, line: int) -> str:
        """The canonical text of one recorded action; RecordError ``bad_action`` if it is none."""
        raise NotImplementedError

    def play_pairs(self, setup) -> list[tuple[str, str]]:
        """The header lines every dice game writes alike: ``Script``, ``First``, ``Computer-I``/``-II``."""
        script = ",".join("".join(map(str, throw)) for throw in setup.script) or "-"
        pairs = [("Script", script), ("First", self.seat_names[setup.first])]
        return pairs + [(f"Computer-{self.seat_names[seat]}", level)
                        for seat, level in enumerate(setup.computers) if level]

    # The header values every dice game reads alike (each a ``fields.get`` reader).
    def read_side(self, value: str) -> int:
        """``First``: a seat, I or II."""
        if value not in self.seat_names:
            raise ValueError(f"write I or II, not {short(value)}")
        return self.seat_names.index(value)

    def read_script(self, value: str) -> tuple:
        """``Script``: the scripted throws (``-`` for none), ``dice`` dice each."""
        return () if value == "-" else ScriptedThrows.parse(value, self.dice).throws

    @staticmethod
    def read_level(value: str) -> str:
        """``Computer-I``/``Computer-II``: a level of the computer."""
        if value not in LEVELS:
            raise ValueError(f"the computer's level is {', '.join(LEVELS[:-1])} or {LEVELS[-1]}, not {short(value)}")
        return value

    def format_entry(self, entry: Entry) -> str:
        text = f"{self.seat_names[entry.seat]} {'-'.join(map(str, entry.throw))}:"
        return f"{text} {', '.join(entry.actions)}" if entry.actions else text

    def is_entry(self, text: str) -> bool:
        return self._turn.fullmatch(text) is not None

    def parse_entry(self, text: str, line: int, setup=None) -> Entry:
        m = self._turn.fullmatch(text)
        if not m:
            raise RecordError("malformed_turn", f"{short(text)} is not a turn; write the player, the throw and the "
                              f"actions, like {self.example!r}", line=line, text=text, example=self.example)
        rest = m.group(self.dice + 2)
        actions: list[str] = []
        if rest.strip():
            if not rest.startswith(" "):
                raise RecordError("malformed_turn", f"put a space after the colon in {short(text)}", line=line,
                                  text=text, example=self.example)
            for part in rest.split(","):
                part = part.strip()
                if not part:
                    raise RecordError("empty_action", f"an empty action between commas in {short(text)}",
                                      line=line, text=text)
                actions.append(_intern(self.action(part, line)))
        throw = tuple(int(m.group(i)) for i in range(2, self.dice + 2))
        return Entry(self.seat_names.index(m.group(1)), throw, tuple(actions), line=line)


# ------------------------------------------------- games without dice: one move a line

#: How a seat played by a person is written in a header (a computer: ``computer <level>``).
PERSON = "person"
#: The longest clock a record holds: a hundred hours.
MAX_CLOCK_MS = 100 * 3600 * 1000


def player_text(level: str) -> str:
    """A seat's header value: ``person``, or ``computer <level>``."""
    return f"computer {level}" if level else PERSON


def check_player(value: str) -> str:
    """A seat's header value as its level (``""`` for a person); ValueError if it is neither."""
    words = value.split()
    if words == [PERSON]:
        return ""
    if len(words) == 2 and words[0] == "computer" and words[1] in LEVELS:
        return words[1]
    raise ValueError(f"{short(value)} is not 'person' or 'computer easy|normal|strong'")


def check_clock(value: str) -> int | None:
    """``none`` or the milliseconds of each seat's clock."""
    if value == "none":
        return None
    try:
        return parse_number(value, 1, MAX_CLOCK_MS, max_digits=11)
    except NumberError:
        raise ValueError(f"{short(value)} is not a number of milliseconds or none") from None


def check_seed(value: str) -> str:
    """A seed as ``--seed`` takes it: a whole number of at most MAX_SEED_DIGITS digits; ValueError if not."""
    if not is_number(value.removeprefix("-"), MAX_SEED_DIGITS):
        raise ValueError(f"{short(value)} is not a whole number")
    return value


def check_date(value: str) -> str:
    if not value or len(value) > 40:
        raise ValueError(f"{short(value)} is not a date")
    return value


class MoveCodec(Codec):
    """A game without dice: one move a body line, both clocks after it in a game with a clock, and a
    result like ``1-0 <reason>``. A subclass sets ``scores`` (result text -> winning seat, None for a
    draw), ``endings`` (the reasons) and the header; Ataxx and Latrunculi share the rest."""

    scores: dict = {}
    endings: tuple = ()
    clock_example = "a1a7 297512 300000"

    def format_entry(self, entry: Entry) -> str:
        move = entry.actions[0]
        return move if entry.clocks is None else f"{move} {entry.clocks[0]} {entry.clocks[1]}"

    def parse_entry(self, text: str, line: int, setup=None) -> Entry:
        words = text.split()
        numbers = words[1:]
        wanted = (0, 2) if setup is None else ((2,) if setup.clock_ms is not None else (0,))
        try:
            if len(numbers) not in wanted:
                raise NumberError("arguments", "not as many clocks as the game has")
            clocks = tuple(parse_number(w, 0, MAX_CLOCK_MS, max_digits=11) for w in numbers) or None
        except NumberError:
            raise RecordError("malformed_turn", f"{short(text)} is not a move line (a move, then both clocks in ms "
                              "when the game has a clock)", line=line, text=text,
                              example=self.clock_example) from None
        # the same move text is one string however often it is played (a long game repeats its moves)
        return Entry(None, None, (_intern(words[0]),), clocks, line=line)

    def format_result(self, outcome: Outcome) -> str:
        score = next(text for text, seat in self.scores.items() if seat == outcome.winner)
        return f"{score} {outcome.reason}"

    def check_result(self, text: str) -> tuple[int | None, str]:
        words = text.split()
        if len(words) != 2 or words[0] not in self.scores or words[1] not in self.endings:
            raise ValueError(f"{text!r} is not a result like '1-0 {self.endings[0] if self.endings else 'time'}'")
        return self.scores[words[0]], words[1]


#: The header keys of a network game's dice, for every codec with dice (written only when set): the
#: parties' commitment (``Setup.fair_dice``) and the latest revealed links (``Record.reveal``).
FAIR_DICE, FAIR_DICE_REVEAL = "Fair-Dice", "Fair-Dice-Reveal"
#: A network game's keys in the header, for every codec (written only when set), and its log's line key
#: (framework/core/signed_log.py).
#: The endings no move makes (a seat gave up, or its clock ran out): a record states them, the replay cannot
#: reach them. Of those, a seat gave up in the first two.
UNPLAYED_ENDINGS = ("yield", "resignation", "time")
SIGNING_KEYS = ("Server-Key", "Table", "Key-I", "Key-II", "Name-I", "Name-II")
SIGN_LINE = "Sign:"


def fair_dice_pairs(record: Record, codec: Codec) -> list[tuple[str, str]]:
    """The ``Fair-Dice`` and ``Fair-Dice-Reveal`` header lines of ``record`` (none for a seeded game)."""
    if not isinstance(codec, TurnCodec):
        return []
    pairs = []
    if getattr(record.setup, "fair_dice", ""):
        pairs.append((FAIR_DICE, record.setup.fair_dice))
    if record.reveal:
        pairs.append((FAIR_DICE_REVEAL, record.reveal))
    return pairs


def _check_commitment(value: str) -> str:
    return Commitment.parse(value).text()


def write(record: Record, codec: Codec) -> str:
    """The text of ``record``; :func:`read` reads it back."""
    lines = [codec.magic, f"Format: {FORMAT_VERSION}"]
    lines += [f"{key}: {value}" for key, value in codec.header(record.setup)]
    lines += [f"{key}: {value}" for key, value in fair_dice_pairs(record, codec)]
    lines += [f"{key}: {value}" for key, value in record.signing]
    lines.append("")
    lines += [codec.format_entry(entry) for entry in record.entries]
    if record.result is not None:
        lines.append(f"Result: {record.result}")
    lines += [f"{SIGN_LINE} {text}" for text in record.signed]
    lines.append(END)
    return "\n".join(lines) + "\n"


# ----------------------------------------------------------------------- read

def decode(data: bytes | str) -> str:
    """Bytes of a file -> text; RecordError for binary, non-UTF-8 or oversized content."""
    if isinstance(data, str):
        return data.removeprefix("\ufeff")
    if len(data) > MAX_BYTES:
        raise RecordError("too_large", f"the file is larger than {MAX_BYTES // 1024 // 1024} MB; it is not a "
                          "game record", limit=MAX_BYTES)
    if b"\0" in data:
        line = data[:data.index(b"\0")].count(b"\n") + 1
        raise RecordError("binary", "this is a binary file, not a game record (it contains NUL bytes)", line=line)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[:exc.start].count(b"\n") + 1
        raise RecordError("not_utf8", f"the file is not UTF-8 text (byte {data[exc.start]:#04x} at offset "
                          f"{exc.start})", line=line, byte=data[exc.start], offset=exc.start) from None
    return text.removeprefix("\ufeff")


def read(data: bytes | str, codec: Codec) -> Record:
    """Read a record (syntax and header values; the rules are checked by :func:`restore`)."""
    text = decode(data)
    if not text.strip():
        raise RecordError("empty", "the file is empty")
    lines = text.split("\n")
    cut = lines[-1] != ""          # the last line has no newline: the file may be cut off
    if not cut:
        lines.pop()
    last = len(lines)
    try:
        return _read_lines(lines, codec, cut)
    except RecordError as exc:
        if cut and exc.line == last and exc.code not in ("newer_format", "empty"):
            raise RecordError("truncated", f"the file seems cut off in its last line: {exc.message}", line=last,
                              reason=exc.code, detail=exc.params) from None
        raise


def _read_lines(lines: list[str], codec: Codec, cut: bool = False) -> Record:
    for n, raw in enumerate(lines, 1):
        bad = _CONTROL.search(raw.removesuffix("\r"))
        if bad:
            raise RecordError("control_character", f"control character {bad.group()!r} in the line", line=n,
                              char=bad.group())
    lines = [raw.removesuffix("\r").rstrip() for raw in lines]
    if lines[0] != codec.magic:
        raise RecordError("not_a_record", f"this is not {codec.what} (the first line should be {codec.magic!r})",
                          line=1, what=codec.what, magic=codec.magic)

    header: dict[str, tuple[int, str]] = {}
    end_of_header = None
    version = 1
    for n in range(2, len(lines) + 1):
        line = lines[n - 1]
        if line.startswith("#"):
            continue
        if not line:
            end_of_header = n
            break
        key, sep, value = line.partition(":")
        if not sep or not key or key != key.strip():
            if codec.is_entry(line):
                end_of_header = n - 1
                break
            raise RecordError("bad_header", f"expected 'Key: value' in the header, found {short(line)}", line=n,
                              text=line)
        if key in header:
            raise RecordError("duplicate_key", f"{short(key)} appears twice in the header (first in line "
                              f"{header[key][0]})", line=n, key=key, first=header[key][0])
        header[key] = (n, value.strip())
        if key == "Format":
            # The version first: a newer format may have other keys and lines.
            fv = value.strip()
            try:
                version = parse_number(fv, 1, max_digits=9)
            except NumberError:
                raise RecordError("bad_format", f"the format version must be a whole number, not {short(fv)}",
                                  line=n, value=fv) from None
            if version > FORMAT_VERSION:
                raise RecordError("newer_format", f"this record is format {fv}, from a newer version of the game; "
                                  f"this version reads format {FORMAT_VERSION}", line=n, version=version,
                                  supported=FORMAT_VERSION)

    if cut and end_of_header is None and header and header[list(header)[-1]][0] == len(lines):
        # A header line without its newline may be a value cut short into another valid one
        # ("First: II" -> "First: I"): a cut header is refused, never read as another game.
        key = list(header)[-1]
        raise RecordError("cut_header", f"its header line {short(key)} may have lost the end of its value",
                          line=len(lines), key=key)
    fair_keys = (FAIR_DICE, FAIR_DICE_REVEAL) if isinstance(codec, TurnCodec) else ()
    known = ("Format",) + codec.keys + codec.optional + fair_keys + SIGNING_KEYS
    for key, (kn, _) in header.items():
        if key not in known:
            raise RecordError("unknown_key", f"unknown header key {short(key)}; the keys are {', '.join(known)}",
                              line=kn, key=key)
    missing = [k for k in ("Format",) + codec.keys if k not in header]
    if missing:
        if end_of_header is None:
            raise RecordError("truncated_header", f"the file ends inside the header (missing {', '.join(missing)}); "
                              "it seems cut off", line=len(lines), missing=missing)
        raise RecordError("missing_key", f"the header lacks {', '.join(missing)}", line=end_of_header,
                          missing=missing)
    fields = Fields(header)
    setup = codec.setup(fields)
    reveal, reveal_line = "", 0
    if FAIR_DICE in header:
        setup = replace(setup, fair_dice=fields.get(FAIR_DICE, _check_commitment,
                                                    "a commitment 'v1 LENGTH <I> <II> <S>'"))
    if FAIR_DICE_REVEAL in header:
        reveal_line, reveal = header[FAIR_DICE_REVEAL]
        if FAIR_DICE not in header:
            raise RecordError("bad_dice_proof", f"{FAIR_DICE_REVEAL} without {FAIR_DICE}: revealed dice links "
                              "without the commitment they follow from", line=reveal_line, key=FAIR_DICE_REVEAL,
                              reason="no_commitment")

    signing = tuple((key, header[key][1]) for key in SIGNING_KEYS if key in header)
    entries: list[Entry] = []
    result: str | None = None
    result_line = 0
    ended = False
    signed: list[str] = []
    signed_lines: list[int] = []
    for n in range((end_of_header or len(lines)) + 1, len(lines) + 1):
        line = lines[n - 1]
        if not line or line.startswith("#"):
            continue
        if ended:
            raise RecordError("after_end_line", f"nothing may follow the End line, found {short(line)}", line=n,
                              text=line)
        if line == END and version >= 2:
            ended = True
            continue
        if line.startswith(SIGN_LINE):
            # the signed log stands after the moves (and the result): checked by framework/core/signed_log.py
            signed.append(line[len(SIGN_LINE):].strip())
            signed_lines.append(n)
            continue
        if signed:
            raise RecordError("after_signed",
                              f"nothing but signed entries and End may follow the signed log (line "
                              f"{signed_lines[0]}), found {short(line)}", line=n, text=line,
                              result_line=signed_lines[0])
        if result is not None:
            raise RecordError("after_result", f"nothing may follow the result (line {result_line}), found "
                              f"{short(line)}", line=n, text=line, result_line=result_line)
        if line.startswith("Result"):
            stated = line.removeprefix("Result:").strip() if line.startswith("Result:") else ""
            try:
                if not stated:
                    raise ValueError(line)
                codec.check_result(stated)
            except ValueError:
                raise RecordError("malformed_result", f"{short(line)} is not a result line", line=n,
                                  text=line) from None
            result, result_line = stated, n
            continue
        entries.append(codec.parse_entry(line, n, setup))
    complete = ended or version < 2
    return Record(setup, tuple(entries), result, version, complete, result_line, reveal, reveal_line, signing,
                  tuple(signed), tuple(signed_lines))


# -------------------------------------------------------------------- restore

def restore(record: Record, codec: Codec, new_session: Callable[[object], object]) -> object:
    """Replay ``record`` through a fresh session (``new_session(setup)``); RecordError naming the line
    if any of it is impossible. Returns the session, ready to go on (its record unchanged).

    One walk forward: every action is applied once (a record of N actions costs O(N), never a rebuild
    from the start per step; :class:`Replayer` is the walk, for a replay that shows each step)."""
    replayer = Replayer(record, codec, new_session)
    for entry in record.entries:
        replayer.step(entry)
    return replayer.finish()


class Replayer:
    """A record replayed one entry at a time through one session: :func:`restore` is a whole walk, a
    replay's screens stop after each entry. ``session`` is moved on in place by :meth:`step` (no copy of
    the position or the history is made per step); :meth:`finish` checks the stated result."""

    def __init__(self, record: Record, codec: Codec, new_session: Callable[[object], object]) -> None:
        self.record, self.codec = record, codec
        self.session = session = new_session(record.setup)
        if record.reveal:
            _load_proof(record, session)
        self.steps = 0                   # entries replayed so far
        self._previous: Entry | None = None

    def step(self, entry: Entry) -> object:
        """Replay ``entry`` (the next one); RecordError naming its line if it is impossible. The session."""
        session, codec = self.session, self.codec
        game = session.game
        names = codec.seat_names
        previous = self._previous
        n = entry.line or None
        if session.game_over:
            # looked at once per entry: the game ended in the entry before this one (if not earlier)
            ended_at = previous.line if previous is not None else 0
            raise RecordError("after_end", f"the game ended in line {ended_at}; nothing may follow", line=n,
                              ended=ended_at, action=(entry.actions[:1] or ("",))[0])
        if game.dice:
            if previous is not None and not game.needs_throw():
                unused = ", ".join(map(str, game.unused_dice()))
                raise RecordError("unfinished_turn", f"the turn is not finished (unused dice: {unused}) but "
                                  f"another turn follows in line {n}", line=previous.line or None,
                                  dice=unused, next_line=n)
        if entry.seat is not None and entry.seat != game.to_move():
            expected, found = names[game.to_move()], names[entry.seat]
            raise RecordError("wrong_player", f"it is {expected}'s turn, not {found}'s", line=n,
                              expected=expected, found=found)
        if game.dice:
            seat = game.to_move()
            expected_throw, scripted = _next_throw(session, seat, entry, names)
            if tuple(entry.throw or ()) != tuple(expected_throw):
                if not scripted and hasattr(session.throws, "reveal"):
                    shown_e, shown_f = "-".join(map(str, expected_throw)), "-".join(map(str, entry.throw or ()))
                    raise RecordError("wrong_throw", f"the throw {shown_f} does not follow from the revealed dice "
                                      f"links (they give {shown_e}): this throw or an action before it was changed", line=n,
                                      expected=shown_e, found=shown_f, source="links")
                source = "the script" if scripted else f"{names[seat]}'s bag"
                shown_e, shown_f = "-".join(map(str, expected_throw)), "-".join(map(str, entry.throw or ()))
                raise RecordError("wrong_throw", f"the throw {shown_f} is not what {source} gives ({shown_e}); "
                                  "the file was edited or the seed is wrong", line=n, expected=shown_e,
                                  found=shown_f, source="script" if scripted else "bag")
            game.roll(tuple(expected_throw))
            session.throws_by[seat] += 1
            session.turn_actions = []
        for k, action in enumerate(entry.actions):
            # not over before the first action: checked above (a throw ends no game); one look at the
            # outcome less per move, which is most of a long record's replay
            if (k and session.game_over) or (game.dice and game.needs_throw()):
                raise RecordError("extra_action", f"the turn is over before {action!r}", line=n, action=action)
            conceding = codec.concession(action)
            if conceding is not None:
                session.concede(reason=conceding)
                continue
            try:
                session.play(action)
            except GameError as exc:
                reason = str(exc).split(": ", 1)[-1]
                raise RecordError("illegal_action", f"{action!r} is not allowed here: {reason}", line=n,
                                  cause=exc, action=action, reason=exc.code, reason_key=exc.key,
                                  reason_params=exc.params, notation=game.notation()) from None
            if entry.clocks is not None and session.clocks is not None:
                session.clocks[-1] = entry.clocks
        self._previous = entry
        self.steps += 1
        return session

    def finish(self) -> object:
        """After the last entry: the record's stated result checked against the game's; the session."""
        session, codec, record = self.session, self.codec, self.record
        actual = session.outcome
        stated = record.result
        if stated is not None:
            winner, reason = codec.check_result(stated)
            if actual is None and winner is not None and reason in UNPLAYED_ENDINGS:
                try:
                    if reason == "time":
                        session.time_out(1 - winner)     # the loser's clock at 0:00, as when it ran out
                    else:
                        session.concede(1 - winner, "yield")
                except ValueError:
                    pass                     # that seat could not give up here: the stated result is wrong
                actual = session.outcome
            actual_text = None if actual is None else codec.format_result(actual)
            if actual_text != stated:
                rn = record.result_line or None
                if actual is None:
                    raise RecordError("wrong_result", f"the record says 'Result: {stated}' but the game is not over",
                                      line=rn, stated=stated, actual="")
                raise RecordError("wrong_result", f"the record says 'Result: {stated}' but the game ended "
                                  f"'Result: {actual_text}'", line=rn, stated=stated, actual=actual_text)
        return session


def _load_proof(record: Record, session) -> None:
    """The record's revealed dice links, checked against its commitment; RecordError ``bad_dice_proof``."""
    line = record.reveal_line or None
    if not hasattr(session.throws, "load"):
        raise RecordError("bad_dice_proof", f"{FAIR_DICE_REVEAL} without {FAIR_DICE}: revealed dice links without "
                          "the commitment they follow from", line=line, key=FAIR_DICE_REVEAL, reason="no_commitment")
    try:
        session.throws.load(record.reveal)
    except FairDiceError as exc:
        raise RecordError("bad_dice_proof", f"{FAIR_DICE_REVEAL}: {exc.message}; these are not the links "
                          f"committed to in {FAIR_DICE}", line=line, key=FAIR_DICE_REVEAL, reason=exc.code,
                          detail=exc.message) from None


def _next_throw(session, seat: int, entry: Entry, names) -> tuple[tuple[int, ...], bool]:
    """The throw the session's source gives ``seat`` now; a network game's throw past its revealed links
    is RecordError ``unrevealed_throw``."""
    try:
        return session.throws.next(seat)
    except ValueError as exc:            # a FairDiceError is a ValueError with a code
        if getattr(exc, "code", None) != "not_revealed":
            raise
        found = "-".join(map(str, entry.throw or ()))
        raise RecordError("unrevealed_throw", f"the throw {found} needs dice links {exc.params.get('n')}, but the "
                          f"record reveals them only up to {exc.params.get('known')}", line=entry.line or None,
                          found=found, n=exc.params.get("n"), known=exc.params.get("known")) from None


# ---------------------------------------------------------------- keeping it

class Scribe:
    """Keeps a record in step with a session: register it as the session's listener.

    After every change it calls ``on_change(record)`` (the save slot's write).
    A failing ``on_change`` (an ``OSError``: disk full, folder gone) does not
    stop the game: the error is kept in ``failed`` for the player to be told,
    and the next change writes the whole record again.
    """

    def __init__(self, record: Record, codec: Codec, on_change: Callable[[Record], None] | None = None) -> None:
        self.record = record
        self.codec = codec
        self.on_change = on_change
        self.failed: OSError | None = None

    def __call__(self, event) -> None:
        r = self.record
        if event.kind == "throw":
            r = r.with_entry(Entry(event.seat, tuple(event.throw)))
            if getattr(event, "proof", ""):
                r = replace(r, reveal=event.proof)
        elif event.kind == "play":
            text = event.played.text
            if event.throw is None and r.entries and r.entries[-1].throw is not None:
                r = r.with_action(text)
            else:
                r = r.with_entry(Entry(None, None, (text,), event.clocks))
        elif event.kind == "undo":
            for _ in event.taken:
                if r.entries and r.entries[-1].throw is not None:
                    r = r.without_last_action()
                else:
                    r = r.without_entries(1)
        elif event.kind == "end":
            r = r.with_result(self.codec.format_result(event.outcome))
        else:
            return
        self.record = r
        self.save()

    def save(self) -> None:
        if self.on_change is None:
            return
        try:
            self.on_change(self.record)
            self.failed = None
        except OSError as exc:
            self.failed = exc
