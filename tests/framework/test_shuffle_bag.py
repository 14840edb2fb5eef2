"""The shuffle bag: every item the same number of times per bagful, drawn without replacement."""
import random
from collections import Counter

import pytest

from shuffle_bag import ShuffleBag

FACES = (1, 2, 3, 4, 5, 6)


def test_each_full_bag_gives_every_item_equally_often():
    bag = ShuffleBag(FACES, 5, random.Random(1))
    for _ in range(20):                       # twenty bagfuls in a row
        drawn = [bag.draw() for _ in range(bag.size)]
        assert Counter(drawn) == {face: 5 for face in FACES}


def test_all_items_occur():
    bag = ShuffleBag(FACES, 5, random.Random(2))
    assert {bag.draw() for _ in range(30)} == set(FACES)


def test_a_bagful_is_shuffled_not_handed_out_in_order():
    bag = ShuffleBag(FACES, 5, random.Random(3))
    bagfuls = [tuple(bag.draw() for _ in range(30)) for _ in range(5)]
    assert len(set(bagfuls)) == 5             # five different orders
    assert sorted(bagfuls[0]) != list(bagfuls[0])


def test_the_same_seed_draws_the_same_items():
    a = ShuffleBag(FACES, 5, random.Random(42))
    b = ShuffleBag(FACES, 5, random.Random(42))
    c = ShuffleBag(FACES, 5, random.Random(43))
    first = [a.draw() for _ in range(100)]
    assert first == [b.draw() for _ in range(100)]
    assert first != [c.draw() for _ in range(100)]


def test_the_bag_is_refilled_when_empty():
    bag = ShuffleBag("xyz", 2, random.Random(4))
    assert bag.size == 6 and bag.left == 0 and bag.draws == 0
    bag.draw()
    assert bag.left == 5 and bag.draws == 1
    for _ in range(5):
        bag.draw()
    assert bag.left == 0
    bag.draw()
    assert bag.left == 5 and bag.draws == 7


def test_one_copy_each_is_a_permutation():
    bag = ShuffleBag(range(10), 1, random.Random(5))
    assert sorted(bag.draw() for _ in range(10)) == list(range(10))


@pytest.mark.parametrize("items, copies", [((), 5), (FACES, 0), (FACES, -1), (FACES, 2.5), (FACES, "5")])
def test_a_bag_needs_items_and_a_positive_whole_number_of_copies(items, copies):
    with pytest.raises(ValueError):
        ShuffleBag(items, copies, random.Random(0))


def test_repr_tells_what_is_left():
    bag = ShuffleBag(FACES, 5, random.Random(6))
    bag.draw()
    assert repr(bag) == "<ShuffleBag 6 items x 5, 29 left, 1 drawn>"
