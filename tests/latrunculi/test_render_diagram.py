"""The diagram: one character per square with rank numbers and file letters; parse reads it back."""
import pytest
from hypothesis import given, settings, strategies as st

from games.latrunculi.board import BLACK, STARTING_FEN_8X12, Board, FenError
from games.latrunculi.render import draw, parse

START = """\
8 mmmmmmmm
7 ...d....
6 ........
5 ........
4 ........
3 ........
2 ....D...
1 MMMMMMMM
  abcdefgh"""


def test_the_start_is_drawn_rank_8_first():
    assert draw(Board()) == START
    assert str(Board()) == START
    assert draw(Board().state) == START


def test_ten_ranks_get_two_wide_labels():
    board = Board("d1/2/2/2/2/2/2/2/2/1D w 0 1")
    lines = draw(board).splitlines()
    assert lines[0] == "10 d."
    assert lines[-2] == " 1 .D"
    assert lines[-1] == "   ab"


def test_parse_reads_the_drawing_back_with_the_side_and_counters_given():
    board = parse(START, turn=BLACK, plies=4, fullmove=9)
    assert board.fen() == "mmmmmmmm/3d4/8/8/8/8/4D3/MMMMMMMM b 4 9"


def test_parse_ignores_labels_indentation_blank_lines_and_spaces_between_squares():
    text = """

        8  m m m m m m m m
        7  . . . d . . . .
        6  . . . . . . . .
        5  . . . . . . . .
        4  . . . . . . . .
        3  . . . . . . . .
        2  . . . . D . . .
        1  M M M M M M M M

           a b c d e f g h
    """
    assert parse(text).fen() == Board().fen()
    assert parse("\n".join(line[2:] for line in START.splitlines()[:-1])).fen() == Board().fen()


def test_parse_refuses_what_is_not_a_board():
    with pytest.raises(FenError) as error:
        parse("mmx\n.d.\nD..")
    assert error.value.code == "character"
    with pytest.raises(FenError) as error:
        parse("mmm\n.d..\nD..")
    assert error.value.code == "rank_width"
    with pytest.raises(FenError) as error:
        parse("mmm\n...\nD..")
    assert error.value.code == "duke_count"


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([Board().fen(), STARTING_FEN_8X12, "m1m1m/1d3/5/M2D1/1M1M1 b 3 7"]),
       st.randoms(use_true_random=False), st.integers(0, 30))
def test_draw_then_parse_is_the_same_position(fen, rng, plies):
    board = Board(fen)
    for _ in range(plies):
        if board.is_game_over():
            break
        board.push(rng.choice(board.legal_moves()))
    state = board.state
    again = parse(draw(board), turn=state.turn, plies=state.plies, fullmove=state.fullmove)
    assert again.state == state
