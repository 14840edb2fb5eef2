"""``--verify FILE`` (framework/core/verify.py): a network game's record checked offline, every throw against the
revealed links and every action through the rules; one changed throw or action fails with its line."""
import subprocess
import sys
from pathlib import Path

import pytest

from framework.core.verify import verify
from framework.programs.verify_files import main
from games import REGISTRY
from helpers_fair_dice import (another_last_action, another_throw, changed_line, header_line, play_network_game,
                               turn_lines)
from helpers_games import cases, dice_games

ROOT = Path(__file__).resolve().parents[2]
#: Each registered dice game's network games verified (their options): XII Scripta with three stones each, Long
#: Nardy also under the sports rule.
OPTIONS = {"xii": ({"stones": 3},), "nardy": ({}, {"sports": True})}
WHERE = "OPTIONS in tests/framework/test_verify.py (rows of the options its network games are played with)"


@pytest.mark.parametrize("name,options", cases(OPTIONS, WHERE, dice_games()))
def test_a_whole_network_game_verifies(name, options):
    game = play_network_game(name, 21, options)
    report = verify(game.text, REGISTRY)
    assert report.ok and report.exit_code == 0 and report.kind == "fair"
    assert report.throws == len(turn_lines(game.text)) and report.actions == len(game.session.history)
    assert report.result == game.record.result
    assert report.text("g").startswith(f"g: verified: {report.throws} throws, {report.actions} actions, result: ")


def test_an_unfinished_game_verifies_as_far_as_it_goes():
    game = play_network_game("xii", 22, {"stones": 3}, max_throws=6)
    report = verify(game.text, REGISTRY)
    assert report.ok and report.result is None and "not finished" in report.text("g")


def test_one_changed_throw_fails_at_its_line():
    game = play_network_game("xii", 23, {"stones": 3})
    text, n, other = another_throw(game.text, 5)
    report = verify(text, REGISTRY)
    assert not report.ok and report.exit_code == 1 and report.line == n
    assert report.text("g").startswith(f"g: line {n}: the throw {other}")
    assert "does not follow from the revealed dice links" in report.reason


@pytest.mark.parametrize("name,options", cases({name: rows[:1] for name, rows in OPTIONS.items()}, WHERE,
                                               dice_games()))
def test_one_changed_legal_action_fails_at_the_next_throw(name, options):
    game = play_network_game(name, 24, options)
    n, new, next_turn = another_last_action(game)
    report = verify(changed_line(game.text, n, new), REGISTRY)
    assert not report.ok and report.line == next_turn and report.code == "wrong_throw"
    assert "this throw or an action before it was changed" in report.reason


def test_one_changed_illegal_action_fails_at_its_own_line_with_the_reason():
    game = play_network_game("nardy", 25)
    n = turn_lines(game.text)[2]
    head, _, _ = game.text.split("\n")[n - 1].partition(":")
    report = verify(changed_line(game.text, n, f"{head}: 1/off"), REGISTRY)
    assert not report.ok and report.line == n and report.code == "illegal_action"
    assert "'1/off' is not allowed here" in report.text("g")


def test_a_changed_seed_or_first_seat_is_caught():
    game = play_network_game("xii", 26, {"stones": 3})
    text = game.text
    seed = game.record.setup.seed
    report = verify(text.replace(f"Seed: {seed}", "Seed: 12345"), REGISTRY)
    assert not report.ok and report.code == "wrong_seed" and report.line == header_line(text, "Seed")
    first = "II" if game.record.setup.first == 0 else "I"
    report = verify(text.replace(f"\nFirst: {('I', 'II')[game.record.setup.first]}\n", f"\nFirst: {first}\n"),
                    REGISTRY)
    assert not report.ok


def test_a_changed_opening_throw_under_the_sports_rule_is_caught():
    game = play_network_game("nardy", 27, {"sports": True})
    script = next(line for line in game.text.split("\n") if line.startswith("Script: "))
    a, b = script.removeprefix("Script: ")
    changed = game.text.replace(script, f"Script: {b}{a}" if a != b else "Script: 65")
    assert not verify(changed, REGISTRY).ok


