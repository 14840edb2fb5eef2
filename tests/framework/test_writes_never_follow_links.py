"""The program never writes through a link it did not make (issue 23): the save lock, the temporary file
of every atomic write (a save, the settings, a copy, network.json, a server's table, the weights) and a
link where the final file belongs. A planted link's target is never changed; a link where the file
belongs is replaced by the file itself."""
from __future__ import annotations

import os
import stat
import sys

import pytest

from framework.core import saves, settings as config
from framework.net.memory import FILE as NETWORK_FILE, Held, Memory
from framework.core.record import Record, write
from framework.core.saves import Slot, write_atomic
from helpers_games import spec, xii_setup

pytestmark = pytest.mark.skipif(sys.platform == "win32" or not hasattr(os, "O_NOFOLLOW"),
                                reason="symbolic links and O_NOFOLLOW are POSIX")

XII = spec("xii")
PRECIOUS = b"a file the program must never change\n"


def target(tmp_path) -> str:
    """A file outside the save folder that a planted link points at."""
    path = tmp_path / "elsewhere" / "precious"
    path.parent.mkdir(exist_ok=True)
    path.write_bytes(PRECIOUS)
    return str(path)


def untouched(path: str) -> bool:
    with open(path, "rb") as f:
        return f.read() == PRECIOUS


def a_record() -> str:
    return write(Record(xii_setup(names=("Livia", "Marcus"))), XII.codec)


@pytest.fixture
def fixed_names(monkeypatch):
    """The random part of the temporary files' names, made predictable: the first name tried is known."""
    draws = iter([b"\x00" * 6] + [os.urandom(6) for _ in range(200)])
    monkeypatch.setattr(saves.os, "urandom", lambda n: next(draws))
    return "000000000000"


def test_a_link_planted_at_the_lock_is_not_followed_and_the_slot_is_still_locked(tmp_path):
    slot = Slot(XII.codec, tmp_path / "saves")
    slot.dir.mkdir()
    aim = target(tmp_path)
    os.symlink(aim, slot.lock_path)
    assert slot.lock()
    try:
        assert untouched(aim)
        assert stat.S_ISREG(os.lstat(slot.lock_path).st_mode), "a lock file of its own in the link's place"
        assert not Slot(XII.codec, tmp_path / "saves").lock(), "and it locks: a second writer is refused"
    finally:
        slot.unlock()


def test_a_dangling_link_at_the_lock_makes_no_file_where_it_points(tmp_path):
    slot = Slot(XII.codec, tmp_path / "saves")
    slot.dir.mkdir()
    os.symlink(tmp_path / "made-through-the-link", slot.lock_path)
    assert slot.lock()
    slot.unlock()
    assert not (tmp_path / "made-through-the-link").exists()


def test_the_lock_file_of_an_earlier_run_is_used_again(tmp_path):
    slot = Slot(XII.codec, tmp_path / "saves")
    assert slot.lock()
    slot.unlock()
    inode = os.stat(slot.lock_path).st_ino
    assert slot.lock()
    slot.unlock()
    assert os.stat(slot.lock_path).st_ino == inode


def test_a_link_at_a_saves_temporary_name_is_passed_over(tmp_path, fixed_names):
    slot = Slot(XII.codec, tmp_path / "saves")
    slot.dir.mkdir()
    aim = target(tmp_path)
    planted = slot.dir / f".{slot.path.name}.{os.getpid()}.{fixed_names}.tmp"
    os.symlink(aim, planted)
    slot.write(Record(xii_setup(names=("Livia", "Marcus"))))
    assert untouched(aim) and os.path.islink(planted)
    assert slot.path.read_text(encoding="utf-8") == a_record()


def test_a_link_where_the_save_belongs_is_replaced_not_written_through(tmp_path):
    slot = Slot(XII.codec, tmp_path / "saves")
    slot.dir.mkdir()
    aim = target(tmp_path)
    os.symlink(aim, slot.path)
    slot.write(Record(xii_setup(names=("Livia", "Marcus"))))
    assert untouched(aim)
    assert not slot.path.is_symlink() and slot.path.read_text(encoding="utf-8") == a_record()


