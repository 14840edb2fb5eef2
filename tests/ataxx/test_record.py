"""The saved Ataxx game: written after every move, read back by replaying it, damage named by line,
and its save slot (framework/core/record.py and framework/core/saves.py with games/ataxx/codec.py)."""
import os
import random
from dataclasses import replace

import pytest
from hypothesis import given, settings, strategies as st

from framework.core.record import FORMAT_VERSION, Record, RecordError, Scribe, read, restore, write
from framework.core.saves import SaveError, Slot
from framework.core.spec import new_session
from framework.lang.texts import explain_load
from games.ataxx.board import STARTING_FEN
from games.ataxx.codec import CODEC
from games.ataxx.texts import CATALOGUE
from helpers_games import ataxx_session, spec

CURRENT = "current.ataxx"


def scribed(**kw):
    s = ataxx_session(**kw)
    scribe = Scribe(Record(s.setup), CODEC)
    s.listeners.append(scribe)
    return s, scribe


def played(moves: int, seed: int = 0, **options):
    """A session after ``moves`` random legal moves (random thinking times), and its scribe."""
    rng = random.Random(seed)
    s, scribe = scribed(seed=seed, **options)
    for _ in range(moves):
        legal = s.game.legal_actions()
        if not legal or s.game_over:
            break
        s.play(legal[rng.randrange(len(legal))], used_ms=rng.randrange(0, 2000))
    return s, scribe


def load(data):
    """Read and replay a record, as continuing a saved game does."""
    return restore(read(data, CODEC), CODEC, lambda setup: new_session(spec("ataxx"), setup))


def explain(lang: str, err: Exception, path: str) -> str:
    return explain_load(CATALOGUE, lang, err, path)


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 60), st.integers(0, 10_000), st.booleans(), st.sampled_from(["itpw", "standard"]))
def test_a_game_read_back_is_the_same_game(moves, seed, clock, rules):
    s, scribe = played(moves, seed, clock_ms=600_000 if clock else None, rules=rules, computers=("", "normal"))
    text = write(scribe.record, CODEC)
    record = read(text, CODEC)
    # Ataxx's seats are named by colour, not in the record: the app's setups have no names (the helper's do).
    assert record == replace(scribe.record, setup=replace(scribe.record.setup, names=("", "")))
    back = restore(record, CODEC, lambda setup: new_session(spec("ataxx"), setup))
    assert back.game.notation() == s.game.notation()
    assert back.game.board.repetitions() == s.game.board.repetitions()
    assert back.clocks == s.clocks and back.outcome == s.outcome
    assert [p.text for p in back.history] == [p.text for p in s.history]
    assert write(record, CODEC) == text


def test_the_record_reads_like_the_codecs_docstring():
    s, scribe = scribed(computers=("", "normal"), clock_ms=300_000, seed=20261121)
    s.play("b6", used_ms=2488)
    assert write(scribe.record, CODEC) == (
        "XII Scripta Ataxx record\nFormat: 2\nDate: 2026-11-21T17:53:30Z\nRules: itpw\n"
        "Start: x5o/7/7/7/7/7/o5x x 0 1\nBlack: person\nWhite: computer normal\nClock: 300000\n"
        "Seed: 20261121\n\nb6 297512 300000\nEnd\n")


def test_a_record_of_format_1_without_an_end_line_still_loads():
    old = ("XII Scripta Ataxx record\nFormat: 1\nDate: 2026-11-21T17:53:30Z\nRules: itpw\n"
           "Start: x5o/7/7/7/7/7/o5x x 0 1\nBlack: person\nWhite: computer normal\nClock: 300000\n"
           "Seed: 20261121\n\nb6 297512 300000\n")
    record = read(old, CODEC)
    assert record.version == 1 and record.complete and record.entries[0].clocks == (297_512, 300_000)
    s = load(old)
    assert s.game.notation() == "x5o/1x5/7/7/7/7/o5x o 0 1" and s.remaining(0) == 297_512


def test_a_record_cut_before_its_end_line_loads_but_says_so():
    s, scribe = played(3)
    text = write(scribe.record, CODEC)
    assert text.endswith("\nEnd\n")
    cut = read(text.removesuffix("End\n"), CODEC)
    assert not cut.complete and len(cut.entries) == 3
    assert load(text.removesuffix("End\n")).game.notation() == s.game.notation()
    assert read(text, CODEC).complete and FORMAT_VERSION == 2


@pytest.mark.parametrize("end", ["time", "resignation"])
def test_a_loss_outside_the_board_is_restored(end):
    s, scribe = played(6, clock_ms=60_000)
    s.time_out(s.game.to_move()) if end == "time" else s.concede()
    assert scribe.record.result.endswith(" " + end)
    record = read(write(scribe.record, CODEC), CODEC)
    back = restore(record, CODEC, lambda setup: new_session(spec("ataxx"), setup))
    assert back.outcome == s.outcome and record.finished


