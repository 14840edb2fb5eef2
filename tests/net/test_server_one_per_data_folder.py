"""One server per data folder (issue 32): two on one ``--data`` overwrote each other's tables. The second is
refused with one sentence naming the first's pid (exit code 2); the lock dies with its process, so a server
killed with -9 leaves nothing to clear by hand."""
import asyncio
import os
import signal
import subprocess
import sys

import pytest

from games import REGISTRY

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def serve(data):
    return subprocess.Popen([sys.executable, os.path.join(ROOT, "xii_scripta.py"), "--serve", "--port", "0",
                             "--data", str(data)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT,
                            text=True)


def serving(child) -> None:
    line = child.stdout.readline()
    assert line.startswith("Serving"), (line, child.stderr.read() if child.poll() is not None else "")


def ended(child, how=signal.SIGTERM) -> int:
    try:
        if child.poll() is None:
            child.send_signal(how)
        return child.wait(10)
    finally:
        if child.poll() is None:
            child.kill()
        child.stdout.close()
        child.stderr.close()


def test_a_second_server_on_the_same_data_folder_is_refused_naming_the_first(tmp_path):
    first = serve(tmp_path / "data")
    try:
        serving(first)
        second = subprocess.run([sys.executable, os.path.join(ROOT, "xii_scripta.py"), "--serve", "--port", "0",
                                 "--data", str(tmp_path / "data")], capture_output=True, text=True, cwd=ROOT,
                                timeout=20)
    finally:
        assert ended(first) == 0
    assert second.returncode == 2, (second.stdout, second.stderr)
    assert f"pid {first.pid}" in second.stderr and str(tmp_path / "data") in second.stderr
    assert len(second.stderr.strip().splitlines()) == 1 and "Traceback" not in second.stderr
    assert "Serving" not in second.stdout


def test_a_server_killed_with_sigkill_leaves_no_lock_behind(tmp_path):
    first = serve(tmp_path / "data")
    serving(first)
    assert ended(first, signal.SIGKILL) == -signal.SIGKILL
    again = serve(tmp_path / "data")
    serving(again)
    assert ended(again) == 0


@pytest.mark.skipif(sys.platform == "win32", reason="no flock")
def test_in_one_process_too_the_second_server_is_refused_until_the_first_stops(tmp_path):
    from framework.core.limits import NET
    from framework.net.server import DataFolderBusy, Server

    async def run():
        first = Server(REGISTRY, str(tmp_path), limits=NET, log=lambda text: None)
        second = Server(REGISTRY, str(tmp_path), limits=NET, log=lambda text: None)
        await first.start(port=0)
        try:
            with pytest.raises(DataFolderBusy) as busy:
                await second.start(port=0)
        finally:
            await first.stop()
        await second.start(port=0)              # the first one stopped: the folder is free
        await second.stop()
        return busy.value
    busy = asyncio.run(asyncio.wait_for(run(), 20))
    assert busy.pid == os.getpid() and f"pid {os.getpid()}" in str(busy)


@pytest.mark.skipif(sys.platform == "win32", reason="no flock")
def test_a_second_server_never_opens_the_first_ones_database(tmp_path):
    """Refused before it opens the database: it neither reads the first's tables nor writes over them, and the
    first goes on serving them (SQLite alone would let a second writer in, one transaction at a time)."""
    from framework.core.limits import NET
    from framework.net.server import DataFolderBusy, Server
    from helpers_net import NetClient, stored_table

    async def run():
        first = Server(REGISTRY, str(tmp_path), limits=NET, log=lambda text: None)
        second = Server(REGISTRY, str(tmp_path), limits=NET, log=lambda text: None)
        await first.start(port=0)
        try:
            alice = await NetClient("Alice").connect(first.port)
            made = await alice.request({"type": "create", "game": "ataxx"})
            with pytest.raises(DataFolderBusy):
                await second.start(port=0)
            opened, second_tables = second.store, dict(second.tables)
            listed = await alice.request({"type": "list"})
            await alice.close()
        finally:
            await first.stop()
        return made["table"], opened, second_tables, listed
    table, opened, second_tables, listed = asyncio.run(asyncio.wait_for(run(), 20))
    assert opened is None and second_tables == {}
    assert [t["table"] for t in listed["tables"]] == [table] and stored_table(tmp_path, table)[0]["state"] == "open"
