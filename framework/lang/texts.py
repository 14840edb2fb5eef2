"""Every sentence the house shows, by key, in each language: one mechanism for every game.

Why one mechanism: the games used to keep their own catalogues, each with its
own ``text()``/``say()`` and its own copy of the shared sentences (leaving,
saving, loading, the rules pager, the levels). Now the shared sentences are
written once here (:data:`COMMON`), each game adds its own table beside them,
and :class:`Catalogue` looks a key up in the player's language.

Placeholders: :meth:`Catalogue.text` takes the key positionally only, so a
message may use any field name (``{key}`` included) without clashing with the
function's own arguments. A field the caller did not give shows as ``?``
instead of raising; a test renders every key of every catalogue with its
declared fields.

Each language but English (the source) lives beside its English tables in
``texts_<lang>.py`` (here and in every game's package): the same keys, so a
translator works on one file per language and catalogue. Adding a language
means adding those files (and its name to :data:`LANGUAGES`), not code. Kept
free of other imports: the menu loads it at start-up, and a translation is
loaded only when its language is first asked for (:class:`Translations`).
"""
from __future__ import annotations

from framework.lang.words import YES

TYPE_CHECKING = False           # typing imports re: for type checkers only
if TYPE_CHECKING:
    from collections.abc import Mapping

__all__ = ["LANGUAGES", "LEVELS", "YES", "is_yes", "Catalogue", "COMMON", "Translations", "placeholders",
           "plural_form", "shown", "locale_language"]

#: The languages of the interface; English (FALLBACK) stands in for a missing translation.
LANGUAGES = ("cs", "en", "pl", "ru")
FALLBACK = "en"
#: The computer's levels, the same names in every game.
LEVELS = ("easy", "normal", "strong")


def locale_language(environ: Mapping[str, str], languages: tuple[str, ...] = LANGUAGES) -> str:
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


class Translations(dict):
    """One catalogue table by language: English given, each translation read from ``<module>_<lang>``'s
    ``name`` when its language is first asked for (the menu in Czech loads no Polish or Russian).

    Why: the translations are most of the catalogues' size, and start-up is measured against a bare
    Python. It is a dict: ``table[lang]``, ``get``, ``in`` and iteration work as on the plain table (a
    whole iteration loads every language).
    """

    def __init__(self, module: str, name: str, table: dict[str, dict[str, str]]) -> None:
        super().__init__(table)
        self._module, self._name = module, name

    def __missing__(self, lang: str) -> dict[str, str]:
        if lang not in LANGUAGES or lang == FALLBACK:
            raise KeyError(lang)
        import importlib                # deferred: start-up (importlib)
        table = getattr(importlib.import_module(f"{self._module}_{lang}"), self._name)
        self[lang] = table
        return table

    def get(self, lang, default=None):
        try:
            return self[lang]
        except KeyError:
            return default

    def __contains__(self, lang: object) -> bool:
        return dict.__contains__(self, lang) or lang in LANGUAGES

    def _all(self) -> None:
        for lang in LANGUAGES:
            self.get(lang)

    def __iter__(self):
        self._all()
        return dict.__iter__(self)

    def __len__(self) -> int:
        self._all()
        return dict.__len__(self)

    def keys(self):
        self._all()
        return dict.keys(self)

    def values(self):
        self._all()
        return dict.values(self)

    def items(self):
        self._all()
        return dict.items(self)


def is_yes(answer: str) -> bool:
    """An answer meaning yes in any language (y, yes, a, ano, t, tak, д, да: framework/lang/words.py YES)."""
    return answer in YES


def plural_form(lang: str, n: int) -> str:
    """The CLDR plural category of the whole number ``n`` in ``lang``: ``one``, ``few``, ``many`` or ``other``.

    English: 1 one, else other. Czech: 1 one, 2-4 few, else other (1 tah, 2 tahy,
    5 tahů). Polish: 1 one; 2-4, 22-24, ... (not 12-14) few; else many (1 ruch,
    2 ruchy, 5 ruchów, 22 ruchy). Russian: 1, 21, 31, ... (not 11) one; 2-4,
    22-24, ... (not 12-14) few; else many (1 ход, 2 хода, 5 ходов, 21 ход).
    """
    n = abs(int(n))
    if lang in ("pl", "ru"):
        ones, tens = n % 10, n % 100
        if (n == 1) if lang == "pl" else (ones == 1 and tens != 11):
            return "one"
        if 2 <= ones <= 4 and not 12 <= tens <= 14:
            return "few"
        return "many"
    if n == 1:
        return "one"
    if lang == "cs" and 2 <= n <= 4:
        return "few"
    return "other"


def placeholders(template: str) -> set[str]:
    """The ``{field}`` names a template uses."""
    import string                       # deferred: start-up (string imports re)
    return {name.split(".")[0].split("[")[0] for _, name, _, _ in string.Formatter().parse(template) if name}


def shown(value: object, limit: int = 40) -> str:
    """A value as a message shows it: sequences joined by commas, no control characters, cut to ``limit``."""
    if isinstance(value, (tuple, list)):
        value = ", ".join(map(str, value))
    text = "".join(ch if ch.isprintable() else "?" for ch in str(value))
    return text if len(text) <= limit else text[: limit - 1] + "…"


class _Fields(dict):
    """The parameters of a message; a field nobody gave reads as ``?``."""

    def __missing__(self, name: str) -> str:
        return "?"


