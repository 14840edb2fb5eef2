"""The player's choices that outlive a game: names, who goes first, language, colour, the computer opponent.

Kept as a small JSON file (``settings.json``) in the user's configuration
directory (``platformdirs.user_config_dir("xii-scripta")``, or the directory in
``XII_SCRIPTA_CONFIG_DIR``, which the tests use).  A damaged file never stops
the game: :func:`load` keeps every value that is good, drops only the bad
ones, keeps the file as it was beside the new one (``settings.json.damaged``)
and writes the salvaged settings back, so the player is told once.
"""
from __future__ import annotations

import os
import stat
import sys

from framework.core.limits import MAX_SETTINGS_BYTES, LimitError, load_json, read_regular
from framework.core.saves import SaveError, home_dir, write_atomic
from framework.lang.texts import LANGUAGES

TYPE_CHECKING = False  # typing costs start-up time; type checkers treat this as True

if TYPE_CHECKING:
    from typing import Mapping

APP = "xii-scripta"
FILE = "settings.json"
ENV_DIR = "XII_SCRIPTA_CONFIG_DIR"
MAX_NAME = 16

#: The two seats as players and the settings name them.
SEATS = ("I", "II")
FIRST_CHOICES = ("random",) + SEATS
LANGUAGE_CHOICES = ("auto",) + LANGUAGES
COLOUR_CHOICES = ("auto", "always", "never")
#: The seat the computer takes when "play against the computer" is chosen on the menu
#: (``none``: not chosen yet, which offers II; earlier versions meant two people by it).
COMPUTER_CHOICES = ("none",) + SEATS
#: The computer's levels (the same names as framework.lang.texts.LEVELS, which is not imported here: start-up).
LEVEL_CHOICES = ("easy", "normal", "strong")


def computer_seat(s: "Settings") -> str:
    """The seat the computer takes in the home game's menu: the one chosen last time, II at first."""
    return s.computer if s.computer in SEATS else "II"


class SettingsError(ValueError):
    """A settings value or file that cannot be used; ``code`` and ``params`` for the message catalogue."""

    def __init__(self, code: str, message: str, **params: object) -> None:
        super().__init__(message)
        self.code, self.params = code, params


def check_name(name: str) -> str:
    """A player's name, trimmed; SettingsError if empty, too long or not printable."""
    if not isinstance(name, str):
        raise SettingsError("name_type", f"a name must be text, not {type(name).__name__}")
    name = " ".join(name.split())
    if not name:
        raise SettingsError("name_empty", "a name must not be empty")
    if len(name) > MAX_NAME:
        raise SettingsError("name_long", f"{name!r} is longer than {MAX_NAME} characters", limit=MAX_NAME)
    if not name.isprintable() or "," in name:
        raise SettingsError("name_chars", f"{name!r} contains a comma or a control character")
    return name


FIELDS = ("name_i", "name_ii", "first", "language", "colour", "computer", "level")


