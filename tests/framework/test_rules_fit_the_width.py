"""Rules pages are made for the terminal: paragraphs joined as Markdown reads them and wrapped at spaces to
its width, diagrams kept as drawn."""
from __future__ import annotations

from framework.tui.rules import rules_lines

PAGE = """# Rules

The first paragraph was broken
at a narrow width by its author.

1. An item that goes on
   over two lines.
2. A short item.

```
 13-24 <- _ _ _
```
A line that ends a paragraph by hand  
and the next one.
"""


def test_a_paragraph_broken_by_its_author_is_one_paragraph_on_screen():
    lines = [line for _, line, _ in rules_lines(PAGE, 79)]
    assert "The first paragraph was broken at a narrow width by its author." in lines
    assert "1. An item that goes on over two lines." in lines
    assert "2. A short item." in lines
    assert " 13-24 <- _ _ _" in lines                   # a diagram as drawn
    assert "and the next one." in lines                 # a break made by hand stays


def test_paragraphs_wrap_at_spaces_to_a_narrow_width_with_list_items_hanging():
    lines = [line for _, line, _ in rules_lines(PAGE, 20)]
    assert lines[2:5] == ["The first paragraph", "was broken at a", "narrow width by its"]
    assert lines[7:10] == ["1. An item that goes", "   on over two", "   lines."]
    assert all(len(line) <= 20 for line in lines)


def test_every_rules_page_of_every_game_fits_60_columns_without_splitting_a_word():
    import glob
    import os
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    pages = glob.glob(os.path.join(root, "rules_*.md")) + glob.glob(os.path.join(root, "games", "*", "rules_*.md"))
    assert len(pages) >= 8
    for path in pages:
        with open(path, encoding="utf-8") as f:
            text = f.read()
        for _, line, keep in rules_lines(text, 59):
            if not keep:
                assert len(line) <= 59 or " " not in line.strip(), (path, line)
