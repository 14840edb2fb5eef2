"""The standard rule set agrees with python-ataxx move by move: legal moves, FEN, game over, result."""
import random

import ataxx
import pytest

from games.ataxx.board import Board

STARTS = ["x5o/7/7/7/7/7/o5x x 0 1", "x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1", "x5o/7/3-3/2-1-2/3-3/7/o5x x 0 1",
          "x-1-1-o/-1-1-1-/1-1-1-1/-1-1-1-/1-1-1-1/-1-1-1-/o-1-1-x x 0 1", "x5o/7/7/7/7/7/o5x x 90 1"]


@pytest.mark.parametrize("seed", range(8))
def test_random_games_agree_with_python_ataxx(seed):
    rng = random.Random(seed)
    fen = STARTS[seed % len(STARTS)]
    ours, theirs = Board(fen, rules="standard"), ataxx.Board(fen)
    for _ in range(400):
        assert ours.fen() == theirs.get_fen()
        mine = sorted(str(m) for m in ours.legal_moves())
        assert mine == sorted(str(m) for m in theirs.legal_moves()), ours.fen()
        assert ours.is_game_over() == theirs.gameover(), ours.fen()
        assert ours.result() == theirs.result(), ours.fen()
        if not mine:
            break
        text = rng.choice(mine)
        ours.push_notation(text)
        theirs.makemove(ataxx.Move.from_san(text))
    assert ours.is_game_over()
