"""The game as people run it: ``xii_scripta.py`` in a real pseudo-terminal, the screen read by pyte.

The opening is the seed's worked example (xii-scripta-plan-cs.txt): throws
1-4-6, 3-3-5, 2-2-2, with its board drawings checked cell by cell from both
seats.  Piece numbers count from the start of the course, so the seed's
later "move 3 2 / move 2 2" are "move 2 2 / move 2 2" here.
"""
from __future__ import annotations

import subprocess
import sys

import pytest

from pty_helpers import GAME, ROOT, GameTerminal, game_env
from games.xii.render import parse_diagram
from seed_drawings import (AFTER_CAPTURE, AFTER_THIRD_MOVE, I_PLACED, I_PLACED_AS_II_SEES_IT, II_PLACED,
                           II_PLACED_AS_II_SEES_IT)

pytestmark = pytest.mark.slow          # the real game in a pseudo-terminal, key by key

OPENING = ("--play", "--dice", "146,335,222", "--names", "Alice,Bob", "--first", "I", "--seed", "7")

# The seed's drawings, each as the named player sees the board.
AFTER_I_146, AFTER_I_146_SEEN_BY_II = I_PLACED, I_PLACED_AS_II_SEES_IT
AFTER_II_353, AFTER_II_353_SEEN_BY_I = II_PLACED_AS_II_SEES_IT, II_PLACED
AFTER_I_222 = AFTER_THIRD_MOVE


@pytest.fixture
def run(tmp_path):
    """Start the game in a pty: ``run(*args, **env)``; every game is closed at the end."""
    games: list[GameTerminal] = []

    def start(*args: str, **env: str | None) -> GameTerminal:
        game = GameTerminal(str(tmp_path / "config"), *args, **env)
        games.append(game)
        return game

    yield start
    for game in games:
        assert "Traceback" not in game.output(), game.output()[-3000:]
        game.close()


def play_first_turns(g: GameTerminal) -> None:
    """Throw and play player I's 1-4-6 and player II's 3-3-5 as in the seed.

    Ends at Alice's hand-over prompt, the board still drawn from Bob's seat.
    """
    g.prompt("Alice")
    g.send("")
    for action in ("place 4", "place 1", "place 6"):
        g.prompt("Alice")
        g.send(action)
    g.prompt("Bob")          # the hand-over: Bob throws with Enter
    g.send("")
    for action in ("place 3", "place 5", "place 3"):
        g.prompt("Bob")
        g.send(action)
    g.prompt("Alice")


def test_the_seeds_opening_seen_from_both_seats(run):
    g = run(*OPENING)
    g.prompt("Alice")
    assert "Alice, press Enter to throw the dice." in g.text()
    g.send("")
    g.prompt("Alice")
    assert "Throw: 1-4-6 · unused dice: 1 4 6" in g.text()
    for action, next_prompt in (("place 4", "Alice"), ("place 1", "Alice"), ("place 6", "Bob")):
        g.send(action)
        g.prompt(next_prompt)
    # The hand-over screen: Alice sees the result of her turn from her seat.
    assert "Alice's turn is over. Bob, press Enter to throw the dice." in g.text()
    assert g.board(seat=0) == parse_diagram(AFTER_I_146, seat=0)
    assert g.view() == AFTER_I_146.strip()
    middle = g.lines[g.row_index("1-12")].replace("*", " ")   # * marks the last turn's points
    assert "1   _   _   1   _   1      _   _   _   _   _   _" in middle
    g.send("")
    g.prompt("Bob")
    # Bob's screen: the board turned 180 degrees, Alice's pieces on his middle-right.
    assert "Bob (player II, green letters) to move" in g.text()
    assert "Throw: 3-3-5" in g.text()
    assert g.board(seat=1) == parse_diagram(AFTER_I_146_SEEN_BY_II, seat=1)
    middle = g.lines[g.row_index("1-12")].replace("*", " ")   # * marks the last turn's points
    assert "_   _   _   _   _   _      1   _   1   _   _   1" in middle
    for action, next_prompt in (("place 3", "Bob"), ("place 5", "Bob"), ("place 3", "Alice")):
        g.send(action)
        g.prompt(next_prompt)
    assert g.board(seat=1) == parse_diagram(AFTER_II_353, seat=1)
    g.send("")
    g.prompt("Alice")
    assert "Throw: 2-2-2" in g.text()
    assert g.board(seat=0) == parse_diagram(AFTER_II_353_SEEN_BY_I, seat=0)


