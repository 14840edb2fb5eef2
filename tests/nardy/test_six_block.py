"""The six-block: six points in a row along the *opponent's* route, with no opposing checker
ahead of them, may not be made; checked after each checker move.

Player -1's route is 12 -> 1, then 24 -> 13, so for player 1 the points 3 2 1 24 23 22 are a row
(they cross the seam of -1's route), while 15 14 13 12 11 10 are not (13 is the end of -1's
route, 12 its start). Player 1's route is 24 -> 1, so for player -1 the points 15 ... 10 are a row
and 3 2 1 24 23 22 are not.
"""
from games.nardy.render import parse
from nardy_helpers import after, refusal, with_moves, position

# Player 1 holds 3 2 1 24 23; 24/22 would complete a block across -1's seam 1 -> 24.
ACROSS_MINUS_SEAM = """
  1   2   3   4   5   6 |   7   8   9  10  11  12
  1   1   1   .   .   . |   .   1   .   .   . -15
 10   1   .   .   .   . |   .   .   .   .   .   .
 24  23  22  21  20  19 |  18  17  16  15  14  13
"""

# Player -1 holds 15 14 12 11 10; 14/13 would complete a block across the board's middle, a row
# along player 1's route (its points 15 ... 10).
ACROSS_PLUS_MIDDLE = """
  1   2   3   4   5   6 |   7   8   9  10  11  12
  .   .   .   .  -1   . |   .   .   .  -1  -1  -9
 15   .   .   .   .   . |   .   .   .  -1  -2   .
 24  23  22  21  20  19 |  18  17  16  15  14  13
"""

# Player 1 holds 15 14 13 11 10; 18/12 fills 12: six points on the board, but along -1's route
# 15 14 13 are its last points and 12 11 10 its first. Not a block.
PSEUDO_FOR_PLUS = """
  1   2   3   4   5   6 |   7   8   9  10  11  12
  .   .   .   .   .   . |   .   . -15   1   1   .
  9   .   .   .   .   . |   1   .   .   1   1   1
 24  23  22  21  20  19 |  18  17  16  15  14  13
"""

# Player -1 holds 3 2 1 24 23; 4/22 fills 22: along player 1's route 3 2 1 are its last points
# and 24 23 22 its first. Not a block.
PSEUDO_FOR_MINUS = """
  1   2   3   4   5   6 |   7   8   9  10  11  12
 -1  -1  -1  -1   .   . |   .   .   .   .   .  -9
 -1  -1   .   .  15   . |   .   .   .   .   .   .
 24  23  22  21  20  19 |  18  17  16  15  14  13
"""


def holds(board, player, points):
    return all(board.points()[p - 1] * player > 0 for p in points)


def test_block_across_the_seam_of_minus_ones_route_is_refused():
    board = parse(ACROSS_MINUS_SEAM, dice=(2, 5))
    assert refusal(board, "24/22") == "six_block"
    row = (3, 2, 1, 24, 23, 22)
    assert not any(holds(after(board, t), 1, row) for t in board.legal_turns())


def test_block_across_the_middle_for_minus_one_is_refused():
    board = parse(ACROSS_PLUS_MIDDLE, turn=-1, dice=(1, 3))
    assert refusal(board, "14/13") == "six_block"
    row = (15, 14, 13, 12, 11, 10)
    assert not any(holds(after(board, t), -1, row) for t in board.legal_turns())


def test_block_allowed_when_an_opposing_checker_is_ahead():
    # A white checker on 21 has passed 3 2 1 24 23 22 along its route: the block may stand.
    board = parse(ACROSS_MINUS_SEAM)
    points = {p: n for p, n in enumerate(board.points(), 1) if n}
    ahead = position(with_moves(points, {12: 1, 21: -1}), dice=(2, 5))
    ahead.play("24/22")
    assert holds(ahead, 1, (3, 2, 1, 24, 23, 22))


def test_block_allowed_for_minus_one_when_a_black_checker_is_ahead():
    board = parse(ACROSS_PLUS_MIDDLE)
    points = {p: n for p, n in enumerate(board.points(), 1) if n}
    ahead = position(with_moves(points, {24: -1, 7: 1}), turn=-1, dice=(1, 3))
    ahead.play("14/13")
    assert holds(ahead, -1, (15, 14, 13, 12, 11, 10))


def test_a_checker_just_behind_the_block_does_not_allow_it():
    # White on 4 has not reached 3 yet: it is behind the block, which stays forbidden.
    board = parse(ACROSS_MINUS_SEAM)
    points = {p: n for p, n in enumerate(board.points(), 1) if n}
    behind = position(with_moves(points, {12: 1, 4: -1}), dice=(2, 5))
    assert refusal(behind, "24/22") == "six_block"


def test_a_block_completed_and_broken_in_the_same_turn_is_refused():
    # 2-1: 24/22 first completes the block (refused even though 3/2 would then break it);
    # 3/2 first breaks the row, and 24/22 is then allowed.
    board = parse(ACROSS_MINUS_SEAM, dice=(2, 1))
    assert refusal(board, "24/22") == "six_block"
    b = after(board, ["3/2", "24/22"])
    assert b.turn == -1 and holds(b, 1, (2, 1, 24, 23, 22)) and not holds(b, 1, (3,))


def test_pseudo_block_at_the_end_of_minus_ones_route_is_allowed():
    board = parse(PSEUDO_FOR_PLUS, dice=(6, 1))
    board.play("18/12")
    assert holds(board, 1, (15, 14, 13, 12, 11, 10))


def test_pseudo_block_at_the_end_of_plus_ones_route_is_allowed():
    board = parse(PSEUDO_FOR_MINUS, turn=-1, dice=(6, 1))
    board.play("4/22")
    assert holds(board, -1, (3, 2, 1, 24, 23, 22))


def test_the_opponents_whole_home_is_a_block_nobody_can_be_ahead_of():
    # Player 1 on 18 17 16 15 14 and 20: 20/13 would hold -1's last six points; no white checker
    # can be beyond them, so it is refused.
    board = position({18: 1, 17: 1, 16: 1, 15: 1, 14: 1, 20: 1, 24: 9, 12: -15}, dice=(4, 3))
    b = after(board, ["20/16"])
    assert refusal(b, "16/13") == "six_block"
