"""Ratings and finished games in a test server's store: players, their ratings and their games put there through
the store's own interface (the contract of issue 35), and keys for the seats."""
from __future__ import annotations

import hashlib

from dataclasses import dataclass, replace

from framework.core.record import write
from framework.net.glicko2 import Rating

DATE = "2026-11-28 21:30:00 UTC"


@dataclass(frozen=True)
class FinishedGame:
    id: int | None
    table: str
    number: int
    game: str
    options: dict
    pool: str | None
    rated: bool
    names: tuple
    keys: tuple
    score: float | None
    reason: str
    date: str
    record: str
    changes: tuple = (None, None)


class FakeStore:
    """The store's interface (issue 35's contract) in memory, until the store is merged."""

    def __init__(self) -> None:
        self.names: dict[str, str] = {}
        self.ratings: dict[tuple[str, str], Rating] = {}
        self.games: list = []

    def bind_name(self, name: str, key: str) -> bool:
        return self.names.setdefault(name, key) == key

    def key_of(self, name: str):
        return self.names.get(name)

    def name_of(self, key: str):
        return next((n for n, k in self.names.items() if k == key), None)

    def rating(self, key: str, pool: str) -> Rating:
        return self.ratings.get((key, pool), Rating())

    def finish_game(self, game, ratings: dict) -> int:
        game = replace(game, id=len(self.games) + 1)
        self.games.append(game)
        for key, rating in ratings.items():
            self.ratings[(key, game.pool)] = rating
        return game.id

    def leaderboard(self, pool: str, offset: int, limit: int):
        rows = sorted(((self.name_of(k), r) for (k, p), r in self.ratings.items() if p == pool),
                      key=lambda row: -row[1].rating)
        return rows[offset:offset + limit], len(rows)

    def history(self, key: str, offset: int, limit: int):
        mine = [g for g in reversed(self.games) if key in g.keys]
        return mine[offset:offset + limit], len(mine)

    def finished_game(self, game_id: int):
        return self.games[game_id - 1] if 0 < game_id <= len(self.games) else None


def store_of(server):
    """The test server's store (a FakeStore put there when the server has none)."""
    if getattr(server, "store", None) is None:
        server.store = FakeStore()
    return server.store


def key_of(name: str) -> str:
    """A made-up public key for ``name`` (64 hex digits)."""
    return hashlib.sha256(name.encode("utf-8")).hexdigest()


def rated(store, name: str, pool: str, rating: Rating) -> str:
    """``name`` bound to its key in ``store``, with ``rating`` in ``pool``; its key."""
    key = key_of(name)
    store.bind_name(name, key)
    finished(store, (name, "Nobody"), 0.5, pool=pool, ratings={key: rating})
    return key


def finished(store, names: tuple[str, str], score: float | None, record_text: str = "", game: str = "ataxx",
             pool: str | None = "ataxx", changes=(None, None), ratings: dict | None = None,
             date: str = DATE, reason: str = "yield") -> int:
    """A finished game of ``names`` (each bound to its key) stored with ``ratings`` (by key); its number."""
    keys = tuple(key_of(name) for name in names)
    for name, key in zip(names, keys):
        store.bind_name(name, key)
    stored = FinishedGame(None, "t1", 1, game, {}, pool, pool is not None, tuple(names), keys, score, reason, date,
                          record_text, tuple(changes))
    return store.finish_game(stored, ratings or {})


def record_of(spec, record) -> str:
    return write(record, spec.codec)
