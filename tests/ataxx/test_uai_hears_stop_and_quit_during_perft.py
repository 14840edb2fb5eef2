"""A long ``perft`` (8 plies: hours) no longer blocks the UAI engine: the count runs beside the command loop, so ``stop``
ends it (one ``info string`` says so, no partial count) and ``quit`` leaves at once (issue 23, item 9). The
stoppable count is the same count as the fast one."""
from __future__ import annotations

import io
import random
import threading

import pytest

from games.ataxx.board import Board, Rules
from games.ataxx.perft import Stopped, perft, perft_until
from games.ataxx.uai import UaiEngine


def _positions():
    """Openings, middle games and endings under both rules; jumps first, so repetitions and the fifty-jump
    end come up too."""
    for rules in (Rules.STANDARD, Rules.ITPW):
        for seed in range(8):
            board, rng = Board(rules=rules), random.Random(seed)
            for _ in range(rng.randrange(0, 160)):
                moves = board.legal_moves()
                if not moves or board.is_game_over():
                    break
                jumps = [m for m in moves if str(m) != "0000" and len(str(m)) == 4]
                board.push(rng.choice(jumps if jumps and seed % 2 else moves))
            yield board


@pytest.mark.parametrize("split, depths", [(0, (0, 1, 2)), (1, (2, 3))])
def test_the_stoppable_count_is_the_fast_count(split, depths):
    for board in _positions():
        for depth in depths:
            assert perft_until(board, depth, lambda: False, split) == perft(board, depth), (board.fen(), depth)


def test_asked_to_stop_it_raises_and_leaves_the_board_as_it_was():
    board = Board(rules=Rules.STANDARD)
    fen = board.fen()
    asked = []

    def stop() -> bool:
        asked.append(1)
        return len(asked) > 5
    with pytest.raises(Stopped):
        perft_until(board, 99, stop)
    assert board.fen() == fen


def _engine():
    out = io.StringIO()
    return UaiEngine(out, io.StringIO(), seed=1), out


def _handled(engine, *lines):
    """The engine's answers to ``lines``, the last one's result; a hang (the old perft 8) fails, not waits."""
    result = []
    worker = threading.Thread(target=lambda: result.extend(engine.handle(line) for line in lines), daemon=True)
    worker.start()
    worker.join(120)
    assert not worker.is_alive(), f"the engine did not come back from {lines!r}"
    return result


def test_stop_ends_a_long_perft_and_the_engine_answers_on():
    engine, out = _engine()
    assert _handled(engine, "perft 8", "isready", "stop", "perft 2", "quit") == [True, True, True, True, False]
    lines = out.getvalue().splitlines()
    assert "readyok" in lines and "info string perft 8 stopped" in " ".join(lines)
    assert not any(line.startswith("perft 8:") for line in lines)
    assert "perft 2: 256" in lines                  # a count that ends is said whole


def test_quit_during_a_long_perft_leaves():
    engine, out = _engine()
    assert _handled(engine, "position startpos", "perft 8", "quit") == [True, True, False]
    assert engine._thread is None


def test_a_count_that_would_never_end_is_refused_so_the_end_of_input_ends_the_engine():
    """At the end of its input the engine finishes what it was asked; so it is never asked for a count
    that would not end (``perft 30``): that is refused with the range, and the engine ends."""
    import subprocess
    import sys
    from pathlib import Path
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run([sys.executable, str(root / "xii_scripta.py"), "--ataxx-uai"], input="perft 30\nperft 2\n",
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0
    assert "from 1 to 8" in done.stderr and "perft 2: 256" in done.stdout
