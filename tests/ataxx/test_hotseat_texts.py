"""Every Ataxx message exists in Czech and English, with the same fields; the rules page fits the screen."""
import string

import pytest

from framework.saves import SaveError
from games.ataxx import record as rec
from games.ataxx.board import Board, IllegalMoveError, InvalidMoveError, Move, Termination
from games.ataxx.rules_page import rules_lines, rules_pages, rules_path, rules_text
from games.ataxx.texts import COMMANDS, CS, EN, MESSAGES, is_yes, say

FILES_ = ("cs", "en")


def fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_both_catalogues_have_the_same_keys():
    assert set(CS) == set(EN), (set(CS) ^ set(EN))
    assert set(MESSAGES) == {"cs", "en"}


@pytest.mark.parametrize("key", sorted(EN))
def test_a_message_has_the_same_fields_in_both_languages_and_czech_is_its_own(key):
    assert fields(CS[key]) == fields(EN[key]), key
    assert CS[key].strip(), key


def test_the_czech_catalogue_is_really_czech():
    def words(template: str) -> str:
        return "".join(literal for literal, *_ in string.Formatter().parse(template))
    untranslated = [k for k in EN if CS[k] == EN[k] and any(ch.isalpha() for ch in words(EN[k]))]
    assert untranslated == ["play.title"]        # "Ataxx" is Ataxx in Czech too


def test_every_ending_has_its_reason_in_both_languages():
    for t in Termination:
        for lang in FILES_:
            text = say(f"end.{t.value}", lang, winner="Černý", loser="Bílý")
            assert "{" not in text and text


@pytest.mark.parametrize("text", ["a4a5", "d4", "a1", "0000", "a7a7", "a7d7", "h9", "x", "a7c5c3"])
def test_every_refusal_of_a_move_has_a_reason_in_both_languages(text):
    b = Board()
    with pytest.raises((IllegalMoveError, InvalidMoveError)) as e:
        b.push(b.parse_move(text))
    kind = "illegal" if isinstance(e.value, IllegalMoveError) else "invalid"
    for lang in FILES_:
        assert f"{kind}.{e.value.code}" in MESSAGES[lang]
        assert "{" not in say(f"{kind}.{e.value.code}", lang, **e.value.params)


def test_the_czech_reason_is_czech():
    assert say("illegal.occupied", "cs", square="b6") == "cílové pole b6 není volné"
    assert say("end.time", "cs", loser="Černý") == "Černý překročil čas"


def test_every_record_and_save_problem_has_a_message():
    codes = {"empty", "binary", "not_a_record", "newer_format", "bad_header", "missing_key", "duplicate_key",
             "unknown_key", "bad_value", "bad_line", "bad_move", "bad_result", "wrong_result", "after_result",
             "after_end"}
    for code in codes:
        assert f"record.{code}" in EN
    for code in ("not_found", "permission", "not_a_directory", "is_a_directory", "exists", "no_space",
                 "read_only", "too_large", "os_error"):
        assert f"save.{code}" in EN
    assert isinstance(SaveError("permission", "x", "/p"), OSError)
    assert issubclass(rec.RecordError, ValueError)


def test_commands_and_answers_in_both_languages():
    assert "zpět" in COMMANDS["undo"] and "undo" in COMMANDS["undo"]
    assert is_yes("ano") and is_yes("Y") and not is_yes("n") and not is_yes("")


@pytest.mark.parametrize("lang", FILES_)
def test_the_rules_page_fits_78_columns_and_names_all_six_endings(lang):
    text = rules_text(lang)
    assert rules_path(lang).endswith(f"rules_{lang}.md")
    assert all(len(line) <= 78 for line in text.splitlines())
    assert all(f"{n}. " in text for n in range(1, 7))
    assert "a7c5" in text and "--continue" in text
    pages = rules_pages(lang, height=22)
    assert all(len(page) <= 22 for page in pages)
    assert sum(len(p) for p in pages) <= len(rules_lines(lang))
    assert rules_lines(lang)[0][0] == "title" and not rules_lines(lang)[0][1].startswith("#")


def test_an_unknown_language_gets_the_english_rules():
    assert rules_text("de") == rules_text("en")


def test_a_move_written_by_the_game_is_read_back_by_the_record():
    assert Move.parse("a7c5").is_jump and str(Move.parse("b6")) == "b6"
