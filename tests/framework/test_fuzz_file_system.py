"""The real program among hostile files loses nothing and ends with a sentence (issue 23; framework/harness/fuzz_io.py).

FIFOs, links (dangling, to a folder, loops, to a file elsewhere), folders where files belong, huge
files, another game's save, a full disk and no home, at every path the program reads or writes: each
game's save slot, its lock and ``games/`` folder, settings.json, network.json, ``--load``, ``--replay``,
``--verify``, ``--save-dir`` and ``save FILE`` typed in a game. The quick run takes a small sample per
game; the slow one more; ``python3 bench/fuzz.py --long`` every combination.
"""
from __future__ import annotations

import os

import pytest

from framework.harness import fuzz_io
from games import REGISTRY

NAMES = [entry.name for entry in REGISTRY]
ENTRIES = {entry.name: entry for entry in REGISTRY}
ROOT_USER = hasattr(os, "geteuid") and os.geteuid() == 0


def failures(cases) -> str:
    return fuzz_io.failures(cases, REGISTRY)


@pytest.mark.parametrize("name", NAMES)
def test_a_sample_of_hostile_files_loses_nothing(name):
    assert failures(fuzz_io.cases(REGISTRY, 1, seed=1, family="files", games=(name,))) == ""


@pytest.mark.slow
@pytest.mark.parametrize("name", NAMES)
def test_more_hostile_files_lose_nothing(name):
    assert failures(fuzz_io.cases(REGISTRY, 16, seed=2, family="files", games=(name,))) == ""


def test_the_cases_come_from_the_seed_and_try_every_combination_before_any_twice():
    entry = ENTRIES["ataxx"]
    count = fuzz_io.plans(entry, "files")
    made = fuzz_io.cases(REGISTRY, count, seed=5, family="files", games=("ataxx",))
    assert made == fuzz_io.cases(REGISTRY, count, seed=5, family="files", games=("ataxx",))
    assert made != fuzz_io.cases(REGISTRY, count, seed=6, family="files", games=("ataxx",))
    tried = {(case.target, case.hazard) for case in made}
    assert len(tried) == count
    targets = {case.target for case in made}
    assert set(fuzz_io.FILE_TARGETS) <= targets and "" in targets


def test_a_fifo_at_the_save_slot_is_refused_and_the_harness_never_waits_on_it_either():
    case = fuzz_io.Case("files", "xii", "fifo", "slot", ("--continue",), b"", seed=1)
    result = fuzz_io.run_case(case, REGISTRY)
    assert result.passed and result.code == 2, result.describe()


def test_every_documented_exit_code_and_no_other_passes():
    codes = fuzz_io.documented_codes()
    assert {0, 1, 2, 3, 130, 141} <= codes and not {4, 120, 255} & codes


def test_the_harness_fails_a_traceback_a_silent_code_and_a_hang(tmp_path):
    """Every check can fail: a stand-in for Python that writes a traceback, one that ends with an
    undocumented code and no sentence, one that does not end in time."""
    case = fuzz_io.Case("files", "ataxx", "empty", "settings", ("--game", "ataxx"), b"")
    for body, expected in [("echo 'Traceback (most recent call last):' >&2; exit 2", "traceback"),
                           ("exit 7", "exit 7 not documented; exit 7 without a sentence"),
                           ("exec sleep 30", "hang")]:
        fake = tmp_path / "python"
        fake.write_text(f"#!/bin/sh\n{body}\n")
        fake.chmod(0o755)
        result = fuzz_io.run_case(case, REGISTRY, python=str(fake), timeout=0.5, check_continue=False)
        assert not result.passed and result.why() == expected


@pytest.mark.slow
@pytest.mark.parametrize("name", NAMES)
def test_a_link_to_a_file_elsewhere_at_the_save_slot_is_not_written_through(name):
    entry = ENTRIES[name]
    args = ("--game", name) if entry.companion else ("--play",)
    case = fuzz_io.Case("files", name, "link to a file elsewhere", "slot", args, b"\n", seed=3)
    result = fuzz_io.run_case(case, REGISTRY)
    assert result.passed, result.describe()


# Cases the harness found failing when it was written (issue 23 items 2, 6 and 13, being fixed beside it).

def test_a_dangling_link_planted_as_the_lock_is_not_followed():
    case = fuzz_io.Case("files", "latrunculi", "dangling link", "lock", ("--game", "latrunculi", "--continue"),
                        b"{step}\n", seed=4)
    result = fuzz_io.run_case(case, REGISTRY)
    assert result.passed, result.describe()


@pytest.mark.skipif(not ROOT_USER, reason="a user id with no home entry needs root (setreuid)")
def test_with_no_home_nothing_is_written_under_a_folder_named_tilde():
    case = fuzz_io.Case("files", "nardy", "no HOME", "", ("--game", "nardy"), b"\n", seed=4)
    result = fuzz_io.run_case(case, REGISTRY)
    assert result.passed, result.describe()


@pytest.mark.slow
def test_a_full_disk_does_not_end_with_0_while_the_game_is_unsaved():
    case = fuzz_io.Case("files", "xii", "full disk", "", ("--continue",), b"{step}\n", seed=4)
    result = fuzz_io.run_case(case, REGISTRY)
    assert result.passed, result.describe()
