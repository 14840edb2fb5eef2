"""A lobby with one table names what 1 does (sit down at it, w 1 watch it) instead of "Table (1-1)"."""
from __future__ import annotations

from helpers_app import make_app, run
from helpers_client import bounded, seated_pair
from helpers_text import said


def test_one_table_is_named_by_the_prompt(tmp_path, monkeypatch, server):
    (alice, bob), _ = seated_pair(server, "ataxx", {})
    try:
        app = make_app(tmp_path, monkeypatch, ["7", server.address.key, "Carol", "0", "0"])
        assert bounded(run, app, app.menu) is None
    finally:
        alice.close()
        bob.close()
    shown = said(app.term.out.getvalue())
    assert "1: sit down at the table, w 1: watch it, n, Enter or 0 >" in shown
    assert "(1-1)" not in shown
