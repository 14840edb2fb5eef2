"""The hotseat loop with typed lines: moves, refusals with reasons, ?, undo, yield, quit, every ending."""
import io

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from games.ataxx import record as rec
from games.ataxx.board import BLACK, Board, Termination
from games.ataxx.hotseat import Hotseat, run
from games.ataxx.render import board_lines, read_board, squares_of_board
from games.ataxx.saves import Saves
from games.ataxx.session import Session
from framework.terminal import Terminal


def terminal(lines, ascii=False):
    data = "".join(line + "\n" for line in lines).encode()
    return Terminal(colour=False, ascii=ascii, out=io.StringIO(), inp=io.BytesIO(data), screen=False)


def play(lines, session=None, lang="en", saves=None, clock=None, **kw):
    """Run the loop on ``lines``; (exit code or None, everything written, the session)."""
    term = terminal(lines, kw.pop("ascii", False))
    session = session or Session.new()
    options = {"clock": clock} if clock else {}
    code = Hotseat(term, lang, session, saves=saves, **options, **kw).run()
    return code, term.out.getvalue(), session


def said(output: str) -> str:
    """The output with line breaks and runs of spaces as single spaces (messages wrap at 78 columns)."""
    return " ".join(output.split())


class Ticks:
    """A clock that moves ``step`` seconds each time it is read."""

    def __init__(self, step: float) -> None:
        self.now, self.step = 1000.0, step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def last_board(output: str) -> dict:
    """The last board drawn in ``output``, read back square by square."""
    lines = output.splitlines()
    starts = [i for i, line in enumerate(lines) if line.split() == list("abcdefg")]
    return read_board(lines[starts[-2]:starts[-2] + 9])


def test_moves_are_played_and_the_board_redrawn_for_the_next_player():
    code, out, s = play(["b6", "g7e5"])
    assert code == 0                                   # the input ended: Ctrl-D
    assert [str(m) for m in s.board.move_stack] == ["b6", "g7e5"]
    assert last_board(out) == squares_of_board(s.board)
    assert "Last move: White g7e5 (jump, stones turned: 0)." in said(out)
    assert "move 2 · Black to move" in said(out)


def test_a_refused_move_is_explained_and_changes_nothing():
    code, out, s = play(["a7d7", "a1a2", "d4", "b6b6"])
    assert s.board.fen() == Board().fen()
    assert "'a7d7': a move goes one square (clone) or two squares (jump) away." in said(out)
    assert "a1a2: there is no stone of yours on a1." in said(out)
    assert "d4: none of your stones is next to d4." in said(out)
    assert out.count("Type ? for the legal moves") == 4


def test_the_refusal_is_in_czech_for_czech_players():
    _, out, _ = play(["a1a2", "b6", "b6"], lang="cs")
    assert "a1a2: na poli a1 nemáš kámen." in said(out)
    assert "b6: cílové pole b6 není volné." in said(out)
    assert "na tahu je Bílý" in said(out)


def test_question_mark_lists_the_legal_moves_and_one_stones_moves():
    _, out, _ = play(["?", "? a7", "? a1", "? z9"])
    assert "Clones (6): a6 b6 b7 f1 f2 g2" in said(out)
    assert "Jumps (10): a7a5 a7b5 a7c5 a7c6 a7c7 g1e1 g1e2 g1e3 g1f3 g1g3" in said(out)
    assert "Moves of the stone on a7: Clones (3): a7a6 a7b6 a7b7; Jumps (5): a7a5 a7b5 a7c5 a7c6 a7c7" in said(out)
    assert "? a1: there is no stone of yours on a1." in said(out)
    assert "'z9' is not a square" in said(out)


def test_a_long_list_of_moves_is_cut_to_the_screen_with_the_rest_counted():
    s = Session.new(fen="x1x1x1x/7/x1x1x1x/7/x1x1x1x/7/x1x1x1o x 0 1")
    _, out, _ = play(["?"], session=s)
    assert "... and " in said(out) and "more: ? a7 lists the moves of one stone." in said(out)
    jumps = len([m for m in s.board.legal_moves() if m.is_jump])
    shown = next(line for line in out.splitlines() if line.startswith("Jumps ("))
    assert shown.startswith(f"Jumps ({jumps}):")


