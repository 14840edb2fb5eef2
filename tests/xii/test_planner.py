"""The computer opponent: it only plays legal actions, its search sees the same turns as the
rules engine (it has no move rules of its own), it keeps to its time budget, and the strong level beats a random beginner.

The levels are planners (games/xii/planner.py); the seat that hands their actions out one at a time
is the house's one computer player (player.ComputerPlayer), driven through the framework's game
(games/xii/game.py's XiiGame over board.Board).

Nothing here measures wall-clock time: the strong level's clock is a fake that ticks
once per look, so every game below is the same on any machine.
"""
from __future__ import annotations

import random

import pytest

from board import Board, Rules
from framework.core.spec import new_session, seat_players
from games.xii.planner import LEVELS, GreedyPlanner, NetworkPlanner, RandomPlanner, planner_for, play_game
from dice import distinct_throws, ways
from games.xii.evaluate import contact, evaluate, position
from games.xii.game import XiiGame
from helpers_engine import TickClock
from helpers_games import spec, xii_setup
from player import Budget, ComputerPlayer

XII = spec("xii")




def planner(level: str, ticks: float = 60):
    """A level's planner; the strong level thinks for ``ticks`` reads of a fake clock."""
    if level == "strong":
        return NetworkPlanner(budget=ticks, clock=TickClock())
    return planner_for(level)


def computer(level: str, seat: int, seed: str, ticks: float = 60) -> ComputerPlayer:
    """A computer seat at ``level`` in a game seeded ``seed``."""
    return ComputerPlayer(f"{level} {seat}", seat, level=level, planner=planner(level, ticks), seed=seed)


def random_positions(count: int, stones: int, seed: int, rules: Rules | None = None) -> list[Board]:
    """Positions with a fresh throw to play, from seeded random games (early, middle and bear-off)."""
    rng = random.Random(seed)
    out: list[Board] = []
    while len(out) < count:
        b = Board(rules or Rules(stones=stones))
        stop = rng.randrange(1, 400 if stones == 15 else 60)
        throws = 0
        while b.winner is None:
            if not b.dice:
                if throws == stop:
                    break
                b.roll((rng.randint(1, 6), rng.randint(1, 6), rng.randint(1, 6)))
                throws += 1
                continue
            moves = b.legal_moves()
            b.play(moves[rng.randrange(len(moves))])
        if b.winner is None:
            b.roll((rng.randint(1, 6), rng.randint(1, 6), rng.randint(1, 6)))
            out.append(b.copy(history=False))
    return out


# ------------------------------------------------------------------ the heuristic

def test_the_heuristic_prefers_being_ahead_in_the_race():
    ahead = Board.from_notation("------------/------------/--------A--- II - 2/0/0 3/0/0")
    behind = Board.from_notation("------------/A-----------/------------ II - 2/0/0 3/0/0")
    assert evaluate(position(ahead, 0), 3) > evaluate(position(behind, 0), 3)


def test_the_56_throws_cover_all_216():
    throws = distinct_throws(3)
    assert len(throws) == 56
    assert sum(ways(throw) for throw, _ in throws) == 216


def test_contact_lasts_while_a_piece_can_still_land_on_an_enemy_piece():
    assert contact(position(Board(), 0))            # everything still to enter
    # Player I's pair on its 33; player II's pieces on their 35 and 36: each side is past the other.
    past = Board.from_notation("ab----------/------------/--------B--- II - 0/0/1 0/0/0")
    assert not contact(position(past, 0)) and not contact(position(past, 1))
    # Player II's piece on their 13 is behind player I's pair (their 21): it may still land there.
    chasing = Board.from_notation("------------/------------/a-------B--- II - 0/0/0 0/0/1")
    assert contact(position(chasing, 0)) and contact(position(chasing, 1))


# ------------------------------------------------------------------ legal actions only

def _checked_game(levels, stones, seed, seen):
    """A whole game between two computer seats through a session, checking every action they choose."""
    setup = xii_setup(names=(f"{levels[0]} 0", f"{levels[1]} 1"), stones=stones, seed=seed, computers=levels)
    session = new_session(XII, setup, tuple(computer(levels[s], s, seed, ticks=30) for s in (0, 1)))
    while not session.game_over:
        if session.needs_throw:
            session.throw()
            continue
        game = session.game
        board = game.board
        legal = game.legal_actions()
        move = session.current.choose(game)
        assert move in legal, (board.notation(), move, legal)
        if board.captured(board.turn):
            seen.add("captured")
        if move.kind == "take":
            seen.add("bear off")
        if move.kind == "pass":
            seen.add("pass")
        session.play(move)
    assert session.outcome.winner in (0, 1)
    assert session.outcome.reason == "bearing_off"     # a computer never gives up


