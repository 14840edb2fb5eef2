"""``--delay`` pauses after each of the computer's moves in the games without dice too (Ataxx, Latrunculi):
a demo is watchable move by move. By default a move game against a person does not pause (its answer is on
the screen the person reads next); a dice game does, between the throws and actions of one turn."""
import time

import pytest

from framework.programs.cli import game_main
from games import REGISTRY
from helpers_games import move_games

ENTRIES = {entry.name: entry for entry in REGISTRY}


@pytest.mark.parametrize("game", move_games())
def test_a_demo_pauses_after_every_move_for_the_delay_asked(tmp_path, monkeypatch, capsys, game):
    pauses: list[float] = []
    monkeypatch.setattr(time, "sleep", pauses.append)
    monkeypatch.setenv("XII_SCRIPTA_CONFIG_DIR", str(tmp_path / "config"))
    argv = ["--demo", "--level", "easy", "--seed", "5", "--delay", "0.25", "--save-dir", str(tmp_path / "s")]
    assert game_main(ENTRIES[game], argv, REGISTRY) == 0
    out = capsys.readouterr().out
    assert "Traceback" not in out
    assert set(pauses) == {0.25}
    # one after each move but the last (the end screen follows it): Latrunculi's easy demo ends early
    assert len(pauses) >= (10 if game == "ataxx" else 1)
