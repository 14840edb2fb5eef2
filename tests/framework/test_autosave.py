"""Autosave: the current game is on disk after every action, survives a killed process,
and every file problem is a clear error that changes nothing."""
import errno
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import platformdirs
import pytest

from framework import saves as autosave
from games.xii import record
from framework.saves import Autosave, SaveError
from board import Rules, PLAYER_I, PLAYER_II
from games.xii.record import RecordError, Result

ROOT = Path(__file__).resolve().parent.parent.parent
DATE = "2026-11-21T17:53:30Z"
AS_ROOT = hasattr(os, "geteuid") and os.geteuid() == 0


def a_game(seed: int = 1, events: int = 10, stones: int = 3) -> record.Record:
    """A record of a game played ``events`` throws and actions in (or to its end)."""
    import random
    r = record.new(("Gaius", "Livia"), Rules(stones=stones), seed=seed, date=DATE)
    game = record.restore(r)
    board, rng = game.board, random.Random(seed)
    for _ in range(events):
        if board.game_over:
            break
        if not board.dice:
            throw = game.next_throw()
            board.roll(throw)
            r = r.with_throw(board.turn, throw)
        else:
            r = r.with_action(board.play(rng.choice(board.legal_moves())))
            if board.game_over:
                r = r.with_result(Result.of(board))
    return r


def events_in(r: record.Record) -> int:
    return len(r.turns) + sum(len(t.actions) for t in r.turns)


# ------------------------------------------------------------------ where

