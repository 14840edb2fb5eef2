"""The seed's protocol end to end: the player program, and the arbiter against well- and
misbehaving player programs (illegal move, garbage, timeout, crash, flood, closed pipe, chatter)."""
import io
import os
import shlex
import subprocess
import sys
import time

import pytest

from games.ataxx import arbiter
from games.ataxx.arbiter import play_game
from games.ataxx.board import BLACK, WHITE, Board, Termination
from games.ataxx.player_program import play

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PY = shlex.quote(sys.executable)
FAKE = os.path.join(ROOT, "tests", "ataxx", "fake_player.py")


def fake(mode: str, pidfile: "str | None" = None) -> str:
    return f"{PY} {shlex.quote(FAKE)} {mode}" + (f" {shlex.quote(pidfile)}" if pidfile else "")


def ours(level: str) -> str:
    return f"cd {shlex.quote(ROOT)} && {PY} -m games.ataxx.player_program --level {level} --seed 1"


def alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def gone(pid_list: list[int]) -> bool:
    """True once none of the processes runs (SIGKILL takes effect asynchronously: allow 2 s)."""
    for _ in range(200):
        if not any(alive(p) for p in pid_list):
            return True
        time.sleep(0.01)
    return False


def pids(path: str) -> list[int]:
    with open(path) as f:
        return [int(p) for p in f.read().split()]


# ------------------------------------------------------------------ the player program


def run_player(lines: list[str], level: str = "easy") -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "games.ataxx.player_program", "--level", level, "--seed", "3"],
                          input="".join(line + "\n" for line in lines), capture_output=True, text=True,
                          cwd=ROOT, timeout=60)


def test_as_black_the_player_answers_at_once_with_one_legal_move_and_ends_on_koniec():
    r = run_player(["czarne 10000", "koniec"], level="strong")
    assert r.returncode == 0
    out = r.stdout.splitlines()
    assert len(out) == 1 and len(out[0]) == 4
    Board().push_notation(out[0])


def test_as_white_the_player_waits_then_answers_each_move():
    r = run_player(["biale 10000", "a7b6 9990", "koniec"], level="normal")
    assert r.returncode == 0
    out = r.stdout.splitlines()
    assert len(out) == 1 and len(out[0]) == 4
    b = Board()
    b.push_notation("a7b6")
    b.push_notation(out[0])


def test_the_player_follows_a_whole_game_in_process():
    # play a full game against a second in-process player, passing lines by hand
    b = Board()
    lines = {BLACK: ["czarne 5000"], WHITE: ["biale 5000"]}
    answers = {BLACK: [], WHITE: []}
    # drive both players with growing transcripts: replay from scratch each turn (they are deterministic by seed)
    while not b.is_game_over() and len(b.move_stack) < 60:
        side = b.turn
        out = io.StringIO()
        play("easy", io.StringIO("".join(x + "\n" for x in lines[side] + ["koniec"])), out, io.StringIO(), seed=side)
        produced = out.getvalue().splitlines()
        assert len(produced) == len(answers[side]) + 1, produced
        move = produced[-1]
        answers[side].append(move)
        b.push_notation(move)
        lines[1 - side].append(f"{move} 5000")
    assert len(b.move_stack) > 4


def test_the_player_rejects_a_bad_first_line_on_stderr_only():
    r = run_player(["white 100"])
    assert r.returncode == 2 and r.stdout == "" and "czarne" in r.stderr


@pytest.mark.parametrize("lines", [
    ["czarne \u00b2"],                         # a superscript digit passes str.isdigit()
    ["czarne " + "9" * 5000],                   # more digits than int() takes
    ["czarne " + "9" * 3000],
    ["biale 1000", "b6 \u0663"],               # an Arabic-Indic digit
    ["biale 1000", "b6 " + "1" * 40],
    ["biale " + "x" * 10_000],
])
def test_malformed_numbers_and_lines_end_the_program_cleanly(lines):
    out, err = io.StringIO(), io.StringIO()
    code = play("easy", io.StringIO("\n".join(lines) + "\n"), out, err, seed=1)
    assert code == 2 and "Traceback" not in err.getvalue() and err.getvalue().strip()


# ------------------------------------------------------------------ the arbiter


