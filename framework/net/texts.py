"""The network client's sentences (the lobby, the table, every refusal of the server), in each language.

One table beside the house's (framework/lang/texts.py COMMON and HOUSE) and the
game's: the client's catalogue is ``Catalogue(COMMON, HOUSE, NET, *spec.texts)``.
Every error code of the protocol (docs/protocol.md) has a ``net.error.<code>``
sentence, and so has each of the connection's own troubles.
"""
from __future__ import annotations

from framework.lang.texts import Translations
from framework.tui.terminal import printable


__all__ = ["NET", "ERROR_CODES", "options_said"]

#: The server's error codes (the contract) and the client's own (framework/net/client.py).
ERROR_CODES = ("bad_json", "bad_utf8", "line_too_long", "too_slow", "hello_first", "hello_timeout", "bad_version",
               "unknown_type", "bad_field", "unknown_game", "bad_option", "no_table", "seat_taken", "table_full",
               "bad_token", "not_seated", "watcher", "not_your_turn", "illegal", "throw_first", "no_throw_due",
               "bad_link", "wrong_link_number", "dice_from_client", "game_over", "not_over", "too_fast",
               "chat_too_fast", "too_long", "too_many_tables", "too_many_waiting", "too_many_connections", "not_gone", "act_first",
               "server_error", "bad_key_proof", "name_taken", "bad_signature",
               "bad_name", "bad_text", "idle_timeout", "server_full", "server_tables_full",
               "no_player", "no_game",
               "unreachable", "refused", "unknown_host", "tls", "disconnected", "timeout", "closed", "bad_address", "client_error")

