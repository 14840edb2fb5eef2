"""Player: who sits in a seat (name, colour, their own dice); the Board holds all rule state."""
import pytest

from board import PLAYER_I, PLAYER_II, Board, Rules
from dice import Dice
from player import COLOURS, Player


def test_seats_get_their_colours():
    assert Player("Livia", 0, Dice(1)).colour == "yellow" == COLOURS[PLAYER_I]
    assert Player("Marcus", 1, Dice(2)).colour == "green" == COLOURS[PLAYER_II]


def test_a_chosen_colour_is_kept():
    assert Player("Livia", 0, Dice(1), colour="red").colour == "red"


@pytest.mark.parametrize("seat", [2, -1, "I", None])
def test_there_are_only_two_seats(seat):
    with pytest.raises(ValueError) as err:
        Player("Nobody", seat, Dice(1))
    assert repr(seat) in str(err.value)


def test_a_person_is_asked_at_the_keyboard():
    p = Player("Livia", 0, Dice(1))
    b = Board()
    b.roll(p.dice.throw())
    assert not p.is_computer
    assert p.choose(b) is None
    assert str(p) == "Livia"


def test_each_player_throws_from_their_own_cup():
    livia, marcus = Player("Livia", 0, Dice(5)), Player("Marcus", 1, Dice(5))
    livia.dice.throw()
    assert livia.dice.draws == 3 and marcus.dice.draws == 0


class FirstChoice(Player):
    """A computer player that always takes the first legal action."""

    @property
    def is_computer(self) -> bool:
        return True

    def choose(self, board):
        return board.legal_moves()[0]


def _play(seed_one: int, seed_two: int) -> Board:
    seats = [FirstChoice("One", 0, Dice(seed_one)), FirstChoice("Two", 1, Dice(seed_two))]
    b = Board(Rules(stones=3))
    for _ in range(5000):
        if b.winner is not None:
            return b
        player = seats[b.turn]
        if not b.dice:
            b.roll(player.dice.throw())
        b.play(player.choose(b))
    raise AssertionError(f"the game did not end: {b.notation()}")


def test_a_computer_player_plays_through_the_same_loop():
    b = _play(1, 2)
    assert b.winner in (PLAYER_I, PLAYER_II) and b.borne_off(b.winner) == 3


def test_seeded_cups_replay_the_same_game():
    assert _play(3, 4).notation() == _play(3, 4).notation()
