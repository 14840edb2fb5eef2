"""A network game's record proves who played: every action is signed by its seat's key, the header and the
result by the server's; ``--verify`` says who played and fails, at its line, on anything its signer did not
sign (framework/core/signed_log.py, framework/core/verify.py)."""
from __future__ import annotations

import asyncio

import pytest

from framework.core.signed_log import fingerprint
from framework.core.verify import verify
from games import REGISTRY
from helpers_net import pair, running_server, throws_seen
from framework.net.bot import play_out


def played(game: str, options: dict, moves: int, tmp_path) -> tuple[str, list]:
    """A game between two bots on a server: ``moves`` moves (or throws), then seat I yields; the server's
    record of it and the two bots."""
    async def run():
        async with running_server(REGISTRY, tmp_path) as server:
            pa, pb = await pair(server.port, game, options)
            await play_out([pa, pb], until=lambda: pa.mirror is not None and (
                len(pa.mirror.history) >= moves or throws_seen(pa) >= moves))
            reply = await pa.client.request(pa.act("yield"))
            assert reply["type"] == "ok", reply
            await pa.client.wait_for(lambda m: m.get("kind") == "end")
            return server.tables[pa.table].record_text(), [pa, pb]
    return asyncio.run(asyncio.wait_for(run(), 60))


@pytest.fixture(scope="module")
def ataxx(tmp_path_factory):
    return played("ataxx", {}, 6, tmp_path_factory.mktemp("ataxx"))


@pytest.fixture(scope="module")
def xii(tmp_path_factory):
    return played("xii", {"stones": 3}, 4, tmp_path_factory.mktemp("xii"))


def line_of(text: str, start: str, last: bool = False) -> int:
    numbers = [n for n, line in enumerate(text.split("\n"), 1) if line.startswith(start)]
    return numbers[-1] if last else numbers[0]


def edited(text: str, line: int, new: str) -> str:
    lines = text.split("\n")
    lines[line - 1] = new
    return "\n".join(lines)


@pytest.fixture(scope="module")
def nardy(tmp_path_factory):
    return played("nardy", {}, 6, tmp_path_factory.mktemp("nardy"))


@pytest.fixture(scope="module")
def latrunculi(tmp_path_factory):
    return played("latrunculi", {}, 8, tmp_path_factory.mktemp("latrunculi"))


@pytest.mark.parametrize("which", ["ataxx", "xii", "nardy", "latrunculi"])
def test_a_signed_record_verifies_and_names_each_seats_key_and_the_server(which, request):
    text, (pa, pb) = request.getfixturevalue(which)
    report = verify(text, REGISTRY)
    assert report.ok and report.signed is True, report
    by_seat = sorted((pa, pb), key=lambda p: p.seat)
    assert [name for name, _ in report.players] == [p.client.name for p in by_seat]
    assert [key for _, key in report.players] == [fingerprint(p.client.signer.key.public) for p in by_seat]
    said = report.text("game")
    assert "Alice" in said and fingerprint(pa.client.signer.key.public) in said and report.server in said


def test_a_move_its_player_did_not_sign_fails_at_its_line(ataxx):
    text, _ = ataxx
    lines = text.split("\n")
    body = lines.index("") + 2                        # the first move's line
    first_move = lines[body - 1]
    assert first_move in ("f2", "b2", "a1b3", "g1f2", "b6", "f6") or len(first_move) in (2, 4)
    # Black's first move, made another legal one: the rules accept it, the signature does not
    other = next(m for m in ("a2", "b1", "b2", "g6", "f7", "f6", "a6", "b7", "g2", "f1") if m != first_move)
    report = verify(edited(text, body, other), REGISTRY)
    assert not report.ok and report.line == body, report


def test_an_entry_whose_text_was_changed_fails_at_its_sign_line(ataxx):
    text, _ = ataxx
    n = line_of(text, "Sign: I ")
    line = text.split("\n")[n - 1]
    forged = line.rsplit(" ", 1)[0] + " a1a3"            # the action its seat signed, replaced
    report = verify(edited(text, n, forged), REGISTRY)
    assert (report.ok, report.code, report.line) == (False, "log_signature", n)


def test_two_signed_entries_swapped_fail_at_the_first_one_moved(ataxx):
    text, _ = ataxx
    lines = text.split("\n")
    signs = [n for n, line in enumerate(lines, 1) if line.startswith("Sign: I ") or line.startswith("Sign: II ")]
    a, b = signs[1], signs[2]
    lines[a - 1], lines[b - 1] = lines[b - 1], lines[a - 1]
    report = verify("\n".join(lines), REGISTRY)
    assert not report.ok and report.code in ("log_order", "log_sequence", "log_signature") and report.line == a


@pytest.mark.parametrize("key", ["Name-II: ", "Date: "])
def test_an_edited_name_or_date_fails_at_its_header_line(ataxx, key):
    text, _ = ataxx
    n = line_of(text, key)
    value = text.split("\n")[n - 1]
    changed = value[:-1] + ("X" if not value.endswith("X") else "Y")
    if key == "Date: ":
        changed = "Date: 2020-01-01T00:00:00Z"
    report = verify(edited(text, n, changed), REGISTRY)
    assert (report.ok, report.code, report.line) == (False, "unsigned_header", n), report


def test_an_edited_result_fails_at_the_result_line(xii):
    text, _ = xii
    n = line_of(text, "Result: ")
    result = text.split("\n")[n - 1]
    assert result in ("Result: I wins by yield", "Result: II wins by yield"), result
    other = "Result: I wins by yield" if result.startswith("Result: II") else "Result: II wins by yield"
    report = verify(edited(text, n, other), REGISTRY)
    assert not report.ok and report.line == n, report


def test_a_record_from_before_keys_verifies_and_says_it_carries_no_signatures(xii):
    text, _ = xii
    old = "\n".join(line for line in text.split("\n")
                    if not line.startswith(("Sign: ", "Server-Key: ", "Table: ", "Key-I: ", "Key-II: ", "Name-I: ", "Name-II: ")))
    report = verify(old, REGISTRY)
    assert report.ok and report.signed is False
    assert report.text("game").endswith("it carries no signatures: who played is not proven")
