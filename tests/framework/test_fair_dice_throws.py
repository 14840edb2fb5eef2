"""Joint throws (framework/core/fair_dice.py): the script first, then each throw from all three parties' links and
the actions before it. No party can change a throw, the dice are uniform, and each seat's bag gives every
face exactly ``copies`` times per bagful."""
import random
from collections import Counter
from dataclasses import dataclass

import pytest
from hypothesis import given, settings, strategies as st

from framework.core.fair_dice import (FACES, Chain, Commitment, FairDiceError, JointThrows, derive_throw,
                                 history_digest)

LENGTH = 200


@dataclass(frozen=True)
class Act:
    """A stand-in for framework.core.game.Played: what the history digest reads."""

    seat: int
    text: str


def parties(seed: int = 0, length: int = LENGTH) -> tuple[Chain, Chain, Chain]:
    rng = random.Random(seed)
    return tuple(Chain(rng.randbytes(32), length) for _ in range(3))


def joint(chains, count: int = 3, kind: str = "bag", script=()) -> JointThrows:
    return JointThrows(Commitment(tuple(c.anchor for c in chains), chains[0].length), count, kind, script)


def links(chains, n: int):
    return tuple(c.link(n) for c in chains)


def revealed(chains, upto: int, **kw) -> JointThrows:
    throws = joint(chains, **kw)
    throws.reveal(upto, links(chains, upto))
    return throws


def test_the_script_comes_first_and_uses_no_link():
    chains = parties()
    throws = joint(chains, script=[(1, 4, 6), (3, 3, 5)])
    assert throws.next(0) == ((1, 4, 6), True)
    assert throws.next(1) == ((3, 3, 5), True)
    assert throws.next_link == 2
    with pytest.raises(FairDiceError) as err:
        throws.next(0)
    assert err.value.code == "not_revealed"


def test_throws_start_at_link_2_and_use_one_link_each():
    chains = parties()
    throws = joint(chains)
    throws.reveal(1, links(chains, 1))
    with pytest.raises(FairDiceError) as err:
        throws.next(0)
    assert err.value.code == "not_revealed", "link 1 gives the seed, not a throw"
    throws.reveal(2, links(chains, 2))
    throw, scripted = throws.next(0)
    assert not scripted and len(throw) == 3 and set(throw) <= set(FACES)
    assert throws.next_link == 3


def test_links_are_accepted_only_after_the_last_known_ones():
    chains = parties()
    throws = revealed(chains, 5)
    for n in (5, 4, 0):
        with pytest.raises(FairDiceError) as err:
            throws.reveal(n, links(chains, n))
        assert err.value.code == "wrong_link_number"
    throws.reveal(9, links(chains, 9))        # a later link: the ones between follow by hashing
    assert throws.links(7) == links(chains, 7)
    with pytest.raises(FairDiceError) as err:
        throws.reveal(LENGTH + 1, links(chains, 1))
    assert err.value.code == "chain_exhausted"


@pytest.mark.parametrize("party", [0, 1, 2])
def test_no_party_can_change_its_link(party):
    chains = parties()
    throws = revealed(chains, 3)
    forged = list(links(chains, 4))
    forged[party] = parties(99)[party].link(4)
    with pytest.raises(FairDiceError) as err:
        throws.reveal(4, tuple(forged))
    assert err.value.code == "bad_link" and err.value.params["party"] == ("I", "II", "S")[party]
    assert throws.known == 3, "a refused reveal changes nothing"
    throws.reveal(4, links(chains, 4))


def test_a_link_checked_alone_before_the_others_arrive():
    chains = parties()
    throws = revealed(chains, 3)
    throws.check(1, 4, chains[1].link(4))
    with pytest.raises(FairDiceError):
        throws.check(1, 4, chains[0].link(4))


def test_the_same_links_and_history_give_the_same_throw_and_another_history_another():
    chains = parties(3)
    a, b = revealed(chains, 40, kind="fair"), revealed(chains, 40, kind="fair")
    a.history = [Act(0, "place 1")]
    b.history = [Act(0, "place 2")]
    seen_a = [a.next(0)[0] for _ in range(30)]
    seen_b = [b.next(0)[0] for _ in range(30)]
    assert seen_a != seen_b, "each throw is bound to the actions before it"
    c = revealed(chains, 40, kind="fair")
    c.history = [Act(0, "place 1")]
    assert [c.next(0)[0] for _ in range(30)] == seen_a


def test_peek_shows_the_next_throw_without_using_it():
    chains = parties()
    throws = revealed(chains, 5)
    seen = throws.peek(0)
    assert throws.next(0) == (seen, False)


def test_the_history_digest_is_sha256_of_seat_and_text_lines():
    import hashlib
    assert history_digest([Act(0, "place 1"), Act(1, "move 3 6")]) == \
        hashlib.sha256(b"0:place 1\n1:move 3 6\n").digest()


