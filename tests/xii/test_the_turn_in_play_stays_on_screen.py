"""Issue 34 at a short terminal (60x20, Polish), XII against the computer: the reply to the last command and the
opponent's last turn always show. After the throw the computer's turn stays above the throw while the person
plays; after a whole turn typed on one line its echo (the reply to that line) shows above the computer's turn;
and no row is left blank while notes are cut."""
from __future__ import annotations

from framework.lang.texts import COMMON
from framework.tui.terminal import CLEAR
from helpers_app import make_app
from helpers_games import spec, xii_setup

MORE = COMMON["pl"]["play.more"]
#: The computer (seat II) throws first; then the person, the computer, the person.
THROWS = [(1, 2, 3), (6, 2, 2), (5, 3, 6), (3, 2, 1), (1, 1, 1)]


def screens(tmp_path, monkeypatch, lines: list[str]) -> list[list[str]]:
    """Every screen drawn while ``lines`` are typed (the last one: the prompt that got no answer)."""
    app = make_app(tmp_path, monkeypatch, lines, "--lang", "pl", "--delay", "0", screen=True)
    app.term.fixed_size = (60, 20)
    session = app.sessions.new_session(spec("xii"), xii_setup(names=("Gracz I", "Komputer (łatwy)"), stones=3,
                                                              seed=3, first=1, script=THROWS,
                                                              computers=("", "easy")))
    try:
        app.playing.run_session(spec("xii"), session, None, [])
    except BaseException as leave:             # the typed lines ran out: Ctrl-D leaves
        if type(leave).__name__ != "Leave":
            raise
    return [screen.splitlines() for screen in app.term.out.getvalue().split(CLEAR)[1:]]


def notes_of(screen: list[str]) -> list[str]:
    """The lines under the frame: after the status's last line (``na planszy`` of seat II), the prompt left out."""
    last = max(k for k, line in enumerate(screen) if "na planszy" in line)
    return screen[last + 1:-1]


COMPUTER_TURN = ["Komputer (łatwy) wyrzuca 5-3-6.", "Komputer (łatwy): wchodzi na 8.", "Komputer (łatwy): 8 → 5.",
                 "Komputer (łatwy): wchodzi na 7."]


def test_after_the_throw_the_computers_last_turn_stays_above_the_throw(tmp_path, monkeypatch):
    shown = screens(tmp_path, monkeypatch, [""])
    assert len(shown) == 2
    after = shown[-1]
    assert len(after) == 20 and after[-1].startswith("Gracz I [? = pomoc] >"), after
    assert notes_of(after) == ["Komputer (łatwy) wyrzuca 1-2-3.", "Komputer (łatwy): wchodzi na 12.",
                               "Komputer (łatwy): 12 → 9.", "Komputer (łatwy): 9 → 7.",
                               "Gracz I wyrzuca 6-2-2."], after


def test_a_whole_turn_typed_shows_its_echo_above_the_computers_turn_and_no_row_is_blank(tmp_path, monkeypatch):
    shown = screens(tmp_path, monkeypatch, ["", "postaw 6, postaw 2, 2/4"])
    handover = shown[-1]
    assert len(handover) == 20 and handover[-1].startswith("Gracz I [Enter: rzut] >"), handover
    assert notes_of(handover) == ["Gracz I: wchodzi na 6, wchodzi na 2, 2 → 4.", *COMPUTER_TURN, MORE], handover
    assert "" not in handover[:-1], handover     # every row above the prompt used while notes are cut


def test_the_computers_turn_stays_while_the_person_asks_for_help_and_plays_a_move(tmp_path, monkeypatch):
    shown = screens(tmp_path, monkeypatch, ["", "postaw 6, postaw 2, 2/4", "", "?", "postaw 3"])
    thrown, helped, moved = shown[-3:]
    assert notes_of(thrown) == [*COMPUTER_TURN, "Gracz I wyrzuca 3-2-1."], thrown
    assert COMPUTER_TURN[-1] in helped and helped[-2] == MORE, helped       # its newest line beside the help
    assert notes_of(moved)[:4] == COMPUTER_TURN and notes_of(moved)[-1] == "Gracz I: wchodzi na 3.", moved
