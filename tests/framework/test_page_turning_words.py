"""Turning pages (the rules, the log, a replay) in every language: each key and word the page's question
names does what it says, and each language's own words turn, go back and close."""
from __future__ import annotations

import io
import re

import pytest

from framework.tui.context import HOUSE_TEXTS
from framework.tui.prompt import Prompt
from framework.tui.replay import Replay
from framework.tui.terminal import Terminal
from framework.lang.words import PAGE, WORD_LANGUAGES

#: The questions under a page and a replay's step, which name their keys as ``key: what it does``.
QUESTIONS = ("rules.page", "rules.last", "play.log_page", "play.log_last", "replay.prompt", "replay.last")
#: What joins two keys of one meaning (``Enter or q: close``).
JOINS = {"or", "nebo", "lub", "или"}


def named(text: str) -> list[tuple[list[str], str]]:
    """``(keys, word)`` for each ``key: word`` part of a question (Enter left out: an empty line)."""
    out = []
    for part in text.split(" · "):
        m = re.fullmatch(r"(.+?): (.+)", part.strip())
        if m:
            keys = [k for k in m[1].split() if k not in JOINS and k != "Enter"]
            out.append((keys, m[2].strip()))
    return out


@pytest.mark.parametrize("lang", WORD_LANGUAGES)
@pytest.mark.parametrize("key", QUESTIONS)
def test_every_key_a_question_names_does_what_its_word_says(lang, key):
    parts = named(HOUSE_TEXTS.text(lang, key, page=1, pages=2, file="f", step=1, steps=2))
    assert len(parts) >= 2
    for keys, word in parts:
        meaning = [name for name, words in PAGE.items() if word in words]
        assert len(meaning) == 1, f"{lang} {key}: {word!r} is one of the pager's words"
        for k in keys:
            assert k in PAGE[meaning[0]], f"{lang} {key}: {k!r} means {meaning[0]}"


def pager(lines: list[str]) -> Terminal:
    """A pager over four pages read to the end of ``lines``: the terminal it drew on."""
    term = Terminal(False, ascii=False, out=io.StringIO(), inp=io.BytesIO("".join(x + "\n" for x in lines).encode()),
                    screen=True, size=(80, 24))
    Prompt(term, lambda key, **p: key).page([[f"page {n}"] for n in range(1, 5)], lambda page, pages, last: "> ")
    return term


def pages_shown(term: Terminal) -> list[int]:
    return [int(s.split("page ")[1].split()[0]) for s in term.out.getvalue().split("\x1b[H\x1b[2J")[1:]]


@pytest.mark.parametrize("lang", WORD_LANGUAGES)
def test_the_pager_turns_goes_back_and_closes_in_each_language(lang):
    nxt, back, close = (PAGE[name].by_lang[lang][-1] for name in ("next", "back", "quit"))
    term = pager([nxt, nxt, back, close, nxt])
    assert pages_shown(term) == [1, 2, 3, 2]


@pytest.mark.parametrize("word, meaning", [("dalej", "next"), ("wstecz", "back"), ("zamknij", "quit"),
                                           ("дальше", "next"), ("назад", "back"), ("выход", "quit"),
                                           ("zpet", "back"), ("Dalsi", "next"), ("close", "quit")])
def test_the_replay_reads_the_pagers_words(word, meaning):
    assert [name for name, words in {"next": Replay.NEXT, "back": Replay.BACK, "quit": Replay.QUIT}.items()
            if word.lower() in words] == [meaning]
