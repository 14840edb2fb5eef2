"""The UAI engine: handshake, positions (with passes), go limits, stop, perft, bad input."""
import io
import os
import subprocess
import sys
import time

import ataxx
import ataxx.uai
import pytest

from games.ataxx.board import Board, Move
from games.ataxx.uai import UaiEngine

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MUST_PASS = "xxxxxx1/xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/oxxxxxx o 0 1"


def session(*lines: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "games.ataxx.uai"], input="".join(x + "\n" for x in lines),
                          capture_output=True, text=True, cwd=ROOT, timeout=60)


def bestmove(out: str) -> str:
    moves = [line.split()[1] for line in out.splitlines() if line.startswith("bestmove")]
    assert len(moves) == 1, out
    return moves[0]


def test_handshake():
    r = session("uai", "isready", "quit")
    lines = r.stdout.splitlines()
    assert lines[0].startswith("id name ") and "uaiok" in lines and lines[-1] == "readyok"
    assert r.returncode == 0


def test_position_with_moves_and_go_depth_gives_a_legal_community_move():
    r = session("uainewgame", "position startpos moves b6 a1c3", "go depth 3")
    b = Board(rules="standard")
    b.push_notation("b6")
    b.push_notation("a1c3")
    assert b.is_legal(b.parse_move(bestmove(r.stdout)))
    assert "info depth 3" in r.stdout


def test_go_with_clocks_and_movetime_and_nodes():
    for go in ("go btime 2000 wtime 2000 binc 0 winc 0", "go movetime 100", "go nodes 500"):
        r = session("position fen x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1", go)
        assert Board("x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1", rules="standard").is_legal(Move.parse(bestmove(r.stdout))), go


def test_a_forced_pass_is_0000_and_a_pass_is_accepted_in_moves():
    r = session(f"position fen {MUST_PASS}", "go depth 2")
    assert bestmove(r.stdout) == "0000"
    r = session(f"position fen {MUST_PASS} moves 0000", "go depth 2")
    assert bestmove(r.stdout) == "g7"


def test_perft():
    r = session("position startpos", "perft 3")
    assert "perft 3: 6460" in r.stdout.splitlines()


def test_bad_input_is_reported_on_stderr_and_the_engine_goes_on():
    r = session("position fen x5o/7/7 x", "position startpos moves a4a5", "frobnicate", "perft x", "isready")
    assert r.stdout.splitlines()[-1] == "readyok"
    assert all(line.startswith("info string") for line in r.stdout.splitlines()[:-1])
    assert "position not set" in r.stderr and "position set up to the move before 'a4a5'" in r.stderr
    assert "unknown command" in r.stderr and "usage: perft" in r.stderr


def test_hostile_numbers_and_overlong_lines_are_refused_and_the_engine_goes_on():
    r = session("perft \u00b2", "perft " + "9" * 5000, "x" * 10_000, "go depth \u0663 movetime " + "9" * 40,
                "isready")
    assert "Traceback" not in r.stderr and r.returncode == 0
    assert "readyok" in r.stdout.split() and bestmove(r.stdout) in {str(m) for m in Board().legal_moves()}
    assert r.stderr.count("usage: perft") == 1 and r.stderr.count("ignored a line") == 2


def test_stop_ends_an_infinite_search_with_one_bestmove():
    out = io.StringIO()
    e = UaiEngine(out, io.StringIO(), seed=1)
    e.handle("position startpos")
    e.handle("go infinite")
    time.sleep(0.2)
    e.handle("stop")
    assert bestmove(out.getvalue()) in {str(m) for m in Board(rules="standard").legal_moves()}
    assert e.handle("quit") is False


@pytest.mark.filterwarnings("ignore:line buffering")  # python-ataxx opens its pipes that way
def test_python_ataxx_can_drive_the_engine():
    engine = ataxx.uai.Engine([sys.executable, "-m", "games.ataxx.uai"])
    try:
        engine.isready(10)
        b = ataxx.Board()
        b.makemove(ataxx.Move.from_san("f2"))
        engine.position(b.get_fen())
        move, _ = engine.go(depth=2, maxwait=20)
        assert move is not None and ataxx.Move.from_san(move) in b.legal_moves()
    finally:
        engine.quit()
