"""The screens wrap their prose without importing textwrap, yet every line break of plain prose is textwrap's
(at spaces only: ``break_long_words=False, break_on_hyphens=False``)."""
from __future__ import annotations

import textwrap

from hypothesis import given, strategies as st

from framework.tui.fitting import fit
from framework.lang.texts import COMMON, HOUSE

WORD = st.text(alphabet="abcčřXY.,'’0-–", min_size=1, max_size=12)
#: Prose as the catalogues hold it: words joined by single spaces (not a list item, "- text", which hangs).
PROSE = st.lists(WORD, min_size=1, max_size=30).map(" ".join).filter(lambda text: not text.startswith("- "))


def textwraps(text: str, width: int) -> list[str]:
    return textwrap.wrap(text, width, break_long_words=False, break_on_hyphens=False)


@given(PROSE, st.integers(min_value=1, max_value=40))
def test_prose_breaks_where_textwrap_breaks_at_spaces(text, width):
    assert fit(text, width, seps=()) == textwraps(text, width)


def test_a_hyphenated_word_is_never_broken_at_its_hyphen():
    assert fit("a well-known game", 10) == ["a", "well-known", "game"]


def test_the_menu_subtitle_in_every_language_is_wrapped_as_textwrap_wraps_it():
    subtitles = [texts["app.subtitle"] for table in (COMMON, HOUSE) for texts in table.values()
                 if "app.subtitle" in texts]
    assert len(subtitles) >= 2                      # English and Czech
    for subtitle in subtitles:
        assert len(subtitle) > 79                   # long enough to need wrapping
        for width in (39, 59, 79):
            assert fit(subtitle, width) == textwraps(subtitle, width)
