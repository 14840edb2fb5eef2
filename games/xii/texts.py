"""Every sentence the game shows, in Czech and English.

Two catalogues with the same keys (a test checks it); ``{name}`` fields are
filled by :func:`text`.  The engine's refusals carry a ``code`` and ``params``
(:class:`board.IllegalMoveError`, :class:`board.InvalidCommandError`);
:func:`explain` turns them into a sentence in the player's language, so the
engine itself never needs to know about languages.

Kept free of imports: it is loaded at start-up.
"""
from __future__ import annotations

LANGUAGES = ("cs", "en")

EN: dict[str, str] = {
    # ------------------------------------------------------------- general
    "app.title": "XII Scripta · Ludus duodecim scriptorum",
    "app.subtitle": "The Roman race game, in H. J. R. Murray's reconstruction: two players at one keyboard, "
                    "or one against the computer.",
    "player.default.I": "Player I",
    "player.default.II": "Player II",
    "pieces.I": "yellow digits",
    "pieces.II": "green letters",
    "yes_no": "(y/n)",
    "leave.confirm": "Leave XII Scripta? (y/n) ",
    "leave.stay": "Staying.",
    "common.enter_back": "Press Enter to go back.",
    # ---------------------------------------------------------------- menu
    "menu.new": "New game (15 pieces each)",
    "menu.short": "Short game (3 pieces each)",
    "menu.computer": "Play against the computer",
    "menu.companion": "Companion games: Ataxx",
    "menu.continue_key": "c",
    "menu.rules": "Rules",
    "menu.settings": "Settings",
    "menu.quit": "Quit",
    "menu.prompt": "Choose 1-6, or 0 to quit: ",
    "menu.bad": "'{text}' is not on the menu: type 1-6, or 0 to quit.",
    "menu.settings_damaged": "The settings file was damaged ({reason}); it was replaced by the defaults: {path}",
    "menu.settings_unreadable": "The settings file cannot be read ({path}); using the defaults.",
    # ------------------------------------------------------------ settings
    "settings.title": "Settings",
    "settings.file": "Saved in {path}",
    "settings.name_i": "Player I's name (yellow digits): {value}",
    "settings.name_ii": "Player II's name (green letters): {value}",
    "settings.first": "Who goes first: {value}",
    "settings.language": "Language: {value}",
    "settings.colour": "Colour: {value}",
    "settings.back": "Back to the menu",
    "settings.computer": "The computer's seat in games against it (menu 3): {value}",
    "settings.level": "The computer's level: {value}",
    "settings.prompt": "Choose 1-7 to change a setting, or 0 to go back: ",
    "settings.bad": "'{text}' is not on the list: type 1-7, or 0 to go back.",
    # ------------------------------------------------ against the computer
    "computer.ask_seat": "Which seat does the computer take: I (yellow digits) or II (green letters)?\n"
                         "Enter keeps {value}, 0 goes back: ",
    "computer.bad_seat": "'{text}' is not a seat: type I or II (0 goes back).",
    "computer.ask_level": "Its level: easy, normal or strong (Enter keeps '{value}'): ",
    "computer.bad_level": "'{text}' is not a level: type easy, normal or strong.",
    "computer.ask_length": "Fifteen pieces each, or a short game of three? Type 15 or 3 (Enter: 15): ",
    "computer.bad_length": "'{text}' is not a length of game: type 15 or 3.",
    # ------------------------------------------------------ companion games
    "companion.title": "Companion games · Ataxx",
    "companion.about": "Ataxx, on a board of 7 x 7: clone a stone onto a square next to it, or jump it "
                       "two squares away; the enemy stones around the square it reaches turn to your "
                       "colour. Black moves first; the most stones win.",
    "companion.two": "Ataxx for two people at the keyboard",
    "companion.computer": "Ataxx against the computer",
    "companion.rules": "The rules of Ataxx",
    "companion.continue": "Continue the unfinished Ataxx game ({moves} moves so far)",
    "companion.continue_computer": "Continue the unfinished Ataxx game against the computer "
                                   "({moves} moves so far)",
    "companion.prompt": "Choose 1-3, or 0 to go back: ",
    "companion.prompt_continue": "Choose c to continue, 1-3, or 0 to go back: ",
    "companion.bad": "'{text}' is not on the list: type 1-3, or 0 to go back.",
    "companion.bad_continue": "'{text}' is not on the list: type c to continue, 1-3, or 0 to go back.",
    "companion.unreadable": "{problem} A new Ataxx game moves the file to the games folder next to it.",
    "companion.ask_colour": "Which colour does the computer play: black (it moves first) or white?\n"
                            "Enter: white, 0 goes back: ",
    "companion.bad_colour": "'{text}' is not a colour: type black or white (0 goes back).",
    "companion.ask_clock": "A clock? Minutes for each player for the whole game, or Enter for none: ",
    "companion.bad_clock": "'{text}' is not a number of minutes: type more than 0 and at most 600, "
                           "like 5 or 0.5, or press Enter for no clock.",
    "settings.ask_name": "New name for player {seat} (Enter keeps '{value}'): ",
    "settings.saved": "Saved.",
    "settings.save_failed": "The settings could not be saved ({reason}); they apply until you quit.",
    "value.first.random": "at random (drawn when the game starts)",
    "value.first.I": "player I",
    "value.first.II": "player II",
    "value.language.auto": "automatic (from the system locale)",
    "value.language.cs": "čeština (Czech)",
    "value.language.en": "English",
    "value.colour.auto": "automatic (in a terminal, unless NO_COLOR is set)",
    "value.colour.always": "always",
    "value.colour.never": "never",
    "value.level.easy": "easy (a random legal action: a fair beginner)",
    "value.level.normal": "normal (the best whole turn by a judgement of the position)",
    "value.level.strong": "strong (also weighs every throw the opponent may answer with)",
    "name.name_empty": "A name must not be empty.",
    "name.name_long": "A name can have at most {limit} characters.",
    "name.name_chars": "A name must not contain a comma or control characters.",
    "name.name_type": "A name must be text.",
    # ---------------------------------------------------------------- game
    "game.header": "Turn {turn} · {name} (player {seat}, {pieces}) to move",
    "game.header_done": "Turn {turn} · {name} (player {seat}, {pieces}) · turn over",
    "game.throw": "Throw: {throw} · unused dice: {dice}",
    "game.throw_done": "Throw: {throw} · all dice used",
    "game.not_thrown": "The dice are not thrown yet.",
    "game.status": "waiting {waiting:>2} · captured {captured:>2} · on board {on_board:>2} · borne off {off:>2}",
    "game.first_random": "Drawn at random: {name} goes first.",
    "game.handover_first": "{name}, press Enter to throw the dice.",
    "game.handover": "{prev}'s turn is over. {name}, press Enter to throw the dice.",
    "game.handover_undo": "({prev} can still type undo to take back the last action.)",
    "game.throw_prompt": "{name} [Enter: throw] > ",
    "game.prompt": "{name} > ",
    "game.thrown": "{name} threw {throw}.",
    "game.played": "{name} played {move}.",
    "game.captured": "Captured! {other}'s piece on point {point} is off the board and must re-enter first.",
    "game.no_move": "No die can be used ({dice}): {why}.",
    "game.no_move_confirm": "Press Enter (or type pass) to end the turn.",
    "game.why_die": "a {die}: {reason}",
    "game.why_nothing": "a {die}: no piece can use it",
    "game.hint": "Possible now: {moves}",
    "game.hint_more": "… and {count} more (help lists them all)",
    "game.help_commands": "place N: enter a piece on point N (1-6) · move P N: move piece P "
                          "(counted from the start of your course) N points · take N: bear off from home "
                          "point N (I-VI) · pass · yield: give up · undo · board · save FILE: a copy of the game · rules · quit",
    "game.help_moves": "Legal now ({count}): {moves}",
    "game.help_throw": "Press Enter to throw the dice.",
    "game.undone": "Taken back: {move}. The dice stay as thrown.",
    "game.nothing_to_undo": "Nothing to take back in this turn.",
    "game.notation": "Position: {notation}",
    "game.confirm_quit": "Quit this game and go back to the menu? (y/n) ",
    "game.confirm_yield": "Really give up? {other} would win. (y/n) ",
    "game.playing_on": "Playing on.",
    "game.computer": "{name} (computer) plays {move}.",
    "game.computer_seat": "{name} (player {seat}) is the computer, level {level}.",
    "game.thinking": "{name} (computer) is thinking… {percent}%",
    "game.computer_no_undo": "{name} is the computer: its actions cannot be taken back.",
    # ----------------------------------------------------------------- end
    "end.winner": "{name} wins!",
    "end.yielded": "{loser} gave up.",
    "end.summary": "Turns: {turns} ({name_i} {turns_i}, {name_ii} {turns_ii}) · captures: {name_i} {cap_i}, {name_ii} {cap_ii}",
    "end.borne_off": "Borne off: {name_i} {off_i}, {name_ii} {off_ii}",
    "end.prompt": "Press Enter to return to the menu. ",
    # --------------------------------------------------------------- rules
    "rules.missing": "The rules are not available: {file} was not found next to the game ({path}).",
    "rules.unreadable": "The rules file cannot be read: {path} ({reason}).",
    "rules.fallback": "({file} is missing; showing {other}.)",
    "rules.page": "Rules · page {page}/{pages} · Enter: next · b: back · q: close ",
    "rules.last": "Rules · page {page}/{pages}, the last · Enter or q: close · b: back ",
    # --------------------------------------------------- saves and records
    "menu.continue": "Continue the unfinished game ({name_i} v {name_ii}, {turns} turns so far)",
    "menu.continue_plain": "Continue the unfinished game",
    "menu.prompt_continue": "Choose c to continue, 1-6, or 0 to quit: ",
    "menu.bad_continue": "'{text}' is not on the menu: type c to continue, 1-6, or 0 to quit.",
    "menu.no_game": "There is no unfinished game to continue (saved games are kept in {dir}).",
    "menu.saves_unreadable": "The saved game cannot be read: {reason}",
    "menu.game_kept": "The game is saved: choose c to continue it.",
    "continue.failed": "The saved game cannot be continued. {problem} The file is left as it is; "
                       "a new game moves it to the games folder next to it.",
    "load.failed": "Cannot load {path}: {reason}",
    "load.failed_line": "Cannot load {path}, line {line}: {reason}",
    "load.finished": "This game is over: {result} Step through it with --replay {path}",
    "game.resumed": "The game goes on from {path}.",
    "game.not_saved": "This game is not being saved ({path}: {reason}); it is lost if the program stops. "
                      "Type save FILE to keep a copy.",
    "game.save_failed": "The game could not be saved ({path}: {reason}). Play goes on; "
                        "the next action tries again.",
    "game.save_working": "The game is being saved again.",
    "game.kept": "The game is saved. Continue it with: {command} (or Continue in the menu).",
    "game.leave_note": "(The game is saved: you can continue it later.)",
    "export.usage": "Give a file name: save FILE (for example: save game.xii).",
    "export.done": "A copy of the game is saved in {path}.",
    "export.overwrite": "{path} already exists. Overwrite it? (y/n) ",
    "export.kept": "Nothing saved: {path} is left as it was.",
    "export.failed": "The copy was not saved ({path}: {reason}).",
    "replay.title": "Replay of {file} · step {step} of {steps}",
    "replay.start": "The start: {name} (player {seat}) moves first.",
    "replay.turn": "Turn {turn}: {name} (player {seat}) threw {throw}: {actions}",
    "replay.nothing": "nothing played yet",
    "replay.won": "{name} wins: all pieces borne off.",
    "replay.won_yield": "{name} wins: {loser} gave up.",
    "replay.unfinished": "The record ends here: the game is unfinished.",
    "replay.prompt": "Enter: next · b: back · q: quit ",
    "replay.last": "The end of the record · Enter or q: quit · b: back ",
    "replay.first": "This is the start: there is nothing before it.",
    "replay.bad": "'{text}' is not a replay key: press Enter for the next turn, b to go back, q to quit.",
    # What is wrong with a record (record.RecordError codes; the file and line are named around it).
    "record.empty": "the file is empty.",
    "record.binary": "this is a binary file, not a game record.",
    "record.not_utf8": "the file is not UTF-8 text (byte {byte} at offset {offset}).",
    "record.not_a_record": "this is not an XII Scripta game record (its first line must be "
                           "'XII Scripta game record').",
    "record.newer_format": "the record is format {version}, from a newer version of the game; "
                           "this version reads format {supported}.",
    "record.bad_format": "the format version must be a whole number, not '{value}'.",
    "record.truncated_header": "the file ends inside the header (missing {missing}); it seems cut off.",
    "record.missing_key": "the header lacks {missing}.",
    "record.unknown_key": "unknown header key '{key}'.",
    "record.duplicate_key": "'{key}' appears twice in the header (first in line {first}).",
    "record.bad_header": "expected 'Key: value' in the header, found '{text}'.",
    "record.bad_value": "'{value}' is not a valid value for {key}.",
    "record.control_character": "a control character ({char}) in the line.",
    "record.malformed_turn": "'{text}' is not a turn; write the player, the throw and the actions, "
                             "like 'II 3-3-5: place 3, place 5, place 3'.",
    "record.empty_action": "an empty action between commas in '{text}'.",
    "record.bad_action": "'{action}' is not a command: {why}",
    "record.illegal_action": "'{action}' is not allowed here: {why}",
    "record.wrong_player": "it is player {expected}'s turn here, not player {found}'s.",
    "record.wrong_throw": "the throw {found} is not what {source} gives ({expected}); "
                          "the file was edited or its seed is wrong.",
    "record.source.script": "the fixed throws (Script)",
    "record.source.bag": "the player's bag",
    "record.unfinished_turn": "the turn is not finished (unused dice: {dice}), yet another turn follows "
                              "in line {next_line}.",
    "record.extra_action": "the turn is already over before '{action}'.",
    "record.after_end": "the game ended in line {ended}; no turn may follow.",
    "record.after_result": "nothing may follow the result (line {result_line}); found '{text}'.",
    "record.malformed_result": "'{text}' is not a result; write 'Result: I wins by bearing off' "
                               "or 'Result: II wins by yield'.",
    "record.wrong_result": "the record says '{stated}', but the game ended '{actual}'.",
    "record.wrong_result_open": "the record says '{stated}', but the game is not over.",
    "record.truncated": "the file seems cut off in its last line: {why}",
    "record.other": "the record is damaged: {detail}",
    # File-system problems (autosave.SaveError codes).
    "save.not_found": "no such file or directory",
    "save.permission": "permission denied",
    "save.not_a_directory": "a part of the path is a file, not a directory",
    "save.is_a_directory": "this is a directory, not a file",
    "save.exists": "the file already exists",
    "save.no_space": "no space left on the device",
    "save.read_only": "the file system is read-only",
    "save.too_large": "the file is too large to be a game record",
    "save.os_error": "{reason}",
    # ---------------------------------------------------- engine: refusals
    "err.game_over": "The game is over.",
    "err.already_thrown": "The dice are already thrown.",
    "err.no_throw": "Throw the dice first: press Enter.",
    "err.must_play": "You cannot pass while a die can still be used, for example: {example}",
    "err.no_die": "No unused die shows {die}; the unused dice are {dice}.",
    "err.nothing_to_enter": "You have no piece waiting to enter; move a piece on the board instead.",
    "err.blocked": "Point {point} is blocked: two or more of the opponent's pieces stand there.",
    "err.captured_first": "Your captured piece must re-enter first: place it on a point 1-6.",
    "err.no_piece": "There is no piece {piece}: you have {count} on the board, numbered from the start of your course.",
    "err.past_end": "The piece on point {point} cannot move {die}: that would go past the end of the course.",
    "err.not_home": "You can bear off only when all your pieces are on the home points I-VI; {outside} still outside.",
    "err.no_piece_at": "You have no piece on home point {point}.",
    "err.unused_die": "That would leave a usable die unused: use as many dice as the position allows.",
    "err.unknown": "That is not an action.",
    # ----------------------------------------------------- engine: syntax
    "err.empty": "Type a command (help lists them and every move possible now).",
    "err.unknown_word": "Unknown command '{word}'. Commands: place, move, take, pass, yield, undo, help, board, save, rules, quit.",
    "err.arguments": "'{word}' needs {count} number(s): {usage}",
    "err.not_a_number": "'{token}' is not a whole number: {usage}",
    "err.out_of_range": "{token} is out of range: {usage}",
    "usage.place": "place <point 1-6>",
    "usage.move": "move <piece> <points 1-6>",
    "usage.take": "take <home point 1-6>",
    "usage.pass": "pass",
    "usage.yield": "yield",
}

