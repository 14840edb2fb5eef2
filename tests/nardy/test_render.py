"""The text diagram: what render.draw writes, render.parse reads back as the same position."""
from hypothesis import given, settings, strategies as st

from games.nardy.render import board_lines, draw, parse
from nardy_helpers import random_board


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 120), st.one_of(st.none(), st.tuples(st.integers(1, 6), st.integers(1, 6))))
def test_a_drawn_board_reads_back_as_the_same_position(seed, turns, throw):
    board = random_board(seed, turns)
    if throw is not None and board.winner is None:
        board.roll(throw)
    assert parse(draw(board)).notation() == board.notation()


def test_the_diagram_is_blacks_view_of_the_screen_and_a_status_line():
    board = random_board(3, 30)
    lines = draw(board).splitlines()
    assert lines[:4] == board_lines(board.points(), 1)
    assert lines[4].startswith(f"turn {board.turn}  dice ")
