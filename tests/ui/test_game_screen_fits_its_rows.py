"""The game's screen fits the terminal's rows: help too long for the rows left under the board ends in a
line saying how to read the rest, and the title and header stay on screen (nothing scrolls away)."""
import pytest

from framework.lang.texts import COMMON
from screen_probe import ScreenProbe

XII = ("--vs-computer", "II", "--level", "easy", "--seed", "3")


@pytest.mark.slow
def test_xii_help_at_60_by_24_in_russian_keeps_the_title_on_screen(tmp_path):
    probe = ScreenProbe(str(tmp_path / "config"), "ru", *XII, "--save-dir", str(tmp_path / "saves"),
                        columns=60, rows=24)
    more = COMMON["ru"]["play.more"]
    try:
        probe.send("")                      # the throw
        probe.send("?")
        lines = probe.lines
        assert lines[0].startswith("XII Scripta · "), probe.text()
        assert more in lines, probe.text()
        assert lines[lines.index(more) + 1].startswith("Игрок I ["), probe.text()     # just above the prompt
        probe.send("?")                     # the rest: the computer's turn kept on screen, the whole help, paged
        paged = probe.text()
        if "1/2" in paged:
            probe.send("")                  # the help's end on the next page
            paged += probe.text()
        assert "Можно сейчас" in paged and "выход" in paged, paged
        probe.send("q")
        assert probe.lines[0].startswith("XII Scripta · "), probe.text()
        assert more not in probe.lines
    finally:
        probe.close()
    assert probe.faults == []
