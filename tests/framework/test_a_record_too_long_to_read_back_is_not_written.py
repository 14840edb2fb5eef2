"""What the program writes it reads back (issue 23, items 1 and 7): a game whose record would pass the
readers' limit (framework/core/limits.py MAX_RECORD_BYTES; Latrunculi has no repetition rule, so a game can
go on without end) is not written; the save fails like a full disk, the last save that fitted stays
and reads back, and saving works again once the record fits (after an undo)."""
from __future__ import annotations

import framework.core.record as record_module
from framework.core.record import Record, Scribe, read, restore
from framework.core.saves import SaveError, Slot
from framework.core.session import Setup
from framework.core.spec import new_session, seat_players
from helpers_games import spec


def test_a_record_past_the_limit_fails_to_save_and_the_last_one_stays(monkeypatch, tmp_path):
    s = spec("latrunculi")
    setup = s.complete(Setup(seed="1"))
    session = new_session(s, setup, seat_players(s, setup))
    slot = Slot(s.codec, tmp_path)
    written: list[str] = []

    def save(record):                   # the slot's writer, and what it left on disk each time it wrote
        slot.write(record)
        written.append(slot.path.read_text("utf-8"))
    scribe = Scribe(Record(session.setup), s.codec, save)
    session.listeners.append(scribe)
    session.play("e2e3")
    limit = len(written[-1].encode()) + 5               # room for one more move line ("d7d6\n"), not two
    monkeypatch.setattr(record_module, "MAX_BYTES", limit)
    session.play("d7d6")
    assert scribe.failed is None and len(written) == 2
    session.play("e3e2")
    assert isinstance(scribe.failed, SaveError) and scribe.failed.code == "too_large"
    assert len(written) == 2 and slot.path.read_text("utf-8") == written[-1], "nothing past the limit is written"
    back = read(written[-1], s.codec)
    assert len(restore(back, s.codec, lambda st: new_session(s, st)).history) == 2
    session.undo()
    assert scribe.failed is None and len(written) == 3


def test_a_copy_past_the_limit_is_not_written_either(monkeypatch, tmp_path):
    """``save FILE`` goes through the same check: a copy its readers would refuse is not made."""
    from framework.core.saves import export
    s = spec("latrunculi")
    setup = s.complete(Setup(seed="1"))
    session = new_session(s, setup, seat_players(s, setup))
    scribe = Scribe(Record(session.setup), s.codec)
    session.listeners.append(scribe)
    session.play("e2e3")
    monkeypatch.setattr(record_module, "MAX_BYTES", 10)
    try:
        export(scribe.record, tmp_path / "copy.latrunculi", s.codec)
    except SaveError as refused:
        assert refused.code == "too_large"
    else:
        raise AssertionError("a copy past the limit was written")
    assert not (tmp_path / "copy.latrunculi").exists()