CS: dict[str, str] = {
    # ------------------------------------------------------------- general
    "app.title": "XII Scripta · Ludus duodecim scriptorum",
    "app.subtitle": "Římská závodní hra v rekonstrukci H. J. R. Murrayho: dva hráči u jedné klávesnice, "
                    "nebo jeden proti počítači.",
    "player.default.I": "Hráč I",
    "player.default.II": "Hráč II",
    "pieces.I": "žluté číslice",
    "pieces.II": "zelená písmena",
    "yes_no": "(a/n)",
    "leave.confirm": "Opustit XII Scripta? (a/n) ",
    "leave.stay": "Zůstáváme.",
    "common.enter_back": "Stiskni Enter pro návrat.",
    # ---------------------------------------------------------------- menu
    "menu.new": "Nová hra (po 15 kamenech)",
    "menu.short": "Krátká hra (po 3 kamenech)",
    "menu.computer": "Hra proti počítači",
    "menu.companion": "Další hry: Ataxx",
    "menu.continue_key": "p",
    "menu.rules": "Pravidla",
    "menu.settings": "Nastavení",
    "menu.quit": "Konec",
    "menu.prompt": "Vyber 1–6, nebo 0 pro konec: ",
    "menu.bad": "„{text}“ v nabídce není: napiš 1–6, nebo 0 pro konec.",
    "menu.settings_damaged": "Soubor s nastavením byl poškozený ({reason}); nahradilo ho výchozí nastavení: {path}",
    "menu.settings_unreadable": "Soubor s nastavením nelze přečíst ({path}); platí výchozí nastavení.",
    # ------------------------------------------------------------ settings
    "settings.title": "Nastavení",
    "settings.file": "Uloženo v {path}",
    "settings.name_i": "Jméno hráče I (žluté číslice): {value}",
    "settings.name_ii": "Jméno hráče II (zelená písmena): {value}",
    "settings.first": "Kdo začíná: {value}",
    "settings.language": "Jazyk: {value}",
    "settings.colour": "Barvy: {value}",
    "settings.back": "Zpět do nabídky",
    "settings.computer": "Za kterého hráče hraje počítač ve hře proti němu (volba 3): {value}",
    "settings.level": "Úroveň počítače: {value}",
    "settings.prompt": "Vyber 1–7 pro změnu, nebo 0 pro návrat: ",
    "settings.bad": "„{text}“ v seznamu není: napiš 1–7, nebo 0 pro návrat.",
    # ------------------------------------------------ against the computer
    "computer.ask_seat": "Za kterého hráče hraje počítač: I (žluté číslice), nebo II (zelená písmena)?\n"
                         "Enter ponechá {value}, 0 zpět: ",
    "computer.bad_seat": "„{text}“ není hráč: napiš I, nebo II (0 zpět).",
    "computer.ask_level": "Jeho úroveň: easy (lehká), normal (běžná), nebo strong (silná)\n"
                          "(Enter ponechá „{value}“): ",
    "computer.bad_level": "„{text}“ není úroveň: napiš easy (lehká), normal (běžná), nebo strong (silná).",
    "computer.ask_length": "Po patnácti kamenech, nebo krátká hra po třech? Napiš 15, nebo 3 (Enter: 15): ",
    "computer.bad_length": "„{text}“ není délka hry: napiš 15, nebo 3.",
    # ------------------------------------------------------ companion games
    "companion.title": "Další hry · Ataxx",
    "companion.about": "Ataxx na desce 7 x 7: kámen se naklonuje na sousední pole, nebo skočí o dvě "
                       "pole dál; soupeřovy kameny kolem pole, kam dopadne, přejdou na tvou barvu. "
                       "Začíná černý; vyhrává víc kamenů.",
    "companion.two": "Ataxx pro dva lidi u klávesnice",
    "companion.computer": "Ataxx proti počítači",
    "companion.rules": "Pravidla hry Ataxx",
    "companion.continue": "Pokračovat v rozehrané hře Ataxx (dosud tahů: {moves})",
    "companion.continue_computer": "Pokračovat v rozehrané hře Ataxx proti počítači (dosud tahů: {moves})",
    "companion.prompt": "Vyber 1–3, nebo 0 pro návrat: ",
    "companion.prompt_continue": "Vyber p pro pokračování, 1–3, nebo 0 pro návrat: ",
    "companion.bad": "„{text}“ v seznamu není: napiš 1–3, nebo 0 pro návrat.",
    "companion.bad_continue": "„{text}“ v seznamu není: napiš p pro pokračování, 1–3, nebo 0 pro návrat.",
    "companion.unreadable": "{problem} Nová hra Ataxx soubor přesune do složky games vedle něj.",
    "companion.ask_colour": "Kterou barvou hraje počítač: černou (táhne první), nebo bílou?\n"
                            "Enter: bílou, 0 zpět: ",
    "companion.bad_colour": "„{text}“ není barva: napiš černá, nebo bílá (0 zpět).",
    "companion.ask_clock": "Hodiny? Minuty pro každého hráče na celou hru, nebo Enter bez hodin: ",
    "companion.bad_clock": "„{text}“ není počet minut: napiš víc než 0 a nejvýš 600, třeba 5 nebo 0,5, "
                           "nebo stiskni Enter pro hru bez hodin.",
    "settings.ask_name": "Nové jméno hráče {seat} (Enter ponechá „{value}“): ",
    "settings.saved": "Uloženo.",
    "settings.save_failed": "Nastavení nelze uložit ({reason}); platí do ukončení hry.",
    "value.first.random": "náhodně (los na začátku hry)",
    "value.first.I": "hráč I",
    "value.first.II": "hráč II",
    "value.language.auto": "automaticky (podle jazyka systému)",
    "value.language.cs": "čeština",
    "value.language.en": "English (angličtina)",
    "value.colour.auto": "automaticky (v terminálu, pokud není nastaveno NO_COLOR)",
    "value.colour.always": "vždy",
    "value.colour.never": "nikdy",
    "value.level.easy": "easy, lehká (náhodný povolený tah: slušný začátečník)",
    "value.level.normal": "normal, běžná (nejlepší celý tah podle odhadu pozice)",
    "value.level.strong": "strong, silná (zváží i každý hod, kterým může soupeř odpovědět)",
    "name.name_empty": "Jméno nesmí být prázdné.",
    "name.name_long": "Jméno může mít nejvýš {limit} znaků.",
    "name.name_chars": "Jméno nesmí obsahovat čárku ani řídicí znaky.",
    "name.name_type": "Jméno musí být text.",
    # ---------------------------------------------------------------- game
    "game.header": "Tah {turn} · na tahu {name} (hráč {seat}, {pieces})",
    "game.header_done": "Tah {turn} · {name} (hráč {seat}, {pieces}) · tah skončil",
    "game.throw": "Hod: {throw} · nepoužité kostky: {dice}",
    "game.throw_done": "Hod: {throw} · všechny kostky použity",
    "game.not_thrown": "Ještě nehozeno.",
    "game.status": "čeká {waiting:>2} · zajaté {captured:>2} · na desce {on_board:>2} · vyvedené {off:>2}",
    "game.first_random": "Los rozhodl: začíná {name}.",
    "game.handover_first": "{name}, stiskni Enter a hoď kostkami.",
    "game.handover": "Tah hráče {prev} skončil. {name}, stiskni Enter a hoď kostkami.",
    "game.handover_undo": "({prev} může ještě napsat undo a vzít zpět poslední akci.)",
    "game.throw_prompt": "{name} [Enter: hod] > ",
    "game.prompt": "{name} > ",
    "game.thrown": "{name} hodil(a) {throw}.",
    "game.played": "{name} hraje {move}.",
    "game.captured": "Zajato! Kámen hráče {other} z pole {point} je mimo desku a musí se nejdřív vrátit do hry.",
    "game.no_move": "Žádnou kostku nelze použít ({dice}): {why}.",
    "game.no_move_confirm": "Stiskni Enter (nebo napiš pass) a tah skončí.",
    "game.why_die": "kostka {die}: {reason}",
    "game.why_nothing": "kostka {die}: žádný kámen ji nemůže použít",
    "game.hint": "Teď lze: {moves}",
    "game.hint_more": "… a dalších {count} (help vypíše všechny)",
    "game.help_commands": "place N: nasadí kámen na pole N (1–6) · move K N: posune kámen K (počítáno od "
                          "začátku tvé dráhy) o N polí · take N: vyvede kámen z domácího pole N (I–VI) · "
                          "pass · yield: vzdát se · undo · board · save SOUBOR: kopie hry · rules · quit",
    "game.help_moves": "Teď lze ({count}): {moves}",
    "game.help_throw": "Stiskni Enter a hoď kostkami.",
    "game.undone": "Vzato zpět: {move}. Kostky zůstávají, jak padly.",
    "game.nothing_to_undo": "V tomto tahu není co vzít zpět.",
    "game.notation": "Pozice: {notation}",
    "game.confirm_quit": "Ukončit tuto hru a vrátit se do nabídky? (a/n) ",
    "game.confirm_yield": "Opravdu se vzdát? Vyhraje {other}. (a/n) ",
    "game.playing_on": "Hraje se dál.",
    "game.computer": "{name} (počítač) hraje {move}.",
    "game.computer_seat": "{name} (hráč {seat}) je počítač, úroveň {level}.",
    "game.thinking": "{name} (počítač) přemýšlí… {percent} %",
    "game.computer_no_undo": "{name} je počítač: jeho tahy vzít zpět nelze.",
    # ----------------------------------------------------------------- end
    "end.winner": "Vítězí {name}!",
    "end.yielded": "{loser} se vzdává.",
    "end.summary": "Tahů: {turns} ({name_i} {turns_i}, {name_ii} {turns_ii}) · zajetí: {name_i} {cap_i}, {name_ii} {cap_ii}",
    "end.borne_off": "Vyvedeno: {name_i} {off_i}, {name_ii} {off_ii}",
    "end.prompt": "Stiskni Enter pro návrat do nabídky. ",
    # --------------------------------------------------------------- rules
    "rules.missing": "Pravidla nejsou k dispozici: soubor {file} vedle hry chybí ({path}).",
    "rules.unreadable": "Soubor s pravidly nelze přečíst: {path} ({reason}).",
    "rules.fallback": "({file} chybí; zobrazuji {other}.)",
    "rules.page": "Pravidla · strana {page}/{pages} · Enter: další · b: zpět · q: zavřít ",
    "rules.last": "Pravidla · strana {page}/{pages}, poslední · Enter nebo q: zavřít · b: zpět ",
    # --------------------------------------------------- saves and records
    "menu.continue": "Pokračovat v rozehrané hře ({name_i} – {name_ii}, dosud tahů: {turns})",
    "menu.continue_plain": "Pokračovat v rozehrané hře",
    "menu.prompt_continue": "Vyber p pro pokračování, 1–6, nebo 0 pro konec: ",
    "menu.bad_continue": "„{text}“ v nabídce není: napiš p pro pokračování, 1–6, nebo 0 pro konec.",
    "menu.no_game": "Žádná rozehraná hra k pokračování není (uložené hry jsou v {dir}).",
    "menu.saves_unreadable": "Uloženou hru nelze přečíst: {reason}",
    "menu.game_kept": "Hra je uložená: volbou p v ní budeš pokračovat.",
    "continue.failed": "V uložené hře nelze pokračovat. {problem} Soubor zůstává, jak je; "
                       "nová hra ho přesune do vedlejší složky games.",
    "load.failed": "Nelze načíst {path}: {reason}",
    "load.failed_line": "Nelze načíst {path}, řádek {line}: {reason}",
    "load.finished": "Tato hra už skončila: {result} Projdi si ji pomocí --replay {path}",
    "game.resumed": "Hra pokračuje ze souboru {path}.",
    "game.not_saved": "Tato hra se neukládá ({path}: {reason}); když program skončí, bude ztracena. "
                      "Kopii uložíš příkazem save SOUBOR.",
    "game.save_failed": "Hru se nepodařilo uložit ({path}: {reason}). Hraje se dál; "
                        "další akce to zkusí znovu.",
    "game.save_working": "Hra se zase ukládá.",
    "game.kept": "Hra je uložená. Pokračovat v ní můžeš příkazem: {command} (nebo volbou Pokračovat v nabídce).",
    "game.leave_note": "(Hra je uložená: můžeš v ní pokračovat později.)",
    "export.usage": "Napiš jméno souboru: save SOUBOR (například: save hra.xii).",
    "export.done": "Kopie hry je uložená v {path}.",
    "export.overwrite": "{path} už existuje. Přepsat? (a/n) ",
    "export.kept": "Nic neuloženo: {path} zůstává, jak byl.",
    "export.failed": "Kopie se neuložila ({path}: {reason}).",
    "replay.title": "Záznam hry {file} · krok {step} z {steps}",
    "replay.start": "Začátek: první táhne {name} (hráč {seat}).",
    "replay.turn": "Tah {turn}: {name} (hráč {seat}) hodil(a) {throw}: {actions}",
    "replay.nothing": "zatím nic nezahráno",
    "replay.won": "Vítězí {name}: vyvedl(a) všechny kameny.",
    "replay.won_yield": "Vítězí {name}: {loser} se vzdal(a).",
    "replay.unfinished": "Záznam tu končí: hra není dohraná.",
    "replay.prompt": "Enter: další · b: zpět · q: konec ",
    "replay.last": "Konec záznamu · Enter nebo q: konec · b: zpět ",
    "replay.first": "Tohle je začátek: před ním nic není.",
    "replay.bad": "„{text}“ tu nic neznamená: Enter ukáže další tah, b předchozí, q ukončí.",
    # Co je se záznamem špatně (kódy record.RecordError; soubor a řádek se uvádějí kolem).
    "record.empty": "soubor je prázdný.",
    "record.binary": "to je binární soubor, ne záznam hry.",
    "record.not_utf8": "soubor není text v UTF-8 (bajt {byte} na pozici {offset}).",
    "record.not_a_record": "to není záznam hry XII Scripta (první řádek musí znít "
                           "„XII Scripta game record“).",
    "record.newer_format": "záznam má formát {version} z novější verze hry; "
                           "tato verze čte formát {supported}.",
    "record.bad_format": "verze formátu musí být celé číslo, ne „{value}“.",
    "record.truncated_header": "soubor končí uprostřed hlavičky (chybí {missing}); zřejmě je useknutý.",
    "record.missing_key": "v hlavičce chybí {missing}.",
    "record.unknown_key": "neznámá položka hlavičky „{key}“.",
    "record.duplicate_key": "„{key}“ je v hlavičce dvakrát (poprvé na řádku {first}).",
    "record.bad_header": "v hlavičce má být „Klíč: hodnota“, je tam „{text}“.",
    "record.bad_value": "„{value}“ není platná hodnota položky {key}.",
    "record.control_character": "řídicí znak ({char}) v řádku.",
    "record.malformed_turn": "„{text}“ není tah; napiš hráče, hod a akce, "
                             "například „II 3-3-5: place 3, place 5, place 3“.",
    "record.empty_action": "prázdná akce mezi čárkami v „{text}“.",
    "record.bad_action": "„{action}“ není příkaz: {why}",
    "record.illegal_action": "„{action}“ tady není dovoleno: {why}",
    "record.wrong_player": "tady je na tahu hráč {expected}, ne hráč {found}.",
    "record.wrong_throw": "hod {found} neodpovídá tomu, co dává {source} ({expected}); "
                          "soubor byl upraven nebo nesedí jeho seed.",
    "record.source.script": "pevně daný sled hodů (Script)",
    "record.source.bag": "hráčův pytlík",
    "record.unfinished_turn": "tah není dokončený (nepoužité kostky: {dice}), a přesto na řádku "
                              "{next_line} následuje další tah.",
    "record.extra_action": "tah už skončil před „{action}“.",
    "record.after_end": "hra skončila na řádku {ended}; žádný další tah nesmí následovat.",
    "record.after_result": "za výsledkem (řádek {result_line}) už nesmí nic být; je tam „{text}“.",
    "record.malformed_result": "„{text}“ není výsledek; napiš „Result: I wins by bearing off“ "
                               "nebo „Result: II wins by yield“.",
    "record.wrong_result": "záznam uvádí „{stated}“, ale hra skončila „{actual}“.",
    "record.wrong_result_open": "záznam uvádí „{stated}“, ale hra ještě neskončila.",
    "record.truncated": "soubor je zřejmě useknutý v posledním řádku: {why}",
    "record.other": "záznam je poškozený: {detail}",
    # Potíže se soubory (kódy autosave.SaveError).
    "save.not_found": "takový soubor ani složka neexistuje",
    "save.permission": "přístup odepřen",
    "save.not_a_directory": "část cesty je soubor, ne složka",
    "save.is_a_directory": "to je složka, ne soubor",
    "save.exists": "soubor už existuje",
    "save.no_space": "na disku není místo",
    "save.read_only": "souborový systém je jen pro čtení",
    "save.too_large": "soubor je na záznam hry příliš velký",
    "save.os_error": "chyba systému: {reason}",
    # ---------------------------------------------------- engine: refusals
    "err.game_over": "Hra už skončila.",
    "err.already_thrown": "Kostky už jsou hozené.",
    "err.no_throw": "Nejdřív hoď kostkami: stiskni Enter.",
    "err.must_play": "Dokud lze některou kostku použít, pass nejde; například: {example}",
    "err.no_die": "Žádná nepoužitá kostka neukazuje {die}; nepoužité kostky: {dice}.",
    "err.nothing_to_enter": "Žádný tvůj kámen nečeká na vstup; táhni kamenem na desce.",
    "err.blocked": "Pole {point} je zablokované: stojí na něm dva nebo více soupeřových kamenů.",
    "err.captured_first": "Nejdřív musíš vrátit zajatý kámen do hry: polož ho na pole 1–6 (place).",
    "err.no_piece": "Kámen číslo {piece} neexistuje: tvých kamenů na desce je {count}, číslují se od začátku tvé dráhy.",
    "err.past_end": "Kámen na poli {point} nemůže táhnout o {die}: přejel by konec dráhy.",
    "err.not_home": "Vyvádět lze, až budou všechny tvé kameny na domácích polích I–VI; mimo ně jich je ještě {outside}.",
    "err.no_piece_at": "Na domácím poli {point} nemáš žádný kámen.",
    "err.unused_die": "Tím by zůstala použitelná kostka nevyužitá: využij tolik kostek, kolik pozice dovolí.",
    "err.unknown": "To není žádná akce.",
    # ----------------------------------------------------- engine: syntax
    "err.empty": "Napiš příkaz (help vypíše příkazy i všechny tahy, které teď lze zahrát).",
    "err.unknown_word": "Neznámý příkaz „{word}“. Příkazy: place, move, take, pass, yield, undo, help, board, save, rules, quit.",
    "err.arguments": "Příkaz {word} potřebuje tento počet čísel: {count}; zápis: {usage}",
    "err.not_a_number": "„{token}“ není celé číslo: {usage}",
    "err.out_of_range": "{token} je mimo rozsah: {usage}",
    "usage.place": "place <pole 1–6>",
    "usage.move": "move <kámen> <o kolik 1–6>",
    "usage.take": "take <domácí pole 1–6>",
    "usage.pass": "pass",
    "usage.yield": "yield",
}

