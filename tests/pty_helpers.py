"""Drive ``xii_scripta.py`` through a real pseudo-terminal and read its screen.

pexpect runs the game in a pty of 80x24 with ``TERM=screen-256color`` (so
``console`` never queries an xterm palette) and a settings directory of the
test's own.  Everything the game writes is fed into a pyte screen, so tests
read what a person would see, colours included.

Waiting: :meth:`GameTerminal.expect` matches only output that arrived after
the previous match (pexpect's stream), so a prompt that is already on the
screen from before never satisfies a wait for the next one.  Tests wait for
each prompt before sending.  What a test then reads from the screen may still
be on its way (a footer redrawn after a message): :meth:`GameTerminal.wait_screen`
polls the screen until it shows the expected text.  Nothing here waits for a
fixed moment; the timeouts only bound a wait that failed.
"""
from __future__ import annotations

import os
import re
import signal
import sys
import time

import pexpect
import pyte

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GAME = os.path.join(ROOT, "xii_scripta.py")
sys.path.insert(0, ROOT)

from games.xii.render import parse_diagram  # noqa: E402

TIMEOUT = 30
#: How long one look for more output lasts while :meth:`GameTerminal.wait_screen` waits (seconds).
POLL = 0.02


def as_at_a_terminal() -> None:
    """In the child before the game starts: Ctrl-C, Ctrl-\\, hang-up and SIGTERM act as at a terminal.

    A test run started in the background (``pytest &`` in a script, ``nohup``) inherits
    SIGINT and SIGQUIT (or SIGHUP) ignored, and an ignored signal stays ignored across
    exec: Python would then never raise KeyboardInterrupt, and every Ctrl-C test would wait
    in vain. A player at a terminal has the defaults, so the game under test gets them too.
    """
    for name in ("SIGINT", "SIGQUIT", "SIGHUP", "SIGTERM"):
        signal.signal(getattr(signal, name), signal.SIG_DFL)


ROWS, COLS = 24, 80
#: The labels that start the three drawn rows of points.
ROW_LABELS = ("13-24", "1-12", "25-36")
BOARD_START = 9          # first screen column after a row's label and arrow


def game_env(config_dir: str, **extra: str | None) -> dict[str, str]:
    """A clean environment: English UTF-8 locale, colour allowed, no NO_COLOR; ``extra`` overrides (None removes).

    Saved games go to ``data`` inside ``config_dir`` (``XDG_DATA_HOME``), so no test
    ever writes into the real home; tests of saving pass ``--save-dir`` as well.
    """
    env = {k: v for k, v in os.environ.items()
           if k not in ("NO_COLOR", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LC_CTYPE", "CLICOLOR_FORCE",
                        "FORCE_COLOR", "COLUMNS", "LINES")}
    env.update(TERM="screen-256color", LANG="C.UTF-8", XII_SCRIPTA_CONFIG_DIR=config_dir,
               XDG_DATA_HOME=os.path.join(os.path.abspath(config_dir), "data"))
    for key, value in extra.items():
        if value is None:
            env.pop(key, None)
        else:
            env[key] = value
    return env


class _ScreenFeed:
    """A file-like sink for pexpect's ``logfile_read`` that feeds pyte and keeps the transcript."""

    def __init__(self, stream: pyte.Stream) -> None:
        self.stream = stream
        self.transcript: list[str] = []

    def write(self, data: str) -> None:
        self.transcript.append(data)
        self.stream.feed(data)

    def flush(self) -> None:
        pass


