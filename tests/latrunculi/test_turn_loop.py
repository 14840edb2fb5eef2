"""Latrunculi at the keyboard (the shared loop, framework/tui/hotseat.py, over games/latrunculi/view.py) with
typed lines: the seed's referee (select a piece, then its target), refusals with reasons in both languages,
captures and wins announced with their reasons, draw offers, yield, undo."""
import time

import pytest

from framework.tui.hotseat import Hotseat
from framework.tui.prompt import Leave, Prompt
from framework.core.session import Setup
from framework.core.spec import new_session, seat_players
from games.latrunculi.board import Board
from games.latrunculi.render import read_board, squares_of
from games.latrunculi.spec import SPEC
from games.latrunculi.texts import CATALOGUE
from games.latrunculi.view import LatrunculiView
from helpers_app import fake_terminal
from helpers_text import said


def session_of(start: str = "", computers=("", ""), **options):
    setup = SPEC.complete(Setup(computers=computers, seed="5", options=(("start", start), *options.items())))
    return new_session(SPEC, setup, seat_players(SPEC, setup))


def play(lines, session=None, lang="en", ascii=False):
    """Run the loop on ``lines``; (exit code or None, everything written, the session)."""
    term = fake_terminal(lines, ascii=ascii)
    session = session or session_of()

    def t(key, /, **params):
        return CATALOGUE.text(lang, key, **params)

    loop = Hotseat(Prompt(term, t), session, LatrunculiView(term, lang), t, clock=time.monotonic)
    try:
        loop.run()
        code = None
    except Leave as leave:
        code = leave.code
    return code, term.out.getvalue(), session




def boards(output: str) -> list[dict]:
    """Every board drawn in ``output``, read back."""
    lines = output.splitlines()
    rulers = [i for i, line in enumerate(lines) if line.split() in (list("abcdefgh"), list("hgfedcba"))]
    return [read_board(lines[i - 8:i + 1]) for i in rulers]


def moves_of(session) -> list[str]:
    return [str(m) for m in session.game.board.move_stack]


def test_a_move_is_played_and_the_board_turns_to_the_next_player():
    code, out, s = play(["e2e5"])
    assert code == 0 and moves_of(s) == ["e2e5"]            # then the input ended (Ctrl-D)
    assert boards(out)[-1] == squares_of(s.game.board.state)
    assert "Last move: White e2e5." in said(out) and "move 1 · Black to move" in said(out)
    lines = out.splitlines()
    assert lines[[i for i, x in enumerate(lines) if x.split() == list("hgfedcba")][-1] - 8].split()[0] == "1"


def test_the_opening_capture_is_announced_with_its_reason():
    _, out, s = play(["a1a7"])
    assert "Last move: White a1a7. Captured: a8 immobilised." in said(out)
    assert s.game.board.piece_at("a8") is None


def test_a_flank_is_announced_naming_both_flankers():
    _, out, _ = play(["e6e4"], session_of("3d4/8/4M3/8/2Mm4/8/8/D6m w 0 1"))
    assert "Captured: d4 flanked by c4 and e4." in said(out)


def test_a_square_selects_a_piece_marks_where_it_can_go_and_the_target_moves_it():
    _, out, s = play(["e2", "e5"])
    assert "e2: the Duke can reach 12 squares, marked + on the board." in said(out)
    selected = boards(out)[1]           # a2-d2, f2-h2 and e3-e7: e1 holds a man of its own
    assert selected["e2"] == "D" and sum(v == "+" for v in selected.values()) == 12
    assert selected["e8"] == "m" and selected["e7"] == "+" and selected["d2"] == "+"
    assert "[◇]" in out and "White ○ e2 → " in out
    assert moves_of(s) == ["e2e5"]


