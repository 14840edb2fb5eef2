"""The menu wraps its prose without importing textwrap, yet every line break is textwrap's."""
from __future__ import annotations

import textwrap

from hypothesis import given, strategies as st

from framework.terminal import wrap_words
from framework.texts import COMMON, HOUSE

WORD = st.text(alphabet="abcčřXY.,'’0", min_size=1, max_size=12)
#: Prose as the catalogues hold it: words joined by single spaces.
PROSE = st.lists(WORD, min_size=1, max_size=30).map(" ".join)
#: Anything at all: hyphens, dashes, tabs, newlines, runs of spaces, no-break spaces, empty text.
ANY = st.text(alphabet="ab -–\t\n\xa0č", max_size=60)


@given(PROSE, st.integers(min_value=1, max_value=40))
def test_prose_breaks_where_textwrap_breaks(text, width):
    assert wrap_words(text, width) == textwrap.wrap(text, width)


@given(ANY, st.integers(min_value=1, max_value=20))
def test_any_other_text_breaks_where_textwrap_breaks(text, width):
    assert wrap_words(text, width) == textwrap.wrap(text, width)


def test_a_hyphenated_word_may_break_after_its_hyphen_as_in_textwrap():
    assert wrap_words("a well-known game", 10) == ["a well-", "known game"]


def test_the_menu_subtitle_in_every_language_is_wrapped_as_textwrap_wraps_it():
    subtitles = [texts["app.subtitle"] for table in (COMMON, HOUSE) for texts in table.values()
                 if "app.subtitle" in texts]
    assert len(subtitles) >= 2                      # English and Czech
    for subtitle in subtitles:
        assert len(subtitle) > 79                   # long enough to need wrapping
        assert wrap_words(subtitle, 79) == textwrap.wrap(subtitle, 79)
