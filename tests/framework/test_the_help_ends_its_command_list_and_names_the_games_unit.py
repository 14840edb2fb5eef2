"""``?`` at a game: the list of the table's commands ends with a full stop, so the sentence after it (the
hint's) does not run on from its last command; and the hint's line says what the hint's numbers are in this
game's own unit (XII Scripta a chance to win, Long Nardy with a mars, Ataxx stones, Latrunculi men), not a
list of every game's units. In every language, every game."""
import pytest

from framework.core.session import Setup
from framework.core.spec import new_session
from framework.lang.texts import COMMON, HOUSE, LANGUAGES, Catalogue
from framework.tui.hotseat import Hotseat
from framework.tui.prompt import Prompt
from framework.tui.table_screen import Items
from framework.tui.terminal import Terminal
from helpers_games import names, spec

#: The words of each game's unit in its English hint line, and the other units' words that must not be there.
UNIT_WORDS = {"xii": ("chance to win", ("stones", " men")), "nardy": ("with a mars", ("stones", " men")),
              "ataxx": ("stones", (" men", "chance")), "latrunculi": ("men", ("stones", "chance"))}


def help_notes(game: str, lang: str):
    s = spec(game)
    words = Catalogue(COMMON, HOUSE, *s.texts)
    t = lambda key, /, **p: words.text(lang, key, **p)           # noqa: E731
    session = new_session(s, Setup(names=("Ann", "Ben") if s.names == "settings" else ("", ""), seed="1",
                                   date="2026-11-26T00:00:00Z"))
    term = Terminal(False, ascii=False, screen=False)
    loop = Hotseat(Prompt(term, t), session, s.view(term, lang), t, planner=s.planner)
    loop.command("?", thrown=False)
    return loop.notes, t


@pytest.mark.parametrize("game", names())
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_list_of_commands_ends_with_a_full_stop(game, lang):
    notes, t = help_notes(game, lang)
    found = [n for n in notes if isinstance(n, Items) and n.head == t("play.commands")]
    assert len(found) == 1
    assert found[0].items[-1].endswith("."), found[0].items[-1]
    assert not any(item.endswith(".") for item in found[0].items[:-1])


@pytest.mark.parametrize("game", names())
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_hints_line_is_the_games_own(game, lang):
    notes, t = help_notes(game, lang)
    (own,) = spec(game).texts                                     # the game's own sentences
    assert "play.help_hint" in own[lang], "the game says what its hint's numbers are"
    assert own[lang]["play.help_hint"] in notes


@pytest.mark.parametrize("game", names())
def test_the_hints_line_names_the_games_unit_in_english(game):
    notes, t = help_notes(game, "en")
    line = t("play.help_hint")
    words, others = UNIT_WORDS[game]
    assert words in line
    assert not any(other in line for other in others), line
