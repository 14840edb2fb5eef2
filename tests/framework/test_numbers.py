"""The house's one number reader: ASCII digits only, a length limit, a range (framework/core/numbers.py)."""
from __future__ import annotations

import pytest

from framework.core.numbers import MAX_DIGITS, NumberError, is_number, parse_number

#: What str.isdigit() or int() would take and the reader must not: other scripts' digits,
#: superscripts, signs, spaces, underscores, fractions.
NOT_NUMBERS = ["", " ", "²", "¹²", "1²", "٣", "३", "１", "１２", "Ⅳ", "四", "+4", " 4", "4 ", "1_000", "1.5",
               "0x4", "1e3", "-", "--1", None, 4, 4.0]


@pytest.mark.parametrize("text", NOT_NUMBERS)
def test_anything_but_ascii_digits_is_not_a_number(text):
    assert not is_number(text)
    with pytest.raises(NumberError) as e:
        parse_number(text)
    assert e.value.code == "not_a_number"
    assert isinstance(e.value, ValueError)


@pytest.mark.parametrize("text, value", [("0", 0), ("7", 7), ("007", 7), ("9" * MAX_DIGITS, int("9" * MAX_DIGITS)),
                                         ("0" * 40 + "5", 5)])
def test_ascii_digits_are_read_leading_zeros_and_all(text, value):
    assert parse_number(text) == value


def test_more_digits_than_the_limit_are_too_long_even_thousands_of_them():
    for text in ("1" + "0" * MAX_DIGITS, "9" * 5000):
        with pytest.raises(NumberError) as e:
            parse_number(text)
        assert e.value.code == "too_long"
    assert not is_number("1" * (MAX_DIGITS + 1)) and not is_number("12", max_digits=1)


def test_the_range_and_the_sign():
    assert parse_number("6", 1, 6) == 6 and parse_number("-3", -5, 5, signed=True) == -3
    for text, low, high in (("0", 1, 6), ("7", 1, 6)):
        with pytest.raises(NumberError) as e:
            parse_number(text, low, high)
        assert e.value.code == "out_of_range"
    with pytest.raises(NumberError):
        parse_number("-3")                              # a sign only where the field allows one
    with pytest.raises(NumberError):
        parse_number("-²", signed=True)
