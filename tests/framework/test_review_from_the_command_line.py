"""``--review FILE --out FILE.txt``: a record of any registered game is reviewed and written as plain text,
a line for every turn; a bad record, an --out that is a folder, and --out without --review are refused with
a sentence and exit 2."""
import re
import subprocess
import sys

import pytest

from helpers_games import listing, names
from helpers_recorded_games import record_file
from pty_helpers import GAME, ROOT, game_env


def run(tmp_path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, GAME, *args], capture_output=True, text=True, timeout=120,
                          env=game_env(str(tmp_path / "config")), cwd=ROOT, stdin=subprocess.DEVNULL)


def turns_in(path) -> int:
    body = [line for line in path.read_text(encoding="utf-8").splitlines() if line and not line.startswith("#")]
    return len(body[body.index("") + 1:]) if "" in body else 0


@pytest.mark.slow           # a program for each game, reviewing a whole game
@pytest.mark.parametrize("game", names())
def test_the_review_of_any_games_record_is_written_with_a_line_for_every_turn(tmp_path, game):
    record = record_file(tmp_path, game)
    from pathlib import Path
    lines = Path(record).read_text(encoding="utf-8").splitlines()
    entries = [line for line in lines[lines.index("") + 1:] if line and not line.startswith(("Result:", "End"))]
    out = tmp_path / "review.txt"
    args = ("--review", record, "--out", str(out))
    done = run(tmp_path, *args) if not listing(game).companion else run(tmp_path, "--game", game, *args)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"The review is written to {out}."
    text = out.read_text(encoding="utf-8")
    assert "\x1b" not in text
    numbered = [line for line in text.splitlines() if re.match(r"\d+ · (I|II) · ", line)]
    assert [int(line.split(" · ")[0]) for line in numbered] == list(range(1, len(entries) + 1))


def test_the_home_program_reviews_a_companion_games_record_too(tmp_path):
    record = record_file(tmp_path, "ataxx")
    out = tmp_path / "review.txt"
    done = run(tmp_path, "--review", record, "--out", str(out))
    assert done.returncode == 0, done.stderr
    assert "Errors are in stones" in out.read_text(encoding="utf-8")


def test_a_file_that_is_no_record_is_refused_with_a_sentence_and_exit_2(tmp_path):
    bad = tmp_path / "bad.xii"
    bad.write_text("not a record\n", encoding="utf-8")
    done = run(tmp_path, "--review", str(bad))
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert done.stderr.startswith("xii_scripta.py: ") and "record" in done.stderr


def test_out_to_a_folder_is_refused_with_a_sentence_and_exit_2(tmp_path):
    record = record_file(tmp_path, "ataxx")
    folder = tmp_path / "folder"
    folder.mkdir()
    done = run(tmp_path, "--game", "ataxx", "--review", record, "--out", str(folder))
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert "The review cannot be written to" in done.stderr and "directory" in done.stderr
    assert list(folder.iterdir()) == []


@pytest.mark.parametrize("args", [("--out", "x.txt"), ("--game", "ataxx", "--out", "x.txt")])
def test_out_without_review_is_refused_like_other_bad_combinations(tmp_path, args):
    done = run(tmp_path, *args)
    assert done.returncode == 2
    assert "argument --out: needs --review" in done.stderr


def test_a_record_with_nothing_to_judge_is_said_in_a_sentence(tmp_path):
    from framework.core.record import Record, write
    from helpers_recorded_games import spec_of
    spec, empty = spec_of("latrunculi"), tmp_path / "empty.latrunculi"
    from framework.harness.random_play import random_session
    empty.write_text(write(Record(random_session(spec, 1).setup), spec.codec), encoding="utf-8")
    out = tmp_path / "review.txt"
    done = run(tmp_path, "--game", "latrunculi", "--review", str(empty), "--out", str(out))
    assert done.returncode == 0, done.stderr
    assert out.read_text(encoding="utf-8").splitlines()[-1].startswith("Nothing in this game could be judged")
