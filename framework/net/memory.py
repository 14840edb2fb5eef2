"""What the client remembers between runs, in ``network.json`` of the configuration directory.

Why a file: a seat belongs to whoever holds its token, and a dice game's throws
need the seat's chain secret; a client that was killed (or a laptop that slept)
must find both again, so ``--connect`` resumes the seat. Per server (its key,
``key <hex>``, from the hello's reply: the same server reached by another name,
address or port is the same; framework/net/client.py ``Connection.server_id``)
it keeps each table's seat, token and chain secret (hex); and the last host and
name typed, offered with Enter next time. The file is
written whole and atomically (framework.core.saves), read leniently: a damaged
file is an empty memory, never a traceback.
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

from framework.core.limits import load_json, read_regular
from framework.core.saves import make_dir, write_atomic

__all__ = ["FILE", "Held", "Memory", "MAX_TABLES"]

FILE = "network.json"
#: The largest network.json read (a full one is some tens of kilobytes).
MAX_BYTES = 1024 * 1024
#: Tables remembered per server at most (the oldest are forgotten first).
MAX_TABLES = 64


@dataclass(frozen=True)
class Held:
    """A seat this client holds at a table: ``seat`` (0, 1), ``token``, ``secret`` (hex; ``""`` without
    dice), ``next_secret`` (the chain committed with a rematch, until its game begins) and ``next_seat`` (the
    seat that rematch gives: the other one), ``commitment`` (the
    three anchors its link 1 was revealed against: a server that names others after a restart of this
    client is caught as before it)."""

    table: str
    seat: int | None
    token: str
    secret: str = ""
    next_secret: str = ""
    commitment: str = ""
    next_seat: int | None = None


class Memory:
    """``network.json``: the seats held per server (by its key), the last host and name."""

    def __init__(self, path: str | None, data: dict | None = None) -> None:
        self.path = path
        self.data: dict = data if isinstance(data, dict) else {}

    @classmethod
    def load(cls, directory: str | None) -> "Memory":
        """The memory in ``directory`` (None: kept in memory only, as when no home folder is known); a
        damaged file reads as empty, and so does a FIFO or a device there (never waited on)."""
        if not directory:
            return cls(None)
        path = os.path.join(directory, FILE)
        try:
            text = read_regular(path, MAX_BYTES).decode("utf-8", errors="replace")
            data = load_json(text, max_chars=MAX_BYTES)
        except (OSError, ValueError):
            data = {}
        return cls(path, data if isinstance(data, dict) else {})

    # ------------------------------------------------------------ last used
    def last(self, key: str) -> str:
        value = self.data.get("last", {}).get(key, "") if isinstance(self.data.get("last"), dict) else ""
        return value if isinstance(value, str) else ""

    def set_last(self, host: str, name: str) -> None:
        self.data["last"] = {"host": host, "name": name}
        self.save()

    # ------------------------------------------------------------ seats
    def _server(self, address: str) -> dict:
        servers = self.data.setdefault("servers", {})
        if not isinstance(servers, dict):
            servers = self.data["servers"] = {}
        tables = servers.setdefault(address, {})
        if not isinstance(tables, dict):
            tables = servers[address] = {}
        return tables

    def held(self, address: str) -> dict[str, Held]:
        """The seats held on the server at ``address``, by table."""
        out = {}
        for table, item in self._server(address).items():
            if not isinstance(item, dict) or not isinstance(item.get("token"), str):
                continue
            seat = item.get("seat")
            out[table] = Held(table, seat if seat in (0, 1) else None, item["token"],
                              str(item.get("secret", "")), str(item.get("next_secret", "")),
                              str(item.get("commitment", "")),
                              item.get("next_seat") if item.get("next_seat") in (0, 1) else None)
        return out

    def hold(self, address: str, held: Held) -> None:
        tables = self._server(address)
        tables.pop(held.table, None)
        tables[held.table] = {"seat": held.seat, "token": held.token, "secret": held.secret,
                              "next_secret": held.next_secret, "commitment": held.commitment,
                              "next_seat": held.next_seat}
        while len(tables) > MAX_TABLES:
            del tables[next(iter(tables))]
        self.save()

    def forget(self, address: str, table: str) -> None:
        if self._server(address).pop(table, None) is not None:
            self.save()

    def save(self) -> None:
        """Written whole, atomically; a failure is quiet (the game goes on; only resuming is lost)."""
        if self.path is None:
            return
        try:
            make_dir(Path(self.path).parent)
            # Tokens and dice secrets: for this user's eyes only (made so, not chmod-ed after: no window).
            write_atomic(self.path, json.dumps(self.data, indent=1, sort_keys=True) + "\n", private=True)
        except (OSError, ValueError):
            pass
