"""Asking the person at the keyboard, the same way everywhere: lines, yes/no, menus, pages.

Why one module: each game had its own "Leave?" loop, its own pager with its
own "back" words and its own ``Leave`` exception. The policy is one:

* Ctrl-D (end of input) leaves the program at once (exit 0); a game in
  progress is already saved.
* Ctrl-C asks "Leave XII Scripta? (y/n)": yes (or a second Ctrl-C / Ctrl-D)
  leaves with exit 130, anything else carries on where it was.
* A prompt may have a deadline (a game with a clock): :class:`TimeUp` when it
  passes first. On a terminal the wait is ``select`` on the input, so the
  clock runs out while the prompt is open; piped input is checked when the
  line arrives.

The pager keeps a fenced diagram (```` ``` ````) on one page and never turns a
page on input it does not understand. On a terminal it acts on one key, without
Enter (q closes, b goes back, Enter, space or n turns the page; the arrow and
page keys work too); piped input is read a line at a time.
"""
from __future__ import annotations

import os
import time

TYPE_CHECKING = False  # typing costs start-up time; type checkers treat this as True
if TYPE_CHECKING:
    from typing import Callable, Sequence

from framework.terminal import Terminal, clean_input, printable
from framework.texts import is_yes
from framework.words import COMMANDS

__all__ = ["Leave", "TimeUp", "Prompt", "PAGER_NEXT", "PAGER_BACK", "PAGER_QUIT", "QUIT_KEYS"]

PAGER_NEXT = ("", "n", "next", "d", "dalsi", "další")
PAGER_BACK = ("b", "back", "p", "z", "zpet", "zpět")
PAGER_QUIT = ("q", "quit", "x", "konec")
#: Keys of the pager beyond letters: escape sequences of arrows and page keys, Enter and space.
PAGER_KEYS = {"\r": "", "\n": "", " ": "", "\x1b[C": "n", "\x1b[B": "n", "\x1b[6~": "n",
              "\x1b[D": "b", "\x1b[A": "b", "\x1b[5~": "b", "\x1b": "q"}
#: Answers that leave a menu, in any language (the words of quit: framework/words.py).
QUIT_KEYS = ("0", "q", *COMMANDS["quit"])


class Leave(Exception):
    """Leave the program with an exit code (0: Ctrl-D or quit; 130: Ctrl-C confirmed; 2: a game that
    cannot be continued)."""

    def __init__(self, code: int) -> None:
        super().__init__(code)
        self.code = code


class TimeUp(Exception):
    """The deadline of a prompt passed before a line came."""


