"""One line fitter for every screen: prose breaks at spaces, a `` · `` line between its parts, colour takes no width."""
from __future__ import annotations

import io

from hypothesis import given, strategies as st

from framework.tui.fitting import fit, plain, visible_len
from framework.tui.terminal import Terminal

HEADER = "Turn 13 · Player I (player I, yellow digits) has played · Player I throws next"
HEADER_CS = "Tah 13 · Hráč I (hráč I, žluté číslice) dohrál · Házet bude Hráč II"
BOLD, RED, END = "\x1b[1m", "\x1b[31m", "\x1b[0m"


def test_a_line_that_fits_is_kept_as_it_is():
    assert fit(HEADER, 79) == [HEADER]
    assert fit("", 10) == [""]


def test_the_header_breaks_between_its_parts_so_no_line_starts_inside_a_name():
    for width in range(20, len(HEADER)):
        lines = fit(HEADER, width)
        assert all(len(line) <= width for line in lines)
        assert not any(line.startswith("I throws next") for line in lines), (width, lines)
        assert "Player I throws next" in lines, (width, lines)     # the last part reads alone


def test_the_czech_header_never_splits_a_word():
    words = HEADER_CS.replace(" · ", " ").split()
    for width in range(15, 70):
        lines = fit(HEADER_CS, width)
        assert " ".join(" ".join(lines).replace(" · ", " ").split()) == " ".join(words), (width, lines)
        assert all(len(line) <= width for line in lines)


def test_colour_takes_no_width_and_never_spans_a_break():
    line = f"{BOLD}XII Scripta{END} · {RED}the computer (strong) has played 13/18 and 6/off{END}"
    assert visible_len(line) == len(plain(line)) == 62
    assert fit(line, 62) == [line]
    lines = fit(line, 40)
    assert [plain(x) for x in lines] == ["XII Scripta", "the computer (strong) has played 13/18", "and 6/off"]
    for x in lines:                     # every line closes what it opened
        opened = x.count(BOLD) + x.count(RED)
        assert opened == 0 or x.endswith(END), repr(x)
    assert lines[2].startswith(RED)     # the colour goes on after the break


def test_a_menu_line_continues_under_its_text_and_keeps_its_closing_bracket():
    line = "  c  Continue the unfinished game (Alice v Bob, 3 turns so far)"
    lines = fit(line, 40)
    assert lines[0].startswith("  c  Continue")
    assert all(x.startswith("     ") for x in lines[1:])
    assert all(x.strip() != ")" for x in lines)
    assert lines[-1].endswith("so far)")


def test_a_path_wider_than_the_line_breaks_after_its_slashes():
    path = "/tmp/a/very/long/path/to/a/saved/game/that/does/not/fit.xii"
    lines = fit(f"Saved in {path}.", 30)
    assert lines == ["Saved in", "/tmp/a/very/long/path/to/a/", "saved/game/that/does/not/", "fit.xii."]
    assert "".join(lines[1:]) == f"{path}."


def test_any_other_word_wider_than_the_line_stands_alone_whole():
    word = "Pneumonoultramicroscopicsilicovolcanoconiosis"
    assert fit(f"A word: {word} ends here.", 30) == ["A word:", word, "ends here."]


def test_a_word_of_one_repeated_character_is_a_word_not_a_rule():
    assert fit("00", 1) == ["00"]
    assert fit("a 000 b", 2) == ["a", "000", "b"]
    assert fit("--", 1) == ["--"]


def test_a_rule_under_a_title_is_cut_to_the_width():
    assert fit("=" * 90, 59) == ["=" * 59]


def test_a_list_breaks_between_its_entries_when_asked():
    log = "12. Alice threw 6-5: 6 → 5, 13/18 → 12, 1 → off"
    lines = fit(log, 30, (", ",), hang=4)
    assert lines == ["12. Alice threw 6-5: 6 → 5", "    13/18 → 12, 1 → off"]


def test_parts_that_fit_stay_on_one_line_and_colour_takes_no_columns():
    red = f"{RED}Alice{END}"
    assert fit(f"{red} · Bob", 11) == [f"{red} · Bob"]
    assert fit(f"{red} · Bob", 10) == [f"{red}", "Bob"]


def test_the_first_line_may_be_narrower_when_something_stands_before_it():
    assert fit(HEADER, 60, first=45) == ["Turn 13", "Player I (player I, yellow digits) has played",
                                         "Player I throws next"]
    assert fit(HEADER, 60, first=70) == ["Turn 13 · Player I (player I, yellow digits) has played",
                                         "Player I throws next"]
    assert fit("one two three four", 40, first=8) == ["one two", "three four"]


def test_continued_lines_hang_as_asked_and_the_first_does_not():
    assert fit("a long first part here · second", 12, hang=2) == ["a long first", "  part here", "  second"]


WORD = st.text(alphabet="abcžř(),.→0", min_size=1, max_size=10)


@given(st.lists(WORD, min_size=1, max_size=25), st.lists(st.sampled_from([" ", " · "]), min_size=25, max_size=25),
       st.integers(min_value=12, max_value=80))
def test_every_line_fits_and_every_word_is_kept_whole_in_order(words, joins, width):
    text = words[0] + "".join(j + w for j, w in zip(joins, words[1:]))
    lines = fit(text, width)
    assert all(len(x) <= width for x in lines)
    assert " ".join(" ".join(lines).replace(" · ", " ").split()) == " ".join(" ".join(words).split())


def test_the_terminal_fits_any_line_wider_than_the_screen_as_a_last_resort():
    term = Terminal(False, ascii=False, out=io.StringIO(), inp=io.BytesIO(), screen=True, size=(40, 24))
    term.line(HEADER)
    lines = term.out.getvalue().splitlines()
    assert lines == ["Turn 13", "Player I (player I, yellow digits) has", "played", "Player I throws next"]


def test_the_computer_s_progress_line_is_cut_to_the_width():
    term = Terminal(False, ascii=False, out=io.StringIO(), inp=io.BytesIO(), screen=True, size=(30, 24))
    term.status("Computer (strong) is thinking: 12 of 40 moves searched")
    shown = term.out.getvalue()
    assert shown.startswith("\rComputer (strong) is")
    assert len(shown.removeprefix("\r").removesuffix("\x1b[K")) == 29
