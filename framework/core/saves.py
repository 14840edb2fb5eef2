"""Where games in progress live on disk, written durably after every change: one save slot per game.

Why: a closed terminal, ``kill -9`` or a dead machine must lose at most the line
being typed. Each save writes the whole record to a temporary file in the same
folder, flushes and fsyncs it, and renames it over the old one with
``os.replace`` (then fsyncs the folder), with Ctrl-C, hang-ups and SIGTERM held
back meanwhile. The rename is atomic, so the file on disk is always a complete
record: the one before the change or the one after it, never half of each.

Layout of the save directory (``$XDG_DATA_HOME/xii-scripta`` if that is absolute, else
``~/.local/share/xii-scripta``, or what platformdirs says elsewhere; ``--save-dir``
overrides it; with no home folder known there is no default, never a folder named
``~`` in the current directory: the start asks for ``--save-dir``), one :class:`Slot` per
game::

    current.xii             XII Scripta's game being played (framework/core/record.py)
    games/<stamp>.xii       its earlier games, moved aside when a new game starts
    ataxx/current.ataxx     a companion game's slot, in its own folder
    ataxx/games/...

A finished game's record has its ``Result:`` line; "continue" is offered only
for a current game without one. Loading never writes: a damaged or missing file
is reported and left as it is.

Errors: file-system problems raise :class:`SaveError` (an ``OSError``) with a
``code`` and ``params`` for the message catalogue; bad content raises
:class:`framework.core.record.RecordError` with its ``path`` set.
"""
from __future__ import annotations

import errno
import os
import stat
import sys
import time

from framework.core.limits import MAX_RECORD_BYTES, NotAFile, read_regular

TYPE_CHECKING = False  # typing costs start-up time; type checkers treat this as True
if TYPE_CHECKING:
    from pathlib import Path
    from typing import Mapping

    from framework.core.record import Codec, Record

# pathlib, the record reader and platformdirs are imported when first
# needed: the menu only peeks at the current game (:meth:`Slot.peek`, plain
# os.path) and must come up about as fast as Python itself.


def __getattr__(name: str) -> object:
    """``saves.Path``, imported on first use."""
    if name == "Path":
        from pathlib import Path        # deferred: start-up (pathlib)
        return Path
    raise AttributeError(f"module 'framework.core.saves' has no attribute {name!r}")

__all__ = ["APP", "ARCHIVE", "MAX_BYTES", "SaveError", "save_error", "default_dir", "home_dir", "save_dir_text",
           "write_atomic", "make_dir", "archive_file", "read_file", "export", "Slot", "Peek", "peek_current",
           "peek_text"]

APP = "xii-scripta"
CURRENT_STEM = "current"
ARCHIVE = "games"


