"""Match play through the framework's game adapter: points per game (mars 2, oyn 1), the match to N,
the previous game's winner starting the next game as black, and take-backs across a game's end."""
import pytest

from framework.core.session import Setup
from games.nardy.board import Board
from games.nardy.game import NardyGame


def finishing(black: int = 0, match: int = 3, score=(0, 0), white_off: int = 0) -> NardyGame:
    """Black (seat ``black``) has one checker left on point 1; white has ``white_off`` borne off."""
    points = [0] * 24
    points[0] = 1
    points[17] = -(15 - white_off)          # white all on 18 (its home)
    game = NardyGame(Board.from_points(points, 1, (14, white_off)), black, match, score)
    game.roll((2, 1))
    return game


def test_a_new_match_gives_black_to_the_first_seat():
    game = NardyGame.new(Setup(first=1, options=(("match", 3),)))
    assert game.to_move() == 1 and game.player_of(1) == 1 and game.match == 3


def test_mars_scores_two_and_the_winner_starts_the_next_game():
    game = finishing(black=1, match=3)
    played = game.apply("1/off")
    assert game.score == (0, 2) and game.outcome() is None
    assert any(e.kind == "game_won" and e.count == 2 for e in played.effects)
    # The next game: fresh board, the winner (seat 1) is black again and throws first.
    assert game.board == Board() and game.black == 1 and game.to_move() == 1 and game.games == 2


def test_oyn_scores_one():
    game = finishing(black=0, match=3, white_off=1)
    game.apply("1/off")
    assert game.score == (1, 0) and game.last_game.reason == "oyn"


def test_the_loser_of_a_game_does_not_start_the_next():
    # Seat 0 is black; white (seat 1) has one checker left on 18 and throws 6-1: it wins a mars
    # and plays black in the next game.
    points = [0] * 24
    points[17], points[23] = -1, 15
    game = NardyGame(Board.from_points(points, -1, (0, 14)), black=0, match=5)
    game.roll((6, 1))
    game.apply("18/off")
    assert game.score == (0, 2) and game.black == 1 and game.to_move() == 1


def test_the_match_ends_at_n_points():
    game = finishing(black=0, match=3, score=(1, 0))
    game.apply("1/off")
    out = game.outcome()
    assert out is not None and out.winner == 0 and out.reason == "mars" and out.points == 2
    assert game.legal_actions() == [] and game.to_move() == 0


def test_a_single_game_is_a_match_to_one():
    game = finishing(black=0, match=1)
    game.apply("1/off")
    assert game.outcome().winner == 0


def test_the_move_that_ended_a_game_can_be_taken_back():
    game = finishing(black=0, match=3)
    before = game.notation()
    game.apply("1/off")
    game.retract()
    assert game.notation() == before and game.score == (0, 0)


@pytest.mark.parametrize("seat", [0, 1])
def test_conceding_gives_the_match_to_the_other_seat(seat):
    game = NardyGame.new(Setup(options=(("match", 5),)))
    game.concede(seat)
    assert game.outcome().winner == 1 - seat and game.outcome().reason == "yield"