def replay(record) -> Board:
    b = Board()
    for text in record.moves:
        b.push_notation(text)
    return b


def test_a_whole_game_between_two_levels_is_refereed_and_recorded():
    r = play_game(ours("normal"), ours("easy"), 20_000, grace=0.5)
    assert r.outcome is not None and r.fault is None
    b = replay(r)
    assert b.outcome() == r.outcome and b.fen() == r.final_fen
    assert all(len(m) == 4 for m in r.moves)
    assert r.result_line().startswith(r.outcome.result())


@pytest.mark.parametrize("mode, fault", [
    ("illegal", "illegal"), ("garbage", "not_notation"), ("crash", "eof"), ("flood", "flood"),
    ("closed", "eof"), ("twice", "extra_output"),
])
@pytest.mark.slow
def test_a_misbehaving_black_program_loses_with_the_reason(mode, fault, tmp_path):
    pidfile = str(tmp_path / "pids")
    r = play_game(fake(mode, pidfile), fake("good"), 5000, grace=0.3)
    assert r.fault == fault, r.result_line()
    assert r.winner == WHITE
    assert r.outcome.termination is Termination.FORFEIT
    assert "forfeits" in r.reason()
    assert gone(pids(pidfile))


def test_a_misbehaving_white_program_loses_too(tmp_path):
    r = play_game(fake("good"), fake("illegal"), 5000, grace=0.3)
    assert r.fault == "illegal" and r.winner == BLACK
    assert "a4a5" in r.reason()


@pytest.mark.slow          # real processes started, hung and killed
def test_a_program_that_hangs_loses_on_time_and_its_whole_process_group_is_killed(tmp_path):
    pidfile = str(tmp_path / "pids")
    r = play_game(fake("good"), fake("hang", pidfile), 700, grace=0.3)
    assert r.outcome.termination is Termination.TIME and r.winner == BLACK
    assert r.used_ms[WHITE] >= 700
    hung = pids(pidfile)
    assert len(hung) == 2  # the program and its sleeping child
    assert gone(hung)


def test_a_program_that_cannot_start_loses():
    r = play_game(fake("good"), "/nonexistent/program", 2000, grace=0.3)
    assert r.winner == BLACK and r.fault == "start"
    r = play_game("cd /nonexistent && play", fake("good"), 2000, grace=0.3)  # through /bin/sh, which exits
    assert r.winner == WHITE and r.fault == "eof"


def test_the_arbiter_command_alternates_colours_and_prints_the_score(capsys):
    code = arbiter.main([fake("good"), fake("illegal"), "--time", "3000", "--games", "2"])
    out = capsys.readouterr().out
    assert code == 0
    assert "Game 1: black" in out and "Game 2: black" in out
    assert out.count("forfeits") == 2
    assert out.strip().splitlines()[-1].endswith(f"2 - 0 {fake('illegal')}")


def test_the_arbiter_refuses_bad_arguments(capsys):
    with pytest.raises(SystemExit) as e:
        arbiter.main([fake("good")])
    assert e.value.code == 2
    with pytest.raises(SystemExit):
        arbiter.main([fake("good"), fake("good"), "--games", "0"])


def test_the_arbiter_command_line_runs_a_real_game_between_two_player_programs():
    r = subprocess.run([sys.executable, "-m", "games.ataxx.arbiter", ours("easy"), ours("normal"), "--time", "20000"],
                       capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert r.returncode == 0
    assert "Game 1: black" in r.stdout and "Moves: 1. " in r.stdout
    assert "Score after 1 games" in r.stdout


@pytest.mark.slow          # real processes started and killed
def test_a_killed_arbiter_still_kills_its_players(tmp_path):
    pidfile = str(tmp_path / "pids")
    proc = subprocess.Popen([sys.executable, "-m", "games.ataxx.arbiter", fake("good"), fake("hang", pidfile),
                             "--time", "60000"], cwd=ROOT, stdout=subprocess.DEVNULL)
    for _ in range(500):
        if os.path.exists(pidfile) and open(pidfile).read().count(" ") == 1:
            break
        time.sleep(0.01)
    time.sleep(0.3)
    proc.terminate()
    proc.wait(timeout=20)
    assert gone(pids(pidfile))
