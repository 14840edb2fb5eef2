"""Long Nardy marks the last turn's points as XII does: ``*`` before the number of each point a checker
left or reached (the number has a column to spare, so the board keeps its width and reads without
colour); in colour the number and the count on that point are highlighted. A marked drawing still reads
back. The help says what the mark means."""
import pytest

from framework.tui.fitting import plain, visible_len
from games.nardy.render import board_lines, draw, parse
from games.nardy.view import NardyView
from helpers_colour import colour_terminal
from helpers_widths import session, terminal, use_width

#: Black (the first to move here) plays 24/22 22/18 with 2-4: the head, the stop on 22, and 18 marked.
BLACK_SEES = """\
    1   2   3   4   5   6 |  7   8   9  10  11  12
    .   .   .   .   .   . |  .   .   .   .   . -15
   14   .   .   .   .   . |  1   .   .   .   .   .
  *24  23 *22  21  20  19 |*18  17  16  15  14  13"""
WHITE_SEES = """\
   13  14  15  16  17 *18 | 19  20  21 *22  23 *24
    .   .   .   .   .   1 |  .   .   .   .   .  14
  -15   .   .   .   .   . |  .   .   .   .   .   .
   12  11  10   9   8   7 |  6   5   4   3   2   1"""


def after_first_turn(colour=None):
    _, game = session("nardy")
    game.throw()
    assert game.game.unused_dice() == (2, 4)          # the seed's first throw
    game.play("24/22")
    game.play("22/18")
    term = colour_terminal(colour) if colour else terminal()
    return NardyView(term, "en"), game


@pytest.mark.parametrize("columns", (80, 60))
def test_the_points_of_the_last_turn_are_marked_for_the_mover(monkeypatch, columns):
    use_width(monkeypatch, columns)
    view, game = after_first_turn()
    assert "\n".join(view.board(game, 0)) == BLACK_SEES


def test_the_other_player_sees_the_same_points_marked_on_the_turned_board(monkeypatch):
    use_width(monkeypatch, 80)
    view, game = after_first_turn()
    assert "\n".join(view.board(game, 1)) == WHITE_SEES


@pytest.mark.parametrize("columns", (80, 60))
def test_in_colour_the_mark_stays_and_the_counts_are_highlighted(monkeypatch, columns):
    use_width(monkeypatch, columns)
    view, game = after_first_turn(colour=monkeypatch)
    lines = view.board(game, 0)
    assert "\n".join(plain(line) for line in lines) == BLACK_SEES
    assert [line.count("\x1b[7m") for line in lines] == [0, 0, 3, 0]          # the counts on 24, 22 and 18
    assert [visible_len(line) for line in lines] == [len(line) for line in BLACK_SEES.splitlines()]


def test_a_marked_drawing_reads_back_as_the_position():
    _, game = after_first_turn()
    board = parse(BLACK_SEES)
    assert board.points() == game.game.points()


def test_nothing_is_marked_before_the_first_turn():
    _, game = session("nardy")
    assert "*" not in "".join(NardyView(terminal(), "en").board(game, 0))
    assert "*" not in draw(game.game.board) and "*" not in "".join(board_lines(game.game.points(), 1))


def test_the_help_says_what_the_mark_means():
    assert "* marks the points the last turn moved checkers from and to" in NardyView(terminal(), "en").help()
