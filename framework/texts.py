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

Adding a language means adding tables (and its name to :data:`LANGUAGES`), not
code. Kept free of imports: the menu loads it at start-up.
"""
from __future__ import annotations

__all__ = ["LANGUAGES", "LEVELS", "YES", "is_yes", "Catalogue", "COMMON", "placeholders", "plural_form", "shown"]

#: The languages of the interface; English (FALLBACK) stands in for a missing translation.
LANGUAGES = ("cs", "en")
FALLBACK = "en"
#: The computer's levels, the same names in every game.
LEVELS = ("easy", "normal", "strong")
#: Answers that mean yes, in either language.
YES = ("y", "yes", "a", "ano", "j", "ja")

def is_yes(answer: str) -> bool:
    """An answer meaning yes in either language (y, yes, a, ano)."""
    return answer.strip().lower() in YES


def plural_form(lang: str, n: int) -> str:
    """The plural category of ``n`` in ``lang``: ``one``, ``few`` (Czech 2-4) or ``other``.

    Czech has three forms (1 tah, 2-4 tahy, 5 and more tahů, 0 tahů); English two.
    """
    n = abs(int(n))
    if n == 1:
        return "one"
    if lang == "cs" and 2 <= n <= 4:
        return "few"
    return "other"


def placeholders(template: str) -> set[str]:
    """The ``{field}`` names a template uses."""
    import string
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
        self.tables: dict[str, dict[str, str]] = {}
        for table in tables:
            for lang, entries in table.items():
                self.tables.setdefault(lang, {}).update(entries)
        self.tables.setdefault(FALLBACK, {})

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
        """``n`` with the right form of ``key`` in ``lang``: ``key.one``, ``key.few`` (Czech 2-4),
        ``key.other``; ``{n}`` in the template is the number.

        >>> c = Catalogue({"cs": {"t.one": "{n} tah", "t.few": "{n} tahy", "t.other": "{n} tahů"}})
        >>> [c.plural("cs", "t", n) for n in (1, 3, 5)]
        ['1 tah', '3 tahy', '5 tahů']
        """
        form = plural_form(lang, n)
        if f"{key}.{form}" not in self.tables.get(lang, {}) and f"{key}.{form}" not in self.tables[FALLBACK]:
            form = "other"
        return self.text(lang, f"{key}.{form}", n=n, **params)

    def explain(self, lang: str, error: Exception, /) -> str:
        """A refusal (a ``framework.errors.GameError``) as a sentence: its ``key`` with its ``params``.

        A code newer than the catalogue falls back to the error's own English words.
        """
        key = getattr(error, "key", None) or f"error.{getattr(error, 'code', 'unknown')}"
        if not self.has(key):
            return shown(str(error), 200)
        params = {name: shown(value) for name, value in (getattr(error, "params", None) or {}).items()}
        return self.text(lang, key, **params)


#: The sentences every game shares, written once.
COMMON: dict[str, dict[str, str]] = {
    "en": {
        "yes_no": "(y/n)",
        "common.enter_back": "Press Enter to go back.",
        # leaving
        "leave.confirm": "Leave XII Scripta? (y/n) ",
        "leave.stay": "Staying.",
        "leave.note": "(The game is saved: you can continue it later.)",
        "leave.kept": "The game is saved. Continue it with: {command}",
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
        "play.computer_plays": "The computer plays as {seat}, level {level}.",
        "play.their_turn": "{name}'s turn, seen from your seat: {move}.",
        "play.hint_best": "Hint (the computer at level normal would type):",
        "play.no_hint": "No hint now.",
        "play.no_last": "Nothing has been played yet.",
        "play.last_turn": "The last turn, {name}: {move}.",
        "play.log_title": "The game so far (points as your board shows them)",
        "play.log_turn": "{n}. {name}: {move}",
        "play.log_turn_throw": "{n}. {name} threw {throw}: {move}",
        "play.log_page": "Moves · page {page}/{pages} · Enter: next · b: back · q: close ",
        "play.log_last": "Moves · page {page}/{pages}, the last · Enter or q: close · b: back ",
        "play.help_moves_head": "Legal now ({count}):",
        "play.hint_head": "Possible now:",
        "game.ask_continue": "An unfinished {game} game is saved ({moves} so far).\n"
                             "Continue it instead of starting a new one? (y/n) ",
        "game.bad_continue_answer": "'{text}' is not an answer: nothing was started. Type y to continue the "
                                    "unfinished game, or n (or Enter) to start a new one.",
        # playing: the commands every game shares
        "play.confirm_quit": "Quit this game and go back to the menu? It stays saved. (y/n) ",
        "play.confirm_quit_unsaved": "Quit this game? It is not saved. (y/n) ",
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
        "play.archived": "The earlier unfinished game was kept as {path}.",
        # the loop's own sentences (framework/hotseat.py)
        "play.handover_first": "{name}, press Enter to throw the dice.",
        "play.handover": "{prev}'s turn is over. {name}, press Enter to throw the dice.",
        "play.handover_undo": "({prev} can still type undo to take back the last action.)",
        "play.throw_prompt": "{name} [Enter: throw] > ",
        "play.throw_first": "Throw the dice first: press Enter.",
        "play.thrown": "{name} threw {throw}.",
        "play.played": "{name}: {move}.",
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
        # file-system problems (framework.saves.SaveError codes)
        "save.not_found": "no such file or directory",
        "save.permission": "permission denied",
        "save.not_a_directory": "a part of the path is a file, not a directory",
        "save.is_a_directory": "this is a directory, not a file",
        "save.exists": "the file already exists",
        "save.no_space": "no space left on the device",
        "save.read_only": "the file system is read-only",
        "save.too_large": "the file is too large to be a game record",
        "save.os_error": "{reason}",
        # loading a saved game
        "load.failed": "Cannot load {path}: {reason}",
        "load.failed_line": "Cannot load {path}, line {line}: {reason}",
        # what is wrong with a record (framework.record.RecordError codes every game shares)
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
    },
    "cs": {
        "yes_no": "(a/n)",
        "common.enter_back": "Stiskni Enter pro návrat.",
        "leave.confirm": "Opustit XII Scripta? (a/n) ",
        "leave.stay": "Zůstáváme.",
        "leave.note": "(Hra je uložená: můžeš v ní pokračovat později.)",
        "leave.kept": "Hra je uložená. Pokračovat v ní můžeš příkazem: {command}",
        "level.easy": "lehká",
        "level.normal": "běžná",
        "level.strong": "silná",
        "rules.page": "Pravidla · strana {page}/{pages} · Enter: další · b: zpět · q: zavřít ",
        "rules.last": "Pravidla · strana {page}/{pages}, poslední · Enter nebo q: zavřít · b: zpět ",
        "rules.missing": "Pravidla nejsou k dispozici: soubor {file} chybí ({path}).",
        "rules.unreadable": "Soubor s pravidly nelze přečíst: {path} ({reason}).",
        "rules.fallback": "({file} chybí; zobrazuji {other}.)",
        "rules.bad": "„{text}“ tu nic nedělá: Enter nebo n otočí stránku, b zpět, q zavře.",
        "count.turns.one": "{n} tah",
        "count.turns.few": "{n} tahy",
        "count.turns.other": "{n} tahů",
        "count.moves.one": "{n} tah",
        "count.moves.few": "{n} tahy",
        "count.moves.other": "{n} tahů",
        "computer.name.easy": "Počítač (lehký)",
        "computer.name.normal": "Počítač (běžný)",
        "computer.name.strong": "Počítač (silný)",
        "play.computer_plays": "Počítač hraje jako {seat}, úroveň {level}.",
        "play.their_turn": "Tah hráče {name} z tvého pohledu: {move}.",
        "play.hint_best": "Rada (počítač na běžné úrovni by napsal):",
        "play.no_hint": "Teď žádná rada není.",
        "play.no_last": "Zatím se nic nehrálo.",
        "play.last_turn": "Poslední tah, {name}: {move}.",
        "play.log_title": "Dosavadní průběh hry (pole tak, jak je ukazuje tvá deska)",
        "play.log_turn": "{n}. {name}: {move}",
        "play.log_turn_throw": "{n}. {name} hodil(a) {throw}: {move}",
        "play.log_page": "Tahy · strana {page}/{pages} · Enter: další · b: zpět · q: zavřít ",
        "play.log_last": "Tahy · strana {page}/{pages}, poslední · Enter nebo q: zavřít · b: zpět ",
        "play.help_moves_head": "Teď lze ({count}):",
        "play.hint_head": "Teď lze:",
        "game.ask_continue": "Rozehraná hra {game} je uložená (zatím {moves}).\n"
                             "Pokračovat v ní místo nové hry? (a/n) ",
        "game.bad_continue_answer": "„{text}“ není odpověď: nic se nezačalo. Napiš a pro pokračování "
                                    "rozehrané hry, nebo n (či Enter) pro novou.",
        "play.confirm_quit": "Ukončit tuto hru a vrátit se do nabídky? Zůstane uložená. (a/n) ",
        "play.confirm_quit_unsaved": "Ukončit tuto hru? Není uložená. (a/n) ",
        "play.confirm_yield": "Opravdu se vzdát? Vyhraje {other}. (a/n) ",
        "play.playing_on": "Hraje se dál.",
        "play.nothing_to_undo": "Není co vzít zpět.",
        "play.notation": "Pozice: {notation}",
        "play.thinking": "{name} přemýšlí… {percent} %",
        "play.resumed": "Hra pokračuje ze souboru {path}.",
        "play.not_saved": "Tato hra se neukládá ({path}: {reason}); když program skončí, bude ztracena. "
                          "Kopii uložíš příkazem save SOUBOR.",
        "play.save_failed": "Hru se nepodařilo uložit ({path}: {reason}). Hraje se dál; "
                            "další tah to zkusí znovu.",
        "play.save_working": "Hra se zase ukládá.",
        "play.archived": "Dřívější nedohraná hra je schovaná jako {path}.",
        "play.handover_first": "{name}, stiskni Enter a hoď kostkami.",
        "play.handover": "Tah hráče {prev} skončil. {name}, stiskni Enter a hoď kostkami.",
        "play.handover_undo": "({prev} může ještě napsat undo a vzít zpět poslední akci.)",
        "play.throw_prompt": "{name} [Enter: hod] > ",
        "play.throw_first": "Nejdřív hoď kostkami: stiskni Enter.",
        "play.thrown": "{name} hodil(a) {throw}.",
        "play.played": "{name}: {move}.",
        "play.computer": "{name}: {move}.",
        "play.thinking_plain": "{name} přemýšlí …",
        "play.help_moves": "Teď lze ({count}): {moves}",
        "play.help_throw": "Stiskni Enter a hoď kostkami.",
        "play.hint": "Teď lze: {moves}",
        "play.hint_more": "… a dalších {count} (help vypíše všechny)",
        "play.undone": "Vzato zpět: {moves}.",
        "play.undone_dice": "Vzato zpět: {move}. Kostky zůstávají, jak padly.",
        "play.computer_no_undo": "{name} je počítač: jeho tahy vzít zpět nelze.",
        "play.computer_seat": "{name} ({seat}) je počítač, úroveň {level}.",
        "play.end_prompt": "Stiskni Enter pro návrat do nabídky. ",
        "play.winner": "Vítězí {name}!",
        "play.draw": "Remíza: {reason}.",
        "option.clock": "Hodiny? Minuty pro každého hráče na celou hru, nebo Enter bez hodin: ",
        "option.bad_clock": "„{text}“ není počet minut: napiš víc než 0 a nejvýš 600, třeba 5 nebo 0,5, "
                            "nebo stiskni Enter pro hru bez hodin.",
        "play.yielded": "{loser} se vzdává.",
        "play.time": "{loser} překročil(a) čas.",
        "play.clock_hint": "Každý hráč má {clock}; čas běží, dokud výzva čeká.",
        "export.usage": "Napiš jméno souboru: save SOUBOR (například: save {example}).",
        "export.done": "Kopie hry je uložená v {path}.",
        "export.overwrite": "{path} už existuje. Přepsat? (a/n) ",
        "export.kept": "Nic neuloženo: {path} zůstává, jak byl.",
        "export.failed": "Kopie se neuložila ({path}: {reason}).",
        "save.not_found": "takový soubor ani složka neexistuje",
        "save.permission": "přístup odepřen",
        "save.not_a_directory": "část cesty je soubor, ne složka",
        "save.is_a_directory": "to je složka, ne soubor",
        "save.exists": "soubor už existuje",
        "save.no_space": "na disku není místo",
        "save.read_only": "souborový systém je jen pro čtení",
        "save.too_large": "soubor je na záznam hry příliš velký",
        "save.os_error": "chyba systému: {reason}",
        "load.failed": "Nelze načíst {path}: {reason}",
        "load.failed_line": "Nelze načíst {path}, řádek {line}: {reason}",
        "record.empty": "soubor je prázdný.",
        "record.binary": "to je binární soubor, ne záznam hry.",
        "record.not_utf8": "soubor není text v UTF-8 (bajt {byte} na pozici {offset}).",
        "record.not_a_record": "to není {what} (první řádek musí znít „{magic}“).",
        "record.newer_format": "záznam má formát {version} z novější verze hry; "
                               "tato verze čte formát {supported}.",
        "record.bad_format": "verze formátu musí být celé číslo, ne „{value}“.",
        "record.truncated_header": "soubor končí uprostřed hlavičky (chybí {missing}); zřejmě je useknutý.",
        "record.cut_header": "řádek hlavičky {key} mohl přijít o konec své hodnoty.",
        "record.missing_key": "v hlavičce chybí {missing}.",
        "record.unknown_key": "neznámá položka hlavičky „{key}“.",
        "record.duplicate_key": "„{key}“ je v hlavičce dvakrát (poprvé na řádku {first}).",
        "record.bad_header": "v hlavičce má být „Klíč: hodnota“, je tam „{text}“.",
        "record.bad_value": "„{value}“ není platná hodnota položky {key}.",
        "record.control_character": "řídicí znak ({char}) v řádku.",
        "record.after_result": "za výsledkem (řádek {result_line}) už nesmí nic být; je tam „{text}“.",
        "record.malformed_result": "„{text}“ není řádek výsledku.",
        "record.wrong_result": "záznam uvádí „{stated}“, ale hra skončila „{actual}“.",
        "record.wrong_result_open": "záznam uvádí „{stated}“, ale hra ještě neskončila.",
        "record.after_end": "hra skončila na řádku {ended}; nic dalšího nesmí následovat.",
        "record.truncated": "soubor je zřejmě useknutý v posledním řádku: {why}",
        "record.other": "záznam je poškozený: {detail}",
        "record.malformed_turn": "„{text}“ není řádek tahu; piš ho jako „{example}“.",
        "record.empty_action": "prázdná akce mezi čárkami v „{text}“.",
        "record.bad_action": "„{action}“ není příkaz: {why}",
        "record.illegal_action": "„{action}“ tady není dovoleno: {why}",
        "record.wrong_player": "tady je na tahu {expected}, ne {found}.",
        "record.wrong_throw": "hod {found} neodpovídá tomu, co dává {source} ({expected}); "
                              "soubor byl upraven nebo nesedí jeho seed.",
        "record.source.script": "pevně daný sled hodů (Script)",
        "record.source.bag": "hráčův pytlík",
        "record.wrong_throw_links": "hod {found} neplyne z odhalených článků kostek (ty dávají {expected}): "
                                    "tento hod nebo některá akce před ním byly změněny.",
        "record.unrevealed_throw": "hod {found} potřebuje články kostek {n}, ale záznam je odhaluje jen do {known}.",
        "record.bad_dice_proof": "odhalené články kostek ({key}) nejsou ty, k nimž se strany zavázaly ve Fair-Dice.",
        "record.network_game": "tohle je nedohraná hra po síti: její kostky pocházejí z řetězců hašů hráčů a "
                               "serveru, takže tady pokračovat nemůže. Přehrajte si ji (--replay), nebo v ní "
                               "pokračujte na serveru (--connect).",
        "record.unfinished_turn": "tah není dokončený (nepoužité kostky: {dice}), a přesto na řádku "
                                  "{next_line} následuje další tah.",
        "record.extra_action": "tah už skončil před „{action}“.",
        "record.after_end_line": "za řádkem End už nesmí nic být; je tam „{text}“.",
        "record.too_large": "soubor je na záznam hry příliš velký.",
        "record.incomplete": "(Záznamu chybí řádek End: konec hry možná chybí.)",
    },
}


#: The house program's own screens: the menus, the settings, a replay (framework/app.py).
HOUSE: dict[str, dict[str, str]] = {
    "en": {
        "companion.title": "Companion games",
        "companion.prompt": "Choose 1-{last}, or 0 to go back: ",
        "companion.bad": "'{text}' is not on the list: type 1-{last}, or 0 to go back.",
        "game.two": "{game} for two people at the keyboard",
        "game.computer": "{game} against the computer",
        "game.rules": "The rules of {game}",
        "game.continue": "Continue the unfinished {game} game ({moves} so far)",
        "game.continue_computer": "Continue the unfinished {game} game against the computer ({moves} so far)",
        "game.prompt": "Choose 1-{last}, or 0 to go back: ",
        "game.prompt_continue": "Choose c to continue, 1-{last}, or 0 to go back: ",
        "game.bad": "'{text}' is not on the list: type 1-{last}, or 0 to go back.",
        "game.bad_continue": "'{text}' is not on the list: type c to continue, 1-{last}, or 0 to go back.",
        "game.unreadable": "{problem} A new {game} game moves the file to the games folder next to it.",
        "game.none": "There is no unfinished {game} game in {dir}; a new game starts.",
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
        'value.colour.auto': 'automatic (in a terminal, unless NO_COLOR is set)',
        'value.colour.always': 'always',
        'value.colour.never': 'never',
        'value.level.easy': 'easy (a random legal action: a fair beginner)',
        'value.level.normal': 'normal (the best whole turn by a judgement of the position)',
        'value.level.strong': 'strong (also weighs every throw the opponent may answer with)',
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
    },
    "cs": {
        "companion.title": "Další hry",
        "companion.prompt": "Vyber 1–{last}, nebo 0 pro návrat: ",
        "companion.bad": "„{text}“ v seznamu není: napiš 1–{last}, nebo 0 pro návrat.",
        "game.two": "{game} pro dva lidi u klávesnice",
        "game.computer": "{game} proti počítači",
        "game.rules": "Pravidla hry {game}",
        "game.continue": "Pokračovat v rozehrané hře {game} (zatím {moves})",
        "game.continue_computer": "Pokračovat v rozehrané hře {game} proti počítači (zatím {moves})",
        "game.prompt": "Vyber 1–{last}, nebo 0 pro návrat: ",
        "game.prompt_continue": "Vyber p pro pokračování, 1–{last}, nebo 0 pro návrat: ",
        "game.bad": "„{text}“ v seznamu není: napiš 1–{last}, nebo 0 pro návrat.",
        "game.bad_continue": "„{text}“ v seznamu není: napiš p pro pokračování, 1–{last}, nebo 0 pro návrat.",
        "game.unreadable": "{problem} Nová hra {game} soubor přesune do složky games vedle něj.",
        "game.none": "V {dir} není žádná rozehraná hra {game}; začíná nová.",
        'app.title': 'XII Scripta · Ludus duodecim scriptorum',
        'app.subtitle': 'Římská závodní hra v rekonstrukci H. J. R. Murrayho: dva hráči u jedné klávesnice, nebo jeden proti počítači.',
        'player.default.I': 'Hráč I',
        'player.default.II': 'Hráč II',
        'menu.computer': 'Hra proti počítači',
        'menu.companion': 'Další hry: {games}',
        'menu.continue_key': 'p',
        'menu.rules': 'Pravidla',
        'menu.settings': 'Nastavení',
        'menu.network': 'Hra po síti',
        'menu.quit': 'Konec',
        'menu.prompt': 'Vyber 1–{last}, nebo 0 pro konec: ',
        'menu.bad': '„{text}“ v nabídce není: napiš 1–{last}, nebo 0 pro konec.',
        'menu.settings_damaged': 'Soubor s nastavením byl poškozený ({reason}). Platné hodnoty zůstaly, za ostatní nastoupilo výchozí nastavení: {path}. Soubor v původní podobě je uložený jako {damaged}.',
        'menu.settings_unreadable': 'Soubor s nastavením nelze přečíst ({path}); platí výchozí nastavení.',
        'settings.title': 'Nastavení',
        'settings.file': 'Uloženo v {path}',
        'settings.name_i': 'Jméno hráče I: {value}',
        'settings.name_ii': 'Jméno hráče II: {value}',
        'settings.first': 'Kdo začíná: {value}',
        'settings.language': 'Jazyk: {value}',
        'settings.colour': 'Barvy: {value}',
        'settings.back': 'Zpět do nabídky',
        'settings.computer': 'Za kterého hráče hraje počítač ve hře proti němu (volba {menu}): {value}',
        'settings.level': 'Úroveň počítače: {value}',
        'settings.prompt': 'Vyber 1–7 pro změnu, nebo 0 pro návrat: ',
        'settings.bad': '„{text}“ v seznamu není: napiš 1–7, nebo 0 pro návrat.',
        'computer.ask_level': 'Jeho úroveň: easy (lehká), normal (běžná), nebo strong (silná)\n(Enter ponechá „{value}“): ',
        'computer.bad_level': '„{text}“ není úroveň: napiš easy (lehká), normal (běžná), nebo strong (silná).',
        'settings.ask_name': 'Nové jméno hráče {seat} (Enter ponechá „{value}“): ',
        'settings.saved': 'Uloženo.',
        'settings.save_failed': 'Nastavení nelze uložit ({reason}); platí do ukončení hry.',
        'value.first.random': 'náhodně (los na začátku hry)',
        'value.first.I': 'hráč I',
        'value.first.II': 'hráč II',
        'value.language.auto': 'automaticky (podle jazyka systému)',
        'value.language.cs': 'čeština',
        'value.language.en': 'English (angličtina)',
        'value.colour.auto': 'automaticky (v terminálu, pokud není nastaveno NO_COLOR)',
        'value.colour.always': 'vždy',
        'value.colour.never': 'nikdy',
        'value.level.easy': 'easy, lehká (náhodný povolený tah: slušný začátečník)',
        'value.level.normal': 'normal, běžná (nejlepší celý tah podle odhadu pozice)',
        'value.level.strong': 'strong, silná (zváží i každý hod, kterým může soupeř odpovědět)',
        'name.name_empty': 'Jméno nesmí být prázdné.',
        'name.name_long': 'Jméno může mít nejvýš {limit} znaků.',
        'name.name_chars': 'Jméno nesmí obsahovat čárku ani řídicí znaky.',
        'name.name_type': 'Jméno musí být text.',
        'menu.continue': 'Pokračovat v rozehrané hře ({name_i} – {name_ii}, zatím {turns})',
        'menu.continue_plain': 'Pokračovat v rozehrané hře',
        'menu.prompt_continue': 'Vyber p pro pokračování, 1–{last}, nebo 0 pro konec: ',
        'menu.bad_continue': '„{text}“ v nabídce není: napiš p pro pokračování, 1–{last}, nebo 0 pro konec.',
        'menu.no_game': 'Žádná rozehraná hra k pokračování není (uložené hry jsou v {dir}).',
        'slot.busy': 'Tato hra je otevřená v jiném okně: hraje ji jiná spuštěná kopie programu ({path}). Dvě kopie zapisující do jednoho uložení by ho pokazily.',
        'slot.ask': 'w: sledovat ji · n: začít jinou hru (uloží se do vlastního souboru) · 0: zpět ',
        'slot.bad': '„{text}“ tu není na výběr: napiš w, n, nebo 0.',
        'slot.watching': 'hra otevřená v jiném okně, jak byla naposledy uložena',
        'slot.watch_prompt': 'Enter: podívat se znovu · 0: zpět ',
        'slot.side': 'Druhá hra je otevřená v jiném okně, proto se tato ukládá do vlastního souboru: {path} (pokračovat v ní můžeš později přes --load).',
        'menu.saves_unreadable': 'Uloženou hru nelze přečíst: {reason}',
        'menu.game_kept': 'Hra je uložená: volbou p v ní budeš pokračovat.',
        'continue.failed': 'V uložené hře nelze pokračovat. {problem} Soubor zůstává, jak je; nová hra ho přesune do vedlejší složky games.',
        'load.finished': 'Tato hra už skončila: {result} Projdi si ji pomocí --replay {path}',
        'replay.title': 'Záznam hry {file} · krok {step} z {steps}',
        'replay.start': 'Začátek: první táhne {name} (hráč {seat}).',
        'replay.turn': 'Tah {turn}: {name} (hráč {seat}) hodil(a) {throw}: {actions}',
        'replay.nothing': 'zatím nic nezahráno',
        'result.won': 'Vítězí {name}: {why}.',
        'replay.unfinished': 'Záznam tu končí: hra není dohraná.',
        'replay.prompt': 'Enter: další · b: zpět · q: konec ',
        'replay.last': 'Konec záznamu · Enter nebo q: konec · b: zpět ',
        'replay.first': 'Tohle je začátek: před ním nic není.',
        'replay.bad': '„{text}“ tu nic neznamená: Enter ukáže další tah, b předchozí, q ukončí.',
    },
}


# ------------------------------------------------------------- explaining errors

#: framework.saves.SaveError codes; each has a ``save.`` message.
SAVE_CODES = ("not_found", "permission", "not_a_directory", "is_a_directory", "exists", "no_space",
              "read_only", "too_large", "os_error")


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