class Catalogue:
    """Tables of messages merged in order (a later table's key wins), looked up by language.

    >>> c = Catalogue({"en": {"hi": "Hello, {name}!"}, "cs": {"hi": "Ahoj, {name}!"}})
    >>> c.text("cs", "hi", name="Marcus")
    'Ahoj, Marcus!'
    """

    def __init__(self, *tables: "dict[str, dict[str, str]]") -> None:
        #: language -> the merged table, made when the language is first asked for (see _Merged)
        self.tables: dict[str, dict[str, str]] = _Merged(tables)

    def keys(self, lang: str = FALLBACK) -> set[str]:
        return set(self.tables.get(lang, {}))

    def has(self, key: str) -> bool:
        return key in self.tables[FALLBACK]

    def template(self, lang: str, key: str, /) -> str:
        """The raw template of ``key`` in ``lang`` (English if that language lacks it, else the key)."""
        return self.tables.get(lang, {}).get(key) or self.tables[FALLBACK].get(key) or key

    def text(self, lang: str, key: str, /, **params: object) -> str:
        """The message ``key`` in ``lang`` with ``params`` filled in."""
        template = self.template(lang, key)
        if "{" not in template:
            return template
        try:
            return template.format_map(_Fields(params))
        except (ValueError, IndexError, AttributeError, KeyError):
            return template         # a template a translator broke: its words beat a crash

    def plural(self, lang: str, key: str, n: int, /, **params: object) -> str:
        """``n`` with the right form of ``key`` in ``lang`` (``key.one``, ``key.few``, ``key.many``,
        ``key.other`` by :func:`plural_form`); ``{n}`` in the template is the number. A language
        without a form falls back to its ``other`` (or ``many``), then to English.

        >>> c = Catalogue({"cs": {"t.one": "{n} tah", "t.few": "{n} tahy", "t.other": "{n} tahů"}})
        >>> [c.plural("cs", "t", n) for n in (1, 3, 5)]
        ['1 tah', '3 tahy', '5 tahů']
        """
        own = self.tables.get(lang, {})
        for form in (plural_form(lang, n), "other", "many"):
            if f"{key}.{form}" in own:
                return self.text(lang, f"{key}.{form}", n=n, **params)
        return self.text(FALLBACK, f"{key}.{plural_form(FALLBACK, n)}", n=n, **params)

    def explain(self, lang: str, error: Exception, /) -> str:
        """A refusal (a ``framework.core.errors.GameError``) as a sentence: its ``key`` with its ``params``.

        A code newer than the catalogue falls back to the error's own English words.
        """
        key = getattr(error, "key", None) or f"error.{getattr(error, 'code', 'unknown')}"
        if not self.has(key):
            return shown(str(error), 200)
        params = {name: shown(value) for name, value in (getattr(error, "params", None) or {}).items()}
        return self.text(lang, key, **params)


class _Merged(dict):
    """A catalogue's tables merged for one language when it is first asked for (a later table's key
    wins), so a catalogue made at start-up loads no translation the player does not read."""

    def __init__(self, sources: "tuple[dict[str, dict[str, str]], ...]") -> None:
        super().__init__()
        self._sources = sources

    def __missing__(self, lang: str) -> dict[str, str]:
        merged: dict[str, str] = {}
        for table in self._sources:
            entries = table.get(lang) if isinstance(lang, str) else None
            if entries:
                merged.update(entries)
        self[lang] = merged
        return merged

    def get(self, lang, default=None):
        return self[lang] if isinstance(lang, str) else default


