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
