"""Where the current game's record lives, written durably after every action.

Why: a closed terminal, ``kill -9`` or a dead machine must lose at most the line
being typed. Each save writes the whole record to a temporary file in the same
directory, flushes and fsyncs it, and renames it over the old one with
``os.replace`` (then fsyncs the directory). The rename is atomic, so the file on
disk is always a complete record: the one before the action or the one after it,
never half of each.

Layout of the save directory (``platformdirs.user_data_dir("xii-scripta")``, which
honours ``$XDG_DATA_HOME``; the UI's ``--save-dir`` overrides it)::

    current.xii           the game being played (a record, see record.py)
    games/<stamp>.xii     earlier games, moved aside when a new game starts

A finished game's record ends with its ``Result:`` line; that is the mark that it
is finished, so "continue" is offered only when ``current.xii`` has none.
Loading never writes: a damaged or missing file is reported and left as it is.

Errors: file-system problems raise :class:`SaveError` (an ``OSError``) with a
``code`` and ``params`` for the message catalogue; bad content raises
:class:`record.RecordError` with its ``path`` set.
"""
from __future__ import annotations

import errno
import os
import sys
import time

TYPE_CHECKING = False  # typing costs start-up time; type checkers treat this as True
if TYPE_CHECKING:
    from pathlib import Path

    from games.xii.record import Record, Restored

# pathlib, tempfile, record (and through it the rules engine) and platformdirs are
# imported when first needed: the menu only peeks at the current game (:func:`peek`,
# plain os.path) and must come up about as fast as Python itself.


def __getattr__(name: str) -> object:
    """``autosave.Path`` and ``autosave.tempfile``, imported on first use."""
    if name == "Path":
        from pathlib import Path
        return Path
    if name == "tempfile":
        import tempfile
        return tempfile
    raise AttributeError(f"module 'autosave' has no attribute {name!r}")

__all__ = ["APP", "CURRENT", "ARCHIVE", "SaveError", "default_dir", "save_dir_text", "write_atomic",
           "read_file", "export", "archive_file", "Autosave", "Peek", "peek"]

APP = "xii-scripta"
CURRENT = "current.xii"
ARCHIVE = "games"
SUFFIX = ".xii"


class SaveError(OSError):
    """A save or load that the file system refused.

    ``code``: not_found, permission, not_a_directory, is_a_directory, exists,
    no_space, read_only, too_large, os_error; ``params`` always holds ``path``
    (and ``reason``, the system's words, for os_error).
    """

    def __init__(self, code: str, message: str, path: os.PathLike | str, **params: object) -> None:
        super().__init__(f"{path}: {message}")
        self.code, self.message, self.path = code, message, str(path)
        self.params = {"path": str(path), **params}


_ERRNO = {
    errno.ENOENT: ("not_found", "no such file or directory"),
    errno.EACCES: ("permission", "permission denied"),
    errno.EPERM: ("permission", "permission denied"),
    errno.ENOTDIR: ("not_a_directory", "a part of the path is not a directory"),
    errno.EISDIR: ("is_a_directory", "this is a directory, not a file"),
    errno.EEXIST: ("exists", "the file already exists"),
    errno.ENOSPC: ("no_space", "no space left on the device"),
    errno.EROFS: ("read_only", "the file system is read-only"),
}
if hasattr(errno, "EDQUOT"):
    _ERRNO[errno.EDQUOT] = ("no_space", "disk quota exceeded")

#: Records are small (a long game is some 20 KB); refuse to read anything huge.
MAX_BYTES = 4 * 1024 * 1024


def save_error(exc: OSError, path: os.PathLike | str) -> SaveError:
    """The SaveError (a code the catalogues translate) for an OSError met at ``path``."""
    if isinstance(exc, SaveError):
        return exc
    code, words = _ERRNO.get(exc.errno or 0, ("os_error", exc.strerror or str(exc)))
    if code == "os_error":
        return SaveError(code, words, path, reason=words)
    return SaveError(code, words, path)


def default_dir() -> Path:
    """The user's data directory for the game: ``$XDG_DATA_HOME/xii-scripta`` or platformdirs' choice."""
    from pathlib import Path
    return Path(_default_dir_text())


def _default_dir_text() -> str:
    xdg = os.environ.get("XDG_DATA_HOME", "")
    if os.path.isabs(xdg):
        return os.path.join(xdg, APP)
    if sys.platform.startswith("linux"):
        # What platformdirs answers on Linux, without its import (the menu looks here at start-up).
        return os.path.join(os.path.expanduser("~"), ".local", "share", APP)
    try:
        import platformdirs
    except ImportError:       # run outside the virtual environment: the XDG default
        return os.path.join(os.path.expanduser("~"), ".local", "share", APP)
    return platformdirs.user_data_dir(APP)


def save_dir_text(save_dir: str | None = None) -> str:
    """The save directory as text: ``save_dir`` (``--save-dir``, ``~`` expanded) or the default."""
    return os.path.expanduser(save_dir) if save_dir else _default_dir_text()