CATALOGUES = {"en": EN, "cs": CS}

#: Engine error codes and the parameters each one carries (board.py); each has an ``err.`` message.
ENGINE_CODES: dict[str, tuple[str, ...]] = {
    "game_over": (), "already_thrown": (), "no_throw": (), "must_play": ("example",),
    "no_die": ("die", "dice"), "nothing_to_enter": (), "blocked": ("point",), "captured_first": (),
    "no_piece": ("piece", "count"), "past_end": ("point", "die"), "not_home": ("outside",),
    "no_piece_at": ("point",), "unused_die": (), "unknown": (),
    "empty": (), "unknown_word": ("word",), "arguments": ("word", "usage", "count"),
    "not_a_number": ("token", "usage"), "out_of_range": ("token", "usage", "low", "high"),
}

YES = ("y", "yes", "a", "ano", "j", "ja")
ROMAN = ("I", "II", "III", "IV", "V", "VI")


def placeholders(template: str) -> set[str]:
    """The ``{field}`` names a template uses."""
    import string
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def text(lang: str, key: str, **params: object) -> str:
    """The message ``key`` in ``lang`` (``cs`` or ``en``), filled in."""
    catalogue = CATALOGUES.get(lang, EN)
    template = catalogue.get(key) or EN[key]
    return template.format(**params) if params else template


