"""Who starts: one die each, ties throw again, the higher throw plays black and moves first."""

from games.nardy.opening import first_seat, opening_throws


class Cup:
    """A scripted die."""

    def __init__(self, faces):
        self.faces = list(faces)

    def throw(self):
        return (self.faces.pop(0),)


def test_ties_throw_again_and_the_higher_wins():
    assert opening_throws(Cup([3, 3, 2]), Cup([3, 5, 4])) == [(3, 3), (3, 5)]


def test_the_seed_decides_and_the_higher_throw_is_black():
    seat, throws = first_seat(2026)
    a, b = throws[-1]
    assert a != b and seat == (0 if a > b else 1)
    assert first_seat(2026) == (seat, throws)
    assert all(x == y for x, y in throws[:-1])


def test_both_seats_start_sometimes():
    assert {first_seat(s)[0] for s in range(40)} == {0, 1}
