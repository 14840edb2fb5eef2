"""The Czech and English catalogues: the same keys, the same placeholders, every engine refusal explained."""
from __future__ import annotations

import os
import re

import pytest

from board import Board, IllegalMoveError, InvalidCommandError
from games.xii.texts import CATALOGUES, CS, EN, ENGINE_CODES, explain, is_yes, placeholders, text

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def engine_codes_in_source() -> set[str]:
    """Every error code board.py raises: the string right after the command text in each error."""
    with open(os.path.join(ROOT, "board.py"), encoding="utf-8") as f:
        source = f.read()
    calls = re.findall(r"(?:IllegalMoveError|InvalidCommandError)\(\s*[^,]+,\s*\"([a-z_]+)\"", source)
    return set(calls)


def test_both_catalogues_have_the_same_keys():
    assert set(CS) == set(EN)


def test_placeholders_match_between_languages():
    for key in EN:
        assert placeholders(CS[key]) == placeholders(EN[key]), key


def test_every_code_the_engine_raises_has_a_message_in_both_languages():
    codes = engine_codes_in_source()
    assert {"blocked", "no_die", "unknown_word", "out_of_range"} <= codes, "the source scan works"
    assert codes <= set(ENGINE_CODES), f"codes without a message: {codes - set(ENGINE_CODES)}"
    for code in ENGINE_CODES:
        for catalogue in (EN, CS):
            assert f"err.{code}" in catalogue, code


def test_refusal_messages_use_only_the_parameters_the_engine_gives():
    for code, params in ENGINE_CODES.items():
        assert placeholders(EN[f"err.{code}"]) <= set(params), code


def test_catalogue_texts_are_translated_and_not_empty():
    same = [key for key in EN if EN[key] == CS[key]]
    for catalogue in CATALOGUES.values():
        assert all(value.strip() for value in catalogue.values())
    # Only names and commands may read the same in both languages.
    assert set(same) <= {"app.title", "usage.pass", "usage.yield", "game.prompt", "value.language.cs"}


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
    ("place 9", "9 is out of range: place <point 1-6>", "9 je mimo rozsah: place <pole 1–6>"),
    ("move a 1", "'a' is not a whole number: move <piece> <points 1-6>",
     "„a“ není celé číslo: move <kámen> <o kolik 1–6>"),
    ("take", "'take' needs 1 number(s): take <home point 1-6>", "Příkaz take potřebuje tento počet čísel: 1; zápis: take <domácí pole 1–6>"),
    ("pass", "You cannot pass while a die can still be used, for example: place 1",
     "Dokud lze některou kostku použít, pass nejde; například: place 1"),
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
    assert text("en", "game.thrown", name="Alice", throw="1-4-6") == "Alice threw 1-4-6."
    assert text("cs", "end.winner", name="Livia") == "Vítězí Livia!"


def test_yes_in_either_language():
    assert all(is_yes(word) for word in ("y", "Yes", " a ", "ano"))
    assert not any(is_yes(word) for word in ("n", "ne", "", "no", "yess"))


def test_a_code_newer_than_the_catalogue_still_gets_the_engines_words():
    err = IllegalMoveError("take 3", "brand_new", "a reason the catalogue does not know yet")
    assert "a reason the catalogue does not know yet" in explain("cs", err)


def test_every_question_fits_an_80_column_terminal():
    """A prompt that wraps mid-word on an 80x24 terminal reads badly: keep each line under 79."""
    import re
    from games.xii import texts as catalogue
    catalogues = [v for v in vars(catalogue).values() if isinstance(v, dict) and "computer.ask_seat" in v]
    assert len(catalogues) == 2
    too_long = []
    for cat in catalogues:
        for key, text in cat.items():
            if isinstance(text, str) and (key.endswith("prompt") or ".ask" in key):
                for line in re.sub(r"\{[^}]*\}", "XXXXXX", text).split("\n"):
                    if len(line) > 78:
                        too_long.append((key, len(line)))
    assert too_long == []
