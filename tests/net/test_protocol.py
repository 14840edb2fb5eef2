"""The message layer: one JSON object a line, every field checked, every refusal with the contract's code."""
import json

import pytest

from framework.net.protocol import VERSION, ProtocolError, decode, encode

TOKEN = "A" * 32
LINK = "ab" * 32


def code(line: bytes) -> str:
    with pytest.raises(ProtocolError) as err:
        decode(line)
    return err.value.code


def test_a_message_is_one_line_of_json_and_reads_back():
    for message in ({"type": "say", "table": "t1", "token": TOKEN, "text": "ünïcode “quotes” ✓"},
                    {"type": "hello", "version": 3, "name": "Al", "key": "ab" * 32, "sig": "cd" * 64, "client": "line\nbreak \u2028"}):
        line = encode(message)
        assert line.endswith(b"\n") and line.count(b"\n") == 1
        assert decode(line) == message
    assert VERSION == 3


@pytest.mark.parametrize("line,expected", [
    (b"{not json}\n", "bad_json"),
    (b"\xff\xfe\n", "bad_utf8"),
    (b"[]\n", "bad_json"),
    (b"[" * 40 + b"]" * 40 + b"\n", "bad_json"),
    (b'{"type": 7}\n', "bad_field"),
    (b'{"type": "nap"}\n', "unknown_type"),
    (b'{"type": "ping", "id": -1}\n', "bad_field"),
    (b'{"type": "ping", "id": true}\n', "bad_field"),
    (b'{"type": "ping", "id": 1' + b"0" * 5000 + b'}\n', "line_too_long"),
    (b'{"type": "ping", "id": 1' + b"0" * 40 + b'}\n', "bad_field"),
    (b'{"type": "ping", "id": NaN}\n', "bad_field"),
    (b'{"type": "hello", "version": 2, "name": ""}\n', "bad_name"),
    (b'{"type": "hello", "version": 2, "name": "' + b"x" * 25 + b'"}\n', "bad_name"),
    (b'{"type": "hello", "version": 2, "name": " pad"}\n', "bad_name"),
    (b'{"type": "hello", "version": 2, "name": 7}\n', "bad_field"),
    (b'{"type": "list", "limit": 101}\n', "bad_field"),
    (b'{"type": "list", "limit": 0}\n', "bad_field"),
    (b'{"type": "list", "offset": -1}\n', "bad_field"),
    (b'{"type": "hello", "version": "1", "name": "Al"}\n', "bad_field"),
    (b'{"type": "create", "game": "xii", "options": {"stones": 1e3}}\n', "bad_field"),
    (b'{"type": "create", "game": "xii", "options": {"stones": 100000000000000}}\n', "bad_field"),
    (b'{"type": "create", "game": "xii", "seat": 2}\n', "bad_field"),
    (b'{"type": "create", "game": "xii", "commit": "XYZ"}\n', "bad_field"),
    (b'{"type": "create", "game": "xii", "dice": [6, 6, 6]}\n', "dice_from_client"),
    (b'{"type": "join", "table": "T 1"}\n', "bad_field"),
    (b'{"type": "act", "table": "t1", "token": "' + TOKEN.encode() + b'", "action": "throw", "n": 1.5}\n',
     "bad_field"),
    (b'{"type": "act", "table": "t1", "token": "' + TOKEN.encode() + b'", "action": "x", "position": "..."}\n',
     "dice_from_client"),
    (b'{"type": "act", "table": "t1", "token": "a b", "action": "x"}\n', "bad_field"),
    (b'{"type": "say", "table": "t1", "token": "' + TOKEN.encode() + b'", "text": "' + b"x" * 201 + b'"}\n',
     "too_long"),
    (b'{"type": "claim", "table": "t1", "token": "' + TOKEN.encode() + b'", "what": "everything"}\n', "bad_field"),
    (b'{"type": "say", "table": "t1", "token": "' + TOKEN.encode() + b'", "text": "\\u001b[2J"}\n', "bad_field"),
])
def test_every_bad_line_gets_its_code(line, expected):
    assert code(line) == expected


def test_a_refusal_names_the_field_and_what_it_expects_and_keeps_the_request_id():
    with pytest.raises(ProtocolError) as err:
        decode(b'{"type": "act", "id": 9, "table": "t1", "token": "' + TOKEN.encode() + b'", "action": 5}\n')
    assert err.value.id == 9 and err.value.params["field"] == "action" and "expected" in err.value.params


def test_the_well_formed_messages_pass():
    for message in [
        {"type": "hello", "version": 3, "name": "Alice Ž.", "key": "ab" * 32, "sig": "cd" * 64, "client": "xii-scripta 1"},
        {"type": "list", "id": 2 ** 31},
        {"type": "create", "game": "nardy", "options": {"match": 3, "sports": True}, "seat": None, "commit": LINK},
        {"type": "join", "table": "t12", "token": TOKEN},
        {"type": "act", "table": "t1", "token": TOKEN, "action": "throw", "n": 2, "link": LINK},
        {"type": "leave", "table": "t1"},
        {"type": "list", "offset": 100, "limit": 100},
        {"type": "ping"},
    ]:
        assert decode(json.dumps(message).encode()) == message


@pytest.mark.parametrize("line,field", [
    (b'{"type": "\\ud800", "id": 4}\n', "type"),
    (b'{"type": "act", "table": "t1", "token": "' + TOKEN.encode() + b'", "action": "a1\\udc00"}\n', "action"),
    (b'{"type": "say", "table": "t1", "token": "' + TOKEN.encode() + b'", "text": "hi \\ud83d"}\n', "text"),
    (b'{"type": "create", "game": "xii", "options": {"stones": "\\udfff"}}\n', "options"),
    (b'{"type": "ping", "pad": ["ok", {"deep": "\\ud800"}]}\n', "pad"),
    (b'{"type": "hello", "version": 1, "name": "Ann", "client": "\\ud800"}\n', "client"),
])
def test_a_lone_surrogate_in_any_field_is_bad_text_naming_the_field(line, field):
    with pytest.raises(ProtocolError) as err:
        decode(line)
    assert err.value.code == "bad_text" and err.value.params["field"] == field
    encode({"type": "error", "message": err.value.message, "params": err.value.params})   # the reply encodes


def test_a_surrogate_pair_is_one_character_and_passes():
    line = b'{"type": "say", "table": "t1", "token": "' + TOKEN.encode() + b'", "text": "hi \\ud83d\\ude00"}\n'
    assert decode(line)["text"] == "hi \U0001F600"
