"""A key for every player and for the server: who played is who signed.

Why keys and no passwords: a player is their Ed25519 key pair, made on the
first network game and kept in the configuration directory (``player-key``,
readable by its owner only); the server binds a name to the first key that
used it, and every action the player sends is signed with it
(framework/core/signed_log.py), so a record proves who played, offline. A
server keeps its own key (``server-key`` in its data folder) and signs its own
entries, the date and the result. Backing up the key file keeps the account;
losing it loses the name.
"""
from __future__ import annotations

import os
import unicodedata
from dataclasses import dataclass, field

from framework.core.limits import read_regular
from framework.core.saves import write_atomic
from framework.core.signed_log import SIGNERS, Log, Signed, fingerprint, hello_message, new_private_key, public_key, sign
from framework.net.table import signed_body

__all__ = ["KeyPair", "Signer", "PLAYER_KEY", "SERVER_KEY_FILE", "KeyFileError"]

#: The player's key file in the configuration directory, and the server's in its data folder.
PLAYER_KEY = "player-key"
SERVER_KEY_FILE = "server-key"
_HEADER = "xii-scripta ed25519 private key"


class KeyFileError(ValueError):
    """A key file that cannot be read as one (``path``, ``reason``): never replaced silently, since it may
    be the only copy of an account."""

    def __init__(self, path: str, reason: str) -> None:
        super().__init__(f"{path}: {reason}")
        self.path, self.reason = path, reason


@dataclass(frozen=True)
class KeyPair:
    """A private key and its public key (64 hex digits)."""

    private: bytes = field(repr=False)
    public: str = ""

    @classmethod
    def generate(cls) -> "KeyPair":
        private = new_private_key()
        return cls(private, public_key(private))

    @classmethod
    def from_private(cls, private: bytes) -> "KeyPair":
        return cls(private, public_key(private))

    @property
    def fingerprint(self) -> str:
        return fingerprint(self.public)

    def sign(self, message: bytes) -> str:
        return sign(self.private, message)

    def save(self, directory: str, name: str = PLAYER_KEY) -> None:
        """The key into ``directory``/``name``, readable by its owner only (KeyFileError if it cannot be)."""
        path = os.path.join(directory, name)
        try:
            os.makedirs(directory, exist_ok=True)
            write_atomic(path, f"{_HEADER}\n{self.private.hex()}\n", private=True)
        except OSError as exc:
            raise KeyFileError(path, getattr(exc, "strerror", None) or str(exc)) from None

    @classmethod
    def load_or_create(cls, directory: str | None, name: str = PLAYER_KEY) -> "KeyPair":
        """The key kept in ``directory`` (made and written there, owner-only, the first time). No directory:
        a key for this run only. KeyFileError for a file that is there but not a key (left as it is)."""
        if not directory:
            return cls.generate()
        path = os.path.join(directory, name)
        try:
            data = read_regular(path, 4096)
        except FileNotFoundError:
            pair = cls.generate()
            pair.save(directory, name)
            return pair
        except OSError as exc:
            raise KeyFileError(path, exc.strerror or str(exc)) from None
        lines = data.decode("utf-8", "replace").split()
        text = lines[-1] if lines else ""
        try:
            private = bytes.fromhex(text)
            if len(private) != 32:
                raise ValueError
        except ValueError:
            raise KeyFileError(path, "it does not hold a key") from None
        return cls.from_private(private)


class Signer:
    """A client's side of who played: proves its key at ``hello`` and signs every action it sends, following
    each table's signed log from the snapshots and ``signed`` events it hears (framework/core/signed_log.py).

    Why one piece for the terminal client and the bots: the signature is over what the client has seen, so
    the client must follow the log exactly as the server keeps it; two copies of that would drift."""

    def __init__(self, key: KeyPair) -> None:
        self.key = key
        self.server_key = ""
        self.challenge = ""
        self.logs: dict[str, Log] = {}
        self.games: dict[str, int] = {}         # table -> the game's number there (from the latest snapshot)
        self.seats: dict[str, int] = {}
        self.used: dict[str, int] = {}          # table -> the highest number this client signed there

    def welcome(self, message: dict) -> None:
        """The server's first line: its key and the challenge the hello's proof signs."""
        self.server_key = str(message.get("key") or "")
        self.challenge = str(message.get("challenge") or "")

    def hello(self, name: str) -> dict:
        """The hello's ``key`` and ``sig`` for ``name`` (signed in its normal form, NFC, as the server keeps it)."""
        name = unicodedata.normalize("NFC", name)
        return {"key": self.key.public,
                "sig": self.key.sign(hello_message(self.server_key, self.challenge, self.key.public, name))}

    def heard(self, message: dict) -> None:
        """Follow the logs: a snapshot gives a table's log whole, a ``signed`` event its next entry."""
        table = message.get("table")
        kind = message.get("type")
        if kind == "snapshot" and isinstance(table, str):
            self.games[table] = int(message.get("game") or 1)
            if isinstance(message.get("seat"), int):
                self.seats[table] = message["seat"]
            lines = message.get("log")
            record = message.get("record")
            if lines is None and isinstance(record, str) and "\nSign: " in record:
                lines = [line[len("Sign: "):] for line in record.split("\n") if line.startswith("Sign: ")]
            self.logs.pop(table, None)
            if isinstance(lines, list) and self.server_key:
                self.logs[table] = Log(f"{table} {self.games[table]}", self.server_key,
                                       [Signed.parse(line) for line in lines])
        elif kind == "event" and message.get("kind") in ("signed", "start") and isinstance(table, str):
            game = message.get("game")
            if isinstance(game, int) and table in self.games and game > self.games[table]:
                # a rematch's first entry, before its snapshot: a new log, and the seats swapped
                self.games[table] = game
                self.logs.pop(table, None)
                self.used.pop(table, None)
                if table in self.seats:
                    self.seats[table] = 1 - self.seats[table]
            log = self._log(table)
            if log is not None and message["kind"] == "signed":
                log.append(Signed.parse(str(message.get("entry"))))

    def knows(self, table: str) -> bool:
        """This client has had a snapshot of ``table``: an action there can be signed over its log."""
        return table in self.games

    def _log(self, table: str) -> Log | None:
        if table not in self.logs and table in self.games and self.server_key:
            self.logs[table] = Log(f"{table} {self.games[table]}", self.server_key)
        return self.logs.get(table)

    def sign(self, message: dict) -> dict:
        """``message`` with its signature when it is an action at a table this client sits at."""
        table = message.get("table")
        kind = message.get("type")
        if kind not in ("act", "claim") or (kind == "claim" and message.get("what") != "win") \
                or table not in self.seats or "sig" in message:
            return message
        log = self._log(table)
        if log is None:
            return message
        who = SIGNERS[self.seats[table]]
        # a number never used before: past the log's (a restarted client) and past every one sent
        k = max(log.next_k(who), self.used.get(table, 0) + 1)
        after = len(log.entries)
        body = "claim win" if kind == "claim" else signed_body(str(message.get("action", "")), message.get("link"),
                                                                 message.get("n"))
        self.used[table] = k
        return {**message, "sig": self.key.sign(log.message(who, k, after, body)), "k": k, "after": after}
