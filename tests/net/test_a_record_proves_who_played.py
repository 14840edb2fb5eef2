"""A network game's record proves who played: every action is signed by its seat's key, the header and the
result by the server's; ``--verify`` says who played and fails, at its line, on anything its signer did not
sign (framework/core/signed_log.py, framework/core/verify.py)."""
from __future__ import annotations

import asyncio

import pytest

from framework.core.signed_log import Log, Signed, fingerprint
from framework.core.verify import verify
from games import REGISTRY
from helpers_net import pair, running_server, throws_seen
from framework.net.bot import play_out


SERVER_KEYS: dict = {}


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
            text = server.tables[pa.table].record_text()
            SERVER_KEYS[text] = server.key          # what a dishonest server could sign with
            return text, [pa, pb]
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


def test_a_yield_the_loser_did_not_sign_fails_even_signed_by_the_server(xii):
    """A dishonest server cuts the game and signs its end as the other's yield: no seat signed it."""
    text, _ = xii
    lines = text.split("\n")
    signs = [(n, Signed.parse(line[len("Sign: "):])) for n, line in enumerate(lines, 1) if line.startswith("Sign: ")]
    header = dict(line.split(": ", 1) for line in lines[1:lines.index("")] if ": " in line)
    yielded = next(n for n, e in signs if e.body == "act yield")
    log = Log(header["Table"], header["Server-Key"], [e for n, e in signs if n < yielded])
    end = signs[-1][1]
    forged = log.signed("S", SERVER_KEYS[text].private, end.body)
    kept = [line for n, line in enumerate(lines, 1) if not line.startswith("Sign: ") or n < yielded]
    at = kept.index("End")
    report = verify("\n".join(kept[:at] + [f"Sign: {forged.line()}"] + kept[at:]), REGISTRY)
    assert (report.ok, report.code) == (False, "unsigned_yield"), report
    assert report.line == line_of(text, "Result: ")


def test_a_claimed_game_verifies_by_the_claim_its_winner_signed(tmp_path):
    async def run():
        async with running_server(REGISTRY, tmp_path, turn_limit_s=0.3) as server:
            pa, pb = await pair(server.port, "ataxx", {})
            mover = pa if pa.seat == 0 else pb
            other = pb if mover is pa else pa
            while not server.tables[pa.table].session.history:         # the first move; then the other stalls
                await mover.step()
                await asyncio.sleep(0.02)
            await mover.client.wait_for(lambda m: m.get("kind") == "claimable" and m.get("seat") == other.seat)
            reply = await mover.client.request({"type": "claim", "table": pa.table, "token": mover.token,
                                                "what": "win"})
            assert reply["type"] == "ok", reply
            return server.tables[pa.table].record_text()
    text = asyncio.run(asyncio.wait_for(run(), 30))
    assert any(line.endswith(" claim win") for line in text.split("\n") if line.startswith("Sign: "))
    assert verify(text, REGISTRY).ok


def test_an_action_is_signed_as_played_and_a_number_past_nine_digits_is_refused(tmp_path):
    """The action is signed as the server plays it (spaces and line ends around it do not count); a sequence
    number the record could not hold is refused before it is signed."""
    async def run():
        async with running_server(REGISTRY, tmp_path) as server:
            pa, pb = await pair(server.port, "ataxx", {})
            black = pa if pa.seat == 0 else pb
            huge = await black.client.request({**black.act("f2"), "sig": "0" * 128, "k": 10 ** 9, "after": 0})
            padded = await black.client.request(black.act(" f2\u2028"))
            moved = server.tables[pa.table].session.history[-1].text
            await black.client.request(black.act("yield"))
            return huge, padded, moved, server.tables[pa.table].record_text()
    huge, padded, moved, text = asyncio.run(asyncio.wait_for(run(), 30))
    assert huge["type"] == "error" and huge["code"] == "bad_field" and huge["params"]["field"] == "k"
    assert padded["type"] == "ok" and moved == "f2"
    assert "Sign: I 1 " in text and verify(text, REGISTRY).ok


def test_a_draw_accepted_by_the_seat_that_offered_it_fails(tmp_path, monkeypatch):
    """A server in league with a player lets it answer its own draw offer: the record shows it."""
    from framework.net.table import Table

    def answer_anyway(self, seat, accept, now):
        self.draw_offer = None
        if accept:
            self.session.play("draw", 0)
    monkeypatch.setattr(Table, "_answer_draw", answer_anyway)

    async def run():
        async with running_server(REGISTRY, tmp_path) as server:
            pa, pb = await pair(server.port, "latrunculi", {})
            first = pa if pa.seat == 0 else pb
            for action in ("draw", "accept"):
                reply = await first.client.request(first.act(action))
                assert reply["type"] == "ok", reply
            return server.tables[pa.table].record_text()
    text = asyncio.run(asyncio.wait_for(run(), 30))
    report = verify(text, REGISTRY)
    assert (report.ok, report.code) == (False, "unplayable_signed"), report
