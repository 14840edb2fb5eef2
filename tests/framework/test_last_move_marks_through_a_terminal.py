"""The last move's marks through a real pseudo-terminal (pexpect types, pyte shows what a person sees):
Latrunculi's a1a7 marks its two squares ``*`` and the man it took ``×``, the squares in reverse video,
and the report says which man could no longer move; with NO_COLOR the marks stay and nothing is reversed.
Ataxx's first clone marks its target."""
from __future__ import annotations

import pytest

from pty_helpers import CompanionTerminal, started_terminals

from games.ataxx.render import read_board as read_ataxx
from games.latrunculi.board import Board
from games.latrunculi.render import read_board, squares_of

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
