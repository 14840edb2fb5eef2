"""The pager reads lines as every prompt does: Enter turns, b goes back (only back), a stray word stays,
and its pages are as tall as the terminal."""
from __future__ import annotations

import io

from framework.tui.prompt import Prompt
from framework.tui.terminal import Terminal
from framework.lang.texts import COMMON, Catalogue
from helpers_app import make_app
from helpers_games import spec

TEXTS = Catalogue(COMMON)
PAGES = [[f"page {n} line {k}" for k in range(3)] for n in range(1, 5)]


def pager(lines: list[str], size: tuple[int, int] = (80, 24)) -> tuple[Prompt, Terminal]:
    data = "".join(x + "\n" for x in lines).encode()
    term = Terminal(False, ascii=False, out=io.StringIO(), inp=io.BytesIO(data), screen=True, size=size)
    return Prompt(term, lambda key, **p: TEXTS.text("en", key, **p)), term


def shown_pages(term: Terminal) -> list[int]:
    """The page on each screen drawn, in order."""
    return [int(screen.split("page ")[1].split(" ")[0]) for screen in term.out.getvalue().split("\x1b[H\x1b[2J")[1:]]


def ask(page: int, pages: int, last: bool) -> str:
    return TEXTS.text("en", "rules.last" if last else "rules.page", page=page, pages=pages)


def test_enter_turns_b_goes_back_one_page_only_and_q_closes():
    prompt, term = pager(["", "", "b", "", "q"])
    prompt.page(PAGES, ask)
    assert shown_pages(term) == [1, 2, 3, 2, 3]


def test_a_stray_word_does_not_close_it_and_says_which_keys_work():
    prompt, term = pager(["k", "x y", "q"])
    prompt.page(PAGES, ask, lambda text: TEXTS.text("en", "rules.bad", text=text))
    out = term.out.getvalue()
    assert shown_pages(term) == [1, 1, 1]
    assert "'k' does nothing here: Enter or n turns the page, b goes back, q closes." in out


def test_the_question_says_the_keys():
    prompt, term = pager(["q"])
    prompt.page(PAGES, ask)
    assert "Enter: next · b: back · q: close" in term.out.getvalue()


def test_enter_on_the_last_page_closes():
    prompt, term = pager(["", "", "", ""])
    prompt.page(PAGES, ask)
    assert shown_pages(term) == [1, 2, 3, 4]


def rules_pages(tmp_path, monkeypatch, size: tuple[int, int]) -> list[str]:
    app = make_app(tmp_path, monkeypatch, ["q"])
    app.term = Terminal(False, ascii=False, out=io.StringIO(), inp=io.BytesIO(b"q\n"), screen=True, size=size)
    app.menus.show_rules(spec("xii"))
    return app.term.out.getvalue().split("\x1b[H\x1b[2J")[1].splitlines()


def test_the_rules_use_a_tall_terminal_s_rows(tmp_path, monkeypatch):
    short = rules_pages(tmp_path, monkeypatch, (80, 24))
    tall = rules_pages(tmp_path, monkeypatch, (80, 60))
    assert len(short) <= 24 - 2
    assert 24 < len(tall) <= 60 - 2


def test_the_rules_fit_a_60_column_terminal(tmp_path, monkeypatch):
    page = rules_pages(tmp_path, monkeypatch, (60, 24))
    assert all(len(line) <= 59 for line in page), [line for line in page if len(line) > 59]


class Resizing(io.BytesIO):
    """Typed lines; the terminal becomes ``to`` after the first line is read (as if resized meanwhile)."""

    def __init__(self, data: bytes, box: list, to: tuple[int, int]) -> None:
        super().__init__(data)
        self.box, self.to = box, to

    def readline(self, *args) -> bytes:
        self.box[0].fixed_size = self.to
        return super().readline(*args)


def test_pages_made_for_the_terminal_are_made_again_after_a_resize_from_the_same_place():
    body = [f"line {k:02d}" for k in range(30)]

    def pages(columns: int, rows: int) -> list[list[str]]:
        height = rows - 3
        return [body[i:i + height] for i in range(0, len(body), height)]
    box: list = []
    term = Terminal(False, ascii=False, out=io.StringIO(), inp=Resizing(b"k\nq\n", box, (80, 8)), screen=True,
                    size=(80, 13))
    box.append(term)
    Prompt(term, lambda key, **p: TEXTS.text("en", key, **p)).page(pages, ask, start=1)
    screens = term.out.getvalue().split("\x1b[H\x1b[2J")[1:]
    assert screens[0].splitlines()[0] == "line 10"              # page 2 of 3 at 13 rows
    assert screens[1].splitlines()[:5] == [f"line {k}" for k in range(10, 15)]   # 5 rows: line 10 on top again
    assert "page 3/6" in screens[1]
