"""The client's connection (framework/net/client.py) and its game screen against the real server, in-process.

The server runs in a thread of its own with its own event loop on a free
loopback port; each client's connection runs in its own thread, as in the
game. Checked here: hello and the server's refusals as NetError codes, a
dropped connection reconnected by itself with the seat taken again (a new
snapshot), and a whole short XII Scripta game played to its end by two
game screens (remote_play.NetTable) through the server, each mirror agreeing
with the server's record.
"""
from __future__ import annotations

import io
import threading
import time

import pytest

from framework.net.client import Address, Connection, NetError, parse_address
from games import REGISTRY
from helpers_client import ServerThread, WAIT, connected, follow, play_through, same, screen, seated_pair
from helpers_games import cases, listing, names

pytestmark = pytest.mark.slow          # whole games through a real server and its sockets


def next_of(conn: Connection, test, timeout: float = WAIT) -> dict:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        m = conn.get(0.1)
        if m is not None and test(m):
            return m
    raise AssertionError("the expected message did not come")


def test_hello_gives_the_servers_games_and_a_refusal_is_a_net_error_with_its_code(server):
    conn = connected(server, "Alice")
    try:
        assert set(conn.server["games"]) >= set(names())
        assert conn.request("list")["tables"] == []
        with pytest.raises(NetError) as caught:
            conn.request("join", table="t404", token="x" * 32)
        assert caught.value.code == "no_table"
    finally:
        conn.close()


def test_a_server_that_is_not_there_is_a_net_error_not_a_traceback():
    conn = Connection(Address("127.0.0.1", 1), "Alice")
    with pytest.raises(NetError) as caught:
        conn.open(timeout=WAIT)
    assert caught.value.code == "refused"


def test_a_dropped_connection_comes_back_by_itself_and_takes_its_seat_again(server):
    alice = connected(server, "Alice")
    try:
        reply = alice.request("create", game="ataxx", options={}, seat=0)
        alice.rejoin[reply["table"]] = {"token": reply["token"]}
        next_of(alice, lambda m: m.get("type") == "snapshot")
        server.drop_everyone()
        next_of(alice, lambda m: m.get("type") == "net" and m["state"] == "down")
        next_of(alice, lambda m: m.get("type") == "net" and m["state"] == "up")
        snapshot = next_of(alice, lambda m: m.get("type") == "snapshot")
        assert snapshot["table"] == reply["table"] and snapshot["seat"] == 0
        assert alice.request("list")["tables"][0]["seats"][0] == "Alice"
    finally:
        alice.close()


def test_addresses_are_read_with_their_port_and_refused_in_words():
    assert parse_address("example.org") == Address("example.org", 7412)
    assert parse_address("[::1]:7000") == Address("::1", 7000)
    assert parse_address("h:7413", cafile="ca.pem") == Address("h", 7413, True, "ca.pem")
    for bad in ("h:0", "h:70000", "h:x", "[::1", "", "a b"):
        with pytest.raises(NetError) as caught:
            parse_address(bad)
        assert caught.value.code == "bad_address"


# ---------------------------------------------------------------- a whole game through two screens

def test_a_rematch_swaps_the_seats_with_new_chains_and_a_watcher_follows_the_first_game(server):
    (alice, bob), (ha, hb) = seated_pair(server)
    carol = connected(server, "Carol")
    try:
        carol.request("watch", table=ha.table)
        screens = [screen(alice, ha, ha.table, rematches=1), screen(bob, hb, hb.table, rematches=1),
                   screen(carol, None, ha.table)]
        play_through(screens, 15)
        (la, _, _), (lb, _, _), (lc, keys_c, tc) = screens
        assert (la.seat, lb.seat) == (1, 0), "the rematch swapped the seats"
        assert la.session.game_over and lb.session.game_over
        assert la.session.players[1].name == "Alice" and lb.session.players[0].name == "Bob"
        assert la.held.secret != ha.secret and not la.held.next_secret, "the second game's own chain"
        table = server.server.tables[ha.table]
        assert table.games == 1
        assert [p.text for p in table.session.history] == [p.text for p in la.session.history]
        assert lc.seat is None and not [t for t in keys_c.typed if t], "the watcher only pressed Enter at the end"
        assert "wins!" in tc.out.getvalue()
    finally:
        for conn in (alice, bob, carol):
            conn.close()


