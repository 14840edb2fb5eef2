"""Against the computer in a real pseudo-terminal: a person plays, the computer answers with
legal actions shown as the commands a person would type; the demo plays itself to the end
with nobody at the keyboard; a game against the computer killed with -9 goes on with the
computer in its seat at its level; the menu's computer entry asks the seat, the level and the
length, starts the game and remembers the seat and level.

The normal level is deterministic, so a reference game in this process (the same seed, the
same ComputerPlayer) says exactly what the computer must play.  The strong level thinks
against the clock, so its games are checked by replaying the saved record through the
rules engine (every action legal) instead.
"""
from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pexpect
import pytest

from framework.core.session import Session
from helpers_games import load_file, xii_session
from pty_helpers import GAME, ROOT, GameTerminal, game_env

pytestmark = pytest.mark.slow          # the real game in a pseudo-terminal, key by key

NAMES = ("Alice", "Bob")
SEED = 5
THROW_PROMPT = r"Alice \[Enter: throw\] > "
MOVE_PROMPT = r"Alice \[\? = help\] > "



def from_alices_seat(move, captured: bool) -> str:
    """Bob's action as Alice reads it: his course point p is her OPPOSITE[p] (the board's geometry)."""
    from board import OPPOSITE

    def name(p: int) -> str:
        return ("I", "II", "III", "IV", "V", "VI")[p - 31] if p > 30 else str(p)
    if move.kind == "place":
        text = f"enters on {name(OPPOSITE[move.die])}"
    elif move.kind == "move":
        text = f"{name(OPPOSITE[move.point])} → {name(OPPOSITE[move.point + move.die])}"
    elif move.kind == "take":
        text = f"{name(OPPOSITE[move.point])} → off"
    else:
        text = str(move)
    return text + (", captures your piece" if captured else "")

def squash(text: str) -> str:
    """Text without white space: messages wrap at spaces."""
    return "".join(text.split())


class Game:
    """The game in the terminal; the person is Alice (player I), the computer Bob (player II)."""

    def __init__(self, tmp_path: Path, *args: str) -> None:
        self.tmp = tmp_path
        self.saves = tmp_path / "saves"
        self.g = GameTerminal(str(tmp_path / "config"), *args, "--save-dir", str(self.saves), "--delay", "0")
        self.mark = 0

    def new_output(self) -> str:
        """What the game wrote since the last call (messages squashed, escape codes kept)."""
        out = self.g.output()
        new, self.mark = out[self.mark:], len(out)
        return squash(new)

    def wait(self) -> int:
        """The next prompt: 0 the throw prompt, 1 the move prompt, 2 the end of the game."""
        try:
            return self.g.child.expect([THROW_PROMPT, MOVE_PROMPT, r"return to the menu\. "], timeout=60)
        except (pexpect.TIMEOUT, pexpect.EOF):
            raise AssertionError(f"no prompt; the screen shows:\n{self.g.text()}") from None

    def legal_now(self) -> list[str]:
        self.g.send("?")
        assert self.wait() == 1
        shown = re.search(r"Legal now \((\d+)\): (.*)", " ".join(self.g.lines))
        assert shown, self.g.text()
        moves = [m.strip() for m in re.split(r",\s*", shown.group(2).split(" Alice [")[0])]
        # "6/8 (move 3 2)": the point form is typed (the engine's command is beside it)
        return [m.split(" (")[0] for m in moves[:int(shown.group(1))]]

    def notation(self) -> str:
        self.g.send("notation")
        self.wait()
        shown = [line for line in self.g.lines if line.startswith("Position: ")]
        assert shown, self.g.text()
        return shown[-1].removeprefix("Position: ").strip()

    def saved(self):
        """The autosaved game: ``(record, session)``, replayed through the rules engine (RecordError if
        anything is illegal)."""
        return load_file(self.saves / "current.xii")


@pytest.fixture
def games(tmp_path):
    made: list[Game] = []

    def make(*args: str, tmp: Path = tmp_path) -> Game:
        game = Game(tmp, *args)
        made.append(game)
        return game

    yield make
    for game in made:
        assert "Traceback" not in game.g.output(), game.g.output()[-3000:]
        game.g.close()


def reference(level: str) -> Session:
    """The same game in this process: Alice a person, Bob the computer at ``level``."""
    return xii_session(names=NAMES, stones=3, seed=SEED, computers=("", level))


