"""The real program in hostile surroundings: the file-system and standard-stream families of the fuzz harness.

framework/harness/fuzz.py throws hostile input at the API in-process; this module runs
``xii_scripta.py`` itself, one subprocess per case, over every registered game:

* ``files``: a FIFO, a symlink (dangling, to a folder, a loop, to a file
  elsewhere), a folder where a file belongs (or a file where a folder does),
  a huge file, another game's save, an empty file, a ``~nosuchuser`` path, a
  full disk (``RLIMIT_FSIZE``), no home (``HOME`` unset or empty, the
  ``XDG_*`` folders unset or relative, a real user id with no home entry:
  only when run as root, as ``setpriv --reuid`` does; otherwise the home of
  the password database would be written), and when not root an unreadable
  file and a read-only folder (root reads and writes them all) -- at a path the
  program reads or writes: the game's save slot, its lock, its ``games/``
  folder, ``settings.json``, ``network.json``, ``--load FILE``, ``--replay
  FILE``, ``--verify FILE``, ``--save-dir DIR`` and ``save FILE`` typed in a
  game.
* ``streams``: standard output closed, standard input closed, standard error
  closed, standard output a pipe whose reader leaves after one line (``|
  head -1``) or a full device (``/dev/full``), invalid UTF-8 and NUL bytes
  on standard input, standard input at its end at once -- under
  ``LANG=C.UTF-8`` and ``LANG=C`` -- into every entry point: the menu,
  ``--game NAME``, ``--continue``, ``--replay``, ``--verify``, ``--help``
  and the Ataxx programs.

A case passes when the program ends within the time limit, writes no
``Traceback``, ends with a code the README documents, says a sentence when
that code is not 0 (141, "ended quietly", and a closed standard error
excepted), and loses nothing: the game in progress saved in the slot before
the case is there afterwards (in the slot, or moved to ``games/`` when a new
game was started), ``--continue`` takes it up again with the same entries,
no file a link pointed to was written, no folder named ``~`` was made, and
a full disk that kept the program from saving what it played does not end
with 0 (the same case run again with room tells what there was to save).

Cases come from a seeded RNG: the same seed, the same cases. ``python3
bench/fuzz.py`` prints the figures per family and game; the test suite runs a
small sample (tests/framework/test_fuzz_file_system.py,
test_fuzz_standard_streams.py).
"""
from __future__ import annotations

import os
import random
import re
import select
import shlex
import shutil
import stat
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

from framework.core.record import Record, Scribe, read, restore, write
from framework.core.spec import new_session
from framework.harness.random_play import advance, random_session

try:
    import resource                   # here, not in the child between fork and exec (an import may deadlock)
except ImportError:                   # not a POSIX system: no full disk
    resource = None

__all__ = ["Case", "Result", "FamilyReport", "FAMILIES", "cases", "plans", "run_case", "failures", "run",
           "documented_codes"]

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PROGRAM = os.path.join(ROOT, "xii_scripta.py")
#: Seconds a case may run before it counts as a hang.
TIMEOUT = 20.0
#: A user id with no entry in the password database (no home), for the no-home cases when run as root.
NO_SUCH_USER = 54321
HUGE = 64 * 1024 * 1024          # a sparse file: big to read, nothing on disk
FULL_DISK = 100                  # RLIMIT_FSIZE in bytes: every save fails (a game record is longer)

FILE_TARGETS = ("slot", "lock", "games", "settings", "network", "load", "replay", "verify", "save-dir", "save")
#: Targets that are folders; the others are files.
FOLDER_TARGETS = ("games", "save-dir")
FILE_HAZARDS = ("fifo", "dangling link", "link to a folder", "link loop", "link to a file elsewhere", "folder",
                "huge", "another game's save", "empty", "full disk", "unreadable", "read-only folder")
FOLDER_HAZARDS = ("fifo", "dangling link", "link loop", "link to a file elsewhere", "file", "full disk",
                  "read-only folder")
