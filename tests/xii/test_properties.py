"""Invariants of random legal play (hypothesis), and the engine against the brute-force reference.

Whole games of random legal actions, fifteen and three pieces, keep every invariant:
each piece accounted for, never two colours on a point, notation round-trips exactly,
undo restores exactly, every game ends with a winner.
"""
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from board import OPPOSITE, PLAYER_I, PLAYER_II, POINTS, Board, Move, Rules
from helpers_engine import accounted, engine_legal, random_throw, ref_cell, ref_legal, texts, check_refusal_reasons

SETTINGS = dict(deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _check_invariants(b: Board) -> None:
    stones = b.rules.stones
    for player in (PLAYER_I, PLAYER_II):
        # each piece accounted for: board + waiting + captured + off
        assert accounted(b, player) == stones, b.notation()
        assert min(b.waiting(player), b.captured(player), b.borne_off(player)) >= 0
    # never two colours on one point
    for p in range(1, POINTS + 1):
        assert not (b.count(PLAYER_I, p) and b.count(PLAYER_II, OPPOSITE[p])), b.notation()
    # the grid shows the same pieces as the counts
    grid = b.grid()
    for p in range(1, POINTS + 1):
        for player, sign in ((PLAYER_I, 1), (PLAYER_II, -1)):
            if b.count(player, p):
                row, col = ref_cell(player, p)
                assert grid[row][col] == sign * b.count(player, p)
    # the notation round-trips exactly
    text = b.notation()
    again = Board.from_notation(text, b.rules)
    assert again.notation() == text and again == b
    assert texts(again.legal_moves()) == texts(b.legal_moves())


def _play_game(rng: random.Random, rules: Rules, check_undo: bool) -> Board:
    b = Board(rules)
    for _ in range(20000):
        if b.winner is not None:
            return b
        _check_invariants(b)
        if not b.dice:
            assert b.legal_moves() == []
            b.roll(random_throw(rng))
            continue
        moves = b.legal_moves()
        assert moves, b.notation()
        if Move("pass") in moves and not rules.free_pass:
            assert moves == [Move("pass")]          # pass only when no die can be used
        move = rng.choice(moves)
        if check_undo:
            before = (b.notation(), texts(b.legal_moves()), b.throw, b.moves_this_turn)
            b.play(move)
            b.undo()
            assert (b.notation(), texts(b.legal_moves()), b.throw, b.moves_this_turn) == before
        side, dice_left = b.turn, len(b.dice)
        b.play(move)
        if b.winner is None:
            # the turn passes exactly when the last die is used or after a pass
            passes = move.kind == "pass" or dice_left == 1
            assert (b.turn != side) == passes
            assert b.dice == () if passes else len(b.dice) == dice_left - 1
    raise AssertionError(f"the game did not end: {b.notation()}")


@settings(max_examples=4, **SETTINGS)
@given(st.integers(0, 2**32))
def test_random_fifteen_piece_games_keep_every_invariant_and_end_with_a_winner(seed):
    rng = random.Random(seed)
    b = _play_game(rng, Rules(stones=15), check_undo=True)
    assert b.winner in (PLAYER_I, PLAYER_II) and b.borne_off(b.winner) == 15
    _check_invariants(b)


@settings(max_examples=25, **SETTINGS)
@given(st.integers(0, 2**32), st.booleans())
def test_random_three_piece_games_keep_every_invariant_and_end_with_a_winner(seed, exact):
    rng = random.Random(seed)
    b = _play_game(rng, Rules(stones=3, exact_bear_off=exact), check_undo=True)
    assert b.winner in (PLAYER_I, PLAYER_II) and b.borne_off(b.winner) == 3
    assert b.borne_off(1 - b.winner) < 3


@settings(max_examples=15, **SETTINGS)
@given(st.integers(0, 2**32))
def test_undo_all_the_way_back_restores_the_start(seed):
    rng = random.Random(seed)
    b = Board(Rules(stones=3))
    seen = [b.notation()]
    while b.winner is None:
        assert len(seen) < 5000, f"the game did not end: {b.notation()}"
        if not b.dice:
            b.roll(random_throw(rng))
        else:
            b.play(rng.choice(b.legal_moves()))
        seen.append(b.notation())
    for text in reversed(seen[:-1]):
        b.undo()
        assert b.notation() == text
    assert not b.can_undo


# ------------------------------------------------------------- positions

@st.composite
def positions(draw) -> str:
    """Any valid position with dice to play, in notation; shrinks towards few pieces."""
    stones = draw(st.integers(1, 15))
    ranges = {"any": (1, 36), "late": (25, 36), "home": (31, 36), "early": (1, 12)}
    cells: dict[tuple[int, int], tuple[int, int]] = {}
    stocks = []
    for player in (PLAYER_I, PLAYER_II):
        lo, hi = ranges[draw(st.sampled_from(sorted(ranges)))]
        left = stones
        for p, k in draw(st.lists(st.tuples(st.integers(lo, hi), st.integers(1, 3)), max_size=8)):
            cell = ref_cell(player, p)
            owner, have = cells.get(cell, (player, 0))
            k = min(k, left)
            if owner != player or k == 0:
                continue
            cells[cell] = (player, have + k)
            left -= k
        if draw(st.booleans()):
            off, captured = left, 0            # everyone else borne off: often a bear-off phase
        else:
            off = draw(st.integers(0, left))
            captured = draw(st.integers(0, left - off))
        stocks.append((left - off - captured, captured, off))
    if stocks[0][2] == stones or stocks[1][2] == stones:
        # someone finished: give one of their pieces back as waiting
        stocks = [(w + 1, c, o - 1) if o == stones else (w, c, o) for w, c, o in stocks]
    rows = []
    for r in range(3):
        row = ""
        for c in range(12):
            owner, k = cells.get((r, c), (0, 0))
            row += "-" if not k else chr((ord("A") if owner == PLAYER_I else ord("a")) + k - 1)
        rows.append(row)
    side = draw(st.sampled_from(["I", "II"]))
    dice = "".join(map(str, draw(st.lists(st.integers(1, 6), min_size=1, max_size=3))))
    stock_text = " ".join("/".join(map(str, s)) for s in stocks)
    return f"{'/'.join(rows)} {side} {dice} {stock_text}"


@settings(max_examples=300, **SETTINGS)
@given(positions(), st.booleans(), st.booleans())
def test_legal_moves_agree_with_brute_force_on_any_position(text, exact, free_pass):
    b = Board.from_notation(text, Rules(exact_bear_off=exact, free_pass=free_pass))
    assert b.notation() == text
    assert engine_legal(b) == ref_legal(text, free_pass=free_pass, exact_bear_off=exact)


@settings(max_examples=100, **SETTINGS)
@given(positions())
def test_every_legal_move_plays_and_every_refusal_changes_nothing(text):
    b = Board.from_notation(text)
    legal = b.legal_moves()
    for move in legal:
        c = b.copy(history=False)
        c.play(move)
        _check_invariants(c)
    # every other single die use is refused without a trace
    candidates = {f"place {d}" for d in b.dice} | {f"take {d}" for d in b.dice} | {"pass"}
    candidates |= {f"move {k} {d}" for d in b.dice for k in range(1, b.on_board(b.turn) + 2)}
    legal_texts = {str(m) for m in legal}
    for text_move in sorted(candidates):
        if b.parse(text_move) in legal:
            continue
        before = (b.notation(), texts(b.legal_moves()))
        try:
            b.play(text_move)
        except ValueError:
            pass
        else:
            raise AssertionError(f"{text_move!r} played though not in {sorted(legal_texts)} at {text}")
        assert (b.notation(), texts(b.legal_moves())) == before


@settings(max_examples=150, **SETTINGS)
@given(positions(), st.booleans())
def test_every_refusal_gives_a_reason_that_truly_applies(text, exact):
    check_refusal_reasons(text, exact_bear_off=exact)
