"""Leaving a game whose last moves are not on disk (a full disk, a folder that cannot be written) says what is
lost and where a copy can still be written, and ends with exit code 3 (README), never 0 in silence (issue 23,
item 6). Every game shares the loop (framework/tui/playing.py), so each is started once with saving impossible."""
from __future__ import annotations

import os
import resource
import subprocess
import sys
from pathlib import Path

import pytest

from framework.tui.playing import UNSAVED
from framework.core.record import Record, Scribe
from games.ataxx.codec import CODEC
from helpers_app import make_app, run
from helpers_games import ataxx_session, cases, new_game_args, spec
from helpers_text import said

ROOT = Path(__file__).resolve().parents[2]


def _started(tmp_path, argv: list[str], typed: str, file_limit: int) -> subprocess.CompletedProcess:
    """The program with files limited to ``file_limit`` bytes (RLIMIT_FSIZE: a full disk, even for root)."""
    env = dict(os.environ, XII_SCRIPTA_CONFIG_DIR=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               LANG="C.UTF-8", PYTHONDONTWRITEBYTECODE="1")       # a cut .pyc would break later runs
    env.pop("LC_ALL", None)

    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (file_limit, file_limit))
    return subprocess.run([sys.executable, str(ROOT / "xii_scripta.py"), *argv, "--save-dir", str(tmp_path / "s")],
                          input=typed.encode(), capture_output=True, env=env, preexec_fn=limit, timeout=60)


#: What is typed in each registered game's first turn: a throw (Enter) or a move.
FIRST_TURN = {"xii": "\n", "ataxx": "b6\n", "latrunculi": "a1a2\n", "nardy": "\n"}


@pytest.mark.parametrize("game, typed", cases(FIRST_TURN, "FIRST_TURN in tests/framework/"
                                              "test_leaving_an_unsaved_game_says_what_is_lost.py (what is typed in "
                                              "its first turn: Enter for a throw, or a move)"))
def test_a_game_that_could_never_be_saved_ends_with_code_3_and_says_it_is_lost(tmp_path, game, typed):
    done = _started(tmp_path, list(new_game_args(game)), typed, file_limit=40)  # a throw or a move, then the end
    assert done.returncode == UNSAVED == 3, done.stderr.decode()
    assert "none of it is on disk, so it is lost" in said(done.stdout.decode())
    assert b"Traceback" not in done.stderr


@pytest.mark.parametrize("leave", ["", "quit\ny\n"])
def test_a_full_disk_in_the_middle_names_the_last_move_on_disk(tmp_path, leave):
    moves = "a7a6\ng7g6\na6a5\ng6g5\na5a4\ng5g4\na4a3\ng4g3\n"
    done = _started(tmp_path, ["--game", "ataxx", "--seed", "1"], moves + leave, file_limit=175)
    out = said(done.stdout.decode())
    assert done.returncode == 3, done.stderr.decode()
    assert "The game is not saved (File too large): the copy on disk stops at move" in out
    assert "what was played after it is lost" in out
    assert "The game is saved. Continue it with" not in out
    if leave:
        assert "It is not saved: answer n, then type save FILE to write a copy elsewhere." in out


def _failing_after(good: int):
    """A save slot's writer that works ``good`` times, then finds the disk full."""
    calls = []

    def write(record) -> None:
        calls.append(record)
        if len(calls) > good:
            raise OSError(28, "No space left on device")
    return write


def _play(tmp_path, monkeypatch, lines, good=1, menu_follows=True):
    app = make_app(tmp_path, monkeypatch, lines)
    app.ctx.menu_follows = menu_follows
    session = ataxx_session()
    scribe = Scribe(Record(session.setup), CODEC, _failing_after(good))
    session.listeners.append(scribe)              # as the app does
    code = run(app, app.playing.run_session, spec("ataxx"), session, scribe, [])
    return app, code, said(app.term.out.getvalue())


def test_end_of_input_after_saving_failed_is_code_3_not_0(tmp_path, monkeypatch):
    app, code, out = _play(tmp_path, monkeypatch, ["b6", "g7e5", "b5"])
    assert code == 3
    assert "the copy on disk stops at move 1, and what was played after it is lost" in out


def test_a_copy_written_with_save_file_holds_the_game_so_leaving_loses_nothing(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    app, code, out = _play(tmp_path, monkeypatch, ["b6", "g7e5", "save copy.ataxx"])
    assert code == 0, out[-600:]
    assert "but your copy" in out and "copy.ataxx holds every move" in out
    assert (tmp_path / "copy.ataxx").is_file()


def test_a_move_after_the_copy_makes_it_lost_again(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    app, code, out = _play(tmp_path, monkeypatch, ["b6", "g7e5", "save copy.ataxx", "b5"])
    assert code == 3 and "holds every move" not in out


def test_quitting_to_the_menu_unsaved_is_said_on_the_menu_and_the_program_ends_with_3(tmp_path, monkeypatch):
    app, code, out = _play(tmp_path, monkeypatch, ["b6", "g7e5", "quit", "y"])
    assert code is None                         # back to the menu
    assert any("what was played after it is lost" in note for note in app.ctx.notices)
    assert app.unsaved_code(0) == 3             # the menu's quit, Ctrl-D at the menu
    assert app.unsaved_code(130) == 130         # Ctrl-C keeps its own code
    assert said(app.term.out.getvalue()).rstrip().endswith("what was played after it is lost.")


def test_the_leave_question_says_whether_the_game_is_saved_now(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, [])
    session = ataxx_session()
    scribe = Scribe(Record(session.setup), CODEC, _failing_after(0))
    session.listeners.append(scribe)
    notes = []
    original = app.playing.lost

    def spy(loop, scribe_, written):
        notes.append(app.ctx.prompt.leave_note())
        return original(loop, scribe_, written)
    monkeypatch.setattr(app.playing, "lost", spy)
    app.term = __import__("helpers_app").fake_terminal(["b6"])
    run(app, app.playing.run_session, spec("ataxx"), session, scribe, [])
    assert notes and "NOT saved: answer n, then type save FILE" in notes[0]
    app.term = __import__("helpers_app").fake_terminal([])
    notes.clear()
    run(app, app.playing.run_session, spec("ataxx"), ataxx_session(),
        Scribe(Record(session.setup), CODEC, _failing_after(10)), [])
    assert notes == ["(The game is saved: you can continue it later.)"]


def test_nothing_played_since_the_game_came_means_nothing_lost(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, [])
    session = ataxx_session()
    scribe = Scribe(Record(session.setup), CODEC)           # never saved (as a finished game loaded to be seen)
    session.listeners.append(scribe)
    assert run(app, app.playing.run_session, spec("ataxx"), session, scribe, []) == 0
    assert "lost" not in said(app.term.out.getvalue()) and app.ctx.lost is None
