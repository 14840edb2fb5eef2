"""``--verify`` says what it found in the reader's language: the counts with their plural forms, the reason
of a failure (the record's own refusal, a changed seed, a file that cannot be read)."""
import pytest

from framework.lang.texts import COMMON, HOUSE, LANGUAGES, Catalogue
from framework.core.verify import verify
from framework.programs.verify_files import main
from games import REGISTRY
from helpers_fair_dice import another_throw, play_network_game

HOUSE_WORDS = Catalogue(COMMON, HOUSE)


def test_a_verified_game_is_said_with_its_counts_in_each_language():
    game = play_network_game("xii", 21, {"stones": 3})
    report = verify(game.text, REGISTRY)
    assert report.ok
    for lang in LANGUAGES:
        line = report.text("g", lang)
        assert HOUSE_WORDS.plural(lang, "count.throws", report.throws) in line
        assert HOUSE_WORDS.plural(lang, "count.actions", report.actions) in line
        assert report.result not in line          # the record's English: said in the reader's words instead
    assert "ověřeno" in report.text("g", "cs") and "проверено" in report.text("g", "ru")


def test_a_changed_throw_is_refused_in_czech_naming_its_line():
    game = play_network_game("xii", 23, {"stones": 3})
    text, n, _other = another_throw(game.text, 5)
    report = verify(text, REGISTRY)
    said = report.text("g", "cs")
    assert said.startswith(f"g: řádek {n}: ") and "the throw" not in said


def test_a_changed_seed_is_said_in_polish():
    game = play_network_game("xii", 26, {"stones": 3})
    seed = game.record.setup.seed
    report = verify(game.text.replace(f"Seed: {seed}", "Seed: 12345"), REGISTRY)
    assert report.code == "wrong_seed"
    assert "ziarno 12345 nie jest tym" in report.text("g", "pl")


@pytest.mark.parametrize("lang, words", [("en", "no such file"), ("cs", "nelze přečíst"), ("pl", "nie można odczytać"),
                                         ("ru", "не удаётся прочитать")])
def test_the_command_line_takes_its_language_and_a_missing_file_is_said_in_it(tmp_path, capsys, lang, words):
    assert main(["--lang", lang, str(tmp_path / "missing.xii")], REGISTRY) == 2
    out = capsys.readouterr().out
    assert words in out.lower() and "--lang" not in out
