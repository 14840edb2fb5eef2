"""Ataxx at the keyboard (the shared loop, framework/tui/hotseat.py, over games/ataxx/view.py) with typed lines:
moves, refusals with reasons, ?, undo, yield, quit, the clock, the computer, every ending."""
import time

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from framework.lang.words import COMMANDS

from framework.tui.hotseat import Hotseat
from framework.tui.prompt import Leave, Prompt
from framework.core.record import Record, Scribe
from games.ataxx.board import BLACK, STARTING_FEN, Board, Termination
from games.ataxx.codec import CODEC
from games.ataxx.render import board_lines, read_board, squares_of_board
from games.ataxx.texts import CATALOGUE
from games.ataxx.view import AtaxxView
from helpers_app import fake_terminal, make_app
from helpers_games import ataxx_session, spec
from helpers_text import said


def play(lines, session=None, lang="en", clock=None, ascii=False, scribe=None):
    """Run the loop on ``lines``; (exit code or None, everything written, the session).

    The code is None when the game ended or the players quit it (back to the menu), 0 when the
    input ended (Ctrl-D leaves the program).
    """
    term = fake_terminal(lines, ascii=ascii)
    session = session or ataxx_session()
    if scribe is not None:
        session.listeners.append(scribe)          # as the app does: the record follows every change

    def t(key, /, **params):
        return CATALOGUE.text(lang, key, **params)

    loop = Hotseat(Prompt(term, t), session, AtaxxView(term, lang), t, scribe=scribe,
                   clock=clock or time.monotonic)
    try:
        loop.run()
        code = None
    except Leave as leave:
        code = leave.code
    return code, term.out.getvalue(), session




#: The seats as a Czech game names them (framework/tui/sessions.py: by their colours, in the player's language).
CZECH = (CATALOGUE.text("cs", "name.0"), CATALOGUE.text("cs", "name.1"))


def moves_of(session) -> list[str]:
    return [str(m) for m in session.game.board.move_stack]


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
    assert moves_of(s) == ["b6", "g7e5"]
    assert last_board(out) == squares_of_board(s.game.board)
    assert "Last move: White g7e5 (jump, stones turned: 0)." in said(out)
    assert "move 2 · Black to move" in said(out)


def test_a_refused_move_is_explained_and_changes_nothing():
    code, out, s = play(["a7d7", "a1a2", "d4", "b6b6"])
    assert s.game.notation() == STARTING_FEN and s.history == []
    assert "'a7d7': a move goes one square (clone) or two squares (jump) away." in said(out)
    assert "a1a2: there is no stone of yours on a1." in said(out)
    assert "d4: none of your stones is next to d4." in said(out)
    assert out.count("Type ? for the legal moves") == 4


def test_the_refusal_is_in_czech_for_czech_players():
    _, out, _ = play(["a1a2", "b6", "b6"], session=ataxx_session(names=CZECH), lang="cs")
    assert "a1a2: na poli a1 nemáš kámen." in said(out)
    assert "b6: cílové pole b6 není volné." in said(out)
    assert "na tahu je Bílý" in said(out)
    assert "Napiš ? pro platné tahy" in said(out)


def test_question_mark_lists_the_legal_moves_and_one_stones_moves():
    _, out, _ = play(["?", "? a7", "? a1", "? z9", "moves", "tahy a7"])
    assert "Clones (6): a6 b6 b7 f1 f2 g2" in said(out)
    assert "Jumps (10): a7a5 a7b5 a7c5 a7c6 a7c7 g1e1 g1e2 g1e3 g1f3 g1g3" in said(out)
    assert "Moves of the stone on a7: Clones (3): a7a6 a7b6 a7b7; Jumps (5): a7a5 a7b5 a7c5 a7c6 a7c7" in said(out)
    assert "? a1: there is no stone of yours on a1." in said(out)
    assert "'z9' is not a square" in said(out)
    assert out.count("Clones (6): a6 b6 b7 f1 f2 g2") == 2       # "moves" is the list without the help
    assert said(out).count("Moves of the stone on a7:") == 2


def test_a_stone_without_a_move_says_so():
    s = ataxx_session(start="x--4/---4/---4/3x3/7/7/6o x 0 1")
    _, out, _ = play(["? a7"], session=s)
    # a7 is walled in: every square one or two away is blocked (or off the board); d4 can move
    assert s.game.board.legal_moves() and "The stone on a7 has no move." in said(out)


