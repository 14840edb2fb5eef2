"""The game at the keyboard over the network (framework/net/remote_play.py), against a scripted table.

The table here (tests/net/helpers_table.py) stands for the server's: the same engine, the same joint dice
(three hash chains), the events of the contract; the client's connection is
a queue. So these tests check what the client does with what a server says:
the mirror rebuilt from a snapshot, each action sent and applied only when the
server's event comes back, every throw verified (a rigged one stops the
table), the other seat's link revealed by itself, the board drawn from the
local seat, watchers refused.
"""
from __future__ import annotations

import pytest

from framework.core.fair_dice import to_hex
from framework.net.texts import ERROR_CODES, NET
from framework.lang.texts import COMMON, HOUSE, LANGUAGES, Catalogue, placeholders
from helpers_table import ScriptedTable, a_legal_move, run_quietly, table_client


def test_my_throw_and_move_go_to_the_server_and_come_back_as_its_events(tmp_path):
    table = ScriptedTable(first=0)
    loop, conn, term = table_client(table, 0, ["", a_legal_move], tmp_path)
    run_quietly(loop)
    acts = [m for m in conn.sent if m["type"] == "act"]
    assert acts[0]["action"] == "throw" and acts[0]["n"] == 2
    assert acts[1]["action"] == table.session.history[0].text
    assert loop.session.history[-1].text == table.session.history[-1].text
    assert loop.session.game.notation() == table.session.game.notation()


def test_the_other_seats_throw_is_verified_and_its_link_revealed_by_itself(tmp_path):
    table = ScriptedTable(first=1)
    loop, conn, term = table_client(table, 0, [], tmp_path)
    loop.pump()
    conn.inbox.put(table.event("link", n=2))
    loop.pump()
    assert any(m.get("action") == "reveal" and m["n"] == 2 and m["link"] == to_hex(table.chains[0].link(2))
               for m in conn.sent)
    conn.inbox.put(table.throw())
    loop.pump()
    assert loop.stopped is None
    assert loop.session.game.throw() == table.session.game.throw()


def test_a_rigged_throw_is_said_plainly_and_the_table_is_no_longer_played(tmp_path):
    table = ScriptedTable(first=1)
    loop, conn, term = table_client(table, 0, [""], tmp_path)
    loop.pump()
    conn.inbox.put(table.throw(rig=True))
    run_quietly(loop)
    assert loop.stopped is not None and "does not verify" in loop.stopped
    assert "does not verify" in " ".join(term.out.getvalue().split())


def test_a_server_link_that_does_not_follow_its_commitment_stops_the_table(tmp_path):
    table = ScriptedTable(first=1)
    loop, conn, term = table_client(table, 0, [""], tmp_path)
    loop.pump()
    conn.inbox.put(table.throw(forge=True))
    run_quietly(loop)
    assert loop.stopped is not None and "does not verify" in loop.stopped
    assert not loop.session.game.throw(), "the forged throw was not played"


def test_an_illegal_move_is_refused_here_and_never_sent(tmp_path):
    table = ScriptedTable(first=0)
    loop, conn, term = table_client(table, 0, ["", "nonsense 99"], tmp_path)
    run_quietly(loop)
    assert [m["action"] for m in conn.sent if m["type"] == "act"] == ["throw"]
    assert not loop.session.history


def test_a_watcher_sees_the_game_and_is_refused_an_action(tmp_path):
    table = ScriptedTable(first=0)
    loop, conn, term = table_client(table, None, [], tmp_path)
    loop.pump()
    loop.command("say hello", thrown=False)
    loop.command("13", thrown=True)
    assert not [m for m in conn.sent if m["type"] in ("act", "say")]
    assert "You are watching this table" in term.out.getvalue() or \
        any("watching" in str(n) for n in loop.notes)


def test_undo_and_hints_are_not_offered_and_say_goes_to_the_table(tmp_path):
    table = ScriptedTable(first=0)
    loop, conn, term = table_client(table, 0, [], tmp_path)
    loop.pump()
    loop.command("undo", thrown=True)
    loop.command("hint", thrown=True)
    loop.command("say good luck", thrown=True)
    assert any("not offered over the network" in str(n) for n in loop.notes)
    assert any("no hints in a game over the network" in str(n) for n in loop.notes)
    assert {"type": "say", "table": "t1", "token": "token", "text": "good luck"} in conn.sent
    loop.command("say " + "x" * 201, thrown=True)
    assert len([m for m in conn.sent if m["type"] == "say"]) == 1