NO_HOME = ("no HOME", "no HOME, relative XDG", "empty HOME")
#: A path given on the command line or typed that starts with the home of a user the system does not know.
NO_SUCH_HOME = "~nosuchuser path"
NAMED_TARGETS = ("load", "replay", "verify", "save-dir", "save")

STREAM_HAZARDS = ("stdout closed", "stdin closed", "stderr closed", "stdout reader gone", "stdin invalid UTF-8",
                  "stdin NUL bytes", "stdin at EOF") + (("stdout a full device",) if os.path.exists("/dev/full") else ())
LANGS = ("C.UTF-8", "C")


def documented_codes(readme: str | None = None) -> frozenset[int]:
    """The exit codes README.md documents: its ``Exit codes:`` paragraph and every ``exit code N``/``(exit N, M``."""
    if readme is None:
        with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
            readme = f.read()
    codes: set[int] = set()
    for paragraph in re.findall(r"Exit codes:(.*?)\n\n", readme, re.S):
        codes.update(int(n) for n in re.findall(r"`(\d+)`", paragraph))
    for run_ in re.findall(r"exit(?: codes?)? ((?:\d+(?:, |; | and | or )?)+)", readme):
        codes.update(int(n) for n in re.findall(r"\d+", run_))
    return frozenset(codes)


@dataclass
class Case:
    """One run of the program in hostile surroundings."""

    family: str                      # "files" or "streams"
    game: str
    hazard: str                      # what is hostile
    target: str = ""                 # where (files): one of FILE_TARGETS, or "" for the whole program
    entry: tuple[str, ...] = ()      # the program's arguments: {path} the target's path, {game} a saved game
    typed: bytes = b""               # standard input: {path} as above, {step} the saved game's next throw or action
    lang: str = "C.UTF-8"
    seed: int = 0                    # the game in progress placed in the slot

    def label(self) -> str:
        where = f" at {self.target}" if self.target else ""
        return f"{self.hazard}{where}: {' '.join(self.entry) or '(menu)'} LANG={self.lang}"


@dataclass
class Result:
    case: Case
    code: int | None = None
    stdout: str = ""
    stderr: str = ""
    hang: bool = False
    traceback: bool = False
    bad_code: bool = False
    silent: bool = False             # a non-zero code without a sentence
    lost: str = ""                   # what was lost, if anything
    saved: int = 0                   # the turns and actions kept afterwards: in the game's slot, or in the
    #                                  file given to --load (0: none, or no slot)
    command: str = ""                # a shell command that reproduces the case

    @property
    def passed(self) -> bool:
        return not (self.hang or self.traceback or self.bad_code or self.silent or self.lost)

    def why(self) -> str:
        reasons = [r for r, bad in (("hang", self.hang), ("traceback", self.traceback),
                                    (f"exit {self.code} not documented", self.bad_code),
                                    (f"exit {self.code} without a sentence", self.silent),
                                    (f"lost: {self.lost}", bool(self.lost))) if bad]
        return "; ".join(reasons) or "passed"

    def describe(self) -> str:
        tail = (self.stderr.strip().splitlines() or self.stdout.strip().splitlines() or [""])[-3:]
        return (f"[{self.case.family}/{self.case.game}] {self.case.label()} -> exit {self.code}: {self.why()}\n"
                f"  $ {self.command}\n" + "".join(f"  | {line[:160]}\n" for line in tail))


@dataclass
class FamilyReport:
    family: str
    game: str
    cases: int = 0
    passed: int = 0
    hangs: int = 0
    tracebacks: int = 0
    lost: int = 0
    bad_codes: int = 0
    silent: int = 0
    failures: list[Result] = field(default_factory=list)

    def add(self, result: Result) -> None:
        self.cases += 1
        self.passed += result.passed
        self.hangs += result.hang
        self.tracebacks += result.traceback
        self.lost += bool(result.lost)
        self.bad_codes += result.bad_code
        self.silent += result.silent
        if not result.passed:
            self.failures.append(result)

    def line(self) -> str:
        return (f"{self.game:10s} {self.family:10s} cases {self.cases:6d}  passed {self.passed:6d}  "
                f"hangs {self.hangs}  tracebacks {self.tracebacks}  lost {self.lost}  "
                f"codes {self.bad_codes}  silent {self.silent}")


