"""The store's transactions (framework/net/store.py): what one event writes is committed once, at the end of
the outermost block, and a reader (another connection, as ``--export`` or a restarted server) sees all of it
or none of it; a block that raises leaves nothing of itself behind."""
import sqlite3

import pytest

from framework.net.store import DATABASE, SCHEMA_VERSION, FinishedGame, Store, StoreError


def game(table="t1", number=1) -> FinishedGame:
    return FinishedGame(None, table, number, "ataxx", {}, None, False, ("Alice", "Bob"), (None, None), 1.0,
                        "resignation", "2026-11-28 21:30:00 UTC", "the record")


def seen(data_dir) -> tuple[list[str], int]:
    """What another connection reads: the tables' ids, how many finished games."""
    reader = Store.open(str(data_dir), read_only=True)
    try:
        return [table for table, *_ in reader.tables()], reader.game_count()
    finally:
        reader.close()


def test_nested_blocks_commit_once_at_the_end_of_the_outermost(tmp_path):
    store = Store.open(str(tmp_path))
    try:
        with store.transaction():
            store.save_table("t1", {"table": "t1"}, "record")
            with store.transaction():
                store.finish_game(game(), {})
            inside = seen(tmp_path)
        after = seen(tmp_path)
    finally:
        store.close()
    assert inside == ([], 0) and after == (["t1"], 1)


def test_a_block_that_raises_leaves_nothing_of_itself(tmp_path):
    store = Store.open(str(tmp_path))
    try:
        with pytest.raises(RuntimeError):
            with store.transaction():
                store.save_table("t1", {"table": "t1"}, "record")
                store.finish_game(game(), {})
                raise RuntimeError("the disk is full")
        with store.transaction():
            store.save_table("t2", {"table": "t2"}, "record")
            with pytest.raises(sqlite3.IntegrityError):
                with store.transaction():                   # the same game twice: refused, that block alone
                    store.finish_game(game("t2"), {})
                    store.finish_game(game("t2"), {})
            store.finish_game(game("t2", 2), {})
    finally:
        store.close()
    tables, games = seen(tmp_path)
    assert tables == ["t2"] and games == 1


def test_a_database_of_a_newer_server_is_refused_in_a_sentence(tmp_path):
    Store.open(str(tmp_path)).close()
    with sqlite3.connect(tmp_path / DATABASE) as db:
        db.execute("UPDATE meta SET value = ? WHERE key = 'schema'", (str(SCHEMA_VERSION + 1),))
    db.close()
    with pytest.raises(StoreError, match="newer server"):
        Store.open(str(tmp_path))


def test_a_file_that_is_no_database_is_refused_in_a_sentence(tmp_path):
    (tmp_path / DATABASE).write_text("these are not the tables you are looking for " * 100)
    with pytest.raises(StoreError, match="cannot use"):
        Store.open(str(tmp_path))
