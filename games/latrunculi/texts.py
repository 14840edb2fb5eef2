"""Latrunculi's own sentences, in Czech and English.

Why codes: the rules and the record reader report what happened as a code and
parameters (``illegal.blocked`` with ``square``); this catalogue turns them
into words, so the logic never knows about languages. The sentences every game
shares (leaving, saving, loading, the pager, undo, yield, quit) are in
framework/lang/texts.py.

Kept free of imports beyond the framework's texts and words: the loop loads it at start-up.
"""
from __future__ import annotations


from framework.lang.texts import COMMON, HOUSE, LANGUAGES, Catalogue, Translations
from framework.lang.words import DRAW, FLIP

__all__ = ["TEXTS", "CATALOGUE", "LANGUAGES", "say", "EN", "CS", "DRAW_WORDS", "FIXED_WORDS"]

#: The command that offers a draw, and the one that turns the board, in every language (framework/lang/words.py).
DRAW_WORDS = DRAW
FIXED_WORDS = FLIP

TEXTS: dict[str, dict[str, str]] = Translations("games.latrunculi.texts", "TEXTS", {
    "en": {
        # The unit of the computer's judgement (games/latrunculi/unit.py): a hint's head, the review's unit, a value.
        "play.hint_head.men": "Best moves, with the men you are ahead after the best replies:",
        "review.unit.men": "Errors are in men: how much material the move gave away, after the best replies.",
        "review.value.men": "men ahead {score}",
        "title": "Latrunculi",
        "about": "Latrunculi, the Roman soldiers' game, on a board of 8 x 8: every piece moves like a chess "
                 "rook; a man flanked on two opposite sides by the piece that just moved, or left with no "
                 "empty square beside it, is captured. Immobilise the enemy Duke, or take all his men. "
                 "White moves first.",
        "seat.0": "white",
        "seat.1": "black",
        "name.0": "White",
        "name.1": "Black",
        "name.computer.easy": "{colour} (computer, easy)",
        "name.computer.normal": "{colour} (computer, normal)",
        "name.computer.strong": "{colour} (computer, strong)",
        "computer.ask_seat": "Which colour does the computer play: white (it moves first) or black?\n"
                             "Enter: {value}, 0 goes back: ",
        "computer.bad_seat": "'{text}' is not a colour: type white or black (0 goes back).",
        "option.layout": "The board: Enter for 8 x 8, or 8x12 for twelve files (Kowalski's reconstruction): ",
        "option.bad_layout": "'{text}' is not a board: press Enter for 8 x 8, or type 8x12.",
        "option.capture_limit": "A limit of moves without a capture (each player's move counts)? A number, "
                                "or Enter for none: ",
        "option.bad_capture_limit": "'{text}' is not a limit: type a whole number from 1 to 9999, or press "
                                    "Enter for none.",
        "end.both_dukes": "{winner}'s move immobilised both Dukes at once",
        "end.duke_immobilised": "{loser}'s Duke is immobilised",
        "end.no_men": "{loser} has no men left",
        "end.no_moves": "{loser} has no legal move",
        "end.move_limit": "the limit of moves without a capture is reached (more men win, equal men draw)",
        "end.yield": "{loser} yielded",
        "end.time": "{loser} ran out of time",
        "end.agreement": "both players agreed a draw",
        "record.what": "a Latrunculi game record",
        "illegal.game_over": "the game is over",
        "illegal.no_dice": "Latrunculi has no dice",
        "illegal.off_board": "{square} is not on this board",
        "illegal.empty_square": "there is no piece on {square}",
        "illegal.opponent_piece": "the piece on {square} is your opponent's",
        "illegal.cannot_move": "the piece on {square} cannot move: every square beside it is taken",
        "illegal.zero_length": "a move must leave its square",
        "illegal.not_straight": "pieces move along a rank or a file, never diagonally",
        "illegal.blocked": "the way is blocked at {square}",
        "invalid.malformed": "'{text}' is not a move: write the square of the piece and its target, like e1e4",
        "notation.fields": "a position has 4 fields: the board, the side to move (w or b), the plies since "
                           "the last capture and the move number",
        "notation.height": "a board has 2 to 26 ranks, not {height}",
        "notation.width": "a board has 2 to 26 files, not {width}",
        "notation.rank_width": "rank {rank} has {width} squares, the others {expected}",
        "notation.character": "'{char}' is not M, D (white man, Duke), m, d (black) or a number of empty squares",
        "notation.empty_run": "'{run}' in rank {rank} is not a run of 1 to 99 empty squares",
        "notation.duke_count": "each side has exactly one Duke; a side here has {count}",
        "notation.side": "the side to move must be w or b, not '{value}'",
        "notation.plies": "the plies since the last capture must be a whole number, not '{value}'",
        "notation.move_number": "the move number must be a whole number from 1, not '{value}'",
        "play.title": "Latrunculi",
        "play.header": "move {number} · {name} to move",
        "play.header_over": "move {number} · game over",
        "play.men": "men: {count}",
        "play.legend": "{man} man, {duke} Duke",
        "play.limit": "without a capture: {plies} of {limit}",
        "play.prompt": "{name} {glyph} > ",
        "play.prompt_clock": "{name} {glyph} {clock} > ",
        "play.prompt_selected": "{name} {glyph} {square} → ",
        "play.last": "Last move: {name} {move}.",
        "play.last_draw": "{name} offered a draw and it was accepted.",
        "play.capture_flank": "{square} flanked by {first} and {second}",
        "play.capture_immobilised": "{square} immobilised",
        "play.captured": "Captured: {captures}.",
        "play.duke_immobilised.0": "The white Duke on {square} is immobilised.",
        "play.duke_immobilised.1": "The black Duke on {square} is immobilised.",
        "play.immobilised.0": "The white man on {square} could no longer move: its {count} neighbouring squares "
                              "are all taken, the last by {by}. So it is captured.",
        "play.immobilised.1": "The black man on {square} could no longer move: its {count} neighbouring squares "
                              "are all taken, the last by {by}. So it is captured.",
        "play.before": "Before it: {name} {move}.",
        "play.opening": "Mind the opening: a man with no empty square next to it is captured, and every back-rank man "
                        "is boxed in. {move} would take {square} now, and the other side can do the same.",
        "play.marks": "On the board * marks the last move's squares and × the men it took.",
        "play.selected": "{square}: the {piece} can reach {count} squares, marked + on the board. Type the "
                         "target square (another piece of yours selects that one).",
        "play.piece.man": "man",
        "play.piece.duke": "Duke",
        "play.refused": "{move}: {reason}.",
        "play.refused_hint": "Type a square to see where its piece can go, ? for every legal move, help for the "
                             "commands.",
        "play.help": "Moves: e1e4, e1-e4 or e1 e4, or a square (e1) to select a piece and then its target; ? "
                     "e1: the moves of one piece; draw: offer a draw; flip: turn the board or keep it.",
        "play.moves": "Legal moves ({count}): {moves}",
        "play.moves_more": "... and {count} more: ? e1 lists the moves of one piece.",
        "play.moves_from": "Moves of the {piece} on {square}: {moves}",
        "play.view_turn": "The board now turns to the player to move.",
        "play.view_fixed": "The board now stays put, White at the bottom.",
        "play.win": "Game over: {winner} wins: {reason}.",
        "play.count": "Men: {white_name} {white}, {black_name} {black}.",
        "draw.ask": "{offerer} offers a draw. {other}, do you accept? (y/n) ",
        "draw.declined": "{other} declines the draw. Play on.",
        "draw.computer_declines": "{other} (computer) declines the draw. Play on.",
        "draw.computer_accepts": "{other} (computer) accepts the draw.",
        "colour.0": "white",
        "colour.1": "black",
        # --game latrunculi (games/latrunculi/spec.py)
        "cli.seats": "white|black",
        "cli.layout": "8x8 (default) or 8x12 (twelve men a side, Kowalski's reconstruction)",
        "cli.capture_limit": "the game ends after N moves in a row (each player's counts) without a capture: "
                             "more men win, equal men draw (default: no limit; 100 in a --demo, so it ends)",
        "cli.bad_capture_limit": "{text}: give a whole number from 0 (no limit) to {max}",
        "cli.fen": "start from this position (FEN; {start} is the start)",
        "cli.fixed": "keep White at the bottom instead of turning the board to the player",
        "view.from_seat.0": "The board is drawn from White's side.",
        "view.from_seat.1": "The board is drawn from Black's side.",
        "play.help_hint": "hint: the best three moves, each with the men you are ahead after the best replies (+ ahead, - behind); nothing is played.",
        "play.computer_plays.0": "The computer plays as white, level {level}.",
        "play.computer_plays.1": "The computer plays as black, level {level}.",
    },
})
EN, CS = TEXTS["en"], TEXTS["cs"]

#: The shared sentences with Latrunculi's own.
CATALOGUE = Catalogue(COMMON, HOUSE, TEXTS)


def say(code: str, lang: str = "en", /, **params: object) -> str:
    """The message ``code`` in ``lang`` with ``params`` filled in (English as fallback)."""
    return CATALOGUE.text(lang, code, **params)
