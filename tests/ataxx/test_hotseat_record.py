"""The saved Ataxx game: written after every move, read back by replaying it, damage named by line."""
import os

import pytest
from hypothesis import given, settings, strategies as st

from framework.saves import SaveError
from games.ataxx import record as rec
from games.ataxx.hotseat import explain_load
from games.ataxx.saves import CURRENT, Saves
from games.ataxx.session import Session


def played(moves: int, seed: int = 0, **options) -> Session:
    import random
    rng = random.Random(seed)
    s = Session.new(seed=seed, date="2026-11-21T17:53:30Z", **options)
    for _ in range(moves):
        legal = s.board.legal_moves()
        if not legal:
            break
        s.play(legal[rng.randrange(len(legal))], used_ms=rng.randrange(0, 2000))
    return s


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 60), st.integers(0, 10_000), st.booleans(), st.sampled_from(["itpw", "standard"]))
def test_a_game_read_back_is_the_same_game(moves, seed, clock, rules):
    s = played(moves, seed, clock_ms=600_000 if clock else None, rules=rules, white="normal")
    text = rec.write(s.record)
    back = rec.load(text.encode())
    assert back.record == s.record
    assert back.board.fen() == s.board.fen()
    assert back.board.repetitions() == s.board.repetitions()
    assert back.clocks == s.clocks
    assert rec.write(back.record) == text


def test_the_record_reads_like_the_docstring():
    s = Session.new(white="normal", clock_ms=300_000, seed=20261121, date="2026-11-21T17:53:30Z")
    s.play("b6", used_ms=2488)
    assert rec.write(s.record) == (
        "XII Scripta Ataxx record\nFormat: 1\nDate: 2026-11-21T17:53:30Z\nRules: itpw\n"
        "Start: x5o/7/7/7/7/7/o5x x 0 1\nBlack: person\nWhite: computer normal\nClock: 300000\n"
        "Seed: 20261121\n\nb6 297512 300000\n")


@pytest.mark.parametrize("end", ["time", "resignation"])
def test_a_loss_outside_the_board_is_restored(end):
    s = played(6, clock_ms=60_000)
    s.time_out(s.turn) if end == "time" else s.resign()
    back = rec.load(rec.write(s.record).encode())
    assert back.board.outcome() == s.outcome and back.record.finished


def test_a_finished_game_without_its_result_line_gets_it():
    s = Session.new(fen="7/7/7/7/7/1x5/o6 x 0 1")
    s.play("a2")
    text = rec.write(s.record).replace("Result: 1-0 one_colour\n", "")
    back = rec.load(text.encode())
    assert back.record.result == "1-0 one_colour"


GOOD = rec.write(played(4, clock_ms=60_000).record)


def damaged(old: str, new: str) -> bytes:
    assert old in GOOD
    return GOOD.replace(old, new, 1).encode()


@pytest.mark.parametrize("data, code, line", [
    (b"", "empty", None),
    (b"XII Scripta Ataxx record\n\x00\x01", "binary", None),
    (b"XII Scripta game record\nFormat: 1\n", "not_a_record", 1),
    (damaged("Format: 1", "Format: 7"), "newer_format", 2),
    (damaged("Rules: itpw", "Rules itpw"), "bad_header", 4),
    (damaged("Seed:", "Colour:"), "unknown_key", 9),
    (damaged("Rules: itpw\n", ""), "missing_key", None),
    (damaged("Rules: itpw\n", "Rules: itpw\nRules: itpw\n"), "duplicate_key", 5),
    (damaged("Rules: itpw", "Rules: chess"), "bad_value", 4),
    (damaged("Start: x5o/7/7/7/7/7/o5x x 0 1", "Start: x5o/7/7"), "bad_value", 5),
    (damaged("White: person", "White: computer grandmaster"), "bad_value", 7),
    (damaged("Clock: 60000", "Clock: soon"), "bad_value", 8),
    (damaged("\n\n", "\n\nhello\n"), "bad_line", 11),
    (damaged("\n\n", "\n\na7d7 1 2\n"), "bad_move", 11),
    (damaged("\n\n", "\n\na1a2 1 2\n"), "bad_move", 11),
    (GOOD.encode() + b"Result: 2-0 luck\n", "bad_result", 15),
    (GOOD.encode() + b"Result: 1-0 one_colour\n", "wrong_result", 15),
    (GOOD.encode() + b"Result: 0-1 time\nb6 1 2\n", "after_result", 16),
])
def test_a_damaged_record_names_what_is_wrong_and_where(data, code, line):
    with pytest.raises(rec.RecordError) as e:
        rec.load(data)
    assert e.value.code == code and e.value.line == line
    for lang in ("cs", "en"):
        text = explain_load(lang, e.value, "/saves/current.ataxx")
        assert "{" not in text and "/saves/current.ataxx" in text
        assert (f"({'řádek' if lang == 'cs' else 'line'} {line})" in text) == (line is not None)


