"""The computer opponent: legal moves at every level, seeded randomness, clocks and limits obeyed."""
import itertools
import random
import threading

from hypothesis import given, settings, strategies as st

from games.ataxx.board import PASS, WHITE, Board
from games.ataxx.planner import Limits, Planner, Searcher, budget_for

MIDGAME = "x5o/1xx1oo1/2x1o2/3o3/2xxo2/1o3x1/o5x x 0 8"


def test_every_level_plays_legal_moves_through_a_whole_game():
    for level in ("easy", "normal", "strong"):
        b = Board()
        players = [Planner(level, random.Random(1)), Planner("easy", random.Random(2))]
        while not b.is_game_over() and len(b.move_stack) < 120:
            m = players[b.turn].choose(b, remaining_ms=600)
            assert b.is_legal(m), (level, b.fen(), m)
            b.push(m)


def test_the_same_seed_gives_the_same_choices():
    def game(seed):
        b = Board()
        p = Planner("easy", random.Random(seed))
        for _ in range(20):
            b.push(p.choose(b))
        return b.fen()

    assert game(7) == game(7)
    assert len({game(s) for s in range(5)}) > 1


def test_strong_takes_the_last_enemy_stone():
    b = Board("7/7/7/7/7/1o5/x6 x 0 1")
    m = Planner("strong", random.Random(0)).choose(b, remaining_ms=2000)
    b.push(m)
    assert b.count(WHITE) == 0


def test_normal_and_strong_take_the_biggest_capture():
    fen = "7/7/7/2ooo2/7/2x4/6o x 0 1"  # only d3 touches all of c4 d4 e4
    for level in ("normal", "strong"):
        b = Board(fen)
        assert Planner(level, random.Random(0)).choose(b, remaining_ms=2000) == b.parse_move("d3"), level


def test_a_forced_pass_under_standard_is_played():
    b = Board("xxxxxx1/xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/oxxxxxx o 0 1", rules="standard")
    assert Searcher().search(b, Limits(max_depth=3)).move == PASS


def test_a_deadline_stops_the_search_with_a_legal_move():
    ticks = itertools.count()
    fake_clock = lambda: next(ticks) * 0.01  # every look at the clock costs 10 ms  # noqa: E731
    b = Board(MIDGAME)
    r = Searcher(random.Random(0), clock=fake_clock).search(b, Limits(soft_seconds=0.05, hard_seconds=0.1))
    assert b.is_legal(r.move)
    assert r.depth < 10


def test_a_stop_event_ends_an_unbounded_search():
    stop = threading.Event()
    stop.set()
    b = Board(MIDGAME)
    r = Searcher().search(b, Limits(stop=stop))
    assert b.is_legal(r.move)


def test_a_node_limit_is_respected_within_one_check_interval():
    b = Board(MIDGAME)
    r = Searcher().search(b, Limits(max_nodes=3000))
    assert b.is_legal(r.move) and r.nodes <= 3000 + 1024


def test_deeper_search_finds_the_recapture_a_greedy_move_misses():
    # black can grab one stone next to a white cluster, but then white takes back more;
    # at depth 3 the search must not score worse than at depth 1 from black's side
    b = Board(MIDGAME)
    d1 = Searcher(random.Random(0)).search(b, Limits(max_depth=1))
    d3 = Searcher(random.Random(0)).search(b, Limits(max_depth=3))
    assert b.is_legal(d1.move) and b.is_legal(d3.move)
    assert d3.depth == 3 and len(d3.pv) >= 1


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 3_600_000), st.integers(0, 10_000), st.sampled_from([Board().fen(), MIDGAME]))
def test_the_move_budget_never_spends_more_than_a_quarter_of_the_clock(remaining, inc, fen):
    soft, hard = budget_for(Board(fen), remaining, inc)
    assert 0 <= soft <= hard
    assert hard <= max(0.001, remaining / 1000 / 4)


def test_a_five_minute_clock_spends_a_small_share_on_an_opening_move():
    soft, hard = budget_for(Board(), 5 * 60_000)
    assert soft <= 0.02 * 300 and hard <= 2 * soft, (soft, hard)



@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**9), st.integers(0, 120), st.sampled_from(["itpw", "standard"]))
def test_the_search_answers_a_legal_move_in_any_reachable_position(seed, plies, rules):
    rng = random.Random(seed)
    b = Board(rules=rules)
    for _ in range(plies):
        moves = b.legal_moves()
        if not moves:
            break
        b.push(rng.choice(moves))
    if b.is_game_over():
        return
    r = Searcher(random.Random(seed)).search(b, Limits(max_depth=3))
    assert b.is_legal(r.move)