class GameTerminal:
    """``xii_scripta.py`` running in a pty, with its screen."""

    def __init__(self, config_dir: str, *args: str, **env: str | None) -> None:
        self.screen = pyte.Screen(COLS, ROWS)
        self.feed = _ScreenFeed(pyte.Stream(self.screen))
        self.child = pexpect.spawn(sys.executable, [GAME, *args], env=game_env(config_dir, **env),
                                   cwd=ROOT, dimensions=(ROWS, COLS), encoding="utf-8",
                                   codec_errors="replace", timeout=TIMEOUT, preexec_fn=as_at_a_terminal)
        self.child.logfile_read = self.feed
        # No fixed pause before each send (pexpect's default sleeps 50 ms): every send follows
        # the prompt it answers, and the game is ready for it then (framework/tui/prompt.py).
        self.child.delaybeforesend = None

    # ----------------------------------------------------------- waiting
    def expect(self, pattern: str, timeout: int = TIMEOUT) -> None:
        """Wait for ``pattern`` (a regular expression) in output newer than the last match."""
        try:
            self.child.expect(pattern, timeout=timeout)
        except (pexpect.TIMEOUT, pexpect.EOF) as err:
            raise AssertionError(f"waited for {pattern!r}; the screen shows:\n{self.text()}\n"
                                 f"({type(err).__name__})") from None

    def wait_screen(self, pattern: str, timeout: float = TIMEOUT) -> re.Match:
        """Wait until the screen (:meth:`text`) shows ``pattern`` (a regular expression); its match.

        Why: the stream's match (:meth:`expect`) says a piece of output arrived, not that the
        screen around it is drawn. Output read while waiting stays in pexpect's buffer, so a
        later :meth:`expect` still sees it (unless the program ended meanwhile).
        """
        regex = re.compile(pattern)
        deadline = time.monotonic() + timeout
        more = True
        while True:
            found = regex.search(self.text())
            if found:
                return found
            left = deadline - time.monotonic()
            if left <= 0 or not more:
                raise AssertionError(f"waited for {pattern!r} on the screen; it shows:\n{self.text()}")
            more = self._read_more(min(POLL, left))

    def _read_more(self, timeout: float) -> bool:
        """Feed the screen whatever output arrives within ``timeout`` seconds; False at the end of output."""
        try:
            self.child.expect([pexpect.TIMEOUT], timeout=timeout)
        except pexpect.EOF:
            return False
        return True

    def prompt(self, name: str) -> None:
        """Wait for the game prompt of ``name`` (``Alice > `` or ``Alice [Enter: throw] > ``)."""
        self.expect(re.escape(name) + r" (\[[^\]]*\] )?> ")

    def send(self, line: str) -> None:
        self.child.sendline(line)

    def send_bytes(self, data: bytes) -> None:
        """Raw bytes as typed (for invalid UTF-8), bypassing the encoder."""
        os.write(self.child.child_fd, data)

    # ---------------------------------------------------------- reading
    @property
    def lines(self) -> list[str]:
        return [line.rstrip() for line in self.screen.display]

    def text(self) -> str:
        return "\n".join(self.lines)

    def output(self) -> str:
        """Everything the game wrote so far (escape sequences included)."""
        return "".join(self.feed.transcript)

    def row_index(self, label: str) -> int:
        for i, line in enumerate(self.lines):
            if line.strip().startswith(label + " "):
                return i
        raise AssertionError(f"no board row labelled {label!r} on the screen:\n{self.text()}")

    def board(self, seat: int) -> list[list[int]]:
        """The drawn board read back into a grid as player I sees it (``seat``: whose view is drawn)."""
        rows = "\n".join(self.lines[self.row_index(label)] for label in ROW_LABELS)
        return parse_diagram(rows, seat)

    def view(self) -> str:
        """The three drawn rows as the seed draws them (``1 _ _ 1 _ 1   _ _ _ _ _ _``), as seen on screen."""
        from games.xii.render import format_diagram
        return format_diagram(self.board(0), 0)

    def chars(self, row: int) -> list:
        """pyte's characters of screen line ``row`` (with .data, .fg, .bold)."""
        line = self.screen.buffer[row]
        return [line[x] for x in range(COLS)]

    def colours_of(self, row: int, glyphs: str, start: int = 0, stop: int = COLS) -> set[str]:
        """Foreground colours of the characters in ``glyphs`` on screen line ``row``, columns ``start:stop``.

        pyte calls SGR 33 (ANSI yellow) "brown"; it is reported here as "yellow".
        """
        names = {"brown": "yellow", "brightbrown": "yellow"}
        return {names.get(ch.fg, ch.fg) for ch in self.chars(row)[start:stop] if ch.data in glyphs}

    def cell_colours(self, row: int, glyphs: str) -> set[str]:
        """Colours of ``glyphs`` within the twelve cells of a drawn row (the row label excluded)."""
        return self.colours_of(row, glyphs, start=BOARD_START)

    # ----------------------------------------------------------- ending
    def wait_exit(self, timeout: int = TIMEOUT) -> int:
        """Wait for the program to end; its exit status (or 128+signal)."""
        try:
            self.child.expect(pexpect.EOF, timeout=timeout)
        except pexpect.TIMEOUT:
            raise AssertionError(f"the game did not end; the screen shows:\n{self.text()}") from None
        self.child.close()
        if self.child.exitstatus is not None:
            return self.child.exitstatus
        return 128 + (self.child.signalstatus or 0)

    def close(self) -> None:
        if self.child.isalive():
            self.child.close(force=True)


class CompanionTerminal(GameTerminal):
    """``python3 xii_scripta.py --game NAME --save-dir TMP/saves ...`` for a game without dice, whose
    prompt is the colour's name and stone (``White ○ > ``; with a clock ``White ○ 4:59 > ``).
    A subclass sets ``game`` and reads its board with ``squares``."""

    game = ""

    def __init__(self, tmp, *args: str, **env: str | None) -> None:
        super().__init__(str(tmp / "config"), "--game", self.game, "--save-dir", str(tmp / "saves"), *args, **env)

    def prompt(self, name: str) -> None:
        self.expect(re.escape(name) + r" \S (\d+:\d\d )?> ")

    def said(self) -> str:
        """The screen's text as one line of words (for sentences the screen wraps)."""
        from helpers_text import said
        return said(self.text())


def started_terminals(cls, tmp_path):
    """A fixture's body: ``start(*args, **env)`` opens a ``cls`` terminal; at the end each is closed
    and must not have shown a traceback."""
    started = []

    def start(*args: str, **env: str | None):
        g = cls(tmp_path, *args, **env)
        started.append(g)
        return g

    yield start
    for g in started:
        g.close()
        assert "Traceback" not in g.output(), g.output()[-3000:]
