"""Issue 34: notes cut to fit the rows leave no row blank: the reply to the last command (the echo of a whole turn
typed on one line) and the opponent's turn keep theirs, and an older note too long for the rows left shows its
start there instead of leaving them empty."""
from framework.tui.table_screen import OLDER, REPLY, THEIR_TURN, keep_newest

MORE = ["… (more)"]


def test_no_row_is_left_blank_while_notes_are_cut():
    """The hand-over after the computer's turn: the player's own turn (the reply to the line that ended it), the
    computer's turn, then who throws next (two lines): every row the notes have is used."""
    notes = [(OLDER, ["the game began"]), (REPLY, ["Player I: enters on 6, 2 → 4."]),
             (THEIR_TURN, ["Computer throws 5-3-6."]), (THEIR_TURN, ["Computer: enters on 8."]),
             (OLDER, ["Computer ends its turn. Player I, press", "Enter to throw."])]
    for room in range(2, 6):             # 6 rows hold them all
        shown = keep_newest(notes, room, MORE)
        assert len(shown) == room, (room, shown)
        assert shown[0] == "Player I: enters on 6, 2 → 4.", (room, shown)
    assert keep_newest(notes, 5, MORE) == ["Player I: enters on 6, 2 → 4.", "Computer throws 5-3-6.",
                                           "Computer: enters on 8.", "Computer ends its turn. Player I, press",
                                           "… (more)"]
