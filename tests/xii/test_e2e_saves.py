"""Nothing lost: a real game in a pseudo-terminal is killed, hung up or left with Ctrl-D, and
``--continue`` finds the same position (the ``notation`` command) and the same next throw.

The game runs with ``--seed`` and no fixed throws, so every throw comes from the
players' bags.  A reference game is played in-process alongside it (a plain
``GameSession`` with the same seed, never saved or restored): it says which
throw the uninterrupted game shows next, independently of the record code.
Saves go to ``--save-dir`` in the test's tmp dir, the settings to
``XII_SCRIPTA_CONFIG_DIR`` there too; nothing touches the real home.
"""
from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from pty_helpers import GAME, ROOT, GameTerminal, game_env
from games.xii.render import parse_diagram

from helpers_games import xii_session

pytestmark = pytest.mark.slow          # the real game in a pseudo-terminal, key by key

SEED = 11
NAMES = ("Alice", "Bob")


class Match:
    """The game in the terminal and the reference game, played move for move."""

    def __init__(self, tmp_path: Path, *extra: str) -> None:
        self.tmp = tmp_path
        self.saves = tmp_path / "saves"
        self.ref = xii_session(names=NAMES, seed=SEED)
        self.games: list[GameTerminal] = []
        self.g = self.start("--play", "--seed", str(SEED), "--first", "I", "--names", ",".join(NAMES), *extra)
        self.g.prompt("Alice")

    def start(self, *args: str, **env: str) -> GameTerminal:
        g = GameTerminal(str(self.tmp / "config"), *args, "--save-dir", str(self.saves), **env)
        self.games.append(g)
        return g

    def throw(self) -> tuple[int, int, int]:
        """Press Enter at the hand-over; the throw on the screen must be the reference's."""
        expected = tuple(self.ref.throw())
        self.g.send("")
        self.g.prompt(self.ref.current.name)
        shown = re.search(r"Throw: (\d)-(\d)-(\d)", self.g.text())
        assert shown, self.g.text()
        assert tuple(map(int, shown.groups())) == expected
        return expected

    def act(self) -> str:
        """Play the reference's first legal action in both games."""
        move = self.ref.game.board.legal_moves()[0]
        self.ref.play(move)
        self.g.send(str(move))
        self.g.prompt(self.ref.current.name)
        return str(move)

    def finish_turn(self) -> None:
        seat = self.ref.game.board.turn
        while self.ref.game.board.dice and self.ref.game.board.turn == seat and not self.ref.game.board.game_over:
            self.act()

    def notation(self) -> str:
        self.g.send("notation")
        self.g.prompt(self.ref.current.name)
        shown = [line for line in self.g.lines if line.startswith("Position: ")]
        assert shown, self.g.text()
        return shown[-1].removeprefix("Position: ").strip()

    def close(self) -> None:
        for g in self.games:
            assert "Traceback" not in g.output(), g.output()[-3000:]
            g.close()


@pytest.fixture
def match(tmp_path):
    made: list[Match] = []

    def make(*extra: str) -> Match:
        m = Match(tmp_path, *extra)
        made.append(m)
        return m

    yield make
    for m in made:
        m.close()


def squash(text: str) -> str:
    """Text without any white space: messages wrap at spaces or, for a long path, anywhere."""
    return "".join(text.split())


def says(g: GameTerminal, message: str) -> bool:
    """Whether the screen shows ``message``, however it was wrapped."""
    return squash(message) in squash(g.text())


def play_into_the_game(m: Match, mid_turn: bool) -> str:
    """Two whole turns, then (mid_turn) a throw and one action; the notation shown at that moment."""
    for _ in range(2):
        m.throw()
        m.finish_turn()
    if mid_turn:
        m.throw()
        m.act()
        assert m.ref.game.board.dice, "still mid-turn: dice left to play"
    shown = m.notation()
    assert shown == m.ref.game.board.notation()
    return shown


