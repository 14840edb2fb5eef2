"""An ASCII terminal (``LANG=C``) reads every interface language: Russian in Latin letters (a simplified
BGN/PCGN scheme, ``Щ`` -> ``Shch``), Polish and Czech without their diacritics (``ł`` -> ``l``, which NFKD
leaves whole), and no sentence of any catalogue turns into question marks."""
from __future__ import annotations

import pytest

from framework.context import HOUSE_TEXTS
from framework.terminal import to_ascii
from framework.texts import LANGUAGES, Catalogue
from games import REGISTRY


@pytest.mark.parametrize("text, ascii", [
    ("Щука", "Shchuka"), ("Жёлтая", "Zheltaya"), ("ЩИ", "SHCHI"), ("Хочу чай", "Khochu chay"),
    ("Правила · стр. 1/2", "Pravila | str. 1/2"), ("объём, юг, яма", "obem, yug, yama"),
    ("łatwy Łódź, zwykły", "latwy Lodz, zwykly"), ("Zdejmij pionek z pola", "Zdejmij pionek z pola"),
    ("táhni, vzdej — „ano“", 'tahni, vzdej - "ano"'),
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
            checked += 1
    assert checked > 100