def test_a_missed_event_asks_for_a_snapshot(tmp_path):
    table = ScriptedTable(first=1)
    loop, conn, term = table_client(table, 0, [], tmp_path)
    loop.pump()
    table.seq += 1                      # an event the client never got
    conn.inbox.put(table.event("watchers", count=2))
    loop.pump()
    assert conn.sent[-1] == {"type": "join", "table": "t1", "token": "token"}


def test_the_networks_words_are_in_every_language_with_the_same_placeholders():
    for lang in LANGUAGES:
        assert set(NET[lang]) == set(NET["en"]), lang
        for key, template in NET[lang].items():
            assert placeholders(template) == placeholders(NET["en"][key]), (lang, key)
    for code in ERROR_CODES:
        assert f"net.error.{code}" in NET["en"]


def test_a_snapshot_whose_seats_are_junk_draws_the_table_without_names(tmp_path):
    """A server that sends seats that are not two names (7, a dict, one name): the screen still comes up,
    the game still mirrored, the seats named by the game's own words."""
    for junk in (7, {"a": 1}, ["Alice"], None):
        table = ScriptedTable(first=0)
        snapshot = table.snapshot(0)
        snapshot["info"]["seats"] = junk
        loop, conn, term = table_client(table, 0, [], tmp_path)
        conn.inbox.get_nowait()                     # the well-formed snapshot table_client queued
        conn.inbox.put(snapshot)
        loop.pump()
        assert loop.session is not None and loop.session.game.notation() == table.session.game.notation()
        assert loop.names() == ("player I", "player II")
        loop.waiting_lines()                        # the seats line of the waiting screen is drawn too


def test_a_table_called_off_while_i_was_away_says_so_and_goes_back_to_the_lobby(tmp_path):
    """Back at a table whose game the server cancelled (a player went away before the first move): the
    snapshot says ``cancelled``; the screen says why and returns to the lobby at Enter, never waits for
    a game that will not come."""
    table = ScriptedTable(first=0)
    loop, conn, term = table_client(table, 0, [""], tmp_path)
    snapshot = conn.inbox.get_nowait()
    snapshot["info"]["state"], snapshot["record"] = "cancelled", ""
    conn.inbox.put(snapshot)
    run_quietly(loop)
    assert "The game was cancelled" in term.out.getvalue()
    assert not [m for m in conn.sent if m["type"] == "act"]


def test_enter_while_the_other_seat_plays_only_shows_the_screen_again(tmp_path):
    """An empty line on the waiting screen (or a watcher's) is no move of anyone's: nothing is sent, no
    refusal is said, and the other seat's legal moves are not listed as if they were the reader's."""
    for seat in (0, None):
        table = ScriptedTable(first=1)
        loop, conn, term = table_client(table, seat, [], tmp_path)
        conn.inbox.put(table.throw())                   # the other seat has thrown and is to move
        loop.pump()
        assert loop.session.game.to_move() == 1 and not loop.session.needs_throw
        assert loop.command("", thrown=True) is True
        assert not [m for m in conn.sent if m["type"] == "act" and m.get("action") != "reveal"]
        assert not [n for n in loop.notes if isinstance(n, tuple) and n[0] == "error"]
        assert not any("place" in str(n) for n in loop.notes), loop.notes


def test_a_number_no_game_can_hold_from_the_server_stops_the_table_without_a_traceback(tmp_path):
    """JSON lets a server send Infinity (``int()`` of it overflows): the event is refused as not fitting
    the game, the table is left with a sentence, the program goes on."""
    table = ScriptedTable(first=0)
    loop, conn, term = table_client(table, 0, [], tmp_path)
    loop.pump()
    conn.inbox.put(table.event("gone", seat=1, name="Bob", grace_ms=float("inf")))
    loop.pump()
    assert loop.stopped is not None


@pytest.mark.parametrize("lang", ["en", "pl", "ru"])
@pytest.mark.parametrize("say, undo, mute", [("powiedz", "cofnij", "wycisz"), ("скажи", "отмени", "тихо"),
                                             ("rekni", "zpět", "ztišit")])
def test_the_networks_words_are_understood_in_every_language(tmp_path, lang, say, undo, mute):
    table = ScriptedTable(first=0)
    loop, conn, term = table_client(table, 0, [], tmp_path, lang=lang)
    loop.pump()
    loop.command(f"{say} good luck", thrown=True)
    assert {"type": "say", "table": "t1", "token": "token", "text": "good luck"} in conn.sent
    loop.command(undo, thrown=True)
    no_undo = Catalogue(COMMON, HOUSE, NET).text(lang, "net.no_undo")
    assert any(no_undo in str(n) for n in loop.notes)
    loop.command(mute, thrown=True)
    assert loop.muted
