"""Session: throws from the script then each seat's own cup, events after each change, undo by policy.

Driven through XII Scripta (a game with dice, undo policy "turn") and Ataxx
(no dice, policy "move", a clock), the two ways the framework's session is used.
"""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings, strategies as st

from board import PLAYER_I, PLAYER_II, IllegalMoveError, InvalidCommandError, Move
from dice import Dice
from framework.core.errors import GameError, IllegalActionError
from framework.core.session import Event, Setup, first_seat, new_seed
from helpers_games import ataxx_session, xii_session


def test_the_script_is_used_first_then_each_players_own_cup():
    s = xii_session(seed=11, script=[(1, 4, 6), (3, 3, 5)])
    cup_i, cup_ii = Dice("11-I", count=3), Dice("11-II", count=3)
    assert s.throw() == (1, 4, 6)
    for move in ("place 4", "place 1", "place 6"):
        s.play(move)
    assert s.throw() == (3, 3, 5)
    for move in ("place 3", "place 5", "place 3"):
        s.play(move)
    assert s.throw() == cup_i.throw(), "after the script, player I throws from Dice('11-I')"
    while s.game.to_move() == PLAYER_I:
        s.play(s.game.legal_actions()[0])
    assert s.throw() == cup_ii.throw()


def test_the_same_seed_gives_the_same_game():
    def throws(seed):
        s = xii_session(seed=seed)
        out = []
        for _ in range(6):
            out.append(s.throw())
            while not s.needs_throw and not s.game_over:
                s.play(s.game.legal_actions()[0])
        return out
    assert throws(5) == throws(5)
    assert throws(5) != throws(6)


def test_who_goes_first():
    assert xii_session(first=0).game.to_move() == PLAYER_I
    s = xii_session(first=1, stones=3)
    assert s.game.to_move() == PLAYER_II
    assert s.game.board.waiting(PLAYER_I) == s.game.board.waiting(PLAYER_II) == 3
    assert {first_seat("random", seed) for seed in range(40)} == {0, 1}
    assert first_seat("random", 3) == first_seat("random", 3)
    assert (first_seat("I", 1), first_seat("II", 1)) == (0, 1)
    with pytest.raises(ValueError):
        first_seat("III", 1)
    with pytest.raises(ValueError):
        Setup(first=2)


def test_a_fresh_seed_is_an_integer_and_seeds_differ():
    seeds = {new_seed() for _ in range(5)}
    assert all(isinstance(seed, int) for seed in seeds) and len(seeds) > 1


def test_listeners_hear_throw_play_undo_and_end_with_the_effects():
    s = xii_session(script=[(1, 4, 6)])
    heard: list[Event] = []
    s.listeners.append(heard.append)
    start = s.game.notation()
    s.throw()
    s.play("place 4")
    s.undo()
    for move in ("place 4", "place 1", "place 6"):
        s.play(move)
    assert [e.kind for e in heard] == ["throw", "play", "undo", "play", "play", "play"]
    throw = heard[0]
    assert (throw.seat, throw.throw, throw.scripted) == (PLAYER_I, (1, 4, 6), True)
    assert heard[1].played.action == Move("place", 4, 4) and heard[1].played.text == "place 4"
    assert heard[2].taken[0].action == Move("place", 4, 4)
    assert [e.played.ends_turn for e in heard[3:]] == [False, False, True]
    assert s.game.notation() != start
    s.throw()
    s.concede()
    assert [e.kind for e in heard[-2:]] == ["throw", "end"]
    end = heard[-1]
    assert end.seat == PLAYER_I and end.outcome.winner == PLAYER_I and end.outcome.reason == "yield"
    assert s.current is s.players[PLAYER_I]


def test_a_capture_is_carried_by_the_event_not_recomputed():
    # The middle row is shared: player II's point 1 is player I's point 12, where I has a lone piece.
    from board import Board
    from games.xii.game import XiiGame
    s = xii_session(stones=3)
    s.game = XiiGame(Board.from_notation(
        "------------/-----------A/------------ II - 2/0/0 3/0/0", s.game.board.rules))
    heard = []
    s.listeners.append(heard.append)
    s.game.roll((1, 2, 3))
    played = s.play("place 1")
    assert [e.kind for e in played.effects] == ["capture"]
    assert played.effects[0].detail == (12,), "the captured piece stood on its owner's point 12"
    assert s.game.board.captured(PLAYER_I) == 1
    assert heard[-1].played is played


