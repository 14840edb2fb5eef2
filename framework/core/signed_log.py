"""Who played: a game's signed log, so that a record proves who made every move, checkable offline.

Why a log beside the moves: the record's body says what was played; the log
says who signed it. Each entry is signed by its signer's Ed25519 key (a seat's
player, or the server) over the table, the game's number there, the signer's
own sequence number (rising: never one used before), how many entries the signer had seen (``after``), the
digest of those entries, and the entry's text. The digests chain: entry ``i``'s
digest is the hash of entry ``i-1``'s digest and entry ``i``'s line, so an
entry signed after seeing ``after`` entries cannot be moved before them, and
the server's last entry (``end``, with the result and the date) fixes the
order of them all. Two entries may share an ``after`` (a seat's dice link and
the other's throw cross on the wire); nothing else moves.

A record carries the log as ``Sign:`` lines after its result, and the keys in
its header (``Server-Key``, ``Table``, ``Key-I``, ``Key-II``, and the players' names as the server
knew them, ``Name-I``, ``Name-II``: not every game's header names its players); the server's
first entry (``begin``) holds the header's lines as it wrote them, so a name,
a date or an option edited later fails at its line. :func:`check` reads it all
back (framework/core/verify.py says it in the reader's words).

Entry texts: a seat's ``act <action>`` (the command as sent), ``throw <n>
<link>``, ``reveal <n> <link>``; the server's ``begin <header lines as JSON>``
and ``end <date> <result>``. Keys and signatures are lowercase hex (32 and 64
bytes raw).
"""
from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass, field

__all__ = ["MAX_SEQ", "SIGN", "SERVER_KEY", "TABLE", "SEAT_KEYS", "SEAT_NAMES", "SIGNERS", "Signed", "Log", "LogProblem",
           "new_private_key", "public_key", "sign", "valid", "fingerprint", "hello_message", "check"]

#: The record's line key of a log entry, and its header keys.
SIGN = "Sign"
SERVER_KEY, TABLE = "Server-Key", "Table"
SEAT_KEYS = ("Key-I", "Key-II")
SEAT_NAMES = ("Name-I", "Name-II")
#: Who signs: seat I, seat II, the server.
SIGNERS = ("I", "II", "S")
#: The largest sequence number an entry may carry (nine digits: what the record's reader takes).
MAX_SEQ = 999_999_999
_KEY = re.compile(r"[0-9a-f]{64}")
_SIG = re.compile(r"[0-9a-f]{128}")
_TABLE = re.compile(r"[a-z0-9]{1,16} [1-9][0-9]{0,8}")
_DOMAIN = "xii-scripta log v1"
#: Header keys outside the server's begin entry: the format, the latest dice links (they change with every
#: throw; the links prove themselves), and the server's key (every signature is checked against it).
_UNSIGNED = ("Format", "Fair-Dice-Reveal", SERVER_KEY)


# ------------------------------------------------------------------ keys

def new_private_key() -> bytes:
    """A fresh Ed25519 private key (32 raw bytes)."""
    # deferred: only network play and --verify need the cryptography package
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
    return Ed25519PrivateKey.generate().private_bytes_raw()


def public_key(private: bytes) -> str:
    """The public key (64 hex digits) of ``private``."""
    # deferred: only network play and --verify need the cryptography package
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
    return Ed25519PrivateKey.from_private_bytes(private).public_key().public_bytes_raw().hex()


def sign(private: bytes, message: bytes) -> str:
    """``private``'s signature of ``message`` (128 hex digits)."""
    # deferred: only network play and --verify need the cryptography package
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
    return Ed25519PrivateKey.from_private_bytes(private).sign(message).hex()


def valid(key: str, message: bytes, signature: str) -> bool:
    """``signature`` is ``key``'s of ``message`` (False for anything malformed)."""
    # deferred: only network play and --verify need the cryptography package
    from cryptography.exceptions import InvalidSignature
    # deferred: only network play and --verify need the cryptography package
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey
    if not isinstance(key, str) or not _KEY.fullmatch(key) or not isinstance(signature, str) \
            or not _SIG.fullmatch(signature):
        return False
    try:
        Ed25519PublicKey.from_public_bytes(bytes.fromhex(key)).verify(bytes.fromhex(signature), message)
    except (InvalidSignature, ValueError):
        return False
    return True


def fingerprint(key: str) -> str:
    """A key as people compare it: the first 16 hex digits of its SHA-256, in fours (``3f2a:91c0:...``)."""
    digest = hashlib.sha256(bytes.fromhex(key)).hexdigest()[:16]
    return ":".join(digest[i:i + 4] for i in range(0, 16, 4))


