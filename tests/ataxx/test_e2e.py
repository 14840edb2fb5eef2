"""Hotseat Ataxx in a real pseudo-terminal: pexpect types, pyte shows the screen a person would see.

``python3 xii_scripta.py --game ataxx`` runs in an 80x24 pty with TERM=screen-256color,
its saves in the test's tmp dir (``--save-dir``) and its settings and data
folders there too (tests/pty_helpers.game_env). Every test waits for a prompt
before typing; nothing measures time.
"""
from __future__ import annotations

import re
import shlex
import signal
import subprocess
import sys

import pytest

from pty_helpers import GAME, ROOT, TIMEOUT, CompanionTerminal, game_env, started_terminals

from games.ataxx.board import Board
from games.ataxx.render import read_board, squares_of_board
from helpers_text import said

pytestmark = pytest.mark.slow


class AtaxxTerminal(CompanionTerminal):
    """``python3 xii_scripta.py --game ataxx --save-dir TMP/saves ...`` in a pty, with its screen."""

    game = "ataxx"

    def squares(self) -> dict[str, str]:
        """The board on the screen, square by square (found through its own rulers)."""
        return read_board(self.lines)

    def ruler(self) -> list[str]:
        return next(line.split() for line in self.lines if sorted(line.split()) == list("abcdefg"))


@pytest.fixture
def games(tmp_path):
    yield from started_terminals(AtaxxTerminal, tmp_path)


def test_moves_on_the_screen_cell_by_cell_from_both_seats(games):
    g = games("--flip", "--lang", "en")
    ref = Board()
    g.prompt("Black")
    assert g.ruler() == list("abcdefg") and g.squares() == squares_of_board(ref)
    # black's seat: a7 is the top left square, drawn black (red) and filled
    row = next(i for i, line in enumerate(g.lines) if line.strip().startswith("7 "))
    x = g.lines[row].index("7") + 2
    assert g.lines[row][x] == "●" and g.colours_of(row, "●") == {"red"}
    assert g.colours_of(row, "○") == {"cyan"}
    for move, mover in (("b6", "White"), ("g7e5", "Black"), ("a7a6", "White")):
        ref.push(ref.parse_move(move))
        g.send(move)
        g.prompt(mover)
        assert g.squares() == squares_of_board(ref)
        assert g.ruler() == (list("gfedcba") if mover == "White" else list("abcdefg"))
    # white's seat: g1 top left, a7 bottom right (black's clone onto a6 turned nothing)
    top = next(i for i, line in enumerate(g.lines) if line.strip().startswith("1 "))
    assert g.lines[top].split()[1] == "●"              # g1, black's starting stone
    assert "Last move: Black a6 (clone, stones turned: 0)." in g.said()     # a clone is named by its target


def test_an_illegal_move_is_refused_with_its_reason_and_the_board_unchanged(games):
    g = games()
    g.prompt("Black")
    before = g.squares()
    g.send("a1a3")
    g.prompt("Black")
    assert "a1a3: there is no stone of yours on a1." in g.said()
    assert g.squares() == before
    row = next(i for i, line in enumerate(g.lines) if line.startswith("a1a3:"))
    assert g.colours_of(row, "a1") == {"red"}           # the refusal stands out (colour is not the only sign)
    g.send("a7d4")
    g.prompt("Black")
    assert "'a7d4': a move goes one square (clone) or two squares (jump) away." in g.said()
    assert g.squares() == before
    g.send_bytes(b"\xff\xfe\x1b[2J" + b"z" * 3000 + b"\n")          # not UTF-8, an escape, a long line
    g.prompt("Black")
    assert "is not a move" in g.said() and g.squares() == before


def test_question_mark_and_undo(games):
    g = games()
    g.prompt("Black")
    g.send("?")
    g.prompt("Black")
    assert "Clones (6): a6 b6 b7 f1 f2 g2" in g.said()
    assert "Jumps (10): a7a5 a7b5 a7c5" in g.said()
    g.send("b6")
    g.prompt("White")
    g.send("undo")
    g.prompt("Black")
    assert "Taken back: b6." in g.said()
    assert g.squares() == squares_of_board(Board())


def test_a_constructed_ending_shows_its_reason(games):
    g = games("--fen", "7/7/7/7/xxxxxxx/xxxxxxx/oooooo1 x 0 1")
    g.prompt("Black")
    g.send("g1")
    g.expect("Enter: end · r: review the game")
    assert "Game over: Black wins: White has no legal move with empty squares left." in g.said()
    g.send("")
    assert g.wait_exit() == 0


def test_killed_and_continued_at_the_same_position(games, tmp_path):
    g = games("--seed", "4")
    ref = Board()
    for move, mover in (("b6", "Black"), ("g7e5", "White"), ("a7c7", "Black")):
        g.prompt(mover)
        ref.push(ref.parse_move(move))
        g.send(move)
    g.prompt("White")
    g.child.kill(signal.SIGKILL)
    g.wait_exit()
    h = games("--continue")
    h.prompt("White")
    assert h.squares() == squares_of_board(ref)
    assert "The game goes on from" in h.said()
    assert "current.ataxx" in "".join(h.text().split())
    h.send("fen")
    h.prompt("White")
    assert f"Position: {ref.fen()}" in h.said()


