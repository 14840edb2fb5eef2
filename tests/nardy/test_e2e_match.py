"""Long Nardy in a real pseudo-terminal: a match to 3 points against the computer to its end, killed
with SIGKILL half way and continued with ``--continue``.

The person's moves are chosen by the test from the autosaved record (read back through the
framework and the engine), so the test never guesses at the screen: it waits for each prompt,
types a legal whole turn on one line, and reads the result at the end.
"""
from __future__ import annotations

import re
import signal

import pytest

from framework.core.record import read, restore
from framework.core.spec import new_session, seat_players
from games.nardy.spec import SPEC
from pty_helpers import GameTerminal

PERSON = "Player I"
PROMPT = re.escape(PERSON) + r" (\[[^\]]*\] )?> |wins: "


def position(saves):
    """The game as saved, replayed through the engine."""
    path = next(saves.rglob("current.nardy"))
    record = read(path.read_bytes(), SPEC.codec)
    return restore(record, SPEC.codec, lambda setup: new_session(SPEC, setup, seat_players(SPEC, setup)))


def play_turns(g: GameTerminal, saves, turns: int | None) -> bool:
    """Play the person's turns (throw, then a whole turn on one line); True once the game is over."""
    played = 0
    while turns is None or played < turns:
        g.expect(PROMPT, timeout=60)
        if "wins:" in g.child.after:
            return True
        session = position(saves)
        if session.game_over:
            return True
        if session.needs_throw:
            g.send("")
            continue
        turn = session.game.board.legal_turns()[0]
        g.send(" ".join(str(m) for m in turn) if turn else "pass")
        played += 1
    return False


@pytest.mark.slow
def test_a_match_against_the_computer_survives_kill_9_and_ends(tmp_path):
    saves = tmp_path / "saves"
    args = ("--game", "nardy", "--vs-computer", "ii", "--level", "normal", "--seed", "11",
            "--match", "3", "--delay", "0", "--save-dir", str(saves))
    g = GameTerminal(str(tmp_path / "config"), *args)
    try:
        assert not play_turns(g, saves, 8)
        g.expect(PROMPT, timeout=60)
        before = position(saves).game.notation()
        g.child.kill(signal.SIGKILL)
        g.child.close(force=True)
    finally:
        g.close()
    h = GameTerminal(str(tmp_path / "config"), "--game", "nardy", "--continue", "--delay", "0",
                     "--save-dir", str(saves))
    try:
        assert position(saves).game.notation() == before
        assert play_turns(h, saves, None)
        ended = position(saves)
        assert ended.game_over and max(ended.game.score) >= 3 > min(ended.game.score), ended.game.score
        assert ended.game.games >= 2, "a match to 3 points takes at least two games"
        # the save holds the end before the screen has said all of it: wait for the end line on the screen
        h.wait_screen(r"wins:[\s\S]*(mars,\s+2\s+points|oyn,\s+1\s+point)", timeout=30)
        text = " ".join(h.text().split())
        assert re.search(r"(Player I|Computer \(\w+\)) wins: .*(mars, 2 points|oyn, 1 point)", text), text
    finally:
        h.close()