def test_undo_takes_back_this_turns_actions_only_and_keeps_the_dice():
    s = xii_session(script=[(1, 4, 6), (3, 3, 5)])
    assert not s.can_undo
    s.throw()
    assert s.undo() == [], "nothing played yet"
    before = s.game.notation()
    s.play("place 4")
    assert [p.action for p in s.undo()] == [Move("place", 4, 4)]
    assert s.game.notation() == before and s.game.unused_dice() == (1, 4, 6)
    for move in ("place 4", "place 1", "place 6"):
        s.play(move)
    assert s.game.to_move() == PLAYER_II and s.can_undo, "the last action can be taken back until the next throw"
    s.undo()
    assert s.game.to_move() == PLAYER_I and s.game.unused_dice() == (6,)
    s.play("place 6")
    s.throw()
    assert not s.can_undo and s.undo() == []


def test_refusals_pass_through_and_change_nothing():
    s = xii_session(script=[(1, 4, 6)])
    heard = []
    s.listeners.append(heard.append)
    with pytest.raises(IllegalMoveError) as caught:
        s.play("place 4")
    assert caught.value.code == "no_throw"
    s.throw()
    before = s.game.notation()
    for bad in ("place 2", "move 1 1", "dance"):
        with pytest.raises((IllegalMoveError, InvalidCommandError)) as caught:
            s.play(bad)
        assert isinstance(caught.value, GameError) and isinstance(caught.value, ValueError)
    assert s.game.notation() == before and len(s.history) == 0
    assert [e.kind for e in heard] == ["throw"]
    with pytest.raises(IllegalActionError) as caught:
        s.throw()
    assert caught.value.code == "already_thrown"


def test_a_game_without_dice_cannot_throw():
    s = ataxx_session()
    with pytest.raises(IllegalActionError) as caught:
        s.throw()
    assert caught.value.code == "no_dice"


def test_undo_against_the_computer_goes_back_to_the_persons_last_move():
    s = ataxx_session(computers=("", "easy"))
    first = s.game.notation()
    s.play(s.game.legal_actions()[0])
    reply = s.players[1].choose(s.game)
    s.play(reply)
    assert s.can_undo
    taken = s.undo()
    assert len(taken) == 2 and s.game.notation() == first and s.history == []


def test_a_clock_runs_down_by_the_time_used_and_out_of_time_loses():
    s = ataxx_session(clock_ms=10_000)
    s.play(s.game.legal_actions()[0], used_ms=3_000)
    assert (s.remaining(0), s.remaining(1)) == (7_000, 10_000)
    s.undo()
    assert s.remaining(0) == 10_000, "undo gives the time back"
    assert s.play(s.game.legal_actions()[0], used_ms=10_000) is None
    assert s.game_over and s.outcome.winner == 1 and s.outcome.reason == "time"


@settings(max_examples=8, deadline=None)
@given(st.integers(0, 10**6))
def test_a_whole_short_game_reaches_the_end_with_consistent_events(seed):
    s = xii_session(seed=seed, stones=3, first=seed % 2)
    heard: list[Event] = []
    s.listeners.append(heard.append)
    rng = random.Random(seed)
    while not s.game_over:
        s.throw()
        while not s.needs_throw and not s.game_over:
            moves = s.game.legal_actions()
            s.play(moves[rng.randrange(len(moves))])
    winner = s.outcome.winner
    assert heard[-1].kind == "end" and heard[-1].seat == winner
    assert s.game.board.borne_off(winner) == 3 and s.outcome.reason == "bearing_off"
    assert s.turns == sum(s.throws_by) == sum(e.kind == "throw" for e in heard)
    assert [p for p in s.history] == [e.played for e in heard if e.kind == "play"]
    with pytest.raises(IllegalActionError):
        s.throw()
