"""One game per save slot: a second copy of the program never writes the game another copy is playing.

Each copy claims the slot with an advisory lock (flock) that the system drops
when the holder exits or is killed. The second copy is told the game is open
elsewhere and may watch it or start another game, saved in a file of its own.
"""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

from framework.core.record import Record, write
from framework.core.saves import Slot
from helpers_app import make_app, run
from helpers_games import spec, xii_setup

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="flock is POSIX")

XII = spec("xii")


def slot(tmp_path) -> Slot:
    return Slot(XII.codec, tmp_path / "saves", XII.folder)




def saved_game(tmp_path) -> str:
    """An unfinished game in the slot: player I has thrown 1-4-6 and placed a piece."""
    text = write(Record(xii_setup(names=("Livia", "Marcus"), script=[(1, 4, 6)])), XII.codec)
    text = text.replace("\n\nEnd\n", "\n\nI 1-4-6: place 4\nEnd\n")
    (tmp_path / "saves").mkdir(exist_ok=True)
    (tmp_path / "saves" / "current.xii").write_text(text, encoding="utf-8")
    return text


def test_a_slot_has_one_holder_until_it_lets_go(tmp_path):
    mine, theirs = slot(tmp_path), slot(tmp_path)
    assert mine.lock() and mine.lock(), "claiming twice is harmless"
    assert not theirs.lock()
    mine.unlock()
    assert theirs.lock()
    theirs.unlock()


def test_a_killed_holder_leaves_no_lock_behind(tmp_path):
    code = ("import sys, time; sys.path.insert(0, %r)\n"
            "from framework.core.saves import Slot\nfrom games.xii.codec import CODEC\n"
            "s = Slot(CODEC, %r); assert s.lock(); print('locked', flush=True); time.sleep(60)\n"
            % (os.getcwd(), str(tmp_path / "saves")))
    child = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True,
                             cwd=os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
    try:
        assert child.stdout.readline().strip() == "locked"
        assert not slot(tmp_path).lock(), "held by the running process"
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=10)
        deadline = time.monotonic() + 5
        while not slot(tmp_path).lock():
            assert time.monotonic() < deadline, "the lock outlived its killed holder"
            time.sleep(0.05)
    finally:
        if child.poll() is None:
            child.kill()
        child.stdout.close()


def test_continuing_a_game_open_elsewhere_offers_to_watch_and_writes_nothing(tmp_path, monkeypatch):
    text = saved_game(tmp_path)
    other = slot(tmp_path)
    assert other.lock()                                  # the other copy of the program
    app = make_app(tmp_path, monkeypatch, ["w", "", "0", "0"])
    assert run(app, app.saved_games.continue_game, XII) is None
    out = app.term.out.getvalue()
    assert "This game is open in another window" in out
    assert "as last saved" in out and "Livia" in out
    assert (tmp_path / "saves" / "current.xii").read_text(encoding="utf-8") == text
    other.unlock()


def test_a_new_game_while_the_slot_is_busy_is_saved_in_a_file_of_its_own(tmp_path, monkeypatch):
    text = saved_game(tmp_path)
    other = slot(tmp_path)
    assert other.lock()
    app = make_app(tmp_path, monkeypatch, ["n", "", "place 1"], "--dice", "146")
    run(app, app.new_games.play_new, XII, "two", options={"stones": 15})
    assert (tmp_path / "saves" / "current.xii").read_text(encoding="utf-8") == text, "the other game untouched"
    side = list((tmp_path / "saves" / "games").glob("*.xii"))
    assert len(side) == 1 and "I 1-4-6: place 1" in side[0].read_text(encoding="utf-8")
    assert "saved in a file of its own" in " ".join(app.term.out.getvalue().split())
    other.unlock()


def test_the_czech_player_is_told_in_czech(tmp_path, monkeypatch):
    saved_game(tmp_path)
    other = slot(tmp_path)
    assert other.lock()
    app = make_app(tmp_path, monkeypatch, ["x", "0"], "--lang", "cs")
    run(app, app.saved_games.continue_game, XII)
    out = " ".join(app.term.out.getvalue().split())
    assert "otevřená v jiném okně" in out and "„x“ tu není na výběr" in out
    other.unlock()


def test_the_slot_is_let_go_when_the_game_is_left(tmp_path, monkeypatch):
    saved_game(tmp_path)
    app = make_app(tmp_path, monkeypatch, [])            # end of input: the player leaves at once
    run(app, app.saved_games.continue_game, XII)
    assert slot(tmp_path).lock(), "leaving the game released the slot"
