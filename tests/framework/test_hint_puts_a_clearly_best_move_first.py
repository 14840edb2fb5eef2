"""framework/ai/analysis.rank (what ``hint`` shows) puts a clearly best move or turn first, each game by its
strongest judgement in a hint's time: Ataxx a jump that takes every enemy stone, Latrunculi a capture,
XII and Long Nardy the turn that bears off the last piece (and wins)."""
from __future__ import annotations

import sys
from pathlib import Path

from framework.ai.analysis import rank
from helpers_games import spec

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "nardy"))
from nardy_helpers import position  # noqa: E402

SECONDS = 0.1


def test_ataxx_a_jump_that_takes_every_enemy_stone_comes_first():
    from games.ataxx.board import Board
    from games.ataxx.game import AtaxxGame
    game = AtaxxGame(Board.from_fen("7/7/1ooo3/1o1o3/1ooo3/2x4/7 x 0 1"))
    best = rank(game, spec("ataxx").planner("strong"), 3, SECONDS)
    assert best[0].text == "c2c4" and best[0].unit is spec("ataxx").unit and best[0].forced == 1
    assert best[1].forced == 0 and best[1].score < best[0].score


def test_latrunculi_a_capture_comes_first():
    from games.latrunculi.game import LatrunculiGame
    from games.latrunculi.render import parse
    board = parse("""
        8 m......d
        7 M.......
        6 ........
        5 .M......
        4 ........
        3 ........
        2 ........
        1 D......m
          abcdefgh""")
    best = rank(LatrunculiGame(board), spec("latrunculi").planner("strong"), 3, SECONDS)
    assert best[0].text == "b5b8" and best[0].unit is spec("latrunculi").unit
    assert best[0].score >= best[1].score + 0.5         # half a man or more above the next


def test_xii_the_turn_that_bears_off_the_last_piece_comes_first_and_is_a_certain_win():
    from board import Board
    from games.xii.game import XiiGame
    board = Board.from_notation("------------/------------/-----------A I - 0/0/14 15/0/0")
    board.roll((6, 1, 2))
    best = rank(XiiGame(board), spec("xii").planner("strong"), 3, SECONDS)
    assert best[0].unit is spec("xii").unit and best[0].chance == 1.0
    assert best[0].text.startswith("take 6")


def test_long_nardy_the_turn_that_bears_off_the_last_two_checkers_comes_first_with_a_mars():
    from games.nardy.game import NardyGame
    game = NardyGame(position({6: 1, 3: 1, 12: -15}, dice=(6, 3)))
    best = rank(game, spec("nardy").planner("strong"), 3, SECONDS)
    assert best[0].text in ("6/off 3/off", "3/off 6/off") and best[1].text == "6/3 3/off"
    assert best[0].unit is spec("nardy").unit and (best[0].chance, best[0].mars) == (1.0, 1.0)
    assert best[1].score < best[0].score
