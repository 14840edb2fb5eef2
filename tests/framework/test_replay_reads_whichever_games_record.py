"""``--replay FILE`` steps through whichever game's record FILE is, as ``--review FILE`` does: a Long Nardy or an
Ataxx record exported from a server replays without ``--game`` (it once said it was not an XII Scripta record)."""
from __future__ import annotations

import pytest

from framework.core.record import write
from helpers_app import make_app, run
from helpers_recorded_games import played_record


@pytest.mark.parametrize("game, title", [("nardy", "Long Nardy"), ("ataxx", "Ataxx")])
def test_another_games_record_replays_without_naming_the_game(tmp_path, monkeypatch, game, title):
    spec, record = played_record(game, limit=12)
    path = tmp_path / f"game{spec.codec.suffix}"
    path.write_text(write(record, spec.codec), encoding="utf-8")
    path = str(path)
    app = make_app(tmp_path, monkeypatch, ["q"], "--replay", path)
    assert run(app, app.run) in (None, 0)
    shown = app.term.out.getvalue()
    assert f"{title} · Replay of" in shown and "not an XII Scripta" not in shown, shown[-800:]
