"""The Czech and English catalogues: the same keys, the same placeholders, every engine refusal explained.

XII Scripta's own sentences (games/xii/texts.py) are looked up together with the house's shared
ones (framework/lang/texts.py) in one catalogue, ``CATALOGUE``.
"""
from __future__ import annotations

import os
import re

import pytest

from board import Board, IllegalMoveError, InvalidCommandError
from framework.lang.texts import COMMON, HOUSE, LANGUAGES, Catalogue, is_yes, placeholders
from games.xii.texts import CATALOGUE, ENGINE_CODES, TEXTS, explain
from helpers_games import spec

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EN, CS = CATALOGUE.tables["en"], CATALOGUE.tables["cs"]
KINDS = {"IllegalMoveError": "illegal", "InvalidCommandError": "invalid"}


def engine_codes_in_source() -> set[tuple[str, str]]:
    """Every error board.py raises, as (kind, code): the first argument of each error, as every GameError has it."""
    with open(os.path.join(ROOT, "board.py"), encoding="utf-8") as f:
        source = f.read()
    calls = re.findall(r"(IllegalMoveError|InvalidCommandError)\(\s*\"([a-z_]+)\"", source)
    return {(KINDS[cls], code) for cls, code in calls}


def engine_key(code: str) -> str:
    """The catalogue key of an engine code (``illegal.<code>`` or ``invalid.<code>``)."""
    keys = [f"{kind}.{code}" for kind in KINDS.values() if f"{kind}.{code}" in EN]
    assert len(keys) == 1, (code, keys)
    return keys[0]


def test_the_game_looks_its_sentences_up_in_this_catalogue():
    house = Catalogue(COMMON, HOUSE, *spec("xii").texts)
    for lang in LANGUAGES:
        assert house.tables[lang] == CATALOGUE.tables[lang]


def test_placeholders_match_between_languages():
    for key in EN:
        assert placeholders(CS[key]) == placeholders(EN[key]), key


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_of_the_game_renders_with_its_parameters(lang):
    for key, template in TEXTS[lang].items():
        fields = placeholders(template)
        params = {name: f"<{name}>" for name in fields}
        text = CATALOGUE.text(lang, key, **params)
        assert text.strip() and "{" not in text and "}" not in text, (key, text)
        assert all(f"<{name}>" in text for name in fields), (key, text)


def test_every_code_the_engine_raises_has_a_message_in_both_languages():
    raised = engine_codes_in_source()
    codes = {code for _, code in raised}
    assert {"blocked", "no_die", "unknown_word", "out_of_range"} <= codes, "the source scan works"
    assert codes <= set(ENGINE_CODES), f"codes without a message: {codes - set(ENGINE_CODES)}"
    for kind, code in raised:
        for catalogue in (EN, CS):
            assert f"{kind}.{code}" in catalogue, (kind, code)
    for code in ENGINE_CODES:
        for catalogue in (EN, CS):
            assert engine_key(code) in catalogue, code


def test_refusal_messages_use_only_the_parameters_the_engine_gives():
    for code, params in ENGINE_CODES.items():
        assert placeholders(EN[engine_key(code)]) <= set(params), code


def refusal(notation: str, command: str) -> Exception:
    board = Board.from_notation(notation)
    with pytest.raises((IllegalMoveError, InvalidCommandError)) as caught:
        board.play(command)
    return caught.value


START_146 = "------------/------------/------------ I 146 15/0/0 15/0/0"


@pytest.mark.parametrize("command, english, czech", [
    ("place 2", "No unused die shows 2; the unused dice are 1, 4, 6.",
     "Žádná nepoužitá kostka neukazuje 2; nepoužité kostky: 1, 4, 6."),
    ("move 5 1", "There is no piece 5: you have 0 on the board",
     "Kámen číslo 5 neexistuje: tvých kamenů na desce je 0"),
    ("flip", "Unknown command 'flip'.", "Neznámý příkaz „flip“."),
    ("place 9", "9 is out of range: place <point 1-6>", "9 je mimo rozsah: vlož <pole 1–6>"),
    ("move a 1", "'a' is not a whole number: move <piece> <points 1-6>",
     "„a“ není celé číslo: táhni <kámen> <o kolik 1–6>"),
    ("take", "'take' needs 1 number(s): take <die 1-6>", "Příkaz take potřebuje čísla (počet: 1); zápis: seber <kostka 1–6>"),
    ("pass", "You cannot pass while a die can still be used, for example: place 1",
     "Dokud lze některou kostku použít, tah vynechat nejde; například: vlož 1"),
])
def test_engine_refusals_in_both_languages(command, english, czech):
    err = refusal(START_146, command)
    assert english in explain("en", err)
    assert czech in explain("cs", err)


def test_blocked_points_are_named_as_on_the_board():
    # Player II holds player I's point 8 with two pieces; 4 + 4 would land there.
    err = refusal("------------/---A---b----/------------ I 444 14/0/0 13/0/0", "move 1 4")
    assert explain("en", err) == "Point 8 is blocked: two or more of the opponent's pieces stand there."
    home = refusal("------------/------------/-----------A I 111 0/0/14 15/0/0", "take 1")
    assert explain("en", home) == "You have no piece on home point I."


def test_text_fills_in_parameters():
    assert CATALOGUE.text("en", "play.thrown", name="Alice", throw="1-4-6") == "Alice threw 1-4-6."
    assert CATALOGUE.text("cs", "play.winner", name="Livia") == "Vítězí Livia!"


def test_yes_in_either_language():
    assert all(is_yes(word) for word in ("y", "Yes", " a ", "ano"))
    assert not any(is_yes(word) for word in ("n", "ne", "", "no", "yess"))


def test_a_code_newer_than_the_catalogue_still_gets_the_engines_words():
    err = IllegalMoveError("brand_new", "a reason the catalogue does not know yet", command="take 3")
    assert "a reason the catalogue does not know yet" in explain("cs", err)


def test_every_question_fits_an_80_column_terminal():
    """A prompt that wraps mid-word on an 80x24 terminal reads badly: keep each line under 79."""
    assert all("computer.ask_seat" in CATALOGUE.tables[lang] for lang in LANGUAGES)
    too_long = []
    for lang in LANGUAGES:
        for key, text in CATALOGUE.tables[lang].items():
            if key.endswith("prompt") or ".ask" in key:
                for line in re.sub(r"\{[^}]*\}", "XXXXXX", text).split("\n"):
                    if len(line) > 78:
                        too_long.append((lang, key, len(line)))
    assert too_long == []