def peek(save_dir: str | None = None) -> "Peek | None":
    """A quick look at the current game in ``save_dir`` for the menu (see :meth:`Autosave.peek`).

    Plain ``os.path``: nothing heavier than this module is imported.
    """
    directory = save_dir_text(save_dir)
    path = os.path.join(directory, CURRENT)
    try:
        if os.path.exists(directory) and not os.path.isdir(directory):
            raise SaveError("not_a_directory", "this is a file, not a directory", directory)
        try:
            os.stat(path)           # a directory that cannot be searched: PermissionError, reported
        except FileNotFoundError:
            return None
        if os.path.isdir(path):
            raise SaveError("is_a_directory", "this is a directory, not a file", path)
        with open(path, "rb") as f:
            data = f.read(MAX_BYTES + 1)
    except SaveError:
        raise
    except OSError as exc:
        raise save_error(exc, path) from None
    return Peek.of(data)


def _fsync_dir(directory: Path) -> None:
    """Make a rename in ``directory`` durable (a no-op where directories cannot be opened)."""
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_atomic(path: os.PathLike | str, text: str, overwrite: bool = True) -> None:
    """Write ``text`` to ``path`` so that the file is at every moment the old or the new content.

    ``overwrite=False`` refuses an existing file (SaveError ``exists``).
    """
    from pathlib import Path
    path = Path(path)
    try:
        exists, is_dir = path.exists(), path.is_dir()
    except OSError as exc:
        raise save_error(exc, path) from None
    if is_dir:
        raise SaveError("is_a_directory", "this is a directory, not a file", path)
    if exists and not overwrite:
        raise SaveError("exists", "the file already exists", path)
    with _signals_held():
        _write_replace(path, text)


class _signals_held:
    """Hold back Ctrl-C, a hang-up and SIGTERM while a save is on its way to disk.

    Their handlers run as soon as the save is complete, so a game stopped by a
    signal has its last action on disk and no temporary file left behind.
    """

    SIGNALS = ("SIGINT", "SIGHUP", "SIGTERM")

    def __enter__(self) -> None:
        self.old = None
        try:
            import signal
            held = {getattr(signal, name) for name in self.SIGNALS if hasattr(signal, name)}
            self.old = signal.pthread_sigmask(signal.SIG_BLOCK, held)
        except (ImportError, AttributeError, ValueError, OSError):
            pass        # no pthread_sigmask (Windows) or not the main thread: save unprotected

    def __exit__(self, *exc: object) -> None:
        if self.old is not None:
            import signal
            signal.pthread_sigmask(signal.SIG_SETMASK, self.old)


def _write_replace(path: Path, text: str) -> None:
    import tempfile
    directory = path.parent
    try:
        fd, tmp = tempfile.mkstemp(dir=directory, prefix=f".{path.name}.{os.getpid()}.", suffix=".tmp")
    except OSError as exc:
        raise save_error(exc, directory) from None
    try:
        if hasattr(os, "fchmod"):       # mkstemp makes 0600; give the file the usual permissions
            mask = os.umask(0)
            os.umask(mask)
            os.fchmod(fd, 0o666 & ~mask)
        with os.fdopen(fd, "wb") as f:
            f.write(text.encode("utf-8"))
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except OSError as exc:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise save_error(exc, path) from None
    _fsync_dir(directory)


def make_dir(path: "Path") -> None:
    """Create a save directory (and its parents); SaveError if it is a file or cannot be made."""
    try:
        path.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise SaveError("not_a_directory", "this is a file, not a directory", path) from None
    except OSError as exc:
        raise save_error(exc, path) from None
    if not path.is_dir():
        raise SaveError("not_a_directory", "this is a file, not a directory", path)


def archive_file(path: Path, suffix: str) -> Path | None:
    """Move ``path`` (if it exists) into the ``games/`` folder beside it and return where it went.

    Why one function: every game kind (``current.xii``, ``current.ataxx``) keeps
    its earlier games the same way, as ``games/<stamp><suffix>`` named by the
    file's UTC modification time, ``<stamp>-2<suffix>`` and so on when that name
    is taken, so an earlier game is never written over. SaveError on failure.
    """
    try:
        if not path.exists():
            return None
        games = path.parent / ARCHIVE
        games.mkdir(exist_ok=True)
        stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime(path.stat().st_mtime))
        target = games / f"{stamp}{suffix}"
        n = 1
        while target.exists():
            n += 1
            target = games / f"{stamp}-{n}{suffix}"
        os.replace(path, target)
    except OSError as exc:
        raise save_error(exc, path) from None
    _fsync_dir(path.parent)
    return target


