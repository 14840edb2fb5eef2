"""Against the computer, Long Nardy names it as XII Scripta does, "Computer (normal)", in every sentence and
in a game brought back from its save; its seat's colour joins the level's brackets on the status line
("Computer (normal, black)"). A person keeps the seat's name. Each played move is said once on a screen:
no "Last: ..." line repeats the move the notes just reported, and a line of several moves is said in one note."""
from __future__ import annotations

import re

import pytest

from helpers_app import make_app, run
from helpers_games import spec

NARDY = spec("nardy")
#: Seed 4: seat II wins the opening and plays black; the throws below come first.
ARGS = ("--seed", "4", "--lang", "en")
DICE = "63,42,41,51"
#: Seat I (white) throws 4-2 and plays 12/8 8/6; the computer has played 24/18 18/15 and then plays 15/11 24/23.
LINES = ["", "12/8", "8/6", ""]


def played(tmp_path, monkeypatch, lines=LINES):
    app = make_app(tmp_path, monkeypatch, lines, *ARGS)
    app.ctx.args.dice = DICE            # --game nardy's --dice (the home game's parser reads three dice)
    run(app, app.new_games.play_new, NARDY, "computer", options={"match": 1}, computer_seat=1, level="normal")
    return app, app.term.out.getvalue()


def test_the_computer_is_named_computer_with_its_level(tmp_path, monkeypatch):
    app, out = played(tmp_path, monkeypatch)
    assert "Computer (normal) threw 6-3." in out and "Computer (normal): 18/15." in out
    assert "Player II" not in out, "the computer's seat is not called by a person's seat name"
    assert "Player I threw 4-2." in out, "the person keeps the seat's name"
    assert re.search(r"\+ Computer \(normal, black\) +pips", out)
    record = app.slots.slot(NARDY).unfinished()
    session = app.sessions.restore(NARDY, record)
    assert [p.name for p in session.players] == ["Player I", "Computer (normal)"]


def test_two_computers_are_told_apart_by_their_seats(tmp_path, monkeypatch):
    from framework.core.session import Setup
    app = make_app(tmp_path, monkeypatch, [], *ARGS)
    setup = NARDY.complete(Setup(seed="4", computers=("strong", "strong")))
    assert app.sessions.played_names(NARDY, setup) == ("Computer (strong) I", "Computer (strong) II")


@pytest.mark.parametrize("lines", [LINES, ["", "12/8 8/6", ""], ["", "12/6", ""]],
                         ids=["a move a line", "the turn on one line", "one checker over both dice"])
def test_each_move_is_said_once_on_a_screen(tmp_path, monkeypatch, lines):
    _, out = played(tmp_path, monkeypatch, lines)
    screens = out.split("Long Nardy · game")[1:]
    assert len(screens) >= 4
    for screen in screens:
        for move in ("18/15", "12/8", "8/6", "24/23"):
            assert screen.count(move) <= 1, screen
    assert "Last:" not in out
    assert "Computer (normal): 24/23." in out
    assert "Player I: 12/8, 8/6." in out
