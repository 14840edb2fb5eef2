"""Latrunculi in a real pseudo-terminal: pexpect types, pyte shows the screen a person would see.

``python3 xii_scripta.py --game latrunculi`` runs in an 80x24 pty with TERM=screen-256color, its saves
in the test's tmp dir; every test waits for a prompt before typing; nothing measures time.
"""
from __future__ import annotations

import re
import signal

import pytest

from pty_helpers import CompanionTerminal, started_terminals

from games.latrunculi.board import Board
from games.latrunculi.render import read_board, squares_of

pytestmark = pytest.mark.slow

NEAR_A_WIN = "dM6/8/6m1/7m/8/M7/8/4D3 w 0 1"      # White's a3a7 closes the black Duke in on a8


class LatrunculiTerminal(CompanionTerminal):
    game = "latrunculi"

    def squares(self) -> dict[str, str]:
        return read_board(self.lines)


@pytest.fixture
def games(tmp_path):
    yield from started_terminals(LatrunculiTerminal, tmp_path)


def test_a_move_a_refusal_in_czech_quit_and_continue(games):
    g = games("--lang", "cs")
    ref = Board()
    g.prompt("Bílý")
    assert g.squares() == squares_of(ref.state)
    g.send("a1a7")
    ref.push_notation("a1a7")
    g.prompt("Černý")
    assert "Poslední tah: Bílý a1a7. Zajato: a8 znehybněn." in g.said()
    assert g.squares() == squares_of(ref.state)
    g.send("b8b1")
    g.prompt("Černý")
    assert "b8b1: cestu blokuje kámen na poli b1." in g.said()
    g.send("h1")
    g.prompt("Černý")
    assert "h1: kámen na poli h1 patří soupeři." in g.said() and g.squares() == squares_of(ref.state)
    g.send("quit")
    g.expect(r"\(a/n\) ")
    g.send("a")
    assert g.wait_exit() == 0
    h = games("--continue", "--lang", "en")
    h.prompt("Black")
    assert h.squares() == squares_of(ref.state)
    h.send("board")
    h.prompt("Black")
    assert f"Position: {ref.fen()}" in h.said()


def test_select_a_piece_then_its_target_in_english(games):
    g = games("--lang", "en")
    g.prompt("White")
    g.send("e2")
    g.expect(re.escape("White ○ e2 → "))
    assert "e2: the Duke can reach 12 squares" in g.said()
    assert "+" in g.squares().values()
    g.send("d3")
    g.expect(re.escape("White ○ e2 → "))
    assert "e2d3: pieces move along a rank or a file, never diagonally." in g.said()
    g.send("e5")
    g.prompt("Black")
    assert "Last move: White e2e5." in g.said()


def test_killed_and_continued_then_played_to_a_win(games):
    g = games("--lang", "en", "--fen", NEAR_A_WIN)
    ref = Board(NEAR_A_WIN)
    for move, mover in (("e1e2", "White"), ("g6g5", "Black")):
        g.prompt(mover)
        g.send(move)
        ref.push_notation(move)
    g.prompt("White")
    g.child.kill(signal.SIGKILL)
    g.wait_exit()
    h = games("--continue", "--lang", "en")
    h.prompt("White")
    assert h.squares() == squares_of(ref.state)
    h.send("a3a7")
    h.expect("Enter: end · r: review the game")
    assert "The black Duke on a8 is immobilised." in h.said()
    assert "Game over: White wins: Black's Duke is immobilised." in h.said()
    h.send("")
    assert h.wait_exit() == 0


def test_the_demo_plays_computer_against_computer_to_the_end(games):
    g = games("--demo", "--level", "strong", "--delay", "0", "--fen", NEAR_A_WIN)
    assert g.wait_exit() == 0
    assert "White wins: Black's Duke is immobilised." in " ".join(g.output().split())