#: The sentences every game shares, written once.
COMMON: dict[str, dict[str, str]] = Translations("framework.lang.texts", "COMMON", {
    "en": {
        "yes_no": "(y/n)",
        "common.enter_back": "Press Enter to go back.",
        # leaving
        "leave.confirm": "Leave XII Scripta? (y/n) ",
        "leave.stay": "Staying.",
        "leave.note": "(The game is saved: you can continue it later.)",
        "leave.kept": "The game is saved. Continue it with: {command}",
        "leave.note_unsaved": "(The game is NOT saved: answer n, then type save FILE to write a copy elsewhere.)",
        "leave.lost_since": "The game is not saved ({reason}): the copy on disk stops at move {move}, and what was played after it is lost.",
        "leave.lost_all": "The game was not saved: none of it is on disk, so it is lost.",
        "leave.in_copy": "The game is not saved in its usual place, but your copy {path} holds every move.",
        # the computer's levels
        "level.easy": "easy",
        "level.normal": "normal",
        "level.strong": "strong",
        # the rules pager
        "rules.page": "Rules · page {page}/{pages} · Enter: next · b: back · q: close ",
        "rules.last": "Rules · page {page}/{pages}, the last · Enter or q: close · b: back ",
        "rules.missing": "The rules are not available: {file} was not found ({path}).",
        "rules.unreadable": "The rules file cannot be read: {path} ({reason}).",
        "rules.fallback": "({file} is missing; showing {other}.)",
        "rules.bad": "'{text}' does nothing here: Enter or n turns the page, b goes back, q closes.",
        "count.turns.one": "{n} turn",
        "count.turns.other": "{n} turns",
        "count.moves.one": "{n} move",
        "count.moves.other": "{n} moves",
        "computer.name.easy": "Computer (easy)",
        "computer.name.normal": "Computer (normal)",
        "computer.name.strong": "Computer (strong)",
        "play.computer_plays.0": "The computer plays as {seat}, level {level}.",
        "play.computer_plays.1": "The computer plays as {seat}, level {level}.",
        "play.weights_bad": "The strong level's network file {file} is damaged or does not fit this version, so the computer plays at level normal; remake the file with: {command}",
        "play.their_turn": "{name}'s turn, seen from your seat: {move}.",
        "play.hint_head.order": "Best turns by the normal level (the trained network is missing):",
        "play.hint_line": "{n}. {move} ({score})",
        "play.hint_line_plain": "{n}. {move}",
        "play.hint_percent": "{n}%",
        "play.hint_mars": "{chance}, mars {mars}",
        "play.hint_wins": "a forced win",
        "play.hint_loses": "a forced loss",
        "play.help_hint": "hint: the computer's best three moves, each with what it judges them worth; nothing is played.",
        "play.commands": "Commands:",
        "play.cmd.help": "? or help: this help",
        "play.cmd.undo": "{word}: take back your last move",
        "play.cmd.undo_turn": "{word} ({word} {turn}: the whole turn)",
        "play.cmd.hint": "{word}: the computer's advice",
        "play.cmd.last": "{word}: the last turn",
        "play.cmd.log": "{word}: all turns",
        "play.cmd.board": "{word}: the position",
        "play.cmd.save": "{word} FILE: a copy of the record",
        "play.cmd.rules": "{word}: the rules pages",
        "play.cmd.yield": "{word}: give up",
        "play.cmd.quit": "{word}: leave the game",
        "play.no_hint": "No hint now.",
        "play.no_last": "Nothing has been played yet.",
        "play.last_turn": "The last turn, {name}: {move}.",
        "play.log_title": "The game so far (points as your board shows them)",
        "play.log_turn": "{n}. {name}: {move}",
        "play.log_turn_throw": "{n}. {name} threw {throw}: {move}",
        "play.log_page": "Moves · page {page}/{pages} · Enter: next · b: back · q: close ",
        "play.log_last": "Moves · page {page}/{pages}, the last · Enter or q: close · b: back ",
        "play.more": "… (more: type ? to read it all)",
        "play.more_page": "Messages · page {page}/{pages} · Enter: next · b: back · q: close ",
        "play.more_last": "Messages · page {page}/{pages}, the last · Enter or q: close · b: back ",
        "play.help_moves_head": "Legal now ({count}):",
        "play.hint_head": "Possible now:",
        "game.ask_continue": "An unfinished {game} game is saved ({moves} so far).\n"
                             "Continue it instead of starting a new one? (y/n) ",
        "game.bad_continue_answer": "'{text}' is not an answer: nothing was started. Type y to continue the "
                                    "unfinished game, or n (or Enter) to start a new one.",
        # playing: the commands every game shares
        "play.confirm_quit": "Quit this game and go back to the menu? It stays saved. (y/n) ",
        "play.confirm_quit_leave": "Quit this game? It stays saved. (y/n) ",
        "play.confirm_quit_unsaved": "Quit this game? It is not saved: answer n, then type save FILE to write a copy elsewhere. (y/n) ",
        "play.confirm_yield": "Really give up? {other} would win. (y/n) ",
        "play.playing_on": "Playing on.",
        "play.nothing_to_undo": "Nothing to take back.",
        "play.notation": "Position: {notation}",
        "play.thinking": "{name} is thinking… {percent}%",
        "play.resumed": "The game goes on from {path}.",
        "play.not_saved": "This game is not being saved ({path}: {reason}); it is lost if the program "
                          "stops. Type save FILE to keep a copy.",
        "play.save_failed": "The game could not be saved ({path}: {reason}). Play goes on; "
                            "the next move tries again.",
        "play.save_working": "The game is being saved again.",
        "play.unsaved_banner": "Not saved: the moves since the warning are not on disk yet (save FILE keeps a copy).",
        "play.archived": "The earlier unfinished game was kept as {path}.",
        # the loop's own sentences (framework/tui/hotseat.py)
        "play.handover_first": "{name}, press Enter to throw the dice.",
        "play.handover": "{prev}'s turn is over. {name}, press Enter to throw the dice.",
        "play.handover_undo": "({prev} can still type undo to take back the last action.)",
        "play.throw_prompt": "{name} [Enter: throw] > ",
        "play.throw_first": "Throw the dice first: press Enter.",
        "play.thrown": "{name} threw {throw}.",
        "play.played": "{name}: {move}.",
        "play.line_too_long": "The turn ends after {played}: {rest} is more than the throw allows. Nothing was "
                              "played; type the turn again.",
        "play.computer": "{name}: {move}.",
        "play.thinking_plain": "{name} is thinking …",
        "play.help_moves": "Legal now ({count}): {moves}",
        "play.help_throw": "Press Enter to throw the dice.",
        "play.hint": "Possible now: {moves}",
        "play.hint_more": "… and {count} more (help lists them all)",
        "play.undone": "Taken back: {moves}.",
        "play.undone_dice": "Taken back: {move}. The dice stay as thrown.",
        "play.computer_no_undo": "{name} is the computer: its actions cannot be taken back.",
        "play.computer_seat": "{name} ({seat}) is the computer, level {level}.",
        "play.end_prompt": "Press Enter to return to the menu. ",
        "play.end_prompt_leave": "Press Enter to end. ",
        "play.winner": "{name} wins!",
        "play.draw": "A draw: {reason}.",
        "option.clock": "A clock? Minutes for each player for the whole game, or Enter for none: ",
        "option.bad_clock": "'{text}' is not a number of minutes: type more than 0 and at most 600, "
                            "like 5 or 0.5, or press Enter for no clock.",
        "play.yielded": "{loser} gave up.",
        "play.time": "{loser} ran out of time.",
        "play.clock_hint": "Each player has {clock}; the clock runs while the prompt waits.",
        # save FILE
        "export.usage": "Give a file name: save FILE (for example: save {example}).",
        "export.done": "A copy of the game is saved in {path}.",
        "export.overwrite": "{path} already exists. Overwrite it? (y/n) ",
        "export.kept": "Nothing saved: {path} is left as it was.",
        "export.failed": "The copy was not saved ({path}: {reason}).",
        # file-system problems (framework.core.saves.SaveError codes)
        "save.not_found": "no such file or directory",
        "save.permission": "permission denied",
        "save.not_a_directory": "a part of the path is a file, not a directory",
        "save.is_a_directory": "this is a directory, not a file",
        "save.not_a_file": "this is not a regular file (a pipe, a device or a socket)",
        "save.no_home": "the ~ at its start names no home folder on this system",
        "save.no_home_dir": "no home folder is known for this user (HOME is not set and the system names none)",
        "start.no_home": "There is no home folder to save games in (HOME is not set and the system names none "
                         "for your user). Give a folder with --save-dir FOLDER, or set HOME.",
        "save.exists": "the file already exists",
        "save.lock_blocked": "something that is not a lock file is where the save's lock file belongs",
        "slot.lock_blocked": "This save cannot be opened: where its lock file {path} belongs there is something else (a folder?). Remove it and try again; without the lock two windows could play this save and one's moves would be lost.",
        "save.no_space": "no space left on the device",
        "save.read_only": "the file system is read-only",
        "save.too_large": "the file is too large to be a game record",
        "save.os_error": "{reason}",
        # loading a saved game
        "load.failed": "Cannot load {path}: {reason}",
        "load.failed_line": "Cannot load {path}, line {line}: {reason}",
        # what is wrong with a record (framework.core.record.RecordError codes every game shares)
        "record.empty": "the file is empty.",
        "record.binary": "this is a binary file, not a game record.",
        "record.not_utf8": "the file is not UTF-8 text (byte {byte} at offset {offset}).",
        "record.not_a_record": "this is not {what} (its first line must be '{magic}').",
        "record.newer_format": "the record is format {version}, from a newer version of the game; "
                               "this version reads format {supported}.",
        "record.bad_format": "the format version must be a whole number, not '{value}'.",
        "record.truncated_header": "the file ends inside the header (missing {missing}); it seems cut off.",
        "record.cut_header": "its header line {key} may have lost the end of its value.",
        "record.missing_key": "the header lacks {missing}.",
        "record.unknown_key": "unknown header key '{key}'.",
        "record.duplicate_key": "'{key}' appears twice in the header (first in line {first}).",
        "record.bad_header": "expected 'Key: value' in the header, found '{text}'.",
        "record.bad_value": "'{value}' is not a valid value for {key}.",
        "record.control_character": "a control character ({char}) in the line.",
        "record.after_result": "nothing may follow the result (line {result_line}); found '{text}'.",
        "record.after_signed": "nothing but signed entries may follow the signed log (line {result_line}); found '{text}'.",
        "record.malformed_result": "'{text}' is not a result line.",
        "record.wrong_result": "the record says '{stated}', but the game ended '{actual}'.",
        "record.wrong_result_open": "the record says '{stated}', but the game is not over.",
        "record.after_end": "the game ended in line {ended}; nothing may follow.",
        "record.truncated": "the file seems cut off in its last line: {why}",
        "record.other": "the record is damaged: {detail}",
        "record.malformed_turn": "'{text}' is not a turn line; write it like '{example}'.",
        "record.empty_action": "an empty action between commas in '{text}'.",
        "record.bad_action": "'{action}' is not a command: {why}",
        "record.illegal_action": "'{action}' is not allowed here: {why}",
        "record.wrong_player": "it is {expected}'s turn here, not {found}'s.",
        "record.wrong_throw": "the throw {found} is not what {source} gives ({expected}); "
                              "the file was edited or its seed is wrong.",
        "record.source.script": "the fixed throws (Script)",
        "record.source.bag": "the player's bag",
        "record.wrong_throw_links": "the throw {found} does not follow from the revealed dice links (they give "
                                    "{expected}): this throw or an action before it was changed.",
        "record.unrevealed_throw": "the throw {found} needs dice links {n}, but the record reveals them only up "
                                   "to {known}.",
        "record.bad_dice_proof": "the revealed dice links ({key}) are not the ones committed to in Fair-Dice.",
        "record.network_game": "this is an unfinished network game: its dice come from the players' and the "
                               "server's hash chains, so it cannot go on here. Replay it (--replay), or continue "
                               "it at the server (--connect).",
        "record.unfinished_turn": "the turn is not finished (unused dice: {dice}), yet another turn follows "
                                  "in line {next_line}.",
        "record.extra_action": "the turn is already over before '{action}'.",
        "record.after_end_line": "nothing may follow the End line; found '{text}'.",
        "record.too_large": "the file is too large to be a game record.",
        "record.incomplete": "(The record has no End line: the end of the game may be missing.)",
        "screen.too_narrow": "This screen needs {needed} columns; the terminal has {columns}. Widen it.",
    },
})


