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
}

_ASCII_MAP = str.maketrans({
    "←": "<", "→": ">", "╮": "+", "╯": "+", "·": "|", "—": "-", "–": "-",
    "„": '"', "“": '"', "”": '"', "‚": "'", "‘": "'", "’": "'", "…": "...",
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


def locale_language(environ: Mapping[str, str], languages: tuple[str, ...] = ("cs", "en", "pl", "ru")) -> str:
    """The interface language the locale asks for: the first of ``LANGUAGE`` (a list, ``pl:en``),
    ``LC_ALL``, ``LC_MESSAGES``, ``LANG`` that is set decides; its language (``pl_PL.UTF-8`` is
    ``pl``) when it is one of ``languages``, else English."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name) or ""
        if not value:
            continue
        for item in value.split(":") if name == "LANGUAGE" else (value,):
            code = item.strip().lower()[:2]
            if code in languages and item.strip().lower()[2:3] in ("", "_", ".", "@", "-"):
                return code
        return "en"
    return "en"


def to_ascii(text: str) -> str:
    """Text that an ASCII terminal shows: arrows and quotes replaced, accents dropped."""
    text = text.translate(_ASCII_MAP)
    if text.isascii():
        return text
    import unicodedata
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).encode("ascii", "replace").decode()


def wrap_words(text: str, width: int) -> list[str]:
    """``textwrap.wrap(text, width)``, without importing ``textwrap`` for plain prose.

    Why: the menu wraps its subtitle before the first screen, and textwrap's
    import (``re``, ``enum``, compiling its patterns) cost the menu about 14 ms
    of CPU, two thirds of a bare Python's start. Plain prose
    is printable text, words separated by single spaces, no hyphen (where
    textwrap may break) and no word wider than ``width``; anything else goes to
    textwrap itself, so the lines are always textwrap's (a test checks this).
    """
    words = text.split(" ")
    if not text.isprintable() or "-" in text or "" in words or max(map(len, words)) > width:
        import textwrap
        return textwrap.wrap(text, width)
    lines, line = [], words[0]
    for word in words[1:]:
        if len(line) + 1 + len(word) <= width:
            line += " " + word
        else:
            lines.append(line)
            line = word
    lines.append(line)
    return lines


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
                 inp: BinaryIO | None = None, screen: bool | None = None) -> None:
        self.out = out if out is not None else sys.stdout
        self.inp = inp if inp is not None else sys.stdin.buffer
        if screen is None:
            screen = _isatty(self.out)
        self.screen = screen            # may clear and redraw (stdout is a terminal)
        self.echo = not _isatty(self.inp)   # piped input is not echoed by a terminal: we show it
        self.ascii = ascii
        self._styles: dict[str, tuple[str, str]] | None = None
        self._roles = SHARED_ROLES
        self.colour = False
        self.set_colour(colour)

    @classmethod
    def from_environment(cls, flag: str | None, setting: str,
                         environ: Mapping[str, str] | None = None) -> "Terminal":
        environ = os.environ if environ is None else environ
        _lenient(sys.stdout)
        # TERM=dumb: a terminal without escape sequences, treated like plain output.
        screen = _isatty(sys.stdout) and environ.get("TERM") != "dumb"
        colour = wants_colour(flag, setting, environ, screen)
        return cls(colour, ascii=not locale_is_utf8(environ), screen=screen)

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
        """Messages wrapped to ``width`` columns, at most ``most`` lines (the last cut to "…").

        A ``(role, text)`` note is styled line by line, so colour never spans a line break.
        """
        import textwrap
        out: list[str] = []
        for note in notes:
            role, text = note if isinstance(note, tuple) else ("", note)
            wrapped = textwrap.wrap(text, width, break_on_hyphens=False) or [""]
            out.extend(self.style(role, line) if role else line for line in wrapped)
        if len(out) > most:
            out = out[:most - 1] + ["…"]
        return out

    # ------------------------------------------------------------ output
    def text(self, text: str) -> str:
        return to_ascii(text) if self.ascii else text

    def write(self, text: str = "") -> None:
        self.out.write(self.text(text))

    def line(self, text: str = "") -> None:
        self.write(text + "\n")

    def flush(self) -> None:
        self.out.flush()

    def clear(self) -> None:
        """Start a new screen: clear it on a terminal, a blank line in plain output."""
        if self.screen:
            self.out.write(CLEAR)
        else:
            self.out.write("\n")

    def status(self, text: str) -> None:
        """A line updated in place (the computer's progress): only on a terminal; ``""`` clears it.

        Piped output gets nothing, so a transcript holds no half-written lines.
        """
        if not self.screen:
            return
        self.out.write("\r" + self.text(text) + CLEAR_LINE)
        self.out.flush()

    # ------------------------------------------------------------- input
    def read_line(self, prompt: str) -> str:
        """Show ``prompt`` and read one line; EOFError at end of input, KeyboardInterrupt on Ctrl-C."""
        self.write(prompt)
        self.flush()
        raw = self.inp.readline()
        if not raw:
            self.out.write("\n")
            raise EOFError
        line = clean_input(raw)
        if self.echo:
            # Piped input is not echoed: show what was read, so the transcript reads well.
            self.out.write(self.text(line) + "\n")
        return line


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
    from console.constants import TermLevel
    from console.style import EffectsPalette, ForegroundPalette
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


def _signal_module():
    """``signal``'s C core, which Python has loaded already: the same calls without ``signal``'s
    import of ``enum`` (about 9 ms of CPU before the menu, half a bare Python's start); ``signal``
    itself where ``_signal`` is missing."""
    try:
        import _signal as signal
    except ImportError:
        import signal
    return signal


def _on_signal(signum: int, frame: object) -> None:
    signal = _signal_module()
    for name in ("SIGHUP", "SIGTERM"):       # one is enough: leave without being interrupted again
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), signal.SIG_IGN)
    raise Hangup(signum)


def catch_hangups() -> None:
    """Turn SIGHUP and SIGTERM into :class:`Hangup`, so :func:`exit_code` can leave cleanly."""
    signal = _signal_module()
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


def exit_code(body: Callable[[], int | None], program: str) -> int:
    """Run a terminal program's ``body`` and give the exit code for however it ended.

    Why one place: the game and the companion games must leave alike. None
    from ``body`` is 0; Ctrl-C is 130; a hang-up or SIGTERM 128 + the signal
    number; a reader that went away (BrokenPipeError) 1, quietly; any other
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
        return 1
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
            sys.stdout.flush()
        except (OSError, ValueError, Hangup):
            pass
