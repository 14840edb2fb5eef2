"""The static evaluation: the rules' own symmetry, material, and the Duke-in-reach term
checked against the engine's moves."""
from hypothesis import given, settings

from games.latrunculi.board import (
    BLACK, STARTING_FEN, WHITE, Board, moves, outcome, play, state_from_fen)
from games.latrunculi.render import parse
from games.latrunculi.evaluate import WIN_NEXT, can_immobilise, evaluate
from latrunculi import reference as ref
from latrunculi.strategies import positions


def turned(pos):
    """The same game seen from the other side: the board turned half round, colours swapped."""
    swapped = {"M": "m", "m": "M", "D": "d", "d": "D"}
    out = ref.Pos(pos.width, pos.height, {}, ref.other(pos.turn), pos.plies, pos.number)
    for (f, r), ch in pos.squares.items():
        out.squares[(pos.width - 1 - f, pos.height - 1 - r)] = swapped[ch]
    return out


@settings(max_examples=200, deadline=None)
@given(positions())
def test_the_score_does_not_depend_on_which_colour_is_which(pos):
    a = evaluate(state_from_fen(ref.to_fen(pos)))
    b = evaluate(state_from_fen(ref.to_fen(turned(pos))))
    assert a == b


def test_the_start_is_level_whoever_moves():
    assert evaluate(Board().state) == 0
    assert evaluate(Board(STARTING_FEN.replace(" w ", " b ")).state) == 0


def test_a_man_more_is_better():
    up = Board("1mmmmmmm/3d4/8/8/8/8/4D3/MMMMMMMM w 0 1").state
    assert evaluate(up) > evaluate(Board().state) > evaluate(up._replace(turn=BLACK))


def test_a_duke_with_one_reachable_square_left_scores_as_a_win_next_move():
    board = parse("""
        8 ..Mdm...
        7 ........
        6 ........
        5 ...M....
        4 ........
        3 ........
        2 ........
        1 D.......
          abcdefgh""")
    assert can_immobilise(board.state)
    assert evaluate(board.state) > WIN_NEXT // 2
    board.push_notation("d5d4")  # now Black to move, and it is White's threat, not Black's chance
    assert not can_immobilise(board.state)


@settings(max_examples=300, deadline=None)
@given(positions(max_size=7))
def test_can_immobilise_is_true_exactly_when_a_move_immobilises_the_opponents_duke(pos):
    state = state_from_fen(ref.to_fen(pos))
    if outcome(state) is not None:
        return
    enemy = BLACK if state.turn == WHITE else WHITE
    winning = [m for m in moves(state) if enemy in play(state, m)[1].immobilised_dukes]
    assert can_immobilise(state) == bool(winning)
    for m in winning:
        assert outcome(play(state, m)[0]).winner == state.turn
