"""A player who lost on time at a server's table shows 0:00 on the clock, not the time they had left after
their last move (issue 32: an Ataxx player lost on time still showed 1:00): on both players' screens, when
the server's end comes as an event, and on the screen of a watcher who comes after the end (the game
rebuilt from its record)."""

from __future__ import annotations

import pytest

from framework.tui.hotseat import format_clock
from games import REGISTRY
from helpers_client import connected, follow, seated_pair, table_screen

pytestmark = pytest.mark.slow          # a clock run out through a real server

ATAXX = next(e for e in REGISTRY if e.name == "ataxx").spec()


def clocks(table) -> list[str]:
    """Each seat's clock as the screen's status lines show it."""
    return [format_clock(table.screen.left_ms(seat)) for seat in (0, 1)]


def test_the_player_out_of_time_shows_0_00_at_every_screen(server):
    (alice, bob), (ha, hb) = seated_pair(server, "ataxx", {"clock_ms": 2500})
    carol = connected(server, "Carol")
    try:
        tables = [table_screen(alice, ha, ha.table, ATAXX)[0], table_screen(bob, hb, hb.table, ATAXX)[0]]
        follow(tables, lambda: all(t.session is not None for t in tables))
        game = tables[0].session.game
        tables[0].command(game.format_action(game.legal_actions()[0]), thrown=True)      # Alice moves at once
        follow(tables, lambda: all(t.session.game_over for t in tables))                   # Bob does not
        carol.request("watch", table=ha.table)
        watcher = table_screen(carol, None, ha.table, ATAXX)[0]
        follow(watcher, lambda: watcher.session is not None)
        for table in tables + [watcher]:
            assert table.session.outcome.reason == "time" and table.session.outcome.winner == 0
            shown = " ".join(table.view.status(table.session, table.view_seat, table.screen.left_ms))
            assert clocks(table)[1] == "0:00" and "0:00" in shown, shown
            assert clocks(table)[0] != "0:00"                  # Alice's time left stays as it was
    finally:
        for conn in (alice, bob, carol):
            conn.close()
