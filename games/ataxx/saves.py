"""Where the hotseat Ataxx game lives on disk, rewritten durably after every move.

Why its own file and folder: XII Scripta keeps its game in ``current.xii``;
Ataxx keeps ``current.ataxx`` in an ``ataxx`` folder of the same data
directory (or in ``--save-dir`` as given), so the two never touch each other,
even when both are given the same ``--save-dir``. Each save goes through
:func:`autosave.write_atomic` (temporary file, fsync, ``os.replace``, fsync of
the folder, signals held), so the file is always the whole record before a
move or the whole record after it.

Layout::

    current.ataxx            the game being played (games/ataxx/record.py)
    games/<stamp>.ataxx      earlier games, moved aside when a new one starts
"""
from __future__ import annotations

import os
from pathlib import Path

from framework.saves import SaveError, archive_file, make_dir, save_dir_text, save_error, write_atomic
from games.ataxx import record as rec

CURRENT = "current.ataxx"
SUFFIX = ".ataxx"
FOLDER = "ataxx"
MAX_BYTES = 4 * 1024 * 1024

def default_dir() -> Path:
    """``<XII Scripta's data directory>/ataxx`` (``$XDG_DATA_HOME/xii-scripta/ataxx`` on Linux)."""
    return Path(save_dir_text(None)) / FOLDER


class Saves:
    """The current Ataxx game in a folder: start, write after every move, find the unfinished one."""

    def __init__(self, save_dir: "os.PathLike | str | None" = None) -> None:
        self.dir = Path(save_dir).expanduser() if save_dir else default_dir()
        self.path = self.dir / CURRENT

    def __repr__(self) -> str:
        return f"Saves({str(self.dir)!r})"

    def start(self, record: rec.Record) -> "Path | None":
        """Save a new game; an earlier current game is moved to ``games/`` (returned), never lost."""
        make_dir(self.dir)
        moved = self.archive()
        self.write(record)
        return moved

    def write(self, record: rec.Record) -> None:
        write_atomic(self.path, rec.write(record))

    def archive(self) -> "Path | None":
        """Move the current game (if any) to ``games/<stamp>.ataxx`` and return its new path."""
        return archive_file(self.path, SUFFIX)

    def saved(self) -> "rec.Restored | None":
        """The current game, finished or not (None if there is none). Never writes.

        SaveError when the file cannot be read, RecordError (``path`` set) when it is damaged.
        """
        try:
            if not self.path.exists():
                return None
            if self.path.is_dir():
                raise SaveError("is_a_directory", "this is a directory, not a file", self.path)
            with open(self.path, "rb") as f:
                data = f.read(MAX_BYTES + 1)
        except OSError as exc:
            raise save_error(exc, self.path) from None
        if len(data) > MAX_BYTES:
            raise SaveError("too_large", "the file is too large to be a saved game", self.path)
        try:
            return rec.load(data)
        except rec.RecordError as err:
            err.path = str(self.path)
            raise

    def unfinished(self) -> "rec.Restored | None":
        game = self.saved()
        return game if game is not None and not game.record.finished else None
