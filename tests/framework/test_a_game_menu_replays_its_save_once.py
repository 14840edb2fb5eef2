"""The menus look at a saved game without replaying it at every redraw (issue 23, item 7: a companion's
game menu replayed a 4 MB Latrunculi save at every screen). The main menu only peeks at the home game's
save (its header and line count); a companion's menu checks its save through the engine once per file,
and again only when the file changes."""
from __future__ import annotations

import os

import framework.core.record as record_module
from framework.core.record import Record, write
from framework.core.session import Setup
from games import REGISTRY
from helpers_app import make_app, run
from helpers_games import spec


def _entry(name: str):
    return next(e for e in REGISTRY if e.name == name)


def _shuffles(n: int) -> str:
    s = spec("latrunculi")
    head = write(Record(s.complete(Setup(seed="1"))), s.codec).removesuffix("End\n")
    cycle = ("e2e3", "d7d6", "e3e2", "d6d7")
    return head + "".join(cycle[i % 4] + "\n" for i in range(n)) + "End\n"


def _counted(monkeypatch) -> list[int]:
    count = [0]
    real = record_module.restore

    def counted(*args, **kw):
        count[0] += 1
        return real(*args, **kw)
    monkeypatch.setattr(record_module, "restore", counted)
    return count


def _save(app, name: str, text: str) -> None:
    slot = app.slots.slot(spec(name))
    os.makedirs(slot.dir, exist_ok=True)
    slot.path.write_text(text, encoding="utf-8")


def test_a_companions_menu_replays_its_save_once_over_many_redraws(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, ["x", "y", "z", "w", "0"])
    _save(app, "latrunculi", _shuffles(40))
    restores = _counted(monkeypatch)
    run(app, app.menus.game_menu, _entry("latrunculi"))
    out = app.term.out.getvalue()
    assert out.count("40 moves") >= 5, "the save is offered at every redraw"
    assert restores[0] == 1


def test_a_changed_save_is_checked_again(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, [])
    _save(app, "latrunculi", _shuffles(40))
    restores = _counted(monkeypatch)
    assert len(app.saved_games.continuable(spec("latrunculi")).entries) == 40
    assert len(app.saved_games.continuable(spec("latrunculi")).entries) == 40
    assert restores[0] == 1
    slot = app.slots.slot(spec("latrunculi"))
    tmp = slot.path.with_name("new")
    tmp.write_text(_shuffles(41), encoding="utf-8")
    os.replace(tmp, slot.path)                      # as the autosave writes: a new file in its place
    assert len(app.saved_games.continuable(spec("latrunculi")).entries) == 41
    assert restores[0] == 2


def test_a_damaged_save_is_reported_once_and_not_read_through_the_engine_again(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, ["x", "y", "0"])
    _save(app, "latrunculi", _shuffles(40).replace("e3e2\n", "e3e4\n", 1))
    restores = _counted(monkeypatch)
    run(app, app.menus.game_menu, _entry("latrunculi"))
    assert restores[0] == 1
    assert app.term.out.getvalue().count("line") >= 1


def test_the_main_menu_only_peeks_at_the_home_games_save(tmp_path, monkeypatch):
    from helpers_record import opening
    app = make_app(tmp_path, monkeypatch, ["x", "y", "0"])
    x = spec("xii")
    _save(app, "xii", write(opening().without_last_action(), x.codec))

    def refuse(*args, **kw):
        raise AssertionError("the main menu replayed the save")
    monkeypatch.setattr(record_module, "restore", refuse)
    run(app, app.menus.menu)
    assert "continue" in app.term.out.getvalue().lower()
