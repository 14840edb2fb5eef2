"""An Ataxx game in progress (framework/core/session.py over games/ataxx/game.py): moves and what they turn,
undo, the chess clock, yielding, the computer, and every change told to the listeners."""
import pytest

from framework.core.record import Record, Scribe, restore
from framework.core.spec import new_session
from games.ataxx.board import BLACK, STARTING_FEN, WHITE, IllegalMoveError, InvalidMoveError, Move, Termination
from games.ataxx.codec import CODEC
from helpers_games import ataxx_session, spec


def scribed(**kw):
    """A new session (``ataxx_session``'s arguments) with a Scribe keeping its record."""
    s = ataxx_session(**kw)
    scribe = Scribe(Record(s.setup), CODEC)
    s.listeners.append(scribe)
    return s, scribe


def turned(played) -> int:
    return next(e.count for e in played.effects if e.kind == "turned")


def computer_move(s):
    """What the seat to move (a computer) chooses now, on a copy of the game (nothing is played)."""
    return s.current.choose(s.game.copy())


def test_a_clone_and_a_jump_report_who_moved_and_what_turned():
    s = ataxx_session(start="7/7/7/7/7/1o5/x6 x 0 1")
    played = s.play("a2")                   # a clone next to white's b2
    assert (played.seat, turned(played), played.text) == (BLACK, 1, "a2")
    assert played.action.is_clone and played.target is not None and played.source is None
    assert s.game.board.count(BLACK) == 3 and s.game.board.count(WHITE) == 0
    s = ataxx_session()
    played = s.play("a7c5")
    assert played.action.is_jump and turned(played) == 0 and s.game.to_move() == WHITE
    assert played.effects[0].detail == ("jump",)


def test_a_refused_move_changes_nothing():
    s, scribe = scribed()
    fen = s.game.notation()
    for text in ("a1a2", "d4", "a7d7", "zz"):
        with pytest.raises((IllegalMoveError, InvalidMoveError)):
            s.play(text)
    assert s.game.notation() == fen and s.history == [] and scribe.record.entries == ()


def test_undo_takes_back_one_move_between_two_people():
    s, scribe = scribed()
    s.play("b6")
    s.play("g7e5")
    assert [p.text for p in s.undo()] == ["g7e5"]
    assert s.game.to_move() == WHITE and [e.actions for e in scribe.record.entries] == [("b6",)]
    assert s.history[-1].text == "b6"
    s.undo()
    assert s.undo() == [] and not s.can_undo
    assert scribe.record.entries == ()


def test_undo_against_the_computer_goes_back_to_the_persons_move():
    s = ataxx_session(computers=("", "easy"), seed=3)
    s.play("b6")
    s.play(computer_move(s))
    taken = s.undo()
    assert len(taken) == 2 and s.game.to_move() == BLACK and s.game.notation() == STARTING_FEN


def test_the_computer_playing_first_has_nothing_to_take_back_before_the_person_moved():
    s = ataxx_session(computers=("easy", ""), seed=1)
    s.play(computer_move(s))
    assert not s.can_undo and s.undo() == []


def test_the_computer_chooses_the_same_with_the_same_seed_and_position():
    a, b = ataxx_session(computers=("", "easy"), seed=9), ataxx_session(computers=("", "easy"), seed=9)
    for s in (a, b):
        s.play("b6")
    assert computer_move(a) == computer_move(b)


def test_a_resumed_game_lets_the_computer_choose_as_the_uninterrupted_one_would():
    s, scribe = scribed(computers=("", "normal"), seed=11)
    for move in ("b6", None, "a7c5", None, "b5"):
        s.play(move if move is not None else computer_move(s))
    back = restore(scribe.record, CODEC, lambda setup: new_session(spec("ataxx"), setup))
    assert back.game.notation() == s.game.notation()
    assert computer_move(back) == computer_move(s)