def is_yes(answer: str) -> bool:
    """An answer meaning yes in either language (y, yes, a, ano)."""
    return answer.strip().lower() in YES


def point_name(p: object) -> str:
    """A course point as the board's rulers name it: 1-30, then the home points I-VI."""
    return ROMAN[p - 31] if isinstance(p, int) and 31 <= p <= 36 else str(p)


def _shown(value: object, limit: int = 30) -> str:
    if isinstance(value, (tuple, list)):
        return ", ".join(map(str, value))
    value = "".join(ch if ch.isprintable() else "?" for ch in str(value))
    return value if len(value) <= limit else value[: limit - 1] + "…"


def explain(lang: str, error: Exception) -> str:
    """The engine's refusal ``error`` (with ``.code`` and ``.params``) as a sentence in ``lang``."""
    code = getattr(error, "code", "unknown")
    key = f"err.{code}"
    if key not in EN:
        # A code newer than this catalogue: the engine's own (English) words beat saying nothing.
        return _shown(str(error), 200)
    params = {name: _shown(value) for name, value in getattr(error, "params", {}).items()}
    raw = getattr(error, "params", {})
    if "point" in raw:
        params["point"] = point_name(raw["point"])
    if "usage" in params:
        word = str(raw.get("word") or str(raw["usage"]).split()[0]).lower()
        if f"usage.{word}" in EN:
            params["usage"] = text(lang, f"usage.{word}")
    needed = placeholders(CATALOGUES.get(lang, EN).get(key, EN[key]))
    for name in needed - params.keys():
        params[name] = "?"
    return text(lang, key, **params)


