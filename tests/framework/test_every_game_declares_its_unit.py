"""Every registered game declares the unit of its judgement (framework/core/score_unit.py) on its spec, and the
unit is the game's own: its sentences (a hint's head, the review's unit line, a choice's value) are keys of
the game's catalogue in every language of the interface, with the placeholders its value line fills in,
and no framework catalogue or module names them. The framework keeps only its ranking without numbers
(``ORDER``), whose hint head is a shared sentence."""
from __future__ import annotations

from pathlib import Path

import pytest

from framework.net.texts import NET
from framework.core.score_unit import MARKS, ORDER, ScoreUnit
from framework.lang.texts import COMMON, HOUSE, LANGUAGES, placeholders
from helpers_games import names, spec

FRAMEWORK = Path(__file__).resolve().parents[2] / "framework"
#: What a choice's value sentence may fill in, by the unit's line.
VALUE_FIELDS = {"chance": {"chance", "mars", "equity"}, "score": {"score"}}


def keys(unit: ScoreUnit) -> list[str]:
    return [unit.hint_head, unit.unit_key, unit.value_key]


@pytest.mark.parametrize("name", names())
def test_the_game_declares_a_unit_with_numbers_and_three_rising_marks(name):
    unit = spec(name).unit
    assert isinstance(unit, ScoreUnit) and unit is not ORDER and unit.numbers
    assert len(unit.marks) == len(MARKS) and 0 < unit.marks[0] < unit.marks[1] < unit.marks[2]
    assert unit.forced_cost == 2 * unit.marks[2]
    assert all(keys(unit))


@pytest.mark.parametrize("name", names())
@pytest.mark.parametrize("lang", LANGUAGES)
def test_its_sentences_are_in_its_own_catalogue_in_every_language(name, lang):
    game = spec(name)
    unit = game.unit
    own = {key: text for table in game.texts for key, text in table[lang].items()}
    assert [key for key in keys(unit) if not own.get(key, "").strip()] == []
    assert placeholders(own[unit.hint_head]) == set() and placeholders(own[unit.unit_key]) == set()
    assert placeholders(own[unit.value_key]) and placeholders(own[unit.value_key]) <= VALUE_FIELDS[unit.line]


@pytest.mark.parametrize("name", names())
def test_no_framework_catalogue_or_module_names_its_sentences(name):
    unit = spec(name).unit
    shared = [table[lang] for table in (COMMON, HOUSE, NET) for lang in LANGUAGES]
    assert [key for key in keys(unit) for table in shared if key in table] == []
    named = [(path.name, key) for path in sorted(FRAMEWORK.rglob("*.py"))
             for key in keys(unit) if key in path.read_text(encoding="utf-8")]
    assert named == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_frameworks_ranking_without_numbers_has_its_shared_hint_head(lang):
    assert not ORDER.numbers and ORDER.mark(100.0) == "" and ORDER.forced_cost == 0.0
    assert COMMON[lang][ORDER.hint_head].strip()
