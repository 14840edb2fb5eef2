"""A replay says each turn's actions as the game screen does, in the player's language (the view's
``describe`` or ``action_text``: XII's ``wchodzi na IV``, Long Nardy's ``13/вне``), not the record's English."""
from __future__ import annotations

import random

import pytest

from framework.harness.random_play import playout
from framework.core.record import Record, Scribe
from framework.tui.replay import Replay
from framework.core.session import Setup
from framework.core.spec import new_session, seat_players
from framework.tui.terminal import Terminal
from framework.lang.words import WORD_LANGUAGES
from games import REGISTRY
from helpers_app import make_app
from helpers_text import said

ENTRIES = {e.name: e for e in REGISTRY}


def recorded(name: str):
    """A game of ``name`` played at random for a while, its record kept: ``(spec, record, live session)``."""
    spec = ENTRIES[name].spec()
    names = ("Ann", "Ben") if spec.names == "settings" else ("", "")
    setup = Setup(names=names, computers=("", ""), seed="5", date="2026-11-26T00:00:00Z")
    session = new_session(spec, setup, seat_players(spec, setup))
    scribe = Scribe(Record(setup), spec.codec)
    session.listeners.append(scribe)
    for _ in playout(session, random.Random(3), 30):
        pass
    return spec, scribe.record, session


def said_by_the_game(spec, lang: str, played, session) -> str:
    """``played`` as the game screen says it to its mover."""
    view = spec.view(Terminal(False, ascii=False, screen=False), lang)
    say = getattr(view, "describe", None)
    return say(played, session, played.seat) if say is not None else view.action_text(played)


@pytest.mark.parametrize("lang", WORD_LANGUAGES)
@pytest.mark.parametrize("name", sorted(ENTRIES))
def test_each_turn_is_said_as_the_game_screen_says_it(tmp_path, monkeypatch, name, lang):
    spec, record, live = recorded(name)
    app = make_app(tmp_path, monkeypatch, [], "--lang", lang)
    replay = Replay(app.ctx, spec, record, app.replays.replay_steps(spec, record), "game")
    played = iter(live.history)
    checked = 0
    for step, entry in enumerate(record.entries, 1):
        screen = said(" ".join(replay.screen(step)))
        for _ in entry.actions:
            text = said(said_by_the_game(spec, lang, next(played), live))
            assert text in screen, f"step {step}: {text!r}"
            checked += 1
    assert checked >= 10


@pytest.mark.parametrize("lang", ["cs", "pl", "ru"])
def test_xiis_replay_does_not_show_the_records_english(tmp_path, monkeypatch, lang):
    spec, record, _ = recorded("xii")
    app = make_app(tmp_path, monkeypatch, [], "--lang", lang)
    replay = Replay(app.ctx, spec, record, app.replays.replay_steps(spec, record), "game")
    turns = [replay.screen(step)[1] for step in range(1, len(record.entries) + 1)]
    assert not any(word in line for line in turns for word in ("place ", "move ", "take ")), turns
