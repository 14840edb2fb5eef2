"""The Latrunculi board marks the last move: ``*`` before its source and target, ``×`` (``x`` in ASCII)
before each man it captured, in the column before the square's glyph, so the board keeps its width and
reads without colour; in colour those squares are highlighted too. A selected piece's brackets win. The
help says what the marks mean."""
import pytest

from framework.tui.fitting import plain, visible_len
from games.latrunculi.render import read_board, squares_of
from games.latrunculi.view import LatrunculiView
from helpers_colour import colour_terminal
from helpers_widths import session, terminal, use_width

#: White's a1a7 boxes in a8 (b8 and a7 taken); Black's Duke d7d2 boxes in d1 (c1, e1 and d2 taken).
WHITE_SEES = """\
    8 · ● ● ● ● ● ● ● 8
    7 ○ · ·*· · · · · 7
    6 · · · · · · · · 6
    5 · · · · · · · · 5
    4 · · · · · · · · 4
    3 · · · · · · · · 3
    2 · · ·*◆ ◇ · · · 2
    1 · ○ ○×· ○ ○ ○ ○ 1
      a b c d e f g h"""
BLACK_SEES_ASCII = """\
    1 M M M Mx. M M . 1
    2 . . . D*d . . . 2
    3 . . . . . . . . 3
    4 . . . . . . . . 4
    5 . . . . . . . . 5
    6 . . . . . . . . 6
    7 . . . .*. . . M 7
    8 m m m m m m m . 8
      h g f e d c b a"""


def view_after(moves, colour=None, ascii=False, computers=("", "")):
    s, game = session("latrunculi", computers=computers)
    for move in moves:
        game.play(move)
    term = colour_terminal(colour, ascii) if colour else terminal(ascii)
    return LatrunculiView(term, "en"), game


@pytest.mark.parametrize("columns", (80, 60))
def test_the_moves_squares_and_the_man_it_captured_are_marked(monkeypatch, columns):
    use_width(monkeypatch, columns)
    view, game = view_after(("a1a7", "d7d2"))
    lines = view.board(game, 0)
    assert "\n".join(lines) == WHITE_SEES
    assert read_board(lines) == squares_of(game.game.position())


@pytest.mark.parametrize("columns", (80, 60))
def test_without_unicode_the_captured_man_is_marked_x_and_the_board_turns_for_black(monkeypatch, columns):
    use_width(monkeypatch, columns)
    view, game = view_after(("a1a7", "d7d2"), ascii=True)
    assert "\n".join(view.board(game, 1)) == BLACK_SEES_ASCII


@pytest.mark.parametrize("columns", (80, 60))
def test_in_colour_the_marks_stay_and_the_marked_squares_are_highlighted(monkeypatch, columns):
    use_width(monkeypatch, columns)
    view, game = view_after(("a1a7", "d7d2"), colour=monkeypatch)
    lines = view.board(game, 0)
    assert "\n".join(plain(line) for line in lines) == WHITE_SEES
    assert [line.count("\x1b[7m") for line in lines] == [0, 1, 0, 0, 0, 0, 1, 1, 0]   # d7, d2 and d1
    assert [visible_len(line) for line in lines] == [len(line) for line in WHITE_SEES.splitlines()]


def test_a_selected_piece_shows_its_reach_instead_of_the_marks(monkeypatch):
    use_width(monkeypatch, 80)
    view, game = view_after(("a1a7", "d7d2"))
    view.selected = (game.game.notation(), game.game.read_square("b1"))
    lines = view.board(game, 0)
    assert "*" not in "".join(lines) and "×" not in "".join(lines) and "[○]" in lines[7]


def test_the_first_board_has_no_mark(monkeypatch):
    use_width(monkeypatch, 80)
    view, game = view_after(())
    assert not any(mark in line for line in view.board(game, 0) for mark in "*×")


def test_the_help_says_what_the_marks_mean(monkeypatch):
    use_width(monkeypatch, 80)
    view, _ = view_after(())
    assert "* marks the last move's squares and × the men it took" in view.help()
