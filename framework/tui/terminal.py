"""The terminal edge: colour, character set, clearing the screen and reading lines.

Everything the game writes or reads goes through :class:`Terminal`; the rest
of the program only builds text.  Decisions are made once, from the command
line, the settings and the environment (pure functions below, so they can be
tested without a terminal):

* colour: ``--color always|never`` wins, then the settings, then ``NO_COLOR``
  (set and non-empty: no colour), then whether stdout is a terminal;
* character set: ASCII only unless the locale says UTF-8 (``LANG=C`` is ASCII);
* screen control (clearing) only when stdout is a terminal; piped output is
  plain text.

``console`` (0.9912) decides colour at import, queries xterm palettes and
raises from its screen helpers when disabled.  So we never let it detect
anything: autodetection is switched off before it is imported, its palettes
are built explicitly at the basic 16-colour level and only when colour is on,
and its screen helpers are not used (clearing is two plain ANSI sequences,
not ``utils.cls()``, which resets the whole terminal).  The import is
deferred until the first coloured text, so start-up stays fast.
"""
from __future__ import annotations

import os
import sys
import time

# ``signal``'s C core, which Python has loaded already: the same calls without ``signal``'s import of
# ``enum`` (about 9 ms of CPU before the menu, half a bare Python's start); ``signal`` itself where
# ``_signal`` is missing.
try:
    import _signal as signal
except ImportError:
    import signal

from framework.tui.fitting import SEPARATOR, fit, plain, visible_len

TYPE_CHECKING = False  # typing costs start-up time; type checkers treat this as True

if TYPE_CHECKING:
    from typing import BinaryIO, Callable, Mapping, TextIO

#: The colour roles every screen shares, and the console palette names they map to. A game adds its own
#: (its pieces, its special points or squares) through :meth:`Terminal.use_roles`: this module knows no game.
SHARED_ROLES: dict[str, tuple[str | None, str | None]] = {
    "ruler": (None, "dim"),
    "empty": (None, "dim"),
    "title": (None, "bold"),
    "error": ("red", "bold"),
    "hint": (None, None),
    "mover": (None, "bold"),
    # The last move on every board: its mark (``*``, drawn with or without colour) and its squares highlighted.
    "mark": ("yellow", "bold"),
    "marked": (None, "reverse"),
}

_ASCII_MAP = str.maketrans({
    "←": "<", "→": ">", "╮": "+", "╯": "+", "·": "|", "—": "-", "–": "-",
    "„": '"', "“": '"', "”": '"', "«": '"', "»": '"', "‚": "'", "‘": "'", "’": "'", "…": "...",
    "▶": ">", "×": "x", "•": "*",
})

CLEAR = "\x1b[H\x1b[2J"
CLEAR_LINE = "\x1b[K"          # erase to the end of the line


def wants_colour(flag: str | None, setting: str, environ: Mapping[str, str], is_tty: bool) -> bool:
    """Whether to colour: ``--color`` first, then the settings, then ``NO_COLOR``, then the tty.

    ``flag`` and ``setting`` are ``"auto"``, ``"always"`` or ``"never"`` (``flag`` None: not given).
    ``NO_COLOR`` counts only when set and non-empty (https://no-color.org).
    """
    for choice in (flag, setting):
        if choice == "always":
            return True
        if choice == "never":
            return False
    if environ.get("NO_COLOR", ""):
        return False
    return is_tty


def locale_is_utf8(environ: Mapping[str, str]) -> bool:
    """Whether the locale's character set is UTF-8 (``LC_ALL``, else ``LC_CTYPE``, else ``LANG``).

    Python coerces the C locale by setting ``LC_CTYPE=C.UTF-8`` in its own
    environment, so that value is trusted only when ``LANG`` says nothing.
    """
    ctype = environ.get("LC_ALL") or ""
    if not ctype:
        lc_ctype = environ.get("LC_CTYPE") or ""
        lang = environ.get("LANG") or ""
        ctype = lang if (lc_ctype == "C.UTF-8" and lang) else (lc_ctype or lang)
    ctype = ctype.lower().replace("-", "")
    return "utf8" in ctype


