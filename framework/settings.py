"""The player's choices that outlive a game: names, who goes first, language, colour, the computer opponent.

Kept as a small JSON file (``settings.json``) in the user's configuration
directory (``platformdirs.user_config_dir("xii-scripta")``, or the directory in
``XII_SCRIPTA_CONFIG_DIR``, which the tests use).  A damaged file never stops
the game: :func:`load` reports the problem and falls back to the defaults,
which it writes back so the next start is clean.
"""
from __future__ import annotations

import json
import os
TYPE_CHECKING = False  # typing costs start-up time; type checkers treat this as True

if TYPE_CHECKING:
    from typing import Mapping

APP = "xii-scripta"
FILE = "settings.json"
ENV_DIR = "XII_SCRIPTA_CONFIG_DIR"
MAX_NAME = 16

FIRST_CHOICES = ("random", "I", "II")
LANGUAGE_CHOICES = ("auto", "cs", "en")
COLOUR_CHOICES = ("auto", "always", "never")
#: The seat the computer takes when "play against the computer" is chosen on the menu
#: (``none``: not chosen yet, which offers II; earlier versions meant two people by it).
COMPUTER_CHOICES = ("none", "I", "II")
#: The computer's levels (the same names as ai.LEVELS; ai.py is not imported here: it is slow to load).
LEVEL_CHOICES = ("easy", "normal", "strong")


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
        """Read the file's text; SettingsError names what is wrong."""
        try:
            data = json.loads(text)
        except ValueError as err:
            raise SettingsError("not_json", f"not valid JSON: {err}") from None
        if not isinstance(data, dict):
            raise SettingsError("not_object", "the file must hold a JSON object")
        known = set(FIELDS)
        unknown = sorted(set(data) - known)
        if unknown:
            raise SettingsError("unknown_key", f"unknown setting {unknown[0]!r}", key=unknown[0])
        for key, value in data.items():
            if not isinstance(value, str):
                raise SettingsError("bad_value", f"{key} must be text, not {value!r}",
                                    field=key, value=value, choices="text")
        return cls(**data)

    def to_json(self) -> str:
        return json.dumps(self.as_dict(), ensure_ascii=False, indent=2) + "\n"

    def with_(self, **changes: str) -> "Settings":
        return Settings(**{**self.as_dict(), **changes})


def config_dir(environ: Mapping[str, str] | None = None) -> str:
    """Where the settings live: ``$XII_SCRIPTA_CONFIG_DIR`` or the platform's user config dir."""
    environ = os.environ if environ is None else environ
    override = environ.get(ENV_DIR)
    if override:
        return override
    import sys
    if sys.platform not in ("darwin", "win32"):
        # The XDG rule, as platformdirs applies it on Linux and the BSDs, without its 20 ms import.
        base = environ.get("XDG_CONFIG_HOME", "").strip() or os.path.join(os.path.expanduser("~"), ".config")
        return os.path.join(base, APP)
    import platformdirs       # macOS and Windows: their own rules
    return platformdirs.user_config_dir(APP, appauthor=False)


def settings_path(environ: Mapping[str, str] | None = None) -> str:
    return os.path.join(config_dir(environ), FILE)


def load(path: str) -> tuple[Settings, SettingsError | None]:
    """The saved settings, or the defaults and the reason they could not be read.

    A missing file is not a problem (first start).  A damaged file is replaced
    by the defaults (if that fails too, the game goes on with the defaults).
    """
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except FileNotFoundError:
        return Settings(), None
    except (OSError, UnicodeDecodeError) as err:
        return Settings(), SettingsError("unreadable", f"cannot read {path}: {err}", path=path)
    try:
        return Settings.from_json(text), None
    except SettingsError as err:
        problem = SettingsError("damaged", f"{path}: {err}", path=path, reason=str(err))
    try:
        save(path, Settings())
    except OSError:
        pass
    return Settings(), problem


def save(path: str, settings: Settings) -> None:
    """Write atomically (a temporary file, then ``os.replace``); OSError if the directory is not writable."""
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    tmp = f"{path}.{os.getpid()}.tmp"
    try:
        with open(tmp, "w", encoding="utf-8") as f:
            f.write(settings.to_json())
        os.replace(tmp, path)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)
