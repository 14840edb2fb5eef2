"""A game's screen at the terminal's width: no line wider than the columns less one, the header broken
between its parts, the log between its entries, long prompts with the input on their last line."""
from __future__ import annotations

import re

from framework.tui.prompt import Leave
from helpers_app import make_app
from helpers_games import spec, xii_session

THROWS = [(1, 4, 6), (2, 3, 5), (1, 2, 3)]
TURNS = ["", "place 1", "place 4", "place 6", "", "place 2", "place 3", "place 5", "", "place 1", "place 2", "place 3"]


def play(tmp_path, monkeypatch, lines: list[str], columns: int, rows: int = 24,
         names=("Alexandra Konstantinopolská", "Bartholomew")) -> str:
    app = make_app(tmp_path, monkeypatch, lines)
    app.term.fixed_size = (columns, rows)
    session = xii_session(seed=1, script=THROWS, names=names)
    try:
        app.playing.run_session(spec("xii"), session, None, [])
    except Leave:
        pass
    return app.term.out.getvalue()


def test_no_line_of_any_screen_is_wider_than_the_terminal(tmp_path, monkeypatch):
    for columns in (60, 70, 80, 100):
        out = play(tmp_path, monkeypatch, TURNS + ["?", "hint", "log", "q", "quit", "y"], columns)
        wide = [line for line in out.splitlines() if len(line) > columns - 1]
        assert not wide, (columns, wide)


def test_the_header_breaks_between_its_parts(tmp_path, monkeypatch):
    out = play(tmp_path, monkeypatch, TURNS + ["quit", "y"], 60)
    screen = out[out.rindex("XII Scripta ·"):]
    first, second = screen.splitlines()[:2]
    assert first.startswith("XII Scripta · Turn 3")
    assert not second[:1].islower() and not second.startswith(("I ", "II ")), (first, second)


def test_the_log_breaks_between_its_entries(tmp_path, monkeypatch):
    out = play(tmp_path, monkeypatch, TURNS + ["log", "q", "quit", "y"], 60)
    log = out[out.rindex("The game so far"):].split("Moves · page")[0].splitlines()[2:]
    entries = [line for line in log if line.strip()]
    assert len(entries) > 3                             # the long names made the turns wrap
    for line in entries:
        assert re.fullmatch(r"(\d+\. \S.*: |    )(enters on \d+, )*enters on \d+,?", line), line


def test_a_game_narrower_than_its_board_says_the_width_needed(tmp_path, monkeypatch):
    out = play(tmp_path, monkeypatch, TURNS + ["quit", "y"], 40)
    from games.xii.view import XiiView
    assert f"This screen needs {XiiView.min_columns} columns; the terminal has 40. Widen it." in " ".join(out.split())
    assert "13-24" not in out                           # no board drawn broken