def test_the_proof_loads_into_a_fresh_source_with_every_earlier_link():
    chains = parties(4)
    throws = revealed(chains, 77)
    fresh = joint(chains)
    fresh.load(throws.proof())
    for n in (0, 1, 64, 76, 77):
        assert fresh.links(n) == links(chains, n)


@pytest.mark.parametrize("change", [
    lambda p: p.replace(p.split()[0], str(int(p.split()[0]) + 1), 1),
    lambda p: p[:-1] + ("0" if p[-1] != "0" else "1"),
    lambda p: p.rsplit(" ", 1)[0],
    lambda p: "x" + p,
    lambda p: "",
])
def test_a_changed_proof_does_not_load(change):
    chains = parties(5)
    proof = revealed(chains, 12).proof()
    with pytest.raises(FairDiceError):
        joint(chains).load(change(proof))


@settings(max_examples=40, deadline=None)
@given(n=st.integers(1, LENGTH), seed=st.integers(0, 2**32))
def test_proof_and_load_round_trip(n, seed):
    chains = parties(seed % 7)
    throws = revealed(chains, n)
    fresh = joint(chains)
    fresh.load(throws.proof())
    assert fresh.proof() == throws.proof() and fresh.known == n
    assert fresh.links(n // 2) == links(chains, n // 2)


#: chi-square's critical value for 5 degrees of freedom at p = 0.001.
CHI2_5_P001 = 20.515


def chi_square(counts: Counter, total: int, faces=FACES) -> float:
    expected = total / len(faces)
    return sum((counts[f] - expected) ** 2 / expected for f in faces)


def test_fair_dice_from_random_links_are_uniform():
    rng = random.Random(20)
    counts: Counter = Counter()
    for n in range(20_000):
        links_n = (rng.randbytes(32), rng.randbytes(32), rng.randbytes(32))
        counts.update(derive_throw(n + 2, links_n, rng.randbytes(32), 3, "fair"))
    assert sum(counts.values()) == 60_000
    assert chi_square(counts, 60_000) < CHI2_5_P001


def test_a_biased_die_fails_the_same_check():
    counts = Counter({1: 10_500, 2: 9_900, 3: 9_900, 4: 9_900, 5: 9_900, 6: 9_900})
    assert chi_square(counts, 60_000) > CHI2_5_P001


def test_each_seats_bag_gives_every_face_copies_times_per_bagful():
    chains = parties(6, 400)
    throws = revealed(chains, 400, count=3, kind="bag")
    drawn = ([], [])
    while throws.next_link <= 400:
        seat = throws.next_link % 2
        drawn[seat].extend(throws.next(seat)[0])
    for seat in (0, 1):
        full = len(drawn[seat]) // 30 * 30
        assert full >= 180
        for start in range(0, full, 30):
            assert Counter(drawn[seat][start:start + 30]) == {f: 5 for f in FACES}, (seat, start)


def test_the_bags_first_draws_are_uniform_too():
    rng = random.Random(21)
    counts: Counter = Counter()
    for n in range(6_000):
        bag: list[int] = []
        counts.update(derive_throw(n, (rng.randbytes(32),) * 3, b"", 1, "bag", bag))
    assert chi_square(counts, 6_000) < CHI2_5_P001


def test_the_digest_follows_the_history_as_it_grows_and_when_an_action_is_taken_back():
    chains = parties(8)
    a = revealed(chains, 40, kind="fair")
    a.history = []
    fresh_throws = []
    for k in range(12):
        a.history.append(Act(k % 2, f"place {k}"))
        if k == 6:
            a.history.pop()
            a.history.append(Act(0, "move 1 2"))        # taken back and another played instead
        b = revealed(chains, 40, kind="fair")
        b.next_link = a.next_link
        b.history = list(a.history)
        fresh_throws.append(b.next(0))
        assert a.next(0) == fresh_throws[-1], k


@pytest.mark.slow          # every link of a whole chain revealed and thrown
def test_a_whole_chains_worth_of_links_keeps_little_memory():
    """A server keeps one Chain and one JointThrows per table: checkpoints, not 4096 links each."""
    import tracemalloc
    chains = parties(9, 4096)

    def source():
        throws = joint(chains)
        for n in range(1, 4097):
            throws.reveal(n, links(chains, n))
        return throws
    kept = [source()]                  # the interpreter's free lists filled once, outside the count
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        kept += [source(), source(), source(), Chain(b"s" * 32), Chain(b"t" * 32), Chain(b"u" * 32)]
        per_table = (tracemalloc.get_traced_memory()[0] - before) / 3
    finally:
        tracemalloc.stop()
    assert per_table < 40_000, per_table
