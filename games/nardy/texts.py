"""Long Nardy's own sentences, in English and Czech: the screens, the endings and every refusal.

Why codes: the rules report a refusal as a code and parameters
(games/nardy/board.py); this catalogue turns them into words, so the engine
never knows about languages. The sentences every game shares are in
framework/lang/texts.py. Kept free of imports beyond the framework's texts.
"""
from __future__ import annotations


from framework.lang.texts import Catalogue, Translations

__all__ = ["TEXTS", "CATALOGUE"]

TEXTS: dict[str, dict[str, str]] = Translations("games.nardy.texts", "TEXTS", {
    "en": {
        # The unit of the computer's judgement (games/nardy/unit.py): a hint's head, the review's unit, a value.
        "play.hint_head.chance_mars": "Best turns, with your chance to win (and to win with a mars) after each:",
        "review.unit.chance_mars": "Errors and luck are in points of equity (a win is 1 point, a win with a mars 2).",
        "review.value.chance_mars": "win {chance}, with a mars {mars}, equity {equity}",
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
        "invalid.missing_point": "a point is missing: write from/to, like 24/18",
        "invalid.no_move": "type a move, like 24/18 or 13/off",
        "invalid.bad_repeat": "{text}: a repeat is written (2), (3) or (4) right after the move, like 24/18(2)",
        "invalid.several_moves": "{text} is several checker moves ({moves}): type them on the move line",
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
        "illegal.several_dice": "one checker over several dice is played as {moves}, one die at a time",
        "illegal.combined_closed": "every way there stops on a point the opponent holds ({points})",
        "illegal.throw_used_up": "the throw is used up before the whole of it is played",
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
        "play.header": "game {game} · {name} to move",
        "play.header_over": "game {game} · over",
        "play.match": "Match to {match}: {first} {a} - {b} {second}",
        "play.pips": "pips {pips}, off {off}",
        "play.marks": "On the board * marks the points the last turn moved checkers from and to.",
        "play.throw": "Throw: {dice}",
        "play.prompt": "{name} > ",
        "play.refused": "{move}: {reason}.",
        "play.refused_hint": "Type ? for the legal turns, help for the commands.",
        "play.help": "Moves: a checker move (24/18 or 24-18, 13/off), one checker over both dice (18/9 with "
                     "6-3), a repeat (24/18(2)), a whole turn on one line (24/18 18/13); pass (only when "
                     "nothing can be played).",
        "play.turns": "Legal turns ({count}): {turns}",
        "play.turns_more": "... and {count} more.",
        "play.pass_only": "{name} cannot use the throw and must pass: press Enter or type pass.",
        "play.game_won": "{name} wins game {game}: {reason}. Match: {a} - {b}.",
        "play.win": "{winner} wins: {reason}.",
        "play.score": "Final score: {a} - {b}.",
        # --game nardy (games/nardy/spec.py)
        "cli.match": "play a match to this many points (mars counts 2); default a single game",
        "cli.bad_match": "{text}: give 1, 3, 5 or 7",
        "cli.sports": "the sports rule: the opening throw (one die each) is the first move's throw",
        "cli.fixed_board": "draw the board as black sees it for both players (default: turned to the mover)",
        "view.from_seat.0": "The board is drawn from player I's seat.",
        "view.from_seat.1": "The board is drawn from player II's seat.",
        "play.help_hint": "hint: the best three turns, each with your chance to win (and to win with a mars) after it; nothing is played.",
    },
})

CATALOGUE = Catalogue(TEXTS)
