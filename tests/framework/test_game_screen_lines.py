"""A game screen's own lines: a header's parts that do not fit beside the title go to the lines under
it, a seat's figures go beside its name, or under it, as fits, and notes keep their style on every line."""
from __future__ import annotations

from framework.tui.game_screen import balanced, fit_header, fit_notes, seat_rows

PARTS = ["Turn 13", "Bob throws next", "Alice (player I, yellow digits) has played"]


def test_the_header_keeps_on_the_titles_line_what_fits_beside_it():
    first, rest = fit_header("XII Scripta", " · ".join(PARTS), 59)
    assert first == "Turn 13 · Bob throws next"
    assert rest == ["Alice (player I, yellow digits) has played"]
    assert fit_header("XII Scripta", " · ".join(PARTS), 120) == (" · ".join(PARTS), [])


def test_a_first_header_part_too_wide_beside_the_title_breaks_at_its_spaces():
    first, rest = fit_header("XII Scripta", "Alice (player I, yellow digits) has played · Turn 13", 40)
    assert first == "Alice (player I, yellow"
    assert rest == ["digits) has played", "Turn 13"]


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