def stop(m: Match, how: str) -> None:
    """End the running game the way ``how`` says, and check how it ended."""
    g = m.g
    if how == "kill -9":
        os.kill(g.child.pid, signal.SIGKILL)
        assert g.wait_exit() == 128 + signal.SIGKILL
    elif how == "SIGHUP":
        os.kill(g.child.pid, signal.SIGHUP)
        assert g.wait_exit() == 128 + signal.SIGHUP          # left cleanly, by the handler
    elif how == "Ctrl-D":
        g.child.sendeof()
        g.expect("The game is saved. Continue it with: python3 xii_scripta.py --continue --save-dir ")
        assert g.wait_exit() == 0
    else:
        raise AssertionError(how)


def go_on(m: Match, before: str) -> None:
    """Start again with --continue: the same position, then the same throws as the reference."""
    m.g = m.start("--continue")
    m.g.prompt(m.ref.current.name)
    assert says(m.g, f"The game goes on from {m.saves / 'current.xii'}.")
    assert m.notation() == before
    m.finish_turn()          # the rest of the interrupted turn (or nothing, at a hand-over)
    m.throw()                # the next throw: the one the uninterrupted game throws
    m.act()
    assert m.notation() == m.ref.game.board.notation()


@pytest.mark.parametrize("how", ["kill -9", "SIGHUP", "Ctrl-D"])
def test_a_game_stopped_mid_turn_goes_on_where_it_was(match, how):
    m = match()
    before = play_into_the_game(m, mid_turn=True)
    stop(m, how)
    go_on(m, before)


def test_killed_at_the_hand_over_the_next_player_throws_the_same(match):
    m = match()
    before = play_into_the_game(m, mid_turn=False)
    assert m.ref.needs_throw
    stop(m, "kill -9")
    go_on(m, before)


def test_a_closed_terminal_loses_nothing(match):
    """The pty master goes away (the window is closed): the kernel hangs up the game."""
    m = match()
    before = play_into_the_game(m, mid_turn=True)
    m.g.child.close(force=False)          # closes the master; the kernel sends SIGHUP
    assert not m.g.child.isalive()
    go_on(m, before)


def test_the_undo_after_a_resume_takes_back_the_action_before_it(match):
    m = match()
    play_into_the_game(m, mid_turn=True)
    stop(m, "kill -9")
    m.g = m.start("--continue")
    m.g.prompt(m.ref.current.name)
    m.g.send("undo")
    m.g.prompt(m.ref.current.name)
    m.ref.undo()
    assert "Taken back:" in m.g.text()
    assert m.notation() == m.ref.game.board.notation()
    stop(m, "kill -9")
    m.g = m.start("--continue")
    m.g.prompt(m.ref.current.name)
    assert m.notation() == m.ref.game.board.notation(), "the undo itself was saved"


def test_the_menu_offers_continue_and_ctrl_c_keeps_the_game(match):
    m = match()
    before = play_into_the_game(m, mid_turn=True)
    m.g.child.sendintr()
    m.g.expect(r"\(The game is saved: you can continue it later\.\)")
    m.g.expect(r"Leave XII Scripta\? \(y/n\) ")
    m.g.send("y")
    assert m.g.wait_exit() == 130
    m.g = m.start()
    m.g.expect("Choose c to continue, 1-8, or 0 to quit: ")
    assert "c  Continue the unfinished game (Alice v Bob, 3 turns so far)" in m.g.text()
    m.g.send("c")
    m.g.prompt(m.ref.current.name)
    assert m.notation() == before
    m.g.send("quit")
    m.g.expect(r"\(y/n\) ")
    m.g.send("y")
    m.g.expect("Choose c to continue, 1-8, or 0 to quit: ")
    assert "The game is saved: choose c to continue it." in m.g.text()
    m.g.send("0")
    assert m.g.wait_exit() == 0


