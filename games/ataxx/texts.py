"""User-facing strings of the Ataxx arbiter and player, keyed by code.

Why codes: the rules and the arbiter report what happened as a code and
parameters; this catalogue turns them into words, so Czech can be added as a
second table without touching the logic. English only for now.
"""
from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        # colours
        "colour.0": "black",
        "colour.1": "white",
        # endings (Termination values)
        "end.full_board": "the board is full",
        "end.time": "{loser} ran out of time",
        "end.no_moves": "{loser} has no legal move with empty squares left",
        "end.one_colour": "only {winner}'s stones are left",
        "end.repetition": "the same position occurred for the third time with the same player to move",
        "end.fifty_jumps": "the last 50 moves were all jumps",
        "end.fifty_moves": "50 moves by each side without a clone",
        "end.blocked": "neither player can reach the remaining empty squares",
        "end.resignation": "{loser} yielded",
        "end.forfeit": "{loser} forfeits",
        "end.fault": "{loser} forfeits: {fault}",
        # faults of a player program (the arbiter's reasons)
        "fault.timeout": "no move within the remaining {ms} ms",
        "fault.eof": "the program closed its output or exited (exit status {status})",
        "fault.flood": "the program wrote more than {limit} bytes without ending the line",
        "fault.extra_output": "the program wrote {text!r} when it was not its turn",
        "fault.not_notation": "{text!r} is not a move in source+target notation like a7b6 or a7c5",
        "fault.illegal": "{text!r} is illegal: {reason}",
        "fault.start": "the program could not be started: {error}",
        # results
        "result.win": "{winner} ({name}) wins: {reason}",
        "result.draw": "draw: {reason}",
        "game.header": "Game {number}: black {black}, white {white}, {ms} ms each",
        "game.moves": "Moves: {moves}",
        "game.final": "Final position: {fen}  (black {nb}, white {nw})",
        "game.clock": "Time used: black {black_used} ms, white {white_used} ms",
        "match.score": "Score after {games} games: {first} {first_points} - {second_points} {second}",
        # rule violations (IllegalMoveError codes)
        "illegal.game_over": "the game is over",
        "illegal.no_pass": "passing is not allowed under these rules",
        "illegal.cannot_pass": "you may pass only when you have no move",
        "illegal.occupied": "the target {square} is not empty",
        "illegal.blocked_square": "the target {square} is a blocked square",
        "illegal.not_yours": "there is no stone of yours on {square}",
        "illegal.no_neighbour": "none of your stones is next to {square}",
        # move text that is not a move (InvalidMoveError codes)
        "invalid.syntax": "{move!r} is not a move: write source and target like a7c5, or the target alone for a clone",
        "invalid.bad_square": "{square!r} is not a square: use a file a-g and a rank 1-7, like c5",
        "invalid.bad_distance": "{move!r}: a move goes one square (clone) or two squares (jump) away",
        "invalid.bad_pass": "the pass is written 0000",
        # positions (InvalidFenError codes)
        "fen.fen_fields": "a position has 1 to 4 fields: board, side to move, half-move clock, move number",
        "fen.fen_ranks": "a position's board has 7 ranks separated by '/'",
        "fen.fen_rank_length": "rank {rank} does not describe 7 squares",
        "fen.fen_char": "{char!r} is not x (black), o (white), - (blocked) or a digit 1-7",
        "fen.fen_side": "the side to move must be x (black) or o (white)",
        "fen.fen_number": "the {field} must be a whole number",
    },
}


def say(code: str, lang: str = "en", **params: object) -> str:
    """The message for ``code`` in ``lang`` with ``params`` filled in (English as fallback)."""
    table = MESSAGES.get(lang, MESSAGES["en"])
    template = table.get(code) or MESSAGES["en"].get(code) or code
    try:
        return template.format(**params)
    except (KeyError, IndexError):
        return template


def colour_name(colour: int, lang: str = "en") -> str:
    return say(f"colour.{colour}", lang)
