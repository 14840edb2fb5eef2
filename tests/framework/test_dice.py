"""Dice: each player's cup of three dice from their own shuffle bag; scripted throws for replays."""
from collections import Counter

import pytest

from dice import DICE_PER_THROW, Dice, ScriptedThrows, ThrowSource, format_throw, parse_throw


def test_a_throw_is_three_dice_showing_one_to_six():
    dice = Dice(1, count=3)
    for _ in range(50):
        throw = dice.throw()
        assert isinstance(throw, tuple) and len(throw) == 3
        assert all(type(d) is int and 1 <= d <= 6 for d in throw)


def test_all_six_faces_occur():
    dice = Dice(2, count=3)
    seen = Counter(face for _ in range(10) for face in dice.throw())
    assert set(seen) == {1, 2, 3, 4, 5, 6}


def test_each_full_bag_gives_every_face_equally_often():
    # 5 of each face: a bagful is 30 faces, exactly ten throws.
    dice = Dice("even out", count=3)
    for _ in range(12):
        faces = Counter(face for _ in range(10) for face in dice.throw())
        assert faces == {face: 5 for face in range(1, 7)}


def test_the_bag_size_follows_the_copies():
    dice = Dice(3, copies=1, count=3)          # six faces per bagful: two throws
    faces = Counter(dice.throw() + dice.throw())
    assert faces == {face: 1 for face in range(1, 7)}


@pytest.mark.parametrize("seed", [0, 7, "Romulus"])
def test_a_seed_reproduces_the_throws(seed):
    a, b = Dice(seed, count=3), Dice(seed, count=3)
    assert [a.throw() for _ in range(40)] == [b.throw() for _ in range(40)]


def test_different_seeds_throw_differently():
    a, b = Dice(1, count=3), Dice(2, count=3)
    assert [a.throw() for _ in range(10)] != [b.throw() for _ in range(10)]


def test_draws_count_the_faces_taken_from_the_bag():
    dice = Dice(4, count=3)
    assert dice.draws == 0
    dice.throw()
    dice.throw()
    assert dice.draws == 6


@pytest.mark.parametrize("throws", [0, 1, 9, 10, 11, 25])
def test_a_restored_cup_continues_exactly_where_the_saved_one_was(throws):
    original = Dice(99, count=3)
    for _ in range(throws):
        original.throw()
    restored = Dice.restored(99, original.draws, count=3)
    assert restored.draws == original.draws
    assert [restored.throw() for _ in range(30)] == [original.throw() for _ in range(30)]


def test_restoring_needs_a_count_that_is_not_negative():
    with pytest.raises(ValueError):
        Dice.restored(1, -1, count=3)


def test_repr_can_be_pasted_back_and_continues_identically():
    dice = Dice("cup", copies=4, count=3)
    for _ in range(5):
        dice.throw()
    again = eval(repr(dice), {"Dice": Dice})
    assert [again.throw() for _ in range(20)] == [dice.throw() for _ in range(20)]


@pytest.mark.parametrize("text, throw", [("146", (1, 4, 6)), ("1-4-6", (1, 4, 6)), ("666", (6, 6, 6))])
def test_parse_throw(text, throw):
    assert parse_throw(text, 3) == throw
    assert parse_throw(format_throw(throw), 3) == throw


def test_format_throw():
    assert format_throw((1, 4, 6)) == "1-4-6"


@pytest.mark.parametrize("text", ["", "14", "1467", "147", "046", "abc", "1 4 6", "١٤٦", "1²3"])
def test_parse_throw_refuses_anything_but_three_digits_one_to_six(text):
    with pytest.raises(ValueError) as err:
        parse_throw(text, 3)
    assert repr(text) in str(err.value) and "three digits 1-6" in str(err.value)


def test_scripted_throws_are_handed_out_in_order_then_run_out():
    script = ScriptedThrows.parse("146,335,222", 3)
    assert script.remaining == 3
    assert [script.next(), script.next(), script.next()] == [(1, 4, 6), (3, 3, 5), (2, 2, 2)]
    assert script.remaining == 0
    assert script.next() is None


def test_scripted_throws_allow_spaces_and_dashes():
    script = ScriptedThrows.parse(" 1-4-6 , 335", 3)
    assert [script.next(), script.next()] == [(1, 4, 6), (3, 3, 5)]


@pytest.mark.parametrize("text", ["", " ", "146,", ",146", "146,,222", "14", "146,7ab", "146;335", "146,3356"])
def test_scripted_throws_refuse_malformed_scripts(text):
    with pytest.raises(ValueError) as err:
        ScriptedThrows.parse(text, 3)
    assert "1-6" in str(err.value)


def test_every_reader_and_cup_reads_the_dice_per_throw_it_is_given():
    """A cup, a throw and a script are read with the count given (the framework always gives its
    game's); without one they are XII Scripta's three dice, as dice.py's documented API has them."""
    assert len(Dice(1).throw()) == DICE_PER_THROW == 3 and parse_throw("146") == (1, 4, 6)
    with pytest.raises(TypeError):
        ThrowSource(1)                                    # type: ignore[call-arg]
    assert Dice(1, count=2).throw().__len__() == 2
    assert parse_throw("65", 2) == (6, 5)
    with pytest.raises(ValueError, match="like 65,33,41"):
        ScriptedThrows.parse("", 2, "65,33,41")
    with pytest.raises(ValueError, match="like 55,33,11"):
        ScriptedThrows.parse("", 2)


def test_a_turn_codec_without_its_dice_per_throw_is_refused_when_written():
    from framework.core.record import TurnCodec
    with pytest.raises(TypeError, match="dice"):
        type("NoDice", (TurnCodec,), {})