class SaveError(OSError):
    """A save or load that the file system refused.

    ``code``: not_found, permission, not_a_directory, is_a_directory, not_a_file, no_home (a ``~`` that
    names no home folder), no_home_dir (no default save folder: no home folder is known), exists,
    lock_blocked (a folder or the like where a save's lock file belongs: :meth:`Slot.lock`),
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

#: Records are small (a long game is some 20 KB); nothing larger is read (framework/core/limits.py).
MAX_BYTES = MAX_RECORD_BYTES


def save_error(exc: OSError, path: os.PathLike | str) -> SaveError:
    """The SaveError (a code the catalogues translate) for an OSError met at ``path``."""
    if isinstance(exc, SaveError):
        return exc
    if isinstance(exc, NotAFile):
        return SaveError("not_a_file", "this is not a regular file (a FIFO, a device or a socket)", path)
    code, words = _ERRNO.get(exc.errno or 0, ("os_error", exc.strerror or str(exc)))
    if code == "os_error":
        return SaveError(code, words, path, reason=words)
    return SaveError(code, words, path)


def default_dir() -> Path:
    """The user's data directory for the game: ``$XDG_DATA_HOME/xii-scripta`` or platformdirs' choice;
    SaveError ``no_home_dir`` when there is none (no home folder known, see :func:`home_dir`)."""
    from pathlib import Path            # deferred: start-up (pathlib)
    return Path(_default_dir_text())


#: Where the default save folder would be; named in the SaveError when no home folder is known.
NO_HOME_PATH = "~/.local/share/" + APP


def _default_dir_text() -> str:
    xdg = os.environ.get("XDG_DATA_HOME", "")
    if os.path.isabs(xdg):              # a relative one is invalid (the XDG specification): ignored
        return os.path.join(xdg, APP)
    if not sys.platform.startswith("linux"):
        try:
            import platformdirs         # deferred: start-up (platformdirs)
        except ImportError:             # run outside the virtual environment: the XDG default
            pass
        else:
            folder = platformdirs.user_data_dir(APP)
            if os.path.isabs(folder):
                return folder
            raise _no_home_dir()
    # What platformdirs answers on Linux, without its import (the menu looks here at start-up).
    home = home_dir()
    if home is None:
        raise _no_home_dir()
    return os.path.join(home, ".local", "share", APP)


def _no_home_dir() -> SaveError:
    return SaveError("no_home_dir", "no home folder is known for this user (HOME is not set and the system "
                     "names none)", NO_HOME_PATH)


def home_dir(environ: "Mapping[str, str] | None" = None) -> str | None:
    """The user's home folder, an absolute path; None when there is none.

    ``$HOME`` if it is absolute, else the system's user list. Why not ``os.path.expanduser("~")``: with
    ``HOME`` unset and a user id the list does not know (a container, ``setpriv --reuid``) it gives the
    ``~`` back, and the saves went to a folder named ``~`` in the current directory; an empty or a
    relative ``HOME`` would do the same.
    """
    environ = os.environ if environ is None else environ
    home = environ.get("HOME", "")
    if os.path.isabs(home):
        return home
    try:
        import pwd                      # deferred: start-up (pwd)
    except ImportError:                 # Windows: its own variables (USERPROFILE)
        home = os.path.expanduser("~")
    else:
        try:
            home = pwd.getpwuid(os.getuid()).pw_dir
        except (KeyError, OSError):
            return None
    return home if os.path.isabs(home) else None


def save_dir_text(save_dir: str | None = None) -> str:
    """The save directory as text: ``save_dir`` (``--save-dir``, ``~`` expanded) or the default
    (SaveError ``no_home_dir`` if no home folder is known)."""
    return expand_home(save_dir) if save_dir else _default_dir_text()


def expand_home(path: os.PathLike | str) -> str:
    """``path`` with a leading ``~`` or ``~user`` made the home folder; SaveError ``no_home`` if there is none.

    Why not ``Path.expanduser``: it raises RuntimeError for ``~nosuchuser`` (which ended the game from
    the in-game ``save``), and ``os.path.expanduser`` keeps the ``~`` (a folder named ``~`` would be
    made in the current directory).
    """
    text = os.fspath(path)
    if not text.startswith("~"):
        return text
    user, sep, rest = text[1:].partition(os.sep)
    if not user:                        # ``~`` or ``~/...``: this user's home, absolute or none
        home = home_dir()
        expanded = os.path.join(home, rest) if home is not None and sep else home
    else:
        expanded = os.path.expanduser(text)
    if expanded is None or not os.path.isabs(expanded):
        raise SaveError("no_home", "the ~ at its start names no home folder on this system", text)
    return expanded


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


def write_atomic(path: os.PathLike | str, data: str | bytes, overwrite: bool = True, *,
                 private: bool = False, durable: bool = True) -> None:
    """Write ``data`` (text is written as UTF-8) to ``path`` so that the file is at every moment the old
    or the new content: the house's one atomic writer (saves, settings, weights, the server's tables).

    The new content goes to a temporary file of a fresh name beside ``path``, created with
    ``O_EXCL | O_NOFOLLOW`` (never through a link or into a file someone else made), and is renamed
    over ``path`` with ``os.replace``: a link at ``path`` is replaced itself, its target never written.
    Anything else that is not a regular file at ``path`` (a folder, a FIFO, a device, a socket) is
    refused (SaveError ``is_a_directory``, ``not_a_file``), never replaced by a plain file.
    ``overwrite=False`` refuses an existing file (SaveError ``exists``). ``private``: readable by this
    user only (the server's dice secrets, the client's tokens). ``durable=False``: no fsync here (the
    server syncs in a worker thread); the rename is still atomic.
    """
    from pathlib import Path            # deferred: start-up (pathlib)
    path = Path(path)
    try:
        mode = os.lstat(path).st_mode       # the thing at ``path`` itself: a link is not followed
        exists = True
    except FileNotFoundError:
        mode, exists = 0, False
    except OSError as exc:
        raise save_error(exc, path) from None
    if stat.S_ISDIR(mode):
        raise SaveError("is_a_directory", "this is a directory, not a file", path)
    if exists and not (stat.S_ISREG(mode) or stat.S_ISLNK(mode)):
        # a FIFO, a device or a socket: the rename would put a plain file in its place
        raise save_error(NotAFile(f"{path}: not a regular file"), path)
    if exists and not overwrite:
        raise SaveError("exists", "the file already exists", path)
    with _signals_held():
        _write_replace(path, data.encode("utf-8") if isinstance(data, str) else bytes(data), private, durable)


class _signals_held:
    """Hold back Ctrl-C, a hang-up and SIGTERM while a save is on its way to disk.

    Their handlers run as soon as the save is complete, so a game stopped by a
    signal has its last action on disk and no temporary file left behind.
    """

    SIGNALS = ("SIGINT", "SIGHUP", "SIGTERM")

    def __enter__(self) -> None:
        self.old = None
        try:
            import signal               # deferred: start-up (signal imports enum)
            held = {getattr(signal, name) for name in self.SIGNALS if hasattr(signal, name)}
            self.old = signal.pthread_sigmask(signal.SIG_BLOCK, held)
        except (ImportError, AttributeError, ValueError, OSError):
            pass        # no pthread_sigmask (Windows) or not the main thread: save unprotected

    def __exit__(self, *exc: object) -> None:
        if self.old is not None:
            import signal               # deferred: start-up (signal imports enum)
            signal.pthread_sigmask(signal.SIG_SETMASK, self.old)


#: How a temporary file of an atomic write is created: a new file only (``O_EXCL``), never through a link.
_TEMP_FLAGS = (os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
               | getattr(os, "O_BINARY", 0))


def _create_temp(path: Path, private: bool) -> tuple[int, str]:
    """A new file beside ``path`` for its next content, and its name: ``.<name>.<pid>.<random>.tmp``
    (:meth:`Slot.tidy` reads the process id back). The permissions are the usual ones (the umask's), or
    this user's only if ``private``."""
    for _ in range(100):
        tmp = os.path.join(path.parent, f".{path.name}.{os.getpid()}.{os.urandom(6).hex()}.tmp")
        try:
            return os.open(tmp, _TEMP_FLAGS, 0o600 if private else 0o666), tmp
        except FileExistsError:
            continue            # a name taken (by chance, or by a link planted there): another one
    raise FileExistsError(errno.EEXIST, "no free name for a temporary file", str(path.parent))


def _write_replace(path: Path, data: bytes, private: bool = False, durable: bool = True) -> None:
    directory = path.parent
    try:
        fd, tmp = _create_temp(path, private)
    except OSError as exc:
        raise save_error(exc, directory) from None
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            if durable:
                os.fsync(f.fileno())
        os.replace(tmp, path)
    except OSError as exc:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise save_error(exc, path) from None
    if durable:
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
        make_dir(games)                 # a file named games: "not a directory", not "already exists"
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


def read_file(path: os.PathLike | str, codec: Codec) -> Record:
    """The record in ``path``: SaveError if it cannot be read, RecordError (with ``path``) if it is damaged.

    Only the layout and the header are checked here; the game's own restore replays the moves.
    """
    from pathlib import Path            # deferred: start-up (pathlib)
    path = Path(expand_home(path))
    data = _read_bytes(path)
    from framework.core import record as rec        # deferred: start-up (the record reader)
    try:
        return rec.read(data, codec)
    except rec.RecordError as exc:
        exc.path = str(path)
        raise


def _read_bytes(path: Path) -> bytes:
    try:
        data = read_regular(path, MAX_BYTES)
    except OSError as exc:
        if isinstance(exc, SaveError):
            raise
        raise save_error(exc, path) from None
    if len(data) > MAX_BYTES:
        raise SaveError("too_large", f"the file is larger than {MAX_BYTES // 1024 // 1024} MB; "
                        "it is not a game record", path, limit=MAX_BYTES)
    return data


def record_text(record: Record, codec: Codec, path: os.PathLike | str) -> str:
    """``record`` as the text a save holds, if its readers would take it back (what the program writes it
    reads back): a record past the readers' limit (a Latrunculi game of some 800,000 moves; the game has
    no repetition rule) fails like a full disk, a SaveError ``too_large``, so the last save that fitted
    stays and the player is told the game is no longer being saved."""
    from framework.core import record as rec        # deferred: start-up (the record reader)
    text = rec.write(record, codec)
    size = len(text.encode("utf-8"))
    if size > rec.MAX_BYTES:
        raise SaveError("too_large", f"the record would be {size} bytes, more than the {rec.MAX_BYTES} a game "
                        "record may have", path, limit=rec.MAX_BYTES, size=size)
    return text


def export(record: Record, path: os.PathLike | str, codec: Codec, overwrite: bool = False) -> Path:
    """``save FILE``: write a copy of ``record`` to ``path`` (refuses to overwrite unless asked)."""
    from pathlib import Path            # deferred: start-up (pathlib)
    path = Path(expand_home(path))
    write_atomic(path, record_text(record, codec, path), overwrite=overwrite)
    return path


class Slot:
    """One game's save slot: ``current<suffix>`` in its folder, rewritten durably after every change.

    Every game has one (XII Scripta's ``current.xii`` in the save directory,
    Ataxx's ``current.ataxx`` in its ``ataxx`` folder, ...), so games never touch
    each other's files even when they share ``--save-dir``. Earlier games are
    moved to ``games/<stamp><suffix>`` beside it, never written over.
    """

    def __init__(self, codec: Codec, save_dir: os.PathLike | str | None = None, folder: str = "") -> None:
        from pathlib import Path            # deferred: start-up (pathlib)
        self.codec = codec
        if save_dir:
            self.dir = Path(expand_home(save_dir))
        else:
            self.dir = default_dir() / folder if folder else default_dir()
        self.path = self.dir / f"{CURRENT_STEM}{codec.suffix}"

    def __repr__(self) -> str:
        return f"Slot({type(self.codec).__name__}(), {str(self.dir)!r})"

    def start(self, record: Record) -> Path | None:
        """Begin saving a new (or newly loaded) game; an earlier current game is moved to ``games/``.

        Returns where the earlier game went (None if there was none).
        """
        make_dir(self.dir)
        self.tidy()
        moved = self.archive()
        self.write(record)
        return moved

    def write(self, record: Record) -> None:
        """Save ``record`` as the current game, durably (after every throw, action and undo)."""
        write_atomic(self.path, record_text(record, self.codec, self.path))

    def saved(self) -> Record | None:
        """The current game's record, finished or not; None if there is none. Never writes."""
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
        return read_file(self.path, self.codec)

    def unfinished(self) -> Record | None:
        """The game to offer for "continue": the current game if it is not finished, else None.

        A damaged current game raises RecordError (the caller reports it; the file stays as it is).
        """
        game = self.saved()
        return game if game is not None and not game.finished else None

    def peek(self) -> "Peek | None":
        """A quick look at the current game for a menu (see :func:`peek_current`)."""
        return peek_current(str(self.dir), self.codec.suffix, self.codec.name_keys)

    def archive(self) -> Path | None:
        """Move the current game (if any) to ``games/<stamp><suffix>`` and return its new path."""
        return archive_file(self.path, self.codec.suffix)

    # ------------------------------------------------------------ one writer per slot
    @property
    def lock_path(self) -> Path:
        return self.dir / f".{self.path.name}.lock"

    def lock(self) -> bool:
        """Claim the slot for this process: True if it is ours now (or locks are not available here),
        False if another running copy of the program holds it.

        An advisory ``flock`` on a file beside the slot: the system drops it
        when the holder exits or is killed, so a crash never leaves it behind.
        Two copies of the program playing one slot would be two writers on one file.
        SaveError ``lock_blocked`` if something at :attr:`lock_path` keeps the lock from being had
        where saves can be written (see :meth:`_lock_blocked`): the slot must not be opened then.
        """
        if getattr(self, "_lock_fd", None) is not None:
            return True
        try:
            import fcntl                # deferred: start-up (fcntl)
        except ImportError:           # not a POSIX system: no lock, as before
            return True
        try:
            make_dir(self.dir)
            fd = _open_lock(self.lock_path)
        except OSError as exc:
            if self._lock_blocked(exc):
                raise SaveError("lock_blocked", "something that is not a lock file is where the lock file belongs",
                                self.lock_path) from None
            return True               # an unwritable folder or a full disk: the save itself reports it
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(fd)
            return False
        self._lock_fd = fd
        return True

    def _lock_blocked(self, exc: OSError) -> bool:
        """Whether the lock could not be had because of what stands at :attr:`lock_path` (a folder, or
        anything :func:`_open_lock` cannot open nor remove) in a folder where saves can be written.

        Such a slot must not be taken as free: two windows would both play it and one's moves be lost.
        Where nothing can be saved anyway (a read-only or full file system, a folder this user may not
        write in, a save folder that cannot be made) the lock is not needed and the game goes on; the
        save itself says why it is not saved.
        """
        if exc.errno in (errno.EROFS, errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
            return False
        try:
            os.lstat(self.lock_path)
        except OSError:
            return False              # nothing there: the lock file could not be made, nor can a save
        return os.access(self.dir, os.W_OK)

    def unlock(self) -> None:
        """Let the slot go (the game in it was left or finished)."""
        fd = getattr(self, "_lock_fd", None)
        if fd is not None:
            self._lock_fd = None
            os.close(fd)              # closing the file drops the flock

    def side_path(self) -> Path:
        """A new file in ``games/`` for a game played while the slot is busy elsewhere."""
        folder = self.dir / "games"
        make_dir(folder)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        for n in range(1, 1000):
            candidate = folder / f"{stamp}-{n}{self.codec.suffix}"
            if not candidate.exists():
                return candidate
        raise SaveError("exists", "too many games started in the same second", folder)

    def tidy(self) -> None:
        """Remove temporaries of a save killed before its rename (when a game is started or taken up again)."""
        from framework.core.numbers import NumberError, parse_number     # deferred: start-up (framework.core.numbers)
        try:
            for tmp in self.dir.glob(f".{self.path.name}.*.tmp"):
                parts = tmp.name.split(".")
                try:
                    pid = parse_number(parts[3], 1, max_digits=9) if len(parts) > 4 else 0
                except NumberError:
                    pid = 0
                if pid and pid != os.getpid() and _alive(pid):
                    continue
                try:
                    tmp.unlink()
                except OSError:
                    pass
        except OSError:
            pass


def _open_lock(path: Path) -> int:
    """The lock file at ``path``, opened for ``flock``: made by this program (``O_CREAT | O_EXCL``), or
    one it made before (a regular file, opened with ``O_NOFOLLOW``). Never a link's target: a link
    planted there (or a FIFO, a device) is removed, the thing it points to untouched, and a lock file
    of our own made in its place. OSError if none can be had."""
    nofollow = getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
    for _ in range(3):
        try:
            return os.open(path, os.O_RDWR | os.O_CREAT | os.O_EXCL | nofollow, 0o600)
        except FileExistsError:
            pass
        try:
            fd = os.open(path, os.O_RDWR | nofollow | getattr(os, "O_NONBLOCK", 0))
        except FileNotFoundError:
            continue                        # gone in between (another copy tidied it): make it again
        except OSError as exc:
            if exc.errno != errno.ELOOP:    # ELOOP: a link (O_NOFOLLOW refused it)
                raise
        else:
            if stat.S_ISREG(os.fstat(fd).st_mode):
                return fd
            os.close(fd)                    # a FIFO or a device where the lock belongs
        try:
            os.unlink(path)                 # the link itself (or the FIFO), never what it names
        except FileNotFoundError:
            pass
    raise FileExistsError(errno.EEXIST, "the lock file cannot be made", str(path))


class Peek:
    """What a menu shows of a saved game without loading it: finished or not, the names, the turns."""

    __slots__ = ("finished", "names", "turns")

    def __init__(self, finished: bool, names: tuple[str, ...] | None, turns: int) -> None:
        self.finished, self.names, self.turns = finished, names, turns

    def __repr__(self) -> str:
        return f"Peek(finished={self.finished!r}, names={self.names!r}, turns={self.turns!r})"


def peek_current(directory: str, suffix: str, name_keys: tuple[str, ...] = ()) -> Peek | None:
    """A quick look at ``current<suffix>`` in ``directory``: None if there is none; SaveError if it
    cannot be read. Plain ``os`` and text: the menu looks here at start-up, before any game is imported.
    The content is not checked (loading does that and names any damage)."""
    path = os.path.join(directory, CURRENT_STEM + suffix)
    try:
        if os.path.exists(directory) and not os.path.isdir(directory):
            raise SaveError("not_a_directory", "this is a file, not a directory", directory)
        try:
            os.stat(path)           # a directory that cannot be searched: PermissionError, reported
        except FileNotFoundError:
            return None
        data = read_regular(path, MAX_BYTES)
    except SaveError:
        raise
    except OSError as exc:
        raise save_error(exc, path) from None
    return peek_text(data, name_keys)


def peek_text(data: bytes, name_keys: tuple[str, ...] = ()) -> Peek:
    """The name keys, the body lines and a Result line of a record's text; nothing is checked."""
    text = data[:MAX_BYTES].decode("utf-8", "replace")
    names: dict[str, str] = {}
    finished = False
    turns = 0
    body = False
    for line in text.splitlines()[1:]:
        line = line.rstrip()
        if line.startswith("#"):
            continue
        if not body:
            if not line:
                body = True
                continue
            key, sep, value = line.partition(":")
            if sep and key in name_keys:
                names.setdefault(key, value.strip()[:40])
            continue
        if not line or line == "End":
            continue
        if line.startswith("Result"):
            finished = True
        else:
            turns += 1
    pair = tuple(names[k] for k in name_keys) if name_keys and len(names) == len(name_keys) else None
    return Peek(finished, pair, turns)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True
