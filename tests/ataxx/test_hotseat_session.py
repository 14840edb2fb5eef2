"""A hotseat game in progress: moves and what they turn, undo, the chess clock, yielding, the computer."""
import pytest

from games.ataxx.board import BLACK, WHITE, IllegalMoveError, InvalidMoveError, Move, Termination
from games.ataxx.session import Session


def test_a_clone_and_a_jump_report_who_moved_and_what_turned():
    s = Session.new(fen="7/7/7/7/7/1o5/x6 x 0 1")
    played = s.play("a2")                   # a clone next to white's b2
    assert (played.colour, played.turned, str(played.move)) == (BLACK, 1, "a2")
    assert s.board.count(BLACK) == 3 or s.game_over
    s = Session.new()
    played = s.play("a7c5")
    assert played.move.is_jump and played.turned == 0 and s.turn == WHITE


def test_a_refused_move_changes_nothing():
    s = Session.new()
    fen = s.board.fen()
    for text in ("a1a2", "d4", "a7d7", "zz"):
        with pytest.raises((IllegalMoveError, InvalidMoveError)):
            s.play(text)
    assert s.board.fen() == fen and s.record.plies == ()


def test_undo_takes_back_one_move_between_two_people():
    s = Session.new()
    s.play("b6")
    s.play("g7e5")
    assert [str(m) for m in s.undo()] == ["g7e5"]
    assert s.turn == WHITE and [p.move for p in s.record.plies] == ["b6"]
    assert str(s.last.move) == "b6"
    s.undo()
    assert s.undo() == [] and not s.can_undo


def test_undo_against_the_computer_goes_back_to_the_persons_move():
    s = Session.new(white="easy", seed=3)
    s.play("b6")
    s.play(s.computer_move())
    taken = s.undo()
    assert len(taken) == 2 and s.turn == BLACK and s.board.fen() == Session.new().board.fen()


def test_the_computer_playing_first_has_nothing_to_take_back_before_the_person_moved():
    s = Session.new(black="easy", seed=1)
    s.play(s.computer_move())
    assert not s.can_undo and s.undo() == []


def test_the_computer_chooses_the_same_with_the_same_seed_and_move_number():
    a, b = Session.new(white="easy", seed=9), Session.new(white="easy", seed=9)
    for s in (a, b):
        s.play("b6")
    assert a.computer_move() == b.computer_move()


def test_the_clock_charges_the_mover_and_undo_gives_the_time_back():
    s = Session.new(clock_ms=60_000)
    s.play("b6", used_ms=1500)
    s.play("g7e5", used_ms=700)
    assert s.remaining(BLACK) == 58_500 and s.remaining(WHITE) == 59_300
    assert s.record.plies[-1].clocks == (58_500, 59_300)
    s.undo()
    assert s.remaining(WHITE) == 60_000


def test_a_move_after_the_time_ran_out_loses_on_time():
    s = Session.new(clock_ms=1000)
    assert s.play("b6", used_ms=1000) is None
    o = s.outcome
    assert o.termination is Termination.TIME and o.winner == WHITE
    assert s.record.result == "0-1 time" and s.remaining(BLACK) == 0


def test_yielding_ends_the_game_for_the_other_side():
    s = Session.new()
    s.play("b6")
    s.resign()
    assert s.outcome.termination is Termination.RESIGNATION and s.outcome.winner == BLACK
    assert s.undo() == []                 # a yielded game stays yielded


def test_every_change_is_reported_to_the_listeners():
    s = Session.new()
    seen = []
    s.listeners.append(lambda record: seen.append(len(record.plies)))
    s.play("b6")
    s.play("f7")
    s.undo()
    s.resign()
    assert seen == [1, 2, 1, 1]


@pytest.mark.parametrize("fen, move, ending, winner", [
    ("xxxxxxx/xxxxxxx/xxxxxxx/xxx1ooo/ooooooo/ooooooo/ooooooo x 0 1", "d4", Termination.FULL_BOARD, BLACK),
    ("7/7/7/7/xxxxxxx/xxxxxxx/oooooo1 x 0 1", "g1", Termination.NO_MOVES, BLACK),
    ("7/7/7/7/7/1x5/o6 x 0 1", "a2", Termination.ONE_COLOUR, BLACK),
    ("x5o/7/7/7/7/7/o5x x 49 1", "a7c5", Termination.FIFTY_JUMPS, None),
])
def test_the_endings_the_board_decides_are_recorded(fen, move, ending, winner):
    s = Session.new(fen=fen)
    s.play(move)
    assert s.outcome.termination is ending and s.outcome.winner == winner
    assert s.record.result.endswith(ending.value)


def test_the_third_repetition_is_a_draw():
    s = Session.new(fen="x6/7/7/7/7/7/6o x 0 1")
    for move in ["a7c7", "g1e1", "c7a7", "e1g1"] * 2:
        s.play(move)
    assert s.outcome.termination is Termination.REPETITION and s.outcome.winner is None


TRAPPED_WHITE = "x6/7/7/7/4---/4---/4--o x 0 1"     # white's g1 is walled in by blocked squares


def test_standard_rules_pass_when_there_is_no_move():
    s = Session.new(fen=TRAPPED_WHITE, rules="standard")
    s.play("a6")
    assert s.board.legal_moves() == [Move.parse("0000")]
    s.play("0000")
    assert s.turn == BLACK and not s.game_over and s.record.plies[-1].move == "0000"


def test_the_seeds_rules_end_the_game_instead_of_a_pass():
    s = Session.new(fen=TRAPPED_WHITE)
    s.play("a6")
    assert s.outcome.termination is Termination.NO_MOVES and s.outcome.winner == BLACK


def test_new_refuses_an_unknown_player_or_a_clock_of_nothing():
    with pytest.raises(ValueError):
        Session.new(black="grandmaster")
    with pytest.raises(ValueError):
        Session.new(clock_ms=0)
    assert Move.parse("0000").is_pass