def test_the_capture_by_move_3_2_and_the_blocked_stack(run):
    g = run(*OPENING)
    play_first_turns(g)
    g.send("")                      # Alice throws 2-2-2
    g.prompt("Alice")
    g.send("move 3 2")
    g.prompt("Alice")
    assert "Alice: 6 → 8, captures Bob's piece." in g.text()
    assert g.board(seat=0) == parse_diagram(AFTER_CAPTURE, seat=0)
    status_ii = next(line for line in g.lines if line.lstrip().startswith("II "))
    assert "captured  1" in status_ii and "on board  2" in status_ii
    # The same piece cannot go on: point 10 holds two of Bob's pieces.
    g.send("move 3 2")
    g.prompt("Alice")
    assert "Point 10 is blocked: two or more of the opponent's pieces stand there." in g.text()
    assert "Possible now:" in g.text()
    assert g.board(seat=0) == parse_diagram(AFTER_CAPTURE, seat=0), "the board stays with the message"
    g.send("move 2 2")
    g.prompt("Alice")
    g.send("move 2 2")
    g.prompt("Bob")
    assert g.board(seat=0) == parse_diagram(AFTER_I_222, seat=0)
    # Bob must re-enter his captured piece before anything else.
    g.send("")
    g.prompt("Bob")
    g.send("move 1 1")
    g.prompt("Bob")
    assert ("Your captured piece must re-enter first" in g.text()
            or "No unused die shows" in g.text()), g.text()


def test_colours_yellow_digits_green_letters(run):
    g = run(*OPENING)
    play_first_turns(g)
    row = g.row_index("1-12")
    assert g.cell_colours(row, "1") == {"yellow"}
    assert g.cell_colours(row, "AB") == {"green"}
    status = [i for i, line in enumerate(g.lines) if "waiting" in line]
    # The status lines: the names in the seats' colours (from column 5).
    assert g.colours_of(status[0], "Alice", start=5, stop=10) == {"yellow"}
    assert g.colours_of(status[1], "Bob", start=5, stop=8) == {"green"}


@pytest.mark.parametrize("args, env", [
    ((), {"NO_COLOR": "1"}),
    (("--color", "never"), {}),
])
def test_no_colour_with_no_color_or_never(run, args, env):
    g = run(*OPENING, *args, **env)
    play_first_turns(g)
    row = g.row_index("1-12")
    assert g.cell_colours(row, "1AB_") == {"default"}
    assert "\x1b[3" not in g.output()           # no foreground colour sequence at all
    assert g.board(seat=1) == parse_diagram(AFTER_II_353, seat=1), "glyphs carry the meaning"


def test_color_always_wins_over_no_color(run):
    g = run(*OPENING, "--color", "always", NO_COLOR="1")
    play_first_turns(g)
    assert g.cell_colours(g.row_index("1-12"), "AB") == {"green"}


BAD_INPUTS = [
    ("", "Type a command"),
    ("foo", "Unknown command 'foo'"),
    ("place", "'place' needs 1 number(s): place <point 1-6>"),
    ("place 7", "7 is out of range: place <point 1-6>"),
    ("move x y", "'x' is not a whole number"),
    ("move 99 4", "There is no piece 99"),
    ("place 2", "No unused die shows 2; the unused dice are 1, 4, 6."),
    ("take 1", "bear off only when all your pieces are on the home points"),
    ("pass", "You cannot pass while a die can still be used"),
    ("place ²", "is not a whole number"),
    ("move 1 " + "9" * 30, "out of range"),
    ("x" * 5000, "Unknown command"),
]


def test_bad_inputs_are_answered_without_a_traceback(run):
    g = run(*OPENING)
    g.prompt("Alice")
    g.send("")
    g.prompt("Alice")
    for line, answer in BAD_INPUTS:
        g.send(line)
        g.prompt("Alice")
        assert answer in g.text(), (line, g.text())
        assert "Possible now: place 1, place 4, place 6" in g.text() or line == ""
        assert g.board(seat=0) == parse_diagram(AFTER_I_146.replace("1", "_"), seat=0)
    g.send_bytes(b"\xff\xfe\x80 move\n")         # invalid UTF-8
    g.prompt("Alice")
    assert "Unknown command" in g.text()
    g.send_bytes(b"\x1b[A\x01\x02place 4\n")     # an arrow key and control characters
    g.prompt("Alice")
    g.send("undo")
    g.prompt("Alice")
    g.send("undo")
    g.prompt("Alice")
    assert "Nothing to take back." in g.text()
    g.send("board")
    g.prompt("Alice")
    assert "Position: ------------/------------/------------ I 146 15/0/0 15/0/0" in g.text()


def test_undo_within_the_turn_keeps_the_dice(run):
    g = run(*OPENING)
    g.prompt("Alice")
    g.send("")
    g.prompt("Alice")
    g.send("place 4")
    g.prompt("Alice")
    assert "unused dice: 1 6" in g.text()
    g.send("undo")
    g.prompt("Alice")
    assert "Taken back: enters on 4. The dice stay as thrown." in g.text()
    assert "unused dice: 1 4 6" in g.text()
    g.send("help")
    g.prompt("Alice")
    assert "Legal now (3): place 1, place 4, place 6" in g.text()


