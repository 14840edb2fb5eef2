"""A save with one bad header line is refused with a clear message in the player's language, through
every entry point of every game, never with a traceback (it once crashed the message itself: the
placeholder ``key`` clashed with the catalogue's own argument).

The reproduction: ``printf 'XII Scripta game record\\nFormat: 1\\nColour: red\\n' > x.xii;
python3 xii_scripta.py --load x.xii </dev/null``.
"""
from __future__ import annotations

import subprocess
import sys

import pytest

from framework.core.record import Record, write
from framework.core.session import Setup
from games import REGISTRY
from pty_helpers import GAME, ROOT, game_env

COMPANIONS = [e for e in REGISTRY if e.companion]
WORDS = {"en": ("Cannot load", "unknown header key"), "cs": ("Nelze načíst", "neznámý klíč")}


def run(tmp_path, *args: str, stdin: str = "") -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, GAME, *args], cwd=ROOT, env=game_env(str(tmp_path / "config")),
                          input=stdin, capture_output=True, text=True, timeout=60)


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize("entry", ["--load", "--replay"])
def test_the_reproduction_ends_with_a_message_and_exit_2(tmp_path, entry, lang):
    path = tmp_path / "x.xii"
    path.write_text("XII Scripta game record\nFormat: 1\nColour: red\n", encoding="utf-8")
    done = run(tmp_path, entry, str(path), "--lang", lang)
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr + done.stdout
    lead, why = WORDS[lang]
    assert lead in done.stderr and "Colour" in done.stderr and "3" in done.stderr, done.stderr


def damaged(entry) -> list[str]:
    """The game's own fresh record, with one bad header line added, doubled or spoiled."""
    spec = entry.spec()
    text = write(Record(spec.complete(Setup(names=("Ann", "Ben") if spec.names == "settings" else ("", ""),
                                            seed="1", date="2026-11-23T10:00:00Z"))), spec.codec)
    lines = text.split("\n")
    return ["\n".join(lines[:2] + ["Colour: red"] + lines[2:]),
            "\n".join(lines[:3] + [lines[2]] + lines[3:]),
            text.replace("Format: 2", "Format: ²")]


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize("entry", REGISTRY, ids=[e.name for e in REGISTRY])
def test_continue_reports_a_damaged_save_and_leaves_it_as_it_is(tmp_path, entry, lang):
    spec = entry.spec()
    folder = tmp_path / "saves"          # with --save-dir every game's slot is in that folder itself
    folder.mkdir(parents=True)
    for n, text in enumerate(damaged(entry)):
        current = folder / f"current{spec.codec.suffix}"
        current.write_text(text, encoding="utf-8")
        args = ["--continue"] if not entry.companion else ["--game", entry.name, "--continue"]
        done = run(tmp_path, *args, "--save-dir", str(tmp_path / "saves"), "--lang", lang, stdin="0\n0\n0\n")
        out = done.stdout + done.stderr
        assert "Traceback" not in out, out[-800:]
        assert done.returncode == 2, out[-800:]
        assert WORDS[lang][0] in out, (n, out[-800:])
        assert current.read_text(encoding="utf-8") == text, "the damaged file is left as it is"
