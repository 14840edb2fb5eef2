"""docs/protocol.md names every error code and every event kind the server can send."""
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SOURCES = ("framework/net/protocol.py", "framework/net/table.py", "framework/net/server.py")


def source() -> str:
    return "".join(open(os.path.join(ROOT, path), encoding="utf-8").read() for path in SOURCES)


def test_every_error_code_and_event_kind_is_documented():
    doc = open(os.path.join(ROOT, "docs", "protocol.md"), encoding="utf-8").read()
    text = source()
    codes = set(re.findall(r'(?:TableError|ProtocolError|protocol\.error)\(\s*"([a-z_]+)"', text))
    codes |= set(re.findall(r'deadlines\.append\(\(\w+(?: \+ [\w.]+)?, "([a-z_]+)"', text))
    kinds = set(re.findall(r'self\._event\("([a-z_]+)"', text))
    assert {"bad_json", "illegal", "too_slow", "hello_timeout", "server_error"} <= codes
    assert {"throw", "play", "end", "link", "start"} <= kinds
    missing = sorted(c for c in codes | kinds if f"`{c}`" not in doc)
    assert not missing, missing