#: Russian letters in Latin, one letter for one: ISO 9 without its diacritics (ж ž -> z, ч č -> c, ш š -> s,
#: щ ŝ -> s, ю û -> u, я â -> a, й j, х h, ц c; the signs ь ъ -> '). One for one because a screen is laid out
#: for the terminal's width before it is written: a digraph scheme (щ -> shch) would push lines past the edge.
_CYRILLIC = dict(zip("абвгдеёжзийклмнопрстуфхцчшщъыьэюя", "abvgdeezzijklmnoprstufhccss'y'eua"))
#: Letters NFKD leaves whole (no combining mark to drop): Polish ł and a few of its neighbours'.
_PLAIN_LETTERS = {"ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ø": "o", "Ø": "O"}


def _latin(text: str) -> str:
    """Cyrillic and the letters without a decomposition in Latin letters, a capital as a capital."""
    out = []
    for ch in text:
        low = ch.lower()
        latin = _PLAIN_LETTERS.get(ch) or _CYRILLIC.get(low)
        out.append(ch if latin is None else latin.upper() if ch != low else latin)
    return "".join(out)


def to_ascii(text: str) -> str:
    """Text that an ASCII terminal shows, as wide as ``text``: arrows and quotes replaced, accents dropped,
    Russian in Latin letters (every language of the interface reads there; only what has no Latin form,
    a stray symbol, becomes ``?``)."""
    text = text.translate(_ASCII_MAP)
    if text.isascii():
        return text
    import unicodedata                  # deferred: start-up (unicodedata)
    decomposed = unicodedata.normalize("NFKD", _latin(text))
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).encode("ascii", "replace").decode()


def clean_input(raw: bytes) -> str:
    """A line as typed: decoded leniently (invalid UTF-8 never fails), control characters removed."""
    text = raw.decode("utf-8", "replace").rstrip("\r\n")
    return "".join(" " if ch == "\t" else ch for ch in text
                   if ch == "\t" or (ch >= " " and ch != "\x7f" and not "\x80" <= ch <= "\x9f"))


def printable(text: str, limit: int = 40) -> str:
    """User text safe to echo in a message: no control characters, at most ``limit`` characters."""
    text = "".join(ch if ch.isprintable() else "?" for ch in text)
    return text if len(text) <= limit else text[: limit - 1] + "…"


