"""Following the game in a real terminal (pexpect + pyte, TERM=screen-256color, each prompt awaited):
the computer's moves read from the person's seat and checked against the board on the screen, entry
by point, the hint, the pager's keys, plural forms and colour words, in both languages."""
from __future__ import annotations

import re

import pytest

from board import cell_of
from pty_helpers import GameTerminal

pytestmark = pytest.mark.slow          # the real game in a pseudo-terminal, key by key

ROMAN = {"I": 31, "II": 32, "III": 33, "IV": 34, "V": 35, "VI": 36}


@pytest.fixture
def run(tmp_path):
    games: list[GameTerminal] = []

    def start(*args: str, **env: str | None) -> GameTerminal:
        g = GameTerminal(str(tmp_path / "config"), *args, "--save-dir", str(tmp_path / "saves"), **env)
        games.append(g)
        return g

    yield start
    for g in games:
        assert "Traceback" not in g.output(), g.output()[-3000:]
        g.close()


def point(text: str) -> int:
    return ROMAN.get(text) or int(text)


@pytest.mark.parametrize("lang, computer, enters", [("en", "Computer (easy)", "enters on"),
                                                     ("cs", "Počítač (lehký)", "vstup na")])
def test_the_computers_entries_are_said_from_the_persons_seat_and_match_the_board(run, lang, computer, enters):
    g = run("--vs-computer", "II", "--level", "easy", "--dice", "146,335", "--first", "I", "--seed", "5",
            "--delay", "0", "--lang", lang)
    human = "Player I" if lang == "en" else "Hráč I"
    g.prompt(human)
    g.send("")
    for action in ("place 4", "place 1", "place 6"):
        g.prompt(human)
        g.send(action)
    g.prompt(human)                   # the hand-over: the computer has played 3-3-5
    text = " ".join(g.lines)
    said = re.findall(re.escape(computer) + ": " + enters + r" (\w+)\.", text)
    assert len(said) == 3, text
    grid = g.board(seat=0)            # the board is drawn from the person's seat
    for p in said:
        r, c = cell_of(0, point(p))   # the point in the person's numbering ...
        assert grid[r][c] < 0         # ... holds the computer's pieces (letters)
        assert g.lines[g.row_index(("13-24", "1-12", "25-36")[r])][9 + 4 * c + (3 if c >= 6 else 0):][:4] \
            .strip().startswith("*"), "marked as the last turn"
    # its entry points 3, 3, 5 are the person's 10, 10, 8
    assert sorted(map(point, said)) == [8, 10, 10]
    g.send("last" if lang == "en" else "poslední")
    g.prompt(human)
    assert enters in g.text()
    g.send("quit" if lang == "en" else "konec")
    g.expect(r"\((y/n|a/n)\)")
    g.send("y" if lang == "en" else "a")


def test_entry_by_point_captures_and_the_opponent_reads_it_from_his_seat(run):
    g = run("--play", "--dice", "146,335,222", "--names", "Alice,Bob", "--first", "I", "--seed", "7")
    g.prompt("Alice")
    g.send("")
    for action in ("place 4", "place 1", "place 6"):
        g.prompt("Alice")
        g.send(action)
    g.prompt("Bob")
    g.send("")
    for action in ("place 3", "place 5", "place 3"):
        g.prompt("Bob")
        g.send(action)
    g.prompt("Alice")
    g.send("")
    g.prompt("Alice")
    g.send("?")
    g.prompt("Alice")
    assert "6/8 (move 3 2)" in g.text()
    g.send("5/7")
    g.prompt("Alice")
    assert "You have no piece on point 5." in g.text()
    g.send("4/12")
    g.prompt("Alice")
    assert "From 4 to 12 is 8 points: a die shows 1 to 6." in g.text()
    g.send("6/8")
    g.prompt("Alice")
    assert "Alice: 6 → 8, captures Bob's piece." in g.text()
    assert g.board(seat=0)[1][7] == 1                     # Alice's point 8
    g.send("4 2")
    g.prompt("Alice")
    g.send("1 2")
    g.prompt("Bob")                                       # hand-over to Bob
    g.send("")
    g.prompt("Bob")
    text = " ".join(g.lines)
    # Alice's 6 -> 8 is Bob's 7 -> 5 (13 - p), where his piece was taken
    assert "Alice's turn, seen from your seat: 7 → 5, captures your piece" in text


def test_czech_words_and_point_entry_and_no_english_on_the_board(run):
    g = run("--play", "--dice", "146,335", "--names", "Alice,Bob", "--first", "I", "--seed", "7", "--lang", "cs")
    g.prompt("Alice")
    g.send("")
    g.prompt("Alice")
    g.send("vlož 4")
    g.prompt("Alice")
    g.send("vloz 1")
    g.prompt("Alice")
    assert "Alice: vstup na 1." in g.text()
    assert "[? = nápověda]" in g.text()
    assert "→ ven" in g.text() and "off" not in g.text()
    g.send("zpět tah")
    g.prompt("Alice")
    assert "Vzato zpět: vstup na 1, vstup na 4." in " ".join(g.lines)
    assert g.board(seat=0)[1][:6] == [0] * 6
    g.send("konec")
    g.expect(r"\(a/n\)")
    g.send("a")


