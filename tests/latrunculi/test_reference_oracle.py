"""The engine against the plain reference referee (reference.py) on random positions and games.

The reference is written from the issue's text with loops over a dict of squares; agreement on
moves, captures with their reasons, Duke verdicts, outcomes, refusal codes and FENs over many
random cases is the evidence that the bitboard engine implements the rules."""
import pytest
from hypothesis import given, settings, strategies as st

from games.latrunculi import board as engine
from games.latrunculi.board import BLACK, WHITE, Board, Move, square
from latrunculi import reference as ref
from latrunculi.strategies import positions

COLOUR = {WHITE: "w", BLACK: "b", None: None}


def coords(sq):
    return (sq & 31, sq >> 5)


def agree(pos, limit=0, children=True):
    """Compare everything the engine says about ``pos`` with the reference (with ``children``,
    also the result of every legal move); return the engine board."""
    fen = ref.to_fen(pos)
    board = Board(fen, capture_limit=limit)
    assert board.fen() == fen
    expected = ref.outcome(pos, limit)
    got = board.outcome()
    assert (None if got is None else (COLOUR[got.winner], got.reason)) == expected, fen
    got_moves = sorted((coords(m.source), coords(m.target)) for m in board.legal_moves())
    assert got_moves == sorted(ref.legal_moves(pos, limit)), fen
    assert engine.count_moves(board.state) == len(got_moves)
    for move in board.legal_moves() if children else ():
        child, effects = engine.play(board.state, move)
        new, captured, dukes = ref.play(pos, (coords(move.source), coords(move.target)))
        assert engine.fen(child) == ref.to_fen(new), (fen, str(move))
        assert {coords(c.square): (c.reason, {coords(s) for s in c.by}) for c in effects.captures} == captured, \
            (fen, str(move))
        assert [COLOUR[c] for c in effects.immobilised_dukes] == dukes, (fen, str(move))
    return board


@settings(max_examples=300, deadline=None)
@given(positions())
def test_random_positions_agree(pos):
    agree(pos)


@pytest.mark.slow
@settings(max_examples=500, deadline=None)     # 1,000 before the suite passed its 3 minutes
@given(positions(max_size=12))
def test_many_more_random_positions_agree(pos):
    agree(pos)


@settings(max_examples=60, deadline=None)
@given(positions(), st.integers(1, 12))
def test_random_positions_agree_under_a_capture_limit(pos, limit):
    agree(pos, limit)


@settings(max_examples=80, deadline=None)
@given(positions(max_size=6).filter(lambda pos: ref.outcome(pos) is None), st.randoms(use_true_random=False))
def test_refusal_codes_agree(pos, rng):
    """Any pair of squares, one file or rank past the edge included, in games still going on
    (the finished ones say game_over to everything, checked in test_refusals.py)."""
    board = Board(ref.to_fen(pos))
    for _ in range(30):
        s = (rng.randint(0, pos.width), rng.randint(0, pos.height))
        t = (rng.randint(0, pos.width), rng.randint(0, pos.height)) if rng.random() < 0.5 else \
            rng.choice([(s[0], rng.randint(0, pos.height)), (rng.randint(0, pos.width), s[1])])
        error = engine.refusal(board.state, Move(square(*s), square(*t)))
        assert (None if error is None else error.code) == ref.refusal(pos, (s, t)), (ref.to_fen(pos), s, t)


GAME_STARTS = [engine.STARTING_FEN, engine.STARTING_FEN_8X12, "mmmmm/1d3/5/3D1/MMMMM w 0 1"]


def play_out(fen, rng, plies):
    """A random game from ``fen``, the reference following move by move."""
    pos = ref.from_fen(fen)
    board = Board(fen)
    for _ in range(plies):
        agree(pos, children=False)
        moves = board.legal_moves()
        if not moves:
            break
        move = rng.choice(moves)
        effects = board.push(move)
        pos, captured, dukes = ref.play(pos, (coords(move.source), coords(move.target)))
        assert board.fen() == ref.to_fen(pos)
        assert {coords(c.square): (c.reason, {coords(s) for s in c.by}) for c in effects.captures} == captured
        assert [COLOUR[c] for c in effects.immobilised_dukes] == dukes


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(GAME_STARTS), st.randoms(use_true_random=False))
def test_random_games_agree_move_by_move(fen, rng):
    play_out(fen, rng, 60)


@pytest.mark.slow
@settings(max_examples=30, deadline=None)      # 60 before the suite passed its 3 minutes
@given(st.sampled_from(GAME_STARTS), st.randoms(use_true_random=False))
def test_many_more_random_games_agree(fen, rng):
    play_out(fen, rng, 300)
