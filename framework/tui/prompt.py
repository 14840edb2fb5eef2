"""Asking the person at the keyboard, the same way everywhere: lines, yes/no, menus, pages.

Why one module: each game had its own "Leave?" loop, its own pager with its
own "back" words and its own ``Leave`` exception. The policy is one:

* Ctrl-D (end of input) leaves the program at once (exit 0); a game in
  progress is already saved (when saving has failed, framework/tui/playing.py
  says what is lost and the code is 3).
* Ctrl-C asks "Leave XII Scripta? (y/n)": yes (or a second Ctrl-C / Ctrl-D)
  leaves with exit 130, anything else carries on where it was.
* A prompt may have a deadline (a game with a clock): :class:`TimeUp` when it
  passes first. On a terminal the wait is ``select`` on the input, so the
  clock runs out while the prompt is open; piped input is checked when the
  line arrives.

The pager keeps a fenced diagram (```` ``` ````) on one page and never turns a
page on input it does not understand. It reads lines, as every other prompt does
(Enter or n turns the page, b and Enter goes back, q and Enter closes), and its
question says so.

Every screen is fitted to the terminal (:meth:`Prompt.show`): drawn at its size, drawn
again when it is resized, and replaced by one line saying the width needed when the
terminal is narrower than the screen can be (:meth:`Prompt.fit_screen`).
"""
from __future__ import annotations

import os
import time

TYPE_CHECKING = False  # typing costs start-up time; type checkers treat this as True
if TYPE_CHECKING:
    from typing import Callable, Sequence

from framework.tui.terminal import Resized, Terminal, printable
from framework.lang.texts import is_yes
from framework.lang.words import COMMANDS, PAGE

__all__ = ["Leave", "TimeUp", "Prompt", "PAGER_NEXT", "PAGER_BACK", "PAGER_QUIT", "QUIT_KEYS", "MENU_COLUMNS"]

#: The pager's words in every language (framework/lang/words.py); Enter, an empty line, turns the page too.
PAGER_NEXT = PAGE["next"]
PAGER_BACK = PAGE["back"]
PAGER_QUIT = PAGE["quit"]
#: The narrowest terminal the menus are drawn on (their longest word-free pieces fit; below it they say so).
MENU_COLUMNS = 40
#: Answers that leave a menu, in any language (the words of quit: framework/lang/words.py).
QUIT_KEYS = ("0", "q", *COMMANDS["quit"])


class Leave(Exception):
    """Leave the program with an exit code (0: Ctrl-D or quit; 130: Ctrl-C confirmed; 2: a game that
    cannot be continued; 3: left with a game's last moves not on disk, framework/tui/playing.py)."""

    def __init__(self, code: int) -> None:
        super().__init__(code)
        self.code = code


class TimeUp(Exception):
    """The deadline of a prompt passed before a line came."""


class Prompt:
    """The keyboard side of a :class:`framework.tui.terminal.Terminal`.

    ``say(key)`` gives the shared sentences (``leave.confirm``, ``leave.stay``)
    in the player's language; ``leave_note``, when set, is said before
    "Leave?" (a game in progress says whether it is saved): a text, or a
    function giving it then (saving may have failed since).
    """

    def __init__(self, term: Terminal, say: Callable[..., str], clock: Callable[[], float] = time.monotonic) -> None:
        self.term = term
        self.say = say
        self.clock = clock
        self.leave_note: str | Callable[[], str | None] | None = None

    # ---------------------------------------------------------------- lines
    def _tty_input(self) -> bool:
        try:
            return os.isatty(self.term.inp.fileno())
        except (AttributeError, ValueError, OSError):
            return False

    def read(self, prompt: str, deadline: float | None = None) -> str:
        """One line; with a ``deadline`` (of ``clock``) on a terminal, TimeUp when it passes first."""
        timeout = None if deadline is None else max(0.0, deadline - self.clock())
        try:
            return self.term.read_line(prompt, timeout)
        except TimeoutError:
            raise TimeUp from None

    def confirm_leave(self) -> None:
        """After Ctrl-C: leave (exit 130) if the player says yes; otherwise carry on."""
        self.term.line()
        note = self.leave_note() if callable(self.leave_note) else self.leave_note
        if note:
            self.term.line(note)
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

    # --------------------------------------------------------------- screens
    def show(self, lines: Sequence[str] | Callable[[], Sequence[str]], needs: int = MENU_COLUMNS) -> None:
        """A new screen of ``lines``, each fitted to the width; drawn again when the terminal is resized.
        Narrower than ``needs`` columns: only the line saying so, until it is wide enough. ``lines`` may be
        a function making them for the terminal's size then (a board's layout, pages)."""
        self.fit_screen(needs)
        shown = lines() if callable(lines) else lines
        self.term.clear()
        for line in shown:
            self.term.line(line)
        self.term.on_redraw(lambda: self.show(lines, needs))

    def fit_screen(self, needs: int) -> None:
        """Wait until the terminal has ``needs`` columns: meanwhile the screen is one line saying so
        (``screen.too_narrow``); Enter looks again, a resize at once. Ctrl-C and Ctrl-D as at any prompt."""
        while True:
            columns = self.term.size()[0]
            if columns >= needs:
                return
            self.term.clear()
            self.term.line(self.say("screen.too_narrow", needed=needs, columns=columns))
            try:
                self.term.read_line("", stop_on_resize=True)
            except Resized:
                continue
            except EOFError:
                raise Leave(0) from None
            except KeyboardInterrupt:
                self.confirm_leave()

    def page(self, pages: Sequence[Sequence[str]] | Callable[[int, int], Sequence[Sequence[str]]],
             prompts: Callable[[int, int, bool], str], bad: Callable[[str], str] | None = None,
             start: int = 0) -> None:
        """Show ``pages`` one at a time from page ``start`` (-1: the last): Enter (or n) the next (the last
        closes), b back, q closes, each with Enter as at every prompt.

        ``pages`` may be ``pages(columns, rows)``, made for the terminal's size: a resize then makes
        them again and shows the page holding the same place. ``prompts(page, pages, last)`` is the
        question under each page (it says the keys); input the pager does not understand stays on
        the page, with ``bad(text)`` (or, without ``bad``, with nothing said).
        """
        make = pages if callable(pages) else (lambda columns, rows: pages)
        size = self.term.size()
        made: list = [make(*size), size]
        state = {"page": start if start >= 0 else len(made[0]) - 1, "note": ""}

        def lines() -> list[str]:
            size = self.term.size()
            if size != made[1]:                 # resized: the pages again, from the same place
                at = sum(len(p) for p in made[0][:state["page"]])
                made[0], made[1] = make(*size), size
                k, seen = 0, 0
                while k + 1 < len(made[0]) and seen + len(made[0][k]) <= at:
                    seen += len(made[0][k])
                    k += 1
                state["page"] = k
            book = made[0] or [[]]
            state["page"] = max(0, min(state["page"], len(book) - 1))
            height = max((len(p) for p in book), default=0)
            page = book[state["page"]]
            return list(page) + [""] * (height - len(page)) + ([state["note"]] if state["note"] else [])

        while True:
            self.show(lines)
            state["note"] = ""
            book = made[0] or [[]]
            last = state["page"] == len(book) - 1
            answer = self.ask(prompts(state["page"] + 1, len(book), last)).strip().lower()
            if answer in PAGER_QUIT:
                return
            if answer in PAGER_BACK:
                state["page"] = max(0, state["page"] - 1)
            elif not answer or answer in PAGER_NEXT:
                if last:
                    return
                state["page"] += 1
            elif bad is not None:
                state["note"] = bad(printable(answer))
