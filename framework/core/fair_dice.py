"""Dice that neither player nor the server can rig: hash chains, commitments and joint throws.

Why: over the network a server that throws the dice alone is trusted only as
far as its operator, and a client that throws is trusted by nobody. Here the
three parties (``PARTIES``: seat I's client, seat II's client, the server)
each make a hash chain from a secret, commit to its end before the game, and
reveal one link per throw. A throw is derived from all three links and from
everything played before it, so no party can choose a throw (it would need to
know the others' next links, which are preimages of what they committed to) or
learn one before it is thrown.

The chain (:class:`Chain`), with ``H = sha256`` and ``L = CHAIN_LENGTH``::

    link L = secret,  link n-1 = H(link n),  link 0 = H^L(secret) = the anchor (the commitment)

Links are revealed upwards from 1; anyone checks a revealed link ``n`` against
a known link ``k < n`` by hashing it ``n - k`` times (:func:`check_link`).
Link 1 of each party gives the game's seed (:func:`opening_seed`: who moves
first at random, Long Nardy's opening throw, the easy computer's choices);
throw links start at 2.

The derivation (what another client must compute to check a throw)::

    digest = sha256(b"".join(f"{seat}:{text}\\n".encode() for each Played action that stands))
    R_n    = sha256(b"xii-scripta dice v1|" + str(n).encode() + b"|" + linkI + linkII + linkS + digest)
    u_j    = int.from_bytes(sha256(R_n + bytes([j])), "big")       for die j = 0, 1, ...
    fair die:  1 + u_j % 6
    bag die:   the seat's bag holds the faces not drawn yet, in ascending order (refilled with
               each face `copies` times when empty, before a draw); the die is left.pop(u_j % len(left))

Each seat has its own bag, so XII Scripta's bag keeps its promise (every face
equally often per bagful) with joint randomness instead of a seeded shuffle.

What a record (``Fair-Dice`` and ``Fair-Dice-Reveal``, framework/core/record.py)
proves, and what it cannot: each throw is bound to the digest of every action
before it, so changing any throw, or any action that a later throw follows,
breaks that throw's check. With hashes alone (no signatures), a changed action
in the last turn (no throw follows it) that is still legal and leaves the same
result cannot be told from the real one; nor does the record prove who sent an
action, only that the dice were not chosen. The seed and the first seat follow
from links 1 (framework/core/verify.py checks them); the players' names, the date and
any rule option that no action put to the test are bound by nothing.

Pure: hashlib, hmac and secrets only; no clock, no I/O.
"""
from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass
from typing import Iterable, Sequence

from framework.core.dice import FACES, KINDS

__all__ = ["CHAIN_LENGTH", "MAX_CHAIN_LENGTH", "PARTIES", "CHECKPOINT", "FairDiceError", "new_secret", "Chain",
           "check_link", "to_hex", "from_hex", "Commitment", "opening_seed", "history_digest", "derive_throw",
           "JointThrows"]

#: Links per chain: enough for the longest Long Nardy match.
CHAIN_LENGTH = 4096
#: The longest chain a commitment may name (checking a link hashes at most this many times).
MAX_CHAIN_LENGTH = 1 << 16
#: The parties, in the order their links are combined.
PARTIES = ("I", "II", "S")
#: Every CHECKPOINT-th link is kept; any other is at most CHECKPOINT - 1 hashes away.
CHECKPOINT = 64
VERSION = "v1"
_DICE_TAG = b"xii-scripta dice v1|"
_SEED_TAG = b"xii-scripta seed v1|"
_HEX = frozenset("0123456789abcdefABCDEF")

Throw = tuple[int, ...]
Links = tuple[bytes, bytes, bytes]


class FairDiceError(ValueError):
    """A link, proof or commitment that does not check. ``code``: ``bad_hex``, ``bad_link``,
    ``not_revealed``, ``wrong_link_number``, ``bad_commitment``, ``chain_exhausted``."""

    def __init__(self, code: str, message: str, **params: object) -> None:
        super().__init__(message)
        self.code, self.message, self.params = code, message, params


def _h(data: bytes) -> bytes:
    return hashlib.sha256(data).digest()


def _hash_times(data: bytes, times: int) -> bytes:
    for _ in range(times):
        data = hashlib.sha256(data).digest()
    return data


def new_secret() -> bytes:
    """A chain's secret: 32 bytes from the operating system's randomness."""
    return secrets.token_bytes(32)


def to_hex(b: bytes) -> str:
    return b.hex()