def read_file(path: os.PathLike | str) -> Restored:
    """Load the game recorded in ``path``: SaveError if it cannot be read, RecordError (with ``path``) if it is damaged."""
    from pathlib import Path
    path = Path(path).expanduser()
    try:
        if path.is_dir():
            raise SaveError("is_a_directory", "this is a directory, not a file", path)
        with open(path, "rb") as f:
            data = f.read(MAX_BYTES + 1)
    except OSError as exc:
        if isinstance(exc, SaveError):
            raise
        raise save_error(exc, path) from None
    if len(data) > MAX_BYTES:
        raise SaveError("too_large", f"the file is larger than {MAX_BYTES // 1024 // 1024} MB; "
                        "it is not a game record", path, limit=MAX_BYTES)
    from games.xii import record as rec
    try:
        return rec.load(data)
    except rec.RecordError as exc:
        exc.path = str(path)
        raise


def export(record: Record, path: os.PathLike | str, overwrite: bool = False) -> Path:
    """``save FILE``: write a copy of ``record`` to ``path`` (refuses to overwrite unless asked)."""
    from games.xii import record as rec
    from pathlib import Path
    path = Path(path).expanduser()
    write_atomic(path, rec.write(record), overwrite=overwrite)
    return path


class Autosave:
    """The current game's record in the save directory, rewritten after every action.

    >>> saves = Autosave("/tmp/xii-doc")          # doctest: +SKIP
    >>> saves.start(record); saves.write(record)  # doctest: +SKIP
    >>> saves.unfinished()                        # doctest: +SKIP
    """

    def __init__(self, save_dir: os.PathLike | str | None = None) -> None:
        from pathlib import Path
        self.dir = Path(save_dir).expanduser() if save_dir else default_dir()
        self.path = self.dir / CURRENT

    def __repr__(self) -> str:
        return f"Autosave({str(self.dir)!r})"

    def _make_dir(self) -> None:
        make_dir(self.dir)

    def start(self, record: Record) -> Path | None:
        """Begin saving a new (or newly loaded) game; an earlier current game is moved to ``games/``.

        Returns where the earlier game went (None if there was none).
        """
        self._make_dir()
        self._clean_temporaries()
        moved = self.archive()
        self.write(record)
        return moved

    def write(self, record: Record) -> None:
        """Save ``record`` as the current game, durably (call after every throw, action and undo)."""
        from games.xii import record as rec
        write_atomic(self.path, rec.write(record))

    def saved(self) -> Restored | None:
        """The current game, finished or not; None if there is none. Never writes."""
        try:
            missing = not self.path.exists() and not self.path.is_symlink()
            if missing and self.dir.exists() and not self.dir.is_dir():
                raise SaveError("not_a_directory", "this is a file, not a directory", self.dir)
        except SaveError:
            raise
        except OSError as exc:
            raise save_error(exc, self.path) from None
        if missing:
            return None
        return read_file(self.path)

    def peek(self) -> "Peek | None":
        """A quick look at the current game for the menu, without loading the rules engine.

        None if there is no current game; SaveError if it cannot be read. The
        content is not checked here (loading does that and names any damage),
        so a damaged file shows as unfinished and is reported when chosen.
        """
        return peek(str(self.dir))

    def unfinished(self) -> Restored | None:
        """The game to offer for "continue": the current game if it is not finished, else None.

        A damaged current game raises RecordError (the UI reports it; the file stays as it is).
        """
        game = self.saved()
        return game if game is not None and not game.record.finished else None

    def archive(self) -> Path | None:
        """Move the current game (if any) to ``games/<stamp>.xii`` and return its new path."""
        return archive_file(self.path, SUFFIX)

    def tidy(self) -> None:
        """Remove temporaries of a save killed before its rename (when a saved game is taken up again)."""
        try:
            self._clean_temporaries()
        except OSError:
            pass

    def _clean_temporaries(self) -> None:
        """Remove temporary files left by a save that was killed before its rename."""
        for tmp in self.dir.glob(f".{CURRENT}.*.tmp"):
            parts = tmp.name.split(".")
            pid = int(parts[3]) if len(parts) > 4 and parts[3].isdigit() else 0
            if pid and pid != os.getpid() and _alive(pid):
                continue
            try:
                tmp.unlink()
            except OSError:
                pass


class Peek:
    """What the menu shows of the current game: finished or not, the names, the turns so far.

    Read from the text alone (a header line per name, a line per turn, a
    ``Result:`` line once finished), so it costs no import of the engine.
    """

    __slots__ = ("finished", "names", "turns")

    def __init__(self, finished: bool, names: tuple[str, str] | None, turns: int) -> None:
        self.finished, self.names, self.turns = finished, names, turns

    def __repr__(self) -> str:
        return f"Peek(finished={self.finished!r}, names={self.names!r}, turns={self.turns!r})"

    @classmethod
    def of(cls, data: bytes) -> "Peek":
        text = data[:MAX_BYTES].decode("utf-8", "replace")
        names: dict[str, str] = {}
        finished = False
        turns = 0
        for line in text.splitlines():
            key, sep, value = line.partition(":")
            if not sep:
                continue
            if key in ("Player-I", "Player-II"):
                names.setdefault(key, value.strip()[:40])
            elif key == "Result":
                finished = True
            elif key.startswith(("I ", "II ")):
                turns += 1
        pair = (names["Player-I"], names["Player-II"]) if len(names) == 2 else None
        return cls(finished, pair, turns)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True
