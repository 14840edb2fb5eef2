"""Issue 34: at 60x20 the answer to what was just typed and the opponent's last turn are on the screen, not
behind "… (more: type ? to read it all)": the notes that do not fit lose the oldest first."""
import pytest

from framework.lang.texts import COMMON
from screen_probe import ScreenProbe

pytestmark = pytest.mark.slow


def test_a_hint_in_latrunculi_at_60_by_20_in_polish_shows_its_answer(tmp_path):
    probe = ScreenProbe(str(tmp_path / "config"), "pl", "--save-dir", str(tmp_path / "saves"))
    try:
        for key in ("4", "2", "2", "", "", "", "", ""):
            probe.send(key)
        probe.send("a1a7")
        probe.resize(60, 20)
        before = probe.text()
        probe.send("podpowiedź")
        shown = probe.text()
        assert shown != before, shown                               # the hint changes what is on screen
        assert "Najlepsze ruchy" in shown, shown                    # its head ...
        assert "1. " in shown, shown                                # ... and the first move it offers
        assert "Ostatni ruch: Czarny" in shown, shown               # the computer's last move stays
        assert COMMON["pl"]["play.more"] in probe.lines             # the rest is a ? away
    finally:
        probe.close()
    assert probe.faults == []


def test_the_computers_turn_in_xii_at_60_by_20_shows_without_asking(tmp_path):
    probe = ScreenProbe(str(tmp_path / "config"), "en", "--vs-computer", "II", "--level", "easy", "--seed", "3",
                        "--delay", "0", "--save-dir", str(tmp_path / "saves"), columns=60, rows=20)
    try:
        shown = probe.text()            # the computer went first: its moves, then who throws
        assert "Computer (easy): 11 → 10." in shown, shown
        assert "Computer (easy): enters on 10." in shown, shown
        assert any(line.startswith("Player I [Enter: throw]") for line in probe.lines), shown
    finally:
        probe.close()