def test_a_finished_game_is_not_offered_and_continue_says_so(match, tmp_path):
    m = match()
    m.throw()
    m.g.send("yield")
    m.g.expect(r"\(y/n\) ")
    m.g.send("y")
    m.g.expect("Enter: back to the menu · r: review the game ")
    m.g.send("")
    m.g.expect("Choose 1-8, or 0 to quit: ")
    assert "Continue" not in m.g.text()
    m.g.send("0")
    assert m.g.wait_exit() == 0
    saved = (m.saves / "current.xii").read_text("utf-8")
    assert saved.endswith("Result: II wins by yield\nEnd\n")
    m.g = m.start("--continue")
    assert m.g.wait_exit() == 2, "nothing to continue: said, and nothing starts"
    assert "There is no unfinished game to continue" in m.g.text()
    assert (m.saves / "current.xii").read_text("utf-8") == saved, "the finished game is not archived"


def test_save_exports_a_copy_that_load_continues(match, tmp_path):
    m = match()
    before = play_into_the_game(m, mid_turn=True)
    copy = tmp_path / "copy.xii"
    m.g.send(f"save {copy}")
    m.g.prompt("Alice")
    assert says(m.g, f"A copy of the game is saved in {copy}.")
    assert copy.read_text("utf-8") == (m.saves / "current.xii").read_text("utf-8")
    m.g.send(f"save {copy}")
    m.g.expect(r"already exists\. Overwrite it\? \(y/n\) ")
    m.g.send("n")
    m.g.prompt("Alice")
    assert says(m.g, f"Nothing saved: {copy} is left as it was.")
    m.g.send("save")
    m.g.prompt("Alice")
    assert "Give a file name: save FILE" in m.g.text()
    m.g.send(f"save {tmp_path / 'no' / 'such' / 'dir' / 'x.xii'}")
    m.g.prompt("Alice")
    assert says(m.g, "The copy was not saved") and says(m.g, "no such file or directory).")
    stop(m, "kill -9")
    # --load FILE in a fresh save directory: the same position, and it becomes the current game there.
    m.saves = tmp_path / "other-saves"
    m.g = m.start("--load", str(copy))
    m.g.prompt(m.ref.current.name)
    assert m.notation() == before
    m.act()
    assert (m.saves / "current.xii").exists()
    assert copy.read_text("utf-8") != (m.saves / "current.xii").read_text("utf-8"), "the copy stays as saved"


# ---------------------------------------------------------------- replay

def recorded_game(tmp_path: Path) -> Path:
    """The seed's opening as a record file (I 1-4-6, II 3-3-5, I 2-2-2 with the capture, unfinished)."""
    path = tmp_path / "opening.xii"
    path.write_text("\n".join([
        "XII Scripta game record", "Format: 1", "Date: 2026-11-21T17:53:30Z", "Player-I: Alice",
        "Player-II: Bob", "Stones: 15", "Free-pass: no", "Exact-bear-off: no", "Seed: 7",
        "Script: 146,335,222", "First: I", "",
        "I 1-4-6: place 4, place 1, place 6",
        "II 3-3-5: place 3, place 5, place 3",
        "I 2-2-2: move 3 2", ""]), encoding="utf-8")
    return path


AFTER_I = """
_ _ _ _ _ _   _ _ _ _ _ _
1 _ _ 1 _ 1   _ _ _ _ _ _
_ _ _ _ _ _   _ _ _ _ _ _
"""
AFTER_II_SEEN_BY_II = """
_ _ _ _ _ _   _ _ _ _ _ _
_ _ B _ A _   1 _ 1 _ _ 1
_ _ _ _ _ _   _ _ _ _ _ _
"""
AFTER_CAPTURE = """
_ _ _ _ _ _   _ _ _ _ _ _
1 _ _ 1 _ _   _ 1 _ B _ _
_ _ _ _ _ _   _ _ _ _ _ _
"""