class Settings:
    """Names (empty: the default name in the interface language), first player, language, colour,
    and the computer opponent: the seat it takes from the menu (``none`` until chosen, ``I``,
    ``II``) and its level (also the default of ``--vs-computer``, ``--demo`` and Ataxx).

    An immutable value (a plain class, not a dataclass: importing dataclasses
    would cost a tenth of the start-up time).
    """

    __slots__ = FIELDS

    def __init__(self, name_i: str = "", name_ii: str = "", first: str = "random",
                 language: str = "auto", colour: str = "auto", computer: str = "none",
                 level: str = "normal") -> None:
        for key, value in zip(FIELDS, (name_i, name_ii, first, language, colour, computer, level)):
            object.__setattr__(self, key, value)
        for value, name in ((self.name_i, "name_i"), (self.name_ii, "name_ii")):
            if value:
                check_name(value)
        for value, name, choices in ((self.first, "first", FIRST_CHOICES),
                                     (self.language, "language", LANGUAGE_CHOICES),
                                     (self.colour, "colour", COLOUR_CHOICES),
                                     (self.computer, "computer", COMPUTER_CHOICES),
                                     (self.level, "level", LEVEL_CHOICES)):
            if value not in choices:
                raise SettingsError("bad_value", f"{name} must be one of {', '.join(choices)}, not {value!r}",
                                    field=name, value=value, choices=", ".join(choices))

    def __setattr__(self, key: str, value: object) -> None:
        raise AttributeError("Settings is immutable; use with_()")

    def as_dict(self) -> dict[str, str]:
        return {key: getattr(self, key) for key in FIELDS}

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Settings) and self.as_dict() == other.as_dict()

    def __repr__(self) -> str:
        return "Settings(" + ", ".join(f"{k}={v!r}" for k, v in self.as_dict().items()) + ")"

    @classmethod
    def from_json(cls, text: str) -> "Settings":
        """Read the file's text strictly; SettingsError names the first thing wrong."""
        settings, problems = cls.salvage(text)
        if problems:
            raise problems[0]
        return settings

    @classmethod
    def salvage(cls, text: str) -> "tuple[Settings, list[SettingsError]]":
        """The good values of the file's text (defaults for the rest) and what was wrong with the others.

        Why value by value: one bad value (a hand edit, an older version) must
        not throw away the names and choices beside it.
        """
        data = as_written(text) if len(text) <= MAX_SETTINGS_BYTES else None
        if data is None:
            try:
                data = load_json(text)
            except LimitError as err:
                if err.code == "not_json":
                    return cls(), [SettingsError("not_json", str(err))]
                return cls(), [SettingsError(err.code, f"not a settings file: {err}")]
        if not isinstance(data, dict):
            return cls(), [SettingsError("not_object", "the file must hold a JSON object")]
        good: dict[str, str] = {}
        problems: list[SettingsError] = []
        for key in sorted(set(data) - set(FIELDS), key=str):
            problems.append(SettingsError("unknown_key", f"unknown setting {key[:40]!r}", key=key[:40]))
        for key in FIELDS:
            if key not in data:
                continue
            value = data[key]
            if not isinstance(value, str):
                problems.append(SettingsError("bad_value", f"{key} must be text, not {str(value)[:40]!r}",
                                              field=key, value=str(value)[:40], choices="text"))
                continue
            try:
                cls(**{key: value})
            except SettingsError as err:
                problems.append(err)
                continue
            good[key] = value
        return cls(**good), problems

    def to_json(self) -> str:
        import json                     # deferred: start-up (json imports re)
        return json.dumps(self.as_dict(), ensure_ascii=False, indent=2) + "\n"

    def with_(self, **changes: str) -> "Settings":
        return Settings(**{**self.as_dict(), **changes})


def as_written(text: str) -> dict[str, str] | None:
    """The file as :meth:`Settings.to_json` writes it, read without ``json``; None for any other text.

    Why: ``json`` imports ``re`` and compiles its patterns, which cost a start
    with a settings file about 15 ms of CPU, nearly a bare Python's start.
    Exact, not a second JSON parser: the text is accepted only if it is,
    character for character, what ``to_json`` writes for the values read (one
    level of plain strings: no quote, backslash or control character, so
    nothing is escaped), and then ``json.loads`` reads the same values (a test
    checks this). Anything else, a hand edit or a damaged file, is left to the
    JSON reader.
    """
    data: dict[str, str] = {}
    for line in text.split("\n")[1:-2]:
        key, _, value = line.removesuffix(",").partition('": "')
        data[key.removeprefix('  "')] = value.removesuffix('"')
    for item in data.items():
        for part in item:
            if '"' in part or "\\" in part or not part.isprintable():
                return None
    written = "{\n" + ",\n".join(f'  "{key}": "{value}"' for key, value in data.items()) + "\n}\n"
    return data if text == written else None


