"""Enter alone at the main menu is no error: every sub-menu takes it as "back", and the main menu, which
has nowhere to go back to, draws itself again and asks again, without a line saying '' is not on it."""
import pytest

from framework.lang.texts import LANGUAGES
from helpers_app import make_app, run
from helpers_text import said


@pytest.mark.parametrize("lang", LANGUAGES)
def test_enter_alone_redraws_the_main_menu_without_an_error(tmp_path, monkeypatch, lang):
    app = make_app(tmp_path, monkeypatch, ["", "", "0"], "--lang", lang)
    assert run(app, app.menu) in (None, 0)
    out = said(app.term.out.getvalue())
    t = app.ctx.t
    prompt = said(t("menu.prompt", last=8))
    assert out.count(prompt) == 3, "asked again after each Enter"
    refusal = said(t("menu.bad", text="", last=8))
    assert refusal not in out
