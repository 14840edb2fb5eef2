"""A line XII Scripta cannot read is quoted whole in the refusal, as it was typed: ``2/6 (táhni 1 4)`` is
refused as „2/6 (táhni 1 4)“, not as „2/6“ (a legal move on its own, which the refusal made look refused);
a very long line is shortened with an ellipsis, its control characters shown as "?"."""
import pytest

from board import Board, InvalidCommandError
from games.xii.texts import explain

START_146 = "------------/------------/------------ I 146 15/0/0 15/0/0"


def refused(text: str) -> Exception:
    with pytest.raises(InvalidCommandError) as caught:
        Board.from_notation(START_146).parse(text)
    return caught.value


@pytest.mark.parametrize("lang, quoted", [("en", "'2/6 (táhni 1 4)'"), ("cs", "„2/6 (táhni 1 4)“"),
                                          ("pl", "„2/6 (táhni 1 4)”"), ("ru", "«2/6 (táhni 1 4)»")])
def test_the_whole_line_is_quoted(lang, quoted):
    assert quoted in explain(lang, refused("2/6 (táhni 1 4)"))


def test_a_very_long_line_is_shortened_and_made_printable():
    said = explain("en", refused("foo " + "x" * 200 + "\x1b[2J"))
    assert "'foo xxx" in said and "…'" in said and "\x1b" not in said
    assert len(said.split("'")[1]) <= 30