#: The house program's own screens: the menus, the settings, a replay (framework/programs/app.py).
HOUSE: dict[str, dict[str, str]] = Translations("framework.lang.texts", "HOUSE", {
    "en": {
        "companion.title": "Companion games",
        "companion.prompt": "Choose 1-{last}, or 0 to go back: ",
        "companion.bad": "'{text}' is not on the list: type 1-{last}, or 0 to go back.",
        "game.two": "{game} for two people at the keyboard",
        "game.computer": "{game} against the computer",
        "game.rules": "The rules of {game}",
        "train.out_unwritable": "The weights file {path} cannot be written (its folder is missing or read-only, or it is a folder); nothing was trained or written.",
        "train.out_not_a_file": "The weights file {path} is not a regular file (a pipe, a device or a socket): give the name of a file; nothing was trained or written.",
        "train.checkpoint_bad": "The checkpoint {path} is damaged or belongs to another run, so it cannot be resumed; delete it or train without --resume.",
        "train.not_finite": "The weights stopped being finite numbers after {games} games, so nothing was written; train again with a smaller --alpha.",
        "train.hidden_too_few": "The network {path} has {units} hidden units, more than --hidden {hidden}: give --hidden {units} or more; nothing was trained or written.",
        "train.network_bad": "The network {path} (--init or --against) is missing or cannot be used, so nothing was trained or written.",
        "game.continue": "Continue the unfinished {game} game ({moves} so far)",
        "game.continue_computer": "Continue the unfinished {game} game against the computer ({moves} so far)",
        "game.prompt": "Choose 1-{last}, or 0 to go back: ",
        "game.prompt_continue": "Choose c to continue, 1-{last}, or 0 to go back: ",
        "game.bad": "'{text}' is not on the list: type 1-{last}, or 0 to go back.",
        "game.bad_continue": "'{text}' is not on the list: type c to continue, 1-{last}, or 0 to go back.",
        "game.unreadable": "{problem} A new {game} game moves the file to the games folder next to it.",
        'app.title': 'XII Scripta · Ludus duodecim scriptorum',
        'app.subtitle': "The Roman race game, in H. J. R. Murray's reconstruction: two players at one keyboard, or one against the computer.",
        'player.default.I': 'Player I',
        'player.default.II': 'Player II',
        'menu.computer': 'Play against the computer',
        'menu.companion': 'Companion games: {games}',
        'menu.continue_key': 'c',
        'menu.rules': 'Rules',
        'menu.settings': 'Settings',
        'menu.network': 'Play over the network',
        'menu.quit': 'Quit',
        'menu.prompt': 'Choose 1-{last}, or 0 to quit: ',
        'menu.bad': "'{text}' is not on the menu: type 1-{last}, or 0 to quit.",
        'menu.settings_damaged': 'The settings file was damaged ({reason}). The good values are kept and the defaults stand in for the rest: {path}. The file as it was is kept as {damaged}.',
        'menu.settings_unreadable': 'The settings file cannot be read ({path}); using the defaults.',
        'settings.title': 'Settings',
        'settings.file': 'Saved in {path}',
        'settings.no_file': 'Not saved: no home folder is known (XII_SCRIPTA_CONFIG_DIR names a folder for them).',
        'settings.name_i': "Player I's name: {value}",       # the home game's texts may say more
        'settings.name_ii': "Player II's name: {value}",
        'settings.first': 'Who goes first: {value}',
        'settings.language': 'Language: {value}',
        'settings.colour': 'Colour: {value}',
        'settings.back': 'Back to the menu',
        'settings.computer': "The computer's seat in games against it (menu {menu}): {value}",
        'settings.level': "The computer's level: {value}",
        'settings.prompt': 'Choose 1-7 to change a setting, or 0 to go back: ',
        'settings.bad': "'{text}' is not on the list: type 1-7, or 0 to go back.",
        'computer.ask_level': "Its level: easy, normal or strong (Enter keeps '{value}'): ",
        'computer.bad_level': "'{text}' is not a level: type easy, normal or strong.",
        'settings.ask_name': "New name for player {seat} (Enter keeps '{value}'): ",
        'settings.saved': 'Saved.',
        'settings.save_failed': 'The settings could not be saved ({reason}); they apply until you quit.',
        'value.first.random': 'at random (drawn when the game starts)',
        'value.first.I': 'player I',
        'value.first.II': 'player II',
        'value.language.auto': 'automatic (from the system locale)',
        'value.language.cs': 'čeština (Czech)',
        'value.language.en': 'English',
        'value.language.pl': 'polski (Polish)',
        'value.language.ru': 'русский (Russian)',
        'value.colour.auto': 'automatic (in a terminal, unless NO_COLOR is set)',
        'value.colour.always': 'always',
        'value.colour.never': 'never',
        "value.level.easy": "easy (a random legal move in every game: a fair beginner)",
        "value.level.normal": "normal (the move, or with dice the whole turn, that a judgement of the position likes best; in Ataxx it also weighs the reply)",
        "value.level.strong": "strong (XII Scripta and Long Nardy: a network trained by self-play, in Long Nardy also weighing the opponent's throws; Ataxx and Latrunculi: about a second's search of both sides' moves)",
        'name.name_empty': 'A name must not be empty.',
        'name.name_long': 'A name can have at most {limit} characters.',
        'name.name_chars': 'A name must not contain a comma or control characters.',
        'name.name_type': 'A name must be text.',
        'menu.continue': 'Continue the unfinished game ({name_i} v {name_ii}, {turns} so far)',
        'menu.continue_plain': 'Continue the unfinished game',
        'menu.prompt_continue': 'Choose c to continue, 1-{last}, or 0 to quit: ',
        'menu.bad_continue': "'{text}' is not on the menu: type c to continue, 1-{last}, or 0 to quit.",
        'menu.no_game': 'There is no unfinished game to continue (saved games are kept in {dir}).',
        'slot.busy': 'This game is open in another window: another copy of the program is playing it ({path}). Two copies writing one save would spoil it.',
        'slot.ask': 'w: watch it · n: start another game (saved in a file of its own) · 0: back ',
        'slot.bad': "'{text}' is not a choice here: type w, n or 0.",
        'slot.watching': 'the game open in another window, as last saved',
        'slot.watch_prompt': 'Enter: look again · 0: back ',
        'slot.side': 'The other game is open in another window, so this one is saved in a file of its own: {path} (continue it later with --load).',
        'menu.saves_unreadable': 'The saved game cannot be read: {reason}',
        'menu.game_kept': 'The game is saved: choose c to continue it.',
        'continue.failed': 'The saved game cannot be continued. {problem} The file is left as it is; a new game moves it to the games folder next to it.',
        'load.finished': 'This game is over: {result} Step through it with --replay {path}',
        'replay.title': 'Replay of {file} · step {step} of {steps}',
        'replay.start': 'The start: {name} (player {seat}) moves first.',
        'replay.turn': 'Turn {turn}: {name} (player {seat}) threw {throw}: {actions}',
        'replay.nothing': 'nothing played yet',
        'result.won': '{name} wins: {why}.',
        'replay.unfinished': 'The record ends here: the game is unfinished.',
        'replay.prompt': 'Enter: next · b: back · q: quit ',
        'replay.last': 'The end of the record · Enter or q: quit · b: back ',
        'replay.first': 'This is the start: there is nothing before it.',
        'replay.bad': "'{text}' is not a replay key: press Enter for the next turn, b to go back, q to quit.",
        # the command line (framework/tui/cli_parser.py): argparse's own words, then every program's options
        "cli.usage": "usage: ",
        "cli.options": "options",
        "cli.positionals": "positional arguments",
        "cli.help": "show this help message and exit",
        "cli.version": "show the program's version number and exit",
        "cli.error": "{prog}: error: {message}",
        "cli.refuse.argument": "argument {name}: {message}",
        "cli.refuse.choice": "invalid choice: {value} (choose from {choices})",
        "cli.refuse.int": "invalid int value: {value}",
        "cli.refuse.float": "invalid float value: {value}",
        "cli.refuse.unrecognized": "unrecognized arguments: {args}",
        "cli.refuse.not_allowed": "not allowed with argument {other}",
        "cli.refuse.expected_one": "expected one argument",
        "cli.refuse.expected_at_most_one": "expected at most one argument",
        "cli.refuse.expected_at_least_one": "expected at least one argument",
        "cli.refuse.required": "the following arguments are required: {args}",
        "cli.refuse.one_required": "one of the arguments {args} is required",
        "cli.refuse.ambiguous": "ambiguous option: {option} could match {matches}",
        "cli.refuse.ignored": "ignored explicit argument {value}",
        "cli.meta.dir": "DIR",
        "cli.meta.file": "FILE",
        "cli.meta.seconds": "SECONDS",
        "cli.meta.minutes": "MINUTES",
        "cli.meta.level": "LEVEL",
        "cli.meta.options": "OPTIONS",
        "cli.meta.args": "ARGS...",
        "cli.meta.name": "NAME",
        "cli.meta.host": "HOST",
        "cli.meta.port": "PORT",
        "cli.meta.address": "ADDRESS",
        "cli.lang": "language: {languages} (default: the settings, then the system's locale)",
        "cli.color": "colour: auto (default; honours NO_COLOR), always or never",
        "cli.delay": "pause after each of the computer's moves, so a person can follow (default 0.6 on a "
                     "terminal, 0 when the output is not a terminal; 0: none)",
        "cli.bad_delay": "{text}: give the pause in seconds, a number from 0 to 60, like 0.6",
        "cli.bad_seed": "{text}: give the seed as a whole number of at most {digits} digits, like 20261121",
        "cli.first_only": "it must come first; the arguments after it are its own",
        "cli.saved_seats": "a saved game seats the computer as it was recorded",
        # --game NAME
        "cli.game.description": "{game} for two people at one keyboard, or against the computer.",
        "cli.game.epilog": "The game is saved after every move in the save directory (current{suffix}); "
                           "--continue takes it up again.",
        "cli.game.vs_computer": "the computer plays this seat",
        "cli.game.demo": "watch the computer play both seats (not saved)",
        "cli.game.level": "the computer's level (default: the settings)",
        "cli.game.continue": "continue the unfinished game in the save directory, as it was set up",
        "cli.game.save_dir": "where the game is saved after every move",
        "cli.game.seed_dice": "seed of the dice and of the computer's choices, for a game that can be replayed",
        "cli.game.seed": "seed of the computer's choices, for a game that can be replayed",
        "cli.game.dice": "fixed throws, {dice} digits 1-6 each, used in turn order before the dice take over",
        "cli.bad_save_dir": "{text}: the ~ at its start names no home folder on this system; give the folder's full path",
        "cli.bad_dice": "{text}: write throws as groups of {count} digits 1-6 separated by commas, like {example}",
        "cli.game.not_a_seat": "{value} is not a seat of {game} (give {seats})",
        "cli.clock": "a chess clock: minutes for each player for the whole game (at most {max}; default: none)",
        "cli.bad_clock": "{text}: give the minutes for each player, more than 0 and at most {max}, like 5 or 0.5",
        # xii_scripta.py itself
        "cli.main.description": "XII Scripta (Ludus duodecim scriptorum), the Roman race game, for two people "
                                "at one keyboard, or one person against the computer; with three companion "
                                "games and play over the network.",
        "cli.main.epilog": "Settings are kept in settings.json in the user's configuration directory (override "
                           "the directory with ${env}). The game being played is saved after every action as "
                           "current.xii in the save directory; earlier games are kept in its games/ folder.",
        "cli.main.play": "start a game with fifteen pieces each, without the menu",
        "cli.main.short": "start a short game with three pieces each, without the menu",
        "cli.main.continue": "continue the unfinished game saved in the save directory",
        "cli.main.load": "continue the game recorded in FILE (it becomes the current game)",
        "cli.main.replay": "step through the game recorded in FILE, turn by turn (Enter: next, b: back, q: quit)",
        "cli.main.save_dir": "where the current game is saved after every action (default: the user's data "
                             "directory, $XDG_DATA_HOME/xii-scripta)",
        "cli.main.first": "who moves first (default: the settings)",
        "cli.main.seed": "seed the dice bags, for a reproducible game",
        "cli.main.dice": "fixed throws, three digits 1-6 each, used in turn order before the bags take over",
        "cli.main.names": "the two players' names for this run",
        "cli.main.computer": "the computer",
        "cli.main.vs_computer": "play against the computer, which sits in seat I or II (starts a game at once; "
                                "fifteen pieces, or three with --short)",
        "cli.main.demo": "watch the computer play both seats to the end; no key is needed and the program "
                         "exits when the game is over (not saved)",
        "cli.main.level": "the computer's level: easy, normal or strong (default: the settings, normal at "
                          "first); for --demo also two, player I's and player II's, like easy,strong",
        "cli.main.companions": "companion games and programs (the flag comes first; the arguments after it "
                               "are its own)",
        "cli.main.game": "play a companion game without the menu, e.g. --game ataxx (options: --vs-computer, "
                         "--level, --continue and the game's own; --game NAME --help lists them all)",
        "cli.main.ataxx_player": "run the Ataxx player program (a line protocol on stdin/stdout); the "
                                 "arguments after it are its own (e.g. --level strong)",
        "cli.main.ataxx_arbiter": "run the Ataxx arbiter between two player programs: \"CMD1\" \"CMD2\" "
                                  "[--time MS] [--games N]",
        "cli.main.ataxx_uai": "run the Ataxx engine as a UAI engine on stdin/stdout",
        "cli.main.network": "network play (the flag comes first; the arguments after it are its own)",
        "cli.main.serve": "run a game server for all four games (default 127.0.0.1, port 7412; --serve --help)",
        "cli.main.connect": "play at a game server: its lobby, then the game at your own screen "
                            "(--connect --help)",
        "cli.main.verify": "check a network game's record: every throw against the revealed dice links, every "
                           "action by the rules",
        "cli.main.bad_names": "{text}: give two names separated by a comma, like Alice,Bob",
        "cli.main.bad_name": "{text}: {reason}",
        "cli.bad_level": "'{text}': give a level: {levels} (or its word in your language)",
        "cli.main.bad_levels": "{text}: give a level, {levels}, or two separated by a comma for --demo "
                               "(player I's, then player II's), like easy,strong",
        "cli.main.saved_seats": "not allowed with argument {other} (a saved game seats the computer as it "
                                "was recorded)",
        "cli.main.delay_replay": "not allowed with argument --replay (a replay waits for Enter)",
        "cli.main.level_needs": "needs --vs-computer or --demo",
        "cli.main.two_levels": "two levels (one per seat) only with --demo; --vs-computer takes one",
        "cli.main.choose_game": "choose a companion game: {games} (not {name})",
        "cli.main.name_game": "name the companion game: {games}",
        # --connect
        "cli.connect.description": "Play over the network: the lobby of a game server.",
        "cli.connect.address": "the server (default: the last one used, else {host})",
        "cli.connect.name": "your name at the table (1-24 characters; default: the last one used)",
        "cli.connect.tls": "a secure connection (TLS), with the system's trust",
        "cli.connect.cafile": "TLS, trusting the certificates in FILE",
        "cli.connect.bad_name": "{text}: a name has 1 to 24 printable characters",
        # --serve
        "cli.serve.description": "Run the network game server for all four games.",
        "cli.serve.host": "the address to listen on (default 127.0.0.1: this machine only)",
        "cli.serve.port": "the port (default {port}; 0: any free port)",
        "cli.serve.data": "the folder of the tables' records (default: the data directory's server folder)",
        "cli.serve.cert": "TLS certificate (PEM), with --key",
        "cli.serve.key": "TLS private key (PEM), with --cert",
        "cli.serve.turn_limit": "seconds a player who must act (throw, move, reveal a dice link) may take before the other may claim the game; a game with a clock uses its clock (default {limit})",
        "cli.serve.grace": "seconds a dropped player has to come back before the other may claim the game "
                           "(default {grace})",
        "cli.serve.max_connections": "the most connections at once, everyone's together (default {most}; each "
                                     "address at most 16, this machine's own excepted)",
        "cli.serve.max_tables": "the most unfinished tables at once (default {most})",
        "cli.serve.web": "also serve a web page where anyone watches every table live, read-only, at that port (and address: 127.0.0.1 unless one is given; off by default)",
        "cli.serve.cert_key": "--cert and --key go together",
        "cli.verify.description": "Checks network games' records offline: every throw against the dice links the players and the server revealed, every action by the rules. A game without dice is checked by the rules only; a record without Fair-Dice is a seeded game's, whose throws anyone could choose. Exit codes: 0 verified, 1 a problem (FILE: line L: reason), 2 a file that cannot be read or is no game record.",
        # --export (issue 35)
        "cli.main.export": "write every finished game of a server's data as a record file (--export DIR --data FOLDER; --export --help)",
        "cli.export.description": "Writes every finished game of a game server's database as a record file of the house's format (t7.xii, t7.2.xii after a rematch ...), for --verify, the menu's replay or an archive. The server may be running. Exit codes: 0 written, 1 a folder or database that cannot be used, 2 a bad command line.",
        "cli.export.dir": "the folder to write the records into (made if missing; a file of the same name is replaced)",
        "cli.export.data": "the server's data folder (default: the data directory's server folder)",
        "cli.export.wrote.one": "wrote {n} game record into {dir}",
        "cli.export.wrote.other": "wrote {n} game records into {dir}",
        "cli.export.no_database": "there is no server database in {data}: give the server's folder with --data FOLDER",
        "cli.export.bad_database": "cannot read the server database in {data}: {reason}",
        "cli.export.bad_dir": "cannot write the records into the folder {dir}: {reason}",
        "cli.export.no_home": "no home folder is known for this user (HOME is not set and the system names none): give the server's folder with --data FOLDER",
        "count.throws.one": "{n} throw",
        "count.throws.other": "{n} throws",
        "count.actions.one": "{n} action",
        "count.actions.other": "{n} actions",
        # --verify FILE: one line per file
        "verify.verified": "{name}: verified: {throws}, {actions}, {result}{cut}",
        "verify.no_dice": "{name}: verified: {actions}, {result}{cut}; a game without dice, checked through the rules only",
        "verify.seeded": "{name}: not a network game's record: its throws come from a seed; checked through the rules: {throws}, {actions}, {result}{cut}",
        "verify.result": "result {result}",
        "verify.unfinished": "not finished",
        "verify.no_end": " (no End line: its end may be missing)",
        "verify.failed": "{name}: {reason}",
        "verify.failed_line": "{name}: line {line}: {reason}",
        "verify.reason.not_a_record": "not a game record of this house (its first line is “{first}”)",
        "verify.reason.os_error": "cannot read it: {why}",
        "verify.reason.not_revealed": "no dice links are revealed: the seed cannot be checked",
        "verify.reason.wrong_seed": "the seed {seed} is not the one the parties' first dice links give ({expected})",
        "verify.reason.wrong_first": "{found} moved first, but the seed gives {expected}",
        "verify.reason.wrong_script": "a network game's fixed throws are {expected}, from its seed; this record has others",
        "verify.signed": "; signed: {players}; hosted by the server with key {server}",
        "verify.player": "{seat} {name} (key {key})",
        "verify.unsigned": "; it carries no signatures: who played is not proven",
        "verify.reason.bad_log": "the signed log is incomplete: a signed record needs Server-Key, Table, Key-I, Key-II and its Sign: lines",
        "verify.reason.bad_log_entry": "not a signed entry ({detail})",
        "verify.reason.log_signature": "this entry was not signed by its signer's key ({who}): it was forged or edited",
        "verify.reason.log_sequence": "this entry of {who} is out of its signer's order",
        "verify.reason.log_order": "this entry of {who} claims to follow entries that come after it",
        "verify.reason.unsigned_yield": "no one signed this yield: the loser did not give up and the winner did not claim the game",
        "verify.reason.log_text": "this entry of {who} is not one line of printable text",
        "verify.reason.unsigned_header": "{key} is not what the server signed",
        "verify.reason.unsigned_result": "the result is not the one the server signed",
        "verify.reason.no_begin": "the server's first entry (begin) is missing from the signed log",
        "verify.reason.after_end_entry": "an entry follows the server's end of the game",
        "verify.reason.unplayable_signed": "seat {who} signed an action the game refuses here",
        "verify.reason.unsigned_move": "this move is not what its player signed",
        # a game's review (framework/tui/reviews.py, framework/tui/review_view.py)
        "review.decimal_point": ".",
        "review.progress": "Reviewing the game",
        "review.title": "Review of {file}",
        "review.players": "{first} against {second}",
        "review.player": "{name} ({seat})",
        "review.nothing": "Nothing in this game could be judged: no turn had a choice, or the strong level cannot judge this game here.",
        "review.judged.one": "{n} turn judged",
        "review.judged.other": "{n} turns judged",
        "review.judged_moves.one": "{n} move judged",
        "review.judged_moves.other": "{n} moves judged",
        "review.errors": "errors {total} in all, {average} a turn",
        "review.errors_moves": "errors {total} in all, {average} a move",
        "review.marks": "doubtful {doubtful}, bad {bad}, very bad {very_bad}",
        "review.luck": "luck {luck}",
        "review.worst": "The worst moments:",
        "review.worst_none": "No turn was marked: both players played as the strong level would, or close to it.",
        "review.worst_line": "{n}. turn {turn} · {name} · {mark} · cost {cost}",
        "review.worst_line_forced": "{n}. turn {turn} · {name} · {mark} · {what}",
        "review.mark.doubtful": "doubtful",
        "review.mark.bad": "bad",
        "review.mark.very_bad": "very bad",
        "review.forced_missed": "a forced win missed",
        "review.forced_walked": "a forced loss walked into",
        "review.moment_title": "Review of {file} · moment {n} of {count}",
        "review.moment_turn": "Turn {turn}: {player} threw {throw}. The board before the turn:",
        "review.moment_turn_plain": "Turn {turn}: {player} to move. The board before the move:",
        "review.played": "Played: {move} ({value})",
        "review.best": "Better: {move} ({value})",
        "review.cost": "It cost {cost}: {mark}.",
        "review.cost_forced": "Its cost: {what} ({mark}).",
        "review.summary_prompt": "Enter: the worst moments · t: the table · q: back ",
        "review.summary_prompt_plain": "t: the table · Enter or q: back ",
        "review.nothing_prompt": "Press Enter to go back. ",
        "review.moment_prompt": "Enter: next · b: back · t: the table · q: the summary ",
        "review.bad": "'{text}' is not a key here: Enter goes on, t shows the table, q goes back.",
        "review.table_title": "Every turn:",
        "review.table_head": "Move · player · played (→ better) · cost and mark",
        "review.table_head_dice": "Turn · player · throw · played (→ better) · cost and mark · luck",
        "review.table_better": "{played} → {best}",
        "review.table_luck": "luck {luck}",
        "review.not_judged": "not judged",
        "review.nothing_played": "nothing",
        "review.forced": "forced",
        "review.table_page": "Review table · page {page}/{pages} · Enter: next · b: back · q: close ",
        "review.table_last": "Review table · page {page}/{pages}, the last · Enter or q: close · b: back ",
        "review.table_bad": "'{text}' does nothing here: Enter or n turns the page, b goes back, q closes.",
        "review.written": "The review is written to {path}.",
        "review.not_written": "The review cannot be written to {path}: {reason}",
        "review.stopped": "The review was stopped.",
        "review.menu": "Review a finished game",
        "review.choose_title": "Finished games to review",
        "review.choose_line": "{names} · {date} · {result}",
        "review.choose_none": "There is no finished game in the save folder to review.",
        "review.choose_prompt": "Choose 1-{last}, or 0 to go back: ",
        "review.choose_bad": "'{text}' is not on the list: type 1-{last}, or 0 to go back.",
        "review.unreadable": "{file} cannot be reviewed: {problem}",
        "play.end_prompt_review": "Enter: back to the menu · r: review the game ",
        "play.end_prompt_leave_review": "Enter: end · r: review the game ",
        "cli.main.review": "review the game recorded in FILE (any game of the house): its summary, its worst moments and every turn judged by the strong level",
        "cli.main.out": "with --review: write the whole review to FILE as plain text instead of showing it",
        "cli.game.review": "review the game recorded in FILE: its summary, its worst moments and every turn judged by the strong level",
        "cli.out_needs": "needs --review",
        "cli.review_alone": "not allowed with argument --review (a review only reads its record)",
        "review.title_this_game": "Review of the game just played",
        "review.moment_title_this_game": "Review of the game just played · moment {n} of {count}",
        "verify.won": "result: {name} wins ({why})",
        "verify.drawn": "result: a draw ({why})",
        "review.choose_prompt_one": "Type 1 to review this game, or 0 to go back: ",
        "review.choose_bad_one": "'{text}' is not on the list: type 1 to review this game, or 0 to go back.",
    },
})


