"""The hotseat turn loop (framework/tui/hotseat.py) in-process, text in, text out, on XII Scripta positions:
a blocked player, the end of a game, hand-over and undo."""
from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from board import Board
from helpers_app import play_xii as play




# Player II holds all six of player I's entry points; player I has a piece to re-enter.
SHUT_OUT = "------------/bbbbbb------/------------ I - 14/1/0 3/0/0"


def test_a_player_who_cannot_use_any_die_is_told_why_and_passes_with_enter(tmp_path, monkeypatch):
    out, session = play(tmp_path, monkeypatch, SHUT_OUT, "123", ["", "place 1", "", "quit", "y"])
    assert "No die can be used (1, 2, 3): a 1: point 1 is blocked" in out
    assert "a 2: point 2 is blocked" in out and "a 3: point 3 is blocked" in out
    assert "Press Enter (or type pass) to end the turn." in out
    assert "Point 1 is blocked: two or more of the opponent's pieces stand there." in out
    assert "Alice's turn is over. Bob, press Enter to throw the dice." in out
    assert session.game.board.turn == 1


def test_the_same_in_czech(tmp_path, monkeypatch):
    out, _ = play(tmp_path, monkeypatch, SHUT_OUT, "123", ["", "pass", "quit", "a"], lang="cs")
    assert "Žádnou kostku nelze použít (1, 2, 3): kostka 1: pole 1 je zablokované" in out
    assert "Alice má odehráno. Bob, stiskni Enter a hoď kostkami." in out


def test_bearing_off_the_last_piece_wins_and_shows_the_summary(tmp_path, monkeypatch):
    near_end = "------------/------------/-----------A I - 0/0/14 15/0/0"
    out, session = play(tmp_path, monkeypatch, near_end, "612", ["", "take 1", "take 6", ""])
    assert "You have no piece on home point I." in out
    assert "Alice wins!" in out
    assert "Turns: 1 (Alice 1, Bob 0)" in out
    assert "Alice captured 0 of Bob's pieces; Bob captured 0 of Alice's." in out
    assert "Borne off: Alice 15, Bob 0" in out
    assert session.current.name == "Alice" and session.outcome.winner == 0


def test_the_last_action_can_be_taken_back_at_the_hand_over(tmp_path, monkeypatch):
    start = "------------/------------/------------ I - 15/0/0 15/0/0"
    out, session = play(tmp_path, monkeypatch, start, "146",
                        ["", "place 4", "place 1", "place 6", "undo", "place 4", "undo", "quit", "y"])
    assert "(Alice can still type undo to take back the last action.)" in out
    assert "Taken back: enters on 6. The dice stay as thrown." in out
    assert "No unused die shows 4; the unused dice are 6." in out
    assert "Taken back: enters on 1." in out
    assert session.game.board.dice == (1, 6) and session.game.board.turn == 0


def test_commands_before_the_throw_are_refused_with_a_hint(tmp_path, monkeypatch):
    start = "------------/------------/------------ I - 15/0/0 15/0/0"
    out, _ = play(tmp_path, monkeypatch, start, "146", ["place 4", "help", "notation", "quit", "y"])
    assert "Throw the dice first: press Enter." in out
    assert "Press Enter to throw the dice." in out
    assert "Position: ------------/------------/------------ I - 15/0/0 15/0/0" in out


@pytest.mark.parametrize("answer, over", [("n", False), ("y", True)])
def test_yield_asks_first(tmp_path, monkeypatch, answer, over):
    start = "------------/------------/------------ I - 15/0/0 15/0/0"
    out, session = play(tmp_path, monkeypatch, start, "146", ["", "yield", answer, "quit", "y", ""])
    assert "Really give up? Bob would win. (y/n)" in out
    assert session.game.board.game_over is over
    assert ("Bob wins!" in out) is over


WORDS = st.sampled_from(["place", "move", "take", "pass", "yield", "undo", "help", "?", "board", "quit",
                         "y", "n", "", "1", "2", "6", "7", "0", "-1", "²", "٣", "１", "1.5", "\x1b[A", "\x00",
                         "99999999999999999999999"])
LINES = st.one_of(st.lists(WORDS, max_size=4).map(" ".join), st.text(max_size=30))


@settings(max_examples=40, deadline=None)
@given(st.lists(LINES, max_size=25))
def test_any_typed_lines_get_answers_never_an_exception(lines):
    import tempfile
    with tempfile.TemporaryDirectory() as tmp, pytest.MonkeyPatch.context() as mp:
        start = "------------/------------/------------ I - 15/0/0 15/0/0"
        clean = [line.replace("\n", " ").replace("\r", " ") for line in lines]
        out, session = play(Path(tmp), mp, start, "146,335,222", clean)
    assert "Traceback" not in out
    restored = Board.from_notation(session.game.board.notation())
    if session.outcome is not None and session.outcome.reason == "yield":
        restored.winner = session.game.board.winner     # a resignation is the record's, not the position's
    assert restored == session.game.board


def test_the_loop_asks_the_game_whether_the_pass_is_forced_and_formats_no_legal_action_for_it(
        tmp_path, monkeypatch):
    """must_pass() answers at each prompt; the only action formatted is the one played (by apply)."""
    from games.xii.game import XiiGame
    asked, formatted = [], []
    must_pass, format_action = XiiGame.must_pass, XiiGame.format_action
    monkeypatch.setattr(XiiGame, "must_pass", lambda self: asked.append(1) or must_pass(self))
    monkeypatch.setattr(XiiGame, "format_action", lambda self, a: formatted.append(a) or format_action(self, a))
    out, session = play(tmp_path, monkeypatch, SHUT_OUT, "123", ["", "", "quit", "y"])
    assert "Press Enter (or type pass) to end the turn." in out
    assert session.game.board.turn == 1                 # Enter passed
    assert asked and len(formatted) == 1                # the pass itself