def hello_message(server_key: str, challenge: str, key: str, name: str) -> bytes:
    """What a client signs to prove its key at ``hello``: the server's key and fresh challenge, its own key
    and the name it asks for (so the proof is good for this server, this once, this name)."""
    return f"xii-scripta hello v3|{server_key}|{challenge}|{key}|{name}".encode("utf-8")


# ------------------------------------------------------------------ entries and the log

@dataclass(frozen=True)
class Signed:
    """One log entry: ``who`` (I, II, S), its signer's ``k``-th entry, signed after ``after`` entries."""

    who: str
    k: int
    after: int
    sig: str
    body: str

    def line(self) -> str:
        return f"{self.who} {self.k} {self.after} {self.sig} {self.body}"

    @classmethod
    def parse(cls, text: str) -> "Signed":
        """An entry from its line (without ``Sign:``); ValueError naming what is wrong."""
        parts = text.split(" ", 4)
        if len(parts) != 5:
            raise ValueError("expected 'WHO K AFTER SIGNATURE TEXT'")
        who, k, after, sig, body = parts
        if who not in SIGNERS:
            raise ValueError(f"the signer must be I, II or S, not {who[:8]!r}")
        if not (k.isdigit() and after.isdigit()) or k.startswith("0") or len(k) > 9 or len(after) > 9:
            raise ValueError("the sequence numbers must be whole numbers")
        if not _SIG.fullmatch(sig):
            raise ValueError("the signature must be 128 hex digits")
        if not body.strip():
            raise ValueError("the entry has no text")
        return cls(who, int(k), int(after), sig, body)


def _origin(table: str, server_key: str) -> bytes:
    return hashlib.sha256(f"{_DOMAIN}|{table}|{server_key}".encode("utf-8")).digest()


@dataclass
class Log:
    """The log of one game at one table (``table``: ``"t7 1"``, the table and the game's number there),
    under the server's key: its entries and the digest after each."""

    table: str
    server_key: str
    entries: list = field(default_factory=list)
    digests: list = field(default_factory=list)
    texts: list = field(default_factory=list)       # each entry's line, made once
    last: dict = field(default_factory=dict)        # signer -> the highest number it used so far

    def __post_init__(self) -> None:
        entries, self.entries, self.texts, self.last = list(self.entries), [], [], {}
        self.digests = [_origin(self.table, self.server_key)]
        for entry in entries:
            self.append(entry)

    def append(self, entry: Signed) -> None:
        line = entry.line()
        self.entries.append(entry)
        self.texts.append(line)
        self.last[entry.who] = max(self.last.get(entry.who, 0), entry.k)
        self.digests.append(hashlib.sha256(self.digests[-1] + line.encode("utf-8")).digest())

    def truncate(self, length: int) -> None:
        """Back to its first ``length`` entries (an action refused after its entry was logged)."""
        del self.entries[length:], self.texts[length:], self.digests[length + 1:]
        self.last = {}
        for entry in self.entries:
            self.last[entry.who] = max(self.last.get(entry.who, 0), entry.k)

    def message(self, who: str, k: int, after: int, body: str) -> bytes:
        """What ``who`` signs for its ``k``-th entry after seeing ``after`` entries (ValueError past the end)."""
        if not 0 <= after < len(self.digests):
            raise ValueError(f"{after} entries were not seen: the log has {len(self.entries)}")
        return f"{_DOMAIN}|{self.table}|{who}|{k}|{after}|{self.digests[after].hex()}|{body}".encode("utf-8")

    def next_k(self, who: str) -> int:
        """The least number ``who``'s next entry may have: past its last. A seat's numbers rise and may skip
        (an action the server refused used its number); the server's run 1, 2, 3 ..."""
        return 1 + self.last.get(who, 0)

    def problem(self, entry: Signed, key: str) -> str | None:
        """Why ``entry`` cannot come next under ``key`` (None: it can): its number, what it saw, its signature."""
        least = self.next_k(entry.who)
        if entry.k < least or entry.k > MAX_SEQ or (entry.who == "S" and entry.k != least):
            return "sequence"
        if not entry.body.isprintable() or entry.body != entry.body.strip():
            return "text"
        if entry.after > len(self.entries) or (entry.who == "S" and entry.after != len(self.entries)):
            return "order"
        if not valid(key, self.message(entry.who, entry.k, entry.after, entry.body), entry.sig):
            return "signature"
        return None

    def signed(self, who: str, private: bytes, body: str, after: int | None = None) -> Signed:
        """A new entry of ``who`` (not appended), signed with ``private``."""
        after = len(self.entries) if after is None else after
        k = self.next_k(who)
        return Signed(who, k, after, sign(private, self.message(who, k, after, body)), body)

    def lines(self) -> tuple[str, ...]:
        return tuple(self.texts)