@pytest.mark.parametrize("stones", [3, 15])
def test_every_action_of_every_level_is_legal(stones):
    seen: set[str] = set()
    pairs = [("easy", "normal"), ("normal", "strong"), ("strong", "easy")]
    games = 4 if stones == 3 else 1
    for i, levels in enumerate(pairs):
        for g in range(games):
            _checked_game(levels, stones, f"legal-{stones}-{i}-{g}", seen)
    # The games went through re-entering captured pieces and bearing off.
    assert {"captured", "bear off"} <= seen


def test_choose_never_returns_an_illegal_move_after_the_position_changes_under_it():
    for seed, level in enumerate(LEVELS * 3):
        rng = random.Random(seed)
        board = random_positions(1, 15, 100 + seed)[0]
        game = XiiGame(board)
        me = computer(level, board.turn, f"change-{seed}")
        first = me.choose(game)
        assert first in board.legal_moves()
        # Someone else plays a different action than the plan (e.g. an undo and another command).
        others = [m for m in board.legal_moves() if m != first] or board.legal_moves()
        game.apply(others[rng.randrange(len(others))])
        while board.winner is None and board.turn == me.seat and board.dice:
            move = me.choose(game)
            assert move in board.legal_moves()
            game.apply(move)
        # A completely different position for the same seat.
        other = random_positions(1, 15, 900 + seed)[0]
        me.seat = other.turn
        assert me.choose(XiiGame(other)) in other.legal_moves()


def test_undo_and_replay_keeps_the_plan_legal():
    board = random_positions(1, 15, 77)[0]
    game = XiiGame(board)
    me = computer("strong", board.turn, "undo")
    move = me.choose(game)
    game.apply(move)
    game.retract()
    again = me.choose(game)
    assert again in board.legal_moves()


def test_the_computer_hands_out_its_planned_turn_one_action_at_a_time():
    """A turn planned once is played action by action, each in the position it was planned for."""
    for b in random_positions(5, 15, 31):
        game = XiiGame(b)
        turn = GreedyPlanner().plan(game.copy())
        me = computer("normal", b.turn, "turn")
        seat = b.turn
        played = []
        while b.winner is None and b.turn == seat and b.dice:
            move = me.choose(game)
            played.append(move)
            game.apply(move)
        assert tuple(played) == tuple(turn), b.notation()


def test_choose_returns_none_when_it_is_not_its_turn_to_act():
    board = Board()
    board.roll((1, 4, 6))
    me = computer("normal", 1, "none")
    assert me.choose(XiiGame(board)) is None              # the other seat's turn
    assert me.is_computer and me.level == "normal"
    mine = computer("normal", 0, "none")
    assert mine.choose(XiiGame(Board())) is None          # the dice are not thrown yet
    over = Board.from_notation("------------/------------/------------ I - 0/0/3 3/0/0", Rules(stones=3))
    assert over.winner == 0
    assert mine.choose(XiiGame(over)) is None             # the game is over


def test_unknown_level_is_refused_with_the_choices():
    assert LEVELS == ("easy", "normal", "strong")
    with pytest.raises(ValueError, match="easy, normal, strong"):
        planner_for("grandmaster")
    # A setup (e.g. from the command line) naming it is refused when its seats are filled.
    with pytest.raises(ValueError, match="easy, normal, strong"):
        seat_players(XII, xii_setup(computers=("", "grandmaster")))


def test_each_level_name_gives_its_planner():
    assert isinstance(planner_for("easy"), RandomPlanner)
    assert type(planner_for("normal")) is GreedyPlanner
    assert isinstance(planner_for("strong"), NetworkPlanner)
    assert [planner_for(level).level for level in LEVELS] == list(LEVELS)


def test_easy_level_takes_its_randomness_from_the_injected_generator():
    board = random_positions(1, 15, 5)[0]
    easy = RandomPlanner()

    def choices(seed):
        rng = random.Random(seed)
        return [easy.plan(XiiGame(board), None, rng) for _ in range(20)]
    assert choices(1) == choices(1)
    assert len(set(choices(1) + choices(2))) > 1


