"""The screen checks find what the issue saw broken, and pass what is fine."""
from screen_faults import split_words, too_wide


def test_a_line_into_the_last_column_is_too_wide():
    assert too_wide(["x" * 59, "y" * 60, ""], 60) == [(1, "y" * 60)]
    assert too_wide(["x" * 79 + "   "], 80) == []


def test_a_word_broken_across_lines_is_found():
    assert split_words(["Settings: Enter keeps the answ", "er you gave"], "en") == [(0, "answ / er")]
    assert split_words(["Tah 13 · Hráč I odehrál · h", "ázet bude Hráč II"], "cs") == [(0, "h / ázet")]


def test_words_wrapped_between_them_are_fine():
    assert split_words(["The computer plays the", "board from the other side"], "en") == []
    assert split_words(["Enter a number of columns", "  to go on"], "en") == []


def test_a_word_cut_short_is_found_but_a_long_name_may_be_cut():
    assert split_words(["Computer (str…) 3 pips"], "en") == [(0, "str…")]
    assert split_words(["Maximilianus… 3 pips"], "en", names=("Maximilianus Augustus",)) == []
