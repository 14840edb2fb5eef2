"""The server's memory: its tables, players, ratings and finished games, in one SQLite database.

Why SQLite: the standard library has it (no server to run beside the game server, no dependency), one file
holds everything (``<data folder>/server.sqlite3``), and a transaction is all or nothing: every write the
server makes after one event (the table's state, its record, a finished game, the ratings it moved) is one
transaction (:meth:`Store.transaction`), so a server killed at any moment has either all of an event or
none of it, never a state without its record or a result without its rating change.

Why WAL mode (write-ahead log): a commit appends to the log and the operating system keeps it when the
process dies (``kill -9``), so a killed server loses nothing that was answered; the log is flushed to the
disk (fsync) within a second by the server's worker thread (``synchronous=NORMAL``: an fsync at every
event would stop every table meanwhile), so a lost machine loses at most that second. Readers never wait
for the writer nor it for them: ``--export`` reads the database while the server runs
(:meth:`Store.open` with ``read_only``). One server per data folder stays the server's own lock
(``server.lock``, framework/net/server.py): SQLite would let a second writer in, one transaction at a time,
and two servers would still overwrite each other's tables.

Why this small interface: the server sees tables, players, ratings and finished games, never SQL. When
tables are sharded over several servers (docs/design.md, "Past one machine"), PostgreSQL takes SQLite's
place behind the same methods: one database for every shard, each shard writing only the tables it owns
(their rows keyed by table id), players, ratings and finished games shared, a rating update one
transaction with its game's row as here (``SELECT ... FOR UPDATE`` on the two ratings rows, so that two
shards rating the same player at once take turns). Only this module changes.
"""
from __future__ import annotations

import json
import os
import sqlite3
import stat
import threading
import time
import urllib.parse
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Callable, Iterator, Sequence

from framework.net.glicko2 import Rating

__all__ = ["Store", "FinishedGame", "StoreError", "DATABASE", "SCHEMA_VERSION"]

