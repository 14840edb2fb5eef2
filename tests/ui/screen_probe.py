"""A game in a real pseudo-terminal of a chosen size, read by a wider pyte screen, checked at every stop.

Why wider: a terminal wraps a line that is too long, so the fault would look
like two good lines. The pyte screen here is 40 columns wider than the size the
game is told (the pty's window size), so a long line shows as text past the width.

Waiting without knowing the words (the screens are in four languages): after
each key the probe waits until the game is blocked reading the terminal again
(Linux's /proc says where a process sleeps) with all its output read, which is
exactly when a person would look at the screen.
"""
from __future__ import annotations

import os
import sys
import time

import pexpect
import pyte

from pty_helpers import GAME, ROOT, as_at_a_terminal, game_env
from screen_faults import split_words, too_wide

EXTRA = 40          # columns of the pyte screen past the terminal's width
TIMEOUT = 60


def _proc(pid: int, name: str) -> str:
    try:
        with open(f"/proc/{pid}/{name}") as f:
            return f.read()
    except OSError:
        return ""


def _reading(pid: int) -> bool:
    """Whether the game sleeps waiting for the terminal: in its read, or in the select before it
    (the game watches for a resize while it waits for a line)."""
    where = _proc(pid, "wchan")
    return where == "wait_woken" or where.startswith("poll_schedule_timeout")


def _switches(pid: int) -> int:
    for line in _proc(pid, "status").splitlines():
        if line.startswith("voluntary_ctxt_switches:"):
            return int(line.split()[1])
    return -1


class ScreenProbe:
    """``xii_scripta.py *args`` at ``columns`` x ``rows``; :meth:`look` checks the screen and keeps the faults."""

    def __init__(self, config_dir: str, lang: str, *args: str, columns: int = 80, rows: int = 24,
                 names: tuple[str, ...] = ()) -> None:
        self.lang = lang
        self.columns, self.rows = columns, rows
        self.names = names
        self.screen = pyte.Screen(columns + EXTRA, rows)
        self.stream = pyte.Stream(self.screen)
        self.transcript: list[str] = []
        self.faults: list[str] = []
        self.looked = 0
        self.child = pexpect.spawn(sys.executable, [GAME, *args, "--lang", lang], env=game_env(config_dir),
                                   cwd=ROOT, dimensions=(rows, columns), encoding="utf-8", codec_errors="replace",
                                   timeout=TIMEOUT, preexec_fn=as_at_a_terminal)
        self.child.delaybeforesend = None
        self.idle(start=-1)

    # ------------------------------------------------------------ waiting
    def _drain(self, timeout: float) -> bool:
        """Feed the screen what the game wrote within ``timeout``; True if anything came."""
        got = False
        while True:
            try:
                data = self.child.read_nonblocking(65536, timeout=timeout)
            except pexpect.TIMEOUT:
                return got
            except pexpect.EOF:
                return got
            self.transcript.append(data)
            self.stream.feed(data)
            got = True
            timeout = 0.01

    def idle(self, start: int, wake_within: float = TIMEOUT) -> None:
        """Wait until the game, having blocked at least once since ``start`` (its count of voluntary
        sleeps before the key), sleeps reading the terminal with nothing left to read from it.

        ``wake_within``: a game that has not woken at all by then is taken as not reacting (a resize
        the game ignores); the screen is then checked as it stands.
        """
        began = time.monotonic()
        deadline = began + TIMEOUT
        pid = self.child.pid
        while time.monotonic() < deadline:
            came = self._drain(0.005)
            if not self.child.isalive():
                return
            woke = _switches(pid) > start
            if not came and _reading(pid) and \
                    (woke or time.monotonic() - began > wake_within):
                if not self._drain(0.01):          # all it wrote before it blocked is readable now
                    return
        raise AssertionError(f"the game did not come back to a prompt:\n{self.text()}")

    # ------------------------------------------------------------ acting
    def send(self, line: str) -> None:
        before = _switches(self.child.pid)
        self.child.sendline(line)
        self.idle(before)

    def resize(self, columns: int, rows: int | None = None) -> None:
        """The terminal's window becomes ``columns`` x ``rows`` (SIGWINCH), as a person dragging its edge."""
        rows = rows or self.rows
        self.columns, self.rows = columns, rows
        before = _switches(self.child.pid)
        self.screen.resize(rows, columns + EXTRA)
        self.child.setwinsize(rows, columns)
        self.idle(before, wake_within=2.0)

    # ------------------------------------------------------------ reading
    @property
    def lines(self) -> list[str]:
        return [line.rstrip() for line in self.screen.display]

    def text(self) -> str:
        return "\n".join(self.lines)

    def look(self, where: str) -> None:
        """Check the screen as it is: a fault found is kept with the screen, for the test's report."""
        assert self.child.isalive(), f"the game ended before {where}:\n{self.text()}"
        self.looked += 1
        lines = self.lines
        found = [f"line {row + 1} is {len(text)} wide: {text!r}" for row, text in too_wide(lines, self.columns)]
        found += [f"line {row + 1} cuts a word: {seen!r}" for row, seen in split_words(lines, self.lang, self.names)]
        if found:
            shown = "\n".join(f"|{line}" for line in lines)
            self.faults.append(f"{where} at {self.columns}x{self.rows} ({self.lang}):\n  " + "\n  ".join(found)
                               + f"\n{shown}")

    def close(self) -> None:
        if self.child.isalive():
            self.child.close(force=True)
        output = "".join(self.transcript)
        assert "Traceback" not in output, output[-3000:]


def printed(config_dir: str, lang: str, *args: str, columns: int = 80, rows: int = 200) -> ScreenProbe:
    """A program that prints and ends (``--help``), run to its end at ``columns``; its screen, to look at."""
    probe = ScreenProbe.__new__(ScreenProbe)
    probe.lang, probe.columns, probe.rows, probe.names = lang, columns, rows, ()
    probe.screen = pyte.Screen(columns + EXTRA, rows)
    probe.stream = pyte.Stream(probe.screen)
    probe.transcript, probe.faults, probe.looked = [], [], 0
    probe.child = pexpect.spawn(sys.executable, [GAME, *args, "--lang", lang], env=game_env(config_dir),
                                cwd=ROOT, dimensions=(rows, columns), encoding="utf-8", codec_errors="replace",
                                timeout=TIMEOUT, preexec_fn=as_at_a_terminal)
    probe.child.expect(pexpect.EOF)
    data = probe.child.before or ""
    probe.transcript.append(data)
    probe.stream.feed(data.replace("\n", "\r\n") if "\r\n" not in data else data)
    probe.child.close()
    return probe
