"""Every game's ``?`` list, in every language, shows only what its parser accepts: each entry (and, in XII
Scripta, the command beside it) played on a copy of the game is the legal action it lists."""
from __future__ import annotations

import random
import re

import pytest

from framework.harness.random_play import playout
from framework.tui.table_screen import Items
from framework.tui.terminal import Terminal
from framework.lang.words import WORD_LANGUAGES
from games import REGISTRY
from framework.core.session import Setup
from framework.core.spec import new_session, seat_players
from helpers_games import xii_session

ENTRIES = {e.name: e for e in REGISTRY}


def session_for(name: str, seed: int):
    spec = ENTRIES[name].spec()
    names = ("Ann", "Ben") if spec.names == "settings" else ("", "")
    setup = Setup(names=names, computers=("", ""), seed=str(seed), date="2026-11-23T10:00:00Z")
    return new_session(spec, setup, seat_players(spec, setup))


def sessions(name: str):
    """Sessions of ``name`` to play out at random: two seeds, and XII Scripta's short game (its bearing off)."""
    yield session_for(name, seed=1)
    yield session_for(name, seed=2)
    if name == "xii":
        yield xii_session(seed=3, stones=3)


def alternatives(entry: str) -> list[str]:
    """``13/18 (táhni 3 5)``: both ways to type it; any other entry as it is."""
    m = re.fullmatch(r"(.+) \((.+)\)", entry)
    return [m[1], m[2]] if m else [entry]


def shown(notes: list) -> str:
    """The ``?`` list's notes as the text on the screen."""
    return " ".join(" ".join(n.items) if isinstance(n, Items) else (n[1] if isinstance(n, tuple) else n)
                    for n in notes)


@pytest.mark.parametrize("lang", WORD_LANGUAGES)
@pytest.mark.parametrize("name", sorted(ENTRIES))
def test_every_listed_move_is_the_legal_move_it_lists(name, lang):
    spec = ENTRIES[name].spec()
    view = spec.view(Terminal(False, ascii=False, screen=False), lang)
    checked = 0
    for n, session in enumerate(sessions(name)):
        for _, legal in playout(session, random.Random(n), 250):
            game = session.game
            text = shown(view.moves(session, None))
            entries = [view.listed(a) for a in legal]
            if not game.must_pass():        # the pass alone is said in a sentence of the game's catalogue
                assert any(e in text for e in entries), f"? shows none of the listed moves: {text[:200]}"
            for action, entry in zip(legal, entries):
                for typed in alternatives(entry):
                    parsed = game.copy().parse_action(typed)
                    assert game.is_legal(parsed), f"{typed!r} ({lang}) is not legal at {game.notation()}"
                    assert game.format_action(parsed) == game.format_action(action), typed
                    checked += 1
    assert checked > 100
