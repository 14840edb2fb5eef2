"""The take-over of a data folder from before the database: its table files read once into the store.

Until issue 35 the server kept each table in files of its data folder: ``t7.json`` (the state) and the
records, ``t7.xii`` for the table's first game, ``t7.2.xii`` for the game after a rematch, and so on (the
codec's suffix). A server started on such a folder, with a database that has not taken it over yet, imports
every table (its state and its current record), every finished game of it (the earlier games' records and
the current one's when it is over, each whose result is known) as the store's finished games, all in one
transaction with the flag that says it was done, so that it happens once. Then it moves the files into
``taken-over/`` in the folder, so that nothing reads them twice (and nothing is lost: they are the records).

What today's restore skipped is skipped here, and said in the log: a state file that is no regular file (a
FIFO planted there), not JSON, another table's, of a game this server does not have; a record that cannot
be read; files of a table without its state (an old ``t7.json.damaged``, a record alone). Each such id is
marked damaged in the store, so it is never given to a new table.
"""
from __future__ import annotations

import os
import re
import time
from typing import Callable

from framework.core.limits import MAX_RECORD_BYTES, load_json, read_regular
from framework.core.record import read
from framework.net.store import FinishedGame, Store

__all__ = ["take_over", "TAKEN_OVER", "FLAG"]

#: The subfolder the old files are moved into.
TAKEN_OVER = "taken-over"
#: The store's meta key saying the folder's files were taken over (its value: when).
FLAG = "taken_over"
#: A file of a table (``t12.json``, ``t12.xii``, ``t12.2.xii``, ``t12.json.damaged``): the id it names.
_TABLE_FILE = re.compile(r"t(\d{1,12})(?:\.|$)")
_STATES = ("open", "starting", "playing", "over", "cancelled")


def _text(path: str) -> str:
    """A file as text; never waits on a FIFO (NotAFile, an OSError) nor reads more than a record may be."""
    return read_regular(path, MAX_RECORD_BYTES).decode("utf-8")


def _date(setup_date: str, path: str) -> str:
    """A record's date (``2026-11-28T21:30:00Z``) as the store's (``2026-11-28 21:30:00 UTC``); without
    one, when its file was last written."""
    if re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", setup_date or ""):
        return setup_date.replace("T", " ").replace("Z", " UTC")
    try:
        return time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime(os.stat(path).st_mtime))
    except OSError:
        return time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime())


def _finished(table_id: str, number: int, data: dict, spec, text: str, path: str) -> FinishedGame | None:
    """A finished game of the table from its record, or None when its result is not known."""
    record = read(text, spec.codec)
    if record.result is None:
        return None
    winner, reason = spec.codec.check_result(record.result)
    seats = [seat.get("name", "") if isinstance(seat, dict) else "" for seat in data.get("seats", [None, None])]
    if (int(data.get("games", 0)) + 1 - number) % 2:
        seats.reverse()                     # each rematch swapped the seats: this game's were the other way
    names = tuple(record.setup.names) if all(getattr(record.setup, "names", ("", ""))) else tuple(seats)
    score = 0.5 if winner is None else 1.0 if winner == 0 else 0.0
    return FinishedGame(None, table_id, number, spec.name, dict(data.get("options") or {}), None, False,
                        (str(names[0]), str(names[1])), (None, None), score, reason,
                        _date(getattr(record.setup, "date", ""), path), text)


def _record_name(table_id: str, games: int, suffix: str) -> str:
    """The record file of a table's game after ``games`` finished ones: ``t1.xii``, then ``t1.2.xii`` ..."""
    return f"{table_id}{'' if not games else f'.{games + 1}'}{suffix}"


def take_over(data_dir: str, store: Store, spec_of: Callable[[str], object], log: Callable[[str], None]) -> int:
    """The folder's table files into ``store``, once (the store's flag); returns how many tables were taken
    over. ``spec_of``: a game's spec by its name (KeyError: no such game here)."""
    if store.meta(FLAG) is not None:
        return 0
    entries = sorted(os.listdir(data_dir))
    ids = sorted({int(m.group(1)) for m in map(_TABLE_FILE.match, entries) if m})
    taken: list[str] = []
    games = 0
    skipped: list[str] = []
    with store.transaction():
        for number in ids:
            table_id = f"t{number}"
            state_path = os.path.join(data_dir, f"{table_id}.json")
            if not os.path.lexists(state_path):
                store.mark_damaged(table_id, "taken over without its state file")
                skipped.append(f"{table_id} (no state file)")
                continue
            try:
                data = load_json(_text(state_path), max_chars=MAX_RECORD_BYTES)
                if not isinstance(data, dict) or data.get("table") != table_id or data.get("state") not in _STATES:
                    raise ValueError("the file holds no table of this name")
                spec = spec_of(data["game"])
                played = int(data.get("games", 0))
                current_path = os.path.join(data_dir, _record_name(table_id, played, spec.codec.suffix))
                current = _text(current_path) if os.path.lexists(current_path) else ""
                finished = []
                for earlier in range(played + (data["state"] == "over")):
                    path = os.path.join(data_dir, _record_name(table_id, earlier, spec.codec.suffix))
                    if earlier == played:
                        text = current
                    elif os.path.lexists(path):
                        text = _text(path)
                    else:
                        continue
                    game = _finished(table_id, earlier + 1, data, spec, text, path) if text.strip() else None
                    if game is not None:
                        finished.append(game)
            except Exception as exc:        # whatever the file holds: that table, not the take-over
                reason = f"{type(exc).__name__}: {exc}"[:500]
                store.mark_damaged(table_id, f"taken over damaged: {reason}")
                skipped.append(f"{table_id} ({reason})")
                continue
            store.save_table(table_id, data, current)
            for game in finished:
                store.finish_game(game, {})
            taken.append(table_id)
            games += len(finished)
        store.set_meta(FLAG, time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime()))
    if not ids:
        return 0
    moved, kept = _move(data_dir, [entry for entry in entries if _TABLE_FILE.match(entry)])
    log(f"took over {len(taken)} table{'' if len(taken) == 1 else 's'} from the data folder's files "
        f"({games} finished game{'' if games == 1 else 's'}); the files moved to "
        f"{os.path.join(data_dir, TAKEN_OVER)}" + (f" but {kept}" if kept else ""))
    if skipped:
        log(f"take-over: skipped {len(skipped)} table{'' if len(skipped) == 1 else 's'} (marked damaged, their "
            "ids never given again): " + ", ".join(skipped))
    return len(taken)


def _move(data_dir: str, names: list[str]) -> tuple[int, str]:
    """The old files into ``taken-over/`` (a name there already: ``.1``, ``.2`` ... after it); how many
    moved, and what could not be (empty: none)."""
    folder = os.path.join(data_dir, TAKEN_OVER)
    failed: list[str] = []
    moved = 0
    try:
        os.makedirs(folder, exist_ok=True)
    except OSError as exc:
        return 0, f"none could be moved ({exc.strerror or exc})"
    for name in names:
        target, n = os.path.join(folder, name), 0
        while os.path.lexists(target):
            n += 1
            target = os.path.join(folder, f"{name}.{n}")
        try:
            os.rename(os.path.join(data_dir, name), target)
            moved += 1
        except OSError as exc:
            failed.append(f"{name} ({exc.strerror or exc})")
    return moved, ("these could not be moved: " + ", ".join(failed)) if failed else ""
