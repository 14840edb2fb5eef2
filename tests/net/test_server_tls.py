"""TLS: a server with a certificate serves a client that trusts its authority, and refuses plain text."""
import asyncio
import ssl

import pytest

from games import REGISTRY
from helpers_net import NetClient, running_server

trustme = pytest.importorskip("trustme")


def test_a_tls_client_plays_and_a_plain_one_gets_nothing(tmp_path):
    ca = trustme.CA()
    cert = ca.issue_cert("localhost", "127.0.0.1")
    server_context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    cert.configure_cert(server_context)
    client_context = ssl.create_default_context()
    ca.configure_trust(client_context)

    async def run():
        async with running_server(REGISTRY, tmp_path, ssl=server_context) as server:
            secure = await NetClient("Alice").connect(server.port, ssl=client_context, server_hostname="localhost")
            created = await secure.request({"type": "create", "game": "ataxx"})
            plain = await NetClient("Bob").connect(server.port, hello=False)
            await plain.send({"type": "hello", "version": 3, "name": "Bob"})
            await asyncio.wait_for(plain.task, 5)            # the handshake fails: closed, nothing said
            return created, plain.messages
    created, heard = asyncio.run(run())
    assert created["type"] == "ok" and created["seat"] in (0, 1)
    assert heard == []