# --- the cases ---------------------------------------------------------------------------------------------

def _root() -> bool:
    return hasattr(os, "geteuid") and os.geteuid() == 0


def _game_args(entry) -> tuple[str, ...]:
    return ("--game", entry.name) if entry.companion else ()


def _file_entry(entry, target: str, rng: random.Random) -> tuple[tuple[str, ...], bytes]:
    """The arguments that make the program use ``target``, and what is typed."""
    game = _game_args(entry)
    if target in ("load", "replay"):
        return (*game, f"--{target}", "{path}"), rng.choice([b"", b"q\n", b"\n\n"])
    if target == "verify":
        return ("--verify", "{path}"), b""
    if target == "save-dir":
        start = rng.choice([("--continue",), () if entry.companion else ("--play",), ()])
        return (*game, "--save-dir", "{path}", *start), rng.choice([b"", b"\n", b"0\n"])
    if target == "save":
        return (*game, "--continue"), rng.choice([b"save {path}\ny\n", b"{step}\nsave {path}\ny\n"])
    if target == "slot":
        start = rng.choice([("--continue",), () if entry.companion else ("--play",), ()])
        return (*game, *start), rng.choice([b"", b"\n", b"0\n", b"c\n\n", b"{step}\n"])
    return (*game, *rng.choice([("--continue",), ()])), rng.choice([b"", b"\n", b"0\n", b"{step}\n"])


def _stream_entries(entry) -> list[tuple[tuple[str, ...], bytes]]:
    """Every entry point of ``entry``'s game, with lines it would be typed."""
    game = _game_args(entry)
    entries = [(game, b"0\n"), ((*game, "--continue"), b"\n"), ((*game, "--replay", "{game}"), b"\n\nq\n"),
               (("--verify", "{game}"), b""), ((*game, "--help"), b"")]
    if not entry.companion:
        entries.append((("--play",), b"\n"))
    for program, _ in entry.programs.items():
        typed = {"--ataxx-uai": b"uai\nisready\nposition startpos\ngo depth 1\nquit\n",
                 "--ataxx-player": b"biale 1000\n"}.get(program, b"")
        entries.append(((program,), typed))
        if program == "--ataxx-arbiter":       # two players that leave at once: the arbiter must say so
            entries.append(((program, "true", "false", "--time", "100"), b""))
    return entries


def _plans(entry, family: str, root: bool) -> list[tuple]:
    """Every combination the family tries on ``entry``'s game: (target, hazard) or (entry point, hazard, LANG)."""
    if family == "files":
        plans = [("", hazard) for hazard in (NO_HOME if root else ()) + ("full disk",)]
        for target in FILE_TARGETS:
            for hazard in FOLDER_HAZARDS if target in FOLDER_TARGETS else FILE_HAZARDS:
                if not (root and hazard in ("unreadable", "read-only folder")):
                    plans.append((target, hazard))
            if target in NAMED_TARGETS:
                plans.append((target, NO_SUCH_HOME))
        return plans
    return [(point, hazard, lang) for point in _stream_entries(entry) for hazard in STREAM_HAZARDS for lang in LANGS]


