"""The README is for a player and for someone setting up a server (issue 34): short, naming every rules
page there is, honest that ``hint`` is a keyboard-only help, with the measurements and the training moved
to docs/ and linked. The three companion games' rules pages tell of the hint in every language, by the
word their catalogue gives it."""
from __future__ import annotations

import glob
import os
import re

import pytest

from framework.lang.words import COMMANDS

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
LANGS = ("en", "cs", "pl", "ru")
COMPANIONS = ("ataxx", "latrunculi", "nardy")


def read(*parts: str) -> str:
    with open(os.path.join(ROOT, *parts), encoding="utf-8") as f:
        return f.read()


README = read("README.md")


def rules_pages() -> list[str]:
    """Every rules page of the house, as a path from the project's root."""
    pages = glob.glob(os.path.join(ROOT, "rules_*.md")) + glob.glob(os.path.join(ROOT, "games", "*", "rules_*.md"))
    return sorted(os.path.relpath(p, ROOT).replace(os.sep, "/") for p in pages)


def test_the_readme_is_short():
    """A player's page, not a lab book (it was 764 lines; the measurements live in docs/)."""
    assert len(README.splitlines()) <= 300


@pytest.mark.parametrize("doc", ["docs/benchmarks.md", "docs/training.md"])
def test_the_readme_links_the_moved_detail_and_it_exists(doc):
    assert f"]({doc})" in README
    assert os.path.isfile(os.path.join(ROOT, doc))


def test_the_measurements_and_the_training_moved_whole():
    bench, training = read("docs", "benchmarks.md"), read("docs", "training.md")
    assert "bench/server_load.py" in bench and "bench/strength.py" in bench and "bench/hint.py" in bench
    assert "games.xii.train" in training and "games.nardy.train" in training
    assert "bench/server_load.py" not in README and "games.nardy.train" not in README


def test_the_readme_links_every_rules_page_of_every_game():
    pages = rules_pages()
    assert len(pages) == 4 * (1 + len(COMPANIONS))
    for page in pages:
        assert f"]({page})" in README, page


def test_the_readme_keeps_its_two_commands():
    assert ".venv/bin/pip install -q -r requirements.txt && .venv/bin/python xii_scripta.py" in README
    assert (".venv/bin/pip install -q -r requirements-test.txt && .venv/bin/python -m pytest -q -n auto"
            in README)


def test_the_readme_does_not_promise_the_hint_everywhere():
    assert "Every game has it:" not in README
    assert "Undo and hints are not offered over the network" in README
    assert "network does not offer it" in README


def hint_paragraphs(text: str, word: str) -> list[str]:
    return [p for p in re.split(r"\n\s*\n", text) if f"`{word}`" in p]


@pytest.mark.parametrize("game", COMPANIONS)
@pytest.mark.parametrize("lang", LANGS)
def test_each_companion_rules_page_tells_of_the_hint_by_its_catalogue_word(game, lang):
    word = COMMANDS["hint"].shown(lang)
    paragraphs = hint_paragraphs(read("games", game, f"rules_{lang}.md"), word)
    assert paragraphs, (game, lang, word)


@pytest.mark.parametrize("lang", LANGS)
def test_the_xii_rules_say_the_hint_is_not_given_over_the_network(lang):
    word = COMMANDS["hint"].shown(lang)
    (paragraph,) = hint_paragraphs(read(f"rules_{lang}.md"), word)
    assert any(net in paragraph for net in ("over the network", "po síti", "przez sieć", "сетевой")), lang