def test_undo_takes_back_and_the_board_shows_it():
    _, out, s = play(["b6", "g7e5", "undo", "undo", "undo"])
    assert s.board.move_stack == []
    assert "Taken back: g7e5." in said(out) and "Taken back: b6." in said(out)
    assert "There is no move to take back." in said(out)
    assert last_board(out) == squares_of_board(Board())


def test_yield_asks_first_and_the_other_player_wins():
    code, out, s = play(["yield", "n", "yield", "y", ""])
    assert "Really yield? White would win. (y/n)" in said(out) and "Playing on." in said(out)
    assert s.outcome.termination is Termination.RESIGNATION and s.outcome.winner == 1
    assert "Game over: White wins: Black yielded." in said(out)
    assert code is None


def test_quit_asks_and_leaves_the_game_to_the_menu():
    code, out, s = play(["b6", "quit", "y"])
    assert code is None and not s.game_over
    assert "Leave this game? It is not saved. (y/n)" in said(out)


def test_help_fen_and_flip():
    _, out, _ = play(["help", "fen", "b6", "flip"])
    assert "Commands: a move" in said(out)
    assert "Position: x5o/7/7/7/7/7/o5x x 0 1" in said(out)
    assert "The board now turns to the player to move" in said(out)
    rulers = [line.split() for line in out.splitlines() if sorted(line.split()) == list("abcdefg")]
    assert rulers[-1] == list("gfedcba") and rulers[-3] == list("abcdefg")   # white to move: g1 top left


@pytest.mark.parametrize("fen, move, reason", [
    ("xxxxxxx/xxxxxxx/xxxxxxx/xxx1ooo/ooooooo/ooooooo/ooooooo x 0 1", "d4",
     "Game over: Black wins: the board is full."),
    ("7/7/7/7/xxxxxxx/xxxxxxx/oooooo1 x 0 1", "g1",
     "Game over: Black wins: White has no legal move with empty squares left."),
    ("7/7/7/7/7/1x5/o6 x 0 1", "a2", "Game over: Black wins: only Black's stones are left."),
    ("x5o/7/7/7/7/7/o5x x 49 1", "a7c5", "Game over: a draw: the last 50 moves were all jumps."),
])
def test_each_ending_is_named_with_its_reason(fen, move, reason):
    code, out, s = play([move, ""], session=Session.new(fen=fen))
    assert reason in said(out) and code is None
    assert "Stones: Black" in said(out) and "Press Enter to finish." in said(out)


def test_the_third_repetition_is_named():
    s = Session.new(fen="x6/7/7/7/7/7/6o x 0 1")
    _, out, _ = play(["a7c7", "g1e1", "c7a7", "e1g1"] * 2 + [""], session=s)
    assert ("Game over: a draw: the same position occurred for the third time with the same player to move."
            in said(out))


def test_the_clock_runs_out_and_that_player_loses():
    s = Session.new(clock_ms=5000)
    code, out, _ = play(["b6", ""], session=s, clock=Ticks(10.0))
    assert s.outcome.termination is Termination.TIME and s.outcome.winner == 1
    assert "Game over: White wins: Black ran out of time." in said(out)
    assert code is None


def test_the_clocks_are_shown_and_charged():
    s = Session.new(clock_ms=60_000)
    _, out, _ = play(["b6"], session=s, clock=Ticks(0.5))
    assert "Black ● 0:59 > " in said(out) or "Black ● 1:00 > " in said(out)
    assert 55_000 < s.remaining(BLACK) < 60_000


def test_the_computer_answers_and_undo_takes_back_both_moves():
    s = Session.new(white="easy", seed=5)
    _, out, _ = play(["b6"], session=s)
    assert len(s.board.move_stack) == 2
    assert "White (computer, easy) is thinking ..." in said(out)
    assert f"Last move: White {s.board.move_stack[1]}" in said(out)
    play(["undo"], session=s)
    assert s.board.move_stack == []


def test_the_computer_playing_black_opens_the_game():
    s = Session.new(black="easy", seed=5)
    play([], session=s)
    assert len(s.board.move_stack) == 1 and s.turn == 1


def test_enter_passes_when_passing_is_the_only_move():
    s = Session.new(fen="x6/7/7/7/4---/4---/4--o x 0 1", rules="standard")
    _, out, _ = play(["a6", ""], session=s)
    assert "White has no move and must pass: press Enter or type 0000." in said(out)
    assert str(s.board.move_stack[-1]) == "0000" and s.turn == BLACK


