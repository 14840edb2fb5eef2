"""XII Scripta's end screen: no "The dice are not thrown yet" once the game has ended (no throw is
coming), and the captures said as a sentence naming who captured whose pieces, in every language."""
import pytest

from framework.lang.texts import LANGUAGES
from framework.tui.terminal import Terminal
from helpers_app import play_xii
from helpers_games import spec

NEAR_END = "------------/------------/-----------A I - 0/0/14 15/0/0"


@pytest.fixture
def ended(tmp_path, monkeypatch):
    out, session = play_xii(tmp_path, monkeypatch, NEAR_END, "612", ["", "take 1", "take 6", ""])
    assert session.game_over
    return session


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_throw_is_awaited_after_the_end(ended, lang):
    view = spec("xii").view(Terminal(False, ascii=False, screen=False), lang)
    for turn_over in (False, True):
        assert view.t("game.not_thrown") not in " ".join(view.info(ended, turn_over, None))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_captures_are_a_sentence_naming_both_sides(ended, lang):
    view = spec("xii").view(Terminal(False, ascii=False, screen=False), lang)
    shown = " ".join(note if isinstance(note, str) else note[1] for note in view.end(ended))
    assert view.t("end.captures", name_i="Alice", name_ii="Bob", cap_i=0, cap_ii=0) in " ".join(shown.split())
    if lang == "en":
        assert "Alice captured 0 of Bob's pieces; Bob captured 0 of Alice's." in " ".join(shown.split())
