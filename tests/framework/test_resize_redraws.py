"""A resize redraws the screen at the new size at once, at the prompt, keeping what was typed (a real pty)."""
from __future__ import annotations

import pytest

from games.xii.view import XiiView
from pty_helpers import GameTerminal


@pytest.fixture
def game(tmp_path):
    started: list[GameTerminal] = []

    def start(*args: str) -> GameTerminal:
        g = GameTerminal(str(tmp_path), *args)
        started.append(g)
        return g
    yield start
    for g in started:
        g.child.close(force=True)


def resize(g: GameTerminal, rows: int, columns: int) -> None:
    g.screen.resize(rows, columns)
    g.child.setwinsize(rows, columns)


def test_a_game_at_80_columns_is_redrawn_at_60_without_a_key_pressed(game):
    g = game("--play", "--names", "Alice,Bob", "--first", "I", "--seed", "7")
    g.prompt("Alice")
    assert any(len(line) > 59 for line in g.lines)     # drawn for 80 columns
    resize(g, 24, 60)
    g.expect(r"\x1b\[H\x1b\[2J")                        # a new screen, nothing typed
    g.prompt("Alice")                                   # ... and the question again under it
    g.wait_screen(r"XII Scripta ·")
    assert all(len(line) <= 59 for line in g.lines), g.text()


def test_what_was_typed_before_a_resize_is_still_read(game):
    g = game()
    g.expect("0 to quit")
    g.child.send("6")                                   # typed, no Enter yet
    resize(g, 30, 70)
    g.expect(r"\x1b\[H\x1b\[2J")
    g.expect("0 to quit")
    g.send("")                                          # Enter: the 6 typed before is the answer
    g.expect(r"Saved in|Settings")
    g.wait_screen(r"1  Player I")
    g.send("0")
    g.expect("0 to quit")
    g.send("0")
    assert g.wait_exit() == 0


def test_too_narrow_a_game_says_the_width_needed_and_a_wider_terminal_brings_the_board_back(game):
    g = game("--play", "--names", "Alice,Bob", "--first", "I", "--seed", "7")
    g.prompt("Alice")
    resize(g, 24, 50)
    g.wait_screen(rf"This screen needs {XiiView.min_columns} columns; the terminal has\s+50\.")
    assert "13-24" not in g.text()                      # nothing drawn broken
    resize(g, 24, 80)
    g.prompt("Alice")
    g.wait_screen(r"13-24")
    assert "This screen needs" not in g.text()
