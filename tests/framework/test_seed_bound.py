"""One bound for a seed: what ``--seed`` accepts every game writes into its save and reads back, and a
longer seed is refused at the start in the player's language, before anything is written.

The reproduction (issue 23): ``--game ataxx --seed`` with 41 nines played a move, then ``--continue``
refused the save ("not a valid value for Seed"); XII with 1,000 digits ended in a traceback.
"""
from __future__ import annotations

import argparse
import subprocess
import sys

import pytest

from framework.programs.cli import seed_arg
from framework.core.limits import MAX_SEED_DIGITS
from framework.core.record import Record, read, restore, write
from framework.core.session import Setup
from framework.core.spec import new_session, seat_players
from games import REGISTRY
from helpers_games import listing, names
from pty_helpers import GAME, ROOT, game_env

LONGEST = "9" * MAX_SEED_DIGITS
REFUSED = {"en": "at most 40 digits", "cs": "nejvýše 40 číslicích", "pl": "co najwyżej 40 cyfrach",
           "ru": "не длиннее 40 цифр"}


@pytest.mark.parametrize("text", [LONGEST, "-" + LONGEST, "0" * 5000 + "7"])
@pytest.mark.parametrize("entry", REGISTRY, ids=[e.name for e in REGISTRY])
def test_the_longest_seed_the_command_line_accepts_round_trips_through_a_save(entry, text):
    spec = entry.spec()
    seed = str(seed_arg(text))
    setup = spec.complete(Setup(names=("Ann", "Ben") if spec.names == "settings" else ("", ""), seed=seed,
                                date="2026-11-23T10:00:00Z"))
    saved = write(Record(setup), spec.codec)
    back = read(saved, spec.codec)
    assert back.setup.seed == seed
    session = restore(back, spec.codec, lambda s: new_session(spec, s, seat_players(spec, s)))
    assert session.setup.seed == seed
    assert write(back, spec.codec) == saved


@pytest.mark.parametrize("text", ["9" * (MAX_SEED_DIGITS + 1), "-" + "1" * 4000, "٣", "1_0", "", "-"])
def test_a_seed_the_records_cannot_hold_is_refused_by_the_option(text):
    with pytest.raises(argparse.ArgumentTypeError) as refused:
        seed_arg(text)
    assert "at most 40 digits" in str(refused.value)
    assert len(str(refused.value)) < 120, "a long seed is shortened in the message"


def run(tmp_path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, GAME, *args, "--save-dir", str(tmp_path / "saves")], cwd=ROOT,
                          env=game_env(str(tmp_path / "config")), input="g2\n0\n", capture_output=True, text=True,
                          timeout=60)


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "cs", "pl", "ru"])
@pytest.mark.parametrize("name", names())
def test_a_longer_seed_is_refused_at_the_start_in_the_players_language(tmp_path, name, lang):
    game = ["--game", name] if listing(name).companion else []
    done = run(tmp_path, *game, "--play" if not game else "--lang", *([lang] if game else []),
               "--seed", "9" * (MAX_SEED_DIGITS + 1), *(["--lang", lang] if not game else []))
    assert done.returncode == 2, done.stdout[-400:]
    assert "Traceback" not in done.stderr and REFUSED[lang] in " ".join(done.stderr.split()), done.stderr
    assert not (tmp_path / "saves").exists(), "nothing is started, nothing written"
