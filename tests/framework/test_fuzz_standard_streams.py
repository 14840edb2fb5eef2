"""Closed or broken standard streams and bytes that are no text end every entry point quietly or with a
sentence, never a traceback or a hang, and lose nothing (issue 23; framework/harness/fuzz_io.py).

Standard output closed (``>&-``), standard input closed (``<&-``), standard error closed, a reader that
leaves after one line (``| head -1``), invalid UTF-8 and NUL bytes typed, standard input at its end at
once -- under ``LANG=C.UTF-8`` and ``LANG=C`` -- into the menu, ``--game NAME``, ``--continue``,
``--replay``, ``--verify``, ``--help`` and the Ataxx programs, for every game.
"""
from __future__ import annotations

import pytest

from framework.harness import fuzz_io
from games import REGISTRY

NAMES = [entry.name for entry in REGISTRY]
ENTRIES = {entry.name: entry for entry in REGISTRY}


def failures(cases) -> str:
    return fuzz_io.failures(cases, REGISTRY)


@pytest.mark.parametrize("name", NAMES)
def test_a_sample_of_broken_streams_ends_quietly_or_with_a_sentence(name):
    assert failures(fuzz_io.cases(REGISTRY, 1, seed=1, family="streams", games=(name,))) == ""


@pytest.mark.slow
@pytest.mark.parametrize("name", NAMES)
def test_more_broken_streams_end_quietly_or_with_a_sentence(name):
    assert failures(fuzz_io.cases(REGISTRY, 16, seed=2, family="streams", games=(name,))) == ""


def test_every_entry_point_meets_every_stream_in_both_locales():
    made = fuzz_io.cases(REGISTRY, fuzz_io.plans(ENTRIES["ataxx"], "streams"), seed=0, family="streams",
                         games=("ataxx",))
    assert {case.hazard for case in made} == set(fuzz_io.STREAM_HAZARDS)
    assert {case.lang for case in made} == {"C.UTF-8", "C"}
    points = {case.entry[:3] for case in made}
    assert {("--ataxx-player",), ("--ataxx-uai",), ("--ataxx-arbiter",), ("--game", "ataxx")} <= points
    assert any(case.hazard == "stdin invalid UTF-8" and not case.typed.decode("utf-8", "replace").isprintable()
               for case in made)


# Cases the harness found failing when it was written: the Ataxx programs read a closed standard input
# (AttributeError) and write to a full one (OSError) with a traceback.

@pytest.mark.parametrize("program, hazard", [("--ataxx-player", "stdin closed"), ("--ataxx-uai", "stdin closed"),
                                             ("--ataxx-uai", "stdout a full device")])
def test_the_protocol_programs_end_with_a_sentence_when_a_stream_fails(program, hazard):
    if hazard not in fuzz_io.STREAM_HAZARDS:
        pytest.skip("no /dev/full here")
    case = fuzz_io.Case("streams", "ataxx", hazard, "", (program,), b"uai\nisready\nquit\n")
    result = fuzz_io.run_case(case, REGISTRY)
    assert result.passed, result.describe()