def test_a_long_list_of_moves_is_cut_to_the_screen_with_the_rest_counted():
    s = ataxx_session(start="x1x1x1x/7/x1x1x1x/7/x1x1x1x/7/x1x1x1o x 0 1")
    _, out, _ = play(["?"], session=s)
    assert "... and " in said(out) and "more: ? a7 lists the moves of one stone." in said(out)
    jumps = len([m for m in s.game.board.legal_moves() if m.is_jump])
    shown = next(line for line in out.splitlines() if line.startswith("Jumps ("))
    assert shown.startswith(f"Jumps ({jumps}):")


def test_undo_takes_back_and_the_board_shows_it():
    _, out, s = play(["b6", "g7e5", "undo", "undo", "undo"])
    assert moves_of(s) == []
    assert "Taken back: g7e5." in said(out) and "Taken back: b6." in said(out)
    assert "Nothing to take back." in said(out)
    assert last_board(out) == squares_of_board(Board())


def test_yield_asks_first_and_the_other_player_wins():
    code, out, s = play(["yield", "n", "yield", "y", ""])
    assert "Really give up? White would win. (y/n)" in said(out) and "Playing on." in said(out)
    assert s.outcome.reason == Termination.RESIGNATION.value and s.outcome.winner == 1
    assert "Game over: White wins: Black yielded." in said(out)
    assert code is None


def test_quit_asks_and_leaves_the_game_to_the_menu():
    code, out, s = play(["b6", "quit", "n", "quit", "y"])
    assert code is None and not s.game_over and moves_of(s) == ["b6"]
    assert "Quit this game? It is not saved: answer n, then type save FILE to write a copy elsewhere. (y/n)" in said(out) and "Playing on." in said(out)


def test_quit_says_that_a_saved_game_stays_saved():
    s = ataxx_session()
    code, out, _ = play(["quit", "y"], session=s, scribe=Scribe(Record(s.setup), CODEC, lambda record: None))
    assert code is None
    assert "Quit this game and go back to the menu? It stays saved. (y/n)" in said(out)


def test_help_fen_and_flip():
    _, out, _ = play(["help", "fen", "b6", "flip"])
    assert "Moves: a7a6 or just a6 clones onto a6" in said(out) and "Commands: ? or help" in said(out)
    assert "Position: x5o/7/7/7/7/7/o5x x 0 1" in said(out)
    assert "The board now turns to the player to move" in said(out)
    rulers = [line.split() for line in out.splitlines() if sorted(line.split()) == list("abcdefg")]
    assert rulers[-1] == list("gfedcba") and rulers[-3] == list("abcdefg")   # white to move: g1 top left


def test_flip_again_fixes_the_board_in_czech():
    _, out, _ = play(["b6", "otočit", "otočit"], lang="cs")
    assert "Deska se teď otáčí k hráči na tahu" in said(out)
    assert "Deska teď zůstává stát, a1 vlevo dole pro oba hráče." in said(out)
    rulers = [line.split() for line in out.splitlines() if sorted(line.split()) == list("abcdefg")]
    assert rulers[-1] == list("abcdefg") and rulers[-3] == list("gfedcba")


@pytest.mark.parametrize("fen, move, reason", [
    ("xxxxxxx/xxxxxxx/xxxxxxx/xxx1ooo/ooooooo/ooooooo/ooooooo x 0 1", "d4",
     "Game over: Black wins: the board is full."),
    ("7/7/7/7/xxxxxxx/xxxxxxx/oooooo1 x 0 1", "g1",
     "Game over: Black wins: White has no legal move with empty squares left."),
    ("7/7/7/7/7/1x5/o6 x 0 1", "a2", "Game over: Black wins: only Black's stones are left."),
    ("x5o/7/7/7/7/7/o5x x 49 1", "a7c5", "A draw: the last 50 moves were all jumps."),
])
def test_each_ending_is_named_with_its_reason(fen, move, reason):
    code, out, s = play([move, ""], session=ataxx_session(start=fen))
    assert reason in said(out) and code is None
    assert "Stones: Black" in said(out) and "Press Enter to return to the menu." in said(out)
    assert "move 1 · game over" in said(out)


def test_an_ending_in_czech_names_the_winner_and_counts_the_stones():
    _, out, _ = play(["a2", ""], session=ataxx_session(start="7/7/7/7/7/1x5/o6 x 0 1", names=CZECH), lang="cs")
    assert "Konec partie: vyhrává Černý: Černý vzal soupeři všechny kameny." in said(out)
    assert "Kameny: Černý 3, Bílý 0." in said(out)


def test_the_third_repetition_is_named():
    s = ataxx_session(start="x6/7/7/7/7/7/6o x 0 1")
    _, out, _ = play(["a7c7", "g1e1", "c7a7", "e1g1"] * 2 + [""], session=s)
    assert "A draw: the same position occurred for the third time with the same player to move." in said(out)


