"""``--continue`` is one behaviour in every game: the unfinished game goes on; with none (no save, or the
last game finished) or a damaged one, one sentence in the player's language on stderr and exit code 2,
as for a bad ``--load``: nothing is started, written, archived or shown.

It was two: ``--game ataxx --continue`` with nothing to continue started a new game (and archived the
finished one) while XII showed its menu; a damaged save ended with 0 in XII and 2 in the companions.
"""
from __future__ import annotations

import subprocess
import sys

import pytest

from framework.core.record import Record, write
from framework.core.session import Setup
from games import REGISTRY
from pty_helpers import GAME, ROOT, game_env

NONE = {"en": "There is no unfinished game to continue", "cs": "Žádná rozehraná hra k pokračování není",
        "pl": "Nie ma nieukończonej gry do kontynuowania", "ru": "Начатой партии нет"}
DAMAGED = {"en": "The saved game cannot be continued.", "cs": "V uložené hře nelze pokračovat."}


def continue_(tmp_path, entry, lang: str) -> subprocess.CompletedProcess:
    args = ["--continue"] if not entry.companion else ["--game", entry.name, "--continue"]
    return subprocess.run([sys.executable, GAME, *args, "--save-dir", str(tmp_path / "saves"), "--lang", lang],
                          cwd=ROOT, env=game_env(str(tmp_path / "config")), input="b6\n1\n0\n0\n",
                          capture_output=True, text=True, timeout=60)


def files(folder) -> dict:
    return {p.relative_to(folder): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def record_text(entry) -> str:
    spec = entry.spec()
    return write(Record(spec.complete(Setup(names=("Ann", "Ben") if spec.names == "settings" else ("", ""),
                                            seed="1", date="2026-11-23T10:00:00Z"))), spec.codec)


def one_sentence(done) -> str:
    return " ".join(done.stderr.split())


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "cs", "pl", "ru"])
@pytest.mark.parametrize("entry", REGISTRY, ids=[e.name for e in REGISTRY])
def test_nothing_to_continue_is_said_and_nothing_starts(tmp_path, entry, lang):
    done = continue_(tmp_path, entry, lang)
    assert done.returncode == 2, done.stdout[-600:]
    assert NONE[lang] in one_sentence(done) and str(tmp_path / "saves") in one_sentence(done), done.stderr
    assert "Traceback" not in done.stderr and done.stdout.strip() == "", done.stdout[-600:]
    assert not (tmp_path / "saves").exists(), "no new game, no save"


@pytest.mark.parametrize("entry", REGISTRY, ids=[e.name for e in REGISTRY])
def test_a_damaged_save_ends_with_the_same_code_in_every_game(tmp_path, entry):
    saves = tmp_path / "saves"
    saves.mkdir()
    text = record_text(entry).replace("Format: 2", "Format: ²")
    (saves / f"current{entry.spec().codec.suffix}").write_text(text, encoding="utf-8")
    before = files(saves)
    for lang in ("en", "cs"):
        done = continue_(tmp_path, entry, lang)
        assert done.returncode == 2, done.stdout[-600:]
        assert DAMAGED[lang] in one_sentence(done), done.stderr
        assert "Traceback" not in done.stderr and done.stdout.strip() == "", done.stdout[-600:]
        assert files(saves) == before, "the damaged file is left as it is"
