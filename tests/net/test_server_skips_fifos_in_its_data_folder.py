"""A FIFO (or a device) planted in the server's data folder in place of its database (or the database's log)
is refused with one sentence, never waited on (issue 23: a read of a FIFO waits for a writer for ever)."""
import asyncio
import os
import signal
import subprocess
import sys

import pytest

from framework.net.store import DATABASE, StoreError
from games import REGISTRY

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


@pytest.fixture(autouse=True)
def never_waits():
    """A read that waits on a FIFO fails the test instead of hanging it."""
    def waited(signum, frame):
        raise AssertionError("the server waited on a FIFO")
    old = signal.signal(signal.SIGALRM, waited)
    signal.alarm(20)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, old)


@pytest.mark.parametrize("name", [DATABASE, DATABASE + "-wal"])
def test_a_fifo_in_place_of_the_database_is_refused_and_never_waited_on(tmp_path, name):
    from framework.core.limits import NET
    from framework.net.server import Server
    os.mkfifo(tmp_path / name)

    async def run():
        server = Server(REGISTRY, str(tmp_path), limits=NET, log=lambda text: None)
        with pytest.raises(StoreError) as refused:
            await server.start(port=0)
        return refused.value, server.lock
    refused, lock = asyncio.run(asyncio.wait_for(run(), 15))
    assert "is not a regular file" in str(refused) and name in str(refused)
    assert lock is None                                 # the folder's lock given back


def test_serve_says_it_in_one_sentence_and_exits_with_1(tmp_path):
    os.mkfifo(tmp_path / DATABASE)
    done = subprocess.run([sys.executable, os.path.join(ROOT, "xii_scripta.py"), "--serve", "--port", "0",
                           "--data", str(tmp_path)], capture_output=True, text=True, cwd=ROOT, timeout=20)
    assert done.returncode == 1, (done.stdout, done.stderr)
    assert done.stderr.count("\n") == 1 and "cannot use the database" in done.stderr and "Traceback" not in done.stderr
    assert "Serving" not in done.stdout
