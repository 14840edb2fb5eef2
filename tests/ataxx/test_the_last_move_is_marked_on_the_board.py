"""The Ataxx board marks the last move: ``*`` before its source and target, ``+`` before each stone it
turned, in the space between squares, so the board keeps its width and reads without colour; in colour
those squares are highlighted too. The help says what the marks mean."""
import pytest

from framework.tui.fitting import plain, visible_len
from games.ataxx.render import read_board, squares_of_board
from games.ataxx.view import AtaxxView
from helpers_colour import colour_terminal
from helpers_widths import session, terminal, use_width

#: Black a7b6, white g7f6, black b6c5, white jumps f6d5 and turns c5.
MOVES = ("a7b6", "g7f6", "b6c5", "f6d5")
MARKED = """\
      a b c d e f g
    7 ● · · · · · ○ 7
    6 · ● · · ·*· · 6
    5 · ·+○*○ · · · 5
    4 · · · · · · · 4
    3 · · · · · · · 3
    2 · · · · · · · 2
    1 ○ · · · · · ● 1
      a b c d e f g"""


def board_after(moves, columns, colour=None, ascii=False, computers=("", "")):
    """The board for Black after ``moves``; ``colour``: the monkeypatch for a colour terminal."""
    s, game = session("ataxx", computers=computers)
    for move in moves:
        game.play(move)
    term = colour_terminal(colour, ascii) if colour else terminal(ascii)
    view = AtaxxView(term, "en")
    return view, game, view.board(game, 0)


@pytest.mark.parametrize("columns", (80, 60))
def test_a_jump_marks_its_source_its_target_and_the_stone_it_turned(monkeypatch, columns):
    use_width(monkeypatch, columns)
    _, game, lines = board_after(MOVES, columns)
    assert "\n".join(lines) == MARKED
    assert read_board(lines) == squares_of_board(game.game.board)


@pytest.mark.parametrize("columns", (80, 60))
def test_in_colour_the_marks_stay_and_the_marked_squares_are_highlighted(monkeypatch, columns):
    use_width(monkeypatch, columns)
    _, _, lines = board_after(MOVES, columns, colour=monkeypatch)
    assert "\n".join(plain(line) for line in lines) == MARKED
    assert [line.count("\x1b[7m") for line in lines] == [0, 0, 1, 2, 0, 0, 0, 0, 0]  # f6, c5, d5 in reverse
    assert [visible_len(line) for line in lines] == [len(line) for line in MARKED.splitlines()]


def test_a_clone_marks_its_target_and_no_source(monkeypatch):
    use_width(monkeypatch, 80)
    _, _, lines = board_after(("a7b6",), 80, ascii=True)
    assert lines[1:3] == ["    7 x . . . . . o 7", "    6 .*x . . . . . 6"]


def test_the_board_before_any_move_has_no_mark(monkeypatch):
    use_width(monkeypatch, 80)
    _, _, lines = board_after((), 80)
    assert not any(mark in line for line in lines for mark in "*+")


def test_the_help_says_what_the_marks_mean(monkeypatch):
    use_width(monkeypatch, 80)
    view, _, _ = board_after((), 80)
    assert "* marks the last move's squares and + the stones it turned" in view.help()


def test_after_the_computers_reply_the_persons_move_that_turned_stones_is_still_said(monkeypatch):
    use_width(monkeypatch, 80)
    view, game, _ = board_after(MOVES + ("b6c6",), 80, computers=("", "easy"))
    game.play("a1a2")                                       # the computer's reply (White)
    assert view.lead(game) == ["Last move: White a2 (clone, stones turned: 0).",
                               "Before it: Black c6 (clone, stones turned: 2)."]


def test_between_two_people_only_the_last_move_is_said(monkeypatch):
    use_width(monkeypatch, 80)
    view, game, _ = board_after(MOVES, 80)
    assert view.lead(game) == ["Last move: White f6d5 (jump, stones turned: 1)."]
