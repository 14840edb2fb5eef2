"""The computer opponent (games/latrunculi/planner.py): every level plays legal moves, takes a win it sees,
stops searching at its limit (a counted clock, never the wall clock), and judges a draw offer."""
import random

import pytest
from hypothesis import given, settings, strategies as st

from games.latrunculi.board import BLACK, WHITE, Board
from games.latrunculi.render import parse
from games.latrunculi.game import LatrunculiGame
from games.latrunculi.planner import LEVELS, Planner, Searcher
from player import Budget

WIN_IN_ONE = """
    8 dM......
    7 ........
    6 ......m.
    5 .......m
    4 ........
    3 M.......
    2 ........
    1 ....D..."""


class Ticks:
    """A clock that moves ``step`` seconds each time it is read."""

    def __init__(self, step: float) -> None:
        self.now, self.step, self.reads = 0.0, step, 0

    def __call__(self) -> float:
        self.now += self.step
        self.reads += 1
        return self.now


@settings(max_examples=15, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(0, 30), st.sampled_from(LEVELS))
def test_every_level_plays_a_legal_move_from_positions_of_random_games(rng, plies, level):
    board = Board()
    for _ in range(plies):
        if board.is_game_over():
            break
        board.push(rng.choice(board.legal_moves()))
    if board.is_game_over():
        return
    planner = Planner(level, clock=Ticks(0.01))
    (move,) = planner.plan(LatrunculiGame(board), Budget(seconds=0.05), random.Random(1))
    assert move in board.legal_moves()


@pytest.mark.parametrize("level", ["normal", "strong"])
def test_a_win_in_one_is_taken(level):
    board = parse(WIN_IN_ONE)
    (move,) = Planner(level, clock=Ticks(0.01)).plan(LatrunculiGame(board), None, random.Random(2))
    assert str(move) == "a3a7"                   # a7 closes the black Duke in beside the white man on b8
    board.push(move)
    assert board.outcome().winner == WHITE


def test_strong_sees_the_win_and_scores_it_as_won():
    result = Searcher(random.Random(0), Ticks(0.01)).search(parse(WIN_IN_ONE).state, soft=1.0, hard=2.0)
    assert str(result.move) == "a3a7" and result.score > 900_000


def test_strong_keeps_its_duke_out_of_a_closing_box():
    # White's Duke on h1 has one empty neighbour, g1, and the black man on g8 can reach it down the file:
    # every white move but one that guards g1 or opens a second square for the Duke loses at once.
    board = parse("""
        8 ......m.
        7 ........
        6 ...d....
        5 ........
        4 ........
        3 M.......
        2 .......m
        1 .......D""")
    careless = board.copy()
    careless.push_notation("a3a4")
    careless.push_notation("g8g1")
    assert careless.outcome().winner == BLACK     # the danger is real
    move = Searcher(random.Random(3)).search(board.state, max_depth=2).move       # two plies see it
    board.push(move)
    for reply in board.legal_moves():
        board.push(reply)
        assert board.outcome() is None or board.outcome().winner != BLACK, (move, reply)
        board.pop()


def test_the_search_stops_at_the_hard_limit_and_keeps_a_finished_iteration():
    clock = Ticks(0.01)                           # a hundredth of a second each time the clock is read
    result = Searcher(random.Random(0), clock).search(Board().state, soft=0.1, hard=0.2)
    assert result.depth >= 1 and result.move in Board().legal_moves()
    assert clock.now <= 0.2 + 0.05                # the limit, and the last few reads after it


def test_the_same_seed_and_clock_give_the_same_move():
    moves = {str(Planner("strong", clock=Ticks(0.01)).plan(LatrunculiGame(Board()), Budget(seconds=0.1),
                                                             random.Random(9))[0])
             for _ in range(2)}
    assert len(moves) == 1


def test_a_budget_and_a_clock_shorten_the_strong_levels_time():
    soft, hard = Planner.limits(None)
    assert 0 < soft <= hard < 1.0                 # the strong level decides within a second
    assert Planner.limits(Budget(seconds=0.2))[1] == 0.2
    assert Planner.limits(Budget(remaining_ms=4000))[1] == pytest.approx(0.1)


def test_the_computer_accepts_a_draw_only_when_it_is_behind():
    behind = parse("""
        8 ...d...m
        7 ........
        6 ........
        5 ........
        4 ........
        3 ........
        2 ....D...
        1 MMMMM...""")                             # White to move offers; Black (the computer) has one man to five
    assert Planner("normal").accepts_draw(LatrunculiGame(behind))
    assert not Planner("normal").accepts_draw(LatrunculiGame(Board()))


def test_an_unknown_level_is_refused():
    with pytest.raises(ValueError):
        Planner("genius")
