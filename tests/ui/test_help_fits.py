"""The command line's help of every program fits the terminal at 60 and 80 columns, in every language."""
import pytest

from framework.lang.texts import LANGUAGES
from games import REGISTRY
from screen_faults import split_words, too_wide
from screen_probe import printed

pytestmark = pytest.mark.slow          # a program started in a pseudo-terminal for each case

#: The home program's help (its game's own: the registry's one game that is no companion), each companion
#: game's (``--game NAME``: every other registered game), the network's two programs'.
PROGRAMS = {"home": ("--help",),
            **{entry.name: ("--game", entry.name, "--help") for entry in REGISTRY if entry.companion},
            "connect": ("--connect", "--help"), "serve": ("--serve", "--help")}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("program", sorted(PROGRAMS))
def test_the_help_fits(tmp_path, program, lang):
    args = PROGRAMS[program]
    if args[0] in ("--game", "--connect", "--serve"):
        args = (*args[:-1], "--lang", lang, "--help")     # the options after the program's flag are its own
    for columns in (60, 80):
        probe = printed(str(tmp_path), lang, *args[:-1], args[-1], columns=columns)
        lines = probe.lines
        assert sum(1 for line in lines if line.strip()) > 5, probe.text()
        assert too_wide(lines, columns) == [], probe.text()
        assert split_words(lines, lang) == [], probe.text()
