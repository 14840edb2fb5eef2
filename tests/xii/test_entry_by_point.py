"""Entering moves by point (``13/18``, ``13 5``, ``VI/off``) and in Czech words: the engine's own Move,
so its refusals and reasons apply unchanged; a refused entry changes nothing. The engine's parser reads them
(the game's ``parse_action``, ``Board.parse``); the view only passes the text on."""
import pytest
from hypothesis import given, settings, strategies as st

from board import MOVE, TAKE, Board, InvalidCommandError, Move, Rules
from framework.core.errors import GameError
from framework.tui.terminal import Terminal
from games.xii.view import XiiView
from helpers_games import xii_session

# Player I: pieces on 1, 4 and 6 (the seed's opening); player II's two on its 3 and one on its 5.
AFTER_OPENING = "------------/A--A-A-a-b--/------------ I 222 12/0/0 12/0/0"


def view(lang="en"):
    return XiiView(Terminal(colour=False, ascii=False, screen=False), lang)


def session_at(notation: str, **options):
    s = xii_session(**options)
    s.game.board = Board.from_notation(notation, s.game.board.rules)
    return s


def test_from_point_to_point_is_the_engines_move_of_the_piece_there():
    s = session_at(AFTER_OPENING)
    b = s.game.board
    move = s.game.parse_action("6/8")
    assert move == Move(MOVE, 2, 6, b.piece_number(0, 6)) == b.parse("move 3 2")


def test_from_point_and_die_is_the_same_move():
    s = session_at(AFTER_OPENING)
    assert s.game.parse_action("6 2") == s.game.parse_action("6/8") == s.game.parse_action("6 / 8")


def test_points_and_dice_are_read_by_the_houses_number_reader():
    """Leading zeros count as in every other number the house reads."""
    s = session_at(AFTER_OPENING)
    assert s.game.parse_action("0006/0008") == s.game.parse_action("06 002") == s.game.parse_action("6/8")


def test_the_point_forms_do_not_shift_as_pieces_move():
    """4/6 then 6/8: the points still name what the board shows after the first move."""
    s = session_at(AFTER_OPENING)
    s.play(s.game.parse_action("4/6"))
    assert s.game.board.count(0, 6) == 2
    s.play(s.game.parse_action("6/8"))
    b = s.game.board
    assert (b.count(0, 4), b.count(0, 6), b.count(0, 8)) == (0, 1, 1)


@pytest.mark.parametrize("text, key", [
    ("5/7", "illegal.no_piece_on"),        # nothing on 5
    ("4/12", "invalid.distance"),          # 8 points: no die shows it
    ("4/3", "invalid.distance"),           # backwards
    ("40/42", "invalid.bad_point"),
    ("4 9", "invalid.out_of_range"),
    ("4 x", "invalid.not_a_number"),
    ("4 0", "invalid.out_of_range"),
    ("4 1000", "invalid.not_a_number"),   # more digits than a die has
    ("0/5", "invalid.bad_point"),
    ("6/off", "illegal.off_from_home"),
])
def test_a_bad_point_form_is_refused_with_its_reason_and_changes_nothing(text, key):
    s = session_at(AFTER_OPENING)
    before = s.game.notation()
    with pytest.raises(GameError) as err:
        s.play(s.game.parse_action(text))
    assert err.value.key == key
    assert s.game.notation() == before
    from games.xii.texts import explain
    assert "{" not in explain("cs", err.value) and explain("en", err.value) != key


def test_the_engines_refusal_comes_through_for_a_well_formed_point_move():
    s = session_at(AFTER_OPENING)
    with pytest.raises(GameError) as err:
        s.play(s.game.parse_action("4 3"))       # no unused die shows 3
    assert err.value.key == "illegal.no_die"


def test_bearing_off_by_point_under_murray_and_the_variant():
    home = "------------/------------/-----------A I 611 0/0/14 15/0/0"      # I's piece on VI (36)
    s = session_at(home)
    assert s.game.parse_action("VI/off") == Move(TAKE, 6, 36) == s.game.board.parse("take 6")
    variant = session_at(home, exact_bear_off=True)
    assert variant.game.parse_action("36/ven") == Move(TAKE, 1, 36) == variant.game.board.parse("take 1")


@pytest.mark.parametrize("czech, english", [("vlož 4", "place 4"), ("vloz 4", "place 4"), ("táhni 3 2", "move 3 2"),
                                            ("seber 6", "take 6"), ("dál", "pass")])
def test_czech_command_words_are_the_engines_commands(czech, english):
    s = session_at(AFTER_OPENING)
    assert s.game.parse_action(czech) == s.game.parse_action(english)


def test_other_text_is_read_by_the_engines_command_parser():
    s = session_at(AFTER_OPENING)
    for text in ("move 3 2", "place 4"):
        assert str(s.game.parse_action(text)) == text
    for text in ("flip", "13", "1 2 3"):
        with pytest.raises(InvalidCommandError):
            s.game.parse_action(text)


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_every_legal_move_listed_by_point_parses_back_to_itself(data):
    """? lists each move as 'from/to (command)': the point form typed back is the same move."""
    s = xii_session(seed=data.draw(st.integers(0, 10**6)))
    v = view()
    for _ in range(data.draw(st.integers(1, 12))):
        if s.game_over:
            break
        if s.needs_throw:
            s.throw()
        legal = s.game.legal_actions()
        for m in legal:
            if m.kind in (MOVE, TAKE):
                assert s.game.parse_action(v.point_form(m)) == m
        s.play(data.draw(st.sampled_from(legal)))


def test_the_point_forms_are_played_as_text_through_the_session_and_the_engine():
    """No view in between: the session's play hands the text to the engine, which reads the point form."""
    s = session_at(AFTER_OPENING)
    played = s.play("4/6")
    assert played.action == Move(MOVE, 2, 4, 2) and s.game.board.count(0, 6) == 2
    s.game.board.undo()
    assert s.game.board.play("vlož 2") == Move("place", 2, 2)
