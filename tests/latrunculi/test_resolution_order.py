"""Captures are resolved before the Dukes are checked; from a position where the game goes on the
order cannot change a verdict (board.py's module doc says why). This checks that claim."""
from hypothesis import given, settings

from games.latrunculi.board import WHITE, Board, immobilised_dukes, moves, play
from latrunculi import reference as ref
from latrunculi.strategies import positions


def landed_without_captures(state, move):
    """The position with the piece moved and nothing taken yet."""
    s, t = move
    if s == state.white_duke:
        return state._replace(white_duke=t)
    if s == state.black_duke:
        return state._replace(black_duke=t)
    bits = (1 << s) | (1 << t)
    return state._replace(white=state.white ^ bits) if state.turn == WHITE else state._replace(black=state.black ^ bits)


@settings(max_examples=200, deadline=None)
@given(positions(max_size=6))
def test_duke_verdicts_before_and_after_captures_agree(pos):
    state = Board(ref.to_fen(pos)).state
    for move in moves(state):
        _, effects = play(state, move)
        assert effects.immobilised_dukes == immobilised_dukes(landed_without_captures(state, move))
