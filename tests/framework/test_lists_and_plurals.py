"""Lists wrap between items to the screen's width; counts take the plural form of their language."""
from hypothesis import given, strategies as st

from framework.tui.table_screen import Items, wrap_items
from framework.lang.texts import COMMON, Catalogue, plural_form

MOVES = tuple(f"{p}/{p + d} (move {k} {d})" for k, (p, d) in enumerate([(1, 2), (4, 3), (6, 5), (13, 1)] * 6, 1))


def test_a_list_breaks_between_items_never_inside_one():
    lines = wrap_items(Items("Legal now (24):", MOVES), 79)
    assert all(len(line) <= 79 for line in lines)
    pieces = " ".join(line.strip() for line in lines)
    assert pieces == "Legal now (24): " + ", ".join(MOVES)
    for line in lines:
        body = line.strip().removeprefix("Legal now (24): ")
        assert all(item.strip() in MOVES for item in body.rstrip(",").split(", "))


def test_a_wider_screen_takes_more_per_line():
    assert len(wrap_items(Items("Legal now:", MOVES), 159)) < len(wrap_items(Items("Legal now:", MOVES), 79))


@given(st.lists(st.text("abc /()0123", min_size=1, max_size=20).map(str.strip).filter(bool), max_size=30),
       st.integers(30, 200))
def test_every_item_survives_the_wrapping_whole(items, width):
    lines = wrap_items(Items("Head:", tuple(items)), width)
    for item in items:
        if len(item) + 3 <= width:
            assert any(item in line for line in lines)
    assert all(len(line) <= width for line in lines if len(line.strip()) + 3 <= width)


def test_english_has_two_forms_czech_three():
    assert [plural_form("en", n) for n in (0, 1, 2, 5)] == ["other", "one", "other", "other"]
    assert [plural_form("cs", n) for n in (0, 1, 2, 4, 5, 22)] == ["other", "one", "few", "few", "other", "other"]


def test_counts_of_turns_read_right_in_both_languages():
    c = Catalogue(COMMON)
    assert [c.plural("en", "count.turns", n) for n in (1, 2)] == ["1 turn", "2 turns"]
    assert [c.plural("cs", "count.turns", n) for n in (1, 3, 5)] == ["1 tah", "3 tahy", "5 tahů"]