def cases(registry, count: int, seed: int = 0, family: str = "files", games: tuple[str, ...] = ()) -> list[Case]:
    """``count`` cases of ``family`` for each game in ``registry`` (or only ``games``), from ``seed``.

    Every combination of the family (where and what, or which entry point, what and which locale) comes
    once, in an order the seed shuffles, before any comes twice: ``count`` at least as large as the
    combinations (``len(plans(...))``, about 110 a game) tries them all.
    """
    made = []
    root = _root()
    for entry in registry:
        if games and entry.name not in games:
            continue
        rng = random.Random(f"{family}:{entry.name}:{seed}")
        plans = _plans(entry, family, root)
        order: list[tuple] = []
        for _ in range(count):
            if not order:
                order = rng.sample(plans, len(plans))
            plan = order.pop()
            if family == "files":
                target, hazard = plan
                args, typed = _file_entry(entry, target or "slot", rng)
                if not target:                  # something to save: a new game, or the next step of the saved one
                    args, typed = rng.choice([((*_game_args(entry), "--continue"), b"{step}\n"),
                                              (("--game", entry.name) if entry.companion else ("--play",), b"\n")])
                made.append(Case("files", entry.name, hazard, target, args, typed, rng.choice(LANGS),
                                 rng.randrange(10**6)))
                continue
            (args, typed), hazard, lang = plan
            if hazard == "stdin invalid UTF-8":
                typed = rng.choice([b"\xff\xfe 1000\n", b"\xc3(\n", b"\x80\x80\x80\n", b"a1\xed\xa0\x80\n"]) + typed
            elif hazard == "stdin NUL bytes":
                typed = rng.choice([b"\x00\n", b"\x00" * 100 + b"\n", b"a\x001\n", b"\x00"]) + typed
            elif hazard in ("stdin at EOF", "stdin closed"):
                typed = b""
            made.append(Case("streams", entry.name, hazard, "", args, typed, lang, rng.randrange(10**6)))
    return made


def plans(entry, family: str) -> int:
    """How many combinations ``family`` has for ``entry``'s game here (as this user)."""
    return len(_plans(entry, family, _root()))


# --- one case ----------------------------------------------------------------------------------------------

_TEXTS: dict[tuple[str, int], str] = {}


def _game_text(entry, seed: int) -> str:
    """A game in progress of ``entry``'s game as its save holds it (a few random legal actions from ``seed``)."""
    key = (entry.name, seed)
    if key not in _TEXTS:
        spec = entry.spec()
        rng = random.Random(seed)
        for attempt in range(20):
            session = random_session(spec, seed + attempt)
            scribe = Scribe(Record(session.setup), spec.codec)
            session.listeners.append(scribe)
            advance(session, rng, rng.randrange(2, 30))
            if not session.game_over and scribe.record.entries:
                break
        _TEXTS[key] = write(scribe.record, spec.codec)
    return _TEXTS[key]


def _step(entry, text: str) -> bytes:
    """What the player of the saved game ``text`` types next: Enter to throw, or the first legal action."""
    spec = entry.spec()
    session = restore(read(text, spec.codec), spec.codec, lambda setup: new_session(spec, setup))
    if session.needs_throw or session.game_over:
        return b""
    return session.game.format_action(session.game.legal_actions()[0]).encode("utf-8")


def _extends(after, before) -> bool:
    """Whether the entries ``after`` are ``before``'s and maybe more (the last turn may have gained actions)."""
    if not before:
        return True
    if len(after) < len(before) or tuple(after[: len(before) - 1]) != tuple(before[:-1]):
        return False
    was, now = before[-1], after[len(before) - 1]
    return (now.seat, now.throw) == (was.seat, was.throw) and now.actions[: len(was.actions)] == was.actions


def _steps(entries) -> int:
    """Throws and actions in ``entries``: what a save holds."""
    return sum(1 + len(entry.actions) for entry in entries)


def _entries(entry, data: bytes):
    """The record's entries if ``data`` is a save of ``entry``'s game that restores, else None."""
    spec = entry.spec()
    try:
        record = read(data, spec.codec)
        restore(record, spec.codec, lambda setup: new_session(spec, setup))
    except Exception:                  # noqa: BLE001 - anything that does not restore is not the game
        return None
    return record.entries


