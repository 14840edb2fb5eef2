"""Every Latrunculi message exists in Czech and English with the same fields; every refusal code the engine
can raise and every ending has its sentence; the rules pages exist in both languages."""
import os
import string

import pytest

from framework.core.record import RecordError
from framework.tui.rules import HEIGHT, paginate, rules_lines
from framework.lang.texts import LANGUAGES, placeholders
from games.latrunculi.board import Board, FenError, IllegalMoveError, InvalidMoveError
from games.latrunculi.codec import ENDINGS
from games.latrunculi.texts import CATALOGUE, CS, EN, TEXTS, say

HERE = os.path.join(os.path.dirname(__file__), "..", "..", "games", "latrunculi")


@pytest.mark.parametrize("key", sorted(EN))
def test_a_message_has_the_same_fields_in_both_languages_and_renders(key):
    assert placeholders(CS[key]) == placeholders(EN[key]), key
    for lang in LANGUAGES:
        params = {name: f"<{name}>" for name in placeholders(TEXTS[lang][key])}
        text = CATALOGUE.text(lang, key, **params)
        assert text.strip() and "{" not in text and all(v in text for v in params.values())


def test_the_czech_table_is_really_czech():
    def words(template: str) -> str:
        return "".join(literal for literal, *_ in string.Formatter().parse(template))
    same = sorted(k for k in EN if CS[k] == EN[k] and any(ch.isalpha() for ch in words(EN[k])))
    assert same == ["play.title", "title"]              # "Latrunculi" is Latrunculi in Czech too


@pytest.mark.parametrize("reason", ENDINGS)
def test_every_ending_has_its_reason_in_both_languages(reason):
    for lang in LANGUAGES:
        text = say(f"end.{reason}", lang, winner="Bílý", loser="Černý")
        assert text != f"end.{reason}" and "{" not in text


@pytest.mark.parametrize("text, code", [
    ("e2e2", "zero_length"), ("a1b2", "not_straight"), ("d4d5", "empty_square"), ("a8a7", "opponent_piece"),
    ("a1i1", "off_board"), ("e2e1", "blocked"), ("xyz", "malformed"),
])
def test_every_refusal_of_a_move_has_a_reason_in_both_languages(text, code):
    b = Board()
    with pytest.raises((IllegalMoveError, InvalidMoveError)) as e:
        b.push_notation(text)
    assert e.value.code == code
    for lang in LANGUAGES:
        assert e.value.key in TEXTS[lang]
        assert "{" not in say(e.value.key, lang, **e.value.params)


def test_the_refusals_the_engine_documents_all_have_sentences():
    for error, kind in ((IllegalMoveError, "illegal"), (FenError, "notation"), (InvalidMoveError, "invalid")):
        doc = error.__doc__.split("Code", 1)[1]
        codes = [w.strip("`,.: ") for w in doc.split() if w.startswith("``")]
        assert codes, error
        for code in codes:
            assert f"{kind}.{code}" in EN, code


@pytest.mark.parametrize("fen", ["8/8 w 0", "8/8/8 w 0 1", "9/8/8/8/8/8/8/8 w 0 1", "mmmmmmmm/3d4/8/8/8/8/4D3/MMMMMMMX w 0 1",
                                 "mmmmmmmm/8/8/8/8/8/4D3/MMMMMMMM w 0 1", "mmmmmmmm/3d4/8/8/8/8/4D3/MMMMMMMM x 0 1",
                                 "mmmmmmmm/3d4/8/8/8/8/4D3/MMMMMMMM w 01 1", "mmmmmmmm/3d4/8/8/8/8/4D3/MMMMMMMM w 0 0",
                                 "mmmmmmmm/3d4/08/8/8/8/4D3/MMMMMMMM w 0 1"])
def test_every_position_error_has_a_reason_in_both_languages(fen):
    with pytest.raises(FenError) as e:
        Board(fen)
    for lang in LANGUAGES:
        assert e.value.key in TEXTS[lang] and "{" not in say(e.value.key, lang, **e.value.params)


def test_the_czech_reason_is_czech():
    assert say("illegal.blocked", "cs", square="e1") == "cestu blokuje kámen na poli e1"
    assert say("end.duke_immobilised", "en", loser="Black") == "Black's Duke is immobilised"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_rules_pages_exist_state_the_opening_capture_and_keep_the_diagram_on_one_page(lang):
    with open(os.path.join(HERE, f"rules_{lang}.md"), encoding="utf-8") as f:
        text = f.read()
    assert "a1a7" in text and "a8" in text and "8x12" in text and "draw" in text
    pages = paginate(rules_lines(text))
    assert all(len(page) <= HEIGHT for page in pages)
    diagram = next(page for page in pages if any("a b c d e f g h" in line for _, line in page))
    ranks = [line.split()[0] for _, line in diagram if line.startswith("    ") and line.split()[0].isdigit()]
    assert ranks == list("87654321")


def test_record_problems_name_the_game():
    err = RecordError("not_a_record", "x", what=say("record.what", "cs"), magic="XII Scripta Latrunculi record")
    assert "Latrunculi" in CATALOGUE.text("cs", err.key, **err.params)