def test_the_save_directory_follows_xdg_data_home(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert autosave.default_dir() == tmp_path / "xii-scripta"
    assert Autosave().path == tmp_path / "xii-scripta" / "current.xii"


def test_without_xdg_data_home_platformdirs_decides(monkeypatch):
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    assert autosave.default_dir() == Path(platformdirs.user_data_dir("xii-scripta"))


def test_save_dir_overrides_the_default(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert Autosave(tmp_path / "mine").path == tmp_path / "mine" / "current.xii"


# ------------------------------------------------------- saving and resuming

def test_every_write_replaces_the_current_game(tmp_path):
    saves = Autosave(tmp_path / "saves")
    first = a_game(events=1)
    saves.start(first)                                   # creates the directory
    assert saves.unfinished().record == first
    later = a_game(events=7)
    saves.write(later)
    assert saves.path.read_text("utf-8") == record.write(later)
    assert saves.unfinished().board.notation() == record.restore(later).board.notation()
    assert sorted(p.name for p in saves.dir.iterdir()) == ["current.xii"]     # no temporaries left


def test_an_undo_is_saved_as_the_shorter_turn_line(tmp_path):
    saves = Autosave(tmp_path)
    r = a_game(events=3)                                  # a throw and two actions
    saves.start(r)
    saves.write(r.without_last_action())
    assert len(saves.unfinished().board.moves_this_turn) == 1


def test_a_finished_game_is_not_offered_to_continue(tmp_path):
    saves = Autosave(tmp_path)
    done = a_game(events=10**6)
    assert done.finished
    saves.start(done)
    assert saves.unfinished() is None
    assert saves.saved().record == done


def test_no_saved_game_means_nothing_to_continue(tmp_path):
    assert Autosave(tmp_path / "never-created").unfinished() is None
    assert Autosave(tmp_path).unfinished() is None


def test_a_new_game_moves_the_earlier_one_aside(tmp_path):
    saves = Autosave(tmp_path)
    old = a_game(seed=1, events=5)
    saves.start(old)
    moved = saves.start(a_game(seed=2, events=0))
    assert moved.parent == tmp_path / "games" and moved.suffix == ".xii"
    assert autosave.read_file(moved).record == old
    again = saves.start(a_game(seed=3, events=0))
    assert again != moved and len(list((tmp_path / "games").iterdir())) == 2


def test_export_writes_a_copy_and_does_not_overwrite_unasked(tmp_path):
    r = a_game(events=6)
    target = autosave.export(r, tmp_path / "game.xii")
    assert autosave.read_file(target).record == r
    with pytest.raises(SaveError) as info:
        autosave.export(a_game(events=2), target)
    assert info.value.code == "exists" and info.value.params["path"] == str(target)
    assert autosave.read_file(target).record == r                     # unchanged
    autosave.export(a_game(events=2), target, overwrite=True)
    assert autosave.read_file(target).record == a_game(events=2)


@pytest.mark.skipif(not hasattr(os, "fchmod"), reason="no POSIX permissions here")
def test_an_exported_file_has_the_usual_permissions(tmp_path):
    mask = os.umask(0o022)
    try:
        path = autosave.export(a_game(), tmp_path / "game.xii")
    finally:
        os.umask(mask)
    assert path.stat().st_mode & 0o777 == 0o644


def test_export_into_a_missing_directory_or_onto_a_directory(tmp_path):
    with pytest.raises(SaveError) as info:
        autosave.export(a_game(), tmp_path / "no" / "such" / "dir" / "game.xii")
    assert info.value.code == "not_found"
    with pytest.raises(SaveError) as info:
        autosave.export(a_game(), tmp_path, overwrite=True)
    assert info.value.code == "is_a_directory"


# ------------------------------------------------------------ damaged files

def damaged(tmp_path, content: bytes) -> Path:
    path = tmp_path / "game.xii"
    path.write_bytes(content)
    return path


def load_error(path) -> Exception:
    with pytest.raises((SaveError, RecordError)) as info:
        autosave.read_file(path)
    return info.value


def test_a_missing_file(tmp_path):
    e = load_error(tmp_path / "missing.xii")
    assert isinstance(e, SaveError) and e.code == "not_found"
    assert e.params == {"path": str(tmp_path / "missing.xii")}


def test_a_directory_instead_of_a_file(tmp_path):
    e = load_error(tmp_path)
    assert isinstance(e, SaveError) and e.code == "is_a_directory"


def test_damaged_files_name_the_file_the_line_and_the_problem(tmp_path):
    good = record.write(a_game(events=12))
    lines = good.split("\n")
    n = record.FIRST_TURN_LINE
    illegal = "\n".join(lines[:n - 1] + [lines[n - 1].split(":")[0] + ": take 6"] + lines[n:])
    cases = {
        b"": ("empty", None),
        b"\x00\x01\x02binary\xff": ("binary", 1),
        good.encode()[:good.index("Stones")]: ("truncated_header", 5),
        good.encode()[:-3]: ("truncated", good.count("\n")),
        good.replace("Format: 1", "Format: 7").encode(): ("newer_format", 2),
        illegal.encode(): ("illegal_action", n),
    }
    for content, (code, line) in cases.items():
        path = damaged(tmp_path, content)
        e = load_error(path)
        assert isinstance(e, RecordError) and (e.code, e.line) == (code, line), e
        assert e.path == str(path)
        assert path.read_bytes() == content                      # a failed load writes nothing


def test_a_huge_file_is_refused_without_reading_it_all(tmp_path):
    path = damaged(tmp_path, b"XII Scripta game record\n" + b"#" * (autosave.MAX_BYTES + 10))
    e = load_error(path)
    assert isinstance(e, SaveError) and e.code == "too_large"


def test_a_damaged_current_game_is_reported_and_kept_as_it_is(tmp_path):
    saves = Autosave(tmp_path)
    saves.start(a_game(events=9))
    broken = saves.path.read_bytes().replace(b"place", b"plaice", 1)
    saves.path.write_bytes(broken)
    with pytest.raises(RecordError) as info:
        saves.unfinished()
    assert info.value.code == "bad_action" and info.value.path == str(saves.path)
    assert saves.path.read_bytes() == broken
    # A new game keeps the damaged one in games/ rather than deleting it.
    moved = saves.start(a_game(seed=5, events=0))
    assert moved.read_bytes() == broken


def test_a_failed_load_leaves_the_current_game_alone(tmp_path):
    saves = Autosave(tmp_path / "saves")
    saves.start(a_game(events=8))
    before = saves.path.read_bytes()
    bad = damaged(tmp_path, b"XII Scripta game record\nFormat: 99\n")
    with pytest.raises(RecordError):
        autosave.read_file(bad)                  # what --load FILE does first
    assert saves.path.read_bytes() == before
    assert saves.unfinished().record == a_game(events=8)


def test_a_save_directory_that_is_a_file(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    saves = Autosave(blocker)
    with pytest.raises(SaveError) as info:
        saves.start(a_game())
    assert info.value.code == "not_a_directory"
    with pytest.raises(SaveError) as info:
        saves.unfinished()
    assert info.value.code == "not_a_directory"
    assert blocker.read_text() == "not a directory"


@pytest.mark.skipif(AS_ROOT, reason="running as root: chmod does not stop root from reading or writing")
def test_an_unreadable_directory(tmp_path):
    saves = Autosave(tmp_path / "saves")
    saves.start(a_game(events=4))
    saves.dir.chmod(0)
    try:
        with pytest.raises(SaveError) as info:
            saves.unfinished()
        assert info.value.code == "permission"
        with pytest.raises(SaveError) as info:
            saves.write(a_game(events=5))
        assert info.value.code == "permission"
    finally:
        saves.dir.chmod(0o755)
    assert saves.unfinished().record == a_game(events=4)


@pytest.mark.skipif(AS_ROOT, reason="running as root: chmod does not stop root from reading")
def test_an_unreadable_file(tmp_path):
    path = autosave.export(a_game(), tmp_path / "game.xii")
    path.chmod(0)
    try:
        e = load_error(path)
        assert isinstance(e, SaveError) and e.code == "permission"
    finally:
        path.chmod(0o644)


def test_permission_denied_by_the_system_becomes_a_permission_error(tmp_path, monkeypatch):
    """What chmod would cause for a normal user, simulated where the tests run as root."""
    saves = Autosave(tmp_path)
    saves.start(a_game(events=4))
    before = saves.path.read_bytes()

    def denied(*args, **kwargs):
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(autosave, "open", denied, raising=False)
    with pytest.raises(SaveError) as info:
        saves.unfinished()
    assert info.value.code == "permission" and info.value.params == {"path": str(saves.path)}
    monkeypatch.setattr(autosave.tempfile, "mkstemp", denied)
    with pytest.raises(SaveError) as info:
        saves.write(a_game(events=5))
    assert info.value.code == "permission" and info.value.params == {"path": str(tmp_path)}
    monkeypatch.setattr(autosave.Path, "exists", denied)      # stat() in a directory without x permission
    for action in (saves.unfinished, lambda: saves.start(a_game()), lambda: saves.write(a_game())):
        with pytest.raises(SaveError) as info:
            action()
        assert info.value.code == "permission"
    monkeypatch.undo()
    assert saves.path.read_bytes() == before


def test_a_full_disk_is_reported_and_the_saved_game_kept(tmp_path, monkeypatch):
    saves = Autosave(tmp_path)
    saves.start(a_game(events=4))
    before = saves.path.read_bytes()

    def full(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(autosave.os, "fsync", full)
    with pytest.raises(SaveError) as info:
        saves.write(a_game(events=5))
    monkeypatch.undo()
    assert info.value.code == "no_space"
    assert saves.path.read_bytes() == before
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_save_errors_are_os_errors_with_codes_for_the_catalogue(tmp_path):
    e = load_error(tmp_path / "nope.xii")
    assert isinstance(e, OSError)
    assert str(e) == f"{tmp_path / 'nope.xii'}: no such file or directory"


# -------------------------------------------------------------- durability

WRITER = textwrap.dedent("""
    import os, random, sys
    sys.path.insert(0, {root!r})
    from framework import saves as autosave
    from games.xii import record
    from board import Rules
    save_dir, seed, stones, stop_at, mode = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
    saves = autosave.Autosave(save_dir)
    r = record.new(("Gaius", "Livia"), Rules(stones=stones), seed=seed, date="2026-11-21T17:53:30Z")
    saves.start(r)
    game = record.restore(r)
    board, rng = game.board, random.Random(seed)
    events = 0
    while not board.game_over:
        if not board.dice:
            throw = game.next_throw()
            board.roll(throw)
            r = r.with_throw(board.turn, throw)
        else:
            r = r.with_action(board.play(rng.choice(board.legal_moves())))
            if board.game_over:
                r = r.with_result(record.Result.of(board))
        events += 1
        if mode == "die-in-rename" and events == stop_at:
            os.replace = lambda *args: os._exit(9)     # killed after the temporary file, before the rename
        saves.write(r)
        print(events, board.notation(), flush=True)
        if mode == "die-after" and events == stop_at:
            os._exit(9)                                # killed between two writes
    print("over", flush=True)
""").format(root=str(ROOT))


def run_writer(tmp_path, stop_at: int, mode: str, stones: int = 3, seed: str = "7") -> list[str]:
    script = tmp_path / "writer.py"
    script.write_text(WRITER)
    done = subprocess.run([sys.executable, str(script), str(tmp_path / "saves"), seed, str(stones),
                           str(stop_at), mode], capture_output=True, text=True, timeout=60)
    assert done.returncode == 9, done.stderr
    return done.stdout.splitlines()


def test_a_process_killed_between_writes_keeps_every_completed_action(tmp_path):
    out = run_writer(tmp_path, stop_at=20, mode="die-after")
    assert len(out) == 20
    events, notation = out[-1].split(" ", 1)
    game = Autosave(tmp_path / "saves").unfinished()
    assert events_in(game.record) == 20
    assert game.board.notation() == notation


def test_a_process_killed_in_the_middle_of_a_save_keeps_the_previous_record(tmp_path):
    out = run_writer(tmp_path, stop_at=15, mode="die-in-rename")
    assert len(out) == 14                              # the 15th save never completed
    saves = Autosave(tmp_path / "saves")
    game = saves.unfinished()
    assert events_in(game.record) == 14
    assert game.board.notation() == out[-1].split(" ", 1)[1]
    leftovers = [p for p in saves.dir.iterdir() if p.name.endswith(".tmp")]
    assert leftovers                                   # the dead writer's temporary file ...
    saves.start(game.record)                           # ... is cleaned up by the next start
    assert not [p for p in saves.dir.iterdir() if p.name.endswith(".tmp")]
    assert saves.unfinished().record == game.record


@pytest.mark.parametrize("after_lines", [5, 60, 200])
def test_kill_9_at_any_moment_leaves_a_whole_record(tmp_path, after_lines):
    """SIGKILL a process that saves continuously: the file always loads, with every reported action."""
    script = tmp_path / "writer.py"
    script.write_text(WRITER)
    proc = subprocess.Popen([sys.executable, str(script), str(tmp_path / "saves"), "kill-me", "15", "0", "run"],
                            stdout=subprocess.PIPE, text=True)
    seen = []
    try:
        for line in proc.stdout:
            seen.append(line.split())
            if len(seen) == after_lines:
                proc.send_signal(signal.SIGKILL)
                break
        seen.extend(line.split() for line in proc.stdout)     # what it printed before it died
    finally:
        proc.kill()
        proc.wait(timeout=10)
    assert proc.returncode == -signal.SIGKILL, "the game ended before it could be killed"
    game = Autosave(tmp_path / "saves").unfinished()
    reported = int(seen[-1][0])
    saved = events_in(game.record)
    # Everything reported was saved; at most one save completed without being reported.
    assert saved in (reported, reported + 1)
    if saved == reported:
        assert game.board.notation() == " ".join(seen[-1][1:])


# ------------------------------------------- with the terminal game's session

def resume_session(game: record.Restored):
    """How the terminal game rebuilds its GameSession from a restored record."""
    from games.xii.session import GameSession
    from player import Player
    r = game.record
    players = (Player(r.names[0], PLAYER_I, game.cups[PLAYER_I]), Player(r.names[1], PLAYER_II, game.cups[PLAYER_II]))
    by_seat = [sum(1 for t in r.turns if t.player == seat) for seat in (PLAYER_I, PLAYER_II)]
    return GameSession(game.board, players, r.seed, r.first, game.script, turns=len(r.turns), turns_by=by_seat,
                       _turn_moves=[] if game.finished else list(game.last_turn_moves))


def drive(session, rng, events: int) -> None:
    """Play like a person: throw, act, sometimes take back, very rarely give up."""
    for _ in range(events):
        if session.board.game_over:
            return
        if session.needs_throw:
            session.throw()
        elif session.can_undo and rng.random() < 0.2:
            session.undo_in_turn()
        elif rng.random() < 0.003:
            session.play("yield")
        else:
            session.play(rng.choice(session.board.legal_moves()))


@pytest.mark.parametrize("seed", [1, 2])
def test_a_scribe_saves_a_session_after_every_event(tmp_path, seed):
    import random
    from dice import ScriptedThrows
    from games.xii.session import GameSession
    saves = Autosave(tmp_path)
    session = GameSession.new(Rules(stones=2), ("Gaius", "Livia"), seed, "random", ScriptedThrows.parse("146,335"))
    r = record.new(("Gaius", "Livia"), Rules(stones=2), session.seed, session.first, "146,335", date=DATE)
    saves.start(r)
    scribe = record.Scribe(r, on_change=saves.write)
    session.listeners.append(scribe)
    rng = random.Random(seed)
    while not session.board.game_over:
        drive(session, rng, 1)
        saved = saves.saved()
        assert saved.board.notation() == session.board.notation()
        assert saved.finished == session.board.game_over
    assert scribe.failed is None
    assert saves.unfinished() is None
    assert saves.saved().record.result == Result.of(session.board)


def test_a_resumed_session_goes_on_exactly_like_the_uninterrupted_one(tmp_path):
    import random
    from games.xii.session import GameSession

    def fresh():
        s = GameSession.new(Rules(stones=4), ("Gaius", "Livia"), 99, "II", None)
        scribe = record.Scribe(record.new(("Gaius", "Livia"), Rules(stones=4), 99, PLAYER_II, date=DATE))
        s.listeners.append(scribe)
        return s, scribe

    for cut in (1, 2, 9, 30, 31, 77):
        uninterrupted, _ = fresh()
        drive(uninterrupted, random.Random(5), cut)
        rest_throws = []
        uninterrupted.listeners.append(lambda e: e.kind == "roll" and rest_throws.append(e.throw))
        later = random.Random(6)
        drive(uninterrupted, later, 120)

        interrupted, scribe = fresh()
        drive(interrupted, random.Random(5), cut)
        autosave.export(scribe.record, tmp_path / f"cut{cut}.xii")
        resumed = resume_session(autosave.read_file(tmp_path / f"cut{cut}.xii"))
        assert resumed.board.notation() == interrupted.board.notation()
        assert resumed.can_undo == interrupted.can_undo
        resumed_throws = []
        resumed.listeners.append(lambda e: e.kind == "roll" and resumed_throws.append(e.throw))
        drive(resumed, random.Random(6), 120)
        assert resumed_throws == rest_throws and rest_throws
        assert resumed.board.notation() == uninterrupted.board.notation()


def test_a_failing_save_does_not_stop_the_game_and_is_reported(tmp_path):
    saves = Autosave(tmp_path / "saves")
    r = record.new(("Gaius", "Livia"), Rules(stones=3), 1, date=DATE)
    saves.start(r)
    scribe = record.Scribe(r, on_change=saves.write)
    game = record.restore(r)
    saves.dir.rename(tmp_path / "gone")                  # the directory disappears under the game

    class Event:
        kind, seat, throw, move = "roll", PLAYER_I, game.next_throw(), None

    scribe(Event)
    assert isinstance(scribe.failed, SaveError) and scribe.failed.code == "not_found"
    assert len(scribe.record.turns) == 1                  # the record goes on in memory
    (tmp_path / "gone").rename(saves.dir)
    Event.kind, Event.move = "play", game.board.roll(Event.throw) or game.board.legal_moves()[0]
    scribe(Event)
    assert scribe.failed is None
    assert saves.unfinished().record == scribe.record     # the next save wrote everything
