"""The seed's worked example as its drawings (xii-scripta-plan-cs.txt), shared by the tests.

Digits are player I's stacks, letters player II's (A = one piece, B = two); each
drawing is the board as the named player sees it from their seat.
"""

EMPTY = """
_ _ _ _ _ _   _ _ _ _ _ _
_ _ _ _ _ _   _ _ _ _ _ _
_ _ _ _ _ _   _ _ _ _ _ _
"""
# Player I throws 1-4-6: place 4, place 1, place 6.
I_PLACED = """
_ _ _ _ _ _   _ _ _ _ _ _
1 _ _ 1 _ 1   _ _ _ _ _ _
_ _ _ _ _ _   _ _ _ _ _ _
"""
I_PLACED_AS_II_SEES_IT = """
_ _ _ _ _ _   _ _ _ _ _ _
_ _ _ _ _ _   1 _ 1 _ _ 1
_ _ _ _ _ _   _ _ _ _ _ _
"""
# Player II throws 3-3-5: place 3, place 5, place 3.
II_PLACED_AS_II_SEES_IT = """
_ _ _ _ _ _   _ _ _ _ _ _
_ _ B _ A _   1 _ 1 _ _ 1
_ _ _ _ _ _   _ _ _ _ _ _
"""
II_PLACED = """
_ _ _ _ _ _   _ _ _ _ _ _
1 _ _ 1 _ 1   _ A _ B _ _
_ _ _ _ _ _   _ _ _ _ _ _
"""
# Player I throws 2-2-2: move 3 2 captures; move 3 2 again is refused by the pair.
AFTER_CAPTURE = """
_ _ _ _ _ _   _ _ _ _ _ _
1 _ _ 1 _ _   _ 1 _ B _ _
_ _ _ _ _ _   _ _ _ _ _ _
"""
# ...then move 2 2 (the seed writes it as `move 3 2`, a slip)...
AFTER_SECOND_MOVE = """
_ _ _ _ _ _   _ _ _ _ _ _
1 _ _ _ _ 1   _ 1 _ B _ _
_ _ _ _ _ _   _ _ _ _ _ _
"""
# ...and move 2 2 once more: all three dice used.
AFTER_THIRD_MOVE = """
_ _ _ _ _ _   _ _ _ _ _ _
1 _ _ _ _ _   _ 2 _ B _ _
_ _ _ _ _ _   _ _ _ _ _ _
"""


# That position (II_PLACED) in notation, and as the game's screen draws it for each seat at 80
# columns and wider; player II's board is player I's turned 180 degrees.
OPENING = "------------/A--A-A-a-b--/------------ I 222 12/0/0 12/0/0"
DRAWN_FOR_I = """\
           24  23  22  21  20  19     18  17  16  15  14  13
 13-24 ←    _   _   _   _   _   _      _   _   _   _   _   _  ←╮
  1-12 →    1   _   _   1   _   1      _   A   _   B   _   _  →╯
            1   2   3   4   5   6      7   8   9  10  11  12
 25-36 →    _   _   _   _   _   _      _   _   _   _   _   _  → off
           25  26  27  28  29  30      I  II III  IV   V  VI"""

DRAWN_FOR_II = """\
           24  23  22  21  20  19     18  17  16  15  14  13
 13-24 ←    _   _   _   _   _   _      _   _   _   _   _   _  ←╮
  1-12 →    _   _   B   _   A   _      1   _   1   _   _   1  →╯
            1   2   3   4   5   6      7   8   9  10  11  12
 25-36 →    _   _   _   _   _   _      _   _   _   _   _   _  → off
           25  26  27  28  29  30      I  II III  IV   V  VI"""

DRAWN = {0: DRAWN_FOR_I, 1: DRAWN_FOR_II}
