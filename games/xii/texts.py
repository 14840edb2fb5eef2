"""XII Scripta's own sentences, in Czech and English; the shared ones are in framework/lang/texts.py.

The engine's refusals carry a ``code`` and ``params``
(:class:`board.IllegalMoveError`, :class:`board.InvalidCommandError`);
:func:`explain` says them in the player's language, naming points as the board's
rulers do (1-30, then the home points I-VI) and usages in the player's words.
"""
from __future__ import annotations

from board import WORDS, point_name
from framework.lang.texts import COMMON, HOUSE, Catalogue, Translations, shown

__all__ = ["TEXTS", "CATALOGUE", "ENGINE_CODES", "explain"]

TEXTS: dict[str, dict[str, str]] = Translations("games.xii.texts", "TEXTS", {
    "en": {
        # The unit of the computer's judgement (games/xii/unit.py): a hint's head, the review's unit, a value.
        "play.hint_head.chance": "Best turns, with your chance to win after each:",
        "review.unit.chance": "Errors and luck are in points of winning chance (a sure win is 100 points).",
        "review.value.chance": "chance to win {chance}",
        "title": "XII Scripta",
        "about": "The Roman race game, in H. J. R. Murray's reconstruction.",
        # The settings' names, with the seat's drawing on XII's board (the home game's, so the menu asks it).
        "settings.name_i": "Player I's name (digits): {value}",
        "settings.name_ii": "Player II's name (letters): {value}",
        "seat.0": "player I",
        "seat.1": "player II",
        "computer.ask_seat": "Which seat does the computer take: I (digits) or II (letters)?\n"
                             "Enter keeps {value}, 0 goes back: ",
        "computer.bad_seat": "'{text}' is not a seat: type I or II (0 goes back).",
        "computer.ask_length": "Fifteen pieces each, or a short game of three? Type 15 or 3 (Enter: 15): ",
        "computer.bad_length": "'{text}' is not a length of game: type 15 or 3.",
        "pieces.I": "yellow digits",
        "pieces.II": "green letters",
        "pieces.I.plain": "digits",
        "pieces.II.plain": "letters",
        "game.header": "Turn {turn} · {name} (player {seat}, {pieces}) to move",
        "game.header_done": "Turn {turn} · {next} throws next · {name} (player {seat}, {pieces}) has played",
        "game.header_over": "Turn {turn} · the game is over",
        "game.off": "off",
        "game.rules_variant": "Rules: {rules}",
        "rules.exact_bear_off": "bearing off from the end of the course",
        "rules.free_pass": "free pass",
        "option.rules": "Rules: Enter = Murray's. Or the variants: v = a die N bears off from\n"
                        "the Nth point before the end (VI with a 1); p = free pass (pass even\n"
                        "when a die can be used); v p = both: ",
        "option.bad_rules": "'{text}' is not a choice of rules: press Enter for Murray's, or type v, p or v p.",
        "move.place": "enters on {to}",
        "move.move": "{src} → {to}",
        "move.take": "{src} → off",
        "move.pass": "pass",
        "move.captures_you": "{text}, captures your piece",
        "move.captures": "{text}, captures {other}'s piece",
        "move.typed_off": "off",
        "game.throw": "Throw: {throw} · unused dice: {dice}",
        "game.throw_done": "Throw: {throw} · all dice used",
        "game.not_thrown": "The dice are not thrown yet.",
        "game.status": "pips {pips:>3} · waiting {waiting:>2} · captured {captured:>2} · on board {on_board:>2} · off {off:>2}",
        "game.status_bag": "bag {left:>2}",
        "game.bag": "Bag of {name} ({seat}): {faces} — {left}.",
        "game.bag.left.one": "{n} die left",
        "game.bag.left.few": "{n} dice left",        # English says 2-4 as it says 5 ("other"); Czech has its own
        "game.bag.left.other": "{n} dice left",
        "game.bag_unknown": "The bag of {name} ({seat}) cannot be counted from the throws it gave, so the computer takes its throws as fair.",
        "game.bag_fair": "The dice of this game are fair: there is no bag to count.",
        "game.bag_scripted": "The next throw comes from the fixed throws (--dice), not from a bag.",
        "game.bag_rule": "Each player draws from a bag of thirty dice, every face five times, refilled when it is empty.",
        "game.first_random": "Drawn at random: {name} goes first.",
        "game.prompt": "{name} [? = help] > ",
        'game.captured': "Captured! {other}'s piece on point {point} is off the board and must re-enter first.",
        "game.no_move": "No die can be used ({dice}): {why}.",
        "game.no_move_confirm": "Press Enter (or type pass) to end the turn.",
        "game.why_die": "a {die}: {reason}",
        "game.why_nothing": "a {die}: no piece can use it",
        "game.help_commands": "13/18 or 13 5: move your piece on point 13 to 18 (by 5) · VI/off: bear off from VI · place N: enter a piece on point N (1-6) · move P N: move piece P (counted from the start of your course) N points · take N: bear off with die N · pass · a whole turn on one line, between commas: place 1, place 4, 4/10 · bag: what is left in both players' bags of dice",
        "game.marks": "On the board * marks the points the last turn moved pieces from and to.",
        "end.summary": "Turns: {turns} ({name_i} {turns_i}, {name_ii} {turns_ii})",
        "end.borne_off": "Borne off: {name_i} {off_i}, {name_ii} {off_ii}",
        "end.bearing_off": "all pieces borne off",
        "record.what": "an XII Scripta game record",
        "end.yield": "{loser} gave up",
        # the engine's refusals (board.IllegalMoveError codes)
        "illegal.game_over": "The game is over.",
        "illegal.already_thrown": "The dice are already thrown.",
        "illegal.no_throw": "Throw the dice first: press Enter.",
        "illegal.must_play": "You cannot pass while a die can still be used, for example: {example}",
        "illegal.no_die": "No unused die shows {die}; the unused dice are {dice}.",
        "illegal.nothing_to_enter": "You have no piece waiting to enter; move a piece on the board instead.",
        'illegal.blocked': "Point {point} is blocked: two or more of the opponent's pieces stand there.",
        "illegal.captured_first": "Your captured piece must re-enter first: place it on a point 1-6.",
        "illegal.no_piece": "There is no piece {piece}: you have {count} on the board, numbered from the start of your course.",
        "illegal.past_end": "The piece on point {point} cannot move {die}: that would go past the end of the course.",
        "illegal.not_home": "You can bear off only when all your pieces are on the home points I-VI; {outside} still outside.",
        "illegal.no_piece_at": "You have no piece on home point {point}.",
        "illegal.unused_die": "That would leave a usable die unused: use as many dice as the position allows.",
        "illegal.unknown": "That is not an action.",
        # commands that are not commands (board.InvalidCommandError codes)
        "invalid.empty": "Type a command (help lists them and every move possible now).",
        'invalid.unknown_word': "Unknown command '{text}'. Type a move as 13/18 or 13 5 (from point, to point or die), or place, move, take, pass; ? lists them all.",
        "invalid.bad_point": "'{token}' is not a point of your course: 1-30, or a home point I-VI (31-36).",
        "invalid.distance": "From {src} to {to} is {count} points: a die shows 1 to 6.",
        "illegal.no_piece_on": "You have no piece on point {point}.",
        "illegal.off_from_home": "Pieces bear off only from the home points I-VI, not from point {point}.",
        'invalid.arguments': "'{word}' needs {count} number(s): {usage}",
        'invalid.not_a_number': "'{token}' is not a whole number: {usage}",
        "invalid.out_of_range": "{token} is out of range: {usage}",
        "usage.place": "place <point 1-6>",
        "usage.move": "move <piece> <points 1-6>",
        "usage.take": "take <die 1-6>",
        "usage.point": "from point / to point (13/18), or from point and die (13 5)",
        "usage.pass": "pass",
        "usage.yield": "yield",
        "view.from_seat.0": "The board is drawn from player I's seat.",
        "view.from_seat.1": "The board is drawn from player II's seat.",
        "play.help_hint": "hint: the best three turns, each with your chance to win after it; nothing is played.",
        "end.captures": "{name_i} captured {cap_i} of {name_ii}'s pieces; {name_ii} captured {cap_ii} of {name_i}'s.",
    },
})