@pytest.mark.parametrize("lang, word, place", [("en", "hint", "place "), ("cs", "rada", "vlož ")])
def test_the_hint_shows_commands_that_can_be_typed_and_plays_nothing(run, lang, word, place):
    g = run("--play", "--dice", "146", "--names", "Alice,Bob", "--first", "I", "--seed", "7", "--lang", lang)
    g.prompt("Alice")
    g.send("")
    g.prompt("Alice")
    before = g.board(seat=0)
    g.send(word)
    g.prompt("Alice")
    text = " ".join(g.lines)
    shown = re.search(r"\b1\. (.*?) \(\d+ ?%\)", text)             # the best of three, with its chance
    assert shown, text
    commands = [c.strip() for c in shown.group(1).split(",")]
    assert g.board(seat=0) == before, "nothing was played"
    assert len(commands) == 3 and commands[0].startswith(place)           # in the player's words
    for c in commands:                                  # each one is accepted as typed
        g.send(c)
        g.prompt("Bob" if c == commands[-1] else "Alice")
        assert not re.search(r"Unknown|not|nen|Nezn", " ".join(g.lines[-6:-1])), g.text()
    assert "Alice's turn is over" in g.text() or "Alice má odehráno" in g.text()


@pytest.mark.parametrize("lang, menu_prompt, bad", [("en", "Choose 1-8", "'k' does nothing here"),
                                                   ("cs", "Vyber 1–8", "„k“ tu nic nedělá")])
def test_the_rules_pager_reads_lines_goes_back_with_b_and_refuses_what_it_does_not_know(run, lang, menu_prompt,
                                                                                     bad):
    g = run("--lang", lang)
    g.expect(menu_prompt)
    g.send("5")
    g.expect(r"(Rules|Pravidla) · (page|strana) 1/")
    g.send("k")                                         # a stray word does not close the pager
    g.expect(re.escape(bad))
    g.wait_screen(r"(page|strana) 1/")                  # the page is redrawn under the message
    g.send("")                                          # Enter turns the page
    g.expect(r"(page|strana) 2/")
    for line in g.lines:                               # a diagram is never cut: no half board on a page
        assert not line.startswith("```")
    g.send("b")                                         # b and Enter: back one page, and only back
    g.expect(r"(page|strana) 1/")
    g.wait_screen(r"(page|strana) 1/")
    assert not re.search(r"(page|strana) [23]/", g.text())
    g.send("q")                                         # q and Enter close
    g.expect(menu_prompt)
    g.send("0")
    assert g.wait_exit() == 0


@pytest.mark.parametrize("lang, label", [("en", "1 turn so far"), ("cs", "zatím 1 tah")])
def test_the_menu_counts_turns_with_the_right_plural(run, lang, label):
    g = run("--play", "--dice", "146", "--names", "Alice,Bob", "--first", "I", "--seed", "7", "--lang", lang)
    g.prompt("Alice")
    g.send("")
    g.prompt("Alice")
    g.send("quit" if lang == "en" else "konec")
    g.expect(r"\((y/n|a/n)\)")
    g.send("y" if lang == "en" else "a")
    g.expect("1[-–]8")
    g.wait_screen(re.escape(label))                      # the menu's Continue line


@pytest.mark.parametrize("env, words, absent", [({"NO_COLOR": "1"}, "(player I, digits)", "yellow"),
                                                ({}, "(player I, yellow digits)", None)])
def test_the_header_names_the_pieces_by_what_is_visible(run, env, words, absent):
    g = run("--play", "--names", "Alice,Bob", "--first", "I", "--seed", "7", **env)
    g.prompt("Alice")
    assert words in g.text()
    if absent:
        assert absent not in g.text() and "green" not in g.text()
    g.send("quit")
    g.expect(r"\(y/n\)")
    g.send("y")


def test_starting_a_new_game_offers_the_unfinished_one_first(run):
    g = run("--play", "--dice", "146", "--names", "Alice,Bob", "--first", "I", "--seed", "7")
    g.prompt("Alice")
    g.send("")
    g.prompt("Alice")
    g.send("place 4")
    g.prompt("Alice")
    g.send("quit")
    g.expect(r"\(y/n\)")
    g.send("y")
    g.expect("Choose c to continue")
    g.send("1")
    g.expect(r"Continue it instead of starting a new one\? \(y/n\)")
    g.send("y")
    g.prompt("Alice")
    assert g.board(seat=0)[1][3] == 1, "the game goes on where it was"
    g.send("quit")
    g.expect(r"\(y/n\)")
    g.send("y")
