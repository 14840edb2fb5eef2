"""Between two turns XII Scripta's header names the player who has just played, not the one who throws next
(issue 32: "Jana (player II) has played" right after Bob's turn): at one keyboard, and at a server's table
on both players' screens and a watcher's, after every turn, in every language."""
from __future__ import annotations

import re

import pytest

from framework.lang.texts import LANGUAGES
from games import REGISTRY
from helpers_app import make_app
from helpers_client import follow, table_screen, watched_pair
from helpers_games import spec, xii_session

XII = next(e for e in REGISTRY if e.name == "xii").spec()


def has_played(lang: str) -> re.Pattern:
    """The header's "{name} (player {seat}, {pieces}) has played" in ``lang``: the name and the seat."""
    template = XII.texts[0][lang]["game.header_done"]
    part = template[template.index("{name}"):]
    pattern = re.escape(part).replace(r"\{name\}", r"(?P<name>Alice|Bob)").replace(r"\{seat\}", r"(?P<seat>I|II)")
    return re.compile(pattern.replace(r"\{pieces\}", r"[^)]*"))


def who_has_played(text: str, lang: str) -> list[tuple[str, str]]:
    """Each header between turns in ``text`` (the screens as drawn), as (name, seat), repeats of the same
    screen once."""
    found = [(m["name"], m["seat"]) for m in has_played(lang).finditer(text)]
    return [f for i, f in enumerate(found) if i == 0 or found[i - 1] != f]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_at_one_keyboard_the_header_names_who_has_just_played(tmp_path, monkeypatch, lang):
    from framework.tui.prompt import Leave
    lines = ["", "place 1, place 4, place 6", "", "place 2, place 3, place 5", "", "place 1, place 4, place 6",
             "", "quit", "y"]
    app = make_app(tmp_path, monkeypatch, lines, "--lang", lang)
    app.term.fixed_size = (200, 60)                 # the header on one line
    session = xii_session(seed=1, script=[(1, 4, 6), (2, 3, 5), (1, 4, 6), (2, 3, 5)])
    try:
        app.playing.run_session(spec("xii"), session, None, [])
    except Leave:
        pass
    assert who_has_played(app.term.out.getvalue(), lang) == [("Alice", "I"), ("Bob", "II"), ("Alice", "I")]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_at_a_servers_table_every_screen_names_who_has_just_played(server, lang):
    (alice, bob, carol), (ha, hb) = watched_pair(server)
    try:
        tables = [table_screen(alice, ha, ha.table, XII, lang=lang)[0],
                  table_screen(bob, hb, hb.table, XII, lang=lang)[0]]
        screens = tables + [table_screen(carol, None, ha.table, XII, lang=lang)[0]]
        for screen in screens:
            screen.term.fixed_size = (200, 60)
        follow(screens, lambda: all(s.session is not None for s in screens))
        for _ in range(4):                          # four turns, each played whole on one line
            session = tables[0].session
            mover = tables[session.game.to_move()]
            mover.send_throw()
            game = mover.session.game
            turn = []
            trial = game.copy()
            while not trial.needs_throw() and trial.outcome() is None:
                turn.append(trial.apply(trial.legal_actions()[0]).text)
            mover.command(game.line_join.join(turn), thrown=True)
            follow(screens, lambda: len({s.seq for s in screens}) == 1 and all(
                s.session.needs_throw or s.session.game_over for s in screens))
            name, seat = ("Alice", "I") if mover is tables[0] else ("Bob", "II")
            for screen in screens:                  # the screen each shows while the next player throws
                out = screen.term.out
                start = len(out.getvalue())
                s = screen.session
                screen.show(turn_over=s.needs_throw and bool(s.history))
                assert who_has_played(out.getvalue()[start:], lang) == [(name, seat)], (screen.seat, lang)
    finally:
        for conn in (alice, bob, carol):
            conn.close()
