"""``--game NAME --help`` names the computer's seats in the help's language (``--vs-computer czarne|białe``),
and each seat word it names is one ``--vs-computer`` takes, for the seat it names."""
from __future__ import annotations

import pytest

from framework.programs.cli import game_parser, seat_words
from framework.tui.cli_parser import words
from framework.lang.words import WORD_LANGUAGES
from games import REGISTRY
from helpers_games import coloured_seats

ENTRIES = {e.name: e for e in REGISTRY}


def shown(name: str, lang: str) -> list[str]:
    spec = ENTRIES[name].spec()
    return seat_words(spec, words(lang, *spec.texts)).split("|")


@pytest.mark.parametrize("lang", WORD_LANGUAGES)
@pytest.mark.parametrize("name", sorted(ENTRIES))
def test_each_seat_the_help_names_is_taken_for_that_seat(name, lang):
    spec = ENTRIES[name].spec()
    seats = shown(name, lang)
    assert len(seats) == 2
    assert [spec.seat_words.get(word.lower()) for word in seats] == [0, 1]
    assert f"--vs-computer {'|'.join(seats)}" in " ".join(game_parser(ENTRIES[name], spec, lang).format_help().split())


@pytest.mark.parametrize("lang", ["cs", "pl", "ru"])
@pytest.mark.parametrize("name", coloured_seats())
def test_a_game_of_coloured_seats_names_them_in_the_helps_language(name, lang):
    assert not set(shown(name, lang)) & set(shown(name, "en")), f"{name} {lang}: {shown(name, lang)}"
