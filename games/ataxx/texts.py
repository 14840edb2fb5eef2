"""Ataxx's own sentences (the hotseat game, the arbiter, the player program), in Czech and English.

Why codes: the rules, the arbiter and the record reader report what happened as
a code and parameters; this catalogue turns them into words, so the logic never
knows about languages. The sentences every game shares (leaving, saving,
loading, the pager, undo, yield, quit) are in framework/lang/texts.py.

Kept free of imports beyond the framework's texts: the hotseat game loads it at start-up.
"""
from __future__ import annotations


from framework.lang.texts import COMMON, HOUSE, LANGUAGES, Catalogue, Translations, is_yes

__all__ = ["TEXTS", "CATALOGUE", "LANGUAGES", "say", "colour_name", "is_yes", "EN", "CS"]

TEXTS: dict[str, dict[str, str]] = Translations("games.ataxx.texts", "TEXTS", {
    "en": {
        # The unit of the computer's judgement (games/ataxx/unit.py): a hint's head, the review's unit, a value.
        "play.hint_head.stones": "Best moves, with the stones you are ahead after the best replies:",
        "review.unit.stones": "Errors are in stones: how many stones the move gave away, after the best replies.",
        "review.value.stones": "stones ahead {score}",
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
        "name.computer.easy": "{colour} (computer, easy)",
        "name.computer.normal": "{colour} (computer, normal)",
        "name.computer.strong": "{colour} (computer, strong)",
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
        "fault.extra_output": "the program wrote '{text}' when it was not its turn",
        "fault.not_notation": "'{text}' is not a move in source+target notation like a7b6 or a7c5",
        "fault.illegal": "'{text}' is illegal: {reason}",
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
        "invalid.syntax": "'{move}' is not a move: write source and target like a7c5, or the target alone for a clone",
        "invalid.bad_square": "'{square}' is not a square: use a file a-g and a rank 1-7, like c5",
        "invalid.bad_distance": "'{move}': a move goes one square (clone) or two squares (jump) away",
        "invalid.bad_pass": "the pass is written 0000",
        "notation.fen_fields": "a position has 1 to 4 fields: board, side to move, half-move clock, move number",
        "notation.fen_ranks": "a position's board has 7 ranks separated by '/'",
        "notation.fen_rank_length": "rank {rank} does not describe 7 squares",
        "notation.fen_char": "'{char}' is not x (black), o (white), - (blocked) or a digit 1-7",
        "notation.fen_side": "the side to move must be x (black) or o (white)",
        "notation.fen_halfmove_clock": "the half-move clock must be a whole number",
        "notation.fen_move_number": "the move number must be a whole number from 1",
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
        "play.before": "Before it: {name} {move} ({kind}, stones turned: {turned}).",
        "play.marks": "On the board * marks the last move's squares and + the stones it turned.",
        "play.refused": "{move}: {reason}.",
        "play.refused_hint": "Type ? for the legal moves, ? a7 for the moves of one stone, help for the commands.",
        "play.help": "Moves: a7a6 or just a6 clones onto a6, a7c5 jumps to c5; ? a7: the moves of the stone on "
                     "a7; flip: turn the board.",
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
        # --game ataxx (games/ataxx/spec.py)
        "cli.seats": "black|white",
        "cli.fen": "start from this position (FEN; {start} is the start)",
        "cli.rules": "itpw (default: a player who cannot move loses, a position seen three times draws) or "
                     "standard (a player who cannot move passes, no repetition rule)",
        "cli.flip": "turn the board towards the player to move",
        "view.from_seat.0": "The board is drawn from Black's side.",
        "view.from_seat.1": "The board is drawn from White's side.",
        "play.help_hint": "hint: the best three moves, each with the stones you are ahead after the best replies (+ ahead, - behind); nothing is played.",
        "play.computer_plays.0": "The computer plays as black, level {level}.",
        "play.computer_plays.1": "The computer plays as white, level {level}.",
    },
})
EN, CS = TEXTS["en"], TEXTS["cs"]

#: The shared sentences with Ataxx's own.
CATALOGUE = Catalogue(COMMON, HOUSE, TEXTS)


def say(code: str, lang: str = "en", /, **params: object) -> str:
    """The message ``code`` in ``lang`` with ``params`` filled in (English as fallback)."""
    return CATALOGUE.text(lang, code, **params)


def colour_name(colour: int, lang: str = "en") -> str:
    return say(f"colour.{colour}", lang)
