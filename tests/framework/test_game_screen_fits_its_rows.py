"""Every game's screen fits the terminal's rows, from its narrowest layout at 24 rows upward: the title
stays on the first line, and notes too many for the rows left end in a line saying how to read the rest
(``?`` then shows them all in the pager)."""
from __future__ import annotations

import io

import pytest

from framework.tui.hotseat import Hotseat
from framework.tui.prompt import Prompt
from framework.tui.terminal import CLEAR, Terminal
from framework.lang.texts import COMMON, LANGUAGES
from helpers_games import names, play_on
from helpers_widths import session


def drawn(name: str, lang: str, columns: int | None, rows: int, notes_of) -> tuple[list[str], str, Hotseat]:
    """The last screen drawn (its lines, the prompt not included) with ``notes_of(view, game)`` as notes;
    ``columns`` None: the view's narrowest."""
    s, game = session(name)
    play_on(game, 9, seed=9)
    if game.needs_throw:
        game.throw()
    term = Terminal(False, ascii=False, out=io.StringIO(), inp=io.BytesIO(b""), screen=True, size=(80, rows))
    view = s.view(term, lang)
    term.fixed_size = (columns or view.min_columns, rows)
    t = lambda key, **p: COMMON[lang][key].format(**p)        # noqa: E731 - the loop's own sentences
    loop = Hotseat(Prompt(term, t), game, view, t)
    prompt = view.prompt(game, None)
    loop.screen.draw(game.game.to_move(), notes_of(view, game), mover=game.game.to_move(), prompt=prompt)
    return term.out.getvalue().split(CLEAR)[-1].splitlines(), prompt, loop


def the_help(view, game) -> list:
    return [view.help(), *view.moves(game, None)]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", names())
def test_the_help_and_the_moves_leave_the_title_on_screen(name, lang):
    for columns, rows in ((None, 24), (60, 24), (80, 24), (80, 30), (120, 50)):
        lines, prompt, loop = drawn(name, lang, columns, rows, the_help)
        assert len(lines) + 1 <= rows, (columns, rows, lines)       # and the prompt under them
        assert lines[0].startswith(loop.view.title), lines
        if loop.screen.more:
            assert " ".join(lines).endswith(COMMON[lang]["play.more"]), lines     # perhaps on two lines


def test_notes_that_fit_are_shown_whole_with_no_line_about_more():
    lines, _, loop = drawn("xii", "en", 80, 50, the_help)
    assert loop.screen.more == [] and COMMON["en"]["play.more"] not in lines
    assert any(line.startswith("You may play now") or "place" in line for line in lines[-3:]), lines


def test_a_long_list_of_notes_is_cut_to_the_rows_left_the_oldest_first_and_kept_for_the_pager():
    notes = [f"note {k}" for k in range(40)]
    lines, _, loop = drawn("ataxx", "cs", 60, 24, lambda view, game: notes)
    assert lines[-1] == COMMON["cs"]["play.more"]
    assert "note 39" in lines and "note 0" not in lines       # issue 34: the newest stay
    assert loop.screen.more[-40:] == notes
