"""The command line: argparse's answers, exit code 2 for bad arguments, --version and --help."""
from __future__ import annotations

import subprocess
import sys

import pytest

from pty_helpers import GAME, ROOT, game_env
from xii_scripta import VERSION, build_parser, default_args
from helpers_text import said


def run(tmp_path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, GAME, *args], capture_output=True, text=True, timeout=60,
                          env=game_env(str(tmp_path)), cwd=ROOT, stdin=subprocess.DEVNULL)


def test_version(tmp_path):
    done = run(tmp_path, "--version")
    assert done.returncode == 0
    assert done.stdout.strip() == f"xii_scripta.py {VERSION}"


def test_help_lists_every_option(tmp_path):
    done = run(tmp_path, "--help")
    assert done.returncode == 0
    for option in ("--play", "--short", "--first", "--seed", "--dice", "--names", "--lang", "--color",
                   "--version", "--help"):
        assert option in done.stdout


@pytest.mark.parametrize("args, complaint", [
    (["--first", "III"], "invalid choice: 'III'"),
    (["--dice", "147"], "write three digits 1-6"),
    (["--dice", "146,,222"], "groups of three digits"),
    (["--lang", "de"], "invalid choice: 'de'"),
    (["--color", "sometimes"], "invalid choice: 'sometimes'"),
    (["--play", "--short"], "not allowed with argument"),
    (["--seed", "x"], "argument --seed: 'x': give the seed as a whole number of at most 40 digits"),
    (["--names", "Alice"], "two names separated by a comma"),
    (["--names", "Alice,"], "must not be empty"),
    (["--bogus"], "unrecognized arguments: --bogus"),
])
def test_bad_arguments_exit_2_with_argparses_message(tmp_path, args, complaint):
    done = run(tmp_path, *args)
    assert done.returncode == 2
    assert "usage: xii_scripta.py" in done.stderr
    assert complaint in said(done.stderr)
    assert "Traceback" not in done.stderr


def test_good_arguments_are_parsed():
    args = build_parser().parse_args(["--short", "--first", "II", "--seed", "42", "--dice", "146,335",
                                      "--names", " Livia , Marcus ", "--lang", "cs", "--colour", "never"])
    assert (args.short, args.play, args.first, args.seed) == (True, False, "II", 42)
    assert args.dice == "146,335"
    assert args.names == ("Livia", "Marcus")
    assert (args.lang, args.color) == ("cs", "never")


def test_defaults_leave_the_choices_to_the_settings():
    args = build_parser().parse_args([])
    assert (args.first, args.lang, args.color, args.seed, args.dice, args.names) == (None,) * 6


def test_a_start_without_arguments_gets_the_parsers_defaults_without_building_it():
    assert vars(default_args()) == vars(build_parser().parse_args([]))
