"""The last move's marks through a real pseudo-terminal (pexpect types, pyte shows what a person sees):
Latrunculi's a1a7 marks its two squares ``*`` and the man it took ``×`` (``x`` on an ASCII terminal), the
squares in reverse video, and the report says which man could no longer move; with NO_COLOR the marks
stay and nothing is reversed. Ataxx's first clone marks its target; a jump marks its source and target
``*`` and each stone it turned ``+``. Long Nardy marks ``*`` before each point the last turn left or
reached, as XII Scripta does."""
from __future__ import annotations

import re

import pytest

from pty_helpers import CompanionTerminal, GameTerminal, started_terminals

from games.ataxx.render import read_board as read_ataxx
from games.ataxx.render import squares_of_board
from games.latrunculi.board import Board
from games.latrunculi.render import read_board, squares_of
from games.nardy.render import parse as parse_nardy
from helpers_widths import session

pytestmark = pytest.mark.slow


class LatrunculiTerminal(CompanionTerminal):
    game = "latrunculi"


class AtaxxTerminal(CompanionTerminal):
    game = "ataxx"


@pytest.fixture
def latrunculi(tmp_path):
    yield from started_terminals(LatrunculiTerminal, tmp_path)


@pytest.fixture
def ataxx(tmp_path):
    yield from started_terminals(AtaxxTerminal, tmp_path)


def rank(g, number: str) -> int:
    return next(i for i, line in enumerate(g.lines) if line.strip().startswith(number) and "|" not in line
                and line.rstrip().endswith(" " + number))


def reversed_glyphs(g, row: int) -> str:
    return "".join(ch.data for ch in g.chars(row) if ch.reverse and ch.data.strip())


def test_latrunculi_marks_the_move_and_the_captured_man_in_colour(latrunculi):
    g = latrunculi("--lang", "en", "--fixed")
    g.prompt("White")
    assert "Mind the opening" in g.said() and "a1a7 would take a8" in g.said()
    g.send("a1a7")
    g.prompt("Black")
    ref = Board()
    ref.push_notation("a1a7")
    assert read_board(g.lines) == squares_of(ref.state)
    eight, seven, one = rank(g, "8"), rank(g, "7"), rank(g, "1")
    assert g.lines[eight].lstrip().startswith("8×·") and g.lines[seven].lstrip().startswith("7*○")
    assert g.lines[one].lstrip().startswith("1*·")
    assert reversed_glyphs(g, eight) == "·" and reversed_glyphs(g, seven) == "○" and reversed_glyphs(g, one) == "·"
    assert "The black man on a8 could no longer move: its 2 neighbouring squares are all taken, the last by a7." \
        in g.said()


def test_latrunculi_without_colour_keeps_the_marks(latrunculi):
    g = latrunculi("--lang", "en", "--fixed", NO_COLOR="1")
    g.prompt("White")
    g.send("a1a7")
    g.prompt("Black")
    assert g.lines[rank(g, "8")].lstrip().startswith("8×·") and g.lines[rank(g, "7")].lstrip().startswith("7*○")
    assert not any(ch.reverse for row in range(len(g.lines)) for ch in g.chars(row))


def test_ataxx_marks_a_clones_target(ataxx):
    g = ataxx("--lang", "en", NO_COLOR="1")
    g.prompt("Black")
    g.send("a7b6")
    g.prompt("White")
    six = next(i for i, line in enumerate(g.lines) if line.strip().startswith("6") and line.rstrip().endswith("6"))
    assert "6 ·*● ·" in g.lines[six]
    assert read_ataxx(g.lines)["b6"] == "x"


def test_latrunculi_on_an_ascii_terminal_marks_the_captured_man_x(latrunculi):
    g = latrunculi("--lang", "en", "--fixed", LANG="C", NO_COLOR="1")
    g.prompt("White")
    g.send("a1a7")
    g.prompt("Black")
    assert g.lines[rank(g, "8")].lstrip().startswith("8x.") and g.lines[rank(g, "7")].lstrip().startswith("7*")
    assert g.output().isascii()


def ataxx_marks(lines: list[str]) -> dict[str, str]:
    """Square -> the mark drawn in the column before it (``*`` or ``+``), read through the file ruler."""
    ruler = next(i for i, line in enumerate(lines) if line.split() == list("abcdefg"))
    columns = {ch: x for x, ch in enumerate(lines[ruler]) if ch in "abcdefg"}
    marks = {}
    for line in lines[ruler + 1: ruler + 8]:
        number = re.match(r"\s*(\d)", line).group(1)
        for file, x in columns.items():
            if line[x - 1] in "*+":
                marks[file + number] = line[x - 1]
    return marks


def test_ataxx_marks_a_jumps_source_and_target_and_the_stones_it_turned(ataxx):
    moves = ("a7b6", "g7f6", "b6c5", "f6d5")          # White's jump from f6 to d5 turns c5
    _, ref = session("ataxx")                           # the same moves through the engine
    for move in moves[:-1]:
        ref.play(move)
    black_before = {square for square, stone in read_board_of(ref).items() if stone == "x"}
    ref.play(moves[-1])
    turned = {square for square in black_before if read_board_of(ref)[square] == "o"}
    assert turned, "the jump turns a stone"
    g = ataxx("--lang", "en", NO_COLOR="1")
    for n, move in enumerate(moves):
        g.prompt(("Black", "White")[n % 2])
        g.send(move)
    g.prompt("Black")
    assert read_ataxx(g.lines) == read_board_of(ref)
    assert ataxx_marks(g.lines) == {"f6": "*", "d5": "*", **{square: "+" for square in turned}}


def read_board_of(played) -> dict[str, str]:
    return squares_of_board(played.game.board)


def test_long_nardy_marks_the_points_the_last_turn_left_and_reached(tmp_path):
    prompt = r"Player I{1,2} (\[[^\]]*\] )?> "
    g = GameTerminal(str(tmp_path / "config"), "--game", "nardy", "--save-dir", str(tmp_path / "saves"),
                     "--seed", "3", "--lang", "en", NO_COLOR="1")
    try:
        g.expect(prompt)
        g.send("")                                      # the throw: 4-2 from seed 3
        g.expect(prompt)
        g.wait_screen(r"threw 4-2")
        g.send("24/22 22/18")
        g.expect(prompt)
        g.wait_screen(r"\*18")
        top = next(i for i, line in enumerate(g.lines) if line.split()[:3] == ["1", "2", "3"])
        drawing = g.lines[top: top + 4]
        assert {int(n) for n in re.findall(r"\*(\d+)", "\n".join(drawing))} == {24, 22, 18}
        _, ref = session("nardy")                       # the same seed, through the engine
        ref.throw()
        for move in ("24/22", "22/18"):
            ref.play(move)
        assert parse_nardy("\n".join(drawing) + "\n").points() == ref.game.points()
    finally:
        g.close()
    assert "Traceback" not in g.output()
