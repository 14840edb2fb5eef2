"""Every language's plural forms are CLDR's: checked against Babel's copy of the CLDR rules, 0 to 200.

Czech and English take their forms from CLDR too (Czech's ``many`` is for
fractions only, which no count here has); Polish and Russian have three forms
for whole numbers each, with their own rules (22 ruchy but 25 ruchów; 21 ход).
"""
import pytest
from babel import Locale

from framework.lang.texts import LANGUAGES, plural_form

ALL = ("cs", "en", "pl", "ru")


@pytest.mark.parametrize("lang", ALL)
def test_plural_category_of_every_count_is_cldrs(lang):
    rule = Locale.parse(lang).plural_form
    wrong = [(n, plural_form(lang, n), rule(n)) for n in range(201) if plural_form(lang, n) != rule(n)]
    assert wrong == []


def test_every_interface_language_is_checked():
    assert set(LANGUAGES) <= set(ALL)


def test_the_forms_differ_where_the_languages_do():
    assert [plural_form("pl", n) for n in (1, 2, 5, 12, 22, 25)] == ["one", "few", "many", "many", "few", "many"]
    assert [plural_form("ru", n) for n in (1, 11, 21, 2, 12, 22, 5)] == ["one", "many", "one", "few", "many", "few", "many"]
