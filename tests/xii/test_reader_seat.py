"""Every report is said from the reader's seat: points in their numbering, captures as theirs."""
from board import OPPOSITE, Board, cell_of
from framework.tui.table_screen import last_turn
from framework.tui.terminal import Terminal
from games.xii.render import board_lines, parse_diagram
from games.xii.game import pips
from games.xii.view import XiiView
from helpers_games import xii_session

AFTER_OPENING = "------------/A--A-A-a-b--/------------ I 222 12/0/0 12/0/0"


def view(lang="en"):
    return XiiView(Terminal(colour=False, ascii=False, screen=False), lang)


def test_opposite_numbers_the_same_point_for_the_other_player():
    # II's entry point 3 is I's point 10 (the middle row is numbered from opposite ends).
    assert cell_of(1, 3) == cell_of(0, 10) and OPPOSITE[3] == 10
    for p in range(1, 37):
        assert cell_of(1, p) == cell_of(0, OPPOSITE[p])


def test_the_opponents_entry_is_said_in_the_readers_numbering():
    s = xii_session(script=[(1, 4, 6), (3, 3, 5)])
    s.throw()
    for a in ("place 4", "place 1", "place 6"):
        s.play(a)
    s.throw()
    played = s.play("place 5")
    v = view()
    assert v.describe(played, s, reader=1) == "enters on 5"       # Bob reads his own move
    assert v.describe(played, s, reader=0) == "enters on 8"       # Alice: 13 - 5


def test_a_capture_is_your_piece_for_the_victim_and_theirs_for_the_mover():
    s = xii_session()
    s.game.board = Board.from_notation(AFTER_OPENING)
    played = s.play("move 3 2")                                   # I's 6 -> 8, where II's lone piece stood
    v = view()
    assert v.describe(played, s, reader=0) == "6 → 8, captures Bob's piece"
    assert v.describe(played, s, reader=1) == "7 → 5, captures your piece"   # 13-6, 13-8
    assert view("cs").describe(played, s, reader=1) == "7 → 5, zajímá tvůj kámen"


def test_the_last_turn_is_marked_on_the_board_where_the_reader_sees_it():
    s = xii_session(script=[(1, 4, 6), (3, 3, 5)])
    s.throw()
    for a in ("place 4", "place 1", "place 6"):
        s.play(a)
    s.throw()                                                     # Bob to move: Alice's turn is the last
    assert [p.text for p in last_turn(s)] == ["place 4", "place 1", "place 6"]
    v = view()
    lines = v.board(s, reader=0)
    middle = lines[2]
    assert middle.count("*") == 3 and "*1   _   _  *1   _  *1" in middle
    assert parse_diagram("\n".join(lines[i] for i in (1, 2, 4))) == s.game.board.grid()   # marks read as nothing


def test_the_czech_board_says_nothing_in_english():
    lines = board_lines(Board().grid(), 0, off="ven")
    assert lines[4].endswith("→ ven") and "off" not in "".join(lines)
    s = xii_session(lang="cs") if False else xii_session()
    assert "off" not in "".join(view("cs").board(s, 0))


def test_pips_count_the_dice_still_needed_under_each_bearing_off_rule():
    b = Board()
    assert pips(b, 0) == 15 * 32            # Murray: enter (d) + to home point I (31 - d) + a 1 to bear off
    home = Board.from_notation("------------/------------/-----------A I - 0/0/14 15/0/0")   # one piece on VI
    assert pips(home, 0) == 6               # it needs a 6
    from board import Rules
    variant = Board.from_notation("------------/------------/-----------A I - 0/0/14 15/0/0",
                                  Rules(exact_bear_off=True))
    assert pips(variant, 0) == 1            # the variant: a 1 bears off from the last point
    assert pips(Board(Rules(exact_bear_off=True)), 0) == 15 * 37


def test_the_status_lines_show_the_pip_count_and_mark_the_seat_to_move():
    s = xii_session()
    lines = view().status(s, reader=1, left_ms=lambda seat: None)
    assert lines[0].startswith("▶ I") and lines[1].startswith("  II")
    assert all("pips 480" in line for line in lines)
    assert all(len(line) <= 79 for line in lines)


def test_header_and_marker_say_one_thing_at_the_hand_over():
    s = xii_session(script=[(1, 4, 6)])
    s.throw()
    for a in ("place 4", "place 1", "place 6"):
        s.play(a)
    v = view()
    header = v.header(s, mover=0, turn_over=True)
    assert header == "Turn 1 · Bob throws next · Alice (player I, digits) has played"
    assert v.status(s, 0, lambda seat: None)[1].startswith("▶ II")