#: record.RecordError codes and the parameters each carries (record.py); each has a ``record.`` message.
RECORD_CODES: dict[str, tuple[str, ...]] = {
    "empty": (), "binary": (), "not_utf8": ("byte", "offset"), "not_a_record": (),
    "newer_format": ("version", "supported"), "bad_format": ("value",),
    "truncated_header": ("missing",), "missing_key": ("missing",), "unknown_key": ("key",),
    "duplicate_key": ("key", "first"), "bad_header": ("text",), "bad_value": ("key", "value", "expected"),
    "control_character": ("char",), "malformed_turn": ("text",), "empty_action": ("text",),
    "bad_action": ("action", "reason", "reason_params"),
    "illegal_action": ("action", "reason", "reason_params", "notation"),
    "wrong_player": ("expected", "found"), "wrong_throw": ("expected", "found", "source"),
    "unfinished_turn": ("dice", "next_line"), "extra_action": ("action",), "after_end": ("ended",),
    "after_result": ("text", "result_line"), "malformed_result": ("text",),
    "wrong_result": ("stated", "actual"), "truncated": ("reason", "detail"),
}

#: autosave.SaveError codes; each has a ``save.`` message.
SAVE_CODES = ("not_found", "permission", "not_a_directory", "is_a_directory", "exists", "no_space",
              "read_only", "too_large", "os_error")