def test_a_person_plays_the_computer_which_answers_with_legal_visible_commands(games):
    m = games("--short", "--vs-computer", "II", "--level", "normal", "--seed", str(SEED), "--first", "I",
              "--names", ",".join(NAMES))
    ref = reference("normal")
    assert m.wait() == 0
    assert "Bob (player II) is the computer, level normal." in m.g.text()
    m.new_output()
    computer_actions = 0
    for _ in range(4):                      # four turns each
        m.g.send("")                        # Alice throws
        ref.throw()
        while ref.game.board.turn == 0 and not ref.game.board.game_over:
            assert m.wait() == 1
            move = ref.game.board.legal_moves()[0]
            ref.play(move)
            m.g.send(str(move))
        if ref.game.board.game_over:
            break
        ref.throw()                         # the computer's turn, in the reference
        expected = [squash(f"Bob threw {'-'.join(map(str, ref.game.board.throw))}.")]
        while ref.game.board.turn == 1 and not ref.game.board.game_over:
            move = ref.players[1].choose(ref.game.copy())
            assert move in ref.game.board.legal_moves()
            captured = ref.game.board.captured(0)
            ref.play(move)
            expected.append(squash(f"Bob: {from_alices_seat(move, ref.game.board.captured(0) > captured)}."))
            computer_actions += 1
        if ref.game.board.game_over:
            break
        assert m.wait() == 0, "after the computer's turn, Alice throws again"
        said = m.new_output()
        for text in expected:
            assert text in said, (text, m.g.text())
        assert m.notation() == ref.game.board.notation()
    assert computer_actions >= 8
    assert m.saved()[1].game.board.notation() == ref.game.board.notation()
    m.g.send("quit")
    m.g.expect(r"\(y/n\) ")
    m.g.send("y")
    m.g.expect("0 to quit: ")
    m.g.send("0")
    assert m.g.wait_exit() == 0


def test_the_computers_actions_cannot_be_taken_back(games):
    m = games("--short", "--vs-computer", "I", "--level", "easy", "--seed", str(SEED), "--first", "I",
              "--names", ",".join(NAMES))
    # Bob is the person here (player II); the computer, Alice, moves first and ends its turn.
    m.g.expect(r"Bob \[Enter: throw\] > ")
    before = m.saved()[0].entries
    assert before and before[0].seat == 0 and before[0].actions
    m.g.send("undo")
    m.g.expect(r"Bob \[Enter: throw\] > ")
    assert "Alice is the computer: its actions cannot be taken back." in m.g.text()
    assert m.saved()[0].entries == before


def demo_args(seed: int) -> list[str]:
    return ["--demo", "--short", "--delay", "0", "--seed", str(seed), "--names", "Livia,Marcus"]


def test_the_demo_runs_to_the_end_and_exits_0_with_nobody_at_the_keyboard(tmp_path):
    m = Game(tmp_path, *demo_args(11))
    try:
        assert m.g.wait_exit(timeout=120) == 0
        out = squash(m.g.output())
        assert re.search(r"(Livia|Marcus)wins!", out), m.g.text()
        assert "Livia:" in out and "Marcus:" in out
        assert "Traceback" not in out
    finally:
        m.g.close()
    assert not (tmp_path / "saves").exists(), "a demo is not saved"


