"""The review at the keyboard: offered at a finished game's end screen (r), from each game's menu
("Review a finished game", the slot's finished games listed), and Ctrl-C while a game is reviewed from the
command line ends it quietly with 130."""
import shutil

import pytest

from helpers_recorded_games import played_record, record_file
from pty_helpers import GameTerminal

#: Through a real pseudo-terminal, as the house's other end-to-end tests: with the slow ones.
pytestmark = pytest.mark.slow


@pytest.fixture
def terminals():
    started = []

    def start(*args):
        g = GameTerminal(args[0], *args[1:])
        started.append(g)
        return g
    yield start
    for g in started:
        text = g.output()
        g.close()
        assert "Traceback" not in text


def test_r_at_the_end_screen_shows_the_summary_and_then_the_end_screen_again(tmp_path, terminals):
    g = terminals(str(tmp_path / "config"), "--game", "ataxx", "--save-dir", str(tmp_path / "saves"))
    g.expect("Black ● > ")
    g.send("a6")
    g.expect("White ○ > ")
    g.send("g6")
    g.expect("Black ● > ")
    g.send("yield")
    g.expect(r"\(y/n\)")
    g.send("y")
    g.expect("r: review the game")
    g.send("r")
    g.expect("q: back")
    g.wait_screen("Black: 1 move judged")
    assert "Errors are in stones" in g.text()
    g.send("t")
    g.expect("q: close")
    assert "1 · I · a6" in g.text()
    g.send("q")
    g.expect("q: back")
    g.send("q")
    g.expect("r: review the game")
    g.send("")
    assert g.wait_exit() == 0


def test_the_menu_lists_the_finished_games_of_the_slot_and_reviews_the_one_chosen(tmp_path, terminals):
    saves = tmp_path / "saves"
    (saves / "games").mkdir(parents=True)
    shutil.copy(record_file(tmp_path, "xii"), saves / "games" / "20261120-101010.xii")
    g = terminals(str(tmp_path / "config"), "--save-dir", str(saves))
    g.expect("Choose")
    g.wait_screen("8  Review a finished game")
    g.send("8")
    g.expect("Type 1 to review this game")
    assert "Ann – Ben · 2026-11-23 00:00 ·" in g.text()
    g.send("1")
    g.expect("q: back")
    g.wait_screen("Ann \\(I\\): \\d+ turns judged")
    g.send("")
    g.expect("q: the summary")
    assert "The board before the turn" in g.text() and "Better:" in g.text()
    g.send("q")
    g.expect("q: back")
    g.send("q")
    g.expect("Type 1 to review this game")
    g.send("0")
    g.expect("Choose")
    g.send("0")
    assert g.wait_exit() == 0


def test_a_game_menu_with_nothing_finished_says_so(tmp_path, terminals):
    g = terminals(str(tmp_path / "config"), "--save-dir", str(tmp_path / "saves"))
    g.expect("Choose")
    g.send("8")
    g.wait_screen("There is no finished game in the save folder to review.")
    g.send("0")
    assert g.wait_exit() == 0


def long_game(folder, turns=60):
    """A 15-piece XII Scripta game (finished, or cut after ``turns``): many seconds to review, so Ctrl-C comes
    in the middle."""
    from framework.core.record import write
    spec, record = played_record("xii", options=(("stones", 15),), limit=turns)
    assert turns < 400 or record.finished
    path = folder / "20261120-101010.xii"
    path.write_text(write(record, spec.codec), encoding="utf-8")
    return path


def test_ctrl_c_while_a_game_is_reviewed_from_the_menu_goes_back_to_the_list(tmp_path, terminals):
    saves = tmp_path / "saves"
    (saves / "games").mkdir(parents=True)
    long_game(saves / "games", turns=400)
    g = terminals(str(tmp_path / "config"), "--save-dir", str(saves))
    g.expect("Choose")
    g.send("8")
    g.expect("Type 1 to review this game")
    g.send("1")
    g.expect(r"Reviewing the game  \[")
    g.child.sendintr()
    g.expect("Type 1 to review this game")
    g.wait_screen("The review was stopped.")
    g.send("0")
    g.expect("Choose")
    g.send("0")
    assert g.wait_exit() == 0


def test_ctrl_c_while_a_game_is_reviewed_from_the_command_line_exits_130_quietly(tmp_path, terminals):
    path = long_game(tmp_path)
    g = terminals(str(tmp_path / "config"), "--review", str(path))
    g.expect(r"Reviewing the game  \[")
    g.child.sendintr()
    assert g.wait_exit() == 130
    assert "Traceback" not in g.output()