class _Cause(Exception):
    """An engine error rebuilt from a record error's ``reason`` and ``reason_params``."""

    def __init__(self, code: str, params: dict) -> None:
        super().__init__(code)
        self.code, self.params = code, params


def _record_reason(lang: str, code: str, params: dict, cause: object = None) -> str:
    """The sentence for record error ``code`` with ``params`` (no file, no line)."""
    if code == "truncated":
        inner = params.get("reason")
        detail = params.get("detail") if isinstance(params.get("detail"), dict) else {}
        why = _record_reason(lang, str(inner), detail) if inner else "?"
        return text(lang, "record.truncated", why=why)
    key = f"record.{code}"
    if key not in EN:
        return text(lang, "record.other", detail=_shown(params.get("message", code), 200))
    shown = {name: _shown(value, 40) for name, value in params.items()}
    if code == "not_utf8" and isinstance(params.get("byte"), int):
        shown["byte"] = f"{params['byte']:#04x}"
    if code == "control_character":
        shown["char"] = _shown(repr(params.get("char", "")), 12)
    if code == "wrong_throw":
        shown["source"] = text(lang, f"record.source.{'script' if params.get('source') == 'script' else 'bag'}")
    if code in ("bad_action", "illegal_action"):
        if cause is None:
            cause = _Cause(str(params.get("reason", "unknown")), dict(params.get("reason_params") or {}))
        shown["why"] = explain(lang, cause)
    if code == "wrong_result" and not params.get("actual"):
        key = "record.wrong_result_open"
    needed = placeholders(CATALOGUES.get(lang, EN).get(key, EN[key]))
    for name in needed - shown.keys():
        shown[name] = "?"
    return text(lang, key, **{name: shown[name] for name in needed})


