"""GameSession: throws from the script then each player's own cup, events for listeners, undo within a turn."""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings, strategies as st

from board import PLAYER_I, PLAYER_II, IllegalMoveError, InvalidCommandError, Move, Rules
from dice import Dice, ScriptedThrows
from games.xii.session import GameEvent, GameSession, first_seat, new_seed
from player import Player

NAMES = ("Alice", "Bob")


def session(**kw) -> GameSession:
    kw.setdefault("seed", 7)
    return GameSession.new(Rules(stones=kw.pop("stones", 15)), NAMES, **kw)


def test_the_script_is_used_first_then_each_players_own_cup():
    s = session(seed=11, script=ScriptedThrows.parse("146,335"))
    cup_i, cup_ii = Dice("11-I"), Dice("11-II")
    assert s.throw() == (1, 4, 6)
    for move in ("place 4", "place 1", "place 6"):
        s.play(move)
    assert s.throw() == (3, 3, 5)
    for move in ("place 3", "place 5", "place 3"):
        s.play(move)
    assert s.throw() == cup_i.throw(), "after the script, player I throws from Dice('11-I')"
    while s.board.turn == PLAYER_I:
        s.play(s.board.legal_moves()[0])
    assert s.throw() == cup_ii.throw()


def test_the_same_seed_gives_the_same_game():
    def throws(seed):
        s = session(seed=seed)
        out = []
        for _ in range(6):
            out.append(s.throw())
            while s.board.dice and s.board.winner is None:
                s.play(s.board.legal_moves()[0])
        return out
    assert throws(5) == throws(5)
    assert throws(5) != throws(6)


def test_who_goes_first():
    assert session(first="I").board.turn == PLAYER_I
    s = session(first="II", stones=3)
    assert s.board.turn == PLAYER_II and s.first == PLAYER_II
    assert s.board.waiting(PLAYER_I) == s.board.waiting(PLAYER_II) == 3
    assert {first_seat("random", seed) for seed in range(40)} == {0, 1}
    assert first_seat("random", 3) == first_seat("random", 3)
    with pytest.raises(ValueError):
        first_seat("III", 1)


def test_a_fresh_seed_is_chosen_and_kept():
    seed = new_seed()
    assert isinstance(seed, int)
    assert session(seed=seed).seed == seed


def test_listeners_hear_roll_play_undo_and_end():
    s = session(script=ScriptedThrows.parse("146"))
    heard: list[GameEvent] = []
    s.listeners.append(heard.append)
    s.throw()
    s.play("place 4")
    s.undo_in_turn()
    s.play("place 4")
    s.play("place 1")
    s.play("place 6")
    assert [e.kind for e in heard] == ["roll", "play", "undo", "play", "play", "play"]
    roll = heard[0]
    assert (roll.seat, roll.turn, roll.throw, roll.scripted) == (PLAYER_I, 1, (1, 4, 6), True)
    assert heard[1].move == Move("place", 4, 4) and heard[1].notation.endswith("I 16 14/0/0 15/0/0")
    assert heard[2].move == Move("place", 4, 4) and heard[2].notation == heard[0].notation
    assert [e.ends_turn for e in heard[3:]] == [False, False, True]
    assert heard[-1].notation == s.board.notation()
    s.throw()
    s.play("yield")
    assert [e.kind for e in heard[-3:]] == ["roll", "play", "end"]
    end = heard[-1]
    assert end.seat == PLAYER_I and end.move == Move("yield")
    assert s.winner is s.players[PLAYER_I]


def test_undo_takes_back_actions_of_this_turn_only_and_keeps_the_dice():
    s = session(script=ScriptedThrows.parse("146,335"))
    assert not s.can_undo
    s.throw()
    with pytest.raises(IndexError):
        s.undo_in_turn()                      # nothing played yet
    before = s.board.notation()
    s.play("place 4")
    assert s.undo_in_turn() == Move("place", 4, 4)
    assert s.board.notation() == before and s.board.dice == (1, 4, 6)
    for move in ("place 4", "place 1", "place 6"):
        s.play(move)
    assert s.board.turn == PLAYER_II and s.can_undo, "the last action can be taken back until the next throw"
    s.undo_in_turn()
    assert s.board.turn == PLAYER_I and s.board.dice == (6,)
    s.play("place 6")
    s.throw()
    assert not s.can_undo
    with pytest.raises(IndexError):
        s.undo_in_turn()


def test_refusals_pass_through_and_change_nothing():
    s = session(script=ScriptedThrows.parse("146"))
    heard = []
    s.listeners.append(heard.append)
    with pytest.raises(IllegalMoveError) as caught:
        s.play("place 4")
    assert caught.value.code == "no_throw"
    s.throw()
    before = s.board.notation()
    for bad in ("place 2", "move 1 1", "dance"):
        with pytest.raises((IllegalMoveError, InvalidCommandError)):
            s.play(bad)
    assert s.board.notation() == before
    assert [e.kind for e in heard] == ["roll"]
    with pytest.raises(IllegalMoveError) as caught:
        s.throw()
    assert caught.value.code == "already_thrown"


@settings(max_examples=8, deadline=None)
@given(st.integers(0, 10**6))
def test_a_whole_short_game_reaches_the_end_with_consistent_events(seed):
    s = session(seed=seed, stones=3, first="random")
    heard: list[GameEvent] = []
    s.listeners.append(heard.append)
    rng = random.Random(seed)
    while s.winner is None:
        s.throw()
        while s.board.dice and s.winner is None:
            moves = s.board.legal_moves()
            s.play(moves[rng.randrange(len(moves))])
    assert heard[-1].kind == "end" and heard[-1].seat == s.board.winner
    assert s.board.borne_off(s.board.winner) == 3
    summary = s.summary()
    assert summary["turns"] == sum(summary["turns_by"]) == sum(e.kind == "roll" for e in heard)
    assert summary["captures"] == (s.board.captures(0), s.board.captures(1))
    with pytest.raises(IllegalMoveError):
        s.throw()


def test_a_restored_session_goes_on_like_the_original():
    original = session(seed=3, script=ScriptedThrows.parse("146"))
    original.throw()
    original.play("place 4")
    players = (Player("Alice", PLAYER_I, Dice.restored("3-I", original.players[0].dice.draws)),
               Player("Bob", PLAYER_II, Dice.restored("3-II", original.players[1].dice.draws)))
    resumed = GameSession.restored(original.board.copy(), players, 3, PLAYER_I, ScriptedThrows([]),
                                   turns=1, turns_by=(1, 0), turn_moves=[Move("place", 4, 4)])
    assert resumed.can_undo
    for s in (original, resumed):
        s.undo_in_turn()
        s.play("place 1")
        s.play("place 4")
        s.play("place 6")
        s.throw()
    assert resumed.board == original.board and resumed.turns == original.turns == 2
