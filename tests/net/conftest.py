"""The network tests' helpers (helpers_net.py, helpers_client.py) importable from this folder's tests, and their
in-process server (the ``server`` fixture)."""
import os
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
if HERE not in sys.path:
    sys.path.insert(0, HERE)


@pytest.fixture
def server(tmp_path):
    """The game server on a free loopback port, in-process (helpers_client.ServerThread); stopped after."""
    from helpers_client import ServerThread
    s = ServerThread(tmp_path)
    yield s
    s.stop()