class _Folder:
    """The case's folders: config, data (the save slots), cwd, elsewhere (what links point to)."""

    def __init__(self, top: str, entry) -> None:
        self.top = top
        self.config = os.path.join(top, "config")
        self.data = os.path.join(top, "data")
        self.saves = os.path.join(self.data, "xii-scripta", entry.spec().folder)
        self.cwd = os.path.join(top, "cwd")
        self.elsewhere = os.path.join(top, "elsewhere")
        for folder in (self.config, self.saves, self.cwd, self.elsewhere, os.path.join(top, "in")):
            os.makedirs(folder, exist_ok=True)
        suffix = entry.spec().codec.suffix
        self.slot = os.path.join(self.saves, f"current{suffix}")
        self.paths = {"slot": self.slot, "lock": os.path.join(self.saves, f".current{suffix}.lock"),
                      "games": os.path.join(self.saves, "games"),
                      "settings": os.path.join(self.config, "settings.json"),
                      "network": os.path.join(self.config, "network.json"),
                      "load": os.path.join(top, "in", f"game{suffix}"),
                      "replay": os.path.join(top, "in", f"game{suffix}"),
                      "verify": os.path.join(top, "in", "game.log"),
                      "save-dir": os.path.join(top, "saves"), "save": os.path.join(top, "in", f"copy{suffix}")}
        self.kept = os.path.join(self.elsewhere, f"kept{suffix}")      # a link's target: must stay as it is
        self.missing = os.path.join(self.elsewhere, "missing")          # a dangling link's: must not appear


def _plant(case: Case, folder: _Folder, path: str, registry, entry) -> None:
    hazard = case.hazard
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if hazard == "fifo":
        os.mkfifo(path)
    elif hazard == "dangling link":
        os.symlink(folder.missing, path)
    elif hazard == "link to a folder":
        os.symlink(folder.elsewhere, path)
    elif hazard == "link loop":
        os.symlink(path, path)
    elif hazard == "link to a file elsewhere":
        os.symlink(folder.kept, path)
    elif hazard == "folder":
        os.makedirs(os.path.join(path, "inside"))
    elif hazard == "file":
        with open(path, "w", encoding="utf-8") as f:
            f.write("not a folder\n")
    elif hazard == "huge":
        with open(path, "wb") as f:
            f.truncate(HUGE)
    elif hazard == "another game's save":
        with open(path, "w", encoding="utf-8") as f:
            f.write(_foreign_text(case, registry, entry))
    elif hazard == "empty":
        open(path, "wb").close()
    elif hazard == "unreadable":
        with open(path, "w", encoding="utf-8") as f:
            f.write(_game_text(entry, case.seed))
        os.chmod(path, 0)
    elif hazard == "read-only folder":
        parent = path if case.target in FOLDER_TARGETS else os.path.dirname(path)
        os.makedirs(parent, exist_ok=True)
        os.chmod(parent, 0o555)


def _command(case: Case, argv: list[str], env_changes: dict[str, str | None], folder: _Folder,
             typed: bytes) -> str:
    """A shell command that does what the case did (for the report)."""
    env = " ".join(f"-u {k}" if v is None else f"{k}={shlex.quote(v)}" for k, v in env_changes.items())
    redirect = {"stdout closed": " >&-", "stdin closed": " <&-", "stderr closed": " 2>&-",
                "stdout reader gone": " | head -1", "stdout a full device": " >/dev/full"}.get(case.hazard, "")
    typed = "" if case.hazard == "stdin closed" else f"printf %b {shlex.quote(_printf(typed))} | "
    limit = f"prlimit --fsize={FULL_DISK}:{FULL_DISK} " if case.hazard == "full disk" else ""
    user = f"setpriv --reuid {NO_SUCH_USER} --regid {NO_SUCH_USER} --clear-groups " if case.hazard in NO_HOME else ""
    return (f"(cd {shlex.quote(folder.cwd)} && {typed}{limit}env {env} {user}"
            f"{' '.join(shlex.quote(a) for a in argv)}{redirect})")


def _printf(data: bytes) -> str:
    return "".join(chr(b) if 32 <= b < 127 and b != 92 else "\\n" if b == 10 else f"\\0{b:03o}" for b in data)


