"""Every catalogue speaks every language of the interface: all of English's keys, the same placeholders,
the plural forms of the language, nothing left empty or left in English.

One check for every catalogue of the house (the shared sentences, the
network's, each game's), so a new language or a new key is checked the same
way everywhere. English is the source; a plural message, ``x.one``/``x.other``
in English, has the forms of each language (Czech ``one``/``few``/``other``,
Polish and Russian ``one``/``few``/``many``; framework/lang/texts.py plural_form).
"""
import string

import pytest

from framework.net.texts import NET
from framework.net.web_texts import WEB
from framework.lang.texts import COMMON, HOUSE, LANGUAGES, placeholders
from games import REGISTRY

FORMS = {"en": ("one", "other"), "cs": ("one", "few", "other"), "pl": ("one", "few", "many"),
         "ru": ("one", "few", "many")}
#: Names that read the same in every language (the games' titles).
SAME_EVERYWHERE = {"title", "app.title", "play.title"}
#: Texts that are the same words in one language: "Server" is Czech too.
SAME_IN = {("cs", "lobby.ask_host")}
TABLES = {"shared": COMMON, "house": HOUSE, "network": NET, "web": WEB,
          **{entry.name: table for entry in REGISTRY for table in entry.spec().texts}}


def expected_keys(english: dict, lang: str) -> dict[str, str]:
    """The keys ``lang`` must have, each with the English template it translates."""
    want = {}
    for key, text in english.items():
        base, _, form = key.rpartition(".")
        if form in ("one", "other") and f"{base}.one" in english and f"{base}.other" in english:
            for f in FORMS[lang]:
                want[f"{base}.{f}"] = english[f"{base}.{'one' if f == 'one' else 'other'}"]
        else:
            want[key] = text
    return want


def literal_words(template: str) -> list[str]:
    text = "".join(literal for literal, *_ in string.Formatter().parse(template))
    return [w for w in text.replace("/", " ").split() if any(ch.isalpha() for ch in w)]


CASES = [(name, lang) for name in TABLES for lang in LANGUAGES]


@pytest.mark.parametrize("name, lang", CASES, ids=[f"{n}-{l}" for n, l in CASES])
def test_every_key_of_english_is_there_and_no_other(name, lang):
    table = TABLES[name]
    assert lang in table, f"the {name} catalogue has no {lang} table"
    want = expected_keys(table["en"], lang)
    assert sorted(set(want) - set(table[lang])) == []
    assert sorted(set(table[lang]) - set(want)) == []


@pytest.mark.parametrize("name, lang", CASES, ids=[f"{n}-{l}" for n, l in CASES])
def test_every_message_has_the_placeholders_of_its_english(name, lang):
    table = TABLES[name]
    want = expected_keys(table["en"], lang)
    wrong = []
    for key, text in table.get(lang, {}).items():
        if key not in want:
            continue
        mine, theirs = placeholders(text), placeholders(want[key])
        plural = key.rpartition(".")[2] in FORMS[lang]
        if not text.strip() or (mine != theirs and not (plural and mine <= theirs | {"n"})):
            wrong.append((key, sorted(mine), sorted(theirs)))
    assert wrong == []


@pytest.mark.parametrize("name, lang", [c for c in CASES if c[1] != "en"],
                         ids=[f"{n}-{l}" for n, l in CASES if l != "en"])
def test_nothing_is_left_in_english(name, lang):
    table = TABLES[name]
    left = [key for key, text in table.get(lang, {}).items()
            if key in table["en"] and text == table["en"][key] and key not in SAME_EVERYWHERE and (lang, key) not in SAME_IN
            and len(literal_words(text)) > 1]
    assert left == []
