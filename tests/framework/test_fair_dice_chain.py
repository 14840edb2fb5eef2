"""A party's hash chain and the commitment to its end (framework/core/fair_dice.py): each revealed link hashes
to the one before it, the anchor commits to all of them, and nothing else passes for a link."""
import hashlib
import random

import pytest

from framework.core.fair_dice import (CHAIN_LENGTH, CHECKPOINT, Chain, Commitment, FairDiceError, check_link,
                                 from_hex, new_secret, opening_seed, to_hex)


def naive_links(secret: bytes, length: int) -> list[bytes]:
    """Link 0 (the anchor) .. link ``length`` (the secret), by hashing the whole chain."""
    links = [secret]
    for _ in range(length):
        links.append(hashlib.sha256(links[-1]).digest())
    return links[::-1]


def secret(n: int = 0) -> bytes:
    return random.Random(n).randbytes(32)


def test_each_link_hashes_to_the_one_before_it_down_to_the_anchor():
    chain = Chain(secret(), 300)
    for n in range(1, 301):
        assert hashlib.sha256(chain.link(n)).digest() == chain.link(n - 1)
    assert chain.link(0) == chain.anchor


def test_links_kept_at_checkpoints_are_the_whole_chains_links():
    s = secret(1)
    naive = naive_links(s, CHAIN_LENGTH)
    chain = Chain(s)
    for n in (0, 1, 2, CHECKPOINT - 1, CHECKPOINT, CHECKPOINT + 1, 1000, CHAIN_LENGTH - 1, CHAIN_LENGTH):
        assert chain.link(n) == naive[n], n
    assert chain.link(CHAIN_LENGTH) == s, "the last link is the secret itself"


def test_a_chain_keeps_only_its_checkpoints():
    chain = Chain(secret(), CHAIN_LENGTH)
    assert len(chain._points) <= CHAIN_LENGTH // CHECKPOINT + 2


def test_a_revealed_link_checks_against_any_earlier_one():
    chain = Chain(secret(2), 200)
    assert check_link(chain.anchor, chain.link(1))
    assert check_link(chain.anchor, chain.link(150), 150)
    assert check_link(chain.link(40), chain.link(45), 5)


def test_a_wrong_link_is_refused():
    chain = Chain(secret(3), 100)
    link = bytearray(chain.link(10))
    link[0] ^= 1
    assert not check_link(chain.link(9), bytes(link))
    assert not check_link(chain.link(9), chain.link(11)), "a link two steps on is not the next one"
    assert not check_link(chain.link(9), chain.link(10), 2)
    assert not check_link(chain.link(9), b"short")
    assert not check_link(chain.link(9), chain.link(10), -1)


def test_another_partys_link_is_not_this_partys():
    a, b = Chain(secret(4), 50), Chain(secret(5), 50)
    assert not check_link(a.anchor, b.link(1))


def test_a_link_outside_the_chain_is_refused():
    chain = Chain(secret(), 10)
    for n in (-1, 11):
        with pytest.raises(FairDiceError) as err:
            chain.link(n)
        assert err.value.code == "chain_exhausted"


def test_secrets_are_fresh_32_bytes():
    a, b = new_secret(), new_secret()
    assert len(a) == len(b) == 32 and a != b


def test_hex_is_64_digits_and_nothing_else():
    b = secret(6)
    assert from_hex(to_hex(b)) == b
    assert from_hex(to_hex(b).upper()) == b
    for bad in ("", "00", to_hex(b) + "0", to_hex(b)[:-1] + "g", " " + to_hex(b)[1:], "٣" * 64, None, 5):
        with pytest.raises(FairDiceError) as err:
            from_hex(bad)
        assert err.value.code == "bad_hex"


def commitment() -> Commitment:
    return Commitment(tuple(Chain(secret(k), 100).anchor for k in range(3)), 100)


def test_a_commitment_reads_back_from_its_text():
    c = commitment()
    text = c.text()
    assert text.startswith("v1 100 ") and len(text.split()) == 5
    assert Commitment.parse(text) == c


@pytest.mark.parametrize("change", [
    lambda t: t.replace("v1", "v2", 1),
    lambda t: t.replace(" 100 ", " 0 ", 1),
    lambda t: t.replace(" 100 ", " 0100 ", 1),
    lambda t: t.replace(" 100 ", " 99999999 ", 1),
    lambda t: t.replace(" 100 ", " x ", 1),
    lambda t: t.rsplit(" ", 1)[0],
    lambda t: t + " " + "0" * 64,
    lambda t: t[:-1] + "z",
    lambda t: t.replace(" ", "  ", 1),
    lambda t: "",
])
def test_a_damaged_commitment_is_refused_naming_what_is_wrong(change):
    with pytest.raises(FairDiceError) as err:
        Commitment.parse(change(commitment().text()))
    assert err.value.code == "bad_commitment" and err.value.message


def test_the_opening_seed_is_decimal_digits_and_depends_on_every_partys_link():
    links = tuple(Chain(secret(k), 10).link(1) for k in range(3))
    seed = opening_seed(links)
    assert seed.isdigit() and 1 <= len(seed) <= 19
    assert opening_seed(links) == seed
    for party in range(3):
        other = list(links)
        other[party] = Chain(secret(9), 10).link(1)
        assert opening_seed(tuple(other)) != seed, party