class Terminal:
    """Where the game's text goes and where lines come from."""

    def __init__(self, colour: bool, ascii: bool, out: TextIO | None = None,
                 inp: BinaryIO | None = None, screen: bool | None = None,
                 size: tuple[int, int] | None = None) -> None:
        self.out = out if out is not None else sys.stdout
        self.inp = inp if inp is not None else sys.stdin.buffer
        if screen is None:
            screen = _isatty(self.out)
        self.screen = screen            # may clear and redraw (stdout is a terminal)
        self.echo = not _isatty(self.inp)   # piped input is not echoed by a terminal: we show it
        self.ascii = ascii
        self.fixed_size = size          # (columns, rows) instead of the terminal's (tests)
        self._styles: dict[str, tuple[str, str]] | None = None
        self._roles = SHARED_ROLES
        self.colour = False
        self.set_colour(colour)
        self._redraw: Callable[[], None] | None = None     # how the screen on show draws itself again
        self._prompt = ""                   # the question under it (shown again after a redraw)
        self._wake: tuple[int, int] | None = None          # the resize pipe (read end, write end)

    @classmethod
    def from_environment(cls, flag: str | None, setting: str,
                         environ: Mapping[str, str] | None = None) -> "Terminal":
        environ = os.environ if environ is None else environ
        _lenient(sys.stdout)
        # TERM=dumb or no TERM at all: a terminal without known escape sequences, treated like plain output.
        screen = _isatty(sys.stdout) and environ.get("TERM", "") not in ("", "dumb")
        colour = wants_colour(flag, setting, environ, screen)
        term = cls(colour, ascii=not locale_is_utf8(environ), screen=screen)
        if screen:
            term.watch_resize()
        return term

    def set_colour(self, colour: bool) -> None:
        self.colour = colour
        self._styles = None

    def use_roles(self, roles: Mapping[str, tuple[str | None, str | None]]) -> None:
        """The colour roles of the game on screen, added to the shared ones (a game's view calls this when
        it is made): ``{role: (console colour or None, effect or None)}``. The previous game's go."""
        self._roles = {**SHARED_ROLES, **roles}
        self._styles = None

    # ----------------------------------------------------------- styling
    def style(self, role: str, text: str) -> str:
        """``text`` in the colour of ``role`` (unchanged when colour is off)."""
        if not self.colour or not text:
            return text
        if self._styles is None:
            try:
                self._styles = _build_styles(self._roles)
            except ImportError:
                # console is not installed (run outside the virtual environment): no colour,
                # the glyphs still carry the meaning.
                self.colour = False
                return text
        start, end = self._styles.get(role, ("", ""))
        return f"{start}{text}{end}" if start else text

    def wrap(self, notes: list, width: int, most: int) -> list[str]:
        """Messages fitted to ``width`` columns (:func:`framework.tui.fitting.fit`), at most ``most`` lines
        (the last cut to "…").

        A ``(role, text)`` note is styled line by line, so colour never spans a line break.
        """
        out: list[str] = []
        for note in notes:
            role, text = note if isinstance(note, tuple) else ("", note)
            out.extend(self.style(role, line) if role else line for line in fit(self.text(text), width, self._seps()))
        if len(out) > most:
            out = out[:most - 1] + ["…"]
        return out

    def _seps(self) -> tuple[str, ...]:
        """Where a line breaks first: `` · ``, which an ASCII terminal shows as `` | ``."""
        return (SEPARATOR, " | ") if self.ascii else (SEPARATOR,)

    # ------------------------------------------------------------- size
    def size(self) -> tuple[int, int]:
        """Columns and rows of the screen: the terminal's own on a terminal (a 30-column one is 30),
        80 x 24 for plain output or where the terminal does not say."""
        if self.fixed_size is not None:
            return self.fixed_size
        if self.screen:
            for stream in (self.out, self.inp):
                try:
                    columns, rows = os.get_terminal_size(stream.fileno())
                except (AttributeError, ValueError, OSError):
                    continue
                if columns > 0 and rows > 0:
                    return columns, rows
        return 80, 24

    @property
    def width(self) -> int:
        """The characters a line may hold: the columns less one (the house leaves the last one empty)."""
        return max(1, self.size()[0] - 1)

    def fit(self, text: str, width: int | None = None) -> list[str]:
        """``text`` (as this terminal shows it) as lines of at most ``width`` (default: :attr:`width`)."""
        return fit(self.text(text), self.width if width is None else width, self._seps())

    # ------------------------------------------------------------ resize
    def watch_resize(self) -> None:
        """Redraw the screen when the terminal is resized (SIGWINCH) or the game comes back from Ctrl-Z
        (SIGCONT, after ``fg``): the signal wakes the line being read, which draws the screen on show again
        (:meth:`on_redraw`) and asks its question again.

        Why a pipe and not an exception from the handler: the signal may come at any moment (while the
        computer thinks, while a line is written); only a reader waiting for a line acts on it."""
        if self._wake is not None:
            return
        if not hasattr(signal, "SIGWINCH"):
            return
        try:
            r, w = os.pipe()
            os.set_blocking(r, False)
            os.set_blocking(w, False)
        except OSError:
            return

        def on_resize(signum: int, frame: object) -> None:
            try:
                os.write(w, b"!")
            except OSError:         # the pipe is full: a redraw is due already
                pass
        try:
            signal.signal(signal.SIGWINCH, on_resize)
            if hasattr(signal, "SIGCONT"):  # back from Ctrl-Z (fg): the shell has written over the screen
                signal.signal(signal.SIGCONT, on_resize)
        except (OSError, ValueError):      # not the main thread
            os.close(r)
            os.close(w)
            return
        self._wake = (r, w)

    def on_redraw(self, redraw: Callable[[], None] | None) -> None:
        """``redraw`` draws the screen now on show again, at the terminal's size then (after a resize).
        A screen registers it after drawing; :meth:`clear` forgets it."""
        self._redraw = redraw

    def _resized(self) -> bool:
        """Whether a resize came since the last look (and forget it)."""
        if self._wake is None:
            return False
        got = False
        try:
            while os.read(self._wake[0], 64):
                got = True
        except OSError:             # BlockingIOError: nothing more
            pass
        return got

    # ------------------------------------------------------------ output
    def text(self, text: str) -> str:
        return to_ascii(text) if self.ascii else text

    def write(self, text: str = "") -> None:
        self.out.write(self.text(text))

    def line(self, text: str = "", keep: str = "") -> None:
        """One line; a line wider than the screen is fitted to it (the last safety net: screens make
        their lines fit, prose is wrapped at spaces, never cut). ``keep``, a part of ``text`` (a command
        to copy), is never broken: when the line must break, it starts a line of its own."""
        text = self.text(text)
        width = self.width
        if len(text) > width:
            keep = self.text(keep)
            at = text.find(keep) if keep else -1
            if at >= 0 and len(keep) > width:
                pass                        # no line holds it: the terminal breaks it, not we
            elif at > 0:
                head = text[:at].rstrip(" ")
                text = "\n".join(fit(head, width, self._seps()) + [text[at:]])
            else:
                text = "\n".join(fit(text, width, self._seps()))
        self.out.write(text + "\n")

    def flush(self) -> None:
        self.out.flush()

    def clear(self) -> None:
        """Start a new screen: clear it on a terminal, a blank line in plain output. The screen is drawn
        at the size of now: a resize before it needs no redraw, and the previous screen's redraw is gone."""
        self._resized()
        self._redraw = None
        self._prompt = ""
        if self.screen:
            self.out.write(CLEAR)
        else:
            self.out.write("\n")

    def status(self, text: str) -> None:
        """A line updated in place (the computer's progress): only on a terminal; ``""`` clears it.
        Cut to the width (it is rewritten in place, so it must stay on one line).

        Piped output gets nothing, so a transcript holds no half-written lines.
        """
        if not self.screen:
            return
        text = self.text(text)
        width = self.width
        if visible_len(text) > width:
            text = plain(text)[:max(0, width - 1)] + ("." if self.ascii else "…")
        self.out.write("\r" + text + CLEAR_LINE)
        self.out.flush()

    # ------------------------------------------------------------- input
    def show_prompt(self, prompt: str) -> None:
        """Write ``prompt``: one too wide for the screen (and a few typed characters) has its text on the
        lines above and the input on the last line."""
        if prompt:
            self._prompt = prompt
        *above, text = self.text(prompt).split("\n")
        for line in above:
            self.line(line)
        room = max(1, self.width - 4)       # a few characters typed fit beside it
        if len(text) > room and visible_len(text) > room:
            body = text.rstrip(" ")
            lines = _prompt_lines(body, room, self._seps())
            text = "".join(line + "\n" for line in lines[:-1]) + lines[-1] + text[len(body):]
        self.out.write(text)

    def read_line(self, prompt: str, timeout: float | None = None, stop_on_resize: bool = False) -> str:
        """Show ``prompt`` and read one line; EOFError at end of input, KeyboardInterrupt on Ctrl-C.

        ``timeout`` (seconds): TimeoutError when no line came in time (only where the input is a
        terminal; piped input is read when it comes). A resize while waiting draws the screen again
        and shows the prompt again, what was typed staying in the terminal's line; with
        ``stop_on_resize``, :class:`Resized` is raised instead."""
        self.show_prompt(prompt)
        self.flush()
        if (self._wake is not None or timeout is not None) and _isatty(self.inp):
            self._wait_for_line(timeout, stop_on_resize)
        raw = self.inp.readline()
        if not raw:
            self.out.write("\n")
            raise EOFError
        line = clean_input(raw)
        if self.echo:
            # Piped input is not echoed: show what was read, so the transcript reads well.
            self.out.write(self.text(line) + "\n")
        return line

    def _wait_for_line(self, timeout: float | None, stop_on_resize: bool) -> None:
        """Wait until a line can be read: redraw on a resize, TimeoutError when ``timeout`` passes."""
        import select                   # deferred: start-up (select, not before the menu is drawn)
        fd = self.inp.fileno()
        end = None if timeout is None else time.monotonic() + timeout
        while True:
            watched = [fd] if self._wake is None else [fd, self._wake[0]]
            left = None if end is None else max(0.0, end - time.monotonic())
            ready, _, _ = select.select(watched, [], [], left)
            if self._wake is not None and self._wake[0] in ready and self._resized():
                if stop_on_resize:
                    raise Resized
                redraw, prompt = self._redraw, self._prompt
                if redraw is not None:
                    redraw()
                    self.show_prompt(prompt)
                    self.flush()
                continue
            if fd in ready:
                return
            if not ready and end is not None:
                raise TimeoutError


