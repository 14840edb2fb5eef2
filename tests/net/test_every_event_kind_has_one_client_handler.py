"""The client's screen handles each kind of event the server's table sends, from one table of handlers."""
import os
import re

from framework.net.remote_play import NetTable

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_every_event_kind_the_table_sends_has_a_handler_and_no_handler_waits_for_nothing():
    table = open(os.path.join(ROOT, "framework", "net", "table.py"), encoding="utf-8").read()
    sent = set(re.findall(r'self\._event\("([a-z_]+)"', table))
    assert sent, "the table's events were not found"
    assert set(NetTable.EVENTS) == sent
    assert all(handler.__name__ == f"on_{kind}" for kind, handler in NetTable.EVENTS.items())