def explain_record(lang: str, error: Exception) -> str:
    """What is wrong with a record (a ``record.RecordError``), in ``lang``, without the file or line."""
    params = dict(getattr(error, "params", {}) or {})
    params.setdefault("message", getattr(error, "message", str(error)))
    return _record_reason(lang, getattr(error, "code", "other"), params, getattr(error, "cause", None))


def explain_save(lang: str, error: Exception) -> str:
    """A file-system problem (an ``autosave.SaveError`` or any ``OSError``) in ``lang``, without the path."""
    code = getattr(error, "code", None)
    if code not in SAVE_CODES:
        reason = getattr(error, "strerror", None) or str(error)
        return text(lang, "save.os_error", reason=_shown(reason, 80))
    params = getattr(error, "params", {}) or {}
    return text(lang, f"save.{code}", reason=_shown(params.get("reason", ""), 80)) if code == "os_error" \
        else text(lang, f"save.{code}")


def explain_load(lang: str, error: Exception, path: str) -> str:
    """Why the game in ``path`` cannot be loaded: a damaged record (with its line) or a file problem."""
    shown_path = _shown(path, 120)
    if getattr(error, "line", None) is not None or hasattr(error, "cause"):
        reason = explain_record(lang, error)
        line = getattr(error, "line", None)
        if line:
            return text(lang, "load.failed_line", path=shown_path, line=line, reason=reason)
        return text(lang, "load.failed", path=shown_path, reason=reason)
    return text(lang, "load.failed", path=shown_path, reason=explain_save(lang, error) + ".")