class Resized(Exception):
    """The terminal was resized while a line was awaited (:meth:`Terminal.read_line` with ``stop_on_resize``)."""


def _prompt_lines(text: str, room: int, seps: tuple[str, ...]) -> list[str]:
    """A prompt too wide for one line: its text on the lines above, and on the last line the question
    (from the first sentence that fits there with what follows it); prose fitting where none does. A
    prompt holding a word wider than the line (a long path) stays one line: no break makes it fit."""
    shown = plain(text)
    if max(map(len, shown.split(" "))) > room:
        return [text]
    if shown == text:
        for k in range(len(text) - 1):
            if text[k] in ".?!" and text[k + 1] == " " and len(text) - k - 2 <= room:
                return fit(text[:k + 1], room, seps) + [text[k + 2:]]
    return fit(text, room, seps)


def _isatty(stream: object) -> bool:
    try:
        return bool(stream.isatty())  # type: ignore[attr-defined]
    except (AttributeError, ValueError, OSError):
        return False


def _lenient(stream: object) -> None:
    """Never fail on a character the output encoding lacks."""
    try:
        stream.reconfigure(errors="replace")  # type: ignore[attr-defined]
    except (AttributeError, ValueError, OSError):
        pass


def _build_styles(roles: Mapping[str, tuple[str | None, str | None]]) -> dict[str, tuple[str, str]]:
    """Escape sequences per role, from console's palettes at a fixed basic level (no detection)."""
    os.environ["PY_CONSOLE_AUTODETECT"] = "0"     # no tty query, no palette detection at import
    from console.constants import TermLevel                               # deferred: start-up (console)
    from console.style import EffectsPalette, ForegroundPalette           # deferred: start-up (console)
    fg = ForegroundPalette(level=TermLevel.ANSI_BASIC)
    fx = EffectsPalette(level=TermLevel.ANSI_BASIC)
    styles = {}
    for role, (colour, effect) in roles.items():
        parts = []
        if colour:
            parts.append(getattr(fg, colour))
        if effect:
            parts.append(getattr(fx, effect))
        if not parts:
            styles[role] = ("", "")
            continue
        start = "".join(str(p) for p in parts)
        styles[role] = (start, str(fx.end))
    return styles


