"""``--export DIR --data DATA`` writes every finished game of a server's database as a record file of the
house's format, named as the server named its records (``t1.xii``, ``t1.2.xii`` after a rematch, ``t2.ataxx``),
while the server runs; each record verifies. A folder it cannot use is one sentence, never a traceback."""
import asyncio
import os
import subprocess
import sys

from framework.core.verify import verify_file
from games import REGISTRY
from helpers_net import NetClient, pair, play_out, running_server

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def export(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, os.path.join(ROOT, "xii_scripta.py"), "--export", *args],
                          capture_output=True, text=True, cwd=ROOT, timeout=30)


def test_every_finished_game_is_written_while_the_server_runs_and_each_verifies(tmp_path):
    data, out = tmp_path / "data", tmp_path / "out"

    async def run():
        async with running_server(REGISTRY, data) as server:
            pa, pb = await pair(server.port, options={"stones": 1})
            await play_out([pa, pb])
            for p in (pa, pb):
                assert (await p.rematch())["type"] == "ok"
            await play_out([pa, pb])
            ataxx = await pair(server.port, "ataxx", {}, seeds=(3, 4))
            await ataxx[0].client.request(ataxx[0].act("yield"))
            await ataxx[1].client.wait_for(lambda m: m.get("kind") == "end")
            playing = await pair(server.port, "ataxx", {}, seeds=(5, 6))      # under way: not a finished game
            done = await asyncio.to_thread(export, str(out), "--data", str(data))
            still = await NetClient("Carol").connect(server.port)
            listed = await still.request({"type": "list"})
            return pa.table, ataxx[0].table, playing[0].table, done, listed
    xii, ataxx, playing, done, listed = asyncio.run(asyncio.wait_for(run(), 60))
    assert done.returncode == 0, done.stderr
    assert done.stdout == f"wrote 3 game records into {out}\n" and done.stderr == ""
    assert sorted(os.listdir(out)) == sorted([f"{xii}.xii", f"{xii}.2.xii", f"{ataxx}.ataxx"])
    for name in os.listdir(out):
        report = verify_file(str(out / name), REGISTRY)
        assert report.exit_code == 0, name
    assert playing in [t["table"] for t in listed["tables"]]            # the server went on meanwhile


def test_a_folder_without_a_database_is_one_sentence(tmp_path):
    (tmp_path / "empty").mkdir()
    done = export(str(tmp_path / "out"), "--data", str(tmp_path / "empty"))
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr == f"xii_scripta.py --export: there is no server database in {tmp_path / 'empty'}: give the " \
                          "server's folder with --data FOLDER\n"
    assert not (tmp_path / "out").exists()


def test_a_target_that_is_a_file_is_one_sentence_in_the_players_language(tmp_path):
    async def run():
        async with running_server(REGISTRY, tmp_path / "data") as server:
            pa, pb = await pair(server.port, "ataxx", {})
            await pa.client.request(pa.act("yield"))
            await pb.client.wait_for(lambda m: m.get("kind") == "end")
    asyncio.run(asyncio.wait_for(run(), 30))
    (tmp_path / "a file").write_text("not a folder")
    done = export(str(tmp_path / "a file"), "--data", str(tmp_path / "data"), "--lang", "cs")
    assert done.returncode == 1 and done.stdout == "" and "Traceback" not in done.stderr
    assert done.stderr.startswith(f"xii_scripta.py --export: do složky {tmp_path / 'a file'} nejde záznamy zapsat: ")
    assert done.stderr.count("\n") == 1
