"""A man taken by immobilisation is explained: which man could no longer move and why (how many squares
next to it, all taken, the last by the move), in every language; the first screens point out the opening
capture (every back-rank man is boxed in); after the computer's reply, the person's own capture before it
is still said."""
import time

import pytest

from framework.tui.hotseat import Hotseat
from framework.tui.prompt import Leave, Prompt
from framework.lang.texts import LANGUAGES
from games.latrunculi.texts import CATALOGUE
from games.latrunculi.view import LatrunculiView
from helpers_app import fake_terminal
from helpers_text import said
from helpers_widths import session, terminal, use_width


def lead_after(moves, lang="en", computers=("", "")):
    _, game = session("latrunculi", computers=computers)
    for move in moves:
        game.play(move)
    return LatrunculiView(terminal(), lang).lead(game)


def test_the_corner_man_boxed_in_by_a1a7_is_named_with_its_two_neighbours():
    lead = lead_after(("a1a7",))
    assert lead[:2] == ["Last move: White a1a7. Captured: a8 immobilised.",
                        "The black man on a8 could no longer move: its 2 neighbouring squares are all taken, "
                        "the last by a7. So it is captured."]


def test_a_back_rank_man_boxed_in_by_the_duke_is_named_with_its_three_neighbours():
    lead = lead_after(("a1a7", "d7d2"))
    assert "The white man on d1 could no longer move: its 3 neighbouring squares are all taken, the last by d2. " \
           "So it is captured." in lead


def test_a_flank_capture_gets_no_immobilisation_sentence():
    lead = lead_after(("d1d5", "e8e5", "f1f5"))
    assert lead[0] == "Last move: White f1f5. Captured: e5 flanked by d5 and f5."
    assert not any("could no longer move" in line for line in lead)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_explanation_is_in_every_language(lang):
    line = lead_after(("a1a7",), lang)[1]
    assert "a8" in line and "2" in line and "a7" in line and "{" not in line
    if lang != "en":
        assert line != lead_after(("a1a7",), "en")[1]


def test_the_first_screen_points_out_the_opening_capture():
    assert lead_after(()) == [
        "Mind the opening: a man with no empty square next to it is captured, and every back-rank man is boxed "
        "in. a1a7 would take a8 now, and the other side can do the same."]


def test_blacks_first_screen_points_it_out_too_and_later_screens_do_not():
    assert any(line.startswith("Mind the opening") and "would take" in line for line in lead_after(("a1a7",)))
    assert not any(line.startswith("Mind the opening") for line in lead_after(("a1a7", "c8c2")))


def test_after_the_computers_reply_the_persons_capture_is_still_said(monkeypatch):
    use_width(monkeypatch, 80)
    term = fake_terminal(["a1a7"])
    _, s = session("latrunculi", computers=("", "easy"))

    def t(key, /, **params):
        return CATALOGUE.text("en", key, **params)

    loop = Hotseat(Prompt(term, t), s, LatrunculiView(term, "en"), t, clock=time.monotonic)
    with pytest.raises(Leave):
        loop.run()
    assert len(s.history) == 2 and s.history[1].seat == 1           # the computer replied
    out = said(term.out.getvalue())
    last_screen = out[out.rindex(f"Last move: Black {s.history[1].text}."):]
    assert "Before it: White a1a7. Captured: a8 immobilised." in last_screen


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_rules_pages_have_a_section_on_the_opening_capture_and_say_the_marks(lang):
    import os
    import games.latrunculi
    with open(os.path.join(os.path.dirname(games.latrunculi.__file__), f"rules_{lang}.md"), encoding="utf-8") as f:
        text = f.read()
    section = text[text.index("a1a7") - 400:]
    assert section.count("\n## ") >= 1 and "c8c2" in section and "d7d2" in section   # Black answers in kind
    assert "`*`" in text and "`×`" in text