def _run(argv, typed: bytes | None, env, cwd, hazard: str, timeout: float) -> tuple[int | None, bytes, bytes]:
    """Run the program as the hazard says; (code or None for a hang, stdout, stderr)."""
    closing = {"stdout closed": 1, "stdin closed": 0, "stderr closed": 2}.get(hazard)
    no_home = hazard in NO_HOME

    def before() -> None:
        if closing is not None:
            os.close(closing)
        if hazard == "full disk" and resource is not None:
            resource.setrlimit(resource.RLIMIT_FSIZE, (FULL_DISK, FULL_DISK))
        if no_home and _root():          # as `setpriv --reuid`: a real user id with no home entry
            os.setregid(NO_SUCH_USER, -1)
            os.setreuid(NO_SUCH_USER, -1)

    pipe = subprocess.PIPE
    stdin = None if closing == 0 else pipe
    stdout = None if closing == 1 else pipe
    if hazard == "stdout a full device":
        stdout = os.open("/dev/full", os.O_WRONLY)
    try:
        child = subprocess.Popen(argv, stdin=stdin, stdout=stdout, stderr=None if closing == 2 else pipe, env=env,
                                 cwd=cwd, preexec_fn=before)
    finally:
        for fd in (stdin, stdout):
            if isinstance(fd, int) and fd >= 0:
                os.close(fd)
    out, err = b"", b""
    try:
        if hazard == "stdout reader gone":
            _feed(child, typed)
            out = _one_line(child.stdout, timeout)
            child.stdout.close()
            child.stdout = None
            err = child.communicate(timeout=timeout)[1] or b""
        else:
            if child.stdin is None:
                out, err = child.communicate(timeout=timeout)
            else:
                out, err = child.communicate(typed, timeout=timeout)
    except subprocess.TimeoutExpired:
        child.kill()
        rest = child.communicate()
        return None, out or rest[0] or b"", err or rest[1] or b""
    return child.returncode, out or b"", err or b""


def _feed(child, typed: bytes | None) -> None:
    try:
        if typed:
            child.stdin.write(typed)
        child.stdin.close()
    except (BrokenPipeError, OSError):
        pass
    child.stdin = None


def _one_line(stream, timeout: float) -> bytes:
    """What ``head -1`` reads: up to the first newline (or the end), then it leaves."""
    data = b""
    deadline = time.monotonic() + timeout
    while b"\n" not in data:
        left = deadline - time.monotonic()
        if left <= 0 or not select.select([stream], [], [], left)[0]:
            break
        chunk = os.read(stream.fileno(), 4096)
        if not chunk:
            break
        data += chunk
    return data[: data.index(b"\n") + 1] if b"\n" in data else data


def _sentence(text: str) -> bool:
    return any(len(re.findall(r"[^\W\d_]{2,}", line)) >= 3 for line in text.splitlines())


def _found(entry, folder: _Folder, before) -> str | None:
    """Where the game placed before the case is now (its entries as a prefix), or None."""
    candidates = [folder.slot]
    games = os.path.join(folder.saves, "games")
    if os.path.isdir(games) and not os.path.islink(games):
        candidates += sorted(os.path.join(games, name) for name in os.listdir(games))
    for path in candidates:
        data = None if os.path.islink(path) else _read(path)
        entries = None if data is None else _entries(entry, data)
        if entries is not None and _extends(entries, before):
            return path
    return None


def _unplant(path: str) -> None:
    try:
        if os.path.islink(path) or not os.path.isdir(path):
            os.unlink(path)
        else:
            os.chmod(path, 0o755)
            shutil.rmtree(path)
    except FileNotFoundError:
        pass


def run_case(case: Case, registry, python: str = sys.executable, timeout: float = TIMEOUT,
             check_continue: bool = True) -> Result:
    """Run ``case``; the folders are made and removed here.

    A full disk is run twice, the second time with room: if the program would have saved more turns than
    it could, it must not end with 0 (leaving with the game unsaved is said, and not a normal end).
    """
    result = _in_folders(case, registry, python, timeout, check_continue)
    if case.hazard == "full disk" and result.passed and result.code == 0:
        room = _in_folders(Case(**dict(vars(case), hazard="nothing")), registry, python, timeout, False)
        if room.saved > result.saved:
            result.lost = (f"the game had {room.saved - result.saved} step(s) more than its slot could keep, "
                           f"and the program ended with 0")
    return result


