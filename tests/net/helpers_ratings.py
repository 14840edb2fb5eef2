"""Ratings and finished games in a test server's store: players, their ratings and their games put there through
the store's own interface (the contract of issue 35), and keys for the seats."""
from __future__ import annotations

import hashlib
import itertools

from framework.core.record import write
from framework.net.glicko2 import Rating
from framework.net.identity import KeyPair
from framework.net.store import FinishedGame

DATE = "2026-11-28 21:30:00 UTC"
#: The numbers of the made-up finished games (the store keeps one game per table and number).
_NUMBERS = itertools.count(1)


def store_of(server):
    """The running test server's store."""
    assert server.store is not None, "the server is not running"
    return server.store


def pair_of(name: str) -> KeyPair:
    """``name``'s key pair in the tests: the same for the same name (a bot, a connection, the store)."""
    return KeyPair.from_private(hashlib.sha256(name.encode("utf-8")).digest())


def key_of(name: str) -> str:
    """``name``'s public key in the tests (64 hex digits)."""
    return pair_of(name).public


def give_key(config_dir, name: str) -> None:
    """The lobby's player (its configuration folder ``config_dir``) plays with ``name``'s key."""
    pair_of(name).save(str(config_dir))


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
    stored = FinishedGame(None, "t999", next(_NUMBERS), game, {}, pool, pool is not None, tuple(names), keys, score, reason, date,
                          record_text, tuple(changes))
    return store.finish_game(stored, ratings or {})


def record_of(spec, record) -> str:
    return write(record, spec.codec)