def test_ctrl_c_asks_and_ctrl_d_leaves_keeping_the_game(games, tmp_path):
    g = games()
    g.prompt("Black")
    g.send("b6")
    g.prompt("White")
    g.child.sendintr()
    g.expect(re.escape("(The game is saved: you can continue it later.)"))
    g.expect(r"Leave XII Scripta\? \(y/n\) ")
    g.send("n")
    g.expect("Staying.")
    g.prompt("White")
    g.child.sendeof()
    command = "python3 xii_scripta.py --game ataxx --continue --save-dir " + shlex.quote(str(tmp_path / "saves"))
    g.expect(re.escape("The game is saved. Continue it with: " + command))
    assert g.wait_exit() == 0
    h = games("--continue")
    h.prompt("White")
    assert h.squares()["b6"] == "x"


def test_ctrl_c_answered_yes_leaves_with_130(games):
    g = games()
    g.prompt("Black")
    g.child.sendintr()
    g.expect(r"Leave XII Scripta\? \(y/n\) ")
    g.send("y")
    g.expect("The game is saved. Continue it with: ")
    assert g.wait_exit() == 130


def test_czech_messages(games):
    g = games("--lang", "cs")
    g.prompt("Černý")
    assert "na tahu je Černý" in g.said()
    g.send("b7b7")
    g.prompt("Černý")
    assert "„b7b7“: tah vede o jedno pole (klon) nebo o dvě pole (skok)." in g.said()
    g.send("b6")
    g.prompt("Bílý")
    assert "Poslední tah: Černý b6 (klon, obrácené kameny: 0)." in g.said()
    g.child.sendintr()
    g.expect(r"Opustit XII Scripta\? \(a/n\) ")
    g.send("n")
    g.expect("Zůstáváme.")
    g.prompt("Bílý")
    g.send("zpět")
    g.prompt("Černý")
    assert "Vzato zpět: b6." in g.said()
    g.send("konec")
    g.expect(re.escape("Ukončit tuto hru? Zůstane uložená. (a/n) "))          # --game: no menu after it
    g.send("a")
    assert g.wait_exit() == 0


def test_the_clock_runs_out_and_that_player_loses(games):
    g = games("--clock", "0.005")
    g.prompt("Black")
    assert "Black ● 0:01 >" in g.said()
    g.expect("Enter: end · r: review the game")      # nobody types: black's 0.3 s run out
    assert "Game over: White wins: Black ran out of time." in g.said()
    g.send("")
    assert g.wait_exit() == 0


def test_against_the_computer(games):
    g = games("--vs-computer", "white", "--level", "easy", "--seed", "3")
    g.prompt("Black")
    assert "White (computer, easy)" in g.said()
    g.send("b6")
    g.prompt("Black")
    assert re.search(r"Last move: White \w+ \((clone|jump), stones turned: \d\)\.", g.said())
    assert sum(v == "o" for v in g.squares().values()) >= 2 and g.squares()["b6"] in "xo"


def ataxx_piped(tmp_path, *args: str, data: bytes = b"") -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, GAME, "--game", "ataxx", "--save-dir", str(tmp_path / "saves"), *args],
                          input=data, capture_output=True, cwd=ROOT, env=game_env(str(tmp_path)), timeout=TIMEOUT)


def test_piped_output_is_plain_text(tmp_path):
    done = ataxx_piped(tmp_path, data=b"b6\n")
    out = done.stdout.decode()
    assert done.returncode == 0 and "\x1b" not in out
    assert "Last move: Black b6" in out and "White ○ > " in out


def test_continue_without_a_saved_game_says_so_and_starts_nothing(tmp_path):
    done = ataxx_piped(tmp_path, "--continue", "--lang", "cs", data=b"b6\n")
    assert done.returncode == 2
    assert f"Žádná rozehraná hra k pokračování není (uložené hry jsou v {tmp_path / 'saves'})." in \
        said(done.stderr.decode())
    assert done.stdout == b"" and not (tmp_path / "saves").exists()


def test_a_damaged_saved_game_is_reported_exit_2_and_left_alone(tmp_path):
    ataxx_piped(tmp_path, data=b"b6\n")
    path = tmp_path / "saves" / "current.ataxx"
    broken = path.read_text().replace("Rules: itpw", "Rules: none")
    path.write_text(broken)
    done = ataxx_piped(tmp_path, "--continue")
    out = said(done.stderr.decode())
    assert done.returncode == 2, out
    assert f"Cannot load {path}, line 4: 'none' is not a valid value for Rules." in out
    assert "Traceback" not in done.stderr.decode()
    assert path.read_text() == broken
