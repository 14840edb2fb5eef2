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


def test_xii_short_game_against_the_easy_computer_at_60_by_20_in_polish_keeps_the_turns_on_screen(tmp_path):
    """After the throw the computer's last turn stays above the throw (not only its * marks on the board);
    after a whole turn typed on one line its echo shows above the computer's next turn, no row left blank."""
    probe = ScreenProbe(str(tmp_path / "config"), "pl", "--short", "--vs-computer", "II", "--level", "easy",
                        "--first", "II", "--seed", "3", "--delay", "0", "--save-dir", str(tmp_path / "saves"),
                        columns=60, rows=20)
    more = COMMON["pl"]["play.more"]
    try:
        probe.look("the hand-over")
        assert "" not in probe.lines[:-1] and more in probe.lines, probe.text()     # cut: no blank row
        probe.send("")
        probe.look("after the throw")
        shown = probe.text()
        for line in ("Komputer (łatwy) wyrzuca 1-2-3.", "Komputer (łatwy): wchodzi na 12.",
                     "Komputer (łatwy): 12 → 9.", "Komputer (łatwy): 9 → 7.", "Gracz I wyrzuca 6-2-2."):
            assert line in probe.lines, shown
        probe.send("postaw 6, postaw 2, 2/4")
        probe.look("the hand-over after a whole turn")
        shown = probe.text()
        assert "Gracz I: wchodzi na 6, wchodzi na 2, 2 → 4." in probe.lines, shown          # the reply
        assert "Komputer (łatwy) wyrzuca 5-3-6." in probe.lines, shown                       # the computer's turn
        assert "Komputer (łatwy): wchodzi na 7." in probe.lines, shown
        assert probe.lines[-2] == more and probe.lines[-1].startswith("Gracz I [Enter: rzut] >"), shown
    finally:
        probe.close()
    assert probe.faults == []
