"""Ataxx's own sentences (the hotseat game, the arbiter, the player program), in Czech and English.

Why codes: the rules, the arbiter and the record reader report what happened as
a code and parameters; this catalogue turns them into words, so the logic never
knows about languages. The sentences every game shares (leaving, saving,
loading, the pager, undo, yield, quit) are in framework/texts.py.

Kept free of imports beyond the framework's texts: the hotseat game loads it at start-up.
"""
from __future__ import annotations

from framework.texts import COMMON, HOUSE, LANGUAGES, Catalogue, is_yes

__all__ = ["TEXTS", "CATALOGUE", "LANGUAGES", "say", "colour_name", "is_yes", "EN", "CS"]

TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "title": "Ataxx",
        "about": "Ataxx, on a board of 7 x 7: clone a stone onto a square next to it, or jump it two squares "
                 "away; the enemy stones around the square it reaches turn to your colour. Black moves first; "
                 "the most stones win.",
        "seat.0": "black",
        "seat.1": "white",
        "computer.ask_seat": "Which colour does the computer play: black (it moves first) or white?\n"
                             "Enter: white, 0 goes back: ",
        "computer.bad_seat": "'{text}' is not a colour: type black or white (0 goes back).",
        "colour.0": "black",
        "colour.1": "white",
        "name.0": "Black",
        "name.1": "White",
        "name.computer": "{colour} (computer, {level})",
        "end.full_board": "the board is full",
        "end.time": "{loser} ran out of time",
        "end.no_moves": "{loser} has no legal move with empty squares left",
        "end.one_colour": "only {winner}'s stones are left",
        "end.repetition": "the same position occurred for the third time with the same player to move",
        "end.fifty_jumps": "the last 50 moves were all jumps",
        "end.fifty_moves": "50 moves by each side without a clone",
        "end.blocked": "neither player can reach the remaining empty squares",
        "end.resignation": "{loser} yielded",
        "record.what": "an Ataxx game record",
        "end.forfeit": "{loser} forfeits",
        "end.fault": "{loser} forfeits: {fault}",
        "fault.timeout": "no move within the remaining {ms} ms",
        "fault.eof": "the program closed its output or exited (exit status {status})",
        "fault.flood": "the program wrote more than {limit} bytes without ending the line",
        "fault.extra_output": "the program wrote {text!r} when it was not its turn",
        "fault.not_notation": "{text!r} is not a move in source+target notation like a7b6 or a7c5",
        "fault.illegal": "{text!r} is illegal: {reason}",
        "fault.start": "the program could not be started: {error}",
        "result.win": "{winner} ({name}) wins: {reason}",
        "result.draw": "draw: {reason}",
        "game.header": "Game {number}: black {black}, white {white}, {ms} ms each",
        "game.moves": "Moves: {moves}",
        "game.final": "Final position: {fen}  (black {nb}, white {nw})",
        "game.clock": "Time used: black {black_used} ms, white {white_used} ms",
        "match.score": "Score after {games} games: {first} {first_points} - {second_points} {second}",
        "illegal.game_over": "the game is over",
        "illegal.no_pass": "passing is not allowed under these rules",
        "illegal.cannot_pass": "you may pass only when you have no move",
        "illegal.occupied": "the target {square} is not empty",
        "illegal.blocked_square": "the target {square} is a blocked square",
        "illegal.not_yours": "there is no stone of yours on {square}",
        "illegal.no_neighbour": "none of your stones is next to {square}",
        "invalid.syntax": "{move!r} is not a move: write source and target like a7c5, or the target alone for a clone",
        "invalid.bad_square": "{square!r} is not a square: use a file a-g and a rank 1-7, like c5",
        "invalid.bad_distance": "{move!r}: a move goes one square (clone) or two squares (jump) away",
        "invalid.bad_pass": "the pass is written 0000",
        "notation.fen_fields": "a position has 1 to 4 fields: board, side to move, half-move clock, move number",
        "notation.fen_ranks": "a position's board has 7 ranks separated by '/'",
        "notation.fen_rank_length": "rank {rank} does not describe 7 squares",
        "notation.fen_char": "{char!r} is not x (black), o (white), - (blocked) or a digit 1-7",
        "notation.fen_side": "the side to move must be x (black) or o (white)",
        "notation.fen_number": "the {field} must be a whole number",
        "play.title": "Ataxx",
        "play.header": "move {number} · {name} to move",
        "play.header_over": "move {number} · game over",
        "play.stones": "stones: {count}",
        "play.empty": "empty squares: {count}",
        "play.prompt": "{name} {glyph} > ",
        "play.prompt_clock": "{name} {glyph} {clock} > ",
        "play.clone": "clone",
        "play.jump": "jump",
        "play.last": "Last move: {name} {move} ({kind}, stones turned: {turned}).",
        "play.last_pass": "Last move: {name} passed (0000).",
        "play.refused": "{move}: {reason}.",
        "play.refused_hint": "Type ? for the legal moves, ? a7 for the moves of one stone, help for the commands.",
        "play.help": "Commands: a move (a7a6 or just a6 clones onto a6, a7c5 jumps to c5), ? or help: this and "
                     "the legal moves, ? a7: the moves of the stone on a7, undo, yield, board (the FEN), "
                     "flip (turn the board), save FILE, rules, quit.",
        "play.moves_clone": "Clones ({count}): {moves}",
        "play.moves_jump": "Jumps ({count}): {moves}",
        "play.moves_more": "... and {count} more: ? a7 lists the moves of one stone.",
        "play.moves_from": "Moves of the stone on {square}: {moves}",
        "play.moves_none_from": "The stone on {square} has no move.",
        "play.moves_pass": "The only move is to pass: 0000 (or press Enter).",
        "play.pass_only": "{name} has no move and must pass: press Enter or type 0000.",
        "play.view_flip": "The board now turns to the player to move (white sees g1 at the top left).",
        "play.view_fixed": "The board now stays put, a1 at the bottom left for both players.",
        "play.win": "Game over: {winner} wins: {reason}.",
        "play.count": "Stones: {black_name} {black}, {white_name} {white}.",
    },
    "cs": {
        "title": "Ataxx",
        "about": "Ataxx na desce 7 x 7: kámen se naklonuje na sousední pole, nebo skočí o dvě pole dál; "
                 "soupeřovy kameny kolem pole, kam dopadne, přejdou na tvou barvu. Začíná černý; vyhrává víc "
                 "kamenů.",
        "seat.0": "černý",
        "seat.1": "bílý",
        "computer.ask_seat": "Kterou barvou hraje počítač: černou (táhne první), nebo bílou?\n"
                             "Enter: bílou, 0 zpět: ",
        "computer.bad_seat": "„{text}“ není barva: napiš černá, nebo bílá (0 zpět).",
        "colour.0": "černý",
        "colour.1": "bílý",
        "name.0": "Černý",
        "name.1": "Bílý",
        "name.computer": "{colour} (počítač, {level})",
        "end.full_board": "deska je plná",
        "end.time": "{loser} překročil čas",
        "end.no_moves": "{loser} nemá žádný platný tah, ačkoli zbývají volná pole",
        "end.one_colour": "{winner} vzal soupeři všechny kameny",
        "end.repetition": "stejná pozice se stejným hráčem na tahu nastala potřetí",
        "end.fifty_jumps": "posledních 50 tahů byly samé skoky",
        "end.fifty_moves": "50 tahů každé strany bez klonu",
        "end.blocked": "ani jeden hráč nedosáhne na zbylá volná pole",
        "end.resignation": "{loser} se vzdal",
        "record.what": "záznam hry Ataxx",
        "end.forfeit": "{loser} prohrává kontumačně",
        "end.fault": "{loser} prohrává kontumačně: {fault}",
        "fault.timeout": "žádný tah ve zbývajícím čase {ms} ms",
        "fault.eof": "program zavřel výstup nebo skončil (návratový kód {status})",
        "fault.flood": "program vypsal přes {limit} bajtů bez konce řádku",
        "fault.extra_output": "program vypsal {text!r}, když nebyl na tahu",
        "fault.not_notation": "{text!r} není tah v zápisu odkud+kam jako a7b6 nebo a7c5",
        "fault.illegal": "{text!r} je neplatný tah: {reason}",
        "fault.start": "program nešlo spustit: {error}",
        "result.win": "{winner} ({name}) vyhrává: {reason}",
        "result.draw": "remíza: {reason}",
        "game.header": "Partie {number}: černý {black}, bílý {white}, každý {ms} ms",
        "game.moves": "Tahy: {moves}",
        "game.final": "Konečná pozice: {fen}  (černý {nb}, bílý {nw})",
        "game.clock": "Spotřebovaný čas: černý {black_used} ms, bílý {white_used} ms",
        "match.score": "Skóre po {games} partiích: {first} {first_points} - {second_points} {second}",
        "illegal.game_over": "partie skončila",
        "illegal.no_pass": "podle těchto pravidel se nesmí passovat",
        "illegal.cannot_pass": "passovat smíš, jen když nemáš žádný tah",
        "illegal.occupied": "cílové pole {square} není volné",
        "illegal.blocked_square": "cílové pole {square} je zablokované",
        "illegal.not_yours": "na poli {square} nemáš kámen",
        "illegal.no_neighbour": "vedle pole {square} nemáš žádný kámen",
        "invalid.syntax": "{move!r} není tah: napiš odkud a kam jako a7c5, nebo u klonu jen cílové pole",
        "invalid.bad_square": "{square!r} není pole: sloupec a-g a řada 1-7, třeba c5",
        "invalid.bad_distance": "{move!r}: tah vede o jedno pole (klon) nebo o dvě pole (skok)",
        "invalid.bad_pass": "pass se píše 0000",
        "notation.fen_fields": "pozice má 1 až 4 části: deska, kdo je na tahu, počitadlo půltahů, číslo tahu",
        "notation.fen_ranks": "deska pozice má 7 řad oddělených '/'",
        "notation.fen_rank_length": "řada {rank} nepopisuje 7 polí",
        "notation.fen_char": "{char!r} není x (černý), o (bílý), - (zablokované) ani číslice 1-7",
        "notation.fen_side": "na tahu musí být x (černý) nebo o (bílý)",
        "notation.fen_number": "{field} musí být celé číslo",
        "play.title": "Ataxx",
        "play.header": "tah {number} · na tahu je {name}",
        "play.header_over": "tah {number} · konec partie",
        "play.stones": "kameny: {count}",
        "play.empty": "volná pole: {count}",
        "play.prompt": "{name} {glyph} > ",
        "play.prompt_clock": "{name} {glyph} {clock} > ",
        "play.clone": "klon",
        "play.jump": "skok",
        "play.last": "Poslední tah: {name} {move} ({kind}, obrácené kameny: {turned}).",
        "play.last_pass": "Poslední tah: {name} passoval (0000).",
        "play.refused": "{move}: {reason}.",
        "play.refused_hint": "Napiš ? pro platné tahy, ? a7 pro tahy jednoho kamene, help pro příkazy.",
        "play.help": "Příkazy: tah (a7a6 nebo jen a6 klonuje na a6, a7c5 skáče na c5), ? nebo help: toto "
                     "a platné tahy, ? a7: tahy kamene na a7, undo (zpět), yield (vzdát), board (FEN), "
                     "flip (otočit desku), save SOUBOR, rules (pravidla), quit (konec).",
        "play.moves_clone": "Klony ({count}): {moves}",
        "play.moves_jump": "Skoky ({count}): {moves}",
        "play.moves_more": "... a dalších {count}: ? a7 vypíše tahy jednoho kamene.",
        "play.moves_from": "Tahy kamene na {square}: {moves}",
        "play.moves_none_from": "Kámen na {square} nemá žádný tah.",
        "play.moves_pass": "Jediný tah je pass: 0000 (nebo Enter).",
        "play.pass_only": "{name} nemá tah a musí passovat: stiskni Enter nebo napiš 0000.",
        "play.view_flip": "Deska se teď otáčí k hráči na tahu (bílý vidí vlevo nahoře g1).",
        "play.view_fixed": "Deska teď zůstává stát, a1 vlevo dole pro oba hráče.",
        "play.win": "Konec partie: vyhrává {winner}: {reason}.",
        "play.count": "Kameny: {black_name} {black}, {white_name} {white}.",
    },
}
EN, CS = TEXTS["en"], TEXTS["cs"]

#: The shared sentences with Ataxx's own.
CATALOGUE = Catalogue(COMMON, HOUSE, TEXTS)


def say(code: str, lang: str = "en", /, **params: object) -> str:
    """The message ``code`` in ``lang`` with ``params`` filled in (English as fallback)."""
    return CATALOGUE.text(lang, code, **params)


def colour_name(colour: int, lang: str = "en") -> str:
    return say(f"colour.{colour}", lang)
