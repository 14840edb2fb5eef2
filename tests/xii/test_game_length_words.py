"""XII Scripta's "fifteen pieces or three?" answered in every language: 15 and 3, or the long and short
game's words with or without diacritics; anything else is refused."""
from __future__ import annotations

import pytest

from games.xii.spec import length


@pytest.mark.parametrize("answer", ["", "15", "long", "dlouhá", "dlouha", "długa", "Dluga", "длинная"])
def test_the_long_game_in_every_language(answer):
    assert length(answer) == 15


@pytest.mark.parametrize("answer", ["3", "short", "krátká", "kratka", "krótka", "KROTKA", "короткая"])
def test_the_short_game_in_every_language(answer):
    assert length(answer) == 3


@pytest.mark.parametrize("answer", ["zz", "5", "krótk", "long short", "лонг"])
def test_anything_else_is_refused(answer):
    with pytest.raises(ValueError):
        length(answer)
