"""A rated game moves both players' ratings by the Glicko-2 formula when it ends, in the transaction that
stores its result (issue 35); a casual table, a game against oneself and a cancelled game move nothing, and
a game won by a claim is rated as the yield it is. Over loopback, two bots at an Ataxx table."""
from __future__ import annotations

import asyncio
import random

from framework.net.bot import NetClient
from framework.net.glicko2 import Rating, rate_game
from games import REGISTRY
from helpers_games import spec
from helpers_net import Player, play_out, running_server
from helpers_ratings import finished, key_of, pair_of

ATAXX = spec("ataxx")


async def seated(server, casual: bool | None = None, names=("Alice", "Bob")) -> tuple[Player, Player]:
    """The first of ``names`` opens an Ataxx table (casual when asked) at seat I, the second sits down; each
    with the key of their name (helpers_ratings.pair_of)."""
    a = await NetClient(names[0], key=pair_of(names[0])).connect(server.port)
    b = await NetClient(names[1], key=pair_of(names[1])).connect(server.port)
    pa, pb = Player(a, ATAXX, random.Random(1)), Player(b, ATAXX, random.Random(2))
    message = {"type": "create", "game": "ataxx", "options": {}, "seat": 0}
    if casual is not None:
        message["casual"] = casual
    pa._seated(await a.request(message))
    await pb.join(pa.table)
    assert [seat.key for seat in server.tables[pa.table].seats] == [key_of(name) for name in names]
    return pa, pb


def seed_ratings(store) -> tuple[Rating, Rating]:
    """Alice and Bob with ratings of their own in Ataxx's pool (an earlier game of each)."""
    alice, bob = Rating(1612.5, 120.0, 0.059, 14), Rating(1440.0, 260.0, 0.061, 2)
    finished(store, ("Alice", "Carol"), 1.0, ratings={key_of("Alice"): alice})
    finished(store, ("Bob", "Carol"), 0.0, ratings={key_of("Bob"): bob})
    return alice, bob


def stored_game(server, table_id: str):
    return next(g for g in server.store.finished_games() if g.table == table_id)


def test_a_rated_game_between_two_bots_moves_both_ratings_exactly_by_glicko_2():
    async def run():
        async with running_server(REGISTRY) as server:
            alice, bob = seed_ratings(server.store)
            pa, pb = await seated(server)
            assert server.tables[pa.table].rated == "ataxx"
            await play_out([pa, pb])
            game = stored_game(server, pa.table)
            assert game.rated and game.pool == "ataxx" and game.score is not None
            new_alice, new_bob = rate_game(alice, bob, game.score)
            assert server.store.rating(key_of("Alice"), "ataxx") == new_alice
            assert server.store.rating(key_of("Bob"), "ataxx") == new_bob
            assert new_alice.games == 15 and new_bob.games == 3
            assert game.changes == (new_alice.rating - alice.rating, new_bob.rating - bob.rating)
            info = (await pa.client.request({"type": "list"}))["tables"][0]
            assert info["rated"] is True and info["ratings"] == [
                {"rating": round(new_alice.rating), "provisional": new_alice.provisional},
                {"rating": round(new_bob.rating), "provisional": True}]
            board = await pa.client.request({"type": "ratings", "pool": "ataxx"})
            assert [row["name"] for row in board["rows"]] == [name for name, _ in sorted(
                (("Alice", new_alice), ("Bob", new_bob)), key=lambda kv: -kv[1].rating)]
            history = await pb.client.request({"type": "history"})
            assert history["name"] == "Bob" and history["total"] == 2
            row = history["rows"][0]
            assert (row["opponent"], row["seat"], row["score"], row["change"]) == \
                ("Alice", 1, 1.0 - game.score, new_bob.rating - bob.rating)
            fetched = await pb.client.request({"type": "fetch", "game_id": row["id"]})
            assert (fetched["game"], fetched["record"]) == ("ataxx", game.record)
    asyncio.run(run())


