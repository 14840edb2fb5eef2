"""The client over TLS (``--connect HOST --cafile FILE``): a server whose authority the client trusts is
spoken to; one it does not trust is refused in words (``tls``), before anything is sent."""
import ssl

import pytest

from framework.net.client import Address, Connection, NetError
from helpers_client import WAIT, ServerThread

trustme = pytest.importorskip("trustme")


@pytest.fixture
def tls_server(tmp_path):
    ca = trustme.CA()
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    ca.issue_cert("127.0.0.1", "localhost").configure_cert(context)
    cafile = tmp_path / "ca.pem"
    ca.cert_pem.write_to_path(str(cafile))
    server = ServerThread(tmp_path, ssl=context)
    yield server, str(cafile)
    server.stop()


def test_a_client_trusting_the_servers_authority_says_hello_over_tls(tls_server):
    server, cafile = tls_server
    conn = Connection(Address("127.0.0.1", server.server.port, tls=True, cafile=cafile), "Alice")
    try:
        assert "xii" in conn.open(timeout=WAIT)["games"]
        assert conn.request("create", game="ataxx", options={}, seat=None)["seat"] in (0, 1)
    finally:
        conn.close()


def test_a_certificate_the_client_does_not_trust_is_refused_as_tls(tls_server):
    server, _ = tls_server
    conn = Connection(Address("127.0.0.1", server.server.port, tls=True), "Alice")
    with pytest.raises(NetError) as caught:
        conn.open(timeout=WAIT)
    assert caught.value.code == "tls"