# ------------------------------------------------------------- explaining errors

#: framework.core.saves.SaveError codes; each has a ``save.`` message.
SAVE_CODES = ("not_found", "permission", "not_a_directory", "is_a_directory", "not_a_file", "no_home", "no_home_dir",
              "exists", "lock_blocked", "no_space", "read_only", "too_large", "os_error")


def explain_save(catalogue: Catalogue, lang: str, error: Exception) -> str:
    """A file-system problem (a ``SaveError`` or any ``OSError``) in ``lang``, without the path."""
    code = getattr(error, "code", None)
    if code not in SAVE_CODES:
        reason = getattr(error, "strerror", None) or str(error)
        return catalogue.text(lang, "save.os_error", reason=shown(reason, 80))
    params = getattr(error, "params", {}) or {}
    if code == "os_error":
        return catalogue.text(lang, "save.os_error", reason=shown(params.get("reason", ""), 80))
    return catalogue.text(lang, f"save.{code}")


class _Cause(Exception):
    """An engine refusal rebuilt from a record error's ``reason_key`` and ``reason_params``."""

    def __init__(self, key: str, code: str, params: dict) -> None:
        super().__init__(code)
        self.key, self.code, self.params = key, code, params


def explain_record(catalogue: Catalogue, lang: str, error: Exception, explain=None) -> str:
    """What is wrong with a record (a ``RecordError``) in ``lang``, without the file or line.

    ``explain(lang, error)`` says an engine refusal inside it (default: the catalogue's).
    """
    explain = explain or catalogue.explain
    code = getattr(error, "code", "other")
    params = dict(getattr(error, "params", {}) or {})
    if code == "truncated":
        inner = params.get("reason")
        detail = params.get("detail") if isinstance(params.get("detail"), dict) else {}
        inner_error = _Cause(f"record.{inner}", str(inner), detail)
        why = explain_record(catalogue, lang, inner_error, explain) if inner else "?"
        return catalogue.text(lang, "record.truncated", why=why)
    key = f"record.{code}"
    if not catalogue.has(key):
        return catalogue.text(lang, "record.other", detail=shown(getattr(error, "message", str(error)), 200))
    out = {name: shown(value, 40) for name, value in params.items()}
    if code == "not_utf8" and isinstance(params.get("byte"), int):
        out["byte"] = f"{params['byte']:#04x}"
    if code == "control_character":
        out["char"] = shown(repr(params.get("char", "")), 12)
    if code == "wrong_throw" and params.get("source") == "links":
        key = "record.wrong_throw_links"
    elif code == "wrong_throw":
        out["source"] = catalogue.text(lang, f"record.source.{'script' if params.get('source') == 'script' else 'bag'}")
    if code in ("bad_action", "illegal_action"):
        cause = getattr(error, "cause", None)
        if cause is None:
            reason = str(params.get("reason", "unknown"))
            cause = _Cause(str(params.get("reason_key") or f"illegal.{reason}"), reason,
                           dict(params.get("reason_params") or {}))
        out["why"] = explain(lang, cause)
    if code == "wrong_result" and not params.get("actual"):
        key = "record.wrong_result_open"
    if code == "not_a_record" and "record.what" in catalogue.keys(lang):
        out["what"] = catalogue.text(lang, "record.what")     # the game's own name for its records
    if code == "malformed_turn" and "example" not in out:
        out["example"] = "?"
    return catalogue.text(lang, key, **out)


def explain_load(catalogue: Catalogue, lang: str, error: Exception, path: str, explain=None) -> str:
    """Why the game in ``path`` cannot be loaded: a damaged record (with its line) or a file problem."""
    shown_path = shown(path, 120)
    if getattr(error, "kind", "") == "record":
        reason = explain_record(catalogue, lang, error, explain)
        line = getattr(error, "line", None)
        if line:
            return catalogue.text(lang, "load.failed_line", path=shown_path, line=line, reason=reason)
        return catalogue.text(lang, "load.failed", path=shown_path, reason=reason)
    return catalogue.text(lang, "load.failed", path=shown_path, reason=explain_save(catalogue, lang, error) + ".")
