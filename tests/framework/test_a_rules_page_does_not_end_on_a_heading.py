"""A rules page never ends on a heading whose text stands on the next page (a play-tester found Long Nardy's
Czech page 1 ending on "Tah"): the heading goes over with its text."""
from __future__ import annotations

import glob
import os

import pytest

from framework.tui.rules import paginate, rules_lines

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PAGES = sorted(glob.glob(os.path.join(ROOT, "rules_*.md")) + glob.glob(os.path.join(ROOT, "games", "*", "rules_*.md")))


def test_a_heading_that_would_end_a_page_opens_the_next():
    text = "\n".join(f"- item {n}" for n in range(1, 5)) + "\n\n## Moves\n\nA move goes from one point to another.\n"
    pages = paginate(rules_lines(text), height=6)
    assert pages[0][-1] == ("", "- item 4")
    assert pages[1][0] == ("title", "Moves") and ("", "A move goes from one point to another.") in pages[1]


@pytest.mark.parametrize("height", [17, 21])
@pytest.mark.parametrize("width", [59, 79])
@pytest.mark.parametrize("path", PAGES, ids=[os.path.relpath(p, ROOT) for p in PAGES])
def test_no_page_of_the_rules_ends_on_a_heading(path, width, height):
    with open(path, encoding="utf-8") as f:
        pages = paginate(rules_lines(f.read(), width), height)
    for n, page in enumerate(pages[:-1], 1):
        shown = [item for item in page if item[1].strip()]
        assert shown and shown[-1][0] != "title", f"page {n} ends on the heading {shown[-1][1]!r}"
    assert all(len(page) <= height for page in pages)