def test_a_short_game_is_played_to_its_end_by_two_screens_through_the_server_and_watched(server):
    (alice, bob), (ha, hb) = seated_pair(server)
    carol = connected(server, "Carol")
    try:
        carol.request("watch", table=ha.table)
        screens = [screen(alice, ha, ha.table), screen(bob, hb, hb.table), screen(carol, None, ha.table)]
        screens[2][0].command("seat II", thrown=False)
        play_through(screens)
        (la, _, _), (lb, _, _), (lc, _, tc) = screens
        assert la.session.game_over and lb.session.game_over and lc.session.game_over
        assert la.session.game.notation() == lb.session.game.notation() == lc.session.game.notation()
        assert [p.text for p in la.session.history] == [p.text for p in lb.session.history]
        table = server.server.tables[ha.table]
        assert [p.text for p in table.session.history] == [p.text for p in la.session.history]
        assert lc.view_seat == 1 and "The board is drawn from player II's seat." in tc.out.getvalue()
    finally:
        for conn in (alice, bob, carol):
            conn.close()


#: Each companion game's tables played to the end by two screens (the home game's are above): options that keep
#: a game short; Long Nardy also as a match under the sports rule.
OPTIONS = {"ataxx": ({},), "latrunculi": ({"capture_limit": 10},),
           "nardy": ({}, pytest.param({"match": 3, "sports": True}, marks=pytest.mark.slow))}


@pytest.mark.parametrize("game, options", cases(OPTIONS, "OPTIONS in tests/net/test_client_connection.py (rows of "
                                                         "options that keep its game short)",
                                                [name for name in names() if listing(name).companion]))
def test_every_other_game_is_played_to_its_end_by_two_screens_through_the_server(server, game, options):
    entry = next(e for e in REGISTRY if e.name == game)
    (alice, bob), (ha, hb) = seated_pair(server, game, options)
    try:
        screens = [screen(alice, ha, ha.table, spec=entry.spec()), screen(bob, hb, hb.table, spec=entry.spec())]
        play_through(screens, 90)
        (la, _, _), (lb, _, _) = screens
        assert la.session.game_over and lb.session.game_over
        assert la.session.game.notation() == lb.session.game.notation()
        table = server.server.tables[ha.table]
        assert [p.text for p in table.session.history] == [p.text for p in la.session.history]
    finally:
        alice.close()
        bob.close()


def test_a_player_gone_past_the_grace_period_is_claimed_from_the_screen(tmp_path):
    server = ServerThread(tmp_path, grace_s=0.3)
    (alice, bob), (ha, hb) = seated_pair(server, "ataxx", {})
    try:
        loop, _, term = screen(alice, ha, ha.table, spec=next(e for e in REGISTRY if e.name == "ataxx").spec())
        follow(loop, lambda: loop.session is not None)
        game = loop.session.game
        mover = (alice, ha) if game.to_move() == 0 else (bob, hb)
        mover[0].request("act", table=ha.table, token=mover[1].token,
                         action=game.format_action(game.legal_actions()[0]))
        follow(loop, lambda: len(loop.session.history) == 1)
        bob.close()
        follow(loop, lambda: loop.gone is not None)
        assert "Bob's connection dropped" in " ".join(str(x) for x in loop.under_board())
        follow(loop, lambda: loop.gone["claimable"])
        assert loop.command("claim", thrown=True)
        follow(loop, lambda: loop.session.game_over)
        assert loop.session.outcome.winner == 0, "the absent player gave up"
    finally:
        alice.close()
        bob.close()
        server.stop()