NET: dict[str, dict[str, str]] = Translations("framework.net.texts", "NET", {
    "en": {
        # connecting
        "lobby.ask_host": "Server (host:port; Enter: {default}): ",
        "lobby.ask_name": "Your name at the table (Enter: {default}): ",
        "net.watch_link": "watch: {url}",
        "lobby.bad_name": "A name has 1 to 24 printable characters, not “{text}”.",
        "lobby.connecting": "Connecting to {address} …",
        "lobby.connect_failed": "No connection to {address}: {reason}",
        "lobby.name_refused": "{address} did not take the name {name}: {reason}",
        "lobby.gone": "The server {address} went away: {reason}",
        # the lobby
        "lobby.title": "Network play · {address} · you are {name}",
        "lobby.none": "No tables yet: type n to open one.",
        "lobby.row": "{n:>3}  {game} · {options} · {first} – {second} · {state}{watchers}{mine}",
        "lobby.watchers": " · {count} watching",
        "lobby.mine": " · your seat",
        "lobby.free": "(free)",
        "lobby.state.open": "waiting for a player",
        "lobby.state.starting": "starting",
        "lobby.state.playing": "playing",
        "lobby.state.over": "over",
        "lobby.state.cancelled": "cancelled",
        "lobby.help": "A number: sit down at that table (or resume your seat there); w and a number: watch it; "
                      "n: open a new table; ratings [GAME]: the best players; history [NAME]: finished games; "
                      "Enter: refresh; 0: back.",
        "lobby.prompt": "Table (1-{last}), w N, n, Enter or 0 > ",
        "lobby.prompt_empty": "n, Enter or 0 > ",
        "lobby.bad": "“{text}” is not a choice here.",
        "lobby.no_such": "There is no table {n}.",
        "lobby.full": "Both seats at table {n} are taken: you can watch it (w {n}).",
        "lobby.pick_game": "Which game? {choices} (0: back) > ",
        "lobby.ask_seat": "Your seat: I, II, or Enter for either > ",
        "lobby.bad_seat": "“{text}” is not a seat: type I, II, or Enter for either.",
        "lobby.opened": "You opened table {table}; waiting for a second player.",
        "lobby.no_options": "default",
        "lobby.option.stones": "{value} pieces each",
        "lobby.option.exact_bear_off": "bearing off from the end",
        "lobby.option.free_pass": "free pass",
        "lobby.option.match": "match to {value}",
        "lobby.option.sports": "sports rule",
        "lobby.option.fixed_board": "fixed board",
        "lobby.option.layout": "board {value}",
        "lobby.option.capture_limit": "capture limit {value}",
        # the table
        "net.table_title": "Table {table} · {game}",
        "net.table_seats": "Seats: I {first} · II {second}",
        "net.wait_prompt": "Waiting for a second player (say TEXT, leave) > ",
        "net.wait_help": "The game begins when both seats are taken. Type say TEXT to talk, leave to go.",
        "net.wait_prompt_turn": "{name} is playing (say, log, leave, ?) > ",
        "net.watch_prompt": "Watching, {name} to play (seat I/II, log, leave) > ",
        "net.end_prompt": "rematch, or Enter: back to the lobby > ",
        "net.end_prompt_watch": "Enter: back to the lobby > ",
        "net.end_prompt_review": "rematch, r: review the game, or Enter: back to the lobby > ",
        "net.end_prompt_watch_review": "r: review the game, or Enter: back to the lobby > ",
        "net.enter_lobby": "Press Enter to go back to the lobby. ",
        "net.seated": "{name} sat down at the table.",
        "net.left": "{name} left the table.",
        "net.begin": "Both seats are taken: the game begins.",
        "net.chat_line": "{name}: {text}",
        "net.reconnecting": "The connection to the server dropped; reconnecting …",
        "net.back_self": "Connected again.",
        "net.gone": "{name}'s connection dropped: {left} left for them to come back.",
        "net.gone_claimable_your_turn": "{name} has not come back: play your turn out, then type claim to win the game.",
        "net.gone_claimable": "{name} has not come back: type claim to win the game, or wait to keep waiting.",
        "net.back": "{name} is back.",
        "net.unsaved": "The server cannot save this table (disk full?): if the server stops, the game since "
                       "move {move} is lost. It keeps trying.",
        "net.saved_again": "The server can save this table again: nothing is lost.",
        "net.claimable": "{name} did not come back in time: claim wins the game, wait keeps waiting.",
        "net.waiting_on": "You keep waiting.",
        "net.cancelled": "The game was cancelled: a player went away before the first move.",
        "net.draw_offered": "{name} offers a draw: type accept or decline.",
        "net.draw_declined": "{name} declined the draw.",
        "net.draw_sent": "Draw offered; {name} answers.",
        "net.no_draw_offer": "There is no draw offer to answer.",
        "net.rematch_offered": "{name} wants a rematch: type rematch to play again (seats swapped).",
        "net.rematch_sent": "Rematch asked; it begins when the other player asks too.",
        "net.rematch_not_over": "A rematch is asked for at the end of the game.",
        "net.result_won": "{name} wins: {result}.",
        "net.result": "The game is over: {result}.",
        "net.no_undo": "Undo is not offered over the network: what is sent is played.",
        "net.no_hint": "The computer gives no hints in a game over the network.",
        "net.not_your_turn": "It is {name}'s turn: wait for it (say TEXT to talk).",
        "net.over_help": "The game is over: type rematch, log, save FILE, or press Enter for the lobby.",
        "net.watcher": "You are watching this table: you cannot play or speak to the players "
                       "(seat I or seat II turns the board).",
        "net.seat_players": "Your board is drawn from your own seat.",
        "net.say_usage": "Type say and the text to send, like: say good luck",
        "net.say_too_long": "A line has at most {most} characters (this one has {length}).",
        "net.muted": "The other player's lines are hidden (mute again shows them).",
        "net.unmuted": "The other player's lines are shown again.",
        "net.confirm_leave": "Leave the table? Your seat is kept while the game is under way. (y/n) ",
        "net.cmd.leave": "{word}: back to the tables (your seat is kept)",
        "net.cmd.say": "{word} TEXT: a line to the table",
        "net.cmd.mute": "{word}: hide the other's lines",
        "net.cmd.claim": "{word}: win when the other does not come back",
        "net.cmd.wait": "{word}: give them more time",
        "net.cmd.rematch": "{word}: another game at the end",
        "net.cmd.seat": "{word} I|II: the board drawn from that seat",
        "net.cmd.accept": "{word}: accept the draw offered",
        "net.cmd.decline": "{word}: decline it",
        "net.bad_throw": "The throw {throw} for {name} does not verify ({reason}). Someone tried to rig the "
                         "dice or the server is faulty: this table is no longer played here.",
        "net.bad_throw_differs": "the revealed links give {throw}",
        "net.bad_event": "The server sent something that does not fit the game ({kind}: {reason}); this table "
                         "is no longer played here.",
        "net.bad_record": "The server's record of this game does not hold ({reason}); this table is no longer "
                          "played here.",
        "net.no_secret": "This computer does not have the secret of your dice chain for this game: your throws "
                         "cannot be made here.",
        "net.unfair.no_commitment": 'The server asked for your first dice link before it committed to its own chain, so it could still have picked the opening. Nothing was revealed; this table is no longer played here.',
        "net.unfair.not_my_anchor": 'The server names a dice chain for your seat that is not yours. Nothing was revealed; this table is no longer played here.',
        "net.unfair.commitment_changed": 'The server changed the dice chains after you revealed your first link: it tried to pick the opening, or told the players different stories. This table is no longer played here.',
        "net.unfair.history_changed": "The server's account of this game's past differs from what you saw: it tried to rewrite it. This table is no longer played here.",
        "net.unfair.seat_changed": 'The server now puts you at the other seat, which no rematch of yours asked for: with the seats the order of the dice links changes. This table is no longer played here.',
        "net.unfair.wrong_opening": "The server's record of this game does not open as the first dice links decide (who moves first, or the opening throw). This table is no longer played here.",
        "net.turn_limit": '{name} has {left} to play; after that you may claim the game.',
        "net.claimable_stalled": '{name} did not play in time: claim wins the game, wait keeps waiting.',
        "net.stalled_claimable": '{name} has not played in time: type claim to win the game, or wait to keep waiting.',
        "net.closed": "The server closed the connection: {reason}",
        "net.rejoin_failed": "Your seat could not be taken again: {reason}",
        # the server's refusals and the connection's troubles
        "net.error.bad_json": "the server could not read a message (not JSON)",
        "net.error.bad_utf8": "the server could not read a message (not UTF-8)",
        "net.error.line_too_long": "a message was too long for the server",
        "net.error.too_slow": "a message arrived too slowly",
        "net.error.hello_first": "the client must say hello first",
        "net.error.hello_timeout": "the client did not say hello in time",
        "net.error.bad_version": "the server speaks another version of the protocol",
        "net.error.bad_key_proof": "the server could not check your key (the proof of it was wrong)",
        "net.error.name_taken": "this name belongs to another player's key: pick another name",
        "net.error.bad_signature": "the server refused an action that was not signed as it expected",
        "lobby.key_file": "Your player key in {path} cannot be used ({reason}). It is left as it is: restore it from a backup, or move it away to start a new key (and a new name).",
        "net.error.unknown_type": "the server does not know that request",
        "net.error.bad_field": "the server refused the field {field} (expected {expected})",
        "net.error.unknown_game": "the server does not offer that game",
        "net.error.bad_option": "the server refused an option of the game",
        "net.error.no_table": "there is no such table (any more)",
        "net.error.seat_taken": "that seat is taken",
        "net.error.table_full": "both seats are taken",
        "net.error.bad_token": "the server does not know your seat's token",
        "net.error.not_seated": "you have no seat at that table",
        "net.error.watcher": "a watcher cannot play or speak to the players",
        "net.error.not_your_turn": "it is not your turn",
        "net.error.illegal": "the server refused the move",
        "net.error.throw_first": "throw the dice first: press Enter",
        "net.error.no_throw_due": "no throw is due now",
        "net.error.bad_link": "the server refused a link of your dice chain",
        "net.error.wrong_link_number": "the server expected another link of your dice chain",
        "net.error.dice_from_client": "the server takes no dice or positions from a client",
        "net.error.game_over": "the game is over",
        "net.error.not_over": "the game is not over yet",
        "net.error.too_fast": "too many messages: slow down",
        "net.error.chat_too_fast": "one line a second, please",
        "net.error.too_long": "the line is too long",
        "net.error.too_many_waiting": "you already have as many tables waiting for a second player as the server allows: sit at someone else's, or wait",
        "net.error.too_many_tables": "you have opened as many tables as the server allows",
        "net.error.too_many_connections": "too many connections from your address",
        "net.error.act_first": "it is your turn to act (throw, move or reveal): play it first, then claim",
        "net.error.not_gone": "the other player's grace period has not run out",
        "net.error.server_error": "the server failed to do it (its other games go on)",
        "net.error.bad_name": "the server refused the name: at most 24 columns of visible letters, digits or signs, "
                              "nothing invisible, each word in one alphabet",
        "net.error.bad_text": "the server refused text that is not valid Unicode (in the field {field})",
        "net.error.idle_timeout": "the server closed a connection silent for too long",
        "net.error.server_full": "the server has as many connections as it takes: try again later",
        "net.error.server_tables_full": "the server has as many unfinished tables as it takes: join one, or try "
                                        "again later",
        "net.error.unreachable": "the server does not answer ({reason})",
        "net.error.refused": "nothing listens there (is the server running, and is the port right?)",
        "net.error.unknown_host": "there is no host {host}",
        "net.error.tls": "the secure connection failed ({reason})",
        "net.error.disconnected": "the connection is down; it is being made again",
        "net.not_sent": "the connection is down, so this was not sent: type it again once it is back",
        "net.error.timeout": "the server did not answer in time",
        "net.error.closed": "the connection is closed",
        "net.error.bad_address": "“{text}” is not a server address (host:port)",
        "net.error.client_error": "the connection failed",
        "net.error.other": "the server refused it ({code})",
        "lobby.prompt_one": "1: sit down at the table, w 1: watch it, n, Enter or 0 > ",
        "lobby.casual": "casual",
        "lobby.ask_casual": "Rated (Enter), or c: casual, not rated > ",
        "lobby.bad_casual": "“{text}” is neither: Enter for a rated game, c for a casual one.",
        "lobby.ratings_title": "Ratings · {pool}",
        "lobby.ratings_columns": "      player · rating ±deviation · games",
        "lobby.ratings_row": "{n:>3}  {name} · {rating} ±{rd} · {games}",
        "lobby.ratings_none": "No rated games in this pool yet.",
        "lobby.pools": "Pools: {pools}",
        "lobby.page": "Rows {first}–{last} of {total}: + next page, - previous.",
        "lobby.ratings_prompt": "A pool (1-{last}), + or -, Enter: back > ",
        "lobby.no_pool": "“{text}” names no rating pool here.",
        "lobby.history_title": "Finished games of {name}",
        "lobby.history_row": "{n:>3}  {date} · {game} · {opponent} · {result}",
        "lobby.history_none": "No finished games yet.",
        "lobby.history_prompt": "A game ({first}-{last}) to open, + or -, Enter: back > ",
        "lobby.history_prompt_none": "Enter: back > ",
        "lobby.result.won": "won",
        "lobby.result.lost": "lost",
        "lobby.result.draw": "draw",
        "lobby.result.none": "cancelled",
        "lobby.fetched_title": "Game {n} · {game} · {names}",
        "lobby.fetched_help": "v: review the game, p: replay it turn by turn, s: save it among your finished games (s FILE: to that file), Enter: back.",
        "lobby.fetched_prompt": "v, p, s [FILE] or Enter > ",
        "lobby.bad_fetched": "The server's record of this game cannot be read: {reason}",
        "lobby.saved": "Saved: {path}",
        "lobby.saved_already": "{path} exists already: give another name.",
        "lobby.save_failed": "Not saved: {reason}",
        "net.error.no_player": "no one has played under that name on this server",
        "net.error.no_game": "the server has no such finished game",
    },
})


def options_said(words, lang: str, options: dict) -> list[str]:
    """A table's options as the lobby and the web page list them, in ``lang`` (``lobby.option.NAME`` of
    ``words``, a Catalogue with NET): those at their default (off, none) left out; an option no sentence
    names shown by its name and value as the server sent them."""
    shown = []
    for name, value in sorted(options.items(), key=lambda kv: str(kv[0])):
        if value in (False, None, "", 0):
            continue
        key = f"lobby.option.{name}"
        text, label = printable(str(value), 12), printable(str(name), 16)
        if words.has(key):
            shown.append(words.text(lang, key, value=text))
        else:
            shown.append(label if value is True else f"{label} {text}")
    return shown