def test_the_easy_computer_chooses_by_the_games_seed_and_the_position():
    """The same seed and position give the same choice (a resumed game goes on as the uninterrupted
    one would have); other seeds choose differently."""
    board = random_positions(1, 15, 5)[0]

    def choice(seed):
        me = ComputerPlayer("e", board.turn, level="easy", planner=RandomPlanner(), seed=str(seed))
        return me.choose(XiiGame(board.copy()))
    assert [choice(s) for s in range(10)] == [choice(s) for s in range(10)]
    assert len({choice(s) for s in range(10)}) > 1
    assert all(choice(s) in board.legal_moves() for s in range(10))


# ------------------------------------------------------------------ the time budget (of the lookahead)

@pytest.mark.parametrize("budget", [0, 5, 40, 200])
def test_the_strong_level_stops_when_its_clock_says_the_time_is_up(budget):
    boards = random_positions(6, 15, 11)
    for b in boards:
        clock = TickClock()
        fractions = []
        strong = NetworkPlanner(budget=budget, clock=clock, progress=fractions.append, lookahead=2)
        turn = strong.plan(XiiGame(b))
        assert turn in b.legal_turns()
        # One read to start, then at most one read per turn searched before the deadline and one more.
        assert clock.reads <= budget + 2
        assert fractions[0] == 0.0 and fractions[-1] == 1.0
        assert fractions == sorted(fractions)


def test_the_strong_level_with_time_searches_more_turns_than_without():
    b = next(b for b in random_positions(30, 15, 13)
             if len(b.legal_turns()) > 10)
    quick = NetworkPlanner(budget=0, clock=TickClock(), lookahead=2)
    slow = NetworkPlanner(budget=10_000, clock=TickClock(), lookahead=2)
    quick.plan(XiiGame(b))
    slow.plan(XiiGame(b))
    assert quick.last_searched == 0
    assert slow.last_searched >= 2


def test_a_budget_given_to_the_strong_level_overrides_its_own_allowance():
    b = next(b for b in random_positions(30, 15, 13)
             if len(b.legal_turns()) > 10)
    strong = NetworkPlanner(budget=10_000, clock=TickClock(), lookahead=2)
    strong.plan(XiiGame(b), Budget(seconds=0))
    assert strong.last_searched == 0
    strong.plan(XiiGame(b), Budget())                   # no seconds: the level's own default
    assert strong.last_searched >= 2
    # The computer seat passes the budget it is given on to its planner.
    me = ComputerPlayer("s", b.turn, level="strong", planner=strong, seed="budget")
    me.choose(XiiGame(b), Budget(seconds=0))
    assert strong.last_searched == 0


def test_the_strong_level_without_time_plays_the_turn_the_network_values_best():
    for b in random_positions(5, 15, 17):
        quick = NetworkPlanner(budget=0, clock=TickClock())
        turns = b.legal_turn_keys()
        values = quick.values(list(turns), b.rules.stones)
        best = max(values)
        assert quick.plan(XiiGame(b)) in [t for t, v in zip(turns.values(), values) if v == best]


# ------------------------------------------------------------------ strength

def test_the_strong_level_wins_at_least_40_of_50_three_piece_games_against_easy():
    wins = 0
    for i in range(25):
        for strong_seat in (0, 1):
            planners = [RandomPlanner(), RandomPlanner()]
            # The network alone, to keep the test quick (the short game's search: test_short_game_strong_level.py).
            planners[strong_seat] = NetworkPlanner(budget=20, clock=TickClock(), short_lookahead=0)
            board = play_game(planners, Rules(stones=3), seed=f"strength-{i}")
            assert board.winner is not None
            wins += board.winner == strong_seat
    assert wins >= 40


def test_the_progress_hook_hears_the_start_and_the_end_of_the_thinking_at_every_level():
    board = random_positions(1, 15, 23)[0]
    for level in ("normal", "strong"):
        heard = []
        me = computer(level, board.turn, "progress", ticks=30)
        me.progress = heard.append          # the UI may set the hook after construction
        me.choose(XiiGame(board))
        assert heard and heard[0] == 0.0 and heard[-1] == 1.0, level