def test_a_copy_saved_over_a_link_replaces_the_link(tmp_path):
    aim = target(tmp_path)
    os.symlink(aim, tmp_path / "copy.xii")
    record = Record(xii_setup(names=("Livia", "Marcus")))
    with pytest.raises(saves.SaveError) as refused:       # ``save FILE`` does not overwrite ...
        saves.export(record, tmp_path / "copy.xii", XII.codec)
    assert refused.value.code == "exists" and untouched(aim)
    saves.export(record, tmp_path / "copy.xii", XII.codec, overwrite=True)     # ... unless asked
    assert untouched(aim) and not (tmp_path / "copy.xii").is_symlink()


def test_a_link_at_the_settings_temporary_name_is_passed_over(tmp_path, fixed_names):
    path = str(tmp_path / "settings.json")
    aim = target(tmp_path)
    os.symlink(aim, tmp_path / f".settings.json.{os.getpid()}.{fixed_names}.tmp")
    os.symlink(aim, f"{path}.{os.getpid()}.tmp")            # the name the settings used to be written to
    config.save(path, config.Settings(name_i="Livia"))
    assert untouched(aim)
    assert config.load(path) == (config.Settings(name_i="Livia"), None)


def test_a_link_where_the_settings_belong_is_replaced(tmp_path):
    path = tmp_path / "settings.json"
    aim = target(tmp_path)
    os.symlink(aim, path)
    config.save(str(path), config.Settings(first="I"))
    assert untouched(aim) and not path.is_symlink()
    assert config.load(str(path))[0].first == "I"


def test_the_damaged_settings_are_not_kept_through_a_link(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text('{"first": "I", "level": ', encoding="utf-8")
    aim = target(tmp_path)
    os.symlink(aim, tmp_path / "settings.json.damaged")
    settings, problem = config.load(str(path))
    assert problem.code == "damaged" and problem.params["damaged"] == "" and untouched(aim)
    assert path.read_text(encoding="utf-8") == '{"first": "I", "level": ', "nothing a person wrote is lost"


def test_network_json_over_a_link_is_replaced_and_private(tmp_path):
    aim = target(tmp_path)
    os.symlink(aim, tmp_path / NETWORK_FILE)
    Memory.load(str(tmp_path)).hold("h:7412", Held("t1", 0, "secret-token", ""))
    assert untouched(aim)
    written = tmp_path / NETWORK_FILE
    assert not written.is_symlink() and stat.S_IMODE(written.stat().st_mode) & 0o077 == 0
    assert Memory.load(str(tmp_path)).held("h:7412")["t1"].token == "secret-token"


def test_a_link_planted_at_the_servers_database_is_refused_and_its_target_untouched(tmp_path):
    from framework.net.store import DATABASE, Store, StoreError
    aim = target(tmp_path)
    os.symlink(aim, tmp_path / DATABASE)
    with pytest.raises(StoreError) as refused:
        Store.open(str(tmp_path), log=lambda text: None)
    assert "is not a regular file" in str(refused.value) and untouched(aim)


def test_the_servers_database_is_for_its_user_only(tmp_path):
    from framework.net.store import DATABASE, Store
    store = Store.open(str(tmp_path), log=lambda text: None)
    store.close()
    assert stat.S_IMODE((tmp_path / DATABASE).stat().st_mode) & 0o077 == 0, "it holds the dice secrets"


def test_text_and_bytes_are_written_alike_and_nothing_is_left_beside_them(tmp_path):
    write_atomic(tmp_path / "a", "Žluťoučký kůň\n")
    write_atomic(tmp_path / "b", "Žluťoučký kůň\n".encode("utf-8"))
    assert (tmp_path / "a").read_bytes() == (tmp_path / "b").read_bytes()
    assert sorted(os.listdir(tmp_path)) == ["a", "b"]
