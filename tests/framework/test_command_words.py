"""The words a player types (framework/lang/words.py and the games' own tables): every command has its words in
every language, a word without its diacritics is the same word, and no word means two different things
where it can be typed."""
from __future__ import annotations

import pytest

import board
from framework.lang.words import (BACK, COMMANDS, DRAW, FLIP, LEVELS, NET, NO, OFF, PASS, UNDO_TURN, WORD_LANGUAGES,
                             YES, Words, fold, level_of, numbered)
from framework.tui.save_slots import ANOTHER, WATCH
from games.ataxx.view import MOVES

#: Where a word can be typed, and the commands it may then be: one line at a game's prompt (the loop's
#: commands, the network's, every game's own), the answer to a yes/no question, to the busy slot, to the
#: computer's level, and what follows ``undo``.
CONTEXTS: dict[str, dict[str, Words]] = {
    "a game's prompt": {**COMMANDS, **NET, **board.WORDS, "pass": PASS, "flip": FLIP, "draw": DRAW,
                        "moves": MOVES},
    "yes or no": {"yes": YES, "no": NO},
    "the busy slot": {"watch": WATCH, "another": ANOTHER, "back": BACK},
    "the computer's level": {**LEVELS, "back": BACK},
    "after undo": {"turn": UNDO_TURN},
    "the target of a piece borne off": {"off": OFF},
}


def clashes(table: dict[str, Words]) -> list[tuple[str, str, str]]:
    """``(form, command, other command)`` for every typed form two different commands of ``table`` share."""
    seen: dict[str, str] = {}
    out = []
    for command, words in table.items():
        for form in words.forms:
            other = seen.setdefault(form, command)
            if other != command:
                out.append((form, other, command))
    return out


@pytest.mark.parametrize("context", CONTEXTS)
def test_no_word_means_two_different_commands_where_it_is_typed(context):
    assert clashes(CONTEXTS[context]) == []


def test_the_clash_check_finds_a_word_two_commands_share():
    table = {"undo": COMMANDS["undo"], "back": BACK}         # both are zpět in Czech
    assert ("zpet", "undo", "back") in clashes(table)


@pytest.mark.parametrize("context", CONTEXTS)
def test_every_command_has_words_in_every_language(context):
    for command, words in CONTEXTS[context].items():
        missing = [lang for lang in WORD_LANGUAGES if not words.by_lang.get(lang)]
        assert missing == [], f"{command} has no word in {missing}"


def test_the_word_shown_is_the_first_of_the_language_and_english_stands_in_for_a_language_without_words():
    assert COMMANDS["undo"].shown("cs") == "zpět"
    assert board.WORDS["move"].shown("pl") == "przesuń"
    assert OFF.shown("ru") == "вне"
    assert COMMANDS["undo"].shown("de") == "undo"


@pytest.mark.parametrize("typed, words", [
    ("vloz", board.WORDS["place"]), ("VLOŽ", board.WORDS["place"]), ("przesun", board.WORDS["move"]),
    ("Zdejmij", board.WORDS["take"]), ("dal", PASS), ("obroc", FLIP), ("rewanz", NET["rematch"]),
    ("wyjdz", NET["leave"]), ("odrzuc", NET["decline"]), ("ничья", DRAW), ("отмени", COMMANDS["undo"]),
])
def test_a_word_is_understood_in_any_case_and_without_its_diacritics(typed, words):
    assert typed in words


def test_english_words_are_understood_whatever_the_language_and_other_words_are_not():
    assert "undo" in COMMANDS["undo"] and "place" in board.WORDS["place"]
    assert "plac" not in board.WORDS["place"] and "" not in YES and "  " not in NO


@pytest.mark.parametrize("answer, level", [
    ("silná", "strong"), ("silna", "strong"), ("Łatwy", "easy"), ("latwy", "easy"), ("лёгкий", "easy"),
    ("легкий", "easy"), ("обычный", "normal"), ("zwykly", "normal"), ("2", "normal"), ("hard", None),
])
def test_a_level_is_read_in_any_language(answer, level):
    assert level_of(answer) == level


def test_fold_drops_diacritics_and_keeps_the_letters():
    assert fold(" Příliš Žluťoučký ") == "prilis zlutoucky"
    assert fold("Łódź") == "lodz" and fold("Ёлка") == "елка"


def test_no_off_word_reads_as_a_point():
    for form in OFF.forms:
        assert form not in {name.lower() for name in board.ROMAN} and not form.isdigit()


def test_a_word_that_would_pick_two_answers_is_refused_in_the_table():
    with pytest.raises(ValueError, match="'n'"):
        numbered(YES, NO, Words("new n"))


@pytest.mark.parametrize("name, first", [("ataxx", "black"), ("latrunculi", "white")])
@pytest.mark.parametrize("typed, colour", [("czarne", "black"), ("чёрные", "black"), ("черные", "black"),
                                           ("černá", "black"), ("białe", "white"), ("biale", "white"),
                                           ("белые", "white"), ("white", "white")])
def test_the_computers_colour_is_answered_in_every_language(name, first, typed, colour):
    from games import REGISTRY
    seat_words = next(e for e in REGISTRY if e.name == name).spec().seat_words
    assert seat_words[fold(typed)] == (0 if colour == first else 1)
    assert not {"0", "q", ""} & set(seat_words)          # they go back from that question


def test_the_known_letters_fold_as_unicode_folds_them():
    """The words are folded at start-up by a table of the interface's letters (no Unicode tables loaded);
    every word of every table, and every word of every catalogue, folds the same by Unicode itself."""
    import re

    from framework.net.texts import NET
    from framework.lang.texts import COMMON, HOUSE
    from framework.lang.words import fold, fold_by_unicode
    from games import REGISTRY
    texts = [COMMON, HOUSE, NET] + [t for entry in REGISTRY for t in entry.spec().texts]
    words = {w for table in texts for lang in table.values() for text in lang.values()
             for w in re.findall(r"[^\W\d_]+", text)}
    words |= {w for table in CONTEXTS.values() for command in table.values()
              for lang in command.by_lang.values() for w in lang}
    assert len(words) > 3000
    assert [w for w in sorted(words) if fold(w) != fold_by_unicode(w)] == []