def test_a_seeded_record_is_said_not_to_be_a_network_games_but_its_actions_are_checked():
    from helpers_record import OPENING_TEXT
    report = verify(OPENING_TEXT, REGISTRY)
    assert report.ok and report.kind == "seeded"
    assert "not a network game's record: its throws come from a seed" in report.text("g")


def test_a_game_without_dice_is_checked_through_the_rules_only():
    from framework.core.record import Record, Scribe, write
    from helpers_games import ataxx_session, spec
    session = ataxx_session()
    scribe = Scribe(Record(session.setup), spec("ataxx").codec)
    session.listeners.append(scribe)
    for _ in range(6):
        session.play(session.game.legal_actions()[0])
    report = verify(write(scribe.record, spec("ataxx").codec), REGISTRY)
    assert report.ok and report.kind == "no_dice" and report.actions == 6
    assert "checked through the rules only" in report.text("g")


@pytest.mark.parametrize("data", [b"", b"hello\n", b"\x00\x01", "Hra\n".encode("utf-16")])
def test_a_file_that_is_no_record_is_exit_2(data):
    report = verify(data, REGISTRY)
    assert report.exit_code == 2 and not report.ok


def test_main_prints_one_line_per_file_and_exits_with_the_worst(tmp_path, capsys):
    good = tmp_path / "good.xii"
    good.write_text(play_network_game("xii", 28, {"stones": 3}).text)
    assert main([str(good)], REGISTRY) == 0
    assert capsys.readouterr().out.startswith(f"{good}: verified: ")
    game = play_network_game("xii", 29, {"stones": 3})
    bad = tmp_path / "bad.xii"
    n = turn_lines(game.text)[1]
    bad.write_text(changed_line(game.text, n, game.text.split("\n")[n - 1].replace(":", "x", 1)))
    assert main([str(good), str(bad)], REGISTRY) == 1
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 2 and out[1].startswith(f"{bad}: line ")
    assert main([str(tmp_path / "missing.xii")], REGISTRY) == 2
    assert main([], REGISTRY) == 2


def test_the_command_line_runs_it(tmp_path):
    record = tmp_path / "game.nardy"
    record.write_text(play_network_game("nardy", 30).text)
    done = subprocess.run([sys.executable, str(ROOT / "xii_scripta.py"), "--verify", str(record)],
                          capture_output=True, text=True, timeout=60, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"{record}: verified: ")


def test_a_game_not_begun_verifies_and_one_with_throws_but_no_links_does_not():
    game = play_network_game("xii", 31, {"stones": 3}, max_throws=0)
    assert verify(game.text, REGISTRY).ok
    thrown = play_network_game("xii", 31, {"stones": 3}, max_throws=2)
    text = "\n".join(line for line in thrown.text.split("\n") if not line.startswith("Fair-Dice-Reveal:"))
    report = verify(text, REGISTRY)
    assert not report.ok and report.code == "unrevealed_throw"


def test_damaged_network_records_are_refused_with_a_reason_never_a_crash():
    import random

    from framework.harness.fuzz import _damage
    texts = [play_network_game("xii", 32, {"stones": 3}).text, play_network_game("nardy", 33, {"sports": True}).text]
    rng = random.Random(34)
    refused = 0
    for _ in range(300):
        report = verify(_damage(rng.choice(texts), rng).encode("utf-8", "surrogateescape"), REGISTRY)
        assert report.status in ("verified", "failed", "unreadable") and (report.ok or report.reason)
        refused += not report.ok
    assert refused > 200


def test_main_without_a_file_says_how_to_use_it(capsys):
    assert main([], REGISTRY) == 2
    assert "usage: xii_scripta.py --verify FILE" in capsys.readouterr().err
    assert main(["--help"], REGISTRY) == 0
    assert "usage: xii_scripta.py --verify FILE" in capsys.readouterr().out
