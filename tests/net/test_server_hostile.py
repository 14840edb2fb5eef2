"""Hostile and clumsy clients: every bad message is answered with its code, the table keeps its state,
and another table plays on unaffected."""
import asyncio
import random

import pytest

from games import REGISTRY
from helpers_games import names, spec
from helpers_net import NetClient, Player, play_out, running_server


async def seated_pair(server, game="ataxx", options=None):
    a = await NetClient("Alice").connect(server.port)
    b = await NetClient("Bob").connect(server.port)
    pa, pb = Player(a, spec(game), random.Random(1)), Player(b, spec(game), random.Random(2))
    await pa.create(options, seat=0)
    await pb.join(pa.table)
    await a.wait_for(lambda m: m["type"] == "snapshot" and m["info"]["state"] == "playing")
    return pa, pb


async def record_of(client, table):
    """The table's record as a fresh watcher sees it."""
    reply = await client.request({"type": "watch", "table": table})
    assert reply["type"] == "ok"
    snap = await client.wait_for(lambda m: m["type"] == "snapshot" and m["table"] == table and m["seat"] is None)
    return snap["record"]


def test_every_bad_message_is_answered_and_another_table_plays_on(tmp_path):
    async def run():
        async with running_server(REGISTRY, tmp_path) as server:
            other = await seated_pair(server, "latrunculi", {"capture_limit": 20})
            background = asyncio.create_task(play_out(list(other), timeout=40))
            pa, pb = await seated_pair(server)
            mallory = await NetClient("Mallory").connect(server.port)
            codes = {}
            before = await record_of(mallory, pa.table)

            async def raw(data):
                already = len(mallory.messages)
                await mallory.send_raw(data)
                reply = await mallory.wait_for(lambda m: m["type"] == "error" and any(
                    m is later for later in mallory.messages[already:]))
                return reply["code"]
            codes["json"] = await raw(b'{"type": "ping",\n')
            codes["utf8"] = await raw(b'{"type": "ping", "x": "\xff\xfe"}\n')
            codes["array"] = await raw(b'[1, 2, 3]\n')
            codes["deep"] = await raw(b"[" * 100 + b"]" * 100 + b"\n")
            codes["unknown"] = await mallory.error({"type": "teleport"})
            codes["huge"] = await mallory.error({"type": "act", "table": pa.table, "token": pa.token,
                                                 "action": "a2a3", "n": 10 ** 30})
            codes["huge_id"] = await raw(b'{"type": "ping", "id": 100000000000000000000000000000}\n')
            # Black (pa) is to move: Black's token stolen, White out of turn, Black's move of White's piece, a
            # wrong token, a watcher, dice and positions from a client.
            codes["watcher"] = await mallory.error({**pa.act("a1a2"), "token": "nottheretoken"})
            codes["say_watcher"] = await mallory.error({"type": "say", "table": pa.table, "token": "abc",
                                                        "text": "hello"})
            # A token alone acts for no one: every action is signed by the seat's key.
            codes["stolen_token"] = await mallory.error(pa.act("a2a3"))
            codes["out_of_turn"] = await pb.client.error(pb.act("a7a6"))
            codes["other_seat"] = await pa.client.error(pa.act("a1a2"))
            codes["illegal"] = await pa.client.error(pa.act("a7a4"))
            codes["bad_token"] = await mallory.error({**pa.act("a1a2"), "token": "x" * 32})
            codes["dice_field"] = await mallory.error({**pa.act("a1a2"), "dice": [6, 6]})
            codes["position"] = await mallory.error({**pa.act("a1a2"), "fen": "7/7/7/7/7/7/7 x 0 1"})
            codes["roll"] = await pa.client.error(pa.act("roll 6 6"))
            codes["start"] = await mallory.error({"type": "create", "game": "ataxx",
                                                  "options": {"start": "x6/7/7/7/7/7/6o x 0 1"}})
            codes["no_table"] = await mallory.error({"type": "join", "table": "t999"})
            codes["full"] = await mallory.error({"type": "join", "table": pa.table})
            codes["game"] = await mallory.error({"type": "create", "game": "chess"})
            codes["option"] = await mallory.error({"type": "create", "game": "xii", "options": {"stones": 99},
                                                   "commit": "0" * 64})
            codes["say_long"] = await mallory.error({"type": "say", "table": pa.table, "token": pa.token,
                                                     "text": "x" * 201})
            codes["claim_early"] = await mallory.error({"type": "claim", "table": pa.table, "token": pa.token,
                                                        "what": "win"})
            codes["rematch_early"] = await mallory.error({"type": "rematch", "table": pa.table, "token": pa.token})
            codes["no_throw"] = await pa.client.error(pa.act("throw", n=2, link="0" * 64))
            after = (await mallory.request({"type": "list"}))["tables"]
            await background
            return codes, before, after, other, pa
    codes, before, after, other, pa = asyncio.run(run())
    assert codes == {
        "json": "bad_json", "utf8": "bad_utf8", "array": "bad_json", "deep": "bad_json", "unknown": "unknown_type",
        "huge": "bad_field", "huge_id": "bad_field", "stolen_token": "bad_signature", "out_of_turn": "not_your_turn",
        "other_seat": "illegal", "illegal": "illegal", "bad_token": "bad_token", "watcher": "watcher",
        "dice_field": "dice_from_client", "position": "dice_from_client", "roll": "dice_from_client",
        "start": "dice_from_client", "no_table": "no_table", "full": "table_full", "game": "unknown_game",
        "option": "bad_option", "say_long": "too_long", "say_watcher": "watcher", "claim_early": "not_gone",
        "rematch_early": "not_over", "no_throw": "no_throw_due"}
    assert other[0].mirror.game_over                     # the other table played to its end meanwhile
    table = next(t for t in after if t["table"] == pa.table)
    assert table["state"] == "playing" and table["seats"] == ["Alice", "Bob"]