#: The database's file in the data folder (with ``-wal`` and ``-shm`` beside it while it is open).
DATABASE = "server.sqlite3"
#: The schema this module writes; a database of a newer one is refused (StoreError).
SCHEMA_VERSION = 1

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS tables (
    id TEXT PRIMARY KEY, number INTEGER NOT NULL, state TEXT NOT NULL, record TEXT NOT NULL,
    damaged TEXT, written INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS tables_written ON tables (written);
CREATE TABLE IF NOT EXISTS players (
    key TEXT PRIMARY KEY, name TEXT NOT NULL UNIQUE COLLATE NOCASE, first_seen TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS names (name TEXT PRIMARY KEY COLLATE NOCASE, key TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS ratings (
    key TEXT NOT NULL, pool TEXT NOT NULL, rating REAL NOT NULL, rd REAL NOT NULL, volatility REAL NOT NULL,
    games INTEGER NOT NULL, PRIMARY KEY (key, pool));
CREATE INDEX IF NOT EXISTS ratings_best ON ratings (pool, rating DESC);
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY AUTOINCREMENT, table_id TEXT NOT NULL, number INTEGER NOT NULL, game TEXT NOT NULL,
    options TEXT NOT NULL, pool TEXT, rated INTEGER NOT NULL, name1 TEXT NOT NULL, name2 TEXT NOT NULL,
    key1 TEXT, key2 TEXT, score REAL, reason TEXT NOT NULL, date TEXT NOT NULL, record TEXT NOT NULL,
    change1 REAL, change2 REAL, UNIQUE (table_id, number));
CREATE INDEX IF NOT EXISTS games_key1 ON games (key1, id);
CREATE INDEX IF NOT EXISTS games_key2 ON games (key2, id);
"""

_GAME_COLUMNS = ("id, table_id, number, game, options, pool, rated, name1, name2, key1, key2, score, reason, "
                 "date, record, change1, change2")


class StoreError(RuntimeError):
    """The database cannot be used: not a regular file, not a database, a newer schema, unreadable."""


def _now_text() -> str:
    return time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime())


@dataclass(frozen=True)
class FinishedGame:
    """One finished game as the store keeps it (docs: contract of issue 35)."""

    id: int | None            # the store's number (None before it is stored)
    table: str                # "t7"
    number: int               # the game's number at its table (1, then 2 after a rematch ...)
    game: str                 # "xii", "ataxx", "latrunculi", "nardy"
    options: dict
    pool: str | None          # the rating pool, None: not rated
    rated: bool
    names: tuple[str, str]    # seat I's, seat II's
    keys: tuple[str | None, str | None]   # seat I's, seat II's public keys (64 hex), None: unknown
    score: float | None       # seat I's score: 1, 0.5, 0; None: cancelled
    reason: str               # "bear_off", "yield", "time", "claim", "agreement", ...
    date: str                 # "2026-11-28 21:30:00 UTC"
    record: str               # the game's record text (the house's format, signatures and all)
    changes: tuple[float | None, float | None] = (None, None)   # each seat's rating change


def _game(row) -> FinishedGame:
    (game_id, table_id, number, game, options, pool, rated, name1, name2, key1, key2, score, reason, date,
     record, change1, change2) = row
    return FinishedGame(game_id, table_id, number, game, json.loads(options), pool, bool(rated), (name1, name2),
                        (key1, key2), score, reason, date, record, (change1, change2))


def _regular_or_absent(path: str) -> None:
    """StoreError if ``path`` is there and no regular file (a FIFO planted there would hang the first read)."""
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return
    except OSError as exc:
        raise StoreError(f"cannot read {path}: {exc.strerror or exc}") from None
    if not stat.S_ISREG(mode):
        raise StoreError(f"{path} is not a regular file")


class Store:
    """The database of one server (or a reader's view of it). Build it with :meth:`open`."""

    def __init__(self, db: sqlite3.Connection, path: str | None, log: Callable[[str], None]) -> None:
        self._db, self.path, self.log = db, path, log
        self._depth = 0
        self._written = 0                   # the ``written`` counter of the last table saved
        self._checkpointer: sqlite3.Connection | None = None    # the worker thread's own connection
        self._checkpointing = threading.Lock()

    # ------------------------------------------------------------ life
    @classmethod
    def open(cls, data_dir: str | None, log=print, *, read_only: bool = False) -> "Store":
        """The data folder's database (made with its schema if new); None: an in-memory one (nothing kept).
        ``read_only``: a reader's (``--export``), which never writes and may run beside the server.
        StoreError when it cannot be used."""
        if data_dir is None:
            path = None
            db = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
        else:
            path = os.path.join(data_dir, DATABASE)
            for name in (path, path + "-wal", path + "-shm"):
                _regular_or_absent(name)
            try:
                if read_only:
                    if not os.path.exists(path):
                        raise StoreError(f"there is no database in {data_dir} ({DATABASE})")
                    uri = f"file:{urllib.parse.quote(os.path.abspath(path))}?mode=ro"   # a # or ? in a name
                    db = sqlite3.connect(uri, uri=True, isolation_level=None, check_same_thread=False)
                else:
                    # The tables' states hold the server's chain secrets: the file (and the -wal and -shm
                    # SQLite makes with its mode) for the server's user only.
                    os.close(os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o600))
                    db = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
            except OSError as exc:
                raise StoreError(f"cannot open {path}: {exc.strerror or exc}") from None
            except sqlite3.Error as exc:
                raise StoreError(f"cannot open {path}: {exc}") from None
        store = cls(db, path, log)
        try:
            store._prepare(read_only)
        except sqlite3.Error as exc:
            db.close()
            raise StoreError(f"cannot use {path or 'the database'}: {exc}") from None
        except BaseException:
            db.close()
            raise
        return store

    def _prepare(self, read_only: bool) -> None:
        db = self._db
        db.execute("PRAGMA busy_timeout = 5000")
        if read_only:
            version = self._schema_version()
            if version is None:
                raise StoreError(f"{self.path} holds no server's tables")
        else:
            db.execute("PRAGMA journal_mode = WAL")
            db.execute("PRAGMA synchronous = NORMAL")
            # The log is checkpointed by the server's worker thread (checkpoint), not by the commit that fills
            # it: a checkpoint syncs the disk, and the event loop must not wait for that. This is the backstop.
            db.execute("PRAGMA wal_autocheckpoint = 10000")
            with self.transaction():
                version = self._schema_version()
                if version is None:
                    for statement in filter(str.strip, _SCHEMA.split(";")):
                        db.execute(statement)
                    db.execute("INSERT OR REPLACE INTO meta VALUES ('schema', ?)", (str(SCHEMA_VERSION),))
                    version = SCHEMA_VERSION
        if version > SCHEMA_VERSION:
            raise StoreError(f"{self.path} is of a newer server (schema {version}; this one knows {SCHEMA_VERSION})")
        row = db.execute("SELECT MAX(written) FROM tables").fetchone()
        self._written = row[0] or 0

    def _schema_version(self) -> int | None:
        if self._db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'").fetchone() is None:
            return None
        row = self._db.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()
        return int(row[0]) if row else None

    def checkpoint(self) -> None:
        """What was committed made durable: the log synced to the disk, copied into the database, the database
        synced (SQLite's passive checkpoint, which never waits for the writer nor stops it). Called by the
        server's worker thread every second something was written, on a connection of its own.
        sqlite3.Error when it fails (the server logs it and tries again)."""
        if self.path is None:
            return
        with self._checkpointing:
            if self._checkpointer is None:
                self._checkpointer = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
                self._checkpointer.execute("PRAGMA busy_timeout = 1000")
            self._checkpointer.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()

    def close(self) -> None:
        """The database closed (the log checkpointed into it). Never raises: a failure is logged."""
        with self._checkpointing:
            for db in (self._checkpointer, self._db):
                try:
                    if db is not None:
                        db.close()
                except sqlite3.Error as exc:
                    self.log(f"closing the database: {exc}")
            self._checkpointer = None

    @contextmanager
    def transaction(self) -> Iterator[None]:
        """Everything written inside is one transaction: committed at the end of the outermost block, rolled
        back if it raises (an inner block that raises undoes only its own writes, a savepoint)."""
        depth = self._depth
        self._db.execute("BEGIN IMMEDIATE" if depth == 0 else f"SAVEPOINT s{depth}")
        self._depth = depth + 1
        try:
            yield
        except BaseException:
            self._depth = depth
            self._undo(depth)
            raise
        self._depth = depth
        if depth:
            self._db.execute(f"RELEASE s{depth}")
            return
        try:
            self._db.execute("COMMIT")
        except BaseException:
            self._undo(0)
            raise

    def _undo(self, depth: int) -> None:
        try:
            if depth:
                self._db.execute(f"ROLLBACK TO s{depth}")
                self._db.execute(f"RELEASE s{depth}")
            elif self._db.in_transaction:
                self._db.execute("ROLLBACK")
        except sqlite3.Error as exc:            # SQLite may have rolled back already (a full disk)
            self.log(f"rollback: {exc}")

    def meta(self, key: str) -> str | None:
        row = self._db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return row[0] if row else None

    def set_meta(self, key: str, value: str) -> None:
        with self.transaction():
            self._db.execute("INSERT OR REPLACE INTO meta VALUES (?, ?)", (key, value))

    # ------------------------------------------------------------ tables
    def save_table(self, table_id: str, state: dict, record: str | None) -> None:
        """The table's state and record, in place of what they were (``record`` None: the record unchanged,
        a new table's empty: the server writes a record only when it changed, a long match's is long)."""
        text = json.dumps(state, ensure_ascii=False)
        with self.transaction():
            self._written += 1
            self._db.execute("INSERT INTO tables (id, number, state, record, damaged, written) "
                             "VALUES (?, ?, ?, ?, NULL, ?) ON CONFLICT (id) DO UPDATE SET state = excluded.state, "
                             "record = COALESCE(?, record), damaged = NULL, written = excluded.written",
                             (table_id, _number(table_id), text, record or "", self._written, record))

    def tables(self) -> Iterator[tuple[str, dict | None, str, str]]:
        """Every table not damaged, the least recently saved first: (id, its state or None when unreadable,
        the state's text, the record). Nothing may be written while it is read through."""
        cursor = self._db.execute("SELECT id, state, record FROM tables WHERE damaged IS NULL ORDER BY written")
        while True:                         # a hundred at a time: ten thousand finished tables are not all read
            rows = cursor.fetchmany(100)    # into memory at once (write nothing while iterating)
            if not rows:
                return
            for table_id, text, record in rows:
                try:
                    state = json.loads(text)
                except ValueError:
                    state = None
                yield table_id, state if isinstance(state, dict) else None, text, record

    def mark_damaged(self, table_id: str, reason: str) -> None:
        """The table is never restored again (its row stays, and so its id is never given again)."""
        with self.transaction():
            self._db.execute("INSERT INTO tables (id, number, state, record, damaged, written) VALUES "
                             "(?, ?, '', '', ?, 0) ON CONFLICT (id) DO UPDATE SET damaged = excluded.damaged",
                             (table_id, _number(table_id), reason or "damaged"))

    def damaged(self) -> list[tuple[str, str]]:
        """The tables marked damaged: (id, why)."""
        return self._db.execute("SELECT id, damaged FROM tables WHERE damaged IS NOT NULL ORDER BY number").fetchall()

    def highest_table_number(self) -> int:
        """The highest number of a table id the database names (a damaged table's and a finished game's too)."""
        row = self._db.execute("SELECT MAX(n) FROM (SELECT MAX(number) AS n FROM tables UNION ALL "
                               "SELECT MAX(CAST(SUBSTR(table_id, 2) AS INTEGER)) FROM games)").fetchone()
        return int(row[0] or 0)

    # ------------------------------------------------------------ players
    def bind_name(self, name: str, key: str) -> bool:
        """True: ``name`` is this key's (now, or it was already); False: another key's (names are compared
        without regard to case). A name, once a key's, stays that key's for good: a player who goes by
        another name shows as it from then on, and no one else can take the one left (nor its history)."""
        with self.transaction():
            row = self._db.execute("SELECT key FROM names WHERE name = ?", (name,)).fetchone()
            if row is not None and row[0] != key:
                return False
            if row is None:
                self._db.execute("INSERT INTO names (name, key) VALUES (?, ?)", (name, key))
            self._db.execute("INSERT INTO players (key, name, first_seen) VALUES (?, ?, ?) "
                             "ON CONFLICT (key) DO UPDATE SET name = excluded.name", (key, name, _now_text()))
            return True

    def name_of(self, key: str) -> str | None:
        row = self._db.execute("SELECT name FROM players WHERE key = ?", (key,)).fetchone()
        return row[0] if row else None

    def key_of(self, name: str) -> str | None:
        """The key ``name`` belongs to (the name a player goes by now, or one it went by)."""
        row = self._db.execute("SELECT key FROM names WHERE name = ?", (name,)).fetchone()
        return row[0] if row else None

    # ------------------------------------------------------------ ratings and finished games
    def rating(self, key: str, pool: str) -> Rating:
        """The key's rating in ``pool``; ``Rating()`` for a player new to it."""
        row = self._db.execute("SELECT rating, rd, volatility, games FROM ratings WHERE key = ? AND pool = ?",
                               (key, pool)).fetchone()
        return Rating(*row) if row else Rating()

    def finish_game(self, game: FinishedGame, ratings: dict[str, Rating]) -> int:
        """A finished game stored, with the new ratings (by key) of ``game.pool`` it brought; its id."""
        with self.transaction():
            cursor = self._db.execute(
                f"INSERT INTO games ({_GAME_COLUMNS}) VALUES (NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (game.table, game.number, game.game, json.dumps(game.options, ensure_ascii=False), game.pool,
                 int(game.rated), game.names[0], game.names[1], game.keys[0], game.keys[1], game.score, game.reason,
                 game.date, game.record, game.changes[0], game.changes[1]))
            for key, rating in ratings.items():
                self._db.execute("INSERT OR REPLACE INTO ratings VALUES (?, ?, ?, ?, ?, ?)",
                                 (key, game.pool, rating.rating, rating.rd, rating.volatility, rating.games))
            return int(cursor.lastrowid)

    def leaderboard(self, pool: str, offset: int, limit: int) -> tuple[list[tuple[str, Rating]], int]:
        """The pool's rated players, best first, a page of them: ((name, rating) ..., how many in all)."""
        total = self._db.execute("SELECT COUNT(*) FROM ratings JOIN players USING (key) WHERE pool = ? AND games > 0",
                                 (pool,)).fetchone()[0]
        rows = self._db.execute(
            "SELECT players.name, rating, rd, volatility, games FROM ratings JOIN players USING (key) "
            "WHERE pool = ? AND games > 0 ORDER BY rating DESC, players.name LIMIT ? OFFSET ?",
            (pool, limit, offset)).fetchall()
        return [(name, Rating(*values)) for name, *values in rows], int(total)

    def busiest_pool(self, key: str | None, pools: Sequence[str]) -> str | None:
        """The pool of ``pools`` the leaderboard opens on when none is named: the one ``key`` has the most
        rated games in, else the one with the most rated players; None while no one of them is rated."""
        if key is not None:
            for pool, _ in self._db.execute("SELECT pool, games FROM ratings WHERE key = ? AND games > 0 "
                                            "ORDER BY games DESC, pool", (key,)):
                if pool in pools:
                    return pool
        for pool, _ in self._db.execute("SELECT pool, COUNT(*) FROM ratings WHERE games > 0 GROUP BY pool "
                                        "ORDER BY COUNT(*) DESC, pool"):
            if pool in pools:
                return pool
        return None

    def history(self, key: str, offset: int, limit: int) -> tuple[list[FinishedGame], int]:
        """The key's finished games, newest first, a page of them, and how many in all."""
        total = self._db.execute("SELECT COUNT(*) FROM games WHERE key1 = ? OR key2 = ?", (key, key)).fetchone()[0]
        rows = self._db.execute(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE key1 = ? UNION SELECT {_GAME_COLUMNS} FROM games "
            "WHERE key2 = ? ORDER BY id DESC LIMIT ? OFFSET ?", (key, key, limit, offset)).fetchall()
        return [_game(row) for row in rows], int(total)

    def finished_game(self, game_id: int) -> FinishedGame | None:
        row = self._db.execute(f"SELECT {_GAME_COLUMNS} FROM games WHERE id = ?", (game_id,)).fetchone()
        return _game(row) if row else None

    def finished_games(self) -> Iterator[FinishedGame]:
        """Every finished game, oldest first (``--export``)."""
        cursor = self._db.execute(f"SELECT {_GAME_COLUMNS} FROM games ORDER BY id")
        while True:
            rows = cursor.fetchmany(100)
            if not rows:
                return
            yield from map(_game, rows)

    def size(self) -> int:
        """The database's size in bytes (its pages in use; the benchmark's measure)."""
        count = self._db.execute("PRAGMA page_count").fetchone()[0]
        free = self._db.execute("PRAGMA freelist_count").fetchone()[0]
        return (count - free) * self._db.execute("PRAGMA page_size").fetchone()[0]

    def game_count(self) -> int:
        return int(self._db.execute("SELECT COUNT(*) FROM games").fetchone()[0])


def _number(table_id: str) -> int:
    """The number of a table id (``t12``: 12; another form: 0)."""
    digits = table_id[1:]
    return int(digits) if digits.isdigit() else 0