def test_claiming_before_the_grace_period_is_over_is_refused_in_words(server):
    (alice, bob), (ha, hb) = seated_pair(server, "ataxx", {})
    try:
        loop, _, _ = screen(alice, ha, ha.table, spec=next(e for e in REGISTRY if e.name == "ataxx").spec())
        follow(loop, lambda: loop.session is not None)
        loop.command("claim", thrown=True)
        assert any("grace period has not run out" in str(n) for n in loop.notes), loop.notes
    finally:
        alice.close()
        bob.close()


def test_a_server_stopped_mid_game_and_started_again_finds_both_screens_back_and_the_game_ends(tmp_path):
    first = ServerThread(tmp_path)
    port = first.server.port
    (alice, bob), (ha, hb) = seated_pair(first)
    screens = [screen(alice, ha, ha.table), screen(bob, hb, hb.table)]
    la, lb = screens[0][0], screens[1][0]
    try:
        follow([la, lb], lambda: la.session is not None and lb.session is not None)
        # A few actions through the screens' own code, then the server goes away.
        for _ in range(6):
            loop = la if la.session.game.to_move() == 0 else lb
            if loop.session.needs_throw:
                loop.send_throw()
            else:
                loop.act(loop.session.game.format_action(loop.session.game.legal_actions()[0]))
            follow([la, lb], lambda: same(la, lb))
        history = [p.text for p in la.session.history]
        first.stop()
        follow([la, lb], lambda: la.dropped and lb.dropped)
        second = ServerThread(tmp_path, port=port)
        try:
            follow([la, lb], lambda: not la.dropped and not lb.dropped and la.seq == lb.seq)
            assert [p.text for p in la.session.history] == history
            assert lb.session.game.notation() == la.session.game.notation()
            play_through(screens)
            assert la.session.game_over and lb.session.game_over
            table = second.server.tables[ha.table]
            assert [p.text for p in table.session.history] == [p.text for p in la.session.history]
        finally:
            second.stop()
    finally:
        alice.close()
        bob.close()


def test_a_seats_links_are_revealed_while_its_player_is_away_from_the_loop(server):
    """Neither loop is asked to follow the other's messages: each seat's links still go out (the
    connection's own thread reveals them), so the game begins and the first throw comes."""
    (alice, bob), (ha, hb) = seated_pair(server)
    try:
        la, lb = screen(alice, ha, ha.table)[0], screen(bob, hb, hb.table)[0]
        follow(la, lambda: la.session is not None)          # Bob's loop has not run: link 1 was his thread's
        follow(lb, lambda: lb.session is not None)
        mover = la if la.session.game.to_move() == 0 else lb
        mover.send_throw()                                  # only the mover's loop runs meanwhile
        assert not mover.session.needs_throw and mover.stopped is None
    finally:
        alice.close()
        bob.close()


def test_the_clocks_are_the_servers_and_the_record_saved_here_keeps_them(server, tmp_path):
    ataxx = next(e for e in REGISTRY if e.name == "ataxx").spec()
    (alice, bob), (ha, hb) = seated_pair(server, "ataxx", {"clock_ms": 300000})
    try:
        la, lb = screen(alice, ha, ha.table, spec=ataxx)[0], screen(bob, hb, hb.table, spec=ataxx)[0]
        follow([la, lb], lambda: la.session is not None and lb.session is not None)
        for _ in range(4):
            loop = la if la.session.game.to_move() == 0 else lb
            time.sleep(0.05)                                # some thought
            loop.act(loop.session.game.format_action(loop.session.game.legal_actions()[0]))
            follow([la, lb], lambda: same(la, lb))
        table = server.server.tables[ha.table]
        assert la.session.clocks[-1] == lb.session.clocks[-1] == table.session.clocks[-1]
        assert la.session.clocks[-1][0] < 300000 and la.session.clocks[-1][1] < 300000
        la.command(f"save {tmp_path / 'game.ataxx'}", thrown=True)
        from framework.core.record import read
        saved = read((tmp_path / "game.ataxx").read_text("utf-8"), ataxx.codec)
        assert saved.entries[-1].clocks == table.scribe.record.entries[-1].clocks
    finally:
        alice.close()
        bob.close()