def test_a_finished_game_without_its_result_line_is_over_when_read_back():
    s, scribe = scribed(start="7/7/7/7/7/1x5/o6 x 0 1")
    s.play("a2")
    text = write(scribe.record, CODEC).replace("Result: 1-0 one_colour\n", "")
    back = load(text)
    assert back.game_over and CODEC.format_result(back.outcome) == "1-0 one_colour"


_s, _scribe = played(4, clock_ms=60_000)
GOOD = write(_scribe.record, CODEC)
# 1 magic, 2 Format, 3 Date, 4 Rules, 5 Start, 6 Black, 7 White, 8 Clock, 9 Seed, 10 empty, 11-14 moves, 15 End


def damaged(old: str, new: str) -> bytes:
    assert old in GOOD
    return GOOD.replace(old, new, 1).encode()


def before_end(lines: str) -> bytes:
    return damaged("End\n", lines + "End\n")


@pytest.mark.parametrize("data, code, line, says", [
    (b"", "empty", None, "the file is empty"),
    (b"XII Scripta Ataxx record\n\x00\x01", "binary", 2, "binary file"),
    (b"XII Scripta Ataxx record\nFormat: 2\n\xff\n", "not_utf8", 3, "not UTF-8"),
    (b"XII Scripta game record\nFormat: 1\n", "not_a_record", 1, "not an Ataxx game record"),
    (damaged("Format: 2", "Format: 7"), "newer_format", 2, "format 7"),
    (damaged("Rules: itpw", "Rules itpw"), "bad_header", 4, "'Rules itpw'"),
    (damaged("Seed:", "Colour:"), "unknown_key", 9, "'Colour'"),
    (damaged("Rules: itpw\n", ""), "missing_key", 9, "lacks Rules"),
    (damaged("Rules: itpw\n", "Rules: itpw\nRules: itpw\n"), "duplicate_key", 5, "first in line 4"),
    (damaged("Rules: itpw", "Rules: chess"), "bad_value", 4, "'chess' is not a valid value for Rules"),
    (damaged("Start: x5o/7/7/7/7/7/o5x x 0 1", "Start: x5o/7/7"), "bad_value", 5, "for Start"),
    (damaged("White: person", "White: computer grandmaster"), "bad_value", 7, "for White"),
    (damaged("Clock: 60000", "Clock: soon"), "bad_value", 8, "'soon'"),
    (damaged("Date: 2026", "Date:\x1b[2J 2026"), "control_character", 3, "control character"),
    (damaged("\n\n", "\n\nhello\n"), "malformed_turn", 11, "'hello' is not a turn line"),
    (damaged("\n\n", "\n\nb6 1\n"), "malformed_turn", 11, "'b6 1' is not a turn line"),
    (damaged("\n\n", "\n\nb6\n"), "malformed_turn", 11, "'b6' is not a turn line"),   # a clock game: clocks
    (damaged("\n\n", "\n\na7d7 1 2\n"), "illegal_action", 11, "a move goes one square (clone) or two"),
    (damaged("\n\n", "\n\na1a2 1 2\n"), "illegal_action", 11, "there is no stone of yours on a1"),
    (before_end("Result: 2-0 luck\n"), "malformed_result", 15, "'Result: 2-0 luck' is not a result line"),
    (before_end("Result: 1-0 one_colour\n"), "wrong_result", 15, "the game is not over"),
    (before_end("Result: 0-1 time\nb6 1 2\n"), "after_result", 16, "nothing may follow the result (line 15)"),
    (GOOD.encode() + b"b6 1 2\n", "after_end_line", 16, "nothing may follow the End line"),
])
def test_a_damaged_record_names_what_is_wrong_and_where(data, code, line, says):
    with pytest.raises(RecordError) as e:
        load(data)
    assert e.value.code == code and e.value.line == line
    assert says in explain("en", e.value, "/saves/current.ataxx")
    for lang in ("cs", "en"):
        text = explain(lang, e.value, "/saves/current.ataxx")
        assert "{" not in text and "/saves/current.ataxx" in text
        assert (f"{'řádek' if lang == 'cs' else 'line'} {line}:" in text) == (line is not None)


def test_a_move_line_carries_clocks_exactly_when_the_game_has_a_clock():
    _, scribe = played(2)                   # no clock
    plain = write(scribe.record, CODEC)
    assert "Clock: none" in plain
    with pytest.raises(RecordError) as e:
        load(plain.replace("\n\n", "\n\nb6 1 2\n", 1))
    assert e.value.code == "malformed_turn" and e.value.line == 11
    with pytest.raises(RecordError) as e:
        load(plain.replace("\n\n", "\n\nhello\n", 1))
    assert e.value.code == "illegal_action" and "'hello' is not a move" in explain("en", e.value, "x")