def test_the_clock_charges_the_mover_and_undo_gives_the_time_back():
    s, scribe = scribed(clock_ms=60_000)
    s.play("b6", used_ms=1500)
    s.play("g7e5", used_ms=700)
    assert s.remaining(BLACK) == 58_500 and s.remaining(WHITE) == 59_300
    assert scribe.record.entries[-1].clocks == (58_500, 59_300)
    s.undo()
    assert s.remaining(WHITE) == 60_000 and s.remaining(BLACK) == 58_500
    assert scribe.record.entries[-1].clocks == (58_500, 60_000)


def test_a_move_after_the_time_ran_out_loses_on_time():
    s, scribe = scribed(clock_ms=1000)
    assert s.play("b6", used_ms=1000) is None
    o = s.outcome
    assert o.reason == Termination.TIME.value and o.winner == WHITE
    assert scribe.record.result == "0-1 time" and s.remaining(BLACK) == 0
    assert s.game.board.count(BLACK) == 2            # the late move was not played


def test_yielding_ends_the_game_for_the_other_side():
    s, scribe = scribed()
    s.play("b6")
    s.concede()                                      # white, to move, gives up
    assert s.outcome.reason == Termination.RESIGNATION.value and s.outcome.winner == BLACK
    assert scribe.record.result == "1-0 resignation"
    assert s.undo() == []                            # a yielded game stays yielded


def test_every_change_is_told_to_the_listeners_after_it_happened():
    s = ataxx_session()
    seen = []
    s.listeners.append(lambda event: seen.append((event.kind, len(s.history))))
    s.play("b6")
    s.play("f7")
    s.undo()
    s.concede()
    assert seen == [("play", 1), ("play", 2), ("undo", 1), ("end", 1)]


@pytest.mark.parametrize("fen, move, ending, winner", [
    ("xxxxxxx/xxxxxxx/xxxxxxx/xxx1ooo/ooooooo/ooooooo/ooooooo x 0 1", "d4", Termination.FULL_BOARD, BLACK),
    ("7/7/7/7/xxxxxxx/xxxxxxx/oooooo1 x 0 1", "g1", Termination.NO_MOVES, BLACK),
    ("7/7/7/7/7/1x5/o6 x 0 1", "a2", Termination.ONE_COLOUR, BLACK),
    ("x5o/7/7/7/7/7/o5x x 49 1", "a7c5", Termination.FIFTY_JUMPS, None),
])
def test_the_endings_the_board_decides_are_recorded(fen, move, ending, winner):
    s, scribe = scribed(start=fen)
    s.play(move)
    assert s.outcome.reason == ending.value and s.outcome.winner == winner
    assert scribe.record.result.endswith(" " + ending.value)


def test_the_third_repetition_is_a_draw():
    s = ataxx_session(start="x6/7/7/7/7/7/6o x 0 1")
    for move in ["a7c7", "g1e1", "c7a7", "e1g1"] * 2:
        s.play(move)
    assert s.outcome.reason == Termination.REPETITION.value and s.outcome.winner is None


TRAPPED_WHITE = "x6/7/7/7/4---/4---/4--o x 0 1"     # white's g1 is walled in by blocked squares


def test_standard_rules_pass_when_there_is_no_move():
    s, scribe = scribed(start=TRAPPED_WHITE, rules="standard")
    s.play("a6")
    assert s.game.legal_actions() == [Move.parse("0000")]
    s.play("0000")
    assert s.game.to_move() == BLACK and not s.game_over and scribe.record.entries[-1].actions == ("0000",)


def test_the_seeds_rules_end_the_game_instead_of_a_pass():
    s = ataxx_session(start=TRAPPED_WHITE)
    s.play("a6")
    assert s.outcome.reason == Termination.NO_MOVES.value and s.outcome.winner == BLACK


def test_an_unknown_level_is_refused():
    with pytest.raises(ValueError):
        ataxx_session(computers=("grandmaster", ""))


@pytest.mark.parametrize("clock_ms", [0, -5])
def test_a_clock_of_nothing_is_refused(clock_ms):
    # A game with no time at all cannot be played, and its record ("Clock: 0") would not load again.
    with pytest.raises(ValueError):
        ataxx_session(clock_ms=clock_ms)