def test_the_rules_pages_from_the_menu(run):
    g = run()
    g.expect("0 to quit: ")
    assert "1  New game (15 pieces each)" in g.text()
    assert "5  Rules" in g.text()
    g.send("5")
    g.expect(r"page 1/(\d+)")
    pages = int(g.child.match.group(1))
    assert pages >= 2
    first = g.text()
    assert "XII Scripta" in first
    assert all(len(line) <= 80 for line in g.lines)
    g.expect("q: close ")
    g.send("")
    g.expect(f"page 2/{pages}")
    second = g.text()
    assert second != first
    g.expect("close ")
    g.send("b")
    g.expect(f"page 1/{pages}")
    g.expect("close ")
    g.send("q")
    g.expect("0 to quit: ")
    g.send("0")
    assert g.wait_exit() == 0


def test_the_rules_in_czech_from_the_locale(run):
    g = run(LANG="cs_CZ.UTF-8")
    g.expect("nebo 0 pro konec: ")
    assert "1  Nová hra (po 15 kamenech)" in g.text()
    assert "5  Pravidla" in g.text()
    g.send("5")
    g.expect(r"strana 1/\d+")
    assert "pravidla" in g.text().lower()
    g.expect("zavřít ")
    g.send("q")
    g.expect("nebo 0 pro konec: ")
    g.send("0")
    assert g.wait_exit() == 0


def test_quit_asks_first_then_returns_to_the_menu(run):
    g = run(*OPENING)
    g.prompt("Alice")
    g.send("")
    g.prompt("Alice")
    g.send("quit")
    g.expect(r"go back to the menu\? It stays saved\. \(y/n\) ")
    g.send("n")
    g.prompt("Alice")
    assert "Playing on." in g.text()
    g.send("quit")
    g.expect(r"\(y/n\) ")
    g.send("y")
    g.expect("0 to quit: ")
    g.send("0")
    assert g.wait_exit() == 0


def test_yield_ends_the_game_with_a_summary(run):
    g = run(*OPENING)
    play_first_turns(g)
    g.send("")
    g.prompt("Alice")
    g.send("move 3 2")
    g.prompt("Alice")
    g.send("yield")
    g.expect(r"Bob would win\. \(y/n\) ")
    g.send("y")
    g.expect("Enter: back to the menu · r: review the game ")
    text = g.text()
    assert "Alice gave up." in text and "Bob wins!" in text
    assert "Turns: 3 (Alice 2, Bob 1)" in text
    assert "Alice captured 1 of Bob's pieces; Bob captured 0 of Alice's." in " ".join(text.split())
    g.send("")
    g.expect("0 to quit: ")


def test_ctrl_c_asks_and_ctrl_d_leaves(run):
    g = run(*OPENING)
    g.prompt("Alice")
    g.child.sendintr()
    g.expect(r"Leave XII Scripta\? \(y/n\) ")
    g.send("n")
    g.prompt("Alice")
    g.child.sendintr()
    g.expect(r"Leave XII Scripta\? \(y/n\) ")
    g.send("y")
    assert g.wait_exit() == 130

    g2 = run()
    g2.expect("0 to quit: ")
    g2.child.sendeof()
    assert g2.wait_exit() == 0


def test_ascii_only_with_lang_c(run):
    g = run(*OPENING, LANG="C")
    play_first_turns(g)
    assert g.output().isascii()
    assert g.board(seat=1) == parse_diagram(AFTER_II_353, seat=1)
    assert " 1-12 >" in g.text()


def test_settings_persist_between_runs(run, tmp_path):
    g = run()
    g.expect("0 to quit: ")
    g.send("6")
    g.expect("0 to go back: ")
    g.send("1")
    g.expect(r"Enter keeps 'Player I'\): ")
    g.send("Livia")
    g.expect("0 to go back: ")
    assert "Player I's name (digits): Livia" in g.text()
    g.send("4")                       # language: auto -> cs
    g.expect("nebo 0 pro návrat: ")
    g.send("0")
    g.expect("nebo 0 pro konec: ")
    g.send("0")
    assert g.wait_exit() == 0
    again = run("--short", "--first", "I", "--dice", "111")
    again.prompt("Livia")
    assert "Livia, stiskni Enter a hoď kostkami." in again.text()


def test_plain_text_when_stdout_is_not_a_terminal(tmp_path):
    lines = "\n".join(["", "place 4", "place 1", "place 6", "", "place 3", "place 5", "place 3", "",
                       "move 3 2", "quit", "y", "0"]) + "\n"
    env = game_env(str(tmp_path / "config"))
    done = subprocess.run([sys.executable, GAME, *OPENING], input=lines.encode(), capture_output=True,
                          env=env, cwd=ROOT, timeout=60)
    out = done.stdout.decode()
    assert done.returncode == 0, done.stderr.decode()
    assert "\x1b" not in out
    assert "Alice: 6 → 8, captures Bob's piece." in out
    assert done.stderr == b""


def test_stdin_closed_leaves_cleanly(tmp_path):
    env = game_env(str(tmp_path / "config"))
    done = subprocess.run([sys.executable, GAME, "--play"], stdin=subprocess.DEVNULL, capture_output=True,
                          env=env, cwd=ROOT, timeout=60)
    assert done.returncode == 0
    assert done.stderr == b""
