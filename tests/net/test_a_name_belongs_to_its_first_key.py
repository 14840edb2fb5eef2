"""A player is their key: ``hello`` proves the key against the server's fresh challenge, a name belongs to
the first key that used it, and the same key comes back under its name from anywhere."""
from __future__ import annotations

import asyncio

from framework.net.bot import NetClient
from framework.net.identity import KeyPair
from games import REGISTRY
from helpers_net import running_server


def test_another_key_asking_for_a_taken_name_is_refused_and_the_first_key_comes_back(tmp_path):
    async def run():
        async with running_server(REGISTRY, tmp_path) as server:
            livia = KeyPair.generate()
            first = await NetClient("Livia", key=livia).connect(server.port)
            impostor = await NetClient("Livia", key=KeyPair.generate()).connect(server.port, hello=False)
            refused = await impostor.request(await impostor.hello_message())
            await first.close()
            again = await NetClient("Livia", key=livia).connect(server.port, hello=False)
            back = await again.request(await again.hello_message())
            return refused, back
    refused, back = asyncio.run(asyncio.wait_for(run(), 20))
    assert refused["type"] == "error" and refused["code"] == "name_taken" and refused["params"]["name"] == "Livia"
    assert back["type"] == "ok"


def test_a_proof_that_is_not_the_keys_or_not_for_this_challenge_is_refused(tmp_path):
    async def run():
        async with running_server(REGISTRY, tmp_path) as server:
            c = await NetClient("Marcus").connect(server.port, hello=False)
            hello = await c.hello_message()
            other = KeyPair.generate()
            stolen_key = await c.request({**hello, "key": other.public})        # a proof by another key
            c.signer.challenge = "00" * 32                                     # a proof for another challenge
            stale = await c.request(await c.hello_message())
            return stolen_key, stale
    stolen_key, stale = asyncio.run(asyncio.wait_for(run(), 20))
    assert stolen_key["code"] == stale["code"] == "bad_key_proof"


def test_the_welcome_comes_first_with_the_servers_key_and_a_fresh_challenge(tmp_path):
    async def run():
        async with running_server(REGISTRY, tmp_path) as server:
            a = await NetClient("A").connect(server.port, hello=False)
            b = await NetClient("B").connect(server.port, hello=False)
            wa = await a.wait_for(lambda m: m["type"] == "welcome")
            wb = await b.wait_for(lambda m: m["type"] == "welcome")
            return wa, wb, a.messages[0], server.key.public
    wa, wb, first, key = asyncio.run(asyncio.wait_for(run(), 20))
    assert first is wa and wa["key"] == wb["key"] == key and wa["version"] == 3
    assert wa["challenge"] != wb["challenge"] and len(wa["challenge"]) == 64


def test_the_lobby_says_a_taken_name_is_taken_and_does_not_offer_it_again(tmp_path, monkeypatch, server):
    from framework.net.memory import Memory
    from helpers_app import make_app, run
    from helpers_client import bounded, connected
    livia = connected(server, "Livia")                  # Livia's key has the name
    try:
        app = make_app(tmp_path, monkeypatch, ["7", server.address.key, "Livia", "0"])
        bounded(run, app, app.menu)
    finally:
        livia.close()
    shown = " ".join(app.term.out.getvalue().split())     # the sentence as wrapped on the screen, in one line
    assert f"{server.address.key} did not take the name Livia: this name belongs to another player's key: " \
           "pick another name" in shown
    assert "No connection" not in shown and "Traceback" not in shown
    assert Memory.load(str(tmp_path / "config")).last("name") == ""
