"""A prompt wider than the screen: its text on the lines above, the question and the input on the last line."""
from __future__ import annotations

import io

from framework.tui.terminal import Terminal


def asked(prompt: str, columns: int) -> tuple[list[str], str]:
    term = Terminal(False, ascii=False, out=io.StringIO(), inp=io.BytesIO(b"white\n"), screen=True,
                    size=(columns, 24))
    answer = term.read_line(prompt)
    return term.out.getvalue().splitlines(), answer


def test_the_question_stays_whole_on_the_last_line():
    lines, answer = asked("Which colour does the computer play: black (it moves first), or white? "
                          "Enter: white, 0 back: ", 60)
    assert answer == "white"
    assert lines[-1] == "Enter: white, 0 back: white"       # the input follows the question
    assert all(len(line) <= 59 for line in lines)
    assert " ".join(" ".join(lines[:-1]).split()) == ("Which colour does the computer play: black (it moves "
                                                      "first), or white?")


def test_a_settings_question_never_breaks_inside_a_word():
    prompt = "New name for player I (Enter keeps 'Alexandra Konstantinopolská'): "
    for columns in range(30, 80):
        lines, _ = asked(prompt, columns)
        words = " ".join(lines).split()
        assert words[:-1] == prompt.split(), (columns, lines)        # "answ" / "er" never again
        assert all(len(line) <= columns - 1 for line in lines[:-1])


def test_a_prompt_with_its_own_line_break_keeps_it():
    lines, _ = asked("Which colour does the computer play?\nEnter: white, 0 back: ", 80)
    assert lines == ["Which colour does the computer play?", "Enter: white, 0 back: white"]


def test_a_prompt_that_fits_is_one_line():
    lines, _ = asked("Choose 1-7, or 0 to quit: ", 40)
    assert lines == ["Choose 1-7, or 0 to quit: white"]