def test_a_record_cut_inside_its_last_line_is_called_cut_off():
    with pytest.raises(RecordError) as e:
        load(GOOD.removesuffix("End\n").encode()[:-9])     # "...a7b6 59" with no newline
    assert e.value.code == "truncated"
    assert "seems cut off in its last line" in explain("en", e.value, "x.ataxx")


def test_a_move_after_the_end_is_damage():
    s, scribe = scribed(start="7/7/7/7/7/1x5/o6 x 0 1")
    s.play("a2")
    text = write(scribe.record, CODEC).replace("Result: 1-0 one_colour\n", "g7\n")
    with pytest.raises(RecordError) as e:
        load(text)
    assert e.value.code == "after_end" and e.value.line == 12
    assert "the game ended in line 11" in explain("en", e.value, "x.ataxx")


def test_an_illegal_move_in_a_record_is_explained_in_czech():
    with pytest.raises(RecordError) as e:
        load(damaged("\n\n", "\n\na1a2 1 2\n"))
    text = explain("cs", e.value, "x.ataxx")
    assert "Nelze načíst x.ataxx, řádek 11:" in text and "na poli a1 nemáš kámen" in text


# ----------------------------------------------------------------------- the save slot

def slot(directory=None) -> Slot:
    return Slot(CODEC, directory, spec("ataxx").folder)


def test_a_new_game_keeps_the_earlier_one_in_games(tmp_path):
    saves = slot(tmp_path)
    _, first = played(3)
    assert saves.start(first.record) is None
    moved = saves.start(Record(ataxx_session().setup))
    assert moved is not None and moved.parent == tmp_path / "games" and moved.suffix == ".ataxx"
    assert load(moved.read_bytes()).game.notation() == write_fen(first.record)
    assert load(write(saves.unfinished(), CODEC)).game.notation() == STARTING_FEN


def write_fen(record) -> str:
    return load(write(record, CODEC)).game.notation()


def test_saving_after_every_move_leaves_only_the_whole_record(tmp_path):
    saves = slot(tmp_path)
    s = ataxx_session()
    saves.start(Record(s.setup))
    s.listeners.append(Scribe(Record(s.setup), CODEC, saves.write))
    for move in ("b6", "f7", "a7c5"):
        s.play(move)
        assert write_fen(saves.saved()) == s.game.notation()
    assert sorted(os.listdir(tmp_path)) == [CURRENT]


def test_a_finished_game_is_not_offered_to_continue(tmp_path):
    saves = slot(tmp_path)
    s = ataxx_session()
    saves.start(Record(s.setup))
    s.listeners.append(Scribe(Record(s.setup), CODEC, saves.write))
    s.concede()
    assert saves.saved().finished and saves.unfinished() is None
    assert saves.peek().finished


def test_ataxx_and_xii_scripta_share_a_folder_without_touching_each_other(tmp_path):
    xii = Slot(spec("xii").codec, tmp_path, spec("xii").folder)
    xii.path.write_text("not ours\n")
    saves = slot(tmp_path)
    saves.start(played(2)[1].record)
    saves.start(played(3)[1].record)
    assert xii.path.read_text() == "not ours\n"
    assert saves.path != xii.path and saves.path.name == CURRENT
    assert [p.suffix for p in (tmp_path / "games").iterdir()] == [".ataxx"]


def test_damage_and_file_problems_are_errors_not_crashes(tmp_path):
    (tmp_path / CURRENT).write_text("garbage\n")
    with pytest.raises(RecordError) as e:
        slot(tmp_path).unfinished()
    assert e.value.path == str(tmp_path / CURRENT)
    afile = tmp_path / "file"
    afile.write_text("x")
    with pytest.raises(SaveError) as e2:
        slot(afile).start(Record(ataxx_session().setup))
    assert e2.value.code == "not_a_directory"
    (tmp_path / "dir" / CURRENT).mkdir(parents=True)
    with pytest.raises(SaveError) as e3:
        slot(tmp_path / "dir").saved()
    assert e3.value.code == "is_a_directory"
    assert "directory" in explain("en", e3.value, "p") and "složka" in explain("cs", e3.value, "p")


def test_a_temporary_left_by_a_killed_save_is_tidied_when_a_game_starts(tmp_path):
    saves = slot(tmp_path)
    stale = tmp_path / f".{CURRENT}.999999999.abc.tmp"
    stale.write_text("half a record")
    saves.start(Record(ataxx_session().setup))
    assert not stale.exists() and sorted(os.listdir(tmp_path)) == [CURRENT]


def test_the_default_folder_is_inside_xii_scriptas_data_folder(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert slot().dir == tmp_path / "xii-scripta" / "ataxx"
