"""The adapter the framework drives (games/latrunculi/game.py): each move's captures and Duke verdicts
travel as effects; yielding, time and an agreed draw end the game outside the position."""
import pytest
from hypothesis import given, settings, strategies as st

from framework.core.game import Outcome
from framework.core.session import Setup
from games.latrunculi.board import BLACK, STARTING_FEN, STARTING_FEN_8X12, WHITE, Board, IllegalMoveError
from games.latrunculi.render import parse
from games.latrunculi.board import DRAW
from games.latrunculi.game import AGREEMENT, LatrunculiGame


def game_of(diagram: str, turn: int = WHITE, **kw) -> LatrunculiGame:
    return LatrunculiGame(parse(diagram, turn, **kw))


def test_the_setup_chooses_the_layout_the_start_and_the_capture_limit():
    assert LatrunculiGame.new(Setup()).notation() == STARTING_FEN
    assert LatrunculiGame.new(Setup(options=(("layout", "8x12"),))).notation() == STARTING_FEN_8X12
    fen = "m7/8/8/3d4/8/8/4D3/7M w 0 1"
    g = LatrunculiGame.new(Setup(options=(("layout", "8x8"), ("start", fen), ("capture_limit", 10))))
    assert g.notation() == fen and g.board.capture_limit == 10


def test_a_flank_is_an_effect_naming_both_flankers():
    g = game_of("""
        8 ...d....
        7 ........
        6 ....M...
        5 ........
        4 ..Mm....
        3 ........
        2 ........
        1 D.......""")
    played = g.apply("e6e4")
    assert played.seat == WHITE and played.text == "e6e4" and (played.source, played.target) == ("e6", "e4")
    assert [(e.kind, e.at, e.detail) for e in played.effects] == [("capture", "d4", ("flank", "e4", "c4"))]


def test_an_immobilised_man_is_an_effect_without_flankers():
    g = LatrunculiGame(Board())
    played = g.apply("a1a7")                    # the consequence: a8 is boxed in by b8 and the edge
    assert [(e.kind, e.at, e.detail) for e in played.effects] == [("capture", "a8", ("immobilised",))]


def test_an_immobilised_duke_is_an_effect_and_ends_the_game():
    g = game_of("""
        8 ........
        7 ........
        6 ........
        5 ........
        4 ........
        3 M.......
        2 .M.....m
        1 dM.....D""")
    played = g.apply("a3a2")                    # a1's Duke: a2 (white) and b1 (white) now close it in
    assert ("duke_immobilised", "a1", (BLACK,)) in [(e.kind, e.at, e.detail) for e in played.effects]
    assert g.outcome() == Outcome(WHITE, "duke_immobilised")
    assert g.to_move() == WHITE and g.legal_actions() == []


def test_a_quiet_move_has_no_effects_and_retract_takes_it_back():
    g = LatrunculiGame(Board())
    assert g.apply("e2e5").effects == ()
    g.retract()
    assert g.notation() == STARTING_FEN


def test_yielding_and_time_give_the_game_to_the_other_seat():
    for seat, reason in ((WHITE, "yield"), (BLACK, "time")):
        g = LatrunculiGame(Board())
        g.concede(seat, reason)
        assert g.outcome() == Outcome(1 - seat, reason)
        assert g.legal_actions() == [] and g.to_move() == 1 - seat
        with pytest.raises(IllegalMoveError) as e:
            g.apply("e2e5")
        assert e.value.code == "game_over" and g.notation() == STARTING_FEN


def test_an_agreed_draw_is_the_action_draw_and_can_be_taken_back():
    g = LatrunculiGame(Board())
    g.apply("e2e5")
    played = g.apply("draw")
    assert played.action == DRAW and played.text == "draw" and played.seat == BLACK
    assert g.outcome() == Outcome(None, AGREEMENT) and g.legal_actions() == []
    assert DRAW not in LatrunculiGame(Board()).legal_actions()
    g.retract()
    assert g.outcome() is None and g.board.fen() == Board("mmmmmmmm/3d4/8/4D3/8/8/8/MMMMMMMM b 1 1").fen()


def test_no_draw_after_the_game_is_over():
    g = LatrunculiGame(Board())
    g.concede(WHITE)
    with pytest.raises(IllegalMoveError):
        g.apply(DRAW)
    assert g.outcome() == Outcome(BLACK, "yield")


def test_a_copy_carries_the_ending_and_is_independent():
    g = LatrunculiGame(Board())
    g.concede(BLACK)
    twin = g.copy()
    assert twin.outcome() == g.outcome()
    other = LatrunculiGame(Board()).copy()
    other.apply("e2e5")
    assert other.notation() != STARTING_FEN


@settings(max_examples=25, deadline=None)
@given(st.randoms(use_true_random=False))
def test_the_adapter_agrees_with_the_engine_over_random_games(rng):
    g, board = LatrunculiGame(Board()), Board()
    for _ in range(40):
        if board.is_game_over():
            break
        move = rng.choice(board.legal_moves())
        effects = board.push(move)
        played = g.apply(g.format_action(move))
        assert sorted(e.at for e in played.effects if e.kind == "capture") == \
            sorted(str(c).split()[0] for c in effects.captures)
        assert g.notation() == board.fen() and g.legal_actions() == board.legal_moves()
    o = board.outcome()
    assert g.outcome() == (None if o is None else Outcome(o.winner, o.reason))


def test_a_typed_square_and_a_selection_target_are_read_by_the_game_not_the_view():
    g = LatrunculiGame.new(Setup())
    a1 = g.read_square("a1")
    assert g.read_square("A1") == a1 and g.piece_at(a1) is not None
    with pytest.raises(ValueError):
        g.read_square("9e")
    text = g.move_from(a1, "a4")
    assert text == "a1a4" and g.format_action(g.parse_action(text)) == "a1a4"
    with pytest.raises(ValueError):
        g.move_from(a1, "a0")
