"""Long Nardy's own sentences, in English and Czech: the screens, the endings and every refusal.

Why codes: the rules report a refusal as a code and parameters
(games/nardy/board.py); this catalogue turns them into words, so the engine
never knows about languages. The sentences every game shares are in
framework/texts.py. Kept free of imports beyond the framework's texts.
"""
from __future__ import annotations

from framework.texts import Catalogue

__all__ = ["TEXTS", "CATALOGUE"]

TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "title": "Long Nardy",
        "about": "Long Nardy (длинные нарды), the Russian race game: fifteen checkers each race round the "
                 "board in the same direction from opposite heads; no hitting, a single checker closes a "
                 "point, and the first to bear off all fifteen wins (twice if the other bore off none).",
        "seat.0": "player I",
        "seat.1": "player II",
        "name.0": "Player I",
        "name.1": "Player II",
        "colour.1": "black",
        "colour.-1": "white",
        "computer.ask_seat": "Which seat does the computer take, I or II? (Who plays black and starts is "
                             "thrown for: one die each.)\nEnter: {value}, 0 goes back: ",
        "opening.throws": "Who starts: one die each ({throws}): {name} plays black and moves first.",
        "option.sports": "The sports rule: is the opening throw the first move's throw? y/n, Enter: n: ",
        "option.bad_sports": "'{text}' is not an answer here: type y or n (Enter: n).",
        "option.board": "The board: turned to the player to move (Enter), or fixed as black sees it (f)? ",
        "option.bad_board": "'{text}' is not a layout: press Enter for turned, or type f for fixed.",
        "computer.bad_seat": "'{text}' is not a seat: type I or II (0 goes back).",
        "play.computer_seat": "{name} is the computer ({seat}, {level}).",
        "option.match": "Play a match to how many points: 1 (a single game), 3, 5 or 7? Enter: 1: ",
        "option.bad_match": "'{text}' is not a match length: type 1, 3, 5 or 7, or press Enter for one game.",
        "record.what": "a Long Nardy game record",
        "end.mars": "{winner} bore off all fifteen before {loser} bore off any: mars, 2 points",
        "end.oyn": "{winner} bore off all fifteen first: oyn, 1 point",
        "end.yield": "{loser} gave up",
        "end.time": "{loser} ran out of time",
        "invalid.malformed_move": "{text} is not a move: write from/to with board points, like 24/18, "
                                  "or 13/off to bear off",
        "invalid.bad_point": "{token} is not a point: the points are 1-24",
        "invalid.bad_throw": "{dice} is not a throw of two dice 1-6",
        "illegal.game_over": "the game is over",
        "illegal.no_throw": "throw the dice first",
        "illegal.already_thrown": "the dice are already thrown",
        "illegal.pass_refused": "a move is possible, so you cannot pass",
        "illegal.no_checker": "there is no checker of yours on point {point}",
        "illegal.wrong_direction": "checkers move only forward along their route",
        "illegal.no_such_die": "no die of the throw moves that far (a {die} is needed)",
        "illegal.point_closed": "point {point} is held by the opponent: even one checker closes a point",
        "illegal.head_rule": "only one checker may leave the head in a turn (two with 6-6, 4-4 or 3-3 "
                             "in a player's first turn)",
        "illegal.six_block": "it would make a block of six points in a row with no opposing checker "
                             "ahead of it",
        "illegal.not_all_home": "you may bear off only when all your checkers are home",
        "illegal.bear_off_higher": "a {die} bears off from a lower point only when no checker of yours "
                                   "stands higher; move one inside instead",
        "illegal.larger_die": "only one die can be used, so it must be the larger, {die}",
        "illegal.not_in_legal_turn": "then the rest of the throw could not be used as fully as the rules "
                                     "demand",
        "illegal.nothing_to_undo": "there is no move of this turn to take back",
        "notation.bad_fields": "a position has five fields: points, side, dice, off, head",
        "notation.bad_number": "a number in the position is not a small whole number",
        "notation.bad_points": "a position lists 24 points",
        "notation.bad_turn": "the side to move is 1 or -1",
        "notation.bad_off": "borne off is written a:b, each 0-15",
        "notation.bad_dice": "the unused dice are 1-4 digits 1-6, or -",
        "notation.bad_head": "the head field does not fit the throw",
        "notation.checker_count": "player {player} has {count} checkers, not 15",
        "notation.bad_diagram": "the diagram is not a Long Nardy board",
        "play.header": "game {game} · {name} ({colour}) to move",
        "play.header_over": "game {game} · over",
        "play.match": "Match to {match}: {first} {a} - {b} {second}",
        "play.pips": "pips {pips}, off {off}",
        "play.throw": "Throw: {dice}",
        "play.prompt": "{name} > ",
        "play.last": "Last: {name} {move}.",
        "play.last_pass": "Last: {name} could not use the throw.",
        "play.refused": "{move}: {reason}.",
        "play.refused_hint": "Type ? for the legal turns, help for the commands.",
        "play.help": "Commands: a checker move (24/18, 13/off), ? the legal whole turns, undo (within "
                     "the turn), pass (only when nothing can be played), yield, save FILE, rules, quit.",
        "play.turns": "Legal turns ({count}): {turns}",
        "play.turns_more": "... and {count} more.",
        "play.pass_only": "{name} cannot use the throw and must pass: press Enter or type pass.",
        "play.game_won": "{name} wins game {game}: {reason}. Match: {a} - {b}.",
        "play.win": "{winner} wins: {reason}.",
        "play.score": "Final score: {a} - {b}.",
    },
    "cs": {
        "title": "Dlouhé nardy",
        "about": "Dlouhé nardy (длинные нарды), ruská závodní hra: každý má patnáct kamenů, které obíhají "
                 "desku stejným směrem z protějších hlav; nebere se, jediný kámen uzavře bod a vyhrává, kdo "
                 "první vyvede všech patnáct (dvojnásob, když soupeř nevyvedl žádný).",
        "seat.0": "hráč I",
        "seat.1": "hráč II",
        "name.0": "Hráč I",
        "name.1": "Hráč II",
        "colour.1": "černý",
        "colour.-1": "bílý",
        "computer.ask_seat": "Které místo zaujme počítač, I, nebo II? (Kdo hraje černými a začíná, rozhodne "
                             "hod: každý hodí jednou kostkou.)\nEnter: {value}, 0 zpět: ",
        "opening.throws": "Kdo začíná: každý hodil jednou kostkou ({throws}): černými hraje a začíná {name}.",
        "option.sports": "Sportovní pravidlo: je úvodní hod zároveň prvním tahem? a/n, Enter: n: ",
        "option.bad_sports": "„{text}“ tu není odpověď: napiš a, nebo n (Enter: n).",
        "option.board": "Deska: otočená k hráči na tahu (Enter), nebo pevná, jak ji vidí černý (p)? ",
        "option.bad_board": "„{text}“ není rozložení: Enter pro otočenou, nebo p pro pevnou.",
        "computer.bad_seat": "„{text}“ není místo: napiš I, nebo II (0 zpět).",
        "play.computer_seat": "{name} je počítač ({seat}, {level}).",
        "option.match": "Zápas na kolik bodů: 1 (jedna hra), 3, 5, nebo 7? Enter: 1: ",
        "option.bad_match": "„{text}“ není délka zápasu: napiš 1, 3, 5 nebo 7, nebo stiskni Enter pro jednu hru.",
        "record.what": "záznam hry Dlouhé nardy",
        "end.mars": "{winner} vyvedl všech patnáct dřív, než {loser} vyvedl jediný: mars, 2 body",
        "end.oyn": "{winner} vyvedl všech patnáct jako první: ojn, 1 bod",
        "end.yield": "{loser} se vzdal",
        "end.time": "{loser} překročil čas",
        "invalid.malformed_move": "{text} není tah: napiš odkud/kam čísly bodů, třeba 24/18, nebo 13/off "
                                  "pro vyvedení",
        "invalid.bad_point": "{token} není bod: body jsou 1-24",
        "invalid.bad_throw": "{dice} není hod dvěma kostkami 1-6",
        "illegal.game_over": "hra skončila",
        "illegal.no_throw": "nejdřív hoď kostkami",
        "illegal.already_thrown": "kostky už jsou hozené",
        "illegal.pass_refused": "nějaký tah je možný, takže nemůžeš vynechat",
        "illegal.no_checker": "na bodě {point} nemáš žádný kámen",
        "illegal.wrong_direction": "kameny táhnou jen dopředu po své cestě",
        "illegal.no_such_die": "žádná kostka hodu netáhne tak daleko (je třeba {die})",
        "illegal.point_closed": "bod {point} drží soupeř: i jediný kámen bod uzavírá",
        "illegal.head_rule": "z hlavy smí za tah odejít jen jeden kámen (dva při 6-6, 4-4 nebo 3-3 "
                             "v prvním tahu hráče)",
        "illegal.six_block": "vznikl by blok šesti bodů za sebou, před kterým není žádný soupeřův kámen",
        "illegal.not_all_home": "vyvádět smíš, až když jsou všechny tvé kameny doma",
        "illegal.bear_off_higher": "{die} vyvádí z nižšího bodu jen tehdy, když žádný tvůj kámen nestojí "
                                   "výš; táhni raději uvnitř domu",
        "illegal.larger_die": "použít jde jen jedna kostka, takže musí být ta vyšší, {die}",
        "illegal.not_in_legal_turn": "pak by zbytek hodu nešel využít tak, jak pravidla žádají",
        "illegal.nothing_to_undo": "v tomto tahu není co vzít zpět",
        "notation.bad_fields": "pozice má pět polí: body, strana, kostky, vyvedené, hlava",
        "notation.bad_number": "číslo v pozici není malé celé číslo",
        "notation.bad_points": "pozice uvádí 24 bodů",
        "notation.bad_turn": "strana na tahu je 1, nebo -1",
        "notation.bad_off": "vyvedené se píší a:b, každé 0-15",
        "notation.bad_dice": "nepoužité kostky jsou 1-4 číslice 1-6, nebo -",
        "notation.bad_head": "pole hlavy neodpovídá hodu",
        "notation.checker_count": "hráč {player} má {count} kamenů, ne 15",
        "notation.bad_diagram": "diagram není deska dlouhých nard",
        "play.header": "hra {game} · na tahu {name} ({colour})",
        "play.header_over": "hra {game} · konec",
        "play.match": "Zápas na {match}: {first} {a} - {b} {second}",
        "play.pips": "zbývá ok {pips}, vyvedeno {off}",
        "play.throw": "Hod: {dice}",
        "play.prompt": "{name} > ",
        "play.last": "Naposledy: {name} {move}.",
        "play.last_pass": "Naposledy: {name} nemohl hod využít.",
        "play.refused": "{move}: {reason}.",
        "play.refused_hint": "Napiš ? pro platné tahy, help pro příkazy.",
        "play.help": "Příkazy: tah kamenem (24/18, 13/off), ? platné celé tahy, undo (v rámci tahu), pass "
                     "(jen když nejde táhnout), yield, save SOUBOR, rules, quit.",
        "play.turns": "Platné tahy ({count}): {turns}",
        "play.turns_more": "... a dalších {count}.",
        "play.pass_only": "{name} nemůže hod využít a musí vynechat: stiskni Enter nebo napiš pass.",
        "play.game_won": "{name} vyhrává hru {game}: {reason}. Zápas: {a} - {b}.",
        "play.win": "{winner} vyhrává: {reason}.",
        "play.score": "Konečné skóre: {a} - {b}.",
    },
}

CATALOGUE = Catalogue(TEXTS)
