"""Long Nardy's refusal says what was typed once: ``x — не ход: …``, never ``x: x — не ход``; a refusal whose
reason does not quote the move still names it (``24/30: 30 is not a point``)."""
from __future__ import annotations

import pytest

from framework.tui.terminal import Terminal
from framework.lang.words import WORD_LANGUAGES
from helpers_games import spec

SPEC = spec("nardy")


def refused(lang: str, typed: str) -> str:
    """The line the game screen shows when ``typed`` is refused at the start of a game with 6-3 thrown."""
    from framework.core.session import Setup
    from framework.core.spec import new_session, seat_players
    setup = SPEC.complete(Setup(seed="1", script=((6, 3),)))
    session = new_session(SPEC, setup, seat_players(SPEC, setup))
    if session.needs_throw:
        session.throw()
    view = SPEC.view(Terminal(False, ascii=False, screen=False), lang)
    with pytest.raises(ValueError) as e:
        session.play(typed)
    return view.refusal(e.value, typed)


@pytest.mark.parametrize("lang", WORD_LANGUAGES)
@pytest.mark.parametrize("typed", ["x", "hello there"])
def test_a_malformed_move_is_said_once(lang, typed):
    line = refused(lang, typed)
    assert line.count(typed) == 1, line


@pytest.mark.parametrize("lang", WORD_LANGUAGES)
def test_a_bad_point_still_names_the_move(lang):
    line = refused(lang, "24/30")
    assert line.startswith("24/30") and "30" in line[5:], line