def test_a_move_after_the_end_is_damage():
    s = Session.new(fen="7/7/7/7/7/1x5/o6 x 0 1")
    s.play("a2")
    text = rec.write(s.record).replace("Result: 1-0 one_colour\n", "g7\n")
    with pytest.raises(rec.RecordError) as e:
        rec.load(text.encode())
    assert e.value.code == "after_end"


def test_an_illegal_move_in_a_record_is_explained_in_czech():
    with pytest.raises(rec.RecordError) as e:
        rec.load(damaged("\n\n", "\n\na1a2 1 2\n"))
    assert "na poli a1 nemáš kámen" in explain_load("cs", e.value, "x.ataxx")


# ----------------------------------------------------------------------- the save folder

def test_a_new_game_keeps_the_earlier_one_in_games(tmp_path):
    saves = Saves(tmp_path)
    first = played(3)
    assert saves.start(first.record) is None
    moved = saves.start(Session.new().record)
    assert moved is not None and moved.parent == tmp_path / "games" and moved.suffix == ".ataxx"
    assert rec.load(moved.read_bytes()).board.fen() == first.board.fen()
    assert saves.unfinished().board.fen() == Session.new().board.fen()


def test_saving_after_every_move_leaves_only_the_whole_record(tmp_path):
    saves = Saves(tmp_path)
    s = Session.new()
    saves.start(s.record)
    s.listeners.append(saves.write)
    for move in ("b6", "f7", "a7c5"):
        s.play(move)
        assert saves.saved().board.fen() == s.board.fen()
    assert sorted(os.listdir(tmp_path)) == [CURRENT]


def test_a_finished_game_is_not_offered_to_continue(tmp_path):
    saves = Saves(tmp_path)
    s = Session.new()
    saves.start(s.record)
    s.listeners.append(saves.write)
    s.resign()
    assert saves.saved().record.finished and saves.unfinished() is None


def test_ataxx_and_xii_scripta_share_a_folder_without_touching_each_other(tmp_path):
    from framework.saves import CURRENT as XII_CURRENT
    (tmp_path / XII_CURRENT).write_text("not ours\n")
    saves = Saves(tmp_path)
    saves.start(played(2).record)
    saves.start(played(3).record)
    assert (tmp_path / XII_CURRENT).read_text() == "not ours\n"
    assert CURRENT != XII_CURRENT


def test_damage_and_file_problems_are_errors_not_crashes(tmp_path):
    (tmp_path / CURRENT).write_text("garbage\n")
    with pytest.raises(rec.RecordError) as e:
        Saves(tmp_path).unfinished()
    assert e.value.path == str(tmp_path / CURRENT)
    afile = tmp_path / "file"
    afile.write_text("x")
    with pytest.raises(SaveError) as e2:
        Saves(afile).start(Session.new().record)
    assert e2.value.code == "not_a_directory"
    (tmp_path / "dir" / CURRENT).mkdir(parents=True)
    with pytest.raises(SaveError) as e3:
        Saves(tmp_path / "dir").saved()
    assert e3.value.code == "is_a_directory"
    assert "directory" in explain_load("en", e3.value, "p")


def test_the_default_folder_is_inside_xii_scriptas_data_folder(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert Saves().dir == tmp_path / "xii-scripta" / "ataxx"
