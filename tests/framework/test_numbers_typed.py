"""Numbers a person types go through the house's one reader (framework/core/numbers.py), decimals too: at the
prompts, on the command line and in the programs' and trainers' options.

``int()`` and ``float()`` take ``٣`` (an Arabic-Indic three), ``４``, ``1_0``, and
``float()`` also ``1e3``, ``nan`` and ``inf``: the clock's minutes, ``--seed``,
``--delay`` and Long Nardy's ``--match`` refuse them as the game prompts do.
"""
from __future__ import annotations

import pytest

from framework.core.clock_option import clock_ms
from framework.core.numbers import NumberError, parse_decimal
from games import REGISTRY
from xii_scripta import build_parser

FOREIGN = ["٣", "４", "²", "1_0", "1e1", "nan", "inf", "+5", "-1", "0x4", "", ".", "5..", "1.2.3", " 5"]


@pytest.mark.parametrize("text, value", [("5", 5.0), ("0.5", 0.5), (".5", 0.5), ("5.", 5.0), ("007", 7.0)])
def test_a_decimal_is_ascii_digits_with_one_point(text, value):
    assert parse_decimal(text) == value


@pytest.mark.parametrize("text", FOREIGN)
def test_anything_else_is_not_a_decimal(text):
    with pytest.raises(NumberError) as caught:
        parse_decimal(text)
    assert caught.value.code == "not_a_number"


def test_a_decimal_keeps_to_its_range_and_length():
    with pytest.raises(NumberError) as caught:
        parse_decimal("61", 0, 60)
    assert caught.value.code == "out_of_range"
    with pytest.raises(NumberError) as caught:
        parse_decimal("1" * 7, max_digits=6)
    assert caught.value.code == "too_long"


@pytest.mark.parametrize("answer", ["٣", "４", "1_0", "1e1", "nan", "inf", "+5", "0", "601"])
def test_the_clock_question_refuses_foreign_digits_and_float_spellings(answer):
    with pytest.raises(ValueError):
        clock_ms(answer)


@pytest.mark.parametrize("answer, ms", [("5", 300_000), ("0,5", 30_000), (" 0.5 ", 30_000), ("", None)])
def test_the_clock_question_reads_minutes(answer, ms):
    assert clock_ms(answer) == ms


@pytest.mark.parametrize("argv", [["--seed", "٣"], ["--seed", "1_0"], ["--delay", "nan"], ["--delay", "1e1"],
                                  ["--delay", "４"]])
def test_the_command_line_refuses_foreign_digits(argv, capsys):
    with pytest.raises(SystemExit) as leaving:
        build_parser().parse_args(argv)
    assert leaving.value.code == 2
    assert f"argument {argv[0]}:" in capsys.readouterr().err


def test_the_command_line_reads_its_numbers():
    args = build_parser().parse_args(["--seed", "-12", "--delay", "0.25"])
    assert (args.seed, args.delay) == (-12, 0.25)


def test_long_nardys_match_and_dice_are_read_by_the_house_reader(capsys):
    from framework.programs.cli import game_parser
    entry = next(e for e in REGISTRY if e.name == "nardy")
    parser = game_parser(entry, entry.spec())
    args = parser.parse_args(["--match", "3", "--dice", "65,33"])
    assert (args.match, args.dice) == (3, "65,33")
    for argv in (["--match", "٣"], ["--dice", "653"]):
        with pytest.raises(SystemExit):
            parser.parse_args(argv)
        assert f"argument {argv[0]}:" in capsys.readouterr().err


@pytest.mark.parametrize("argv", [["--ataxx-arbiter", "a", "b", "--games", "²"],
                                  ["--ataxx-arbiter", "a", "b", "--time", "٣"],
                                  ["--ataxx-player", "--seed", "1_0"]])
def test_the_programs_options_refuse_foreign_digits(argv, capsys):
    from games.ataxx import arbiter, player_program
    program = {"--ataxx-arbiter": arbiter, "--ataxx-player": player_program}[argv[0]]
    with pytest.raises(SystemExit) as leaving:
        program._parser().parse_args(argv[1:])
    assert leaving.value.code == 2
    err = capsys.readouterr().err
    if argv[-2] == "--time":        # the arbiter's clock says what it takes (a day at most)
        assert f"argument --time: '{argv[-1]}' is not a time the arbiter can keep" in err
    else:
        assert f"argument {argv[-2]}: invalid int value: '{argv[-1]}'" in err


@pytest.mark.parametrize("argv", [["--games", "٣"], ["--alpha", "nan"], ["--lam", "1e-1"], ["--hidden", "４"]])
def test_the_trainers_options_refuse_foreign_digits_and_float_spellings(argv, capsys):
    import argparse

    from framework.ai.td import add_training_arguments
    parser = argparse.ArgumentParser()
    add_training_arguments(parser, hidden=40, eval_every=0, eval_games=0)
    with pytest.raises(SystemExit):
        parser.parse_args(["--games", "10", "--out", "w.npz"] + argv)
    assert f"argument {argv[0]}:" in capsys.readouterr().err
    args = parser.parse_args(["--games", "10", "--out", "w.npz", "--alpha", "0.05", "--seed", "-3"])
    assert (args.games, args.alpha, args.seed, args.hidden) == (10, 0.05, -3, 40)