def from_hex(text: str) -> bytes:
    """64 hex digits -> 32 bytes; FairDiceError ``bad_hex`` for anything else."""
    if not isinstance(text, str) or len(text) != 64 or not _HEX.issuperset(text):
        shown = repr(text[:70]) if isinstance(text, str) else type(text).__name__
        raise FairDiceError("bad_hex", f"{shown} is not 64 hex digits", text=str(text)[:70])
    return bytes.fromhex(text)


def _check_bytes(link: object, what: str) -> bytes:
    if not isinstance(link, (bytes, bytearray)) or len(link) != 32:
        raise FairDiceError("bad_link", f"{what} is not 32 bytes", what=what)
    return bytes(link)


def check_link(previous: bytes, link: bytes, steps: int = 1) -> bool:
    """Whether ``link`` hashed ``steps`` times is ``previous`` (constant-time comparison)."""
    if steps < 0 or not isinstance(link, (bytes, bytearray)) or len(link) != 32:
        return False
    return hmac.compare_digest(_hash_times(bytes(link), steps), previous)


class Chain:
    """One party's hash chain from its ``secret``: link ``n`` (0..length), ``H(link n) == link n-1``.

    Only every :data:`CHECKPOINT`-th link is kept (64 of 4096: about 6 KB), so
    :meth:`link` hashes at most 63 times.
    """

    def __init__(self, secret: bytes, length: int = CHAIN_LENGTH) -> None:
        if not isinstance(secret, (bytes, bytearray)) or len(secret) < 16:
            raise FairDiceError("bad_link", "a chain's secret is at least 16 bytes")
        if not (isinstance(length, int) and 1 <= length <= MAX_CHAIN_LENGTH):
            raise FairDiceError("bad_commitment", f"a chain has 1-{MAX_CHAIN_LENGTH} links, not {length!r}",
                                length=length)
        self.length = length
        self._points: dict[int, bytes] = {}
        value = bytes(secret)
        for n in range(length, -1, -1):          # link n = H^(length - n)(secret)
            if n % CHECKPOINT == 0 or n == length:
                self._points[n] = value
            if n:
                value = _h(value)
        self.anchor: bytes = self._points[0]

    def link(self, n: int) -> bytes:
        """Link ``n`` (0 is the anchor); FairDiceError ``chain_exhausted`` past the end."""
        if not isinstance(n, int) or n < 0 or n > self.length:
            raise FairDiceError("chain_exhausted", f"link {n!r} is outside the chain (0-{self.length})",
                                n=n, length=self.length)
        above = min(self.length, -(-n // CHECKPOINT) * CHECKPOINT)
        return _hash_times(self._points[above], above - n)

    def __repr__(self) -> str:
        return f"<Chain of {self.length} links, anchor {self.anchor.hex()[:12]}...>"


@dataclass(frozen=True)
class Commitment:
    """The three parties' anchors (I, II, S) and their chains' length: what ``Setup.fair_dice`` holds."""

    anchors: tuple[bytes, bytes, bytes]
    length: int = CHAIN_LENGTH

    def __post_init__(self) -> None:
        if not isinstance(self.anchors, tuple) or len(self.anchors) != len(PARTIES):
            raise FairDiceError("bad_commitment", "a commitment holds three anchors (I, II, S)")
        for party, anchor in zip(PARTIES, self.anchors):
            if not isinstance(anchor, bytes) or len(anchor) != 32:
                raise FairDiceError("bad_commitment", f"{party}'s anchor is not 32 bytes", party=party)
        if not (isinstance(self.length, int) and 1 <= self.length <= MAX_CHAIN_LENGTH):
            raise FairDiceError("bad_commitment", f"a chain has 1-{MAX_CHAIN_LENGTH} links, not {self.length!r}",
                                length=self.length)

    def text(self) -> str:
        """``v1 4096 <hexI> <hexII> <hexS>``: the record's ``Fair-Dice`` value."""
        return " ".join([VERSION, str(self.length)] + [to_hex(a) for a in self.anchors])

    @classmethod
    def parse(cls, text: str) -> "Commitment":
        words = text.split(" ") if isinstance(text, str) else []
        if len(words) != 2 + len(PARTIES) or words[0] != VERSION:
            raise FairDiceError("bad_commitment", f"{str(text)[:80]!r} is not 'v1 LENGTH <I> <II> <S>' "
                                "(a version, the chains' length and three anchors of 64 hex digits)",
                                text=str(text)[:80])
        if not (words[1].isascii() and words[1].isdigit() and len(words[1]) <= 6 and words[1][0] != "0"
                and int(words[1]) <= MAX_CHAIN_LENGTH):
            raise FairDiceError("bad_commitment", f"the chains' length {words[1][:20]!r} is not a number "
                                f"1-{MAX_CHAIN_LENGTH}", length=words[1][:20])
        anchors = []
        for party, word in zip(PARTIES, words[2:]):
            try:
                anchors.append(from_hex(word))
            except FairDiceError:
                raise FairDiceError("bad_commitment", f"{party}'s anchor {word[:70]!r} is not 64 hex digits",
                                    party=party) from None
        return cls((anchors[0], anchors[1], anchors[2]), int(words[1]))


def opening_seed(links: Sequence[bytes]) -> str:
    """Links 1 of the three parties -> the game's seed (decimal digits, at most 19: ``Setup.seed``)."""
    if len(links) != len(PARTIES):
        raise FairDiceError("bad_link", "the seed needs link 1 of all three parties")
    data = _SEED_TAG + b"".join(_check_bytes(link, f"{p}'s link 1") for p, link in zip(PARTIES, links))
    return str(int.from_bytes(_h(data), "big") % 10**19)


def history_digest(history: Iterable) -> bytes:
    """sha256 over ``"seat:text\\n"`` of each Played action (its seat 0/1 and canonical text), in order."""
    h = hashlib.sha256()
    for played in history:
        h.update(f"{played.seat}:{played.text}\n".encode("utf-8"))
    return h.digest()


def _units(n: int, links: Links, digest: bytes, count: int) -> list[int]:
    r = _h(_DICE_TAG + str(n).encode() + b"|" + b"".join(links) + digest)
    return [int.from_bytes(_h(r + bytes([j])), "big") for j in range(count)]


def derive_throw(n: int, links: Links, digest: bytes, count: int, kind: str = "fair",
                 bag: list[int] | None = None, copies: int = 5) -> Throw:
    """Throw ``n`` from the parties' links ``n`` and the history's digest (the module docstring's rule).

    ``kind="bag"`` draws from ``bag`` (the seat's faces left, ascending; refilled in place when empty).
    """
    units = _units(n, links, digest, count)
    if kind == "fair":
        return tuple(1 + u % 6 for u in units)
    if bag is None:
        raise ValueError("a bag throw needs the seat's bag")
    dice = []
    for u in units:
        if not bag:
            bag.extend(face for face in FACES for _ in range(copies))
        dice.append(bag.pop(u % len(bag)))
    return tuple(dice)


class JointThrows:
    """Where a network game's throws come from; a drop-in for dice.ThrowSource (same ``next(seat)``).

    The script first (a scripted throw uses no link), then throw ``next_link``
    (2, 3, ...) from the three parties' links of that number and the digest of
    :attr:`history` (bound by framework.core.spec.new_session to the session's list
    of Played actions that stand). Links arrive by :meth:`reveal` (or all at
    once by :meth:`load` of a record's proof) and are checked against the
    commitment: none can be forged.
    """

    def __init__(self, commitment: Commitment, count: int, kind: str = "bag", script: Iterable[Throw] = (),
                 copies: int = 5) -> None:
        if kind not in KINDS:
            raise ValueError(f"dice kind must be one of {', '.join(KINDS)}, not {kind!r}")
        if not (isinstance(count, int) and 1 <= count <= 255):
            raise ValueError(f"a throw needs 1-255 dice, not {count!r}")
        self.commitment, self.count, self.kind, self.copies = commitment, count, kind, copies
        self.script = [tuple(t) for t in script]
        self.script_used = 0
        self.history: list = []
        self.next_link = 2
        self.known = 0                                   # the highest link number revealed (0: the anchors)
        self._points: dict[int, Links] = {0: commitment.anchors}   # links at multiples of CHECKPOINT, and the latest
        self.bags: tuple[list[int], list[int]] = ([], [])
        self._digested: tuple = (0, None, None)         # (actions digested, the hasher after them, the last one)

    # ------------------------------------------------------------ links
    @property
    def length(self) -> int:
        return self.commitment.length

    def links(self, n: int) -> Links:
        """Links ``n`` of the three parties (0: the anchors); FairDiceError ``not_revealed`` if not known yet."""
        if not isinstance(n, int) or n < 0 or n > self.known:
            raise FairDiceError("not_revealed", f"link {n!r} is not revealed yet (revealed up to {self.known})",
                                n=n, known=self.known)
        above = min(self.known, -(-n // CHECKPOINT) * CHECKPOINT)
        top = self._points[above]
        steps = above - n
        return (_hash_times(top[0], steps), _hash_times(top[1], steps), _hash_times(top[2], steps))

    def check(self, party: int, n: int, link: bytes) -> None:
        """One party's link ``n`` (before the others' arrive); FairDiceError if it is not that link."""
        self._check_number(n)
        _check_bytes(link, f"{PARTIES[party]}'s link {n}")
        if not check_link(self._points[self.known][party], link, n - self.known):
            raise FairDiceError("bad_link", f"{PARTIES[party]}'s link {n} does not hash to its link {self.known}",
                                party=PARTIES[party], n=n)

    def _check_number(self, n: int) -> None:
        if not isinstance(n, int) or isinstance(n, bool) or n <= self.known:
            raise FairDiceError("wrong_link_number", f"link {n!r} is not after the last revealed ({self.known})",
                                n=n, known=self.known)
        if n > self.length:
            raise FairDiceError("chain_exhausted", f"link {n} is past the chains' end ({self.length})",
                                n=n, length=self.length)

    def reveal(self, n: int, links: Sequence[bytes]) -> None:
        """Links ``n`` of all three parties: checked against the last known links, then kept."""
        self._check_number(n)
        if len(links) != len(PARTIES):
            raise FairDiceError("bad_link", f"link {n} of all three parties is needed", n=n)
        for party, link in enumerate(links):
            self.check(party, n, link)
        self._keep(n, (bytes(links[0]), bytes(links[1]), bytes(links[2])))

    def _keep(self, n: int, links: Links) -> None:
        if self.known % CHECKPOINT:
            del self._points[self.known]                 # the old latest link: no checkpoint
        value = links
        for k in range(n, self.known, -1):               # the checkpoints between the old latest and n
            if k % CHECKPOINT == 0 or k == n:
                self._points[k] = value
            value = (_h(value[0]), _h(value[1]), _h(value[2]))
        self.known = n

    # ------------------------------------------------------------ throws
    def next(self, seat: int) -> tuple[Throw, bool]:
        """The throw for ``seat``'s turn about to begin and whether it came from the script."""
        if self.script_used < len(self.script):
            self.script_used += 1
            return self.script[self.script_used - 1], True
        self._due()
        throw = self._derive(self.bags[seat])
        self.next_link += 1
        return throw, False

    def peek(self, seat: int) -> Throw:
        """What :meth:`next` would give after the script, without using it up (the bag is not drawn)."""
        self._due()
        return self._derive(list(self.bags[seat]))

    def _due(self) -> None:
        if self.next_link > self.known:
            raise FairDiceError("not_revealed", f"throw {self.next_link}'s links are not revealed yet "
                                f"(revealed up to {self.known})", n=self.next_link, known=self.known)

    def _derive(self, bag: list[int]) -> Throw:
        n = self.next_link
        return derive_throw(n, self.links(n), self._digest(), self.count, self.kind, bag, self.copies)

    def _digest(self) -> bytes:
        """:func:`history_digest` of :attr:`history`, carried on from the last one while the history only grew
        (its Played values are new objects, so one taken back and replaced is noticed by identity)."""
        history = self.history
        done, hasher, last = self._digested
        if not (0 < done <= len(history) and history[done - 1] is last):
            done, hasher = 0, hashlib.sha256()
        for played in history[done:]:
            hasher.update(f"{played.seat}:{played.text}\n".encode("utf-8"))
        if history:
            self._digested = (len(history), hasher.copy(), history[-1])
        return hasher.digest()

    @property
    def remaining_script(self) -> int:
        return len(self.script) - self.script_used

    # ------------------------------------------------------------ the record's proof
    def proof(self) -> str:
        """``n <hexI> <hexII> <hexS>``: the latest links (the record's ``Fair-Dice-Reveal``)."""
        return " ".join([str(self.known)] + [to_hex(link) for link in self._points[self.known]])

    def load(self, proof: str) -> None:
        """The inverse of :meth:`proof`: the latest links, every earlier one following by hashing."""
        words = proof.split(" ") if isinstance(proof, str) else []
        if len(words) != 1 + len(PARTIES) or not (words[0].isascii() and words[0].isdigit()) or len(words[0]) > 6:
            raise FairDiceError("bad_link", f"{str(proof)[:80]!r} is not 'N <I> <II> <S>' (a link number and "
                                "three links of 64 hex digits)", text=str(proof)[:80])
        n = int(words[0])
        links = tuple(from_hex(word) for word in words[1:])
        if n == self.known and n == 0:
            if links != self.commitment.anchors:
                raise FairDiceError("bad_link", "links 0 are not the committed anchors", n=0)
            return
        self.reveal(n, links)
