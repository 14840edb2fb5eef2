"""A review stops when its progress callback says so (the screen's cancel): the moments so far, marked
incomplete; and a reviewer without numbers (the normal level, which the strong one falls back to when
the network's weights cannot be used) judges nothing and gives no luck, instead of inventing either."""
from __future__ import annotations

from framework.ai.review import review
from framework.core.spec import new_session
from helpers_review import XII_3, by_level, normal, record_game, reviewed, spec_of, strong


def test_the_review_stops_where_its_progress_says_so():
    record = record_game("xii", 2, by_level("xii", normal), options=XII_3, turns=8)    # more than the 3 asked
    heard = []

    def progress(done, total):
        heard.append((done, total))
        return done < 3

    spec = spec_of("xii")
    found = review(record, spec.codec, lambda setup: new_session(spec, setup), strong("xii"), progress)
    assert not found.complete and len(found.moments) == 3
    assert heard == [(n, len(record.entries)) for n in (1, 2, 3)]
    whole = reviewed("xii", record)
    assert whole.complete and whole.moments[:3] == found.moments


def test_a_reviewer_without_numbers_judges_nothing():
    record = record_game("xii", 2, by_level("xii", normal), options=XII_3, turns=8)
    spec = spec_of("xii")
    found = review(record, spec.codec, lambda setup: new_session(spec, setup), normal("xii"))
    assert found.unit is None and len(found.moments) == len(record.entries)
    assert all(m.judgement is None and m.luck is None and m.mark == "" for m in found.moments)
    assert [(p.judged, p.total, p.luck) for p in found.players] == [(0, 0.0, None), (0, 0.0, None)]
