"""A connection to the server that drops is said once on the table's screen, under the board while it lasts
("dropped; reconnecting"), not once more in the notes above it; its coming back is said once too."""
from __future__ import annotations

from games import REGISTRY
from helpers_client import ServerThread, follow, seated_pair, table_screen
from helpers_text import said

ATAXX = next(e for e in REGISTRY if e.name == "ataxx").spec()


def drawn(table) -> str:
    """The screen the table shows now, as one line of words."""
    out = table.term.out
    start = len(out.getvalue())
    table.show()
    return said(out.getvalue()[start:])


def test_a_drop_and_the_way_back_are_each_said_once(tmp_path):
    server = ServerThread(tmp_path)
    (alice, bob), (ha, hb) = seated_pair(server, "ataxx", {})
    try:
        table = table_screen(alice, ha, ha.table, ATAXX)[0]
        table.term.fixed_size = (200, 60)
        follow(table, lambda: table.session is not None)
        dropped = table.t("net.reconnecting").split(";")[0]          # "The connection to the server dropped"
        server.drop_everyone()
        follow(table, lambda: table.dropped)
        assert drawn(table).count(dropped) == 1
        follow(table, lambda: not table.dropped)
        screen = drawn(table)
        assert dropped not in screen and screen.count(table.t("net.back_self")) == 1
    finally:
        alice.close()
        bob.close()
        server.stop()
