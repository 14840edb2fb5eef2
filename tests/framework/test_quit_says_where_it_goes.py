"""``quit`` asks what really happens: from a menu's game, "back to the menu?"; from a game started on the
command line (``--game ataxx``, no menu after it), "quit this game?", and the program ends (a play-tester
answered "back to the menu" with y and found the program gone)."""
from __future__ import annotations

import subprocess
import sys

import pytest

from framework.lang.texts import COMMON, HOUSE, LANGUAGES, Catalogue
from pty_helpers import ROOT, game_env

WORDS = Catalogue(COMMON, HOUSE)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_quit_in_a_game_started_on_the_command_line_asks_to_quit_not_to_go_back(tmp_path, lang):
    yes = {"en": "y", "cs": "a", "pl": "t", "ru": "д"}[lang]
    done = subprocess.run([sys.executable, "xii_scripta.py", "--game", "ataxx", "--lang", lang,
                           "--save-dir", str(tmp_path / "saves")], input=f"quit\n{yes}\n", capture_output=True,
                          text=True, cwd=ROOT, env=game_env(str(tmp_path)), timeout=60)
    assert WORDS.text(lang, "play.confirm_quit_leave").strip() in done.stdout, done.stdout[-800:]
    assert WORDS.text(lang, "play.confirm_quit").strip() not in done.stdout
    assert done.returncode == 0


def test_the_two_questions_differ_in_every_language():
    for lang in LANGUAGES:
        assert WORDS.text(lang, "play.confirm_quit_leave") != WORDS.text(lang, "play.confirm_quit")