def test_ascii_terminals_get_x_and_o():
    _, out, _ = play(["b6"], ascii=True)
    assert "Black x > b6" in said(out) and "White o >" in said(out) and "●" not in out


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.one_of(
    st.sampled_from(["b6", "a7c5", "?", "? a7", "undo", "fen", "help", "flip", "g7", "a1a3", "0000", "", "???"]),
    st.text(max_size=30)), max_size=12))
def test_any_typed_lines_never_break_the_game(lines):
    lines = [line.replace("\n", " ").replace("\r", " ") for line in lines]
    lines = [line for line in lines if line.split()[:1] not in (["quit"], ["yield"], ["rules"], ["exit"],
                                                                ["konec"], ["resign"], ["vzdat"], ["pravidla"])]
    code, out, s = play(lines)
    assert code in (0, None) and "Traceback" not in said(out)
    assert Board.from_moves(s.board.starting_fen, [str(m) for m in s.board.move_stack]).fen() == s.board.fen()


def test_the_rules_page_pages_and_comes_back_to_the_game():
    _, out, _ = play(["rules", "", "b", "q", "b6"])
    assert "Ataxx: the rules" in said(out) and "Page 1/" in said(out)
    assert "Last move: Black b6" in said(out)


# ------------------------------------------------------------------ run(): saving and continuing

def test_run_saves_every_move_and_continue_takes_the_game_up(tmp_path):
    code = run(terminal(["b6", "g7e5"]), "en", save_dir=str(tmp_path), seed=1)
    assert code == 0
    kept = Saves(tmp_path).unfinished()
    assert [str(m) for m in kept.board.move_stack] == ["b6", "g7e5"]
    term = terminal(["fen"])
    run(term, "en", save_dir=str(tmp_path), resume=True)
    out = term.out.getvalue()
    assert f"Continuing the game saved in {tmp_path / 'current.ataxx'}." in said(out)
    assert f"Position: {kept.board.fen()}" in said(out)
    assert "The game is saved; continue it with: python3 -m games.ataxx.hotseat --continue" in said(out)


def test_continue_without_a_saved_game_starts_a_new_one(tmp_path):
    term = terminal([])
    run(term, "cs", save_dir=str(tmp_path), resume=True)
    assert "není žádná nedohraná partie Ataxx; začíná nová." in said(term.out.getvalue())
    assert Saves(tmp_path).unfinished() is not None


def test_a_damaged_save_is_reported_and_left_alone(tmp_path):
    good = rec.write(Session.new().record)
    (tmp_path / "current.ataxx").write_text(good.replace("Rules: itpw", "Rules: none"))
    term = terminal([])
    assert run(term, "en", save_dir=str(tmp_path), resume=True) == 2
    out = term.out.getvalue()
    assert "cannot be continued (line 4): Rules: 'none' is not valid" in said(out) and "left as it is" in said(out)
    assert (tmp_path / "current.ataxx").read_text() == good.replace("Rules: itpw", "Rules: none")


def test_a_new_game_keeps_an_unfinished_one_and_says_where(tmp_path):
    run(terminal(["b6"]), "en", save_dir=str(tmp_path), seed=1)
    term = terminal([])
    run(term, "en", save_dir=str(tmp_path), seed=2)
    out = term.out.getvalue()
    assert "The earlier unfinished game was kept as " in said(out)
    archived = list((tmp_path / "games").iterdir())
    assert len(archived) == 1 and rec.load(archived[0].read_bytes()).board.move_stack


def test_a_save_folder_that_cannot_be_made_is_reported_and_the_game_goes_on(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    term = terminal(["b6", "quit", "y"])
    assert run(term, "en", save_dir=str(blocker / "sub"), seed=1) is None
    out = term.out.getvalue()
    assert "The game could not be saved to" in said(out) and "Playing on without saving." in said(out)
    assert "Last move: Black b6" in said(out)


def test_run_with_a_clock_says_how_much_each_player_has(tmp_path):
    term = terminal([])
    run(term, "en", save=False, clock_minutes=5)
    assert "Each player has 5:00; the clock runs while the prompt waits." in said(term.out.getvalue())


def test_every_board_line_fits_the_screen():
    assert all(len(line) <= 78 for line in board_lines(Board()))