def test_replay_steps_turn_by_turn_from_the_movers_seat(tmp_path):
    path = recorded_game(tmp_path)
    g = GameTerminal(str(tmp_path / "config"), "--replay", str(path), "--save-dir", str(tmp_path / "s"))
    try:
        g.expect("Enter: next · b: back · q: quit ")
        assert "Replay of opening.xii · step 0 of 3" in g.text()
        assert "The start: Alice (player I) moves first." in g.text()
        g.send("")
        g.expect("q: quit ")
        assert "Turn 1: Alice (player I) threw 1-4-6: enters on 4, enters on 1, enters on 6" in g.text()
        assert g.board(seat=0) == parse_diagram(AFTER_I, seat=0)
        g.send("")
        g.expect("q: quit ")
        assert "Turn 2: Bob (player II) threw 3-3-5" in g.text()
        assert g.board(seat=1) == parse_diagram(AFTER_II_SEEN_BY_II, seat=1)
        middle = g.lines[g.row_index("1-12")].replace("*", " ")        # * marks the last turn's points
        assert "_   _   B   _   A   _      1   _   1   _   _   1" in middle, "drawn from Bob's seat"
        g.send("")
        g.expect(r"The end of the record · Enter or q: quit · b: back ")
        assert "Turn 3: Alice (player I) threw 2-2-2: 6 → 8, captures Bob's piece" in g.text()
        assert "The record ends here: the game is unfinished." in g.text()
        assert g.board(seat=0) == parse_diagram(AFTER_CAPTURE, seat=0)
        g.send("b")
        g.expect("q: quit ")
        assert "step 2 of 3" in g.text()
        g.send("q")
        assert g.wait_exit() == 0
        assert "Traceback" not in g.output()
        assert not (tmp_path / "s").exists(), "a replay saves nothing"
    finally:
        g.close()


@pytest.mark.parametrize("stdin", [subprocess.DEVNULL, "closed", b"\n\nb\nzz\n\n\n\n\n\n"])
def test_replay_ends_cleanly_with_stdin_closed_or_piped(tmp_path, stdin):
    path = recorded_game(tmp_path)
    env = game_env(str(tmp_path / "config"))
    cmd = [sys.executable, GAME, "--replay", str(path)]
    if stdin == "closed":
        done = subprocess.run(["sh", "-c", 'exec "$@" <&-', "sh", *cmd], capture_output=True, env=env,
                              cwd=ROOT, timeout=60)
    elif isinstance(stdin, bytes):
        done = subprocess.run(cmd, input=stdin, capture_output=True, env=env, cwd=ROOT, timeout=60)
    else:
        done = subprocess.run(cmd, stdin=stdin, capture_output=True, env=env, cwd=ROOT, timeout=60)
    out = done.stdout.decode()
    assert done.returncode == 0, done.stderr.decode()
    assert done.stderr == b""
    assert "Replay of opening.xii · step 0 of 3" in out
    if isinstance(stdin, bytes):
        assert "step 3 of 3" in out and "'zz' is not a replay key" in out
        assert out.count("Turn 2: Bob (player II) threw 3-3-5") == 2       # forward, back, forward


def test_a_bad_load_exits_2_naming_the_file_and_line_and_overwrites_nothing(tmp_path):
    path = recorded_game(tmp_path)
    text = path.read_text("utf-8").replace("I 2-2-2: move 3 2", "I 2-2-2: move 3 5")
    path.write_text(text, encoding="utf-8")
    saves = tmp_path / "saves"
    saves.mkdir()
    (saves / "current.xii").write_bytes(b"an earlier game, kept as it is\n")
    env = game_env(str(tmp_path / "config"))
    for lang, words in (("en", f"Cannot load {path}, line 15: 'move 3 5' is not allowed here: "
                                "No unused die shows 5; the unused dice are 2, 2, 2."),
                        ("cs", f"Nelze načíst {path}, řádek 15: „move 3 5“ tady není dovoleno: "
                               "Žádná nepoužitá kostka neukazuje 5")):
        done = subprocess.run([sys.executable, GAME, "--load", str(path), "--save-dir", str(saves),
                               "--lang", lang], capture_output=True, env=env, cwd=ROOT, timeout=60,
                              stdin=subprocess.DEVNULL)
        assert done.returncode == 2
        assert words in done.stderr.decode(), done.stderr.decode()
        assert "Traceback" not in done.stderr.decode()
    assert (saves / "current.xii").read_bytes() == b"an earlier game, kept as it is\n"
    assert sorted(p.name for p in saves.iterdir()) == ["current.xii"]


