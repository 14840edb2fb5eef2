"""An ASCII terminal (``LANG=C``) reads every interface language: Russian in Latin letters, one for one (ISO 9
without its diacritics: ``Ж`` -> ``Z``, ``Щ`` -> ``S``), Polish and Czech without their diacritics (``ł`` -> ``l``,
which NFKD leaves whole); no sentence of any catalogue turns into question marks or grows wider than the
screen it was laid out for."""
from __future__ import annotations

import pytest

from framework.tui.context import HOUSE_TEXTS
from framework.tui.terminal import to_ascii
from framework.lang.texts import LANGUAGES, Catalogue
from games import REGISTRY


@pytest.mark.parametrize("text, ascii", [
    ("Жёлтая щука", "Zeltaa suka"), ("ЩИ", "SI"), ("Хочу чай", "Hocu caj"), ("ПРАВИЛА", "PRAVILA"),
    ("Правила · стр. 1/2", "Pravila | str. 1/2"), ("объём, юг, яма", "ob'em, ug, ama"), ("Компьютер", "Komp'uter"),
    ("łatwy Łódź, zwykły", "latwy Lodz, zwykly"), ("Zdejmij pionek z pola", "Zdejmij pionek z pola"),
    ("táhni, vzdej — „ano“ «да»", 'tahni, vzdej - "ano" "da"'),
])
def test_each_language_in_ascii(text, ascii):
    assert to_ascii(text) == ascii


def catalogues():
    yield "house", HOUSE_TEXTS
    for entry in REGISTRY:
        yield entry.name, Catalogue(*entry.spec().texts)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_sentence_of_any_catalogue_becomes_question_marks(lang):
    checked = 0
    for name, catalogue in catalogues():
        for key in catalogue.keys(lang):
            text = catalogue.template(lang, key)
            shown = to_ascii(text)
            assert shown.isascii()
            assert shown.count("?") == text.count("?"), f"{name} {lang} {key}: {shown!r}"
            assert len(shown) <= len(text.replace("…", "   ")), f"{name} {lang} {key}: wider in ASCII"
            checked += 1
    assert checked > 100
