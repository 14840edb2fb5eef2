"""Narrower than a screen can be drawn: one line saying the width needed, and a wait until it is wider."""
from __future__ import annotations

import io

import pytest

from framework.tui.prompt import MENU_COLUMNS, Leave, Prompt
from framework.tui.terminal import Terminal
from framework.lang.texts import COMMON, Catalogue

TEXTS = Catalogue(COMMON)


class Widened(io.BytesIO):
    """Typed lines; the terminal is made ``to`` wide after the ``after``-th line is read (as a person widens it)."""

    def __init__(self, data: bytes, term_box: list, after: int, to: tuple[int, int]) -> None:
        super().__init__(data)
        self.box, self.after, self.to, self.read = term_box, after, to, 0

    def readline(self, *args) -> bytes:
        line = super().readline(*args)
        self.read += 1
        if self.read == self.after:
            self.box[0].fixed_size = self.to
        return line


def narrow_prompt(lines: list[str], columns: int, after: int, lang: str = "en") -> tuple[Prompt, Terminal]:
    box: list = []
    inp = Widened("".join(x + "\n" for x in lines).encode(), box, after, (80, 24))
    term = Terminal(False, ascii=False, out=io.StringIO(), inp=inp, screen=True, size=(columns, 24))
    box.append(term)
    return Prompt(term, lambda key, **p: TEXTS.text(lang, key, **p)), term


def test_the_menus_minimum_is_at_most_40_columns():
    assert MENU_COLUMNS <= 40


def test_a_menu_on_a_30_column_terminal_says_only_the_width_needed_and_waits_for_enter():
    prompt, term = narrow_prompt(["", ""], 30, after=2)
    prompt.show(["Main menu", "  1  Play"])
    out = term.out.getvalue()
    first = out.split("\x1b[H\x1b[2J")[1]               # the first screen drawn
    assert " ".join(first.split()) == f"This screen needs {MENU_COLUMNS} columns; the terminal has 30. Widen it."
    assert "Main menu" not in first
    assert out.count("This screen needs") == 2          # Enter looked again: still narrow
    assert out.endswith("Main menu\n  1  Play\n")      # wide enough: the menu itself


def test_each_line_of_the_narrow_notice_fits_the_narrow_terminal():
    prompt, term = narrow_prompt([""], 30, after=1, lang="cs")
    prompt.show(["Menu"])
    first = term.out.getvalue().split("\x1b[H\x1b[2J")[1]
    assert "Tahle obrazovka potřebuje 40 sloupců" in " ".join(first.split())
    assert all(len(line) <= 29 for line in first.splitlines())


def test_ctrl_d_at_the_narrow_notice_leaves_as_at_any_prompt():
    prompt, term = narrow_prompt([], 30, after=99)
    with pytest.raises(Leave) as leave:
        prompt.show(["Menu"])
    assert leave.value.code == 0


def test_a_game_below_its_view_s_minimum_says_so_then_draws_the_board_once_wider(tmp_path, monkeypatch):
    from games.ataxx.view import AtaxxView
    from helpers_app import make_app
    from helpers_games import ataxx_session, spec
    app = make_app(tmp_path, monkeypatch, [])
    box: list = []
    inp = Widened(b"\nquit\ny\n", box, 1, (80, 24))
    app.term = Terminal(False, ascii=False, out=io.StringIO(), inp=inp, screen=True, size=(30, 24))
    box.append(app.term)
    try:
        app.playing.run_session(spec("ataxx"), ataxx_session(), None, [])
    except Leave:
        pass
    screens = app.term.out.getvalue().split("\x1b[H\x1b[2J")
    assert " ".join(screens[1].split()) == (f"This screen needs {AtaxxView.min_columns} columns; the terminal has 30. "
                                            "Widen it.")
    assert "a b c d e f g" in screens[2]                # the board, at 80 columns
