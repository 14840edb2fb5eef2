"""A list with one choice names it: "Choose 1-1" reads as nothing, so the prompt under one finished game says
what 1 does (review this game), and so does its refusal, in every language."""
import shutil

import pytest

from framework.lang.texts import LANGUAGES
from helpers_app import make_app, run
from helpers_recorded_games import record_file
from helpers_text import said


@pytest.mark.parametrize("lang", LANGUAGES)
def test_one_finished_game_is_named_by_the_prompt(tmp_path, monkeypatch, lang):
    saves = tmp_path / "saves"
    (saves / "games").mkdir(parents=True)
    shutil.copy(record_file(tmp_path, "xii"), saves / "games" / "20261120-101010.xii")
    app = make_app(tmp_path, monkeypatch, ["8", "9", "0", "0"], "--lang", lang)
    assert run(app, app.menu) in (None, 0)
    out = said(app.term.out.getvalue())
    t = app.ctx.t
    assert said(t("review.choose_prompt_one")) in out
    assert said(t("review.choose_bad_one", text="9")) in out
    assert "1-1" not in out and "1–1" not in out