def test_the_clock_runs_out_and_that_player_loses():
    s = ataxx_session(clock_ms=5000)
    code, out, _ = play(["b6", ""], session=s, clock=Ticks(10.0))
    assert s.outcome.reason == Termination.TIME.value and s.outcome.winner == 1
    assert moves_of(s) == []                          # the move came too late
    assert "Game over: White wins: Black ran out of time." in said(out)
    assert code is None


def test_the_clocks_are_shown_and_charged():
    s = ataxx_session(clock_ms=60_000)
    _, out, _ = play(["b6"], session=s, clock=Ticks(0.5))
    assert "Black ● 0:59 > " in said(out) or "Black ● 1:00 > " in said(out)
    assert 55_000 < s.remaining(BLACK) < 60_000
    assert s.remaining(1) == 60_000


def test_the_computer_answers_and_undo_takes_back_both_moves():
    s = ataxx_session(computers=("", "easy"), seed=5)
    _, out, _ = play(["b6"], session=s)
    assert len(moves_of(s)) == 2
    assert "White is thinking …" in said(out)
    assert "move 1 · White (computer, easy) to move" in said(out)
    assert f"Last move: White {moves_of(s)[1]}" in said(out)
    _, out, _ = play(["undo"], session=s)
    assert moves_of(s) == [] and "Taken back: " in said(out)


def test_the_computer_playing_black_opens_the_game():
    s = ataxx_session(computers=("easy", ""), seed=5)
    _, out, _ = play([], session=s)
    assert len(moves_of(s)) == 1 and s.game.to_move() == 1
    _, out, _ = play(["undo"], session=s)
    assert "Nothing to take back." in said(out) and len(moves_of(s)) == 1


def test_enter_passes_when_passing_is_the_only_move():
    s = ataxx_session(start="x6/7/7/7/4---/4---/4--o x 0 1", rules="standard")
    _, out, _ = play(["a6", "?", ""], session=s)
    assert "White has no move and must pass: press Enter or type 0000." in said(out)
    assert "The only move is to pass: 0000 (or press Enter)." in said(out)
    assert moves_of(s)[-1] == "0000" and s.game.to_move() == BLACK
    assert "Last move: White passed (0000)." in said(out)


def test_ascii_terminals_get_x_and_o():
    _, out, _ = play(["b6"], ascii=True)
    assert "Black x > b6" in said(out) and "White o >" in said(out) and "●" not in out


def test_a_save_that_fails_is_said_once_and_its_recovery_too():
    failing = [True, True, False]

    def write(record):
        if failing.pop(0):
            raise OSError(28, "No space left on device")

    s = ataxx_session()
    _, out, _ = play(["b6", "g7e5", "b5"], session=s, scribe=Scribe(Record(s.setup), CODEC, write))
    assert said(out).count("The game could not be saved") == 1
    assert "Play goes on; the next move tries again." in said(out)
    assert "The game is being saved again." in said(out)
    assert moves_of(s) == ["b6", "g7e5", "b5"]


_LEAVING = {w for key in ("quit", "yield", "rules", "save") for w in COMMANDS[key]}


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.one_of(
    st.sampled_from(["b6", "a7c5", "?", "? a7", "undo", "fen", "help", "flip", "g7", "a1a3", "0000", "", "???",
                     "moves g1", "board"]),
    st.text(max_size=30)), max_size=12))
def test_any_typed_lines_never_break_the_game(lines):
    lines = [line.replace("\n", " ").replace("\r", " ") for line in lines]
    lines = [line for line in lines if not line.split() or line.split()[0].lower() not in _LEAVING]
    code, out, s = play(lines)
    assert code in (0, None) and "Traceback" not in said(out)
    assert Board.from_moves(s.game.board.starting_fen, moves_of(s)).fen() == s.game.notation()
    assert [p.text for p in s.history] == moves_of(s)


def test_the_rules_page_pages_and_comes_back_to_the_game(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, ["rules", "", "b", "q", "b6"], "--lang", "en")
    with pytest.raises(Leave):
        app.playing.run_session(spec("ataxx"), ataxx_session(), None, [])
    out = app.term.out.getvalue()
    assert "Ataxx: the rules" in said(out) and "Rules · page 1/" in said(out) and "Rules · page 2/" in said(out)
    assert "Last move: Black b6" in said(out)


def test_every_board_line_fits_the_screen():
    assert all(len(line) <= 78 for line in board_lines(Board()))