def failures(cases: "list[Case]", registry) -> str:
    """Each failed case of ``cases`` described (what ran, what went wrong), one after another; "" if none."""
    return "\n".join(result.describe() for result in (run_case(case, registry) for case in cases)
                     if not result.passed)


def _read(path: str, limit: int = -1) -> bytes | None:
    """The bytes of ``path`` if it is a regular file we may read, else None: never waits on a FIFO."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return None
        with os.fdopen(os.dup(fd), "rb") as f:
            return f.read(limit)
    except OSError:
        return None
    finally:
        os.close(fd)


def _turns(entry, path: str) -> int:
    data = _read(path)
    entries = None if data is None else _entries(entry, data)
    return _steps(entries) if entries is not None else 0


def _in_folders(case: Case, registry, python: str, timeout: float, check_continue: bool) -> Result:
    entry = next(e for e in registry if e.name == case.game)
    top = tempfile.mkdtemp(prefix="xii-fuzz-io-")
    try:
        return _run_case(case, registry, entry, _Folder(top, entry), python, timeout, check_continue)
    finally:
        for here, dirs, _files in os.walk(top):
            for d in dirs:
                try:
                    os.chmod(os.path.join(here, d), 0o755, follow_symlinks=False)
                except (OSError, NotImplementedError):
                    pass
        shutil.rmtree(top, ignore_errors=True)


def _run_case(case, registry, entry, folder: _Folder, python, timeout, check_continue) -> Result:
    text = _game_text(entry, case.seed)
    with open(folder.kept, "w", encoding="utf-8") as f:
        f.write(text)
    placed = case.target not in ("slot",)
    if placed:
        with open(folder.slot, "w", encoding="utf-8") as f:
            f.write(text)
    before = _entries(entry, text.encode("utf-8"))
    path = folder.paths.get(case.target, "")
    if case.hazard == NO_SUCH_HOME:
        path = "~xii-no-such-user/" + os.path.basename(path)
    if case.target in ("load", "replay", "verify") and case.hazard in ("full disk", "nothing"):
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
    if path and case.hazard not in ("full disk", NO_SUCH_HOME, "nothing"):
        _plant(case, folder, path, registry, entry)

    env = {k: v for k, v in os.environ.items()
           if k not in ("NO_COLOR", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LC_CTYPE", "COLUMNS", "LINES")}
    changes: dict[str, str | None] = {"TERM": "dumb", "LANG": case.lang, "XII_SCRIPTA_CONFIG_DIR": folder.config,
                                      "XDG_DATA_HOME": folder.data}
    if case.hazard in NO_HOME:
        changes.update(HOME=None, XII_SCRIPTA_CONFIG_DIR=None, XDG_DATA_HOME=None, XDG_CONFIG_HOME=None)
        if case.hazard == "no HOME, relative XDG":
            changes.update(XDG_DATA_HOME="data", XDG_CONFIG_HOME="config")
        if case.hazard == "empty HOME":
            changes.update(HOME="")
    for key, value in changes.items():
        if value is None:
            env.pop(key, None)
        else:
            env[key] = value
    game = os.path.join(folder.top, "in", "replayed" + entry.spec().codec.suffix)
    with open(game, "w", encoding="utf-8") as f:
        f.write(text)
    argv = [python, PROGRAM] + [a.replace("{path}", path).replace("{game}", game) for a in case.entry]
    typed = case.typed.replace(b"{path}", path.encode())
    if b"{step}" in typed:
        typed = typed.replace(b"{step}", _step(entry, text))
    code, out, err = _run(argv, typed, env, folder.cwd, case.hazard, timeout)
    shown = Result(case, code, out.decode("utf-8", "replace"), err.decode("utf-8", "replace"),
                   command=_command(case, argv, changes, folder, typed))
    shown.hang = code is None
    shown.traceback = "Traceback" in shown.stderr or "Traceback" in shown.stdout
    if code is not None:
        shown.bad_code = code not in documented_codes()
        quiet = code in (0, 141) or case.hazard == "stderr closed"
        shown.silent = not quiet and not _sentence(shown.stderr + "\n" + shown.stdout)
    shown.saved = _turns(entry, folder.slot)
    if case.target == "load" and os.path.isfile(path):      # the file given to --load holds the game it gave
        shown.saved = max(shown.saved, _turns(entry, path))
    shown.lost = _lost(case, registry, entry, folder, before, placed, path, python, env, timeout, check_continue)
    return shown


def _foreign_text(case: Case, registry, entry) -> str:
    """Another game's save (which one, from the case's seed)."""
    others = [e for e in registry if e.name != entry.name]
    return _game_text(others[case.seed % len(others)], case.seed)


def _kept_somewhere(folder: str, text: str) -> bool:
    """Whether a file under ``folder`` holds ``text`` (a file not the game's is moved aside, never overwritten)."""
    data = text.encode("utf-8")
    for here, _dirs, files in os.walk(folder):
        if any(_read(os.path.join(here, name), len(data) + 1) == data for name in files):
            return True
    return False


def _lost(case, registry, entry, folder: _Folder, before, placed: bool, path: str, python, env, timeout,
          check_continue: bool) -> str:
    if _read(folder.kept) != _game_text(entry, case.seed).encode("utf-8"):
        return f"{folder.kept} was written through a link"
    if os.path.lexists(folder.missing):
        return f"{folder.missing} was made through a dangling link"
    if os.path.lexists(os.path.join(folder.cwd, "~")):
        return "a folder named ~ was made in the current directory"
    if case.hazard == "another game's save" and case.target in ("slot", "load") and \
            not _kept_somewhere(os.path.dirname(path), _foreign_text(case, registry, entry)):
        return f"another game's save at {path} was overwritten"
    if not placed:
        return ""
    where = _found(entry, folder, before)
    if where is None:
        return "the game in progress is neither in its slot nor in games/"
    if where != folder.slot or not check_continue:
        return ""
    if _read(folder.slot) == _game_text(entry, case.seed).encode("utf-8"):
        return ""                              # as placed: it restores (checked above), --continue adds nothing
    if path and path != folder.slot:
        _unplant(path)
    if case.hazard in NO_HOME:                 # the continue is checked with the home the case had not
        return ""
    argv = [python, PROGRAM, *_game_args(entry), "--continue"]
    env = dict(env, LANG="C.UTF-8")
    code, out, err = _run(argv, b"", env, folder.cwd, "stdin at EOF", timeout)
    if code != 0 or b"Traceback" in err:
        return f"--continue afterwards: exit {code} {err.decode('utf-8', 'replace').strip()[-200:]}"
    data = _read(folder.slot)
    after = None if data is None else _entries(entry, data)
    if after is None or not _extends(after, before):
        return "--continue afterwards did not find the same game"
    return ""


# --- the figures -------------------------------------------------------------------------------------------

FAMILIES = ("files", "streams")


def run(registry, count: int, seed: int = 0, games: tuple[str, ...] = (), families: tuple[str, ...] = FAMILIES,
        python: str = sys.executable, workers: int = 1) -> list[FamilyReport]:
    """``count`` cases of each family per game; one report per family and game."""
    reports = []
    for family in families:
        for entry in registry:
            if games and entry.name not in games:
                continue
            report = FamilyReport(family, entry.name)
            made = cases(registry, count, seed, family, (entry.name,))
            with ThreadPoolExecutor(max(1, workers)) as pool:
                for result in pool.map(lambda case: run_case(case, registry, python), made):
                    report.add(result)
            reports.append(report)
    return reports
