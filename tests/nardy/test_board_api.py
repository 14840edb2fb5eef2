"""The Board's contract: reading never changes it, refusals leave it exactly as it was, undo
takes back one checker move of the turn, and every listed turn plays to a different position."""
from hypothesis import given, settings, strategies as st

from framework.core.errors import GameError, IllegalActionError, InvalidActionError, NotationError
from games.nardy.board import Board, IllegalMoveError, InvalidMoveError, Move, PositionError
from nardy_helpers import random_board

boards = st.builds(random_board, st.integers(0, 10**6), st.integers(0, 100), st.integers(0, 3))


def state(board):
    return board.notation(), board.turn_steps, board.winner


def test_errors_are_the_framework_kinds():
    assert issubclass(InvalidMoveError, InvalidActionError)
    assert issubclass(IllegalMoveError, IllegalActionError)
    assert issubclass(PositionError, NotationError)
    assert issubclass(IllegalMoveError, GameError) and issubclass(IllegalMoveError, ValueError)


def test_the_start():
    board = Board()
    assert board.points()[23] == 15 and board.points()[11] == -15
    assert board.turn == 1 and board.borne_off(1) == board.borne_off(-1) == 0


@settings(max_examples=60, deadline=None)
@given(boards, st.integers(1, 6), st.integers(1, 6))
def test_reading_changes_nothing(board, d1, d2):
    if board.winner is not None:
        return
    if not board.dice:
        board.roll((d1, d2))
    before = state(board)
    turns = board.legal_turns()
    copy = board.copy()
    assert state(board) == before and state(copy) == before
    for turn in turns[:5]:
        for m in turn:
            copy.play(m)
        copy = board.copy()
    assert state(board) == before


@settings(max_examples=60, deadline=None)
@given(boards, st.integers(1, 6), st.integers(1, 6), st.integers(1, 24), st.integers(0, 24))
def test_a_refused_move_changes_nothing(board, d1, d2, source, target):
    if board.winner is not None:
        return
    if not board.dice:
        board.roll((d1, d2))
    before = state(board)
    starts = {turn[0] for turn in board.legal_turns() if turn}
    move = Move(source, target)
    try:
        board.play(move)
    except (IllegalMoveError, InvalidMoveError):
        assert state(board) == before
        # A move that starts a listed turn is never refused (bearing off: same source, "off").
        assert move not in starts
    for text in ("", "24:18", "25/1", "x/off", "pass please", "24/18(9)"):
        b = board.copy()
        try:
            b.play(text)
        except InvalidMoveError:
            assert state(b) == state(board)


@settings(max_examples=60, deadline=None)
@given(boards, st.integers(1, 6), st.integers(1, 6), st.randoms(use_true_random=False))
def test_undo_takes_back_each_move(board, d1, d2, rnd):
    if board.winner is not None:
        return
    if not board.dice:
        board.roll((d1, d2))
    turn = rnd.choice(board.legal_turns())
    seen = [state(board)]
    for m in turn[:-1]:          # the last move ends the turn, which undo cannot reach
        board.play(m)
        seen.append(state(board))
    while len(seen) > 1:
        seen.pop()
        board.undo()
        assert state(board) == seen[-1]
    while board.turn_steps:      # moves made before this test's own
        board.undo()
    try:
        board.undo()
    except IllegalMoveError as exc:
        assert exc.code == "nothing_to_undo"
    else:
        raise AssertionError("undo with nothing to take back was accepted")


@settings(max_examples=60, deadline=None)
@given(boards, st.integers(1, 6), st.integers(1, 6))
def test_listed_turns_end_the_turn_in_distinct_positions(board, d1, d2):
    if board.winner is not None:
        return
    if not board.dice:
        board.roll((d1, d2))
    ends = set()
    for turn in board.legal_turns():
        b = board.copy()
        if not turn:
            b.play("pass")
        for m in turn:
            b.play(m)
        assert b.dice == () and (b.turn == -board.turn or b.winner == board.turn)
        ends.add(b.notation())
    assert len(ends) == len(board.legal_turns())


def test_one_move_at_a_time_from_text():
    board = Board()
    board.roll((6, 5))
    step = board.play("24/18")
    assert step.die == 6 and step.left_head and not step.turn_over
    step = board.play("18/13")
    assert step.turn_over and board.turn == -1
