"""Long Nardy's board-layout question answered in every language: Enter or "turned" keeps the board turned
to the mover, "fixed" (f, pevná/p, stała/s, неподвижная) draws it as black sees it; anything else is refused."""
from __future__ import annotations

import pytest

from games.nardy.spec import board_layout


@pytest.mark.parametrize("answer", ["", "t", "turned", "otočená", "o", "obrócona", "obrocona", "повёрнутая",
                                    "повернутая"])
def test_the_turned_board_in_every_language(answer):
    assert board_layout(answer) is False


@pytest.mark.parametrize("answer", ["f", "fixed", "p", "pevná", "pevna", "stała", "stala", "s", "неподвижная",
                                    "НЕПОДВИЖНАЯ"])
def test_the_fixed_board_in_every_language(answer):
    assert board_layout(answer) is True


@pytest.mark.parametrize("answer", ["zz", "fixe", "turned fixed", "1"])
def test_anything_else_is_refused(answer):
    with pytest.raises(ValueError):
        board_layout(answer)
