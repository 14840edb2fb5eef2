"""The views' lines fit by construction: a line of ` · ` parts breaks between parts (a part too wide
for a line breaks at spaces, never inside a word), a header's parts that do not fit beside the
title go to the lines under it, and a seat's figures go beside its name, or under it, as fits."""
from __future__ import annotations

from framework.view_fit import balanced, fit_header, fit_notes, pack, seat_rows, visible

PARTS = ["Turn 13", "Bob throws next", "Alice (player I, yellow digits) has played"]


def test_parts_that_fit_stay_on_one_line():
    assert pack(PARTS, 79) == ["Turn 13 · Bob throws next · Alice (player I, yellow digits) has played"]


def test_a_line_breaks_between_parts_so_each_part_reads_alone():
    assert pack(PARTS, 50) == ["Turn 13 · Bob throws next",
                               "Alice (player I, yellow digits) has played"]


def test_a_part_wider_than_the_line_breaks_at_spaces_never_inside_a_word():
    lines = pack(["Rules: bearing off from the end of the course, free pass"], 30)
    assert all(len(line) <= 30 for line in lines) and len(lines) == 2
    assert " ".join(lines).split() == "Rules: bearing off from the end of the course, free pass".split()


def test_the_header_keeps_on_the_titles_line_what_fits_beside_it():
    first, rest = fit_header("XII Scripta", " · ".join(PARTS), 59)
    assert first == "Turn 13 · Bob throws next"
    assert rest == ["Alice (player I, yellow digits) has played"]
    assert fit_header("XII Scripta", " · ".join(PARTS), 120) == (" · ".join(PARTS), [])


def test_colour_escapes_take_no_columns():
    red = "\x1b[31mAlice\x1b[0m"
    assert visible(red) == 5
    assert pack([red, "Bob"], 11) == [f"{red} · Bob"]


def test_a_seat_line_each_when_names_and_figures_fit():
    rows = [("> ", "Alice", ["men: 8", "10:00"]), ("  ", "Computer (strong)", ["men: 7", "9:59"])]
    assert seat_rows(rows, 79) == ["> Alice               men: 8   10:00",
                                   "  Computer (strong)   men: 7   9:59"]


def test_the_figures_that_do_not_fit_beside_a_name_go_under_it():
    rows = [("> ", "Computer (strong)", ["men: 8", "a legend", "10:00"]), ("  ", "Bob", ["men: 7", "x", "9:59"])]
    lines = seat_rows(rows, 36)
    assert lines == ["> Computer (strong)   men: 8", "  a legend   10:00",
                     "  Bob                 men: 7", "  x   9:59"]


def test_a_name_too_long_for_any_figure_beside_it_stands_alone_with_its_figures_under_it():
    rows = [("> ", "Computer (strong)", ["pips 480", "waiting 15"]), ("  ", "Bob", ["pips 1", "waiting 2"])]
    assert seat_rows(rows, 24) == ["> Computer (strong)", "  pips 480   waiting 15",
                                   "  Bob", "  pips 1   waiting 2"]


def test_figures_on_two_lines_are_shared_out_evenly():
    assert balanced(["a1", "b2", "c3", "d4", "e5"], 17, "  ", " · ") == ["  a1 · b2 · c3", "  d4 · e5"]


def test_notes_keep_their_role_on_every_line():
    assert fit_notes([("title", "Alice wins!"), "Turns: 9 (Alice 5, Bob 4) · captures: Alice 1, Bob 0"], 30) == [
        ("title", "Alice wins!"), "Turns: 9 (Alice 5, Bob 4)", "captures: Alice 1, Bob 0"]


def test_lines_after_the_first_are_indented_and_the_first_is_not():
    assert pack(["a long first part here", "second"], 12, indent="  ") == ["a long first", "  part here", "  second"]