def test_loading_a_finished_game_shows_its_end_and_keeps_the_current_game(tmp_path, short_tmp_path):
    path = recorded_game(short_tmp_path)
    text = path.read_text("utf-8").replace("I 2-2-2: move 3 2\n", "I 2-2-2: move 3 2, yield\nResult: II wins by yield\n")
    path.write_text(text, encoding="utf-8")
    saves = tmp_path / "saves"
    saves.mkdir()
    (saves / "current.xii").write_text("a game in progress\n", encoding="utf-8")
    done = subprocess.run([sys.executable, GAME, "--load", str(path), "--save-dir", str(saves)],
                          input=b"\n0\n", capture_output=True, env=game_env(str(tmp_path / "config")),
                          cwd=ROOT, timeout=60)
    out = " ".join(done.stdout.decode().split())
    assert done.returncode == 0, done.stderr.decode()
    assert f"This game is over: Bob wins: Alice gave up. Step through it with --replay {path}" in out
    assert "Bob wins!" in out and "Turns: 3 (Alice 2, Bob 1)" in out
    assert "Alice captured 1 of Bob's pieces; Bob captured 0 of Alice's." in " ".join(out.split())
    assert (saves / "current.xii").read_text("utf-8") == "a game in progress\n"


def test_the_new_options_are_in_the_help_and_exclusive(tmp_path):
    env = game_env(str(tmp_path / "config"))
    shown = subprocess.run([sys.executable, GAME, "--help"], capture_output=True, text=True, env=env, cwd=ROOT,
                           timeout=60)
    for option in ("--continue", "--load FILE", "--replay FILE", "--save-dir DIR"):
        assert option in shown.stdout
    both = subprocess.run([sys.executable, GAME, "--play", "--continue"], capture_output=True, text=True, env=env,
                          cwd=ROOT, timeout=60, stdin=subprocess.DEVNULL)
    assert both.returncode == 2 and "not allowed with argument" in both.stderr


def test_continue_removes_a_temporary_left_by_a_killed_save(tmp_path):
    path = recorded_game(tmp_path)
    saves = tmp_path / "saves"
    saves.mkdir()
    (saves / "current.xii").write_bytes(path.read_bytes())
    stale = saves / ".current.xii.999999999.abc.tmp"        # no such process: its save was killed
    stale.write_text("XII Scripta game rec")
    done = subprocess.run([sys.executable, GAME, "--continue", "--save-dir", str(saves)], input=b"notation\n",
                          capture_output=True, env=game_env(str(tmp_path / "config")), cwd=ROOT, timeout=60)
    assert done.returncode == 0, done.stderr.decode()
    # The seed's opening up to the capture (board.Board played directly gives this notation).
    assert "Position: ------------/A--A---A-b--/------------ I 22 12/0/0 12/1/0" in done.stdout.decode()
    assert not stale.exists()
    assert (saves / "current.xii").read_bytes() == path.read_bytes()


def test_a_second_window_on_the_same_game_watches_instead_of_writing(match):
    """Two terminals, one user: the second copy is told the game is open elsewhere and may watch it."""
    m = match()
    before = play_into_the_game(m, mid_turn=True)
    saved = (m.saves / "current.xii").read_text(encoding="utf-8")
    second = m.start("--continue")
    second.expect("This game is open in another window")
    second.expect("0: back ")
    second.send("w")
    second.expect("Enter: look again")
    assert "as last saved" in second.text() and "Alice" in second.text()
    second.send("0")
    second.expect("0: back ")
    second.send("0")
    second.expect("or 0 to quit: ")
    second.send("0")
    assert second.wait_exit() == 0
    assert (m.saves / "current.xii").read_text(encoding="utf-8") == saved, "the second window wrote nothing"
    m.g.send("board")
    m.g.prompt(m.ref.current.name)
    assert m.notation() == before, "the first window plays on undisturbed"