def config_dir(environ: Mapping[str, str] | None = None) -> str | None:
    """Where the settings live: ``$XII_SCRIPTA_CONFIG_DIR`` or the platform's user config dir; None
    when no home folder is known (framework.core.saves.home_dir): the settings then apply until the
    program ends, never written to a folder named ``~`` in the current directory."""
    environ = os.environ if environ is None else environ
    override = environ.get(ENV_DIR)
    if override:
        return override
    if sys.platform not in ("darwin", "win32"):
        # The XDG rule, as platformdirs applies it on Linux and the BSDs, without its 20 ms import;
        # a relative XDG_CONFIG_HOME is invalid (the XDG specification) and ignored.
        base = environ.get("XDG_CONFIG_HOME", "").strip()
        if not os.path.isabs(base):
            home = home_dir(environ)
            if home is None:
                return None
            base = os.path.join(home, ".config")
        return os.path.join(base, APP)
    import platformdirs       # deferred: start-up (platformdirs); macOS and Windows: their own rules
    folder = platformdirs.user_config_dir(APP, appauthor=False)
    return folder if os.path.isabs(folder) else None


def settings_path(environ: Mapping[str, str] | None = None) -> str | None:
    """The settings file; None when there is no folder for it (no home folder known)."""
    folder = config_dir(environ)
    return None if folder is None else os.path.join(folder, FILE)


def load(path: str | None) -> tuple[Settings, SettingsError | None]:
    """The saved settings, or what could be salvaged and the reason the rest could not be read.

    A missing file is not a problem (first start), nor is no file at all (``path`` None: no home
    folder known, see :func:`config_dir`). A damaged file keeps its
    good values; the file as it was is kept as ``<path>.damaged`` and the
    salvaged settings are written back (if that fails, the game goes on).
    """
    if path is None:
        return Settings(), None
    try:
        data = read_regular(path, MAX_SETTINGS_BYTES)     # a FIFO there is refused, not waited on
        text = data.decode("utf-8")
    except FileNotFoundError:
        return Settings(), None
    except (OSError, UnicodeDecodeError) as err:
        if isinstance(err, UnicodeDecodeError):
            text = None
        else:
            return Settings(), SettingsError("unreadable", f"cannot read {path}: {err}", path=path)
    if text is None:
        settings, problems = Settings(), [SettingsError("not_utf8", "not UTF-8 text")]
    elif len(data) > MAX_SETTINGS_BYTES:
        settings, problems = Settings(), [SettingsError("too_large", f"larger than {MAX_SETTINGS_BYTES} bytes")]
    else:
        settings, problems = Settings.salvage(text)
    if not problems:
        return settings, None
    damaged = path + ".damaged"
    try:                                        # nothing a person wrote is thrown away silently
        _write_regular(damaged, data)
    except OSError:
        damaged = ""
    try:
        if damaged:                             # no copy: the file stays as the person wrote it
            save(path, settings)
    except OSError:
        pass
    reason = "; ".join(str(p) for p in problems[:3]) + ("; ..." if len(problems) > 3 else "")
    return settings, SettingsError("damaged", f"{path}: {reason}", path=path, reason=reason,
                                   count=len(problems), kept=settings != Settings(), damaged=damaged)


def _write_regular(path: str, data: bytes) -> None:
    """Write ``data`` to ``path`` (atomically, framework/core/saves.py) only where a regular file is or none:
    a FIFO, a device or a link there is left alone and OSError raised (a link planted there is never
    written through, nor replaced: it is not ours)."""
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        mode = stat.S_IFREG
    if not stat.S_ISREG(mode):
        raise OSError(f"{path}: not a regular file")
    write_atomic(path, data)


def save(path: str | None, settings: Settings) -> None:
    """Write atomically (framework/core/saves.py: a new temporary file, never through a link, then
    ``os.replace``); OSError if the directory is not writable, or there is none (``path`` None: no
    home folder known)."""
    if path is None:
        raise SaveError("no_home_dir", "no home folder is known", "~/.config/" + APP)
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    write_atomic(path, settings.to_json())