def begin_body(header: list[tuple[str, str]]) -> str:
    """The server's first entry: the header's lines as it wrote them."""
    return "begin " + json.dumps([f"{k}: {v}" for k, v in header], ensure_ascii=False, separators=(",", ":"))


def end_body(date: str, result: str) -> str:
    return f"end {date} {result}"


# ------------------------------------------------------------------ checking a record's log

@dataclass(frozen=True)
class LogProblem:
    """What is wrong with a record's log: ``code`` (``verify.reason.<code>``), the ``line``, ``params``."""

    code: str
    reason: str
    line: int | None
    params: dict = field(default_factory=dict)


def check(table: str, server_key: str, seat_keys: tuple[str, str], entries: list[tuple[int, Signed]],
          header: list[tuple[int, str, str]], result: tuple[int, str | None]) -> LogProblem | None:
    """Check a record's log: every entry's signature, numbering and order (at its ``Sign:`` line), the
    server's ``begin`` against the header (``header``: (line, key, value), at the line that differs) and its
    ``end`` against the result (``result``: (line, text)). The actions against the moves are the caller's
    (it replays them through the engine)."""
    if not _TABLE.fullmatch(table):
        return LogProblem("bad_log", f"{TABLE} must be 'TABLE GAME', not {table[:40]!r}", None, {})
    log = Log(table, server_key)
    keys = {"I": seat_keys[0], "II": seat_keys[1], "S": server_key}
    began = ended = False
    for line, entry in entries:
        if ended:
            return LogProblem("after_end_entry", "an entry follows the server's end", line, {})
        why = log.problem(entry, keys[entry.who])
        if why is not None:
            who = {"I": "seat I", "II": "seat II", "S": "the server"}[entry.who]
            reason = {"sequence": f"{who}'s entry {entry.k} is out of its order",
                      "order": f"this entry of {who} claims to follow entries that come after it",
                      "signature": f"{who} did not sign this entry (forged or edited)",
                      "text": f"this entry of {who} is not one line of printable text"}[why]
            return LogProblem(f"log_{why}", reason, line, {"who": entry.who})
        log.append(entry)
        word = entry.body.split(" ", 1)[0]
        if entry.who == "S" and word == "begin":
            began = True
            problem = _check_header(entry, header, line)
            if problem is not None:
                return problem
        elif entry.who == "S" and word == "end":
            ended = True
            _, date_result = entry.body.split(" ", 1) if " " in entry.body else (entry.body, "")
            _date, _, signed_result = date_result.partition(" ")
            if signed_result != (result[1] or ""):
                return LogProblem("unsigned_result", f"the result is not the one the server signed "
                                  f"({signed_result!r})", result[0] or line, {"signed": signed_result})
    if not began:
        return LogProblem("no_begin", "the server's first entry (begin) is missing", None, {})
    if result[1] is not None and not ended:
        return LogProblem("unsigned_result", "the server did not sign this result", result[0] or None,
                          {"signed": ""})
    return None


def _check_header(entry: Signed, header: list[tuple[int, str, str]], line: int) -> LogProblem | None:
    try:
        signed = json.loads(entry.body.split(" ", 1)[1])
        if not isinstance(signed, list) or not all(isinstance(s, str) for s in signed):
            raise ValueError
    except (ValueError, IndexError):
        return LogProblem("bad_log", "the server's begin entry cannot be read", line, {})
    by_key = {}
    for text in signed:
        key, _, value = text.partition(": ")
        by_key[key] = value
    for n, key, value in header:
        if key in by_key and by_key[key] != value:
            return LogProblem("unsigned_header", f"{key}: {value[:40]!r} is not what the server signed "
                              f"({by_key[key][:40]!r})", n, {"key": key, "signed": by_key[key][:40]})
    for n, key, value in header:
        if key not in by_key and key not in _UNSIGNED:
            return LogProblem("unsigned_header", f"{key} is not a line the server signed", n,
                              {"key": key, "signed": ""})
    present = {key for _, key, _ in header}
    missing = [key for key in by_key if key not in present]
    if missing:
        return LogProblem("unsigned_header", f"{missing[0]} was signed but is not in the header", line,
                          {"key": missing[0], "signed": by_key[missing[0]][:40]})
    return None