class Prompt:
    """The keyboard side of a :class:`framework.terminal.Terminal`.

    ``say(key)`` gives the shared sentences (``leave.confirm``, ``leave.stay``)
    in the player's language; ``leave_note``, when set, is said before
    "Leave?" (a game in progress says it is saved).
    """

    def __init__(self, term: Terminal, say: Callable[..., str], clock: Callable[[], float] = time.monotonic) -> None:
        self.term = term
        self.say = say
        self.clock = clock
        self.leave_note: str | None = None

    # ---------------------------------------------------------------- lines
    def _tty_input(self) -> bool:
        try:
            return os.isatty(self.term.inp.fileno())
        except (AttributeError, ValueError, OSError):
            return False

    def read(self, prompt: str, deadline: float | None = None) -> str:
        """One line; with a ``deadline`` (of ``clock``) on a terminal, TimeUp when it passes first."""
        if deadline is None or not self._tty_input():
            return self.term.read_line(prompt)
        import select
        self.term.write(prompt)
        self.term.flush()
        ready, _, _ = select.select([self.term.inp.fileno()], [], [], max(0.0, deadline - self.clock()))
        if not ready:
            raise TimeUp
        raw = self.term.inp.readline()
        if not raw:
            self.term.write("\n")
            raise EOFError
        return clean_input(raw)

    def confirm_leave(self) -> None:
        """After Ctrl-C: leave (exit 130) if the player says yes; otherwise carry on."""
        self.term.line()
        if self.leave_note:
            self.term.line(self.leave_note)
        try:
            answer = self.term.read_line(self.say("leave.confirm"))
        except (KeyboardInterrupt, EOFError):
            raise Leave(130) from None
        if is_yes(answer):
            raise Leave(130)
        self.term.line(self.say("leave.stay"))

    def ask(self, prompt: str, deadline: float | None = None) -> str:
        """A line from the keyboard. Ctrl-C asks whether to leave; Ctrl-D leaves (exit 0)."""
        while True:
            try:
                return self.read(prompt, deadline)
            except EOFError:
                raise Leave(0) from None
            except KeyboardInterrupt:
                self.confirm_leave()

    def confirm(self, prompt: str) -> bool:
        return is_yes(self.ask(prompt))

    def read_key(self, prompt: str) -> str | None:
        """One key press without Enter where the input is a terminal (cbreak mode); None where it is
        not (the caller reads a line). EOFError on Ctrl-D; Ctrl-C raises KeyboardInterrupt as usual."""
        if not self._tty_input():
            return None
        try:
            import termios
            import tty
            fd = self.term.inp.fileno()
            old = termios.tcgetattr(fd)
        except (ImportError, OSError, ValueError, AttributeError):
            return None
        except Exception:           # termios.error: not a terminal after all
            return None
        try:
            # cbreak before the prompt: setting it flushes input, so a key pressed as soon as
            # the prompt shows must find the terminal already in cbreak mode, not be dropped.
            tty.setcbreak(fd)
            self.term.write(prompt)
            self.term.flush()
            read1 = getattr(self.term.inp, "read1", None)
            data = read1(16) if read1 is not None else os.read(fd, 16)
        finally:
            termios.tcsetattr(fd, termios.TCSADRAIN, old)
        self.term.write("\n")
        if not data or data[:1] == b"\x04":
            raise EOFError
        text = data.decode("utf-8", "replace")
        for sequence in sorted(PAGER_KEYS, key=len, reverse=True):
            if text.startswith(sequence):
                return PAGER_KEYS[sequence]
        return text[:1].lower()

    def ask_key(self, prompt: str) -> str:
        """A key (on a terminal) or a line (piped), under the same Ctrl-C / Ctrl-D policy as :meth:`ask`."""
        while True:
            try:
                key = self.read_key(prompt)
            except EOFError:
                raise Leave(0) from None
            except KeyboardInterrupt:
                self.confirm_leave()
                continue
            return key if key is not None else self.ask(prompt)

    # --------------------------------------------------------------- screens
    def show(self, lines: Sequence[str]) -> None:
        """A new screen of ``lines``."""
        self.term.clear()
        for line in lines:
            self.term.line(line)

    def page(self, pages: Sequence[Sequence[str]], prompts: Callable[[int, int, bool], str],
             bad: Callable[[str], str] | None = None, start: int = 0) -> None:
        """Show ``pages`` one at a time from page ``start``: Enter the next (the last closes), b back,
        q closes (on a terminal a key press is enough).

        ``prompts(page, pages, last)`` is the question under each page; input
        the pager does not understand stays on the page, with ``bad(text)``
        (or, without ``bad``, with nothing said).
        """
        page = max(0, min(start, len(pages) - 1))
        note = ""
        height = max((len(p) for p in pages), default=0)
        while True:
            lines = list(pages[page]) + [""] * (height - len(pages[page]))
            self.show(lines + ([note] if note else []))
            note = ""
            last = page == len(pages) - 1
            answer = self.ask_key(prompts(page + 1, len(pages), last)).strip().lower()
            if answer in PAGER_QUIT:
                return
            if answer in PAGER_BACK:
                page = max(0, page - 1)
            elif answer in PAGER_NEXT:
                if last:
                    return
                page += 1
            elif bad is not None:
                note = bad(printable(answer))