def test_the_demo_with_stdin_at_end_and_stdout_piped_plays_to_a_winner(tmp_path):
    done = subprocess.run([sys.executable, GAME, *demo_args(12), "--level", "easy,strong"],
                          stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=300,
                          env=game_env(str(tmp_path)), cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert re.search(r"(Livia|Marcus) wins!", done.stdout)
    assert "Livia (player I) is the computer, level easy." in done.stdout
    assert "Marcus (player II) is the computer, level strong." in done.stdout
    assert "\x1b" not in done.stdout, "plain text when piped"
    assert "is thinking" not in done.stdout, "no progress hint in a transcript"
    assert done.stderr == ""


def test_the_demo_with_stdin_closed_plays_to_a_winner(tmp_path):
    """Started with file descriptor 0 closed altogether (``<&-``), not just at its end."""
    command = " ".join([sys.executable, GAME, *demo_args(13)]) + " <&-"
    done = subprocess.run(["sh", "-c", command], capture_output=True, text=True, timeout=300,
                          env=game_env(str(tmp_path)), cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert re.search(r"(Livia|Marcus) wins!", done.stdout)
    assert "Traceback" not in done.stderr


def test_a_game_against_the_strong_computer_killed_goes_on_with_the_computer_seated(games, tmp_path):
    args = ("--short", "--vs-computer", "II", "--level", "strong", "--seed", str(SEED), "--first", "I",
            "--names", ",".join(NAMES))
    m = games(*args)
    assert m.wait() == 0
    for _ in range(2):
        m.g.send("")
        assert m.wait() == 1
        while True:
            m.g.send(m.legal_now()[0])
            if m.wait() == 0:
                break
    saved, _ = m.saved()
    assert saved.setup.computers == ("", "strong")
    assert "Computer-II: strong" in (m.saves / "current.xii").read_text("utf-8")
    bob_turns = sum(1 for t in saved.entries if t.seat == 1)
    assert bob_turns == 2
    before = m.notation()
    os.kill(m.g.child.pid, signal.SIGKILL)
    assert m.g.wait_exit() == 128 + signal.SIGKILL

    again = games("--continue")
    assert again.wait() == 0
    assert "Bob (player II) is the computer, level strong." in again.g.text()
    assert again.notation() == before
    again.new_output()
    again.g.send("")
    assert again.wait() == 1
    while True:
        again.g.send(again.legal_now()[0])
        if again.wait() != 1:
            break
    resumed, session = again.saved()
    if not session.game_over:
        assert sum(1 for t in resumed.entries if t.seat == 1) == bob_turns + 1
        last = resumed.entries[-1]
        assert last.seat == 1 and last.actions
        said = again.new_output()
        assert said.count("Bob:") >= len(last.actions)
    assert resumed.setup.computers == ("", "strong")


def test_the_menus_computer_entry_asks_seat_level_and_length_then_plays_and_remembers(games, tmp_path):
    m = games("--first", "I", "--names", ",".join(NAMES), "--seed", str(SEED))
    m.g.expect("0 to quit: ")
    assert "3  Play against the computer" in m.g.text()
    m.g.send("3")
    m.g.expect(r"Enter keeps II, 0 goes back: ")
    m.g.send("")                                # the computer takes II, as offered
    m.g.expect(r"Enter keeps 'normal'\): ")
    m.g.send("strong")
    m.g.expect(r"Type 15 or 3 \(Enter: 15\): ")
    m.g.send("3")                               # a short game
    m.g.expect(r"v p = both: ")
    m.g.send("")                                # Murray's rules
    assert m.wait() == 0
    assert "Bob (player II) is the computer, level strong." in m.g.text()
    assert "waiting  3" in m.g.text()
    m.g.send("")
    assert m.wait() == 1
    while True:
        m.g.send(m.legal_now()[0])
        if m.wait() != 1:
            break
    assert "Bob:" in squash(m.g.output())
    assert m.saved()[0].setup.computers == ("", "strong")
    assert m.saved()[0].setup.option("stones") == 3
    m.g.send("quit")
    m.g.expect(r"\(y/n\) ")
    m.g.send("y")
    m.g.expect("0 to quit: ")
    m.g.send("0")
    assert m.g.wait_exit() == 0
    stored = json.loads((tmp_path / "config" / "settings.json").read_text("utf-8"))
    assert (stored["computer"], stored["level"]) == ("II", "strong")

    again = games()
    again.g.expect("0 to quit: ")
    again.g.send("6")
    again.g.expect("0 to go back: ")
    assert "6  The computer's seat in games against it (menu 3): II" in again.g.text()
    assert "7  The computer's level: strong" in again.g.text()
    again.g.send("0")
    again.g.expect("0 to quit: ")
    again.g.send("3")
    again.g.expect(r"Continue it instead of starting a new one\? \(y/n\) ")
    again.g.send("n")                           # the unfinished game is offered first
    again.g.expect(r"Enter keeps II, 0 goes back: ")
    again.g.send("0")                           # back: nothing starts
    again.g.expect("0 to quit: ")
    again.g.send("1")                           # a new game is two people at the keyboard
    again.g.expect(r"Continue it instead of starting a new one\? \(y/n\) ")
    again.g.send("n")
    again.g.expect(r"v p = both: ")
    again.g.send("")
    again.g.expect(r"\[Enter: throw\] > ")
    assert "is the computer" not in again.g.text()
    again.g.send("quit")
    again.g.expect(r"\(y/n\) ")
    again.g.send("y")
    again.g.expect("0 to quit: ")
    again.g.send("0")
    assert again.g.wait_exit() == 0
