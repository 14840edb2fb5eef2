"""A client that holds exactly one seat at an unfinished table of the server goes back to it by itself on
connecting (the README: ``--connect`` again resumes your seat); with more than one to choose from, the lobby
lists them. A seat at a finished table is not one to go back to. The server is known by its key: reached by
another address (``localhost`` for ``127.0.0.1``, another port after a restart) its seats are still yours."""
from __future__ import annotations

import pytest

from framework.net.memory import Memory
from helpers_app import make_app, run
from helpers_client import bounded, seated_pair
from helpers_ratings import pair_of
from helpers_text import said


def alices_seat(server, over: bool = False):
    """A new Ataxx table where Alice (seat I) and Bob made a move each and Alice went away, her turn now;
    ``over``: she then gave up."""
    (alice, bob), (ha, hb) = seated_pair(server, "ataxx", {})
    alice.request("act", table=ha.table, token=ha.token, action="b6")
    bob.request("act", table=hb.table, token=hb.token, action="b1")
    if over:
        alice.request("act", table=ha.table, token=ha.token, action="yield")
    alice.close()
    return ha, bob


@pytest.mark.parametrize("unfinished, finished, resumed", [(1, 0, True), (1, 1, True), (2, 0, False)])
def test_the_one_unfinished_seat_held_is_taken_again_at_once(tmp_path, monkeypatch, server, unfinished, finished,
                                                             resumed):
    seats = [alices_seat(server) for _ in range(unfinished)] + [alices_seat(server, over=True) for _ in range(finished)]
    memory = Memory.load(str(tmp_path / "config"))
    pair_of("Alice").save(str(tmp_path / "config"))     # the lobby's Alice is the Alice who sat down
    for held, _ in seats:
        memory.hold(f"key {server.server.key.public}", held)     # the server is its key, not its address
    # reached by another name of this machine than the seat was taken by: the same server, the same seats
    typed = ["7", f"localhost:{server.server.port}", "Alice"] + (["leave", "y"] if resumed else []) + ["0", "0"]
    app = make_app(tmp_path, monkeypatch, typed)
    try:
        assert bounded(run, app, app.menu) is None
    finally:
        for _, bob in seats:
            bob.close()
    shown = said(app.term.out.getvalue())
    lobby = shown.index(f"Table (1-{len(seats)})" if len(seats) > 1 else "1: sit down at the table, w 1: watch it")
    if resumed:
        assert 0 <= shown.find("Alice ● > leave") < lobby, "the table's screen came first, then the lobby"
    else:
        assert "Alice ● >" not in shown
