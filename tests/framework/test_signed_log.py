"""The signed log (framework/core/signed_log.py): entries chained by digest, each signer's numbers rising, a
refused action's entry taken back leaving the log as if it had never come."""
from framework.core.signed_log import MAX_SEQ, Log, Signed, valid
from framework.net.identity import KeyPair

SEAT, SERVER = KeyPair.generate(), KeyPair.generate()


def a_log(bodies) -> Log:
    log = Log("t7 1", SERVER.public)
    for who, body in bodies:
        log.append(log.signed(who, (SEAT if who == "I" else SERVER).private, body))
    return log


def test_each_entry_is_signed_over_what_came_before_it():
    log = a_log([("I", "reveal 1 " + "ab" * 32), ("S", "begin []"), ("I", "act place 3")])
    for n, entry in enumerate(log.entries):
        key = SEAT.public if entry.who == "I" else SERVER.public
        assert valid(key, log.message(entry.who, entry.k, entry.after, entry.body), entry.sig)
        assert Signed.parse(entry.line()) == entry
    assert (log.entries[2].k, log.entries[2].after) == (2, 2)
    # the same signature claiming to have seen less (to be moved before what it saw) is not the seat's
    assert not valid(SEAT.public, log.message("I", 2, 0, "act place 3"), log.entries[2].sig)


def test_a_signers_numbers_rise_and_the_least_next_one_follows_its_highest():
    log = a_log([("I", "act a"), ("S", "begin []"), ("I", "act b")])
    assert (log.next_k("I"), log.next_k("II"), log.next_k("S")) == (3, 1, 2)
    stale = log.signed("I", SEAT.private, "act c")
    assert log.problem(stale, SEAT.public) is None
    again = Signed("I", 2, stale.after, stale.sig, stale.body)
    assert log.problem(again, SEAT.public) == "sequence"
    too_big = Signed("I", MAX_SEQ + 1, stale.after, stale.sig, stale.body)
    assert log.problem(too_big, SEAT.public) == "sequence"


def test_an_entry_taken_back_leaves_the_log_as_if_it_never_came():
    log = a_log([("I", "act a"), ("S", "begin []")])
    before = (list(log.entries), list(log.digests), log.next_k("I"), log.lines())
    log.append(log.signed("I", SEAT.private, "act b"))
    log.truncate(2)
    assert (log.entries, log.digests, log.next_k("I"), log.lines()) == before
    assert log.digests == Log("t7 1", SERVER.public, log.entries).digests
