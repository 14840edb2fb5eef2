"""``--level`` takes the level's word in any language, as the help lists it (``easy (lehká)``); a word that
is no level is refused in the player's language, exit 2."""
import pytest

from framework.programs.cli import game_parser
from games import REGISTRY
from xii_scripta_cli import build_parser

ATAXX = next(entry for entry in REGISTRY if entry.name == "ataxx")


@pytest.mark.parametrize("word, level", [("strong", "strong"), ("silná", "strong"), ("silna", "strong"),
                                         ("łatwy", "easy"), ("обычный", "normal"), ("2", "normal")])
def test_a_companion_game_takes_a_level_in_any_language(word, level):
    args = game_parser(ATAXX, ATAXX.spec(), "cs").parse_args(["--level", word])
    assert args.level == level


def test_the_home_game_takes_two_levels_in_any_language():
    args = build_parser("pl").parse_args(["--demo", "--level", "łatwy,сильный"])
    assert args.level == ("easy", "strong")


def test_a_word_that_is_no_level_is_refused_in_the_players_language(capsys):
    with pytest.raises(SystemExit) as done:
        game_parser(ATAXX, ATAXX.spec(), "pl").parse_args(["--level", "twardy"])
    assert done.value.code == 2
    assert "podaj poziom" in " ".join(capsys.readouterr().err.split())