def test_an_illegal_action_is_the_engines_refusal_and_changes_nothing(tmp_path):
    async def run():
        async with running_server(REGISTRY, tmp_path) as server:
            pa, pb = await seated_pair(server)
            watcher = await NetClient("Wanda").connect(server.port)
            before = await record_of(watcher, pa.table)
            reply = await pa.client.request(pa.act("a7a4"))
            again = await NetClient("Walt").connect(server.port)
            return reply, before, await record_of(again, pa.table)
    reply, before, after = asyncio.run(run())
    assert reply["code"] == "illegal" and reply["params"]["action"] == "a7a4"
    assert reply["params"]["key"].startswith(("illegal.", "invalid."))
    assert before == after


def test_anything_before_hello_is_refused(tmp_path):
    async def run():
        async with running_server(REGISTRY, tmp_path) as server:
            c = await NetClient("Early").connect(server.port, hello=False)
            first = await c.error({"type": "list"})
            version = await c.error({"type": "hello", "version": 1, "name": "Early"})
            name = await c.error(await c.hello_message("\x1b[2J"))
            hello = await c.request(await c.hello_message())
            return first, version, name, hello
    first, version, name, hello = asyncio.run(run())
    assert (first, version, name) == ("hello_first", "bad_version", "bad_name")
    assert hello["type"] == "ok" and hello["version"] == 3 and "xii" in hello["games"]


def test_a_line_over_4_kib_is_refused_then_the_connection_closed(tmp_path):
    async def run():
        async with running_server(REGISTRY, tmp_path) as server:
            c = await NetClient("Big").connect(server.port)
            await c.send_raw(b'{"type": "ping", "pad": "' + b"x" * 5000 + b'"}\n')
            reply = await c.wait_for(lambda m: m["type"] == "error")
            await asyncio.wait_for(c.task, 5)
            return reply["code"], c.closed
    assert asyncio.run(run()) == ("line_too_long", True)


def test_a_slow_line_and_a_silent_connection_are_cut_off(tmp_path):
    async def run():
        async with running_server(REGISTRY, tmp_path, line_s=0.3, hello_s=0.3) as server:
            slow = await NetClient("Slow").connect(server.port)
            await slow.send_raw(b'{"type": "pi')             # and nothing more
            cut = await slow.wait_for(lambda m: m["type"] == "error")
            silent = await NetClient("Silent").connect(server.port, hello=False)
            quiet = await silent.wait_for(lambda m: m["type"] == "error")
            await asyncio.wait_for(asyncio.gather(slow.task, silent.task), 5)
            return cut["code"], quiet["code"]
    assert asyncio.run(run()) == ("too_slow", "hello_timeout")


def test_a_flood_is_slowed_down_and_the_server_keeps_serving(tmp_path):
    async def run():
        async with running_server(REGISTRY, tmp_path, rate=20.0, burst=5, chat_s=1.0) as server:
            flood = await NetClient("Flood").connect(server.port)
            for _ in range(50):
                await flood.send({"type": "ping"})
            await flood.wait_for(lambda m: m.get("id") == 51)
            codes = [m.get("code") for m in flood.messages if m["type"] == "error"]
            calm = await NetClient("Calm").connect(server.port)
            pong = await calm.request({"type": "ping"})
            return codes, pong
    codes, pong = asyncio.run(run())
    assert codes and set(codes) == {"too_fast"} and pong["type"] == "pong"