def test_a_casual_table_and_a_game_against_oneself_change_no_rating():
    async def run():
        async with running_server(REGISTRY) as server:
            alice, bob = seed_ratings(server.store)
            for casual, names in ((True, ("Alice", "Bob")), (None, ("Alice", "Alice"))):
                pa, pb = await seated(server, casual, names)
                assert server.tables[pa.table].rated == (None if casual else "ataxx")
                await pa.client.request(pa.act("yield"))
                await pb.client.wait_for(lambda m: m.get("kind") == "end")
                game = stored_game(server, pa.table)
                assert (game.rated, game.changes, game.pool) == (False, (None, None), "ataxx")
                assert server.store.rating(key_of("Alice"), "ataxx") == alice
                assert server.store.rating(key_of("Bob"), "ataxx") == bob
                await pa.client.close()
                await pb.client.close()
    asyncio.run(run())


def test_a_claimed_game_is_rated_as_the_yield_it_is():
    async def run():
        async with running_server(REGISTRY, turn_limit_s=0.3) as server:
            alice, bob = seed_ratings(server.store)
            pa, pb = await seated(server)
            session = server.tables[pa.table].session      # Alice (black) and Bob move; then Bob stalls
            while not ({played.seat for played in session.history} >= {0, 1} and session.game.to_move() == 1):
                await (pa if session.game.to_move() == 0 else pb).step()
                await asyncio.sleep(0.02)
            await pa.client.wait_for(lambda m: m.get("kind") == "claimable" and m.get("seat") == 1)
            assert (await pa.client.request({"type": "claim", "table": pa.table, "token": pa.token,
                                              "what": "win"}))["type"] == "ok"
            game = stored_game(server, pa.table)
            assert (game.score, game.reason, game.rated) == (1.0, "resignation", True)     # Ataxx's word for a yield
            assert (server.store.rating(key_of("Alice"), "ataxx"), server.store.rating(key_of("Bob"), "ataxx")) \
                == rate_game(alice, bob, 1.0)
    asyncio.run(run())


def test_a_game_in_which_a_seat_never_moved_rates_no_one():
    """As lichess aborts a game before both players moved: a throwaway key that yields at once, or a seat taken
    in someone's name and left, moves no one's rating."""
    async def run():
        async with running_server(REGISTRY) as server:
            alice, bob = seed_ratings(server.store)
            pa, pb = await seated(server)
            while not server.tables[pa.table].session.history:      # Alice moves; Bob yields without a move
                await pa.step()
                await asyncio.sleep(0.02)
            assert (await pb.client.request(pb.act("yield")))["type"] == "ok"
            game = stored_game(server, pa.table)
            assert (game.score, game.rated, game.changes) == (1.0, False, (None, None))
            assert (server.store.rating(key_of("Alice"), "ataxx"), server.store.rating(key_of("Bob"), "ataxx")) \
                == (alice, bob)
    asyncio.run(run())


def test_a_cancelled_game_is_not_stored_and_rates_no_one():
    async def run():
        async with running_server(REGISTRY) as server:
            alice, bob = seed_ratings(server.store)
            pa, pb = await seated(server)
            await pb.client.request({"type": "leave", "table": pa.table, "token": pb.token})   # before a move
            await pa.client.request({"type": "leave", "table": pa.table, "token": pa.token})
            assert server.tables[pa.table].state == "cancelled"
            assert not any(g.table == pa.table for g in server.store.finished_games())
            assert server.store.rating(key_of("Bob"), "ataxx") == bob
    asyncio.run(run())


def test_history_of_an_unknown_name_and_fetch_of_an_unknown_game_are_refused_in_words():
    async def run():
        async with running_server(REGISTRY) as server:
            a = await NetClient("Alice").connect(server.port)
            assert (await a.request({"type": "history"}))["rows"] == []       # a player known, no game yet
            assert await a.error({"type": "history", "name": "Nobody"}) == "no_player"
            assert await a.error({"type": "fetch", "game_id": 99}) == "no_game"
            assert await a.error({"type": "ratings", "pool": "chess"}) == "bad_field"
            assert await a.error({"type": "fetch", "game_id": 0}) == "bad_field"
            assert await a.error({"type": "create", "game": "ataxx", "options": {}, "casual": "yes"}) == "bad_field"
            reply = await a.request({"type": "ratings"})
            assert reply["pool"] == "xii15" and reply["pools"] == ["xii15", "xii3", "ataxx", "latrunculi", "nardy"]
            assert reply["rows"] == [] and reply["total"] == 0
            assert (await a.request({"type": "ratings", "pool": "xii3", "offset": 0, "limit": 5}))["pool"] == "xii3"
    asyncio.run(run())
