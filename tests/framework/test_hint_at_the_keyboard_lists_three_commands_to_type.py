"""``hint`` through the turn loop (in-process, no pty) in every game, in English and Czech: a head in the
player's language, then three numbered choices (fewer only when fewer exist), each as commands the player can type with its chance or
score; nothing is played, and the first choice typed as shown is accepted."""
from __future__ import annotations

import re

import pytest

import framework.ai.analysis
from framework.harness.random_play import random_session
from framework.tui.prompt import Leave
from games import REGISTRY
from helpers_app import make_app

HEADS = {"en": "Best ", "cs": "Nejlepší tahy"}
LINE = re.compile(r"\b1\. (.+?) \(([^)]+)\)[;\n]")


def _play(tmp_path, monkeypatch, spec, lines: list[str], lang: str):
    app = make_app(tmp_path, monkeypatch, lines, "--lang", lang)
    session = random_session(spec, 5)
    try:
        app.playing.run_session(spec, session, None, [])
    except Leave:
        pass
    return app.term.out.getvalue(), session


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize("listing", REGISTRY, ids=lambda listing: listing.name)
def test_hint_shows_three_commands_to_type_and_plays_nothing(tmp_path, monkeypatch, listing, lang):
    monkeypatch.setattr(framework.ai.analysis, "HINT_SECONDS", 0.05)
    spec = listing.spec()
    throw = [""] if random_session(spec, 5).needs_throw else []
    quit_ = ["quit", "y"]
    _, plain = _play(tmp_path, monkeypatch, spec, throw + quit_, lang)
    out, hinted = _play(tmp_path, monkeypatch, spec, throw + ["hint"] + quit_, lang)
    assert hinted.game.notation() == plain.game.notation()
    assert len(hinted.history) == len(plain.history)
    shown = out[out.rindex("> hint"):]
    assert HEADS[lang] in shown
    # Three, or as many distinct turns as the throw allows (Long Nardy's first 4-3: one checker off the head).
    count = len(framework.ai.analysis.rank(plain.game, spec.planner("strong"), 3, 0.05))
    assert count == 3 or (listing.name == "nardy" and count >= 1)
    for n in range(1, count + 1):
        assert re.search(rf"\b{n}\. \S", shown), shown
    assert not re.search(rf"\b{count + 1}\. \S", shown)
    first = LINE.search(shown)
    assert first and first.group(2), shown          # a chance or a score beside it
    if listing.name == "xii":
        assert first.group(1).split()[0] == ("vlož" if lang == "cs" else "place")     # the player's words
    # Typed as shown (XII: each command of the turn in turn; Long Nardy: the whole turn on one line).
    typed = [c.strip() for c in first.group(1).split(",")]
    _, played = _play(tmp_path, monkeypatch, spec, throw + typed + quit_, lang)
    assert len(played.history) > len(plain.history)
    assert played.game.to_move() != plain.game.to_move() or played.game.needs_throw()