def test_chat_is_once_a_second_and_too_many_connections_are_refused(tmp_path):
    async def run():
        async with running_server(REGISTRY, tmp_path, chat_s=1.0, connections=2, cap_loopback=True) as server:
            pa, pb = await seated_pair(server)
            say = {"type": "say", "table": pa.table, "token": pa.token, "text": "good luck"}
            first = await pa.client.request(say)
            second = await pa.client.request(say)
            third = NetClient("Crowd")
            await third.connect(server.port, hello=False)
            refused = await third.wait_for(lambda m: m["type"] == "error")
            heard = await pb.client.wait_for(lambda m: m.get("kind") == "say")
            return first["type"], second.get("code"), refused["code"], heard
    first, second, refused, heard = asyncio.run(run())
    assert (first, second, refused) == ("ok", "chat_too_fast", "too_many_connections")
    assert heard["text"] == "good luck" and heard["name"] == "Alice" and heard["seat"] == 0


def test_a_client_may_sit_at_only_so_many_unfinished_tables(tmp_path):
    async def run():
        async with running_server(REGISTRY, tmp_path, tables=2) as server:
            c = await NetClient("Greedy").connect(server.port)
            replies = [await c.request({"type": "create", "game": "ataxx"}) for _ in range(3)]
            return [r.get("code", r["type"]) for r in replies]
    assert asyncio.run(run()) == ["ok", "ok", "too_many_tables"]


def test_a_failure_inside_the_server_is_a_server_error_and_the_server_goes_on(tmp_path, monkeypatch):
    from framework.net.table import Table

    def broken(self, seat, text):
        raise RuntimeError("a bug")
    monkeypatch.setattr(Table, "say", broken)

    async def run():
        async with running_server(REGISTRY, tmp_path) as server:
            logged = []
            server.log = logged.append
            pa, pb = await seated_pair(server)
            failed = await pa.client.request({"type": "say", "table": pa.table, "token": pa.token, "text": "hi"})
            still = await pa.client.request(pa.act("a7a6"))
            return failed, still, logged
    failed, still, logged = asyncio.run(run())
    assert failed["code"] == "server_error" and "Traceback" not in failed["message"]
    assert still["type"] == "ok"
    assert len(logged) == 1 and "RuntimeError: a bug" in logged[0]


def test_a_client_that_does_not_read_is_dropped_and_its_seat_waits(tmp_path):
    async def run():
        async with running_server(REGISTRY, tmp_path, send_queue=16) as server:
            pa, pb = await seated_pair(server)
            conn = next(c for c in server.connections if c.name == "Bob")
            for message in ({"type": "pong"},) * 40:         # more than its queue holds, at once
                conn.send(message)
            gone = await pa.client.wait_for(lambda m: m.get("kind") == "gone")
            return gone, server.tables[pa.table].state
    gone, state = asyncio.run(run())
    assert gone["name"] == "Bob" and state == "playing"


VALUES = [None, True, 0, 1, -1, 2 ** 31, 2 ** 40, 1.5, "", "t1", "t2", "x" * 300, "throw", "reveal", "yield",
          "draw", "accept", "decline", "place 1", "a7a6", "win", "wait", [], {}, {"stones": 3},
          {"clock_ms": 5000}, "0" * 64, "ab" * 32]
TYPES = ["hello", "list", "create", "join", "watch", "act", "say", "rematch", "leave", "claim", "ping", "nope"]
FIELDS = ["table", "token", "action", "n", "link", "commit", "seat", "game", "options", "text", "what", "version",
          "name"]


@pytest.mark.parametrize("seed", [0, 1])
def test_random_messages_get_answers_never_a_server_error(tmp_path, seed):
    async def run():
        rng = random.Random(seed)
        async with running_server(REGISTRY, tmp_path) as server:
            logged = []
            server.log = logged.append
            pa, pb = await seated_pair(server)
            mallory = await NetClient("Mallory").connect(server.port)
            tokens = [pa.token, pb.token, "bad"]
            answers = []
            for _ in range(300):
                message = {"type": rng.choice(TYPES)}
                for name in rng.sample(FIELDS, rng.randrange(0, 6)):
                    message[name] = rng.choice(VALUES + tokens)
                if rng.random() < 0.3:
                    message["table"] = pa.table
                if rng.random() < 0.3:
                    message["token"] = rng.choice(tokens)
                if rng.random() < 0.2:
                    message["game"] = rng.choice(names())
                answers.append(await mallory.request(message))
            pong = await NetClient("Calm").connect(server.port)
            return answers, logged, await pong.request({"type": "ping"})
    answers, logged, pong = asyncio.run(run())
    assert all(a["type"] in ("ok", "error", "pong") for a in answers)
    assert not [a for a in answers if a.get("code") == "server_error"] and not logged
    assert {a["type"] for a in answers} >= {"ok", "error"} and pong["type"] == "pong"
