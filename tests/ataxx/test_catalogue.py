"""Every Ataxx message exists in Czech and English with the same fields and renders with them; the shared
sentences come from framework/lang/texts.py; the rules pages fit the screen."""
import string

import pytest

from framework.lang.words import COMMANDS
from framework.tui.rules import HEIGHT, paginate, rules_file, rules_lines
from framework.core.saves import SaveError
from framework.core.record import RecordError
from framework.lang.texts import COMMON, HOUSE, LANGUAGES, Catalogue, is_yes, placeholders
from games.ataxx.board import Board, IllegalMoveError, InvalidMoveError, Move, Termination
from games.ataxx.texts import CATALOGUE, CS, EN, TEXTS, say
from helpers_games import spec

ATAXX = spec("ataxx")


@pytest.mark.parametrize("key", sorted(EN))
def test_a_message_has_the_same_fields_in_both_languages_and_czech_is_its_own(key):
    assert placeholders(CS[key]) == placeholders(EN[key]), key
    assert CS[key].strip(), key


@pytest.mark.parametrize("key", sorted(EN))
def test_every_message_renders_with_its_parameters_in_both_languages(key):
    for lang in LANGUAGES:
        fields = placeholders(TEXTS[lang][key])
        params = {name: f"<{name}>" for name in fields}
        text = CATALOGUE.text(lang, key, **params)
        assert text == TEXTS[lang][key].format(**params)       # Ataxx's own words, not a shared table's
        assert text.strip() and "{" not in text and "}" not in text
        assert all(f"<{name}>" in text for name in fields), (key, lang, text)


def test_the_house_uses_the_same_catalogue_for_ataxx():
    house = Catalogue(COMMON, HOUSE, *ATAXX.texts)
    for lang in LANGUAGES:
        assert house.tables[lang] == CATALOGUE.tables[lang]


def test_the_czech_table_is_really_czech():
    def words(template: str) -> str:
        return "".join(literal for literal, *_ in string.Formatter().parse(template))
    untranslated = sorted(k for k in EN if CS[k] == EN[k] and any(ch.isalpha() for ch in words(EN[k])))
    assert untranslated == ["play.title", "title"]        # "Ataxx" is Ataxx in Czech too


def test_every_ending_has_its_reason_in_both_languages():
    for t in Termination:
        for lang in LANGUAGES:
            text = say(f"end.{t.value}", lang, winner="Černý", loser="Bílý")
            assert "{" not in text and text and text != f"end.{t.value}"


@pytest.mark.parametrize("text", ["a4a5", "d4", "a1", "0000", "a7a7", "a7d7", "h9", "x", "a7c5c3"])
def test_every_refusal_of_a_move_has_a_reason_in_both_languages(text):
    b = Board()
    with pytest.raises((IllegalMoveError, InvalidMoveError)) as e:
        b.push(b.parse_move(text))
    kind = "illegal" if isinstance(e.value, IllegalMoveError) else "invalid"
    assert e.value.key == f"{kind}.{e.value.code}"
    for lang in LANGUAGES:
        assert e.value.key in TEXTS[lang]
        assert "{" not in say(e.value.key, lang, **e.value.params)


def test_the_czech_reason_is_czech():
    assert say("illegal.occupied", "cs", square="b6") == "cílové pole b6 není volné"
    assert say("end.time", "cs", loser="Černý") == "Černý: čas vypršel"


def test_every_record_and_save_problem_has_a_message_in_both_languages():
    codes = {"empty", "binary", "not_utf8", "too_large", "not_a_record", "newer_format", "bad_format",
             "bad_header", "duplicate_key", "unknown_key", "truncated_header", "cut_header", "missing_key", "bad_value",
             "control_character", "after_end_line", "after_result", "malformed_result", "malformed_turn",
             "illegal_action", "wrong_result", "after_end", "truncated"}
    for lang in LANGUAGES:
        for code in codes:
            assert f"record.{code}" in CATALOGUE.tables[lang], (lang, code)
        for code in ("not_found", "permission", "not_a_directory", "is_a_directory", "exists", "no_space",
                     "read_only", "too_large", "os_error"):
            assert f"save.{code}" in CATALOGUE.tables[lang], (lang, code)
    assert isinstance(SaveError("permission", "x", "/p"), OSError)
    assert issubclass(RecordError, ValueError)


def test_the_shared_sentences_are_the_houses():
    assert say("leave.confirm") == "Leave XII Scripta? (y/n) "
    assert say("play.nothing_to_undo", "cs") == "Není co vzít zpět."
    assert say("play.undone", moves="b6") == "Taken back: b6."


def test_commands_and_answers_in_both_languages():
    assert "zpět" in COMMANDS["undo"] and "undo" in COMMANDS["undo"]
    assert "fen" in COMMANDS["board"] and "?" in COMMANDS["help"]
    assert is_yes("ano") and is_yes("Y") and not is_yes("n") and not is_yes("")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_rules_page_fits_78_columns_and_names_all_six_endings(lang):
    path, missing = rules_file(ATAXX.rules_dir, lang)
    assert path.endswith(f"rules_{lang}.md") and missing is None
    with open(path, encoding="utf-8") as f:
        text = f.read()
    assert all(len(line) <= 78 for line in text.splitlines())
    assert all(f"{n}. " in text for n in range(1, 7))
    assert "a7c5" in text and "--continue" in text
    lines = rules_lines(text)
    pages = paginate(lines)
    assert all(len(page) <= HEIGHT for page in pages) and len(pages) > 1
    assert sum(len(p) for p in pages) <= len(lines)
    assert lines[0][0] == "title" and not lines[0][1].startswith("#")


def test_an_unknown_language_gets_the_english_rules():
    path, missing = rules_file(ATAXX.rules_dir, "de")
    assert path.endswith("rules_en.md") and missing == "rules_de.md"


def test_a_move_written_by_the_game_is_read_back_by_the_record():
    assert Move.parse("a7c5").is_jump and str(Move.parse("b6")) == "b6"
