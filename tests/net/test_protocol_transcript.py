"""A whole game over the wire, line by line: what a client sends passes the server's checks, every line
the server sends is one JSON object, and the conversation goes as docs/protocol.md's example does."""
import asyncio
import json
import os

from framework.net.protocol import decode
from games import REGISTRY
from helpers_games import spec
from helpers_net import transcript


def test_a_one_stone_game_goes_over_the_wire_as_documented():
    wire = asyncio.run(transcript(REGISTRY, spec("xii"), {"stones": 1}))
    sent = [decode(line.encode()) for who, way, line in wire if way == ">"]
    heard = [json.loads(line) for who, way, line in wire if way == "<"]
    assert [m["type"] for m in sent[:3]] == ["hello", "hello", "create"]
    kinds = [m.get("kind") or m["type"] for m in heard if m.get("type") in ("event", "snapshot")]
    for later, earlier in (("start", "seated"), ("begin", "start"), ("throw", "link"), ("end", "play")):
        assert kinds.index(later) > kinds.index(earlier)
    actions = {m["action"] for m in sent if m["type"] == "act"}
    assert {"reveal", "throw"} <= actions and heard[-1]["kind"] == "say"
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    doc = open(os.path.join(root, "docs", "protocol.md"), encoding="utf-8").read()
    example = [line[3:] for line in doc.split("## A whole game", 1)[1].splitlines() if line[:3] in ("A> ", "B> ")]
    assert [json.loads(line)["type"] for line in example][:6] == [m["type"] for m in sent][:6]