@pytest.mark.parametrize("lang, lines, message", [
    ("en", ["d4"], "d4: there is no piece on d4."),
    ("cs", ["a8"], "a8: kámen na poli a8 patří soupeři."),
    ("en", ["a1b2"], "a1b2: pieces move along a rank or a file, never diagonally."),
    ("cs", ["e2e1"], "e2e1: cestu blokuje kámen na poli e1."),
    ("en", ["e2", "d3"], "e2d3: pieces move along a rank or a file, never diagonally."),
    ("cs", ["e2", "e9"], "e2e9: pole e9 na této desce není."),
    ("en", ["hello"], "'hello' is not a move: write the square of the piece and its target, like e1e4."),
    ("cs", ["x1y2z"], "„x1y2z“ není tah: napiš pole kamene a cílové pole, třeba e1e4."),
])
def test_a_refusal_names_its_reason_and_changes_nothing(lang, lines, message):
    _, out, s = play(lines, lang=lang)
    assert message in said(out)
    assert s.game.notation() == Board().fen() and not s.history


def test_a_piece_with_no_empty_square_beside_it_cannot_be_selected():
    _, out, s = play(["a1"], session_of("mmmmmmmm/3d4/8/8/8/8/MMMMD3/MMMMMMMM w 0 1"))
    assert "a1: the piece on a1 cannot move: every square beside it is taken." in said(out)
    assert "White ○ a1 →" not in out


def test_a_refused_target_keeps_the_piece_selected_and_another_piece_of_yours_selects_that_one():
    _, out, s = play(["e2", "d3", "a1", "a5"])
    assert "White ○ e2 → " in out and "a1: the man can reach 6 squares" in said(out)
    assert moves_of(s) == ["a1a5"]


def test_a_duke_immobilised_is_announced_and_wins():
    code, out, s = play(["a3a7", ""], session_of("dM6/8/6m1/7m/8/M7/8/4D3 w 0 1"))
    assert code is None and s.game_over
    assert "The black Duke on a8 is immobilised." in said(out)
    assert "Game over: White wins: Black's Duke is immobilised." in said(out)


def test_a_draw_offer_declined_plays_on_and_accepted_ends_the_game():
    _, out, s = play(["draw", "n", "e2e5", "remíza", "a", ""], lang="cs")
    assert "Bílý nabízí remízu. Černý, přijímáš? (a/n)" in said(out)
    assert "Černý remízu odmítá. Hraje se dál." in said(out)
    assert "Remíza: oba hráči se dohodli na remíze." in said(out)
    assert s.outcome.winner is None and s.outcome.reason == "agreement"
    assert [p.text for p in s.history] == ["e2e5", "draw"]


def test_the_computer_declines_a_draw_it_is_not_losing():
    _, out, s = play(["draw"], session_of(computers=("", "easy")))
    assert "Black (computer) declines the draw. Play on." in said(out) and not s.game_over


def test_yield_asks_and_gives_the_game_away():
    code, out, s = play(["yield", "y", ""])
    assert code is None and s.outcome.winner == 1 and s.outcome.reason == "yield"
    assert "Game over: Black wins: White yielded." in said(out)


def test_undo_takes_the_move_back():
    _, out, s = play(["a1a7", "undo"])
    assert "Taken back: a1a7." in said(out) and s.game.notation() == Board().fen()


def test_the_moves_of_one_piece_and_all_moves():
    _, out, _ = play(["? e2", "?"])
    # rank by rank from a1, as the engine lists them
    assert "Moves of the Duke on e2: e2a2 e2b2 e2c2 e2d2 e2f2 e2g2 e2h2 e2e3 e2e4 e2e5 e2e6 e2e7" in said(out)
    assert "Legal moves (53): a1a2" in said(out)


def test_flip_keeps_white_at_the_bottom():
    _, out, _ = play(["flip", "e2e5"])
    assert "The board now stays put, White at the bottom." in said(out)
    assert not [line for line in out.splitlines() if line.split() == list("hgfedcba")]


def test_without_unicode_the_pieces_are_the_fen_letters():
    _, out, _ = play([], ascii=True)
    assert "M man, D Duke" in out and "m man, d Duke" in out
    assert boards(out)[-1] == squares_of(Board().state)