def test_a_draw_offered_at_one_screen_is_accepted_at_the_other_and_both_games_end_drawn(server):
    latrunculi = next(e for e in REGISTRY if e.name == "latrunculi").spec()
    (alice, bob), (ha, hb) = seated_pair(server, "latrunculi", {})
    try:
        la, lb = (screen(alice, ha, ha.table, spec=latrunculi)[0], screen(bob, hb, hb.table, spec=latrunculi)[0])
        follow([la, lb], lambda: la.session is not None and lb.session is not None)
        mover, other = (la, lb) if la.session.game.to_move() == 0 else (lb, la)
        assert other.command("accept", thrown=True) is True      # no draw offered yet: refused, the table stays
        assert other.notes and other.notes[-1][0] == "error" and not other.left
        mover.command("draw", thrown=True)
        follow(other, lambda: any("offers a draw" in str(n) for n in other.notes))
        other.command("accept", thrown=True)
        follow([la, lb], lambda: la.session.game_over and lb.session.game_over)
        assert la.session.outcome.winner is None and lb.session.outcome.winner is None
        assert server.server.tables[ha.table].session.outcome.winner is None
    finally:
        alice.close()
        bob.close()


def test_yield_asks_first_and_the_other_player_wins_at_every_screen(server):
    (alice, bob), (ha, hb) = seated_pair(server, "ataxx", {})
    ataxx = next(e for e in REGISTRY if e.name == "ataxx").spec()
    try:
        (la, _, ta), (lb, _, _) = screen(alice, ha, ha.table, spec=ataxx), screen(bob, hb, hb.table, spec=ataxx)
        follow([la, lb], lambda: la.session is not None and lb.session is not None)
        ta.inp = io.BytesIO(b"n\ny\n")                      # no, then yes
        la.command("yield", thrown=True)
        assert not la.session.game_over and any("Playing on" in str(n) for n in la.notes)
        la.command("yield", thrown=True)
        follow([la, lb], lambda: la.session.game_over and lb.session.game_over)
        assert la.session.outcome.winner == lb.session.outcome.winner == 1
    finally:
        alice.close()
        bob.close()


def test_a_server_that_stops_answering_is_dropped_and_the_connection_made_again(tmp_path):
    """A server whose machine went away says no goodbye: the client's ping goes unanswered, the
    connection is dropped and made again (here to a server that answers hello, then nothing)."""
    import asyncio
    import json as json_

    async def mute(reader, writer):
        writer.write((json_.dumps({"type": "welcome", "server": "mute", "version": 3, "key": "ab" * 32, "challenge": "cd" * 32}) + "\n").encode())
        hello = json_.loads(await reader.readline())
        writer.write((json_.dumps({"type": "ok", "id": hello["id"], "reply": "hello", "server": "mute",
                                   "version": 3, "games": []}) + "\n").encode())
        await writer.drain()
        while await reader.readline():
            pass                                    # pings unanswered

    loop = asyncio.new_event_loop()
    started = threading.Event()
    holder: dict = {}

    def serve():
        asyncio.set_event_loop(loop)
        holder["server"] = loop.run_until_complete(asyncio.start_server(mute, "127.0.0.1", 0))
        started.set()
        loop.run_forever()
    threading.Thread(target=serve, daemon=True).start()
    assert started.wait(WAIT)
    port = holder["server"].sockets[0].getsockname()[1]
    conn = Connection(Address("127.0.0.1", port), "Alice")
    conn.ping_s, conn.pong_s = 0.1, 0.2
    try:
        conn.open(timeout=WAIT)
        next_of(conn, lambda m: m.get("type") == "net" and m["state"] == "down")
        next_of(conn, lambda m: m.get("type") == "net" and m["state"] == "up")
    finally:
        conn.close()
        loop.call_soon_threadsafe(loop.stop)
