"""The search's frontier (bit-sliced neighbour counts, dilations written out inline) scores every
position as the plain evaluation it replaced: the best reply's stones, and in a search the finer terms."""
import random

from hypothesis import given, settings, strategies as st

from games.ataxx import planner
from games.ataxx.board import ADJACENT_BY_BIT, BLACK, Board, _dilate
from games.ataxx.planner import Limits, Searcher


def _plain_frontier(own: int, opp: int, empty: int, scale: int) -> int:
    """The frontier as first written: a loop over the squares the mover reaches, calls to _dilate."""
    near = _dilate(own)
    clones = near & empty
    reach = _dilate(near) & empty
    best = 1 if clones else 0
    b = reach
    while b:
        t = b & -b
        b ^= t
        g = 2 * (ADJACENT_BY_BIT[t] & opp).bit_count() + (1 if t & clones else 0)
        best = max(best, g)
    diff = own.bit_count() - opp.bit_count()
    if scale == 1:
        return diff + best
    de = _dilate(empty)
    near_opp = _dilate(opp)
    return (diff * planner.SCALE + planner.W_BEST * best
            + planner.W_STABLE * ((own & ~de).bit_count() - (opp & ~de).bit_count())
            + planner.W_MOB * (clones.bit_count() - (near_opp & empty).bit_count())
            - planner.W_EXP * (own & _dilate(empty & _dilate(near_opp))).bit_count())


def _children(b: Board) -> "list[tuple[int, int, int]] | None":
    """(the opponent's stones, ours, empty) after each legal move; None if any child is not a plain
    frontier (the game over, a pass, the fifty-move count near)."""
    out = []
    for m in b.legal_moves():
        c = b.copy()
        c.push(m)
        if c.is_game_over() or m.is_pass or c.halfmove_clock >= 90:
            return None
        own, opp = (c.black, c.white) if c.turn == BLACK else (c.white, c.black)
        if not _dilate(_dilate(own)) & c.empty:
            return None
        out.append((own, opp, c.empty))
    return out


def _position(seed: int, plies: int) -> Board:
    rng = random.Random(seed)
    b = Board(rules="standard")
    for _ in range(plies):
        if b.is_game_over():
            break
        b.push(rng.choice(b.legal_moves()))
    return b


def _position_and_children(seed: int, plies: int) -> tuple:
    """A random position and its children (None when the game is over there)."""
    b = _position(seed, plies)
    return b, None if b.is_game_over() else _children(b)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**9), st.integers(1, 80))
def test_a_two_ply_search_scores_the_best_move_as_the_plain_evaluation_does(seed, plies):
    b, children = _position_and_children(seed, plies)
    if not children:
        return
    expected = max(-_plain_frontier(*c, planner.SCALE) for c in children)
    r = Searcher(random.Random(0)).search(b, Limits(max_depth=2))
    assert r.score * planner.SCALE == expected, b.fen()


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**9), st.integers(1, 80))
def test_a_two_ply_ranking_counts_stones_after_the_best_reply(seed, plies):
    b, children = _position_and_children(seed, plies)
    if not children:
        return
    ranked = Searcher(random.Random(0)).rank(b, None, Limits(max_depth=2))
    assert sorted(score for score, _ in ranked) == sorted(-_plain_frontier(*c, 1) for c in children), b.fen()


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**9), st.integers(1, 80))
def test_the_weights_the_fit_reads_weigh_the_terms_as_the_search_does(seed, plies):
    """bench/ataxx_texel.py fits planner.weights() to planner.frontier_terms(): their dot product must
    be the search's frontier score, or the fit tunes another evaluation than the one played."""
    b, children = _position_and_children(seed, plies)
    for own, opp, empty in children or []:
        near = _dilate(own)
        terms = planner.frontier_terms(own, opp, empty, near & empty, _dilate(near) & empty,
                                       own.bit_count() - opp.bit_count())
        assert len(terms) == len(planner.weights()) == len(planner.FEATURES)
        assert sum(w * t for w, t in zip(planner.weights(), terms)) == _plain_frontier(own, opp, empty, planner.SCALE)