#: The shared sentences with XII Scripta's own (a later table wins).
CATALOGUE = Catalogue(COMMON, HOUSE, TEXTS)

#: Engine error codes and the parameters each one carries (board.py; ``text``, the line typed, is the error's own).
ENGINE_CODES: dict[str, tuple[str, ...]] = {
    "game_over": (), "already_thrown": (), "no_throw": (), "must_play": ("example",),
    "no_die": ("die", "dice"), "nothing_to_enter": (), "blocked": ("point",), "captured_first": (),
    "no_piece": ("piece", "count"), "past_end": ("point", "die"), "not_home": ("outside",),
    "no_piece_at": ("point",), "unused_die": (), "unknown": (),
    "empty": (), "unknown_word": ("word", "text"), "arguments": ("word", "usage", "count"),
    "not_a_number": ("token", "usage"), "out_of_range": ("token", "usage", "low", "high"),
    # the point forms (13/18, 13 5) read by the view (games/xii/view.py)
    "bad_point": ("token",), "distance": ("src", "to", "count"), "no_piece_on": ("point",),
    "off_from_home": ("point",),
}

def explain(lang: str, error: Exception) -> str:
    """The engine's refusal ``error`` as a sentence in ``lang`` (points and usages in the player's terms)."""
    key = getattr(error, "key", None) or f"illegal.{getattr(error, 'code', 'unknown')}"
    if not CATALOGUE.has(key):
        # A code newer than this catalogue: the engine's own (English) words beat saying nothing.
        return shown(str(error), 200)
    raw = getattr(error, "params", {}) or {}
    params = {name: shown(value, 30) for name, value in raw.items()}
    if isinstance(getattr(error, "text", None), str):     # the line as typed, whole (its spaces closed up)
        params.setdefault("text", shown(" ".join(error.text.split()), 30))
    if "point" in raw:
        params["point"] = point_name(raw["point"])
    if "example" in raw:                    # a legal command, as the player's language words it
        word, _, rest = str(raw["example"]).partition(" ")
        if word in WORDS:
            params["example"] = " ".join(filter(None, (WORDS[word].shown(lang), rest)))
    if "usage" in raw:
        word = str(raw.get("word") or str(raw["usage"]).split()[0]).lower()
        if CATALOGUE.has(f"usage.{word}"):
            params["usage"] = CATALOGUE.text(lang, f"usage.{word}")
    return CATALOGUE.text(lang, key, **params)