# ------------------------------------------------------------- leaving the program

class Hangup(BaseException):
    """The terminal was closed (SIGHUP) or the program was asked to stop (SIGTERM).

    A BaseException, so no ``except Exception`` on the way can swallow it.
    The games are on disk already (saved after every action or move), so
    leaving at once loses at most the line being typed.
    """

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


def _on_signal(signum: int, frame: object) -> None:
    for name in ("SIGHUP", "SIGTERM"):       # one is enough: leave without being interrupted again
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), signal.SIG_IGN)
    raise Hangup(signum)


def catch_hangups() -> None:
    """Turn SIGHUP and SIGTERM into :class:`Hangup`, so :func:`exit_code` can leave cleanly."""
    for name in ("SIGHUP", "SIGTERM"):
        if hasattr(signal, name):
            try:
                signal.signal(getattr(signal, name), _on_signal)
            except (OSError, ValueError):
                pass


def quiet_output() -> None:
    """Send further output to /dev/null, so Python's final flush cannot complain
    about a reader or terminal that went away (as the Python docs advise)."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
        os.dup2(null, sys.stderr.fileno())
    except (OSError, ValueError):
        pass


#: The exit code when standard output is closed (``>&-``) or its reader has gone (``| head -1``):
#: 128 + SIGPIPE, what a shell reports for a program that a closed pipe stopped.
OUTPUT_GONE = 141


def _flushed() -> bool:
    """Flush standard output; False when it is closed or its reader has gone (then it goes to /dev/null,
    so Python's final flush stays quiet)."""
    try:
        if sys.stdout is not None:
            sys.stdout.flush()
        return True
    except (OSError, ValueError):
        quiet_output()
        return False


def _reader_gone() -> bool:
    """True when standard output is a pipe nobody reads any more (argparse swallows that error itself)."""
    try:
        import select                   # deferred: start-up (select, not before the menu is drawn)
        poller = select.poll()
        poller.register(sys.stdout.fileno(), select.POLLOUT)
        return any(event & select.POLLERR for _fd, event in poller.poll(0))
    except (AttributeError, OSError, ValueError):
        return False


def with_output(body: Callable[[], int]) -> int:
    """Run a program's ``body`` if there is somewhere to show its output; :data:`OUTPUT_GONE` if there is not.

    Why: a program started with standard output closed has ``sys.stdout`` None, and one whose reader
    went away fails its next write; either way nothing more can be shown, so the program ends at once,
    quietly, with one documented code (a game in progress is on disk already). A closed standard
    error becomes /dev/null: the messages are lost, the program is not; a closed standard input
    reads as an empty one (the end of input, as Ctrl-D).
    """
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w", encoding="utf-8")
    if sys.stdin is None:                   # a closed standard input reads as one at its end
        sys.stdin = open(os.devnull, encoding="utf-8")
    if sys.stdout is None:
        return OUTPUT_GONE
    try:
        code = body()
    except BrokenPipeError:
        quiet_output()
        return OUTPUT_GONE
    except SystemExit as leaving:           # argparse's --help, --version and refusals
        if not _flushed() or (leaving.code in (0, None) and _reader_gone()):
            return OUTPUT_GONE
        raise leaving
    return code if _flushed() else OUTPUT_GONE


def exit_code(body: Callable[[], int | None], program: str) -> int:
    """Run a terminal program's ``body`` and give the exit code for however it ended.

    Why one place: the game and the companion games must leave alike. None
    from ``body`` is 0; Ctrl-C is 130; a hang-up or SIGTERM 128 + the signal
    number; a reader that went away (BrokenPipeError) :data:`OUTPUT_GONE`, quietly; any other
    OSError (the terminal gone, a full disk) 1 with ``program: reason`` on
    stderr. Standard output is flushed in every case.
    """
    try:
        code = body()
        return 0 if code is None else code
    except KeyboardInterrupt:
        return 130
    except Hangup as hangup:
        quiet_output()
        return 128 + hangup.signum
    except BrokenPipeError:
        quiet_output()
        return OUTPUT_GONE
    except OSError as err:
        # A closed terminal fails the read first; its hang-up may arrive while we report that.
        try:
            print(f"{program}: {err}", file=sys.stderr)
        except OSError:
            pass
        except Hangup as hangup:
            quiet_output()
            return 128 + hangup.signum
        return 1
    finally:
        try:
            _flushed()
        except Hangup:
            pass
